// Shared by the learned evaluation's trainers (train_eval: on an exact table; train_td:
// by self-play): whole-file reads and atomic writes of weights and checkpoints, a hash
// for held-out choices, and short counts for progress lines.
#pragma once

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace ur::bench {

// Writes `bytes` to path.tmp, then renames it over `path`: a cut-off run never leaves a
// half-written weight file or checkpoint.
inline bool write_file(const std::string& path, const std::vector<std::uint8_t>& bytes) {
  const std::string tmp = path + ".tmp";
  {
    std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
    if (!f) return false;
    f.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    if (!f) return false;
  }
  return std::rename(tmp.c_str(), path.c_str()) == 0;
}

inline bool read_file(const std::string& path, std::vector<std::uint8_t>& out) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return false;
  out.assign(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
  return true;
}

// A 64-bit finaliser (murmur3's): well-mixed bits from a rank.
inline std::uint64_t mix(std::uint64_t x) {
  x ^= x >> 33;
  x *= 0xFF51AFD7ED558CCDull;
  x ^= x >> 33;
  x *= 0xC4CEB9FE1A85EC53ull;
  x ^= x >> 33;
  return x;
}

inline std::string millions(std::uint64_t n) {
  char b[32];
  std::snprintf(b, sizeof b, "%.1fM", static_cast<double>(n) / 1e6);
  return b;
}

}  // namespace ur::bench
