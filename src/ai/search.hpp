// Expectiminimax over the core's exact chance outcomes, for every rule set: decision
// nodes (light maximises, dark minimises the probability that LIGHT wins — so an extra
// throw, where the same side moves again, needs no negation), chance nodes (throws and
// throw-offs, weighted by their exact probabilities) with Star1 pruning (Ballard 1983:
// alpha-beta windows carried through chance nodes using the value bounds 0..1),
// iterative deepening, a transposition table and move ordering.
//
// The search keeps its own explicit stack of frames instead of recursing, so step()
// can stop after any node and continue on the next call: the browser thinks in slices
// across frames and the result does not depend on how the work was sliced.
//
// Depth counts turns' decisions: every Move decision (and a StartTurn action that ends
// the turn: place without throwing, miss a turn) uses one; chance nodes and the Throw /
// PayToEnter choice before a throw use none. A leaf is a position before a throw.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "ai/eval.hpp"
#include "ai/learned_eval.hpp"
#include "core/game.hpp"

namespace ur {

struct SearchLimits {
  int max_depth = 3;             // deepest iteration (in decisions)
  std::uint64_t node_limit = 0;  // stop after about this many nodes in all (0 = no limit)
  bool exact_root = false;       // every root action gets an exact value (for softmax)
};

class Search {
 public:
  // `weights` (and `learned`, when given) must outlive the search and stay unchanged:
  // leaf values are cached. With `learned`, leaves are valued by the learned evaluation
  // (learned_eval.hpp) instead of the logistic one.
  Search(const RuleSet& rules, const EvalWeights& weights, int tt_bits, const LearnedEval* learned = nullptr);

  // Begins a search of the decision node `root` (StartTurn or Move) whose legal actions
  // are `legal` (in that order; indices below refer to it).
  void start(const State& root, const ActionList& legal, const SearchLimits& limits);
  // Searches about `node_budget` more nodes; returns true once the search is complete.
  bool step(std::uint64_t node_budget);
  bool done() const { return done_; }

  int best_index() const { return best_index_; }
  // Probability that the side to move at the root wins, by the deepest search finished.
  double best_value() const;
  // exact_root: the value of legal[i] for the side to move at the root.
  double root_value(int i) const;
  int completed_depth() const { return completed_depth_; }
  std::uint64_t nodes() const { return nodes_; }

  // The expectiminimax value of any state at `depth`, for s.side; runs to completion.
  double value(const State& s, int depth);

 private:
  enum class Kind : std::uint8_t { Max, Min, Chance };
  enum class Bound : std::uint8_t { Exact, Lower, Upper };
  struct Frame {
    State s;
    ActionList actions;
    ChanceList chances;
    std::array<std::uint8_t, kMaxActions> order{};
    // Keys of the children already worked out (by action or outcome index; 0 = not yet).
    std::array<std::uint64_t, kMaxActions> child_keys{};
    bool has_child_keys = false;
    std::uint64_t key = 0;
    double alpha = -1, beta = 2;
    double best = 0;  // decision: best child value; chance: sum of p * value so far
    double rest = 1;  // chance: probability mass not searched yet
    int n = 0, i = 0, depth = 0, best_i = -1;
    Kind kind = Kind::Max;
  };
  struct Entry {
    std::uint64_t key = 0;
    double value = 0;
    std::uint32_t generation = 0;
    std::uint8_t depth = 0;
    Bound bound = Bound::Exact;
    std::uint8_t move = 0xFF;
  };

  std::uint64_t key_of(const State& s) const;
  // key_of(s), after asking the memory for its table entry (which will be looked up soon).
  std::uint64_t prefetched_key(const State& s) const;
  // key_of(s) of a leaf, after asking the memory for its evaluation's cache slot.
  std::uint64_t prefetched_leaf_key(const State& s) const;
  double static_value(const State& s) const;  // s.side's view, either evaluation
  double leaf(const State& s) const;  // light's view
  double leaf(const State& s, std::uint64_t key) const;  // key = key_of(s)
  void push(const State& s, int depth, double alpha, double beta, std::uint64_t key, int tt_move);
  void push_root();
  // Child `index` of frame f (outcome or action index) into c, a copy of f.s; returns its
  // depth.
  int make_child(const Frame& f, int index, State& c) const;
  void prefetch_children(Frame& f) const;
  // Generates the top frame's next child: a leaf or table hit is handed straight back
  // (propagate), anything else is pushed.
  void advance();
  // Hands a child's result to the top frame, and on up while frames finish.
  void propagate(double v, Bound b);
  // Hands a child's result to the top frame; returns true if that frame finished (it is
  // then popped, its result in finished_value_/finished_bound_).
  bool deliver(double v, Bound b);
  void finish_top(double v, Bound b);
  void root_finished();
  void order_moves(Frame& f, int tt_move);
  const Entry* probe(std::uint64_t key) const;
  void store(std::uint64_t key, int depth, double v, Bound b, int move);

  const RuleSet& rules_;
  const EvalWeights& weights_;
  const LearnedEval* learned_ = nullptr;
  // The transposition table, on 2 MiB pages where the system offers them: most of a
  // deep search's time went waiting for its entries' pages to be found (docs/ai.md).
  struct FreeTable {
    void operator()(Entry* p) const;
  };
  std::unique_ptr<Entry[], FreeTable> table_;
  std::uint64_t table_mask_ = 0;
  // A leaf's evaluation by key. Slot i starts with key i ^ 1, which no key looked up there
  // can equal (its low bits are i), so no flag is needed: 16 bytes a slot.
  struct EvalEntry {
    std::uint64_t key = 0;
    double value = 0;
  };
  static constexpr std::uint64_t kEvalMask = (1u << 16) - 1;
  mutable std::vector<EvalEntry> eval_cache_;
  std::uint32_t generation_ = 0;

  std::vector<Frame> stack_;
  int top_ = -1;  // index of the top frame; -1 = empty

  // Root bookkeeping.
  State root_{};
  ActionList root_legal_;
  std::array<std::uint8_t, kMaxActions> root_order_{};
  std::array<double, kMaxActions> root_values_{};  // light's view
  SearchLimits limits_;
  bool done_ = true;
  bool deciding_ = false;  // start()/step() (root bookkeeping) rather than value()
  double finished_value_ = 0;
  Bound finished_bound_ = Bound::Exact;
  bool root_is_light_ = true;
  int iteration_depth_ = 0;
  int completed_depth_ = 0;
  int best_index_ = 0;
  double best_light_value_ = 0.5;
  std::uint64_t nodes_ = 0;
  std::uint64_t iteration_start_nodes_ = 0;
  std::uint64_t last_iteration_nodes_ = 0;
  std::uint64_t prev_iteration_nodes_ = 0;
  // Result of a finished root frame (value(), or an iteration).
  double root_result_ = 0.5;
  bool root_result_ready_ = false;
};

}  // namespace ur
