// Reviewing a game against perfect play (ai/review.hpp), on finkel:2 solved in the test:
// the grade thresholds; the luck of throws in the 4/7 endgame worked out by hand; a player
// who always takes the table's best move scores 100% with every choice "best", and one
// who takes the worst loses exactly what the table says; key moments name the biggest
// losses and the luckiest and unluckiest throws; a table that answers later is waited for.
#include <doctest/doctest.h>

#include <cmath>
#include <set>

#include "ai/review.hpp"
#include "core/dice.hpp"
#include "unit-core-support.hpp"
#include "unit-game-support.hpp"
#include "unit-table-support.hpp"

using namespace ur;
using namespace ur::test;

namespace {

SolvedFinkel2& solved() {
  static SolvedFinkel2 s("review");
  return s;
}

// A whole game of finkel:2 where each side picks by `pick` (the index among the legal
// actions, given their values for the mover).
std::vector<Step> play(const RuleSet& r, TableSource& table, std::uint64_t seed, int (*pick)(const std::vector<double>&)) {
  std::vector<Step> steps;
  State s = new_game(r);
  ActionList legal;
  std::vector<double> values;
  std::uint64_t rng = seed;
  while (!is_over(s)) {
    if (is_chance(s)) {
      const int o = sample_chance(r, s, rng);
      steps.push_back(Step::of_chance(o));
      apply_chance(r, s, o);
      continue;
    }
    legal_actions(r, s, legal);
    int i = 0;
    if (s.phase == Phase::Move) {
      REQUIRE(action_values(r, s, legal, table, values) == Lookup::Ready);
      i = pick(values);
    }
    steps.push_back(Step::of_action(legal[i]));
    apply(r, s, legal[i]);
  }
  return steps;
}

int best_of(const std::vector<double>& v) { return static_cast<int>(std::max_element(v.begin(), v.end()) - v.begin()); }
int worst_of(const std::vector<double>& v) { return static_cast<int>(std::min_element(v.begin(), v.end()) - v.begin()); }

// A table whose entries come "later", like a browser's range requests: the first time an
// entry is asked for it is Pending (and fetched); from then on it is there.
struct SlowSource : TableSource {
  TableSource& inner;
  std::set<std::uint64_t> fetched;
  int pending = 0;
  explicit SlowSource(TableSource& t) : inner(t) {}
  Lookup status() const override { return inner.status(); }
  const std::string& error() const override { return inner.error(); }
  Lookup entry(std::uint64_t rank, double& value) override {
    if (fetched.insert(rank).second) {
      ++pending;
      return Lookup::Pending;
    }
    return inner.entry(rank, value);
  }
};

}  // namespace

TEST_CASE("grades by points of winning chance lost") {
  CHECK(grade_of(0.0) == Grade::Best);
  CHECK(grade_of(0.005) == Grade::Excellent);
  CHECK(grade_of(0.01) == Grade::Good);
  CHECK(grade_of(0.029) == Grade::Good);
  CHECK(grade_of(0.03) == Grade::Inaccuracy);
  CHECK(grade_of(0.079) == Grade::Inaccuracy);
  CHECK(grade_of(0.08) == Grade::Mistake);
  CHECK(grade_of(0.199) == Grade::Mistake);
  CHECK(grade_of(0.2) == Grade::Blunder);
  CHECK(std::string(grade_name(Grade::Blunder)) == "blunder");
}

TEST_CASE("the luck of throws in the 4/7 endgame, by hand") {
  // One piece each on the last square, one borne off each; light to throw. Light wins with
  // 4/7: a 1 (chance 1/4) bears off; else dark is in the same spot.
  LoadedTableSource table(solved().table);
  const Position p = pos("finkel:2 0/13/1 0/13/1 l throw 80");
  // Light throws 0 (no move, passes), dark throws 1 and bears off its last piece.
  const std::vector<Step> steps{Step::of_chance(0), Step::of_action(Action::pass()), Step::of_chance(1),
                                Step::of_action(Action::move(13, kOff))};
  Reviewer rv(p.rules, p.state, steps, table);
  REQUIRE(rv.work(100));
  const Review& r = rv.review();
  REQUIRE(r.error == "");
  REQUIRE(r.complete);
  REQUIRE(r.steps.size() == 4);
  const double tol = 2.0 / 65535;  // tables keep 16 bits a value
  CHECK(r.steps[0].chance);
  CHECK(r.steps[0].before == doctest::Approx(4.0 / 7).epsilon(tol));
  CHECK(r.steps[0].after == doctest::Approx(3.0 / 7).epsilon(tol));   // dark now to throw at 4/7
  CHECK(r.steps[0].luck() == doctest::Approx(-1.0 / 7).epsilon(tol));
  CHECK(r.steps[1].grade == Grade::Forced);  // the pass
  CHECK(r.steps[2].side == kDark);
  CHECK(r.steps[2].luck() == doctest::Approx(3.0 / 7).epsilon(tol));  // 4/7 -> a sure win
  CHECK(r.steps[3].grade == Grade::Forced);
  CHECK(r.steps[3].light_after == 0.0);
  CHECK(r.choices == std::array<int, 2>{0, 0});
  CHECK(r.luck[kLight] == doctest::Approx(-1.0 / 7).epsilon(tol));
  const std::vector<KeyMoment> km = key_moments(r);
  REQUIRE(km.size() == 2);
  CHECK(km[0].what == "Light's unluckiest throw");
  CHECK(km[0].kind == KeyMoment::Kind::Unluckiest);
  CHECK(km[0].side == kLight);
  CHECK(km[1].what == "Dark's luckiest throw");
  CHECK(km[1].kind == KeyMoment::Kind::Luckiest);
  CHECK(km[1].side == kDark);
}

