// The player's language: at start the one remembered in the prefs ("lang"), else the
// system's (the browser's navigator.languages, the desktop's locale), else English; the
// start screen's language button steps through them and remembers the choice. Every
// screen reads its words in the current language (ui/language.hpp) when it is drawn, so
// the whole screen changes at once; words made beforehand (the Continue buttons) are made
// again here.
#include "ui/sdl_app.hpp"

namespace ur {

void App::start_language(i18n::Language system, std::optional<i18n::Language> forced) {
  const std::string remembered = prefs_.get ? prefs_.get("lang") : "";
  set_language(forced ? *forced : ::ur::start_language(remembered, system));
}

void App::set_language(i18n::Language language) {
  set_current_language(language);
  if (language_hook_) language_hook_(i18n::language_info(language).code);
  refresh_saved_continue();
  remote_.live.refresh_continue();
}

void App::choose_language(i18n::Language language) {
  if (prefs_.set) prefs_.set("lang", std::string(i18n::language_info(language).code));
  set_language(language);
}

void App::next_language_pressed() { choose_language(next_language(current_language())); }

}  // namespace ur
