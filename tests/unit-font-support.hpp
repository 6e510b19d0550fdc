// The shipped fonts' metrics for the screen tests: text is measured as the game measures
// it, from the same font files rasterised the same way, without SDL. Each face and size is
// made once.
#pragma once

#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "ui/font.hpp"
#include "ui/font_raster.hpp"
#include "ui/screens/start/start_screen.hpp"
#include "source_dir.hpp"

namespace ur::test {

// The bytes of a face's font file in assets/font ("text", "textbold", "title").
inline std::string shipped_font_file(const std::string& face) {
  std::ifstream in(ur::test::source_dir() + "/assets/font/" + std::string(font_file_of(face)), std::ios::binary);
  REQUIRE_MESSAGE(in.good(), "assets/font/", font_file_of(face), " is missing");
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

// A face rasterised at a size of kAtlasSizes, as the game makes it.
inline const FontAtlas& shipped_atlas(const std::string& face, int size) {
  static std::map<std::string, FontAtlas> cache;
  const std::string key = face + "-" + std::to_string(size);
  auto it = cache.find(key);
  if (it == cache.end()) {
    std::string error;
    auto f = rasterize_font(shipped_font_file(face), face, size, &error);
    REQUIRE_MESSAGE(f.has_value(), key, ": ", error);
    it = cache.emplace(key, std::move(*f)).first;
  }
  return it->second;
}

inline const FontMetrics& shipped_font(const std::string& face, int size) { return shipped_atlas(face, size).metrics; }

// The atlas the game draws `face` with at px pixels.
inline const FontMetrics& font_at(const std::string& face, float px) { return shipped_font(face, kAtlasSizes[atlas_for(px)]); }

// The body and bold fonts the screens measure with at this screen's text size.
inline StartFonts start_fonts(int w, int h, float ratio) {
  const int size = kAtlasSizes[atlas_for(start_text_px(w, h, ratio))];
  return {&shipped_font("text", size), &shipped_font("textbold", size)};
}

}  // namespace ur::test
