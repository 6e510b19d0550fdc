// Perfect play from a table read piece by piece, as a browser reads it with range
// requests: the header first and checked, entries asked for and arriving late, merged
// ranges, refusals (wrong, corrupted, missing, too slow), and the perfect agent waiting
// for its entries or falling back to search. A fake clock and a fake server (the table's
// bytes in memory) stand in for the network.
#include <doctest/doctest.h>

#include <cstring>
#include <unistd.h>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "ai/perfect.hpp"
#include "perfect/explicit_solver.hpp"
#include "perfect/solver.hpp"
#include "perfect/table_cache.hpp"
#include "unit-table-support.hpp"
#include "ui/controller.hpp"

namespace ur {
namespace {

namespace fs = std::filesystem;

using Solved = test::SolvedFinkel2;
using test::FakeClock;
const Solved& solved() {
  static const Solved s("table-cache");
  return s;
}

// Answers every range asked for from `bytes`, as a server answering 206 would.
int serve(TableCache& cache, const std::vector<std::uint8_t>& bytes) {
  int answered = 0;
  for (const TableCache::Range& r : cache.take_requests()) {
    REQUIRE(r.offset + r.size <= bytes.size());
    cache.deliver(r.offset, bytes.data() + r.offset, static_cast<std::size_t>(r.size), bytes.size());
    ++answered;
  }
  return answered;
}

// A decision with a real choice, reached by playing from a seed.
State decision_with_choice(const RuleSet& r, std::uint64_t seed, ActionList& legal) {
  std::uint64_t rng = seed;
  State s = new_game(r);
  for (;;) {
    if (is_over(s)) s = new_game(r);
    if (is_chance(s)) {
      apply_chance(r, s, sample_chance(r, s, rng));
      continue;
    }
    legal_actions(r, s, legal);
    if (legal.size() >= 2 && random_below(rng, 3) == 0) return s;
    apply(r, s, legal[static_cast<int>(random_below(rng, static_cast<std::uint32_t>(legal.size())))]);
  }
}

// The best action's value by the whole table, and the value of `a`.
double best_value(const Solved& t, const State& s, const ActionList& legal) {
  double best = -1;
  for (const Action& a : legal) best = std::max(best, *t.table->value_after(t.rules, applied(t.rules, s, a), s.side));
  return best;
}

TEST_CASE("table cache: the header comes first, then entries asked for arrive late and are kept") {
  const Solved& t = solved();
  FakeClock clock;
  TableCache cache(t.rules, clock.fn());
  CHECK(cache.file_name() == "finkel-2.urt");
  CHECK(cache.status() == Lookup::Pending);
  double v = -1;
  CHECK(cache.entry(5, v) == Lookup::Pending);  // nothing is asked for before the header is checked
  auto first = cache.take_requests();
  REQUIRE(first.size() == 1);
  CHECK(first[0].offset == 0);
  CHECK(first[0].size == kTableHeaderSize);
  CHECK(cache.take_requests().empty());  // handed out once
  cache.deliver(0, t.bytes.data(), kTableHeaderSize, t.bytes.size());
  CHECK(cache.status() == Lookup::Ready);
  CHECK(cache.header().positions == t.table->size());

  const std::uint64_t rank = t.table->size() / 2;
  CHECK(cache.entry(rank, v) == Lookup::Pending);
  CHECK(cache.entry(rank, v) == Lookup::Pending);  // asked again: still one request
  const auto ranges = cache.take_requests();
  REQUIRE(ranges.size() == 1);
  CHECK(ranges[0].offset == entry_offset(rank));
  CHECK(ranges[0].size == 2);
  CHECK(cache.entry(rank, v) == Lookup::Pending);  // on its way
  cache.deliver(ranges[0].offset, t.bytes.data() + ranges[0].offset, 2, t.bytes.size());
  REQUIRE(cache.entry(rank, v) == Lookup::Ready);
  CHECK(v == t.table->entry(rank));
  CHECK(cache.take_requests().empty());
  CHECK(cache.entry(t.table->size(), v) == Lookup::Missing);  // past the end
}

TEST_CASE("table cache: entries close together share one range, far ones do not") {
  const Solved& t = solved();
  FakeClock clock;
  TableCache cache(t.rules, clock.fn());
  serve(cache, t.bytes);
  double v = 0;
  for (const std::uint64_t rank : {std::uint64_t{100}, std::uint64_t{110}, std::uint64_t{104}, std::uint64_t{9000}})
    CHECK(cache.entry(rank, v) == Lookup::Pending);
  const auto ranges = cache.take_requests();
  REQUIRE(ranges.size() == 2);
  CHECK(ranges[0].offset == entry_offset(100));
  CHECK(ranges[0].size == 22);  // ranks 100..110
  CHECK(ranges[1].offset == entry_offset(9000));
  for (const auto& r : ranges) cache.deliver(r.offset, t.bytes.data() + r.offset, static_cast<std::size_t>(r.size), 0);
  for (const std::uint64_t rank : {100, 104, 107, 110, 9000}) {
    REQUIRE(cache.entry(rank, v) == Lookup::Ready);  // 107 came with the others
    CHECK(v == t.table->entry(rank));
  }
}

TEST_CASE("table cache: an entry too slow is Missing for now, and kept when it comes") {
  const Solved& t = solved();
  FakeClock clock;
  TableCache cache(t.rules, clock.fn());
  serve(cache, t.bytes);
  double v = 0;
  CHECK(cache.entry(42, v) == Lookup::Pending);
  const auto ranges = cache.take_requests();
  clock.now += kSlowTableMs - 1;
  CHECK(cache.entry(42, v) == Lookup::Pending);
  clock.now += 2;
  CHECK(cache.entry(42, v) == Lookup::Missing);
  cache.deliver(ranges[0].offset, t.bytes.data() + ranges[0].offset, 2, t.bytes.size());
  CHECK(cache.entry(42, v) == Lookup::Ready);
  CHECK(v == t.table->entry(42));
}

TEST_CASE("table cache: a missing, wrong or corrupted table is refused with the reason") {
  const Solved& t = solved();
  FakeClock clock;
  auto header_of = [&](std::vector<std::uint8_t> header, std::uint64_t file_size) {
    TableCache cache(t.rules, clock.fn());
    cache.take_requests();
    cache.deliver(0, header.data(), header.size(), file_size);
    CHECK(cache.status() == Lookup::Missing);
    double v = 0;
    CHECK(cache.entry(0, v) == Lookup::Missing);
    CHECK(cache.take_requests().empty());  // nothing more is fetched from a refused table
    return cache.error();
  };
  const std::vector<std::uint8_t> good(t.bytes.begin(), t.bytes.begin() + kTableHeaderSize);

  auto bad_magic = good;
  bad_magic[0] = 'X';
  CHECK(header_of(bad_magic, t.bytes.size()).find("bad magic") != std::string::npos);
  auto corrupted = good;
  corrupted[50] ^= 1;
  CHECK(header_of(corrupted, t.bytes.size()).find("header checksum") != std::string::npos);
  CHECK(header_of(good, t.bytes.size() + 2).find("truncated or padded") != std::string::npos);
  CHECK(header_of({good.begin(), good.begin() + 40}, 0).find("truncated") != std::string::npos);

  // A valid header for other rules: finkel:3, and finkel:2 with another fingerprint.
  TableHeader h = t.table->header();
  h.pieces = 3;
  std::uint8_t other[kTableHeaderSize];
  REQUIRE(encode_table_header(h, other) == "");
  const std::string e3 = header_of({other, other + kTableHeaderSize}, 0);
  CHECK(e3.find("finkel-2.urt") != std::string::npos);
  CHECK(e3.find("for finkel:3 or other rules, not finkel:2") != std::string::npos);
  h = t.table->header();
  h.rules_fingerprint ^= 1;
  REQUIRE(encode_table_header(h, other) == "");
  CHECK(header_of({other, other + kTableHeaderSize}, 0).find("not finkel:2") != std::string::npos);

  // Not found: the header's request fails.
  TableCache missing(t.rules, clock.fn());
  missing.take_requests();
  missing.fail(0, "not found on this site (HTTP 404)");
  CHECK(missing.status() == Lookup::Missing);
  CHECK(missing.error() == "finkel-2.urt: not found on this site (HTTP 404)");

  // A server that ignores ranges: the table is given up whatever was asked.
  TableCache whole(t.rules, clock.fn());
  serve(whole, t.bytes);
  whole.fail_table("the server sent the whole file");
  double v = 0;
  CHECK(whole.entry(3, v) == Lookup::Missing);
  CHECK(whole.error().find("whole file") != std::string::npos);
}

TEST_CASE("table cache: a failed or short entry is Missing, the rest of the table still works") {
  const Solved& t = solved();
  FakeClock clock;
  TableCache cache(t.rules, clock.fn());
  serve(cache, t.bytes);
  double v = 0;
  cache.entry(10, v);
  cache.entry(5000, v);
  cache.entry(6000, v);
  auto ranges = cache.take_requests();
  REQUIRE(ranges.size() == 3);
  cache.fail(ranges[0].offset, "refused (HTTP 500)");
  cache.deliver(ranges[1].offset, t.bytes.data() + ranges[1].offset, 1, 0);  // one byte of two
  cache.deliver(ranges[2].offset, t.bytes.data() + ranges[2].offset, 2, 0);
  CHECK(cache.entry(10, v) == Lookup::Missing);
  CHECK(cache.entry(5000, v) == Lookup::Missing);
  CHECK(cache.entry(6000, v) == Lookup::Ready);
  CHECK(cache.status() == Lookup::Ready);
  CHECK(cache.take_requests().empty());  // a failed entry is not asked for again
}

TEST_CASE("perfect agent: waits for its entries without blocking, then plays the table's best move") {
  const Solved& t = solved();
  FakeClock clock;
  auto cache = std::make_shared<TableCache>(t.rules, clock.fn());
  auto agent = make_perfect_agent(t.rules, cache, 1);
  REQUIRE(agent != nullptr);
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    CAPTURE(seed);
    ActionList legal;
    const State s = decision_with_choice(t.rules, seed, legal);
    agent->start(s, legal);
    int rounds = 0;
    while (!agent->think(1000)) {
      CHECK(agent->waiting());
      REQUIRE(serve(*cache, t.bytes) > 0);  // each round trip brings something it asked for
      REQUIRE(++rounds < 4);
    }
    CHECK(is_legal(t.rules, s, agent->chosen()));
    CHECK(*t.table->value_after(t.rules, applied(t.rules, s, agent->chosen()), s.side) == best_value(t, s, legal));
  }
  CHECK(agent->table_moves() == 12);
  CHECK(agent->search_moves() == 0);
  // Everything it needs is cached now: the same positions need no request.
  ActionList legal;
  const State s = decision_with_choice(t.rules, 3, legal);
  agent->start(s, legal);
  CHECK(agent->think(1000));
  CHECK(cache->take_requests().empty());
}

TEST_CASE("perfect agent: no table means the strongest search plays instead") {
  const Solved& t = solved();
  FakeClock clock;
  auto cache = std::make_shared<TableCache>(t.rules, clock.fn());
  cache->take_requests();
  cache->fail(0, "not found on this site (HTTP 404)");
  auto agent = make_perfect_agent(t.rules, cache, 1);
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    ActionList legal;
    const State s = decision_with_choice(t.rules, seed, legal);
    agent->start(s, legal);
    int slices = 0;
    while (!agent->think(5000)) {
      CHECK_FALSE(agent->waiting());  // searching is work, not waiting
      REQUIRE(++slices < 100000);
    }
    CHECK(is_legal(t.rules, s, agent->chosen()));
  }
  CHECK(agent->table_moves() == 0);
  CHECK(agent->search_moves() == 3);
}

