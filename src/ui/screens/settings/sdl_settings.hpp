// The settings screen (its rows and layout in settings.hpp): pushed over the start screen
// by its gear, each row a choice that takes effect at once and is kept — the language and
// the name in the preferences, sound and volume in the sound settings, the animation speed
// and reduced motion, the path on the board in the preferences ("speed", "motion",
// "path"). Keyboard: arrows or Tab move (the rows scroll to the focus where they do not
// all fit), Enter or Space choose, Esc closes; the wheel and a finger scroll them. Its own
// state: the keyboard's focus, the scroll, a press under way.
#pragma once

#include "ui/screens/settings/settings.hpp"
#include "ui/shell/drag_scroll.hpp"
#include "ui/shell/screen.hpp"

namespace ur {

class App;

class SettingsScreen final : public Screen {
 public:
  explicit SettingsScreen(App& app) : app_(app) {}
  const char* name() const override { return "settings"; }
  std::vector<Button> buttons() const override { return layout().buttons; }
  void draw() const override;
  bool key(std::int32_t k, std::uint16_t mod) override;
  bool pointer(const SDL_Event& e) override;
  bool wheel(const SDL_Event& e) override;
  bool button(int id) override;
  void json(std::string& out) const override;

 private:
  SettingsValues values() const;
  SettingsLayout layout() const;
  void close();  // back to the screen under it

  App& app_;
  void scroll_to_focus();

  int focus_ = kSettingsDone;  // the keyboard's focus among the buttons
  bool focus_shown_ = false;   // shown once a key was pressed
  float scroll_ = 0;           // how far the rows are scrolled (output px), where they scroll
  DragScroll press_;           // a press on the rows: a tap or a drag
};

}  // namespace ur
