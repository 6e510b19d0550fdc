// Small remembered settings (App::PrefStore): the browser's local storage, or prefs.txt
// in the desktop's user data folder ($UR_PREFS_DIR, else SDL_GetPrefPath), one
// "key=value" a line. The game and the native UI suites (tests/ui/) share it.
#pragma once

#include "ui/sdl_app.hpp"

namespace ur {

App::PrefStore platform_prefs();

}  // namespace ur
