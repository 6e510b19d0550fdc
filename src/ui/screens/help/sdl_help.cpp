// The help over any screen (sdl_help.hpp; layout in screens.hpp, overlay_layout): that
// screen's own keys, scrolled by the wheel or the arrows.
#include "ui/screens/help/sdl_help.hpp"

#include <algorithm>
#include <cmath>

#include "common/json.hpp"
#include "ui/describe.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

namespace ur {

OverlayLayout HelpOverlay::layout() const {
  return overlay_layout(app_.layout_.width, app_.layout_.height, app_.pixel_ratio());
}

std::vector<Button> HelpOverlay::buttons() const { return layout().buttons; }

std::vector<std::string> HelpOverlay::paragraphs() const {
  std::vector<std::string> p;
  auto keys = [](std::initializer_list<const char*> names) {
    std::string out;
    for (const char* n : names) out += (out.empty() ? "" : "\n") + tr(n);
    return out;
  };
  switch (app_.screen()) {
    case ScreenKind::Game:
      p.push_back(tr("help.mouse") + "\n" + tr("help.touch"));
      p.push_back(keys({"help.key.throw", "help.key.tab", "help.key.choice", "help.key.rules", "help.key.hints", "help.key.path", "help.key.sound",
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

std::vector<std::string> HelpOverlay::lines(const OverlayLayout& o, float* line_h) const {
  std::string body;
  for (const std::string& p : paragraphs()) body += (body.empty() ? "" : "\n\n") + p;
  const BitmapFont::Atlas& atlas = app_.assets_.text.pick(o.text_px);
  const float scale = o.text_px / static_cast<float>(atlas.metrics.size);
  if (line_h) *line_h = static_cast<float>(atlas.metrics.line_height) * scale;
  return wrap_text(atlas.metrics, body, static_cast<int>(o.body.w / scale));
}

float HelpOverlay::max_scroll() const {
  const OverlayLayout o = layout();
  float line_h = 0;
  const float content = static_cast<float>(lines(o, &line_h).size()) * line_h;
  return std::max(0.0f, content - o.body.h);
}

// From where the text is shown (a smaller window may have left scroll_ past the end).
void HelpOverlay::scroll_by(float dy) {
  const float most = max_scroll();
  scroll_ = std::clamp(std::min(scroll_, most) + dy, 0.0f, most);
}

bool HelpOverlay::key(std::int32_t k, std::uint16_t mod) {
  if (App::is_help_key(k, mod)) return false;  // the shell closes it
  const float h = static_cast<float>(app_.layout_.height);
  if (k == SDLK_ESCAPE || k == SDLK_RETURN || k == SDLK_SPACE) app_.close_overlay();
  if (k == SDLK_DOWN || k == SDLK_PAGEDOWN) scroll_by(h * (k == SDLK_DOWN ? 0.06f : 0.5f));
  if (k == SDLK_UP || k == SDLK_PAGEUP) scroll_by(-h * (k == SDLK_UP ? 0.06f : 0.5f));
  return true;
}

bool HelpOverlay::pointer(const SDL_Event& e) {
  app_.click_button(buttons(), e);
  return true;
}

bool HelpOverlay::wheel(const SDL_Event& e) {
  scroll_by(-e.wheel.preciseY * 40 * app_.pixel_ratio());
  return true;
}

bool HelpOverlay::button(int id) {
  if (id != kCloseOverlay) return false;
  app_.close_overlay();
  return true;
}

void HelpOverlay::draw() const {
  App& a = app_;
  const OverlayLayout o = layout();
  a.fill_rect({0, 0, static_cast<float>(a.layout_.width), static_cast<float>(a.layout_.height)}, {0, 0, 0, 140});
  a.draw_panel(o.panel, true);
  const float u = o.text_px;
  draw_text(a.renderer_, a.assets_.title, tr("help.title"), o.panel.x + u, o.panel.y + u * 0.7f, u * 1.6f, kGold);
  float line_h = 0;
  const std::vector<std::string> text = lines(o, &line_h);
  const float content = static_cast<float>(text.size()) * line_h;
  const float scroll = std::clamp(scroll_, 0.0f, std::max(0.0f, content - o.body.h));
  // Scrollable body, clipped to the panel.
  const SDL_Rect clip{static_cast<int>(o.body.x), static_cast<int>(o.body.y), static_cast<int>(o.body.w), static_cast<int>(o.body.h)};
  SDL_RenderSetClipRect(a.renderer_, &clip);
  float y = o.body.y - scroll;
  for (const std::string& line : text) {
    if (y > o.body.y - line_h && y < o.body.y + o.body.h) draw_text(a.renderer_, a.assets_.text, line, o.body.x, y, u, kIvory);
    y += line_h;
  }
  // More below: the last lines fade into the panel and a cue says how to reach them.
  const bool more = content - scroll > o.body.h + 1;
  if (more) {
    constexpr int kSteps = 12;
    const float fade_h = line_h * 1.6f;
    for (int i = 0; i < kSteps; ++i) {
      const float t = static_cast<float>(i + 1) / kSteps;
      a.fill_rect({o.body.x, o.body.y + o.body.h - fade_h * (1 - static_cast<float>(i) / kSteps), o.body.w, fade_h / kSteps + 1},
                  {40, 28, 19, static_cast<std::uint8_t>(250 * t)});
    }
  }
  SDL_RenderSetClipRect(a.renderer_, nullptr);
  if (more) {
    const float px = o.small_px;
    draw_text(a.renderer_, a.assets_.text, tr("howto.more_below"), o.body.x + o.body.w, o.body.y + o.body.h + (u - px) * 0.2f, px,
              kGold, Align::kRight);
  }
  for (const Button& b : o.buttons) a.draw_button(b);
}

void HelpOverlay::json(std::string& out) const {
  out += ",\"help\":{\"lines\":[";
  const std::vector<std::string> p = paragraphs();
  for (std::size_t i = 0; i < p.size(); ++i) out += (i ? ",\"" : "\"") + json_escape(p[i]) + "\"";
  out += "]}";
}

}  // namespace ur
