// Shared by the learned evaluation's trainers (train_eval: on an exact table; train_td:
// by self-play): the rule set argument, a solved rule set's exact values, whole-file reads
// and atomic writes of weights and checkpoints, and short counts for progress lines.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

#include "perfect/solver.hpp"
#include "perfect/table.hpp"

namespace ur::lab {

// The options both trainers take: the rule set, the weight file, the exact values (table
// file or a solve in memory), the checkpoint and whether to resume from it.
struct TrainerArgs {
  std::string rules, out, table, checkpoint;
  bool solve = false, resume = false;
  // Takes option `a` if it is one of these, reading a value with next(); false if not.
  template <typename Next>
  bool take(const std::string& a, Next&& next) {
    if (a == "--rules") rules = next();
    else if (a == "--out") out = next();
    else if (a == "--table") table = next();
    else if (a == "--checkpoint") checkpoint = next();
    else if (a == "--solve") solve = true;
    else if (a == "--resume") resume = true;
    else return false;
    return true;
  }
};

// "finkel" or "finkel:4" into *out; "" or what is wrong with it.
inline std::string parse_rules_arg(const std::string& arg, RuleSet* out) {
  const std::size_t colon = arg.find(':');
  const RuleSet* base = find_rule_set(arg.substr(0, colon));
  if (!base) return "unknown rule set " + arg;
  *out = *base;
  if (colon == std::string::npos) return "";
  const std::string count = arg.substr(colon + 1);
  char* end = nullptr;
  const long n = std::strtol(count.c_str(), &end, 10);
  if (count.empty() || *end != '\0' || n < 1) return arg + ": the piece count must be a whole number from 1";
  *out = base->with_pieces(static_cast<int>(n));
  if (out->pieces != n) return arg + ": " + std::string(base->name) + " has at most " + std::to_string(base->default_pieces) + " pieces";
  return "";
}

// A solved rule set's exact values by rank: from its table file, or solved in memory.
struct ExactValues {
  std::unique_ptr<Solution> solution;
  std::shared_ptr<const Table> table;
  double tolerance = 1e-9;  // values closer than this may be equal (16-bit table entries)
  double operator()(std::uint64_t rank) const { return table ? table->entry(rank) : solution->value(rank); }
};

// Fills `out` for `rules` (which must be solvable); "" or why not.
inline std::string load_exact(const RuleSet& rules, bool solve_in_memory, const std::string& table_path,
                              ExactValues& out) {
  std::string why;
  if (!is_solvable(rules, &why)) return std::string(rules.name) + " is not solvable: " + why;
  if (solve_in_memory) {
    SolveOptions so;
    so.threads = 1;
    out.solution = solve(rules, so);
    return "";
  }
  TableLoad tl = load_table(table_path);
  if (!tl.ok()) return tl.error;
  if (!tl.table->matches(rules)) return table_path + " is not the table of " + std::string(rules.name) + ":" +
                                        std::to_string(rules.pieces);
  out.table = tl.table;
  out.tolerance = 1.5 / 65535.0;
  return "";
}

// Writes `bytes` to path.tmp, then renames it over `path`: a cut-off run never leaves a
// half-written weight file or checkpoint.
inline bool write_file(const std::string& path, const std::vector<std::uint8_t>& bytes) {
  const std::string tmp = path + ".tmp";
  {
    std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
    if (!f) return false;
    f.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    if (!f) return false;
  }
  return std::rename(tmp.c_str(), path.c_str()) == 0;
}

inline bool read_file(const std::string& path, std::vector<std::uint8_t>& out) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return false;
  out.assign(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
  return true;
}

inline std::string millions(std::uint64_t n) {
  char b[32];
  std::snprintf(b, sizeof b, "%.1fM", static_cast<double>(n) / 1e6);
  return b;
}

}  // namespace ur::lab
