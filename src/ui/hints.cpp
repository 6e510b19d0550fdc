// Hints from a table, or estimated by search where no table answers (hints.hpp).
#include "ui/hints.hpp"

#include <vector>

#include "ai/learned_eval.hpp"

namespace ur {
namespace {

// Nodes a search estimate thinks per call (well under a millisecond in a browser).
constexpr std::uint64_t kSlice = 2000;

int best_of(const std::vector<double>& values) {
  int best = 0;
  for (std::size_t i = 1; i < values.size(); ++i)
    if (values[i] > values[static_cast<std::size_t>(best)]) best = static_cast<int>(i);
  return best;
}

// Whether the person at the board is choosing a move now.
bool person_chooses(const Controller& c) {
  return c.stage() == Stage::ChooseAction && c.is_human(c.state().side) && c.choices().size() > 0;
}

}  // namespace

Side hint_viewer(const Controller& c) {
  const bool light = c.is_human(kLight), dark = c.is_human(kDark);
  if (light != dark) return light ? kLight : kDark;
  return c.state().side;
}

Hint read_hint(const Controller& c, TableSource& table) {
  Hint h;
  if (!c.has_game()) return h;
  const RuleSet& r = c.rules();
  double v = 0;
  if (c.stage() == Stage::Animating) {
    // The board shows the move being made: the chance is that of where it leads.
    const State& before = c.before_animation();
    h.chance_state = value_after(r, applied(r, before, c.animating()), before.side, table, v);
    if (h.chance_state == Lookup::Ready) h.light_chance = before.side == kLight ? v : 1 - v;
  } else {
    h.chance_state = position_value(r, c.state(), table, v);
    if (h.chance_state == Lookup::Ready) h.light_chance = c.state().side == kLight ? v : 1 - v;
  }
  if (person_chooses(c)) {
    std::vector<double> values;
    h.best_state = action_values(r, c.state(), c.choices(), table, values);
    if (h.best_state == Lookup::Ready) h.best = best_of(values);
  }
  return h;
}

Hint HintReader::read(const Controller& c, TableSource* table, const Clock& clock, double budget_ms) {
  if (!c.has_game()) return {};
  if (table && table->status() == Lookup::Ready) {
    const Hint h = read_hint(c, *table);
    // A table that cannot answer here (an entry missing, a part broken): estimates instead.
    const bool failed = h.chance_state == Lookup::Missing || (person_chooses(c) && h.best_state == Lookup::Missing);
    if (!failed) return h;
  }
  return estimate(c, clock, budget_ms);
}

SearchValues& HintReader::values_for(const RuleSet& r) {
  // Made again for other rules, or once the Queen's network has been provided (asked each
  // frame without building a string: the family and piece count say which rules).
  if (!values_ || rules_id_ != r.id || pieces_ != r.pieces || (!values_->learned() && find_learned_eval(r))) {
    values_ = SearchValues::strongest(r, kSlice);
    rules_id_ = r.id;
    pieces_ = r.pieces;
    valued_.reset();
  }
  return *values_;
}

Hint HintReader::estimate(const Controller& c, const Clock& clock, double budget_ms) {
  Hint h;
  h.estimate = true;
  const RuleSet& r = c.rules();
  SearchValues& values = values_for(r);
  const double start = clock();
  auto think = [&](const State& s, const ActionList& legal, std::vector<double>& out) {
    Lookup got;
    do got = values.actions(r, s, legal, out);
    while (got == Lookup::Pending && clock() - start < budget_ms);
    return got;
  };
  // The position shown: during a move's animation, the one it leads to.
  const State shown = c.stage() == Stage::Animating ? applied(r, c.before_animation(), c.animating()) : c.state();
  if (person_chooses(c)) {
    std::vector<double> v;
    h.best_state = think(c.state(), c.choices(), v);
    if (h.best_state == Lookup::Ready) {
      h.best = best_of(v);
      // The chance is that of the best move, as a table's value of a choice is.
      valued_ = c.state();
      chance_ = v[static_cast<std::size_t>(h.best)];
    }
  } else if (const std::optional<State> next = c.rolling_to();
             next && c.is_human(next->side) && !is_chance(*next) && !is_over(*next)) {
    // The dice are rolling: think ahead about the choice they lead to.
    ActionList legal;
    legal_actions(r, *next, legal);
    std::vector<double> v;
    if (legal.size() > 1) think(*next, legal, v);
  }
  // Who starts is still being thrown for: no chance is shown yet (a tied throw-off
  // repeats itself, so a search of it would never end).
  if (shown.phase == Phase::ThrowOff) return h;
  if (!valued_ || !(*valued_ == shown)) {
    double v = 0.5;
    values.position(r, shown, v);
    valued_ = shown;
    chance_ = v;
  }
  h.chance_state = Lookup::Ready;
  h.light_chance = shown.side == kLight ? chance_ : 1 - chance_;
  return h;
}

}  // namespace ur
