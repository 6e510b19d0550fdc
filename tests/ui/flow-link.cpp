// A game of tokens by link on the game screen (issue 46's seam between the game screen's own
// buttons and the link service): this device plays its turns with the Throw button and
// the Space key, a friend's device (a Correspondence with its own storage) answers each
// link, and every link this screen sends is taken there: the throw is the link's own,
// never the game screen's local dice. Until 2026-12-02 the game screen threw locally
// (only the browser's correspondence.test.mjs noticed; here the turn then never ended).
#include <doctest/doctest.h>

#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include "../unit-correspondence-support.hpp"
#include "../unit-storage-support.hpp"
#include "ui-driver.hpp"
#include "ui/remote/correspondence.hpp"
#include "ui/screens.hpp"

using ur::test::Json;
using ur::test::UiDriver;

namespace {

bool waiting_for_me(const Json& s) {
  return s.contains("link") && s["link"]["myTurn"].get<bool>() && !s["link"]["over"].get<bool>();
}

// This device's whole turn: notices closed, each throw by the button (or by Space when
// `space`), the first move offered played (shown, then taken, with Enter).
void play_my_turn(UiDriver& d, bool space, int& throws) {
  for (int guard = 0; guard < 400; ++guard) {
    REQUIRE(d.until([](const Json& s) {
      return !waiting_for_me(s) || s["screen"] == "notice" || s["stage"] == "await-throw" || s["stage"] == "choose";
    }));
    const Json s = d.state();
    if (!waiting_for_me(s)) return;
    if (s["screen"] == "notice") {
      d.key(SDLK_ESCAPE);
    } else if (s["stage"] == "await-throw") {
      REQUIRE_MESSAGE((space || d.has_button(ur::kThrowButton)), "no Throw button on this device's turn");
      ++throws;
      if (space) d.key(SDLK_SPACE);
      else d.click(ur::kThrowButton);
    } else {
      d.key(SDLK_RETURN);
      d.key(SDLK_RETURN);
    }
  }
  FAIL("this device's turn did not end");
}

}  // namespace

TEST_CASE("a game by link played on the game screen with Throw and Space: every link it sends is taken by the friend's device") {
  auto kept = std::make_shared<std::map<std::string, std::string>>();
  const ur::Storage friend_storage = ur::test::map_storage(kept);
  UiDriver d;
  d.choose_rules("tokens");
  d.click("A friend");
  d.click("By link");
  d.click("Light");
  d.click("Play");
  REQUIRE(d.until([](const Json& s) { return s["screen"] == "notice" && s.contains("link"); }));
  CHECK(d.state()["link"]["me"] == "light");
  std::string link = d.state()["link"]["url"].get<std::string>();

  std::uint64_t rng = 46;
  int my_turns = 0, throws = 0;
  for (int exchange = 0; exchange < 600; ++exchange) {
    // The friend opens this device's newest link: refused, the game would stop here.
    ur::Correspondence::Opened o = ur::Correspondence::open(link, friend_storage);
    REQUIRE_MESSAGE(o.ok(), "the friend's device refused this screen's link: " << o.error);
    CHECK(o.game->me() == ur::kDark);
    if (o.game->over()) break;
    ur::test::play_random_turn(*o.game, rng);
    const std::size_t friend_steps = o.game->steps().size();
    link = o.game->link("");
    if (o.game->over()) break;

    // This device opens the friend's link and plays its turn, alternately by button and key.
    d.app().open_game_link(link, "a test");
    REQUIRE(d.until([](const Json& s) { return s.contains("link"); }));
    CHECK(d.state()["link"]["steps"].get<std::size_t>() >= friend_steps);  // and the throw both sides derive
    const bool space = my_turns % 2 == 1;
    play_my_turn(d, space, throws);
    ++my_turns;
    const Json s = d.state();
    REQUIRE(s.contains("link"));
    CHECK(s["link"]["steps"].get<std::size_t>() >= friend_steps);
    link = s["link"]["url"].get<std::string>();
    if (s["link"]["over"].get<bool>()) {
      ur::Correspondence::Opened last = ur::Correspondence::open(link, friend_storage);
      REQUIRE_MESSAGE(last.ok(), last.error);
      CHECK(last.game->over());
      CHECK(last.game->steps().size() == s["link"]["steps"].get<std::size_t>());
      break;
    }
  }
  CHECK(my_turns > 10);
  // Tokens' throw waits for the player where paying to enter comes first (a few times a game).
  WARN(throws >= 1);
}
