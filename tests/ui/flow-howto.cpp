// How to play, page by page, on a laptop (moved from the desktop cases of
// tests/browser/howto.test.mjs; the phone's, at its pixel ratio and by touch, stay in
// Chromium): opened from the start screen (finkel) and from a game with R (jeu-royal);
// Next steps through every section with readable text, big buttons and the heading clear
// of the ×; the dice page throws real dice and says what the throw means; a long page
// scrolls by wheel and by drag and stays on its page; ←/→ and Esc work, and it opens on
// its first page again.
#include <doctest/doctest.h>

#include <algorithm>
#include <regex>

#include "ui-driver.hpp"
#include "ui/screens.hpp"

using ur::test::Json;
using ur::test::UiDriver;

namespace {

struct Box {
  float x, y, w, h;
};
// A button's box (the JSON gives its centre) and a box given by its corner.
Box centred(const Json& b) {
  const float w = b["w"].get<float>(), h = b["h"].get<float>();
  return {b["x"].get<float>() - w / 2, b["y"].get<float>() - h / 2, w, h};
}
Box cornered(const Json& b) { return {b["x"].get<float>(), b["y"].get<float>(), b["w"].get<float>(), b["h"].get<float>()}; }
bool overlap(const Box& a, const Box& b) { return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h; }

bool contains(const Json& list, const std::string& id) { return std::find(list.begin(), list.end(), Json(id)) != list.end(); }

bool on_section(UiDriver& d, int section) {
  return d.until([section](const Json& s) { return s["screen"] == "howto" && s["howto"]["section"] == section; }, 2000);
}

// Every page from the first to the last, by Next, with the checks of each page; then the keys.
void read_every_page(UiDriver& d, const std::string& rules, const std::string& back_to, int width, int height) {
  REQUIRE(d.until_screen("howto"));
  Json s = d.state();
  const int count = s["howto"]["count"].get<int>();
  const Json sections = s["howto"]["sections"];
  CHECK(s["howto"]["section"] == 0);
  REQUIRE(static_cast<int>(sections.size()) == count);
  for (const char* id : {"aim", "entering", "path", "captures", "bear-off", "dice", "sources", "rosettes"}) {
    CAPTURE(id);
    CHECK(contains(sections, id));
  }
  if (rules == "jeu-royal") CHECK(contains(sections, "flip"));
  REQUIRE(d.has_button("Back"));
  CHECK_MESSAGE(d.button("Back")["enabled"] == false, "Back is off on the first page");

  bool threw = false;
  for (int i = 0; i < count; ++i) {
    CAPTURE(i);
    s = d.state();
    const Json h = s["howto"];
    REQUIRE(h["section"] == i);
    CHECK(h["textPx"].get<float>() >= 12);
    CHECK(h["smallPx"].get<float>() >= 12);
    REQUIRE(d.has_button("×"));
    CHECK_MESSAGE(!overlap(centred(d.button("×")), cornered(h["heading_box"])), "the heading leaves room for ×");
    for (const Json& b : s["buttons"]) {
      CAPTURE(b["label"]);
      CHECK(std::min(b["w"].get<float>(), b["h"].get<float>()) >= 44);
    }
    if (h["id"] == "dice") {
      d.click("Throw");
      REQUIRE(d.until([](const Json& st) { return st["howto"].contains("throw") && !st["howto"]["throw"].is_null() && st["howto"]["throw"]["rolling"] == false; }));
      const std::string headline = d.state()["howto"]["throw"]["headline"].get<std::string>();
      CAPTURE(headline);
      CHECK(std::regex_match(headline, std::regex(R"(\d marked: (move \d|no move))")));
      threw = true;
    }
    if (h["maxScroll"].get<float>() > 0) {
      // A long page scrolls: by the wheel, then by dragging the text.
      const float before = h["scroll"].get<float>(), x = static_cast<float>(width) / 2, y = static_cast<float>(height) * 0.75f;
      d.wheel(x, y, -2);
      REQUIRE(d.until([before](const Json& st) { return st["howto"]["scroll"].get<float>() > before; }, 1000));
      const float wheeled = d.state()["howto"]["scroll"].get<float>();
      d.drag(x, y, x, y - 60);
      CHECK(d.until([wheeled](const Json& st) {
        const float at = st["howto"]["scroll"].get<float>();
        return at > wheeled || at >= st["howto"]["maxScroll"].get<float>() - 1;
      }, 1000));
      CHECK_MESSAGE(d.state()["howto"]["section"] == i, "scrolling stays on the page");
      d.key(SDLK_HOME);
      d.key(SDLK_END);
      for (int k = 0; k < count - 1 - i; ++k) d.key(SDLK_LEFT);
      REQUIRE(on_section(d, i));
    }
    if (i + 1 < count) {
      d.click("Next");
      REQUIRE(on_section(d, i + 1));
    } else {
      CHECK_MESSAGE(d.has_button("Done"), "the last page closes with Done");
    }
  }
  CHECK_MESSAGE(threw, "the dice page was among the pages");
  // Keys: ← goes back, → forward, Esc closes.
  d.key(SDLK_LEFT);
  CHECK(on_section(d, count - 2));
  d.key(SDLK_RIGHT);
  CHECK(on_section(d, count - 1));
  d.key(SDLK_ESCAPE);
  REQUIRE(d.until_screen(back_to));
  // It opens on its first page again, and × closes it.
  d.key(SDLK_r);
  REQUIRE(d.until_screen("howto"));
  CHECK(d.state()["howto"]["section"] == 0);
  d.click("×");
  CHECK(d.until_screen(back_to));
}

}  // namespace

TEST_CASE("how to play for finkel from the start screen, page by page (desktop)") {
  UiDriver d;
  REQUIRE(d.screen() == "menu");
  REQUIRE(d.state()["menu"]["rules"] == "finkel");  // the first rule set
  d.click("How to play");
  read_every_page(d, "finkel", "menu", 1280, 800);
}

TEST_CASE("how to play for jeu-royal from a game with R, page by page (desktop)") {
  UiDriver d;
  REQUIRE(d.app().start_game("jeu-royal", {"", "greedy"}, 3).empty());
  REQUIRE(d.until_screen("game"));
  d.key(SDLK_r);
  read_every_page(d, "jeu-royal", "game", 1280, 800);
}
