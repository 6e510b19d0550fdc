// Reviewing a game on screen (pure layout, unit-tested; drawn by sdl_review.cpp beside it): a panel
// across the top — where the game stands and what the last step was (the throw and its
// luck, or the move with its grade and the best move), each side's accuracy, a graph of
// Light's winning chance over the whole game that a tap jumps along, and the buttons to
// step (Start, ←, →, End) and to go back — with the board below showing the position,
// and beside it (below it on a phone) the list of moves, one row a move, and the button
// to take over the game from the position shown.
#pragma once

#include <string>
#include <vector>

#include "ai/review.hpp"
#include "ui/layout.hpp"
#include "ui/screens.hpp"
#include "ui/screens/start/start_screen.hpp"

namespace ur {

// A grade in the player's language ("best", "meilleur", "legjobb", ...).
std::string grade_words(Grade g);

// A row of the move list: one move (or pass) with the throw before it.
struct ReviewRow {
  int at = 0;          // the position after the move (steps played)
  std::string text;    // "12. Dark 3: 4/8*"
  std::string grade;   // "mistake", "" (forced, or not reviewed yet)
  int tone = 0;        // 0 plain, 1 best or excellent, 2 good, 3 inaccuracy, 4 mistake or blunder
  std::string key;     // a key moment here ("Dark's luckiest throw"), else ""
  int key_at = 0;      // the position that shows it (after the throw, or after the move)
  bool lucky = false, unlucky = false;  // the key moment is the throw before the move
  std::size_t throw_from = 0, throw_len = 0;  // where the throw is in `text` (0 long: none)
};

struct ReviewView {
  int at = 0;        // the position shown: after `at` steps (0 = the start)
  int count = 0;     // steps in the game
  std::string step;  // what the last step was, in words ("" at the start)
  std::string summary;  // accuracy, or why there are no grades
  // As long as the summary can grow while the review fills in (its accuracy with the
  // widest figures): the layout keeps its lines from the start, so the graph and the
  // list under it stay where a player aims at them.
  std::string summary_room;
  std::vector<float> light_chance;  // Light's chance after each step (-1: not known yet)
  bool chances = true;  // the graph has chances to show (else it is a slim bar to jump along)
  std::vector<ReviewRow> rows;
  int row = -1;  // the row of the position shown (its move, or the move it leads to)
  bool playable = true;  // the position shown can be played on (the game is not over there)
};

struct ReviewLayout {
  Rect panel;
  float text_px = 16, line_h = 20;
  std::vector<std::string> step_lines, summary_lines;
  Rect step_text, summary_text;
  Rect graph;  // Light's chance: 1 at the top, 0 at the bottom, step 0..count left to right
  std::vector<Button> buttons;
  // The move list (empty when the board layout is not given): rows first_row.. in rows.
  Rect list;
  float row_h = 0;
  int first_row = 0;
  std::vector<Rect> rows;  // the rows shown, from first_row
  float grade_w = 0;       // the grade's column at the right of each row
  bool two_lines = false;  // a narrow list: each row's grade under its move
};

// board: where the board is (the game layout, with the panel's band reserved); with it
// the layout places the move list and the Take over button beside or below the board.
// first_row: the list's first row shown (clamped so the list is full when it can be).
ReviewLayout review_layout(int width, int height, float pixel_ratio, const ReviewView& v, const StartFonts& fonts,
                           const Layout* board = nullptr, int first_row = 0);
// Where the board goes under the review's panel: moved left, when that makes room for
// the move list at its right on a landscape screen.
Layout review_board(int width, int height, float pixel_ratio, const ReviewView& v, const StartFonts& fonts,
                    const Board& shape = kRoyalBoard);
// The first row to show so that row `row` is in view, starting from `first_row`.
int review_keep_in_view(const ReviewLayout& l, int row_count, int row, int first_row);
// The position a tap at x on the graph shows (0..count).
int review_step_at(const ReviewLayout& l, int count, float x);

}  // namespace ur
