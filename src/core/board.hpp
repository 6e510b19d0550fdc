// The board of Ur: 20 squares in rows 0..2 and columns 0..7, named by a compact id.
// Row 0 is light's side, row 1 the shared middle row, row 2 dark's side; rows 0 and 2
// have no squares in columns 4 and 5 (the bridge). Paths are lists of these ids.
#pragma once

#include <cstdint>

namespace ur {

inline constexpr int kRows = 3;
inline constexpr int kCols = 8;
inline constexpr int kSquareIds = kRows * kCols;  // ids 0..23, of which 20 are squares

// A square's id is row * 8 + col, so a set of squares fits in a 32-bit bitboard.
using SquareId = std::uint8_t;

inline constexpr SquareId square_at(int row, int col) {
  return static_cast<SquareId>(row * kCols + col);
}
inline constexpr int row_of(SquareId sq) { return sq / kCols; }
inline constexpr int col_of(SquareId sq) { return sq % kCols; }
inline constexpr std::uint32_t square_bit(SquareId sq) { return 1u << sq; }

// The 20 squares that exist (rows 0 and 2 lack columns 4 and 5).
inline constexpr std::uint32_t kBoardSquares =
    0xFFFFFFu & ~(square_bit(square_at(0, 4)) | square_bit(square_at(0, 5)) |
                  square_bit(square_at(2, 4)) | square_bit(square_at(2, 5)));

// Rosettes: (0,0) (2,0) (1,3) (0,6) (2,6).
inline constexpr std::uint32_t kRosettes =
    square_bit(square_at(0, 0)) | square_bit(square_at(2, 0)) | square_bit(square_at(1, 3)) |
    square_bit(square_at(0, 6)) | square_bit(square_at(2, 6));

inline constexpr bool is_on_board(int row, int col) {
  return row >= 0 && row < kRows && col >= 0 && col < kCols &&
         ((kBoardSquares >> square_at(row, col)) & 1u) != 0;
}
inline constexpr bool is_rosette(SquareId sq) { return ((kRosettes >> sq) & 1u) != 0; }

// Dark's path is light's with rows 0 and 2 swapped.
inline constexpr SquareId mirror(SquareId sq) {
  return square_at(row_of(sq) == 1 ? 1 : 2 - row_of(sq), col_of(sq));
}

}  // namespace ur
