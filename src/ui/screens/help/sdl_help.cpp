// The help over any screen (F1, ?, the ? button): that screen's own keys, scrolled by the
// wheel, a drag or the arrows.
#include <algorithm>
#include <cmath>

#include "ui/describe.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

namespace ur {

// The help (the keys of the screen under it), scrolled by its wheel, drag or keys.
void App::draw_help() {
  const OverlayLayout o = overlay_layout(layout_.width, layout_.height, pixel_ratio());
  fill_rect({0, 0, static_cast<float>(layout_.width), static_cast<float>(layout_.height)}, {0, 0, 0, 140});
  draw_panel(o.panel, true);
  const float u = o.text_px;
  draw_text(renderer_, assets_.title, tr("help.title"), o.panel.x + u, o.panel.y + u * 0.7f, u * 1.6f, kGold);
  std::string body;
  for (const std::string& p : help_paragraphs()) body += (body.empty() ? "" : "\n\n") + p;
  // Scrollable body, clipped to the panel.
  const SDL_Rect clip{static_cast<int>(o.body.x), static_cast<int>(o.body.y), static_cast<int>(o.body.w), static_cast<int>(o.body.h)};
  SDL_RenderSetClipRect(renderer_, &clip);
  float y = o.body.y - overlay_scroll_;
  const BitmapFont::Atlas& atlas = assets_.text.pick(u);
  const float scale = u / static_cast<float>(atlas.metrics.size);
  const auto lines = wrap_text(atlas.metrics, body, static_cast<int>(o.body.w / scale));
  const float line_h = static_cast<float>(atlas.metrics.line_height) * scale;
  for (const std::string& line : lines) {
    if (y > o.body.y - line_h && y < o.body.y + o.body.h) draw_text(renderer_, assets_.text, line, o.body.x, y, u, kIvory);
    y += line_h;
  }
  const float content = y + overlay_scroll_ - o.body.y;
  overlay_scroll_ = std::min(overlay_scroll_, std::max(0.0f, content - o.body.h));
  // More below: the last lines fade into the panel and a cue says how to reach them.
  const bool more = content - overlay_scroll_ > o.body.h + 1;
  if (more) {
    constexpr int kSteps = 12;
    const float fade_h = line_h * 1.6f;
    for (int i = 0; i < kSteps; ++i) {
      const float t = static_cast<float>(i + 1) / kSteps;
      fill_rect({o.body.x, o.body.y + o.body.h - fade_h * (1 - static_cast<float>(i) / kSteps), o.body.w, fade_h / kSteps + 1},
                {40, 28, 19, static_cast<std::uint8_t>(250 * t)});
    }
  }
  SDL_RenderSetClipRect(renderer_, nullptr);
  if (more) {
    const float px = o.small_px;
    draw_text(renderer_, assets_.text, tr("howto.more_below"), o.body.x + o.body.w, o.body.y + o.body.h + (u - px) * 0.2f, px,
              kGold, Align::kRight);
  }
  for (const Button& b : o.buttons) draw_button(b);
}

std::vector<std::string> App::help_paragraphs() const {
  std::vector<std::string> p;
  auto keys = [](std::initializer_list<const char*> names) {
    std::string out;
    for (const char* n : names) out += (out.empty() ? "" : "\n") + tr(n);
    return out;
  };
  switch (screen()) {
    case ScreenKind::Game:
      p.push_back(tr("help.mouse") + "\n" + tr("help.touch"));
      p.push_back(keys({"help.key.throw", "help.key.tab", "help.key.choice", "help.key.rules", "help.key.hints", "help.key.sound",
                        "help.key.help", "help.key.esc", "help.key.menu"}));
      p.push_back(tr("help.pieces"));
      break;
    case ScreenKind::Review: p.push_back(keys({"help.review", "help.key.help", "help.key.esc"})); break;
    case ScreenKind::History:
    case ScreenKind::Statistics: p.push_back(keys({"help.records", "help.key.help", "help.key.esc"})); break;
    case ScreenKind::Settings: p.push_back(keys({"help.settings", "help.key.help", "help.key.esc"})); break;
    case ScreenKind::Menu:
      p.push_back(keys({"help.start", "help.key.help", "help.key.esc"}));
      p.push_back(tr("help.pieces"));
      break;
  }
  return p;
}

}  // namespace ur
