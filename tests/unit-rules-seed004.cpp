// Rules of seed 004's family: classic, murray, british-museum, bell (rules.md 4-7).
// Boards are drawn light's side on top (row 0); L / D are pieces, * an empty rosette.
#include "unit-core-support.hpp"

using namespace ur;
using namespace ur::test;

// ------------------------------------------------------------------ classic

TEST_CASE("classic: 16-square path, 7 pieces, three dice with no marked tip = 4") {
  const RuleSet& r = *find_rule_set("classic");
  CHECK(r.path_length == 16);
  CHECK(r.pieces == 7);
  CHECK(r.dice_count == 3);
  CHECK(r.move_value(0) == 4);
  for (int o = 1; o <= 3; ++o) CHECK(r.move_value(o) == o);
  const Position p = pos("classic 7/-/0 7/-/0 l move:0 0");
  CHECK(legal(p) == "enter 3");
  CHECK(after(p, "enter 3") == "classic 6/3/0 7/-/0 l throw 0 extra");  // rosette: again
}

TEST_CASE("classic: a piece may not land on a rosette held by the opponent") {
  // board: classic 6/4/0 6/7/0 l move:3 10
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  L . . D . . . .
  // 2  * . . .     * .
  CHECK(legal(pos("classic 6/4/0 6/7/0 l move:3 10")) == "enter 2");
}

TEST_CASE("classic: a piece may not land on its own piece; elsewhere it captures") {
  // board: classic 5/4,5/0 6/6/0 l move:1 10
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  L L D * . . . .
  // 2  * . . .     * .
  const Position p = pos("classic 5/4,5/0 6/6/0 l move:1 10");
  CHECK(legal(p) == set_of("enter 0, move 5 6"));  // 4 -> 5 is its own piece
  CHECK(after(p, "move 5 6") == "classic 5/4,6/0 7/-/0 d throw 11");
}

TEST_CASE("classic: exact bear-off") {
  // board: classic 0/14,15/5 7/-/0 l move:2 60
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     L L
  // 1  . . . * . . . .
  // 2  * . . .     * .
  CHECK(legal(pos("classic 0/14,15/5 7/-/0 l move:1 60")) == "move 15 off");
  CHECK(legal(pos("classic 0/14,15/5 7/-/0 l move:2 60")) == "move 14 off");
  CHECK(legal(pos("classic 0/14,15/5 7/-/0 l move:3 60")) == "pass");
}

TEST_CASE("classic: the player throwing highest starts; ties are thrown again") {
  const RuleSet& r = *find_rule_set("classic");
  State s = new_game(r);
  CHECK(to_position(r, s) == "classic 7/-/0 7/-/0 l throwoff 0");
  apply_chance(r, s, 1);  // light throws 1
  CHECK(to_position(r, s) == "classic 7/-/0 7/-/0 d throwoff 0 offthrow=1");
  CHECK(after_throw(r, s, 3) == "classic 7/-/0 7/-/0 d throw 0");      // dark's 3 beats 1
  CHECK(after_throw(r, s, 1) == "classic 7/-/0 7/-/0 l throwoff 0");   // tie: again
  State t = new_game(r);
  apply_chance(r, t, 0);  // no marked tip = 4, the highest throw
  CHECK(after_throw(r, t, 3) == "classic 7/-/0 7/-/0 l throw 0");
}

// ------------------------------------------------------------------ murray

TEST_CASE("murray: the 27-square path goes back in and round the own edge; off on the 28th step") {
  const RuleSet& r = *find_rule_set("murray");
  CHECK(r.path_length == 27);
  CHECK(r.path[kLight][15] == square_at(0, 6));
  for (int i = 16; i <= 22; ++i) CHECK(r.path[kLight][static_cast<unsigned>(i)] == square_at(1, 22 - i));
  for (int i = 23; i <= 26; ++i) CHECK(r.path[kLight][static_cast<unsigned>(i)] == square_at(0, i - 23));
  CHECK(r.path[kDark][26] == square_at(2, 3));
  // board: murray 4/24,25,26/0 7/-/0 l move:1 50
  //    0 1 2 3 4 5 6 7
  // 0  * L L L     * .
  // 1  . . . * . . . .
  // 2  * . . .     * .
  // With 1 even entering is blocked: index 0 is (0,3), where index 26 stands.
  CHECK(legal(pos("murray 4/24,25,26/0 7/-/0 l move:1 50")) == "move 26 off");
  CHECK(legal(pos("murray 4/24,25,26/0 7/-/0 l move:3 50")) == set_of("move 24 off"));
}

