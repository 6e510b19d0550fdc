// Perfect-play table files and the `perfect` agent: header and checksum, probing, single
// entries by offset, refusal of wrong / truncated / corrupted files with the right
// message, and the agent's choices (the best table value, built only with a table).
#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "ai/agent.hpp"
#include "ai/perfect.hpp"
#include "perfect/table.hpp"
#include "unit-core-support.hpp"

namespace ur {
namespace {

namespace fs = std::filesystem;

// A private folder for this test's files (native and wasm builds may run side by side).
fs::path scratch_dir() {
#ifdef __EMSCRIPTEN__
  const fs::path dir = fs::temp_directory_path() / "ur-perfect-table-test-wasm";
#else
  const fs::path dir = fs::temp_directory_path() / "ur-perfect-table-test-native";
#endif
  fs::create_directories(dir);
  return dir;
}

std::vector<std::uint8_t> read_bytes(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
}
void write_bytes(const fs::path& p, const std::vector<std::uint8_t>& b) {
  std::ofstream f(p, std::ios::binary | std::ios::trunc);
  f.write(reinterpret_cast<const char*>(b.data()), static_cast<std::streamsize>(b.size()));
}

// finkel:2 solved once for every test case here, with its table written.
struct Solved {
  RuleSet rules = find_rule_set("finkel")->with_pieces(2);
  std::unique_ptr<Solution> solution = solve(rules, SolveOptions{});
  fs::path path = scratch_dir() / "finkel-2.urt";
  std::uint64_t bytes = 0;
  std::string write_error = write_table(*solution, path.string(), &bytes);
};
const Solved& solved() {
  static const Solved s;
  return s;
}

TEST_CASE("table: header, size and checksum of a written table") {
  const Solved& s = solved();
  REQUIRE(s.write_error == "");
  const std::uint64_t n = s.solution->index().size();
  CHECK(n == 12869u);
  CHECK(s.bytes == kTableHeaderSize + 2 * n);
  const auto bytes = read_bytes(s.path);
  REQUIRE(bytes.size() == s.bytes);
  CHECK(std::string(bytes.begin(), bytes.begin() + 8) == std::string("URTABLE\0", 8));
  TableHeader h;
  REQUIRE(parse_table_header(bytes.data(), bytes.size(), h) == "");
  CHECK(h.rules_name == "finkel");
  CHECK(h.pieces == 2u);
  CHECK(h.positions == n);
  CHECK(h.rules_fingerprint == rules_fingerprint(s.rules));
  CHECK(h.payload_checksum == fnv1a64(bytes.data() + kTableHeaderSize, bytes.size() - kTableHeaderSize));
  CHECK(h.start_value == s.solution->start_value());
  // FNV-1a 64 of known bytes (the published test vector for "a").
  CHECK(fnv1a64("a", 1) == 0xAF63DC4C8601EC8Cull);
  CHECK(entry_offset(0) == 96u);
  CHECK(entry_offset(10) == 116u);
}

TEST_CASE("table: loading, probing and single entries by offset give the solved values") {
  const Solved& s = solved();
  const TableLoad t = load_table(s.path.string());
  REQUIRE_MESSAGE(t.ok(), t.error);
  CHECK(t.table->matches(s.rules));
  CHECK_FALSE(t.table->matches(find_rule_set("finkel")->with_pieces(3)));
  CHECK_FALSE(t.table->matches(find_rule_set("british-museum")->with_pieces(2)));
  TableReader reader;
  REQUIRE(reader.open(s.path.string()) == "");
  const PositionIndex& ix = s.solution->index();
  for (std::uint64_t k = 0; k < ix.size(); k += 13) {
    const double exact = s.solution->value(k);
    CHECK(std::fabs(t.table->entry(k) - exact) <= 0.5 / 65535 + 1e-12);
    const auto single = reader.read(k);
    REQUIRE(single.has_value());
    CHECK(*single == t.table->entry(k));
    const State st = solver_state(s.rules, ix.unrank(k), k % 2 == 0 ? kLight : kDark);
    CHECK(table_rank(s.rules, st) == k);
    CHECK(t.table->probe(s.rules, st) == t.table->entry(k));
  }
  CHECK_FALSE(reader.read(ix.size()).has_value());
  // Missing: another rule set, a finished game.
  const Position other = test::pos("blitz:2 2/-/0 2/-/0 l throw 0");
  CHECK_FALSE(t.table->probe(other.rules, other.state).has_value());
  const Position over = test::pos("finkel:2 0/-/2 1/-/1 l over:l 9");
  CHECK(t.table->probe(over.rules, over.state) == 1.0);
}

TEST_CASE("table: the 4/7 race, probed through a position string") {
  const Solved& s = solved();
  const TableLoad t = load_table(s.path.string());
  REQUIRE(t.ok());
  const Position p = test::pos("finkel:2 0/13/1 0/13/1 l throw 12");
  CHECK(t.table->probe(p.rules, p.state) == std::round(4.0 / 7.0 * 65535) / 65535);
  // At the move: a 1 bears off and wins; any other throw has no move.
  const Position m = test::pos("finkel:2 0/13/1 0/13/1 l move:1 12");
  CHECK(t.table->probe(m.rules, m.state) == 1.0);
}

TEST_CASE("table: wrong, truncated and corrupted files are refused with a clear message") {
  const Solved& s = solved();
  const fs::path dir = scratch_dir();
  const auto good = read_bytes(s.path);
  auto load_modified = [&](const std::string& name, std::vector<std::uint8_t> bytes) {
    const fs::path p = dir / name;
    write_bytes(p, bytes);
    return load_table(p.string());
  };
  auto refused = [](const TableLoad& t, const std::string& text) {
    CHECK_FALSE(t.ok());
    CHECK_MESSAGE(t.error.find(text) != std::string::npos, t.error);
  };
  refused(load_table((dir / "no-such-table.urt").string()), "cannot open table");
  refused(load_modified("empty.urt", {}), "not an Ur table file (bad magic)");
  refused(load_modified("text.urt", std::vector<std::uint8_t>(200, 'x')), "not an Ur table file (bad magic)");
  refused(load_modified("short-header.urt", {good.begin(), good.begin() + 40}), "table header is truncated");
  refused(load_modified("truncated.urt", {good.begin(), good.end() - 1}), "table is truncated: expected 25834 bytes, the file has 25833");
  refused(load_modified("header-only.urt", {good.begin(), good.begin() + kTableHeaderSize}), "table is truncated");
  auto padded = good;
  padded.push_back(0);
  refused(load_modified("padded.urt", padded), "trailing data");
  auto payload = good;
  payload[kTableHeaderSize + 1000] ^= 0x01;
  refused(load_modified("payload.urt", payload), "table payload is corrupted (checksum mismatch)");
  auto header = good;
  header[50] ^= 0x01;  // inside the piece count
  refused(load_modified("header.urt", header), "table header is corrupted (header checksum mismatch)");
  auto version = good;
  version[8] = 9;
  refused(load_modified("version.urt", version), "unsupported table format version 9");
  // The single-entry reader checks the header and the size too.
  TableReader r;
  CHECK(r.open((dir / "header.urt").string()).find("header is corrupted") != std::string::npos);
  CHECK(r.open((dir / "truncated.urt").string()).find("truncated") != std::string::npos);
  CHECK_FALSE(r.read(0).has_value());
}

TEST_CASE("table: the perfect agent needs its table and plays the best value") {
  const Solved& s = solved();
  const fs::path dir = scratch_dir() / "data";
  fs::create_directories(dir);
  fs::copy_file(s.path, dir / "finkel-2.urt", fs::copy_options::overwrite_existing);
  ::setenv("UR_DATA_DIR", dir.string().c_str(), 1);
  CHECK(table_dir() == dir.string());
  CHECK(default_table_path(s.rules) == (dir / "finkel-2.urt").string());

  std::string error;
  CHECK(make_agent("perfect", find_rule_set("finkel")->with_pieces(3), 1, &error) == nullptr);
  CHECK(error.find("finkel-3.urt") != std::string::npos);
  CHECK(error.find("ur-cli solve finkel:3") != std::string::npos);
  error.clear();
  CHECK(make_agent("perfect", *find_rule_set("tokens"), 1, &error) == nullptr);
  CHECK(error.find("no perfect-play table for tokens") != std::string::npos);

  auto agent = make_agent("perfect", s.rules, 1, &error);
  REQUIRE(agent != nullptr);
  // Over random games: every choice is legal and has the best exact value.
  std::uint64_t rng = 7;
  int decisions = 0, games = 0;
  for (int g = 0; g < 20; ++g, ++games) {
    State st = new_game(s.rules);
    while (!is_over(st)) {
      if (is_chance(st)) {
        apply_chance(s.rules, st, sample_chance(s.rules, st, rng));
        continue;
      }
      ActionList legal;
      legal_actions(s.rules, st, legal);
      const Action a = agent->choose(st, legal);
      CHECK(is_legal(s.rules, st, a));
      double best = -1, chosen = -1;
      for (const Action& x : legal) {
        const State n = applied(s.rules, st, x);
        const double v = is_over(n) ? 1.0
                         : n.side == st.side ? s.solution->value(solver_position(n))
                                             : 1.0 - s.solution->value(solver_position(n));
        best = std::max(best, v);
        if (x == a) chosen = v;
      }
      CHECK(chosen >= best - 1.0 / 65535);  // equal up to the table's 16-bit rounding
      ++decisions;
      // Light plays perfectly, dark at random.
      if (st.side == kDark) {
        const Action r = legal[static_cast<int>(random_below(rng, static_cast<std::uint32_t>(legal.size())))];
        apply(s.rules, st, r);
      } else {
        apply(s.rules, st, a);
      }
    }
  }
  CHECK(decisions > 100);
  const State start = new_game(s.rules);
  CHECK(std::fabs(agent->evaluate(start) - s.solution->start_value()) <= 0.5 / 65535 + 1e-12);
  ::unsetenv("UR_DATA_DIR");
}

}  // namespace
}  // namespace ur
