// The guided first game: it follows the player's own throw and move, then shows the
// rosettes, the shared row and the way off one Next at a time, and its panel fits a
// phone and a desktop with buttons big enough for a finger.
#include <doctest/doctest.h>

#include <regex>

#include "core/board.hpp"
#include "ui/tour.hpp"
#include "unit-font-support.hpp"

#include "unit-screen-support.hpp"

using namespace ur;

namespace {

// Plays the controller on until `done` holds (the person's actions by `act`).
template <typename Done, typename Act>
void play_until(Controller& c, std::uint64_t& now, Done done, Act act) {
  const Controller::Clock clock = [] { return 0.0; };
  for (int i = 0; i < 5000 && !done(); ++i) {
    act();
    c.update(now += 50, clock);
  }
  REQUIRE(done());
}


}  // namespace

TEST_CASE("the tour goes on when the player throws and moves, then one Next at a time, and ends") {
  const RuleSet& r = *find_rule_set("finkel");
  Controller c;
  REQUIRE(c.start(r, {"", "greedy"}, 7, 0) == "");
  std::uint64_t now = 0;
  Tour t;
  t.start(kLight);
  CHECK(t.step() == TourStep::Welcome);
  CHECK(t.view(c).next == "Next");
  t.next();
  CHECK(t.step() == TourStep::Throw);
  CHECK(t.view(c).next.empty());  // goes on by itself
  t.follow(c);
  CHECK(t.step() == TourStep::Throw);  // nothing thrown yet
  // The player throws (until a throw that moves), and the tour asks for a move.
  play_until(c, now, [&] { t.follow(c); return t.step() == TourStep::Pick && c.stage() == Stage::ChooseAction && c.is_human(c.state().side); },
             [&] { if (c.stage() == Stage::AwaitThrow && c.is_human(c.state().side)) c.throw_dice(now); });
  // The Pick step marks the player's whole path; with the path drawn on the board, its
  // words point at the line (and later at its red squares and its way off).
  CHECK(t.view(c).squares.size() == static_cast<std::size_t>(r.path_length));
  CHECK(t.view(c).text.find("line") == std::string::npos);
  CHECK(t.view(c, true).text.find("The line on the board is your path") != std::string::npos);
  c.choose(c.choices()[0], now);
  play_until(c, now, [&] { t.follow(c); return t.step() == TourStep::Rosettes; }, [] {});
  // Rosettes: the three on light's path, all rosettes.
  const TourView rosettes = t.view(c);
  CHECK(rosettes.squares.size() == 3);
  for (const int sq : rosettes.squares) CHECK(is_rosette(static_cast<SquareId>(sq)));
  t.next();
  // Captures: the shared middle row.
  const TourView shared = t.view(c);
  CHECK(t.step() == TourStep::Captures);
  CHECK(shared.squares.size() == 8);
  CHECK(shared.text.find("middle row") != std::string::npos);
  CHECK(t.view(c, true).text.find("Where your path runs red") != std::string::npos);
  for (const int sq : shared.squares) CHECK(row_of(static_cast<SquareId>(sq)) == 1);
  t.next();
  CHECK(t.view(c).off_pool);
  CHECK(t.view(c, true).text.find("last arrow leaves the board") != std::string::npos);
  CHECK(t.view(c).text.find("arrow") == std::string::npos);
  CHECK(t.view(c).next == "Got it");
  t.next();
  CHECK_FALSE(t.active());
}

