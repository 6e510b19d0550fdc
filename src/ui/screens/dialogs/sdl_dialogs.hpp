// The dialogs, one layer over any screen (docs/ui.md): a notice (a link's unusable
// settings, a record that cannot be read, ...), the questions (leave the game, delete
// games, take over from the review, a new game over a saved one), the sound and the
// player's name. Each opening is a new dialog, so the keyboard's focus starts on its
// primary button; a notice owns its words, and a second notice before the first is
// closed is added to it. Layout in screens.hpp (dialog_layout); the words of a question
// come from the shell's state when it is drawn (the game kept, the games to delete).
#pragma once

#include <SDL.h>

#include <string>
#include <utility>
#include <vector>

#include "ui/screens.hpp"
#include "ui/shell/screen.hpp"

namespace ur {

class App;

class DialogOverlay final : public Screen {
 public:
  // A notice's words: its title, its lines (shown as a list) and its buttons (none: OK).
  struct Notice {
    std::string title;
    std::vector<std::string> lines;
    std::vector<std::pair<int, std::string>> buttons;
  };

  DialogOverlay(App& app, OverlayKind kind) : app_(app), kind_(kind) {}
  const char* name() const override { return overlay_kind_name(kind_); }
  std::vector<Button> buttons() const override { return layout().buttons; }
  void draw() const override;
  bool key(std::int32_t k, std::uint16_t mod) override;
  bool pointer(const SDL_Event& e) override;
  bool wheel(const SDL_Event& /*e*/) override { return true; }
  bool button(int id) override;
  void json(std::string& out) const override;

  // The layout with its wrapped body lines and its title.
  DialogLayout layout(std::vector<std::string>* lines = nullptr, std::string* title = nullptr) const;
  // The button the keyboard's Enter presses (-1: the primary one, the last).
  int focus() const { return focus_; }
  Notice& notice() { return notice_; }

 private:
  App& app_;
  OverlayKind kind_;
  int focus_ = -1;
  Notice notice_;
};

}  // namespace ur
