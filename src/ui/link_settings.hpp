// The settings a link may carry (`index.html?rules=jeu-royal&dark=king`), read as a
// player would want: every setting checked on its own, every problem reported at once in
// plain words with what is used instead, and a game still started where it can be.
// SDL-free, so the same reading is unit-tested and used by the browser build.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ur {

struct LinkSettings {
  std::string rules;                     // "" = none given (or unusable): the start screen
  std::array<std::string, 2> players{};  // light, dark: "" a person, else a computer level
  bool fast = false;
  std::vector<std::string> problems;     // one sentence each: what was wrong, what is done instead
};

// key, and its value when the address had "key=value" (nullopt for a bare "key").
using LinkItem = std::pair<std::string, std::optional<std::string>>;

// Reads the settings in address order (a later repeat wins, and says so).
LinkSettings read_link_settings(const std::vector<LinkItem>& items);

}  // namespace ur
