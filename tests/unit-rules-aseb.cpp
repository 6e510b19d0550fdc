// Rules of aseb, the Egyptian twenty-square board (shared/rules.md section 12).
// Boards are drawn light's side on top (row 0): rows 0 and 2 have columns 0..3, the
// shared middle row 1 has columns 0..11 (a = 10, b = 11). L / D are pieces, * an empty
// rosette. Light's path index i is (0, 3-i) for i < 4, then (1, i-4); dark's the same
// with row 2: indices 4..15 are the same square for both players.
#include "unit-core-support.hpp"

using namespace ur;
using namespace ur::test;

namespace {

const RuleSet& aseb() { return *find_rule_set("aseb"); }

}  // namespace

TEST_CASE("aseb: its own board of 20 squares, 4 + 12 + 4, with five rosettes") {
  const Board& b = aseb().board;
  CHECK(b.shape == BoardShape::Aseb);
  CHECK(b.square_count() == 20);
  for (int col = 0; col < 12; ++col) {
    CHECK(b.on_board(0, col) == (col < 4));
    CHECK(b.on_board(1, col));
    CHECK(b.on_board(2, col) == (col < 4));
  }
  CHECK_FALSE(b.on_board(1, 12));
  CHECK_FALSE(b.on_board(3, 0));
  int rosettes = 0;
  for (int row = 0; row < 3; ++row)
    for (int col = 0; col < 12; ++col) rosettes += b.is_rosette(row, col) ? 1 : 0;
  CHECK(rosettes == 5);
  CHECK(b.is_rosette(0, 0));
  CHECK(b.is_rosette(2, 0));
  CHECK(b.is_rosette(1, 3));
  CHECK(b.is_rosette(1, 7));
  CHECK(b.is_rosette(1, 11));
  // Every square has its own id below 32 (bitboards), and ids go back to (row, col).
  std::uint32_t seen = 0;
  for (int row = 0; row < 3; ++row)
    for (int col = 0; col < 12; ++col)
      if (b.on_board(row, col)) {
        const SquareId sq = b.at(row, col);
        CHECK(sq < kSquareIds);
        CHECK((seen & square_bit(sq)) == 0);
        seen |= square_bit(sq);
        CHECK(b.row(sq) == row);
        CHECK(b.col(sq) == col);
      }
  CHECK(seen == b.squares);
  // The royal rule sets keep the royal board.
  CHECK(find_rule_set("finkel")->board == kRoyalBoard);
}

TEST_CASE("aseb: 16-square paths for both sides, 5 pieces, 4 binary dice, light moves first") {
  const RuleSet& r = aseb();
  CHECK(r.group == RuleGroup::Modern);
  CHECK(r.path_length == 16);
  CHECK(r.pieces == 5);
  CHECK(r.dice == DiceKind::Binary);
  CHECK(r.dice_count == 4);
  for (int o = 0; o <= 4; ++o) {
    CHECK(r.move_value(o) == o);
    CHECK_FALSE(r.throw_table[static_cast<unsigned>(o)].extra_throw);
  }
  const Board& b = r.board;
  for (int i = 0; i < 16; ++i) {
    const int row = i < 4 ? 0 : 1, col = i < 4 ? 3 - i : i - 4;
    CHECK(r.path[kLight][static_cast<unsigned>(i)] == b.at(row, col));
    CHECK(r.path[kDark][static_cast<unsigned>(i)] == b.at(row == 0 ? 2 : 1, col));
  }
  // The middle row is shared square for square; the rows of four are private.
  for (int i = 0; i < 16; ++i) CHECK((r.path[kLight][static_cast<unsigned>(i)] == r.path[kDark][static_cast<unsigned>(i)]) == (i >= 4));
  CHECK(r.rosette_indices == ((1u << 3) | (1u << 7) | (1u << 11) | (1u << 15)));
  const State s = new_game(r);
  CHECK(to_position(r, s) == "aseb 5/-/0 5/-/0 l throw 0");
  CHECK(s.side == kLight);
  CHECK(s.phase == Phase::Throw);
}

TEST_CASE("aseb: a piece enters on path index value-1, on its own row of four") {
  // board: aseb 5/-/0 5/-/0 l move:3 0
  //    0 1 2 3 4 5 6 7 8 9 a b
  // 0  * . . .
  // 1  . . . * . . . * . . . *
  // 2  * . . .
  const Position p = pos("aseb 5/-/0 5/-/0 l move:3 0");
  CHECK(legal(p) == "enter 2");
  CHECK(after(p, "enter 2") == "aseb 4/2/0 5/-/0 d throw 1");
  // Dark enters on its own row: light's piece on its index 2 is no obstacle.
  // board: aseb 4/2/0 5/-/0 d move:3 1
  //    0 1 2 3 4 5 6 7 8 9 a b
  // 0  * L . .
  // 1  . . . * . . . * . . . *
  // 2  * . . .
  const Position d = pos("aseb 4/2/0 5/-/0 d move:3 1");
  CHECK(legal(d) == "enter 2");
  const State s = play(d, "enter 2");
  CHECK(to_position(d.rules, s) == "aseb 4/2/0 4/2/0 l throw 2");
  CHECK(s.square_bits[kDark] == square_bit(d.rules.board.at(2, 1)));
  CHECK(s.square_bits[kLight] == square_bit(d.rules.board.at(0, 1)));
}