TEST_CASE("perfect agent: a header or an entry too slow makes that move a search; later moves use the table") {
  const Solved& t = solved();
  FakeClock clock;
  auto cache = std::make_shared<TableCache>(t.rules, clock.fn());
  auto agent = make_perfect_agent(t.rules, cache, 1);
  ActionList legal;
  const State s = decision_with_choice(t.rules, 5, legal);

  // The header does not come in time.
  agent->start(s, legal);
  CHECK_FALSE(agent->think(1000));
  clock.now += kSlowTableMs + 1;
  for (int slices = 0; !agent->think(5000);) REQUIRE(++slices < 100000);
  CHECK(agent->search_moves() == 1);
  serve(*cache, t.bytes);  // the header, late
  CHECK(cache->status() == Lookup::Ready);

  // Its entries do not come in time either.
  agent->start(s, legal);
  CHECK_FALSE(agent->think(1000));
  const auto late = cache->take_requests();
  REQUIRE_FALSE(late.empty());
  clock.now += kSlowTableMs + 1;
  for (int slices = 0; !agent->think(5000);) REQUIRE(++slices < 100000);
  CHECK(agent->search_moves() == 2);
  CHECK(agent->table_moves() == 0);
  for (const auto& r : late) cache->deliver(r.offset, t.bytes.data() + r.offset, static_cast<std::size_t>(r.size), 0);

  // They came after all: the same decision is now the table's.
  agent->start(s, legal);
  CHECK(agent->think(1000));
  CHECK(agent->table_moves() == 1);
  CHECK(*t.table->value_after(t.rules, applied(t.rules, s, agent->chosen()), s.side) == best_value(t, s, legal));
}

