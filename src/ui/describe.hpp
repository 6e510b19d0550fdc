// Words for what happens in a game: a throw and what it means, what an action would do
// (capture, rosette, bear off, flip, prisoners) and a square's name. Pure functions of
// the rules core, shared by the game screen, the hints and the tests.
#pragma once

#include <string>
#include <vector>

#include "core/game.hpp"

namespace ur {

std::string side_word(Side side);  // the side's name in the player's language (side.light)
// A text that begins a line: its first letter a capital ("your friend's turn" → "Your ...").
std::string capitalised(std::string s);
// A text as a sentence of its own: capitalised, with a full stop unless it ends with one
// (or with ')' or '…').
std::string sentence(std::string s);
// "#g=AQEKAQUBr3…Xk9Q": a link's code as the eye reads it, after its prefix ("#g=",
// "#live="): the start and the end of a long one (the whole is what is copied).
std::string short_code(const std::string& prefix, const std::string& code);

// A record's notation ("in/2", "14/off", "pass": core/record.hpp, docs/notation.md) as a
// player reads it, its words in the player's language (Hungarian "be/2", "14/ki", "passz").
std::string shown_notation(const std::string& notation);

// "2 marked = move 2", "0 marked = move 4, throw again", "1 marked: no move", "6: no move".
std::string describe_throw(const RuleSet& rules, int outcome);

// The board square of a path index of `side` (for drawing and naming).
SquareId square_of(const RuleSet& rules, Side side, int path_index);

// What an action would do if taken now.
struct ActionEffect {
  std::string text;      // e.g. "Move 5 → 8: capture, rosette — throw again"
  bool captures = false;  // an enemy piece goes back (or is taken prisoner)
  bool extra_throw = false;
  bool bears_off = false;
  bool flips = false;     // the moving piece/stack turns over
  int lands_on = -1;      // board square (SquareId) where it lands, -1 for none
};
ActionEffect describe_action(const RuleSet& rules, const State& s, const Action& a);

// A short label for one of the alternatives of the same piece in the stack rule sets, in
// the rule set's words with its distance and what moves ("New piece to square 4", "All 5,
// 4 ahead · +2 prisoners", "Top 3 of 5, 4 ahead", "Alone, 2 back", "With 1 prisoner, 3
// ahead"): the board shows where it lands.
std::string choice_label(const RuleSet& rules, const State& s, const Action& a);

// Which of a piece's alternatives a tap on a square (`square`, or -1) or on the borne-off
// pieces (`off`) chooses: the one shown (`shown`) if it lands there, else the first that
// does; -1 when none lands there.
int alternative_landing_at(const RuleSet& rules, const State& s, const std::vector<Action>& offered, int square, bool off,
                           int shown);

}  // namespace ur
