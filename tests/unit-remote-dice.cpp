// Fair dice for remote play (docs/remote.md): SHA-256 from libsodium against the standard's
// test vectors, hash chains that prove earlier values and no later ones, and throws
// derived from two values that follow every rule set's probabilities exactly (chi-square
// over 10^5 throws per kind of dice, from fixed values, so it cannot flake).
#include <map>
#include <set>

#include "unit-remote-support.hpp"

using namespace ur;
using namespace ur::remote;
using namespace ur::test;

namespace {

std::vector<std::uint8_t> bytes_of(std::string_view s) { return {s.begin(), s.end()}; }

// Pearson's chi-square of observed counts against the list's exact probabilities.
double chi_square(const std::map<int, long>& counts, const ChanceList& list, long n) {
  double chi = 0;
  for (const ChanceOutcome& o : list) {
    const double expected = static_cast<double>(n) * o.numerator / o.denominator;
    const auto it = counts.find(o.outcome);
    const double seen = it == counts.end() ? 0.0 : static_cast<double>(it->second);
    chi += (seen - expected) * (seen - expected) / expected;
  }
  return chi;
}

// Upper 0.1% points of the chi-square distribution, by degrees of freedom (1..6).
double chi_square_critical_001(int df) {
  static const double kTable[] = {0, 10.828, 13.816, 16.266, 18.467, 20.515, 22.458};
  return kTable[df];
}

// Every kind of chance node the rule sets have: their throws, and bgg's coin.
std::vector<std::pair<std::string, ChanceList>> dice_kinds() {
  std::vector<std::pair<std::string, ChanceList>> out;
  std::set<std::string> seen;
  for (const RuleSet& r : all_rule_sets()) {
    State s = new_game(r);
    std::vector<ChanceList> lists = {throw_outcomes(r)};
    if (s.phase == Phase::ThrowOff) lists.push_back(chance_outcomes(r, s));
    for (const ChanceList& l : lists) {
      std::string key;
      for (const ChanceOutcome& o : l)
        key += std::to_string(o.outcome) + ":" + std::to_string(o.numerator) + "/" + std::to_string(o.denominator) + " ";
      if (seen.insert(key).second) out.push_back({std::string(r.name) + " " + key, l});
    }
  }
  return out;
}

}  // namespace

