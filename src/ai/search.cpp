// Expectiminimax with Star1 pruning on an explicit stack (see search.hpp).
//
// Values are the probability that light wins (a draw counts 1/2), in [0, 1]. Every node
// is searched with a window (alpha, beta); -1 and 2 stand for "no bound". A node's result
// is Exact, a Lower bound (it failed high: value >= beta) or an Upper bound (value <=
// alpha). At a chance node the window of the k-th outcome is derived from what the
// searched outcomes contributed and the extreme values 0 and 1 of the rest (Star1), so a
// child failing outside its window proves the chance node fails too.
#include "ai/search.hpp"

#include <algorithm>
#include <cstdlib>
#include <new>
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#define UR_HUGE_PAGES 1
#else
#define UR_HUGE_PAGES 0
#endif

#include "core/dice.hpp"

namespace ur {
namespace {

inline double terminal_light(const State& s) {
  return s.winner == Winner::Light ? 1.0 : s.winner == Winner::Dark ? 0.0 : 0.5;
}

// Whether an action is the turn's decision (and so uses a level of depth).
inline bool uses_depth(const Action& a) {
  return a.kind != ActionKind::Throw && a.kind != ActionKind::PayToEnter;
}

// Asks the memory for the cache line at p, which will be read soon. WebAssembly has no
// prefetch (clang drops __builtin_prefetch there): a load whose value nothing waits for
// does the same, the processor going on while it arrives, so the misses of a node's
// children overlap instead of coming one after another.
inline void fetch_early(const void* p) {
#if defined(__wasm__)
  (void)*static_cast<const volatile std::uint8_t*>(p);
#else
  __builtin_prefetch(p);
#endif
}

// A position the search evaluates instead of expanding: no decisions left and not in the
// middle of playing a throw.
inline bool is_leaf(const State& s, int depth) { return depth <= 0 && s.phase != Phase::Move; }

}  // namespace

Search::Search(const RuleSet& rules, const EvalWeights& weights, int tt_bits, const LearnedEval* learned)
    : rules_(rules), weights_(weights), learned_(learned) {
  if (tt_bits < 4) tt_bits = 4;
  const std::size_t entries = std::size_t{1} << tt_bits;
#if UR_HUGE_PAGES
  constexpr std::size_t kHuge = std::size_t{2} << 20;
  const bool huge = entries * sizeof(Entry) >= kHuge;  // the smaller levels' tables: plain pages
  const std::size_t page = huge ? kHuge : 64;
  const std::size_t bytes = (entries * sizeof(Entry) + page - 1) / page * page;
  void* memory = std::aligned_alloc(page, bytes);
  if (memory == nullptr) throw std::bad_alloc();
  if (huge) madvise(memory, bytes, MADV_HUGEPAGE);  // a hint: without it the table works the same
  table_.reset(static_cast<Entry*>(memory));
  std::uninitialized_default_construct_n(table_.get(), entries);
#else
  table_.reset(new Entry[entries]);
#endif
  table_mask_ = (std::uint64_t{1} << tt_bits) - 1;
  stack_.resize(64);
  eval_cache_.resize(kEvalMask + 1);
  for (std::uint64_t i = 0; i <= kEvalMask; ++i) eval_cache_[i].key = i ^ 1;
}

void Search::FreeTable::operator()(Entry* p) const {
#if UR_HUGE_PAGES
  std::free(p);
#else
  delete[] p;
#endif
}

std::uint64_t Search::key_of(const State& s) const {
  // Coins (bell) never change what is legal or who wins, and the turn counter matters
  // only with a turn limit: leaving them out lets equal positions share an entry.
  std::uint64_t h = mix64(s.path_bits[0] | (static_cast<std::uint64_t>(s.path_bits[1]) << 32));
  h = mix64(h ^ (s.waiting[0] | (s.waiting[1] << 8) | (s.off[0] << 16) |
               (static_cast<std::uint64_t>(s.off[1]) << 24) | (static_cast<std::uint64_t>(s.score[0]) << 32) |
               (static_cast<std::uint64_t>(s.score[1]) << 40) | (static_cast<std::uint64_t>(s.tokens[0]) << 48) |
               (static_cast<std::uint64_t>(s.tokens[1]) << 56)));
  h = mix64(h ^ (s.reserve | (static_cast<std::uint64_t>(s.miss[0]) << 8) |
               (static_cast<std::uint64_t>(s.miss[1]) << 9) | (static_cast<std::uint64_t>(s.side) << 10) |
               (static_cast<std::uint64_t>(s.phase) << 12) | (static_cast<std::uint64_t>(s.throw_outcome) << 16) |
               (static_cast<std::uint64_t>(s.throwoff) << 24) | (static_cast<std::uint64_t>(s.extra) << 32) |
               (rules_.turn_limit > 0 ? static_cast<std::uint64_t>(s.turn) << 40 : 0)));
  if (rules_.uses_stacks()) {
    for (int slot = 0; slot < rules_.slot_count; ++slot) {
      const std::uint64_t b = s.stacks[static_cast<unsigned>(slot)].bits;
      if (b != 0) h = mix64(h ^ b ^ (static_cast<std::uint64_t>(slot) << 47));
    }
  }
  return h;
}

double Search::static_value(const State& s) const {
  return learned_ ? learned_->evaluate(s) : evaluate_position(rules_, s, weights_);
}

double Search::leaf(const State& s) const { return leaf(s, key_of(s)); }

double Search::leaf(const State& s, std::uint64_t key) const {
  // Leaves recur (transpositions, every iteration's move ordering): a small cache of
  // evaluations by key spares most of the work, and returns the very same values.
  EvalEntry& slot = eval_cache_[key & kEvalMask];
  if (slot.key != key) {
    slot.key = key;
    slot.value = static_value(s);
  }
  const double e = slot.value;
  return s.side == kLight ? e : 1.0 - e;
}

const Search::Entry* Search::probe(std::uint64_t key) const {
  const Entry& e = table_[key & table_mask_];
  return (e.key == key && e.generation == generation_) ? &e : nullptr;
}

void Search::store(std::uint64_t key, int depth, double v, Bound b, int move) {
  Entry& e = table_[key & table_mask_];
  if (e.generation == generation_ && e.key != key && e.depth > depth) return;
  e.key = key;
  e.value = v;
  e.generation = generation_;
  e.depth = static_cast<std::uint8_t>(std::min(depth, 255));
  e.bound = b;
  e.move = static_cast<std::uint8_t>(move < 0 ? 0xFF : move);
}

std::uint64_t Search::prefetched_key(const State& s) const {
  const std::uint64_t key = key_of(s);
  fetch_early(&table_[key & table_mask_]);
  return key;
}

std::uint64_t Search::prefetched_leaf_key(const State& s) const {
  const std::uint64_t key = key_of(s);
  fetch_early(&eval_cache_[key & kEvalMask]);
  return key;
}

void Search::order_moves(Frame& f, int tt_move) {
  for (int k = 0; k < f.n; ++k) f.order[static_cast<unsigned>(k)] = static_cast<std::uint8_t>(k);
  if (f.n <= 1) return;
  if (f.depth >= 2) {
    // Best static value for the mover first (stable insertion sort: deterministic).
    std::array<double, kMaxActions> score{};
    for (int k = 0; k < f.n; ++k) {
      const State c = applied(rules_, f.s, f.actions[k]);
      double v = 0;
      f.child_keys[static_cast<unsigned>(k)] = 0;
      if (is_over(c)) {
        v = terminal_light(c);
      } else {
        // Every such child is looked up when searched (depth >= 1 left): fetch its entry.
        const std::uint64_t key = prefetched_key(c);
        f.child_keys[static_cast<unsigned>(k)] = key;
        v = leaf(c, key);
      }
      score[static_cast<unsigned>(k)] = f.kind == Kind::Max ? v : -v;
    }
    nodes_ += static_cast<std::uint64_t>(f.n);
    f.has_child_keys = true;
    for (int k = 1; k < f.n; ++k) {
      const std::uint8_t x = f.order[static_cast<unsigned>(k)];
      int j = k;
      while (j > 0 && score[f.order[static_cast<unsigned>(j - 1)]] < score[x]) {
        f.order[static_cast<unsigned>(j)] = f.order[static_cast<unsigned>(j - 1)];
        --j;
      }
      f.order[static_cast<unsigned>(j)] = x;
    }
  }
  if (tt_move >= 0 && tt_move < f.n) {
    int pos = 0;
    while (f.order[static_cast<unsigned>(pos)] != tt_move) ++pos;
    for (; pos > 0; --pos) f.order[static_cast<unsigned>(pos)] = f.order[static_cast<unsigned>(pos - 1)];
    f.order[0] = static_cast<std::uint8_t>(tt_move);
  }
}

void Search::push(const State& s, int depth, double alpha, double beta, std::uint64_t key, int tt_move) {
  ++top_;
  if (static_cast<std::size_t>(top_) >= stack_.size()) stack_.resize(stack_.size() * 2);
  Frame& f = stack_[static_cast<unsigned>(top_)];
  f.s = s;
  f.key = key;
  f.alpha = alpha;
  f.beta = beta;
  f.depth = depth;
  f.i = 0;
  f.best_i = -1;
  f.has_child_keys = false;
  if (is_chance(s)) {
    f.kind = Kind::Chance;
    f.chances = chance_outcomes(rules_, s);
    f.n = f.chances.size();
    f.best = 0;
    f.rest = 1;
  } else {
    f.kind = s.side == kLight ? Kind::Max : Kind::Min;
    f.best = f.kind == Kind::Max ? -1.0 : 2.0;
    legal_actions(rules_, s, f.actions);
    f.n = f.actions.size();
    order_moves(f, tt_move);
  }
  prefetch_children(f);
}

void Search::prefetch_children(Frame& f) const {
  // Most of a deep search's time went waiting for table entries: ask for the children's
  // entries now, so they arrive while the first children are searched. Only children
  // that advance() will look up (not finished games, not leaves) are worth it; at a
  // decision two or more deep, order_moves() has already asked. A leaf's evaluation is
  // looked up in its cache: ask for that slot (most leaves are a move one decision deep).
  if (f.kind != Kind::Chance && f.depth >= 2) return;
  for (int k = 0; k < f.n; ++k) {
    State c = f.s;
    const int child_depth = make_child(f, k, c);
    f.child_keys[static_cast<unsigned>(k)] = 0;
    if (is_over(c)) continue;
    f.child_keys[static_cast<unsigned>(k)] = is_leaf(c, child_depth) ? prefetched_leaf_key(c) : prefetched_key(c);
  }
  f.has_child_keys = true;
}

int Search::make_child(const Frame& f, int index, State& c) const {
  if (f.kind == Kind::Chance) {
    apply_chance(rules_, c, f.chances[index].outcome);
    return f.depth;
  }
  const Action& a = f.actions[index];
  apply(rules_, c, a);
  return uses_depth(a) ? f.depth - 1 : f.depth;
}

void Search::push_root() {
  ++top_;
  Frame& f = stack_[0];
  f.s = root_;
  f.key = key_of(root_);
  f.alpha = -1;
  f.beta = 2;
  f.depth = iteration_depth_;
  f.i = 0;
  f.best_i = -1;
  f.kind = root_.side == kLight ? Kind::Max : Kind::Min;
  f.best = f.kind == Kind::Max ? -1.0 : 2.0;
  f.actions = root_legal_;
  f.n = root_legal_.size();
  f.order = root_order_;
  f.has_child_keys = false;
}

bool Search::deliver(double v, Bound b) {
  Frame& f = stack_[static_cast<unsigned>(top_)];
  if (f.kind == Kind::Chance) {
    const double p = f.chances[f.i].probability();
    const double rest = std::max(0.0, f.rest - p);
    if (b == Bound::Upper) {
      finish_top(f.best + p * v + rest, Bound::Upper);
      return true;
    }
    if (b == Bound::Lower) {
      finish_top(f.best + p * v, Bound::Lower);
      return true;
    }
    f.best += p * v;
    f.rest = rest;
    ++f.i;
    if (f.i >= f.n) {
      finish_top(f.best, Bound::Exact);
      return true;
    }
    if (f.best + f.rest <= f.alpha) {
      finish_top(f.best + f.rest, Bound::Upper);
      return true;
    }
    if (f.best >= f.beta) {
      finish_top(f.best, Bound::Lower);
      return true;
    }
    return false;
  }
  const int action = f.order[static_cast<unsigned>(f.i)];
  if (top_ == 0 && deciding_ && b == Bound::Exact) root_values_[static_cast<unsigned>(action)] = v;
  if (f.kind == Kind::Max ? v > f.best : v < f.best) {
    f.best = v;
    f.best_i = action;
  }
  ++f.i;
  const bool cut = f.kind == Kind::Max ? f.best >= f.beta : f.best <= f.alpha;
  if (cut || f.i >= f.n) {
    const Bound fb = f.best <= f.alpha ? Bound::Upper : f.best >= f.beta ? Bound::Lower : Bound::Exact;
    finish_top(f.best, fb);
    return true;
  }
  return false;
}

void Search::finish_top(double v, Bound b) {
  const Frame& f = stack_[static_cast<unsigned>(top_)];
  if (f.depth >= 1) store(f.key, f.depth, v, b, f.kind == Kind::Chance ? -1 : f.best_i);
  --top_;
  finished_value_ = v;
  finished_bound_ = b;
}

void Search::advance() {
  Frame& f = stack_[static_cast<unsigned>(top_)];
  // Outcome i of a chance node; the i-th action in search order of a decision.
  const unsigned index = f.kind == Kind::Chance ? static_cast<unsigned>(f.i) : f.order[static_cast<unsigned>(f.i)];
  State c = f.s;
  int child_depth = make_child(f, static_cast<int>(index), c);
  double ca = -1, cb = 2;
  if (f.kind == Kind::Chance) {
    const double p = f.chances[f.i].probability();
    const double rest = std::max(0.0, f.rest - p);
    ca = (f.alpha - f.best - rest) / p;
    cb = (f.beta - f.best) / p;
  } else {
    if (!(top_ == 0 && deciding_ && limits_.exact_root)) {
      ca = f.kind == Kind::Max ? std::max(f.alpha, f.best) : f.alpha;
      cb = f.kind == Kind::Min ? std::min(f.beta, f.best) : f.beta;
    }
  }
  if (ca < 0) ca = -1;
  if (cb > 1) cb = 2;
  ++nodes_;

  double v;
  Bound b = Bound::Exact;
  if (is_over(c)) {
    v = terminal_light(c);
  } else if (is_leaf(c, child_depth)) {
    const std::uint64_t known = f.has_child_keys ? f.child_keys[index] : 0;
    v = leaf(c, known != 0 ? known : key_of(c));
  } else {
    if (child_depth < 1) child_depth = 1;  // a throw is always played out
    const std::uint64_t known = f.has_child_keys ? f.child_keys[index] : 0;
    const std::uint64_t key = known != 0 ? known : key_of(c);
    const Entry* e = probe(key);
    int tt_move = -1;
    if (e != nullptr) {
      tt_move = e->move == 0xFF ? -1 : e->move;
      if (e->depth >= child_depth &&
          (e->bound == Bound::Exact || (e->bound == Bound::Lower && e->value >= cb) ||
           (e->bound == Bound::Upper && e->value <= ca))) {
        v = e->value;
        b = e->bound;
        propagate(v, b);
        return;
      }
    }
    push(c, child_depth, ca, cb, key, tt_move);
    return;
  }
  propagate(v, b);
}

void Search::propagate(double v, Bound b) {
  while (top_ >= 0) {
    if (!deliver(v, b)) return;
    v = finished_value_;
    b = finished_bound_;
  }
  root_result_ = v;
  root_result_ready_ = true;
}

void Search::root_finished() {
  const Frame& f = stack_[0];
  completed_depth_ = iteration_depth_;
  best_light_value_ = root_result_;
  if (f.best_i >= 0) best_index_ = f.best_i;
  prev_iteration_nodes_ = last_iteration_nodes_;
  last_iteration_nodes_ = nodes_ - iteration_start_nodes_;
  // Next iteration: the best first; with exact root values, all by value.
  const int n = root_legal_.size();
  const bool light = root_is_light_;
  auto better = [&](std::uint8_t x, std::uint8_t y) {
    const double vx = root_values_[x], vy = root_values_[y];
    return light ? vx > vy : vx < vy;
  };
  if (limits_.exact_root) {
    std::stable_sort(root_order_.begin(), root_order_.begin() + n, better);
  } else {
    int pos = 0;
    while (pos < n && root_order_[static_cast<unsigned>(pos)] != best_index_) ++pos;
    for (; pos > 0 && pos < n; --pos) root_order_[static_cast<unsigned>(pos)] = root_order_[static_cast<unsigned>(pos - 1)];
    root_order_[0] = static_cast<std::uint8_t>(best_index_);
  }
}

void Search::start(const State& root, const ActionList& legal, const SearchLimits& limits) {
  ++generation_;
  deciding_ = true;
  root_ = root;
  root_legal_ = legal;
  limits_ = limits;
  if (limits_.max_depth < 1) limits_.max_depth = 1;
  root_is_light_ = root.side == kLight;
  top_ = -1;
  nodes_ = 0;
  iteration_depth_ = 0;
  completed_depth_ = 0;
  best_index_ = 0;
  last_iteration_nodes_ = prev_iteration_nodes_ = 0;
  best_light_value_ = 0.5;
  root_values_.fill(0.5);
  // First ordering: by static value of the position after each action.
  Frame& f = stack_[0];
  f.s = root;
  f.actions = legal;
  f.n = legal.size();
  f.depth = 2;
  f.kind = root_is_light_ ? Kind::Max : Kind::Min;
  order_moves(f, -1);
  root_order_ = f.order;
  done_ = legal.size() <= 1 && !limits_.exact_root;
}

bool Search::step(std::uint64_t node_budget) {
  const std::uint64_t begin = nodes_;
  while (!done_) {
    if (top_ < 0) {
      if (iteration_depth_ >= limits_.max_depth ||
          (completed_depth_ > 0 && (best_light_value_ <= 0.0 || best_light_value_ >= 1.0))) {
        done_ = true;
        break;
      }
      if (limits_.node_limit > 0 && completed_depth_ > 0) {
        // Do not begin an iteration that cannot finish within the limit.
        const double growth = prev_iteration_nodes_ > 0
                                  ? std::max(2.0, static_cast<double>(last_iteration_nodes_) /
                                                      static_cast<double>(prev_iteration_nodes_))
                                  : 6.0;
        if (static_cast<double>(nodes_) + growth * static_cast<double>(last_iteration_nodes_) >
            1.5 * static_cast<double>(limits_.node_limit)) {
          done_ = true;
          break;
        }
      }
      ++iteration_depth_;
      iteration_start_nodes_ = nodes_;
      root_result_ready_ = false;
      push_root();
    }
    if (nodes_ - begin >= node_budget) break;
    advance();
    if (top_ < 0 && root_result_ready_) root_finished();
    if (limits_.node_limit > 0 && nodes_ >= limits_.node_limit && top_ >= 0) {
      // Out of nodes mid-iteration: a root action fully searched at this depth and
      // better than the previous best (searched first) is the better choice.
      if (!limits_.exact_root && stack_[0].best_i >= 0) {
        best_index_ = stack_[0].best_i;
        best_light_value_ = stack_[0].best;
      }
      top_ = -1;
      done_ = true;
    }
  }
  return done_;
}

double Search::best_value() const { return root_is_light_ ? best_light_value_ : 1.0 - best_light_value_; }

double Search::root_value(int i) const {
  const double v = root_values_[static_cast<unsigned>(i)];
  return root_is_light_ ? v : 1.0 - v;
}

double Search::value(const State& s, int depth) {
  auto for_side = [&](double light) { return s.side == kLight ? light : 1.0 - light; };
  if (is_over(s)) return for_side(terminal_light(s));
  if (is_leaf(s, depth)) return static_value(s);
  if (depth < 1) depth = 1;
  ++generation_;
  deciding_ = false;
  done_ = true;
  top_ = -1;
  root_result_ready_ = false;
  push(s, depth, -1, 2, key_of(s), -1);
  while (top_ >= 0) advance();
  return for_side(root_result_);
}

}  // namespace ur
