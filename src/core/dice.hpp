// Dice as chance outcomes with exact probabilities, and a tiny deterministic RNG that
// callers own (the core never keeps random state). SplitMix64 uses only 64-bit integer
// arithmetic, so a seed gives the same throws natively and in WebAssembly.
#pragma once

#include <cstdint>

#include "core/rules.hpp"
#include "core/state.hpp"

namespace ur {

// Every outcome of one throw with its exact probability: binary dice N -> marked count
// k = 0..N with C(N,k)/2^N; d6 -> faces 1..6 with 1/6.
ChanceList throw_outcomes(const RuleSet& rules);

// SplitMix64 (Steele, Lea, Flood 2014): advances `state` and returns 64 random bits.
inline std::uint64_t splitmix64(std::uint64_t& state) {
  state += 0x9E3779B97F4A7C15ull;
  std::uint64_t z = state;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// A 64-bit finaliser (MurmurHash3's): well-mixed bits from a key (hash tables, hold-outs).
inline std::uint64_t mix64(std::uint64_t x) {
  x ^= x >> 33;
  x *= 0xFF51AFD7ED558CCDull;
  x ^= x >> 33;
  x *= 0xC4CEB9FE1A85EC53ull;
  x ^= x >> 33;
  return x;
}

// A uniform integer in [0, n) from the RNG state (rejection sampling: exact).
std::uint32_t random_below(std::uint64_t& rng, std::uint32_t n);

// One throw drawn from the rule set's dice: binary dice use one random bit per die
// (popcount of the low N bits of one SplitMix64 draw); a d6 uses random_below(6) + 1.
int sample_throw(const RuleSet& rules, std::uint64_t& rng);

}  // namespace ur
