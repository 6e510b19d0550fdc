// `ur-cli solve RULES[:N]`: a rule set solved exactly, its perfect-play table written
// (the solver and its tables: docs/perfect-play.md).
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <ostream>

#include "cli/args.hpp"
#include "cli/cli.hpp"
#include "cli/command.hpp"
#include "cli/commands/solve_states.hpp"
#include "core/record.hpp"
#include "perfect/lazy_memory.hpp"
#include "perfect/solver.hpp"
#include "perfect/table.hpp"

namespace ur::cli {
namespace {

constexpr std::string_view kSolveHelp =
    "usage: ur-cli solve RULES[:N] [--out FILE] [--threads N] [--memory GIB] [--quiet]\n"
    "\n"
    "Solves a rule set exactly (finkel, blitz, british-museum, masters, classic, bgg,\n"
    "bell, aseb, murray up to :4; :N for N pieces a side) by value iteration and writes\n"
    "its perfect-play table. Rule sets with stacks, tokens or a turn limit (jeu-royal,\n"
    "ravensburger, tokens) solve by their reachable states, in small versions only\n"
    "(jeu-royal:2).\n"
    "  --out FILE     where to write (default: $UR_DATA_DIR or data/tables, file\n"
    "                 RULES-N.urt)\n"
    "  --threads N    worker threads, 1..64 (default 2; the web build uses 1)\n"
    "  --memory GIB   the most memory the solve may hold, in GiB (default 6; 0: no\n"
    "                 limit); a tighter limit costs time, not exactness\n"
    "  --quiet        no progress line per layer\n"
    "Prints the position count, layers, sweeps, seconds, the first player's winning\n"
    "chance from the start and the table's size.\n";

int run_solve(const std::vector<std::string>& args, std::istream&, std::ostream& out, std::ostream& err) {
  std::string rules_text, out_path;
  int threads = 2;
  double memory_gib = 6;
  bool quiet = false;
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      out << kSolveHelp;
      return kExitOk;
    }
    if (a == "--quiet") {
      quiet = true;
    } else if (a == "--out" || a == "--threads" || a == "--memory") {
      if (i + 1 >= args.size()) return usage_error(err, "option " + a + " needs a value", "solve");
      const std::string& v = args[++i];
      if (a == "--out") {
        out_path = v;
      } else if (a == "--memory") {
        char* end = nullptr;
        const double g = std::strtod(v.c_str(), &end);
        if (v.empty() || *end != '\0' || !(g >= 0 && g <= 4096))
          return usage_error(err, "--memory must be a number of GiB 0..4096 (0: no limit), got '" + v + "'", "solve");
        memory_gib = g;
      } else {
        char* end = nullptr;
        const long t = std::strtol(v.c_str(), &end, 10);
        if (v.empty() || *end != '\0' || t < 1 || t > 64)
          return usage_error(err, "--threads must be a whole number 1..64, got '" + v + "'", "solve");
        threads = static_cast<int>(t);
      }
    } else if (!a.empty() && a[0] == '-') {
      return usage_error(err, "unknown option '" + a + "'", "solve");
    } else if (rules_text.empty()) {
      rules_text = a;
    } else {
      return usage_error(err, "unexpected argument '" + a + "'", "solve");
    }
  }
  if (rules_text.empty()) return usage_error(err, "solve needs a rule set, e.g. finkel or finkel:3", "solve");
  std::string error;
  const auto rules = parse_rules_notation(rules_text, &error);
  if (!rules) return usage_error(err, error, "solve");
  const RuleSet r = *rules;
  if (out_path.empty()) {
    out_path = default_table_path(r);
    std::error_code ec;
    std::filesystem::create_directories(table_dir(), ec);
  }
  if (!is_solvable(r)) return solve_by_states(r, out_path, memory_gib, quiet, out, err);
  if (const std::uint64_t n = PositionIndex(r).size(); n > kMaxSolvePositions)
    return usage_error(err, "cannot solve " + rules_text + ": " + std::to_string(n) + " positions, the solver takes at most 2^30",
                       "solve");
  SolveOptions options;
  options.threads = threads;
  options.memory_budget = static_cast<std::uint64_t>(memory_gib * 1024 * 1024 * 1024);
  if (!quiet) options.progress = [&out](const std::string& line) { out << "  " << line << std::endl; };
  out << "solving " << rules_notation(r) << " with " << threads << " thread" << (threads == 1 ? "" : "s") << std::endl;
  SolveStats st;
  const auto solution = solve(r, options, &st);
  if (!st.converged) {
    err << "ur-cli: the solve did not converge\n";
    return kExitBadInput;
  }
  std::uint64_t bytes = 0;
  if (std::string e = write_table(*solution, out_path, &bytes); !e.empty()) {
    err << "ur-cli: " << e << "\n";
    return kExitBadInput;
  }
  out << "rules: " << rules_notation(r) << "\n";
  out << "positions: " << st.positions << "\n";
  out << "layers: " << st.layers << " (" << st.stages << " stages)\n";
  out << "sweeps: " << st.sweeps << " (" << st.position_updates << " position updates, " << st.extrapolations
      << " extrapolations)\n";
  out << "seconds: " << fixed(st.seconds, 1) << "\n";
  if (options.memory_budget > 0)
    out << "memory: at most " << fixed(memory_gib, 1) << " GiB (" << st.policy_stages << " stages by policy, "
        << st.recompute_stages << " recomputed, " << st.released_positions
        << " positions kept as 16-bit entries while solving)\n";
  if (const std::uint64_t peak = peak_resident_bytes(); peak > 0)
    out << "peak memory: " << fixed(static_cast<double>(peak) / (1024.0 * 1024.0 * 1024.0), 2) << " GiB\n";
  out << "first player wins: " << fixed(st.start_value, 10) << "\n";
  out << "table: " << out_path << " (" << bytes << " bytes)\n";
  return kExitOk;
}

}  // namespace

const Command kSolveCommand{"solve", "solve RULES[:N]", "solve a rule set exactly and write its table", kSolveHelp, run_solve};

}  // namespace ur::cli
