// State-space sizes of every rule set and its smaller piece counts (docs/perfect-play.md,
// "State-space sizes"): how many positions an exact solve must value, the table file it
// would write (2 bytes a position), and whether this solver can take it today.
//
//   state_space [--rules NAME[,NAME...]] [--all-pieces]
//
// Counted from the paths and the board (perfect/state_space.hpp), so it takes no time.
// Without --all-pieces: each rule set's own piece count and, where that is over 2^30
// positions (the most the solver's index takes), the largest smaller count under it.
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "perfect/solver.hpp"
#include "perfect/state_space.hpp"

namespace {

using namespace ur;

constexpr double kSolverLimit = static_cast<double>(1u << 30);  // ranks fit in 30 bits

std::string grouped(double v) {
  if (v >= 1e15) {
    char b[32];
    std::snprintf(b, sizeof b, "%.2e", v);
    return b;
  }
  std::string s = std::to_string(static_cast<unsigned long long>(std::llround(v)));
  for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3) s.insert(static_cast<std::size_t>(i), ",");
  return s;
}

std::string bytes(double b) {
  static const char* const units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  int u = 0;
  while (b >= 1024 && u < 6) {
    b /= 1024;
    ++u;
  }
  char out[32];
  std::snprintf(out, sizeof out, u == 0 ? "%.0f %s" : "%.1f %s", b, units[u]);
  return out;
}

void row(const RuleSet& r) {
  const StateSpace s = state_space(r);
  std::string why;
  const bool solvable = is_solvable(r, &why);
  const char* verdict = solvable && s.positions <= kSolverLimit ? "solvable here"
                        : solvable                               ? "over 2^30 positions"
                                                                 : why.c_str();
  std::printf("%-16s %6d %22s%s %12s  %s\n", std::string(r.name).c_str(), r.pieces, grouped(s.positions).c_str(),
              s.exact ? " " : "+", bytes(2 * s.positions + 96).c_str(), verdict);
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> names;
  bool all_pieces = false;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--all-pieces") == 0) {
      all_pieces = true;
    } else if (std::strcmp(argv[i], "--rules") == 0 && i + 1 < argc) {
      std::string list = argv[++i];
      for (std::size_t at = 0; at <= list.size();) {
        const std::size_t comma = std::min(list.find(',', at), list.size());
        names.push_back(list.substr(at, comma - at));
        at = comma + 1;
      }
    } else {
      std::fprintf(stderr, "state_space: unknown argument '%s' (try --rules NAME[,NAME] or --all-pieces)\n", argv[i]);
      return 2;
    }
  }
  std::vector<const RuleSet*> sets;
  if (names.empty())
    for (const RuleSet& r : all_rule_sets()) sets.push_back(&r);
  for (const std::string& n : names) {
    const RuleSet* r = find_rule_set(n);
    if (!r) {
      std::fprintf(stderr, "state_space: unknown rule set '%s'\n", n.c_str());
      return 2;
    }
    sets.push_back(r);
  }
  std::printf("%-16s %6s %23s %12s  %s\n", "rule set", "pieces", "positions", "table", "solver");
  for (const RuleSet* r : sets) {
    row(*r);
    if (all_pieces) {
      for (int k = r->default_pieces - 1; k >= 1; --k) row(r->with_pieces(k));
      continue;
    }
    // The largest smaller piece count whose positions fit the solver's index.
    if (state_space(*r).positions <= kSolverLimit) continue;
    for (int k = r->default_pieces - 1; k >= 1; --k)
      if (state_space(r->with_pieces(k)).positions <= kSolverLimit) {
        row(r->with_pieces(k));
        break;
      }
  }
  std::printf("(+: a lower bound, counting only positions with every piece alone on its square)\n");
  return 0;
}
