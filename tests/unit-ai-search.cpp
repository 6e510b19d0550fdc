// The computer opponents: exact expectiminimax values on small endgames (against the
// exact solver of unit-core-support.hpp and the 4/7 fact of rules.md), legality of every
// choice over positions from random games of every rule set, determinism (seeds, and
// thinking in slices of any size), and strength against the baselines.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "ai/agent.hpp"
#include "ai/levels.hpp"
#include "ai/search.hpp"
#include "unit-core-support.hpp"

namespace ur {
namespace {

using test::pos;

// The expectiminimax value for the side to move at depth `depth`.
double search_value(const Position& p, int depth) {
  Search search(p.rules, default_weights(p.rules.id), 14);
  return search.value(p.state, depth);
}

// The exact value for the side to move (the solver gives light's winning chance).
double exact_value(const Position& p) {
  const double light = test::solve_light_wins(p.rules, p.state);
  return p.state.side == kLight ? light : 1.0 - light;
}

}  // namespace

TEST_CASE("finkel: one piece each on the last square, the side to move wins 4/7") {
  // Both need exactly 1 (probability 1/4); anything else passes. V = 1/4 + 3/4 (1 - V).
  //   row 0:  . . . .     [L] .        light's last square (0,6)
  //   row 2:  . . . .     [D] .        dark's last square (2,6)
  const Position p = pos("finkel:1 0/13/0 0/13/0 l throw 0");
  CHECK(exact_value(p) == doctest::Approx(4.0 / 7.0).epsilon(1e-9));
  // Each extra decision of depth shrinks the leaf's weight by 3/4.
  CHECK(std::fabs(search_value(p, 40) - 4.0 / 7.0) < 1e-4);
  CHECK(std::fabs(search_value(p, 60) - 4.0 / 7.0) < 1e-6);
  // Dark to move: the same by symmetry.
  const Position d = pos("finkel:1 0/13/0 0/13/0 d throw 0");
  CHECK(std::fabs(search_value(d, 60) - 4.0 / 7.0) < 1e-6);
}

TEST_CASE("search values equal the exact solver on small endgames") {
  struct Case {
    const char* position;
    int depth;
  };
  // Choices, extra throws (bell's throw table, finkel's rosette (0,6) at index 13,
  // tokens' 1 and 3), token charges and passes, all far from the opponent so the solver's
  // state space stays tiny.
  const Case cases[] = {
      {"finkel:1 0/12/0 0/13/0 l throw 0", 50},
      {"finkel:2 0/11,13/0 0/12,13/0 l throw 0", 40},
      {"finkel:2 0/9,12/0 1/-/1 d throw 0", 30},
      {"masters:1 0/14/0 0/13/0 l throw 0", 50},
      {"bell:1 0/12/0 0/13/0 l throw 0 coins=18,18,4", 50},
      {"bell:2 0/10,13/0 0/12/1 d throw 0 coins=17,18,5", 40},
      {"tokens:1 0/12/0 0/11/0 l throw 0 tokens=3,2,16", 50},
      {"british-museum:1 0/11/0 0/13/0 l throw 0", 50},
  };
  for (const Case& c : cases) {
    CAPTURE(c.position);
    const Position p = pos(c.position);
    const double exact = exact_value(p);
    const double v = search_value(p, c.depth);
    CHECK(std::fabs(v - exact) < 2e-4);
  }
}

TEST_CASE("the search's choice at a decision node is the exact best action") {
  // finkel, two pieces: light at 9 and 12 throws 2 — 9->11 or 12->off. Dark's one piece at
  // 12 needs a 2 to win. The solver decides which action is better and by how much.
  const Position p = pos("finkel:2 0/9,12/0 0/12/1 l move:2 0");
  ActionList legal;
  legal_actions(p.rules, p.state, legal);
  REQUIRE(legal.size() == 2);
  double best = -1;
  int best_i = -1;
  for (int i = 0; i < legal.size(); ++i) {
    Position child = p;
    apply(p.rules, child.state, legal[i]);
    const double v = test::solve_light_wins(p.rules, child.state);
    if (v > best) best = v, best_i = i;
  }
  Search search(p.rules, default_weights(p.rules.id), 14);
  SearchLimits lim;
  lim.max_depth = 40;
  search.start(p.state, legal, lim);
  while (!search.step(1000)) {
  }
  CHECK(search.best_index() == best_i);
  CHECK(std::fabs(search.best_value() - best) < 1e-3);
}

TEST_CASE("pruning does not change the value: Star1 against full expectiminimax") {
  // exact_root searches every root action with a full window; the pruned search must
  // agree on the best value at every depth, over positions of several rule sets.
  const char* names[] = {"finkel", "masters", "blitz", "bell", "tokens", "jeu-royal", "ravensburger", "murray"};
  for (const char* name : names) {
    CAPTURE(name);
    const RuleSet& rules = *find_rule_set(name);
    std::uint64_t rng = 99;
    State s = new_game(rules);
    ActionList legal;
    int checked = 0;
    for (int step = 0; step < 400 && !is_over(s) && checked < 6; ++step) {
      if (is_chance(s)) {
        apply_chance(rules, s, sample_chance(rules, s, rng));
        continue;
      }
      legal_actions(rules, s, legal);
      if (legal.size() > 1 && step % 7 == 0) {
        for (int depth = 1; depth <= 2; ++depth) {
          Search pruned(rules, default_weights(rules.id), 12), full(rules, default_weights(rules.id), 12);
          SearchLimits a, b;
          a.max_depth = b.max_depth = depth;
          b.exact_root = true;
          pruned.start(s, legal, a);
          full.start(s, legal, b);
          while (!pruned.step(5000)) {
          }
          while (!full.step(5000)) {
          }
          double best_full = 0;
          for (int i = 0; i < legal.size(); ++i) best_full = std::max(best_full, full.root_value(i));
          CHECK(pruned.best_value() == doctest::Approx(best_full).epsilon(1e-9));
          CHECK(full.root_value(pruned.best_index()) == doctest::Approx(best_full).epsilon(1e-9));
        }
        ++checked;
      }
      apply(rules, s, legal[static_cast<int>(random_below(rng, static_cast<std::uint32_t>(legal.size())))]);
    }
  }
}

TEST_CASE("every level returns a legal action, in every rule set, including special actions") {
  // Random games; at each decision a level (rotating through the ladder, with the
  // strongest one on a small budget) chooses while thinking in small slices.
  int positions = 0, specials = 0;
  for (const RuleSet& rules : all_rule_sets()) {
    CAPTURE(rules.name);
    std::uint64_t rng = 1234 + static_cast<std::uint64_t>(rules.id);
    int here = 0;
    for (int game = 0; here < 100 && game < 20; ++game) {
      State s = new_game(rules);
      ActionList legal;
      while (!is_over(s) && here < 100) {
        if (is_chance(s)) {
          apply_chance(rules, s, sample_chance(rules, s, rng));
          continue;
        }
        legal_actions(rules, s, legal);
        const auto levels = search_levels();
        const Level& base = levels[static_cast<std::size_t>(here) % levels.size()];
        Level level = base;
        if (level.node_limit == 0 || level.node_limit > 800) level.node_limit = 800;
        level.table_bits = 10;
        SearchAgent agent(level, rules, static_cast<std::uint64_t>(here));
        agent.start(s, legal);
        int slices = 0;
        while (!agent.think(97)) ++slices;
        CHECK(slices < 1000);
        const Action a = agent.chosen();
        CHECK(is_legal(rules, s, a));
        if (s.phase == Phase::StartTurn) ++specials;
        ++positions;
        ++here;
        // Play on randomly so the games visit varied positions.
        apply(rules, s, legal[static_cast<int>(random_below(rng, static_cast<std::uint32_t>(legal.size())))]);
        REQUIRE(check_invariants(rules, s).empty());
      }
    }
  }
  MESSAGE("positions checked: " << positions << ", StartTurn decisions among them: " << specials);
  CHECK(positions >= 1000);
  CHECK(specials > 0);
}

TEST_CASE("thinking in slices gives the same choice, value and node count as at once") {
  for (const char* name : {"finkel", "jeu-royal", "tokens", "ravensburger"}) {
    CAPTURE(name);
    const RuleSet& rules = *find_rule_set(name);
    std::uint64_t rng = 7;
    State s = new_game(rules);
    ActionList legal;
    int compared = 0;
    for (int step = 0; step < 300 && !is_over(s) && compared < 3; ++step) {
      if (is_chance(s)) {
        apply_chance(rules, s, sample_chance(rules, s, rng));
        continue;
      }
      legal_actions(rules, s, legal);
      if (legal.size() > 1 && step > 20) {
        SearchLimits lim;
        lim.max_depth = 6;
        lim.node_limit = 4000;
        Search whole(rules, default_weights(rules.id), 12), sliced(rules, default_weights(rules.id), 12);
        whole.start(s, legal, lim);
        sliced.start(s, legal, lim);
        while (!whole.step(1u << 30)) {
        }
        while (!sliced.step(13)) {
        }
        CHECK(whole.best_index() == sliced.best_index());
        CHECK(whole.best_value() == sliced.best_value());
        CHECK(whole.nodes() == sliced.nodes());
        CHECK(whole.completed_depth() == sliced.completed_depth());
        ++compared;
      }
      apply(rules, s, legal[static_cast<int>(random_below(rng, static_cast<std::uint32_t>(legal.size())))]);
    }
    CHECK(compared == 3);
  }
}

TEST_CASE("same seed, same game: same choices; the novice's seed matters") {
  const RuleSet& rules = *find_rule_set("finkel");
  auto play = [&](const char* level, std::uint64_t agent_seed) {
    auto light = make_search_agent(level, rules, agent_seed);
    auto dark = make_search_agent(level, rules, agent_seed + 1);
    std::uint64_t dice = 42;
    State s = new_game(rules);
    ActionList legal;
    std::string moves;
    while (!is_over(s)) {
      if (is_chance(s)) {
        apply_chance(rules, s, sample_chance(rules, s, dice));
        continue;
      }
      legal_actions(rules, s, legal);
      const Action a = (s.side == kLight ? *light : *dark).choose(s, legal);
      moves += to_string(a) + ";";
      apply(rules, s, a);
    }
    return moves;
  };
  CHECK(play("novice", 5) == play("novice", 5));
  CHECK(play("scribe", 5) == play("scribe", 5));
  CHECK(play("novice", 5) != play("novice", 6));
}

TEST_CASE("the ladder is registered by name, weakest first") {
  const auto catalog = agent_catalog();
  std::vector<std::string> names;
  for (const AgentInfo& a : catalog) names.push_back(a.name);
  std::size_t prev = 0;
  bool first = true;
  for (const Level& l : search_levels()) {
    CAPTURE(l.name);
    auto it = std::find(names.begin(), names.end(), std::string(l.name));
    REQUIRE(it != names.end());
    const auto idx = static_cast<std::size_t>(it - names.begin());
    if (!first) CHECK(idx > prev);
    prev = idx;
    first = false;
    std::string error;
    auto agent = make_agent(l.name, *find_rule_set("masters"), 1, &error);
    CHECK(agent != nullptr);
  }
}

namespace {

// Games won by `level` (alternating sides, paired dice) against the baseline `other`.
double match_wins(const RuleSet& rules, const Level& level, const char* other, int games) {
  double wins = 0;
  for (int g = 0; g < games; ++g) {
    const bool level_light = g % 2 == 0;
    auto a = make_search_agent(level, rules, static_cast<std::uint64_t>(g));
    auto b = make_agent(other, rules, static_cast<std::uint64_t>(g) + 1000);
    REQUIRE(b != nullptr);
    std::uint64_t dice = 77 + static_cast<std::uint64_t>(g / 2);
    State s = new_game(rules);
    ActionList legal;
    while (!is_over(s)) {
      if (is_chance(s)) {
        apply_chance(rules, s, sample_chance(rules, s, dice));
        continue;
      }
      legal_actions(rules, s, legal);
      Agent& who = (s.side == kLight) == level_light ? *a : *b;
      apply(rules, s, who.choose(s, legal));
    }
    if (s.winner == Winner::Draw) wins += 0.5;
    else if ((s.winner == Winner::Light) == level_light) wins += 1;
  }
  return wins;
}

}  // namespace

TEST_CASE("the strongest level beats random and greedy in every rule set (quick)") {
  // A CI-sized check on a reduced node budget (the ASan build is slow): 8 games against
  // random and 8 against greedy per rule set, sides alternating, dice paired. Stated
  // margins: at least 7 of 8 against random in every rule set but bell, where the dice
  // decide most games (see docs/ai.md) and 4 of 8 is asked; against greedy at least 60%
  // over all rule sets together. The full match below and docs/ai.md give measured rates.
  Level king = search_levels().back();
  king.node_limit = 600;
  king.table_bits = 14;
  double vs_greedy = 0;
  int greedy_games = 0;
  for (const RuleSet& rules : all_rule_sets()) {
    CAPTURE(rules.name);
    const double r = match_wins(rules, king, "random", 8);
    const double g = match_wins(rules, king, "greedy", 8);
    MESSAGE(rules.name << ": vs random " << r << "/8, vs greedy " << g << "/8");
    CHECK(r >= (rules.id == RuleSetId::Bell ? 4 : 7));
    vs_greedy += g;
    greedy_games += 8;
  }
  CHECK(vs_greedy >= 0.60 * greedy_games);
}

TEST_CASE("the strongest level beats random and greedy in every rule set (full)" * doctest::skip()) {
  // Run on purpose: build/native-release/unit-ai-search -ns -tc='*full*'
  const Level& king = search_levels().back();
  for (const RuleSet& rules : all_rule_sets()) {
    const double r = match_wins(rules, king, "random", 100);
    const double g = match_wins(rules, king, "greedy", 100);
    MESSAGE(rules.name << ": king vs random " << r << "/100, vs greedy " << g << "/100");
    CHECK(r >= 90);
    CHECK(g >= 70);
  }
}

}  // namespace ur
