// The game screen's painter: the highlights of the choices, the dice, the status line,
// the hints' bar, a notice, the result. The board, its pieces and pools are the shell's
// board view (shell/sdl_board.cpp), shared with the review.
#include <algorithm>
#include <cmath>

#include "ai/perfect.hpp"
#include "ui/describe.hpp"
#include "ui/remote/correspondence.hpp"
#include "ui/screens/game/sdl_game.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

namespace ur {

void GameScreen::draw() const {
  app_.draw_table();
  draw_game();
  if (app_.tour_.active()) app_.draw_tour();
}

void GameScreen::draw_game() const {
  const GameControls g = controls();
  app_.remote_.live.draw_throw_note(g);
  draw_status(g);
  app_.draw_last_moves();
  app_.draw_path_guide();
  draw_highlights(g);
  app_.draw_pools();
  app_.draw_pieces(shown_alternative(g.buttons));
  app_.draw_last_moves(true);  // the tags over the pieces and the choices' frames
  draw_best_tag();
  if (offered_.empty()) {
    draw_dice(g);
  } else {
    // The chips take the dice's place; the line above them says what they are for.
    app_.draw_panel(g.choice_panel, true);
  }
  if (g.hint_bar.w > 0) draw_hint_bar(g.hint_bar);
  draw_game_notice();
  for (Button b : g.buttons) {
    if (b.id == kSoundButton || b.id == kVolumeButton) continue;  // drawn with their icons, below
    b.primary |= offered_pick_ >= 0 && b.id == kChoiceBase + offered_pick_;  // the alternative shown on the board
    app_.draw_button(b);
  }
  app_.sound_.draw_controls(g.buttons);
  if (result_shown()) draw_result();
}

void GameScreen::draw_status(const GameControls& g) const {
  const Rect& s = g.status_text;
  const State& st = app_.game_.state();
  const Side side = st.side;
  // A game by link, the friend's turn: the friend plays it on their own device.
  const std::optional<std::string> live = app_.remote_.live.status();
  const Correspondence* by_link = app_.remote_.link.game();
  const std::string text = live                                                  ? *live
                           : by_link && !by_link->my_turn() && !by_link->over() ? tr("game.status.waiting_friend")
                           : !offered_.empty() ? tr(offered_from_stack() ? "game.status.choose_way" : "game.status.choose_way_piece")
                                                                                 : status_line(app_.game_);
  // Centred, or between the buttons at the line's ends when it would touch them (a phone).
  float left = s.x, right = s.x + s.w;
  for (const Button& b : g.buttons) {
    if (b.rect.y >= s.y + s.h || b.rect.y + b.rect.h <= s.y) continue;  // on a row of their own (a phone held upright)
    if (b.id == kMenuButton) left = std::max(left, b.rect.x + b.rect.w);
    if (b.id == kHelpButton || b.id == kHintButton || b.id == kSoundButton || b.id == kVolumeButton) right = std::min(right, b.rect.x);
  }
  const float pad = s.h * 0.15f;
  // As a line of the status's share of a square (kStatusCells), however tall its buttons made it.
  float px = std::min(std::min(s.h, app_.layout_.cell * 0.7f) * 0.62f, static_cast<float>(app_.layout_.width) / 18.0f);
  float w = app_.assets_.title.measure(text, px);
  float icon = px * 1.1f;
  float centre = s.cx();
  const float room = right - left - 2 * pad;
  if (centre - (w + icon * 1.3f) / 2 < left + pad || centre + (w + icon * 1.3f) / 2 > right - pad) {
    centre = (left + right) / 2;
    if (w + icon * 1.3f > room) {
      px *= room / (w + icon * 1.3f);
      w = app_.assets_.title.measure(text, px);
      icon = px * 1.1f;
    }
  }
  const float x = centre - (w + icon * 1.3f) / 2;
  if (app_.game_.stage() != Stage::Over) app_.draw_piece(x + icon / 2, s.cy(), icon, side, false);
  draw_text(app_.renderer_, app_.assets_.title, text, x + icon * 1.3f, s.cy() - px * 0.62f, px, kIvory);
}

void GameScreen::draw_highlights(const GameControls& g) const {
  if (app_.game_.stage() != Stage::ChooseAction || !app_.game_.is_human(app_.game_.state().side)) return;
  const RuleSet& r = app_.game_.rules();
  const Side side = app_.game_.state().side;
  const float pulse = 0.75f + 0.25f * std::sin(static_cast<float>(app_.now_ % 1200) / 1200.0f * 6.2831853f);
  auto ring = [&](float cx, float cy, float size, Uint8 alpha) {
    SDL_SetTextureAlphaMod(app_.assets_.highlight.get(), alpha);
    const SDL_FRect dst = app_.App::piece_rect(cx, cy, size);
    SDL_RenderCopyF(app_.renderer_, app_.assets_.highlight.get(), nullptr, &dst);
  };
  // Every piece that can move glows; the hovered (or keyboard-selected) one shows where it goes.
  std::optional<Action> focus = cursor_action();
  // Among a piece's alternatives: the chip under the pointer, or the one tapped once.
  if (const auto shown = shown_alternative(g.buttons)) focus = shown;
  const auto hovered = app_.layout_.hit_square(app_.mouse_x_, app_.mouse_y_);
  const bool pool_hover = app_.layout_.pool[side].contains(app_.mouse_x_, app_.mouse_y_);
  if (!focus) {
    const auto here = actions_at(app_.game_, hovered, pool_hover);
    if (!here.empty()) focus = here[0];
  }
  for (const Action& a : app_.game_.choices())
    if (const auto c = app_.action_source(a)) ring(c->x, c->y, app_.layout_.cell * 0.9f, static_cast<Uint8>(255 * pulse));
  // The hint's best move glows gold (its "best" tag is drawn over the pieces, later).
  if (const auto best = hinted_best(); best)
    if (const auto c = app_.action_source(*best)) {
      SDL_SetTextureColorMod(app_.assets_.highlight.get(), 255, 200, 90);
      ring(c->x, c->y, app_.layout_.cell * 1.02f, 255);
      SDL_SetTextureColorMod(app_.assets_.highlight.get(), 255, 255, 255);
    }
  if (!focus && !offered_.empty())  // the chips are showing, none pointed at yet: say what they are for
    app_.draw_message(tr(offered_from_stack() ? "game.pick_stack" : "game.pick_piece_way"), g.message, dice_row_layout(app_.layout_, r).text_px,
                 app_.assets_.text, kIvory);
  if (focus) {
    app_.draw_route(*focus);
    const ActionEffect e = describe_action(r, app_.game_.state(), *focus);
    SDL_FPoint dest = e.lands_on >= 0 ? app_.square_centre(e.lands_on) : app_.pool_point(side, app_.game_.state().off[side], true);
    ring(dest.x, dest.y, app_.layout_.cell * 0.95f, 255);
    app_.draw_landing_frame(dest, pulse);
    // Selected by a tap: say how to play it.
    const std::string text = e.text + (offered_pick_ >= 0 ? " · tap the framed square to play"
                                       : app_.touch_ && cursor_action() ? " · tap again to play" : "");
    app_.draw_message(text, g.message, dice_row_layout(app_.layout_, r).text_px, app_.assets_.text_bold, kGold);
  }
  SDL_SetTextureAlphaMod(app_.assets_.highlight.get(), 255);
}

std::optional<Action> GameScreen::hinted_best() const {
  if (!app_.hint_switch().on || app_.game_.stage() != Stage::ChooseAction || app_.hint_best_ < 0 || app_.hint_best_ >= app_.game_.choices().size())
    return std::nullopt;
  return app_.game_.choices()[app_.hint_best_];
}

bool GameScreen::offered_from_stack() const {
  const RuleSet& r = app_.game_.rules();
  const State& s = app_.game_.state();
  if (!r.uses_stacks()) return false;
  for (const Action& a : offered_)  // (a new piece may be offered beside the stack on its square)
    if (a.kind == ActionKind::Move)
      if (const std::uint8_t slot = r.slot_at(s.side, a.from); slot != 0xFF && s.stacks[slot].height() > 1) return true;
  return false;
}

// A small lapis tag reading "best" over the piece the hint recommends.
void GameScreen::draw_best_tag() const {
  const auto best = hinted_best();
  if (const auto at = best ? app_.action_source(*best) : std::nullopt) app_.draw_tag(*at, tr("review.tag.best"));
}

void GameScreen::draw_dice(const GameControls& g) const {
  const Rect& d = app_.layout_.dice;
  const RuleSet& r = app_.game_.rules();
  const DiceRowLayout row = dice_row_layout(app_.layout_, r);
  const int n = static_cast<int>(row.dice.size());
  const float msg_h = row.message.h;
  const float size = row.dice[0].w;
  const float gap = size * 0.12f;
  const float x0 = row.dice[0].x, y = row.dice[0].y;
  const bool rolling = app_.game_.stage() == Stage::Rolling;
  for (int i = 0; i < n; ++i) {
    float dx = 0, dy = 0;
    int face = app_.game_.dice_faces()[static_cast<unsigned>(i)];
    if (rolling) {
      // Tumbling: faces change every few frames and the dice jump, settling at the end.
      const double p = app_.game_.progress(app_.now_);
      const std::uint64_t tick = app_.now_ / 70 + static_cast<std::uint64_t>(i) * 7;
      face = r.dice == DiceKind::D6 ? static_cast<int>(tick % 6) + 1 : static_cast<int>((tick * 2654435761u >> 7) & 1u);
      const float amp = static_cast<float>(1 - p) * size * 0.25f;
      dx = std::sin(static_cast<float>(app_.now_) * 0.031f + static_cast<float>(i) * 1.7f) * amp;
      dy = -std::fabs(std::sin(static_cast<float>(app_.now_) * 0.022f + static_cast<float>(i))) * amp;
    }
    const SDL_FRect dst{x0 + static_cast<float>(i) * (size + gap) + dx, y + dy, size, size};
    SDL_Texture* t = r.dice == DiceKind::D6 ? app_.assets_.d6[static_cast<unsigned>(std::clamp(face, 1, 6) - 1)].get()
                                            : (face ? app_.assets_.die_marked.get() : app_.assets_.die_plain.get());
    const bool faded = !rolling && !app_.game_.dice_shown();
    SDL_SetTextureAlphaMod(t, faded ? 110 : 255);
    SDL_RenderCopyF(app_.renderer_, t, nullptr, &dst);
    SDL_SetTextureAlphaMod(t, 255);
  }
  // The value thrown, large, and in a word what else it means.
  if (!rolling && app_.game_.dice_shown()) {
    const Rect& v = row.value;
    const int outcome = app_.game_.shown_outcome();
    const int value = r.move_value(outcome);
    const bool again = r.throw_table[static_cast<unsigned>(outcome)].extra_throw;
    const float cap_px = std::max(v.h * 0.2f, 12.0f * std::max(1.0f, app_.pixel_ratio()));
    const std::string caption = value == 0 ? tr("game.dice.no_move") : again ? tr("move.effect.throw_again")
                                                                       : tr(value == 1 ? "game.dice.step" : "game.dice.steps");
    float num_px = v.h * 0.8f;
    draw_text(app_.renderer_, app_.assets_.title, std::to_string(value), v.cx(), v.y + v.h - cap_px * 1.25f - num_px * 0.98f, num_px,
              value == 0 ? kMuted : kGold, Align::kCentre);
    float cpx = cap_px;
    const float cw = app_.assets_.text_bold.measure(caption, cpx);
    if (cw > v.w * 1.1f) cpx = std::max(cpx * v.w * 1.1f / cw, 12.0f * std::max(1.0f, app_.pixel_ratio()));  // never under 12 CSS px
    draw_text(app_.renderer_, app_.assets_.text_bold, caption, v.cx(), v.y + v.h - cap_px * 1.2f, cpx, again ? kGold : kIvory, Align::kCentre);
  }
  // What both players share: the tokens' reserve, bell's pot.
  std::string shared;
  if (r.tokens.enabled) shared = tr("game.count.reserve", {{"n", app_.game_.state().reserve}});
  if (r.coins.enabled) shared = tr("game.count.pot", {{"n", app_.game_.state().pot}});
  bool shared_in_message = false;
  if (!shared.empty()) {
    const float px = std::max(msg_h / 1.25f, 12.0f * std::max(1.0f, app_.pixel_ratio()));  // never under 12 CSS px
    if (g.hint_bar.w <= 0 && app_.assets_.text_bold.measure(shared, px) < row.value.x - d.x - gap) {
      draw_text(app_.renderer_, app_.assets_.text_bold, shared, d.x, y + size - px * 1.2f, px, kGold);
    } else {
      shared_in_message = true;  // no room beside the dice (a phone): say it with the message
    }
  }
  // The last event in words (hover text replaces it while choosing).
  const bool choosing = app_.game_.stage() == Stage::ChooseAction && app_.game_.is_human(app_.game_.state().side) &&
                        (cursor_action() || !actions_at(app_.game_, app_.layout_.hit_square(app_.mouse_x_, app_.mouse_y_),
                                                        app_.layout_.pool[app_.game_.state().side].contains(app_.mouse_x_, app_.mouse_y_)).empty());
  if (!choosing && !rolling) {
    const float px = row.text_px;
    std::string line = app_.game_.message();
    if (shared_in_message) {
      if (!line.empty()) line.append(" · ");
      line.append(shared);
    }
    app_.draw_message(line, g.message, px, app_.assets_.text, kIvory);
  }
}

// The win-chance bar: Light's share from the left in shell, Dark's from the right in
// shale, a piece at each end to say whose is whose, and the viewer's chance in words.
void GameScreen::draw_hint_bar(const Rect& b) const {
  const Side viewer = hint_viewer(app_.game_);
  const bool vs_computer = app_.game_.is_human(kLight) != app_.game_.is_human(kDark);
  // An estimate (no table answers here) says so in its caption, and its figure reads ~62%.
  const bool estimate = app_.hint_known_ && app_.hint_estimate_;
  std::string caption = vs_computer ? tr(estimate ? "game.your_chance_estimate" : "game.your_chance")
                                    : tr(estimate ? "game.side_chance_estimate" : "game.side_chance", {{"side", side_word(viewer)}});
  const double mine = viewer == kLight ? app_.hint_chance_ : 1 - app_.hint_chance_;
  const std::string percent =
      app_.hint_known_ ? (estimate ? "~" : "") + std::to_string(static_cast<int>(std::lround(mine * 100))) + "%" : "…";
  Rect bar;
  float icon = 0;
  if (b.h >= b.w * 0.25f) {
    // Beside the dice, on a small dark plaque: the caption and the figure over the bar.
    const float f = std::max(1.0f, b.h * 0.015f);
    app_.fill_rect({b.x + f * 2, b.y + f * 3, b.w, b.h}, {0, 0, 0, 70});
    app_.fill_rect(b, {214, 178, 94, 150});
    app_.fill_rect({b.x + f, b.y + f, b.w - 2 * f, b.h - 2 * f}, {40, 28, 19, 225});
    const float pad = b.h * 0.12f;
    const Rect c{b.x + pad, b.y + pad * 0.8f, b.w - 2 * pad, b.h - pad * 1.6f};
    float px = c.h * 0.24f;
    const float big = c.h * 0.4f;
    const float room = c.w - app_.assets_.title.measure(percent, big) - px * 0.5f;
    // Never under 12 CSS px: a caption too long for that is shortened to the side's name.
    const float min_px = 12.0f * std::max(1.0f, app_.pixel_ratio());
    if (estimate && app_.assets_.text.measure(caption, std::max(px, min_px)) > room)
      caption = vs_computer ? tr("game.your_chance") : tr("game.side_chance", {{"side", side_word(viewer)}});
    if (app_.assets_.text.measure(caption, std::max(px, min_px)) > room)
      caption = vs_computer ? tr("game.your_chance_short") : side_word(viewer);
    if (app_.assets_.text.measure(caption, px) > room) px *= room / app_.assets_.text.measure(caption, px);
    px = std::max(px, min_px);
    const float baseline = c.y + big * 0.95f;  // caption and figure stand on one line
    draw_text(app_.renderer_, app_.assets_.title, percent, c.x + c.w, baseline - big * 0.95f, big, kGold, Align::kRight);
    draw_text(app_.renderer_, app_.assets_.text, caption, c.x, baseline - px * 1.02f, px, kIvory);
    icon = c.h * 0.36f;
    bar = {c.x + icon * 1.2f, c.y + c.h * 0.76f - c.h * 0.09f, c.w - icon * 2.4f, c.h * 0.18f};
  } else {
    // On a narrow screen, one line: the bar, then the figure.
    const float px = b.h * 0.78f;
    const float fw = app_.assets_.text_bold.measure(percent, px);
    draw_text(app_.renderer_, app_.assets_.text_bold, percent, b.x + b.w, b.y + b.h * 0.05f, px, kGold, Align::kRight);
    icon = b.h * 0.95f;
    bar = {b.x + icon * 1.15f, b.cy() - b.h * 0.16f, b.w - fw - px * 0.4f - icon * 2.3f, b.h * 0.32f};
  }
  app_.draw_piece(bar.x - icon * 0.62f, bar.cy(), icon, kLight, false);
  app_.draw_piece(bar.x + bar.w + icon * 0.62f, bar.cy(), icon, kDark, false);
  const float f = std::max(1.0f, bar.h * 0.14f);
  app_.fill_rect(bar, kGold);
  const Rect inner{bar.x + f, bar.y + f, bar.w - 2 * f, bar.h - 2 * f};
  app_.fill_rect(inner, app_.hint_known_ ? kShale : SDL_Color{90, 74, 58, 255});
  if (app_.hint_known_) app_.fill_rect({inner.x, inner.y, inner.w * static_cast<float>(app_.hint_chance_), inner.h}, kIvory);
  // Even chances in the middle: a fine gold mark to read the bar against.
  app_.fill_rect({inner.cx() - f * 0.5f, bar.y - f * 1.5f, f, bar.h + f * 3}, kGold);
}

// A short notice over the game (a table that is missing, hints that cannot be had).
void GameScreen::draw_game_notice() const {
  if (app_.game_notice_.empty() || app_.now_ >= app_.game_notice_at_ + App::kGameNoticeMs) return;
  const float fade = std::min(1.0f, static_cast<float>(app_.game_notice_at_ + App::kGameNoticeMs - app_.now_) / 1000.0f);
  const float w = static_cast<float>(app_.layout_.width);
  // At least 13 CSS px: a long notice wraps instead of shrinking.
  const float px = std::max(std::clamp(app_.layout_.cell * 0.22f, 11.0f, 26.0f), 13.0f * std::max(1.0f, app_.pixel_ratio()));
  const BitmapFont::Atlas& atlas = app_.assets_.text_bold.pick(px);
  const float scale = px / static_cast<float>(atlas.metrics.size);
  const std::vector<std::string> lines = wrap_text(atlas.metrics, app_.game_notice_, static_cast<int>(w * 0.9f / scale - px * 2 / scale));
  float tw = 0;
  for (const std::string& line : lines) tw = std::max(tw, app_.assets_.text_bold.measure(line, px));
  const float line_h = px * 1.3f;
  const float bw = tw + px * 2, bh = static_cast<float>(lines.size()) * line_h + px * 0.7f;
  const Rect band{(w - bw) / 2, app_.layout_.status.y + app_.layout_.status.h, bw, bh};
  const auto a = [fade](int alpha) { return static_cast<Uint8>(static_cast<float>(alpha) * fade); };
  app_.fill_rect({band.x + 2, band.y + 3, band.w, band.h}, {0, 0, 0, a(90)});
  app_.fill_rect(band, {kGold.r, kGold.g, kGold.b, a(255)});
  app_.fill_rect({band.x + 2, band.y + 2, band.w - 4, band.h - 4}, {120, 30, 20, a(240)});
  float y = band.y + px * 0.35f + (line_h - px * 1.2f) / 2;
  for (const std::string& line : lines) {
    draw_text(app_.renderer_, app_.assets_.text_bold, line, band.cx(), y, px, {kIvory.r, kIvory.g, kIvory.b, a(255)}, Align::kCentre);
    y += line_h;
  }
}

void GameScreen::draw_result() const {
  const ResultLayout rl = result_layout(app_.layout_.width, app_.layout_.height, app_.layout_.pixel_ratio);
  app_.fill_rect({0, 0, static_cast<float>(app_.layout_.width), static_cast<float>(app_.layout_.height)}, {0, 0, 0, 120});
  app_.draw_panel(rl.panel, true);
  const RuleSet& r = app_.game_.rules();
  const Result res = result(r, app_.game_.state());
  const float u = rl.unit;
  float y = rl.panel.y + u;
  std::string headline = app_.game_.message();
  if (res.winner != Winner::Draw && res.winner != Winner::None) {
    const Side w = res.winner == Winner::Light ? kLight : kDark;
    if (app_.game_.is_human(w) != app_.game_.is_human(opponent(w))) headline = tr(app_.game_.is_human(w) ? "game.you_win" : "game.computer_wins");
    app_.draw_piece(rl.panel.cx(), y + u * 1.4f, u * 2.4f, w, false);
  }
  y += u * 3.0f;
  draw_text(app_.renderer_, app_.assets_.title, headline, rl.panel.cx(), y, u * 1.8f, kGold, Align::kCentre);
  y += u * 2.4f;
  std::vector<std::string> lines;
  lines.push_back(tr("result.rules_turns", {{"title", rule_text(r, "title")}, {"turns", tr_count("unit.turn", app_.game_.turns_played())}}));
  const char* const score_key = r.win == WinRule::Score ? "result.score" : r.win == WinRule::CaptureAll ? "result.captured" : "result.borne_off";
  lines.push_back(tr(score_key, {{"light", res.score[0]}, {"dark", res.score[1]}}));
  if (r.tokens.enabled) lines.push_back(tr("result.tokens", {{"light", res.tokens[0]}, {"dark", res.tokens[1]}, {"reserve", res.reserve}}));
  if (r.coins.enabled) lines.push_back(tr("result.purses", {{"light", res.coins[0]}, {"dark", res.coins[1]}, {"pot", res.pot}}));
  if (res.by_turn_limit) lines.push_back(tr("game.turn_limit"));
  // At least 14 CSS px, less only to fit the panel, never under 12.
  const float ratio = std::max(1.0f, app_.pixel_ratio());
  float px = std::max(u * 0.85f, 14.0f * ratio);
  for (const std::string& line : lines)
    px = std::min(px, px * (rl.panel.w - u) / std::max(1.0f, app_.assets_.text.measure(line, px)));
  px = std::max(px, 12.0f * ratio);
  const float step = std::max(u * 1.25f, px * 1.3f);
  for (const std::string& line : lines) {
    draw_text(app_.renderer_, app_.assets_.text, line, rl.panel.cx(), y, px, kIvory, Align::kCentre);
    y += step;
  }
  for (const Button& b : rl.buttons) app_.draw_button(b);
}

}  // namespace ur
