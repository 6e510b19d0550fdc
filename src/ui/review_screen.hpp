// Reviewing a game on screen (pure layout, unit-tested; drawn by sdl_review.cpp): a panel
// across the top — where the game stands and what the last step was (the throw and its
// luck, or the move with its grade and the best move), each side's accuracy, a graph of
// Light's winning chance over the whole game that a tap jumps along, and the buttons to
// step (Start, ←, →, End) and to go back — with the board below showing the position.
#pragma once

#include <string>
#include <vector>

#include "ui/screens.hpp"
#include "ui/start_screen.hpp"

namespace ur {

struct ReviewView {
  int at = 0;        // the position shown: after `at` steps (0 = the start)
  int count = 0;     // steps in the game
  std::string step;  // what the last step was, in words ("" at the start)
  std::string summary;  // accuracy, or why there are no grades
  std::vector<float> light_chance;  // Light's chance after each step (-1: not known yet)
  bool chances = true;  // the graph has chances to show (else it is a slim bar to jump along)
};

struct ReviewLayout {
  Rect panel;
  float text_px = 16, line_h = 20;
  std::vector<std::string> step_lines, summary_lines;
  Rect step_text, summary_text;
  Rect graph;  // Light's chance: 1 at the top, 0 at the bottom, step 0..count left to right
  std::vector<Button> buttons;
};

ReviewLayout review_layout(int width, int height, float pixel_ratio, const ReviewView& v, const StartFonts& fonts);
// The position a tap at x on the graph shows (0..count).
int review_step_at(const ReviewLayout& l, int count, float x);

}  // namespace ur