TEST_CASE("remote dice: SHA-256 is the standard's (libsodium), hex and base64url round-trip") {
  CHECK(to_hex(sha256(bytes_of("abc"))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(to_hex(sha256({})) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  const Digest d = sha256(bytes_of("abc"));
  const auto back = from_hex(to_hex(d), 32);
  REQUIRE(back);
  CHECK(std::equal(back->begin(), back->end(), d.begin()));
  CHECK_FALSE(from_hex("abc", 32));
  CHECK_FALSE(from_hex(std::string(64, 'g'), 32));
  for (std::size_t n = 0; n < 40; ++n) {
    std::vector<std::uint8_t> b(d.begin(), d.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(n, 32)));
    while (b.size() < n) b.push_back(static_cast<std::uint8_t>(n * 7));
    const std::string t = to_base64url(b);
    CHECK(t.find_first_of("+/=") == std::string::npos);
    const auto again = from_base64url(t);
    REQUIRE(again);
    CHECK(*again == b);
  }
  CHECK(to_base64url(bytes_of("\xfb\xff")) == "-_8");
  CHECK_FALSE(from_base64url("-_9"));   // non-zero bits after the last byte: not canonical
  CHECK_FALSE(from_base64url("ab+c"));  // the standard alphabet is not base64url
  CHECK_FALSE(from_base64url("abcde"));  // a length no bytes encode to
}

TEST_CASE("remote dice: a chain's values hash back to the commitment, later ones stay unknown") {
  const Chain c(digest_of(7, 1));
  CHECK(c.value(0) == c.commitment());
  CHECK(sha256(c.value(1)) == c.commitment());
  for (const int r : {2, 255, 256, 257, 1000, kChainLength})
    CHECK(sha256(c.value(r)) == c.value(r - 1));
  CHECK(hash_times(c.value(300), 300) == c.commitment());
  CHECK(hash_times(c.seed(), kChainLength) == c.commitment());
  // Another seed, another chain; the same seed, the same chain.
  CHECK(Chain(digest_of(8, 1)).commitment() != c.commitment());
  CHECK(Chain(digest_of(7, 1)).value(123) == c.value(123));
  // Fresh chains and game ids come from libsodium's secret random source.
  CHECK(Chain::fresh().commitment() != Chain::fresh().commitment());
  CHECK(random_game_id() != random_game_id());
}

TEST_CASE("remote dice: uniform_below is exact rejection sampling") {
  // A digest whose first word is above the last full multiple of 6 below 2^64 is rejected:
  // the next word is used.
  Digest d{};
  for (int i = 0; i < 8; ++i) d[static_cast<std::size_t>(i)] = 0xFF;  // 2^64 - 1: 2^64 mod 6 = 4, so the top 4 are rejected
  d[8] = 5;  // next word: 5
  CHECK(uniform_below(d, 6) == 5);
  d[0] = 0xFC;  // 2^64 - 4: rejected too
  CHECK(uniform_below(d, 6) == 5);
  d[0] = 0xFB;  // 2^64 - 5: the largest accepted
  CHECK(uniform_below(d, 6) == (UINT64_MAX - 4) % 6);
  // Powers of two never reject.
  d[0] = 0xFF;
  CHECK(uniform_below(d, 16) == 15);
}

TEST_CASE("remote dice: derived throws follow every rule set's probabilities (chi-square, 10^5 each)") {
  constexpr long kThrows = 100000;
  const Digest key = sha256(bytes_of("ur remote chi-square"));
  const auto kinds = dice_kinds();
  CHECK(kinds.size() >= 4);  // 3 and 4 binary dice, the d6, the coin
  for (const auto& kind : kinds) {
    const std::string& name = kind.first;  // not a structured binding: clang 14 cannot capture one
    const ChanceList& list = kind.second;
    CAPTURE(name);
    std::map<int, long> counts, biased;
    for (long i = 0; i < kThrows; ++i) {
      const Digest vl = digest_of(static_cast<std::uint64_t>(i), 'L');
      const Digest vd = digest_of(static_cast<std::uint64_t>(i), 'D');
      const int round = static_cast<int>(i % 1000) + 1, index = static_cast<int>(i / 1000);
      ++counts[derive_outcome(key, round, index, vl, vd, list)];
      // A control that the test can fail: outcomes drawn uniformly instead of by the
      // list's probabilities (wrong for every kind but the coin and the d6).
      ++biased[list[static_cast<int>(uniform_below(sha256(vl), static_cast<std::uint32_t>(list.size())))].outcome];
    }
    const int df = list.size() - 1;
    const double chi = chi_square(counts, list, kThrows);
    MESSAGE(name << " chi-square " << chi << " (df " << df << ", 0.1% point " << chi_square_critical_001(df) << ")");
    CHECK(chi < chi_square_critical_001(df));
    if (list[0].denominator != static_cast<std::uint32_t>(list.size()))  // not uniform: the control must fail
      CHECK(chi_square(biased, list, kThrows) > 100 * chi_square_critical_001(df));
    for (const ChanceOutcome& o : list) CHECK(counts[o.outcome] > 0);
  }
}

TEST_CASE("remote dice: a throw depends on both values, the round, its index and the game") {
  const RuleSet& r = *find_rule_set("finkel");
  const ChanceList list = throw_outcomes(r);
  const Digest key = sha256(bytes_of("game"));
  const Digest vl = digest_of(1, 'L'), vd = digest_of(1, 'D');
  // Changing any input changes the stream of throws (over 64 throws, some differ).
  auto stream = [&](const Digest& k, int round0, const Digest& a, const Digest& b, int index) {
    std::string s;
    for (int i = 0; i < 64; ++i) s += std::to_string(derive_outcome(k, round0 + i, index, hash_times(a, i), hash_times(b, i), list));
    return s;
  };
  const std::string base = stream(key, 1, vl, vd, 0);
  CHECK(stream(key, 1, vl, vd, 0) == base);
  CHECK(stream(sha256(bytes_of("other game")), 1, vl, vd, 0) != base);
  CHECK(stream(key, 2, vl, vd, 0) != base);
  CHECK(stream(key, 1, vl, vd, 1) != base);
  CHECK(stream(key, 1, digest_of(2, 'L'), vd, 0) != base);
  CHECK(stream(key, 1, vl, digest_of(2, 'D'), 0) != base);
}
