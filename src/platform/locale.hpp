// The system's language and the page's: the browser's navigator.languages or the desktop's
// locale (LC_ALL, LC_MESSAGES, LANG, LANGUAGE) for the first start; the page's lang
// attribute kept to the game's language (nothing on the desktop).
#pragma once

#include <string_view>

#include "i18n/i18n.hpp"

namespace ur {

i18n::Language system_language();
void show_page_language(std::string_view code);

}  // namespace ur
