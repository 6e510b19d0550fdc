// What must hold at every step of every game, checked from outside the engine's own
// bookkeeping: shared by the unit tests' random games and the soak (lab/soak.cpp,
// tools/soak.sh), so both hold the engine to the same list.
#pragma once

#include <string>

#include "core/rules.hpp"
#include "core/state.hpp"

namespace ur {

// Checks `s`, a state reached by play under `rules`. Returns "" when everything holds,
// else what broke followed by the position:
//  - check_invariants (pieces, tokens and coins conserved, no overlaps, phase fields);
//  - pieces counted from the raw state (not through the engine's helpers) equal the
//    rule set's count for each side;
//  - a chance node has outcomes whose probabilities sum to exactly 1;
//  - a decision node has legal actions: none repeated, Pass only alone, each is_legal;
//  - a finished game offers nothing and its result names the same winner;
//  - with `round_trip`: the position string parses back to the same rule set and state,
//    and the parsed position offers the same legal actions (or chance outcomes).
std::string audit_step(const RuleSet& rules, const State& s, bool round_trip = true);

// Pieces of `side` counted from the raw state: on the board, waiting and borne off.
int raw_piece_count(const RuleSet& rules, const State& s, Side side);

}  // namespace ur
