// ur-cli's commands run in-process through run_cli(): output, exit codes (0 ok, 1 bad
// input, 2 usage), and that nothing is written on an error. The test links the CLI's
// library (ur_cli_lib), as the program does.
#include <doctest/doctest.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "ai/match.hpp"
#include "cli/cli.hpp"
#include "core/dice.hpp"
#include "core/record.hpp"
#include "source_dir.hpp"

using namespace ur;

namespace {

struct Run {
  int code = -1;
  std::string out;
  std::string err;
};

Run cli(std::vector<std::string> args, const std::string& stdin_text = "") {
  std::istringstream in(stdin_text);
  std::ostringstream out, err;
  Run r;
  r.code = run_cli(args, in, out, err);
  r.out = out.str();
  r.err = err.str();
  return r;
}

bool contains(const std::string& hay, const std::string& needle) { return hay.find(needle) != std::string::npos; }

std::string slurp(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

// A fresh file name in the temporary directory (native and wasm tests may run at once).
std::string temp_path(const std::string& stem) {
  static int n = 0;
  const auto tick = std::chrono::steady_clock::now().time_since_epoch().count();
  return (std::filesystem::temp_directory_path() /
          ("ur-cli-test-" + stem + "-" + std::to_string(tick) + "-" + std::to_string(++n) + ".ur"))
      .string();
}

std::string write_temp(const std::string& stem, const std::string& text) {
  const std::string path = temp_path(stem);
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

const std::string kRecords = ur::test::source_dir() + "/tests/data/records/";

}  // namespace

TEST_CASE("cli: help for every command, usage errors exit 2") {
  Run r = cli({});
  CHECK(r.code == kExitUsage);
  CHECK(contains(r.err, "usage: ur-cli COMMAND"));
  r = cli({"--help"});
  CHECK(r.code == kExitOk);
  CHECK(contains(r.out, "commands:"));
  CHECK(r.err.empty());
  for (const char* cmd : {"rules", "agents", "play", "legal", "replay", "validate", "position", "stats", "verify"}) {
    CAPTURE(cmd);
    r = cli({cmd, "--help"});
    CHECK(r.code == kExitOk);
    CHECK(contains(r.out, std::string("usage: ur-cli ") + cmd));
    CHECK(r.err.empty());
    CHECK(cli({"help", cmd}).out == r.out);
  }
  r = cli({"dance"});
  CHECK(r.code == kExitUsage);
  CHECK(contains(r.err, "unknown command 'dance'"));
  r = cli({"rules", "--colour", "red"});
  CHECK(r.code == kExitUsage);
  CHECK(contains(r.err, "unknown option '--colour'"));
}

TEST_CASE("cli: rules lists the twelve and describes one in full") {
  Run r = cli({"rules"});
  REQUIRE(r.code == kExitOk);
  for (const RuleSet& rs : all_rule_sets()) {
    CHECK(contains(r.out, std::string(rs.name) + " - " + std::string(rs.title) + ": " + std::string(rs.hook) + "\n"));
    CHECK(contains(r.out, "Source: " + std::string(rs.source)));
  }
  r = cli({"rules", "classic"});
  REQUIRE(r.code == kExitOk);
  CHECK(contains(r.out, "The conventional sixteen-square race.\n"));
  // Each choice on its own item, in the player's words.
  CHECK(contains(r.out, "- In this version, both players throw to decide who starts"));
  CHECK(contains(r.out, "\n- In this version, when no move is legal the turn passes.\n"));
  CHECK(contains(r.out, " 16 (0,6)*"));  // the 16-square path, numbered as in records
  CHECK(contains(r.out, "0 marked (1/8): move 4"));
  r = cli({"rules", "jeu-royal"});
  CHECK(contains(r.out, " 13 (0,6)*"));
  CHECK(contains(r.out, "only on a throw of 1, 5, onto square 1"));
  r = cli({"rules", "finkel"});
  CHECK(contains(r.out, "- none: the published rules settle everything."));
  r = cli({"rules", "ravensburger"});
  CHECK(contains(r.out, "face 6 (1/6): no move"));
  CHECK(contains(r.out, "after 500 turns"));
  r = cli({"rules", "aseb"});  // its own board: the long middle row, rosettes along it
  CHECK(contains(r.out, "Board: its own shape, 20 squares: row 0 columns 0..3; row 1 columns 0..11; row 2 columns 0..3\n"));
  CHECK(contains(r.out, " 16 (1,11)*"));
  CHECK(contains(r.out, "Rosettes (0,0) (1,3) (1,7) (1,11) (2,0): safe"));
  r = cli({"rules", "finkel:3"});
  CHECK(r.code == kExitOk);
  CHECK(contains(r.out, "Pieces: 3 a side"));
  r = cli({"rules", "fnkel"});
  CHECK(r.code == kExitUsage);
  CHECK(contains(r.err, "unknown rule set 'fnkel'"));
  CHECK(r.out.empty());
  CHECK(cli({"rules", "finkel", "bell"}).code == kExitUsage);
  CHECK(cli({"rules", "finkel:0"}).code == kExitUsage);
  r = cli({"agents"});
  CHECK(r.code == kExitOk);
  for (const char* a : {"first\n", "random\n", "greedy\n", "oracle\n", "perfect\n"}) CHECK(contains(r.out, a));
}

TEST_CASE("cli: the oracle without its network is refused with where it was looked for") {
  ::setenv("UR_NET_DIR", "/nonexistent-ur-nets", 1);
  const Run r = cli({"play", "--rules", "blitz", "--light", "oracle"});
  ::unsetenv("UR_NET_DIR");
  CHECK(r.code != kExitOk);
  CHECK(contains(r.err, "agent 'oracle' needs the rule set's network: cannot open /nonexistent-ur-nets/blitz-5.urn"));
  CHECK(r.out.empty());
}

TEST_CASE("cli: play prints the record of a reproducible game") {
  Run r = cli({"play", "--rules", "finkel", "--seed", "1", "--light", "greedy", "--dark", "random"});
  REQUIRE(r.code == kExitOk);
  CHECK(r.err.empty());
  CHECK(r.out == slurp(kRecords + "finkel.ur"));  // the committed game
  CHECK(cli({"play", "--rules=finkel", "--seed=1", "--light=greedy"}).out == r.out);
  const RecordParse p = parse_record(r.out);
  REQUIRE(p.ok());
  CHECK(is_over(p.state));
  // Defaults: random against random, seed 1.
  r = cli({"play", "--rules", "finkel:2"});
  REQUIRE(r.code == kExitOk);
  CHECK(contains(r.out, "rules finkel:2\nlight random\ndark random\nseed 1\n"));
  // --out writes the same record to a file.
  const std::string path = temp_path("play");
  r = cli({"play", "--rules", "finkel", "--seed", "1", "--light", "greedy", "--out", path});
  REQUIRE(r.code == kExitOk);
  CHECK(contains(r.out, path + ": finkel, light 7-3 after 87 turns"));
  CHECK(slurp(path) == slurp(kRecords + "finkel.ur"));
  std::filesystem::remove(path);
}

TEST_CASE("cli: play --trace json writes one line per decision") {
  const Run r = cli({"play", "--rules", "jeu-royal:2", "--seed", "227", "--trace", "json"});
  REQUIRE(r.code == kExitOk);
  std::istringstream lines(r.out);
  std::string line;
  int n = 0;
  while (std::getline(lines, line)) {
    ++n;
    CAPTURE(line);
    CHECK(line.front() == '{');
    CHECK(line.back() == '}');
    CHECK(line.rfind("{\"decision\":" + std::to_string(n) + ",", 0) == 0);
    for (const char* key : {"\"position\":\"jeu-royal:2 ", "\"state\":{", "\"stacks\":[", "\"legal\":[", "\"chosen\":",
                            "\"action\":{\"notation\":", "\"agent\":\"random\""})
      CHECK(contains(line, key));
  }
  // One line for each decision of the documented game (docs/notation.md): 31 turns with
  // a move or a pass each, plus the decisions to throw rather than place.
  const RecordParse p = parse_record(cli({"play", "--rules", "jeu-royal:2", "--seed", "227"}).out);
  REQUIRE(p.ok());
  long decisions = 0;
  for (const Step& s : p.record->steps) decisions += s.chance ? 0 : 1;
  CHECK(n == decisions);
  // With --out, the record goes to the file and stdout stays pure JSON lines.
  const std::string path = temp_path("trace");
  const Run t = cli({"play", "--rules", "jeu-royal:2", "--seed", "227", "--trace", "json", "--out", path});
  CHECK(t.out == r.out);
  CHECK(parse_record(slurp(path)).ok());
  std::filesystem::remove(path);
}

TEST_CASE("cli: play refuses bad arguments and writes nothing") {
  const std::string path = temp_path("refused");
  struct Bad {
    std::vector<std::string> args;
    const char* error;
  };
  const Bad bad[] = {
      {{"play"}, "play needs --rules NAME"},
      {{"play", "--rules", "chess"}, "unknown rule set 'chess'"},
      {{"play", "--rules", "finkel", "--light", "deep-blue"}, "unknown agent 'deep-blue'"},
      {{"play", "--rules", "finkel", "--seed", "abc"}, "--seed must be a whole number"},
      {{"play", "--rules", "finkel", "--seed", "-1"}, "--seed must be a whole number"},
      {{"play", "--rules", "finkel", "--seed", "18446744073709551616"}, "--seed must be a whole number"},
      {{"play", "--rules", "finkel", "--seed", ""}, "--seed must be a whole number"},
      {{"play", "--rules", "finkel", "--trace", "xml"}, "--trace supports only 'json'"},
      {{"play", "--rules", "finkel", "--seed"}, "option --seed needs a value"},
      {{"play", "--rules", "finkel", "--rules", "bell"}, "option --rules is given twice"},
      {{"play", "--rules", "finkel", "extra"}, "unexpected argument 'extra'"},
      {{"play", "--rules", "finkel", "--games", "3"}, "unknown option '--games'"},
  };
  for (const Bad& b : bad) {
    std::vector<std::string> args = b.args;
    args.push_back("--out");
    args.push_back(path);
    if (b.args.size() >= 2 && b.args.back() == "--seed") args = b.args;  // --seed must stay last
    CAPTURE(args.size());
    const Run r = cli(args);
    CHECK(r.code == kExitUsage);
    CHECK_MESSAGE(contains(r.err, b.error), r.err);
    CHECK(r.out.empty());
    CHECK_FALSE(std::filesystem::exists(path));
  }
  CHECK(cli({"play", "--rules", "finkel", "--seed", "18446744073709551615"}).code == kExitOk);
  const Run r = cli({"play", "--rules", "finkel", "--out", "/nonexistent-dir/x.ur"});
  CHECK(r.code == kExitBadInput);
  CHECK(contains(r.err, "cannot write '/nonexistent-dir/x.ur'"));
}

TEST_CASE("cli: legal, replay and validate read records and saves from files and stdin") {
  // Stops after light's throw of 4: a decision.
  const std::string at_move = "rules finkel\n1. l 2:in/2\n2. d 3:in/3\n3. l 4:\n";
  Run r = cli({"legal", "-"}, at_move);
  REQUIRE(r.code == kExitOk);
  CHECK(contains(r.out, "position: finkel 6/1/0 6/2/0 l move:4 2"));
  CHECK(contains(r.out, "light threw 4 (move 4). 2 legal actions:"));
  CHECK(contains(r.out, "  in/4  enter a piece on square 4 (0,0)"));
  CHECK(contains(r.out, "  2/6   move from square 2 (0,2) to square 6 (1,1)"));
  CHECK(contains(r.out, "  light 0 * . l .     * .\n"));  // the board: light's piece on (0,2)
  // Stops before a throw: the throws and their probabilities.
  const std::string path = write_temp("legal", "rules finkel\n1. l 2:in/2\n2. d 3:in/3\n");
  r = cli({"legal", path});
  REQUIRE(r.code == kExitOk);
  CHECK(contains(r.out, "Waiting for light to throw. Possible throws:"));
  CHECK(contains(r.out, "  2  6/16   37.5%  move 2"));
  CHECK(contains(r.out, "  0  1/16    6.2%  no move"));
  // A throw-off by coin, and a finished game.
  r = cli({"legal", "-"}, "rules bgg\n");
  CHECK(contains(r.out, "Waiting for the coin that chooses the first player:"));
  CHECK(contains(r.out, "  d  1/2   50.0%  dark starts"));
  const std::string tokens_final = slurp(kRecords + "tokens.final");
  const std::string tokens_result = tokens_final.substr(tokens_final.find('\n') + 1);
  r = cli({"legal", kRecords + "tokens.ur"});
  CHECK(r.code == kExitOk);
  CHECK(contains(r.out, "The game is over: " + tokens_result));
  // A save in progress.
  const RecordText save = write_save(parse_record(at_move).record.value());
  r = cli({"legal", "-"}, *save.text);
  CHECK(r.code == kExitOk);
  CHECK(contains(r.out, "2 legal actions"));

  r = cli({"validate", kRecords + "ravensburger.ur"});
  REQUIRE(r.code == kExitOk);
  const std::string final_text = slurp(kRecords + "ravensburger.final");
  CHECK(contains(r.out, "final position: " + final_text.substr(0, final_text.find('\n') + 1)));
  CHECK(contains(r.out, "result: " + final_text.substr(final_text.find('\n') + 1)));
  r = cli({"replay", path});
  REQUIRE(r.code == kExitOk);
  CHECK(contains(r.out, "1. l 2:in/2\n    -> finkel 6/1/0 7/-/0 d throw 1\n2. d 3:in/3\n    -> finkel 6/1/0 6/2/0 l throw 2\n"));
  CHECK(contains(r.out, "result: unfinished"));
  r = cli({"replay", kRecords + "tokens.ur"});
  CHECK(contains(r.out, "\nthrowoff "));
  CHECK(contains(r.out, "result: " + tokens_result));

  // Bad records: line and reason, exit 1, nothing on stdout.
  const std::string bad = write_temp("bad", "rules finkel\n1. l 2:in/2\n2. d 3:in/4\n");
  for (const char* cmd : {"legal", "replay", "validate"}) {
    CAPTURE(cmd);
    r = cli({cmd, bad});
    CHECK(r.code == kExitBadInput);
    CHECK(contains(r.err, bad + ": line 3: turn 2 (dark), throw 3: 'in/4' is not a legal move"));
    CHECK(r.out.empty());
    r = cli({cmd, "-"}, "garbage\n");
    CHECK(r.code == kExitBadInput);
    CHECK(contains(r.err, "<stdin>: line 1: a record begins with 'rules NAME'"));
    r = cli({cmd, "/nonexistent-dir/none.ur"});
    CHECK(r.code == kExitBadInput);
    CHECK(contains(r.err, "cannot open '/nonexistent-dir/none.ur'"));
    CHECK(cli({cmd}).code == kExitUsage);
    CHECK(cli({cmd, "a.ur", "b.ur"}).code == kExitUsage);
  }
  r = cli({"validate", "-"}, "ur-save 2\nrules finkel\nend\n");
  CHECK(r.code == kExitBadInput);
  CHECK(contains(r.err, "line 1: save version 2 is not supported"));
  std::filesystem::remove(path);
  std::filesystem::remove(bad);
}

TEST_CASE("cli: position shows a position string, its board and what can happen") {
  Run r = cli({"position", "finkel", "2/3,10/3", "2/1,2,3,8/1", "l", "move:2", "47"});
  REQUIRE(r.code == kExitOk);
  CHECK(contains(r.out, "position: finkel 2/3,10/3 2/1,2,3,8/1 l move:2 47"));
  CHECK(contains(r.out, "3 legal actions:"));
  for (const char* a : {"  in/2 ", "  4/6 ", "  11/13 "}) CHECK(contains(r.out, a));
  CHECK(cli({"position", "finkel 2/3,10/3 2/1,2,3,8/1 l move:2 47"}).out == r.out);
  r = cli({"position", "  jeu-royal 3/-/1 3/-/1 l start 30 score=0,2 stacks=00:l,14:dl,14:LDD"});
  REQUIRE(r.code == kExitOk);
  CHECK(contains(r.out, "light decides before throwing. 2 legal actions:"));
  CHECK(contains(r.out, "  place  place a piece on square 1 instead of throwing"));
  CHECK(contains(r.out, "dl|LDD"));  // two stacks on (1,4)
  r = cli({"position", "aseb 3/4,14/0 4/15/0 l move:1 20"});  // the long middle row, columns 0..11
  REQUIRE(r.code == kExitOk);
  CHECK(contains(r.out, "          0  1  2  3  4  5  6  7  8  9  10 11\n"));
  CHECK(contains(r.out, "        1 l  .  .  *  .  .  .  *  .  .  l  d\n"));
  CHECK(contains(r.out, "   dark 2 *  .  .  .\n"));
  r = cli({"position", "finkel 7/-/0 7/-/0 l throw 7x"});
  CHECK(r.code == kExitBadInput);
  CHECK(contains(r.err, "bad position: field 6 (turn)"));
  CHECK(cli({"position"}).code == kExitUsage);
}

TEST_CASE("cli: stats plays many games and summarises them") {
  Run r = cli({"stats", "--rules", "finkel:2", "--games", "30", "--light", "greedy", "--seed", "5"});
  REQUIRE(r.code == kExitOk);
  CHECK(contains(r.out, "finkel:2: 30 games, light = greedy, dark = random, seeds 5..34"));
  CHECK(contains(r.out, "light  wins"));
  CHECK(contains(r.out, "95% CI"));
  CHECK(contains(r.out, "game length in turns: mean "));
  CHECK(contains(r.out, "p50 "));
  CHECK(contains(r.out, "p99 "));
  CHECK(contains(r.out, "captures per game: "));
  for (const auto& args : std::vector<std::vector<std::string>>{
           {"stats", "--rules", "finkel"},
           {"stats", "--games", "3"},
           {"stats", "--rules", "finkel", "--games", "0"},
           {"stats", "--rules", "finkel", "--games", "ten"},
           {"stats", "--rules", "finkel", "--games", "10000001"},
           {"stats", "--rules", "finkel", "--games", "3", "--dark", "nobody"},
           {"stats", "--rules", "finkel", "--games", "3", "--seed", "1.5"},
       }) {
    r = cli(args);
    CHECK(r.code == kExitUsage);
    CHECK(r.out.empty());
  }
}

TEST_CASE("cli: statistics helpers") {
  const Interval half = wilson_interval(50, 100);
  CHECK(half.low == doctest::Approx(0.4038).epsilon(1e-3));
  CHECK(half.high == doctest::Approx(0.5962).epsilon(1e-3));
  const Interval none = wilson_interval(0, 10);
  CHECK(none.low == 0.0);
  CHECK(none.high == doctest::Approx(0.2775).epsilon(1e-3));
  CHECK(percentile({5, 1, 3, 2, 4}, 50) == 3);
  CHECK(percentile({5, 1, 3, 2, 4}, 90) == 5);
  CHECK(percentile({7}, 99) == 7);
  CHECK(percentile({}, 50) == 0);
}

TEST_CASE("cli: no command line crashes it") {
  const std::vector<std::string> words = {"play",   "rules", "legal",   "stats",  "position", "validate", "--rules",
                                          "finkel", "bell",  "--games", "2",      "--seed",   "-",        "--out",
                                          "",       "x",     "--light", "greedy", "--trace",  "json",     "--help",
                                          "99999999999999999999999", "finkel:0", "l", "throw", "0", "\xff"};
  std::uint64_t rng = 2024;
  for (int trial = 0; trial < 300; ++trial) {
    std::vector<std::string> args;
    const auto n = random_below(rng, 7);
    for (std::uint32_t i = 0; i < n; ++i) args.push_back(words[random_below(rng, static_cast<std::uint32_t>(words.size()))]);
    // Never let a fuzzed command write a file.
    for (std::size_t i = 0; i + 1 < args.size(); ++i)
      if (args[i] == "--out") args[i + 1] = "/nonexistent-dir/fuzz.ur";
    const Run r = cli(args, "rules finkel\n1. l 2:in/2\n");
    CHECK(r.code >= 0);
    CHECK(r.code <= 2);
  }
}
