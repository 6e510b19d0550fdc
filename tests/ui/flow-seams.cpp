// The seams between screens (issue 46), each a path a player took that broke: the help
// over another screen (closed by its ×, blocking the clicks meant for what is under it,
// on every screen, with that screen's keys); Play with a saved game in progress asks
// before anything is replaced; Continue is there again right after Leave; How to play
// opens on its first page for each rule set.
#include <doctest/doctest.h>

#include "ui-driver.hpp"
#include "ui/language.hpp"
#include "ui/screens.hpp"

using ur::test::Json;
using ur::test::UiDriver;
using ur::test::UiStore;

namespace {

// The help's lines joined, as the JSON gives them.
std::string help_text(const Json& s) {
  std::string out;
  if (!s.contains("help")) return out;
  for (const Json& line : s["help"]["lines"]) out += line.get<std::string>() + "\n";
  return out;
}

// Opens the help with F1 on the screen shown, checks that a click where `below` was drawn
// changes nothing under it, closes it with its × and checks the screen is back.
void help_blocks_and_closes(UiDriver& d, const std::string& screen, const Json& below) {
  REQUIRE(d.screen() == screen);
  const Json before = d.state();
  d.key(SDLK_F1);
  REQUIRE(d.screen() == "help");
  CHECK(help_text(d.state()).find(ur::tr("help.key.help")) != std::string::npos);
  if (!below.is_null()) {
    d.click_at(below["x"].get<float>(), below["y"].get<float>());
    CHECK_MESSAGE(d.screen() == "help", "a click through the help reached the screen below");
    CHECK(d.state()["settings"] == before["settings"]);
  }
  d.click("×");
  CHECK(d.screen() == screen);
  // ? opens it too, and F1 again closes it.
  d.key(SDLK_SLASH, KMOD_SHIFT);
  CHECK(d.screen() == "help");
  d.key(SDLK_F1);
  CHECK(d.screen() == screen);
}

// Two people at one screen: `throws` throws, each followed by the first move.
void play_throws(UiDriver& d, int throws) {
  for (int i = 0; i < throws; ++i) {
    REQUIRE(d.until([](const Json& s) { return s["stage"] == "await-throw" || s["stage"] == "choose"; }));
    if (d.state()["stage"] == "await-throw") d.click("Throw");
    REQUIRE(d.until([](const Json& s) { return s["stage"] == "await-throw" || s["stage"] == "choose"; }));
    if (d.state()["stage"] == "choose") {
      d.key(SDLK_RETURN);
      d.key(SDLK_RETURN);
    }
  }
  REQUIRE(d.until([](const Json& s) { return s["stage"] == "await-throw" || s["stage"] == "choose"; }));
}

bool has_continue(const Json& s) {
  for (const Json& b : s["buttons"])
    if (b["id"] == ur::kContinue) return true;
  return false;
}

}  // namespace

TEST_CASE("the help over settings, your games and statistics: closed by its ×, blocking clicks, its keys there") {
  UiDriver d;
  REQUIRE(d.app().start_game("finkel:1", {"", "greedy"}, 11).empty());  // a game kept: Your games is offered
  REQUIRE(d.play_to_end());
  d.step(1000);
  d.click(ur::kBackToMenu);
  REQUIRE(d.screen() == "menu");
  d.click(ur::kOpenSettings);
  help_blocks_and_closes(d, "settings", d.button(ur::kSetSoundOff));
  CHECK(d.state()["settings"]["sound"] == true);
  d.key(SDLK_ESCAPE);
  d.click(ur::kOpenHistory);
  help_blocks_and_closes(d, "history", d.button(ur::kRecordsBack));
  CHECK(help_text(d.state()).empty());  // closed
  d.key(SDLK_ESCAPE);
  REQUIRE(d.screen() == "menu");
  d.click(ur::kOpenStatistics);
  help_blocks_and_closes(d, "statistics", d.button(ur::kRecordsBack));
  d.key(SDLK_F1);
  const std::string text = help_text(d.state());
  CHECK(text.find(ur::tr("help.records")) != std::string::npos);
  CHECK_MESSAGE(text.find(ur::tr("help.key.throw")) == std::string::npos, "the game's keys are not the statistics'");
  // The help on the start screen and in a game: each its own keys.
  d.key(SDLK_ESCAPE);
  d.key(SDLK_ESCAPE);
  REQUIRE(d.screen() == "menu");
  help_blocks_and_closes(d, "menu", d.button(ur::kPlay));
  d.key(SDLK_F1);
  CHECK(help_text(d.state()).find(ur::tr("help.start")) != std::string::npos);
  d.key(SDLK_F1);
  REQUIRE(d.app().start_game("finkel", {"", ""}, 3).empty());
  d.step(100);
  help_blocks_and_closes(d, "game", d.button("Throw"));
  CHECK(d.state()["throws"] == 0);
  d.key(SDLK_F1);
  CHECK(help_text(d.state()).find(ur::tr("help.key.throw")) != std::string::npos);
}

