// The game screen's painter (its state is still App's: the game's Controller, the offered
// choices, the hints, the tour): the board's pieces and pools, the highlights of the
// choices, the dice, the status line, the hints' bar, a notice, the result.
#include <algorithm>
#include <cmath>

#include "ui/describe.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

#include "ai/perfect.hpp"
#include "ui/remote/correspondence.hpp"

namespace ur {
namespace {

double ease(double t) { return t < 0.5 ? 2 * t * t : 1 - std::pow(-2 * t + 2, 2) / 2; }

}  // namespace

void App::draw_game() {
  const GameControls g = game_controls(layout_, game_, offered_, hint_switch(), sound_settings_.on, remote_.throw_by());
  remote_.live.draw_throw_note(g);
  draw_status(g);
  draw_last_moves();
  draw_highlights(g);
  draw_pools();
  draw_pieces(shown_alternative(g.buttons));
  draw_best_tag();
  if (offered_.empty()) {
    draw_dice(g);
  } else {
    // The chips take the dice's place; the line above them says what they are for.
    draw_panel(g.choice_panel, true);
  }
  if (g.hint_bar.w > 0) draw_hint_bar(g.hint_bar);
  draw_game_notice();
  for (Button b : g.buttons) {
    if (b.id == kSoundButton || b.id == kVolumeButton) continue;  // drawn with their icons, below
    b.primary |= offered_pick_ >= 0 && b.id == kChoiceBase + offered_pick_;  // the alternative shown on the board
    draw_button(b);
  }
  draw_sound_controls(g.buttons);
  if (game_.stage() == Stage::Over && now_ >= game_.finished_at() + 900) draw_result();
}

void App::draw_status(const GameControls& g) {
  const Rect& s = layout_.status;
  const State& st = game_.state();
  const Side side = st.side;
  // A game by link, the friend's turn: the friend plays it on their own device.
  const std::optional<std::string> live = remote_.live.status();
  const Correspondence* by_link = remote_.link.game();
  const std::string text = live                                                  ? *live
                           : by_link && !by_link->my_turn() && !by_link->over() ? tr("game.status.waiting_friend")
                                                                                 : status_line(game_);
  // Centred, or between the buttons at the line's ends when it would touch them (a phone).
  float left = s.x, right = s.x + s.w;
  for (const Button& b : g.buttons) {
    if (b.id == kMenuButton) left = std::max(left, b.rect.x + b.rect.w);
    if (b.id == kHelpButton || b.id == kHintButton || b.id == kSoundButton || b.id == kVolumeButton) right = std::min(right, b.rect.x);
  }
  const float pad = s.h * 0.15f;
  float px = std::min(s.h * 0.62f, static_cast<float>(layout_.width) / 18.0f);
  float w = assets_.title.measure(text, px);
  float icon = px * 1.1f;
  float centre = s.cx();
  const float room = right - left - 2 * pad;
  if (centre - (w + icon * 1.3f) / 2 < left + pad || centre + (w + icon * 1.3f) / 2 > right - pad) {
    centre = (left + right) / 2;
    if (w + icon * 1.3f > room) {
      px *= room / (w + icon * 1.3f);
      w = assets_.title.measure(text, px);
      icon = px * 1.1f;
    }
  }
  const float x = centre - (w + icon * 1.3f) / 2;
  if (game_.stage() != Stage::Over) draw_piece(x + icon / 2, s.cy(), icon, side, false);
  draw_text(renderer_, assets_.title, text, x + icon * 1.3f, s.cy() - px * 0.62f, px, kIvory);
}

void App::draw_pools() {
  const State& st = game_.state();
  const RuleSet& r = game_.rules();
  const bool animating = game_.stage() == Stage::Animating;
  const State& shown = animating ? game_.before_animation() : st;
  for (int s = 0; s < 2; ++s) {
    const Side side = static_cast<Side>(s);
    int waiting = shown.waiting[side];
    if (animating && shown.side == side &&
        (game_.animating().kind == ActionKind::Enter || game_.animating().kind == ActionKind::PlaceOnStart))
      waiting -= std::max<int>(1, game_.animating().count);
    if (game_.stage() == Stage::Returning && game_.returning_side() == side) waiting -= 1;  // still flying home
    const float size = layout_.cell * 0.62f;
    for (int i = 0; i < waiting; ++i) {
      const SDL_FPoint p = pool_point(side, i, false);
      draw_piece(p.x, p.y, size, side, false);
    }
    // Pieces borne off stand at the far end, turned over where the rule set flips them.
    for (int i = 0; i < shown.off[side]; ++i) {
      const SDL_FPoint p = pool_point(side, i, true);
      draw_piece(p.x, p.y, size, side, r.flip_index >= 0 || r.stacks == StackRule::Towers, 200);
    }
    // Counts, and tokens / coins / score where the rule set has them: the same words on
    // one line (a wide screen) or one part a line (a phone's narrow column).
    std::vector<std::string> parts{tr("game.pool.waiting", {{"n", waiting}}),
                                   tr_count(r.win == WinRule::CaptureAll ? "game.pool.lost" : "game.pool.home", shown.off[side])};
    if (r.tokens.enabled) parts.push_back(tr_count("game.pool.tokens", st.tokens[side]));
    if (r.coins.enabled) parts.push_back(tr("game.pool.purse", {{"n", st.coins[side]}}));
    if (r.win == WinRule::Score) parts.push_back(tr("game.pool.score", {{"n", st.score[side]}}));
    if (r.win == WinRule::CaptureAll) parts.push_back(tr("game.pool.captured", {{"n", result(r, st).score[side]}}));
    const Rect& p = layout_.pool[side];
    const float min_px = 12.0f * std::max(1.0f, pixel_ratio());  // never under 12 CSS px
    const float px = std::max(std::clamp(layout_.cell * 0.2f, 10.0f, 30.0f), min_px);
    const SDL_Color colour{230, 214, 184, 235};
    auto join = [&](std::size_t from, std::size_t to) {
      std::string line;
      for (std::size_t i = from; i < to; ++i) line += (line.empty() ? "" : " · ") + parts[i];
      return line;
    };
    std::vector<std::string> lines;
    float cx = p.cx(), room = p.w * 0.92f;
    if (p.w >= p.h) {
      // The counts go in the space between the waiting pieces and those borne off.
      const float left = waiting > 0 ? pool_point(side, waiting - 1, false).x + size * 0.6f : p.x;
      const float right = shown.off[side] > 0 ? pool_point(side, shown.off[side] - 1, true).x - size * 0.6f : p.x + p.w;
      cx = (left + right) / 2;
      room = right - left;
      lines.push_back(join(0, parts.size()));
      if (assets_.text.measure(lines[0], min_px) > room) lines = {join(0, (parts.size() + 1) / 2), join((parts.size() + 1) / 2, parts.size())};
      // Still too wide: a part a line (decided first: the list is not replaced while read).
      const bool too_wide = std::any_of(lines.begin(), lines.end(),
                                        [&](const std::string& line) { return assets_.text.measure(line, min_px) > room; });
      if (too_wide) lines = parts;
    } else {
      lines = parts;
    }
    float tpx = px;
    for (const std::string& line : lines) tpx = std::min(tpx, px * room / std::max(1.0f, assets_.text.measure(line, px)));
    tpx = std::max(tpx, min_px);
    float y = p.cy() - static_cast<float>(lines.size()) * tpx * 0.6f;
    for (const std::string& line : lines) {
      const float x = p.w < p.h ? layout_.pool_line_x(s, assets_.text.measure(line, tpx), tpx * 0.3f) : cx;
      draw_text(renderer_, assets_.text, line, x, y, tpx, colour, Align::kCentre);
      y += tpx * 1.2f;
    }
  }
}

void App::draw_pieces(std::optional<Action> preview) {
  const RuleSet& r = game_.rules();
  const bool animating = game_.stage() == Stage::Animating;
  const State& st = animating ? game_.before_animation() : game_.state();
  const Action& moving = game_.animating();
  const float size = layout_.cell * 0.78f;
  std::vector<std::pair<Side, bool>> lifted;  // the pieces in motion (bottom first)

  if (!r.uses_stacks()) {
    for (int s = 0; s < 2; ++s)
      for (int i = 0; i < r.path_length; ++i)
        if ((st.path_bits[static_cast<unsigned>(s)] >> i) & 1u) {
          if (animating && s == st.side && moving.kind == ActionKind::Move && moving.from == i) {
            lifted.push_back({static_cast<Side>(s), false});
            continue;
          }
          const SDL_FPoint c = square_centre(square_of(r, static_cast<Side>(s), i));
          draw_piece(c.x, c.y, size, static_cast<Side>(s), false);
        }
  } else {
    // Stacks: pieces rise a little with height; two stacks of different faces on one
    // square stand side by side; a badge gives the height.
    const int moving_slot = animating ? stack_slot_moving(st, moving) : -1;
    // A stack's alternative being considered: its moving part is lifted off the rest.
    const int preview_slot = !animating && preview ? stack_slot_moving(st, *preview) : -1;
    for (int slot = 0; slot < r.slot_count; ++slot) {
      const Stack& stack = st.stacks[static_cast<unsigned>(slot)];
      int h = stack.height();
      if (h == 0) continue;
      const SquareId sq = r.slot_square[static_cast<unsigned>(slot)];
      const int other = r.slot_of[sq][1u - r.slot_face[static_cast<unsigned>(slot)]];
      const bool shared = other != 0xFF && other < r.slot_count && !st.stacks[static_cast<unsigned>(other)].empty();
      SDL_FPoint c = square_centre(sq);
      float sz = size;
      if (shared) {
        sz *= 0.72f;
        c.x += (r.slot_face[static_cast<unsigned>(slot)] ? 1.0f : -1.0f) * layout_.cell * 0.2f;
      }
      if (slot == moving_slot) {
        for (int k = h - moving.count; k < h; ++k) lifted.push_back({stack.owner(k), stack.flipped(k)});
        h -= moving.count;
      }
      draw_stack(stack, h, c, sz, slot == preview_slot ? preview->count : 0);
    }
  }
  if (game_.stage() == Stage::Returning) {
    // A captured piece flies back to its owner's pool.
    const Side who = game_.returning_side();
    const double t = ease(game_.progress(now_));
    const SDL_FPoint a = square_centre(game_.returning_square());
    const SDL_FPoint b = pool_point(who, std::max(0, game_.state().waiting[who] - 1), false);
    const float lift = static_cast<float>(std::sin(t * 3.14159)) * size * 0.5f;
    draw_piece(a.x + (b.x - a.x) * static_cast<float>(t), a.y + (b.y - a.y) * static_cast<float>(t) - lift, size, who, false);
    return;
  }
  if (!animating) return;
  // The moving piece (or stack) slides along its path, square by square.
  const double t = ease(game_.progress(now_));
  const Side side = st.side;
  double from = -1, to = 0;
  if (moving.kind == ActionKind::Move) {
    from = moving.from;
    to = moving.to == kOff ? r.path_length : moving.to;
  } else if (moving.kind == ActionKind::Enter || moving.kind == ActionKind::PlaceOnStart) {
    to = moving.kind == ActionKind::Enter ? moving.to : 0;
    lifted.assign(static_cast<std::size_t>(std::max<int>(1, moving.count)), {side, false});
  } else {
    return;
  }
  const double at = from + (to - from) * t;
  const SDL_FPoint p = path_point(side, at);
  const float lift = static_cast<float>(std::sin(t * 3.14159)) * size * 0.12f;  // picked up, set down
  // jeu-royal: the stack turns over as it reaches the flip square.
  const bool flips = r.flip_index >= 0 && from < r.flip_index && at >= r.flip_index;
  for (std::size_t k = 0; k < lifted.size(); ++k)
    draw_piece(p.x, p.y - lift - static_cast<float>(k) * size * 0.09f, size * 1.06f, lifted[k].first,
               lifted[k].second != flips);
}

void App::draw_highlights(const GameControls& g) {
  if (game_.stage() != Stage::ChooseAction || !game_.is_human(game_.state().side)) return;
  const RuleSet& r = game_.rules();
  const Side side = game_.state().side;
  const float pulse = 0.75f + 0.25f * std::sin(static_cast<float>(now_ % 1200) / 1200.0f * 6.2831853f);
  auto ring = [&](float cx, float cy, float size, Uint8 alpha) {
    SDL_SetTextureAlphaMod(assets_.highlight.get(), alpha);
    const SDL_FRect dst = piece_rect(cx, cy, size);
    SDL_RenderCopyF(renderer_, assets_.highlight.get(), nullptr, &dst);
  };
  // Every piece that can move glows; the hovered (or keyboard-selected) one shows where it goes.
  std::optional<Action> focus = cursor_action();
  // Among a piece's alternatives: the chip under the pointer, or the one tapped once.
  if (const auto shown = shown_alternative(g.buttons)) focus = shown;
  const auto hovered = layout_.hit_square(mouse_x_, mouse_y_);
  const bool pool_hover = layout_.pool[side].contains(mouse_x_, mouse_y_);
  if (!focus) {
    const auto here = actions_at(game_, hovered, pool_hover);
    if (!here.empty()) focus = here[0];
  }
  for (const Action& a : game_.choices())
    if (const auto c = action_source(a)) ring(c->x, c->y, layout_.cell * 0.9f, static_cast<Uint8>(255 * pulse));
  // The hint's best move glows gold (its "best" tag is drawn over the pieces, later).
  if (const auto best = hinted_best(); best)
    if (const auto c = action_source(*best)) {
      SDL_SetTextureColorMod(assets_.highlight.get(), 255, 200, 90);
      ring(c->x, c->y, layout_.cell * 1.02f, 255);
      SDL_SetTextureColorMod(assets_.highlight.get(), 255, 255, 255);
    }
  if (!focus && !offered_.empty())  // the chips are showing, none pointed at yet: say what they are for
    draw_message(tr("game.pick_stack"), g.message, dice_row_layout(layout_, r).text_px,
                 assets_.text, kIvory);
  if (focus) {
    draw_route(*focus);
    const ActionEffect e = describe_action(r, game_.state(), *focus);
    SDL_FPoint dest = e.lands_on >= 0 ? square_centre(e.lands_on) : pool_point(side, game_.state().off[side], true);
    ring(dest.x, dest.y, layout_.cell * 0.95f, 255);
    draw_landing_frame(dest, pulse);
    // Selected by a tap: say how to play it.
    const std::string text = e.text + (offered_pick_ >= 0 ? " · tap the framed square to play"
                                       : touch_ && cursor_action() ? " · tap again to play" : "");
    draw_message(text, g.message, dice_row_layout(layout_, r).text_px, assets_.text_bold, kGold);
  }
  SDL_SetTextureAlphaMod(assets_.highlight.get(), 255);
}

std::optional<SDL_FPoint> App::action_source(const Action& a) const {
  const Side side = game_.state().side;
  if (a.kind == ActionKind::Move) return square_centre(square_of(game_.rules(), side, a.from));
  if (a.kind == ActionKind::Enter) return pool_point(side, std::max(0, game_.state().waiting[side] - 1), false);
  return std::nullopt;
}

std::optional<Action> App::hinted_best() const {
  if (!hint_switch().on || game_.stage() != Stage::ChooseAction || hint_best_ < 0 || hint_best_ >= game_.choices().size())
    return std::nullopt;
  return game_.choices()[hint_best_];
}

// A small lapis tag reading "best" over the piece the hint recommends.
void App::draw_best_tag() {
  const auto best = hinted_best();
  if (const auto at = best ? action_source(*best) : std::nullopt) draw_tag(*at, tr("review.tag.best"));
}

void App::draw_tag(SDL_FPoint c, const std::string& text) {
  const float px = std::max(std::clamp(layout_.cell * 0.19f, 11.0f, 30.0f), 12.0f * std::max(1.0f, pixel_ratio()));
  const float tw = assets_.text_bold.measure(text, px) + px * 0.9f, th = px * 1.35f;
  const Rect tag{c.x - tw / 2, c.y - layout_.cell * 0.47f - th * 0.55f, tw, th};
  const float b = std::max(1.5f, px * 0.12f);
  fill_rect({tag.x + b, tag.y + b * 2, tag.w, tag.h}, {0, 0, 0, 90});
  fill_rect(tag, kGold);
  fill_rect({tag.x + b, tag.y + b, tag.w - 2 * b, tag.h - 2 * b}, kLapis);
  draw_text(renderer_, assets_.text_bold, text, tag.cx(), tag.y + (th - px * 1.2f) / 2, px, kIvory, Align::kCentre);
}

// A bold frame, dark outside and bright inside, so the landing square reads on ivory,
// lapis and shale squares alike.
void App::draw_landing_frame(SDL_FPoint dest, float pulse) {
  const float fs = layout_.cell * 0.94f, t = std::max(2.0f, layout_.cell * 0.045f);
  const Rect frame{dest.x - fs / 2, dest.y - fs / 2, fs, fs};
  draw_frame(frame, t, {24, 16, 10, 235});
  draw_frame({frame.x + t, frame.y + t, frame.w - 2 * t, frame.h - 2 * t}, t, {255, 236, 150, static_cast<Uint8>(200 + 55 * pulse)});
}

void App::draw_dice(const GameControls& g) {
  const Rect& d = layout_.dice;
  const RuleSet& r = game_.rules();
  const DiceRowLayout row = dice_row_layout(layout_, r);
  const int n = static_cast<int>(row.dice.size());
  const float msg_h = row.message.h;
  const float size = row.dice[0].w;
  const float gap = size * 0.12f;
  const float x0 = row.dice[0].x, y = row.dice[0].y;
  const bool rolling = game_.stage() == Stage::Rolling;
  for (int i = 0; i < n; ++i) {
    float dx = 0, dy = 0;
    int face = game_.dice_faces()[static_cast<unsigned>(i)];
    if (rolling) {
      // Tumbling: faces change every few frames and the dice jump, settling at the end.
      const double p = game_.progress(now_);
      const std::uint64_t tick = now_ / 70 + static_cast<std::uint64_t>(i) * 7;
      face = r.dice == DiceKind::D6 ? static_cast<int>(tick % 6) + 1 : static_cast<int>((tick * 2654435761u >> 7) & 1u);
      const float amp = static_cast<float>(1 - p) * size * 0.25f;
      dx = std::sin(static_cast<float>(now_) * 0.031f + static_cast<float>(i) * 1.7f) * amp;
      dy = -std::fabs(std::sin(static_cast<float>(now_) * 0.022f + static_cast<float>(i))) * amp;
    }
    const SDL_FRect dst{x0 + static_cast<float>(i) * (size + gap) + dx, y + dy, size, size};
    SDL_Texture* t = r.dice == DiceKind::D6 ? assets_.d6[static_cast<unsigned>(std::clamp(face, 1, 6) - 1)].get()
                                            : (face ? assets_.die_marked.get() : assets_.die_plain.get());
    const bool faded = !rolling && !game_.dice_shown();
    SDL_SetTextureAlphaMod(t, faded ? 110 : 255);
    SDL_RenderCopyF(renderer_, t, nullptr, &dst);
    SDL_SetTextureAlphaMod(t, 255);
  }
  // The value thrown, large, and in a word what else it means.
  if (!rolling && game_.dice_shown()) {
    const Rect& v = row.value;
    const int outcome = game_.shown_outcome();
    const int value = r.move_value(outcome);
    const bool again = r.throw_table[static_cast<unsigned>(outcome)].extra_throw;
    const float cap_px = std::max(v.h * 0.2f, 12.0f * std::max(1.0f, pixel_ratio()));
    const std::string caption = value == 0 ? tr("game.dice.no_move") : again ? tr("move.effect.throw_again")
                                                                       : tr(value == 1 ? "game.dice.step" : "game.dice.steps");
    float num_px = v.h * 0.8f;
    draw_text(renderer_, assets_.title, std::to_string(value), v.cx(), v.y + v.h - cap_px * 1.25f - num_px * 0.98f, num_px,
              value == 0 ? kMuted : kGold, Align::kCentre);
    float cpx = cap_px;
    const float cw = assets_.text_bold.measure(caption, cpx);
    if (cw > v.w * 1.1f) cpx = std::max(cpx * v.w * 1.1f / cw, 12.0f * std::max(1.0f, pixel_ratio()));  // never under 12 CSS px
    draw_text(renderer_, assets_.text_bold, caption, v.cx(), v.y + v.h - cap_px * 1.2f, cpx, again ? kGold : kIvory, Align::kCentre);
  }
  // What both players share: the tokens' reserve, bell's pot.
  std::string shared;
  if (r.tokens.enabled) shared = tr("game.count.reserve", {{"n", game_.state().reserve}});
  if (r.coins.enabled) shared = tr("game.count.pot", {{"n", game_.state().pot}});
  bool shared_in_message = false;
  if (!shared.empty()) {
    const float px = std::max(msg_h / 1.25f, 12.0f * std::max(1.0f, pixel_ratio()));  // never under 12 CSS px
    if (g.hint_bar.w <= 0 && assets_.text_bold.measure(shared, px) < row.value.x - d.x - gap) {
      draw_text(renderer_, assets_.text_bold, shared, d.x, y + size - px * 1.2f, px, kGold);
    } else {
      shared_in_message = true;  // no room beside the dice (a phone): say it with the message
    }
  }
  // The last event in words (hover text replaces it while choosing).
  const bool choosing = game_.stage() == Stage::ChooseAction && game_.is_human(game_.state().side) &&
                        (cursor_action() || !actions_at(game_, layout_.hit_square(mouse_x_, mouse_y_),
                                                        layout_.pool[game_.state().side].contains(mouse_x_, mouse_y_)).empty());
  if (!choosing && !rolling) {
    const float px = row.text_px;
    std::string line = game_.message();
    if (shared_in_message) {
      if (!line.empty()) line.append(" · ");
      line.append(shared);
    }
    draw_message(line, g.message, px, assets_.text, kIvory);
  }
}

// The win-chance bar: Light's share from the left in shell, Dark's from the right in
// shale, a piece at each end to say whose is whose, and the viewer's chance in words.
void App::draw_message(const std::string& text, const Rect& box, float px, const BitmapFont& font, SDL_Color colour) {
  // Shrunk to fit its line, but never under 12 CSS px: past that it takes two lines.
  const float floor_px = 12.0f * std::max(1.0f, pixel_ratio());
  px = std::max(px, floor_px);
  const float w = font.measure(text, px);
  if (w > box.w) px = std::max(floor_px, px * box.w / w);
  std::vector<std::string> lines{text};
  if (font.measure(text, px) > box.w) {
    const BitmapFont::Atlas& atlas = font.pick(px);
    lines = wrap_text(atlas.metrics, text, static_cast<int>(box.w * static_cast<float>(atlas.metrics.size) / px));
  }
  float y = box.y + px * 0.15f - static_cast<float>(lines.size() - 1) * px * 1.15f;
  for (const std::string& line : lines) {
    draw_text(renderer_, font, line, box.cx(), y, px, colour, Align::kCentre);
    y += px * 1.15f;
  }
}

void App::draw_hint_bar(const Rect& b) {
  const Side viewer = hint_viewer(game_);
  const bool vs_computer = game_.is_human(kLight) != game_.is_human(kDark);
  std::string caption = vs_computer ? tr("game.your_chance") : tr("game.side_chance", {{"side", side_word(viewer)}});
  const double mine = viewer == kLight ? hint_chance_ : 1 - hint_chance_;
  const std::string percent = hint_known_ ? std::to_string(static_cast<int>(std::lround(mine * 100))) + "%" : "…";
  Rect bar;
  float icon = 0;
  if (b.h >= b.w * 0.25f) {
    // Beside the dice, on a small dark plaque: the caption and the figure over the bar.
    const float f = std::max(1.0f, b.h * 0.015f);
    fill_rect({b.x + f * 2, b.y + f * 3, b.w, b.h}, {0, 0, 0, 70});
    fill_rect(b, {214, 178, 94, 150});
    fill_rect({b.x + f, b.y + f, b.w - 2 * f, b.h - 2 * f}, {40, 28, 19, 225});
    const float pad = b.h * 0.12f;
    const Rect c{b.x + pad, b.y + pad * 0.8f, b.w - 2 * pad, b.h - pad * 1.6f};
    float px = c.h * 0.24f;
    const float big = c.h * 0.4f;
    const float room = c.w - assets_.title.measure(percent, big) - px * 0.5f;
    // Never under 12 CSS px: a caption too long for that is shortened to the side's name.
    const float min_px = 12.0f * std::max(1.0f, pixel_ratio());
    if (assets_.text.measure(caption, std::max(px, min_px)) > room)
      caption = vs_computer ? tr("game.your_chance_short") : side_word(viewer);
    if (assets_.text.measure(caption, px) > room) px *= room / assets_.text.measure(caption, px);
    px = std::max(px, min_px);
    const float baseline = c.y + big * 0.95f;  // caption and figure stand on one line
    draw_text(renderer_, assets_.title, percent, c.x + c.w, baseline - big * 0.95f, big, kGold, Align::kRight);
    draw_text(renderer_, assets_.text, caption, c.x, baseline - px * 1.02f, px, kIvory);
    icon = c.h * 0.36f;
    bar = {c.x + icon * 1.2f, c.y + c.h * 0.76f - c.h * 0.09f, c.w - icon * 2.4f, c.h * 0.18f};
  } else {
    // On a narrow screen, one line: the bar, then the figure.
    const float px = b.h * 0.78f;
    const float fw = assets_.text_bold.measure(percent, px);
    draw_text(renderer_, assets_.text_bold, percent, b.x + b.w, b.y + b.h * 0.05f, px, kGold, Align::kRight);
    icon = b.h * 0.95f;
    bar = {b.x + icon * 1.15f, b.cy() - b.h * 0.16f, b.w - fw - px * 0.4f - icon * 2.3f, b.h * 0.32f};
  }
  draw_piece(bar.x - icon * 0.62f, bar.cy(), icon, kLight, false);
  draw_piece(bar.x + bar.w + icon * 0.62f, bar.cy(), icon, kDark, false);
  const float f = std::max(1.0f, bar.h * 0.14f);
  fill_rect(bar, kGold);
  const Rect inner{bar.x + f, bar.y + f, bar.w - 2 * f, bar.h - 2 * f};
  fill_rect(inner, hint_known_ ? kShale : SDL_Color{90, 74, 58, 255});
  if (hint_known_) fill_rect({inner.x, inner.y, inner.w * static_cast<float>(hint_chance_), inner.h}, kIvory);
  // Even chances in the middle: a fine gold mark to read the bar against.
  fill_rect({inner.cx() - f * 0.5f, bar.y - f * 1.5f, f, bar.h + f * 3}, kGold);
}

// A short notice over the game (a table that is missing, hints that cannot be had).
void App::draw_game_notice() {
  if (game_notice_.empty() || now_ >= game_notice_at_ + kGameNoticeMs) return;
  const float fade = std::min(1.0f, static_cast<float>(game_notice_at_ + kGameNoticeMs - now_) / 1000.0f);
  const float w = static_cast<float>(layout_.width);
  // At least 13 CSS px: a long notice wraps instead of shrinking.
  const float px = std::max(std::clamp(layout_.cell * 0.22f, 11.0f, 26.0f), 13.0f * std::max(1.0f, pixel_ratio()));
  const BitmapFont::Atlas& atlas = assets_.text_bold.pick(px);
  const float scale = px / static_cast<float>(atlas.metrics.size);
  const std::vector<std::string> lines = wrap_text(atlas.metrics, game_notice_, static_cast<int>(w * 0.9f / scale - px * 2 / scale));
  float tw = 0;
  for (const std::string& line : lines) tw = std::max(tw, assets_.text_bold.measure(line, px));
  const float line_h = px * 1.3f;
  const float bw = tw + px * 2, bh = static_cast<float>(lines.size()) * line_h + px * 0.7f;
  const Rect band{(w - bw) / 2, layout_.status.y + layout_.status.h, bw, bh};
  const auto a = [fade](int alpha) { return static_cast<Uint8>(static_cast<float>(alpha) * fade); };
  fill_rect({band.x + 2, band.y + 3, band.w, band.h}, {0, 0, 0, a(90)});
  fill_rect(band, {kGold.r, kGold.g, kGold.b, a(255)});
  fill_rect({band.x + 2, band.y + 2, band.w - 4, band.h - 4}, {120, 30, 20, a(240)});
  float y = band.y + px * 0.35f + (line_h - px * 1.2f) / 2;
  for (const std::string& line : lines) {
    draw_text(renderer_, assets_.text_bold, line, band.cx(), y, px, {kIvory.r, kIvory.g, kIvory.b, a(255)}, Align::kCentre);
    y += line_h;
  }
}

void App::draw_result() {
  const ResultLayout rl = result_layout(layout_.width, layout_.height);
  fill_rect({0, 0, static_cast<float>(layout_.width), static_cast<float>(layout_.height)}, {0, 0, 0, 120});
  draw_panel(rl.panel, true);
  const RuleSet& r = game_.rules();
  const Result res = result(r, game_.state());
  const float u = rl.buttons[0].rect.h / 2.4f;
  float y = rl.panel.y + u;
  std::string headline = game_.message();
  if (res.winner != Winner::Draw && res.winner != Winner::None) {
    const Side w = res.winner == Winner::Light ? kLight : kDark;
    if (game_.is_human(w) != game_.is_human(opponent(w))) headline = tr(game_.is_human(w) ? "game.you_win" : "game.computer_wins");
    draw_piece(rl.panel.cx(), y + u * 1.4f, u * 2.4f, w, false);
  }
  y += u * 3.0f;
  draw_text(renderer_, assets_.title, headline, rl.panel.cx(), y, u * 1.8f, kGold, Align::kCentre);
  y += u * 2.4f;
  std::vector<std::string> lines;
  lines.push_back(tr("result.rules_turns", {{"title", rule_text(r, "title")}, {"turns", tr_count("unit.turn", game_.turns_played())}}));
  const char* const score_key = r.win == WinRule::Score ? "result.score" : r.win == WinRule::CaptureAll ? "result.captured" : "result.borne_off";
  lines.push_back(tr(score_key, {{"light", res.score[0]}, {"dark", res.score[1]}}));
  if (r.tokens.enabled) lines.push_back(tr("result.tokens", {{"light", res.tokens[0]}, {"dark", res.tokens[1]}, {"reserve", res.reserve}}));
  if (r.coins.enabled) lines.push_back(tr("result.purses", {{"light", res.coins[0]}, {"dark", res.coins[1]}, {"pot", res.pot}}));
  if (res.by_turn_limit) lines.push_back(tr("game.turn_limit"));
  // At least 14 CSS px, less only to fit the panel, never under 12.
  const float ratio = std::max(1.0f, pixel_ratio());
  float px = std::max(u * 0.85f, 14.0f * ratio);
  for (const std::string& line : lines)
    px = std::min(px, px * (rl.panel.w - u) / std::max(1.0f, assets_.text.measure(line, px)));
  px = std::max(px, 12.0f * ratio);
  const float step = std::max(u * 1.25f, px * 1.3f);
  for (const std::string& line : lines) {
    draw_text(renderer_, assets_.text, line, rl.panel.cx(), y, px, kIvory, Align::kCentre);
    y += step;
  }
  for (const Button& b : rl.buttons) draw_button(b);
}

}  // namespace ur
