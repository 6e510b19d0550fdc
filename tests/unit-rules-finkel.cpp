// Rules of the modern rule sets: finkel, masters, blitz (shared/rules.md sections 1-3).
// Boards are drawn light's side on top (row 0); L / D are pieces, * an empty rosette.
#include "unit-core-support.hpp"

using namespace ur;
using namespace ur::test;

// ------------------------------------------------------------------ finkel

TEST_CASE("finkel: 14-square path, 7 pieces, 4 binary dice, light moves first") {
  const RuleSet& r = *find_rule_set("finkel");
  CHECK(r.path_length == 14);
  CHECK(r.pieces == 7);
  CHECK(r.dice == DiceKind::Binary);
  CHECK(r.dice_count == 4);
  const int expected[14][2] = {{0, 3}, {0, 2}, {0, 1}, {0, 0}, {1, 0}, {1, 1}, {1, 2},
                               {1, 3}, {1, 4}, {1, 5}, {1, 6}, {1, 7}, {0, 7}, {0, 6}};
  for (int i = 0; i < 14; ++i) {
    CHECK(r.path[kLight][static_cast<unsigned>(i)] == square_at(expected[i][0], expected[i][1]));
    const int dark_row = expected[i][0] == 0 ? 2 : expected[i][0];
    CHECK(r.path[kDark][static_cast<unsigned>(i)] == square_at(dark_row, expected[i][1]));
  }
  for (int o = 0; o <= 4; ++o) CHECK(r.move_value(o) == o);
  const State s = new_game(r);
  CHECK(to_position(r, s) == "finkel 7/-/0 7/-/0 l throw 0");
}

TEST_CASE("finkel: a piece enters on path index value-1") {
  // board: finkel 7/-/0 7/-/0 l move:3 0
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . . . * . . . .
  // 2  * . . .     * .
  const Position p = pos("finkel 7/-/0 7/-/0 l move:3 0");
  CHECK(legal(p) == "enter 2");
  CHECK(after(p, "enter 2") == "finkel 6/2/0 7/-/0 d throw 1");
}

TEST_CASE("finkel: a piece cannot land on its own piece but jumps over any piece") {
  // board: finkel 5/0,2/0 6/5/0 l move:2 6
  //    0 1 2 3 4 5 6 7
  // 0  * L . L     * .
  // 1  . D . * . . . .
  // 2  * . . .     * .
  const Position two = pos("finkel 5/0,2/0 6/5/0 l move:2 6");
  CHECK(legal(two) == set_of("enter 1, move 2 4"));  // 0->2 lands on its own piece
  // With 3: entering lands on index 2 (own piece), 0 jumps over 2, 2 jumps over 3/4.
  const Position three = pos("finkel 5/0,2/0 6/5/0 l move:3 6");
  CHECK(legal(three) == set_of("move 0 3, move 2 5"));
  CHECK(after(three, "move 2 5") == "finkel 5/0,5/0 7/-/0 d throw 7");  // and captures on 5
}

TEST_CASE("finkel: landing on an opponent captures it back to its owner's pool") {
  // board: finkel 6/5/0 6/6/0 l move:1 10
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . L D * . . . .
  // 2  * . . .     * .
  const Position p = pos("finkel 6/5/0 6/6/0 l move:1 10");
  CHECK(legal(p) == set_of("enter 0, move 5 6"));
  CHECK(after(p, "move 5 6") == "finkel 6/6/0 7/-/0 d throw 11");
}

TEST_CASE("finkel: a piece on a rosette is safe (blocked rosette)") {
  // board: finkel 5/4,5/0 6/7/0 l move:3 10
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  L L . D . . . .
  // 2  * . . .     * .
  const Position p = pos("finkel 5/4,5/0 6/7/0 l move:3 10");
  CHECK(legal(p) == set_of("enter 2, move 5 8"));  // 4 -> 7 is the occupied rosette
  const Position two = pos("finkel 5/4,5/0 6/7/0 l move:2 10");
  CHECK(legal(two) == set_of("enter 1, move 4 6"));
}

