// The shipped bitmap fonts' metrics for the screen tests: text is measured as the game
// measures it, without SDL. Each face and size is read once.
#pragma once

#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "ui/font.hpp"
#include "ui/start_screen.hpp"

namespace ur::test {

// assets/font/<face>-<size>.fnt ("text", "textbold", "title"; a size of kAtlasSizes).
inline const FontMetrics& shipped_font(const std::string& face, int size) {
  static std::map<std::string, FontMetrics> cache;
  const std::string key = face + "-" + std::to_string(size);
  auto it = cache.find(key);
  if (it == cache.end()) {
    std::ifstream in(std::string(UR_SOURCE_DIR) + "/assets/font/" + key + ".fnt", std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    std::string error;
    auto f = parse_bmfont(buffer.str(), &error);
    REQUIRE_MESSAGE(f.has_value(), error);
    it = cache.emplace(key, std::move(*f)).first;
  }
  return it->second;
}

// The atlas the game draws `face` with at px pixels.
inline const FontMetrics& font_at(const std::string& face, float px) { return shipped_font(face, kAtlasSizes[atlas_for(px)]); }

// The body and bold fonts the screens measure with at this screen's text size.
inline StartFonts start_fonts(int w, int h, float ratio) {
  const int size = kAtlasSizes[atlas_for(start_text_px(w, h, ratio))];
  return {&shipped_font("text", size), &shipped_font("textbold", size)};
}

}  // namespace ur::test
