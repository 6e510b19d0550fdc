// The language the player reads the screens in, and the short helpers the screens use
// to look their words up in it (lang/*.txt through src/i18n). English until something
// (the start screen's picker, the remembered settings) sets another. No SDL here.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "i18n/i18n.hpp"

namespace ur {

i18n::Language current_language();
void set_current_language(i18n::Language language);

// The text of `key` in the current language, placeholders filled.
std::string tr(std::string_view key, std::initializer_list<i18n::Arg> args = {});

// The count form of `key` (key.one / key.other) in the current language; n fills {n}.
std::string tr_count(std::string_view key, int n, std::initializer_list<i18n::Arg> args = {});

}  // namespace ur
