// The board view every screen with a board shares (the game, the review, How to play's
// drawings use its pieces): the table and the board drawn once per output size, the
// points of squares, paths and pools, a piece.
#include <algorithm>
#include <cmath>

#include "ui/describe.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

namespace ur {
namespace {

double ease(double t) { return t < 0.5 ? 2 * t * t : 1 - std::pow(-2 * t + 2, 2) / 2; }

SDL_FRect to_sdl(const Rect& r) { return {r.x, r.y, r.w, r.h}; }

}  // namespace

// A piece image is 128 px with the disc 104 px across, centred at (61, 60).
SDL_FRect App::piece_rect(float cx, float cy, float size) {
  const float s = size * 128.0f / 104.0f;
  return {cx - s * 61.0f / 128.0f, cy - s * 60.0f / 128.0f, s, s};
}

void App::draw_background() {
  const float tile = 384.0f * std::max(1.0f, pixel_ratio()) / 1.5f;
  for (float y = 0; y < static_cast<float>(layout_.height); y += tile)
    for (float x = 0; x < static_cast<float>(layout_.width); x += tile) {
      const SDL_FRect dst{x, y, tile + 1, tile + 1};
      SDL_RenderCopyF(renderer_, assets_.background.get(), nullptr, &dst);
    }
}

void App::draw_table() {
  // The table and the board only change with the window size: draw them once into a
  // texture and copy that each frame (a third of the pixel work on software renderers).
  if (!table_ || table_w_ != layout_.width || table_h_ != layout_.height || table_board_y_ != layout_.board_image.y ||
      table_board_x_ != layout_.board_image.x || table_board_ != layout_.board.shape) {
    table_.reset();
    if (SDL_RenderTargetSupported(renderer_))
      table_.reset(SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_RGBA8888, SDL_TEXTUREACCESS_TARGET, layout_.width, layout_.height));
    table_w_ = layout_.width;
    table_h_ = layout_.height;
    table_board_y_ = layout_.board_image.y;
    table_board_x_ = layout_.board_image.x;
    table_board_ = layout_.board.shape;
    if (table_ && SDL_SetRenderTarget(renderer_, table_.get()) == 0) {
      SDL_SetRenderDrawColor(renderer_, 28, 20, 14, 255);
      SDL_RenderClear(renderer_);
      draw_background();
      draw_board();
      SDL_SetRenderTarget(renderer_, nullptr);
    } else {
      table_.reset();
    }
  }
  if (table_) {
    SDL_RenderCopy(renderer_, table_.get(), nullptr, nullptr);
  } else {
    draw_background();
    if (screen() == ScreenKind::Game) draw_board();
  }
}

void App::draw_board() {
  const SDL_FRect dst = to_sdl(layout_.board_image);
  SDL_Texture* board = board_texture(assets_, layout_.board);
  SDL_SetTextureColorMod(board, 0, 0, 0);
  SDL_SetTextureAlphaMod(board, 90);
  const float off = layout_.cell * 0.08f;
  const SDL_FRect shadow{dst.x + off, dst.y + off, dst.w, dst.h};
  SDL_RenderCopyExF(renderer_, board, nullptr, &shadow, layout_.board_angle(), nullptr, SDL_FLIP_NONE);
  SDL_SetTextureColorMod(board, 255, 255, 255);
  SDL_SetTextureAlphaMod(board, 255);
  SDL_RenderCopyExF(renderer_, board, nullptr, &dst, layout_.board_angle(), nullptr, SDL_FLIP_NONE);
}

SDL_FPoint App::square_centre(int square) const {
  const Rect q = layout_.square_of(static_cast<SquareId>(square));
  return {q.cx(), q.cy()};
}

SDL_FPoint App::pool_point(Side side, int slot, bool off) const {
  const Rect& p = layout_.pool[side];
  const bool along_x = p.w >= p.h;
  const float size = layout_.cell * 0.62f;
  const float step = size * 0.9f;
  const float t = layout_.cell * 0.45f + static_cast<float>(slot) * step;
  if (along_x) return {off ? p.x + p.w - t : p.x + t, p.cy()};
  return {p.cx(), off ? p.y + t : p.y + p.h - t};
}

SDL_FPoint App::path_point(Side side, double index) const {
  const RuleSet& r = game_.rules();
  if (index < 0) {
    const SDL_FPoint a = pool_point(side, 0, false), b = square_centre(square_of(r, side, 0));
    const float t = static_cast<float>(index + 1);
    return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
  }
  if (index >= r.path_length - 1) {
    const SDL_FPoint a = square_centre(square_of(r, side, r.path_length - 1));
    const SDL_FPoint b = pool_point(side, game_.state().off[side], true);
    const float t = static_cast<float>(std::min(1.0, index - (r.path_length - 1)));
    return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
  }
  const int i = static_cast<int>(std::floor(index));
  const float t = static_cast<float>(index - i);
  const SDL_FPoint a = square_centre(square_of(r, side, i)), b = square_centre(square_of(r, side, i + 1));
  return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
}

