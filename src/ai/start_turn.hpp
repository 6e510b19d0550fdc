// A learned evaluation knows positions before a throw, the only ones it is trained on. A
// position at a choice before the throw (tokens: pay to enter or miss the turn;
// jeu-royal: place on the start) is worth its best choice's result to the side to move,
// not what the same pieces would be worth with the throw coming at once: valued as if it
// were, a missed turn reads as untrained entries and the choice to pay is never weighed
// (docs/ai.md, "Unsolved rule sets: TD(lambda) self-play").
#pragma once

#include <algorithm>

#include "ai/eval.hpp"
#include "core/game.hpp"

namespace ur {

// P(s.side wins) where `before_throw(t)` gives P(t.side wins) for a position `t` not
// over and not at a choice before its throw. Choices chain at most through one missed turn
// per side, so the recursion is shallow.
template <class BeforeThrow>
double value_at_turn_start(const RuleSet& r, const State& s, const BeforeThrow& before_throw) {
  if (is_over(s)) return final_value(s);
  if (s.phase != Phase::StartTurn) return before_throw(s);
  ActionList legal;
  legal_actions(r, s, legal);
  double best = 0;
  for (const Action& a : legal) {
    const State next = applied(r, s, a);
    const double v = value_at_turn_start(r, next, before_throw);
    best = std::max(best, next.side == s.side ? v : 1.0 - v);
  }
  return best;
}

}  // namespace ur
