// The game's words in English, French, Hungarian and Dutch. The texts live in
// lang/<code>.txt (lang/README.md), compiled into the program at build time, so looking a
// word up does no I/O and behaves the same natively and in the browser. No SDL here.
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ur::i18n {

enum class Language : std::uint8_t { English, French, Hungarian, Dutch };

struct LanguageInfo {
  Language id;
  std::string_view code;  // BCP 47 primary tag and the file name: "fr" is lang/fr.txt
  std::string_view name;  // in the language itself, for the picker: "Français"
};

// Every language the game speaks, English first (the fallback).
std::span<const LanguageInfo> all_languages();
const LanguageInfo& language_info(Language language);

// The language whose code is exactly `code` ("fr"), as remembered in the settings.
std::optional<Language> find_language(std::string_view code);

// The language for a browser or desktop locale: "fr-FR", "hu", "nl_BE.UTF-8",
// "fr_CA@euro" pick by the language part, any case. "C", "POSIX", "" and anything not
// spoken here give English.
Language language_from_locale(std::string_view locale);

// The first language spoken here in a list of preferences, else English: the browser's
// navigator.languages (["de-DE", "fr-FR"] gives French), or GNU's LANGUAGE ("nl:en").
// Entries are separated by ',' or ':' and may carry a quality (";q=0.8").
Language language_from_locales(std::string_view preferences);

// The desktop's language from its environment (pass "" for an unset variable): the
// locale is the first set of LC_ALL, LC_MESSAGES and LANG; unless it is "C" or "POSIX",
// LANGUAGE's list of preferences goes before it, as gettext reads them.
Language language_from_environment(std::string_view lc_all, std::string_view lc_messages, std::string_view lang,
                                   std::string_view language);

// One value for a placeholder: {"n", "3"} fills {n}.
struct Arg {
  std::string_view name;
  std::string value;
  Arg(std::string_view n, std::string v) : name(n), value(std::move(v)) {}
  Arg(std::string_view n, std::string_view v) : name(n), value(v) {}
  Arg(std::string_view n, const char* v) : name(n), value(v) {}
  Arg(std::string_view n, int v) : name(n), value(std::to_string(v)) {}
};

// The text of `key` in `language`, placeholders filled. A key the language lacks falls
// back to English and is reported (see set_missing_handler); a key nobody has comes back
// as the key itself, so the gap shows on screen rather than crashing.
std::string text(Language language, std::string_view key, std::initializer_list<Arg> args = {});

// The count form of `key`: key + ".one" or key + ".other" by the language's rule
// (French counts 0 and 1 as one; English and Dutch only 1; Hungarian writes both the
// same). The count fills {n}.
std::string count(Language language, std::string_view key, int n, std::initializer_list<Arg> args = {});

// The text of `key` in every language, in all_languages() order, placeholders filled: a
// box that must hold the word in whichever language is chosen is sized by the widest
// of these, so the longest language sets the box, not English.
std::vector<std::string> every_language(std::string_view key, std::initializer_list<Arg> args = {});

// The stored text, unfilled, without fallback: nullopt if this language lacks the key.
std::optional<std::string_view> find(Language language, std::string_view key);

// Fills {name} placeholders in `pattern` ({{ and }} are literal braces). A placeholder
// with no argument is left as written.
std::string fill(std::string_view pattern, std::initializer_list<Arg> args);

// The placeholder names in `pattern`, sorted, each once.
std::vector<std::string> placeholders(std::string_view pattern);

// Called when text() falls back: (language asked, key). Debug builds start with a
// handler that prints each missing key once to stderr; release builds with none.
using MissingHandler = std::function<void(Language, std::string_view key)>;
void set_missing_handler(MissingHandler handler);

}  // namespace ur::i18n
