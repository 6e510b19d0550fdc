// How to play over any screen, a section per page (pages and layout in howto.hpp): Back
// and Next, ←/→, Esc, wheel and drag to scroll the page's text, and the dice page's
// throws. Its own state: the page shown, how far its text is scrolled, the last throw.
// Each opening is a new overlay, so it opens on page 1 whichever rule set was read before.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ui/screens/howto/howto.hpp"
#include "ui/shell/screen.hpp"

namespace ur {

class App;

class HowToOverlay final : public Screen {
 public:
  explicit HowToOverlay(App& app) : app_(app) {}
  const char* name() const override { return "howto"; }
  void update(std::uint64_t now_ms) override;
  std::vector<Button> buttons() const override { return page().buttons; }
  void draw() const override;
  bool key(std::int32_t k, std::uint16_t mod) override;
  bool pointer(const SDL_Event& e) override;
  bool wheel(const SDL_Event& e) override;
  void json(std::string& out) const override;

 private:
  const RuleSet& rules() const;  // the game's on a game, else the start screen's
  HowToLayout page(std::vector<HowToSection>* sections = nullptr) const;
  int section_index(int count) const;
  float max_scroll() const;  // how far the page's text scrolls
  void scroll_by(float dy);
  bool rolling() const;
  void go(int section);  // past the last: Done
  void throw_dice();
  void click(float x, float y);
  void draw_board(const HowToSection& s, const HowToLayout& l) const;
  void draw_dice(const HowToLayout& l) const;

  App& app_;
  int section_ = 0;  // the page shown
  float scroll_ = 0;
  HowToThrow throw_;  // the dice page's last throw
  std::uint64_t thrown_at_ = 0;
  std::uint64_t rng_ = 0x243F6A8885A308D3ull;
};

}  // namespace ur
