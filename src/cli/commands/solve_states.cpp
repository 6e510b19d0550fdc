// `ur-cli solve` by the reachable states.
#include "cli/commands/solve_states.hpp"

#include <ostream>

#include "cli/cli.hpp"
#include "core/record.hpp"
#include "perfect/explicit_solver.hpp"
#include "perfect/lazy_memory.hpp"
#include "perfect/table.hpp"

namespace ur::cli {

int solve_by_states(const RuleSet& r, const std::string& out_path, double memory_gib, bool quiet, std::ostream& out,
                    std::ostream& err) {
  ExplicitOptions options;
  options.memory_budget = static_cast<std::uint64_t>(memory_gib * 1024 * 1024 * 1024);
  // No state costs less than this (key, check, kind, edges, its place in the key map):
  // a bound that holds where the resident memory cannot be read (the web build).
  if (options.memory_budget > 0) options.max_states = options.memory_budget / 64;
  if (!quiet) options.progress = [&out](const std::string& line) { out << "  " << line << std::endl; };
  out << "solving " << rules_notation(r) << " by its states (stacks, tokens or a turn limit: no index)" << std::endl;
  ExplicitStats st;
  const ExplicitSolution sol = explicit_solve(r, options, &st);
  if (!st.converged) {
    err << "ur-cli: cannot solve " << rules_notation(r) << ": " << st.error << "\n";
    return kExitBadInput;
  }
  std::uint64_t bytes = 0;
  if (std::string e = write_keyed_table(r, sol.keys, sol.values, sol.start_value, out_path, &bytes); !e.empty()) {
    err << "ur-cli: " << e << "\n";
    return kExitBadInput;
  }
  out << "rules: " << rules_notation(r) << "\n";
  out << "states: " << st.states << " (" << sol.keys.size() << " in the table: where a turn or a throw begins)\n";
  out << "edges: " << st.edges << "\n";
  out << "sweeps: " << st.sweeps << "\n";
  out << "seconds: " << fixed(st.seconds, 1) << "\n";
  if (const std::uint64_t peak = peak_resident_bytes(); peak > 0)
    out << "peak memory: " << fixed(static_cast<double>(peak) / (1024.0 * 1024.0 * 1024.0), 2) << " GiB\n";
  out << "light wins from the start: " << fixed(sol.start_value, 10) << "\n";
  out << "table: " << out_path << " (" << bytes << " bytes)\n";
  return kExitOk;
}

}  // namespace ur::cli
