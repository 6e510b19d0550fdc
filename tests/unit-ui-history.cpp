// Finished games kept (ui/history.hpp): every rule set's games read back step for step
// from their compact lines; the newest kHistoryCap are kept; a line that cannot be read is
// kept as it was; and the statistics (wins, streaks, lengths, dice luck) add up as a
// player would count them by hand.
#include <doctest/doctest.h>

#include "core/dice.hpp"
#include "ui/controller.hpp"
#include "ui/history.hpp"
#include "unit-game-support.hpp"

using namespace ur;

namespace {

// A whole game of `rules` played at random.
PastGame random_finished(const RuleSet& rules, std::uint64_t& rng, std::array<std::string, 2> players = {"", "greedy"}) {
  PastGame g;
  g.date = "2026-11-24 12:00";
  g.rules = rules;
  g.players = players;
  g.seed = splitmix64(rng);
  g.steps = test::played_steps(rules, rng);
  return g;
}

}  // namespace

TEST_CASE("every rule set's finished games read back from their lines, step for step") {
  std::uint64_t rng = 5;
  for (const RuleSet& r : all_rule_sets()) {
    CAPTURE(r.name);
    History h;
    for (int i = 0; i < 20; ++i) REQUIRE(add_to_history(h, random_finished(r, rng)));
    const History back = read_history(write_history(h));
    CHECK(back.unreadable.empty());
    REQUIRE(back.games.size() == h.games.size());
    for (std::size_t i = 0; i < h.games.size(); ++i) {
      CHECK(back.games[i].steps == h.games[i].steps);
      CHECK(back.games[i].winner == h.games[i].winner);
      CHECK(back.games[i].turns == h.games[i].turns);
      CHECK(back.games[i].players == h.games[i].players);
      CHECK(back.games[i].seed == h.games[i].seed);
      CHECK(back.games[i].date == "2026-11-24 12:00");
      CHECK(back.games[i].winner != Winner::None);
    }
    // One character a step.
    CHECK(encode_steps(r, h.games[0].steps).size() == h.games[0].steps.size());
  }
}

TEST_CASE("the newest games are kept, an unfinished game is refused, and unreadable lines stay") {
  std::uint64_t rng = 9;
  const RuleSet r = *parse_rules_notation("finkel:2");
  History h;
  for (std::size_t i = 0; i < kHistoryCap + 5; ++i) {
    PastGame g = random_finished(r, rng);
    g.seed = i;
    REQUIRE(add_to_history(h, g));
  }
  REQUIRE(h.games.size() == kHistoryCap);
  CHECK(h.games.front().seed == 5);  // the five oldest went
  CHECK(h.games.back().seed == kHistoryCap + 4);
  PastGame unfinished = random_finished(r, rng);
  unfinished.steps.resize(unfinished.steps.size() / 2);
  CHECK_FALSE(add_to_history(h, unfinished));
  CHECK(h.games.size() == kHistoryCap);
  // Set aside on purpose (a new game started over a saved one), it is kept as unfinished,
  // and read back so.
  History aside;
  REQUIRE(add_unfinished_to_history(aside, unfinished));
  CHECK_FALSE(add_unfinished_to_history(aside, random_finished(r, rng)));
  REQUIRE(aside.games.size() == 1);
  CHECK_FALSE(aside.games[0].finished());
  const History aside_back = read_history(write_history(aside));
  REQUIRE(aside_back.games.size() == 1);
  CHECK(aside_back.unreadable.empty());
  CHECK_FALSE(aside_back.games[0].finished());
  CHECK(aside_back.games[0].steps.size() == unfinished.steps.size());
  CHECK(statistics(aside_back.games).rows.empty());

  const std::string text = "ur-history 1\n" + write_history(History{{h.games.back()}, {}}).substr(13) +
                           "g 2026-11-24 12:00 wizard human greedy 1 ABC\n" + "g 2026-11-24 12:00 finkel human greedy 1 ZZZZ\n" +
                           "something else entirely\n";
  const History back = read_history(text);
  CHECK(back.games.size() == 1);
  REQUIRE(back.unreadable.size() == 3);
  CHECK(back.unreadable[0].find("wizard") != std::string::npos);
  // Written again, they are all still there.
  const std::string again = write_history(back);
  CHECK(again.find("wizard human greedy 1 ABC") != std::string::npos);
  CHECK(again.find("finkel human greedy 1 ZZZZ") != std::string::npos);
  CHECK(again.find("something else entirely") != std::string::npos);
  std::string error;
  CHECK_FALSE(decode_steps(*find_rule_set("finkel"), "A*", &error));
  CHECK(error.find("step 2") != std::string::npos);
}

