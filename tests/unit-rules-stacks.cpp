// Rules of the stack rule sets: jeu-royal (seed 001) and ravensburger (seed 000),
// rules.md sections 10 and 11. Boards show each square's stacks bottom to top:
// l / d light / dark pieces showing their first face (engraved; blue), L / D the second
// face (plain, homebound; red); two stacks on one square are separated by '|'.
#include "unit-core-support.hpp"

using namespace ur;
using namespace ur::test;

// ------------------------------------------------------------------ jeu-royal

TEST_CASE("jeu-royal: 21-square path with square 13 = (0,6), back along the middle row to (0,0)") {
  const RuleSet& r = *find_rule_set("jeu-royal");
  CHECK(r.path_length == 21);
  CHECK(r.flip_index == 12);
  CHECK(r.path[kLight][0] == square_at(0, 0));
  CHECK(r.path[kLight][8] == square_at(2, 6));
  CHECK(r.path[kLight][12] == square_at(0, 6));
  CHECK(r.path[kLight][13] == square_at(1, 6));
  CHECK(r.path[kLight][19] == square_at(1, 0));
  CHECK(r.path[kLight][20] == square_at(0, 0));
  CHECK(r.path[kDark][12] == square_at(2, 6));
  CHECK(is_rosette(r.path[kLight][12]));
}

TEST_CASE("jeu-royal: throw table 0 -> 4, 1 -> no move, 2 -> 1, 3 -> 5; one action, no extra throws") {
  const RuleSet& r = *find_rule_set("jeu-royal");
  CHECK(r.move_value(0) == 4);
  CHECK(r.move_value(1) == 0);
  CHECK(r.move_value(2) == 1);
  CHECK(r.move_value(3) == 5);
  for (const ThrowEntry& e : r.throw_table) CHECK_FALSE(e.extra_throw);
  CHECK(legal(pos("jeu-royal 6/-/0 7/-/0 l move:1 5 score=0,0 stacks=11:l")) == "pass");
  // board: jeu-royal 6/-/0 7/-/0 l move:0 5 score=0,0 stacks=11:l
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . l . * . . . .
  // 2  * . . .     * .
  const Position p = pos("jeu-royal 6/-/0 7/-/0 l move:0 5 score=0,0 stacks=11:l");
  CHECK(legal(p) == "move 2 6");
  // No extra throw, whatever the throw or the square: the turn passes.
  CHECK(after(p, "move 2 6") == "jeu-royal 6/-/0 7/-/0 d throw 6 score=0,0 stacks=15:l");
  CHECK(after(pos("jeu-royal 6/-/0 7/-/0 l move:3 5 score=0,0 stacks=13:l"), "move 4 9") ==
        "jeu-royal 6/-/0 7/-/0 d throw 6 score=0,0 stacks=27:l");
}

TEST_CASE("jeu-royal: a piece enters only on a 1 or a 5, onto (0,0), without moving") {
  // board: jeu-royal 7/-/0 7/-/0 l move:2 0 score=0,0 stacks=-
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . . . * . . . .
  // 2  * . . .     * .
  const Position p = pos("jeu-royal 7/-/0 7/-/0 l move:2 0 score=0,0 stacks=-");
  CHECK(legal(p) == "enter 0");
  CHECK(after(p, "enter 0") == "jeu-royal 6/-/0 7/-/0 d throw 1 score=0,0 stacks=00:l");
  CHECK(legal(pos("jeu-royal 7/-/0 7/-/0 l move:3 0 score=0,0 stacks=-")) == "enter 0");
  CHECK(legal(pos("jeu-royal 7/-/0 7/-/0 l move:0 0 score=0,0 stacks=-")) == "pass");
  CHECK(legal(pos("jeu-royal 7/-/0 7/-/0 l move:1 0 score=0,0 stacks=-")) == "pass");
  // An entering piece joins the engraved stack already on (0,0).
  const Position q = pos("jeu-royal 5/-/0 7/-/0 l move:2 4 score=0,0 stacks=00:l,11:l");
  CHECK(legal(q) == set_of("enter 0, move 0 1, move 2 3"));
  CHECK(after(q, "enter 0") == "jeu-royal 4/-/0 7/-/0 d throw 5 score=0,0 stacks=00:ll,11:l");
}

