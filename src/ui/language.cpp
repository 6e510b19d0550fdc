#include "ui/language.hpp"

#include <algorithm>
#include <cstdio>

#include "core/rules.hpp"

namespace ur {

namespace {
// One player, one window: the UI's language is process-wide, like the window itself.
i18n::Language g_language = i18n::Language::English;
}  // namespace

i18n::Language current_language() { return g_language; }
void set_current_language(i18n::Language language) { g_language = language; }

std::string tr(std::string_view key, std::initializer_list<i18n::Arg> args) {
  return i18n::text(g_language, key, args);
}

std::string tr_count(std::string_view key, int n, std::initializer_list<i18n::Arg> args) {
  return i18n::count(g_language, key, n, args);
}

i18n::Language start_language(std::string_view remembered, i18n::Language system) {
  if (const auto l = i18n::find_language(remembered)) return *l;
  return system;
}

i18n::Language next_language(i18n::Language language) {
  const auto all = i18n::all_languages();
  for (std::size_t i = 0; i < all.size(); ++i)
    if (all[i].id == language) return all[(i + 1) % all.size()].id;
  return all.front().id;
}

std::string decimal_text(double value, int places, bool sign) {
  char buf[48];
  std::snprintf(buf, sizeof buf, sign ? "%+.*f" : "%.*f", std::clamp(places, 0, 9), value);
  std::string out = buf;
  if (const std::size_t dot = out.find('.'); dot != std::string::npos) out.replace(dot, 1, tr("number.decimal_mark"));
  return out;
}

std::string rule_text(const RuleSet& r, std::string_view field) {
  if (g_language == i18n::Language::English || r.name.empty()) {
    if (field == "title") return std::string(r.title);
    if (field == "hook") return std::string(r.hook);
    if (field == "origin") return std::string(r.origin);
    if (field == "summary") return std::string(r.summary);
    if (field == "source") return std::string(r.source);
    if (field == "notes") return std::string(r.notes);
  }
  if (field == "notes") {  // note1, note2, ... one decision each, read as one paragraph
    std::string out;
    for (int i = 1;; ++i) {
      const std::string key = "rules." + std::string(r.name) + ".note" + std::to_string(i);
      if (!i18n::find(g_language, key)) break;
      out += (out.empty() ? "" : " ") + i18n::text(g_language, key);
    }
    return out.empty() ? std::string(r.notes) : out;
  }
  const std::string key = "rules." + std::string(r.name) + "." + std::string(field);
  if (const auto t = i18n::find(g_language, key)) return i18n::text(g_language, key);
  return i18n::text(i18n::Language::English, key);
}

}  // namespace ur
