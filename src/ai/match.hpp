// Whole games between agents, for the CLI (play, stats), tests and benches: the dice come
// from a SplitMix64 state seeded here, every decision from the agents, and the game is
// kept as the engine's sequence of steps so it can be written as a record. Plus the
// statistics the CLI prints (Wilson intervals, percentiles).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "ai/agent.hpp"
#include "core/record.hpp"

namespace ur {

// One user-facing seed gives the dice and each agent their own streams.
struct MatchSeeds {
  std::uint64_t dice = 0;
  std::uint64_t light = 0;
  std::uint64_t dark = 0;
};
MatchSeeds match_seeds(std::uint64_t seed);

struct PlayedGame {
  std::vector<Step> steps;
  State final_state{};
  int turns = 0;                  // turns played (the record's turn lines)
  std::array<int, 2> captures{};  // captures made by each side
  std::string error;              // "" unless an agent chose an illegal action
};

// Called at each decision, before the chosen action is applied.
using DecisionHook = std::function<void(const State& s, const ActionList& legal, const Action& chosen)>;

// Plays one game from new_game(rules) to the end (the rules guarantee an end; a
// runaway game stops after `max_steps` with an error).
PlayedGame play_game(const RuleSet& rules, Agent& light, Agent& dark, std::uint64_t dice_seed,
                     const DecisionHook& hook = {}, long max_steps = 5'000'000);

// The record of a played game with the usual tags.
GameRecord game_record(const RuleSet& rules, const PlayedGame& game, const std::string& light_name,
                       const std::string& dark_name, std::uint64_t seed);

// The 95% Wilson score interval of a proportion `successes / n`.
struct Interval {
  double low = 0;
  double high = 1;
};
Interval wilson_interval(double successes, long n);
// Nearest-rank percentile (p in 0..100) of the values; 0 when empty.
int percentile(std::vector<int> values, double p);

}  // namespace ur