TEST_CASE("jeu-royal: instead of throwing, a player with a piece on a rosette may place a piece on (0,0)") {
  // board: jeu-royal 6/-/0 7/-/0 l start 2 score=0,0 stacks=13:l
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . . . l . . . .
  // 2  * . . .     * .
  const Position p = pos("jeu-royal 6/-/0 7/-/0 l start 2 score=0,0 stacks=13:l");
  CHECK(legal(p) == set_of("place, throw"));
  CHECK(after(p, "place") == "jeu-royal 5/-/0 7/-/0 d throw 3 score=0,0 stacks=00:l,13:l");
  CHECK(after(p, "throw") == "jeu-royal 6/-/0 7/-/0 l throw 2 score=0,0 stacks=13:l");
  // A piece held prisoner on a rosette does not count.
  CHECK(legal(pos("jeu-royal 6/-/0 6/-/0 l start 2 score=0,0 stacks=13:ld")) == "throw");
  // The turn flow offers the choice only when it exists.
  const Position d = pos("jeu-royal 6/-/0 6/-/0 d move:2 2 score=0,0 stacks=12:d,13:l");
  CHECK(after(d, "move 3 4") == "jeu-royal 6/-/0 6/-/0 l throw 3 score=0,0 stacks=13:ld");
  CHECK(after(pos("jeu-royal 6/-/0 6/-/0 d move:2 2 score=0,0 stacks=11:d,13:l"), "move 2 3") ==
        "jeu-royal 6/-/0 6/-/0 l start 3 score=0,0 stacks=12:d,13:l");
}

TEST_CASE("jeu-royal: a stack ending on a stack of the same face goes on top; the pieces below are prisoners") {
  // board: jeu-royal 6/-/0 6/-/0 l move:2 5 score=0,0 stacks=11:l,12:d
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . l d * . . . .
  // 2  * . . .     * .
  const Position p = pos("jeu-royal 6/-/0 6/-/0 l move:2 5 score=0,0 stacks=11:l,12:d");
  CHECK(legal(p) == set_of("enter 0, move 2 3"));
  const State s = play(p, "move 2 3");
  CHECK(to_position(p.rules, s) == "jeu-royal 6/-/0 6/-/0 d throw 6 score=0,0 stacks=12:dl");
  // The dark piece is now a prisoner: dark has nothing to move.
  State t = s;
  apply_chance(p.rules, t, 0);  // a 4: no entering
  CHECK(legal(p.rules, t) == "pass");
  // Engraved stacks on the small block join too, even though the two sides go round it in
  // opposite directions: the rule is the face.
  const Position q = pos("jeu-royal 6/-/0 6/-/0 d move:2 9 score=0,0 stacks=17:d,27:l");
  CHECK(after(q, "move 10 11") == "jeu-royal 6/-/0 6/-/0 l throw 10 score=0,0 stacks=27:ld");
}

TEST_CASE("jeu-royal: stacks with different faces share a square and ignore each other") {
  // board: jeu-royal 6/-/0 6/-/0 l move:2 5 score=0,0 stacks=11:l,12:D
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . l D * . . . .
  // 2  * . . .     * .
  const Position p = pos("jeu-royal 6/-/0 6/-/0 l move:2 5 score=0,0 stacks=11:l,12:D");
  const State s = play(p, "move 2 3");
  CHECK(to_position(p.rules, s) == "jeu-royal 6/-/0 6/-/0 d throw 6 score=0,0 stacks=12:l,12:D");
  // Dark's plain stack moves on (homebound, towards (1,0)), leaving light's alone.
  State t = s;
  apply_chance(p.rules, t, 2);
  CHECK(legal(p.rules, t) == set_of("enter 0, move 17 18"));
  CHECK(to_position(p.rules, play(p.rules, t, "move 17 18")) ==
        "jeu-royal 6/-/0 6/-/0 l throw 7 score=0,0 stacks=11:D,12:l");
}

