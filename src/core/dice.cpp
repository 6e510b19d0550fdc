// Throw distributions and deterministic sampling (see dice.hpp).
#include "core/dice.hpp"

namespace ur {

ChanceList throw_outcomes(const RuleSet& rules) {
  ChanceList out;
  if (rules.dice == DiceKind::D6) {
    for (int face = 1; face <= 6; ++face) out.push({static_cast<std::uint8_t>(face), 1, 6});
    return out;
  }
  const int n = rules.dice_count;
  std::uint32_t binom = 1;  // C(n, k)
  for (int k = 0; k <= n; ++k) {
    out.push({static_cast<std::uint8_t>(k), binom, 1u << n});
    binom = binom * static_cast<std::uint32_t>(n - k) / static_cast<std::uint32_t>(k + 1);
  }
  return out;
}

std::uint32_t random_below_any(std::uint64_t& rng, std::uint32_t n) {
  const std::uint64_t threshold = (0 - static_cast<std::uint64_t>(n)) % n;
  std::uint64_t x = splitmix64(rng);
  while (x < threshold) x = splitmix64(rng);
  return static_cast<std::uint32_t>(x % n);
}

}  // namespace ur
