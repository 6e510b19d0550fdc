// Shared by the lab's matches and trainers and by bench_ai: playing one game between two
// agents, win rates with 95% confidence intervals, and a uniformly random baseline for
// when no registry is linked.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

#include "ai/agent.hpp"
#include "ai/learned_eval.hpp"
#include "ai/levels.hpp"
#include "core/game.hpp"

namespace ur::lab {

// "a,b,c" -> {"a", "b", "c"} (agent and rule-set lists on the command line).
inline std::vector<std::string> split_commas(const std::string& s) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start <= s.size()) {
    const std::size_t end = s.find(',', start);
    out.push_back(s.substr(start, end == std::string::npos ? std::string::npos : end - start));
    if (end == std::string::npos) break;
    start = end + 1;
  }
  return out;
}

// The rule set's network from $UR_NET_DIR or data/nets (ai/learned_eval.hpp).
inline std::string load_learned_eval(const RuleSet& rules) { return load_learned_eval_file(rules); }

// A registered agent, "search:DEPTH:NODES:TEMPERATURE" for an ad-hoc search level (to
// try a level before it joins the ladder), or "learned:DEPTH:NODES" for such a search
// with the learned evaluation. `oracle` and `learned:` load the network first.
inline std::unique_ptr<Agent> make_agent_or_level(const std::string& name, const RuleSet& rules, std::uint64_t seed,
                                                  std::string* err) {
  const bool learned = name.rfind("learned:", 0) == 0;
  if (learned || name == "oracle") {
    const std::string why = load_learned_eval(rules);
    if (!why.empty()) {
      if (err) *err = "agent '" + name + "': " + why;
      return nullptr;
    }
  }
  if (name.rfind("search:", 0) == 0 || learned) {
    const std::size_t c0 = name.find(':');
    Level l;
    l.name = "custom";
    l.max_depth = std::atoi(name.c_str() + c0 + 1);
    const std::size_t c1 = name.find(':', c0 + 1);
    const std::size_t c2 = c1 == std::string::npos ? c1 : name.find(':', c1 + 1);
    if (c1 != std::string::npos) l.node_limit = std::strtoull(name.c_str() + c1 + 1, nullptr, 10);
    if (c2 != std::string::npos) l.temperature = std::atof(name.c_str() + c2 + 1);
    l.table_bits = 18;
    if (learned) return make_search_agent(l, rules, seed, find_learned_eval(rules));
    return make_search_agent(l, rules, seed);
  }
  return make_agent(name, rules, seed, err);
}

// Plays one game; agents[0] plays light. Returns the winner. `max_decisions` guards
// against a stuck game (never reached in practice; ravensburger ends at 500 turns).
inline Winner play_game(const RuleSet& rules, Agent& light, Agent& dark, std::uint64_t dice_seed,
                        std::uint64_t* decisions = nullptr) {
  std::uint64_t rng = dice_seed;
  splitmix64(rng);
  State s = new_game(rules);
  ActionList legal;
  std::uint64_t n = 0;
  while (!is_over(s)) {
    if (is_chance(s)) {
      apply_chance(rules, s, sample_chance(rules, s, rng));
      continue;
    }
    legal_actions(rules, s, legal);
    Agent& a = s.side == kLight ? light : dark;
    const Action act = a.choose(s, legal);
    apply(rules, s, act);
    ++n;
  }
  if (decisions) *decisions += n;
  return s.winner;
}

// Wilson score interval for a proportion (draws count as half a win).
struct Rate {
  double wins = 0;  // with draws as 1/2
  long games = 0;
  double p() const { return games ? wins / games : 0.0; }
  double low() const {
    const double z = 1.96, n = static_cast<double>(games), ph = p();
    if (games == 0) return 0;
    return (ph + z * z / (2 * n) - z * std::sqrt(ph * (1 - ph) / n + z * z / (4 * n * n))) / (1 + z * z / n);
  }
  double high() const {
    const double z = 1.96, n = static_cast<double>(games), ph = p();
    if (games == 0) return 1;
    return (ph + z * z / (2 * n) + z * std::sqrt(ph * (1 - ph) / n + z * z / (4 * n * n))) / (1 + z * z / n);
  }
  std::string text() const {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%5.1f%% [%4.1f,%5.1f] n=%ld", 100 * p(), 100 * low(), 100 * high(), games);
    return buf;
  }
};

}  // namespace ur::lab