TEST_CASE("statistics: games, wins, the longest streak and the average length by rule set and opponent; dice luck") {
  std::uint64_t rng = 21;
  const RuleSet& finkel = *find_rule_set("finkel");
  std::vector<PastGame> games;
  // Against the greedy computer, light for the person: collect won, won, lost, won, won, won.
  const std::vector<bool> wanted{true, true, false, true, true, true};
  long turns = 0;
  for (bool win : wanted) {
    for (;;) {
      PastGame g = random_finished(finkel, rng);
      History h;
      REQUIRE(add_to_history(h, g));
      if ((h.games[0].winner == Winner::Light) == win) {
        games.push_back(h.games[0]);
        turns += h.games[0].turns;
        break;
      }
    }
  }
  // A friend's game, and one between two computers (not the player's: not counted).
  History extra;
  REQUIRE(add_to_history(extra, random_finished(finkel, rng, {"", ""})));
  REQUIRE(add_to_history(extra, random_finished(finkel, rng, {"king", "greedy"})));
  games.insert(games.end(), extra.games.begin(), extra.games.end());

  const Statistics st = statistics(games);
  REQUIRE(st.rows.size() == 2);
  CHECK(st.rows[0].rules == "Finkel");
  CHECK(st.rows[0].opponent == "greedy");
  CHECK(st.rows[0].games == 6);
  CHECK(st.rows[0].wins == 5);
  CHECK(st.rows[0].longest_streak == 3);
  CHECK(st.rows[0].average_turns == doctest::Approx(static_cast<double>(turns) / 6));
  CHECK(st.rows[1].opponent == "a friend");
  CHECK(st.rows[1].games == 1);
  CHECK(st.rows[1].wins == -1);
  // Dice luck: the person's throws (light's, in the six games), against Finkel's mean of 2.
  long throws = 0;
  double moved = 0;
  for (std::size_t i = 0; i < 6; ++i) {
    State s = new_game(finkel);
    for (const Step& step : games[i].steps) {
      if (step.chance) {
        if (s.phase == Phase::Throw && s.side == kLight) {
          ++throws;
          moved += finkel.move_value(step.outcome);
        }
        apply_chance(finkel, s, step.outcome);
      } else {
        apply(finkel, s, step.action);
      }
    }
  }
  CHECK(st.throws == throws);
  CHECK(st.expected_move == doctest::Approx(2.0));
  CHECK(st.average_move == doctest::Approx(moved / static_cast<double>(throws)));
}

TEST_CASE("one count of turns: the result panel, Your games and the statistics agree for every rule set") {
  for (const RuleSet& r : all_rule_sets()) {
    CAPTURE(r.name);
    // A whole game as the screen plays it (two computers, no animation).
    Controller c;
    c.pace() = kInstantPace;
    REQUIRE(c.start(r, {"greedy", "random"}, 3, 0) == "");
    std::uint64_t now = 0;
    for (int i = 0; i < 200000 && c.stage() != Stage::Over; ++i) c.update(now += 1, [] { return 0.0; }, 1000.0);
    REQUIRE(c.stage() == Stage::Over);
    PastGame g;
    g.rules = r;
    g.players = {"", "greedy"};  // the statistics count a person's games (the computer stood in)
    for (const HistoryItem& h : c.history()) g.steps.push_back(h.chance ? Step::of_chance(h.outcome) : Step::of_action(h.action));
    History h;
    REQUIRE(add_to_history(h, g));
    CHECK(h.games.back().turns == c.turns_played());
    const Statistics stats = statistics(h.games);
    REQUIRE(stats.rows.size() == 1);
    CHECK(stats.rows[0].average_turns == doctest::Approx(c.turns_played()));
  }
}