TEST_CASE("the help over a review lists the review's keys, blocks its buttons and closes by its ×") {
  UiDriver d;
  REQUIRE(d.app().start_game("finkel:1", {"", "greedy"}, 7).empty());
  REQUIRE(d.play_to_end());
  d.step(1000);
  d.click(ur::kReviewGame);
  REQUIRE(d.screen() == "review");
  const int at = d.state()["review"]["at"].get<int>();
  const Json start = d.button(ur::kReviewStart);
  d.key(SDLK_F1);
  REQUIRE(d.screen() == "help");
  const std::string text = help_text(d.state());
  CHECK(text.find(ur::tr("help.review")) != std::string::npos);
  CHECK_MESSAGE(text.find(ur::tr("help.key.throw")) == std::string::npos, "the game's keys are not the review's");
  d.click_at(start["x"].get<float>(), start["y"].get<float>());
  CHECK(d.screen() == "help");
  d.key(SDLK_LEFT);
  CHECK(d.state()["review"]["at"] == at);
  d.click("×");
  CHECK(d.screen() == "review");
  CHECK(d.state()["review"]["at"] == at);
}

TEST_CASE("Play with a saved game in progress asks: Continue it, Start a new game (the saved one kept unfinished), Cancel") {
  UiDriver d;
  REQUIRE(d.app().start_game("finkel", {"", ""}, 3).empty());
  play_throws(d, 4);
  d.key(SDLK_ESCAPE);
  d.click(ur::kLeaveGame);
  REQUIRE(d.screen() == "menu");
  REQUIRE(has_continue(d.state()));
  const std::string saved = d.store()->read("game");
  REQUIRE(!saved.empty());
  d.choose_rules("blitz");

  // Cancel: nothing changes.
  d.click(ur::kPlay);
  REQUIRE(d.screen() == "confirm-new");
  Json s = d.state();
  CHECK(s["dialog"]["title"] == ur::tr("save.new_title"));
  REQUIRE(s["buttons"].size() == 3);
  CHECK(s["buttons"][0]["label"] == ur::tr("save.new_continue"));
  CHECK(s["buttons"][1]["label"] == ur::tr("save.new_start"));
  CHECK(s["buttons"][2]["label"] == ur::tr("save.new_cancel"));
  d.click(ur::tr("save.new_cancel"));
  CHECK(d.screen() == "menu");
  CHECK(has_continue(d.state()));
  CHECK(d.store()->read("game") == saved);
  // Esc is Cancel too.
  d.click(ur::kPlay);
  d.key(SDLK_ESCAPE);
  CHECK(d.screen() == "menu");
  CHECK(d.store()->read("game") == saved);

  // Continue it: the saved Finkel game, not a new Blitz one.
  d.click(ur::kPlay);
  d.click(ur::tr("save.new_continue"));
  REQUIRE(d.screen() == "game");
  CHECK(d.state()["rules"] == "finkel");
  CHECK(d.state()["throws"].get<int>() >= 4);
  d.key(SDLK_ESCAPE);
  d.click(ur::kLeaveGame);
  REQUIRE(has_continue(d.state()));

  // Start a new game: the saved one goes to Your games, unfinished; the new one is kept.
  d.click(ur::kPlay);
  d.click(ur::tr("save.new_start"));
  REQUIRE(d.screen() == "game");
  CHECK(d.state()["rules"] == "blitz");
  d.step(500);
  CHECK(d.store()->read("game").find("rules blitz") != std::string::npos);
  d.key(SDLK_ESCAPE);
  d.click(ur::kLeaveGame);
  d.click(ur::kOpenHistory);
  REQUIRE(d.screen() == "history");
  s = d.state();
  REQUIRE(s["records"]["games"] == 1);
  const std::string row = s["records"]["rows"][0]["text"].get<std::string>();
  CHECK_MESSAGE(row.find("Finkel") != std::string::npos, row);
  CHECK_MESSAGE(row.find(ur::tr("records.unfinished")) != std::string::npos, row);
  // Kept over a reload, and not counted in the statistics.
  auto store = d.store();
  UiDriver again({.store = store});
  again.click(ur::kOpenHistory);
  CHECK(again.state()["records"]["games"] == 1);
  again.key(SDLK_ESCAPE);
  again.click(ur::kOpenStatistics);
  CHECK(again.state()["records"]["rows"].empty());
}

TEST_CASE("Continue is offered right after Leave, on the start screen the Leave dialog promised") {
  auto store = std::make_shared<UiStore>();
  {
    UiDriver d({.store = store});
    REQUIRE(d.app().start_game("finkel", {"", ""}, 5).empty());
    play_throws(d, 3);
  }
  UiDriver d({.store = store});  // a reload
  REQUIRE(has_continue(d.state()));
  d.click(ur::kContinue);
  REQUIRE(d.screen() == "game");
  d.key(SDLK_ESCAPE);
  REQUIRE(d.screen() == "confirm-leave");
  d.click(ur::kLeaveGame);
  REQUIRE(d.screen() == "menu");
  CHECK_MESSAGE(has_continue(d.state()), "Continue is gone after Leave");
  d.click(ur::kContinue);
  CHECK(d.screen() == "game");
}

TEST_CASE("How to play opens on its first page for each rule set") {
  UiDriver d;
  d.choose_rules("jeu-royal");
  d.click(ur::kHowToPlay);
  REQUIRE(d.screen() == "howto");
  d.key(SDLK_END);
  const int last = d.state()["howto"]["count"].get<int>() - 1;
  REQUIRE(d.state()["howto"]["section"] == last);
  d.key(SDLK_ESCAPE);
  REQUIRE(d.screen() == "menu");
  d.choose_rules("ravensburger");
  d.click(ur::kHowToPlay);
  REQUIRE(d.screen() == "howto");
  CHECK(d.state()["howto"]["section"] == 0);
  CHECK(d.state()["howto"]["rules"] == "ravensburger");
}
