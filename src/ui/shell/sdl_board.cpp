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

}  // namespace ur
