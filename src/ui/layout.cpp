// Layout arithmetic: everything is measured in squares ("cells") and scaled to fit.
#include "ui/layout.hpp"

#include <algorithm>

namespace ur {
namespace {

constexpr float kFrameCells = static_cast<float>(kFramePx) / kCellPx;  // 0.35
constexpr float kBoardShort = kBoardRows + 2 * kFrameCells;               // 3.7
constexpr float kPoolCells = 0.95f;
constexpr float kStatusCells = 0.7f;
constexpr float kDiceCells = 1.35f;
constexpr float kMarginFraction = 0.03f;

}  // namespace

Rect Layout::square(int row, int col) const {
  if (!upright) {
    return {board_image.x + (kFrameCells + static_cast<float>(col)) * cell,
            board_image.y + (kFrameCells + static_cast<float>(row)) * cell, cell, cell};
  }
  // Quarter turn counter-clockwise: row 0 becomes the left column, column 0 the bottom row.
  return {board_bounds.x + (kFrameCells + static_cast<float>(row)) * cell,
          board_bounds.y + (kFrameCells + static_cast<float>(board.cols - 1 - col)) * cell, cell, cell};
}

std::optional<BoardSquare> Layout::hit_square(float px, float py) const {
  for (int r = 0; r < kBoardRows; ++r)
    for (int c = 0; c < board.cols; ++c)
      if (board.on_board(r, c) && square(r, c).contains(px, py)) return BoardSquare{r, c};
  return std::nullopt;
}

float Layout::pool_line_x(int side, float text_w, float gap) const {
  const Rect& p = pool[static_cast<unsigned>(side & 1)];
  float x = p.cx();
  if (text_w <= p.w) return x;
  const Rect& b = board_bounds;
  x = p.cx() < b.cx() ? std::min(x, b.x - gap - text_w / 2) : std::max(x, b.x + b.w + gap + text_w / 2);
  return std::clamp(x, text_w / 2, std::max(text_w / 2, static_cast<float>(width) - text_w / 2));
}

Layout compute_layout(int width, int height, float reserve_top, const Board& board) {
  Layout l;
  l.board = board;
  const float board_long = static_cast<float>(board.cols) + 2 * kFrameCells;  // royal: 8.7
  l.width = std::max(width, 1);
  l.height = std::max(height, 1);
  // At most 40% of the height is kept free; everything else moves down by it.
  const float top = std::clamp(reserve_top, 0.0f, static_cast<float>(l.height) * 0.4f);
  const float w = static_cast<float>(l.width), h = static_cast<float>(l.height) - top;
  const float margin = std::min(w, h) * kMarginFraction;
  const float aw = w - 2 * margin, ah = h - 2 * margin;

  // Landscape: status / light pool / board / dark pool / dice, stacked.
  const float wide_cell = std::min(aw / board_long, ah / (kStatusCells + 2 * kPoolCells + kBoardShort + kDiceCells));
  // Upright: status / (light pool | board | dark pool) / dice.
  const float tall_cell = std::min(aw / (kBoardShort + 2 * kPoolCells), ah / (kStatusCells + board_long + kDiceCells));
  l.upright = tall_cell > wide_cell;
  l.cell = std::max(l.upright ? tall_cell : wide_cell, 1.0f);
  const float c = l.cell;

  if (!l.upright) {
    const float total_h = (kStatusCells + 2 * kPoolCells + kBoardShort + kDiceCells) * c;
    const float bw = board_long * c;
    const float x0 = (w - bw) / 2;
    float y = top + (h - total_h) / 2;
    l.status = {0, y, w, kStatusCells * c};
    y += kStatusCells * c;
    l.pool[0] = {x0, y, bw, kPoolCells * c};
    y += kPoolCells * c;
    l.board_image = {x0, y, bw, kBoardShort * c};
    l.board_bounds = l.board_image;
    y += kBoardShort * c;
    l.pool[1] = {x0, y, bw, kPoolCells * c};
    y += kPoolCells * c;
    l.dice = {x0, y, bw, kDiceCells * c};
  } else {
    const float total_h = (kStatusCells + board_long + kDiceCells) * c;
    const float total_w = (kBoardShort + 2 * kPoolCells) * c;
    const float x0 = (w - total_w) / 2;
    float y = top + (h - total_h) / 2;
    l.status = {0, y, w, kStatusCells * c};
    y += kStatusCells * c;
    l.board_bounds = {x0 + kPoolCells * c, y, kBoardShort * c, board_long * c};
    l.pool[0] = {x0, y, kPoolCells * c, board_long * c};
    l.pool[1] = {l.board_bounds.x + l.board_bounds.w, y, kPoolCells * c, board_long * c};
    // board.webp is drawn unrotated into a rect centred on the board, then turned.
    l.board_image = {l.board_bounds.cx() - board_long * c / 2, l.board_bounds.cy() - kBoardShort * c / 2,
                     board_long * c, kBoardShort * c};
    y += board_long * c;
    l.dice = {x0, y, total_w, kDiceCells * c};
  }
  return l;
}

Layout compute_layout_in(int width, int height, const Rect& area, const Board& board) {
  Layout l = compute_layout(std::max(1, static_cast<int>(area.w)), std::max(1, static_cast<int>(area.h)), 0, board);
  for (Rect* r : {&l.board_image, &l.board_bounds, &l.status, &l.pool[0], &l.pool[1], &l.dice}) {
    r->x += area.x;
    r->y += area.y;
  }
  l.width = std::max(width, 1);
  l.height = std::max(height, 1);
  return l;
}

}  // namespace ur
