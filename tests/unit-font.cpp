// Bitmap font metrics: parsing the BMFont files the game ships, rejecting broken ones with
// a line number, decoding UTF-8 and measuring text for layout.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "ui/font.hpp"

using namespace ur;

namespace {

constexpr const char* kTiny =
    "info face=\"Tiny\" size=10\n"
    "common lineHeight=12 base=9 scaleW=64 scaleH=32 pages=1\n"
    "page id=0 file=\"tiny.png\"\n"
    "chars count=3\n"
    "char id=65 x=0 y=0 width=6 height=8 xoffset=0 yoffset=1 xadvance=7 page=0 chnl=15\n"
    "char id=86 x=8 y=0 width=6 height=8 xoffset=0 yoffset=1 xadvance=7 page=0 chnl=15\n"
    "char id=63 x=16 y=0 width=5 height=8 xoffset=0 yoffset=1 xadvance=5 page=0 chnl=15\n"
    "kernings count=1\n"
    "kerning first=65 second=86 amount=-2\n";

}  // namespace

TEST_CASE("a BMFont text file is parsed, kerned and measured") {
  std::string error;
  const auto font = parse_bmfont(kTiny, &error);
  REQUIRE_MESSAGE(font.has_value(), error);
  CHECK(font->face == "Tiny");
  CHECK(font->size == 10);
  CHECK(font->line_height == 12);
  CHECK(font->page_file == "tiny.png");
  CHECK(font->glyphs.size() == 3);
  CHECK(font->measure("AV") == 7 + 7 - 2);
  CHECK(font->measure("VA") == 14);
  // An unknown character is drawn and measured as '?'.
  CHECK(font->measure("A\xC3\xA9") == 7 + 5);
}

TEST_CASE("a broken font file is refused with the line that is wrong") {
  std::string error;
  CHECK_FALSE(parse_bmfont("", &error).has_value());
  CHECK(error.find("common") != std::string::npos);
  std::string bad = kTiny;
  bad.replace(bad.find("width=6"), 7, "width=X");
  CHECK_FALSE(parse_bmfont(bad, &error).has_value());
  CHECK(error.rfind("line 5:", 0) == 0);
  std::string outside = kTiny;
  outside.replace(outside.find("x=16"), 4, "x=62");
  CHECK_FALSE(parse_bmfont(outside, &error).has_value());
  CHECK(error.find("outside the atlas") != std::string::npos);
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

TEST_CASE("the shipped font atlases parse and cover the text the game shows") {
  for (const char* face : {"text", "textbold", "title"})
    for (int size : kAtlasSizes) {
      const std::string path = std::string(UR_SOURCE_DIR) + "/assets/font/" + face + "-" + std::to_string(size) + ".fnt";
      CAPTURE(path);
      std::ifstream in(path, std::ios::binary);
      REQUIRE(in.good());
      std::stringstream buffer;
      buffer << in.rdbuf();
      std::string error;
      const auto font = parse_bmfont(buffer.str(), &error);
      REQUIRE_MESSAGE(font.has_value(), error);
      CHECK(font->size == size);
      for (char32_t cp = 32; cp < 127; ++cp) CHECK(font->find(cp) != nullptr);
      CHECK(font->find(U'\u00e9') != nullptr);  // Jeu royal d'Ur: the French rule sets
      CHECK(font->measure("The Royal Game of Ur") > size * 5);
    }
}
