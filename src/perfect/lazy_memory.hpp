// A large zero-filled array whose pages take memory only once written, and can be given
// back: the solver's value store (docs/perfect-play.md, "Memory"). Natively an anonymous
// mapping; in the web build (small solves only) plain zeroed memory that is never given
// back.
#pragma once

#include <cstddef>
#include <cstdint>

namespace ur {

class LazyMemory {
 public:
  LazyMemory() = default;
  explicit LazyMemory(std::size_t bytes);  // zero-filled; throws std::bad_alloc if refused
  ~LazyMemory();
  LazyMemory(LazyMemory&& other) noexcept;
  LazyMemory& operator=(LazyMemory&& other) noexcept;
  LazyMemory(const LazyMemory&) = delete;
  LazyMemory& operator=(const LazyMemory&) = delete;

  void* data() const { return data_; }
  std::size_t size() const { return bytes_; }
  // Gives back the whole pages inside [begin, end) (byte offsets): they read as zeros
  // afterwards. Bytes in pages shared with the rest of the array are kept as they are.
  void release(std::size_t begin, std::size_t end);

 private:
  void* data_ = nullptr;
  std::size_t bytes_ = 0;
};

// Hands the heap's free pages back to the system. Many small blocks freed together (the
// solver's successor cache, chunk by chunk) otherwise stay resident in the allocator's
// arenas and count against the memory budget while the next arrays are allocated beside
// them. Does nothing where the C library has no way to do it.
void return_free_heap();

// The bytes of memory the process holds now as the system counts them (resident), or 0
// where that cannot be read.
std::uint64_t resident_bytes();

// The most memory the process has held at once so far (the system's high-water mark), or
// 0 where that cannot be read.
std::uint64_t peak_resident_bytes();

}  // namespace ur
