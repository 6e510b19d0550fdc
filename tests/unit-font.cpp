// Text: the font files the game ships rasterised into atlases (src/ui/font_raster.hpp),
// broken files refused with a reason, UTF-8 decoded and text measured for layout.
#include <doctest/doctest.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "ui/font.hpp"
#include "ui/font_raster.hpp"
#include "unit-font-support.hpp"

using namespace ur;

namespace {

int alpha_at(const FontAtlas& a, int x, int y) {
  return a.alpha[static_cast<std::size_t>(y) * static_cast<std::size_t>(a.metrics.atlas_w) + static_cast<std::size_t>(x)];
}

}  // namespace

TEST_CASE("a face is rasterised with the metrics, kerning and glyphs the text is laid out with") {
  const FontAtlas& a = test::shipped_atlas("text", 48);
  const FontMetrics& m = a.metrics;
  // DejaVu Sans at 48 px: the line and baseline the old prerendered atlas had.
  CHECK(m.line_height == 57);
  CHECK(m.base == 45);
  CHECK(m.atlas_w * m.atlas_h == static_cast<int>(a.alpha.size()));
  for (char32_t cp = 32; cp < 127; ++cp) CHECK(m.find(cp) != nullptr);
  // Kerning: "AV" is set tighter than A and V side by side.
  CHECK(m.kern(U'A', U'V') < 0);
  CHECK(m.measure("AV") < m.measure("A") + m.measure("V"));
  CHECK(m.measure("VA") < m.measure("V") + m.measure("A"));
  // An unknown character is drawn and measured as '?'.
  CHECK(m.measure("A\xF0\x9F\x8E\xB2") == m.measure("A?"));
  // A letter is ink inside its rectangle, and its margin in the atlas is clear.
  const Glyph* o = m.find(U'O');
  REQUIRE(o != nullptr);
  int ink = 0;
  for (int y = o->y; y < o->y + o->height; ++y)
    for (int x = o->x; x < o->x + o->width; ++x) ink += alpha_at(a, x, y) > 128;
  CHECK(ink > o->width * 2);
  for (int x = o->x - 1; x <= o->x + o->width; ++x) {
    CHECK(alpha_at(a, x, o->y - 1) == 0);
    CHECK(alpha_at(a, x, o->y + o->height) == 0);
  }
  // The letters sit on the baseline: O's bottom is at the base (its overshoot a pixel below).
  CHECK(std::abs(o->yoffset + o->height - m.base) <= 1);
}

TEST_CASE("no two glyphs share a pixel of the atlas, at any face and size") {
  for (const char* face : {"text", "textbold", "title"})
    for (const int size : kAtlasSizes) {
      CAPTURE(face);
      CAPTURE(size);
      const FontMetrics& m = test::shipped_font(face, size);
      std::vector<const Glyph*> inked;
      for (const auto& [cp, g] : m.glyphs)
        if (g.width > 0) {
          CHECK(g.x >= 1);
          CHECK(g.y >= 1);
          CHECK(g.x + g.width < m.atlas_w);
          CHECK(g.y + g.height < m.atlas_h);
          inked.push_back(&g);
        }
      int overlaps = 0;
      for (std::size_t i = 0; i < inked.size(); ++i)
        for (std::size_t j = i + 1; j < inked.size(); ++j) {
          const Glyph &p = *inked[i], &q = *inked[j];
          // Each keeps a clear pixel round it: rectangles grown by one do not overlap.
          if (p.x - 1 < q.x + q.width + 1 && q.x - 1 < p.x + p.width + 1 && p.y - 1 < q.y + q.height + 1 &&
              q.y - 1 < p.y + p.height + 1)
            ++overlaps;
        }
      CHECK(overlaps == 0);
      CHECK(m.measure("The Royal Game of Ur") > size * 5);
    }
}

TEST_CASE("the title face's digits are lining figures, so scores line up") {
  // EB Garamond's digits are old-style by default (3, 4, 5, 7 and 9 hang below the line);
  // make_art.py points its character map at the lining ones.
  const FontMetrics& m = test::shipped_font("title", 96);
  const Glyph* h = m.find(U'H');
  REQUIRE(h != nullptr);
  for (char32_t d = U'0'; d <= U'9'; ++d) {
    CAPTURE(static_cast<int>(d - U'0'));
    const Glyph* g = m.find(d);
    REQUIRE(g != nullptr);
    // On the baseline (overshoots aside: old-style 3 would hang a fifth of the size below)
    // and about as tall as a capital (old-style 0 is as short as an x).
    CHECK(std::abs(g->yoffset + g->height - m.base) <= m.size / 20);
    CHECK(std::abs(g->yoffset - h->yoffset) <= m.size / 20);
  }
}

TEST_CASE("a file that is not a whole font is refused with a reason") {
  std::string error;
  CHECK_FALSE(rasterize_font("", "text", 24, &error).has_value());
  CHECK(error.find("too short") != std::string::npos);
  CHECK_FALSE(rasterize_font("info face=\"DejaVu\" size=24\n", "text", 24, &error).has_value());
  CHECK(error.find("not a TrueType or OpenType font") != std::string::npos);
  const std::string font = test::shipped_font_file("text");
  CHECK_FALSE(rasterize_font(font.substr(0, 40), "text", 24, &error).has_value());
  CHECK(error.find("truncated") != std::string::npos);
  CHECK_FALSE(rasterize_font(font.substr(0, font.size() / 2), "text", 24, &error).has_value());
  CHECK(error.find("truncated") != std::string::npos);
  CHECK_FALSE(rasterize_font(font, "text", 0, &error).has_value());
  CHECK(error.find("size") != std::string::npos);
  CHECK(rasterize_font(font, "text", 24, &error).has_value());
  // The same check without rasterising, as the start makes it (no atlas is made until drawn).
  CHECK(font_file_problem(font).empty());
  CHECK(font_file_problem(font.substr(0, 40)).find("truncated") != std::string::npos);
  CHECK(font_file_problem("").find("too short") != std::string::npos);
}

TEST_CASE("UTF-8 is decoded, and malformed bytes become U+FFFD without reading past the end") {
  const std::string s = "a\xC3\xA9\xE2\x80\x94\xF0\x9F\x8E\xB2";
  std::size_t i = 0;
  CHECK(next_code_point(s, i) == U'a');
  CHECK(next_code_point(s, i) == U'\u00e9');
  CHECK(next_code_point(s, i) == U'\u2014');
  CHECK(next_code_point(s, i) == U'\U0001F3B2');
  CHECK(i == s.size());
  const std::string truncated = "\xE2\x80";
  i = 0;
  CHECK(next_code_point(truncated, i) == 0xFFFD);
  CHECK(i == truncated.size());
  const std::string stray = "\x80z";
  i = 0;
  CHECK(next_code_point(stray, i) == 0xFFFD);
  CHECK(next_code_point(stray, i) == U'z');
}
