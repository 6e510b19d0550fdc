// Button geometry: sizes follow the shorter side of the output so controls stay finger-
// sized on a phone and modest on a desktop.
#include "ui/screens.hpp"

#include <algorithm>

#include "ai/levels.hpp"
#include "ai/perfect.hpp"
#include "ui/describe.hpp"
#include "ui/language.hpp"
#include "ui/level_names.hpp"

namespace ur {

std::optional<int> hit_button(const std::vector<Button>& buttons, float x, float y) {
  for (const Button& b : buttons)
    if (b.enabled && b.rect.contains(x, y)) return b.id;
  return std::nullopt;
}

std::vector<AgentInfo> computer_levels(bool with_perfect, bool with_oracle) {
  // Weakest first, in the order measured by the ladder (docs/ai.md); players never want
  // "first", any other agent not named here comes next, and perfect play last.
  static const char* const kOrder[] = {"random", "novice", "greedy", "apprentice", "scribe", "priest", "king"};
  std::vector<AgentInfo> all = agent_catalog(), out;
  for (const char* name : kOrder)
    for (AgentInfo& a : all)
      if (a.name == name) out.push_back(a);
  for (AgentInfo& a : all)
    if (a.name != "first" && std::find(std::begin(kOrder), std::end(kOrder), a.name) == std::end(kOrder)) out.push_back(a);
  if (with_oracle) out.push_back({"oracle", std::string(oracle_level().description)});
  if (with_perfect) out.push_back({"perfect", std::string(kPerfectDescription)});
  return out;
}

int default_opponent() {
  const auto levels = computer_levels();
  for (std::size_t i = 0; i < levels.size(); ++i)
    if (levels[i].name == "apprentice") return static_cast<int>(i) + 1;
  return levels.empty() ? 0 : 1;
}

namespace {

float unit_of(int width, int height) {
  // One "unit" ~ a comfortable text line: 4.5% of the short side, within sane bounds.
  const float s = static_cast<float>(std::min(width, height));
  return std::clamp(s * 0.045f, 14.0f, 34.0f) * std::max(1.0f, static_cast<float>(std::max(width, height)) / 2400.0f);
}

// The game screen's unit: about a line of text, from the square size, 14 to 40 CSS px.
float game_unit(const Layout& l) {
  const float k = std::max(1.0f, l.pixel_ratio);
  return std::clamp(l.cell * 0.42f, 14.0f * k, 40.0f * k);
}

// The throw button, right of the dice: never under a finger's target where the row has
// room for it.
Rect throw_button_rect(const Layout& l) {
  const Rect& d = l.dice;
  const float bh = std::max(std::min(d.h * 0.62f, game_unit(l) * 2.4f), std::min(l.min_target(), d.h));
  const float bw = bh * 2.6f;
  return {d.x + d.w - bw, d.cy() - bh / 2, bw, bh};
}


// The alternatives as compact chips where the dice are, under the message line: the board
// stays in view and shows where the hovered (or tapped) one goes. Where chips a finger's
// target tall do not fit the dice row (a phone), the row takes the window's width and
// reaches down to its bottom edge; where they still do not all fit, they come a page at a
// time, the last place on the page a "»" button that shows the next page.
void lay_out_chips(const Layout& l, const Controller& c, const std::vector<Action>& offered, float u, int page,
                   GameControls& g) {
  const Rect& d = l.dice;
  const DiceRowLayout dice_row = dice_row_layout(l, c.rules());
  const float top = dice_row.message.y + dice_row.message.h;
  Rect area{d.x, top, d.w, d.y + d.h - top};
  const int n = static_cast<int>(offered.size());
  // Gaps as before the unit grew on a phone (at most 12 px): two rows of chips keep their
  // height, and their words their size, in the dice row's room.
  const float gap = std::min(u, 40.0f) * 0.3f;
  const float least_w = u * 6.5f, target = l.min_target();
  const auto columns = [&](float w) { return std::clamp(static_cast<int>((w + gap) / (least_w + gap)), 1, n); };
  const auto chip_h = [&](int rows) {
    return std::min(u * 2.1f, (area.h - gap * static_cast<float>(rows + 1)) / static_cast<float>(rows));
  };
  int cols = columns(area.w);
  int rows = (n + cols - 1) / cols;
  float ch = chip_h(rows);
  // Per row, how many chips; the pager (if any) ends the last row.
  std::vector<int> per_row;
  bool pager = false;
  int first = 0, pages = 1;
  if (ch >= target) {
    cols = (n + rows - 1) / rows;  // as even as the rows allow
    for (int i = 0; i < rows; ++i) per_row.push_back(std::min(cols, n - i * cols));
  } else {
    const float edge = std::min(gap, d.x);
    area = {edge, top, static_cast<float>(l.width) - 2 * edge, static_cast<float>(l.height) - edge - top};
    cols = columns(area.w);
    const int rows_fit = std::max(1, static_cast<int>((area.h - gap) / (target + gap)));
    rows = (n + cols - 1) / cols;
    if (rows <= rows_fit) {
      cols = (n + rows - 1) / rows;
      for (int i = 0; i < rows; ++i) per_row.push_back(std::min(cols, n - i * cols));
    } else {
      pager = true;
      rows = rows_fit;
      const int last = std::min(columns(area.w - target - gap), cols);
      const int per_page = (rows - 1) * cols + last;
      pages = (n + per_page - 1) / per_page;
      first = (((page % pages) + pages) % pages) * per_page;
      const int shown = std::min(per_page, n - first);
      for (int i = 0, left = shown; i < rows && left > 0; ++i) {
        per_row.push_back(std::min(i + 1 < rows ? cols : last, left));
        left -= per_row.back();
      }
    }
    ch = std::max(target, chip_h(static_cast<int>(per_row.size())));
  }
  g.chip_pages = pages;
  const float cw = std::min(u * 9.0f, (area.w - gap * static_cast<float>(cols - 1)) / static_cast<float>(cols));
  const int nrows = static_cast<int>(per_row.size());
  const float total_h = static_cast<float>(nrows) * ch + static_cast<float>(nrows - 1) * gap;
  const float y0 = area.y + (area.h - total_h) / 2;
  // Each row's chips' width: the pager's row shares its room with the pager.
  const auto width_in = [&](int row) {
    const int k = per_row[static_cast<std::size_t>(row)];
    const float room = area.w - (pager && row + 1 == nrows ? target + gap : 0);
    return std::min(cw, (room - gap * static_cast<float>(k - 1)) / static_cast<float>(k));
  };
  float total_w = static_cast<float>(cols) * cw + static_cast<float>(cols - 1) * gap;
  if (pager) {
    const int k = per_row.back();
    total_w = std::max(total_w, static_cast<float>(k) * (width_in(nrows - 1) + gap) + target);
  }
  const float x0 = area.cx() - total_w / 2;
  std::vector<Button> chips;
  int i = first;
  for (int row = 0; row < nrows; ++row) {
    const float w = width_in(row), y = y0 + static_cast<float>(row) * (ch + gap);
    float x = x0;
    for (int j = 0; j < per_row[static_cast<std::size_t>(row)]; ++j, ++i, x += w + gap)
      chips.push_back({kChoiceBase + i, {x, y, w, ch}, choice_label(c.rules(), c.state(), offered[static_cast<std::size_t>(i)])});
    if (pager && row + 1 == nrows) chips.push_back({kChoiceMore, {x, y, target, ch}, "\u00bb"});
  }
  g.choice_panel = {x0 - gap, y0 - gap, total_w + 2 * gap, total_h + 2 * gap};
  g.buttons.insert(g.buttons.begin(), chips.begin(), chips.end());
}

}  // namespace

DiceRowLayout dice_row_layout(const Layout& l, const RuleSet& r) {
  DiceRowLayout row;
  const Rect& d = l.dice;
  const int n = r.dice == DiceKind::D6 ? 1 : r.dice_count;
  const float k = std::max(1.0f, l.pixel_ratio);
  row.text_px = std::clamp(l.cell * 0.22f, 12.0f * k, 30.0f * k);  // never under 12 CSS px
  const float msg_h = row.text_px * 1.3f;
  row.message = {d.x, d.y, d.w, msg_h};
  // As big as the row allows, but all of them and the value left of the throw button (a
  // narrow phone).
  const float room = d.w - throw_button_rect(l).w;
  constexpr float kValueSpan = 1.25f;  // the value's box, in dice
  const float spans = static_cast<float>(n) + kValueSpan + 0.12f * static_cast<float>(n + 2);  // dice, value and gaps
  const float size = std::min({(d.h - msg_h) * 0.86f, l.cell * 0.95f, room / spans});
  const float gap = size * 0.12f;
  const float value_w = size * kValueSpan;
  const float total = value_w + gap + static_cast<float>(n) * size + static_cast<float>(n - 1) * gap;
  // Centred, but clear of the throw button; on a narrow screen, from the left edge.
  float vx = d.cx() - total / 2;
  vx = std::min(vx, d.x + d.w - throw_button_rect(l).w - total - gap * 2);
  vx = std::max(vx, d.x);
  const float y = d.y + msg_h + (d.h - msg_h - size) / 2;
  row.value = {vx, y, value_w, size};
  const float x0 = vx + value_w + gap;
  for (int i = 0; i < n; ++i) row.dice.push_back({x0 + static_cast<float>(i) * (size + gap), y, size, size});
  return row;
}

GameControls game_controls(const Layout& l, const Controller& c, const std::vector<Action>& offered,
                           HintSwitch hints, bool sound_on, ThrowBy throw_by, int chip_page, bool hide_path) {
  GameControls g;
  const float u = game_unit(l);
  // Menu and help in the status line's corners (its row of buttons, on a phone held
  // upright), the hints' switch beside help; each at least a finger's target.
  const Rect& bar = l.status_bar;
  const float sb = std::min(std::max(std::min(bar.h * 0.8f, u * 2.0f), l.min_target()), bar.h);
  const Rect help{bar.x + bar.w - u * 0.4f - sb, bar.cy() - sb / 2, sb, sb};
  g.buttons.push_back({kMenuButton, {bar.x + u * 0.4f, bar.cy() - sb / 2, sb * 1.9f, sb}, tr("game.menu")});
  // The words: under the buttons' row, or between the buttons on the one line.
  g.status_text = l.status_rows > 1 ? Rect{l.status.x, bar.y + bar.h, l.status.w, l.status.h - bar.h} : l.status;
  g.buttons.push_back({kHelpButton, help, "?"});
  if (!c.has_game()) return g;
  const Rect speaker{help.x - u * 0.3f - sb, help.y, sb, sb}, volume{speaker.x - u * 0.15f - sb, help.y, sb, sb};
  g.buttons.push_back({kSoundButton, speaker, tr(sound_on ? "game.sound_on" : "game.sound_off")});
  g.buttons.push_back({kVolumeButton, volume, tr("game.volume")});
  if (hints.available) {
    const float hw = sb * 2.3f;
    g.buttons.push_back({kHintButton, {volume.x - u * 0.3f - hw, help.y, hw, sb}, tr("game.hints"), true, hints.on});
  }
  const DiceRowLayout row = dice_row_layout(l, c.rules());
  g.message = row.message;
  if (hints.available && hints.on) {
    // Left of the throw's value where there is room (a landscape screen), else sharing the
    // line of text.
    const Rect& first = row.value;
    const float room = first.x - l.dice.x - first.h * 0.3f;
    if (room >= l.cell * 1.7f) {
      g.hint_bar = {l.dice.x, first.y, std::min(room, l.cell * 3.2f), first.h};
    } else {
      g.hint_bar = {row.message.x, row.message.y, row.message.w * 0.42f, row.message.h};
      g.message = {row.message.x + row.message.w * 0.45f, row.message.y, row.message.w * 0.55f, row.message.h};
    }
  }
  const Rect& d = l.dice;
  const Rect throw_rect = throw_button_rect(l);
  const float bh = throw_rect.h, bw = throw_rect.w;
  const bool can_throw = c.stage() == Stage::AwaitThrow &&
                         std::any_of(c.choices().begin(), c.choices().end(),
                                     [](const Action& a) { return a.kind == ActionKind::Throw; });
  g.throw_rect = throw_rect;
  if (offered.empty()) {
    // Live, the dice throw themselves unless throwing is one of the choices (pay or throw).
    if (throw_by == ThrowBy::LiveFriendsTurn || (throw_by == ThrowBy::Live && !(can_throw && c.choices().size() > 1)))
      g.throw_note = tr("live.throws_itself");
    else if (throw_by == ThrowBy::FriendsLink) g.buttons.push_back({kShowGameLink, throw_rect, tr("link.link_button"), true, true});
    else if (hide_path && c.stage() == Stage::ChooseAction) g.buttons.push_back({kHidePath, throw_rect, tr("game.path.hide")});
    else g.buttons.push_back({kThrowButton, throw_rect, tr("game.throw"), can_throw, true});
  }
  // Before a throw, the special actions (pay to enter, place without throwing) sit left
  // of the dice, numbered after the choices so keys 1..9 reach them too.
  const bool friends_turn = throw_by == ThrowBy::LiveFriendsTurn || throw_by == ThrowBy::FriendsLink;
  if (c.stage() == Stage::AwaitThrow && offered.empty() && !friends_turn) {
    float y = d.y + (d.h - bh) / 2;
    int i = 0;
    for (const Action& a : c.choices()) {
      if (a.kind == ActionKind::Throw) continue;
      const std::string label = a.kind == ActionKind::PayToEnter
                                    ? tr("game.pay_enter", {{"n", c.rules().tokens.pay_to_enter}})
                                    : tr("game.place_on_rosette");
      g.buttons.push_back({kChoiceBase + i, {d.x, y, bw * 1.35f, bh}, label});
      y += bh + u * 0.3f;
      ++i;
    }
  }
  if (!offered.empty()) lay_out_chips(l, c, offered, u, chip_page, g);
  return g;
}

std::vector<Action> actions_at(const Controller& c, std::optional<BoardSquare> square, bool pool) {
  std::vector<Action> out;
  if (c.stage() != Stage::ChooseAction && c.stage() != Stage::AwaitThrow) return out;
  const RuleSet& r = c.rules();
  const Side side = c.state().side;
  for (const Action& a : c.choices()) {
    if (a.kind == ActionKind::Enter) {
      const SquareId first = square_of(r, side, a.to);
      if (pool || (square && r.board.at(square->row, square->col) == first)) out.push_back(a);
    } else if (a.kind == ActionKind::Move && square) {
      if (square_of(r, side, a.from) == r.board.at(square->row, square->col)) out.push_back(a);
    } else if (a.kind == ActionKind::PlaceOnStart || a.kind == ActionKind::PayToEnter) {
      if (pool) out.push_back(a);
    }
  }
  return out;
}

ResultLayout result_layout(int width, int height, float pixel_ratio) {
  ResultLayout r;
  const float w = static_cast<float>(width), h = static_cast<float>(height);
  const float u = unit_of(width, height);
  const float bw_min = min_target_px(width, height, pixel_ratio);
  const float bh = std::max(u * 2.4f, bw_min);  // a finger's target on a phone
  // The panel grows by what the buttons grew, to keep its words' room above them.
  const float pw = std::min(w * 0.9f, u * 20.0f), ph = std::min(h * 0.9f, u * 13.7f + 2 * bh);
  r.panel = {(w - pw) / 2, (h - ph) / 2, pw, ph};
  r.unit = u;
  const float bw = (pw - u * 3) / 2;
  const float by = r.panel.y + ph - u - bh;
  r.buttons.push_back({kReviewGame, {r.panel.x + u, by - bh - u * 0.6f, pw - u * 2, bh}, tr("game.review")});
  r.buttons.push_back({kBackToMenu, {r.panel.x + u, by, bw, bh}, tr("game.menu")});
  r.buttons.push_back({kPlayAgain, {r.panel.x + u * 2 + bw, by, bw, bh}, tr("game.play_again"), true, true});
  return r;
}

std::string status_line(const Controller& c) {
  const State& st = c.state();
  const Side side = st.side;
  const bool human = c.is_human(side);
  const int people = static_cast<int>(c.is_human(kLight)) + static_cast<int>(c.is_human(kDark));
  // Who is meant: "You" / "The computer" against the computer, else the side's name.
  const bool you = people == 1 && human;
  const std::string who = people == 1 ? tr(human ? "player.you" : "player.computer")
                          : people == 2 ? side_word(side)
                                        : tr("player.with_level", {{"side", side_word(side)}, {"level", level_display_name(c.player_name(side))}});
  switch (c.stage()) {
    case Stage::Idle: return "";
    case Stage::Over: return c.message();
    case Stage::AwaitThrow:
      if (people == 1) return tr(human ? "game.status.your_turn_throw" : "game.status.computer_turn");
      return tr("game.status.to_throw", {{"who", who}});
    case Stage::Rolling: return you ? tr("game.status.you_throw") : tr("game.status.throws", {{"who", who}});
    case Stage::ChooseAction: return people == 1 ? tr("game.status.your_move") : tr("game.status.choose", {{"who", who}});
    case Stage::Thinking:
      if (is_chance(st)) return you ? tr("game.status.you_throw") : tr("game.status.throws", {{"who", who}});
      return you ? tr("game.status.you_think") : tr("game.status.thinks", {{"who", who}});
    default:
      if (people == 1) return tr(human ? "game.status.your_turn" : "game.status.computer_turn");
      return tr("game.status.turn_of", {{"who", who}});
  }
}

float dialog_text_px(int width, int height, float pixel_ratio) {
  const float w = static_cast<float>(width);
  // Never so big that a short word per line would not fit: 22 ems across the screen.
  return std::min(std::max(unit_of(width, height) * 0.9f, 16.0f * std::max(1.0f, pixel_ratio)), w / 22.0f);
}

float dialog_body_width(int width, int height, float text_px) {
  (void)height;
  return std::min(static_cast<float>(width) * 0.92f, text_px * 34.0f) - 2 * text_px;
}

namespace {
float dialog_button_h(float text_px) { return text_px * 2.75f; }  // 44 CSS px at the smallest text (16), a finger's target
}  // namespace

float dialog_label_px(float text_px) { return dialog_button_h(text_px) * kLabelHeightShare; }

DialogLayout dialog_layout(int width, int height, float text_px, float line_h, int lines,
                           const std::vector<std::pair<int, std::string>>& buttons, bool with_field,
                           const FontMetrics* label_font) {
  DialogLayout d;
  const float w = static_cast<float>(width), h = static_cast<float>(height);
  const float u = text_px;
  d.text_px = u;
  d.title_px = u * 1.35f;
  d.line_h = line_h;
  const float pw = dialog_body_width(width, height, u) + 2 * u;
  const float button_h = dialog_button_h(u);
  const float gap = u * 0.8f;
  const int n = static_cast<int>(buttons.size());
  // As many buttons a row as their labels fit at full size (draw_button's room), else two,
  // else one.
  int columns = std::max(n, 1);
  if (label_font && n > 1) {
    const float label_px = dialog_label_px(u);
    const float scale = label_px / static_cast<float>(label_font->size);
    auto fits = [&](int c) {
      const float bw = (pw - 2 * u - gap * static_cast<float>(c - 1)) / static_cast<float>(c);
      for (const auto& b : buttons)
        if (static_cast<float>(label_font->measure(b.second)) * scale > bw - button_h * kLabelMarginShare) return false;
      return true;
    };
    if (!fits(n)) columns = n > 2 && fits((n + 1) / 2) ? (n + 1) / 2 : 1;
  }
  const int rows = n > 0 ? (n + columns - 1) / columns : 0;
  const float buttons_h = static_cast<float>(rows) * button_h + gap * static_cast<float>(std::max(rows - 1, 0));
  const float field_h = with_field ? button_h + u * 0.8f : 0;  // the field and the gap under it
  // The body scrolls in nothing: it is cut to the screen, which 2 to 12 lines never reach.
  const float body_h = std::min(line_h * static_cast<float>(std::max(lines, 1)), h * 0.96f - u * 6.6f - buttons_h - field_h);
  const float ph = u * 1.0f + d.title_px * 1.5f + u * 0.6f + body_h + u * 1.0f + field_h + buttons_h + u * 1.0f;
  const float top = with_field ? std::min(h * 0.06f, (h - ph) / 2) : (h - ph) / 2;
  d.panel = {(w - pw) / 2, std::max(h * 0.02f, top), pw, ph};
  d.title = {d.panel.x + u, d.panel.y + u, pw - 2 * u, d.title_px * 1.5f};
  d.body = {d.panel.x + u, d.title.y + d.title.h + u * 0.6f, pw - 2 * u, body_h};
  if (with_field) d.field = {d.panel.x + u, d.body.y + body_h + u * 1.0f, pw - 2 * u, button_h};
  const float by = d.body.y + body_h + u * 1.0f + field_h;
  const float bw = (pw - 2 * u - gap * static_cast<float>(columns - 1)) / static_cast<float>(columns);
  for (int i = 0; i < n; ++i) {
    const float col = static_cast<float>(i % columns), row = static_cast<float>(i / columns);
    d.buttons.push_back({buttons[static_cast<std::size_t>(i)].first,
                         {d.panel.x + u + (bw + gap) * col, by + (button_h + gap) * row, bw, button_h},
                         buttons[static_cast<std::size_t>(i)].second, true, i + 1 == n});
  }
  return d;
}

OverlayLayout overlay_layout(int width, int height, float pixel_ratio) {
  OverlayLayout o;
  const float w = static_cast<float>(width), h = static_cast<float>(height);
  const float pr = std::max(1.0f, pixel_ratio);
  // The text at least 14 CSS px and the × at least 44 (a phone's 10.8 and 24 before).
  const float u = std::max(unit_of(width, height), 15.6f * pr);
  o.text_px = u * 0.9f;
  o.small_px = std::max(u * 0.75f, 12.0f * pr);
  const float close = std::max(u * 2.0f, 44.0f * pr);
  const float pw = std::min(w * 0.96f, u * 34.0f), ph = h * 0.94f;
  o.panel = {(w - pw) / 2, (h - ph) / 2, pw, ph};
  const float head = std::max(u * 3.2f, close + u * 1.2f);
  o.body = {o.panel.x + u, o.panel.y + head, pw - 2 * u, ph - head - u};
  o.buttons.push_back({kCloseOverlay, {o.panel.x + pw - u * 0.6f - close, o.panel.y + u * 0.6f, close, close}, "×"});
  return o;
}

}  // namespace ur

namespace ur {
std::vector<Action> special_actions(const Controller& c) {
  std::vector<Action> out;
  if (c.stage() != Stage::AwaitThrow) return out;
  for (const Action& a : c.choices())
    if (a.kind != ActionKind::Throw) out.push_back(a);
  return out;
}
}  // namespace ur
