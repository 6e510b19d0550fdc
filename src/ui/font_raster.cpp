// Rasterising a font file into a text atlas with stb_truetype (public domain; Debian's
// libstb-dev, the one header copied into the build tree by CMakeLists.txt).
#include "ui/font_raster.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>
#include <unordered_map>

#define STB_TRUETYPE_IMPLEMENTATION
#define STBTT_STATIC
#include <stb_truetype.h>

namespace ur {
namespace {

constexpr int kPad = 1;  // clear pixels round every glyph, so linear filtering never bleeds

// The code points of font_code_points(), built once.
std::vector<char32_t> make_code_points() {
  std::vector<char32_t> cps;
  for (char32_t c = 32; c < 127; ++c) cps.push_back(c);
  for (char32_t c = 160; c < 256; ++c) cps.push_back(c);
  // Ő ő Œ œ Ű ű Ÿ, – — ‘ ’ ‚ “ ” „ ‹ › … • × ÷, ← → ↑ ↓ ✓ ★ ⚀-⚅ (· is Latin-1)
  for (const char32_t c : {0x150, 0x151, 0x152, 0x153, 0x170, 0x171, 0x178, 0x2013, 0x2014, 0x2018, 0x2019,
                           0x201a, 0x201c, 0x201d, 0x201e, 0x2039, 0x203a, 0x2026, 0x2022, 0x2190, 0x2192,
                           0x2191, 0x2193, 0x2713, 0x2605, 0x2680, 0x2681, 0x2682, 0x2683, 0x2684, 0x2685})
    cps.push_back(c);
  return cps;
}

struct Placed {
  char32_t cp;
  int glyph;
  Glyph g;
};

// Shelf packing, tallest first, at one width; returns the height used or -1 if a glyph is
// wider than the atlas.
int shelf_pack(std::vector<Placed>& glyphs, const std::vector<std::size_t>& order, int width) {
  int x = 0, y = 0, shelf = 0;
  for (const std::size_t i : order) {
    Glyph& g = glyphs[i].g;
    if (g.width == 0) continue;
    const int w = g.width + 2 * kPad, h = g.height + 2 * kPad;
    if (w > width) return -1;
    if (x + w > width) {
      y += shelf;
      x = shelf = 0;
    }
    g.x = x + kPad;
    g.y = y + kPad;
    x += w;
    shelf = std::max(shelf, h);
  }
  return y + shelf;
}

int pow2_at_least(int n) {
  int p = 1;
  while (p < n) p *= 2;
  return p;
}

}  // namespace

std::string_view font_file_of(std::string_view face) {
  if (face == "title") return "title.otf";
  if (face == "textbold") return "textbold.ttf";
  return "text.ttf";
}

std::span<const char32_t> font_code_points() {
  static const std::vector<char32_t> cps = make_code_points();
  return cps;
}

std::string font_file_problem(std::string_view font_file) {
  const auto* data = reinterpret_cast<const unsigned char*>(font_file.data());
  // stb_truetype reads the tables' offsets without bounds checks: refuse anything but a
  // whole TrueType or OpenType font before handing it over.
  if (font_file.size() < 12) return "not a font file (too short)";
  const std::string_view tag = font_file.substr(0, 4);
  if (tag != std::string_view("\0\1\0\0", 4) && tag != "OTTO" && tag != "true")
    return "not a TrueType or OpenType font file";
  const auto u16 = [&](std::size_t at) { return static_cast<std::size_t>(data[at] << 8 | data[at + 1]); };
  const auto u32 = [&](std::size_t at) { return u16(at) << 16 | u16(at + 2); };
  const std::size_t tables = u16(4);
  if (12 + 16 * tables > font_file.size()) return "the font file is truncated (its table directory)";
  for (std::size_t t = 0; t < tables; ++t) {
    const std::size_t entry = 12 + 16 * t, offset = u32(entry + 8), length = u32(entry + 12);
    if (offset > font_file.size() || length > font_file.size() - offset)
      return "the font file is truncated (a table lies past its end)";
  }
  stbtt_fontinfo info;
  if (!stbtt_InitFont(&info, data, 0)) return "the font file has no usable outlines or character map";
  const auto cps = font_code_points();
  if (std::none_of(cps.begin(), cps.end(), [&](char32_t cp) { return stbtt_FindGlyphIndex(&info, static_cast<int>(cp)) != 0; }))
    return "the font has none of the characters the game draws";
  return {};
}

std::optional<FontAtlas> rasterize_font(std::string_view font_file, std::string_view face, int px,
                                        std::string* error) {
  auto fail = [&](const std::string& why) -> std::optional<FontAtlas> {
    if (error) *error = why;
    return std::nullopt;
  };
  if (px < 4 || px > 512) return fail("font size out of range (4 to 512 pixels)");
  if (std::string problem = font_file_problem(font_file); !problem.empty()) return fail(problem);
  stbtt_fontinfo info;
  stbtt_InitFont(&info, reinterpret_cast<const unsigned char*>(font_file.data()), 0);

  FontAtlas out;
  FontMetrics& m = out.metrics;
  m.face = std::string(face);
  m.size = px;
  const float scale = stbtt_ScaleForMappingEmToPixels(&info, static_cast<float>(px));
  int ascent = 0, descent = 0, gap = 0;
  stbtt_GetFontVMetrics(&info, &ascent, &descent, &gap);
  m.base = static_cast<int>(std::ceil(static_cast<float>(ascent) * scale));
  m.line_height = m.base + static_cast<int>(std::ceil(static_cast<float>(-descent) * scale));

  std::vector<Placed> glyphs;
  for (const char32_t cp : font_code_points()) {
    const int glyph = stbtt_FindGlyphIndex(&info, static_cast<int>(cp));
    if (glyph == 0) continue;  // the face lacks it
    Placed p{cp, glyph, {}};
    int advance = 0, bearing = 0;
    stbtt_GetGlyphHMetrics(&info, glyph, &advance, &bearing);
    p.g.xadvance = static_cast<int>(std::lround(static_cast<float>(advance) * scale));
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    stbtt_GetGlyphBitmapBox(&info, glyph, scale, scale, &x0, &y0, &x1, &y1);
    if (x1 > x0 && y1 > y0) {
      p.g.width = x1 - x0;
      p.g.height = y1 - y0;
      p.g.xoffset = x0;
      p.g.yoffset = m.base + y0;
    }
    glyphs.push_back(p);
  }
  if (glyphs.empty()) return fail("the font has none of the characters the game draws");

  std::vector<std::size_t> order(glyphs.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const Glyph &ga = glyphs[a].g, &gb = glyphs[b].g;
    return ga.height != gb.height ? ga.height > gb.height : ga.width > gb.width;
  });
  // The width whose power-of-two atlas is smallest (then the squarest).
  long best_area = -1;
  int best_w = 0, best_h = 0;
  for (int w = 64; w <= 4096; w *= 2) {
    const int used = shelf_pack(glyphs, order, w);
    if (used < 0) continue;
    const int h = pow2_at_least(std::max(used, 1));
    const long area = static_cast<long>(w) * h;
    if (best_area < 0 || area < best_area || (area == best_area && std::max(w, h) < std::max(best_w, best_h))) {
      best_area = area;
      best_w = w;
      best_h = h;
    }
  }
  if (best_area < 0 || best_h > 4096) return fail("the glyphs do not fit a 4096-pixel atlas");
  shelf_pack(glyphs, order, best_w);
  m.atlas_w = best_w;
  m.atlas_h = best_h;
  out.alpha.assign(static_cast<std::size_t>(best_w) * static_cast<std::size_t>(best_h), 0);

