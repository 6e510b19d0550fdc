// Reviewing a game on a laptop (moved from the desktop case of tests/browser/review.test.mjs;
// the phone's, by touch at its pixel ratio and with the page's frame times while the
// search fills the grades in, stays in Chromium): from the result screen and from Your
// games the board shows the position after any step; ←/→, Home/End and the buttons step
// through it, a click on the graph of Light's chance jumps there, a click on a row of the
// move list shows that move, K goes to the next key moment; with no table for the rule set
// the grades are a search's estimates and say so; before a choice the best move is shown;
// Play from here carries the game on from the position shown.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdlib>
#include <regex>
#include <string>

#include "ui-driver.hpp"
#include "ui/screens.hpp"

using ur::test::Json;
using ur::test::UiDriver;

namespace {

bool matches(const Json& text, const char* pattern) { return std::regex_search(text.get<std::string>(), std::regex(pattern)); }

int at(UiDriver& d) { return d.state()["review"]["at"].get<int>(); }

bool reaches(UiDriver& d, int step) {
  return d.until([step](const Json& s) { return s.contains("review") && s["review"]["at"] == step; }, 2000);
}

// A finkel:2 game against the computer played to its end, then Review the game: the
// game's last state.
Json play_and_review(UiDriver& d) {
  REQUIRE(d.app().start_game("finkel:2", {"", "greedy"}, 29).empty());
  REQUIRE(d.play_to_end());
  const Json end = d.state();
  REQUIRE(d.until([](const Json& s) {
    for (const Json& b : s["buttons"])
      if (b["label"] == "Review the game") return true;
    return false;
  }, 3000));
  d.click("Review the game");
  REQUIRE(d.until_screen("review"));
  return end;
}

}  // namespace

