// How much the player's choices matter in each rule set (docs/ai.md, "weakest rule set"):
// games of scribe against scribe; at every decision, whether there is more than one legal
// action and, if so, the spread of the win probabilities of the actions (best - worst)
// by a full-window depth-2 search. Few decisions with a real choice and small spreads mean
// the dice decide the game and a stronger search has little to gain.
//
//   choices [--games N]   (default 100; ~15 s for all rule sets)
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "ai/levels.hpp"
#include "ai/search.hpp"

int main(int argc, char** argv) {
  using namespace ur;
  int games = 100;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--games") && i + 1 < argc) games = std::max(1, std::atoi(argv[++i]));
    else {
      std::fprintf(stderr, "usage: %s [--games N]\n", argv[0]);
      return 2;
    }
  }
  std::printf("%-15s %10s %10s %7s %12s %8s\n", "rule set", "decisions", "choices", "share", "spread>5pt",
              "spread");
  for (const RuleSet& rules : all_rule_sets()) {
    long decisions = 0, choices = 0, big = 0;
    double spread_sum = 0;
    for (int g = 0; g < games; ++g) {
      SearchAgent light(*find_level("scribe"), rules, static_cast<std::uint64_t>(g));
      SearchAgent dark(*find_level("scribe"), rules, static_cast<std::uint64_t>(g) + 1);
      std::uint64_t dice = 1000 + static_cast<std::uint64_t>(g);
      State s = new_game(rules);
      ActionList legal;
      while (!is_over(s)) {
        if (is_chance(s)) {
          apply_chance(rules, s, sample_chance(rules, s, dice));
          continue;
        }
        legal_actions(rules, s, legal);
        ++decisions;
        if (legal.size() > 1) {
          ++choices;
          Search search(rules, default_weights(rules.id), 14);
          SearchLimits limits;
          limits.max_depth = 2;
          limits.exact_root = true;
          search.start(s, legal, limits);
          while (!search.step(1u << 20)) {
          }
          double hi = 0, lo = 1;
          for (int i = 0; i < legal.size(); ++i) {
            hi = std::max(hi, search.root_value(i));
            lo = std::min(lo, search.root_value(i));
          }
          spread_sum += hi - lo;
          if (hi - lo > 0.05) ++big;
        }
        apply(rules, s, (s.side == kLight ? light : dark).choose(s, legal));
      }
    }
    const double n = games;
    std::printf("%-15s %10.1f %10.1f %6.0f%% %12.1f %8.3f\n", std::string(rules.name).c_str(),
                static_cast<double>(decisions) / n, static_cast<double>(choices) / n,
                100.0 * static_cast<double>(choices) / static_cast<double>(decisions), static_cast<double>(big) / n,
                choices ? spread_sum / static_cast<double>(choices) : 0.0);
  }
  return 0;
}
