// The compiled string tables: one sorted array of (key, text) per language file, made at
// build time by tools/lang-tables.py from lang/<code>.txt. Only i18n.cpp and the tests
// read these; everyone else asks i18n.hpp.
#pragma once

#include <span>
#include <string_view>

namespace ur::i18n::detail {

// Where an entry is written in lang/<code>.txt, for the tests' messages; the web game
// leaves it out (five thousand numbers that do not compress: 7 KB of its weight).
#ifdef __EMSCRIPTEN__
#define UR_LANG_LINE(n)
#else
#define UR_LANG_LINE(n) , n
#endif

struct Entry {
  std::string_view key;
  std::string_view text;  // UTF-8, escapes already decoded; may hold '\n' and {placeholders}
#ifndef __EMSCRIPTEN__
  int line;  // where it is written in lang/<code>.txt
#endif
};

// An entry's line in its file (0 in the web build, which does not keep it).
inline int line_of([[maybe_unused]] const Entry& e) {
#ifdef __EMSCRIPTEN__
  return 0;
#else
  return e.line;
#endif
}

struct Table {
  std::string_view code;         // the file's name: "en", "fr", ...
  std::span<const Entry> entries;  // sorted by key
};

// Every language file compiled in, sorted by code (generated lang_tables.cpp).
std::span<const Table> tables();

}  // namespace ur::i18n::detail
