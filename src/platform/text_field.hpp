// The page's own field for typing a name (ui/name_entry.hpp, TextFieldHooks): in a
// browser, the <input id="text-field"> of web/shell.html, laid over the field the game
// draws and transparent, so the game's drawing shows and a phone's keyboard, accents and
// input methods work; its keys are kept from the game. The desktop: empty hooks (the game
// takes SDL's text input).
#pragma once

#include "ui/remote/name_entry.hpp"

namespace ur {

TextFieldHooks platform_text_field();

}  // namespace ur
