// Shared by the suites of games kept (saves, history, their screens): the steps of a game
// played from the start, at random or always taking the first legal action.
#pragma once

#include <cstdint>
#include <vector>

#include "core/dice.hpp"
#include "core/record.hpp"

namespace ur::test {

// Up to `max_steps` steps of `rules` from the start (or to the end), the dice and the
// choices drawn from `rng` (first_legal: always the first legal action); `end` gets the
// position reached.
inline std::vector<Step> played_steps(const RuleSet& rules, std::uint64_t& rng, long max_steps = 1L << 30,
                                      bool first_legal = false, State* end = nullptr) {
  std::vector<Step> steps;
  State s = new_game(rules);
  ActionList legal;
  for (long i = 0; i < max_steps && !is_over(s); ++i) {
    if (is_chance(s)) {
      const int o = sample_chance(rules, s, rng);
      steps.push_back(Step::of_chance(o));
      apply_chance(rules, s, o);
    } else {
      legal_actions(rules, s, legal);
      const Action a = first_legal ? legal[0] : legal[static_cast<int>(random_below(rng, static_cast<std::uint32_t>(legal.size())))];
      steps.push_back(Step::of_action(a));
      apply(rules, s, a);
    }
  }
  if (end) *end = s;
  return steps;
}

}  // namespace ur::test
