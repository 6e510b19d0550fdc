// The compiled string tables: one sorted array of (key, text) per language file, made at
// build time by tools/lang-tables.py from lang/<code>.txt. Only i18n.cpp and the tests
// read these; everyone else asks i18n.hpp.
#pragma once

#include <span>
#include <string_view>

namespace ur::i18n::detail {

struct Entry {
  std::string_view key;
  std::string_view text;  // UTF-8, escapes already decoded; may hold '\n' and {placeholders}
  int line;               // where it is written in lang/<code>.txt
};

struct Table {
  std::string_view code;         // the file's name: "en", "fr", ...
  std::span<const Entry> entries;  // sorted by key
};

// Every language file compiled in, sorted by code (generated lang_tables.cpp).
std::span<const Table> tables();

}  // namespace ur::i18n::detail
