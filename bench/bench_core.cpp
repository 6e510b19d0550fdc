// Benchmark of the rules core: random playouts for every rule set from fixed seeds.
// Prints turns/s and games/s (a turn = one throw + legal move generation + apply) and a
// deterministic signature (total turns and a hash of the final states of the fixed
// games) that must be identical natively and in WebAssembly.
//
//   bench_core [--games N] [--seconds S] [--rules NAME]
//     --games N    fixed games per rule set for the signature (default 2000)
//     --seconds S  keep playing (timing only) until S seconds per rule set (default 1)
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "core/game.hpp"

namespace {

using Clock = std::chrono::steady_clock;

struct GameStats {
  std::uint64_t turns = 0;
  std::uint64_t final_hash = 0;
};

// One random game from `seed`: uniform random legal actions, throws from the dice.
GameStats play_one(const ur::RuleSet& rules, std::uint64_t seed) {
  std::uint64_t rng = seed;
  ur::splitmix64(rng);  // decorrelate neighbouring seeds
  ur::State s = ur::new_game(rules);
  ur::ActionList actions;
  GameStats st;
  while (!ur::is_over(s)) {
    if (ur::is_chance(s)) {
      if (s.phase == ur::Phase::Throw) ++st.turns;
      ur::apply_chance(rules, s, ur::sample_chance(rules, s, rng));
    } else {
      ur::legal_actions(rules, s, actions);
      const auto pick = ur::random_below(rng, static_cast<std::uint32_t>(actions.size()));
      ur::apply(rules, s, actions[static_cast<int>(pick)]);
    }
  }
  st.final_hash = ur::hash_state(s);
  return st;
}

std::string human(double x) {
  char buf[32];
  if (x >= 1e6) std::snprintf(buf, sizeof buf, "%.2fM", x / 1e6);
  else if (x >= 1e3) std::snprintf(buf, sizeof buf, "%.1fk", x / 1e3);
  else std::snprintf(buf, sizeof buf, "%.0f", x);
  return buf;
}

}  // namespace

int main(int argc, char** argv) {
  long games = 2000;
  double seconds = 1.0;
  const char* only = nullptr;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--games") == 0 && i + 1 < argc) {
      games = std::strtol(argv[++i], nullptr, 10);
    } else if (std::strcmp(argv[i], "--seconds") == 0 && i + 1 < argc) {
      seconds = std::strtod(argv[++i], nullptr);
    } else if (std::strcmp(argv[i], "--rules") == 0 && i + 1 < argc) {
      only = argv[++i];
    } else {
      std::fprintf(stderr, "usage: %s [--games N] [--seconds S] [--rules NAME]\n", argv[0]);
      return 2;
    }
  }
  if (games < 1) games = 1;

  std::printf("%-15s %8s %11s %10s %10s  %s\n", "rule set", "games", "turns", "turns/s", "games/s",
              "signature (turns:hash of the first N games)");
  std::uint64_t total_signature = 0xCBF29CE484222325ull;
  for (const ur::RuleSet& rules : ur::all_rule_sets()) {
    if (only && rules.name != only) continue;
    const std::uint64_t base_seed = 0x0A11CE5EEDull * (static_cast<std::uint64_t>(rules.id) + 1);
    std::uint64_t fixed_turns = 0;
    std::uint64_t hash = 0xCBF29CE484222325ull;
    std::uint64_t all_turns = 0;
    long played = 0;
    const auto start = Clock::now();
    double elapsed = 0;
    // The fixed games make the signature; more games (timing only) fill the time budget.
    for (long g = 0; g < games || elapsed < seconds; ++g) {
      const GameStats st = play_one(rules, base_seed + static_cast<std::uint64_t>(g));
      if (g < games) {
        fixed_turns += st.turns;
        hash = (hash ^ st.final_hash) * 0x100000001B3ull;
      }
      all_turns += st.turns;
      ++played;
      if ((g & 63) == 63 || g + 1 == games)
        elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    }
    elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    total_signature = (total_signature ^ hash ^ fixed_turns) * 0x100000001B3ull;
    std::printf("%-15s %8ld %11llu %10s %10s  %llu:%016llx\n", std::string(rules.name).c_str(), played,
                static_cast<unsigned long long>(all_turns), human(static_cast<double>(all_turns) / elapsed).c_str(),
                human(static_cast<double>(played) / elapsed).c_str(),
                static_cast<unsigned long long>(fixed_turns), static_cast<unsigned long long>(hash));
  }
  std::printf("signature %016llx (games=%ld)\n", static_cast<unsigned long long>(total_signature), games);
  return 0;
}
