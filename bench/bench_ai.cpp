// Speed of the search levels: time per move (mean, p95, max) and nodes per second on a
// fixed set of positions (from seeded games of random play, decisions with a real
// choice), per rule set. Prints a signature (nodes and choices of the fixed searches)
// that must be the same natively and in WebAssembly: the search is deterministic.
// The level `hint` is the game's hint where no table answers (SearchValues::strongest, with
// the rule set's network where one is here): the time to value every move of a choice.
//
//   bench_ai [--rules a,b,...] [--levels a,b,...|oracle|hint] [--positions N]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "ai/levels.hpp"
#include "ai/review.hpp"
#include "lab/match_util.hpp"

namespace {

using namespace ur;
using Clock = std::chrono::steady_clock;


// Decision positions with at least two legal actions, sampled from random games.
std::vector<State> positions(const RuleSet& rules, int n) {
  std::vector<State> out;
  std::uint64_t rng = 0xBE7Cull + static_cast<std::uint64_t>(rules.id);
  while (static_cast<int>(out.size()) < n) {
    State s = new_game(rules);
    ActionList legal;
    int k = 0;
    while (!is_over(s) && static_cast<int>(out.size()) < n) {
      if (is_chance(s)) {
        apply_chance(rules, s, sample_chance(rules, s, rng));
        continue;
      }
      legal_actions(rules, s, legal);
      if (legal.size() > 1 && (k++ % 5) == 2) out.push_back(s);
      apply(rules, s, legal[static_cast<int>(random_below(rng, static_cast<std::uint32_t>(legal.size())))]);
    }
  }
  return out;
}

void print_row(const std::string& rname, const char* level, std::vector<double>& ms, double total, std::uint64_t nodes,
               double depth, std::uint64_t row_sig) {
  std::sort(ms.begin(), ms.end());
  const double mean = 1000 * total / static_cast<double>(ms.size());
  const double p95 = ms[static_cast<std::size_t>(0.95 * static_cast<double>(ms.size() - 1))];
  std::printf("%-12s %-10s %9.2f %9.2f %9.2f %9.0f %9.2fM %6.1f  %04llx\n", rname.c_str(), level, mean, p95, ms.back(),
              static_cast<double>(nodes) / static_cast<double>(ms.size()), static_cast<double>(nodes) / total / 1e6, depth,
              static_cast<unsigned long long>(row_sig & 0xFFFF));
  std::fflush(stdout);
}

// The hint's time a choice: every move valued by the estimate the game shows without a
// table, in the slices it thinks in (2,000 nodes a call, as src/ui/hints.cpp), and the
// position's chance; nodes are not counted (a "0" column), the signature is the best move's.
void hint_row(const RuleSet& rules, const std::string& rname, const std::vector<State>& set, std::uint64_t& signature) {
  const std::string why = lab::load_learned_eval(rules);
  auto values = SearchValues::strongest(rules, 2000);
  std::vector<double> ms;
  std::uint64_t row_sig = 0xCBF29CE484222325ull;
  double total = 0;
  for (const State& s : set) {
    ActionList legal;
    legal_actions(rules, s, legal);
    std::vector<double> v;
    const auto t0 = Clock::now();
    while (values->actions(rules, s, legal, v) == Lookup::Pending) {
    }
    double chance = 0;
    values->position(rules, s, chance);
    const double dt = std::chrono::duration<double>(Clock::now() - t0).count();
    ms.push_back(1000 * dt);
    total += dt;
    const std::size_t best = static_cast<std::size_t>(std::max_element(v.begin(), v.end()) - v.begin());
    row_sig = (row_sig ^ best) * 0x100000001B3ull;
    signature = (signature ^ best) * 0x100000001B3ull;
  }
  print_row(rname, values->learned() ? "hint+net" : "hint", ms, total, 0, 0, row_sig);
}

}  // namespace

