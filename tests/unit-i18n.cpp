// The game's words in four languages (lang/*.txt, src/i18n): every key in every language
// and nothing extra, the same placeholders everywhere, no empty text, every character
// drawable by every font atlas the game ships, the rule sets' texts present and short
// enough for their boxes in every language, and a language chosen from any locale.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/rules.hpp"
#include "i18n/i18n.hpp"
#include "i18n/tables.hpp"
#include "ui/font.hpp"
#include "unit-font-support.hpp"

using namespace ur;
using namespace ur::i18n;

namespace {

std::span<const i18n::detail::Entry> entries(Language l) {
  for (const i18n::detail::Table& t : i18n::detail::tables())
    if (t.code == language_info(l).code) return t.entries;
  return {};
}

std::string where(Language l, const i18n::detail::Entry& e) {
  return "lang/" + std::string(language_info(l).code) + ".txt:" + std::to_string(line_of(e)) + ": " + std::string(e.key);
}

// The code points of a UTF-8 text; a malformed sequence gives 0xFFFD.
std::vector<char32_t> code_points(std::string_view s) {
  std::vector<char32_t> out;
  for (std::size_t i = 0; i < s.size();) {
    const auto b = static_cast<unsigned char>(s[i]);
    const int len = b < 0x80 ? 1 : (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3 : (b >> 3) == 30 ? 4 : 0;
    if (len == 0 || i + static_cast<std::size_t>(len) > s.size()) {
      out.push_back(0xFFFD);
      ++i;
      continue;
    }
    char32_t cp = len == 1 ? b : b & (0x7F >> len);
    for (int k = 1; k < len; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]) & 0x3F);
    out.push_back(cp);
    i += static_cast<std::size_t>(len);
  }
  return out;
}

std::size_t characters(std::string_view s) { return code_points(s).size(); }

// "U+2212" for a message.
std::string code_name(char32_t c) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(c));
  return buf;
}

}  // namespace

TEST_CASE("i18n: four languages, each named in its own language, each with its string file") {
  const auto langs = all_languages();
  REQUIRE(langs.size() == 4);
  CHECK(langs[0].id == Language::English);
  std::map<std::string_view, std::string_view> names;
  for (const LanguageInfo& l : langs) {
    names[l.code] = l.name;
    CHECK_MESSAGE(!entries(l.id).empty(), "no lang/", std::string(l.code), ".txt compiled in");
    CHECK(find_language(l.code) == l.id);
  }
  CHECK(names["en"] == "English");
  CHECK(names["fr"] == "Français");
  CHECK(names["hu"] == "Magyar");
  CHECK(names["nl"] == "Nederlands");
  CHECK(i18n::detail::tables().size() == langs.size());  // no string file for a language the game lacks
}

TEST_CASE("i18n: every key is in every language, and no language has a key English lacks") {
  std::set<std::string_view> english;
  for (const i18n::detail::Entry& e : entries(Language::English)) english.insert(e.key);
  REQUIRE(english.size() > 100);
  for (const LanguageInfo& l : all_languages()) {
    std::set<std::string_view> keys;
    for (const i18n::detail::Entry& e : entries(l.id)) {
      keys.insert(e.key);
      CHECK_MESSAGE(english.count(e.key) == 1, where(l.id, e), ": not in lang/en.txt");
    }
    for (const std::string_view k : english)
      CHECK_MESSAGE(keys.count(k) == 1, "lang/", std::string(l.code), ".txt lacks ", std::string(k));
  }
}

TEST_CASE("i18n: every translation has the placeholders of its English text, and no empty text") {
  for (const LanguageInfo& l : all_languages())
    for (const i18n::detail::Entry& e : entries(l.id)) {
      CHECK_MESSAGE(!e.text.empty(), where(l.id, e), ": empty");
      CHECK_MESSAGE(e.text.find_first_not_of(" \n") != std::string_view::npos, where(l.id, e), ": blank");
      CHECK_MESSAGE(e.text.front() != ' ', where(l.id, e), ": starts with a space");
      CHECK_MESSAGE(e.text.back() != ' ', where(l.id, e), ": ends with a space");
      const auto en = find(Language::English, e.key);
      if (!en) continue;
      CHECK_MESSAGE(placeholders(e.text) == placeholders(*en), where(l.id, e), ": placeholders differ from English");
    }
}

TEST_CASE("i18n: a count has both forms, and the count fills {n}") {
  for (const LanguageInfo& l : all_languages())
    for (const i18n::detail::Entry& e : entries(l.id)) {
      const std::string_view k = e.key;
      const auto ends = [&](std::string_view s) { return k.size() > s.size() && k.substr(k.size() - s.size()) == s; };
      if (ends(".one"))
        CHECK_MESSAGE(find(l.id, std::string(k.substr(0, k.size() - 4)) + ".other"), where(l.id, e), ": no .other form");
      if (ends(".one") || ends(".other")) {
        const auto names = placeholders(e.text);
        CHECK_MESSAGE(std::find(names.begin(), names.end(), "n") != names.end(), where(l.id, e), ": no {n}");
      }
    }
  CHECK(count(Language::French, "throw.marked", 1) == "1 marqué");
  CHECK(count(Language::French, "throw.marked", 3) == "3 marqués");
  CHECK(count(Language::English, "unit.token", 1) == "1 token");
  CHECK(count(Language::English, "unit.token", 0) == "0 tokens");
  CHECK(count(Language::English, "unit.token", 2) == "2 tokens");
  CHECK(count(Language::French, "unit.token", 0) == "0 jeton");
  CHECK(count(Language::French, "unit.token", 2) == "2 jetons");
  CHECK(count(Language::Hungarian, "unit.token", 2) == "2 zseton");
  CHECK(count(Language::Dutch, "unit.token", 2) == "2 penningen");
}

