#include "audio/sound_settings.hpp"

#include <charconv>

namespace ur {

std::string write_sound_settings(const SoundSettings& s) {
  return "ur-sound 1\nsound " + std::string(s.on ? "on" : "off") + "\nvolume " + std::to_string(s.volume) + "\n";
}

std::optional<SoundSettings> read_sound_settings(std::string_view text, std::string* error) {
  auto fail = [&](int line, const std::string& why) -> std::optional<SoundSettings> {
    if (error) *error = (line > 0 ? "line " + std::to_string(line) + ": " : std::string()) + why;
    return std::nullopt;
  };
  SoundSettings s;
  bool seen_sound = false, seen_volume = false;
  int number = 0;
  while (!text.empty()) {
    const std::size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    ++number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (number == 1) {
      if (line != "ur-sound 1") return fail(1, "not a sound settings record (it should start 'ur-sound 1')");
      continue;
    }
    if (line.empty()) continue;
    const std::size_t space = line.find(' ');
    const std::string_view key = line.substr(0, space);
    const std::string_view value = space == std::string_view::npos ? std::string_view() : line.substr(space + 1);
    if (key == "sound") {
      if (seen_sound) return fail(number, "'sound' is given twice");
      if (value != "on" && value != "off") return fail(number, "sound must be 'on' or 'off', not '" + std::string(value) + "'");
      s.on = value == "on";
      seen_sound = true;
    } else if (key == "volume") {
      if (seen_volume) return fail(number, "'volume' is given twice");
      int v = -1;
      const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
      if (value.empty() || ec != std::errc() || end != value.data() + value.size() || v < 0 || v > 100)
        return fail(number, "the volume must be a whole number from 0 to 100, not '" + std::string(value) + "'");
      s.volume = v;
      seen_volume = true;
    } else {
      return fail(number, "unknown setting '" + std::string(key) + "'");
    }
  }
  if (number == 0) return fail(0, "the record is empty");
  if (!seen_sound || !seen_volume) return fail(0, std::string("the record has no '") + (seen_sound ? "volume" : "sound") + "' line");
  return s;
}

}  // namespace ur
