// Whole games between agents and the statistics of many (see match.hpp).
#include "ai/match.hpp"

#include "core/side_names.hpp"
#include "core/turns.hpp"

#include <algorithm>
#include <cmath>

namespace ur {

MatchSeeds match_seeds(std::uint64_t seed) {
  std::uint64_t x = seed;
  MatchSeeds m;
  m.dice = splitmix64(x);
  m.light = splitmix64(x);
  m.dark = splitmix64(x);
  return m;
}

PlayedGame play_game(const RuleSet& rules, Agent& light, Agent& dark, std::uint64_t dice_seed,
                     const DecisionHook& hook, long max_steps) {
  PlayedGame g;
  std::uint64_t rng = dice_seed;
  State s = new_game(rules);
  ActionList legal;
  while (!is_over(s)) {
    if (static_cast<long>(g.steps.size()) >= max_steps) {
      g.error = "the game did not end after " + std::to_string(max_steps) + " steps";
      break;
    }
    if (is_chance(s)) {
      const int o = sample_chance(rules, s, rng);
      apply_chance(rules, s, o);
      g.steps.push_back(Step::of_chance(o));
      continue;
    }
    legal_actions(rules, s, legal);
    Agent& agent = s.side == kLight ? light : dark;
    const Action a = agent.choose(s, legal);
    if (!is_legal(rules, s, a)) {
      g.error = side_id(s.side) + " chose an illegal action '" + to_string(a) + "'";
      break;
    }
    if (hook) hook(s, legal, a);
    if (is_capture(rules, s, a)) ++g.captures[s.side];
    apply(rules, s, a);
    g.steps.push_back(Step::of_action(a));
  }
  g.final_state = s;
  g.turns = turns_played(s);
  return g;
}

GameRecord game_record(const RuleSet& rules, const PlayedGame& game, const std::string& light_name,
                       const std::string& dark_name, std::uint64_t seed) {
  GameRecord rec;
  rec.rules = rules;
  rec.tags = {{"light", light_name}, {"dark", dark_name}, {"seed", std::to_string(seed)}};
  rec.steps = game.steps;
  return rec;
}

Interval wilson_interval(double successes, long n) {
  if (n <= 0) return {0, 1};
  const double z = 1.959963984540054;
  const double nn = static_cast<double>(n);
  const double p = successes / nn;
  const double centre = p + z * z / (2 * nn);
  const double half = z * std::sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn));
  const double den = 1 + z * z / nn;
  return {std::max(0.0, (centre - half) / den), std::min(1.0, (centre + half) / den)};
}

int percentile(std::vector<int> values, double p) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const double n = static_cast<double>(values.size());
  auto rank = static_cast<long>(std::ceil(p / 100.0 * n));
  rank = std::clamp(rank, 1L, static_cast<long>(values.size()));
  return values[static_cast<std::size_t>(rank - 1)];
}

}  // namespace ur
