// The boards: which squares exist, which are rosettes, and the compact id that names
// each square, so that a set of squares fits in a 32-bit bitboard.
// Two shapes: the royal board of Ur (20 squares in rows 0..2 and columns 0..7, no squares
// in columns 4 and 5 of rows 0 and 2: the bridge) and the Egyptian board of Aseb (rows 0
// and 2 have 4 squares, the shared row 1 has 12). Row 0 is light's side, row 1 the shared
// middle row, row 2 dark's side. A rule set carries its Board (rules.hpp); paths are
// lists of that board's ids.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace ur {

using SquareId = std::uint8_t;

inline constexpr int kRows = 3;
inline constexpr int kSquareIds = 24;  // every board's ids are below this (royal: 0..23)
inline constexpr std::uint32_t square_bit(SquareId sq) { return 1u << sq; }

enum class BoardShape : std::uint8_t { Royal, Aseb };

// A board's shape. A square's id is row_start[row] + col, with col < row_cols[row]; the
// royal board keeps row * 8 + col (its ids are part of saved tables and stack strings).
struct Board {
  BoardShape shape = BoardShape::Royal;
  int cols = 8;                                  // the widest row, for drawing
  std::array<std::uint8_t, kRows> row_start{};   // id of (row, 0)
  std::array<std::uint8_t, kRows> row_cols{};    // columns 0..row_cols-1 of that row
  std::uint32_t squares = 0;                     // ids that are squares
  std::uint32_t rosettes = 0;                    // ids that are rosettes

  constexpr SquareId at(int row, int col) const {
    return static_cast<SquareId>(row_start[static_cast<unsigned>(row)] + col);
  }
  constexpr int row(SquareId sq) const {
    return sq >= row_start[2] ? 2 : sq >= row_start[1] ? 1 : 0;
  }
  constexpr int col(SquareId sq) const { return sq - row_start[static_cast<unsigned>(row(sq))]; }
  constexpr bool on_board(int row, int col) const {
    return row >= 0 && row < kRows && col >= 0 && col < row_cols[static_cast<unsigned>(row)] &&
           ((squares >> at(row, col)) & 1u) != 0;
  }
  constexpr bool is_square(SquareId sq) const { return sq < kSquareIds && ((squares >> sq) & 1u) != 0; }
  constexpr bool is_rosette(SquareId sq) const { return sq < kSquareIds && ((rosettes >> sq) & 1u) != 0; }
  constexpr bool is_rosette(int row, int col) const { return on_board(row, col) && is_rosette(at(row, col)); }
  constexpr int square_count() const { return std::popcount(squares); }
  // Dark's paths are light's with rows 0 and 2 swapped.
  constexpr SquareId mirror(SquareId sq) const {
    const int r = row(sq);
    return at(r == 1 ? 1 : 2 - r, col(sq));
  }
  bool operator==(const Board&) const = default;
};

namespace detail {
constexpr Board make_board(BoardShape shape, int cols, std::array<std::uint8_t, kRows> start,
                           std::array<std::uint8_t, kRows> row_cols,
                           std::array<std::array<int, 2>, 5> rosettes, std::uint32_t holes) {
  Board b{shape, cols, start, row_cols, 0, 0};
  for (int r = 0; r < kRows; ++r)
    for (int c = 0; c < row_cols[static_cast<unsigned>(r)]; ++c) b.squares |= square_bit(b.at(r, c));
  b.squares &= ~holes;
  for (const auto& rc : rosettes) b.rosettes |= square_bit(b.at(rc[0], rc[1]));
  return b;
}
}  // namespace detail

// The royal board of Ur: ids row * 8 + col, 0..23, of which 20 are squares.
// Rosettes (0,0) (2,0) (1,3) (0,6) (2,6).
inline constexpr Board kRoyalBoard = detail::make_board(
    BoardShape::Royal, 8, {0, 8, 16}, {8, 8, 8}, {{{0, 0}, {2, 0}, {1, 3}, {0, 6}, {2, 6}}},
    square_bit(4) | square_bit(5) | square_bit(20) | square_bit(21));

// The Egyptian board of Aseb: ids 0..3 light's row, 4..15 the middle row, 16..19 dark's.
// Rosettes (0,0) (2,0) (1,3) (1,7) (1,11).
inline constexpr Board kAsebBoard = detail::make_board(
    BoardShape::Aseb, 12, {0, 4, 16}, {4, 12, 4}, {{{0, 0}, {2, 0}, {1, 3}, {1, 7}, {1, 11}}}, 0);

static_assert(kRoyalBoard.square_count() == 20 && kAsebBoard.square_count() == 20);
static_assert(kAsebBoard.at(2, 3) < kSquareIds && kAsebBoard.mirror(kAsebBoard.at(0, 2)) == kAsebBoard.at(2, 2));

// ---- The royal board's names, kept for the code and tests written for it alone.
// Code that can meet any rule set asks the rule set's Board (RuleSet::board) instead.
inline constexpr int kCols = 8;
inline constexpr SquareId square_at(int row, int col) { return kRoyalBoard.at(row, col); }
inline constexpr int row_of(SquareId sq) { return sq / kCols; }
inline constexpr int col_of(SquareId sq) { return sq % kCols; }
inline constexpr std::uint32_t kBoardSquares = kRoyalBoard.squares;
inline constexpr std::uint32_t kRosettes = kRoyalBoard.rosettes;
inline constexpr bool is_on_board(int row, int col) { return kRoyalBoard.on_board(row, col); }
inline constexpr bool is_rosette(SquareId sq) { return ((kRosettes >> sq) & 1u) != 0; }
inline constexpr SquareId mirror(SquareId sq) { return kRoyalBoard.mirror(sq); }

static_assert(kBoardSquares == (0xFFFFFFu & ~(square_bit(4) | square_bit(5) | square_bit(20) | square_bit(21))));

}  // namespace ur
