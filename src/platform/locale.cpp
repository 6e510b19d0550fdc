#include "platform/locale.hpp"

#include <cstdlib>
#include <string>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

namespace {
EM_JS(char*, ur_browser_languages, (), {
  var list = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""];
  return stringToNewUTF8(list.join(","));
});
}  // namespace
#endif

namespace ur {

#ifdef __EMSCRIPTEN__
i18n::Language system_language() {
  char* v = ur_browser_languages();
  const i18n::Language l = i18n::language_from_locales(v ? v : "");
  std::free(v);
  return l;
}

void show_page_language(std::string_view code) {
  const std::string c(code);
  EM_ASM({ document.documentElement.lang = UTF8ToString($0); }, c.c_str());
}
#else
i18n::Language system_language() {
  auto env = [](const char* name) -> std::string_view {
    const char* v = std::getenv(name);
    return v ? v : "";
  };
  return i18n::language_from_environment(env("LC_ALL"), env("LC_MESSAGES"), env("LANG"), env("LANGUAGE"));
}

void show_page_language(std::string_view) {}
#endif

}  // namespace ur