TEST_CASE("finkel: landing on a rosette gives another throw, repeatedly") {
  // board: finkel 6/1/0 7/-/0 l move:2 4
  //    0 1 2 3 4 5 6 7
  // 0  * . L .     * .
  // 1  . . . * . . . .
  // 2  * . . .     * .
  const Position p = pos("finkel 6/1/0 7/-/0 l move:2 4");
  CHECK(after(p, "move 1 3") == "finkel 6/3/0 7/-/0 l throw 4 extra");
  // The extra throw lands on the central rosette: yet another throw.
  const Position q = pos("finkel 6/3/0 7/-/0 l move:4 4 extra");
  CHECK(after(q, "move 3 7") == "finkel 6/7/0 7/-/0 l throw 4 extra");
  // An extra throw that lands elsewhere ends the turn.
  const Position e = pos("finkel 6/3/0 7/-/0 l move:1 4 extra");
  CHECK(after(e, "move 3 4") == "finkel 6/4/0 7/-/0 d throw 5");
}

TEST_CASE("finkel: bearing off needs the exact count") {
  // board: finkel 4/10,12,13/0 7/-/0 l move:2 40
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     L L
  // 1  . . . * . . L .
  // 2  * . . .     * .
  CHECK(legal(pos("finkel 4/10,12,13/0 7/-/0 l move:1 40")) ==
        set_of("enter 0, move 10 11, move 13 off"));
  CHECK(legal(pos("finkel 4/10,12,13/0 7/-/0 l move:2 40")) == set_of("enter 1, move 12 off"));
  CHECK(legal(pos("finkel 4/10,12,13/0 7/-/0 l move:3 40")) == set_of("enter 2"));
  CHECK(legal(pos("finkel 4/10,12,13/0 7/-/0 l move:4 40")) == set_of("enter 3, move 10 off"));
}

TEST_CASE("finkel: a throw of 0, or no legal move, gives a single Pass") {
  // board: finkel 0/13/6 0/13/6 l move:3 80
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     L .
  // 1  . . . * . . . .
  // 2  * . . .     D .
  CHECK(legal(pos("finkel 7/-/0 7/-/0 l move:0 0")) == "pass");
  const Position p = pos("finkel 0/13/6 0/13/6 l move:3 80");
  CHECK(legal(p) == "pass");
  CHECK(after(p, "pass") == "finkel 0/13/6 0/13/6 d throw 81");
}

TEST_CASE("finkel: the first to bear off all 7 wins") {
  // board: finkel 0/13/6 0/13/6 l move:1 80
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     L .
  // 1  . . . * . . . .
  // 2  * . . .     D .
  const Position p = pos("finkel 0/13/6 0/13/6 l move:1 80");
  const State s = play(p, "move 13 off");
  CHECK(to_position(p.rules, s) == "finkel 0/-/7 0/13/6 l over:l 80");
  const Result res = result(p.rules, s);
  CHECK(res.winner == Winner::Light);
  CHECK(res.score == std::array<int, 2>{7, 6});
}

TEST_CASE("finkel: one piece each on the last square, the player to move wins 4/7") {
  // board: finkel 0/13/6 0/13/6 l throw 80
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     L .
  // 1  . . . * . . . .
  // 2  * . . .     D .
  // Only a 1 (probability 4/16) bears off; otherwise the turn passes: p = 1/4 + 3/4 (1-p).
  const Position p = pos("finkel 0/13/6 0/13/6 l throw 80");
  const double v = solve_light_wins(p.rules, p.state);
  CHECK(v == doctest::Approx(4.0 / 7.0).epsilon(1e-12));
  const Position d = pos("finkel 0/13/6 0/13/6 d throw 80");
  CHECK(solve_light_wins(d.rules, d.state) == doctest::Approx(3.0 / 7.0).epsilon(1e-12));
}

TEST_CASE("finkel: the one-piece game is solvable and favours the first player") {
  const RuleSet r = find_rule_set("finkel")->with_pieces(1);
  CHECK(r.pieces == 1);
  const State s = new_game(r);
  CHECK(to_position(r, s) == "finkel:1 1/-/0 1/-/0 l throw 0");
  const double v = solve_light_wins(r, s);
  CHECK(v > 0.5);
  CHECK(v < 0.7);
}

