// The hints: the win chance and the best move read from a solved table (never made up),
// whose side the bar speaks for, perfect play in the level picker only with a table, and
// where the Hints switch and the bar go on every screen size (on screen, clear of the
// other controls, the board and the dice).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>

#include "perfect/solver.hpp"
#include "ui/hints.hpp"
#include "ui/level_names.hpp"
#include "ui/screens.hpp"

namespace ur {
namespace {

const int kSizes[][2] = {{360, 640}, {640, 360}, {768, 1024}, {1280, 800}, {1920, 1080}, {3840, 2160}};

struct Solved {
  RuleSet rules = find_rule_set("finkel")->with_pieces(2);
  std::unique_ptr<Solution> solution = solve(rules, SolveOptions{});
  std::shared_ptr<const Table> table;
  Solved() {
#ifdef __EMSCRIPTEN__
    const auto path = std::filesystem::temp_directory_path() / "ur-ui-hints-test-wasm.urt";
#else
    const auto path = std::filesystem::temp_directory_path() / "ur-ui-hints-test-native.urt";
#endif
    REQUIRE(write_table(*solution, path.string()) == "");
    table = load_table(path.string()).table;
    REQUIRE(table != nullptr);
  }
};
const Solved& solved() {
  static const Solved s;
  return s;
}

bool overlap(const Rect& a, const Rect& b) { return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h; }

// Plays on (always the first choice) until a person has at least two moves to choose from.
void to_choice(Controller& c) {
  std::uint64_t now = 0;
  const Controller::Clock clock = [] { return 0.0; };
  for (int i = 0; i < 4000 && !(c.stage() == Stage::ChooseAction && c.choices().size() >= 2); ++i) {
    if (c.stage() == Stage::AwaitThrow) c.throw_dice(now);
    else if (c.stage() == Stage::ChooseAction) c.choose(c.choices()[0], now);
    c.update(now += 100, clock);
  }
  REQUIRE(c.stage() == Stage::ChooseAction);
}

TEST_CASE("hints: the win chance and the best move are the table's") {
  const Solved& t = solved();
  LoadedTableSource source(t.table);
  Controller c;
  REQUIRE(c.start(t.rules, {"", "greedy"}, 4, 0) == "");
  CHECK(hint_viewer(c) == kLight);  // the person against the computer
  to_choice(c);
  const State& s = c.state();
  const Hint h = read_hint(c, source);
  REQUIRE(h.chance_state == Lookup::Ready);
  const double mover = *t.table->probe(t.rules, s);
  CHECK(h.light_chance == doctest::Approx(s.side == kLight ? mover : 1 - mover));
  REQUIRE(h.best_state == Lookup::Ready);
  REQUIRE(h.best >= 0);
  double best = -1;
  for (const Action& a : c.choices()) best = std::max(best, *t.table->value_after(t.rules, applied(t.rules, s, a), s.side));
  CHECK(*t.table->value_after(t.rules, applied(t.rules, s, c.choices()[h.best]), s.side) == best);
  CHECK(best == doctest::Approx(mover));  // at a move, the position is worth its best action

  // While the move is shown, the chance is that of where it leads.
  const Action worst = c.choices()[h.best == 0 ? 1 : 0];
  const double after = *t.table->value_after(t.rules, applied(t.rules, s, worst), s.side);
  const Side mover_side = s.side;
  REQUIRE(c.choose(worst, 1000000));
  const Hint during = read_hint(c, source);
  REQUIRE(during.chance_state == Lookup::Ready);
  CHECK(during.light_chance == doctest::Approx(mover_side == kLight ? after : 1 - after));
  CHECK(during.best == -1);  // nobody is choosing
}

TEST_CASE("hints: nothing is shown without an answer from the table") {
  const Solved& t = solved();
  Controller c;
  REQUIRE(c.start(t.rules, {"", ""}, 4, 0) == "");
  to_choice(c);
  CHECK(hint_viewer(c) == c.state().side);  // two people: the side to move
  double clock_ms = 0;
  TableCache pending(t.rules, [&clock_ms] { return clock_ms; });
  Hint h = read_hint(c, pending);
  CHECK(h.chance_state == Lookup::Pending);
  CHECK(h.best == -1);
  pending.take_requests();
  pending.fail(0, "not found on this site (HTTP 404)");
  h = read_hint(c, pending);
  CHECK(h.chance_state == Lookup::Missing);
  CHECK(h.best_state == Lookup::Missing);
  CHECK(h.best == -1);
}

TEST_CASE("the level picker offers perfect play on top, only when the table is there") {
  const auto without = computer_levels(false);
  const auto with = computer_levels(true);
  CHECK(std::none_of(without.begin(), without.end(), [](const AgentInfo& a) { return a.name == "perfect"; }));
  REQUIRE(with.size() == without.size() + 1);
  CHECK(with.back().name == "perfect");
  CHECK(level_display_name(with.back().name) == "Moon god");
  CHECK(with.back().description.find("solved table") != std::string::npos);
  CHECK(without.back().name == "king");
}

TEST_CASE("the Hints switch and bar fit beside the other controls at every size") {
  const RuleSet& r = *find_rule_set("finkel");
  Controller c;
  REQUIRE(c.start(r, {"", "king"}, 1, 0) == "");
  for (const auto& size : kSizes) {
    CAPTURE(size[0]);
    CAPTURE(size[1]);
    const Layout l = compute_layout(size[0], size[1]);
    const auto has_switch = [](const GameControls& g) {
      return std::any_of(g.buttons.begin(), g.buttons.end(), [](const Button& b) { return b.id == kHintButton; });
    };
    // No table: no switch, no bar.
    GameControls g = game_controls(l, c, {}, {false, true});
    CHECK_FALSE(has_switch(g));
    CHECK(g.hint_bar.w == 0);

    g = game_controls(l, c, {}, {true, false});
    REQUIRE(has_switch(g));
    CHECK(g.hint_bar.w == 0);
    for (const Button& b : g.buttons)
      if (b.id == kHintButton) {
        CHECK(b.label == "Hints");
        CHECK_FALSE(b.primary);  // off
        CHECK(hit_button(g.buttons, b.rect.cx(), b.rect.cy()) == kHintButton);
        CHECK(b.rect.h >= 20.0f);
      }

    g = game_controls(l, c, {}, {true, true});
    const Rect& bar = g.hint_bar;
    REQUIRE(bar.w > 0);
    CHECK(bar.x >= 0);
    CHECK(bar.y >= 0);
    CHECK(bar.x + bar.w <= static_cast<float>(size[0]));
    CHECK(bar.y + bar.h <= static_cast<float>(size[1]));
    CHECK(bar.w >= l.cell * 1.5f);
    CHECK_FALSE(overlap(bar, l.board_bounds));
    CHECK_FALSE(overlap(bar, g.message));
    for (const Rect& die : dice_row_layout(l, r).dice) CHECK_FALSE(overlap(bar, die));
    for (const Button& b : g.buttons) {
      CAPTURE(b.label);
      CHECK_FALSE(overlap(bar, b.rect));
      if (b.id == kHintButton) CHECK(b.primary);  // on
      for (const Button& o : g.buttons)
        if (&o != &b) CHECK_FALSE(overlap(b.rect, o.rect));
    }
  }
}

}  // namespace
}  // namespace ur
