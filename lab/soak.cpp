// The soak (issue 20, docs/soak.md): many games per rule set, every step audited
// (core/audit.hpp: pieces, tokens and coins conserved, the offers of each node, the
// position string's round trip and the legal actions re-derived from the parsed position,
// the game ending). Random games first, then games between the search levels, whose
// choices must also be among the legal actions. Prints a line per rule set and exits 1 on
// the first violations (each printed with its position), 0 when there were none.
//
//   soak [--games N] [--search-games N] [--king-games N] [--from K] [--rules a,b] [--threads T] [--seed S]
//     --games N         random games per rule set (default 1000000)
//     --search-games N  games between the levels novice..priest per rule set (default 10000)
//     --king-games N    of those, king against priest (default 20; the rest rotate pairs)
//     --rules a,b       rule sets, NAME or NAME:PIECES (default: all)
//     --threads T       worker threads (default 2)
//     --from K          play games K .. K+N-1 of each series (a shard: tools/soak.sh)
//     --seed S          seed of the dice and the agents (default 1)
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "ai/levels.hpp"
#include "core/audit.hpp"
#include "core/game.hpp"
#include "core/position.hpp"  // to_position
#include "match_util.hpp"

namespace {

using Clock = std::chrono::steady_clock;
constexpr long kMaxSteps = 200000;  // a game this long has not ended (ravensburger stops at 500 turns)
constexpr int kShownViolations = 5;

struct Tally {
  std::atomic<long> games{0}, steps{0}, longest{0}, violations{0};
  std::atomic<long> wins[4]{};  // None, Light, Dark, Draw
  std::mutex mutex;
  std::vector<std::string> shown;

  void violation(const std::string& what) {
    ++violations;
    const std::lock_guard<std::mutex> lock(mutex);
    if (shown.size() < kShownViolations) shown.push_back(what);
  }
  void finished(const ur::State& s, long steps_taken) {
    ++games;
    steps += steps_taken;
    ++wins[static_cast<unsigned>(s.winner)];
    long prev = longest.load();
    while (steps_taken > prev && !longest.compare_exchange_weak(prev, steps_taken)) {
    }
  }
};

std::uint64_t game_seed(std::uint64_t seed, const ur::RuleSet& rules, long game, std::uint64_t part) {
  std::uint64_t x = seed ^ (static_cast<std::uint64_t>(rules.id) << 48) ^ (part << 40) ^ static_cast<std::uint64_t>(game);
  return ur::splitmix64(x);
}

// One game; `choose` picks the action at a decision node (an index into `legal`, or -1
// for an action outside it: a violation). Every state reached is audited.
template <typename Choose>
void play_audited(const ur::RuleSet& rules, std::uint64_t dice, Tally& t, Choose&& choose) {
  ur::State s = ur::new_game(rules);
  ur::ActionList legal;
  long steps = 0;
  if (const std::string b = ur::audit_step(rules, s); !b.empty()) return t.violation("a new game: " + b);
  while (!ur::is_over(s)) {
    if (++steps > kMaxSteps) return t.violation("the game did not end at " + ur::to_position(rules, s));
    if (ur::is_chance(s)) {
      ur::apply_chance(rules, s, ur::sample_chance(rules, s, dice));
    } else {
      ur::legal_actions(rules, s, legal);
      const int pick = choose(s, legal);
      if (pick < 0) return t.violation("a computer chose an action that is not legal at " + ur::to_position(rules, s));
      ur::apply(rules, s, legal[pick]);
    }
    if (const std::string b = ur::audit_step(rules, s); !b.empty()) return t.violation(b);
  }
  t.finished(s, steps);
}

void random_games(const ur::RuleSet& rules, long from, long games, int threads, std::uint64_t seed, Tally& t) {
  std::vector<std::thread> pool;
  for (int w = 0; w < threads; ++w)
    pool.emplace_back([&, w] {
      for (long g = from + w; g < from + games && t.violations < kShownViolations; g += threads) {
        std::uint64_t rng = game_seed(seed, rules, g, 1);
        play_audited(rules, game_seed(seed, rules, g, 2), t, [&](const ur::State&, const ur::ActionList& legal) {
          return static_cast<int>(ur::random_below(rng, static_cast<std::uint32_t>(legal.size())));
        });
      }
    });
  for (std::thread& th : pool) th.join();
}

// Game g's two levels: the first `king` games king against priest, the rest a rotation of
// neighbouring and distant pairs among novice..priest; sides swap every other game.
std::pair<std::string, std::string> levels_of(long g, long king) {
  static const char* const pairs[][2] = {{"novice", "apprentice"}, {"apprentice", "scribe"}, {"scribe", "priest"},
                                         {"novice", "priest"},     {"novice", "scribe"},     {"apprentice", "priest"}};
  std::pair<std::string, std::string> p = g < king ? std::pair<std::string, std::string>{"king", "priest"}
                                                   : std::pair<std::string, std::string>{pairs[(g - king) / 2 % 6][0],
                                                                                         pairs[(g - king) / 2 % 6][1]};
  if (g % 2) std::swap(p.first, p.second);
  return p;
}

void search_games(const ur::RuleSet& rules, long from, long games, long king, int threads, std::uint64_t seed,
                  Tally& t) {
  std::vector<std::thread> pool;
  for (int w = 0; w < threads; ++w)
    pool.emplace_back([&, w] {
      for (long g = from + w; g < from + games && t.violations < kShownViolations; g += threads) {
        const auto [light, dark] = levels_of(g, king);
        std::unique_ptr<ur::Agent> agents[2] = {
            ur::make_search_agent(light, rules, game_seed(seed, rules, g, 3)),
            ur::make_search_agent(dark, rules, game_seed(seed, rules, g, 4))};
        play_audited(rules, game_seed(seed, rules, g, 5), t, [&](const ur::State& s, const ur::ActionList& legal) {
          const ur::Action a = agents[s.side]->choose(s, legal);
          const auto at = std::find(legal.begin(), legal.end(), a);
          return at == legal.end() ? -1 : static_cast<int>(at - legal.begin());
        });
      }
    });
  for (std::thread& th : pool) th.join();
}

std::string grouped(long n) {
  std::string s = std::to_string(n);
  for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3) s.insert(static_cast<std::size_t>(i), ",");
  return s;
}

