// Text atlases made at run time: a face's small font file (assets/font/*.ttf, *.otf, made
// by tools/make_art.py fonts) rasterised at one pixel size into a coverage atlas and the
// metrics the text drawing and layout read (FontMetrics). Pure C++ (stb_truetype), so the
// layout tests measure with the very glyphs the game draws.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "ui/font.hpp"

namespace ur {

// The characters the game draws: ASCII, Latin-1, Hungarian's double acutes, French's
// ligatures, typographic quotes and dashes, and the game's symbols. A face that lacks one
// (EB Garamond has no dice) leaves it out: the text falls back to '?', never a box.
std::span<const char32_t> font_code_points();

// The file of a face in assets/font: "text" (DejaVu Sans), "textbold" (DejaVu Sans Bold),
// "title" (EB Garamond).
std::string_view font_file_of(std::string_view face);

struct FontAtlas {
  FontMetrics metrics;               // glyph rectangles in the atlas, kerning, line metrics
  std::vector<std::uint8_t> alpha;   // metrics.atlas_w * atlas_h coverage bytes, row by row
};

// What is wrong with a font file (not a whole TrueType or OpenType font, one stb_truetype
// cannot read, or one with none of font_code_points()), or "" when nothing is: the check
// rasterize_font makes first, cheap enough for a start that rasterises nothing yet.
std::string font_file_problem(std::string_view font_file);

// Rasterises every character of font_code_points() the font has, at `px` pixels an em,
// each glyph with a pixel of clear margin, packed in shelves into a power-of-two atlas.
// On a file that is not a font, returns nothing and says why in *error.
std::optional<FontAtlas> rasterize_font(std::string_view font_file, std::string_view face, int px,
                                        std::string* error);

}  // namespace ur
