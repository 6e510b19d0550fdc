// Dice as chance outcomes with exact probabilities, and a tiny deterministic RNG that
// callers own (the core never keeps random state). SplitMix64 uses only 64-bit integer
// arithmetic, so a seed gives the same throws natively and in WebAssembly.
#pragma once

#include <array>
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
// For n up to 64 (every list of moves): 2^64 mod n and floor((2^64 - 1) / n), tabled.
struct Divisor {
  std::uint64_t threshold = 0;
  std::uint64_t inverse = 0;
};
inline constexpr int kTabledDivisors = 64;
inline constexpr auto kDivisors = [] {
  std::array<Divisor, kTabledDivisors + 1> t{};
  for (std::uint64_t n = 1; n <= kTabledDivisors; ++n) t[n] = {(0 - n) % n, ~0ull / n};
  return t;
}();
}  // namespace detail

// The same draws as random_below_any, without a division or a branch on n: x mod n is
// x - q n with q = the high half of x * floor((2^64 - 1) / n), which is floor(x / n) or
// one less (then one n more comes off). WebAssembly has no 64x64->128 multiply but a
// native remainder, which it keeps.
inline std::uint32_t random_below(std::uint64_t& rng, std::uint32_t n) {
  if (n > detail::kTabledDivisors) [[unlikely]] return random_below_any(rng, n);
  const detail::Divisor d = detail::kDivisors[n];
  std::uint64_t x = splitmix64(rng);
  while (x < d.threshold) [[unlikely]] x = splitmix64(rng);
#if defined(__SIZEOF_INT128__) && !defined(__wasm__)
  __extension__ using Wide = unsigned __int128;
  const auto q = static_cast<std::uint64_t>((static_cast<Wide>(x) * d.inverse) >> 64);
  std::uint64_t rem = x - q * n;
  if (rem >= n) rem -= n;
  return static_cast<std::uint32_t>(rem);
#else
  return static_cast<std::uint32_t>(x % n);
#endif
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
