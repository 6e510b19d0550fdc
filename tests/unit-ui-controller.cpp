// The game screen's state machine as a player meets it: nothing can be moved while the
// dice roll, a pass is announced before play goes on, special actions are offered
// exactly when the rules allow them, and a game against the computer runs to its end.
#include <doctest/doctest.h>

#include <functional>

#include "core/dice.hpp"
#include "ui/controller.hpp"
#include "ui/describe.hpp"
#include "ui/screens.hpp"

using namespace ur;

namespace {

const Controller::Clock kClock = [] { return 0.0; };

// Advances time until the controller needs a person (or the game ends).
std::uint64_t run_until_person(Controller& c, std::uint64_t now) {
  for (int i = 0; i < 100000 && c.stage() != Stage::AwaitThrow && c.stage() != Stage::ChooseAction &&
                  c.stage() != Stage::Over;
       ++i) {
    now += 50;
    c.update(now, kClock);
  }
  return now;
}

}  // namespace

TEST_CASE("no move is accepted while the dice roll, and the throw settles after the animation") {
  const RuleSet& r = *find_rule_set("finkel");
  Controller c;
  REQUIRE(c.start(r, {"", ""}, 7, 0) == "");
  REQUIRE(c.stage() == Stage::AwaitThrow);
  CHECK_FALSE(c.choose(Action::enter(0), 10));  // nothing to move before throwing
  REQUIRE(c.throw_dice(10));
  CHECK(c.stage() == Stage::Rolling);
  CHECK_FALSE(c.throw_dice(20));                // one throw at a time
  CHECK_FALSE(c.choose(Action::enter(0), 20));  // the dice are still rolling
  CHECK_FALSE(c.choose(Action::enter(1), 20));
  CHECK_FALSE(c.choose(Action::enter(2), 20));
  CHECK_FALSE(c.choose(Action::enter(3), 20));
  c.update(10 + static_cast<std::uint64_t>(c.pace().roll_ms) - 1, kClock);
  CHECK(c.stage() == Stage::Rolling);
  c.update(10 + static_cast<std::uint64_t>(c.pace().roll_ms), kClock);
  CHECK(c.stage() != Stage::Rolling);
  CHECK(c.dice_shown());
  int marked = 0;
  for (int i = 0; i < 4; ++i) marked += c.dice_faces()[static_cast<unsigned>(i)];
  CHECK(c.message().find(std::to_string(marked) + " marked") != std::string::npos);
}

TEST_CASE("a throw with no move is announced, then the turn passes to the other side") {
  const RuleSet& r = *find_rule_set("finkel");
  // Find a seed whose first throw is 0 marked (no move in finkel).
  for (std::uint64_t seed = 1; seed < 200; ++seed) {
    Controller c;
    REQUIRE(c.start(r, {"", ""}, seed, 0) == "");
    REQUIRE(c.throw_dice(0));
    c.update(10000, kClock);
    if (c.stage() != Stage::Announce) continue;
    CHECK(c.message().find("no move possible") != std::string::npos);
    CHECK(c.state().side == kLight);
    CHECK_FALSE(c.throw_dice(10001));  // nothing to do but read the message
    c.update(10000 + static_cast<std::uint64_t>(c.pace().announce_ms), kClock);
    CHECK(c.stage() == Stage::AwaitThrow);
    CHECK(c.state().side == kDark);
    return;
  }
  FAIL("no seed gave a zero throw");
}

TEST_CASE("special actions are offered exactly when the rules allow them") {
  for (const char* name : {"tokens", "jeu-royal"}) {
    CAPTURE(name);
    const RuleSet& r = *find_rule_set(name);
    Controller c;
    REQUIRE(c.start(r, {"", ""}, 11, 0) == "");
    std::uint64_t now = 0, rng = 99;
    int offered = 0, checked = 0;
    for (int step = 0; step < 3000 && c.stage() != Stage::Over; ++step) {
      now = run_until_person(c, now);
      if (c.stage() == Stage::Over) break;
      ActionList legal;
      legal_actions(r, c.state(), legal);
      if (c.stage() == Stage::AwaitThrow) {
        std::vector<Action> expected;
        for (const Action& a : legal)
          if (a.kind != ActionKind::Throw) expected.push_back(a);
        CHECK(special_actions(c) == expected);
        ++checked;
        offered += !expected.empty();
        // Sometimes take the special action, usually throw.
        if (!expected.empty() && splitmix64(rng) % 3 == 0) REQUIRE(c.choose(expected[0], now));
        else REQUIRE(c.throw_dice(now));
      } else {
        CHECK(special_actions(c).empty());
        const auto pick = legal[static_cast<int>(splitmix64(rng) % static_cast<unsigned>(legal.size()))];
        REQUIRE(c.choose(pick, now));
      }
    }
    CHECK(checked > 20);
    CHECK(offered > 0);  // the special action did come up in a real game
  }
}

