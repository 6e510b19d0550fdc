// A played game reviewed against perfect play (docs/review.md), or — where the rule set is
// not solved — against the strongest search, whose values are estimates: every choice graded by
// the winning chance it gave away, every throw by the winning chance it brought or took
// (luck), each player's accuracy, the key moments, and Light's chance after every step
// for the graph. Shared by the game's review screen and `ur-cli review`, so both say the
// same numbers. Values come from a ReviewValues: a TableSource, which may answer "later" (a
// browser's range requests), or a search that thinks in slices of nodes: either way the
// review goes on in slices and waits, never blocks.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ai/search.hpp"
#include "core/record.hpp"
#include "perfect/table_source.hpp"

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
  bool estimate = false;  // the values are a search's estimates, not perfect play
  std::string error;  // why the review stopped ("" while it goes on or when complete), in English
  std::size_t error_step = 0;  // the step it stopped at (from 0)
  bool error_illegal = false;  // that step is not a legal move (else no value could be had)
};

// A moment worth looking at: a choice that lost much, or the luckiest / unluckiest throw.
struct KeyMoment {
  enum class Kind : std::uint8_t { Loss, Luckiest, Unluckiest };
  std::size_t index = 0;  // into Review::steps
  std::string what;       // "Light's mistake", "Dark's luckiest throw", ... (in English, for ur-cli)
  Kind kind = Kind::Loss;
  Side side = kLight;     // whose choice or throw
  Grade grade = Grade::Forced;  // a loss's grade
};
// The three biggest losses (Inaccuracy or worse), then each side's luckiest and unluckiest
// throw, in the order of the game.
std::vector<KeyMoment> key_moments(const Review& r);

// Where a review's values come from. Both lookups may answer Pending ("ask again": entries
// on their way, or a search not finished) and Missing (no value to be had).
class ReviewValues {
 public:
  virtual ~ReviewValues() = default;
  // False: the values are estimates (the review says so).
  virtual bool exact() const = 0;
  // The win probability of the side to move at `s` (before a throw, in a throw-off, at a move).
  virtual Lookup position(const RuleSet& r, const State& s, double& value) = 0;
  // The mover's win probability after each legal action at the decision `s` (same order).
  virtual Lookup actions(const RuleSet& r, const State& s, const ActionList& legal, std::vector<double>& values) = 0;
};

// Exact values from a solved table.
class TableValues : public ReviewValues {
 public:
  explicit TableValues(TableSource& table) : table_(table) {}
  bool exact() const override { return true; }
  Lookup position(const RuleSet& r, const State& s, double& value) override;
  Lookup actions(const RuleSet& r, const State& s, const ActionList& legal, std::vector<double>& values) override;

 private:
  TableSource& table_;
};

// Estimates by the strongest search level (king's iterative deepening, every move of a
// choice valued exactly at the root) with at most `node_limit` nodes a choice, its leaves
// valued by the rule set's network when one is given (the Queen's evaluation), else by the
// logistic one: a choice is searched `node_budget` nodes per call, so a review or a hint
// goes on in slices; a position's value (for the luck of a throw) is a shallow
// expectiminimax of kLuckDepth decisions, the same depth before and after the throw so
// that luck averages out to zero. The last choice valued is remembered, so asking again
// for the same position costs nothing (a hint asks every frame).
class SearchValues : public ReviewValues {
 public:
  static constexpr int kLuckDepth = 2;
  // A choice's nodes in a review: a fifth of king's per move, so that a long game is
  // reviewed in about a minute in a browser (docs/review.md).
  static constexpr std::uint64_t kNodeLimit = 100000;
  // With a network (each leaf costs about 2.5 times a logistic one) two fifths of them, so
  // a choice takes about as long.
  static constexpr std::uint64_t kLearnedNodeLimit = kNodeLimit * 2 / 5;
  // The strongest estimates this process can give for `rules`: with the rule set's network
  // where one has been provided (find_learned_eval), at kLearnedNodeLimit, else the
  // logistic evaluation's kNodeLimit.
  static std::unique_ptr<SearchValues> strongest(const RuleSet& rules, std::uint64_t node_budget);
  SearchValues(const RuleSet& rules, std::uint64_t node_budget, std::uint64_t node_limit = kNodeLimit,
               std::shared_ptr<const LearnedEval> learned = nullptr);
  bool exact() const override { return false; }
  Lookup position(const RuleSet& r, const State& s, double& value) override;
  Lookup actions(const RuleSet& r, const State& s, const ActionList& legal, std::vector<double>& values) override;
  // The network its leaves are valued by (null: the logistic evaluation).
  const LearnedEval* learned() const { return learned_.get(); }

 private:
  std::unique_ptr<RuleSet> rules_;  // kept at a fixed address: the searches refer to it
  std::shared_ptr<const LearnedEval> learned_;  // kept alive while the searches use it
  std::unique_ptr<Search> choice_, luck_;
  std::uint64_t budget_, limit_;
  bool searching_ = false;
  State searched_{};
  bool answered_ = false;  // answer_ holds the values of answered_at_'s choice
  State answered_at_{};
  std::vector<double> answer_;
};

class Reviewer {
 public:
  // Preconditions: `steps` replay from new_game(rules) (a parsed record's steps).
  Reviewer(const RuleSet& rules, std::vector<Step> steps, TableSource& table);
  Reviewer(const RuleSet& rules, std::vector<Step> steps, ReviewValues& values);
  // From a position other than the start (a game taken over from a review, the tests).
  Reviewer(const RuleSet& rules, const State& start, std::vector<Step> steps, TableSource& table);
  Reviewer(const RuleSet& rules, const State& start, std::vector<Step> steps, ReviewValues& values);
  // Reviews up to `max_steps` more steps; true once the review is complete or has failed
  // (review().error). False: more to do, or table entries asked for and not yet here.
  bool work(int max_steps);
  const Review& review() const { return review_; }

 private:
  void finish();

  RuleSet rules_;
  std::vector<Step> steps_;
  std::unique_ptr<TableValues> own_values_;  // when made from a TableSource
  ReviewValues& values_;
  State state_;
  std::size_t next_ = 0;
  Review review_;
};

}  // namespace ur
