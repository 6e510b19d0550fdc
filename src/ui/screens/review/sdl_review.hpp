// Reviewing a game (layout in review_screen.hpp, grades from ai/review.hpp), in place of
// every screen: opened from the result, from Your games or from a record. Its own state:
// the game reviewed and the review so far (ReviewSession), the move list's first row and
// the press under way on it (a tap jumps to a move, a drag scrolls). The board, the
// controller that replays the steps and the tables are the shell's.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ui/screens/review/review_screen.hpp"
#include "ui/screens/review/review_session.hpp"
#include "ui/shell/drag_scroll.hpp"
#include "ui/shell/screen.hpp"

namespace ur {

class App;

class ReviewScreen final : public Screen {
 public:
  explicit ReviewScreen(App& app) : app_(app) {}
  // Reviews these steps in place of every screen; from_history: Back returns to Your games.
  static void open(App& app, const RuleSet& rules, const std::array<std::string, 2>& players, std::uint64_t seed,
                   std::vector<Step> steps, bool from_history);

  const char* name() const override { return "review"; }
  void update(std::uint64_t now_ms) override;  // the review's next slice of work
  std::vector<Button> buttons() const override { return layout().buttons; }
  void draw() const override;
  bool key(std::int32_t k, std::uint16_t mod) override;
  bool pointer(const SDL_Event& e) override;
  bool wheel(const SDL_Event& e) override;
  bool button(int id) override;
  void json(std::string& out) const override;
  std::optional<Layout> board_layout(int width, int height) const override;

  // The game reviewed (none before open), for Export.
  const ReviewSession* session() const { return session_.get(); }
  // The take-over question's words: the side the person plays from here, the other the
  // computer at the start screen's level.
  std::string take_over_text() const;

 private:
  // The best move at the position shown (the choice it leads to, or the one just played
  // when it was not the best), drawn on the board: its way, its landing square, a tag.
  struct Best {
    State before;
    Action best;
    bool played = false;  // the position shown is after this choice (else before it)
  };
  void show(int at);
  void step(int direction);
  ReviewView view() const;
  ReviewLayout layout() const;
  bool list_event(const SDL_Event& e);  // the move list: tap a row, drag or wheel to scroll
  bool graph_click(float x, float y);
  std::optional<Best> best() const;
  void draw_best(const Best& b) const;
  void draw_list(const ReviewLayout& l, const ReviewView& v) const;
  std::string take_over_level() const;  // the computer's agent name
  void take_over(bool computer);
  std::string review_json() const;

  App& app_;
  std::unique_ptr<ReviewSession> session_;
  int first_row_ = 0;  // the move list's first row shown
  DragScroll press_;
};

}  // namespace ur
