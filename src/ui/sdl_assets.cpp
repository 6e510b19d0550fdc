// Asset loading and bitmap-font drawing on an SDL_Renderer.
#include "ui/sdl_assets.hpp"

#include <SDL_image.h>

#include <cmath>
#include <cstdint>
#include <cstring>
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

// A face's font file rasterised at each of kAtlasSizes into a white texture whose alpha is
// the coverage, so draw_text tints it with SDL_SetTextureColorMod.
std::string load_font(SDL_Renderer* renderer, const std::string& dir, const std::string& face, BitmapFont& font) {
  const std::string path = dir + "/font/" + std::string(font_file_of(face));
  std::ifstream in(path, std::ios::binary);
  if (!in) return "cannot open " + path;
  std::stringstream buffer;
  buffer << in.rdbuf();
  const std::string bytes = buffer.str();
  for (std::size_t i = 0; i < kAtlasSizes.size(); ++i) {
    std::string error;
    auto atlas = rasterize_font(bytes, face, kAtlasSizes[i], &error);
    if (!atlas) return path + ": " + error;
    const FontMetrics& m = atlas->metrics;
    std::vector<std::uint32_t> pixels(atlas->alpha.size());
    // SDL_PIXELFORMAT_RGBA32 is R, G, B, A in memory order whatever the byte order.
    for (std::size_t k = 0; k < pixels.size(); ++k) {
      const std::uint8_t rgba[4] = {255, 255, 255, atlas->alpha[k]};
      std::memcpy(&pixels[k], rgba, 4);
    }
    SDL_Texture* t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STATIC, m.atlas_w, m.atlas_h);
    if (!t || SDL_UpdateTexture(t, nullptr, pixels.data(), m.atlas_w * 4) != 0) {
      if (t) SDL_DestroyTexture(t);
      return "cannot make the " + std::to_string(kAtlasSizes[i]) + " px text of " + path + ": " + SDL_GetError();
    }
    SDL_SetTextureScaleMode(t, SDL_ScaleModeBest);
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    font.atlases[i].metrics = std::move(atlas->metrics);
    font.atlases[i].texture = Texture(t);
  }
  return {};
}

}  // namespace

const BitmapFont::Atlas& BitmapFont::pick(float px) const { return atlases[atlas_for(px)]; }

float BitmapFont::measure(std::string_view utf8, float px) const {
  const Atlas& a = pick(px);
  return static_cast<float>(a.metrics.measure(utf8)) * px / static_cast<float>(a.metrics.size);
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
  if (auto e = load_font(renderer, dir, "text", out.text); !e.empty()) return e;
  if (auto e = load_font(renderer, dir, "textbold", out.text_bold); !e.empty()) return e;
  if (auto e = load_font(renderer, dir, "title", out.title); !e.empty()) return e;
  return {};
}

SmallestText& smallest_text() {
  static SmallestText smallest;
  return smallest;
}

std::vector<std::string>*& drawn_texts() {
  static std::vector<std::string>* sink = nullptr;
  return sink;
}

void draw_text(SDL_Renderer* renderer, const BitmapFont& font, std::string_view utf8, float x, float y, float px,
               SDL_Color colour, Align align) {
  if (std::vector<std::string>* sink = drawn_texts(); sink && colour.a > 0) sink->emplace_back(utf8);
  SmallestText& smallest = smallest_text();
  if (colour.a > 0 && utf8.find_first_not_of(' ') != std::string_view::npos && (smallest.px == 0 || px < smallest.px)) {
    smallest.px = px;
    smallest.text = std::string(utf8);
  }
  const BitmapFont::Atlas& a = font.pick(px);
  const FontMetrics& m = a.metrics;
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
