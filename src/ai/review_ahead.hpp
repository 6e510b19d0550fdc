// Asking ahead for a review's table entries. The Reviewer (ai/review.hpp) stops at the
// first step whose values are not here yet, so over HTTP range reads a review costs a
// round trip (and a few frames) per turn: about 200 for a 150-turn finkel game. Asking
// at once for every entry the next `count` steps will need lets a TableCache fetch them
// together (take_requests), so the Reviewer finds them waiting and a long game takes a
// handful of rounds (bench/review_speed prints both counts).
#pragma once

#include <cstddef>
#include <vector>

#include "ai/review.hpp"
#include "core/record.hpp"
#include "perfect/table_source.hpp"

namespace ur {

// How far ahead the game's review screen asks (steps: about 25 turns): a window, not the
// whole game, so the fetches the review needs next are not queued behind hundreds.
inline constexpr std::size_t kReviewAhead = 64;

// For steps [from, from + count) of a game whose positions are `states` (states[i]: the
// position before step i, as a ReviewSession keeps them), asks `table` for the values the
// Reviewer reads at each: before and after a throw, and every legal action's at a move.
// The answers are not used here; returns how many of those lookups are still Pending.
// Entries asked for here wait for their answer without the kSlowTableMs limit until the
// Reviewer asks for them itself (TableSource::set_asking_ahead).
int ask_ahead(const RuleSet& rules, const std::vector<State>& states, const std::vector<Step>& steps, std::size_t from,
              std::size_t count, TableSource& table);

// The step a review has reached: the one after the last it graded (0 before any).
std::size_t review_reached(const Review& r);

}  // namespace ur
