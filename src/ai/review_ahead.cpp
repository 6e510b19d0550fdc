#include "ai/review_ahead.hpp"

#include <algorithm>

namespace ur {

int ask_ahead(const RuleSet& rules, const std::vector<State>& states, const std::vector<Step>& steps, std::size_t from,
              std::size_t count, TableSource& table) {
  if (table.status() != Lookup::Ready) return 0;  // entries are asked for once the table is known
  struct Ahead {  // not "too slow" before the Reviewer needs them (TableCache)
    TableSource& t;
    explicit Ahead(TableSource& source) : t(source) { t.set_asking_ahead(true); }
    ~Ahead() { t.set_asking_ahead(false); }
    Ahead(const Ahead&) = delete;
    Ahead& operator=(const Ahead&) = delete;
  } ahead(table);
  int pending = 0;
  ActionList legal;
  std::vector<double> values;
  double value = 0;
  const std::size_t end = std::min({steps.size(), from + count, states.size() > 0 ? states.size() - 1 : 0});
  for (std::size_t i = from; i < end; ++i) {
    const State& s = states[i];
    if (steps[i].chance) {
      if (s.phase != Phase::Throw) continue;  // the Reviewer grades throws only (not a throw-off)
      pending += position_value(rules, s, table, value) == Lookup::Pending ? 1 : 0;
      pending += position_value(rules, states[i + 1], table, value) == Lookup::Pending ? 1 : 0;
    } else if (s.phase == Phase::Move) {
      legal_actions(rules, s, legal);
      pending += action_values(rules, s, legal, table, values) == Lookup::Pending ? 1 : 0;
    }
  }
  return pending;
}

std::size_t review_reached(const Review& r) {
  return r.steps.empty() ? 0 : r.steps.back().step + 1;
}

}  // namespace ur
