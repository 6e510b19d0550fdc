// Where an installed or unpacked copy of the game finds what it ships (art, networks,
// licences) and where a player's own files go, worked out from the running program's own
// path. No SDL: ur-cli and the rules' libraries use it too (docs/desktop.md).
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace ur::install {

// The folder holding the running program, or empty when the system cannot tell.
std::filesystem::path program_dir();

// The shipped data folder of an installed or unpacked copy, the one holding assets/,
// nets/ and licences/: <prefix>/share/ur beside <prefix>/bin (cmake --install, the .deb),
// or the program's own folder (the Windows zip and installer). Nothing when the program
// runs from a build tree, which uses the source tree's folders instead.
// The player's own data folder, the one SDL_GetPrefPath("ur", "ur") gives the game:
// $XDG_DATA_HOME/ur/ur (~/.local/share/ur/ur) on Linux, %APPDATA%\ur\ur on Windows.
// Empty when there is no home folder to put it in.
#ifdef __EMSCRIPTEN__
// The web game's files are the site's: known here, so that the callers' branches for an
// installed copy, and std::filesystem's code with them, drop out of the wasm (its weight).
inline std::optional<std::filesystem::path> shipped_dir() { return std::nullopt; }
inline std::filesystem::path user_dir() { return {}; }
#else
std::optional<std::filesystem::path> shipped_dir();
std::filesystem::path user_dir();
#endif

// A path as UTF-8 text, for messages and the std::string interfaces.
std::string utf8(const std::filesystem::path& p);

}  // namespace ur::install
