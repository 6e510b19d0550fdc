// Text metrics: the glyphs of one face at one pixel size in its atlas (made at run time by
// ui/font_raster.hpp), UTF-8 decoding and text measuring. Pure C++, so text layout is
// testable without SDL.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace ur {

struct Glyph {
  int x = 0, y = 0, width = 0, height = 0;  // in the atlas
  int xoffset = 0, yoffset = 0, xadvance = 0;
};

struct FontMetrics {
  std::string face;
  int size = 0;         // nominal pixel size the atlas was rendered at
  int line_height = 0;  // pixels at that size
  int base = 0;         // baseline from the top of a line
  int atlas_w = 0, atlas_h = 0;
  std::unordered_map<char32_t, Glyph> glyphs;
  std::unordered_map<std::uint64_t, int> kerning;  // (first << 32 | second) -> amount

  const Glyph* find(char32_t cp) const;
  int kern(char32_t first, char32_t second) const;
  // Width of a line of text at the atlas size (unknown characters fall back to '?').
  int measure(std::string_view utf8) const;
};

// The sizes each face is rasterised at (ui/font_raster.hpp), smallest first.
inline constexpr std::array<int, 3> kAtlasSizes = {24, 48, 96};

// Which of kAtlasSizes text drawn at `px` pixels uses: the smallest not much under px, so
// it stays sharp when scaled, else the largest.
inline std::size_t atlas_for(float px) {
  for (std::size_t i = 0; i < kAtlasSizes.size(); ++i)
    if (static_cast<float>(kAtlasSizes[i]) >= px * 0.95f) return i;
  return kAtlasSizes.size() - 1;
}

// Decodes one UTF-8 code point at s[i], advancing i; malformed bytes give U+FFFD.
char32_t next_code_point(std::string_view s, std::size_t& i);

}  // namespace ur

namespace ur {
// Splits text into lines no wider than max_width (in atlas pixels); '\n' forces a break.
std::vector<std::string> wrap_text(const FontMetrics& font, std::string_view utf8, int max_width);
}  // namespace ur
