#include "ai/review.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "ai/eval.hpp"
#include "ai/levels.hpp"

namespace ur {
namespace {

constexpr double kExcellent = 0.01, kGood = 0.03, kInaccuracy = 0.08, kMistake = 0.20;
// A choice's accuracy score: 1 for the best move, falling in a straight line to 0 at a
// loss of kMistake (a blunder scores nothing).
double choice_score(double loss) { return std::max(0.0, 1.0 - loss / kMistake); }

double light_view(Side side, double mine) { return side == kLight ? mine : 1.0 - mine; }

}  // namespace

const char* grade_name(Grade g) {
  switch (g) {
    case Grade::Forced: return "forced";
    case Grade::Best: return "best";
    case Grade::Excellent: return "excellent";
    case Grade::Good: return "good";
    case Grade::Inaccuracy: return "inaccuracy";
    case Grade::Mistake: return "mistake";
    case Grade::Blunder: return "blunder";
  }
  return "?";
}

Grade grade_of(double loss) {
  if (loss <= 1e-9) return Grade::Best;
  if (loss < kExcellent) return Grade::Excellent;
  if (loss < kGood) return Grade::Good;
  if (loss < kInaccuracy) return Grade::Inaccuracy;
  if (loss < kMistake) return Grade::Mistake;
  return Grade::Blunder;
}

Lookup TableValues::position(const RuleSet& r, const State& s, double& value) {
  return position_value(r, s, table_, value);
}

Lookup TableValues::actions(const RuleSet& r, const State& s, const ActionList& legal, std::vector<double>& values) {
  return action_values(r, s, legal, table_, values);
}

SearchValues::SearchValues(const RuleSet& rules, std::uint64_t node_budget, std::uint64_t node_limit,
                           std::shared_ptr<const LearnedEval> learned)
    : rules_(std::make_unique<RuleSet>(rules)),
      learned_(std::move(learned)),
      budget_(std::max<std::uint64_t>(1, node_budget)),
      limit_(node_limit) {
  const Level& king = *find_level("king");
  choice_ = std::make_unique<Search>(*rules_, default_weights(rules.id), king.table_bits, learned_.get());
  luck_ = std::make_unique<Search>(*rules_, default_weights(rules.id), 14, learned_.get());
}

std::unique_ptr<SearchValues> SearchValues::strongest(const RuleSet& rules, std::uint64_t node_budget) {
  std::shared_ptr<const LearnedEval> net = find_learned_eval(rules);
  const std::uint64_t limit = net ? kLearnedNodeLimit : kNodeLimit;
  return std::make_unique<SearchValues>(rules, node_budget, limit, std::move(net));
}

Lookup SearchValues::position(const RuleSet&, const State& s, double& value) {
  value = luck_->value(s, kLuckDepth);
  return Lookup::Ready;
}

Lookup SearchValues::actions(const RuleSet&, const State& s, const ActionList& legal, std::vector<double>& values) {
  if (answered_ && answered_at_ == s && answer_.size() == static_cast<std::size_t>(legal.size())) {
    values = answer_;
    return Lookup::Ready;
  }
  values.assign(static_cast<std::size_t>(legal.size()), 0.0);
  if (legal.size() == 1) {  // forced: its value only draws the graph
    State after = s;
    apply(*rules_, after, legal[0]);
    const double v = luck_->value(after, kLuckDepth);
    values[0] = after.side == s.side ? v : 1.0 - v;  // value() is for the side to move there
    return Lookup::Ready;
  }
  if (!searching_ || !(searched_ == s)) {
    const Level& king = *find_level("king");
    SearchLimits limits;
    limits.max_depth = king.max_depth;
    limits.node_limit = limit_;
    limits.exact_root = true;
    choice_->start(s, legal, limits);
    searching_ = true;
    searched_ = s;
  }
  if (!choice_->done() && !choice_->step(budget_)) return Lookup::Pending;
  for (int i = 0; i < legal.size(); ++i) values[static_cast<std::size_t>(i)] = choice_->root_value(i);
  searching_ = false;
  answered_ = true;
  answered_at_ = s;
  answer_ = values;
  return Lookup::Ready;
}

Reviewer::Reviewer(const RuleSet& rules, std::vector<Step> steps, TableSource& table)
    : Reviewer(rules, new_game(rules), std::move(steps), table) {}

Reviewer::Reviewer(const RuleSet& rules, std::vector<Step> steps, ReviewValues& values)
    : Reviewer(rules, new_game(rules), std::move(steps), values) {}

Reviewer::Reviewer(const RuleSet& rules, const State& start, std::vector<Step> steps, TableSource& table)
    : rules_(rules), steps_(std::move(steps)), own_values_(std::make_unique<TableValues>(table)), values_(*own_values_),
      state_(start) {}

Reviewer::Reviewer(const RuleSet& rules, const State& start, std::vector<Step> steps, ReviewValues& values)
    : rules_(rules), steps_(std::move(steps)), values_(values), state_(start) {
  review_.estimate = !values.exact();
}

bool Reviewer::work(int max_steps) {
  if (review_.complete || !review_.error.empty()) return true;
  ActionList legal;
  std::vector<double> values;
  for (int done = 0; done < max_steps && next_ < steps_.size(); ++done) {
    const Step& step = steps_[next_];
    ReviewStep r;
    r.step = next_;
    r.side = state_.side;
    if (step.chance) {
      State after = state_;
      apply_chance(rules_, after, step.outcome);
      if (state_.phase == Phase::Throw) {
        // Luck: the thrower's chance once the throw is known, against before it.
        const Lookup a = values_.position(rules_, state_, r.before);
        const Lookup b = a == Lookup::Missing ? a : values_.position(rules_, after, r.after);
        if (a == Lookup::Missing || b == Lookup::Missing) {
          review_.error = "no perfect-play value for the position before step " + std::to_string(next_ + 1);
          review_.error_step = next_;
          return true;
        }
        if (a == Lookup::Pending || b == Lookup::Pending) return false;  // asked for: come back
        // After the throw the thrower is still to move (or to pass).
        r.chance = true;
        r.outcome = step.outcome;
        r.light_after = light_view(after.side, r.after);
        review_.luck[r.side] += r.luck();
        review_.steps.push_back(r);
      }
      state_ = after;
      ++next_;
      continue;
    }
    if (state_.phase == Phase::Move) {
      legal_actions(rules_, state_, legal);
      const Lookup got = values_.actions(rules_, state_, legal, values);
      if (got == Lookup::Missing) {
        review_.error = "no perfect-play value for the moves at step " + std::to_string(next_ + 1);
        review_.error_step = next_;
        return true;
      }
      if (got == Lookup::Pending) return false;
      int chosen = -1, best = 0;
      for (int i = 0; i < legal.size(); ++i) {
        if (legal[i] == step.action) chosen = i;
        if (values[static_cast<std::size_t>(i)] > values[static_cast<std::size_t>(best)] + 1e-12) best = i;
      }
      if (chosen < 0) {
        review_.error = "step " + std::to_string(next_ + 1) + " is not a legal move";
        review_.error_step = next_;
        review_.error_illegal = true;
        return true;
      }
      r.chosen = step.action;
      r.best = legal[best];
      r.chosen_value = values[static_cast<std::size_t>(chosen)];
      r.best_value = values[static_cast<std::size_t>(best)];
      r.loss = std::max(0.0, r.best_value - r.chosen_value);
      r.light_after = light_view(r.side, r.chosen_value);
      if (legal.size() > 1) {
        r.grade = grade_of(r.loss);
        ++review_.choices[r.side];
        review_.accuracy[r.side] += choice_score(r.loss);  // summed here, averaged in finish()
      }
      ++review_.grades[r.side][static_cast<std::size_t>(r.grade)];
      review_.steps.push_back(r);
    }
    apply(rules_, state_, step.action);
    ++next_;
  }
  if (next_ < steps_.size()) return false;
  finish();
  return true;
}

void Reviewer::finish() {
  for (int side = 0; side < 2; ++side) {
    const int n = review_.choices[static_cast<std::size_t>(side)];
    review_.accuracy[static_cast<std::size_t>(side)] = n ? 100.0 * review_.accuracy[static_cast<std::size_t>(side)] / n : 100.0;
  }
  review_.complete = true;
}

std::vector<KeyMoment> key_moments(const Review& r) {
  std::vector<KeyMoment> found;
  // The biggest losses.
  std::vector<std::size_t> losses;
  for (std::size_t i = 0; i < r.steps.size(); ++i)
    if (!r.steps[i].chance && r.steps[i].grade >= Grade::Inaccuracy) losses.push_back(i);
  std::stable_sort(losses.begin(), losses.end(), [&](std::size_t a, std::size_t b) { return r.steps[a].loss > r.steps[b].loss; });
  if (losses.size() > 3) losses.resize(3);
  for (std::size_t i : losses)
    found.push_back({i, std::string(r.steps[i].side == kLight ? "Light's " : "Dark's ") + grade_name(r.steps[i].grade),
                     KeyMoment::Kind::Loss, r.steps[i].side, r.steps[i].grade});
  // Each side's luckiest and unluckiest throw.
  for (const Side side : {kLight, kDark}) {
    std::size_t lucky = r.steps.size(), unlucky = r.steps.size();
    for (std::size_t i = 0; i < r.steps.size(); ++i) {
      const ReviewStep& s = r.steps[i];
      if (!s.chance || s.side != side) continue;
      if (lucky == r.steps.size() || s.luck() > r.steps[lucky].luck()) lucky = i;
      if (unlucky == r.steps.size() || s.luck() < r.steps[unlucky].luck()) unlucky = i;
    }
    const std::string who = side == kLight ? "Light's " : "Dark's ";
    if (lucky < r.steps.size() && r.steps[lucky].luck() > 0)
      found.push_back({lucky, who + "luckiest throw", KeyMoment::Kind::Luckiest, side});
    if (unlucky < r.steps.size() && r.steps[unlucky].luck() < 0)
      found.push_back({unlucky, who + "unluckiest throw", KeyMoment::Kind::Unluckiest, side});
  }
  std::stable_sort(found.begin(), found.end(), [](const KeyMoment& a, const KeyMoment& b) { return a.index < b.index; });
  return found;
}

}  // namespace ur
