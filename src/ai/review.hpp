// A played game reviewed against perfect play (docs/review.md): every choice graded by
// the winning chance it gave away, every throw by the winning chance it brought or took
// (luck), each player's accuracy, the key moments, and Light's chance after every step
// for the graph. Shared by the game's review screen and `ur-cli review`, so both say the
// same numbers. Values come from a TableSource, which may answer "later" (a browser's
// range requests): the review goes on in slices and waits, never blocks.
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <vector>

#include "perfect/table_source.hpp"
#include "core/record.hpp"

namespace ur {

// Grades by points of winning chance lost (docs/review.md): Best (none), Excellent (under
// 1), Good (under 3), Inaccuracy (under 8), Mistake (under 20), Blunder (20 or more).
// Forced: only one legal move.
enum class Grade : std::uint8_t { Forced, Best, Excellent, Good, Inaccuracy, Mistake, Blunder };
inline constexpr int kGradeCount = 7;
const char* grade_name(Grade g);  // "best", "excellent", ..., "forced"
Grade grade_of(double loss);      // loss: winning chance lost, 0..1

struct ReviewStep {
  std::size_t step = 0;  // index in the record's steps
  Side side = kLight;    // who threw or chose
  bool chance = false;   // a throw (else a choice)
  // A throw: the thrower's chance before it and once it is known (luck = after - before).
  int outcome = 0;
  double before = 0, after = 0;
  // A choice: what was played and what was best, with the chooser's chance after each.
  Action chosen{}, best{};
  double chosen_value = 0, best_value = 0;
  double loss = 0;
  Grade grade = Grade::Forced;
  double light_after = 0.5;  // Light's chance once this step is played (the graph)
  double luck() const { return after - before; }
};

struct Review {
  std::vector<ReviewStep> steps;  // the throws and choices reviewed so far, in order
  std::array<int, 2> choices{};   // real choices (two or more legal moves) per side
  std::array<double, 2> accuracy{};  // 0..100 (docs/review.md), per side
  std::array<std::array<int, kGradeCount>, 2> grades{};  // counts per side and grade
  std::array<double, 2> luck{};   // the sum of each side's throws' luck
  bool complete = false;
  std::string error;  // why the review stopped ("" while it goes on or when complete)
};

// A moment worth looking at: a choice that lost much, or the luckiest / unluckiest throw.
struct KeyMoment {
  std::size_t index = 0;  // into Review::steps
  std::string what;       // "Light's mistake", "Dark's luckiest throw", ...
};
// The three biggest losses (Inaccuracy or worse), then each side's luckiest and unluckiest
// throw, in the order of the game.
std::vector<KeyMoment> key_moments(const Review& r);

class Reviewer {
 public:
  // Preconditions: `steps` replay from new_game(rules) (a parsed record's steps).
  Reviewer(const RuleSet& rules, std::vector<Step> steps, TableSource& table);
  // From a position other than the start (a game taken over from a review, the tests).
  Reviewer(const RuleSet& rules, const State& start, std::vector<Step> steps, TableSource& table);
  // Reviews up to `max_steps` more steps; true once the review is complete or has failed
  // (review().error). False: more to do, or table entries asked for and not yet here.
  bool work(int max_steps);
  const Review& review() const { return review_; }

 private:
  void finish();

  RuleSet rules_;
  std::vector<Step> steps_;
  TableSource& table_;
  State state_;
  std::size_t next_ = 0;
  Review review_;
};

}  // namespace ur
