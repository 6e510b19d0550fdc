// The game screen's input and its frame (its state is still App's): the buttons shown, a
// tap on the board (select, then play, with a finger), the keys, and each frame's work.
#include <algorithm>
#include <cmath>

#include "ui/describe.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

namespace ur {

// The game screen's buttons: the controls, the tour's panel over them, or the result's.
std::vector<Button> App::game_buttons() const {
  if (game_.stage() == Stage::Over && now_ >= game_.finished_at() + 900)
    return result_layout(layout_.width, layout_.height).buttons;
  std::vector<Button> buttons = game_controls(layout_, game_, offered_, hint_switch(), sound_settings_.on, remote_.throw_by()).buttons;
  if (tour_.active()) {
    const TourLayout t = tour_panel();
    buttons.insert(buttons.begin(), t.buttons.begin(), t.buttons.end());
  }
  return buttons;
}

// A press on the game's board (its buttons had their turn): a piece or the pool.
void App::game_click(float x, float y) {
  const bool pool = layout_.pool[game_.state().side].contains(x, y);
  const auto sq = layout_.hit_square(x, y);
  if (offered_click(sq, pool)) return;
  if (!offered_.empty()) {  // a tap beside the offered choices puts them away
    offered_.clear();
    offered_pick_ = -1;
    if (!game_.is_human(game_.state().side) || actions_at(game_, sq, pool).empty()) return;
  }
  pick_square(sq, pool);
}

void App::pick_square(std::optional<BoardSquare> sq, bool pool) {
  if (!game_.is_human(game_.state().side)) return;
  const std::vector<Action> here = actions_at(game_, sq, pool);
  if (touch_) {
    // A finger has no hover: the first tap selects a move and shows where it lands and
    // what it does; a second tap on the piece, or a tap on its landing square, plays it.
    if (const auto selected = cursor_action()) {
      const ActionEffect e = describe_action(game_.rules(), game_.state(), *selected);
      const bool on_landing = e.lands_on >= 0 ? sq && layout_.board.at(sq->row, sq->col) == e.lands_on
                                              : e.bears_off && pool && here.empty();
      const bool same = here.size() == 1 && here[0] == *selected;
      if (on_landing || same) {
        take(*selected);
        return;
      }
    }
    cursor_ = -1;
    if (here.size() == 1) {
      for (int i = 0; i < game_.choices().size(); ++i)
        if (game_.choices()[i] == here[0]) cursor_ = i;
      return;
    }
  } else if (here.size() == 1) {
    take(here[0]);
    return;
  }
  if (here.size() > 1) {  // several things this piece may do: let the person say which
    offered_ = here;
    offered_pick_ = -1;
  }
}

void App::take(const Action& a) {
  if (remote_.take(a)) return;
  if (game_.choose(a, now_)) {
    offered_.clear();
    offered_pick_ = -1;
    cursor_ = -1;
  }
}

std::optional<Action> App::cursor_action() const {
  if (cursor_ < 0 || cursor_ >= game_.choices().size()) return std::nullopt;
  return game_.choices()[cursor_];
}

// The game screen's keys (the result's once the game is over).
void App::game_key(SDL_Keycode k, Uint16 mod) {
  (void)mod;
  if (game_.stage() == Stage::Over && now_ >= game_.finished_at() + 900) {
    if (k == SDLK_RETURN || k == SDLK_SPACE) press_button(kPlayAgain);
    if (k == SDLK_ESCAPE || k == SDLK_m) press_button(kBackToMenu);
    return;
  }
  if (k == SDLK_ESCAPE) {
    if (!offered_.empty()) offered_.clear(); else if (cursor_ >= 0) cursor_ = -1; else ask_to_leave();
    return;
  }
  if (k == SDLK_m) { ask_to_leave(); return; }
  if (sound_key(k)) return;
  if (k == SDLK_r) { open_overlay(OverlayKind::HowTo); return; }
  if (k == SDLK_h) { toggle_hints(); return; }
  if (k == SDLK_l) { say_moves(); return; }
  if (k >= SDLK_1 && k <= SDLK_9) {
    const int i = static_cast<int>(k - SDLK_1);
    // Choosing a move with no alternatives offered: the i-th legal move, as L says them.
    if (game_.stage() == Stage::ChooseAction && offered_.empty() && game_.is_human(game_.state().side)) {
      if (i < game_.choices().size()) take(game_.choices()[i]);
      return;
    }
    press_button(kChoiceBase + i);
    return;
  }
  const int n = game_.choices().size();
  if (game_.stage() == Stage::ChooseAction && n > 0 && offered_.empty()) {
    if (k == SDLK_TAB || k == SDLK_RIGHT || k == SDLK_DOWN) { cursor_ = (cursor_ + 1) % n; return; }
    if (k == SDLK_LEFT || k == SDLK_UP) { cursor_ = (cursor_ + n - 1) % n; return; }
  }
  if (k == SDLK_SPACE || k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_t) {
    if (game_.stage() == Stage::AwaitThrow) { press_button(kThrowButton); return; }
    if (game_.stage() == Stage::ChooseAction) {
      if (!offered_.empty()) { take(offered_[0]); return; }
      if (cursor_ < 0) { cursor_ = 0; return; }  // first press shows the first move
      if (const auto a = cursor_action()) take(*a);
    }
  }
}

// Each frame of the game screen: the friend's moves, the game itself, the tour, the save,
// the sounds and the narration.
void App::game_update(std::uint64_t now_ms) {
  remote_.live.follow();  // the friend's moves, once a frame; a stall told
  game_.update(now_ms, [] { return static_cast<double>(SDL_GetPerformanceCounter()) * 1000.0 /
                                   static_cast<double>(SDL_GetPerformanceFrequency()); });
  follow_tour();
  keep_game();
  play_sound_cues();
  narrate_game();
}

}  // namespace ur
