// The perfect-play agent: for each legal action, the table value of the position it leads
// to (for the mover: the value itself after an extra throw, 1 - value when the turn
// passes, 1 or 0 when the game ends); the best wins, the first on a tie.
#include "ai/perfect.hpp"

namespace ur {
namespace {

class PerfectAgent : public Agent {
 public:
  PerfectAgent(const RuleSet& rules, std::shared_ptr<const Table> table) : Agent(rules), table_(std::move(table)) {}

  void start(const State& s, const ActionList& legal) override {
    chosen_ = legal[0];
    double best = -1;
    for (const Action& a : legal) {
      const double v = table_->value_after(rules_, applied(rules_, s, a), s.side).value_or(0.0);
      if (v > best) {
        best = v;
        chosen_ = a;
      }
    }
  }
  bool think(std::uint64_t) override { return true; }
  Action chosen() const override { return chosen_; }
  double evaluate(const State& s) override { return table_->probe(rules_, s).value_or(0.5); }

 private:
  std::shared_ptr<const Table> table_;
  Action chosen_{};
};

}  // namespace

std::unique_ptr<Agent> make_perfect_agent(const RuleSet& rules, std::shared_ptr<const Table> table) {
  if (!table || !table->matches(rules)) return nullptr;
  return std::make_unique<PerfectAgent>(rules, std::move(table));
}

std::unique_ptr<Agent> make_perfect_agent(const RuleSet& rules, std::string* error) {
  TableLoad t = find_table(rules);
  if (!t.ok()) {
    if (error) *error = "agent 'perfect' needs a table: " + t.error;
    return nullptr;
  }
  return make_perfect_agent(rules, t.table);
}

}  // namespace ur
