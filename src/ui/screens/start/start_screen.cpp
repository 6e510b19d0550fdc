// Sizes are in CSS pixels times the pixel ratio, so a phone's text is as large as a web
// page's (16 CSS px at least) and a desktop's grows a little with the window.
#include "ui/screens/start/start_screen.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>

#include "core/record.hpp"
#include "core/rules.hpp"
#include "ui/language.hpp"
#include "ui/level_names.hpp"

namespace ur {

namespace {

// Text measured at px with an atlas of another size.
struct Measure {
  const FontMetrics& font;
  float px;
  float scale() const { return px / static_cast<float>(font.size); }
  float line_h() const { return static_cast<float>(font.line_height) * scale(); }
  std::vector<std::string> wrap(std::string_view text, float width) const {
    return wrap_text(font, text, static_cast<int>(width / scale()));
  }
};

TextBlock block(const Measure& m, std::string_view text, float x, float y, float w) {
  TextBlock b;
  b.px = m.px;
  b.line_h = m.line_h();
  b.lines = m.wrap(text, w);
  b.rect = {x, y, w, static_cast<float>(b.lines.size()) * b.line_h};
  return b;
}

// Where the last sentence before `end` ends (one past its full stop), or 0: a full stop
// followed by a space or the end, but not the one after an initial ("H. J. R. Murray").
std::size_t sentence_end_before(std::string_view text, std::size_t end) {
  for (std::size_t i = end; i-- > 1;) {
    if (text[i] != '.' || (i + 1 < text.size() && text[i + 1] != ' ')) continue;
    const bool initial = std::isupper(static_cast<unsigned char>(text[i - 1])) && (i < 2 || text[i - 2] == ' ');
    if (!initial && i + 1 < end) return i + 1;
  }
  return 0;
}

// The summary in whole sentences, as many as fit in max_lines (How to play has it all).
TextBlock summary_block(const Measure& m, std::string_view text, float x, float y, float w, int max_lines) {
  std::size_t kept = text.size();
  TextBlock b = block(m, text, x, y, w);
  while (static_cast<int>(b.lines.size()) > max_lines) {
    const std::size_t end = sentence_end_before(text, kept);
    if (end == 0) break;
    kept = end;
    b = block(m, text.substr(0, kept), x, y, w);
  }
  if (static_cast<int>(b.lines.size()) > max_lines) b.lines.resize(static_cast<std::size_t>(std::max(0, max_lines)));
  b.rect.h = static_cast<float>(b.lines.size()) * b.line_h;
  return b;
}

// The set-up of the chosen rule set in the rectangle p: name and story over the summary,
// then the choices, Play at the bottom. wide: the choices in a column of their own on the
// right (a phone on its side).
void layout_setup(StartLayout& s, const Rect& p, float u, float k, float button_h, const MenuState& m,
                  const std::vector<AgentInfo>& levels, const StartFonts& fonts, bool wide, bool back_button) {
  const RuleSet& r = all_rule_sets()[static_cast<std::size_t>(m.rules)];
  const Measure text{*fonts.text, s.text_px}, small{*fonts.text, s.small_px};
  const float pad = u * 1.0f, gap = u * 0.55f;
  s.setup = p;
  const float x0 = p.x + pad, x1 = p.x + p.w - pad;
  const float col_gap = u * 1.5f;
  const float story_w = wide ? (x1 - x0 - col_gap) * 0.5f : x1 - x0;
  const float choice_x = wide ? x0 + story_w + col_gap : x0;
  const float choice_w = x1 - choice_x;
  float y = p.y + pad;
  const std::size_t first_button = s.buttons.size();
  if (back_button) {
    std::string back = tr("start.all_rules");
    // As wide as its words need at 17 CSS px (a longer language), at least 9.5 ems.
    const float need = static_cast<float>(fonts.bold->measure(back)) / static_cast<float>(fonts.bold->size) * 17.0f * k + button_h * 0.4f;
    s.buttons.push_back({kAllRules, {x0, y, std::min(story_w, std::max(u * 9.5f, need)), button_h}, std::move(back)});
    y += button_h + gap;
  }
  // The choices, from the bottom up: Play and How to play, your side, the level, the
  // opponent.
  const float label_h = small.line_h() * 1.15f;
  float cy = p.y + p.h - pad - button_h * 1.1f;
  const float half = (choice_w - gap) / 2;
  s.buttons.push_back({kHowToPlay, {choice_x, cy, half, button_h * 1.1f}, tr("start.how_to_play")});
  s.buttons.push_back({kPlay, {choice_x + half + gap, cy, half, button_h * 1.1f}, tr("start.play"), true, true});
  const bool computer = m.opponent > 0;
  // Finkel's rules are the ones a newcomer learns: a guided first game is offered there,
  // above Play (or, on a phone on its side, under the story).
  const bool guided = r.id == RuleSetId::Finkel;
  const std::string kGuidedLabel = tr("start.guided");
  if (guided && !wide) {
    cy -= gap + button_h;
    s.buttons.push_back({kGuidedGame, {choice_x, cy, choice_w, button_h}, kGuidedLabel});
  }
  cy -= gap * 1.4f + button_h;
  const Rect side_row{choice_x, cy, choice_w, button_h};
  cy -= label_h;
  s.side_label = {choice_x, cy, choice_w, label_h};
  // The strength line: room for the longest of any level, so the screen keeps still as
  // the levels are stepped through.
  int strength_lines = 1;
  for (const AgentInfo& a : levels)
    strength_lines = std::max(strength_lines, static_cast<int>(small.wrap(level_strength(a.name, r), choice_w).size()));
  cy -= gap * 0.6f + static_cast<float>(strength_lines) * small.line_h();
  const float strength_y = cy;
  cy -= gap * 0.4f + button_h;
  const Rect level_row{choice_x, cy, choice_w, button_h};
  cy -= label_h;
  s.level_label = {choice_x, cy, choice_w, label_h};
  cy -= gap * 0.6f + button_h;
  const Rect opponent_row{choice_x, cy, choice_w, button_h};
  cy -= label_h;
  s.opponent_label = {choice_x, cy, choice_w, label_h};
  // Opponent: two halves.
  s.buttons.push_back({kOpponentFriend, {opponent_row.x, opponent_row.y, half, button_h}, tr("start.friend"), true, !computer});
  s.buttons.push_back({kOpponentComputer, {opponent_row.x + half + gap, opponent_row.y, half, button_h}, tr("start.computer"),
                       true, computer});
  // Level: ‹ name ›, then how strong it is here.
  const int n = static_cast<int>(levels.size());
  const int level = computer ? m.opponent : std::clamp(m.last_level, 1, std::max(1, n));
  if (computer) {
    s.buttons.push_back({kLevelPrev, {level_row.x, level_row.y, button_h * 1.2f, button_h}, "←", level > 1});
    s.buttons.push_back({kLevelNext, {level_row.x + level_row.w - button_h * 1.2f, level_row.y, button_h * 1.2f, button_h}, "→",
                         level < n});
    s.level_box = {level_row.x + button_h * 1.2f, level_row.y, level_row.w - button_h * 2.4f, button_h};
    if (level >= 1 && level <= n) s.level_name = level_display_name(levels[static_cast<std::size_t>(level - 1)].name);
  } else {
    // A friend: here, taking turns on this screen, or far away: by link (correspondence)
    // or online now (live).
    const float third = (choice_w - 2 * gap) / 3;
    const bool here = !m.by_link && !m.live;
    s.buttons.push_back({kFriendHere, {level_row.x, level_row.y, third, button_h}, tr("start.friend_here"), true, here});
    s.buttons.push_back({kFriendByLink, {level_row.x + third + gap, level_row.y, third, button_h}, tr("start.friend_link"), true, m.by_link});
    s.buttons.push_back({kFriendLive, {level_row.x + 2 * (third + gap), level_row.y, third, button_h}, tr("start.friend_live"), true, m.live});
    if (!here) {
      s.strength = block(small, m.live ? tr("start.friend_live_note") : tr("start.friend_link_note"),
                         choice_x, strength_y, choice_w);
      if (static_cast<int>(s.strength.lines.size()) > strength_lines) s.strength = {};  // no room: the panel says it
    }
  }
  if (computer && level >= 1 && level <= n) {
    s.strength = block(small, level_strength(levels[static_cast<std::size_t>(level - 1)].name, r), choice_x, strength_y, choice_w);
  }
  // Side: light or dark against the computer; with a friend, who starts.
  if (computer || m.by_link || m.live) {
    s.buttons.push_back({kSideLight, {side_row.x, side_row.y, half, button_h}, tr("side.light"), true, m.side == 0});
    s.buttons.push_back({kSideDark, {side_row.x + half + gap, side_row.y, half, button_h}, tr("side.dark"), true, m.side == 1});
  } else {
    s.side_note = block(small, tr("start.side_note"), choice_x, side_row.y, choice_w);
  }
  // The story column: name, where it comes from, the summary in what room is left.
  // Tab goes through the choices from the top down.
  std::stable_sort(s.buttons.begin() + static_cast<std::ptrdiff_t>(first_button), s.buttons.end(),
                   [](const Button& a, const Button& b) { return a.rect.y + 1 < b.rect.y || (std::abs(a.rect.y - b.rect.y) <= 1 && a.rect.x < b.rect.x); });
  float story_bottom = wide ? p.y + p.h - pad : s.opponent_label.y - gap;
  if (guided && wide) {
    story_bottom -= button_h;
    s.buttons.push_back({kGuidedGame, {x0, story_bottom, story_w, button_h}, kGuidedLabel});
    story_bottom -= gap;
  }
  const Measure name{*fonts.bold, s.text_px * 1.45f};
  s.name = block(name, rule_text(r, "title"), x0, y, story_w);
  y += s.name.rect.h + gap * 0.3f;
  s.source = block(small, rule_text(r, "source"), x0, y, story_w);
  y += s.source.rect.h + gap;
  const int room = static_cast<int>((story_bottom - y) / text.line_h());
  const std::string summary = rule_text(r, "summary"), hook = rule_text(r, "hook");
  s.summary = summary_block(text, summary, x0, y, story_w, room);
  // A small phone without room for the first sentence: the hook says what the rules
  // are about (How to play tells the rest).
  if (s.summary.lines.empty() || s.summary.lines.back().back() != '.') s.summary = summary_block(text, hook, x0, y, story_w, room);
}

}  // namespace

float start_text_px(int width, int height, float pixel_ratio) {
  const float k = std::max(1.0f, pixel_ratio);
  const float css_short = static_cast<float>(std::min(width, height)) / k;
  return std::clamp(css_short * 0.022f, 16.0f, 24.0f) * k;
}

StartLayout start_layout(int width, int height, float pixel_ratio, const MenuState& m,
                         const std::vector<AgentInfo>& levels, const StartFonts& fonts) {
  StartLayout s;
  const float k = std::max(1.0f, pixel_ratio);
  const float w = static_cast<float>(width), h = static_cast<float>(height);
  const float css_w = w / k, css_h = h / k;
  s.text_px = start_text_px(width, height, pixel_ratio);
  const float u = s.text_px;
  s.card_title_px = u * 1.08f;
  // Smaller text never goes under 16 CSS px.
  s.hook_px = std::max(u * 0.94f, 16.0f * k);
  s.small_px = std::max(u * 0.88f, 16.0f * k);
  s.heading_px = u * 1.25f;
  const float button_h = std::max(44.0f * k, u * 2.3f);
  const float margin = std::clamp(std::min(w, h) * 0.03f, 8.0f * k, 32.0f * k);
  s.two_panes = css_w >= 880 && css_h >= 540 && css_w > css_h;
  const bool show_gallery = s.two_panes || !m.setup_page;
  const bool show_setup = s.two_panes || m.setup_page;

  float top = margin;
  if (show_gallery) {
    const float title_h = std::min(u * 3.0f, h * 0.1f);
    s.title = {0, top, w, title_h};
    top += title_h + margin * 0.5f;
  }
  // A saved game first: continuing it is one tap, above the rule sets.
  if (show_gallery && !m.continue_label.empty()) {
    const float cw = s.two_panes ? (w - 3 * margin) * 0.5f : w - 2 * margin;
    s.buttons.push_back({kContinue, {margin, top, cw, button_h}, m.continue_label, true, true});
    top += button_h + margin * 0.6f;
  }
  if (show_gallery && !m.continue_live_label.empty()) {
    const float cw = s.two_panes ? (w - 3 * margin) * 0.5f : w - 2 * margin;
    s.buttons.push_back({kContinueLive, {margin, top, cw, button_h}, m.continue_live_label, true, m.continue_label.empty()});
    top += button_h + margin * 0.6f;
  }
  // The games kept, once there are some, and a game record to open (record_io.hpp):
  // beside them where the row has room, else on a row of its own; last on its row, the
  // language button (the language's own name; each press, the next language).
  if (show_gallery) {
    const float cw = s.two_panes ? (w - 3 * margin) * 0.5f : w - 2 * margin;
    const float gap = margin * 0.5f;
    const FontMetrics& bold = *fonts.bold;
    auto at_atlas = [&](std::string_view label) {
      return static_cast<float>(bold.measure(label)) / static_cast<float>(bold.size);
    };
    // A label fits when drawn shrunk to the button it keeps at least 16 CSS px.
    auto fits = [&](std::string_view label, float bw) { return (bw - button_h * 0.4f) >= at_atlas(label) * 16.0f * k; };
    // Wide enough for the longest language's name at 17 CSS px.
    float widest = 0;
    for (const i18n::LanguageInfo& l : i18n::all_languages()) widest = std::max(widest, at_atlas(l.name));
    const float lang_w = std::min(cw * 0.45f, widest * 17.0f * k + button_h * 0.4f + 2.0f * k);
    const Button language{kLanguage, {}, std::string(i18n::language_info(current_language()).name)};
    // Before it, the settings: a square button with a gear drawn on it (sdl_settings.cpp).
    const float gear_w = button_h;
    auto settings_and_language = [&] {
      s.buttons.push_back({kOpenSettings, {margin + cw - lang_w - gap - gear_w, top, gear_w, button_h}, ""});
      s.buttons.push_back(language);
      s.buttons.back().rect = {margin + cw - lang_w, top, lang_w, button_h};
    };
    const std::string games = tr("start.your_games"), stats = tr("start.statistics");
    const std::string open_short = tr("start.open_record"), open_long = tr("start.open_game_record");
    const float third = (cw - lang_w - gear_w - 4 * gap) / 3;
    const bool beside = m.has_history && cw / k >= 540 && fits(games, third) && fits(stats, third) && fits(open_short, third);
    if (beside) {
      s.buttons.push_back({kOpenHistory, {margin, top, third, button_h}, games});
      s.buttons.push_back({kOpenStatistics, {margin + third + gap, top, third, button_h}, stats});
      s.buttons.push_back({kOpenRecord, {margin + 2 * (third + gap), top, third, button_h}, open_short});
      settings_and_language();
      top += button_h + margin * 0.6f;
    } else {
      if (m.has_history) {
        const float half = (cw - gap) / 2;
        s.buttons.push_back({kOpenHistory, {margin, top, half, button_h}, games});
        s.buttons.push_back({kOpenStatistics, {margin + half + gap, top, half, button_h}, stats});
        top += button_h + margin * 0.6f;
      }
      const float rw = cw - lang_w - gear_w - 2 * gap;
      if (!fits(open_short, rw)) {  // a narrow phone: the record's button on a row of its own
        s.buttons.push_back({kOpenRecord, {margin, top, cw, button_h}, fits(open_long, cw) ? open_long : open_short});
        top += button_h + margin * 0.6f;
      } else {
        s.buttons.push_back({kOpenRecord, {margin, top, rw, button_h}, fits(open_long, rw) ? open_long : open_short});
      }
      settings_and_language();
      top += button_h + margin * 0.6f;
    }
  }
  const float bottom = h - margin;
  const float pane_gap = margin;
  Rect gallery_area, setup_area;
  if (s.two_panes) {
    const float gw = (w - 2 * margin - pane_gap) * 0.5f;
    gallery_area = {margin, top, gw, bottom - top};
    setup_area = {margin + gw + pane_gap, top, w - 2 * margin - gw - pane_gap, bottom - top};
  } else if (show_gallery) {
    gallery_area = {margin, top, w - 2 * margin, bottom - top};
  } else {
    setup_area = {margin, margin, w - 2 * margin, h - 2 * margin};
  }

  if (show_gallery) {
    s.gallery = gallery_area;
    const int columns = s.two_panes ? 2 : std::clamp(static_cast<int>(css_w / 300.0f), 1, 3);
    const float gap = u * 0.6f;
    const float card_w = (gallery_area.w - gap * static_cast<float>(columns - 1)) / static_cast<float>(columns);
    const float inner = u * 0.65f;
    const Measure hook{*fonts.text, s.hook_px}, title{*fonts.bold, s.card_title_px};
    float y = 0;  // in content coordinates, scrolled later
    std::vector<Button> card_buttons;
    for (const RuleGroup group : {RuleGroup::Modern, RuleGroup::Historical}) {
      const float heading_h = s.heading_px * 1.7f;
      s.headings.push_back({{gallery_area.x, y, gallery_area.w, heading_h},
                            tr(group == RuleGroup::Modern ? "start.group.modern" : "start.group.historical")});
      y += heading_h;
      std::vector<RuleCard> row;
      auto flush = [&] {
        float row_h = 0;
        for (const RuleCard& c : row) row_h = std::max(row_h, c.rect.h);
        for (RuleCard& c : row) {
          c.art.y += (row_h - c.rect.h) / 2;  // the drawing stays in the middle of a taller card
          c.rect.h = row_h;
          s.cards.push_back(c);
        }
        if (!row.empty()) y += row_h + gap;
        row.clear();
      };
      const auto& sets = all_rule_sets();
      for (std::size_t i = 0; i < sets.size(); ++i) {
        if (sets[i].group != group) continue;
        RuleCard c;
        c.rules = static_cast<int>(i);
        // The drawing of its board at the right: upright with a column of pieces either
        // side (5.3 squares across the royal board's 8.7), six lines of text high.
        const float board_long = static_cast<float>(sets[i].board.cols) + 2 * static_cast<float>(kFramePx) / kCellPx;
        const float art_h = u * 6.2f, art_w = art_h * 5.3f / board_long;
        const float text_w = card_w - 2 * inner - art_w - inner * 0.6f;
        c.origin = hook.wrap(rule_text(sets[i], "origin"), text_w);
        c.hook = hook.wrap(rule_text(sets[i], "hook"), text_w);
        const float col = static_cast<float>(row.size());
        const float dice_h = u * 1.5f;
        const float words_h = title.line_h() + static_cast<float>(c.origin.size() + c.hook.size()) * hook.line_h();
        const float x = gallery_area.x + col * (card_w + gap);
        c.rect = {x, y, card_w, std::max(2 * inner + words_h + dice_h + u * 0.3f, art_h + 1.4f * inner)};
        c.art = {x + card_w - inner * 0.7f - art_w, y + (c.rect.h - art_h) / 2, art_w, art_h};
        c.dice = {x + inner, y + inner + words_h + u * 0.3f, text_w, dice_h};
        row.push_back(c);
        if (static_cast<int>(row.size()) == columns) flush();
      }
      flush();
      y += gap * 0.5f;
    }
    s.gallery_content = y;
    s.scroll = std::clamp(m.scroll, 0.0f, std::max(0.0f, y - gallery_area.h));
    const float dy = gallery_area.y - s.scroll;
    for (auto& [rect, text] : s.headings) rect.y += dy;
    for (RuleCard& c : s.cards) {
      c.rect.y += dy;
      c.art.y += dy;
      c.dice.y += dy;
      // A card is clickable where it shows.
      const float top_y = std::max(c.rect.y, gallery_area.y);
      const float bottom_y = std::min(c.rect.y + c.rect.h, gallery_area.y + gallery_area.h);
      if (bottom_y > top_y)
        s.buttons.push_back({kRuleCardBase + c.rules, {c.rect.x, top_y, c.rect.w, bottom_y - top_y},
                             rule_text(all_rule_sets()[static_cast<std::size_t>(c.rules)], "title"), true, c.rules == m.rules,
                             bottom_y - top_y < c.rect.h - 0.5f});
    }
  }
  if (show_setup) {
    const bool wide = !s.two_panes && setup_area.w > setup_area.h * 1.6f;
    layout_setup(s, setup_area, u, k, button_h, m, levels, fonts, wide, !s.two_panes);
  }
  return s;
}

std::vector<AgentInfo> menu_levels(const MenuState& m) { return computer_levels(m.perfect, m.oracle); }

void follow_levels(MenuState& m, bool perfect, bool oracle) {
  const auto name_at = [&](int index) {
    const auto levels = menu_levels(m);
    return index > 0 && index <= static_cast<int>(levels.size()) ? levels[static_cast<std::size_t>(index - 1)].name
                                                                 : std::string();
  };
  const std::string chosen = name_at(m.opponent), last = name_at(m.last_level);
  m.perfect = perfect;
  m.oracle = oracle;
  const auto levels = menu_levels(m);
  const auto index_of = [&](const std::string& name, int old) {
    for (std::size_t i = 0; i < levels.size(); ++i)
      if (levels[i].name == name) return static_cast<int>(i) + 1;
    return std::min(old, static_cast<int>(levels.size()));
  };
  if (m.opponent > 0) m.opponent = index_of(chosen, m.opponent);
  m.last_level = index_of(last, m.last_level);
}

std::string strength_label(const MenuState& m) {
  if (m.solve) return tr("start.strength_solve", {{"rules", rules_notation(all_rule_sets()[static_cast<std::size_t>(m.rules)])}});
  return tr(m.preparing ? "start.strength_preparing" : m.offline ? "start.strength_offline" : "start.strength");
}

void apply_start_button(MenuState& m, int button, int level_count, bool two_panes) {
  if (button >= kRuleCardBase && button < kRuleCardBase + static_cast<int>(all_rule_sets().size())) {
    m.rules = button - kRuleCardBase;
    if (!two_panes) {
      m.setup_page = true;
      m.focus = kPlay;
    }
    return;
  }
  switch (button) {
    case kAllRules: m.setup_page = false; m.focus = kRuleCardBase + m.rules; break;
    case kOpponentFriend:
      if (m.opponent > 0) m.last_level = m.opponent;
      m.opponent = 0;
      break;
    case kFriendHere: m.by_link = m.live = false; break;
    case kFriendByLink: m.by_link = true; m.live = false; break;
    case kFriendLive: m.live = true; m.by_link = false; break;
    case kOpponentComputer: m.opponent = std::clamp(m.last_level, 1, std::max(1, level_count)); break;
    case kLevelPrev:
    case kLevelNext:
      if (m.opponent > 0) m.opponent = std::clamp(m.opponent + (button == kLevelNext ? 1 : -1), 1, std::max(1, level_count));
      m.last_level = m.opponent;
      break;
    case kSideLight: m.side = 0; break;
    case kSideDark: m.side = 1; break;
    default: break;
  }
}

int focus_toward(const std::vector<Button>& buttons, int from, int dx, int dy) {
  const Button* at = nullptr;
  for (const Button& b : buttons)
    if (b.id == from) at = &b;
  if (at == nullptr) return buttons.empty() ? from : buttons.front().id;
  int best = from;
  float best_score = std::numeric_limits<float>::max();
  for (const Button& b : buttons) {
    if (!b.enabled || b.id == from) continue;
    // How far along the arrow's direction, and how far off it.
    const float along = (b.rect.cx() - at->rect.cx()) * static_cast<float>(dx) + (b.rect.cy() - at->rect.cy()) * static_cast<float>(dy);
    const float across = std::abs((b.rect.cx() - at->rect.cx()) * static_cast<float>(dy) - (b.rect.cy() - at->rect.cy()) * static_cast<float>(dx));
    if (along <= 1.0f) continue;
    // Controls in line with this one (sharing some of its rows for left and right, or
    // columns for up and down) come before any that are off to the side.
    const bool in_line = dx != 0 ? b.rect.y < at->rect.y + at->rect.h && at->rect.y < b.rect.y + b.rect.h
                                 : b.rect.x < at->rect.x + at->rect.w && at->rect.x < b.rect.x + b.rect.w;
    if (!in_line && dy != 0) continue;  // up and down stay in their column (left and right may leave a pane)
    const float score = along + across * 2.5f + (in_line ? 0.0f : 1e6f);
    if (score < best_score) {
      best_score = score;
      best = b.id;
    }
  }
  return best;
}

int focus_step(const std::vector<Button>& buttons, int from, int step) {
  const int n = static_cast<int>(buttons.size());
  if (n == 0) return from;
  int at = 0;
  for (int i = 0; i < n; ++i)
    if (buttons[static_cast<std::size_t>(i)].id == from) at = i;
  for (int k = 1; k <= n; ++k) {
    const Button& b = buttons[static_cast<std::size_t>(((at + step * k) % n + n) % n)];
    if (b.enabled) return b.id;
  }
  return from;
}

}  // namespace ur
