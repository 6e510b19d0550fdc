// The settings screen (moved from the desktop case of tests/browser/settings.test.mjs):
// opened from the start screen's gear, every choice takes effect at once and is kept
// after a reload (a new game over the same store): the language, the name, sound, the
// animation speed and reduced motion; the player's own choice of motion wins over the
// system's wish for reduced motion. The phone's case (its pixel ratio) stays in Chromium.
#include <doctest/doctest.h>

#include "ui-driver.hpp"
#include "ui/screens.hpp"

using ur::test::Json;
using ur::test::UiDriver;
using ur::test::UiStore;

TEST_CASE("settings: each choice takes effect at once and is kept; the player's motion choice over the system's") {
  auto store = std::make_shared<UiStore>();
  {
    UiDriver d({.fast = false, .system_reduced_motion = true, .store = store});
    Json s = d.state();
    CHECK_MESSAGE(s["pace"]["rollMs"] == 0, "the system's wish, while the player has not chosen");
    d.click(ur::kOpenSettings);
    REQUIRE(d.until_screen("settings"));
    CHECK(d.state()["settings"]["reducedMotion"] == true);

    d.click(ur::kSetMotionFull);  // the player wants the dice to roll after all
    CHECK(d.until([](const Json& st) { return st["settings"]["reducedMotion"] == false && st["pace"]["rollMs"] == 700; }));
    d.click(ur::kSetSpeedBase + 0);  // slow
    CHECK(d.until([](const Json& st) { return st["settings"]["speed"] == "slow" && st["pace"]["rollMs"].get<int>() > 700; }));
    d.click(ur::kSetSoundOff);
    CHECK(d.until([](const Json& st) { return st["settings"]["sound"] == false; }));
    d.click(ur::kSetLanguageBase + 1);  // French
    CHECK(d.has_button("Terminé"));
    // The name: typed in its dialog, shown in its row.
    d.click(ur::kSetName);
    REQUIRE(d.until([](const Json& st) { return st["screen"] == "name" && st["name"]["for"] == "settings"; }));
    d.type("Zoé");
    d.key(SDLK_RETURN);
    REQUIRE(d.until_screen("settings"));
    CHECK(store->read("prefs").find("name=Zoé\n") != std::string::npos);
  }
  // A reload keeps everything.
  UiDriver d({.fast = false, .system_reduced_motion = true, .store = store});
  Json s = d.state();
  CHECK(s["settings"]["speed"] == "slow");
  CHECK_MESSAGE(s["settings"]["reducedMotion"] == false, "full motion kept, though the system asks for less");
  CHECK(s["settings"]["sound"] == false);
  CHECK(s["pace"]["rollMs"].get<int>() > 700);
  CHECK_MESSAGE(d.button(ur::kLanguage)["label"] == "Français", "French kept");
  d.click(ur::kOpenSettings);
  REQUIRE(d.until_screen("settings"));
  d.click(ur::kSetMotionReduced);
  CHECK(d.until([](const Json& st) { return st["settings"]["reducedMotion"] == true && st["pace"]["rollMs"] == 0; }));
  d.key(SDLK_ESCAPE);
  CHECK(d.until_screen("menu"));
}
