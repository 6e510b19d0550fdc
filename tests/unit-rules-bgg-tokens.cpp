// Rules of bgg (seed 003) and tokens (seed 002): rules.md sections 8 and 9.
// Boards are drawn light's side on top (row 0); L / D are pieces, * an empty rosette.
#include "unit-core-support.hpp"

using namespace ur;
using namespace ur::test;

// ------------------------------------------------------------------ bgg

TEST_CASE("bgg: entering with value v lands on square v") {
  const RuleSet& r = *find_rule_set("bgg");
  CHECK(r.path_length == 16);
  CHECK(r.pieces == 7);
  CHECK(legal(pos("bgg 7/-/0 7/-/0 l move:1 0")) == "enter 0");
  CHECK(legal(pos("bgg 7/-/0 7/-/0 l move:2 0")) == "enter 1");
  CHECK(legal(pos("bgg 7/-/0 7/-/0 l move:3 0")) == "enter 2");
  CHECK(legal(pos("bgg 7/-/0 7/-/0 l move:0 0")) == "enter 3");  // no marked tip = 4
}

TEST_CASE("bgg: a throw of 4 gives another throw after the move") {
  // board: bgg 6/5/0 7/-/0 l move:0 10
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . L . * . . . .
  // 2  * . . .     * .
  const Position p = pos("bgg 6/5/0 7/-/0 l move:0 10");
  CHECK(legal(p) == set_of("enter 3, move 5 9"));
  CHECK(after(p, "move 5 9") == "bgg 6/9/0 7/-/0 l throw 10 extra");
  CHECK(after(p, "enter 3") == "bgg 5/3,5/0 7/-/0 l throw 10 extra");
}

TEST_CASE("bgg: rosettes give no extra throw") {
  // board: bgg 6/5/0 7/-/0 l move:2 10
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . L . * . . . .
  // 2  * . . .     * .
  CHECK(after(pos("bgg 6/5/0 7/-/0 l move:2 10"), "move 5 7") == "bgg 6/7/0 7/-/0 d throw 11");
}

TEST_CASE("bgg: one piece per square; captures except on a rosette") {
  // board: bgg 5/5,6/0 5/7,8/0 l move:2 10
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . L L D D . . .
  // 2  * . . .     * .
  const Position p = pos("bgg 5/5,6/0 5/7,8/0 l move:2 10");
  CHECK(legal(p) == set_of("enter 1, move 6 8"));  // 5 -> 7: a safe rosette
  CHECK(after(p, "move 6 8") == "bgg 5/5,8/0 6/7/0 d throw 11");
  CHECK(legal(pos("bgg 5/5,6/0 5/7,8/0 l move:1 10")) == set_of("enter 0"));  // own, and rosette
}

TEST_CASE("bgg: the first four squares of each side are private") {
  const RuleSet& r = *find_rule_set("bgg");
  for (int i = 0; i < 4; ++i) {
    const SquareId light_sq = r.path[kLight][static_cast<unsigned>(i)];
    const SquareId dark_sq = r.path[kDark][static_cast<unsigned>(i)];
    CHECK(r.index_of[kDark][light_sq][0] == 0xFF);
    CHECK(r.index_of[kLight][dark_sq][0] == 0xFF);
  }
}

TEST_CASE("bgg: with no legal move the turn passes and a pending extra throw is lost") {
  // board: bgg 0/14,15/5 7/-/0 l move:0 60
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     L L
  // 1  . . . * . . . .
  // 2  * . . .     * .
  const Position p = pos("bgg 0/14,15/5 7/-/0 l move:0 60");  // a 4, worth another throw
  CHECK(legal(p) == "pass");
  CHECK(after(p, "pass") == "bgg 0/14,15/5 7/-/0 d throw 61");
}

TEST_CASE("bgg: the starting player is chosen at random") {
  const RuleSet& r = *find_rule_set("bgg");
  const State s = new_game(r);
  CHECK(s.phase == Phase::ThrowOff);
  const ChanceList c = chance_outcomes(r, s);
  REQUIRE(c.size() == 2);
  CHECK(c[0].probability() == 0.5);
  CHECK(c[1].probability() == 0.5);
  CHECK(after_throw(r, s, 0) == "bgg 7/-/0 7/-/0 l throw 0");
  CHECK(after_throw(r, s, 1) == "bgg 7/-/0 7/-/0 d throw 0");
}

TEST_CASE("bgg: first to bear off all 7 wins") {
  const Position p = pos("bgg 0/15/6 0/15/6 d move:1 90");
  CHECK(after(p, "move 15 off") == "bgg 0/15/6 0/-/7 d over:d 90");
}

// ------------------------------------------------------------------ tokens

TEST_CASE("tokens: 21 tokens, 7 each and 7 in the reserve; the 14-square path") {
  const RuleSet& r = *find_rule_set("tokens");
  CHECK(r.path_length == 14);
  CHECK(to_position(r, new_game(r)) == "tokens 7/-/0 7/-/0 l throwoff 0 tokens=7,7,7");
}

