// The ladder measured against perfect play: each agent plays the `perfect` agent (the
// rule set's solved table, docs/perfect-play.md) for N games, sides alternating and each
// pair of games sharing its dice. Besides the win rate (95% Wilson interval) it prints
// how much winning chance the agent gives away: at each of its decisions with a real
// choice, the table value of the best action minus that of the action it played.
//
//   vs_perfect [--rules finkel[:PIECES]] [--agents novice,apprentice,...|search:D:N:T] [--games 10000]
//              [--from K] [--seed S] [--threads 2] [--by-choice]
//
// --from K plays games K .. K+N-1 of the same series, so a long match can run in shards
// (wins and game counts of shards add up; loss/game and the shares combine weighted).
// Columns: win rate vs perfect, mean loss per choice and per game (in win-probability
// points, 100 = a whole game), how often it played a move losing more than 1 point,
// and the share of its choices that were best. --by-choice also splits the loss between
// choices before the throw (paying to enter, placing on the start) and moves.
#include <array>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "ai/agent.hpp"
#include "perfect/table.hpp"
#include "match_util.hpp"
#include "train_util.hpp"

namespace {

using namespace ur;

struct Tally {
  lab::Rate rate;
  // By kind of choice (a decision with two or more legal actions): [0] before the throw
  // (tokens: pay to enter; jeu-royal: place on the start), [1] a move for the throw.
  std::array<double, 2> kind_loss{};    // summed over the agent's choices
  std::array<long, 2> kind_choices{};
  std::array<long, 2> kind_best{};      // choices whose value equals the best
  long blunders = 0;                    // choices losing more than 0.01
  std::uint64_t decisions = 0;

  double loss() const { return kind_loss[0] + kind_loss[1]; }
  long choices() const { return kind_choices[0] + kind_choices[1]; }
  long best() const { return kind_best[0] + kind_best[1]; }

  void add(const Tally& o) {
    rate.wins += o.rate.wins;
    rate.games += o.rate.games;
    blunders += o.blunders;
    decisions += o.decisions;
    for (std::size_t k = 0; k < 2; ++k) {
      kind_loss[k] += o.kind_loss[k];
      kind_choices[k] += o.kind_choices[k];
      kind_best[k] += o.kind_best[k];
    }
  }
};

// One game between `agent` and perfect play; `agent_light` says who starts as light.
void play(const RuleSet& rules, const Table& table, Agent& agent, Agent& perfect, bool agent_light,
          std::uint64_t dice_seed, Tally& t) {
  std::uint64_t rng = dice_seed;
  splitmix64(rng);
  State s = new_game(rules);
  ActionList legal;
  const Side agent_side = agent_light ? kLight : kDark;
  while (!is_over(s)) {
    if (is_chance(s)) {
      apply_chance(rules, s, sample_chance(rules, s, rng));
      continue;
    }
    legal_actions(rules, s, legal);
    const bool mine = s.side == agent_side;
    const Action act = (mine ? agent : perfect).choose(s, legal);
    if (mine && legal.size() > 1) {
      double best = 0, played = 0;
      for (const Action& a : legal) {
        const double v = table.value_after(rules, applied(rules, s, a), s.side).value_or(0.0);
        best = std::max(best, v);
        if (a == act) played = v;
      }
      const double loss = best - played;
      if (loss > 0.01) ++t.blunders;
      const std::size_t kind = s.phase == Phase::StartTurn ? 0 : 1;
      t.kind_loss[kind] += loss;
      ++t.kind_choices[kind];
      if (loss <= 0) ++t.kind_best[kind];
    }
    apply(rules, s, act);
    ++t.decisions;
  }
  t.rate.games++;
  if (s.winner == Winner::Draw) t.rate.wins += 0.5;
  else if ((s.winner == Winner::Light) == agent_light) t.rate.wins += 1;
}

}  // namespace

