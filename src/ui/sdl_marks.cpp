// The last move of each side, marked on the board until that side moves again: a thin
// frame where the piece came from, a bold frame where it went (or its pool, borne off),
// in the side's own colour, with a tag saying what the move did (capture, rosette,
// borne off). Shown for the computer's moves and a friend's alike.
#include <algorithm>

#include "ui/language.hpp"
#include "ui/mark_tag.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

namespace ur {
namespace {

// Light's marks in the gold of the board's trim, Dark's in a cool silver-blue: both
// stand out on the ivory, lapis and shale squares.
SDL_Color mark_colour(Side side, Uint8 alpha) {
  return side == kLight ? SDL_Color{255, 214, 120, alpha} : SDL_Color{150, 205, 255, alpha};
}

// A capture takes prisoners where pieces stack (jeu-royal, ravensburger): the tag says so.
std::string mark_tag(const LastMove& m, const RuleSet& r) {
  const std::string captured = tr(r.stacks == StackRule::None ? "mark.capture" : "mark.prisoner");
  if (m.bore_off) return tr("mark.borne_off");
  if (m.captured && m.rosette) return captured + ", " + tr("move.effect.rosette");
  if (m.captured) return captured;
  if (m.rosette) return tr("move.effect.rosette");
  return "";
}

}  // namespace

void App::draw_frame(const Rect& r, float thickness, SDL_Color c) {
  fill_rect({r.x, r.y, r.w, thickness}, c);
  fill_rect({r.x, r.y + r.h - thickness, r.w, thickness}, c);
  fill_rect({r.x, r.y + thickness, thickness, r.h - 2 * thickness}, c);
  fill_rect({r.x + r.w - thickness, r.y + thickness, thickness, r.h - 2 * thickness}, c);
}

void App::draw_last_moves(bool tags_only) {
  if (!game_.has_game()) return;
  const float cell = layout_.cell;
  auto square_rect = [&](int sq) {
    const SDL_FPoint c = square_centre(sq);
    const float s = cell * 0.9f;
    return Rect{c.x - s / 2, c.y - s / 2, s, s};
  };
  // Both sides' frames first, then (a second call) the tags: a tag is never under the other side's frame.
  struct MarkTag {
    Side side;
    Rect band;
    std::string text;
    float px;
  };
  std::vector<MarkTag> tags;  // drawn by the second call (tags_only), over the pieces
  for (const Side side : {kLight, kDark}) {
    const LastMove& m = game_.last_move(side);
    if (!m.known) continue;
    // The side about to move again keeps its mark only until its move starts.
    if (game_.stage() == Stage::Animating && game_.state().side == side) continue;
    if (m.from >= 0 && !tags_only) {
      const Rect r = square_rect(m.from);
      draw_frame(r, std::max(2.0f, cell * 0.035f), mark_colour(side, 170));
    }
    Rect to;
    if (m.to >= 0) {
      to = square_rect(m.to);
    } else {
      const SDL_FPoint p = pool_point(side, std::max(0, game_.state().off[side] - 1), true);
      to = {p.x - cell * 0.45f, p.y - cell * 0.45f, cell * 0.9f, cell * 0.9f};
    }
    if (!tags_only) {
      fill_rect(to, mark_colour(side, 55));
      draw_frame(to, std::max(3.0f, cell * 0.07f), mark_colour(side, 255));
    }
    const std::string tag = mark_tag(m, game_.rules());
    if (tag.empty() || !tags_only) continue;
    const float px = mark_tag_px(cell, pixel_ratio());
    const RuleSet& r = game_.rules();
    const int count_lines = 2 + (r.tokens.enabled ? 1 : 0) + (r.coins.enabled ? 1 : 0) + (r.win == WinRule::Score ? 1 : 0) +
                            (r.win == WinRule::CaptureAll ? 1 : 0);
    const Rect& pool = layout_.pool[side];
    tags.push_back({side, mark_tag_band(layout_, side, to, m.to < 0 && pool.w < pool.h, assets_.text_bold.measure(tag, px), px, count_lines),
                    tag, px});
  }
  for (const MarkTag& t : tags) {
    fill_rect(t.band, {30, 20, 12, 225});
    draw_frame(t.band, std::max(1.0f, t.px * 0.08f), mark_colour(t.side, 255));
    draw_text(renderer_, assets_.text_bold, t.text, t.band.cx(), t.band.y + t.px * 0.1f, t.px, mark_colour(t.side, 255), Align::kCentre);
  }
}

}  // namespace ur
