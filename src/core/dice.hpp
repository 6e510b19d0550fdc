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

// A uniform integer in [0, n) from the RNG state (rejection sampling: exact): draws are
// accepted at or above 2^64 mod n, so the accepted range is a multiple of n.
std::uint32_t random_below_any(std::uint64_t& rng, std::uint32_t n);

namespace detail {
// The same for a constant n: the compiler turns both remainders into multiplications
// (a playout draws among 1 to 8 moves far more often than among more).
template <std::uint32_t N>
inline std::uint32_t random_below_const(std::uint64_t& rng) {
  constexpr std::uint64_t threshold = (0 - static_cast<std::uint64_t>(N)) % N;
  std::uint64_t x = splitmix64(rng);
  while (x < threshold) x = splitmix64(rng);
  return static_cast<std::uint32_t>(x % N);
}
}  // namespace detail

inline std::uint32_t random_below(std::uint64_t& rng, std::uint32_t n) {
  switch (n) {
    case 1: return detail::random_below_const<1>(rng);
    case 2: return detail::random_below_const<2>(rng);
    case 3: return detail::random_below_const<3>(rng);
    case 4: return detail::random_below_const<4>(rng);
    case 5: return detail::random_below_const<5>(rng);
    case 6: return detail::random_below_const<6>(rng);
    case 7: return detail::random_below_const<7>(rng);
    case 8: return detail::random_below_const<8>(rng);
    default: return random_below_any(rng, n);
  }
}

// The set bits of a word below 256 (a throw's dice), from two nibbles looked up in one
// constant: baseline x86-64 has no popcount instruction, and std::popcount calls libgcc.
inline int popcount8(std::uint32_t x) {
  constexpr std::uint64_t kNibbles = 0x4332322132212110ull;
  return static_cast<int>(((kNibbles >> (4 * (x & 15u))) & 15u) + ((kNibbles >> (4 * ((x >> 4) & 15u))) & 15u));
}

// One throw drawn from the rule set's dice: binary dice use one random bit per die
// (popcount of the low N bits of one SplitMix64 draw); a d6 uses random_below(6) + 1.
inline int sample_throw(const RuleSet& rules, std::uint64_t& rng) {
  if (rules.dice == DiceKind::D6) return static_cast<int>(random_below(rng, 6)) + 1;
  const std::uint32_t mask = (1u << rules.dice_count) - 1;  // at most 6 dice (kMaxOutcomes)
  return popcount8(static_cast<std::uint32_t>(splitmix64(rng)) & mask);
}

}  // namespace ur
