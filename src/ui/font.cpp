// BMFont text parsing: lines of `tag key=value key="quoted value" ...`.
#include "ui/font.hpp"

#include <charconv>
#include <vector>

namespace ur {
namespace {

struct Field {
  std::string_view key, value;
};

std::vector<Field> split_fields(std::string_view line, std::string_view& tag) {
  std::vector<Field> out;
  std::size_t i = 0;
  auto skip_space = [&] { while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i; };
  skip_space();
  std::size_t start = i;
  while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
  tag = line.substr(start, i - start);
  while (true) {
    skip_space();
    if (i >= line.size()) break;
    start = i;
    while (i < line.size() && line[i] != '=' && line[i] != ' ') ++i;
    Field f{line.substr(start, i - start), {}};
    if (i < line.size() && line[i] == '=') {
      ++i;
      if (i < line.size() && line[i] == '"') {
        const std::size_t close = line.find('"', i + 1);
        const std::size_t end = close == std::string_view::npos ? line.size() : close;
        f.value = line.substr(i + 1, end - i - 1);
        i = end == line.size() ? end : end + 1;
      } else {
        start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
        f.value = line.substr(start, i - start);
      }
    }
    out.push_back(f);
  }
  return out;
}

bool to_int(std::string_view s, int& out) {
  const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && ptr == s.data() + s.size();
}

}  // namespace

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

std::optional<FontMetrics> parse_bmfont(std::string_view text, std::string* error) {
  FontMetrics m;
  int line_no = 0;
  bool seen_common = false;
  auto fail = [&](const std::string& why) -> std::optional<FontMetrics> {
    if (error) *error = "line " + std::to_string(line_no) + ": " + why;
    return std::nullopt;
  };
  while (!text.empty()) {
    ++line_no;
    const std::size_t nl = text.find('\n');
    const std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
    std::string_view tag;
    const auto fields = split_fields(line, tag);
    auto get = [&](std::string_view key, int& out) {
      for (const auto& f : fields)
        if (f.key == key) return to_int(f.value, out);
      return false;
    };
    if (tag == "info") {
      for (const auto& f : fields)
        if (f.key == "face") m.face = std::string(f.value);
      if (!get("size", m.size)) return fail("info without a numeric size");
      if (m.size < 0) m.size = -m.size;  // BMFont writes negative sizes for "match char height"
    } else if (tag == "common") {
      if (!get("lineHeight", m.line_height) || !get("base", m.base) || !get("scaleW", m.atlas_w) ||
          !get("scaleH", m.atlas_h))
        return fail("common needs lineHeight, base, scaleW and scaleH");
      seen_common = true;
    } else if (tag == "page") {
      for (const auto& f : fields)
        if (f.key == "file") m.page_file = std::string(f.value);
    } else if (tag == "char") {
      int id = 0;
      Glyph g;
      if (!get("id", id) || !get("x", g.x) || !get("y", g.y) || !get("width", g.width) ||
          !get("height", g.height) || !get("xoffset", g.xoffset) || !get("yoffset", g.yoffset) ||
          !get("xadvance", g.xadvance))
        return fail("char needs id, x, y, width, height, xoffset, yoffset and xadvance");
      if (id < 0 || g.x < 0 || g.y < 0 || g.width < 0 || g.height < 0) return fail("negative glyph field");
      m.glyphs[static_cast<char32_t>(id)] = g;
    } else if (tag == "kerning") {
      int first = 0, second = 0, amount = 0;
      if (!get("first", first) || !get("second", second) || !get("amount", amount))
        return fail("kerning needs first, second and amount");
      m.kerning[(static_cast<std::uint64_t>(static_cast<std::uint32_t>(first)) << 32) |
                static_cast<std::uint32_t>(second)] = amount;
    }
  }
  if (!seen_common) return fail("no 'common' line: not a BMFont text file");
  if (m.page_file.empty()) return fail("no 'page' line naming the atlas image");
  if (m.glyphs.empty()) return fail("no glyphs");
  for (const auto& [cp, g] : m.glyphs)
    if (g.x + g.width > m.atlas_w || g.y + g.height > m.atlas_h)
      return fail("glyph " + std::to_string(static_cast<std::uint32_t>(cp)) + " lies outside the atlas");
  return m;
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