TEST_CASE("table library: one cache per table file, answers routed by request number") {
  const Solved& t = solved();
  FakeClock clock;
  TableLibrary library(clock.fn());
  CHECK(library.get(*find_rule_set("tokens")) == nullptr);  // no table can exist
  const auto a = library.get(t.rules);
  REQUIRE(a != nullptr);
  CHECK(library.get(t.rules) == a);
  const auto b = library.get(find_rule_set("blitz")->with_pieces(2));
  auto requests = library.take_requests();
  REQUIRE(requests.size() == 2);
  CHECK(requests[0].id != requests[1].id);
  for (const auto& r : requests) {
    CHECK(r.offset == 0);
    if (r.file == "finkel-2.urt") library.deliver(r.id, t.bytes.data(), kTableHeaderSize, t.bytes.size());
    else library.fail(r.id, "not found on this site (HTTP 404)");
  }
  CHECK(a->status() == Lookup::Ready);
  CHECK(b->status() == Lookup::Missing);
  CHECK(b->error() == "blitz-2.urt: not found on this site (HTTP 404)");
  double v = 0;
  a->entry(7, v);
  requests = library.take_requests();
  REQUIRE(requests.size() == 1);
  library.deliver(requests[0].id + 1000, t.bytes.data(), 2, 0);  // an unknown number is ignored
  library.fail(requests[0].id, "the server sent the whole file", true);
  CHECK(a->status() == Lookup::Missing);
}

