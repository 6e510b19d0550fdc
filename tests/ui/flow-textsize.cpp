// No text under 12 CSS px on a phone, held upright (390×844) or on its side (844×390), at
// its pixel ratio of 3 and by touch (moved from tests/browser/textsize.test.mjs): the game
// reports the smallest text it drew in each frame, and this walks a phone player through
// everything: the start screen's two pages, every page of How to play, a game of Finkel
// played by taps (throws, selections, the computer's moves and their marks), the question
// before leaving, a Jeu Royal stack's alternatives on the board, the result screen and the
// notice of a bad link. The game draws its own text with its own fonts, the same code in
// the browser, so the sizes are the page's.
#include <doctest/doctest.h>

#include <map>
#include <sstream>
#include <vector>

#include "ui-driver.hpp"
#include "ui/controller.hpp"
#include "ui/language.hpp"
#include "ui/screens.hpp"

using ur::test::Json;
using ur::test::UiDriver;

namespace {

constexpr float kMinCssPx = 12;

struct Seen {
  std::string where, text;
  float px;
};

class Walk {
 public:
  Walk(int w, int h) : w_(w), h_(h) {}
  // A new page: a phone's window over a fresh store.
  UiDriver& open() {
    d_.reset();
    d_ = std::make_unique<UiDriver>(ur::test::UiOptions{.width = w_, .height = h_, .touch = true, .pixel_ratio = 3});
    return *d_;
  }
  UiDriver& d() { return *d_; }
  Json measure(const std::string& where) {
    d_->step(32);  // two frames drawn
    Json s = d_->state();
    CAPTURE(where);
    CHECK_MESSAGE(s["smallestText"]["px"].get<float>() > 0, "some text was drawn");
    seen_.push_back({where, s["smallestText"]["text"].get<std::string>(), s["smallestText"]["px"].get<float>()});
    return s;
  }
  void tap(const std::string& label) {
    REQUIRE(d_->until([&label](const Json& s) {
      for (const Json& b : s["buttons"])
        if (b["label"] == label) return true;
      return false;
    }, 3000));
    d_->click(label);
  }
  const std::vector<Seen>& seen() const { return seen_; }

