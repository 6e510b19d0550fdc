#include "perfect/lazy_memory.hpp"

#include <cstdio>
#include <cstdlib>
#include <new>
#include <utility>

#if defined(__EMSCRIPTEN__) || !defined(__unix__)
#define UR_LAZY_CALLOC 1
#else
#include <sys/mman.h>
#include <unistd.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace ur {

LazyMemory::LazyMemory(std::size_t bytes) : bytes_(bytes) {
  if (bytes == 0) return;
#ifdef UR_LAZY_CALLOC
  data_ = std::calloc(bytes, 1);
  if (data_ == nullptr) throw std::bad_alloc();
#else
  // MAP_NORESERVE: a page counts only once written, so the unsolved layers cost nothing.
  void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) throw std::bad_alloc();
  data_ = p;
#endif
}

LazyMemory::~LazyMemory() {
  if (data_ == nullptr) return;
#ifdef UR_LAZY_CALLOC
  std::free(data_);
#else
  munmap(data_, bytes_);
#endif
}

LazyMemory::LazyMemory(LazyMemory&& other) noexcept
    : data_(std::exchange(other.data_, nullptr)), bytes_(std::exchange(other.bytes_, 0)) {}

LazyMemory& LazyMemory::operator=(LazyMemory&& other) noexcept {
  if (this != &other) {
    LazyMemory gone(std::move(*this));
    data_ = std::exchange(other.data_, nullptr);
    bytes_ = std::exchange(other.bytes_, 0);
  }
  return *this;
}

void LazyMemory::release(std::size_t begin, std::size_t end) {
#ifdef UR_LAZY_CALLOC
  (void)begin;
  (void)end;
#else
  if (data_ == nullptr || end > bytes_ || begin >= end) return;
  const auto page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  const std::size_t first = (begin + page - 1) / page * page;
  const std::size_t last = end / page * page;
  if (first >= last) return;
  madvise(static_cast<char*>(data_) + first, last - first, MADV_DONTNEED);
#endif
}

std::uint64_t resident_bytes() {
#if defined(__linux__) && !defined(UR_LAZY_CALLOC)
  // /proc/self/statm: total and resident pages, ...
  std::FILE* f = std::fopen("/proc/self/statm", "r");
  if (f == nullptr) return 0;
  unsigned long long total = 0, resident = 0;
  const int got = std::fscanf(f, "%llu %llu", &total, &resident);
  std::fclose(f);
  if (got != 2) return 0;
  return static_cast<std::uint64_t>(resident) * static_cast<std::uint64_t>(sysconf(_SC_PAGESIZE));
#else
  return 0;
#endif
}

std::uint64_t peak_resident_bytes() {
#if defined(__linux__) && !defined(UR_LAZY_CALLOC)
  // /proc/self/status: "VmHWM:    123456 kB"
  std::FILE* f = std::fopen("/proc/self/status", "r");
  if (f == nullptr) return 0;
  char line[256];
  unsigned long long kb = 0;
  while (std::fgets(line, sizeof line, f) != nullptr)
    if (std::sscanf(line, "VmHWM: %llu kB", &kb) == 1) break;
  std::fclose(f);
  return static_cast<std::uint64_t>(kb) * 1024;
#else
  return 0;
#endif
}

void return_free_heap() {
#if defined(__GLIBC__)
  malloc_trim(0);
#endif
}

}  // namespace ur