  std::unordered_map<int, std::vector<char32_t>> by_glyph;
  for (const Placed& p : glyphs) {
    if (p.g.width > 0)
      stbtt_MakeGlyphBitmap(&info, out.alpha.data() + static_cast<std::size_t>(p.g.y) * static_cast<std::size_t>(best_w) +
                                        static_cast<std::size_t>(p.g.x),
                            p.g.width, p.g.height, best_w, scale, scale, p.glyph);
    m.glyphs[p.cp] = p.g;
    by_glyph[p.glyph].push_back(p.cp);
  }

  // The kerning: the font's plain `kern` table (make_art.py writes one from the OpenType
  // kerning), at this size.
  const int pairs = stbtt_GetKerningTableLength(&info);
  if (pairs > 0) {
    std::vector<stbtt_kerningentry> table(static_cast<std::size_t>(pairs));
    const int n = stbtt_GetKerningTable(&info, table.data(), pairs);
    for (int i = 0; i < n; ++i) {
      const stbtt_kerningentry& k = table[static_cast<std::size_t>(i)];
      const int amount = static_cast<int>(std::lround(static_cast<float>(k.advance) * scale));
      const auto first = by_glyph.find(k.glyph1), second = by_glyph.find(k.glyph2);
      if (amount == 0 || first == by_glyph.end() || second == by_glyph.end()) continue;
      for (const char32_t a : first->second)
        for (const char32_t b : second->second)
          m.kerning[(static_cast<std::uint64_t>(a) << 32) | static_cast<std::uint32_t>(b)] = amount;
    }
  }
  return out;
}

}  // namespace ur