TEST_CASE("jeu-royal: a stack moves whole or splits just above one of your own pieces") {
  // board: jeu-royal 4/-/0 5/-/0 l move:2 20 score=0,0 stacks=12:ldldl
  //    0     1     2     3     4     5     6     7
  // 0  *     .     .     .                 *     .
  // 1  .     .     ldldl *     .     .     .     .
  // 2  *     .     .     .                 *     .
  const Position p = pos("jeu-royal 4/-/0 5/-/0 l move:2 20 score=0,0 stacks=12:ldldl");
  CHECK(legal(p) == set_of("enter 0, move 3 4 x5, move 3 4 x4, move 3 4 x2"));
  CHECK(after(p, "move 3 4 x2") == "jeu-royal 4/-/0 5/-/0 d throw 21 score=0,0 stacks=12:ldl,13:dl");
  CHECK(after(p, "move 3 4 x4") == "jeu-royal 4/-/0 5/-/0 d throw 21 score=0,0 stacks=12:l,13:dldl");
  // Your own pieces on one square move together, or any top part of them.
  const Position own = pos("jeu-royal 4/-/0 7/-/0 l move:2 20 score=0,0 stacks=12:lll");
  CHECK(legal(own) == set_of("enter 0, move 3 4 x3, move 3 4 x2, move 3 4"));
}

TEST_CASE("jeu-royal: reaching or passing square 13 flips the whole stack") {
  // board: jeu-royal 6/-/0 6/-/0 l move:2 30 score=0,0 stacks=07:dl
  //    0  1  2  3  4  5  6  7
  // 0  *  .  .  .        *  dl
  // 1  .  .  .  *  .  .  .  .
  // 2  *  .  .  .        *  .
  const Position p = pos("jeu-royal 6/-/0 6/-/0 l move:2 30 score=0,0 stacks=07:dl");
  CHECK(legal(p) == set_of("enter 0, move 11 12 x2"));  // the dark piece is a prisoner
  CHECK(after(p, "move 11 12 x2") == "jeu-royal 6/-/0 6/-/0 d throw 31 score=0,0 stacks=06:DL");
  // Passing it: from (1,7) a 5 goes round to (1,4), homebound.
  const Position q = pos("jeu-royal 6/-/0 7/-/0 l move:3 30 score=0,0 stacks=17:l");
  CHECK(legal(q) == set_of("enter 0, move 10 15"));
  CHECK(after(q, "move 10 15") == "jeu-royal 6/-/0 7/-/0 d throw 31 score=0,0 stacks=14:L");
  // The flip happens on arrival, before meeting the stacks there: a dark engraved stack
  // on (0,6) (dark's 9th square) is not joined by light's stack turning plain there.
  const Position m = pos("jeu-royal 6/-/0 6/-/0 l move:2 30 score=0,0 stacks=06:d,07:l");
  CHECK(after(m, "move 11 12") == "jeu-royal 6/-/0 6/-/0 d start 31 score=0,0 stacks=06:d,06:L");
  const Position n = pos("jeu-royal 6/-/0 6/-/0 d move:2 30 score=0,0 stacks=26:l,27:d");
  CHECK(after(n, "move 11 12") == "jeu-royal 6/-/0 6/-/0 l start 31 score=0,0 stacks=26:l,26:D");
}

