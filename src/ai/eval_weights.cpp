// Evaluation weights per rule set. Hand-set starting values; bench/tune_eval rewrites
// this file with weights fitted by logistic regression on self-play games.
#include "ai/eval.hpp"

namespace ur {
namespace {

// me: 8 features, them: 8 features, bias (see eval.cpp for their names per model).
constexpr EvalWeights kSimple{{1.0, 0.3, 0.0, -1.5, 0.3, 0.3, 0.5, -0.5,  //
                               -1.0, -0.3, 0.0, 1.5, -0.3, -0.3, -0.5, 0.5, 0.1}};
constexpr EvalWeights kStacks{{0.8, 0.3, 0.6, -0.3, -0.3, -0.1, 0.2, 0.1,  //
                               -0.8, -0.3, -0.6, 0.3, 0.3, 0.1, -0.2, -0.1, 0.1}};
constexpr EvalWeights kTowers{{0.5, 0.2, 0.1, -0.4, -0.3, 0.0, 0.2, 0.2,  //
                               -0.5, -0.2, -0.1, 0.4, 0.3, 0.0, -0.2, -0.2, 0.1}};

}  // namespace

const EvalWeights& default_weights(RuleSetId id) {
  switch (id) {
    case RuleSetId::JeuRoyal: return kStacks;
    case RuleSetId::Ravensburger: return kTowers;
    default: return kSimple;
  }
}

}  // namespace ur
