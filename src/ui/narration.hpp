// The screen-reader narration (issue 18, docs/accessibility.md): what the page's live
// region says, in the player's language. It follows the game frame by frame and says each
// new game message once (a throw and what it means, a move and what it did, a missed
// turn, the result) and each new prompt (whose turn it is, what to do); on request, the
// moves that can be chosen now. Pure: the platform speaks (platform/narrate), the tests
// read it.
#pragma once

#include <string>
#include <vector>

#include "core/game.hpp"

namespace ur {

class Narration {
 public:
  // What to say for the message and the prompt shown now (empty: nothing new), in order.
  std::vector<std::string> follow(const std::string& message, const std::string& prompt);
  // A new screen or game: nothing said yet.
  void reset();

 private:
  std::string message_, prompt_;
};

// The moves that can be chosen now, numbered as the keys 1-9 choose them: "2 moves: 1. A
// new piece → 4, rosette — throw again; 2. Move 3 → 6: capture".
std::string moves_to_say(const RuleSet& rules, const State& s, const ActionList& choices);

}  // namespace ur
