// What the hints show in a game on a solved rule set: the chance of winning with best
// play from the position on the board, and the best of the person's legal moves, both
// read from the rule set's table. Nothing is made up: when the table has no answer (yet)
// the hint says so and the screen shows nothing new.
#pragma once

#include "perfect/table_source.hpp"
#include "ui/controller.hpp"

namespace ur {

struct Hint {
  Lookup chance_state = Lookup::Missing;
  double light_chance = 0.5;  // Light's chance to win (when chance_state is Ready)
  Lookup best_state = Lookup::Missing;
  int best = -1;  // index into the controller's choices of the best move (a person choosing)
};

// The side the bar speaks for: the person's against the computer, else the side to move.
Side hint_viewer(const Controller& c);

// Reads the hints for the position shown (during a move's animation, the position it
// leads to). Asks the table for what it needs, so a cache starts fetching.
Hint read_hint(const Controller& c, TableSource& table);

}  // namespace ur
