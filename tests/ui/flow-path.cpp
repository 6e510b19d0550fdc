// The mover's path on the board (shell/sdl_path.cpp) as a player meets it: while they
// choose in a rule set's first games it shows, with "Hide the path" in the idle Throw
// button's place; hiding it is kept for that rule set only, after a reload too; P shows or
// hides it for the game on screen; the settings' row makes it always or never shown; after
// the first games of a rule set it no longer shows by itself. Never while the computer
// moves.
#include <doctest/doctest.h>

#include <cstdlib>

#include "ui-driver.hpp"
#include "ui/path_guide.hpp"
#include "ui/screens.hpp"

using ur::test::Json;
using ur::test::UiDriver;
using ur::test::UiStore;

namespace {

// The person chooses a move on the game screen.
bool choosing(const Json& s) { return s["screen"] == "game" && s.value("human", false) && s["stage"] == "choose"; }

// Throws for the person until they choose a move.
bool to_choice(UiDriver& d, int max_ms = 30000) {
  for (int t = 0; t < max_ms; t += 32) {
    const Json s = d.state();
    if (choosing(s)) return true;
    if (s["screen"] == "game" && s.value("human", false) && s["stage"] == "await-throw" && d.has_button(ur::kThrowButton))
      d.click(ur::kThrowButton);
    d.step(32);
  }
  return false;
}

void start(UiDriver& d, const std::string& rules, std::uint64_t seed) {
  REQUIRE(d.app().start_game(rules, {"", "greedy"}, seed).empty());
  REQUIRE(to_choice(d));
}

// The settings' row "Path on the board" from wherever the player is (a game is left first).
void set_path(UiDriver& d, ur::PathShow show) {
  if (d.screen() == "result") d.click(ur::kBackToMenu);
  if (d.screen() == "game") {
    d.key(SDLK_m);
    if (d.until_screen("confirm-leave", 1000)) d.click("Leave");
  }
  REQUIRE(d.until_screen("menu"));
  d.click(ur::kOpenSettings);
  REQUIRE(d.until_screen("settings"));
  d.click(ur::kSetPathBase + static_cast<int>(show));
  CHECK(d.state()["settings"]["path"] == std::string(ur::path_show_pref(show)));
  d.key(SDLK_ESCAPE);
  REQUIRE(d.until_screen("menu"));
}

}  // namespace

TEST_CASE("the path: shown in a first game until hidden there, P for this game, kept after a reload") {
  auto store = std::make_shared<UiStore>();
  {
    UiDriver d({.store = store});
    start(d, "finkel", 5);
    Json s = d.state();
    CHECK(s["path"]["shown"] == true);
    CHECK(s["path"]["hide"] == true);
    CHECK_MESSAGE(d.has_button(ur::kHidePath), "Hide the path where the idle Throw button was");
    CHECK_FALSE(d.has_button(ur::kThrowButton));
    CHECK(d.button(ur::kHidePath)["label"] == "Hide the path");
    // The line comes in from Light's waiting pieces above the board (a desktop).
    CHECK(s["path"]["points"] == 16);
    CHECK(s["path"]["shared"] == 8);
    CHECK(s["path"]["entry"]["y"].get<float>() < s["choices"][0]["y"].get<float>() + 400);

    d.click(ur::kHidePath);
    s = d.state();
    CHECK(s["path"]["shown"] == false);
    CHECK(d.has_button(ur::kThrowButton));
    CHECK(store->read("prefs").find("path.hidden.finkel=1\n") != std::string::npos);

    // Another rule set still shows it; P hides and shows it for this game.
    start(d, "masters", 6);
    CHECK(d.state()["path"]["shown"] == true);
    d.key(SDLK_p);
    s = d.state();
    CHECK(s["path"]["shown"] == false);
    CHECK(s["notice"] == "Your path is hidden (P shows it)");
    d.key(SDLK_p);
    s = d.state();
    CHECK(s["path"]["shown"] == true);
    CHECK_MESSAGE(s["path"]["hide"] == false, "shown by P: no Hide button, the Throw button stays");
    CHECK(d.has_button(ur::kThrowButton));
  }
  // A reload: finkel's stays hidden, until P.
  UiDriver d({.store = store});
  start(d, "finkel", 7);
  CHECK(d.state()["path"]["shown"] == false);
  d.key(SDLK_p);
  CHECK(d.state()["path"]["shown"] == true);
  // Never while the computer moves: after the person's move, till their next choice.
  d.key(SDLK_1);
  REQUIRE(d.until([](const Json& st) { return st["human"] == false; }, 30000));
  CHECK(d.state()["path"]["shown"] == false);
  REQUIRE(to_choice(d));
  CHECK_MESSAGE(d.state()["path"]["shown"] == true, "P's choice holds for the game");
}

