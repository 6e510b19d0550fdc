// The player's sound settings, remembered between visits as a small text record kept
// beside the saved game (local storage, or sound.txt in the user data folder):
//   ur-sound 1
//   sound on
//   volume 70
// Plain lines like the saved game's: no strings in it, so nothing to escape.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace ur {

struct SoundSettings {
  bool on = true;
  int volume = 70;  // percent, 0..100
  bool operator==(const SoundSettings&) const = default;
};

std::string write_sound_settings(const SoundSettings& s);
// The settings in `text`, or nullopt and in `error` what is wrong with it ("line 3: the
// volume must be a whole number from 0 to 100, not '250'").
std::optional<SoundSettings> read_sound_settings(std::string_view text, std::string* error = nullptr);

}  // namespace ur