TEST_CASE("a tap on a piece finds its moves; on the pool, the entering moves") {
  const RuleSet& r = *find_rule_set("finkel");
  Controller c;
  REQUIRE(c.start(r, {"", ""}, 3, 0) == "");
  std::uint64_t now = 0;
  // Play until light has a choice with a piece on the board and one to enter.
  for (int step = 0; step < 400; ++step) {
    now = run_until_person(c, now);
    if (c.stage() == Stage::AwaitThrow) { c.throw_dice(now); continue; }
    if (c.stage() != Stage::ChooseAction) break;
    bool move = false, enter = false;
    for (const Action& a : c.choices()) { move |= a.kind == ActionKind::Move; enter |= a.kind == ActionKind::Enter; }
    if (move && enter) {
      for (const Action& a : c.choices()) {
        if (a.kind == ActionKind::Move) {
          const SquareId sq = square_of(r, c.state().side, a.from);
          const auto found = actions_at(c, BoardSquare{row_of(sq), col_of(sq)}, false);
          REQUIRE(found.size() == 1);
          CHECK(found[0] == a);
        } else {
          const auto found = actions_at(c, std::nullopt, true);
          REQUIRE(found.size() == 1);
          CHECK(found[0] == a);
        }
      }
      CHECK(actions_at(c, BoardSquare{1, 4}, false).size() <= 1);
      return;
    }
    c.choose(c.choices()[0], now);
  }
  FAIL("never had both a move and an entry to choose from");
}

TEST_CASE("a game between two computer players runs to its end and its history replays") {
  for (const auto& rs : all_rule_sets()) {
    CAPTURE(rs.name);
    Controller c;
    c.pace() = Pace{1, 1, 1, 1, 1, 1};
    REQUIRE(c.start(rs, {"random", "random"}, 5, 0) == "");
    std::uint64_t now = 0;
    for (int i = 0; i < 200000 && c.stage() != Stage::Over; ++i) c.update(now += 5, kClock);
    REQUIRE(c.stage() == Stage::Over);
    const bool announced = c.message().find("win") != std::string::npos || c.message().find("drawn") != std::string::npos;
    CHECK(announced);
    // The history replays to the same final state.
    State s = new_game(rs);
    for (const HistoryItem& h : c.history()) {
      if (h.chance) { REQUIRE(is_chance(s)); apply_chance(rs, s, h.outcome); }
      else { REQUIRE(is_legal(rs, s, h.action)); apply(rs, s, h.action); }
    }
    CHECK(s == c.state());
  }
}

TEST_CASE("describing actions names captures, rosettes and extra throws") {
  const RuleSet& r = *find_rule_set("finkel");
  State s = new_game(r);
  // Light throws 4 and enters onto index 3 ((0,0), a rosette): throw again.
  apply_chance(r, s, 4);
  ActionList legal;
  legal_actions(r, s, legal);
  REQUIRE(legal.size() == 1);
  const ActionEffect e = describe_action(r, s, legal[0]);
  CHECK(e.extra_throw);
  CHECK(e.lands_on == square_at(0, 0));
  CHECK(e.text.find("rosette") != std::string::npos);
  CHECK(e.text.find("throw again") != std::string::npos);
  CHECK(describe_throw(r, 0) == "0 marked: no move");
  CHECK(describe_throw(r, 3) == "3 marked = move 3");
  CHECK(describe_throw(*find_rule_set("bell"), 0) == "0 marked = move 4, throw again");
}

TEST_CASE("a capture is shown: the captured piece goes home before play goes on") {
  const RuleSet& r = *find_rule_set("finkel");
  Controller c;
  REQUIRE(c.start(r, {"greedy", "greedy"}, 21, 0) == "");
  std::uint64_t now = 0;
  int returns = 0;
  for (int i = 0; i < 200000 && c.stage() != Stage::Over; ++i) {
    c.update(now += 10, kClock);
    if (c.stage() == Stage::Returning) {
      ++returns;
      // The captured piece leaves a real square, is already back in its pool, and nobody
      // can act meanwhile.
      const Side who = c.returning_side();
      CHECK(is_on_board(row_of(static_cast<SquareId>(c.returning_square())), col_of(static_cast<SquareId>(c.returning_square()))));
      CHECK(c.state().waiting[who] >= 1);
      CHECK_FALSE(c.throw_dice(now));
      const std::uint64_t end = now + static_cast<std::uint64_t>(c.pace().min_move_ms);
      while (c.stage() == Stage::Returning) c.update(now += 10, kClock);
      CHECK(now >= end - 10);
    }
  }
  CHECK(c.stage() == Stage::Over);
  CHECK(returns > 0);
}

