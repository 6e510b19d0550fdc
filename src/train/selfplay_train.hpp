// Self-play training of the learned evaluation by TD(lambda) (docs/ai.md, "Unsolved rule
// sets: TD(lambda)"): for rule sets without an exact table, the network plays both sides
// (at each throw the move whose outcome it values best), and every position before a
// throw is trained towards the lambda-return of the network's later values and the
// game's result. No I/O and no clock: lab/train_td runs it, the unit test checks it on
// a solved small game. A game is a function of its seed.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "core/game.hpp"

namespace ur {

// One self-play game: every position before a throw (the side to move is s.side), with
// the network's value of it when it was reached.
struct SelfPlayGame {
  std::vector<State> positions;
  std::vector<Side> movers;
  std::vector<double> values;  // P(mover wins) by the network
  // With backups asked for: each position's value one throw deeper, P(mover wins) as the
  // expectation over the throws of the best move's worth by the same network.
  std::vector<double> backups;
  Winner winner = Winner::None;  // None: cut off at the action limit (not to be trained on)
  int actions = 0;
};

// Plays one game of `r` (a race without stacks) with `value` (P(the side to move wins),
// before its throw) choosing every move and every choice before a throw: the move whose resulting position is worth
// most to the mover (a win is 1; a position where the other side moves counts 1 - its
// value). With probability `epsilon` a move is chosen at random instead. Dice, the
// throw-off and the random choices come from `seed`.
// With `choose` given, it picks every move that is not random instead (the index into the
// legal actions of the decision `s`): self-play by a search.
using PositionValue = std::function<double(const State&)>;
using MoveChooser = std::function<int(const State& s, const ActionList& legal)>;
SelfPlayGame selfplay_game(const RuleSet& r, const PositionValue& value, double epsilon, std::uint64_t seed,
                           int max_actions = 20000, bool backups = false, const MoveChooser& choose = nullptr);
// The same game with a different evaluation on each side (by Side): a quick match of two
// evaluations at one move of look-ahead; g.values are each mover's own evaluation.
SelfPlayGame one_move_game(const RuleSet& r, const PositionValue& light, const PositionValue& dark, double epsilon,
                           std::uint64_t seed, int max_actions = 20000, bool backups = false,
                           const MoveChooser& choose = nullptr);

// The lambda-return of each position of a finished game, from its mover's side: working
// back from the result, G_t = (1 - lambda) V_{t+1} + lambda G_{t+1}, with values turned
// to one side's view and back. lambda = 1: every target is the result; 0: the next value.
std::vector<double> lambda_targets(const SelfPlayGame& g, double lambda);
// Targets mixing the one-throw backups (weight 1 - mix) with the lambda-returns (mix):
// mix = 1 is lambda_targets; mix = 0 trains each position towards its backup alone. A
// game cut off at the action limit (no winner) has no lambda-returns: with mix < 1 its
// targets are the backups alone.
std::vector<double> mixed_targets(const SelfPlayGame& g, double lambda, double mix);

}  // namespace ur
