// Static evaluation: the estimated probability that the side to move wins, from a small
// vector of features (progress, safety, threats within reach of likely throws, extra-throw
// chances, pieces to enter, tokens, stacks and prisoners) and per-rule-set logistic
// weights fitted by lab/tune_eval.cpp (see docs/ai.md). Plain C++, no allocation.
#pragma once

#include <array>
#include <string>

#include "core/game.hpp"

namespace ur {

// Features are computed per side ("me" = the side to move, then "them"), kSideFeatures
// each, followed by a constant 1 (the bias). Their meaning depends on the rule set's
// model (eval.cpp names them); weights are per rule set.
inline constexpr int kSideFeatures = 8;
inline constexpr int kFeatures = 2 * kSideFeatures + 1;
using Features = std::array<double, kFeatures>;

struct EvalWeights {
  std::array<double, kFeatures> w{};
};

// The fitted weights of a rule set (eval_weights.cpp, written by lab/tune_eval).
const EvalWeights& default_weights(RuleSetId id);

// Fills `f` for the position `s` from the point of view of s.side.
void eval_features(const RuleSet& rules, const State& s, Features& f);
// Human-readable names of the features of this rule set's model (for the tuner's report).
std::string feature_name(const RuleSet& rules, int index);

// Probability, 0..1, that s.side wins: exact at the end of the game (draw = 1/2), else
// the logistic model. Meant for positions before a throw (Throw / StartTurn phases);
// callable anywhere.
double evaluate_position(const RuleSet& rules, const State& s, const EvalWeights& w);
// P(s.side wins) once the game is over: 1 or 0, a draw 1/2.
inline double final_value(const State& s) {
  if (s.winner == Winner::Draw || s.winner == Winner::None) return 0.5;
  return (s.winner == Winner::Light) == (s.side == kLight) ? 1.0 : 0.0;
}
// The same evaluation's logit (the weighted sum of the features, within +-30), for a game
// not over: what the learned evaluation adds its correction to (NetBase::Logistic).
double evaluate_logit(const RuleSet& rules, const State& s, const EvalWeights& w);

// Probability that the move value of one throw equals v, by rule set (0 outside 0..15).
double throw_value_probability(const RuleSet& rules, int v);

}  // namespace ur