// ------------------------------------------------------------------ masters

TEST_CASE("masters: the 16-square path circles the small block, the sides in opposite directions") {
  // board: masters 6/14/0 6/11/0 d move:1 20
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     D L
  // 1  . . . * . . . .
  // 2  * . . .     * .
  const RuleSet& r = *find_rule_set("masters");
  CHECK(r.path_length == 16);
  CHECK(r.path[kLight][11] == square_at(2, 6));
  CHECK(r.path[kDark][11] == square_at(0, 6));
  CHECK(r.path[kLight][14] == square_at(0, 7));
  CHECK(r.path[kDark][12] == square_at(0, 7));
  // Dark on light's rosette (0,6) steps onto (0,7) and captures light's piece there.
  const Position p = pos("masters 6/14/0 6/11/0 d move:1 20");
  CHECK(legal(p) == set_of("enter 0, move 11 12"));
  CHECK(after(p, "move 11 12") == "masters 7/-/0 6/12/0 l throw 21");
}

TEST_CASE("masters: three binary dice, no marked tip counts 4") {
  const Position p = pos("masters 7/-/0 7/-/0 l move:0 0");
  CHECK(legal(p) == "enter 3");
  CHECK(after(p, "enter 3") == "masters 6/3/0 7/-/0 l throw 0 extra");  // rosette (0,0)
}

TEST_CASE("masters: rosettes are not safe; capturing on one also gives another throw") {
  // board: masters 6/5/0 6/7/0 l move:2 10
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . L . D . . . .
  // 2  * . . .     * .
  const Position p = pos("masters 6/5/0 6/7/0 l move:2 10");
  CHECK(legal(p) == set_of("enter 1, move 5 7"));
  CHECK(after(p, "move 5 7") == "masters 6/7/0 7/-/0 l throw 10 extra");
}

TEST_CASE("masters: light moves first; exact bear-off at index 16") {
  const RuleSet& r = *find_rule_set("masters");
  CHECK(new_game(r).phase == Phase::Throw);
  CHECK(new_game(r).side == kLight);
  CHECK(legal(pos("masters 0/15/6 7/-/0 l move:1 40")) == "move 15 off");
  CHECK(legal(pos("masters 0/15/6 7/-/0 l move:2 40")) == "pass");
}

// ------------------------------------------------------------------ blitz

TEST_CASE("blitz: 5 pieces, 16-square path, four dice with 0 = no move") {
  const RuleSet& r = *find_rule_set("blitz");
  CHECK(r.pieces == 5);
  CHECK(r.path_length == 16);
  CHECK(to_position(r, new_game(r)) == "blitz 5/-/0 5/-/0 l throw 0");
  CHECK(legal(pos("blitz 5/-/0 5/-/0 l move:0 0")) == "pass");
  CHECK(legal(pos("blitz 5/-/0 5/-/0 l move:4 0")) == "enter 3");
}

TEST_CASE("blitz: capturing gives another throw") {
  // board: blitz 4/5/0 4/6/0 l move:1 10
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . L D * . . . .
  // 2  * . . .     * .
  const Position p = pos("blitz 4/5/0 4/6/0 l move:1 10");
  CHECK(after(p, "move 5 6") == "blitz 4/6/0 5/-/0 l throw 10 extra");
}

TEST_CASE("blitz: a capture on a rosette gives one extra throw, not two") {
  // board: blitz 4/5/0 4/7/0 l move:2 10
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . L . D . . . .
  // 2  * . . .     * .
  const Position p = pos("blitz 4/5/0 4/7/0 l move:2 10");
  CHECK(legal(p) == set_of("enter 1, move 5 7"));  // rosettes are not safe
  CHECK(after(p, "move 5 7") == "blitz 4/7/0 5/-/0 l throw 10 extra");
  // The one extra throw is played; a plain move then ends the turn.
  const Position e = pos("blitz 4/7/0 5/-/0 l move:1 10 extra");
  CHECK(legal(e) == set_of("enter 0, move 7 8"));
  CHECK(after(e, "move 7 8") == "blitz 4/8/0 5/-/0 d throw 11");
}