 private:
  int w_, h_;
  std::unique_ptr<UiDriver> d_;
  std::vector<Seen> seen_;
};

// The choices that share one piece's place (a stack with several ways to move), or none.
Json choices_at_one_place(const Json& choices) {
  std::map<std::pair<long, long>, Json> at;
  for (const Json& c : choices) {
    if (c["x"].get<float>() < 0) continue;
    Json& list = at[{std::lround(c["x"].get<float>()), std::lround(c["y"].get<float>())}];
    list.push_back(c);
    if (list.size() > 1) return list;
  }
  return Json();
}

Json first_on_board(const Json& choices) {
  for (const Json& c : choices)
    if (c["x"].get<float>() >= 0) return c;
  return Json();
}

void walk(int w, int h) {
  Walk p(w, h);
  // The start screen: the rule sets, then Finkel's set-up, then How to play page by page.
  UiDriver& menu = p.open();
  REQUIRE(menu.screen() == "menu");
  REQUIRE(menu.state()["pixelRatio"] == 3);
  p.measure("start screen");
  if (menu.state()["menu"]["page"] == "gallery") {
    p.tap("Finkel");
    REQUIRE(menu.until([](const Json& s) { return s["menu"]["page"] == "setup"; }, 2000));
    p.measure("set-up page");
  }
  p.tap("How to play");
  REQUIRE(menu.until_screen("howto"));
  const int pages = menu.state()["howto"]["count"].get<int>();
  for (int i = 0; i < pages; ++i) {
    const Json s = p.measure("How to play, page " + std::to_string(i + 1));
    if (!menu.has_button("Next")) break;
    p.tap("Next");
    REQUIRE(menu.until([i](const Json& st) { return st["howto"]["section"] == i + 1; }, 2000));
  }

  // A game of Finkel by taps, with the computer's moves in between.
  UiDriver& game = p.open();
  REQUIRE(game.app().start_game("finkel", {"", "greedy"}, 7).empty());
  REQUIRE(game.until_screen("game"));
  p.measure("a new game");
  const std::uint64_t end = game.now() + 600000;
  for (Json s = game.state(); s["turns"].get<int>() < 16 && s["screen"] == "game"; s = game.state()) {
    REQUIRE_MESSAGE(game.now() < end, "sixteen turns within ten minutes of the game's time");
    if (s.value("human", false) && s["stage"] == "await-throw") {
      p.tap("Throw");
      p.measure("dice thrown");
    } else if (s.value("human", false) && s["stage"] == "choose") {
      const Json c = first_on_board(s["choices"]);
      if (c.is_null()) {
        game.key(SDLK_RETURN);
        continue;
      }
      game.click_at(c["x"].get<float>(), c["y"].get<float>());
      p.measure("a piece selected");
      game.click_at(c["x"].get<float>(), c["y"].get<float>());
    } else {
      p.measure("turn " + std::to_string(s["turns"].get<int>()) + ": " + s["stage"].get<std::string>());
      game.step(120);
    }
  }
  p.tap("Menu");
  REQUIRE(game.until_screen("confirm-leave"));
  p.measure("leave the game?");

  // Jeu Royal: a stack's alternatives, lifted on the board, with their chips.
  UiDriver& royal = p.open();
  REQUIRE(royal.app().start_game("jeu-royal", {"", "greedy"}, 7).empty());
  REQUIRE(royal.until_screen("game"));
  bool lifted = false;
  const std::uint64_t royal_end = royal.now() + 1200000;
  while (!lifted && royal.now() < royal_end) {
    const Json s = royal.state();
    if (s["screen"] != "game") break;
    if (s.value("human", false) && s["stage"] == "await-throw") {
      p.tap("Throw");
    } else if (s.value("human", false) && s["stage"] == "choose") {
      const Json several = choices_at_one_place(s["choices"]);
      const Json c = several.is_null() ? first_on_board(s["choices"]) : several[0];
      if (c.is_null()) {
        royal.key(SDLK_RETURN);
        royal.key(SDLK_RETURN);
        continue;
      }
      royal.click_at(c["x"].get<float>(), c["y"].get<float>());
      if (!several.is_null()) {
        REQUIRE(royal.until([](const Json& st) {
          for (const Json& b : st["buttons"])
            if (b["id"].get<int>() >= ur::kChoiceBase) return true;
          return false;
        }, 2000));
        p.measure("a stack's alternatives");
        royal.click_at(c["x"].get<float>(), c["y"].get<float>());
        REQUIRE(royal.until([](const Json& st) { return st["offered"]["shown"].get<int>() >= 0; }, 2000));
        p.measure("a stack lifted");
        lifted = true;
      } else {
        royal.step(60);
        royal.click_at(c["x"].get<float>(), c["y"].get<float>());
      }
    }
    royal.step(40);
  }
  CHECK_MESSAGE(lifted, "a stack with several moves came up");

  // The end of a game (two computers play it out).
  UiDriver& result = p.open();
  result.app().set_pace(ur::kInstantPace);  // nothing to read on the way: only the result is measured
  REQUIRE(result.app().start_game("finkel", {"greedy", "greedy"}, 7).empty());
  REQUIRE(result.until_screen("result", 1200000));
  p.measure("the result");

  // A link with bad settings (as src/platform/main.cpp tells a rule set it cannot start).
  UiDriver& notice = p.open();
  const std::string error = notice.app().start_game("nonsense", {"", "wizard"}, 1);
  REQUIRE(!error.empty());
  notice.app().show_link_problems({ur::tr("link.cannot_start", {{"why", error}}) + "."});
  REQUIRE(notice.until_screen("notice"));
  p.measure("a bad link's notice");

  std::ostringstream small;
  const Seen* smallest = &p.seen().front();
  for (const Seen& m : p.seen()) {
    if (m.px < kMinCssPx - 0.01f) small << m.where << ": \"" << m.text << "\" at " << m.px << " px\n";
    if (m.px < smallest->px) smallest = &m;
  }
  MESSAGE("smallest text " << w << "x" << h << ": " << smallest->px << " CSS px (\"" << smallest->text << "\", " << smallest->where
                           << "); " << p.seen().size() << " frames measured");
  CHECK_MESSAGE(small.str().empty(), small.str());
}

}  // namespace

TEST_CASE("no text under 12 CSS px on a phone upright (390x844, pixel ratio 3)") { walk(390, 844); }

TEST_CASE("no text under 12 CSS px on a phone on its side (844x390, pixel ratio 3)") { walk(844, 390); }