TEST_CASE("the status line names the players: you and the computer, two friends, or two computers watched") {
  const RuleSet& r = *find_rule_set("finkel");
  Controller vs;
  REQUIRE(vs.start(r, {"", "greedy"}, 3, 0) == "");
  CHECK(status_line(vs) == "Your turn — throw");
  REQUIRE(vs.throw_dice(0));
  CHECK(status_line(vs) == "You throw…");
  std::uint64_t now = run_until_person(vs, 0);
  bool saw_choice = false, saw_computer = false;
  for (int step = 0; step < 400 && vs.stage() != Stage::Over; ++step) {
    if (vs.stage() == Stage::ChooseAction) {
      CHECK(status_line(vs) == "Your move — pick a piece");
      saw_choice = true;
      REQUIRE(vs.choose(vs.choices()[0], now));
    } else if (vs.stage() == Stage::AwaitThrow) {
      CHECK(status_line(vs) == "Your turn — throw");
      REQUIRE(vs.throw_dice(now));
    }
    // Between the person's turns: the computer's, in its words.
    for (int i = 0; i < 200 && vs.stage() != Stage::AwaitThrow && vs.stage() != Stage::ChooseAction &&
                    vs.stage() != Stage::Over; ++i) {
      if (vs.state().side == kDark && (vs.stage() == Stage::Thinking || vs.stage() == Stage::Rolling)) {
        const std::string line = status_line(vs);
        CHECK((line == "The computer is thinking…" || line == "The computer throws…"));
        saw_computer = true;
      }
      now += 50;
      vs.update(now, kClock);
    }
  }
  CHECK(saw_choice);
  CHECK(saw_computer);

  Controller friends;
  REQUIRE(friends.start(r, {"", ""}, 3, 0) == "");
  CHECK(status_line(friends) == "Light to throw");
  Controller watched;
  REQUIRE(watched.start(r, {"greedy", "king"}, 3, 0) == "");
  for (int i = 0; i < 40 && watched.stage() != Stage::Thinking; ++i) watched.update(static_cast<std::uint64_t>(i) * 50, kClock);
  CHECK(status_line(watched).rfind("Light (Merchant)", 0) == 0);
}

TEST_CASE("each side's last move is kept for the board's marks: from, to and what it did") {
  const RuleSet& r = *find_rule_set("finkel");
  Controller c;
  REQUIRE(c.start(r, {"greedy", "greedy"}, 5, 0) == "");
  CHECK_FALSE(c.last_move(kLight).known);
  std::uint64_t now = 0;
  int entered = 0, moved = 0, captures = 0, rosettes = 0, off = 0;
  std::size_t seen_history = 0;
  while (c.stage() != Stage::Over && now < 20'000'000) {
    now += 50;
    c.update(now, kClock);
    if (c.history().size() == seen_history) continue;
    seen_history = c.history().size();
    const HistoryItem& h = c.history().back();
    if (h.chance || (h.action.kind != ActionKind::Enter && h.action.kind != ActionKind::Move)) continue;
    const LastMove& m = c.last_move(h.side);
    REQUIRE(m.known);
    if (h.action.kind == ActionKind::Enter) {
      CHECK(m.from == -1);
      ++entered;
    } else {
      CHECK(m.from == static_cast<int>(square_of(r, h.side, h.action.from)));
      ++moved;
    }
    if (h.action.to == kOff) {
      CHECK(m.bore_off);
      CHECK(m.to == -1);
      ++off;
    } else {
      CHECK(m.to == static_cast<int>(square_of(r, h.side, h.action.to)));
    }
    captures += m.captured;
    rosettes += m.rosette;
    CHECK_FALSE(m.text.empty());
  }
  REQUIRE(c.stage() == Stage::Over);
  CHECK(entered >= 14);  // every piece enters; captured ones again
  CHECK(off >= 7);
  CHECK(moved > 20);
  CHECK(captures > 0);
  CHECK(rosettes > 0);
}

