// Whole games against the computer played through the screens as a person plays them: by
// the mouse (the Throw button, then the offered alternative or the glowing piece) or by
// the keyboard alone (Space, then 1 for the first alternative, or Tab and Enter), until
// the result screen offers Play again. These are the rule sets whose whole browser games
// (tests/browser/game.test.mjs) run only in the slow run (UR_BROWSER_SLOW=1,
// docs/testing.md): the browser keeps finkel against the king by mouse and tokens by
// keyboard, with their frames measured; the boards and families of rules below are
// played to the end here, through the same screens and the same debug JSON.
#include <doctest/doctest.h>

#include <string>

#include "ui-driver.hpp"

using ur::test::Json;
using ur::test::UiDriver;

namespace {

enum class How { Mouse, Keyboard };

struct Played {
  bool ended = false;
  int moves = 0;
  Json last;
};

// Plays the person's (Light's) side until the result screen, at most max_ms of the game's time.
Played play_whole_game(UiDriver& d, How how, int max_ms = 900000) {
  Played p;
  const std::uint64_t end = d.now() + static_cast<std::uint64_t>(max_ms);
  std::string last;  // the situation last answered: each is answered once
  while (d.now() < end) {
    const Json s = d.state();
    if (s["screen"] == "result") {
      p.ended = true;
      p.last = s;
      return p;
    }
    REQUIRE(s["screen"] == "game");
    const std::string key = s["stage"].get<std::string>() + "|" + s["side"].dump() + "|" + s["turns"].dump() + "|" +
                            std::to_string(p.moves);
    if (s.value("human", false) && s["stage"] == "await-throw" && key != last) {
      last = key;
      if (how == How::Mouse) d.click(100);
      else d.key(SDLK_SPACE);
    } else if (s.value("human", false) && s["stage"] == "choose" && key != last) {
      last = key;
      const Json* offered = nullptr;
      for (const Json& b : s["buttons"])
        if (b["id"].get<int>() >= 200 && b.value("enabled", false)) {
          offered = &b;
          break;
        }
      if (offered) {
        if (how == How::Mouse) d.click((*offered)["id"].get<int>());
        else d.key(SDLK_1);
      } else if (how == How::Mouse) {
        bool clicked = false;
        for (const Json& c : s["choices"])
          if (c["x"].get<float>() >= 0) {
            d.click_at(c["x"].get<float>(), c["y"].get<float>());
            clicked = true;
            break;
          }
        REQUIRE_MESSAGE(clicked, "a choice to make with no piece on the board to click: " << s["choices"].dump());
      } else {
        d.key(SDLK_TAB);
        d.key(SDLK_RETURN);
      }
      ++p.moves;
    }
    d.step(32);
  }
  p.last = d.state();
  return p;
}

void whole_game(const char* rules, How how, const char* level, std::uint64_t seed) {
  UiDriver d;
  REQUIRE(d.app().start_game(rules, {"", level}, seed).empty());
  REQUIRE(d.until_screen("game"));
  CHECK(d.state()["rules"] == rules);
  const Played p = play_whole_game(d, how);
  REQUIRE_MESSAGE(p.ended, std::string(rules) << ": no result screen; last seen " << p.last.dump());
  MESSAGE(std::string(rules) << " by " << std::string(how == How::Mouse ? "mouse" : "keyboard") << " against " << std::string(level) << ": "
                << p.last.value("message", std::string()) << " after " << p.last["turns"].dump() << " turns, "
                << p.moves << " moves");
  CHECK(p.moves > 0);
  CHECK(p.last["turns"].get<int>() > 0);
  CHECK_FALSE(p.last.value("message", std::string()).empty());
  CHECK(d.until([](const Json& s) {
    for (const Json& b : s["buttons"])
      if (b["label"] == "Play again") return true;
    return false;
  }, 3000));
}

}  // namespace

TEST_CASE("ravensburger: a whole game against the computer (apprentice) by mouse") {
  whole_game("ravensburger", How::Mouse, "apprentice", 4);
}

TEST_CASE("aseb: a whole game against the computer (greedy) by mouse") { whole_game("aseb", How::Mouse, "greedy", 5); }

TEST_CASE("jeu-royal: a whole game against the computer (apprentice) by keyboard") {
  whole_game("jeu-royal", How::Keyboard, "apprentice", 6);
}