int main(int argc, char** argv) {
  std::string rule_list = "finkel,masters,jeu-royal,tokens", level_list;
  int count = 40;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--rules") && i + 1 < argc) rule_list = argv[++i];
    else if (!std::strcmp(argv[i], "--levels") && i + 1 < argc) level_list = argv[++i];
    else if (!std::strcmp(argv[i], "--positions") && i + 1 < argc) count = std::atoi(argv[++i]);
    else {
      std::fprintf(stderr, "usage: %s [--rules a,b] [--levels a,b] [--positions N]\n", argv[0]);
      return 2;
    }
  }
  std::vector<std::string> levels;
  if (level_list.empty())
    for (const Level& l : search_levels()) levels.emplace_back(l.name);
  else
    levels = lab::split_commas(level_list);
  std::printf("%-12s %-10s %9s %9s %9s %9s %10s %6s  %s\n", "rule set", "level", "mean ms", "p95 ms", "max ms",
              "nodes/mv", "nodes/s", "depth", "signature");
  std::uint64_t signature = 0xCBF29CE484222325ull;
  for (const std::string& rname : lab::split_commas(rule_list)) {
    const RuleSet* rules = find_rule_set(rname);
    if (!rules) {
      std::fprintf(stderr, "unknown rule set %s\n", rname.c_str());
      return 2;
    }
    const std::vector<State> set = positions(*rules, count);
    for (const std::string& lname : levels) {
      if (lname == "hint") {
        hint_row(*rules, rname, set, signature);
        continue;
      }
      // `oracle` (king's budget, learned evaluation) needs the rule set's network
      // (data/nets or $UR_NET_DIR, docs/ai.md): without one its row says so.
      const bool oracle = lname == "oracle";
      const Level* level = oracle ? &oracle_level() : find_level(lname);
      if (!level) {
        std::fprintf(stderr, "unknown level %s\n", lname.c_str());
        return 2;
      }
      std::shared_ptr<const LearnedEval> net;
      if (oracle) {
        const std::string why = lab::load_learned_eval(*rules);
        if (!why.empty()) {
          std::printf("%-12s %-10s (no network: %s)\n", rname.c_str(), lname.c_str(), why.c_str());
          continue;
        }
        net = find_learned_eval(*rules);
      }
      SearchAgent agent(net ? oracle_level(*net) : *level, *rules, 1, net);
      std::vector<double> ms;
      std::uint64_t row_sig = 0xCBF29CE484222325ull;
      std::uint64_t nodes = 0, depth_sum = 0;
      double total = 0;
      for (const State& s : set) {
        ActionList legal;
        legal_actions(*rules, s, legal);
        const auto t0 = Clock::now();
        agent.start(s, legal);
        while (!agent.think(20000)) {
        }
        const double dt = std::chrono::duration<double>(Clock::now() - t0).count();
        ms.push_back(1000 * dt);
        total += dt;
        nodes += agent.search().nodes();
        depth_sum += static_cast<std::uint64_t>(agent.search().completed_depth());
        const Action a = agent.chosen();
        row_sig = (row_sig ^ agent.search().nodes() ^ (static_cast<std::uint64_t>(a.from) << 8) ^
                   (static_cast<std::uint64_t>(a.to) << 16) ^ (static_cast<std::uint64_t>(a.count) << 24)) *
                  0x100000001B3ull;
        signature = (signature ^ agent.search().nodes() ^ (static_cast<std::uint64_t>(a.from) << 8) ^
                     (static_cast<std::uint64_t>(a.to) << 16) ^ (static_cast<std::uint64_t>(a.count) << 24)) *
                    0x100000001B3ull;
      }
      print_row(rname, lname.c_str(), ms, total, nodes, static_cast<double>(depth_sum) / static_cast<double>(ms.size()),
                row_sig);
    }
  }
  std::printf("signature %016llx\n", static_cast<unsigned long long>(signature));
  return 0;
}