void App::draw_piece(float cx, float cy, float size, Side side, bool flipped, Uint8 alpha) {
  SDL_Texture* t = flipped ? assets_.piece_back[side].get() : assets_.piece[side].get();
  SDL_SetTextureAlphaMod(t, alpha);
  const SDL_FRect dst = piece_rect(cx, cy, size);
  SDL_RenderCopyF(renderer_, t, nullptr, &dst);
  SDL_SetTextureAlphaMod(t, 255);
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

int App::stack_slot_moving(const State& st, const Action& a) const {
  if (a.kind != ActionKind::Move) return -1;
  const RuleSet& r = game_.rules();
  const SquareId sq = square_of(r, st.side, a.from);
  for (int face = 0; face < 2; ++face) {
    const int slot = r.slot_of[sq][static_cast<unsigned>(face)];
    if (slot == 0xFF || slot >= r.slot_count) continue;
    const Stack& stack = st.stacks[static_cast<unsigned>(slot)];
    if (stack.height() >= a.count && stack.top_owner() == st.side) return slot;
  }
  return -1;
}

void App::draw_stack(const Stack& stack, int height, SDL_FPoint c, float sz, int lift) {
  const int shown = std::min(height, std::max(5, std::min(lift + 1, 8)));
  const int split = height - lift;  // pieces at and above this index are lifted
  const float raise = sz * 0.36f;
  for (int k = height - shown; k < height; ++k) {
    const bool up = lift > 0 && k >= split;
    const float rise = static_cast<float>(k - (height - shown)) * sz * 0.09f + (up ? raise : 0.0f);
    if (up && k == split) {
      // The split: a glow under the lifted part, over the pieces that stay.
      SDL_SetTextureColorMod(assets_.highlight.get(), 255, 214, 110);
      const SDL_FRect glow{c.x - sz * 0.62f, c.y - rise - sz * 0.62f, sz * 1.24f, sz * 1.24f};
      SDL_RenderCopyF(renderer_, assets_.highlight.get(), nullptr, &glow);
      SDL_SetTextureColorMod(assets_.highlight.get(), 255, 255, 255);
    }
    draw_piece(c.x, c.y - rise, sz, stack.owner(k), stack.flipped(k));
  }
  // Badges: how many pieces stay (gold on ink), and how many move (ivory on lapis).
  auto badge = [&](int count, float top, SDL_Color face) {
    const float b = std::max(sz * 0.42f, 12.0f * std::max(1.0f, pixel_ratio()) / 0.7f);  // its figure at least 12 CSS px
    const Rect r{c.x + sz * 0.22f, top, b, b};
    fill_rect(r, kGold);
    fill_rect({r.x + 2, r.y + 2, r.w - 4, r.h - 4}, face);
    draw_text(renderer_, assets_.text_bold, std::to_string(count), r.cx(), r.y + b * 0.12f, b * 0.7f, kIvory, Align::kCentre);
  };
  const int below = lift > 0 ? split - (height - shown) : shown;  // pieces drawn that stay
  if (lift > 0) {
    if (split > 1) badge(split, c.y - sz * 0.55f - static_cast<float>(std::max(0, below - 1)) * sz * 0.09f, kInk);
    badge(lift, c.y - sz * 0.55f - static_cast<float>(shown - 1) * sz * 0.09f - raise, kLapis);
  } else if (height > 1) {
    badge(height, c.y - sz * 0.55f - static_cast<float>(shown - 1) * sz * 0.09f, kInk);
  }
}

void App::draw_route(const Action& a, std::optional<Side> mover) {
  const RuleSet& r = game_.rules();
  const Side side = mover ? *mover : game_.state().side;
  double from = 0, to = 0;
  if (a.kind == ActionKind::Move) {
    from = a.from;
    to = a.to == kOff ? r.path_length : a.to;
  } else if (a.kind == ActionKind::Enter) {
    from = -1;
    to = a.to;
  } else {
    return;
  }
  const int steps = static_cast<int>(std::lround(std::abs(to - from)));
  if (steps < 2) return;  // next door: the frame says it all
  const double dir = to > from ? 1.0 : -1.0;
  // Dots between the squares, growing towards the landing square: the way it goes.
  SDL_SetTextureColorMod(assets_.highlight.get(), 255, 214, 110);
  for (int i = 1; i < steps; ++i) {
    const SDL_FPoint p = path_point(side, from + dir * i);
    const float f = static_cast<float>(i) / static_cast<float>(steps);
    const float size = layout_.cell * (0.22f + 0.16f * f);
    SDL_SetTextureAlphaMod(assets_.highlight.get(), static_cast<Uint8>(150 + 105 * f));
    const SDL_FRect dst{p.x - size / 2, p.y - size / 2, size, size};
    SDL_RenderCopyF(renderer_, assets_.highlight.get(), nullptr, &dst);
  }
  SDL_SetTextureAlphaMod(assets_.highlight.get(), 255);
  SDL_SetTextureColorMod(assets_.highlight.get(), 255, 255, 255);
}

std::optional<SDL_FPoint> App::action_source(const Action& a) const {
  const Side side = game_.state().side;
  if (a.kind == ActionKind::Move) return square_centre(square_of(game_.rules(), side, a.from));
  if (a.kind == ActionKind::Enter) return pool_point(side, std::max(0, game_.state().waiting[side] - 1), false);
  return std::nullopt;
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

// A line of text centred in its box (the dice row's message, a live game's note).
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

}  // namespace ur
