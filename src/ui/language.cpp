#include "ui/language.hpp"

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

}  // namespace ur
