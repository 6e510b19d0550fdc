// The screen-reader narration on the game screen (ui/narration.hpp): each new message and
// prompt of the game as it is shown, and the moves that can be chosen on the L key.
#include "ui/screens.hpp"
#include "ui/sdl_app.hpp"

namespace ur {

void App::narrate_game() {
  if (!narrator_) return;
  for (const std::string& text : narration_.follow(game_.message(), status_line(game_))) narrator_(text);
}

void App::say_moves() {
  if (!narrator_ || !game_.has_game()) return;
  if (game_.stage() != Stage::ChooseAction) {
    const std::string now = status_line(game_);
    narrator_(now.empty() ? moves_to_say(game_.rules(), game_.state(), ActionList{}) : now);
    return;
  }
  narrator_(moves_to_say(game_.rules(), game_.state(), game_.choices()));
}

}  // namespace ur
