// The start screen drawn and driven (sdl_start.hpp): the rule sets' gallery, the set-up of
// the chosen one, the keyboard focus, and scrolling the gallery by wheel or by dragging a
// finger; following the tables while it is shown. Where everything goes is start_screen.cpp's.
#include "ui/screens/start/sdl_start.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <string>
#include <vector>

#include "core/rules.hpp"
#include "ui/language.hpp"
#include "ui/level_names.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

namespace ur {

namespace {

constexpr SDL_Color kCard{52, 37, 25, 245};
constexpr SDL_Color kCardText{222, 206, 176, 255};
constexpr SDL_Color kBrightGold{255, 226, 140, 255};
constexpr SDL_Color kCardOrigin{204, 172, 112, 255};  // muted gold: a line of history
constexpr SDL_Color kPaleGold{240, 220, 170, 255};

}  // namespace

StartLayout StartScreen::layout() const {
  const App& a = app_;
  const float px = start_text_px(a.layout_.width, a.layout_.height, a.pixel_ratio());
  const StartFonts fonts{&a.assets_.text.pick(px).metrics, &a.assets_.text_bold.pick(px).metrics};
  return start_layout(a.layout_.width, a.layout_.height, a.pixel_ratio(), a.menu_, menu_levels(a.menu_), fonts);
}

// Follows the tables: offers perfect play once the chosen rule set's table is there, and
// the Queen once her network is; says when a table is being made or cannot be reached.
void StartScreen::update(std::uint64_t /*now_ms*/) {
  App& a = app_;
  MenuState& m = a.menu_;
  const RuleSet& rules = all_rule_sets()[static_cast<std::size_t>(m.rules)];
  const auto table = a.tables_.get(rules);
  const bool offered = table && table->status() == Lookup::Ready;
  const bool preparing = table && table->preparing();
  const bool offline = table && a.offline_ && !offered;
  a.nets_.want(rules);
  const bool oracle = a.nets_.state(rules) == NetLibrary::State::Ready;
  if (offered != m.perfect || oracle != m.oracle) {
    follow_levels(m, offered, oracle);
    a.dirty_ = true;
  }
  // The desktop, a solvable rule set and no table in the player's data folder: the set-up
  // says how to get perfect play (docs/desktop.md).
  const bool solve = table && !a.tables_.indexed() && table->status() == Lookup::Missing;
  if (preparing != m.preparing || offline != m.offline || solve != m.solve) a.dirty_ = true;
  m.preparing = preparing;
  m.offline = offline;
  m.solve = solve;
}

void StartScreen::draw_focus_ring(const Rect& r) const {
  // Ivory outside a dark line, clear of the thing it rings: seen on any colour.
  const float t = std::max(2.0f, 3.0f * app_.pixel_ratio());
  const float g = t;
  auto ring = [&](float out, float thick, SDL_Color c) {
    const Rect o{r.x - out, r.y - out, r.w + 2 * out, r.h + 2 * out};
    app_.fill_rect({o.x, o.y, o.w, thick}, c);
    app_.fill_rect({o.x, o.y + o.h - thick, o.w, thick}, c);
    app_.fill_rect({o.x, o.y + thick, thick, o.h - 2 * thick}, c);
    app_.fill_rect({o.x + o.w - thick, o.y + thick, thick, o.h - 2 * thick}, c);
  };
  ring(g + t, t, kIvory);
  ring(g + t * 1.8f, t * 0.8f, SDL_Color{20, 12, 6, 230});
}

void StartScreen::draw_rule_card(const RuleCard& c, const StartLayout& s) const {
  const MenuState& m = app_.menu_;
  const RuleSet& r = all_rule_sets()[static_cast<std::size_t>(c.rules)];
  const bool selected = c.rules == m.rules;
  const bool hover = c.rect.contains(app_.mouse_x_, app_.mouse_y_) && s.gallery.contains(app_.mouse_x_, app_.mouse_y_);
  const float b = std::max(2.0f, s.text_px * (selected ? 0.16f : 0.08f));
  app_.fill_rect({c.rect.x + b, c.rect.y + b * 1.5f, c.rect.w, c.rect.h}, {0, 0, 0, 70});
  app_.fill_rect(c.rect, selected || hover ? kBrightGold : kGold);
  app_.fill_rect({c.rect.x + b, c.rect.y + b, c.rect.w - 2 * b, c.rect.h - 2 * b}, selected ? kLapis : kCard);
  const float inner = s.text_px * 0.65f;
  float y = c.rect.y + inner * 0.9f;
  draw_text(app_.renderer_, app_.assets_.text_bold, rule_text(r, "title"), c.rect.x + inner, y, s.card_title_px, selected ? kIvory : kBrightGold);
  const BitmapFont::Atlas& title_atlas = app_.assets_.text_bold.pick(s.card_title_px);
  y += static_cast<float>(title_atlas.metrics.line_height) * s.card_title_px / static_cast<float>(title_atlas.metrics.size);
  const BitmapFont::Atlas& hook_atlas = app_.assets_.text.pick(s.hook_px);
  const float line_h = static_cast<float>(hook_atlas.metrics.line_height) * s.hook_px / static_cast<float>(hook_atlas.metrics.size);
  // Where the rules come from, in the board's gold, then what makes them themselves.
  for (const std::string& line : c.origin) {
    draw_text(app_.renderer_, app_.assets_.text, line, c.rect.x + inner, y, s.hook_px, selected ? kPaleGold : kCardOrigin);
    y += line_h;
  }
  for (const std::string& line : c.hook) {
    draw_text(app_.renderer_, app_.assets_.text, line, c.rect.x + inner, y, s.hook_px, selected ? kIvory : kCardText);
    y += line_h;
  }
  draw_card_art(c);
}

void StartScreen::draw() const {
  app_.draw_background();
  const MenuState& m = app_.menu_;
  const StartLayout s = layout();
  const float u = s.text_px;
  if (s.title.h > 0) {
    // A longer language's title is made smaller to keep within the screen.
    const std::string title = tr("start.title");
    float px = s.title.h * 0.78f;
    const float tw = app_.assets_.title.measure(title, px), room = s.title.w - 2 * u;
    if (tw > room) px *= room / tw;
    draw_text(app_.renderer_, app_.assets_.title, title, s.title.cx(), s.title.y + (s.title.h * 0.78f - px) * 0.5f, px, kGold, Align::kCentre);
  }
  if (s.gallery.w > 0) {
    const SDL_Rect clip{static_cast<int>(s.gallery.x - u), static_cast<int>(s.gallery.y), static_cast<int>(s.gallery.w + 2 * u),
                        static_cast<int>(s.gallery.h)};
    SDL_RenderSetClipRect(app_.renderer_, &clip);
    for (const auto& [rect, text] : s.headings) {
      const float px = s.heading_px;
      draw_text(app_.renderer_, app_.assets_.title, text, rect.x, rect.y + rect.h - px * 1.45f, px, kGold);
      app_.fill_rect({rect.x, rect.y + rect.h - u * 0.35f, rect.w, std::max(1.0f, u * 0.07f)}, SDL_Color{214, 178, 94, 140});
    }
    for (const RuleCard& c : s.cards) draw_rule_card(c, s);
    SDL_RenderSetClipRect(app_.renderer_, nullptr);
    // More cards below or above: a shaded edge and a scroll bar.
    if (s.gallery_content > s.gallery.h + 1) {
      const float track = s.gallery.h, thumb = track * s.gallery.h / s.gallery_content;
      const float at = (track - thumb) * s.scroll / (s.gallery_content - s.gallery.h);
      const float bw = std::max(3.0f, u * 0.22f);
      app_.fill_rect({s.gallery.x + s.gallery.w + u * 0.35f, s.gallery.y, bw, track}, SDL_Color{0, 0, 0, 90});
      app_.fill_rect({s.gallery.x + s.gallery.w + u * 0.35f, s.gallery.y + at, bw, thumb}, kGold);
    }
  }
  if (s.setup.w > 0) {
    app_.draw_panel(s.setup, true);
    auto lines = [&](const TextBlock& b, const BitmapFont& font, SDL_Color colour) {
      float y = b.rect.y;
      for (const std::string& line : b.lines) {
        draw_text(app_.renderer_, font, line, b.rect.x, y, b.px, colour);
        y += b.line_h;
      }
    };
    lines(s.name, app_.assets_.text_bold, kGold);
    lines(s.source, app_.assets_.text, kMuted);
    lines(s.summary, app_.assets_.text, kCardText);
    const float label_px = s.small_px;
    draw_text(app_.renderer_, app_.assets_.text, tr("start.play_against"), s.opponent_label.x, s.opponent_label.y, label_px, kMuted);
    const std::string strength = strength_label(m);
    const bool computer = m.opponent > 0;
    if (computer)
      draw_text(app_.renderer_, app_.assets_.text, strength, s.level_label.x, s.level_label.y, label_px,
                m.preparing || m.offline ? kGold : kMuted);
    else
      draw_text(app_.renderer_, app_.assets_.text, tr("start.friend_plays"), s.level_label.x, s.level_label.y, label_px, kMuted);
    draw_text(app_.renderer_, app_.assets_.text, tr("start.you_play"), s.side_label.x, s.side_label.y, label_px, kMuted);
    // The level's name between its arrows (with a friend, where the friend plays instead).
    if (computer) app_.fill_rect(s.level_box, SDL_Color{60, 42, 28, 255});
    float px = s.level_box.h * 0.46f;
    const float w = app_.assets_.text_bold.measure(s.level_name, px);
    if (w > s.level_box.w * 0.9f) px *= s.level_box.w * 0.9f / w;
    draw_text(app_.renderer_, app_.assets_.text_bold, s.level_name, s.level_box.cx(), s.level_box.cy() - px * 0.62f, px,
              computer ? kIvory : kMuted, Align::kCentre);
    lines(s.strength, app_.assets_.text, kGold);
    lines(s.side_note, app_.assets_.text, kCardText);
  }
  for (const Button& b : s.buttons) {
    if (b.id >= kRuleCardBase && b.id < kRuleCardBase + static_cast<int>(all_rule_sets().size())) continue;  // drawn above
    app_.draw_button(b);
    if (b.id == kOpenSettings) draw_gear(b.rect);
    if (b.id == kSideLight || b.id == kSideDark) {
      const float size = b.rect.h * 0.62f;
      app_.draw_piece(b.rect.x + b.rect.h * 0.6f, b.rect.cy(), size, b.id == kSideLight ? kLight : kDark, false);
    }
  }
  if (m.focus_shown)
    for (const Button& b : s.buttons)
      if (b.id == m.focus) {
        const RuleCard* card = nullptr;
        for (const RuleCard& c : s.cards)
          if (kRuleCardBase + c.rules == b.id) card = &c;
        draw_focus_ring(card ? card->rect : b.rect);
      }
}

// The start screen's own buttons: a card, the opponent, the level's arrows, the side, back
// to all rules (Play, How to play, Continue, the gear and the rest are the shell's).
bool StartScreen::button(int id) {
  const bool card = id >= kRuleCardBase && id < kRuleCardBase + static_cast<int>(all_rule_sets().size());
  switch (id) {
    case kContinue: app_.continue_game(); return true;
    case kGuidedGame: app_.play_pressed(kGuidedGame); return true;
    case kLanguage: app_.next_language_pressed(); return true;
    case kOpenSettings: app_.stack_.push(ScreenKind::Settings, app_.make_screen(ScreenKind::Settings)); return true;
    case kOpenHistory: app_.open_records(ScreenKind::History); return true;
    case kOpenStatistics: app_.open_records(ScreenKind::Statistics); return true;
    case kAllRules: case kOpponentFriend: case kFriendHere: case kFriendByLink: case kFriendLive: case kOpponentComputer:
    case kLevelPrev: case kLevelNext: case kSideLight: case kSideDark: break;
    default:
      if (!card) return false;
  }
  MenuState& m = app_.menu_;
  const StartLayout s = layout();
  apply_start_button(m, id, static_cast<int>(menu_levels(m).size()), s.two_panes);
  if (card && s.two_panes && m.focus_shown) m.focus = kPlay;
  return true;
}

bool StartScreen::key(std::int32_t k, std::uint16_t mod) {
  MenuState& m = app_.menu_;
  const StartLayout s = layout();
  const bool was_shown = m.focus_shown;
  m.focus_shown = true;
  auto move = [&](int to) {
    m.focus = to;
    // Only a rule set's card sets the rules (the gear, Your games or Open a record have ids
    // above the cards': found by the native UI suite, an index past the rule sets).
    if (to < kRuleCardBase || to >= kRuleCardBase + static_cast<int>(all_rule_sets().size())) return;
    if (s.two_panes) m.rules = to - kRuleCardBase;  // the set-up follows the focus
    for (const RuleCard& c : s.cards)  // scroll the focused card into view
      if (kRuleCardBase + c.rules == to) {
        const float pad = s.text_px * 0.6f;
        if (c.rect.y < s.gallery.y) m.scroll = s.scroll - (s.gallery.y - c.rect.y) - pad;
        if (c.rect.y + c.rect.h > s.gallery.y + s.gallery.h)
          m.scroll = s.scroll + (c.rect.y + c.rect.h - s.gallery.y - s.gallery.h) + pad;
        m.scroll = std::max(0.0f, m.scroll);
      }
  };
  switch (k) {
    case SDLK_LEFT: move(focus_toward(s.buttons, m.focus, -1, 0)); break;
    case SDLK_RIGHT: move(focus_toward(s.buttons, m.focus, 1, 0)); break;
    case SDLK_UP: move(focus_toward(s.buttons, m.focus, 0, -1)); break;
    case SDLK_DOWN: move(focus_toward(s.buttons, m.focus, 0, 1)); break;
    case SDLK_TAB: move(focus_step(s.buttons, m.focus, (mod & KMOD_SHIFT) ? -1 : 1)); break;
    case SDLK_RETURN: case SDLK_SPACE: case SDLK_KP_ENTER:
      // The first key only shows where the focus is when it was hidden.
      if (!was_shown && m.focus != kPlay) break;
      app_.press_button(m.focus);
      break;
    case SDLK_ESCAPE:
      if (!s.two_panes && m.setup_page) button(kAllRules);
      break;
    case SDLK_r: app_.press_button(kHowToPlay); break;
    default: break;
  }
  return true;
}

bool StartScreen::pointer(const SDL_Event& e) {
  MenuState& m = app_.menu_;
  const float k = app_.pixel_ratio();
  switch (e.type) {
    case SDL_MOUSEBUTTONDOWN:
      if (e.button.button != SDL_BUTTON_LEFT) return true;
      press_.press(static_cast<float>(e.button.x) * k, static_cast<float>(e.button.y) * k, layout().scroll);
      return true;
    case SDL_MOUSEMOTION:
      if (e.motion.state & SDL_BUTTON_LMASK)
        if (const auto dy = press_.drag(static_cast<float>(e.motion.y) * k, 10.0f * k)) m.scroll = std::max(0.0f, press_.scroll - *dy);
      return true;
    case SDL_MOUSEBUTTONUP:
      if (e.button.button != SDL_BUTTON_LEFT) return true;
      if (press_.release()) {
        // A click (or a tap that did not drag) where it was pressed.
        m.focus_shown = false;
        const StartLayout s = layout();
        if (const auto id = hit_button(s.buttons, press_.x, press_.y)) {
          m.focus = *id;
          app_.press_button(*id);
        }
      }
      return true;
    case SDL_MOUSEWHEEL:
      m.scroll = std::max(0.0f, layout().scroll - static_cast<float>(e.wheel.y) * 48 * k);
      return true;
    default:
      return true;
  }
}

void StartScreen::menu_json(std::string& out) const {
  const MenuState& m = app_.menu_;
  const float k = 1.0f / app_.pixel_ratio();
  const StartLayout s = layout();
  std::ostringstream o;
  o << ",\"page\":\"" << (s.two_panes ? "both" : m.setup_page ? "setup" : "gallery") << "\",\"focus\":" << m.focus
    << ",\"focusShown\":" << (m.focus_shown ? "true" : "false") << ",\"textPx\":" << s.text_px * k
    << ",\"scroll\":" << s.scroll * k << ",\"levelName\":\"" << json_escape(s.level_name) << "\",\"ruleSets\":[";
  for (std::size_t i = 0; i < all_rule_sets().size(); ++i) o << (i ? "," : "") << "\"" << all_rule_sets()[i].name << "\"";
  o << "]";
  out += o.str();
}

// A gear in ivory on the button's face: a ring of eight square teeth around a disc with
// a hole in the middle, drawn with triangles.
void StartScreen::draw_gear(const Rect& button) const {
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
  SDL_SetRenderDrawBlendMode(app_.renderer_, SDL_BLENDMODE_BLEND);
  SDL_RenderGeometry(app_.renderer_, nullptr, v.data(), static_cast<int>(v.size()), nullptr, 0);
}

}  // namespace ur
