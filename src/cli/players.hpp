// The two agents of a game by name, for ur-cli play and stats.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "ai/agent.hpp"
#include "ai/match.hpp"

namespace ur::cli {

// The agents of one game; the rule set must outlive them (they keep a reference).
struct Players {
  std::unique_ptr<Agent> light;
  std::unique_ptr<Agent> dark;
};

// Both agents, their seeds from `seeds`; nullopt and `error` for an unknown name, or
// "oracle" without the rule set's network.
std::optional<Players> make_players(const RuleSet& r, const std::string& light, const std::string& dark,
                                    const MatchSeeds& seeds, std::string& error);

}  // namespace ur::cli
