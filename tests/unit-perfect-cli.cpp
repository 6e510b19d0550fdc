// ur-cli solve / value / best, run in-process through run_cli (the CLI's library, as in
// unit-cli.cpp).
#include <doctest/doctest.h>

#include <filesystem>
#include <sstream>

#include "cli/cli.hpp"

namespace ur {
namespace {

struct Run {
  int code;
  std::string out, err;
};
Run run(const std::vector<std::string>& args) {
  std::istringstream in;
  std::ostringstream out, err;
  const int code = run_cli(args, in, out, err);
  return {code, out.str(), err.str()};
}
bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string scratch(const std::string& name) {
#ifdef __EMSCRIPTEN__
  const auto dir = std::filesystem::temp_directory_path() / "ur-perfect-cli-test-wasm";
#else
  const auto dir = std::filesystem::temp_directory_path() / "ur-perfect-cli-test-native";
#endif
  std::filesystem::create_directories(dir);
  return (dir / name).string();
}

TEST_CASE("cli: solve writes a table and prints the figures; value and best read it") {
  const std::string table = scratch("finkel-2.urt");
  const Run s = run({"solve", "finkel:2", "--out", table, "--threads", "1", "--quiet"});
  REQUIRE_MESSAGE(s.code == kExitOk, s.err);
  CHECK(has(s.out, "positions: 12869\n"));
  CHECK(has(s.out, "layers: 4 (3 stages)\n"));
  CHECK(has(s.out, "first player wins: 0.5185729075\n"));
  CHECK(has(s.out, "(25834 bytes)"));

  const Run v = run({"value", "--table", table, "finkel:2", "0/13/1", "0/13/1", "l", "throw", "12"});
  CHECK(v.code == kExitOk);
  CHECK(v.out == "light to throw wins with probability 0.571435\n");  // 4/7 in 16 bits

  // board: light 0/0,12 (one piece on index 12), dark 0/2,6: throw 2 either bears off the
  // piece on 12 or moves 0 -> 2, capturing dark's piece there.
  const Run b = run({"best", "--table", table, "finkel:2 0/0,12/0 0/2,6/0 l move:2 9"});
  CHECK(b.code == kExitOk);
  CHECK(has(b.out, "light plays throw 2 (value 2):\n"));
  CHECK(has(b.out, "  best "));
  CHECK(has(b.out, "move 12 off"));
  const Run t = run({"best", "--table", table, "finkel:2 2/-/0 2/-/0 l throw 0"});
  CHECK(t.code == kExitOk);
  CHECK(has(t.out, "throw 0 (value 0, probability 1/16):\n  best pass"));
}

TEST_CASE("cli: a rule set with stacks solves by its states; value and best read the keyed table") {
  const std::string table = scratch("jeu-royal-1.urt");
  const Run s = run({"solve", "jeu-royal:1", "--out", table, "--quiet"});
  REQUIRE_MESSAGE(s.code == kExitOk, s.err);
  CHECK(has(s.out, "solving jeu-royal:1 by its states"));
  CHECK(has(s.out, "states: 5515 (1107 in the table: where a turn or a throw begins)\n"));
  CHECK(has(s.out, "light wins from the start: 0.5000000000\n"));
  // The throw-off: a fair start, so an even chance before it.
  const Run v = run({"value", "--table", table, "jeu-royal:1 1/-/0 1/-/0 l throwoff 0 score=0,0 stacks=-"});
  REQUIRE_MESSAGE(v.code == kExitOk, v.err);
  CHECK(has(v.out, "light to throw wins with probability 0.49999"));  // 1/2 in 16 bits
  const Run b = run({"best", "--table", table, "jeu-royal:1 1/-/0 1/-/0 l throw 0 score=0,0 stacks=-"});
  CHECK(b.code == kExitOk);
}

TEST_CASE("cli: solve, value and best refuse bad input") {
  CHECK(run({"solve"}).code == kExitUsage);
  CHECK(has(run({"solve", "murray"}).err, "cannot solve murray: 115710466033 positions, the solver takes at most 2^30"));
  const Run tokens = run({"solve", "tokens:2", "--memory", "0.0001", "--quiet", "--out", scratch("tokens-2.urt")});
  CHECK(tokens.code == kExitBadInput);
  CHECK(has(tokens.err, "cannot solve tokens:2: more "));
  CHECK(has(tokens.err, ": too big to solve by its states"));
  CHECK_FALSE(std::filesystem::exists(scratch("tokens-2.urt")));
  CHECK(run({"solve", "finkel:2", "--threads", "0"}).code == kExitUsage);
  CHECK(run({"solve", "finkel:2", "--bogus"}).code == kExitUsage);
  const Run missing = run({"value", "--table", scratch("none.urt"), "finkel:2 2/-/0 2/-/0 l throw 0"});
  CHECK(missing.code == kExitBadInput);
  CHECK(has(missing.err, "cannot open table"));
  const Run wrong = run({"value", "--table", scratch("finkel-2.urt"), "finkel:3 3/-/0 3/-/0 l throw 0"});
  CHECK(wrong.code == kExitBadInput);
  CHECK(has(wrong.err, "the table is for finkel:2 or other rules, not finkel:3"));
  CHECK(run({"value", "finkel 9/-/0"}).code == kExitBadInput);
  CHECK(run({"value", "--help"}).code == kExitOk);
}

TEST_CASE("cli: review grades a played game with the table, and refuses bad input with a message") {
  const std::string table = scratch("finkel-2-review.urt");
  REQUIRE(run({"solve", "finkel:2", "--out", table, "--threads", "1", "--quiet"}).code == kExitOk);
  const std::string game = scratch("review-game.txt");
  REQUIRE(run({"play", "--rules", "finkel:2", "--light", "random", "--dark", "greedy", "--seed", "3", "--out", game}).code == kExitOk);
  const Run r = run({"review", game, "--table", table});
  REQUIRE_MESSAGE(r.code == kExitOk, r.err);
  CHECK(has(r.out, "review of a finkel:2 game (light random, dark greedy), exact: perfect-play table\n"));
  CHECK(has(r.out, "light: accuracy "));
  CHECK(has(r.out, "dark: accuracy "));
  CHECK(has(r.out, ": luck "));
  CHECK(has(r.out, "key moment: "));
  // Every choice line names its grade; a lost choice names the best move.
  std::istringstream lines(r.out);
  int graded = 0;
  for (std::string line; std::getline(lines, line);)
    if (has(line, "lost ")) {
      CHECK(has(line, "(best "));
      ++graded;
    }
  CHECK(graded > 0);
  const Run bad = run({"review", scratch("no-such-game.txt"), "--table", table});
  CHECK(bad.code == kExitBadInput);
  CHECK(has(bad.err, "cannot open"));
  const Run usage = run({"review"});
  CHECK(usage.code == kExitUsage);
  const Run wrong = run({"review", game, "--table", scratch("finkel-2-review.urt"), "--bogus"});
  CHECK(wrong.code == kExitUsage);
}

TEST_CASE("cli: review of rules that are not solved gives estimates by search, and says so") {
  const std::string game = scratch("review-masters.txt");
  REQUIRE(run({"play", "--rules", "masters:2", "--light", "greedy", "--dark", "random", "--seed", "5", "--out", game}).code == kExitOk);
  const Run r = run({"review", game});
  REQUIRE_MESSAGE(r.code == kExitOk, r.err);
  CHECK(has(r.out, "review of a masters:2 game (light greedy, dark random), estimates by search (no perfect-play table)\n"));
  CHECK(has(r.out, "light: accuracy "));
  CHECK(has(r.out, "dark: accuracy "));
  // A table that cannot be read is still refused: estimates are for when none is asked for.
  const Run missing = run({"review", game, "--table", scratch("none.urt")});
  CHECK(missing.code == kExitBadInput);
}

}  // namespace
}  // namespace ur
