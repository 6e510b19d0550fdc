// Text metrics: kerning, measuring, UTF-8 decoding and wrapping.
#include "ui/font.hpp"

#include <vector>

namespace ur {

const Glyph* FontMetrics::find(char32_t cp) const {
  const auto it = glyphs.find(cp);
  return it == glyphs.end() ? nullptr : &it->second;
}

int FontMetrics::kern(char32_t first, char32_t second) const {
  if (kerning.empty()) return 0;
  const auto it = kerning.find((static_cast<std::uint64_t>(first) << 32) | second);
  return it == kerning.end() ? 0 : it->second;
}

int FontMetrics::measure(std::string_view utf8) const {
  int width = 0;
  char32_t prev = 0;
  for (std::size_t i = 0; i < utf8.size();) {
    const char32_t cp = next_code_point(utf8, i);
    const Glyph* g = find(cp);
    if (!g) g = find(U'?');
    if (!g) continue;
    width += kern(prev, cp) + g->xadvance;
    prev = cp;
  }
  return width;
}

char32_t next_code_point(std::string_view s, std::size_t& i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char b0 = byte(i);
  int extra = 0;
  char32_t cp = 0;
  if (b0 < 0x80) { ++i; return b0; }
  if ((b0 & 0xE0) == 0xC0) { extra = 1; cp = b0 & 0x1F; }
  else if ((b0 & 0xF0) == 0xE0) { extra = 2; cp = b0 & 0x0F; }
  else if ((b0 & 0xF8) == 0xF0) { extra = 3; cp = b0 & 0x07; }
  else { ++i; return 0xFFFD; }
  if (i + static_cast<std::size_t>(extra) >= s.size()) {  // truncated sequence
    i = s.size();
    return 0xFFFD;
  }
  for (int k = 1; k <= extra; ++k) {
    const unsigned char b = byte(i + static_cast<std::size_t>(k));
    if ((b & 0xC0) != 0x80) { i += static_cast<std::size_t>(k); return 0xFFFD; }
    cp = (cp << 6) | (b & 0x3F);
  }
  i += static_cast<std::size_t>(extra) + 1;
  return cp;
}

}  // namespace ur

namespace ur {

std::vector<std::string> wrap_text(const FontMetrics& font, std::string_view utf8, int max_width) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start <= utf8.size()) {
    const std::size_t nl = utf8.find('\n', start);
    const std::string_view para = utf8.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start);
    std::string line;
    std::size_t i = 0;
    while (i < para.size()) {
      std::size_t j = para.find(' ', i);
      if (j == std::string_view::npos) j = para.size();
      const std::string_view word = para.substr(i, j - i);
      const std::string candidate = line.empty() ? std::string(word) : line + " " + std::string(word);
      if (!line.empty() && font.measure(candidate) > max_width) {
        lines.push_back(line);
        line = std::string(word);
      } else {
        line = candidate;
      }
      i = j + 1;
    }
    lines.push_back(line);
    if (nl == std::string_view::npos) break;
    start = nl + 1;
  }
  return lines;
}

}  // namespace ur
