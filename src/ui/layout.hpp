// Screen layout as a pure function of the output size: where the board, the squares,
// the piece pools, the status line and the dice go, and which square a point hits.
// No SDL here, so layout and hit-testing are unit-tested without a window.
#pragma once

#include <array>
#include <optional>

#include "core/board.hpp"

namespace ur {

// Geometry of assets/board.webp (made by tools/make_art.py): 8x3 cells of kCellPx with a
// frame of kFramePx all round. Rows 0 and 2 have no squares at columns 4 and 5.
// Other boards (aseb's board_aseb.webp: 12x3 cells) keep the same frame-to-cell ratio, so
// only the number of columns changes.
// The margin a layout keeps round its area: this share of the area's smaller side.
inline constexpr float kLayoutMargin = 0.03f;

inline constexpr int kBoardRows = 3;
inline constexpr int kBoardCols = 8;
inline constexpr int kCellPx = 160;
inline constexpr int kFramePx = 56;
inline constexpr int kBoardImageW = kBoardCols * kCellPx + 2 * kFramePx;  // 1392
inline constexpr int kBoardImageH = kBoardRows * kCellPx + 2 * kFramePx;  // 592

struct Rect {
  float x = 0, y = 0, w = 0, h = 0;
  float cx() const { return x + w / 2; }
  float cy() const { return y + h / 2; }
  bool contains(float px, float py) const { return px >= x && px < x + w && py >= y && py < y + h; }
};

// A board on screen as its squares lie: the board as it appears, a square's side, and
// whether it stands upright (a quarter turn counter-clockwise: row 0 the left column,
// column 0 the bottom row). The game's layout, How to play's and the start cards' small
// boards all place their squares so.
struct BoardFrame {
  Rect bounds;  // the board as it appears (after its turn), frame included
  float cell = 0;
  bool upright = false;
  int cols = kBoardCols;  // the board's columns (its long side)
  Rect square(int row, int col) const;
};

struct BoardSquare {
  int row = 0, col = 0;
  bool operator==(const BoardSquare&) const = default;
};

// True for the 20 squares of the royal board (rows 0 and 2 lack columns 4 and 5).
constexpr bool is_board_square(int row, int col) {
  if (row < 0 || row >= kBoardRows || col < 0 || col >= kBoardCols) return false;
  return row == 1 || (col != 4 && col != 5);
}

// The royal board's five rosettes: (0,0) (2,0) (1,3) (0,6) (2,6).
constexpr bool is_rosette(int row, int col) {
  return (col == 0 && row != 1) || (row == 1 && col == 3) || (col == 6 && row != 1);
}

// The least side of a button a player can tap, in output pixels: 44 CSS px where the
// window's short side is under 600 CSS px (a phone, by touch), else 32 (a desktop's
// pointer); pixel_ratio: output pixels per CSS pixel (a phone's 3).
inline float min_target_px(int width, int height, float pixel_ratio) {
  const float pr = pixel_ratio > 1 ? pixel_ratio : 1.0f;
  const float short_css = static_cast<float>(width < height ? width : height) / pr;
  return (short_css < 600 ? 44.0f : 32.0f) * pr;
}

struct Layout {
  int width = 0, height = 0;  // output size in pixels
  float pixel_ratio = 1;      // output pixels per CSS pixel
  // Portrait screens turn the board upright (a quarter turn counter-clockwise): column 0
  // at the bottom, the light side (row 0) on the left. That doubles the square size on
  // a phone held upright.
  bool upright = false;
  Board board = kRoyalBoard;   // the board's shape (the rule set's)
  float cell = 0;              // side of one square in output pixels
  Rect board_image;            // destination of board.webp before rotation (centred on the board)
  Rect board_bounds;           // the board as it appears on screen (after rotation)
  Rect status;                 // whose turn it is, messages, and the buttons at its ends
  // 2 on a narrow upright screen (a phone held upright): the buttons on a row of their
  // own at the top of `status` (status_bar), the words under them; else 1, one line.
  int status_rows = 1;
  Rect status_bar;             // the row of the status's buttons (all of `status` with one row)
  std::array<Rect, 2> pool{};  // pieces waiting and borne off: [0] light, [1] dark
  Rect dice;                   // dice and throw button

  // Rotation SDL must apply to board.webp, in degrees clockwise.
  double board_angle() const { return upright ? -90.0 : 0.0; }
  // The squares' frame on screen, and the square (r, c) in it; also valid for the four
  // gaps, which is handy for drawing.
  BoardFrame frame() const { return {board_bounds, cell, upright, board.cols}; }
  Rect square(int row, int col) const { return frame().square(row, col); }
  // The square with this id of `board`.
  Rect square_of(SquareId sq) const { return square(board.row(sq), board.col(sq)); }
  // The board square under a point, if any.
  std::optional<BoardSquare> hit_square(float px, float py) const;
  // Where a line of text `text_w` wide is centred in a pool standing as a column beside
  // the board: on the column where it fits; a wider line (a small board beside a panel,
  // as in a review on a phone) spills outwards, `gap` off the board, and stays on screen.
  float pool_line_x(int side, float text_w, float gap) const;
  // The least side of a button here (min_target_px), in output pixels.
  float min_target() const { return min_target_px(width, height, pixel_ratio); }
};

// The layout for an output of width x height pixels (any size and aspect ratio).
// reserve_top: a band across the top kept free (the guided game's panel); the rest is
// laid out below it.
// board: the shape of the board to lay out (its number of columns; which squares exist).
// pixel_ratio: output pixels per CSS pixel; the status line is at least tall enough for
// buttons of min_target_px.
Layout compute_layout(int width, int height, float reserve_top = 0, const Board& board = kRoyalBoard,
                      float pixel_ratio = 1);
// The layout of a screen of width x height laid out inside `area` only (the rest is kept
// for other things: the review's panel and move list, which has no status line's buttons,
// so its status keeps its share of the squares).
Layout compute_layout_in(int width, int height, const Rect& area, const Board& board = kRoyalBoard,
                         float pixel_ratio = 1);

}  // namespace ur
