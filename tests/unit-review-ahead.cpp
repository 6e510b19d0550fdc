// Asking ahead for a review's table entries (ai/review_ahead.hpp), on finkel:2 solved in
// the test and read through a TableCache as a browser reads it: the review is the same as
// without asking ahead, and takes a few rounds of fetches instead of about one a turn;
// once every entry is asked for and served, the Reviewer finishes without asking again;
// an entry asked for ahead is not given up as too slow before the review needs it.
#include <doctest/doctest.h>

#include <algorithm>

#include "ai/review_ahead.hpp"
#include "unit-game-support.hpp"
#include "unit-table-support.hpp"

using namespace ur;

namespace {

test::SolvedFinkel2& solved() {
  static test::SolvedFinkel2 s("review-ahead");
  return s;
}

// Answers every range asked for, as a server would; false when nothing was asked.
bool serve(TableCache& cache, const std::vector<std::uint8_t>& bytes) {
  const auto ranges = cache.take_requests();
  for (const TableCache::Range& r : ranges)
    cache.deliver(r.offset, bytes.data() + r.offset, static_cast<std::size_t>(r.size), bytes.size());
  return !ranges.empty();
}

struct Reviewed {
  Review review;
  int rounds = 0;
};

// Reviews `steps` through a cache, serving its requests between calls to work();
// ahead > 0 asks ahead that many steps from where the review stopped to wait.
Reviewed review_through_cache(const std::vector<Step>& steps, std::size_t ahead) {
  const RuleSet& r = solved().rules;
  std::vector<State> states{new_game(r)};
  for (const Step& s : steps) {
    State next = states.back();
    if (s.chance) apply_chance(r, next, s.outcome);
    else apply(r, next, s.action);
    states.push_back(next);
  }
  test::FakeClock clock;
  TableCache cache(r, clock.fn());
  Reviewer rv(r, steps, cache);
  Reviewed out;
  for (;;) {
    if (rv.work(1 << 30)) break;
    if (ahead) ask_ahead(r, states, steps, review_reached(rv.review()), ahead, cache);
    REQUIRE(serve(cache, solved().bytes));  // the review waits on something asked for
    ++out.rounds;
    REQUIRE(out.rounds < 10000);
  }
  out.review = rv.review();
  return out;
}

}  // namespace

TEST_CASE("asking ahead: the same review in a few rounds of fetches instead of about one a turn") {
  const RuleSet& r = solved().rules;
  std::uint64_t rng = 7;
  std::vector<Step> steps = test::played_steps(r, rng);
  // The longest of a few random games.
  for (std::uint64_t seed = 8; seed < 40; ++seed) {
    std::uint64_t g = seed;
    std::vector<Step> other = test::played_steps(r, g);
    if (other.size() > steps.size()) steps = other;
  }
  CAPTURE(steps.size());
  REQUIRE(steps.size() >= 40);
  const Reviewed plain = review_through_cache(steps, 0);
  const Reviewed ahead = review_through_cache(steps, 64);
  REQUIRE(plain.review.complete);
  REQUIRE(ahead.review.complete);
  CHECK(ahead.review.steps.size() == plain.review.steps.size());
  CHECK(ahead.review.accuracy == plain.review.accuracy);
  CHECK(ahead.review.grades == plain.review.grades);
  CHECK(ahead.review.luck == plain.review.luck);
  CHECK(plain.rounds >= 10);  // a round trip about every turn
  // The header, then a round for each 64 steps.
  CHECK(ahead.rounds <= 1 + static_cast<int>((steps.size() + 63) / 64));
  CHECK(ahead.rounds * 3 <= plain.rounds);
}

TEST_CASE("asking ahead for the whole game: once served, the review needs nothing more") {
  const RuleSet& r = solved().rules;
  std::uint64_t rng = 11;
  const std::vector<Step> steps = test::played_steps(r, rng);
  std::vector<State> states{new_game(r)};
  for (const Step& s : steps) {
    State next = states.back();
    if (s.chance) apply_chance(r, next, s.outcome);
    else apply(r, next, s.action);
    states.push_back(next);
  }
  test::FakeClock clock;
  TableCache cache(r, clock.fn());
  // Before the header is known nothing is asked for but the header.
  CHECK(ask_ahead(r, states, steps, 0, steps.size(), cache) == 0);
  const auto header = cache.take_requests();
  REQUIRE(header.size() == 1);
  cache.deliver(0, solved().bytes.data(), kTableHeaderSize, solved().bytes.size());
  REQUIRE(cache.status() == Lookup::Ready);
  // Every entry of the game is asked for at once; served, nothing is pending any more.
  CHECK(ask_ahead(r, states, steps, 0, steps.size(), cache) > 0);
  CHECK(serve(cache, solved().bytes));
  CHECK(ask_ahead(r, states, steps, 0, steps.size(), cache) == 0);
  Reviewer rv(r, steps, cache);
  CHECK(rv.work(1 << 30));
  CHECK(rv.review().complete);
  CHECK(cache.take_requests().empty());
  CHECK(review_reached(rv.review()) <= steps.size());
  CHECK(review_reached(rv.review()) + 2 >= steps.size());
}

TEST_CASE("entries asked for ahead are not too slow until the review needs them") {
  const RuleSet& r = solved().rules;
  std::uint64_t rng = 5;
  const std::vector<Step> steps = test::played_steps(r, rng);
  std::vector<State> states{new_game(r)};
  for (const Step& s : steps) {
    State next = states.back();
    if (s.chance) apply_chance(r, next, s.outcome);
    else apply(r, next, s.action);
    states.push_back(next);
  }
  test::FakeClock clock;
  TableCache cache(r, clock.fn());
  serve(cache, solved().bytes);  // the header
  REQUIRE(ask_ahead(r, states, steps, 0, steps.size(), cache) > 0);
  const auto ranges = cache.take_requests();  // handed out, not answered yet
  REQUIRE(!ranges.empty());
  // Long after they were asked ahead, the review asks for them: it waits, it does not give up.
  clock.now += 10 * kSlowTableMs;
  Reviewer rv(r, steps, cache);
  CHECK(!rv.work(1 << 30));
  CHECK(rv.review().error.empty());
  // Needed and still not here kSlowTableMs later: too slow, as for any entry.
  clock.now += 2 * kSlowTableMs;
  CHECK(rv.work(1 << 30));
  CHECK(!rv.review().error.empty());
  // An entry asked for without asking ahead is too slow after kSlowTableMs, as before.
  TableCache plain(r, clock.fn());
  serve(plain, solved().bytes);
  double v = 0;
  const auto throw_at = std::find_if(states.begin(), states.end(), [](const State& s) { return s.phase == Phase::Throw; });
  REQUIRE(throw_at != states.end());
  const auto rank = table_rank(r, *throw_at);
  REQUIRE(rank);
  CHECK(plain.entry(*rank, v) == Lookup::Pending);
  clock.now += 2 * kSlowTableMs;
  CHECK(plain.entry(*rank, v) == Lookup::Missing);
}
