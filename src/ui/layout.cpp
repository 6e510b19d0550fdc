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
constexpr float kBarShare = 1.25f;    // the status's row of buttons: their least side and room about them
constexpr float kNarrowCss = 600.0f;  // upright and narrower than this (CSS px): the status in two rows

}  // namespace

Rect BoardFrame::square(int row, int col) const {
  if (!upright)
    return {bounds.x + (kFrameCells + static_cast<float>(col)) * cell, bounds.y + (kFrameCells + static_cast<float>(row)) * cell, cell, cell};
  // Quarter turn counter-clockwise: row 0 becomes the left column, column 0 the bottom row.
  return {bounds.x + (kFrameCells + static_cast<float>(row)) * cell, bounds.y + (kFrameCells + static_cast<float>(cols - 1 - col)) * cell,
          cell, cell};
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

namespace {

// game_status: the status line holds the game's buttons (the game, the tour), so it is at
// least their row's height, and on a narrow upright screen a row for them and one for
// the words; else (a review's board) it keeps its share of the squares.
Layout lay_out(int width, int height, float reserve_top, const Board& board, float pixel_ratio, bool game_status) {
  Layout l;
  l.board = board;
  const float board_long = static_cast<float>(board.cols) + 2 * kFrameCells;  // royal: 8.7
  l.width = std::max(width, 1);
  l.height = std::max(height, 1);
  l.pixel_ratio = std::max(1.0f, pixel_ratio);
  // At most 40% of the height is kept free; everything else moves down by it.
  const float top = std::clamp(reserve_top, 0.0f, static_cast<float>(l.height) * 0.4f);
  const float w = static_cast<float>(l.width), h = static_cast<float>(l.height) - top;
  const float margin = std::min(w, h) * kLayoutMargin;
  const float aw = w - 2 * margin, ah = h - 2 * margin;
  const float bar_min = game_status ? l.min_target() * kBarShare : 0;
  const bool narrow = static_cast<float>(l.width) / l.pixel_ratio < kNarrowCss;

  // The square's side, the status's row of buttons and its height for each way round:
  // the status is kStatusCells of a square a row, the buttons' row never under bar_min
  // (the squares shrink for it where the screen is short).
  struct Fit {
    float cell, bar, status;
  };
  const auto fit = [&](bool upright) {
    const int rows = upright && narrow && game_status ? 2 : 1;
    const float rest = upright ? board_long + kDiceCells : 2 * kPoolCells + kBoardShort + kDiceCells;
    const float across = upright ? aw / (kBoardShort + 2 * kPoolCells) : aw / board_long;
    float c = std::min(across, ah / (static_cast<float>(rows) * kStatusCells + rest));
    if (kStatusCells * c < bar_min) c = std::min(across, (ah - bar_min) / (static_cast<float>(rows - 1) * kStatusCells + rest));
    c = std::max(c, 1.0f);
    const float bar = std::max(kStatusCells * c, bar_min);
    return Fit{c, bar, bar + static_cast<float>(rows - 1) * kStatusCells * c};
  };
  // Landscape: status / light pool / board / dark pool / dice, stacked.
  const Fit wide = fit(false);
  // Upright: status / (light pool | board | dark pool) / dice.
  const Fit tall = fit(true);
  l.upright = tall.cell > wide.cell;
  const Fit& f = l.upright ? tall : wide;
  l.cell = f.cell;
  l.status_rows = f.status > f.bar + 0.5f ? 2 : 1;
  const float c = l.cell;

  if (!l.upright) {
    const float total_h = f.status + (2 * kPoolCells + kBoardShort + kDiceCells) * c;
    const float bw = board_long * c;
    const float x0 = (w - bw) / 2;
    float y = top + (h - total_h) / 2;
    l.status = {0, y, w, f.status};
    y += f.status;
    l.pool[0] = {x0, y, bw, kPoolCells * c};
    y += kPoolCells * c;
    l.board_image = {x0, y, bw, kBoardShort * c};
    l.board_bounds = l.board_image;
    y += kBoardShort * c;
    l.pool[1] = {x0, y, bw, kPoolCells * c};
    y += kPoolCells * c;
    l.dice = {x0, y, bw, kDiceCells * c};
  } else {
    const float total_h = f.status + (board_long + kDiceCells) * c;
    const float total_w = (kBoardShort + 2 * kPoolCells) * c;
    const float x0 = (w - total_w) / 2;
    float y = top + (h - total_h) / 2;
    l.status = {0, y, w, f.status};
    y += f.status;
    l.board_bounds = {x0 + kPoolCells * c, y, kBoardShort * c, board_long * c};
    l.pool[0] = {x0, y, kPoolCells * c, board_long * c};
    l.pool[1] = {l.board_bounds.x + l.board_bounds.w, y, kPoolCells * c, board_long * c};
    // board.webp is drawn unrotated into a rect centred on the board, then turned.
    l.board_image = {l.board_bounds.cx() - board_long * c / 2, l.board_bounds.cy() - kBoardShort * c / 2,
                     board_long * c, kBoardShort * c};
    y += board_long * c;
    l.dice = {x0, y, total_w, kDiceCells * c};
  }
  l.status_bar = {l.status.x, l.status.y, l.status.w, f.bar};
  return l;
}

}  // namespace

Layout compute_layout(int width, int height, float reserve_top, const Board& board, float pixel_ratio) {
  return lay_out(width, height, reserve_top, board, pixel_ratio, true);
}

Layout compute_layout_in(int width, int height, const Rect& area, const Board& board, float pixel_ratio) {
  Layout l = lay_out(std::max(1, static_cast<int>(area.w)), std::max(1, static_cast<int>(area.h)), 0, board, pixel_ratio, false);
  for (Rect* r : {&l.board_image, &l.board_bounds, &l.status, &l.status_bar, &l.pool[0], &l.pool[1], &l.dice}) {
    r->x += area.x;
    r->y += area.y;
  }
  l.width = std::max(width, 1);
  l.height = std::max(height, 1);
  return l;
}

}  // namespace ur
