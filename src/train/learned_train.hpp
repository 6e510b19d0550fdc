// Training the learned evaluation (learned_eval.hpp) in plain C++: a float copy of the
// network, cross-entropy against exact win probabilities, Adam with lazy updates of the
// sparse first layer, quantisation to the stored integers, checkpoints, and the held-out
// scores (error of P(win), agreement of the best move with the exact values). No I/O:
// lab/train_eval reads the table and writes the files; the unit test trains a tiny
// network on the solved 2-piece game. Deterministic for a seed.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "ai/learned_eval.hpp"
#include "perfect/solver.hpp"

namespace ur {

struct NetLayout {
  int window = 4;        // variables in each window along a side's track
  int accumulator = 32;  // first layer width
  int hidden = 16;       // hidden layer width
  NetBase base = NetBase::None;  // Logistic: learn a correction to the logistic evaluation
  // Bit d (2 to 31): also every pair of variables d apart along each track, so a piece
  // and what a throw of d reaches from it are seen together (jeu-royal's throws move 1,
  // 4 or 5: windows of two see only the 1).
  std::uint32_t reach = 0;
  // Tokens: also each side's token count with each square of its track (a piece about to
  // pass a chance square costs 2 tokens, and one short of them misses a turn).
  bool token_squares = false;
  // Stacks: also each side's count (jeu-royal's score, ravensburger's pieces lost) with
  // each square of its track (a stack borne off scores its height: whether that wins
  // depends on the score).
  bool score_squares = false;
};

// The tuples of a layout: every window of `window` consecutive variables along my track
// and along theirs (waiting, each square of the path, off), each window once, the four
// pairs of count variables (my waiting x off, theirs, both offs, both waiting), and with
// tokens five pairs more (both token counts; each with its side's waiting pieces; the
// missed turns with each); with `reach`, `token_squares` and `score_squares`, NetLayout's
// pairs.
std::vector<std::vector<std::uint8_t>> layout_tuples(const NetEncoding& enc, int window, std::uint32_t reach = 0,
                                                     bool token_squares = false, bool score_squares = false);

// A pseudo-random permutation of 0..n-1 without memory (a 4-round Feistel network on
// the next even power of two, cycle-walking past n): the order of an epoch.
class Permutation {
 public:
  Permutation(std::uint64_t n, std::uint64_t key);
  std::uint64_t operator()(std::uint64_t i) const;  // i < n
  std::uint64_t size() const { return n_; }

 private:
  std::uint64_t apply(std::uint64_t x) const;
  std::uint64_t n_;
  int half_bits_ = 1;
  std::uint64_t half_mask_ = 1;
  std::uint64_t keys_[4] = {};
};

class NetTrainer {
 public:
  NetTrainer(const RuleSet& r, const NetLayout& layout, std::uint64_t seed);

  // Adds one sample's gradient: cross-entropy of sigmoid(output) against `target` (the
  // exact win probability of the side to move). Returns the prediction before the update.
  double add(const SolverPosition& p, double target);
  double add(const State& s, double target);  // any position of the rule set (tokens too)
  // Applies the gradient summed since the last step (Adam, mean over the samples).
  void step(double learning_rate);
  double predict(const SolverPosition& p) const;  // float model, P(mover wins)
  double predict(const State& s) const;
  NetParams quantise() const;
  std::uint64_t steps() const { return t_; }
  const NetLayout& layout() const { return layout_; }

  // Checkpoints: every float parameter, the Adam moments and the step count, plus two
  // numbers for the caller (e.g. epoch and position). load() returns "" or why not.
  std::vector<std::uint8_t> save(std::uint64_t user_a, std::uint64_t user_b) const;
  std::string load(const std::vector<std::uint8_t>& bytes, std::uint64_t* user_a, std::uint64_t* user_b);

 private:
  struct Forward;
  void forward(const std::uint8_t* values, Forward& f) const;
  double add_encoded(const std::uint8_t* values, double target, double base);
  double predict_encoded(const std::uint8_t* values, double base) const;
  double base_logit(const State& s) const;  // the base evaluation's logit (0 without one)

  RuleSet rules_;
  NetLayout layout_;
  NetEncoding encoding_;
  std::vector<std::vector<std::uint8_t>> tuples_;
  std::vector<std::uint32_t> row_base_;  // first row of each tuple
  std::vector<std::vector<std::uint32_t>> strides_;
  std::size_t rows_ = 0;
  // Parameter segments in w_: lut (rows_ x A), b1 (A), w2 (H x A), b2 (H), w3 (H), b3 (1).
  std::size_t off_b1_ = 0, off_w2_ = 0, off_b2_ = 0, off_w3_ = 0, off_b3_ = 0;
  std::vector<float> w_, g_, m_, v_;
  std::vector<std::uint32_t> touched_;      // LUT rows with a gradient since the last step
  std::vector<std::uint8_t> touched_mark_;
  std::uint32_t batch_count_ = 0;
  std::uint64_t t_ = 0;
};

// How a predictor does against exact values on a set of positions.
struct NetScore {
  std::uint64_t positions = 0;
  double mean_abs_error = 0;   // |P(win) predicted - exact|, mean over the positions
  double max_abs_error = 0;
  std::uint64_t choices = 0;   // (position, throw) pairs whose moves differ in exact value
  std::uint64_t best = 0;      // ... where the predictor's best move is an exact best move
  double loss = 0;             // mean over choices: exact best - exact value of its pick
};

// Scores `predict` (P(mover wins) of a position before its throw) against `exact` (by
// rank) on `ranks`: value error, and at every throw with a real choice (exact values
// further apart than `tolerance`), whether its one-move choice is exactly best.
NetScore score_predictor(const RuleSet& r, const PositionIndex& index, const std::vector<std::uint64_t>& ranks,
                         const std::function<double(std::uint64_t)>& exact,
                         const std::function<double(const SolverPosition&)>& predict, double tolerance);

}  // namespace ur
