// A win probability as a table stores it: 16 bits, 0 = 0 and 65535 = 1
// (docs/perfect-play.md). Shared by the table files and the solver's compact store.
#pragma once

#include <cstdint>

namespace ur {

inline double decode_value(std::uint16_t v) { return static_cast<double>(v) / 65535.0; }
inline std::uint16_t encode_value(double p) {
  const double q = p < 0 ? 0 : p > 1 ? 1 : p;
  return static_cast<std::uint16_t>(q * 65535.0 + 0.5);
}

}  // namespace ur
