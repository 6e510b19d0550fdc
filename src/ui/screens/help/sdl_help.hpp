// The help over any screen (F1, ?, the ? button): the keys of the screen under it, scrolled
// by the wheel or the arrows; its ×, Esc, Enter or Space close it, F1 or ? again too (the
// shell's). Its own state: how far its text is scrolled.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ui/shell/screen.hpp"

namespace ur {

class App;

class HelpOverlay final : public Screen {
 public:
  explicit HelpOverlay(App& app) : app_(app) {}
  const char* name() const override { return "help"; }
  std::vector<Button> buttons() const override;
  void draw() const override;
  bool key(std::int32_t k, std::uint16_t mod) override;
  bool pointer(const SDL_Event& e) override;
  bool wheel(const SDL_Event& e) override;
  bool button(int id) override;
  void json(std::string& out) const override;

 private:
  OverlayLayout layout() const;
  std::vector<std::string> paragraphs() const;  // the screen under it: its own keys
  std::vector<std::string> lines(const OverlayLayout& o, float* line_h) const;  // wrapped to the panel
  float max_scroll() const;
  void scroll_by(float dy);

  App& app_;
  float scroll_ = 0;
};

}  // namespace ur