TEST_CASE("the best player scores 100%, the worst loses what the table says") {
  const RuleSet& r = solved().rules;
  LoadedTableSource table(solved().table);
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    CAPTURE(seed);
    const std::vector<Step> best = play(r, table, seed, best_of);
    Reviewer good(r, best, table);
    REQUIRE(good.work(1 << 20));
    REQUIRE(good.review().complete);
    for (const Side side : {kLight, kDark}) {
      CHECK(good.review().accuracy[side] == doctest::Approx(100.0));
      for (int g = static_cast<int>(Grade::Excellent); g < kGradeCount; ++g) CHECK(good.review().grades[side][static_cast<std::size_t>(g)] == 0);
    }
    CHECK(key_moments(good.review()).size() <= 4);  // only throws: no losses to show

    const std::vector<Step> worst = play(r, table, seed, worst_of);
    Reviewer bad(r, worst, table);
    REQUIRE(bad.work(1 << 20));
    const Review& rv = bad.review();
    REQUIRE(rv.complete);
    // Every choice's loss is the gap between the best and the worst move's values.
    std::array<double, 2> total{};
    std::array<int, 2> choices{};
    for (const ReviewStep& s : rv.steps) {
      if (s.chance || s.grade == Grade::Forced) continue;
      CHECK(s.loss == doctest::Approx(s.best_value - s.chosen_value));
      CHECK(s.grade == grade_of(s.loss));
      total[s.side] += std::max(0.0, 1.0 - s.loss / 0.20);  // docs/review.md's score
      ++choices[s.side];
    }
    CHECK(choices == rv.choices);
    for (const Side side : {kLight, kDark})
      if (choices[side] > 0) CHECK(rv.accuracy[side] == doctest::Approx(100.0 * total[side] / choices[side]));
    if (rv.choices[kLight] > 0) CHECK(rv.accuracy[kLight] < 100.0);
    // Light's chance after each step stays a probability, and ends at 0 or 1.
    for (const ReviewStep& s : rv.steps) CHECK((s.light_after >= 0.0 && s.light_after <= 1.0));
    CHECK((rv.steps.back().light_after == 0.0 || rv.steps.back().light_after == 1.0));
  }
}

TEST_CASE("a table that answers later is waited for, and the review is the same") {
  const RuleSet& r = solved().rules;
  LoadedTableSource table(solved().table);
  const std::vector<Step> steps = play(r, table, 42, worst_of);
  Reviewer direct(r, steps, table);
  REQUIRE(direct.work(1 << 20));
  SlowSource slow(table);
  Reviewer later(r, steps, slow);
  int rounds = 0;
  while (!later.work(8) && rounds < 100000) ++rounds;
  CHECK(rounds > 0);
  CHECK(slow.pending > 0);
  REQUIRE(later.review().complete);
  CHECK(later.review().accuracy == direct.review().accuracy);
  CHECK(later.review().steps.size() == direct.review().steps.size());
}

TEST_CASE("without a table the review estimates by search, in slices, and says so") {
  const RuleSet& r = solved().rules;
  LoadedTableSource table(solved().table);
  const std::vector<Step> worst = play(r, table, 7, worst_of);
  Reviewer exact(r, worst, table);
  REQUIRE(exact.work(1 << 20));
  CHECK_FALSE(exact.review().estimate);

  SearchValues search(r, 200, 20000);  // a small slice: the review must come back for more
  Reviewer estimate(r, worst, search);
  int rounds = 0;
  while (!estimate.work(1000) && rounds < 1000000) ++rounds;
  CHECK(rounds > 0);
  const Review& rv = estimate.review();
  REQUIRE(rv.complete);
  CHECK(rv.estimate);
  CHECK(rv.steps.size() == exact.review().steps.size());
  // On finkel:2 the strongest search sees what the table sees: the worst moves are found
  // to lose, the same choices are graded and the accuracy is close to the exact one.
  CHECK(rv.choices == exact.review().choices);
  for (const Side side : {kLight, kDark})
    if (rv.choices[side] > 0) CHECK(std::abs(rv.accuracy[side] - exact.review().accuracy[side]) < 15.0);
  int agree = 0, graded = 0;
  for (std::size_t i = 0; i < rv.steps.size(); ++i) {
    const ReviewStep& e = rv.steps[i];
    if (e.chance || e.grade == Grade::Forced) continue;
    ++graded;
    if (e.best == exact.review().steps[i].best || e.loss < 0.01) ++agree;
  }
  CHECK(agree * 10 >= graded * 8);
}

TEST_CASE("an unsolved rule set's game is reviewed by search to the end") {
  const RuleSet& r = *find_rule_set("masters");
  std::uint64_t rng = 99;
  const std::vector<Step> steps = played_steps(r, rng, 40);
  SearchValues search(r, 5000, 5000);
  Reviewer reviewer(r, steps, search);
  int rounds = 0;
  while (!reviewer.work(50) && rounds < 1000000) ++rounds;
  const Review& rv = reviewer.review();
  REQUIRE(rv.error.empty());
  REQUIRE(rv.complete);
  CHECK(rv.estimate);
  CHECK(rv.choices[kLight] + rv.choices[kDark] > 0);
  for (const ReviewStep& x : rv.steps) CHECK((x.light_after >= 0.0 && x.light_after <= 1.0));
}