TEST_CASE("murray: pieces are tracked by path index; a square visited twice blocks both visits") {
  // board: murray 5/3,20/0 7/-/0 l move:3 30
  //    0 1 2 3 4 5 6 7
  // 0  L . . .     * .
  // 1  . . L * . . . .
  // 2  * . . .     * .
  // Index 3 is (0,0) and index 20 is (1,2); 20+3 = 23 is (0,0) again and 3+3 = 6 is (1,2)
  // again: both moves land on light's own piece.
  CHECK(legal(pos("murray 5/3,20/0 7/-/0 l move:3 30")) == "enter 2");
  CHECK(legal(pos("murray 5/3,20/0 7/-/0 l move:1 30")) == set_of("enter 0, move 3 4, move 20 21"));
}

TEST_CASE("murray: a capture on a twice-visited square removes the right piece") {
  // board: murray 6/5/0 6/18/0 l move:3 30
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . L . * D . . .
  // 2  * . . .     * .
  // Dark's piece on (1,4) is at its index 18 (on the way back); light lands there at 8.
  const Position p = pos("murray 6/5/0 6/18/0 l move:3 30");
  CHECK(legal(p) == set_of("enter 2, move 5 8"));
  CHECK(after(p, "move 5 8") == "murray 6/8/0 7/-/0 d throw 31");
  // And the other way round: light on its way back (16 = (1,6)) hits dark's index 8.
  const Position q = pos("murray 6/16/0 6/8/0 l move:2 30");
  CHECK(after(q, "move 16 18") == "murray 6/18/0 7/-/0 d throw 31");
}

// ------------------------------------------------------------------ british-museum

TEST_CASE("british-museum: four dice (4 marked = 4, none = no move), 5 pieces, 14 squares") {
  const RuleSet& r = *find_rule_set("british-museum");
  CHECK(r.pieces == 5);
  CHECK(r.path_length == 14);
  CHECK(r.dice_count == 4);
  CHECK(r.path[kLight][11] == square_at(1, 7));  // the 12th square, one more to the edge
  CHECK(r.path[kLight][12] == square_at(0, 7));
  CHECK(legal(pos("british-museum 5/-/0 5/-/0 l move:0 0")) == "pass");
  const Position p = pos("british-museum 5/-/0 5/-/0 l move:4 0");
  CHECK(legal(p) == "enter 3");
  CHECK(after(p, "enter 3") == "british-museum 4/3/0 5/-/0 l throw 0 extra");
  CHECK(new_game(r).phase == Phase::ThrowOff);
}

TEST_CASE("british-museum: a rosette held by the opponent cannot be landed on") {
  // board: british-museum 3/5/1 4/7/0 l move:2 10
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . L . D . . . .
  // 2  * . . .     * .
  CHECK(legal(pos("british-museum 3/5/1 4/7/0 l move:2 10")) == "enter 1");
}

// ------------------------------------------------------------------ bell

TEST_CASE("bell: throw table 0 -> 4 and again, 1 -> no move, 2 -> 1 and again, 3 -> 5 and again") {
  const RuleSet& r = *find_rule_set("bell");
  CHECK(r.move_value(0) == 4);
  CHECK(r.move_value(1) == 0);
  CHECK(r.move_value(2) == 1);
  CHECK(r.move_value(3) == 5);
  // board: bell 6/5/0 7/-/0 l move:0 10 coins=18,18,4
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . L . * . . . .
  // 2  * . . .     * .
  const Position p = pos("bell 6/5/0 7/-/0 l move:0 10 coins=18,18,4");
  CHECK(legal(p) == "move 5 9");
  CHECK(after(p, "move 5 9") == "bell 6/9/0 7/-/0 l throw 10 extra coins=18,18,4");
  const Position one = pos("bell 6/5/0 7/-/0 l move:1 10 coins=18,18,4");
  CHECK(legal(one) == "pass");  // one marked: no move, the turn ends
  CHECK(after(one, "pass") == "bell 6/5/0 7/-/0 d throw 11 coins=18,18,4");
  const Position two = pos("bell 6/5/0 7/-/0 l move:2 10 coins=18,18,4");
  CHECK(after(two, "move 5 6") == "bell 6/6/0 7/-/0 l throw 10 extra coins=18,18,4");
}