int main(int argc, char** argv) {
  std::string rules_name = "finkel", agents = "random,greedy,novice,apprentice,scribe,priest,king";
  int games = 10000, threads = 2, from = 0;
  bool by_choice = false;
  std::uint64_t seed = 1;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--rules") && i + 1 < argc) rules_name = argv[++i];
    else if (!std::strcmp(argv[i], "--agents") && i + 1 < argc) agents = argv[++i];
    else if (!std::strcmp(argv[i], "--games") && i + 1 < argc) games = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--seed") && i + 1 < argc) seed = std::strtoull(argv[++i], nullptr, 10);
    else if (!std::strcmp(argv[i], "--threads") && i + 1 < argc) threads = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--from") && i + 1 < argc) from = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--by-choice")) by_choice = true;
    else {
      std::fprintf(stderr, "usage: see the comment at the top of lab/vs_perfect.cpp\n");
      return 2;
    }
  }
  RuleSet rules_value;
  const std::string bad_rules = lab::parse_rules_arg(rules_name, &rules_value);
  const RuleSet* rules = bad_rules.empty() ? &rules_value : nullptr;
  if (!bad_rules.empty()) std::fprintf(stderr, "vs_perfect: %s\n", bad_rules.c_str());
  if (!rules || games < 1 || from < 0 || from % 2 != 0 || threads < 1 || threads > 64) {
    std::fprintf(stderr, "vs_perfect: bad arguments (rule set '%s', games %d, from %d (even), threads %d)\n",
                 rules_name.c_str(), games, from, threads);
    return 2;
  }
  const TableLoad table = find_table(*rules);
  if (!table.ok()) {
    std::fprintf(stderr, "vs_perfect: %s\n(solve it first: ur-cli solve %s)\n", table.error.c_str(),
                 rules_name.c_str());
    return 1;
  }
  std::printf("%s: every agent against perfect play, games %d..%d, sides alternating\n", rules_name.c_str(), from,
              from + games - 1);
  std::printf("%-11s %-27s %10s %10s %9s %7s %9s\n", "agent", "wins vs perfect [95%]", "loss/move", "loss/game",
              "blunders", "best", "s");
  for (const std::string& name : lab::split_commas(agents)) {
    const auto t0 = std::chrono::steady_clock::now();
    std::atomic<int> next{0};
    std::mutex merge;
    Tally total;
    std::string error;
    auto worker = [&] {
      Tally mine;
      for (;;) {
        const int k = next.fetch_add(1);
        if (k >= games) break;
        const int g = from + k;
        std::string err;
        auto agent = lab::make_agent_or_level(name, *rules, seed + static_cast<std::uint64_t>(g), &err);
        auto perfect = make_agent("perfect", *rules, seed + 7777 + static_cast<std::uint64_t>(g), &err);
        if (!agent || !perfect) {
          const std::lock_guard<std::mutex> lock(merge);
          error = err;
          next = games;
          break;
        }
        play(*rules, *table.table, *agent, *perfect, g % 2 == 0, seed * 31 + static_cast<std::uint64_t>(g / 2), mine);
      }
      const std::lock_guard<std::mutex> lock(merge);
      total.add(mine);
    };
#ifndef __EMSCRIPTEN__
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
    worker();
    for (auto& th : pool) th.join();
#else
    worker();  // no threads in the node build
#endif
    if (!error.empty()) {
      std::fprintf(stderr, "vs_perfect: %s\n", error.c_str());
      return 2;
    }
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const double choices = static_cast<double>(std::max(1L, total.choices()));
    std::printf("%-11s %-27s %10.3f %10.2f %8.2f%% %6.1f%% %9.0f\n", name.c_str(), total.rate.text().c_str(),
                100 * total.loss() / choices, 100 * total.loss() / static_cast<double>(total.rate.games),
                100 * static_cast<double>(total.blunders) / choices, 100 * static_cast<double>(total.best()) / choices,
                secs);
    if (by_choice) {
      const char* const kinds[2] = {"before the throw", "a move"};
      for (std::size_t k = 0; k < 2; ++k) {
        if (total.kind_choices[k] == 0) continue;
        const double n = static_cast<double>(total.kind_choices[k]);
        std::printf("  %-17s %8ld choices  loss/choice %.3f  loss/game %.2f  best %.1f%%\n", kinds[k],
                    total.kind_choices[k], 100 * total.kind_loss[k] / n,
                    100 * total.kind_loss[k] / static_cast<double>(total.rate.games),
                    100 * static_cast<double>(total.kind_best[k]) / n);
      }
    }
    std::fflush(stdout);
  }
  return 0;
}
