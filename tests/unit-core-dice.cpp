// Dice as chance outcomes: exact distributions, the throw-off coin, and the caller-owned
// deterministic RNG (same numbers natively and in WebAssembly).
#include "unit-core-support.hpp"

using namespace ur;
using namespace ur::test;

namespace {
std::vector<std::uint32_t> numerators(const ChanceList& c) {
  std::vector<std::uint32_t> out;
  for (const ChanceOutcome& o : c) out.push_back(o.numerator);
  return out;
}
}  // namespace

TEST_CASE("dice: four binary dice give 1/16, 4/16, 6/16, 4/16, 1/16 for 0..4 marked") {
  const ChanceList c = throw_outcomes(*find_rule_set("finkel"));
  REQUIRE(c.size() == 5);
  for (int k = 0; k < 5; ++k) {
    CHECK(c[k].outcome == k);
    CHECK(c[k].denominator == 16);
  }
  CHECK(numerators(c) == std::vector<std::uint32_t>{1, 4, 6, 4, 1});
}

TEST_CASE("dice: three binary dice give 1/8, 3/8, 3/8, 1/8 for 0..3 marked") {
  const ChanceList c = throw_outcomes(*find_rule_set("masters"));
  REQUIRE(c.size() == 4);
  for (int k = 0; k < 4; ++k) CHECK(c[k].denominator == 8);
  CHECK(numerators(c) == std::vector<std::uint32_t>{1, 3, 3, 1});
}

TEST_CASE("dice: ravensburger's six-sided die gives faces 1..6 at 1/6 each") {
  const ChanceList c = throw_outcomes(*find_rule_set("ravensburger"));
  REQUIRE(c.size() == 6);
  for (int k = 0; k < 6; ++k) {
    CHECK(c[k].outcome == k + 1);
    CHECK(c[k].numerator == 1);
    CHECK(c[k].denominator == 6);
  }
}

TEST_CASE("dice: every rule set's throw probabilities sum to 1 and match its dice") {
  for (const RuleSet& r : all_rule_sets()) {
    CAPTURE(r.name);
    const ChanceList c = throw_outcomes(r);
    std::uint32_t sum = 0;
    double p = 0;
    for (const ChanceOutcome& o : c) {
      sum += o.numerator;
      p += o.probability();
      CHECK(o.denominator == c[0].denominator);
    }
    CHECK(sum == c[0].denominator);
    CHECK(p == doctest::Approx(1.0));
    CHECK(c.size() == r.last_outcome() - r.first_outcome() + 1);
    CHECK(c[0].outcome == r.first_outcome());
    if (r.dice == DiceKind::Binary) CHECK(c[0].denominator == (1u << r.dice_count));
  }
}

TEST_CASE("dice: the random throw-off is a fair coin; other throw-offs use the dice") {
  const RuleSet& bgg = *find_rule_set("bgg");
  const ChanceList coin = chance_outcomes(bgg, new_game(bgg));
  CHECK(coin.size() == 2);
  CHECK(coin[0].numerator * 2 == coin[0].denominator);
  const RuleSet& classic = *find_rule_set("classic");
  CHECK(chance_outcomes(classic, new_game(classic)).size() == 4);
}

TEST_CASE("dice: splitmix64 matches the reference sequence") {
  std::uint64_t state = 0;
  CHECK(splitmix64(state) == 0xE220A8397B1DCDAFull);
  CHECK(splitmix64(state) == 0x6E789E6AA1B965F4ull);
  CHECK(splitmix64(state) == 0x06C45D188009454Full);
}

TEST_CASE("dice: sampled throws follow the exact distribution") {
  for (const char* name : {"finkel", "masters", "ravensburger"}) {
    const RuleSet& r = *find_rule_set(name);
    CAPTURE(r.name);
    std::uint64_t rng = 42;
    std::array<int, kMaxOutcomes> counts{};
    const int n = 200000;
    for (int i = 0; i < n; ++i) ++counts[static_cast<unsigned>(sample_throw(r, rng))];
    for (const ChanceOutcome& o : throw_outcomes(r)) {
      const double freq = static_cast<double>(counts[o.outcome]) / n;
      CHECK(freq == doctest::Approx(o.probability()).epsilon(0.03));
    }
  }
}

TEST_CASE("dice: random_below is uniform and deterministic for a seed") {
  std::uint64_t a = 7;
  std::uint64_t b = 7;
  std::array<int, 6> counts{};
  for (int i = 0; i < 60000; ++i) {
    const std::uint32_t x = random_below(a, 6);
    CHECK(x == random_below(b, 6));
    ++counts[x];
  }
  for (int c : counts) CHECK(c == doctest::Approx(10000).epsilon(0.05));
}

TEST_CASE("dice: random_below draws what the plain remainder draws, for every list size") {
  // The tabled divisors (1..64) against random_below_any's division, and past the table.
  for (std::uint32_t n = 1; n <= 70; ++n) {
    CAPTURE(n);
    std::uint64_t a = 0xD1CE + n;
    std::uint64_t b = a;
    for (int i = 0; i < 5000; ++i) {
      const std::uint32_t x = random_below(a, n);
      REQUIRE(x == random_below_any(b, n));
      REQUIRE(x < n);
    }
    CHECK(a == b);
  }
}
