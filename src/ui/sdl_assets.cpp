// Asset loading and bitmap-font drawing on an SDL_Renderer.
#include "ui/sdl_assets.hpp"

#include <SDL_image.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <vector>

#include "ui/font_raster.hpp"

namespace ur {
namespace {

Texture load_texture(SDL_Renderer* renderer, const std::string& path, std::string& error) {
  SDL_Texture* t = IMG_LoadTexture(renderer, path.c_str());
  if (!t) {
    error = "cannot load " + path + ": " + IMG_GetError();
    return nullptr;
  }
  SDL_SetTextureScaleMode(t, SDL_ScaleModeBest);
  SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
  return Texture(t);
}

// The atlas at `px` pixels of a face's font file: a white texture whose alpha is the
// coverage, so draw_text tints it with SDL_SetTextureColorMod. On failure, says why in
// *error and returns the metrics it has (at least the size, so a scale never divides by 0).
std::unique_ptr<BitmapFont::Atlas> make_atlas(SDL_Renderer* renderer, const std::string& file, std::string_view face,
                                              int px, std::string* error) {
  auto out = std::make_unique<BitmapFont::Atlas>();
  out->metrics.size = px;
  auto atlas = rasterize_font(file, face, px, error);
  if (!atlas) return out;
  const FontMetrics& m = atlas->metrics;
  // White with the coverage as alpha. A packed ABGR8888 pixel is alpha << 24 | blue << 16 |
  // green << 8 | red whatever the byte order (R, G, B, A in memory on a little-endian
  // machine: SDL_PIXELFORMAT_RGBA32), so no byte is copied one by one.
  std::vector<std::uint32_t> pixels(atlas->alpha.size());
  std::transform(atlas->alpha.begin(), atlas->alpha.end(), pixels.begin(),
                 [](std::uint8_t a) { return std::uint32_t{a} << 24 | 0xffffffu; });
  SDL_Texture* t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ABGR8888, SDL_TEXTUREACCESS_STATIC, m.atlas_w, m.atlas_h);
  if (!t || SDL_UpdateTexture(t, nullptr, pixels.data(), m.atlas_w * 4) != 0) {
    if (t) SDL_DestroyTexture(t);
    t = nullptr;
    *error = "cannot make the texture: " + std::string(SDL_GetError());
  } else {
    SDL_SetTextureScaleMode(t, SDL_ScaleModeBest);
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
  }
  out->metrics = std::move(atlas->metrics);
  out->texture = Texture(t);
  return out;
}

}  // namespace

std::string BitmapFont::open(SDL_Renderer* renderer, const std::string& path, std::string_view face) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return "cannot open " + path;
  std::stringstream buffer;
  buffer << in.rdbuf();
  std::string file = buffer.str();
  if (std::string problem = font_file_problem(file); !problem.empty()) return path + ": " + problem;
  renderer_ = renderer;
  path_ = path;
  face_ = std::string(face);
  file_ = std::move(file);
  for (auto& a : atlases_) a.reset();
  return {};
}

const BitmapFont::Atlas& BitmapFont::atlas(std::size_t i) const {
  if (!atlases_[i]) {
    // open() checked the file, so a failure here is the renderer's (out of texture memory):
    // the text it would have drawn is left out rather than the game stopped mid-play.
    std::string error;
    atlases_[i] = make_atlas(renderer_, file_, face_, kAtlasSizes[i], &error);
    if (!error.empty()) SDL_Log("the %d px text of %s: %s", kAtlasSizes[i], path_.c_str(), error.c_str());
  }
  return *atlases_[i];
}

bool BitmapFont::make_next() {
  for (std::size_t i = 0; i < atlases_.size(); ++i)
    if (!made(i)) {
      atlas(i);
      return true;
    }
  return false;
}

float BitmapFont::measure(std::string_view utf8, float px) const {
  const Atlas& a = pick(px);
  return static_cast<float>(a.metrics.measure(utf8)) * px / static_cast<float>(a.metrics.size);
}

bool Assets::make_next_atlas() { return text.make_next() || text_bold.make_next() || title.make_next(); }