TEST_CASE("aseb: entering with a 4 lands on the corner rosette and throws again") {
  // board: aseb 5/-/0 5/-/0 l move:4 0
  //    0 1 2 3 4 5 6 7 8 9 a b
  // 0  * . . .
  // 1  . . . * . . . * . . . *
  // 2  * . . .
  const Position p = pos("aseb 5/-/0 5/-/0 l move:4 0");
  CHECK(legal(p) == "enter 3");
  CHECK(after(p, "enter 3") == "aseb 4/3/0 5/-/0 l throw 0 extra");
}

TEST_CASE("aseb: the rosettes of the middle row give another throw, again and again") {
  // board: aseb 4/4/0 5/-/0 l move:3 6
  //    0 1 2 3 4 5 6 7 8 9 a b
  // 0  * . . .
  // 1  L . . * . . . * . . . *
  // 2  * . . .
  const Position p = pos("aseb 4/4/0 5/-/0 l move:3 6");
  CHECK(legal(p) == set_of("enter 2, move 4 7"));
  CHECK(after(p, "move 4 7") == "aseb 4/7/0 5/-/0 l throw 6 extra");
  // From the first middle rosette a 4 reaches the second, and from there the last square.
  CHECK(after(pos("aseb 4/7/0 5/-/0 l move:4 6 extra"), "move 7 11") == "aseb 4/11/0 5/-/0 l throw 6 extra");
  CHECK(after(pos("aseb 4/11/0 5/-/0 l move:4 6 extra"), "move 11 15") == "aseb 4/15/0 5/-/0 l throw 6 extra");
  // An extra throw that lands elsewhere ends the turn.
  CHECK(after(pos("aseb 4/7/0 5/-/0 l move:1 6 extra"), "move 7 8") == "aseb 4/8/0 5/-/0 d throw 7");
  // Dark's rosettes are the same path indices: its corner and the shared middle ones.
  CHECK(after(pos("aseb 5/-/0 4/1/0 d move:2 7"), "move 1 3") == "aseb 5/-/0 4/3/0 d throw 7 extra");
  CHECK(after(pos("aseb 5/-/0 4/9/0 d move:2 7"), "move 9 11") == "aseb 5/-/0 4/11/0 d throw 7 extra");
}

TEST_CASE("aseb: landing on an opponent in the middle row captures it, with no extra throw") {
  // board: aseb 4/5/0 4/6/0 l move:1 10
  //    0 1 2 3 4 5 6 7 8 9 a b
  // 0  * . . .
  // 1  . L D * . . . * . . . *
  // 2  * . . .
  const Position p = pos("aseb 4/5/0 4/6/0 l move:1 10");
  CHECK(legal(p) == set_of("enter 0, move 5 6"));
  CHECK(after(p, "move 5 6") == "aseb 4/6/0 5/-/0 d throw 11");
  // Dark captures the same way, far down the middle row.
  // board: aseb 3/9,13/0 4/10/0 d move:3 21
  //    0 1 2 3 4 5 6 7 8 9 a b
  // 0  * . . .
  // 1  . . . * . L D * . L . *
  // 2  * . . .
  const Position d = pos("aseb 3/9,13/0 4/10/0 d move:3 21");
  CHECK(legal(d) == set_of("enter 2, move 10 13"));
  CHECK(after(d, "move 10 13") == "aseb 4/9/0 4/13/0 l throw 22");
}

TEST_CASE("aseb: a piece on a rosette is safe, on the middle row's fourth and eighth squares") {
  // board: aseb 3/4,5/0 4/7/0 l move:3 10
  //    0 1 2 3 4 5 6 7 8 9 a b
  // 0  * . . .
  // 1  L L . D . . . * . . . *
  // 2  * . . .
  const Position p = pos("aseb 3/4,5/0 4/7/0 l move:3 10");
  CHECK(legal(p) == set_of("enter 2, move 5 8"));  // 4 -> 7 is the held rosette
  // board: aseb 4/8/0 4/11/0 l move:3 12
  //    0 1 2 3 4 5 6 7 8 9 a b
  // 0  * . . .
  // 1  . . . * L . . D . . . *
  // 2  * . . .
  const Position q = pos("aseb 4/8/0 4/11/0 l move:3 12");
  CHECK(legal(q) == set_of("enter 2"));  // 8 -> 11 is the held rosette
  // A piece may jump over a held rosette.
  CHECK(legal(pos("aseb 4/8/0 4/11/0 l move:4 12")) == set_of("enter 3, move 8 12"));
}