TEST_CASE("table cache: a keyed table comes whole after its header, then values every position") {
  const RuleSet r = find_rule_set("jeu-royal")->with_pieces(1);
  const ExplicitSolution sol = explicit_solve(r, ExplicitOptions{});
  const fs::path path = fs::temp_directory_path() / ("ur-table-cache-keyed-" + std::to_string(::getpid()) + ".urt");
  REQUIRE(write_keyed_table(r, sol.keys, sol.values, sol.start_value, path.string()) == "");
  std::vector<std::uint8_t> bytes(fs::file_size(path));
  std::ifstream(path, std::ios::binary).read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  const TableLoad whole = load_table(path.string());
  REQUIRE(whole.ok());
  fs::remove(path);

  FakeClock clock;
  TableLibrary library(clock.fn());
  CHECK(library.get(*find_rule_set("jeu-royal")) == nullptr);  // the full game has no table
  const auto cache = library.get(r);
  REQUIRE(cache != nullptr);
  auto requests = library.take_requests();
  REQUIRE(requests.size() == 1);
  library.deliver(requests[0].id, bytes.data(), kTableHeaderSize, bytes.size());
  CHECK(cache->status() == Lookup::Pending);  // the header is good; the keys are still to come
  requests = library.take_requests();
  REQUIRE(requests.size() == 1);
  CHECK(requests[0].offset == kTableHeaderSize);
  CHECK(requests[0].size == bytes.size() - kTableHeaderSize);
  library.deliver(requests[0].id, bytes.data() + kTableHeaderSize, static_cast<std::size_t>(requests[0].size), 0);
  REQUIRE(cache->status() == Lookup::Ready);
  CHECK(cache->take_requests().empty());  // nothing more is ever asked for
  // Every position of random games, the throw-off and the decisions included, as the whole table says.
  std::uint64_t rng = 3;
  int checked = 0;
  for (int game = 0; game < 10; ++game) {
    State s = new_game(r);
    while (!is_over(s)) {
      double v = -1;
      REQUIRE(position_value(r, s, *cache, v) == Lookup::Ready);
      CHECK(v == doctest::Approx(*whole.table->probe(r, s)));
      ++checked;
      if (is_chance(s)) {
        apply_chance(r, s, sample_chance(r, s, rng));
      } else {
        ActionList legal;
        legal_actions(r, s, legal);
        apply(r, s, legal[static_cast<int>(random_below(rng, static_cast<std::uint32_t>(legal.size())))]);
      }
    }
  }
  CHECK(checked > 50);

  // A body that comes short or damaged is refused with the reason; the game goes on without it.
  TableCache shorter(r, clock.fn());
  serve(shorter, bytes);
  auto body = shorter.take_requests();
  REQUIRE(body.size() == 1);
  shorter.deliver(body[0].offset, bytes.data() + body[0].offset, static_cast<std::size_t>(body[0].size - 1), 0);
  CHECK(shorter.status() == Lookup::Missing);
  CHECK(shorter.error().find("came short") != std::string::npos);
  TableCache damaged(r, clock.fn());
  serve(damaged, bytes);
  body = damaged.take_requests();
  REQUIRE(body.size() == 1);
  std::vector<std::uint8_t> bad = bytes;
  bad[bad.size() - 1] ^= 1;
  damaged.deliver(body[0].offset, bad.data() + body[0].offset, static_cast<std::size_t>(body[0].size), 0);
  CHECK(damaged.status() == Lookup::Missing);
  CHECK(damaged.error() == "jeu-royal-1.urt: table payload is corrupted (checksum mismatch)");
}

