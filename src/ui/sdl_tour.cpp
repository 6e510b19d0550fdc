// The guided first game drawn: its panel across the top (the layout leaves it room) and
// gold frames on the squares the step talks about; starting it from the menu and
// remembering, once it is done or skipped, never to start it by itself again.
#include <algorithm>
#include <cmath>

#include "core/rules.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

namespace ur {

TourLayout App::tour_panel_at(int width) const {
  const float px = start_text_px(width, layout_.height > 0 ? layout_.height : width, pixel_ratio());
  return tour_layout(width, pixel_ratio(), px, tour_.view(game_, path_wanted()), assets_.text.pick(px).metrics);
}

void App::start_guided_game() {
  // Finkel against a casual level, the person playing light.
  menu_.rules = 0;
  for (std::size_t i = 0; i < all_rule_sets().size(); ++i)
    if (all_rule_sets()[i].id == RuleSetId::Finkel) menu_.rules = static_cast<int>(i);
  menu_.opponent = default_opponent();
  menu_.side = 0;
  start_from_menu();
  tour_.start(kLight);  // asked for: even when done before
  tour_running_ = true;
}

void App::follow_tour() {
  tour_.follow(game_);
  if (tour_running_ && !tour_.active()) {
    tour_running_ = false;
    if (prefs_.set) prefs_.set("tour.finkel", "done");
  }
}

void App::draw_tour() {
  const TourLayout t = tour_panel();
  const TourView v = tour_.view(game_, path_wanted());
  // The squares the step is about, framed in pulsing gold.
  const float pulse = 0.6f + 0.4f * std::sin(static_cast<float>(now_ % 1400) / 1400.0f * 6.2831853f);
  const float th = std::max(2.0f, layout_.cell * 0.05f);
  const SDL_Color gold{255, 214, 110, static_cast<Uint8>(150 + 100 * pulse)};
  for (const int sq : v.squares) {
    const Rect q = layout_.square_of(static_cast<SquareId>(sq));
    draw_frame({q.x + th, q.y + th, q.w - 2 * th, q.h - 2 * th}, th, gold);
  }
  if (v.off_pool) {
    // Where borne-off pieces go: the far end of the person's pool.
    const Side side = game_.player_name(kLight).empty() ? kLight : kDark;
    const SDL_FPoint p = pool_point(side, 0, true);
    const float s = layout_.cell * 0.8f;
    draw_frame({p.x - s / 2, p.y - s / 2, s, s}, th, gold);
  }
  draw_panel(t.panel, true);
  draw_text(renderer_, assets_.text_bold, v.title, t.title.x, t.title.y, t.title_px, kGold);
  float y = t.text_y;
  for (const std::string& line : t.lines) {
    draw_text(renderer_, assets_.text, line, t.title.x, y, t.text_px, kIvory);
    y += t.line_h;
  }
  for (const Button& b : t.buttons) draw_button(b);
}

}  // namespace ur