TEST_CASE("i18n: every character of every string is in every face at every size the game draws") {
  std::set<char32_t> used;
  for (const LanguageInfo& l : all_languages())
    for (const i18n::detail::Entry& e : entries(l.id))
      for (const char32_t c : code_points(e.text)) {
        CHECK_MESSAGE(c != 0xFFFD, where(l.id, e), ": not UTF-8");
        if (c >= 32) used.insert(c);
      }
  CHECK(used.count(U'ő') == 1);  // the check sees beyond ASCII
  int atlases = 0;
  for (const char* face : {"text", "textbold", "title"})
    for (const int size : kAtlasSizes) {
      const std::string name = std::string(face) + " at " + std::to_string(size) + " px";
      const FontMetrics& font = test::shipped_font(face, size);
      ++atlases;
      for (const char32_t c : used)
        CHECK_MESSAGE(font.glyphs.count(c) == 1, name, " has no glyph ", code_name(c),
                      ": use another character, or add it to EXTRA_CHARS in tools/make_art.py and font_code_points()");
    }
  CHECK(atlases == 9);
}

TEST_CASE("i18n: every rule set's texts are there in every language, short enough for the start screen") {
  for (const RuleSet& r : all_rule_sets()) {
    const std::string base = "rules." + std::string(r.name) + ".";
    for (const char* field : {"title", "hook", "origin", "summary", "source"})
      CHECK_MESSAGE(find(Language::English, base + field), (base + field), " is missing");
    int english_notes = 0;
    while (find(Language::English, base + "note" + std::to_string(english_notes + 1))) ++english_notes;
    CHECK_MESSAGE((english_notes > 0) == !r.notes.empty(), base, "note1..: notes in lang/en.txt but not in the rule set");
    for (const LanguageInfo& l : all_languages()) {
      // The start screen's boxes were sized for these lengths (tests/unit-rule-texts.cpp).
      if (const auto t = find(l.id, base + "title")) CHECK_MESSAGE(characters(*t) <= 22, (std::string(l.code) + " " + base), "title: ", std::string(*t));
      if (const auto t = find(l.id, base + "hook")) CHECK_MESSAGE(characters(*t) <= 38, (std::string(l.code) + " " + base), "hook: ", std::string(*t));
      if (const auto t = find(l.id, base + "origin")) CHECK_MESSAGE(characters(*t) <= 38, (std::string(l.code) + " " + base), "origin: ", std::string(*t));
      CHECK_MESSAGE(!find(l.id, base + "note" + std::to_string(english_notes + 1)), (std::string(l.code) + " " + base), ": more notes than English");
    }
  }
}

// The English text with straight quotes, as src/core/rules.cpp writes it.
std::string straight(std::string_view s) {
  std::string out(s);
  for (const std::string_view curly : {"\u2019", "\u2018"})
    for (std::size_t at; (at = out.find(curly)) != std::string::npos;) out.replace(at, curly.size(), "'");
  return out;
}

TEST_CASE("i18n: lang/en.txt says what the rule sets in src/core say, word for word") {
  // The CLI and the tests still read the rule sets' own English; the screens will read
  // lang/. Both must tell players the same rules until the core's copy goes.
  for (const RuleSet& r : all_rule_sets()) {
    const std::string base = "rules." + std::string(r.name) + ".";
    const std::pair<const char*, std::string_view> fields[] = {
        {"title", r.title}, {"hook", r.hook}, {"origin", r.origin}, {"summary", r.summary}, {"source", r.source}};
    for (const auto& field : fields) {  // no structured binding: clang 14 cannot capture one in doctest's lambda
      const std::string key = base + field.first;
      CHECK_MESSAGE(straight(text(Language::English, key)) == field.second, key, " differs from src/core/rules.cpp");
    }
    std::string notes;
    for (int i = 1; const auto n = find(Language::English, base + "note" + std::to_string(i)); ++i)
      notes += (notes.empty() ? "" : " ") + std::string(*n);
    CHECK_MESSAGE(straight(notes) == r.notes, base, "note1.. differ from src/core/rules.cpp");
  }
}