TEST_CASE("a throw that cannot move keeps the tour on the throw: it never asks for a move it cannot have") {
  const RuleSet& r = *find_rule_set("finkel");
  // New games until the player's first throw is 0 (one in sixteen in Finkel).
  int zeros = 0, moves = 0;
  for (std::uint64_t seed = 1; seed < 200 && zeros == 0; ++seed) {
    Controller c;
    REQUIRE(c.start(r, {"", "greedy"}, seed, 0) == "");
    std::uint64_t now = 0;
    Tour t;
    t.start(kLight);
    t.next();
    REQUIRE(c.throw_dice(now));
    const Controller::Clock clock = [] { return 0.0; };
    while (c.state().side == kLight && c.stage() != Stage::ChooseAction) {
      c.update(now += 50, clock);
      t.follow(c);
      if (c.stage() != Stage::ChooseAction) CHECK(t.step() == TourStep::Throw);  // rolling
      REQUIRE(now < 60000);
    }
    if (c.stage() == Stage::ChooseAction) {
      ++moves;
      CHECK(t.step() == TourStep::Pick);
    } else {
      ++zeros;  // the turn passed to the computer: the tour still asks for a throw
      CHECK(t.step() == TourStep::Throw);
    }
  }
  CHECK(zeros == 1);
  CHECK(moves > 0);
}

TEST_CASE("the tour can be skipped at any step, and its words name no squares by number") {
  const RuleSet& r = *find_rule_set("finkel");
  Controller c;
  REQUIRE(c.start(r, {"", "greedy"}, 7, 0) == "");
  for (int skip_at = 0; skip_at < 5; ++skip_at) {
    Tour t;
    t.start(kLight);
    for (int i = 0; i < skip_at; ++i) {
      const TourView v = t.view(c);
      CHECK_FALSE(std::regex_search(v.text, std::regex(R"(\(\s*\d+\s*,\s*\d+\s*\))")));  // no "(0,0)"
      CHECK(v.text.find("seed") == std::string::npos);
      if (t.step() == TourStep::Throw) break;  // waits for the player
      t.next();
    }
    t.skip();
    CHECK_FALSE(t.active());
  }
}

TEST_CASE("the tour's panel fits the screen's width, with finger-sized buttons and every line inside, in every language") {
  for (const i18n::LanguageInfo& lang : i18n::all_languages()) {
  const test::InLanguage in(lang.id);
  CAPTURE(lang.code);
  const FontMetrics& font = test::shipped_font("text", 48);
  const RuleSet& r = *find_rule_set("finkel");
  Controller c;
  REQUIRE(c.start(r, {"", "greedy"}, 7, 0) == "");
  struct Screen {
    int w, h;
    float k;
  };
  for (const Screen& sc : {Screen{390, 844, 3.0f}, Screen{844, 390, 3.0f}, Screen{1280, 800, 1.0f}, Screen{360, 640, 2.0f},
                           Screen{1920, 1080, 1.0f}}) {
    const int w = sc.w, h = sc.h;
    const float k = sc.k;
    CAPTURE(w);
    const int ow = static_cast<int>(static_cast<float>(w) * k), oh = static_cast<int>(static_cast<float>(h) * k);
    Tour t;
    t.start(kLight);
    const float px = 16.0f * k;
    const TourLayout l = tour_layout(ow, k, px, t.view(c), font);
    CHECK(l.panel.x >= 0);
    CHECK(l.panel.x + l.panel.w <= static_cast<float>(ow));
    CHECK(l.panel.h < static_cast<float>(oh) * 0.4f);  // the layout keeps the rest for the game
    const float scale = px / static_cast<float>(font.size);
    for (const std::string& line : l.lines) CHECK(static_cast<float>(font.measure(line)) * scale <= l.title.w + 0.5f);
    REQUIRE(l.buttons.size() == 2);
    for (const Button& b : l.buttons) {
      CHECK(b.rect.h >= 44.0f * k - 0.5f);
      CHECK(b.rect.y + b.rect.h <= l.panel.y + l.panel.h);
    }
    // The game is laid out below it.
    const Layout game = compute_layout(ow, oh, l.panel.y + l.panel.h);
    CHECK(game.status.y >= l.panel.y + l.panel.h - 0.5f);
    CHECK(game.dice.y + game.dice.h <= static_cast<float>(oh) + 0.5f);
  }
  }
}