int Assets::atlases_made() const {
  int n = 0;
  for (const BitmapFont* font : {&text, &text_bold, &title})
    for (std::size_t i = 0; i < kAtlasSizes.size(); ++i) n += font->made(i) ? 1 : 0;
  return n;
}

SDL_Texture* board_texture(const Assets& assets, const Board& board) {
  return board.shape == BoardShape::Aseb ? assets.board_aseb.get() : assets.board.get();
}

std::string load_assets(SDL_Renderer* renderer, const std::string& dir, Assets& out) {
  std::string error;
  auto tex = [&](Texture& slot, const std::string& name) {
    if (error.empty()) slot = load_texture(renderer, dir + "/" + name, error);
  };
  tex(out.board, "board.webp");
  tex(out.board_aseb, "board_aseb.webp");
  tex(out.background, "background.webp");
  tex(out.highlight, "piece_highlight.webp");
  tex(out.piece[0], "piece_light.webp");
  tex(out.piece[1], "piece_dark.webp");
  tex(out.piece_back[0], "piece_light_back.webp");
  tex(out.piece_back[1], "piece_dark_back.webp");
  tex(out.die_marked, "die_tetra_marked.webp");
  tex(out.die_plain, "die_tetra_plain.webp");
  for (int i = 0; i < 6; ++i) tex(out.d6[static_cast<std::size_t>(i)], "die_d6_" + std::to_string(i + 1) + ".webp");
  if (!error.empty()) return error;
  // The fonts are read and checked now; their atlases are made as the screens draw them.
  const auto font = [&](BitmapFont& slot, std::string_view face) {
    if (error.empty()) error = slot.open(renderer, dir + "/font/" + std::string(font_file_of(face)), face);
  };
  font(out.text, "text");
  font(out.text_bold, "textbold");
  font(out.title, "title");
  return error;
}

SmallestText& smallest_text() {
  static SmallestText smallest;
  return smallest;
}

int& texts_without_atlas() {
  static int count = 0;
  return count;
}

std::vector<std::string>*& drawn_texts() {
  static std::vector<std::string>* sink = nullptr;
  return sink;
}

void draw_text(SDL_Renderer* renderer, const BitmapFont& font, std::string_view utf8, float x, float y, float px,
               SDL_Color colour, Align align) {
  if (std::vector<std::string>* sink = drawn_texts(); sink && colour.a > 0) sink->emplace_back(utf8);
  const bool visible = colour.a > 0 && utf8.find_first_not_of(' ') != std::string_view::npos;
  SmallestText& smallest = smallest_text();
  if (visible && (smallest.px == 0 || px < smallest.px)) {
    smallest.px = px;
    smallest.text = std::string(utf8);
  }
  const BitmapFont::Atlas& a = font.pick(px);
  const FontMetrics& m = a.metrics;
  if (visible && !a.texture) ++texts_without_atlas();
  const float scale = px / static_cast<float>(m.size);
  if (align != Align::kLeft) {
    const float w = static_cast<float>(m.measure(utf8)) * scale;
    x -= align == Align::kCentre ? w / 2 : w;
  }
  SDL_SetTextureColorMod(a.texture.get(), colour.r, colour.g, colour.b);
  SDL_SetTextureAlphaMod(a.texture.get(), colour.a);
  float pen = x;
  char32_t prev = 0;
  for (std::size_t i = 0; i < utf8.size();) {
    const char32_t cp = next_code_point(utf8, i);
    const Glyph* g = m.find(cp);
    if (!g) g = m.find(U'?');
    if (!g) continue;
    pen += static_cast<float>(m.kern(prev, cp)) * scale;
    prev = cp;
    if (g->width > 0 && g->height > 0) {
      const SDL_Rect src{g->x, g->y, g->width, g->height};
      const SDL_FRect dst{pen + static_cast<float>(g->xoffset) * scale, y + static_cast<float>(g->yoffset) * scale,
                          static_cast<float>(g->width) * scale, static_cast<float>(g->height) * scale};
      SDL_RenderCopyF(renderer, a.texture.get(), &src, &dst);
    }
    pen += static_cast<float>(g->xadvance) * scale;
  }
}

}  // namespace ur
