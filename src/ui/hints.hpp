// What the hints show in a game: the chance of winning with best play from the position on
// the board, and the best of the person's legal moves. Exact where the rule set's table
// answers; everywhere else (no table published, one still being prepared or on its way,
// offline, a table listed but missing or broken) estimates by the strongest search the game
// has — the Queen's network at its leaves where the rule set has one — marked as such. A
// search thinks in slices, from the moment the dice are thrown, so the best move is there
// when the pieces can be chosen.
#pragma once

#include <functional>
#include <memory>
#include <optional>

#include "ai/review.hpp"
#include "perfect/table_source.hpp"
#include "ui/controller.hpp"

namespace ur {

struct Hint {
  Lookup chance_state = Lookup::Missing;
  double light_chance = 0.5;  // Light's chance to win (when chance_state is Ready)
  Lookup best_state = Lookup::Missing;
  int best = -1;  // index into the controller's choices of the best move (a person choosing)
  bool estimate = false;  // by search, not read from a table
};

// The side the bar speaks for: the person's against the computer, else the side to move.
Side hint_viewer(const Controller& c);

// Reads the hints for the position shown (during a move's animation, the position it
// leads to) from a table. Asks the table for what it needs, so a cache starts fetching.
Hint read_hint(const Controller& c, TableSource& table);

class HintReader {
 public:
  using Clock = std::function<double()>;  // milliseconds
  // The hints for the game now: the table's where `table` (may be null) is ready and
  // answers, else estimates, thinking at most about `budget_ms` by `clock` in this call.
  // While the dice roll, the move decision they lead to is searched ahead.
  Hint read(const Controller& c, TableSource* table, const Clock& clock, double budget_ms);

 private:
  Hint estimate(const Controller& c, const Clock& clock, double budget_ms);
  SearchValues& values_for(const RuleSet& r);

  std::unique_ptr<SearchValues> values_;
  RuleSetId rules_id_{};               // the rules values_ is for: family and pieces
  int pieces_ = 0;
  std::optional<State> valued_;        // the position chance_ is the value of (for its mover)
  double chance_ = 0.5;
};

}  // namespace ur
