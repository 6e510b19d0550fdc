#include "ui/remote/name_entry.hpp"

#include "ui/font.hpp"

namespace ur {
namespace {

bool is_control(char32_t c) { return c < 0x20 || (c >= 0x7F && c < 0xA0) || c == 0xFFFD || (c >= 0x2028 && c <= 0x202E); }

void append_code_point(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

// Appends the characters of `utf8` that are allowed and fit within kNameBytes.
void append_allowed(std::string& out, std::string_view utf8, const std::function<bool(char32_t)>& drawable) {
  for (std::size_t i = 0; i < utf8.size();) {
    const char32_t c = next_code_point(utf8, i);
    if (is_control(c) || (drawable && !drawable(c))) continue;
    std::string one;
    append_code_point(one, c);
    if (out.size() + one.size() > kNameBytes) break;
    out += one;
  }
}

}  // namespace

std::string clean_player_name(std::string_view utf8) {
  std::string out;
  append_allowed(out, utf8, {});
  const std::size_t first = out.find_first_not_of(' ');
  if (first == std::string::npos) return "";
  return out.substr(first, out.find_last_not_of(' ') - first + 1);
}

std::string shorten_name(std::string_view utf8, std::size_t max_chars) {
  std::size_t chars = 0, i = 0, cut = std::string_view::npos;
  while (i < utf8.size()) {
    if (chars + 1 == max_chars) cut = i;  // where the ellipsis goes if it does not fit
    next_code_point(utf8, i);
    ++chars;
  }
  if (chars <= max_chars || cut == std::string_view::npos) return std::string(utf8);
  return std::string(utf8.substr(0, cut)) + "…";
}

void NameEntry::start(std::string_view initial, std::function<bool(char32_t)> drawable) {
  drawable_ = std::move(drawable);
  text_.clear();
  append_allowed(text_, initial, drawable_);
}

void NameEntry::type(std::string_view utf8) { append_allowed(text_, utf8, drawable_); }

void NameEntry::set(std::string_view utf8) {
  text_.clear();
  append_allowed(text_, utf8, drawable_);
}

void NameEntry::erase_last() {
  while (!text_.empty()) {
    const unsigned char last = static_cast<unsigned char>(text_.back());
    text_.pop_back();
    if ((last & 0xC0) != 0x80) break;  // the first byte of the character: done
  }
}

}  // namespace ur
