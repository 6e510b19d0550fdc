// The difficulty ladder: named search agents from a gentle beginner to the strongest
// search the browser can afford. Every level is deterministic for a given seed (node
// budgets, never time). Construct directly with make_search_agent, or by name through
// the agent registry.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "ai/agent.hpp"
#include "ai/search.hpp"

namespace ur {

struct Level {
  std::string_view name;
  std::string_view description;
  int max_depth = 1;             // decisions looked ahead (see search.hpp)
  std::uint64_t node_limit = 0;  // per move (0 = none: the depth bounds the work)
  double temperature = 0;        // > 0: picks by softmax over win probabilities
  int table_bits = 16;           // transposition table: 2^bits entries of 24 bytes
};

// The ladder, weakest first.
std::span<const Level> search_levels();
const Level* find_level(std::string_view name);

// A search agent of `level` for `rules` (kept by reference: it must outlive the agent).
std::unique_ptr<Agent> make_search_agent(const Level& level, const RuleSet& rules, std::uint64_t seed);
// By level name; nullptr if there is no such level.
std::unique_ptr<Agent> make_search_agent(std::string_view level, const RuleSet& rules, std::uint64_t seed);
// A search agent whose leaves are valued by a learned evaluation (kept alive by the agent).
std::unique_ptr<Agent> make_search_agent(const Level& level, const RuleSet& rules, std::uint64_t seed,
                                         std::shared_ptr<const LearnedEval> learned);

// The level above king: king's budget, leaves valued by the rule set's learned
// evaluation (docs/ai.md, "Learned evaluation"). Not in search_levels(): it exists only
// where a network for the rule set has been provided (provide_learned_eval).
const Level& oracle_level();
// The Queen's level with `net`: half king's positions where the network corrects the
// logistic evaluation (each leaf then costs both), 350,000 in masters and 200,000 in
// murray (their positions cost more), king's elsewhere.
const Level& oracle_level(const LearnedEval& net);
// The oracle agent, or nullptr with *error saying which network is missing.
std::unique_ptr<Agent> make_oracle_agent(const RuleSet& rules, std::string* error);
// The oracle as the game offers it: king's search, valued by the rule set's network from
// the first decision after the network has been provided (a page fetches it after the
// start, and a saved game may come back before it arrives).
std::unique_ptr<Agent> make_oracle_agent_when_ready(const RuleSet& rules);
// Whether `agent` (from make_oracle_agent_when_ready) already plays with its network.
bool oracle_uses_network(const Agent& agent);

// The agent behind every level (exposed for benches and tests).
class SearchAgent : public Agent {
 public:
  SearchAgent(const Level& level, const RuleSet& rules, std::uint64_t seed,
              std::shared_ptr<const LearnedEval> learned = nullptr);
  void start(const State& s, const ActionList& legal) override;
  bool think(std::uint64_t node_budget) override;
  Action chosen() const override { return chosen_; }
  double evaluate(const State& s) override;

  const Level& level() const { return level_; }
  const Search& search() const { return search_; }

 private:
  void choose_now();

  Level level_;
  std::shared_ptr<const LearnedEval> learned_;  // before search_, which points into it
  Search search_;
  std::unique_ptr<Search> evaluator_;  // for evaluate(), so it never disturbs a search
  std::uint64_t rng_;
  ActionList legal_;
  Action chosen_{};
  bool ready_ = true;
};

}  // namespace ur
