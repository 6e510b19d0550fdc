// The perfect-play agent: looks up every legal action's result in the rule set's solved
// table (perfect/table.hpp) and plays the best one. The table may be in memory or fetched
// entry by entry (perfect/table_cache.hpp); while entries are on their way the agent waits,
// and when the table is missing, refused or too slow it plays that move with the
// strongest search level instead, so a game always goes on.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ai/agent.hpp"
#include "perfect/table.hpp"
#include "perfect/table_source.hpp"

namespace ur {

// The level that plays a move when the table cannot answer in time.
inline constexpr std::string_view kPerfectFallbackLevel = "king";

// What the level picker says about perfect play (offered only when the table is reachable).
inline constexpr std::string_view kPerfectDescription =
    "Perfect play: each move is the best there is, read from this rule set's solved table. It never errs, "
    "but the dice still decide many games.";

class PerfectAgent : public Agent {
 public:
  PerfectAgent(const RuleSet& rules, std::shared_ptr<TableSource> table, std::uint64_t seed);

  void start(const State& s, const ActionList& legal) override;
  bool think(std::uint64_t node_budget) override;
  bool waiting() const override { return waiting_; }
  Action chosen() const override { return chosen_; }
  double evaluate(const State& s) override;

  // Decisions taken from the table and by the fallback search, since construction.
  int table_moves() const { return table_moves_; }
  int search_moves() const { return search_moves_; }

 private:
  Agent& fallback();

  std::shared_ptr<TableSource> table_;
  std::uint64_t seed_;
  std::unique_ptr<Agent> fallback_;  // made when first needed (its search tables are big)
  State state_{};
  ActionList legal_{};
  std::vector<double> values_;
  Action chosen_{};
  bool ready_ = true;
  bool searching_ = false;  // this decision is the fallback's
  bool waiting_ = false;
  int table_moves_ = 0, search_moves_ = 0;
};

// An agent playing from `table` (which must match `rules`).
std::unique_ptr<Agent> make_perfect_agent(const RuleSet& rules, std::shared_ptr<const Table> table);
// An agent playing from the table found in table_dir(); nullptr and *error (naming the
// missing or bad file) when there is none.
std::unique_ptr<Agent> make_perfect_agent(const RuleSet& rules, std::string* error = nullptr);
// An agent playing from a table that may be slow or missing (falls back to search).
std::unique_ptr<PerfectAgent> make_perfect_agent(const RuleSet& rules, std::shared_ptr<TableSource> table,
                                                 std::uint64_t seed);

}  // namespace ur
