// Drawing of the board, the pieces waiting beside it, the dice and the status line.
#include "ui/sdl_app.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace ur {
namespace {

constexpr SDL_Color kIvory{240, 226, 196, 255};
constexpr SDL_Color kGold{214, 178, 94, 255};

SDL_FRect to_sdl(const Rect& r) { return {r.x, r.y, r.w, r.h}; }

// A piece image is 128 px with the disc ~104 px across; scale so the disc fills `size`.
SDL_FRect piece_rect(float cx, float cy, float size) {
  const float s = size * 128.0f / 104.0f;
  return {cx - s / 2, cy - s / 2, s, s};
}

}  // namespace

std::string App::load(const std::string& asset_dir) {
  std::string error = load_assets(renderer_, asset_dir, assets_);
  update_layout();
  return error;
}

float App::pixel_ratio() const {
  int ww = 0, wh = 0;
  SDL_GetWindowSize(window_, &ww, &wh);
  return ww > 0 ? static_cast<float>(layout_.width) / static_cast<float>(ww) : 1.0f;
}

void App::update_layout() {
  int w = 0, h = 0;
  SDL_GetRendererOutputSize(renderer_, &w, &h);
  if (w != layout_.width || h != layout_.height) layout_ = compute_layout(w, h);
}

void App::handle_event(const SDL_Event& event) {
  switch (event.type) {
    case SDL_QUIT:
      quit_ = true;
      break;
    case SDL_KEYDOWN:
      if (event.key.keysym.sym == SDLK_ESCAPE && (event.key.keysym.mod & KMOD_CTRL)) quit_ = true;
      break;
    case SDL_WINDOWEVENT:
      if (event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) update_layout();
      break;
    default:
      break;
  }
}

void App::frame(std::uint64_t now_ms, bool present) {
  update_layout();
  SDL_SetRenderDrawColor(renderer_, 28, 20, 14, 255);
  SDL_RenderClear(renderer_);
  draw_background();
  draw_status();
  draw_board();
  draw_pools();
  draw_dice(now_ms);
  if (present) SDL_RenderPresent(renderer_);
  ++frames_;
}

void App::draw_background() {
  // The wood tile is drawn at a fixed apparent size whatever the pixel density.
  const float tile = 384.0f * std::max(1.0f, pixel_ratio()) / 1.5f;
  for (float y = 0; y < static_cast<float>(layout_.height); y += tile)
    for (float x = 0; x < static_cast<float>(layout_.width); x += tile) {
      const SDL_FRect dst{x, y, tile + 1, tile + 1};
      SDL_RenderCopyF(renderer_, assets_.background.get(), nullptr, &dst);
    }
}

void App::draw_board() {
  const SDL_FRect dst = to_sdl(layout_.board_image);
  // A soft shadow under the box lifts it off the table.
  SDL_SetTextureColorMod(assets_.board.get(), 0, 0, 0);
  SDL_SetTextureAlphaMod(assets_.board.get(), 90);
  const float off = layout_.cell * 0.08f;
  const SDL_FRect shadow{dst.x + off, dst.y + off, dst.w, dst.h};
  SDL_RenderCopyExF(renderer_, assets_.board.get(), nullptr, &shadow, layout_.board_angle(), nullptr, SDL_FLIP_NONE);
  SDL_SetTextureColorMod(assets_.board.get(), 255, 255, 255);
  SDL_SetTextureAlphaMod(assets_.board.get(), 255);
  SDL_RenderCopyExF(renderer_, assets_.board.get(), nullptr, &dst, layout_.board_angle(), nullptr, SDL_FLIP_NONE);
}

void App::draw_pools() {
  // Seven pieces of each side wait beside the board, in a row along their own side.
  constexpr int kWaiting = 7;
  for (std::size_t side = 0; side < 2; ++side) {
    const Rect& pool = layout_.pool[side];
    const float size = layout_.cell * 0.72f;
    const bool along_x = pool.w >= pool.h;
    const float step = size * 1.04f;
    for (int i = 0; i < kWaiting; ++i) {
      const float t = (static_cast<float>(i) + 0.5f) * step;
      const float cx = along_x ? pool.x + layout_.cell * 0.4f + t : pool.cx();
      const float cy = along_x ? pool.cy() : pool.y + pool.h - layout_.cell * 0.4f - t;
      const SDL_FRect dst = piece_rect(cx, cy, size);
      SDL_RenderCopyF(renderer_, assets_.piece[side].get(), nullptr, &dst);
    }
  }
}

void App::draw_dice(std::uint64_t now_ms) {
  // Four tetrahedral dice at rest; a gentle bob shows the frame loop is alive.
  const Rect& d = layout_.dice;
  const float size = std::min(d.h * 0.8f, layout_.cell * 0.95f);
  const float gap = size * 0.15f;
  const float total = 4 * size + 3 * gap;
  const float bob = std::sin(static_cast<float>(now_ms % 4000) / 4000.0f * 6.2831853f) * size * 0.02f;
  for (int i = 0; i < 4; ++i) {
    const SDL_FRect dst{d.cx() - total / 2 + static_cast<float>(i) * (size + gap), d.cy() - size / 2 + bob, size, size};
    SDL_Texture* t = (i % 2 == 0) ? assets_.die_marked.get() : assets_.die_plain.get();
    SDL_RenderCopyF(renderer_, t, nullptr, &dst);
  }
}

void App::draw_status() {
  const Rect& s = layout_.status;
  const float px = std::min(s.h * 0.72f, static_cast<float>(layout_.width) / 16.0f);
  draw_text(renderer_, assets_.title, "The Royal Game of Ur", s.cx(), s.y + (s.h - px * 1.15f) / 2, px, kIvory,
            Align::kCentre);
  (void)kGold;
}

std::string App::debug_layout_json() const {
  const float k = 1.0f / pixel_ratio();
  std::ostringstream out;
  out << "{\"width\":" << static_cast<float>(layout_.width) * k << ",\"height\":" << static_cast<float>(layout_.height) * k
      << ",\"pixelRatio\":" << pixel_ratio() << ",\"upright\":" << (layout_.upright ? "true" : "false")
      << ",\"cell\":" << layout_.cell * k << ",\"frames\":" << frames_ << ",\"rosettes\":[";
  bool first = true;
  for (int r = 0; r < kBoardRows; ++r)
    for (int c = 0; c < kBoardCols; ++c)
      if (is_rosette(r, c)) {
        const Rect q = layout_.square(r, c);
        out << (first ? "" : ",") << "{\"row\":" << r << ",\"col\":" << c << ",\"x\":" << q.cx() * k
            << ",\"y\":" << q.cy() * k << "}";
        first = false;
      }
  // A point of plain table: the middle of a gap in the board (no square there).
  const Rect gap = layout_.square(0, 4);
  const Rect gap2 = layout_.square(0, 5);
  out << "],\"background\":{\"x\":" << (gap.x + gap2.x + gap2.w) / 2 * k << ",\"y\":" << (gap.y + gap.h * 0.1f) * k
      << "},\"board\":{\"x\":" << layout_.board_bounds.x * k << ",\"y\":" << layout_.board_bounds.y * k
      << ",\"w\":" << layout_.board_bounds.w * k << ",\"h\":" << layout_.board_bounds.h * k << "}}";
  return out.str();
}

}  // namespace ur
