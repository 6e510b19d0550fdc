// How to play and the keyboard help, opened and closed from the start screen at desktop
// and phone sizes (moved from tests/browser/overlays.test.mjs): jeu-royal chosen by its
// card (scrolled to by the wheel where it is out of view), How to play by its button and
// closed by Esc, the help by F1 and closed by its ×.
#include <doctest/doctest.h>

#include "ui-driver.hpp"
#include "ui/screens.hpp"

using ur::test::Json;
using ur::test::UiDriver;

TEST_CASE("how to play and keyboard help open and close, at desktop and phone sizes") {
  for (const auto& [w, h] : {std::pair{1280, 800}, std::pair{360, 640}}) {
    CAPTURE(w);
    UiDriver d({.width = w, .height = h});
    Json s = d.state();
    REQUIRE(s["screen"] == "menu");
    d.choose_rules("jeu-royal");
    d.click("How to play");
    REQUIRE(d.until_screen("howto"));
    d.key(SDLK_ESCAPE);
    REQUIRE(d.until_screen("menu"));
    d.key(SDLK_F1);
    REQUIRE(d.until_screen("help"));
    d.click("×");
    CHECK(d.until_screen("menu"));
  }
}
