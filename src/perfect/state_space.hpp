// How many positions an exact solve of a rule set must value (docs/perfect-play.md,
// "State-space sizes"): counted from the rule set's paths and board, never by playing.
//
// A position here is what a table entry values: the position before a throw, seen by the
// side to move (the paths are mirror images, so the other side's view is the same entry).
// For rule sets with one piece per square the count is exact: every way of putting each
// side's pieces on distinct squares of its path (a square a path visits twice holds that
// side's piece at either of its two path indices), times every split of the rest into
// waiting and borne off (a side with every piece off has won: not a position), times the
// rule set's other state (tokens: the split of the 21 tokens and the missed-turn flags).
// For the stacking rule sets it is a lower bound: only positions with every piece alone on
// its square are counted, which is already far beyond this machine.
#pragma once

#include <cstdint>
#include <string>

#include "core/rules.hpp"

namespace ur {

struct StateSpace {
  // Boards: ways to place the pieces on the squares with the waiting and off counts.
  double boards = 0;
  // Factor for the state beyond the pieces (tokens' splits and flags, a turn counter).
  double other = 1;
  // boards * other; `exact` when it is below 2^63 and counts every position.
  double positions = 0;
  std::uint64_t exact_positions = 0;  // 0 unless exact
  bool exact = false;
  std::string other_state;  // what `other` counts ("" if nothing)
};

StateSpace state_space(const RuleSet& r);

}  // namespace ur
