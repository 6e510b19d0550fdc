// Helpers shared by the core and rules tests: positions from text, legal actions as
// sorted text, playing an action by name, and an exact solver for tiny endgames.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.hpp"
#include "core/position.hpp"

namespace ur::test {

inline Position pos(std::string_view text) {
  PositionParse p = parse_position(text);
  REQUIRE_MESSAGE(p.ok(), (p.error + "  <- in: " + std::string(text)));
  return *p.position;
}

inline std::string join_sorted(std::vector<std::string> items) {
  std::sort(items.begin(), items.end());
  std::string out;
  for (const std::string& s : items) {
    if (!out.empty()) out += ", ";
    out += s;
  }
  return out;
}

// "b, a" -> "a, b": write expected action sets in any order.
inline std::string set_of(std::string_view list) {
  std::vector<std::string> items;
  std::size_t start = 0;
  while (start <= list.size()) {
    std::size_t end = list.find(", ", start);
    if (end == std::string_view::npos) end = list.size();
    if (end > start) items.emplace_back(list.substr(start, end - start));
    start = end + 2;
  }
  return join_sorted(items);
}

// The exact set of legal actions, sorted, joined by ", ".
inline std::string legal(const RuleSet& r, const State& s) {
  ActionList list;
  legal_actions(r, s, list);
  std::vector<std::string> items;
  for (const Action& a : list) items.push_back(to_string(a));
  const std::size_t n = items.size();
  std::string joined = join_sorted(items);
  std::sort(items.begin(), items.end());
  CHECK_MESSAGE(std::unique(items.begin(), items.end()) == items.end(), ("duplicate actions: " + joined));
  CHECK(n == items.size());
  return joined;
}
inline std::string legal(const Position& p) { return legal(p.rules, p.state); }

// Apply the legal action whose text is `action`; REQUIREs that it is legal.
inline State play(const RuleSet& r, const State& s, std::string_view action) {
  ActionList list;
  legal_actions(r, s, list);
  for (const Action& a : list) {
    if (to_string(a) == action) {
      State next = applied(r, s, a);
      const std::string broken = check_invariants(r, next);
      CHECK_MESSAGE(broken.empty(), (broken));
      return next;
    }
  }
  FAIL("action '" << std::string(action) << "' is not legal; legal: " << legal(r, s));
  return s;
}
inline State play(const Position& p, std::string_view action) { return play(p.rules, p.state, action); }
// The position string after playing `action`.
inline std::string after(const Position& p, std::string_view action) {
  return to_position(p.rules, play(p, action));
}
// The position string after resolving a chance node with `outcome`.
inline std::string after_throw(const RuleSet& r, State s, int outcome) {
  REQUIRE(is_chance(s));
  apply_chance(r, s, outcome);
  return to_position(r, s);
}

// Exact value (probability that light wins; a draw counts 1/2) of every state reachable
// from `start`, by value iteration over the engine's own transitions. For tiny games.
inline double solve_light_wins(const RuleSet& r, const State& start, int max_states = 200000) {
  std::map<std::string, int> index;
  std::vector<State> states;
  // The turn counter only matters with a turn limit: drop it so positions repeat.
  auto id_of = [&](State s) {
    if (r.turn_limit == 0) s.turn = 0;
    const std::string key = to_position(r, s);
    auto it = index.find(key);
    if (it != index.end()) return it->second;
    const int id = static_cast<int>(states.size());
    index.emplace(key, id);
    states.push_back(s);
    return id;
  };
  struct Edge {
    int to;
    double p;
  };
  std::vector<std::vector<Edge>> edges;
  id_of(start);
  for (std::size_t i = 0; i < states.size(); ++i) {
    REQUIRE(static_cast<int>(states.size()) <= max_states);
    const State s = states[i];
    std::vector<Edge> out;
    if (is_chance(s)) {
      for (const ChanceOutcome& c : chance_outcomes(r, s)) {
        State n = s;
        apply_chance(r, n, c.outcome);
        out.push_back({id_of(n), c.probability()});
      }
    } else if (!is_over(s)) {
      ActionList list;
      legal_actions(r, s, list);
      for (const Action& a : list) out.push_back({id_of(applied(r, s, a)), 0.0});
    }
    edges.push_back(out);
  }
  std::vector<double> v(states.size(), 0.5);
  for (int iter = 0; iter < 100000; ++iter) {
    double delta = 0;
    for (std::size_t i = 0; i < states.size(); ++i) {
      const State& s = states[i];
      double x;
      if (is_over(s)) {
        x = s.winner == Winner::Light ? 1.0 : s.winner == Winner::Dark ? 0.0 : 0.5;
      } else if (is_chance(s)) {
        x = 0;
        for (const Edge& e : edges[i]) x += e.p * v[static_cast<std::size_t>(e.to)];
      } else {
        const bool light = s.side == kLight;
        x = light ? 0.0 : 1.0;
        for (const Edge& e : edges[i]) {
          const double c = v[static_cast<std::size_t>(e.to)];
          x = light ? std::max(x, c) : std::min(x, c);
        }
      }
      delta = std::max(delta, std::fabs(x - v[i]));
      v[i] = x;
    }
    if (delta < 1e-14) break;
  }
  return v[0];
}

}  // namespace ur::test