TEST_CASE("jeu-royal: no move past the last square; from it a stack leaves only on a 4") {
  // board: jeu-royal 0/-/5 7/-/0 l move:3 40 score=5,0 stacks=00:L,11:L
  //    0 1 2 3 4 5 6 7
  // 0  L . . .     * .
  // 1  . L . * . . . .
  // 2  * . . .     * .
  CHECK(legal(pos("jeu-royal 0/-/5 7/-/0 l move:3 40 score=5,0 stacks=00:L,11:L")) == "pass");
  CHECK(legal(pos("jeu-royal 0/-/5 7/-/0 l move:2 40 score=5,0 stacks=00:L,11:L")) == "move 18 19");
  const Position p = pos("jeu-royal 0/-/5 7/-/0 l move:0 40 score=5,0 stacks=00:L,11:L");
  CHECK(legal(p) == "move 20 off");
  CHECK(after(p, "move 20 off") == "jeu-royal 0/-/6 7/-/0 d throw 41 score=6,0 stacks=11:L");
}

TEST_CASE("jeu-royal: the score counts pieces borne off of either colour; 8 wins at once") {
  // board: jeu-royal 1/-/5 4/-/1 l move:0 60 score=6,0 stacks=00:DL,12:d
  //    0  1  2  3  4  5  6  7
  // 0  DL .  .  .        *  .
  // 1  .  .  d  *  .  .  .  .
  // 2  *  .  .  .        *  .
  const Position p = pos("jeu-royal 1/-/5 4/-/1 l move:0 60 score=6,0 stacks=00:DL,12:d");
  CHECK(legal(p) == "move 20 off x2");  // no own piece inside to split above
  const State s = play(p, "move 20 off x2");
  CHECK(to_position(p.rules, s) == "jeu-royal 1/-/6 4/-/2 l over:l 60 score=8,0 stacks=12:d");
  CHECK(result(p.rules, s).score == std::array<int, 2>{8, 0});
  // With an own piece inside, the top part alone may leave: it scores only what leaves.
  const Position q = pos("jeu-royal 1/-/4 4/-/1 l move:0 60 score=5,0 stacks=00:LDL,12:d");
  CHECK(legal(q) == set_of("move 20 off x3, move 20 off x2"));
  CHECK(after(q, "move 20 off x2") == "jeu-royal 1/-/5 4/-/2 d throw 61 score=7,0 stacks=00:L,12:d");
}

TEST_CASE("jeu-royal: when every piece has left, equal scores are a draw") {
  // board: jeu-royal 0/-/6 0/-/6 l move:0 90 score=5,7 stacks=00:DL
  //    0  1  2  3  4  5  6  7
  // 0  DL .  .  .        *  .
  // 1  .  .  .  *  .  .  .  .
  // 2  *  .  .  .        *  .
  // (With 7 a side the higher score always reaches 8 first, so the end is 7-7 or a win.)
  const Position p = pos("jeu-royal 0/-/6 0/-/6 l move:0 90 score=5,7 stacks=00:DL");
  const State s = play(p, "move 20 off x2");
  CHECK(to_position(p.rules, s) == "jeu-royal 0/-/7 0/-/7 l over:draw 90 score=7,7 stacks=-");
  CHECK(result(p.rules, s).winner == Winner::Draw);
}

TEST_CASE("jeu-royal: the highest throw starts, by value (three marked = 5 is highest)") {
  const RuleSet& r = *find_rule_set("jeu-royal");
  State s = new_game(r);
  apply_chance(r, s, 3);  // light: 5
  CHECK(after_throw(r, s, 0) == "jeu-royal 7/-/0 7/-/0 l throw 0 score=0,0 stacks=-");  // dark: 4
  CHECK(after_throw(r, s, 3) == "jeu-royal 7/-/0 7/-/0 l throwoff 0 score=0,0 stacks=-");  // tie
}

// ------------------------------------------------------------------ ravensburger

