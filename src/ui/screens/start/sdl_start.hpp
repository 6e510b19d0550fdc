// The start screen (its layout in start_screen.hpp): the gallery of rule sets and the
// set-up of the chosen one, the keyboard's focus, scrolling the gallery by wheel or by
// dragging a finger; while it is shown it follows what the tables say of the chosen rule
// set (perfect play, the Queen, a table being made or out of reach). A new one each time
// it is shown (App::show): what is chosen on it outlives it, the shell's `App::menu_`
// (MenuState: the rule set, the opponent, the side, the focus, the scroll); its own state
// is the press under way on the gallery (a tap or a drag).
#pragma once

#include <string>

#include "ui/screens/start/start_screen.hpp"
#include "ui/shell/drag_scroll.hpp"
#include "ui/shell/screen.hpp"

namespace ur {

class App;

class StartScreen final : public Screen {
 public:
  explicit StartScreen(App& app) : app_(app) {}
  const char* name() const override { return "menu"; }
  void update(std::uint64_t now_ms) override;
  std::vector<Button> buttons() const override { return layout().buttons; }
  void draw() const override;
  bool key(std::int32_t k, std::uint16_t mod) override;
  bool pointer(const SDL_Event& e) override;
  bool wheel(const SDL_Event& e) override { return pointer(e); }
  bool button(int id) override;
  // Its part of the tests' "menu" object: the page shown, the focus, the scroll, the
  // level's name, the rule sets (the shell writes the rest: the choices, the levels).
  void menu_json(std::string& out) const;

 private:
  StartLayout layout() const;
  void draw_rule_card(const RuleCard& c, const StartLayout& s) const;
  void draw_card_art(const RuleCard& c) const;  // its board with the path, and its dice (sdl_card_art.cpp)
  void draw_focus_ring(const Rect& r) const;
  void draw_gear(const Rect& button) const;  // the settings button's face

  App& app_;
  DragScroll press_;  // a press on the gallery: a tap or a drag
};

}  // namespace ur
