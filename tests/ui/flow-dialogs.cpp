// The question before a game in progress is left (moved from the desktop part of
// tests/browser/dialogs.test.mjs; the link notice and the phone's part, with the page's
// viewport and pixel ratio, stay in Chromium): Esc and M keep playing, Enter presses the
// focused Keep playing, the Menu button then Leave goes to the start screen.
#include <doctest/doctest.h>

#include "ui-driver.hpp"

using ur::test::Json;
using ur::test::UiDriver;

TEST_CASE("leaving a game in progress asks first: Esc and M keep playing, Leave goes to the menu") {
  UiDriver d;
  REQUIRE(d.app().start_game("finkel", {"", "king"}, 9).empty());
  d.step(100);
  REQUIRE(d.screen() == "game");
  d.key(SDLK_ESCAPE);
  REQUIRE(d.screen() == "confirm-leave");
  Json s = d.state();
  CHECK(s["dialog"]["title"] == "Leave this game?");
  REQUIRE(s["buttons"].size() == 2);
  CHECK(s["buttons"][0]["label"] == "Leave");
  CHECK(s["buttons"][1]["label"] == "Keep playing");
  d.key(SDLK_ESCAPE);  // Esc again: keep playing
  CHECK(d.screen() == "game");
  d.key(SDLK_m);
  REQUIRE(d.screen() == "confirm-leave");
  d.key(SDLK_RETURN);  // Enter: the focused button, Keep playing
  CHECK(d.screen() == "game");
  // The Menu button, then Leave by mouse.
  d.click("Menu");
  REQUIRE(d.screen() == "confirm-leave");
  d.click("Leave");
  CHECK(d.screen() == "menu");
}
