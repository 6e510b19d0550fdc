// How to play and the keyboard help, opened and closed from the start screen at desktop
// and phone sizes (moved from tests/browser/overlays.test.mjs): jeu-royal chosen by its
// card (scrolled to by the wheel where it is out of view), How to play by its button and
// closed by Esc, the help by F1 and closed by its ×.
#include <doctest/doctest.h>

#include "ui-driver.hpp"
#include "ui/screens.hpp"

using ur::test::Json;
using ur::test::UiDriver;

namespace {

int rule_index(const Json& s, const std::string& name) {
  const Json& sets = s["menu"]["ruleSets"];
  for (std::size_t i = 0; i < sets.size(); ++i)
    if (sets[i] == name) return static_cast<int>(i);
  FAIL("no rule set " << name);
  return -1;
}

}  // namespace

TEST_CASE("how to play and keyboard help open and close, at desktop and phone sizes") {
  for (const auto& [w, h] : {std::pair{1280, 800}, std::pair{360, 640}}) {
    CAPTURE(w);
    UiDriver d({.width = w, .height = h});
    Json s = d.state();
    REQUIRE(s["screen"] == "menu");
    const int card = ur::kRuleCardBase + rule_index(s, "jeu-royal");
    bool chosen = false;
    for (int i = 0; i < 20 && !chosen; ++i) {
      const Json b = d.button(card);
      if (!b.is_null() && b["h"].get<float>() > 30) {
        d.click(card);
        chosen = true;
      } else {
        d.wheel(static_cast<float>(w) / 2, static_cast<float>(h) / 2, -5);
      }
    }
    REQUIRE(chosen);
    REQUIRE(d.until([](const Json& st) { return st["menu"]["rules"] == "jeu-royal"; }));
    d.click("How to play");
    REQUIRE(d.until_screen("howto"));
    d.key(SDLK_ESCAPE);
    REQUIRE(d.until_screen("menu"));
    d.key(SDLK_F1);
    REQUIRE(d.until_screen("help"));
    d.click("×");
    CHECK(d.until_screen("menu"));
  }
}
