// The guided first game: a short walk-through on the real board, played against the
// computer in Finkel's rules. Each step says one thing (throw, pick a piece, rosettes,
// captures, bearing off) and marks the squares it talks about; the throw and move steps
// go on by themselves when the player has done what they ask, the others by Next. It can
// be skipped at any step. Pure: it reads the game, draws nothing.
#pragma once

#include <string>
#include <vector>

#include "ui/controller.hpp"
#include "ui/font.hpp"
#include "ui/layout.hpp"
#include "ui/screens.hpp"

namespace ur {

enum class TourStep { Welcome, Throw, Pick, Rosettes, Captures, BearOff, Done };

struct TourView {
  std::string title, text;
  std::vector<int> squares;  // board squares (SquareId) the step is about
  bool off_pool = false;     // ... and the place borne-off pieces go
  std::string next;          // the button that goes on ("" = the step goes on by itself)
};

class Tour {
 public:
  // Starts the tour for the person playing `side`.
  void start(Side side);
  bool active() const { return step_ != TourStep::Done; }
  TourStep step() const { return step_; }
  // Goes on when the game has done what the step asks: a throw, then a move.
  void follow(const Controller& c);
  void next();  // the step's button
  void skip() { step_ = TourStep::Done; }
  // path_on_board: the person's path is drawn on the board during the steps that speak of
  // it (App::path_showing), so their words point at its line and colours.
  TourView view(const Controller& c, bool path_on_board = false) const;
  Side side() const { return side_; }

 private:
  TourStep step_ = TourStep::Done;
  Side side_ = kLight;
  std::size_t moves_at_start_ = 0;  // the person's moves when the Pick step began
};

// The step's panel across the top of the screen (the game's layout leaves it room, so it
// hides nothing): title, text wrapped in `font` (measured at text_px), Skip and the
// step's button under it.
struct TourLayout {
  Rect panel;
  float title_px = 20, text_px = 16, line_h = 20;
  Rect title;
  std::vector<std::string> lines;
  float text_y = 0;
  std::vector<Button> buttons;
};
TourLayout tour_layout(int width, float pixel_ratio, float text_px, const TourView& v, const FontMetrics& font);

// The person's moves (enter or move) in the game's history.
std::size_t moves_made(const Controller& c, Side side);

}  // namespace ur