TEST_CASE("the path's setting: always (even where hidden), never (even in the tour); after the first games it stops") {
  auto store = std::make_shared<UiStore>();
  UiDriver d({.store = store});
  CHECK(d.state()["settings"]["path"] == "first");
  d.click(ur::kOpenSettings);
  REQUIRE(d.until_screen("settings"));
  CHECK(d.has_button("First games"));
  d.key(SDLK_ESCAPE);
  set_path(d, ur::PathShow::Never);
  CHECK(store->read("prefs").find("path=never\n") != std::string::npos);
  d.click("Play");  // a newcomer's first game: the tour, with the path never shown
  REQUIRE(d.until([](const Json& s) { return s["screen"] == "game" && s["tour"] == 0; }, 20000));
  d.click(ur::kTourNext);
  REQUIRE(to_choice(d));
  CHECK(d.state()["tour"].get<int>() >= 0);
  CHECK(d.state()["path"]["shown"] == false);
  CHECK_MESSAGE(d.state()["tourText"].get<std::string>().find("line") == std::string::npos, "no words about a line not drawn");
  set_path(d, ur::PathShow::First);

  // Three finished games of finkel: the fourth shows no path; jeu-royal, new, does.
  for (int i = 0; i < ur::kPathFirstGames; ++i) {
    start(d, "finkel:1", 20 + static_cast<std::uint64_t>(i));
    CHECK(d.state()["path"]["shown"] == true);
    REQUIRE(d.play_to_end());
  }
  start(d, "finkel:1", 30);
  CHECK(d.state()["path"]["shown"] == false);
  start(d, "jeu-royal", 31);
  CHECK(d.state()["path"]["shown"] == true);

  set_path(d, ur::PathShow::Always);
  start(d, "finkel", 32);
  Json s = d.state();
  CHECK(s["path"]["shown"] == true);
  CHECK(s["path"]["hide"] == false);
  CHECK(d.has_button(ur::kThrowButton));
  CHECK(store->read("prefs").find("path=always\n") != std::string::npos);
}

namespace {

int distance(const std::array<int, 3>& a, const std::array<int, 3>& b) {
  return std::abs(a[0] - b[0]) + std::abs(a[1] - b[1]) + std::abs(a[2] - b[2]);
}

}  // namespace

TEST_CASE("the path is drawn: gold along the mover's own squares, carnelian where both paths run; gone when hidden; How to play's the game's way round") {
  struct Size {
    const char* name;
    int w, h, ratio;
    bool touch;
  };
  for (const Size& z : {Size{"desktop", 1280, 800, 1, false}, Size{"phone", 390, 844, 3, true}, Size{"small-phone", 360, 640, 3, true}}) {
    CAPTURE(z.name);
    UiDriver d({.width = z.w, .height = z.h, .touch = z.touch, .pixel_ratio = z.ratio});
    const char* shots = std::getenv("UR_SHOTS");  // a folder: the screens saved there to look at
    if (shots) {
      d.screenshot(std::string(shots) + "/start-" + z.name + ".bmp");
      d.click(ur::kOpenSettings);
      REQUIRE(d.until_screen("settings"));
      d.screenshot(std::string(shots) + "/settings-" + z.name + ".bmp");
      d.key(SDLK_ESCAPE);
      REQUIRE(d.until_screen("menu"));
    }
    for (const char* rules : {"finkel", "aseb"}) {
      CAPTURE(rules);
      start(d, rules, 41);
      const Json s = d.state();
      REQUIRE(s["path"]["shown"] == true);
      const Json line = s["path"]["line"];
      // The middle of a step between two squares (past the pieces' discs): the first one
      // that is the mover's own, and the first that both paths run along.
      std::array<float, 2> own{-1, -1}, both{-1, -1};
      for (std::size_t i = 1; i + 2 < line.size(); ++i) {
        std::array<float, 2>& at = line[i][2] == 1 ? both : own;
        if (at[0] < 0) at = {(line[i][0].get<float>() + line[i + 1][0].get<float>()) / 2, (line[i][1].get<float>() + line[i + 1][1].get<float>()) / 2};
      }
      REQUIRE(own[0] >= 0);
      REQUIRE(both[0] >= 0);
      const float k = static_cast<float>(z.ratio);
      CHECK(distance(d.pixel(own[0] * k, own[1] * k), {246, 214, 130}) < 40);
      CHECK(distance(d.pixel(both[0] * k, both[1] * k), {214, 92, 64}) < 40);
      if (shots) d.screenshot(std::string(shots) + "/path-" + rules + "-" + z.name + ".bmp");
      d.key(SDLK_p);
      CHECK(d.state()["path"]["shown"] == false);
      CHECK(distance(d.pixel(own[0] * k, own[1] * k), {246, 214, 130}) >= 40);
      // How to play's page on the path draws its board the way the game's stands.
      d.key(SDLK_r);
      REQUIRE(d.until_screen("howto"));
      REQUIRE(d.until([&](const Json& st) {
        if (st["howto"]["id"] == "path") return true;
        d.key(SDLK_RIGHT);
        return false;
      }, 2000));
      CHECK(d.state()["howto"]["boardUpright"] == (std::string(z.name) != "desktop"));
      if (shots) d.screenshot(std::string(shots) + "/howto-path-" + rules + "-" + z.name + ".bmp");
      d.key(SDLK_ESCAPE);
      REQUIRE(d.until_screen("game"));
    }
  }
}
