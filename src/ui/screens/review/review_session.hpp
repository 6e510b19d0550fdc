// A game being reviewed on screen (sdl_review.cpp): its steps, the position before each,
// the review against perfect play (or a search's estimates) as far as it has got, and the
// position shown.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ai/review.hpp"
#include "perfect/table_cache.hpp"

namespace ur {

struct ReviewSession {
  RuleSet rules;
  std::array<std::string, 2> players;
  std::uint64_t seed = 0;
  std::vector<Step> steps;
  std::vector<State> states;           // states[i]: before step i; states[steps.size()]: the end
  std::shared_ptr<TableCache> table;    // null: the rules are not solved (or none here yet)
  std::shared_ptr<TableCache> failed;   // a table that could not answer: estimates took its place
  std::unique_ptr<ReviewValues> values;  // the table's, or a search's estimates
  std::unique_ptr<Reviewer> reviewer;   // null: no grades
  std::string no_grades;               // why there are no grades, in words
  int at = 0;                          // the position shown: after `at` steps
  bool from_history = false;           // Back returns to Your games
};

}  // namespace ur
