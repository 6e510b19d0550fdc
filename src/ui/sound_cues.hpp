// Which sounds the game makes, from what the controller shows: follows the game frame by
// frame and names the sounds of what happened since the last look (the dice rattling and
// settling, a piece sliding, then landing, capturing, reaching a rosette or bearing off,
// a stack turning over, the game won or lost by the person playing). Pure: the game
// screen plays them, the tests read them.
#pragma once

#include <vector>

#include "audio/synth.hpp"
#include "ui/controller.hpp"

namespace ur {

struct SoundCue {
  SoundId id;
  int dice = 4;  // the dice thrown (TetraRattle, TetraSettle)
  bool operator==(const SoundCue&) const = default;
};

class SoundCues {
 public:
  // Takes the game as it stands, silently (a new game, a game continued).
  void restart(const Controller& c);
  // The sounds of what happened since the last call (or the restart), in order.
  std::vector<SoundCue> follow(const Controller& c);

 private:
  State state_{};              // the game as last seen, moved on by the history's new steps
  std::size_t seen_ = 0;       // history steps already heard
  Stage stage_ = Stage::Idle;
  bool synced_ = false;
  bool rattled_ = false, slid_ = false;  // the rattle of the throw, the slide of the move to come, heard
};

}  // namespace ur
