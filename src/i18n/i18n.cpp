// Looking words up in the compiled tables, filling placeholders, choosing a language from
// a locale, and falling back to English.
#include "i18n/i18n.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <mutex>
#include <set>

#include "i18n/tables.hpp"

namespace ur::i18n {
namespace {

// Adding a language: its file lang/<code>.txt, a value in Language, and a line here.
constexpr std::array<LanguageInfo, 4> kLanguages{{
    {Language::English, "en", "English"},
    {Language::French, "fr", "Français"},
    {Language::Hungarian, "hu", "Magyar"},
    {Language::Dutch, "nl", "Nederlands"},
}};

std::span<const detail::Entry> entries_of(Language language) {
  const std::string_view code = language_info(language).code;
  for (const detail::Table& t : detail::tables())
    if (t.code == code) return t.entries;
  return {};
}

const detail::Entry* lookup(Language language, std::string_view key) {
  const auto entries = entries_of(language);
  const auto it = std::lower_bound(entries.begin(), entries.end(), key,
                                   [](const detail::Entry& e, std::string_view k) { return e.key < k; });
  return it != entries.end() && it->key == key ? &*it : nullptr;
}

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

#ifndef NDEBUG
// Debug builds say once per key which translation is missing.
void print_missing(Language language, std::string_view key) {
  static std::mutex mutex;
  static std::set<std::string> told;
  const std::lock_guard<std::mutex> lock(mutex);
  std::string id = std::string(language_info(language).code) + ":" + std::string(key);
  if (!told.insert(id).second) return;
  std::fprintf(stderr, "i18n: '%.*s' is missing in lang/%.*s.txt; English is shown\n", static_cast<int>(key.size()),
               key.data(), static_cast<int>(language_info(language).code.size()), language_info(language).code.data());
}
#endif

MissingHandler& missing_handler() {
#ifdef NDEBUG
  static MissingHandler handler;
#else
  static MissingHandler handler = print_missing;
#endif
  return handler;
}

bool is_name_char(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; }

// Calls on_text(piece) for literal runs and on_name(name) for each {name}.
template <typename OnText, typename OnName>
void scan(std::string_view pattern, OnText on_text, OnName on_name) {
  std::size_t i = 0;
  while (i < pattern.size()) {
    const char c = pattern[i];
    if ((c == '{' || c == '}') && i + 1 < pattern.size() && pattern[i + 1] == c) {
      on_text(pattern.substr(i, 1));
      i += 2;
      continue;
    }
    if (c == '{') {
      std::size_t end = i + 1;
      while (end < pattern.size() && is_name_char(pattern[end])) ++end;
      if (end < pattern.size() && pattern[end] == '}' && end > i + 1) {
        on_name(pattern.substr(i + 1, end - i - 1));
        i = end + 1;
        continue;
      }
    }
    std::size_t next = i + 1;
    while (next < pattern.size() && pattern[next] != '{' && pattern[next] != '}') ++next;
    on_text(pattern.substr(i, next - i));
    i = next;
  }
}

}  // namespace

static std::string fill_from(std::string_view pattern, std::span<const Arg> args);

std::span<const LanguageInfo> all_languages() { return kLanguages; }

const LanguageInfo& language_info(Language language) {
  for (const LanguageInfo& l : kLanguages)
    if (l.id == language) return l;
  return kLanguages[0];
}

std::optional<Language> find_language(std::string_view code) {
  for (const LanguageInfo& l : kLanguages)
    if (l.code == code) return l.id;
  return std::nullopt;
}

// The language of one locale if the game speaks it. The language part ends at the first
// '-', '_', '.', '@' or ';' ("nl_BE.UTF-8" -> "nl"); blanks round it are ignored.
static std::optional<Language> spoken(std::string_view locale) {
  while (!locale.empty() && locale.front() == ' ') locale.remove_prefix(1);
  const std::string_view part = locale.substr(0, locale.find_first_of("-_.@; "));
  if (part.size() < 2 || part.size() > 3) return std::nullopt;
  std::string code;
  for (const char c : part) {
    const char l = lower(c);
    if (l < 'a' || l > 'z') return std::nullopt;
    code += l;
  }
  return find_language(code);
}

Language language_from_locale(std::string_view locale) { return spoken(locale).value_or(Language::English); }

Language language_from_locales(std::string_view preferences) {
  while (!preferences.empty()) {
    const std::size_t end = preferences.find_first_of(",:");
    if (const auto l = spoken(preferences.substr(0, end))) return *l;
    if (end == std::string_view::npos) break;
    preferences.remove_prefix(end + 1);
  }
  return Language::English;
}

Language language_from_environment(std::string_view lc_all, std::string_view lc_messages, std::string_view lang,
                                   std::string_view language) {
  const std::string_view locale = !lc_all.empty() ? lc_all : !lc_messages.empty() ? lc_messages : lang;
  const std::string_view base = locale.substr(0, locale.find('.'));
  if (base == "C" || base == "POSIX") return Language::English;
  if (!language.empty()) {
    // LANGUAGE's list first, but an entry this game does not speak falls through to the next.
    std::string_view rest = language;
    while (!rest.empty()) {
      const std::size_t end = rest.find(':');
      if (const auto l = spoken(rest.substr(0, end))) return *l;
      if (end == std::string_view::npos) break;
      rest.remove_prefix(end + 1);
    }
  }
  return language_from_locale(locale);
}

std::optional<std::string_view> find(Language language, std::string_view key) {
  if (const detail::Entry* e = lookup(language, key)) return e->text;
  return std::nullopt;
}

static std::string fill_from(std::string_view pattern, std::span<const Arg> args) {
  std::string out;
  out.reserve(pattern.size());
  scan(
      pattern, [&](std::string_view piece) { out += piece; },
      [&](std::string_view name) {
        for (const Arg& a : args)
          if (a.name == name) {
            out += a.value;
            return;
          }
        out += '{';
        out += name;
        out += '}';
      });
  return out;
}

std::string fill(std::string_view pattern, std::initializer_list<Arg> args) {
  return fill_from(pattern, std::span<const Arg>(args.begin(), args.size()));
}

std::vector<std::string> placeholders(std::string_view pattern) {
  std::vector<std::string> names;
  scan(pattern, [](std::string_view) {}, [&](std::string_view name) { names.emplace_back(name); });
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return names;
}

std::string text(Language language, std::string_view key, std::initializer_list<Arg> args) {
  if (const detail::Entry* e = lookup(language, key)) return fill(e->text, args);
  if (const MissingHandler& h = missing_handler()) h(language, key);
  if (language != Language::English)
    if (const detail::Entry* e = lookup(Language::English, key)) return fill(e->text, args);
  return std::string(key);
}

std::vector<std::string> every_language(std::string_view key, std::initializer_list<Arg> args) {
  std::vector<std::string> out;
  for (const LanguageInfo& l : kLanguages) out.push_back(text(l.id, key, args));
  return out;
}

std::string count(Language language, std::string_view key, int n, std::initializer_list<Arg> args) {
  const bool one = language == Language::French ? (n == 0 || n == 1 || n == -1) : (n == 1 || n == -1);
  const std::string full = std::string(key) + (one ? ".one" : ".other");
  std::string pattern;
  if (const detail::Entry* e = lookup(language, full)) {
    pattern = e->text;
  } else {
    if (const MissingHandler& h = missing_handler()) h(language, full);
    const detail::Entry* en = lookup(Language::English, full);
    pattern = en ? en->text : full;
  }
  std::vector<Arg> all(args.begin(), args.end());
  all.emplace_back("n", n);
  return fill_from(pattern, all);
}

void set_missing_handler(MissingHandler handler) { missing_handler() = std::move(handler); }

}  // namespace ur::i18n
