// The games kept, on screen: Your games and Statistics (layout in records_screen.hpp),
// pushed over the start screen. Its own state: how far the list is scrolled and the press
// under way (a tap opens a game, a drag scrolls). The games themselves are the shell's
// (App::history_: read and written in storage, added to when a game ends).
#pragma once

#include "ui/screens/records/records_screen.hpp"
#include "ui/shell/drag_scroll.hpp"
#include "ui/shell/screen.hpp"

namespace ur {

class App;
struct RowChart;

class RecordsScreen final : public Screen {
 public:
  RecordsScreen(App& app, ScreenKind kind) : app_(app), kind_(kind) {}
  const char* name() const override { return screen_kind_name(kind_); }
  void enter() override;
  std::vector<Button> buttons() const override { return layout().buttons; }
  void draw() const override;
  bool key(std::int32_t k, std::uint16_t mod) override;
  bool pointer(const SDL_Event& e) override;
  bool wheel(const SDL_Event& e) override;
  bool button(int id) override;
  void json(std::string& out) const override;

 private:
  RecordsLayout layout() const;
  void draw_chart(const RowChart& c, float u) const;
  void close();

  App& app_;
  ScreenKind kind_;
  float scroll_ = 0;
  DragScroll press_;
};

}  // namespace ur
