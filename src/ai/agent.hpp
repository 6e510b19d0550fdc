// One interface for every player the game can have: baselines (random, first, greedy),
// the search levels and the perfect-play agent. No I/O inside; the UI and the CLI adapt
// to it. Thinking is incremental (start, then think in slices until ready) so the browser
// can spread a search across frames and never freeze; choose() does it all at once.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.hpp"

namespace ur {

class Agent {
 public:
  explicit Agent(const RuleSet& rules) : rules_(rules) {}
  virtual ~Agent() = default;
  Agent(const Agent&) = delete;
  Agent& operator=(const Agent&) = delete;

  // Begins a decision at a decision node (StartTurn or Move phase); `legal` is the
  // non-empty list from legal_actions(rules, s).
  virtual void start(const State& s, const ActionList& legal) = 0;
  // Thinks for roughly `node_budget` more nodes; returns true once the choice is ready.
  virtual bool think(std::uint64_t node_budget) = 0;
  // True when think() cannot make progress until something from outside arrives (table
  // entries over the network): call it again on a later frame rather than in a loop.
  virtual bool waiting() const { return false; }
  // The chosen action, one of `legal`; valid once think() returned true.
  virtual Action chosen() const = 0;
  // Estimated probability, 0..1, that the side to move at `s` wins the game.
  virtual double evaluate(const State& s) = 0;

  // start() then think() until ready.
  Action choose(const State& s, const ActionList& legal) {
    start(s, legal);
    while (!think(1u << 20)) {
    }
    return chosen();
  }
  const RuleSet& rules() const { return rules_; }

 protected:
  const RuleSet& rules_;
};

struct AgentInfo {
  std::string name;         // stable: used by the CLI, records and the level picker
  std::string description;  // plain-language strength / behaviour
};

// Every agent the game offers, weakest first.
std::vector<AgentInfo> agent_catalog();

// Makes an agent by name for a rule set; the seed makes its choices reproducible.
// Returns nullptr and sets *error on an unknown name.
std::unique_ptr<Agent> make_agent(std::string_view name, const RuleSet& rules, std::uint64_t seed,
                                  std::string* error = nullptr);

}  // namespace ur
