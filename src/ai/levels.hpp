// The difficulty ladder: named search agents from a gentle beginner to the strongest
// search the browser can afford. Every level is deterministic for a given seed (node
// budgets, never time). Construct directly with make_search_agent, or by name through
// the agent registry.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
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

// The agent behind every level (exposed for benches and tests).
class SearchAgent : public Agent {
 public:
  SearchAgent(const Level& level, const RuleSet& rules, std::uint64_t seed);
  void start(const State& s, const ActionList& legal) override;
  bool think(std::uint64_t node_budget) override;
  Action chosen() const override { return chosen_; }
  double evaluate(const State& s) override;

  const Level& level() const { return level_; }
  const Search& search() const { return search_; }

 private:
  void choose_now();

  Level level_;
  Search search_;
  std::unique_ptr<Search> evaluator_;  // for evaluate(), so it never disturbs a search
  std::uint64_t rng_;
  ActionList legal_;
  Action chosen_{};
  bool ready_ = true;
};

}  // namespace ur
