// The guided first game on a laptop (moved from the desktop case of
// tests/browser/tour.test.mjs; the phone's, by touch at its pixel ratio, stays in
// Chromium): a newcomer's first Finkel game against the computer, started by Play, walks
// through throwing, moving, rosettes, captures and bearing off; after it a new game is not
// guided again, even after a reload (the settings in the desktop's file store), unless
// asked for from the start screen, and the tour can be skipped.
#include <doctest/doctest.h>

#include "ui-driver.hpp"
#include "ui/language.hpp"
#include "ui/screens.hpp"

using ur::test::Json;
using ur::test::UiDriver;
using ur::test::UiStore;

namespace {

bool tour_at(UiDriver& d, int step) {
  return d.until([step](const Json& s) { return s["screen"] == "game" && s["tour"] == step; }, 20000);
}

void press(UiDriver& d, const std::string& label) {
  REQUIRE(d.until([&label](const Json& s) {
    for (const Json& b : s["buttons"])
      if (b["label"] == label) return true;
    return false;
  }, 3000));
  d.click(label);
}

}  // namespace

TEST_CASE("a newcomer's first Finkel game is guided, step by step, and only once (desktop)") {
  auto store = std::make_shared<UiStore>();
  {
    UiDriver d({.store = store});
    REQUIRE(d.screen() == "menu");
    d.click("Play");
    REQUIRE(tour_at(d, 0));
    press(d, "Next");
    REQUIRE(tour_at(d, 1));
    // Throw until a throw that moves; the tour then asks for a move.
    for (int i = 0; i < 400 && d.state()["tour"] == 1; ++i) {
      const Json s = d.state();
      if (s.value("human", false) && s["stage"] == "await-throw" && d.has_button("Throw")) d.click("Throw");
      d.step(120);
    }
    REQUIRE(d.until([](const Json& s) { return s["tour"] == 2 && s["stage"] == "choose" && s.value("human", false); }, 20000));
    Json choice;
    const Json s = d.state();  // kept: a range over a temporary's member would dangle
    for (const Json& c : s["choices"])
      if (c["x"].get<float>() >= 0 && choice.is_null()) choice = c;
    REQUIRE_MESSAGE(!choice.is_null(), "a move on the board");
    d.click_at(choice["x"].get<float>(), choice["y"].get<float>());
    REQUIRE(tour_at(d, 3));  // rosettes
    // From here the words point at the path, which stays on the board, the person's
    // (light's), whoever moves.
    const auto path_is_lights = [&d] {
      const Json p = d.state()["path"];
      return p["shown"] == true && p["side"] == 0;
    };
    CHECK(path_is_lights());
    press(d, "Next");
    REQUIRE(tour_at(d, 4));  // captures
    CHECK(path_is_lights());
    CHECK(d.state()["tourText"].get<std::string>().find("Where your path runs red") != std::string::npos);
    press(d, "Next");
    REQUIRE(tour_at(d, 5));  // bearing off
    CHECK(path_is_lights());
    CHECK(d.state()["tourText"].get<std::string>().find("last arrow leaves the board") != std::string::npos);
    d.step(3000);  // the computer's turn, and the next
    CHECK(path_is_lights());
    press(d, "Got it");
    REQUIRE(tour_at(d, -1));
  }
  // Remembered: after a reload, a new Finkel game from the menu is not guided (the guided
  // game, still in progress, is kept: Play asks first) ...
  UiDriver d({.store = store});
  REQUIRE(d.screen() == "menu");
  d.click("Play");
  REQUIRE(d.until_screen("confirm-new"));
  d.click(ur::tr("save.new_start"));
  REQUIRE(d.until_screen("game"));
  d.step(200);
  CHECK_MESSAGE(d.state()["tour"] == -1, "not guided a second time");
  // ... unless asked for from the menu; and it can be skipped.
  d.key(SDLK_ESCAPE);
  REQUIRE(d.until_screen("confirm-leave"));
  d.click("Leave");
  REQUIRE(d.until_screen("menu"));
  d.click("New to Ur? A guided first game");
  if (d.until_screen("confirm-new", 200)) d.click(ur::tr("save.new_start"));  // the game just left is kept
  REQUIRE(tour_at(d, 0));
  press(d, "Skip the tour");
  CHECK(tour_at(d, -1));
}