TEST_CASE("bell: a piece enters only on three marked, onto the fifth square") {
  // board: bell 7/-/0 7/-/0 l move:3 0 coins=18,18,4
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . . . * . . . .
  // 2  * . . .     * .
  const Position p = pos("bell 7/-/0 7/-/0 l move:3 0 coins=18,18,4");
  CHECK(legal(p) == "enter 4");
  CHECK(after(p, "enter 4") == "bell 6/4/0 7/-/0 l throw 0 extra coins=18,18,4");
  CHECK(legal(pos("bell 7/-/0 7/-/0 l move:0 0 coins=18,18,4")) == "pass");
  CHECK(legal(pos("bell 7/-/0 7/-/0 l move:2 0 coins=18,18,4")) == "pass");
}

TEST_CASE("bell: a pass loses the throw's extra throw") {
  // board: bell 6/13/0 7/-/0 l move:0 10 coins=18,18,4
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     L .
  // 1  . . . * . . . .
  // 2  * . . .     * .
  const Position p = pos("bell 6/13/0 7/-/0 l move:0 10 coins=18,18,4");
  CHECK(legal(p) == "pass");
  CHECK(after(p, "pass") == "bell 6/13/0 7/-/0 d throw 11 coins=18,18,4");
}

TEST_CASE("bell: stakes of 2 each from purses of 20; a rosette landing pays a fine of 1") {
  const RuleSet& r = *find_rule_set("bell");
  CHECK(to_position(r, new_game(r)) == "bell 7/-/0 7/-/0 l throwoff 0 coins=18,18,4");
  // board: bell 6/6/0 7/-/0 l move:2 10 coins=18,18,4
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . . L * . . . .
  // 2  * . . .     * .
  const Position p = pos("bell 6/6/0 7/-/0 l move:2 10 coins=18,18,4");
  CHECK(after(p, "move 6 7") == "bell 6/7/0 7/-/0 l throw 10 extra coins=17,18,5");
  // A player who cannot pay pays what they have.
  const Position broke = pos("bell 6/6/0 7/-/0 l move:2 10 coins=0,36,4");
  CHECK(after(broke, "move 6 7") == "bell 6/7/0 7/-/0 l throw 10 extra coins=0,36,4");
}

TEST_CASE("bell: rosettes are safe") {
  // board: bell 6/6/0 6/7/0 l move:2 10 coins=18,18,4
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . . L D . . . .
  // 2  * . . .     * .
  CHECK(legal(pos("bell 6/6/0 6/7/0 l move:2 10 coins=18,18,4")) == "pass");
}

TEST_CASE("bell: the winner takes the pot and purses carry over to the next game") {
  // board: bell 0/13/6 0/13/6 l move:2 80 coins=15,17,8
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     L .
  // 1  . . . * . . . .
  // 2  * . . .     D .
  const Position p = pos("bell 0/13/6 0/13/6 l move:2 80 coins=15,17,8");
  const State end = play(p, "move 13 off");
  CHECK(to_position(p.rules, end) == "bell 0/-/7 0/13/6 l over:l 80 coins=23,17,0");
  const Result res = result(p.rules, end);
  CHECK(res.coins == std::array<int, 2>{23, 17});
  CHECK(res.pot == 0);
  const State next = next_game(p.rules, end);
  CHECK(to_position(p.rules, next) == "bell 7/-/0 7/-/0 l throwoff 0 coins=21,15,4");
  // A purse with less than the stake pays what it has.
  const Position q = pos("bell 0/-/7 0/13/6 l over:l 80 coins=39,1,0");
  CHECK(to_position(q.rules, next_game(q.rules, q.state)) == "bell 7/-/0 7/-/0 l throwoff 0 coins=37,0,3");
}

TEST_CASE("bell: the highest throw starts (three marked = 5 beats none marked = 4)") {
  const RuleSet& r = *find_rule_set("bell");
  State s = new_game(r);
  apply_chance(r, s, 0);  // light: 4
  CHECK(after_throw(r, s, 3) == "bell 7/-/0 7/-/0 d throw 0 coins=18,18,4");
}
