// Small versions of the rule sets the dense index cannot rank (stacks, tokens, a turn
// limit), solved by their reachable states into keyed tables: every position of random
// games valued as the engine-only solver values it, the table file checked on loading,
// and the perfect agent playing from it.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "ai/agent.hpp"
#include "perfect/explicit_solver.hpp"
#include "perfect/table.hpp"
#include "unit-core-support.hpp"

namespace ur {
namespace {

namespace fs = std::filesystem;

fs::path scratch_dir() {
#ifdef __EMSCRIPTEN__
  const fs::path dir = fs::temp_directory_path() / "ur-perfect-explicit-test-wasm";
#else
  const fs::path dir = fs::temp_directory_path() / "ur-perfect-explicit-test-native";
#endif
  fs::create_directories(dir);
  return dir;
}

RuleSet small(const char* name, int pieces) { return find_rule_set(name)->with_pieces(pieces); }

// Ravensburger with one piece and a turn limit of 12 (the engine-only solver cannot hold
// 500 turns' worth of states); tokens with one piece and 4 tokens each (enough to pay to
// enter), none in the reserve.
RuleSet short_ravensburger() {
  RuleSet r = small("ravensburger", 1);
  r.turn_limit = 12;
  return r;
}
RuleSet few_tokens() {
  RuleSet r = small("tokens", 1);
  r.tokens.start = 4;
  r.tokens.reserve = 0;
  return r;
}

std::shared_ptr<const Table> solved_table(const RuleSet& r, const std::string& file, ExplicitStats& st) {
  const ExplicitSolution sol = explicit_solve(r, ExplicitOptions{}, &st);
  REQUIRE_MESSAGE(st.converged, st.error);
  const std::string path = (scratch_dir() / file).string();
  REQUIRE(write_keyed_table(r, sol.keys, sol.values, sol.start_value, path) == "");
  TableLoad t = load_table(path);
  REQUIRE_MESSAGE(t.ok(), t.error);
  CHECK(t.table->keyed());
  CHECK(t.table->matches(r));
  return t.table;
}

TEST_CASE("explicit: every position of random games has the engine-only solver's value") {
  for (const RuleSet& r : {small("jeu-royal", 1), short_ravensburger(), few_tokens()}) {
    CAPTURE(std::string(r.name));
    ExplicitStats st;
    const auto table = solved_table(r, std::string(r.name) + ".urt", st);
    const State start = new_game(r);
    test::EngineSolver engine(r, {start});  // only knows the engine, keys states by their strings
    CHECK(std::fabs(table->header().start_value - engine.value(start)) < 1e-4);
    std::uint64_t rng = 11;
    int checked = 0, in_table = 0, paid = 0;
    double worst = 0;
    for (int game = 0; game < 40; ++game) {
      State s = start;
      while (!is_over(s)) {
        const auto v = table->probe(r, s);
        REQUIRE_MESSAGE(v.has_value(), to_position(r, s));
        worst = std::max(worst, std::fabs(*v - engine.value(s)));
        ++checked;
        if (explicit_table_phase(s.phase)) ++in_table;
        if (is_chance(s)) {
          apply_chance(r, s, sample_chance(r, s, rng));
        } else {
          ActionList legal;
          legal_actions(r, s, legal);
          const Action a = legal[static_cast<int>(random_below(rng, static_cast<std::uint32_t>(legal.size())))];
          if (a.kind == ActionKind::PayToEnter) ++paid;
          apply(r, s, a);
        }
      }
    }
    CAPTURE(checked);
    CHECK(in_table > 100);
    if (r.tokens.enabled) CHECK(paid > 0);  // decisions before the throw were valued too
    CHECK(worst < 1e-4);  // 16-bit entries: a step is 1/65535
  }
}

TEST_CASE("explicit: a turn limit counts turns, other rules do not; a draw is worth half") {
  const RuleSet r = short_ravensburger();
  State s = new_game(r);
  State later = s;
  later.turn = 5;
  CHECK(explicit_key(r, s) != explicit_key(r, later));
  const RuleSet j = small("jeu-royal", 1);
  State a = new_game(j), b = a;
  b.turn = 9;
  CHECK(explicit_key(j, a) == explicit_key(j, b));
  // A drawn game (the turn limit reached, no captures) is worth 1/2 to either side.
  ExplicitStats st;
  const auto table = solved_table(r, "ravensburger-draw.urt", st);
  State drawn = new_game(r);
  drawn.phase = Phase::GameOver;
  drawn.winner = Winner::Draw;
  CHECK(table->probe(r, drawn) == doctest::Approx(0.5));
}

TEST_CASE("explicit: too many states is refused with a message, not a crash") {
  ExplicitOptions small_cap;
  small_cap.max_states = 1000;
  ExplicitStats st;
  const ExplicitSolution sol = explicit_solve(small("jeu-royal", 2), small_cap, &st);
  CHECK_FALSE(st.converged);
  CHECK(sol.keys.empty());
  CHECK(st.error == "more than 1000 states: too big to solve by its states");
}

TEST_CASE("explicit: keyed table files are checked on loading and read whole") {
  const RuleSet r = small("jeu-royal", 1);
  ExplicitStats st;
  const auto table = solved_table(r, "jeu-royal-1.urt", st);
  const fs::path path = scratch_dir() / "jeu-royal-1.urt";
  CHECK(fs::file_size(path) == table_file_bytes(table->header()));
  CHECK(table_file_bytes(table->header()) == kTableHeaderSize + 10 * table->size());
  std::vector<char> bytes(fs::file_size(path));
  std::ifstream(path, std::ios::binary).read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  auto refused = [&](std::vector<char> b, const std::string& name, const std::string& text) {
    const fs::path p = scratch_dir() / name;
    std::ofstream(p, std::ios::binary).write(b.data(), static_cast<std::streamsize>(b.size()));
    const TableLoad t = load_table(p.string());
    CHECK_FALSE(t.ok());
    CHECK_MESSAGE(t.error.find(text) != std::string::npos, t.error);
  };
  refused({bytes.begin(), bytes.end() - 2}, "truncated.urt", "table is truncated: expected");
  auto flipped = bytes;
  flipped[kTableHeaderSize + 3] ^= 1;  // inside the first key
  refused(flipped, "key.urt", "checksum mismatch");
  TableReader reader;
  CHECK(reader.open(path.string()).find("read whole") != std::string::npos);
  // Another rule set's table is refused.
  const RuleSet other = small("jeu-royal", 2);
  CHECK_FALSE(table->matches(other));
  CHECK(table->probe(other, new_game(other)) == std::nullopt);
}

TEST_CASE("explicit: the perfect agent plays jeu-royal:1 from its keyed table") {
  const RuleSet r = small("jeu-royal", 1);
  const fs::path dir = scratch_dir() / "data";
  fs::create_directories(dir);
  ExplicitStats st;
  const ExplicitSolution sol = explicit_solve(r, ExplicitOptions{}, &st);
  REQUIRE(write_keyed_table(r, sol.keys, sol.values, sol.start_value, (dir / table_file_name(r)).string()) == "");
  ::setenv("UR_DATA_DIR", dir.string().c_str(), 1);
  const TableLoad t = find_table(r);
  REQUIRE_MESSAGE(t.ok(), t.error);
  std::string error;
  auto agent = make_agent("perfect", r, 1, &error);
  REQUIRE_MESSAGE(agent, error);
  // At every decision of a few games the agent picks an action of the best value.
  std::uint64_t rng = 5;
  int decisions = 0;
  for (int game = 0; game < 20; ++game) {
    State s = new_game(r);
    while (!is_over(s)) {
      if (is_chance(s)) {
        apply_chance(r, s, sample_chance(r, s, rng));
        continue;
      }
      ActionList legal;
      legal_actions(r, s, legal);
      const Action a = agent->choose(s, legal);
      double best = 0, chosen = -1;
      for (const Action& x : legal) {
        const double v = *t.table->value_after(r, applied(r, s, x), s.side);
        best = std::max(best, v);
        if (x == a) chosen = v;
      }
      CHECK(chosen == doctest::Approx(best));
      ++decisions;
      apply(r, s, a);
    }
  }
  CHECK(decisions > 100);
}

}  // namespace
}  // namespace ur