TEST_CASE("a finished game reviewed step by step (desktop)") {
  UiDriver d;
  const Json end = play_and_review(d);
  Json s = d.state();
  CHECK(s["review"]["at"] == 0);
  const int count = s["review"]["count"].get<int>();
  CHECK(count > 4);
  CHECK(s["review"]["textPx"].get<float>() >= 16);

  // → goes to the first throw (picking up the dice is not a stop of its own), the button on.
  d.key(SDLK_RIGHT);
  REQUIRE(d.until([](const Json& st) { return st["review"]["at"].get<int>() > 0; }, 1000));
  CHECK(matches(d.state()["review"]["step"], "^Turn 1 · Light throws: "));
  const int first = at(d);
  d.click("→");
  REQUIRE(d.until([first](const Json& st) { return st["review"]["at"].get<int>() > first; }, 1000));
  CHECK(matches(d.state()["review"]["step"], "^Turn 1 · Light: "));
  // End shows the final position, the same as the game's.
  d.key(SDLK_END);
  REQUIRE(reaches(d, count));
  CHECK(d.state()["position"] == end["position"]);
  // A click in the middle of the graph shows the middle of the game.
  const Json g = d.state()["review"]["graph"];
  d.click_at(g["x"].get<float>() + g["w"].get<float>() / 2, g["y"].get<float>() + g["h"].get<float>() / 2);
  CHECK(d.until([count](const Json& st) { return std::abs(st["review"]["at"].get<float>() - static_cast<float>(count) / 2) <= 1; }, 1000));
  if (const char* shots = std::getenv("UR_SHOTS"))  // a folder: the review saved there to look at
    d.screenshot(std::string(shots) + "/review-desktop.bmp");

  // No table for finkel:2 in the store: the strongest search's estimates, said in words,
  // filled in by slices a frame at a time.
  REQUIRE(d.until([](const Json& st) { return st["review"]["complete"] == true; }, 120000));
  s = d.state();
  CHECK(s["review"]["estimate"] == true);
  CAPTURE(s["review"]["summary"]);
  CHECK(matches(s["review"]["summary"], R"(^Accuracy: Light \d+%, Dark \d+%.*estimates by search)"));

  // K jumps to the next key moment (the biggest losses, the luckiest and unluckiest
  // throws), told in words and marked in the move list.
  d.key(SDLK_k);
  REQUIRE(d.until([](const Json& st) { return matches(st["review"]["step"], " · a key moment: (Light|Dark)('|’)s "); }, 1000));
  d.step(32);
  s = d.state();
  bool marked = false;
  for (const Json& r : s["review"]["rows"]) marked = marked || (r["key"] != "" && r["at"].get<int>() >= s["review"]["at"].get<int>());
  CHECK_MESSAGE(marked, "the key moment is marked in the list");
  // The move list: a row a move; the one shown is in view; a click on another row shows it.
  CHECK(s["review"]["rowCount"].get<int>() > 2);
  REQUIRE(s["review"]["rows"].size() >= 1);
  bool shown = false;
  for (std::size_t i = 0; i < s["review"]["rows"].size(); ++i)
    shown = shown || static_cast<int>(i) + s["review"]["firstRow"].get<int>() == s["review"]["row"].get<int>();
  CHECK_MESSAGE(shown, "the move shown is in the list");
  d.key(SDLK_HOME);  // the list scrolls back to the first moves
  REQUIRE(reaches(d, 0));
  s = d.state();
  const Json other = s["review"]["rows"].back();
  CAPTURE(other["text"]);
  CHECK(matches(other["text"], R"(^\d+\. (Light|Dark) )"));
  const float row_x = other["x"].get<float>() + other["w"].get<float>() / 3, row_y = other["y"].get<float>() + other["h"].get<float>() / 2;
  d.click_at(row_x, row_y);
  REQUIRE(reaches(d, other["at"].get<int>()));

  // Before a choice with two moves or more, the best one is on the board.
  bool best = false;
  d.key(SDLK_HOME);
  for (int i = 0; i < 200 && !best; ++i) {
    d.key(SDLK_RIGHT);
    const Json r = d.state()["review"];
    best = r.contains("best") && !r["best"].is_null() && r["best"]["played"] == false;
    if (r["at"] == r["count"]) break;
  }
  CHECK_MESSAGE(best, "a best move shown before a choice");

  // Play from here, with a friend: the same position, now a game to play.
  d.key(SDLK_HOME);
  REQUIRE(reaches(d, 0));
  d.step(32);
  d.click_at(row_x, row_y);  // the move list's row: a position mid-game
  REQUIRE(reaches(d, other["at"].get<int>()));
  d.step(48);
  const Json here = d.state();
  REQUIRE_MESSAGE(d.has_button(946), "a Play from here button");
  d.click(946);
  REQUIRE(d.until_screen("take-over"));
  d.click("A friend");
  REQUIRE(d.until_screen("game"));
  CHECK(d.state()["position"] == here["position"]);
  // Leave this game; Your games opens the same game's review, and Esc returns there.
  d.key(SDLK_ESCAPE);
  REQUIRE(d.until([](const Json& st) { return st["screen"] == "confirm-leave" || st["screen"] == "menu"; }, 1000));
  if (d.screen() == "confirm-leave") d.click("Leave");
  REQUIRE(d.until_screen("menu"));
  d.click("Your games");
  REQUIRE(d.until_screen("history"));
  const Json row = d.button(3000);
  REQUIRE_MESSAGE(!row.is_null(), "the newest game can be opened");
  d.click_at(row["x"].get<float>() - row["w"].get<float>() / 4, row["y"].get<float>());
  REQUIRE(d.until_screen("review"));
  CHECK(d.state()["review"]["count"] == count);
  d.key(SDLK_ESCAPE);
  CHECK(d.until_screen("history"));
}

// While the review fills its grades in, its summary grows from "… 40%" to the accuracy and
// luck of both sides (two or three lines on a phone): the room for it is kept from the
// start, so the graph and the move list stay where a finger aims at them.
TEST_CASE("the graph stays put while the review fills in (phone)") {
  UiDriver d({.width = 390, .height = 844, .touch = true, .pixel_ratio = 3});
  play_and_review(d);
  const Json before = d.state()["review"];
  REQUIRE_MESSAGE(before["complete"] == false, "seen while it fills in");
  REQUIRE(d.until([](const Json& st) { return st["review"]["complete"] == true; }, 120000));
  const Json after = d.state()["review"];
  CAPTURE(before["summary"]);
  CAPTURE(after["summary"]);
  CHECK(after["summary"].get<std::string>().size() > before["summary"].get<std::string>().size() + 20);
  CHECK(after["graph"]["y"] == before["graph"]["y"]);
  CHECK(after["graph"]["h"] == before["graph"]["h"]);
  if (const char* shots = std::getenv("UR_SHOTS"))  // a folder: the review saved there to look at
    d.screenshot(std::string(shots) + "/review-phone.bmp");
}
