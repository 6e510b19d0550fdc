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

// Exact values (probability that light wins; a draw counts 1/2) of every state reachable
// from `roots`, by value iteration to 1e-14 over the engine's own transitions (legal
// actions, apply, chance outcomes), states keyed by their position strings. For tiny
// games. `merge_extra`: states that differ only in the extra-throw flag are one state
// (for the race rule sets, where the flag changes nothing but the record).
class EngineSolver {
 public:
  EngineSolver(const RuleSet& r, const std::vector<State>& roots, bool merge_extra = false, int max_states = 200000)
      : r_(r), merge_extra_(merge_extra) {
    for (const State& s : roots) id_of(s);
    for (std::size_t i = 0; i < states_.size(); ++i) {
      REQUIRE(static_cast<int>(states_.size()) <= max_states);
      const State s = states_[i];
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
      edges_.push_back(out);
    }
    v_.assign(states_.size(), 0.5);
    for (int iter = 0; iter < 100000; ++iter) {
      double delta = 0;
      for (std::size_t i = 0; i < states_.size(); ++i) {
        const State& s = states_[i];
        double x;
        if (is_over(s)) {
          x = s.winner == Winner::Light ? 1.0 : s.winner == Winner::Dark ? 0.0 : 0.5;
        } else if (is_chance(s)) {
          x = 0;
          for (const Edge& e : edges_[i]) x += e.p * v_[static_cast<std::size_t>(e.to)];
        } else {
          const bool light = s.side == kLight;
          x = light ? 0.0 : 1.0;
          for (const Edge& e : edges_[i]) {
            const double c = v_[static_cast<std::size_t>(e.to)];
            x = light ? std::max(x, c) : std::min(x, c);
          }
        }
        delta = std::max(delta, std::fabs(x - v_[i]));
        v_[i] = x;
      }
      if (delta < 1e-14) break;
    }
  }
  // The probability that light wins from `s` (a state met while solving).
  double light_value(const State& s) { return v_[static_cast<std::size_t>(id_of(s))]; }
  // The value for the side to move at `s`.
  double value(const State& s) { return s.side == kLight ? light_value(s) : 1.0 - light_value(s); }
  std::size_t size() const { return states_.size(); }

 private:
  struct Edge {
    int to;
    double p;
  };
  int id_of(State s) {
    if (r_.turn_limit == 0) s.turn = 0;  // only a turn limit makes the turn count matter
    if (merge_extra_) s.extra = false;
    const std::string key = to_position(r_, s);
    const auto it = index_.find(key);
    if (it != index_.end()) return it->second;
    const int id = static_cast<int>(states_.size());
    index_.emplace(key, id);
    states_.push_back(s);
    return id;
  }
  const RuleSet& r_;
  bool merge_extra_;
  std::map<std::string, int> index_;
  std::vector<State> states_;
  std::vector<std::vector<Edge>> edges_;
  std::vector<double> v_;
};

// The probability that light wins from `start` (see EngineSolver).
inline double solve_light_wins(const RuleSet& r, const State& start, int max_states = 200000) {
  return EngineSolver(r, {start}, false, max_states).light_value(start);
}

}  // namespace ur::test
