// The language the player reads the screens in, and the short helpers the screens use
// to look their words up in it (lang/*.txt through src/i18n). English until something
// (the start screen's picker, the remembered settings) sets another. No SDL here.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "i18n/i18n.hpp"

namespace ur {

struct RuleSet;

i18n::Language current_language();
void set_current_language(i18n::Language language);

// The text of `key` in the current language, placeholders filled.
std::string tr(std::string_view key, std::initializer_list<i18n::Arg> args = {});

// The count form of `key` (key.one / key.other) in the current language; n fills {n}.
std::string tr_count(std::string_view key, int n, std::initializer_list<i18n::Arg> args = {});

// `value` with `places` decimals (and its sign, when `sign`), written with the current
// language's decimal mark (number.decimal_mark: "+6.0" in English, "+6,0" in French).
std::string decimal_text(double value, int places, bool sign = false);

// The language to start in: the one remembered in the settings (its code, "fr") if the
// game speaks it, else the system's (the browser's navigator.languages, the desktop's
// locale: i18n::language_from_locales / language_from_environment).
i18n::Language start_language(std::string_view remembered, i18n::Language system);

// The language after `language` in the picker's order (i18n::all_languages()), the first
// again after the last.
i18n::Language next_language(i18n::Language language);

// A rule set's own words in the current language: field is "title", "hook", "origin",
// "summary", "source" or "notes" (lang/<code>.txt, rules.<name>.<field>; the notes are
// note1, note2, ... joined). English is the rule
// set's own text in src/core, word for word.
std::string rule_text(const RuleSet& r, std::string_view field);

}  // namespace ur
