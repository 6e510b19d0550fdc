// The game in progress through the desktop's file store (moved from the desktop cases of
// tests/browser/resume.test.mjs; the phone's case stays in Chromium): played part way and
// the game started again, Continue brings the same position and the same throws to come;
// leaving says the game is kept; a save that cannot be read is told and kept aside.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "ui-driver.hpp"
#include "ui/screens.hpp"

using ur::test::Json;
using ur::test::UiDriver;
using ur::test::UiStore;

namespace {

bool settled(const Json& s) { return s["stage"] == "await-throw" || s["stage"] == "choose" || s["stage"] == "over"; }

// Two people on one screen (the first choice each time) until `throws` more throws have
// been shown; their outcomes in order.
std::vector<int> play_throws(UiDriver& d, int throws) {
  std::vector<int> outcomes;
  int seen = d.state()["throws"].get<int>();
  for (int guard = 0; static_cast<int>(outcomes.size()) < throws && guard < 4000; ++guard) {
    const Json s = d.state();
    if (s["screen"] != "game") break;
    if (s["throws"].get<int>() > seen && s["outcome"].get<int>() >= 0) {
      outcomes.push_back(s["outcome"].get<int>());
      seen = s["throws"].get<int>();
      continue;
    }
    if (s["stage"] == "await-throw") d.click("Throw");
    else if (s["stage"] == "choose") {
      d.key(SDLK_RETURN);
      d.key(SDLK_RETURN);
    } else d.step(16);
  }
  REQUIRE(d.until(settled));
  d.step(100);
  return outcomes;
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
}

}  // namespace

TEST_CASE("started again mid-game, Continue: the same position and the same throws to come") {
  auto store = std::make_shared<UiStore>();
  Json at;
  std::string snapshot;
  std::vector<int> ahead;
  {
    UiDriver d({.store = store});
    REQUIRE(d.app().start_game("finkel", {"", ""}, 42).empty());
    play_throws(d, 8);
    at = d.state();
    snapshot = store->read("game");
    REQUIRE(snapshot.rfind("ur-game 1", 0) == 0);
    CHECK_MESSAGE(snapshot.find("position " + at["position"].get<std::string>()) != std::string::npos,
                  "the save holds the position on screen");
    ahead = play_throws(d, 10);  // what would have come next
    REQUIRE(ahead.size() == 10);
  }
  // Back to the moment of the snapshot, as if the game had been closed then.
  write_file(store->dir() + "/game.txt", snapshot);
  UiDriver d({.store = store});
  REQUIRE(d.screen() == "menu");
  const Json cont = d.button(ur::kContinue);
  REQUIRE(!cont.is_null());
  CHECK(cont["label"].get<std::string>().find("Finkel, turn ") != std::string::npos);
  d.click(ur::kContinue);
  REQUIRE(d.screen() == "game");
  const Json back = d.state();
  CHECK_MESSAGE(back["position"] == at["position"], "the same position");
  CHECK_MESSAGE(back["stage"] == at["stage"], "the same moment of the turn");
  CHECK(back["throws"] == at["throws"]);
  CHECK_MESSAGE(back["outcome"] == at["outcome"], "the same dice shown");
  CHECK_MESSAGE(play_throws(d, 10) == ahead, "the same throws to come");
  // Leaving says the game is kept.
  d.key(SDLK_ESCAPE);
  REQUIRE(d.screen() == "confirm-leave");
  const Json leave = d.state();
  std::string lines;
  for (const Json& l : leave["dialog"]["lines"]) lines += l.get<std::string>() + " ";
  CHECK(lines.find("kept") != std::string::npos);
  d.key(SDLK_RETURN);  // the focus starts on "Keep playing"
  CHECK(d.screen() == "game");
}

TEST_CASE("a save that cannot be read is told on the start screen and kept aside") {
  auto store = std::make_shared<UiStore>();
  const std::string broken =
      "ur-game 1\nrevision 3\ntab t1\nseed 5\nlight human\ndark human\ndice-generator 12\ndice hidden\nhints off\nur-save 1\nrules finkel\n";
  write_file(store->dir() + "/game.txt", broken);
  UiDriver d({.store = store});
  REQUIRE(d.screen() == "notice");
  const Json s = d.state();
  CHECK(s["dialog"]["title"] == "Your saved game");
  std::string text;
  for (const Json& l : s["dialog"]["lines"]) text += l.get<std::string>() + " ";
  CHECK(text.find("could not be read") != std::string::npos);
  CHECK(text.find("truncated") != std::string::npos);
  CHECK(text.find("game-unreadable-1") != std::string::npos);
  CHECK_MESSAGE(store->read("game-unreadable-1") == broken, "kept aside as it was");
  CHECK(!std::filesystem::exists(store->dir() + "/game.txt"));
  CHECK(!d.has_button(ur::kContinue));
  // The game still starts, and is saved as usual; the bad save stays aside.
  d.key(SDLK_RETURN);
  REQUIRE(d.screen() == "menu");
  d.click("Play");
  REQUIRE(d.screen() == "game");
  CHECK(d.until([&](const Json&) { return !store->read("game").empty(); }));
  CHECK(store->read("game-unreadable-1") == broken);
}
