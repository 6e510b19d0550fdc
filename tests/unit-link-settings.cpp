// A link's settings as a player meets them: a good link starts its game; every bad
// setting is reported at once, in words, with what is done instead, and the rest of the
// link still works. And the dialog that shows them (and asks before leaving a game) is
// readable and fits at every screen size.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "ui/link_settings.hpp"
#include "ui/screens.hpp"

namespace ur {
namespace {

LinkSettings read(const std::vector<LinkItem>& items) { return read_link_settings(items); }

bool mentions(const LinkSettings& s, const std::string& part) {
  for (const std::string& p : s.problems)
    if (p.find(part) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("link settings: a good link starts its game and says nothing") {
  const LinkSettings s = read({{"rules", "jeu-royal"}, {"dark", "king"}, {"light", "human"}, {"fast", ""}});
  CHECK(s.problems.empty());
  CHECK(s.rules == "jeu-royal");
  CHECK(s.players[0] == "");
  CHECK(s.players[1] == "king");
  CHECK(s.fast);
  const LinkSettings p = read({{"rules", "finkel:3"}, {"dark", "perfect"}, {"fast", "0"}});
  CHECK(p.problems.empty());
  CHECK(p.rules == "finkel:3");
  CHECK(p.players[1] == "perfect");
  CHECK_FALSE(p.fast);
  CHECK(read({}).problems.empty());
}

TEST_CASE("link settings: every bad setting is listed at once, with what is done instead") {
  // The example: an unknown rule set and an unknown level, both reported.
  const LinkSettings s = read({{"rules", "nonsense"}, {"dark", "wizard"}});
  REQUIRE(s.problems.size() == 2);
  CHECK(s.rules.empty());  // the start screen opens
  CHECK(mentions(s, "rules='nonsense'"));
  CHECK(mentions(s, "The start screen opens instead"));
  CHECK(mentions(s, "dark='wizard' is not a player"));
  CHECK(mentions(s, "the computer plays Dark as the Steward."));  // the names the game gives them
  CHECK(s.players[1] == "apprentice");

  // A good rule set with a bad level still starts, against the default level.
  const LinkSettings g = read({{"rules", "blitz"}, {"light", "grandmaster"}, {"colour", "red"}, {"fast", "maybe"}});
  CHECK(g.rules == "blitz");
  CHECK(g.players[0] == "apprentice");
  CHECK(g.problems.size() == 3);
  CHECK(mentions(g, "'colour' is not a setting a link can have"));
  CHECK(mentions(g, "fast='maybe' is neither yes nor no"));
  CHECK_FALSE(g.fast);

  const LinkSettings twice = read({{"rules", "blitz"}, {"rules", "finkel"}});
  CHECK(twice.rules == "finkel");
  CHECK(mentions(twice, "rules is given twice: the last one is used"));

  const LinkSettings empty = read({{"rules", ""}, {"dark", "king"}});
  CHECK(empty.rules.empty());
  CHECK(mentions(empty, "rules needs a value, e.g. rules=finkel"));

  const LinkSettings no_rules = read({{"dark", "king"}});
  CHECK(mentions(no_rules, "need rules=... to start a game"));
  const LinkSettings pace_only = read({{"fast", "1"}});  // a pace for the games started from the start screen
  CHECK(pace_only.fast);
  CHECK(pace_only.problems.empty());

  const LinkSettings pieces = read({{"rules", "finkel:99"}});
  CHECK(pieces.rules.empty());
  CHECK(pieces.problems.size() == 1);
}

TEST_CASE("link settings: a hostile link cannot flood the notice or smuggle control characters") {
  const std::string long_value(5000, 'x');
  const LinkSettings s = read({{"rules", long_value + "\x1b[2J"}, {std::string(300, 'k'), "v"}});
  REQUIRE(s.problems.size() == 2);
  for (const std::string& p : s.problems) {
    CHECK(p.size() < 400);
    for (const char c : p) CHECK(static_cast<unsigned char>(c) >= 0x20);
  }
}

TEST_CASE("dialog: text at least 16 CSS px, inside the screen, buttons big enough to tap") {
  const struct {
    int w, h;
    float ratio;
  } screens[] = {{390, 844, 1}, {1170, 2532, 3}, {844, 390, 1}, {2532, 1170, 3}, {1280, 800, 1}, {1366, 768, 1}, {320, 480, 1}};
  for (const auto& sc : screens) {
    CAPTURE(sc.w);
    CAPTURE(sc.h);
    const float px = dialog_text_px(sc.w, sc.h, sc.ratio);
    CHECK(px / sc.ratio >= 14.5f);  // 16 CSS px, less only where 22 ems must fit across
    for (const int lines : {1, 4, 12}) {
      const DialogLayout d = dialog_layout(sc.w, sc.h, px, px * 1.25f, lines, {{kLeaveGame, "Leave"}, {kCloseOverlay, "Keep playing"}});
      CHECK(d.panel.x >= 0);
      CHECK(d.panel.y >= 0);
      CHECK(d.panel.x + d.panel.w <= static_cast<float>(sc.w));
      CHECK(d.panel.y + d.panel.h <= static_cast<float>(sc.h) + 0.5f);
      REQUIRE(d.buttons.size() == 2);
      CHECK(d.buttons[1].primary);
      CHECK(d.buttons[0].rect.h / sc.ratio >= 36);  // a finger's width
      CHECK(d.buttons[0].rect.x + d.buttons[0].rect.w < d.buttons[1].rect.x);
      CHECK(d.body.y + d.body.h <= d.buttons[0].rect.y);
      if (lines <= 4) CHECK(d.body.h >= px * 1.25f * static_cast<float>(lines) - 0.5f);  // nothing cut
    }
  }
}

}  // namespace ur