// "finkel", "murray:3".
std::string rules_name(const ur::RuleSet& r) {
  return std::string(r.name) + (r.pieces != r.default_pieces ? ":" + std::to_string(r.pieces) : "");
}

// Prints the tally's line; returns its violations.
long report(const char* what, const ur::RuleSet& rules, Tally& t, double secs) {
  std::printf("%-16s %-7s %11s games %14s steps  longest %6ld  light %5.1f%%  violations %ld  %7.1f s\n",
              rules_name(rules).c_str(),
              what, grouped(t.games).c_str(), grouped(t.steps).c_str(), t.longest.load(),
              t.games ? 100.0 * static_cast<double>(t.wins[1]) / static_cast<double>(t.games) : 0.0, t.violations.load(), secs);
  for (const std::string& v : t.shown) {
    std::printf("  VIOLATION: %s\n", v.c_str());
    std::fprintf(stderr, "soak: %s: VIOLATION: %s\n", rules_name(rules).c_str(), v.c_str());
  }
  std::fflush(stdout);
  return t.violations;
}

bool whole(const char* text, long lo, long hi, long& out) {
  char* end = nullptr;
  const long v = std::strtol(text, &end, 10);
  if (end == text || *end != '\0' || v < lo || v > hi) return false;
  out = v;
  return true;
}

int usage(const char* why) {
  std::fprintf(stderr, "soak: %s\nusage: soak [--games N] [--search-games N] [--king-games N] [--from K] [--rules a,b] [--threads T] [--seed S]\n", why);
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  long games = 1000000, search = 10000, king = 20, threads = 2, seed = 1, from = 0;
  std::vector<ur::RuleSet> rules;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (i + 1 >= argc) return usage(("unknown argument or missing value: " + arg).c_str());
    const char* v = argv[++i];
    bool ok = true;
    if (arg == "--games") ok = whole(v, 0, 1000000000, games);
    else if (arg == "--search-games") ok = whole(v, 0, 100000000, search);
    else if (arg == "--king-games") ok = whole(v, 0, 100000000, king);
    else if (arg == "--from") ok = whole(v, 0, 1000000000, from);
    else if (arg == "--threads") ok = whole(v, 1, 64, threads);
    else if (arg == "--seed") ok = whole(v, 0, 2147483647L, seed);  // a long is 32 bits in wasm
    else if (arg == "--rules") {
      for (const std::string& name : ur::lab::split_commas(v)) {
        const ur::RuleSet* base = ur::find_rule_set(name.substr(0, name.find(':')));
        if (!base) return usage(("unknown rule set '" + name + "'").c_str());
        long pieces = base->pieces;
        if (name.find(':') != std::string::npos && !whole(name.c_str() + name.find(':') + 1, 1, base->pieces, pieces))
          return usage(("bad piece count in '" + name + "'").c_str());
        rules.push_back(base->with_pieces(static_cast<int>(pieces)));
      }
    } else return usage(("unknown argument '" + arg + "'").c_str());
    if (!ok) return usage(("bad value '" + std::string(v) + "' for " + arg).c_str());
  }
  if (rules.empty())
    for (const ur::RuleSet& r : ur::all_rule_sets()) rules.push_back(r);

  std::printf("soak: %s random games and %s between search levels (king in games 0..%ld) per rule set from game %s, "
              "%ld threads, seed %ld\n",
              grouped(games).c_str(), grouped(search).c_str(), king - 1, grouped(from).c_str(), threads, seed);
  long violations = 0;
  const auto all_start = Clock::now();
  for (const ur::RuleSet& r : rules) {
    if (games > 0) {
      Tally t;
      const auto start = Clock::now();
      random_games(r, from, games, static_cast<int>(threads), static_cast<std::uint64_t>(seed), t);
      violations += report("random", r, t, std::chrono::duration<double>(Clock::now() - start).count());
    }
    if (search > 0) {
      Tally t;
      const auto start = Clock::now();
      search_games(r, from, search, king, static_cast<int>(threads), static_cast<std::uint64_t>(seed), t);
      violations += report("levels", r, t, std::chrono::duration<double>(Clock::now() - start).count());
    }
  }
  std::printf("soak: %ld violations in %.0f s\n", violations,
              std::chrono::duration<double>(Clock::now() - all_start).count());
  return violations == 0 ? 0 : 1;
}