TEST_CASE("a game played elsewhere: its steps roll and slide as the computer's do, and no throw is made here") {
  const RuleSet& r = *find_rule_set("finkel");
  // The steps of a whole game, as a friend's page and the fair dice would send them.
  Controller played;
  REQUIRE(played.start(r, {"random", "random"}, 11, 0) == "");
  std::uint64_t t = 0;
  while (played.stage() != Stage::Over) {
    t += 50;
    played.update(t, kClock);
  }
  const std::vector<HistoryItem> steps = played.history();
  REQUIRE(steps.size() > 20);

  Controller c;
  REQUIRE(c.start(r, {"", ""}, 99, 0) == "");
  c.set_remote_dice(true, 0);
  CHECK(c.stage() == Stage::Thinking);  // waiting for the first throw to come
  CHECK_FALSE(c.throw_dice(0));         // never thrown here
  c.update(5000, kClock);
  CHECK(c.stage() == Stage::Thinking);
  CHECK(c.history().empty());

  // The first throw rolls for the usual time, then shows its outcome.
  c.play_steps({steps[0]}, 5000);
  CHECK(c.stage() == Stage::Rolling);
  CHECK(c.queued_steps() == 1);
  c.update(5000 + static_cast<std::uint64_t>(c.pace().roll_ms), kClock);
  CHECK(c.queued_steps() == 0);
  REQUIRE(c.history().size() == 1);
  CHECK(c.shown_outcome() == steps[0].outcome);

  // The rest, all at once: shown one after the other, each rolling or sliding.
  c.play_steps({steps.begin() + 1, steps.end()}, 6000);
  int rolls = 0, slides = 0;
  Stage last = c.stage();
  t = 6000;
  for (int i = 0; i < 200000 && c.stage() != Stage::Over; ++i) {
    if (c.stage() != last) {
      rolls += c.stage() == Stage::Rolling;
      slides += c.stage() == Stage::Animating;
      last = c.stage();
    }
    t += 10;
    c.update(t, kClock);
  }
  REQUIRE(c.stage() == Stage::Over);
  CHECK(c.state() == played.state());
  CHECK(c.history().size() == steps.size());
  CHECK(c.queued_steps() == 0);
  CHECK_FALSE(c.steps_refused());
  int chances = 0, moves = 0;
  for (std::size_t i = 1; i < steps.size(); ++i) {
    chances += steps[i].chance;
    moves += !steps[i].chance && (steps[i].action.kind == ActionKind::Move || steps[i].action.kind == ActionKind::Enter);
  }
  CHECK(rolls >= chances - 1);  // back-to-back rolls may merge into one stage run
  CHECK(slides > moves / 2);
}

TEST_CASE("a step that does not fit the game is refused and nothing changes") {
  const RuleSet& r = *find_rule_set("finkel");
  Controller c;
  REQUIRE(c.start(r, {"", ""}, 5, 0) == "");
  c.set_remote_dice(true, 0);
  const State before = c.state();
  c.play_steps({{true, 9, {}, kLight}}, 10);  // finkel throws 0 to 4
  CHECK(c.steps_refused());
  CHECK(c.state() == before);
  CHECK(c.history().empty());
  Controller d;
  REQUIRE(d.start(r, {"", ""}, 5, 0) == "");
  d.set_remote_dice(true, 0);
  d.play_steps({{false, 0, Action::enter(0), kLight}}, 10);  // a move before any throw
  CHECK(d.steps_refused());
  CHECK(d.state() == before);
}

TEST_CASE("move texts name a rosette only where rosettes do something (not in ravensburger)") {
  // Random games of each rule set: every described move that lands on a rosette square says
  // "rosette" exactly when the rules give rosettes a power.
  for (const char* name : {"ravensburger", "finkel", "masters", "bell", "tokens"}) {
    CAPTURE(name);
    const RuleSet& r = *find_rule_set(name);
    const bool power = r.extra_on_rosette || r.rosettes_safe || r.place_without_throw || r.tokens.chance_gain > 0 ||
                       r.tokens.pass_over_cost > 0 || r.coins.rosette_fine > 0;
    CHECK(power == (std::string_view(name) != "ravensburger"));
    int onto_rosette = 0;
    std::uint64_t rng = 11;
    for (int game = 0; game < 20 && onto_rosette < 5; ++game) {
      State s = new_game(r);
      ActionList legal;
      for (int guard = 0; guard < 3000 && !is_over(s); ++guard) {
        if (is_chance(s)) {
          apply_chance(r, s, sample_chance(r, s, rng));
          continue;
        }
        legal_actions(r, s, legal);
        for (const Action& a : legal) {
          const ActionEffect e = describe_action(r, s, a);
          if (e.lands_on < 0 || !r.board.is_rosette(static_cast<SquareId>(e.lands_on))) continue;
          ++onto_rosette;
          CHECK_MESSAGE((e.text.find("rosette") != std::string::npos) == power, e.text);
        }
        apply(r, s, legal[static_cast<int>(random_below(rng, static_cast<std::uint32_t>(legal.size())))]);
      }
    }
    CHECK(onto_rosette > 0);
  }
}
