// The hints: the win chance and the best move read from a solved table where it answers,
// estimated by search everywhere else (no table, one still on its way, one that fails),
// thinking while the dice roll so the best move is there when the pieces can be chosen,
// with the Queen's network once it is provided; whose side the bar speaks for, perfect
// play in the level picker only with a table, and where the Hints switch and the bar go
// on every screen size (on screen, clear of the other controls, the board and the dice).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>

#include "perfect/solver.hpp"
#include "ui/hints.hpp"
#include "unit-learned-support.hpp"
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

// A clock that moves on a millisecond each time it is read: a budget of N ms is N calls.
HintReader::Clock ticking(double& ms) {
  return [&ms] { return ms += 1.0; };
}

// Plays with real pacing (frames of 16 ms), reading the hints every frame as the game does
// (6 ms of thinking while the dice roll, none at a choice), until a person has at least
// two moves: returns the first hint read at that choice.
Hint play_to_choice_reading(Controller& c, HintReader& reader, TableSource* table, std::uint64_t& now, int& rolling_reads) {
  double ms = 0;
  const Controller::Clock clock = [] { return 0.0; };
  for (int i = 0; i < 20000 && c.stage() != Stage::Over; ++i) {
    if (c.stage() == Stage::ChooseAction && c.choices().size() >= 2 && c.is_human(c.state().side))
      return reader.read(c, table, ticking(ms), 0);
    if (c.stage() == Stage::AwaitThrow) c.throw_dice(now);
    else if (c.stage() == Stage::ChooseAction) c.choose(c.choices()[0], now);
    if (c.stage() == Stage::Rolling) ++rolling_reads;
    reader.read(c, table, ticking(ms), 6);
    c.update(now += 16, clock);
  }
  return {};  // the game ended first (best_state Missing)
}

TEST_CASE("hints without a table are estimates: a chance, and the best move there when the pieces can be chosen") {
  // Masters has no table anywhere; finkel:2 here has none either (no table given).
  for (const char* spec : {"masters", "finkel:2", "jeu-royal:3"}) {
    CAPTURE(spec);
    const RuleSet rules = *parse_rules_notation(spec);
    Controller c;
    REQUIRE(c.start(rules, {"", "greedy"}, 7, 0) == "");
    HintReader reader;
    std::uint64_t now = 0;
    for (int choice = 0; choice < 3; ++choice) {
      int rolling = 0;
      const Hint h = play_to_choice_reading(c, reader, nullptr, now, rolling);
      CHECK(rolling > 0);  // the dice rolled, and the hint thought meanwhile
      CHECK(h.estimate);
      REQUIRE(h.chance_state == Lookup::Ready);
      CHECK(h.light_chance > 0.0);
      CHECK(h.light_chance < 1.0);
      // Ready at once, with no time given at the choice itself: thought out while rolling.
      REQUIRE(h.best_state == Lookup::Ready);
      REQUIRE(h.best >= 0);
      REQUIRE(h.best < c.choices().size());
      // The same search run whole says the same.
      auto whole = SearchValues::strongest(rules, 1u << 30);
      std::vector<double> values;
      REQUIRE(whole->actions(rules, c.state(), c.choices(), values) == Lookup::Ready);
      const double best = *std::max_element(values.begin(), values.end());
      CHECK(values[static_cast<std::size_t>(h.best)] == best);
      // The bar's chance at a choice is the best move's, for the mover.
      CHECK((c.state().side == kLight ? h.light_chance : 1 - h.light_chance) == doctest::Approx(best));
      c.choose(c.choices()[static_cast<std::size_t>(h.best)], now);
    }
  }
}

TEST_CASE("hints by estimate play close to perfect where the table can tell") {
  const Solved& t = solved();
  Controller c;
  REQUIRE(c.start(t.rules, {"", "greedy"}, 11, 0) == "");
  HintReader reader;
  std::uint64_t now = 0;
  double lost = 0;
  int choices = 0;
  for (std::uint64_t seed = 11; choices < 30; ++seed) {
    if (c.stage() == Stage::Over) REQUIRE(c.start(t.rules, {"", "greedy"}, seed, now) == "");
    int rolling = 0;
    const Hint h = play_to_choice_reading(c, reader, nullptr, now, rolling);
    if (c.stage() == Stage::Over) continue;  // a new game, from the next seed
    REQUIRE(h.best_state == Lookup::Ready);
    const State& s = c.state();
    double best = 0;
    for (const Action& a : c.choices()) best = std::max(best, *t.table->value_after(t.rules, applied(t.rules, s, a), s.side));
    lost += best - *t.table->value_after(t.rules, applied(t.rules, s, c.choices()[h.best]), s.side);
    ++choices;
    c.choose(c.choices()[static_cast<std::size_t>(h.best)], now);
  }
  CAPTURE(lost);
  CHECK(lost / choices < 0.01);  // under a point of winning chance a choice
}

TEST_CASE("hints: exact where the table answers, estimates where it is pending or fails, exact again once it comes") {
  const Solved& t = solved();
  LoadedTableSource loaded(t.table);
  Controller c;
  REQUIRE(c.start(t.rules, {"", "greedy"}, 4, 0) == "");
  to_choice(c);
  double ms = 0;
  HintReader reader;
  // The table is on its way (its header asked for): estimates meanwhile.
  double clock_ms = 0;
  TableCache coming(t.rules, [&clock_ms] { return clock_ms; });
  Hint h = reader.read(c, &coming, ticking(ms), 1000);
  CHECK(h.estimate);
  CHECK(h.best_state == Lookup::Ready);
  CHECK(h.chance_state == Lookup::Ready);
  // It cannot come (listed but missing): estimates, and no error in the hint.
  coming.take_requests();
  coming.fail(0, "not found on this site (HTTP 404)");
  h = reader.read(c, &coming, ticking(ms), 1000);
  CHECK(h.estimate);
  CHECK(h.best >= 0);
  // A table that answers: its values, the same as read_hint's.
  h = reader.read(c, &loaded, ticking(ms), 1000);
  CHECK_FALSE(h.estimate);
  const Hint exact = read_hint(c, loaded);
  CHECK(h.best == exact.best);
  CHECK(h.light_chance == exact.light_chance);
}

TEST_CASE("hints' estimates take the Queen's network once it is provided") {
  const RuleSet& finkel = test_nets::finkel();
  CHECK(SearchValues::strongest(*find_rule_set("blitz"), 100)->learned() == nullptr);
  const std::vector<std::uint8_t> bytes = encode_net(test_nets::fixed_params());
  std::string why;
  auto net = LearnedEval::parse(finkel, bytes.data(), bytes.size(), &why);
  REQUIRE(net);
  provide_learned_eval(net);
  auto values = SearchValues::strongest(finkel, 100);
  CHECK(values->learned() == net.get());
  Controller c;
  REQUIRE(c.start(finkel, {"", ""}, 3, 0) == "");
  to_choice(c);
  double ms = 0;
  HintReader reader;
  const Hint h = reader.read(c, nullptr, ticking(ms), 100000);
  CHECK(h.estimate);
  REQUIRE(h.best_state == Lookup::Ready);
  std::vector<double> v;
  REQUIRE(SearchValues(finkel, 1u << 30, SearchValues::kLearnedNodeLimit, net).actions(finkel, c.state(), c.choices(), v) ==
          Lookup::Ready);
  CHECK(v[static_cast<std::size_t>(h.best)] == *std::max_element(v.begin(), v.end()));
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
    // No game: no switch, no bar.
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