TEST_CASE("aseb: the last square, a rosette shared by both, is safe but can be jumped to bear off") {
  // board: aseb 3/12,13/0 4/15/0 l move:3 30
  //    0 1 2 3 4 5 6 7 8 9 a b
  // 0  * . . .
  // 1  . . . * . . . * L L . D
  // 2  * . . .
  const Position p = pos("aseb 3/12,13/0 4/15/0 l move:3 30");
  CHECK(legal(p) == set_of("enter 2, move 13 off"));  // 12 -> 15 is dark's safe piece
  CHECK(legal(pos("aseb 3/12,13/0 4/15/0 l move:2 30")) == set_of("enter 1, move 12 14"));
  CHECK(legal(pos("aseb 3/12,13/0 4/15/0 l move:4 30")) == set_of("enter 3, move 12 off"));
  // Landing on the empty last rosette throws again; from there a 1 bears off.
  CHECK(after(pos("aseb 3/12,13/0 4/-/1 l move:3 30"), "move 12 15") == "aseb 3/13,15/0 4/-/1 l throw 30 extra");
  // One piece each at the end: light's on the last rosette, dark's next to it. Dark can
  // move only with a 2 (its 1 would land on light's safe piece), light only with a 1:
  // p = 1/4 + (3/4)(10/16) p, so p = 8/17.
  // board: aseb 0/15/4 0/14/4 l throw 40
  //    0 1 2 3 4 5 6 7 8 9 a b
  // 0  * . . .
  // 1  . . . * . . . * . . D L
  // 2  * . . .
  CHECK(legal(pos("aseb 0/15/4 0/14/4 d move:1 41")) == "pass");
  const Position e = pos("aseb 0/15/4 0/14/4 l throw 40");
  CHECK(solve_light_wins(e.rules, e.state) == doctest::Approx(8.0 / 17.0).epsilon(1e-12));
}

TEST_CASE("aseb: bearing off needs the exact count") {
  // board: aseb 2/12,13,15/0 5/-/0 l move:2 40
  //    0 1 2 3 4 5 6 7 8 9 a b
  // 0  * . . .
  // 1  . . . * . . . * L L . L
  // 2  * . . .
  CHECK(legal(pos("aseb 2/12,13,15/0 5/-/0 l move:1 40")) == set_of("enter 0, move 13 14, move 15 off"));
  CHECK(legal(pos("aseb 2/12,13,15/0 5/-/0 l move:2 40")) == set_of("enter 1, move 12 14"));
  CHECK(legal(pos("aseb 2/12,13,15/0 5/-/0 l move:3 40")) == set_of("enter 2, move 13 off"));
  CHECK(legal(pos("aseb 2/12,13,15/0 5/-/0 l move:4 40")) == set_of("enter 3, move 12 off"));
  // Bearing off gives no extra throw.
  CHECK(after(pos("aseb 2/12,13,15/0 5/-/0 l move:1 40"), "move 15 off") == "aseb 2/12,13/1 5/-/0 d throw 41");
}

TEST_CASE("aseb: a throw of 0 is a pass, and the first to bear off all 5 wins") {
  CHECK(legal(pos("aseb 5/-/0 5/-/0 l move:0 0")) == "pass");
  // board: aseb 0/15/4 0/14/4 l move:1 80
  //    0 1 2 3 4 5 6 7 8 9 a b
  // 0  * . . .
  // 1  . . . * . . . * . . D L
  // 2  * . . .
  const Position p = pos("aseb 0/15/4 0/14/4 l move:1 80");
  const State s = play(p, "move 15 off");
  CHECK(to_position(p.rules, s) == "aseb 0/-/5 0/14/4 l over:l 80");
  const Result res = result(p.rules, s);
  CHECK(res.winner == Winner::Light);
  CHECK(res.score == std::array<int, 2>{5, 4});
}

TEST_CASE("aseb: two pieces of one side may not share a square, nor two of both sides") {
  CHECK_FALSE(parse_position("aseb 4/5/0 4/5/0 l throw 9").ok());  // the same middle square
  CHECK(parse_position("aseb 4/2/0 4/2/0 l throw 9").ok());        // private rows of four
  CHECK_FALSE(parse_position("aseb 4/16/0 5/-/0 l throw 9").ok());  // index 16 is off
}

TEST_CASE("aseb: smaller games with fewer pieces keep the board") {
  const RuleSet r = aseb().with_pieces(2);
  CHECK(r.pieces == 2);
  CHECK(r.board == kAsebBoard);
  CHECK(to_position(r, new_game(r)) == "aseb:2 2/-/0 2/-/0 l throw 0");
  const Position p = pos("aseb:1 1/-/0 1/-/0 l throw 0");
  CHECK(p.rules.pieces == 1);
}