TEST_CASE("i18n: the language follows the locale, and anything else is English") {
  CHECK(language_from_locale("fr-FR") == Language::French);
  CHECK(language_from_locale("fr") == Language::French);
  CHECK(language_from_locale("FR-ca") == Language::French);
  CHECK(language_from_locale("hu") == Language::Hungarian);
  CHECK(language_from_locale("hu_HU.UTF-8") == Language::Hungarian);
  CHECK(language_from_locale("nl_BE.UTF-8") == Language::Dutch);
  CHECK(language_from_locale("nl-NL") == Language::Dutch);
  CHECK(language_from_locale("fr_FR@euro") == Language::French);
  CHECK(language_from_locale("en-GB") == Language::English);
  CHECK(language_from_locale("de-DE") == Language::English);
  CHECK(language_from_locale("C") == Language::English);
  CHECK(language_from_locale("C.UTF-8") == Language::English);
  CHECK(language_from_locale("POSIX") == Language::English);
  CHECK(language_from_locale("") == Language::English);
  CHECK(language_from_locale("f") == Language::English);
  CHECK(language_from_locale("frr") == Language::English);
  CHECK(language_from_locale("\xff\xfe garbage") == Language::English);
  CHECK(language_from_locale("12-34") == Language::English);
  CHECK_FALSE(find_language("FR").has_value());  // remembered codes are exact
}

TEST_CASE("i18n: from a list of preferences, the first language spoken here") {
  // navigator.languages joined by ','; an Accept-Language with qualities; GNU's LANGUAGE.
  CHECK(language_from_locales("de-DE,fr-FR,en") == Language::French);
  CHECK(language_from_locales("en-US,fr") == Language::English);
  CHECK(language_from_locales("de, nl;q=0.8, fr;q=0.5") == Language::Dutch);
  CHECK(language_from_locales("hu:en") == Language::Hungarian);
  CHECK(language_from_locales("de:es") == Language::English);
  CHECK(language_from_locales("") == Language::English);
  CHECK(language_from_locales(",,:") == Language::English);
}

TEST_CASE("i18n: the desktop's language from LC_ALL, LC_MESSAGES, LANG and LANGUAGE") {
  CHECK(language_from_environment("", "", "fr_FR.UTF-8", "") == Language::French);
  CHECK(language_from_environment("", "hu_HU.UTF-8", "fr_FR.UTF-8", "") == Language::Hungarian);
  CHECK(language_from_environment("nl_NL.UTF-8", "hu_HU.UTF-8", "fr_FR.UTF-8", "") == Language::Dutch);
  CHECK(language_from_environment("", "", "en_GB.UTF-8", "de:nl:en") == Language::Dutch);
  CHECK(language_from_environment("", "", "fr_FR.UTF-8", "de:es") == Language::French);
  // The C locale means untranslated, whatever LANGUAGE says (as gettext does).
  CHECK(language_from_environment("C", "", "fr_FR.UTF-8", "fr") == Language::English);
  CHECK(language_from_environment("", "", "C.UTF-8", "hu") == Language::English);
  CHECK(language_from_environment("", "", "POSIX", "") == Language::English);
  CHECK(language_from_environment("", "", "", "") == Language::English);
}

TEST_CASE("i18n: placeholders are filled by name, braces doubled stay braces") {
  CHECK(fill("{name} wins {n} games", {{"name", "Ada"}, {"n", 3}}) == "Ada wins 3 games");
  CHECK(fill("{{n}} is {n}", {{"n", 7}}) == "{n} is 7");
  CHECK(fill("{unknown} stays", {}) == "{unknown} stays");
  CHECK(fill("a { b } c", {}) == "a { b } c");
  CHECK(placeholders("{b} {a} {b} {{c}}") == std::vector<std::string>{"a", "b"});
}

TEST_CASE("i18n: a box sized for every language holds the widest, which is seldom English") {
  const auto plays = every_language("start.play");
  REQUIRE(plays.size() == 4);
  CHECK(plays[0] == "Play");
  CHECK(plays[1] == "Jouer");
  CHECK(plays[2] == "Játék");
  CHECK(plays[3] == "Spelen");
  CHECK(every_language("game.wins", {{"side", "X"}})[1] == "X gagne");
  // Across the game's buttons and notices, some language is longer than English.
  int longer = 0;
  for (const i18n::detail::Entry& e : entries(Language::English)) {
    const auto all = every_language(e.key);
    for (std::size_t i = 1; i < all.size(); ++i)
      if (characters(all[i]) > characters(all[0])) {
        ++longer;
        break;
      }
  }
  CHECK(longer > 100);
}

TEST_CASE("i18n: a key missing in a language falls back to English and is reported") {
  std::vector<std::string> reported;
  set_missing_handler([&](Language l, std::string_view key) {
    reported.push_back(std::string(language_info(l).code) + ":" + std::string(key));
  });
  CHECK(text(Language::French, "start.play") != text(Language::English, "start.play"));
  CHECK(reported.empty());
  CHECK(text(Language::French, "no.such.key") == "no.such.key");
  REQUIRE(reported.size() == 1);
  CHECK(reported[0] == "fr:no.such.key");
  set_missing_handler(nullptr);
  CHECK(text(Language::Dutch, "no.such.key") == "no.such.key");
  CHECK(reported.size() == 1);
}