TEST_CASE("tokens: throw table 1 -> 1 and again, 2 -> 2, 3 -> 3 and again, 0 -> 4") {
  const RuleSet& r = *find_rule_set("tokens");
  CHECK(r.move_value(1) == 1);
  CHECK(r.throw_table[1].extra_throw);
  CHECK(r.move_value(2) == 2);
  CHECK_FALSE(r.throw_table[2].extra_throw);
  CHECK(r.move_value(3) == 3);
  CHECK(r.throw_table[3].extra_throw);
  CHECK(r.move_value(0) == 4);
  CHECK_FALSE(r.throw_table[0].extra_throw);
  // board: tokens 6/4/0 7/-/0 l move:2 10 tokens=2,5,14
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  L . . * . . . .
  // 2  * . . .     * .
  CHECK(after(pos("tokens 6/4/0 7/-/0 l move:2 10 tokens=2,5,14"), "move 4 6") ==
        "tokens 6/6/0 7/-/0 d start 11 tokens=2,5,14");  // dark could pay 4 to enter
}

TEST_CASE("tokens: entering needs an exact 1, and a 1 may enter instead of moving") {
  // board: tokens 6/5/0 7/-/0 l move:1 10 tokens=3,3,15
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . L . * . . . .
  // 2  * . . .     * .
  const Position p = pos("tokens 6/5/0 7/-/0 l move:1 10 tokens=3,3,15");
  CHECK(legal(p) == set_of("enter 0, move 5 6"));
  CHECK(after(p, "enter 0") == "tokens 5/0,5/0 7/-/0 l throw 10 extra tokens=3,3,15");
  CHECK(legal(pos("tokens 6/5/0 7/-/0 l move:3 10 tokens=3,3,15")) == "move 5 8");
  CHECK(legal(pos("tokens 7/-/0 7/-/0 l move:2 10 tokens=3,3,15")) == "pass");
}

TEST_CASE("tokens: before throwing a player may pay 4 tokens to put a piece on the first square") {
  // board: tokens 6/5/0 7/-/0 l start 10 tokens=7,7,7
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . L . * . . . .
  // 2  * . . .     * .
  const Position p = pos("tokens 6/5/0 7/-/0 l start 10 tokens=7,7,7");
  CHECK(legal(p) == set_of("pay, throw"));
  CHECK(after(p, "pay") == "tokens 5/0,5/0 7/-/0 l throw 10 tokens=3,7,11");
  CHECK(after(p, "throw") == "tokens 6/5/0 7/-/0 l throw 10 tokens=7,7,7");
  // Dark's move (onto its rosette: +1 token, no extra throw in this rule set) hands the
  // turn to light: with 4 tokens light gets the choice, with 3 it just throws.
  const Position four = pos("tokens 6/5/0 6/1/0 d move:2 10 tokens=4,7,10");
  CHECK(after(four, "move 1 3") == "tokens 6/5/0 6/3/0 l start 11 tokens=4,8,9");
  const Position three = pos("tokens 6/5/0 6/1/0 d move:2 10 tokens=3,7,11");
  CHECK(after(three, "move 1 3") == "tokens 6/5/0 6/3/0 l throw 11 tokens=3,8,10");
}

TEST_CASE("tokens: the first to throw a 1 starts, and plays that throw") {
  const RuleSet& r = *find_rule_set("tokens");
  State s = new_game(r);
  apply_chance(r, s, 2);  // light: a 2
  CHECK(to_position(r, s) == "tokens 7/-/0 7/-/0 d throwoff 0 tokens=7,7,7");
  apply_chance(r, s, 0);  // dark: a 4
  apply_chance(r, s, 3);  // light: a 3
  CHECK(to_position(r, s) == "tokens 7/-/0 7/-/0 d throwoff 0 tokens=7,7,7");
  apply_chance(r, s, 1);  // dark: a 1 -> dark starts with it
  CHECK(to_position(r, s) == "tokens 7/-/0 7/-/0 d move:1 0 tokens=7,7,7");
  CHECK(legal(r, s) == "enter 0");
  // The 1 gives another throw; the first square is now taken, so no paying to enter.
  CHECK(to_position(r, play(r, s, "enter 0")) == "tokens 7/-/0 6/0/0 d throw 0 extra tokens=7,7,7");
}

TEST_CASE("tokens: a capture costs the captured piece's owner 1 token, paid to the capturer") {
  // board: tokens 6/5/0 6/6/0 l move:1 10 tokens=2,5,14
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . L D * . . . .
  // 2  * . . .     * .
  const Position p = pos("tokens 6/5/0 6/6/0 l move:1 10 tokens=2,5,14");
  CHECK(legal(p) == set_of("enter 0, move 5 6"));
  CHECK(after(p, "move 5 6") == "tokens 6/6/0 7/-/0 l throw 10 extra tokens=3,4,14");
}

TEST_CASE("tokens: a piece on a chance square is protected") {
  // board: tokens 0/4/6 6/7/0 l move:3 50 tokens=2,5,14
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  L . . D . . . .
  // 2  * . . .     * .
  CHECK(legal(pos("tokens 0/4/6 6/7/0 l move:3 50 tokens=2,5,14")) == "pass");
}

