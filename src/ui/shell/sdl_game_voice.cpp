// The screen-reader narration on the game screen (ui/narration.hpp): each new message and
// prompt of the game as it is shown, and the moves that can be chosen on the L key.
#include "ui/shell/sdl_game_voice.hpp"

#include "ui/screens.hpp"
#include "ui/sdl_app.hpp"

namespace ur {

void GameVoice::narrate() {
  if (!narrator_) return;
  for (const std::string& text : narration_.follow(app_.game_.message(), status_line(app_.game_))) narrator_(text);
}

void GameVoice::say_moves() {
  if (!narrator_ || !app_.game_.has_game()) return;
  if (app_.game_.stage() != Stage::ChooseAction) {
    const std::string now = status_line(app_.game_);
    narrator_(now.empty() ? moves_to_say(app_.game_.rules(), app_.game_.state(), ActionList{}) : now);
    return;
  }
  narrator_(moves_to_say(app_.game_.rules(), app_.game_.state(), app_.game_.choices()));
}

}  // namespace ur