TEST_CASE("ravensburger: one die, 1-5 move, 6 no move; a piece may enter on square v any turn") {
  const RuleSet& r = *find_rule_set("ravensburger");
  CHECK(r.pieces == 10);
  CHECK(r.dice == DiceKind::D6);
  for (int face = 1; face <= 5; ++face) CHECK(r.move_value(face) == face);
  CHECK(r.move_value(6) == 0);
  CHECK(legal(pos("ravensburger 10/-/0 10/-/0 l move:6 0 stacks=-")) == "pass");
  const Position p = pos("ravensburger 10/-/0 10/-/0 l move:5 0 stacks=-");
  CHECK(legal(p) == "enter 4");  // a 5 lands on the first middle square
  CHECK(after(p, "enter 4") == "ravensburger 9/-/0 10/-/0 d throw 1 stacks=10:l");
  // board: ravensburger 9/-/0 10/-/0 l move:2 2 stacks=02:l
  //    0 1 2 3 4 5 6 7
  // 0  * . l .     * .
  // 1  . . . * . . . .
  // 2  * . . .     * .
  const Position q = pos("ravensburger 9/-/0 10/-/0 l move:2 2 stacks=02:l");
  CHECK(legal(q) == set_of("enter 1, move 1 3"));
  CHECK(after(q, "enter 1") == "ravensburger 8/-/0 10/-/0 d throw 3 stacks=02:ll");
}

TEST_CASE("ravensburger: your A1-A4 and goal squares are closed to the opponent") {
  const RuleSet& r = *find_rule_set("ravensburger");
  for (int i : {0, 1, 2, 3, 12, 13}) {
    CHECK(r.index_of[kDark][r.path[kLight][static_cast<unsigned>(i)]][0] == 0xFF);
    CHECK(r.index_of[kLight][r.path[kDark][static_cast<unsigned>(i)]][0] == 0xFF);
  }
  CHECK(r.path[kLight][12] == square_at(0, 7));  // A5
  CHECK(r.path[kLight][13] == square_at(0, 6));  // A6
}

TEST_CASE("ravensburger: capture by exact landing: your piece goes on top of the enemy") {
  // board: ravensburger 9/-/0 9/-/0 l move:2 5 stacks=11:l,13:d
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . l . d . . . .
  // 2  * . . .     * .
  const Position p = pos("ravensburger 9/-/0 9/-/0 l move:2 5 stacks=11:l,13:d");
  CHECK(legal(p) == set_of("enter 1, move 5 7"));
  CHECK(after(p, "move 5 7") == "ravensburger 9/-/0 9/-/0 d throw 6 stacks=13:dl");
}

TEST_CASE("ravensburger: tower splitting: the top piece moves with the prisoners beneath it, or alone") {
  // board: ravensburger 9/-/0 8/-/0 l move:1 20 stacks=13:ddl
  //    0   1   2   3   4   5   6   7
  // 0  *   .   .   .           *   .
  // 1  .   .   .   ddl .   .   .   .
  // 2  *   .   .   .           *   .
  const Position p = pos("ravensburger 9/-/0 8/-/0 l move:1 20 stacks=13:ddl");
  CHECK(legal(p) == set_of("enter 0, move 7 8 x3, move 7 8"));
  CHECK(after(p, "move 7 8 x3") == "ravensburger 9/-/0 8/-/0 d throw 21 stacks=14:ddl");
  CHECK(after(p, "move 7 8") == "ravensburger 9/-/0 8/-/0 d throw 21 stacks=13:dd,14:l");
  // Prisoners are the enemy pieces directly beneath, down to (not including) your own.
  const Position q = pos("ravensburger 8/-/0 9/-/0 l move:1 20 stacks=13:ldl");
  CHECK(legal(q) == set_of("enter 0, move 7 8 x2, move 7 8"));
  CHECK(after(q, "move 7 8 x2") == "ravensburger 8/-/0 9/-/0 d throw 21 stacks=13:l,14:dl");
}