TEST_CASE("tokens: stopping on a chance square earns a token from the reserve") {
  // board: tokens 6/4/0 7/-/0 l move:3 10 tokens=2,5,14
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  L . . * . . . .
  // 2  * . . .     * .
  const Position p = pos("tokens 6/4/0 7/-/0 l move:3 10 tokens=2,5,14");
  CHECK(after(p, "move 4 7") == "tokens 6/7/0 7/-/0 l throw 10 extra tokens=3,5,13");
  const Position empty = pos("tokens 6/4/0 7/-/0 l move:3 10 tokens=10,11,0");
  CHECK(after(empty, "move 4 7") == "tokens 6/7/0 7/-/0 l start 10 extra tokens=10,11,0");
}

TEST_CASE("tokens: passing over a chance square costs 2 tokens, bearing off past the last one too") {
  // board: tokens 6/5/0 7/-/0 l move:0 10 tokens=5,5,11
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . L . * . . . .
  // 2  * . . .     * .
  const Position p = pos("tokens 6/5/0 7/-/0 l move:0 10 tokens=5,5,11");  // a 4: 5 -> 9 over 7
  CHECK(after(p, "move 5 9") == "tokens 6/9/0 7/-/0 d start 11 tokens=3,5,13");
  // board: tokens 0/10,12/5 7/-/0 l move:2 60 tokens=4,6,11
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * L
  // 1  . . . * . . L .
  // 2  * . . .     * .
  const Position q = pos("tokens 0/10,12/5 7/-/0 l move:2 60 tokens=4,6,11");
  CHECK(legal(q) == "move 12 off");  // 10 -> 12 is its own piece
  CHECK(after(q, "move 12 off") == "tokens 0/10/6 7/-/0 d start 61 tokens=2,6,13");
  // Bearing off from the rosette itself passes over nothing.
  const Position r13 = pos("tokens 0/10,13/5 7/-/0 l move:1 60 tokens=4,6,11");
  CHECK(after(r13, "move 13 off") == "tokens 0/10/6 7/-/0 l throw 60 extra tokens=4,6,11");
}

TEST_CASE("tokens: no legal move: pass and pay 1 token to the reserve") {
  // board: tokens 0/13/6 7/-/0 l move:3 50 tokens=5,5,11
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     L .
  // 1  . . . * . . . .
  // 2  * . . .     * .
  const Position p = pos("tokens 0/13/6 7/-/0 l move:3 50 tokens=5,5,11");
  CHECK(legal(p) == "pass");
  CHECK(after(p, "pass") == "tokens 0/13/6 7/-/0 d start 51 tokens=4,5,12");
}

TEST_CASE("tokens: a player who cannot pay pays what they have and misses the next turn") {
  // board: tokens 0/13/6 6/5/0 l move:3 20 tokens=0,8,13
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     L .
  // 1  . D . * . . . .
  // 2  * . . .     * .
  const Position p = pos("tokens 0/13/6 6/5/0 l move:3 20 tokens=0,8,13");
  const State s = play(p, "pass");
  CHECK(to_position(p.rules, s) == "tokens 0/13/6 6/5/0 d start 21 miss=l tokens=0,8,13");
  // Dark plays (a 2: 5 -> 7, a chance square), then light's turn is a forced miss.
  State t = play(p.rules, s, "throw");
  apply_chance(p.rules, t, 2);
  t = play(p.rules, t, "move 5 7");
  CHECK(to_position(p.rules, t) == "tokens 0/13/6 6/7/0 l start 22 miss=l tokens=0,9,12");
  CHECK(legal(p.rules, t) == "miss");
  CHECK(to_position(p.rules, play(p.rules, t, "miss")) == "tokens 0/13/6 6/7/0 d start 23 tokens=0,9,12");
  // A capture that the victim cannot pay for: the victim misses its next turn.
  const Position c = pos("tokens 6/5/0 6/6/0 l move:1 10 tokens=3,0,18");
  CHECK(after(c, "move 5 6") == "tokens 6/6/0 7/-/0 l throw 10 extra miss=d tokens=3,0,18");
}

TEST_CASE("tokens: the winner takes the reserve and the loser pays 1 per piece on the board, 2 per piece not entered") {
  // board: tokens 0/13/6 3/2,5/2 l move:1 70 tokens=7,5,9
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     L .
  // 1  . D . * . . . .
  // 2  * D . .     * .
  const Position p = pos("tokens 0/13/6 3/2,5/2 l move:1 70 tokens=7,5,9");
  const State s = play(p, "move 13 off");  // dark owes 2 + 6 = 8 but has 5
  CHECK(to_position(p.rules, s) == "tokens 0/-/7 3/2,5/2 l over:l 70 tokens=21,0,0");
  const Position q = pos("tokens 0/13/6 1/2,5/4 l move:1 70 tokens=1,12,8");
  const Result res = result(q.rules, play(q, "move 13 off"));  // dark owes 2 + 2 = 4
  CHECK(res.winner == Winner::Light);
  CHECK(res.tokens == std::array<int, 2>{13, 8});
  CHECK(res.reserve == 0);
}
