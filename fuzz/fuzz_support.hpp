// What every fuzz target shares: the input as text, and a property check that stops the
// run with a message (libFuzzer then saves the input as a crash to reproduce).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace ur::fuzz {

inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// A property that must hold for every input: a failure is a finding.
inline void require(bool ok, const char* what) {
  if (ok) return;
  std::fprintf(stderr, "property failed: %s\n", what);
  std::abort();
}

}  // namespace ur::fuzz
