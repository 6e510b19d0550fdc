// The start screen drawn and driven: the rule sets' gallery, the set-up of the chosen one,
// the keyboard focus, and scrolling the gallery by wheel or by dragging a finger. Where
// everything goes is start_screen.cpp's.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "core/rules.hpp"
#include "ui/language.hpp"
#include "ui/level_names.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

namespace ur {

// The line over the level picker: the table's news (being prepared, offline) or, on the
// desktop with no table for a solvable rule set, how to get perfect play.
std::string App::strength_label() const {
  if (menu_solve_) return tr("start.strength_solve", {{"rules", rules_notation(all_rule_sets()[static_cast<std::size_t>(menu_.rules)])}});
  return tr(menu_preparing_ ? "start.strength_preparing" : menu_offline_ ? "start.strength_offline" : "start.strength");
}

namespace {

constexpr SDL_Color kCard{52, 37, 25, 245};
constexpr SDL_Color kCardText{222, 206, 176, 255};
constexpr SDL_Color kBrightGold{255, 226, 140, 255};
constexpr SDL_Color kCardOrigin{204, 172, 112, 255};  // muted gold: a line of history
constexpr SDL_Color kPaleGold{240, 220, 170, 255};

}  // namespace

StartLayout App::start_screen() const {
  const float px = start_text_px(layout_.width, layout_.height, pixel_ratio());
  const StartFonts fonts{&assets_.text.pick(px).metrics, &assets_.text_bold.pick(px).metrics};
  return start_layout(layout_.width, layout_.height, pixel_ratio(), menu_, menu_levels(), fonts);
}

void App::draw_focus_ring(const Rect& r) {
  // Ivory outside a dark line, clear of the thing it rings: seen on any colour.
  const float t = std::max(2.0f, 3.0f * pixel_ratio());
  const float g = t;
  auto ring = [&](float out, float thick, SDL_Color c) {
    const Rect o{r.x - out, r.y - out, r.w + 2 * out, r.h + 2 * out};
    fill_rect({o.x, o.y, o.w, thick}, c);
    fill_rect({o.x, o.y + o.h - thick, o.w, thick}, c);
    fill_rect({o.x, o.y + thick, thick, o.h - 2 * thick}, c);
    fill_rect({o.x + o.w - thick, o.y + thick, thick, o.h - 2 * thick}, c);
  };
  ring(g + t, t, kIvory);
  ring(g + t * 1.8f, t * 0.8f, SDL_Color{20, 12, 6, 230});
}

void App::draw_rule_card(const RuleCard& c, const StartLayout& s) {
  const RuleSet& r = all_rule_sets()[static_cast<std::size_t>(c.rules)];
  const bool selected = c.rules == menu_.rules;
  const bool hover = c.rect.contains(mouse_x_, mouse_y_) && s.gallery.contains(mouse_x_, mouse_y_);
  const float b = std::max(2.0f, s.text_px * (selected ? 0.16f : 0.08f));
  fill_rect({c.rect.x + b, c.rect.y + b * 1.5f, c.rect.w, c.rect.h}, {0, 0, 0, 70});
  fill_rect(c.rect, selected || hover ? kBrightGold : kGold);
  fill_rect({c.rect.x + b, c.rect.y + b, c.rect.w - 2 * b, c.rect.h - 2 * b}, selected ? kLapis : kCard);
  const float inner = s.text_px * 0.65f;
  float y = c.rect.y + inner * 0.9f;
  draw_text(renderer_, assets_.text_bold, rule_text(r, "title"), c.rect.x + inner, y, s.card_title_px, selected ? kIvory : kBrightGold);
  const BitmapFont::Atlas& title_atlas = assets_.text_bold.pick(s.card_title_px);
  y += static_cast<float>(title_atlas.metrics.line_height) * s.card_title_px / static_cast<float>(title_atlas.metrics.size);
  const BitmapFont::Atlas& hook_atlas = assets_.text.pick(s.hook_px);
  const float line_h = static_cast<float>(hook_atlas.metrics.line_height) * s.hook_px / static_cast<float>(hook_atlas.metrics.size);
  // Where the rules come from, in the board's gold, then what makes them themselves.
  for (const std::string& line : c.origin) {
    draw_text(renderer_, assets_.text, line, c.rect.x + inner, y, s.hook_px, selected ? kPaleGold : kCardOrigin);
    y += line_h;
  }
  for (const std::string& line : c.hook) {
    draw_text(renderer_, assets_.text, line, c.rect.x + inner, y, s.hook_px, selected ? kIvory : kCardText);
    y += line_h;
  }
}

void App::draw_menu() {
  const StartLayout s = start_screen();
  const float u = s.text_px;
  if (s.title.h > 0) {
    // A longer language's title is made smaller to keep within the screen.
    const std::string title = tr("start.title");
    float px = s.title.h * 0.78f;
    const float tw = assets_.title.measure(title, px), room = s.title.w - 2 * u;
    if (tw > room) px *= room / tw;
    draw_text(renderer_, assets_.title, title, s.title.cx(), s.title.y + (s.title.h * 0.78f - px) * 0.5f, px, kGold, Align::kCentre);
  }
  if (s.gallery.w > 0) {
    const SDL_Rect clip{static_cast<int>(s.gallery.x - u), static_cast<int>(s.gallery.y), static_cast<int>(s.gallery.w + 2 * u),
                        static_cast<int>(s.gallery.h)};
    SDL_RenderSetClipRect(renderer_, &clip);
    for (const auto& [rect, text] : s.headings) {
      const float px = s.heading_px;
      draw_text(renderer_, assets_.title, text, rect.x, rect.y + rect.h - px * 1.45f, px, kGold);
      fill_rect({rect.x, rect.y + rect.h - u * 0.35f, rect.w, std::max(1.0f, u * 0.07f)}, SDL_Color{214, 178, 94, 140});
    }
    for (const RuleCard& c : s.cards) draw_rule_card(c, s);
    SDL_RenderSetClipRect(renderer_, nullptr);
    // More cards below or above: a shaded edge and a scroll bar.
    if (s.gallery_content > s.gallery.h + 1) {
      const float track = s.gallery.h, thumb = track * s.gallery.h / s.gallery_content;
      const float at = (track - thumb) * s.scroll / (s.gallery_content - s.gallery.h);
      const float bw = std::max(3.0f, u * 0.22f);
      fill_rect({s.gallery.x + s.gallery.w + u * 0.35f, s.gallery.y, bw, track}, SDL_Color{0, 0, 0, 90});
      fill_rect({s.gallery.x + s.gallery.w + u * 0.35f, s.gallery.y + at, bw, thumb}, kGold);
    }
  }
  if (s.setup.w > 0) {
    draw_panel(s.setup, true);
    auto lines = [&](const TextBlock& b, const BitmapFont& font, SDL_Color colour) {
      float y = b.rect.y;
      for (const std::string& line : b.lines) {
        draw_text(renderer_, font, line, b.rect.x, y, b.px, colour);
        y += b.line_h;
      }
    };
    lines(s.name, assets_.text_bold, kGold);
    lines(s.source, assets_.text, kMuted);
    lines(s.summary, assets_.text, kCardText);
    const float label_px = s.small_px;
    draw_text(renderer_, assets_.text, tr("start.play_against"), s.opponent_label.x, s.opponent_label.y, label_px, kMuted);
    const std::string strength = strength_label();
    const bool computer = menu_.opponent > 0;
    if (computer)
      draw_text(renderer_, assets_.text, strength, s.level_label.x, s.level_label.y, label_px,
                menu_preparing_ || menu_offline_ ? kGold : kMuted);
    else
      draw_text(renderer_, assets_.text, tr("start.friend_plays"), s.level_label.x, s.level_label.y, label_px, kMuted);
    draw_text(renderer_, assets_.text, tr("start.you_play"), s.side_label.x, s.side_label.y, label_px, kMuted);
    // The level's name between its arrows (with a friend, where the friend plays instead).
    if (computer) fill_rect(s.level_box, SDL_Color{60, 42, 28, 255});
    float px = s.level_box.h * 0.46f;
    const float w = assets_.text_bold.measure(s.level_name, px);
    if (w > s.level_box.w * 0.9f) px *= s.level_box.w * 0.9f / w;
    draw_text(renderer_, assets_.text_bold, s.level_name, s.level_box.cx(), s.level_box.cy() - px * 0.62f, px,
              computer ? kIvory : kMuted, Align::kCentre);
    lines(s.strength, assets_.text, kGold);
    lines(s.side_note, assets_.text, kCardText);
  }
  for (const Button& b : s.buttons) {
    if (b.id >= kRuleCardBase && b.id < kRuleCardBase + static_cast<int>(all_rule_sets().size())) continue;  // drawn above
    draw_button(b);
    if (b.id == kOpenSettings) draw_gear(b.rect);
    if (b.id == kSideLight || b.id == kSideDark) {
      const float size = b.rect.h * 0.62f;
      draw_piece(b.rect.x + b.rect.h * 0.6f, b.rect.cy(), size, b.id == kSideLight ? kLight : kDark, false);
    }
  }
  if (menu_.focus_shown)
    for (const Button& b : s.buttons)
      if (b.id == menu_.focus) {
        const RuleCard* card = nullptr;
        for (const RuleCard& c : s.cards)
          if (kRuleCardBase + c.rules == b.id) card = &c;
        draw_focus_ring(card ? card->rect : b.rect);
      }
}

void App::menu_button(int id) {
  const StartLayout s = start_screen();
  apply_start_button(menu_, id, static_cast<int>(menu_levels().size()), s.two_panes);
  if (id >= kRuleCardBase && s.two_panes && menu_.focus_shown) menu_.focus = kPlay;
}

void App::menu_key(SDL_Keycode k, Uint16 mod) {
  const StartLayout s = start_screen();
  const bool was_shown = menu_.focus_shown;
  menu_.focus_shown = true;
  auto move = [&](int to) {
    menu_.focus = to;
    // Only a rule set's card sets the rules (the gear, Your games or Open a record have ids
    // above the cards': found by the native UI suite, an index past the rule sets).
    if (to < kRuleCardBase || to >= kRuleCardBase + static_cast<int>(all_rule_sets().size())) return;
    if (s.two_panes) menu_.rules = to - kRuleCardBase;  // the set-up follows the focus
    for (const RuleCard& c : s.cards)  // scroll the focused card into view
      if (kRuleCardBase + c.rules == to) {
        const float pad = s.text_px * 0.6f;
        if (c.rect.y < s.gallery.y) menu_.scroll = s.scroll - (s.gallery.y - c.rect.y) - pad;
        if (c.rect.y + c.rect.h > s.gallery.y + s.gallery.h)
          menu_.scroll = s.scroll + (c.rect.y + c.rect.h - s.gallery.y - s.gallery.h) + pad;
        menu_.scroll = std::max(0.0f, menu_.scroll);
      }
  };
  switch (k) {
    case SDLK_LEFT: move(focus_toward(s.buttons, menu_.focus, -1, 0)); break;
    case SDLK_RIGHT: move(focus_toward(s.buttons, menu_.focus, 1, 0)); break;
    case SDLK_UP: move(focus_toward(s.buttons, menu_.focus, 0, -1)); break;
    case SDLK_DOWN: move(focus_toward(s.buttons, menu_.focus, 0, 1)); break;
    case SDLK_TAB: move(focus_step(s.buttons, menu_.focus, (mod & KMOD_SHIFT) ? -1 : 1)); break;
    case SDLK_RETURN: case SDLK_SPACE: case SDLK_KP_ENTER:
      // The first key only shows where the focus is when it was hidden.
      if (!was_shown && menu_.focus != kPlay) break;
      press_button(menu_.focus);
      break;
    case SDLK_ESCAPE:
      if (!s.two_panes && menu_.setup_page) menu_button(kAllRules);
      break;
    case SDLK_r: press_button(kHowToPlay); break;
    default: break;
  }
}

void App::menu_pointer(const SDL_Event& e) {
  const float k = pixel_ratio();
  switch (e.type) {
    case SDL_MOUSEBUTTONDOWN:
      if (e.button.button != SDL_BUTTON_LEFT) return;
      press_.press(static_cast<float>(e.button.x) * k, static_cast<float>(e.button.y) * k, start_screen().scroll);
      return;
    case SDL_MOUSEMOTION:
      if (e.motion.state & SDL_BUTTON_LMASK)
        if (const auto dy = press_.drag(static_cast<float>(e.motion.y) * k, 10.0f * k)) menu_.scroll = std::max(0.0f, press_.scroll - *dy);
      return;
    case SDL_MOUSEBUTTONUP:
      if (e.button.button != SDL_BUTTON_LEFT) return;
      if (press_.release()) {
        // A click (or a tap that did not drag) where it was pressed.
        menu_.focus_shown = false;
        const StartLayout s = start_screen();
        if (const auto id = hit_button(s.buttons, press_.x, press_.y)) {
          menu_.focus = *id;
          press_button(*id);
        }
      }
      return;
    case SDL_MOUSEWHEEL:
      menu_.scroll = std::max(0.0f, start_screen().scroll - static_cast<float>(e.wheel.y) * 48 * k);
      return;
    default:
      return;
  }
}

// A gear in ivory on the button's face: a ring of eight square teeth around a disc with
// a hole in the middle, drawn with triangles.
void App::draw_gear(const Rect& button) {
  const float cx = button.cx(), cy = button.cy();
  const float r = button.h * 0.22f, tooth = button.h * 0.075f;
  std::vector<SDL_Vertex> v;
  auto tri = [&](float ax, float ay, float bx, float by, float qx, float qy, SDL_Color c) {
    v.push_back({{ax, ay}, c, {0, 0}});
    v.push_back({{bx, by}, c, {0, 0}});
    v.push_back({{qx, qy}, c, {0, 0}});
  };
  auto disc = [&](float radius, SDL_Color c) {
    constexpr int kSides = 28;
    for (int i = 0; i < kSides; ++i) {
      const float a0 = 6.2831853f * static_cast<float>(i) / kSides, a1 = 6.2831853f * static_cast<float>(i + 1) / kSides;
      tri(cx, cy, cx + radius * std::cos(a0), cy + radius * std::sin(a0), cx + radius * std::cos(a1), cy + radius * std::sin(a1), c);
    }
  };
  const SDL_Color ivory = kIvory;
  for (int i = 0; i < 8; ++i) {
    const float a = 6.2831853f * static_cast<float>(i) / 8.0f + 0.3927f;
    const float dx = std::cos(a), dy = std::sin(a), nx = -dy, ny = dx;
    const float in = r * 0.8f, out = r + tooth * 1.9f, half = tooth;
    const SDL_FPoint p0{cx + dx * in + nx * half, cy + dy * in + ny * half}, p1{cx + dx * out + nx * half, cy + dy * out + ny * half},
        p2{cx + dx * out - nx * half, cy + dy * out - ny * half}, p3{cx + dx * in - nx * half, cy + dy * in - ny * half};
    tri(p0.x, p0.y, p1.x, p1.y, p2.x, p2.y, ivory);
    tri(p0.x, p0.y, p2.x, p2.y, p3.x, p3.y, ivory);
  }
  disc(r, ivory);
  disc(r * 0.45f, kBrown);
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
  SDL_RenderGeometry(renderer_, nullptr, v.data(), static_cast<int>(v.size()), nullptr, 0);
}

}  // namespace ur
