// The baseline agents: `first` (the first legal action), `random` (uniform over the legal
// actions, seeded) and `greedy` (one ply: the action whose immediate result scores best on
// a few plain heuristics). They are opponents for tests, benches and beginners, and the
// yardstick the search levels must beat. Registered by name in registry.cpp.
#pragma once

#include <cstdint>
#include <memory>

#include "ai/agent.hpp"

namespace ur {

std::unique_ptr<Agent> make_first_agent(const RuleSet& rules, std::uint64_t seed);
std::unique_ptr<Agent> make_random_agent(const RuleSet& rules, std::uint64_t seed);
std::unique_ptr<Agent> make_greedy_agent(const RuleSet& rules, std::uint64_t seed);

// The greedy agent's score of one legal action at decision node `s` (higher is better);
// exposed so tests can check its preferences.
double greedy_score(const RuleSet& rules, const State& s, const Action& a);

// A rough race estimate, 0..1, that the side to move at `s` wins (greedy's evaluate()).
double race_estimate(const RuleSet& rules, const State& s);

}  // namespace ur
