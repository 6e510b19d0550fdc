// The perfect-play agent: for each legal action, the table value of the position it leads
// to (for the mover: the value itself after an extra throw, 1 - value when the turn
// passes, 1 or 0 when the game ends); the best wins, the first on a tie.
#include "ai/perfect.hpp"

#include "ai/levels.hpp"

namespace ur {

PerfectAgent::PerfectAgent(const RuleSet& rules, std::shared_ptr<TableSource> table, std::uint64_t seed)
    : Agent(rules), table_(std::move(table)), seed_(seed) {}

Agent& PerfectAgent::fallback() {
  if (!fallback_) fallback_ = make_search_agent(kPerfectFallbackLevel, rules_, seed_);
  return *fallback_;
}

void PerfectAgent::start(const State& s, const ActionList& legal) {
  state_ = s;
  legal_ = legal;
  chosen_ = legal[0];
  ready_ = legal.size() == 1;  // nothing to look up
  searching_ = waiting_ = false;
}

bool PerfectAgent::think(std::uint64_t node_budget) {
  if (ready_) return true;
  if (searching_) {
    if (!fallback().think(node_budget)) return false;
    chosen_ = fallback().chosen();
    ready_ = true;
    return true;
  }
  switch (action_values(rules_, state_, legal_, *table_, values_)) {
    case Lookup::Ready: {
      int best = 0;
      for (int i = 1; i < legal_.size(); ++i)
        if (values_[static_cast<std::size_t>(i)] > values_[static_cast<std::size_t>(best)]) best = i;
      chosen_ = legal_[best];
      ready_ = true;
      waiting_ = false;
      ++table_moves_;
      return true;
    }
    case Lookup::Pending:
      waiting_ = true;  // nothing to compute until the entries arrive
      return false;
    case Lookup::Missing:
      break;
  }
  // No table, a refused entry or one too slow: this move is the search's.
  waiting_ = false;
  searching_ = true;
  ++search_moves_;
  fallback().start(state_, legal_);
  return think(node_budget);
}

double PerfectAgent::evaluate(const State& s) {
  double v = 0;
  if (position_value(rules_, s, *table_, v) == Lookup::Ready) return v;
  return fallback().evaluate(s);
}

std::unique_ptr<Agent> make_perfect_agent(const RuleSet& rules, std::shared_ptr<const Table> table) {
  if (!table || !table->matches(rules)) return nullptr;
  return std::make_unique<PerfectAgent>(rules, std::make_shared<LoadedTableSource>(std::move(table)), 1);
}

std::unique_ptr<Agent> make_perfect_agent(const RuleSet& rules, std::string* error) {
  TableLoad t = find_table(rules);
  if (!t.ok()) {
    if (error) *error = "agent 'perfect' needs a table: " + t.error;
    return nullptr;
  }
  return make_perfect_agent(rules, t.table);
}

std::unique_ptr<PerfectAgent> make_perfect_agent(const RuleSet& rules, std::shared_ptr<TableSource> table,
                                                 std::uint64_t seed) {
  if (!table) return nullptr;
  return std::make_unique<PerfectAgent>(rules, std::move(table), seed);
}

}  // namespace ur
