// Self-play games and lambda-returns for TD training (see selfplay_train.hpp).
#include "train/selfplay_train.hpp"

#include <algorithm>

#include "ai/start_turn.hpp"
#include "core/dice.hpp"

namespace ur {

SelfPlayGame selfplay_game(const RuleSet& r, const PositionValue& value, double epsilon, std::uint64_t seed,
                           int max_actions, bool backups, const MoveChooser& choose) {
  return one_move_game(r, value, value, epsilon, seed, max_actions, backups, choose);
}

SelfPlayGame one_move_game(const RuleSet& r, const PositionValue& light, const PositionValue& dark, double epsilon,
                           std::uint64_t seed, int max_actions, bool backups, const MoveChooser& choose) {
  SelfPlayGame g;
  std::uint64_t rng = seed;
  splitmix64(rng);
  State s = new_game(r);
  ActionList legal;
  // What a position reached by a move is worth to `me`, by my evaluation (the end of the
  // game by its result).
  auto worth = [&](const State& next, Side me) {
    const double v = value_at_turn_start(r, next, me == kLight ? light : dark);
    return next.side == me ? v : 1.0 - v;
  };
  // The best move's worth to the mover after each throw, weighed by the throws' chances.
  auto backup = [&](const State& before) {
    double sum = 0;
    for (const ChanceOutcome& c : chance_outcomes(r, before)) {
      State thrown = before;
      apply_chance(r, thrown, c.outcome);
      legal_actions(r, thrown, legal);
      double best = 0;
      for (const Action& a : legal) best = std::max(best, worth(applied(r, thrown, a), before.side));
      sum += c.probability() * best;
    }
    return sum;
  };
  while (!is_over(s)) {
    if (++g.actions > max_actions) {
      g.winner = Winner::None;
      return g;
    }
    if (s.phase == Phase::Throw) {
      g.positions.push_back(s);
      g.movers.push_back(s.side);
      g.values.push_back((s.side == kLight ? light : dark)(g.positions.back()));
      if (backups) g.backups.push_back(backup(s));
    }
    if (is_chance(s)) {
      apply_chance(r, s, sample_chance(r, s, rng));
      continue;
    }
    legal_actions(r, s, legal);
    int pick = 0;
    if (legal.size() > 1) {
      const double u = static_cast<double>(splitmix64(rng) >> 11) * 0x1p-53;
      if (u < epsilon) {
        pick = static_cast<int>(splitmix64(rng) % static_cast<std::uint64_t>(legal.size()));
      } else if (choose) {
        pick = choose(s, legal);
      } else {
        double best = -1;
        for (int i = 0; i < legal.size(); ++i) {
          const double w = worth(applied(r, s, legal[i]), s.side);
          if (w > best) {
            best = w;
            pick = i;
          }
        }
      }
    }
    apply(r, s, legal[pick]);
  }
  g.winner = s.winner;
  return g;
}

std::vector<double> lambda_targets(const SelfPlayGame& g, double lambda) {
  const std::size_t n = g.positions.size();
  std::vector<double> out(n, 0.5);
  if (n == 0 || g.winner == Winner::None) return out;
  auto light_view = [&](std::size_t t, double v) { return g.movers[t] == kLight ? v : 1.0 - v; };
  // G of the last position: the result (a draw, at ravensburger's turn limit: half).
  double ret = g.winner == Winner::Light ? 1.0 : g.winner == Winner::Dark ? 0.0 : 0.5;
  for (std::size_t t = n; t-- > 0;) {
    if (t + 1 < n) ret = (1 - lambda) * light_view(t + 1, g.values[t + 1]) + lambda * ret;
    out[t] = light_view(t, ret);  // turned to the mover's view (the same map both ways)
  }
  return out;
}

}  // namespace ur

namespace ur {

std::vector<double> mixed_targets(const SelfPlayGame& g, double lambda, double mix) {
  std::vector<double> out = lambda_targets(g, lambda);
  if (mix >= 1 || g.backups.size() != out.size()) return out;
  // A game cut off at the action limit has no result to return from: its positions learn
  // their backups alone, so the positions of a stalling game are trained too (skipping
  // them let a network that stalls never learn that it does).
  if (g.winner == Winner::None) return g.backups;
  for (std::size_t t = 0; t < out.size(); ++t) out[t] = mix * out[t] + (1 - mix) * g.backups[t];
  return out;
}

}  // namespace ur
