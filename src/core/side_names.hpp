// The sides' names where they are not the player's words (those are ui's side_word, in the
// player's language): one definition for the core, remote play, the CLI and the UI's JSON.
#pragma once

#include <string>

#include "core/rules.hpp"

namespace ur {

// "light" / "dark": the sides in records, notation, tags and the tests' JSON.
inline std::string side_id(Side s) { return s == kLight ? "light" : "dark"; }
// "Light" / "Dark": the sides in the English of refusals and logs.
inline std::string side_title(Side s) { return s == kLight ? "Light" : "Dark"; }

}  // namespace ur
