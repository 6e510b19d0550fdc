// `ur-cli solve` for a rule set the dense index cannot rank (stacks, tokens, a turn
// limit): a small version solved by its reachable states into a keyed table
// (perfect/explicit_solver.hpp, docs/perfect-play.md).
#pragma once

#include <iosfwd>
#include <string>

#include "core/rules.hpp"

namespace ur::cli {

// Solves `r` by its states and writes the keyed table to `out_path`; `memory_gib` bounds
// the states it may hold (0: no bound). Returns an ur-cli exit code (cli.hpp).
int solve_by_states(const RuleSet& r, const std::string& out_path, double memory_gib, bool quiet, std::ostream& out,
                    std::ostream& err);

}  // namespace ur::cli
