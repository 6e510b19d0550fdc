// A game on the board, and its result once it is over. Its own state: what the person is
// choosing (the alternatives offered for the piece picked, the one a finger tapped once,
// the keyboard's cursor over the choices); a new game is a new screen, so it starts with
// nothing chosen. The game itself (the Controller), the board view, the hints, the tour
// and the services (link and live play, sound) are the shell's.
#pragma once

#include <SDL.h>

#include <optional>
#include <string>
#include <vector>

#include "ui/controller.hpp"
#include "ui/screens.hpp"
#include "ui/shell/screen.hpp"

namespace ur {

class App;

class GameScreen final : public Screen {
 public:
  explicit GameScreen(App& app) : app_(app) {}

  const char* name() const override;  // "game", or "result" once the result is shown
  void update(std::uint64_t now_ms) override;
  std::vector<Button> buttons() const override { return game_buttons(); }
  void draw() const override;
  bool key(std::int32_t k, std::uint16_t mod) override;
  bool pointer(const SDL_Event& e) override;
  bool button(int id) override;  // Throw and the choices' chips

  // Puts the choosing away (a move came from elsewhere, the game is left).
  void put_away_choices();
  int cursor() const { return cursor_; }  // the tests' "selected"
  std::string offered_json() const;       // the tests' "offered"

 private:
  GameControls controls() const;  // the screen's buttons and boxes as they stand
  std::vector<Button> game_buttons() const;
  void game_click(float x, float y);
  void pick_square(std::optional<BoardSquare> sq, bool pool);
  void take(const Action& a);
  std::optional<Action> cursor_action() const;
  void game_key(SDL_Keycode k, Uint16 mod);
  void game_update(std::uint64_t now_ms);
  bool result_shown() const;

  // A piece's alternatives on the board: the one shown (under the pointer, or tapped
  // once), and a tap on the board among them.
  std::optional<Action> shown_alternative(const std::vector<Button>& buttons) const;
  bool offered_click(std::optional<BoardSquare> sq, bool pool);

  // The painter (sdl_game_draw.cpp): changes nothing.
  void draw_game() const;
  void draw_status(const GameControls& g) const;
  void draw_highlights(const GameControls& g) const;
  std::optional<Action> hinted_best() const;
  // Whether the alternatives offered start from a stack of two or more (else one piece's ways).
  bool offered_from_stack() const;
  void draw_best_tag() const;
  void draw_dice(const GameControls& g) const;
  void draw_hint_bar(const Rect& r) const;
  void draw_game_notice() const;
  void draw_result() const;

  App& app_;
  std::vector<Action> offered_;  // alternatives for the piece the person picked
  int offered_pick_ = -1;        // the alternative a finger tapped once (shown, not yet played)
  int chip_page_ = 0;            // the page of their chips shown (a phone: kChoiceMore turns it)
  int cursor_ = -1;              // keyboard cursor over the person's choices
};

}  // namespace ur
