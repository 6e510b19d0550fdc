// Strength of the agents: matches between any two registered agents (search levels or
// baselines), or a round-robin of the ladder, per rule set or per family, sides
// alternating and dice shared by each pair of games, with win rates and 95% Wilson
// confidence intervals.
//
//   ladder --a NAME --b NAME [--rules NAME[,NAME...]|--family NAME] [--games N] [--from K]
//          [--seed S]
//   ladder --round-robin [--agents a,b,c] [--family NAME] [--games N]
// Families: finkel-like (finkel masters blitz classic british-museum bgg murray), bell,
// tokens, jeu-royal, ravensburger; or a list of rule sets, cycled the same way.
// --from K plays games K .. K+N-1 of the same series, so a long match can run in shards
// whose wins and games add up (tools/combine-shards.py reads the line saying which games
// were played and the exact wins).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "ai/agent.hpp"
#include "ai/levels.hpp"
#include "match_util.hpp"

namespace {

using namespace ur;

std::vector<const RuleSet*> family(const std::string& name) {
  std::vector<const RuleSet*> out;
  if (name == "finkel-like") {
    for (const char* n : {"finkel", "masters", "blitz", "classic", "british-museum", "bgg", "murray"})
      out.push_back(find_rule_set(n));
    return out;
  }
  for (const std::string& n : lab::split_commas(name)) {
    const RuleSet* r = find_rule_set(n);
    if (r == nullptr) return {};
    out.push_back(r);
  }
  return out;
}

struct MatchResult {
  lab::Rate a;
  double seconds = 0;
  std::uint64_t decisions = 0;
};

// Games g = 0..games-1 cycle through the rule sets of the family; a plays light in even
// games; games 2k and 2k+1 share their dice.
MatchResult match(const std::vector<const RuleSet*>& sets, const std::string& a, const std::string& b, int games,
                  std::uint64_t seed, int from = 0) {
  MatchResult m;
  const auto t0 = std::chrono::steady_clock::now();
  for (int g = from; g < from + games; ++g) {
    const RuleSet& rules = *sets[static_cast<std::size_t>(g / 2) % sets.size()];
    std::string err;
    auto agent_a = lab::make_agent_or_level(a, rules, seed + static_cast<std::uint64_t>(g), &err);
    auto agent_b = lab::make_agent_or_level(b, rules, seed + 7777 + static_cast<std::uint64_t>(g), &err);
    if (!agent_a || !agent_b) {
      std::fprintf(stderr, "%s\n", err.c_str());
      std::exit(2);
    }
    const bool a_light = g % 2 == 0;
    const std::uint64_t dice = seed * 31 + static_cast<std::uint64_t>(g / 2);
    const Winner w = a_light ? lab::play_game(rules, *agent_a, *agent_b, dice, &m.decisions)
                             : lab::play_game(rules, *agent_b, *agent_a, dice, &m.decisions);
    m.a.games++;
    if (w == Winner::Draw) m.a.wins += 0.5;
    else if ((w == Winner::Light) == a_light) m.a.wins += 1;
  }
  m.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return m;
}


}  // namespace

int main(int argc, char** argv) {
  std::string a = "king", b = "greedy", fam = "finkel", agents = "random,greedy,novice,apprentice,scribe,priest,king";
  int games = 200, from = 0;
  bool round_robin = false;
  std::uint64_t seed = 1;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--a") && i + 1 < argc) a = argv[++i];
    else if (!std::strcmp(argv[i], "--b") && i + 1 < argc) b = argv[++i];
    else if ((!std::strcmp(argv[i], "--rules") || !std::strcmp(argv[i], "--family")) && i + 1 < argc) fam = argv[++i];
    else if (!std::strcmp(argv[i], "--games") && i + 1 < argc) games = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--from") && i + 1 < argc) from = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--seed") && i + 1 < argc) seed = std::strtoull(argv[++i], nullptr, 10);
    else if (!std::strcmp(argv[i], "--agents") && i + 1 < argc) agents = argv[++i];
    else if (!std::strcmp(argv[i], "--round-robin")) round_robin = true;
    else {
      std::fprintf(stderr, "usage: see the comment at the top of lab/ladder.cpp\n");
      return 2;
    }
  }
  const auto sets = family(fam);
  if (sets.empty()) {
    std::fprintf(stderr, "unknown rule set or family '%s'\n", fam.c_str());
    return 2;
  }
  if (games < 1 || from < 0 || (round_robin && from != 0)) {
    std::fprintf(stderr, "--games must be at least 1 and --from at least 0 (and 0 in a round-robin)\n");
    return 2;
  }
  if (!round_robin) {
    const MatchResult m = match(sets, a, b, games, seed, from);
    std::printf("%-14s %-10s vs %-10s %s  (%.1f s, %.2f ms/decision)\n", fam.c_str(), a.c_str(), b.c_str(),
                m.a.text().c_str(), m.seconds, 1000.0 * m.seconds / static_cast<double>(m.decisions));
    std::printf("games %d..%d of seed %llu: %s won %g\n", from, from + games - 1,
                  static_cast<unsigned long long>(seed), a.c_str(), m.a.wins);
    return 0;
  }
  const auto names = lab::split_commas(agents);
  for (std::size_t i = 0; i < names.size(); ++i)
    for (std::size_t j = i + 1; j < names.size(); ++j) {
      const MatchResult m = match(sets, names[j], names[i], games, seed);
      std::printf("%-14s %-10s vs %-10s %s  (%.1f s)\n", fam.c_str(), names[j].c_str(), names[i].c_str(),
                  m.a.text().c_str(), m.seconds);
      std::fflush(stdout);
    }
  return 0;
}
