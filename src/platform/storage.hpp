// Where the game in progress is kept between visits (ur::Storage, saved_game.hpp): the
// browser's local storage, or one file per name in the desktop's user data folder
// ($UR_PREFS_DIR, else SDL_GetPrefPath). Also this page's (or process's) own name.
#pragma once

#include <string>

#include "ui/saved_game.hpp"

namespace ur {

Storage platform_storage();
std::string new_tab_name();

}  // namespace ur