TEST_CASE("ravensburger: your own stacked pieces move one at a time; a covered piece cannot move") {
  // board: ravensburger 6/-/0 9/-/0 l move:1 20 stacks=11:lll,15:ld
  //    0   1   2   3   4   5   6   7
  // 0  *   .   .   .           *   .
  // 1  .   lll .   *   .   ld  .   .
  // 2  *   .   .   .           *   .
  CHECK(legal(pos("ravensburger 6/-/0 9/-/0 l move:1 20 stacks=11:lll,15:ld")) == set_of("enter 0, move 5 6"));
}

TEST_CASE("ravensburger: goal squares need an exact throw; at most 5 own pieces on each") {
  // board: ravensburger 9/-/0 10/-/0 l move:3 20 stacks=17:l
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . . . * . . . l
  // 2  * . . .     * .
  CHECK(legal(pos("ravensburger 9/-/0 10/-/0 l move:3 20 stacks=17:l")) == "enter 2");
  CHECK(legal(pos("ravensburger 9/-/0 10/-/0 l move:2 20 stacks=17:l")) == set_of("enter 1, move 11 13"));
  CHECK(legal(pos("ravensburger 9/-/0 10/-/0 l move:1 20 stacks=17:l")) == set_of("enter 0, move 11 12"));
  // board: ravensburger 4/-/0 10/-/0 l move:1 40 stacks=07:lllll,17:l
  //    0     1     2     3     4     5     6     7
  // 0  *     .     .     .                 *     lllll
  // 1  .     .     .     *     .     .     .     l
  // 2  *     .     .     .                 *     .
  CHECK(legal(pos("ravensburger 4/-/0 10/-/0 l move:1 40 stacks=07:lllll,17:l")) ==
        set_of("enter 0, move 12 13"));
}

TEST_CASE("ravensburger: prisoners carried onto A6 leave the game; the piece arriving there turns red") {
  // board: ravensburger 9/-/0 8/-/0 l move:3 30 stacks=16:ddl
  //    0   1   2   3   4   5   6   7
  // 0  *   .   .   .           *   .
  // 1  .   .   .   *   .   .   ddl .
  // 2  *   .   .   .           *   .
  const Position p = pos("ravensburger 9/-/0 8/-/0 l move:3 30 stacks=16:ddl");
  CHECK(legal(p) == set_of("enter 2, move 10 13 x3, move 10 13"));
  CHECK(after(p, "move 10 13 x3") == "ravensburger 9/-/0 8/-/2 d throw 31 stacks=06:L");
  CHECK(after(p, "move 10 13") == "ravensburger 9/-/0 8/-/0 d throw 31 stacks=06:L,16:dd");
}

TEST_CASE("ravensburger: a red piece moves forward or backward along the goal squares and the middle row") {
  // board: ravensburger 9/-/0 10/-/0 l move:3 50 stacks=06:L
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     L .
  // 1  . . . * . . . .
  // 2  * . . .     * .
  CHECK(legal(pos("ravensburger 9/-/0 10/-/0 l move:3 50 stacks=06:L")) == set_of("enter 2, move 13 10"));
  CHECK(legal(pos("ravensburger 9/-/0 10/-/0 l move:1 50 stacks=06:L")) == set_of("enter 0, move 13 12"));
  CHECK(legal(pos("ravensburger 9/-/0 10/-/0 l move:2 50 stacks=13:L")) ==
        set_of("enter 1, move 7 9, move 7 5"));
  CHECK(legal(pos("ravensburger 9/-/0 10/-/0 l move:3 50 stacks=11:L")) == set_of("enter 2, move 5 8"));
  // A blue piece never goes backward.
  CHECK(legal(pos("ravensburger 9/-/0 10/-/0 l move:2 50 stacks=13:l")) == set_of("enter 1, move 7 9"));
}

