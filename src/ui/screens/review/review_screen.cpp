#include "ui/screens/review/review_screen.hpp"

#include <algorithm>
#include <cmath>

#include "ui/font.hpp"
#include "ui/language.hpp"
#include "ui/mark_tag.hpp"

namespace ur {
namespace {

float review_row_h(float u, float k) { return std::max(u * 1.7f, 44.0f * k); }  // a target: 44 CSS px at least
float review_button_h(float u, float k) { return std::max(44.0f * k, u * 2.2f); }

float review_margin(float w, float h, float k) { return std::clamp(std::min(w, h) * 0.02f, 6.0f * k, 20.0f * k); }

// The grade column's width: the widest grade in the player's language, whether or not the
// game has one yet, so the column stays put while the review fills in.
float grade_width(const StartFonts& fonts) {
  int widest = 0;
  for (int g = static_cast<int>(Grade::Best); g <= static_cast<int>(Grade::Blunder); ++g)
    widest = std::max(widest, fonts.bold->measure(grade_words(static_cast<Grade>(g))));
  return static_cast<float>(widest);
}

// The move list's width: the widest row, its move at the left and its grade at the right.
float list_width(const ReviewView& v, const StartFonts& fonts, float u, float* grade_w = nullptr) {
  const float scale = u / static_cast<float>(fonts.text->size);
  const float gw = grade_width(fonts) * scale + u * 0.8f;
  if (grade_w) *grade_w = gw;
  float text_w = 0;
  for (const ReviewRow& row : v.rows) text_w = std::max(text_w, static_cast<float>(fonts.bold->measure(row.text)) * scale);
  return std::max(text_w + gw + u * 1.5f, u * 16.0f);  // the key moment's stripe at the left
}

// Where the band under the board starts: under the board, the dice's place and the pools
// with the tag a last move hangs under a piece there (mark_tag.hpp).
float under_board(const Layout& board, float pad, float k) {
  const Rect& b = board.upright ? board.board_bounds : board.board_image;
  float y = std::max(board.dice.y, b.y + b.h + pad);
  const float tag = mark_tag_px(board.cell, k);
  for (const Rect& pool : board.pool) y = std::max(y, pool.y + pool.h + mark_tag_reach(pool.w < pool.h, tag) + 1.0f);
  return y;
}

// The move list and Take over: in a column right of the board when there is room (a
// landscape screen), else in the band under the board (where the dice are in play), the
// button at the band's right.
void place_list(ReviewLayout& l, const Layout& board, const ReviewView& v, const StartFonts& fonts, float w, float h,
                float margin, float button_h, float pad, float k) {
  const float u = l.text_px;
  l.row_h = review_row_h(u, k);
  const float need = list_width(v, fonts, u, &l.grade_w);
  const float gap = u * 0.8f;
  const float top = l.panel.y + l.panel.h + gap;
  const Rect& b = board.upright ? board.board_bounds : board.board_image;
  const float right = b.x + b.w + gap;
  const float column_w = std::min(w - margin - right, need);
  const bool take_in_panel =
      std::any_of(l.buttons.begin(), l.buttons.end(), [](const Button& x) { return x.id == kReviewTakeOver; });
  if (!board.upright && column_w >= need - 0.5f) {  // a column right of the board
    const float x = right + std::max(0.0f, (w - margin - right - column_w) / 2);
    const float below = take_in_panel ? 0.0f : button_h + pad;
    if (!take_in_panel)
      l.buttons.push_back({kReviewTakeOver, {x, h - margin - button_h, column_w, button_h}, tr("review.play_from_here"), v.playable});
    l.list = {x, top, column_w, std::max(0.0f, h - margin - below - top)};
    return;
  }
  // Under the board, where the dice are in play; the button above the board on an upright
  // screen (in the status line's band), else at the band's right.
  const float y = std::max(top, under_board(board, pad, k));
  const float band_h = std::max(0.0f, h - margin - y);
  const float bw = std::min(l.panel.w * 0.4f, u * 10.0f);
  if (take_in_panel) {
    l.list = {l.panel.x, y, l.panel.w, band_h};
  } else {
    l.buttons.push_back({kReviewTakeOver, {l.panel.x + l.panel.w - bw, y, bw, std::min(button_h, std::max(band_h, 1.0f))},
                         tr("review.play_from_here"), v.playable});
    l.list = {l.panel.x, y, std::max(0.0f, l.panel.w - bw - pad), band_h};
  }
  // Too narrow for a move and its grade side by side: the grade goes under the move.
  if (need > l.list.w) {
    l.two_lines = true;
    l.row_h = std::max(l.row_h, 2 * l.line_h + pad * 0.5f);
  }
}

}  // namespace

std::string grade_words(Grade g) { return tr(std::string("review.grade.") + grade_name(g)); }

ReviewLayout review_layout(int width, int height, float pixel_ratio, const ReviewView& v, const StartFonts& fonts,
                           const Layout* board, int first_row) {
  ReviewLayout l;
  const float k = std::max(1.0f, pixel_ratio);
  const float w = static_cast<float>(width), h = static_cast<float>(height);
  const float u = start_text_px(width, height, pixel_ratio);
  l.text_px = u;
  const float scale = u / static_cast<float>(fonts.text->size);
  l.line_h = static_cast<float>(fonts.text->line_height) * scale;
  const float margin = review_margin(w, h, k);
  const float pw = std::min(w - 2 * margin, u * 52.0f);
  const float pad = u * 0.6f;
  const float x0 = (w - pw) / 2 + pad, inner = pw - 2 * pad;
  const float button_h = review_button_h(u, k);
  float y = margin + pad;
  // The buttons first, on one row: Back, then Start, ←, →, End.
  const float gap = u * 0.4f;
  const float back_w = std::min(u * 6.0f, inner * 0.24f);
  // Export (the game as a record, sdl_record_io.cpp) ends the row where it has room, else
  // it has a row of its own under it.
  const bool export_beside = inner / k >= 600;
  const float nav_w = (inner - back_w - gap * 4 - (export_beside ? back_w + gap : 0)) / 4;
  l.buttons.push_back({kReviewBack, {x0, y, back_w, button_h}, tr("dialog.back")});
  const std::string labels[] = {tr("review.first"), "←", "→", tr("review.last")};
  const int ids[] = {kReviewStart, kReviewPrev, kReviewNext, kReviewEnd};
  for (int i = 0; i < 4; ++i) {
    const bool enabled = i < 2 ? v.at > 0 : v.at < v.count;
    l.buttons.push_back({ids[i], {x0 + back_w + gap + static_cast<float>(i) * (nav_w + gap), y, nav_w, button_h}, labels[i],
                         enabled, i == 2});
  }
  if (export_beside) {
    l.buttons.push_back({kExportRecord, {x0 + inner - back_w, y, back_w, button_h}, tr("record.export")});
  } else {  // a row of their own: Export and Play from here
    y += button_h + gap;
    const float half = (inner - gap) / 2;
    l.buttons.push_back({kExportRecord, {x0, y, half, button_h}, tr("record.export")});
    l.buttons.push_back({kReviewTakeOver, {x0 + half + gap, y, half, button_h}, tr("review.play_from_here"), v.playable});
  }
  y += button_h + pad;
  // What the last step was, and the summary.
  l.step_lines = wrap_text(*fonts.bold, v.step.empty() ? tr("review.start_of_game") : v.step, static_cast<int>(inner / scale));
  l.step_text = {x0, y, inner, static_cast<float>(l.step_lines.size()) * l.line_h};
  y += l.step_text.h + pad * 0.3f;
  l.summary_lines = wrap_text(*fonts.text, v.summary, static_cast<int>(inner / scale));
  const std::size_t room = std::max(l.summary_lines.size(), wrap_text(*fonts.text, v.summary_room, static_cast<int>(inner / scale)).size());
  l.summary_text = {x0, y, inner, static_cast<float>(room) * l.line_h};
  y += l.summary_text.h + pad * 0.5f;
  // The graph: tall enough to read on a phone, never more than a fifth of the screen.
  const float graph_h = v.chances ? std::clamp(h * 0.09f, 36.0f * k, u * 6.0f) : std::max(24.0f * k, u * 1.4f);
  l.graph = {x0, y, inner, graph_h};
  y += graph_h + pad;
  l.panel = {(w - pw) / 2, margin, pw, y - margin};
  if (board) place_list(l, *board, v, fonts, w, h, margin, button_h, pad, k);
  l.first_row = std::clamp(first_row, 0, std::max(0, static_cast<int>(v.rows.size()) - static_cast<int>(l.list.h / std::max(1.0f, l.row_h))));
  for (int i = l.first_row; i < static_cast<int>(v.rows.size()); ++i) {
    const float ry = l.list.y + static_cast<float>(i - l.first_row) * l.row_h;
    if (ry + l.row_h > l.list.y + l.list.h + 0.5f) break;
    l.rows.push_back({l.list.x, ry, l.list.w, l.row_h});
  }
  return l;
}

namespace {

// The review draws no status line, nor dice: the band a layout keeps for the status above
// the board and its pools goes to them. With the list beside the board (centred: true)
// the board and pools sit in the middle of the status's, their own and the dice's bands;
// with the list under it, they move up by the status's band and the list gains it.
Layout without_status(Layout l, bool centred) {
  const float top = std::min({l.board_bounds.y, l.pool[0].y, l.pool[1].y});
  const float bottom = std::max({l.board_bounds.y + l.board_bounds.h, l.pool[0].y + l.pool[0].h, l.pool[1].y + l.pool[1].h});
  if (l.status.h <= 0 || l.status.y + l.status.h > top + 0.5f) return l;  // not above them
  const float dy = centred ? (top + bottom - l.status.y - (l.dice.y + l.dice.h)) / 2 : l.status.h;
  if (dy <= 0) return l;
  for (Rect* r : {&l.board_image, &l.board_bounds, &l.status, &l.status_bar, &l.pool[0], &l.pool[1], &l.dice}) r->y -= dy;
  return l;
}

}  // namespace

Layout review_board(int width, int height, float pixel_ratio, const ReviewView& v, const StartFonts& fonts,
                    const Board& shape) {
  const ReviewLayout p = review_layout(width, height, pixel_ratio, v, fonts);
  const float w = static_cast<float>(width), h = static_cast<float>(height);
  const float k = std::max(1.0f, pixel_ratio);
  const float u = p.text_px, gap = u * 0.8f, pad = u * 0.6f;
  const float margin = review_margin(w, h, k);
  const float top = p.panel.y + p.panel.h + gap * 0.5f;
  Rect area{0, top, w, std::max(1.0f, h - top)};
  const Layout board = compute_layout_in(width, height, area, shape, pixel_ratio);
  const float need = list_width(v, fonts, u);
  if (!board.upright) {
    if (w - margin - (board.board_image.x + board.board_image.w + gap) >= need) return without_status(board, true);  // room already
    // Move the board left to make room for the list at its right, while it stays large;
    // else the list goes under the board.
    Rect left = area;
    left.w = w - (need + gap + margin);
    const Layout moved = compute_layout_in(width, height, left, shape, pixel_ratio);
    if (moved.cell >= board.cell * 0.75f) return without_status(moved, true);
  }
  // Room for two rows of the list under the board (where the dice are in play).
  const bool take_in_panel =
      std::any_of(p.buttons.begin(), p.buttons.end(), [](const Button& x) { return x.id == kReviewTakeOver; });
  const float list_w = take_in_panel ? p.panel.w : p.panel.w - std::min(p.panel.w * 0.4f, u * 10.0f) - pad;
  const float scale = u / static_cast<float>(fonts.text->size);
  float row_h = review_row_h(u, k);
  if (need > list_w) row_h = std::max(row_h, 2 * static_cast<float>(fonts.text->line_height) * scale + pad * 0.5f);
  const float free = h - margin - under_board(board, pad, k);
  const float short_by = 2 * row_h - free;
  Layout under = board;
  if (short_by > 0) {
    area.h = std::max(1.0f, area.h - short_by);
    under = compute_layout_in(width, height, area, shape, pixel_ratio);
  }
  // A board its width bounds would sit in the middle of its band, the list squeezed under
  // it: it goes up to the band's top (the same size), and the list has the rest.
  // (The layout keeps its margin, kLayoutMargin of its area's smaller side, at most this.)
  const float slack = under.status.y - area.y - std::min(area.w, area.h) * kLayoutMargin;
  if (slack > 1.0f) {
    area.h = std::max(1.0f, area.h - 2 * slack);
    const Layout raised = compute_layout_in(width, height, area, shape, pixel_ratio);
    if (raised.cell >= under.cell - 0.01f && raised.upright == under.upright) return without_status(raised, false);
  }
  return without_status(under, false);
}

int review_keep_in_view(const ReviewLayout& l, int row_count, int row, int first_row) {
  const int fit = std::max(1, static_cast<int>(l.list.h / std::max(1.0f, l.row_h)));
  if (row < 0) return 0;  // the start: the first moves
  if (row < first_row || row >= first_row + fit) first_row = row - fit / 2;  // centred
  return std::clamp(first_row, 0, std::max(0, row_count - fit));
}

int review_step_at(const ReviewLayout& l, int count, float x) {
  if (count <= 0 || l.graph.w <= 0) return 0;
  const float t = std::clamp((x - l.graph.x) / l.graph.w, 0.0f, 1.0f);
  return static_cast<int>(std::lround(t * static_cast<float>(count)));
}

}  // namespace ur