TEST_CASE("controller: a perfect computer player reads its table through the library and plays to the end") {
  const Solved& t = solved();
  FakeClock clock;
  TableLibrary library(clock.fn());
  Controller c;
  c.set_tables(&library);
  c.pace() = Pace{10, 1, 5, 5, 10, 5};
  REQUIRE(c.start(t.rules, {"perfect", "perfect"}, 3, 0) == "");
  CHECK(c.start(*find_rule_set("tokens"), {"perfect", ""}, 3, 0).find("no perfect-play table for tokens") !=
        std::string::npos);
  REQUIRE(c.start(t.rules, {"perfect", "perfect"}, 3, 0) == "");
  std::uint64_t now = 0;
  const Controller::Clock slice_clock = [&clock] { return clock.now; };
  for (int frame = 0; frame < 20000 && c.stage() != Stage::Over; ++frame) {
    c.update(now += 20, slice_clock);
    // The network: every answer arrives a frame later.
    for (const auto& r : library.take_requests())
      library.deliver(r.id, t.bytes.data() + r.offset, static_cast<std::size_t>(r.size), t.bytes.size());
  }
  REQUIRE(c.stage() == Stage::Over);
  int table = 0, search = 0;
  for (const Side side : {kLight, kDark}) {
    const auto* p = dynamic_cast<const PerfectAgent*>(c.agent(side));
    REQUIRE(p != nullptr);
    table += p->table_moves();
    search += p->search_moves();
  }
  CHECK(table > 0);
  CHECK(search == 0);
}

}  // namespace
}  // namespace ur