TEST_CASE("ravensburger: a red piece carrying a prisoner must head to A6; it captures both ways") {
  // board: ravensburger 9/-/0 9/-/0 l move:2 50 stacks=13:dL
  //    0  1  2  3  4  5  6  7
  // 0  *  .  .  .        *  .
  // 1  .  .  .  dL .  .  .  .
  // 2  *  .  .  .        *  .
  CHECK(legal(pos("ravensburger 9/-/0 9/-/0 l move:2 50 stacks=13:dL")) ==
        set_of("enter 1, move 7 9 x2, move 7 9, move 7 5"));
  // board: ravensburger 9/-/0 9/-/0 l move:2 50 stacks=13:d,15:L
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . . . d . L . .
  // 2  * . . .     * .
  const Position p = pos("ravensburger 9/-/0 9/-/0 l move:2 50 stacks=13:d,15:L");
  CHECK(legal(p) == set_of("enter 1, move 9 11, move 9 7"));
  CHECK(after(p, "move 9 7") == "ravensburger 9/-/0 9/-/0 d throw 51 stacks=13:dL");
}

TEST_CASE("ravensburger: prisoners on your A5 cannot be set free there") {
  // board: ravensburger 9/-/0 9/-/0 l move:1 60 stacks=07:dl
  //    0  1  2  3  4  5  6  7
  // 0  *  .  .  .        *  dl
  // 1  .  .  .  *  .  .  .  .
  // 2  *  .  .  .        *  .
  CHECK(legal(pos("ravensburger 9/-/0 9/-/0 l move:1 60 stacks=07:dl")) == set_of("enter 0, move 12 13 x2"));
  CHECK(legal(pos("ravensburger 9/-/0 9/-/0 l move:2 60 stacks=07:dl")) == "enter 1");
}

TEST_CASE("ravensburger: a player wins on capturing every enemy piece (removed or held prisoner)") {
  // board: ravensburger 9/-/0 0/-/9 l move:1 200 stacks=13:l,14:d
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     * .
  // 1  . . . l d . . .
  // 2  * . . .     * .
  const Position p = pos("ravensburger 9/-/0 0/-/9 l move:1 200 stacks=13:l,14:d");
  const State s = play(p, "move 7 8");
  CHECK(to_position(p.rules, s) == "ravensburger 9/-/0 0/-/9 l over:l 200 stacks=14:dl");
  const Result res = result(p.rules, s);
  CHECK(res.winner == Winner::Light);
  CHECK(res.score == std::array<int, 2>{10, 0});
  // Not while an enemy piece is still to enter.
  const Position q = pos("ravensburger 9/-/0 1/-/8 l move:1 200 stacks=13:l,14:d");
  CHECK(after(q, "move 7 8") == "ravensburger 9/-/0 1/-/8 d throw 201 stacks=14:dl");
}

TEST_CASE("ravensburger: after 500 turns the player holding more captured pieces wins") {
  // board: ravensburger 9/-/0 7/-/1 d move:6 499 stacks=13:dl,14:d
  //    0  1  2  3  4  5  6  7
  // 0  *  .  .  .        *  .
  // 1  .  .  .  dl d  .  .  .
  // 2  *  .  .  .        *  .
  const Position p = pos("ravensburger 9/-/0 7/-/1 d move:6 499 stacks=13:dl,14:d");
  const State s = play(p, "pass");
  CHECK(to_position(p.rules, s) == "ravensburger 9/-/0 7/-/1 d over:l 500 limit stacks=13:dl,14:d");
  const Result res = result(p.rules, s);
  CHECK(res.by_turn_limit);
  CHECK(res.score == std::array<int, 2>{2, 0});
  const Position q = pos("ravensburger 8/-/1 8/-/1 d move:6 499 stacks=13:l,14:d");
  CHECK(after(q, "pass") == "ravensburger 8/-/1 8/-/1 d over:draw 500 limit stacks=13:l,14:d");
}

TEST_CASE("ravensburger: the highest throw starts; a 6 (no move) counts 0") {
  const RuleSet& r = *find_rule_set("ravensburger");
  State s = new_game(r);
  apply_chance(r, s, 6);
  CHECK(after_throw(r, s, 1) == "ravensburger 10/-/0 10/-/0 d throw 0 stacks=-");
}
