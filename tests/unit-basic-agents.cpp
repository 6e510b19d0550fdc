// The baseline agents and the registry: every agent plays every rule set legally to the
// end, `random` is reproducible from its seed, `first` is the first legal action, and
// `greedy` takes what a beginner would take and beats `random` clearly.
#include <doctest/doctest.h>

#include <map>

#include "ai/agent.hpp"
#include "ai/basic_agents.hpp"
#include "ai/match.hpp"
#include "core/position.hpp"
#include "core/record.hpp"

using namespace ur;

namespace {

Position pos(std::string_view text) {
  PositionParse p = parse_position(text);
  REQUIRE_MESSAGE(p.ok(), p.error);
  return *p.position;
}

// The notation of the action `agent` picks at `text`.
std::string pick(std::string_view agent, std::string_view text, std::uint64_t seed = 1) {
  const Position p = pos(text);
  auto a = make_agent(agent, p.rules, seed);
  REQUIRE(a);
  ActionList legal;
  legal_actions(p.rules, p.state, legal);
  return action_notation(p.rules, p.state, a->choose(p.state, legal));
}

}  // namespace

TEST_CASE("agents: the registry offers first, random and greedy, weakest first") {
  const std::vector<AgentInfo> cat = agent_catalog();
  REQUIRE(cat.size() >= 3);
  CHECK(cat[0].name == "first");
  CHECK(cat[1].name == "random");
  CHECK(cat[2].name == "greedy");
  for (const AgentInfo& a : cat) {
    CHECK_FALSE(a.description.empty());
    CHECK(make_agent(a.name, rule_set(RuleSetId::Finkel), 1) != nullptr);
  }
  std::string error;
  CHECK(make_agent("deep-blue", rule_set(RuleSetId::Finkel), 1, &error) == nullptr);
  CHECK(error.find("unknown agent 'deep-blue' (known: first, random, greedy") == 0);
  CHECK(make_agent("deep-blue", rule_set(RuleSetId::Finkel), 1) == nullptr);  // no error pointer: fine
}

TEST_CASE("agents: every baseline agent plays every rule set legally to the end") {
  for (const RuleSet& r : all_rule_sets()) {
    for (const char* name : {"first", "random", "greedy"}) {
      CAPTURE(r.name);
      CAPTURE(name);
      for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const MatchSeeds seeds = match_seeds(seed);
        auto light = make_agent(name, r, seeds.light);
        auto dark = make_agent("random", r, seeds.dark);
        const PlayedGame g = play_game(r, *light, *dark, seeds.dice);
        CHECK(g.error.empty());  // play_game checks every choice against legal_actions
        CHECK(is_over(g.final_state));
        const double v = light->evaluate(g.final_state);
        CHECK(v >= 0.0);
        CHECK(v <= 1.0);
      }
    }
  }
}

TEST_CASE("agents: random is reproducible from its seed; first takes the first action") {
  const RuleSet& r = rule_set(RuleSetId::Masters);
  auto game = [&](std::uint64_t seed) {
    auto light = make_agent("random", r, seed);
    auto dark = make_agent("random", r, seed + 1);
    return play_game(r, *light, *dark, 42).steps;
  };
  CHECK(game(7) == game(7));
  CHECK(game(7) != game(8));
  const Position p = pos("finkel 2/3,10/3 2/1,2,3,8/1 l move:2 47");
  ActionList legal;
  legal_actions(p.rules, p.state, legal);
  CHECK(pick("first", "finkel 2/3,10/3 2/1,2,3,8/1 l move:2 47") == action_notation(p.rules, p.state, legal[0]));
  // Over many seeds random picks each of the three moves.
  std::map<std::string, int> seen;
  for (std::uint64_t seed = 0; seed < 60; ++seed) ++seen[pick("random", "finkel 2/3,10/3 2/1,2,3,8/1 l move:2 47", seed)];
  CHECK(seen.size() == 3);
}

TEST_CASE("agents: greedy takes what a beginner would take") {
  // Bear off rather than move: light on squares 5 and 13, throw 2 (13/off or 5/7).
  CHECK(pick("greedy", "finkel 5/4,12/0 7/-/0 l move:2 20") == "13/off");
  // Capture: light on square 5 (1,0); dark's piece on (1,2) is light's square 7.
  //   row 1: l . d * . . . .
  CHECK(pick("greedy", "finkel 6/4/0 6/6/0 l move:2 10") == "5/7*");
  // An extra throw on the central rosette (square 8) rather than a plain step.
  CHECK(pick("greedy", "finkel 5/1,4/0 7/-/0 l move:3 10") == "5/8");
  // Enter when the throw allows it in bell (only a 5 enters).
  CHECK(pick("greedy", "bell 6/6/0 7/-/0 l move:3 10 coins=18,18,4") == "in/5");
}

TEST_CASE("agents: greedy beats random clearly") {
  for (const RuleSet& r : {rule_set(RuleSetId::Finkel), rule_set(RuleSetId::Masters), rule_set(RuleSetId::JeuRoyal)}) {
    CAPTURE(r.name);
    int greedy_wins = 0;
    const int games = 60;
    for (int g = 0; g < games; ++g) {
      const MatchSeeds seeds = match_seeds(static_cast<std::uint64_t>(g));
      const bool greedy_light = g % 2 == 0;
      auto greedy = make_agent("greedy", r, seeds.light);
      auto random = make_agent("random", r, seeds.dark);
      const PlayedGame pg = greedy_light ? play_game(r, *greedy, *random, seeds.dice) : play_game(r, *random, *greedy, seeds.dice);
      REQUIRE(pg.error.empty());
      if (pg.final_state.winner == (greedy_light ? Winner::Light : Winner::Dark)) ++greedy_wins;
    }
    CHECK(greedy_wins >= games * 3 / 4);
  }
}
