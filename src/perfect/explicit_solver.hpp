// Exact perfect play for the rule sets the dense solver cannot rank (stacks, tokens, a turn
// limit): small versions of them (`jeu-royal:2`), solved over the engine's own moves. Every
// state reachable from the start is found (keyed by a 64-bit hash of the state, checked by
// a second hash so that two states never share a key unnoticed), then valued by
// Gauss-Seidel sweeps until no value moves. The table keeps the value, for the side to
// move, of every state where a turn or a throw begins (phases ThrowOff, StartTurn, Throw);
// a move's value is the best action's. docs/perfect-play.md, "Small versions by the engine".
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/game.hpp"

namespace ur {

// The key of a state in a keyed table: a hash of the state with what does not change its
// value cleared (the turn count, unless the rules have a turn limit).
std::uint64_t explicit_key(const RuleSet& r, const State& s);
// The phases a keyed table holds a value for.
inline bool explicit_table_phase(Phase p) { return p == Phase::ThrowOff || p == Phase::StartTurn || p == Phase::Throw; }

struct ExplicitOptions {
  std::uint64_t max_states = 0xFFFFFFF0u;  // states (of every phase) the search may hold
  std::uint64_t memory_budget = 0;         // bytes the process may hold (0: no limit); the
                                           // search stops at 60% of it, the rest is for the
                                           // arrays' growth and the values
  double tolerance = 1e-13;               // done when a sweep changes no value by more
  int max_sweeps = 200000;                // a safety net; hitting it is a failure
  std::function<void(const std::string&)> progress;  // a line now and then, optional
};

struct ExplicitSolution {
  // Sorted keys and, for each, the win probability of the side to move (a draw counts half).
  std::vector<std::uint64_t> keys;
  std::vector<double> values;
  double start_value = 0;  // the first player's chance at the start (the state new_game gives)
};

struct ExplicitStats {
  std::uint64_t states = 0;      // every state met, of every phase
  std::uint64_t edges = 0;
  std::uint64_t sweeps = 0;
  double seconds = 0;
  bool converged = false;
  std::string error;             // why not: too many states, a key collision, no convergence
};

// Solves `r` by its reachable states. Fails (stats->error, an empty solution) when the
// game has more than options.max_states states or does not fit options.memory_budget.
ExplicitSolution explicit_solve(const RuleSet& r, const ExplicitOptions& options, ExplicitStats* stats = nullptr);

}  // namespace ur
