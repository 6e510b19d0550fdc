// Whole games committed in tests/data/records/, one per rule set, made by
//   ur-cli play --rules NAME --seed 1 --light greedy --dark random --out NAME.ur
// Each must replay to the final position and result committed next to it (NAME.final),
// and the same agents with the same seed must write the identical record again. ctest
// runs this natively and as WebAssembly under node: both builds are held to the same
// games, throw for throw.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "ai/agent.hpp"
#include "ai/match.hpp"
#include "core/position.hpp"
#include "core/record.hpp"
#include "source_dir.hpp"

using namespace ur;

namespace {

std::string read_text(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  REQUIRE_MESSAGE(f.good(), ("cannot read " + path));
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("record games: every committed game replays to its final position, identically everywhere") {
  for (const RuleSet& r : all_rule_sets()) {
    const std::string base = ur::test::source_dir() + "/tests/data/records/" + std::string(r.name);
    CAPTURE(base);
    const std::string text = read_text(base + ".ur");
    std::istringstream final_lines(read_text(base + ".final"));
    std::string want_position, want_result;
    std::getline(final_lines, want_position);
    std::getline(final_lines, want_result);

    const RecordParse p = parse_record(text);
    REQUIRE_MESSAGE(p.ok(), p.message());
    CHECK(p.record->rules.id == r.id);
    CHECK(is_over(p.state));
    CHECK(to_position(p.record->rules, p.state) == want_position);
    CHECK(result_notation(p.record->rules, p.state) == want_result);

    // Play it again from its tags: the dice, the agents and the notation must agree.
    std::uint64_t seed = 0;
    const std::string seed_text = p.record->tag("seed");
    REQUIRE(!seed_text.empty());
    for (char c : seed_text) seed = seed * 10 + static_cast<std::uint64_t>(c - '0');
    const MatchSeeds seeds = match_seeds(seed);
    const RuleSet rules = p.record->rules;
    auto light = make_agent(p.record->tag("light"), rules, seeds.light);
    auto dark = make_agent(p.record->tag("dark"), rules, seeds.dark);
    REQUIRE(light);
    REQUIRE(dark);
    const PlayedGame game = play_game(rules, *light, *dark, seeds.dice);
    REQUIRE(game.error.empty());
    const RecordText again = write_record(game_record(rules, game, p.record->tag("light"), p.record->tag("dark"), seed));
    REQUIRE(again.ok());
    CHECK(*again.text == text);
  }
}
