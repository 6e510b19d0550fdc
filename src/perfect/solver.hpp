// Exact perfect play for the simple race rule sets (one piece per square, no tokens, no
// stacks): a dense index of every position between turns, from the mover's point of view,
// and value iteration layered by pieces borne off. A value is the probability that the
// side to move, before its throw, wins with best play by both sides. docs/perfect-play.md.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/game.hpp"
#include "perfect/lazy_memory.hpp"
#include "perfect/table_value.hpp"

namespace ur {

// A position before a throw, seen by the side to move ("mine") and its opponent
// ("theirs"). Bits are over each side's OWN path indices; waiting = pieces - board - off.
// A position and its mirror (sides swapped, the other side to move) are the same
// SolverPosition, so they share one rank and one value.
struct SolverPosition {
  std::uint32_t mine = 0;
  std::uint32_t theirs = 0;
  int my_off = 0;
  int their_off = 0;
  bool operator==(const SolverPosition&) const = default;
};

// Whether the solver handles `r` (simple pieces, race to bear off all, no tokens,
// mirror-symmetric paths). Paths of at most 16 squares meeting each square once use the
// fast index; longer ones, or ones meeting a square twice (murray), are ranked square by
// square (SquareIndex). Bell's purse does not change who wins, so bell is solvable too
// (the purse is ignored).
bool is_solvable(const RuleSet& r, std::string* why = nullptr);

// The mover's view of a state of a solvable rule set (any phase; mover = s.side).
SolverPosition solver_position(const State& s);
// A state in phase Throw with `side` to move showing `p` (bell: full purses, the stakes
// paid). Precondition: PositionIndex::valid(p).
State solver_state(const RuleSet& r, const SolverPosition& p, Side side);

// One result of playing a throw from a SolverPosition: `next` is seen by whoever moves
// next (the same side after an extra throw, else the opponent).
struct SolverMove {
  SolverPosition next;
  bool same_side = false;  // an extra throw: the mover moves again
  bool win = false;        // the mover bore off its last piece
};

class SquareIndex;

// The dense rank of every position. Positions are grouped in layers by (my_off,
// their_off); within a layer by how many pieces of each side stand on private and shared
// squares; within a group by a combinatorial rank of each side's private squares and of
// the shared squares (empty / mine / theirs). Every rank < size() is a position. A path
// the tables cannot take (murray's) is ranked by a SquareIndex instead, with the same
// layers.
class PositionIndex {
 public:
  explicit PositionIndex(const RuleSet& r);  // precondition: is_solvable(r)

  std::uint64_t size() const { return size_; }
  int pieces() const { return n_; }
  bool valid(const SolverPosition& p) const;
  std::uint64_t rank(const SolverPosition& p) const;  // precondition: valid(p)
  SolverPosition unrank(std::uint64_t rank) const;     // precondition: rank < size()
  std::uint64_t layer_begin(int my_off, int their_off) const;
  std::uint64_t layer_end(int my_off, int their_off) const;
  // The layer (my_off * pieces + their_off) a rank lies in.
  int layer_of(std::uint64_t rank) const {
    return static_cast<int>(std::upper_bound(layer_base_.begin(), layer_base_.end(), rank) - layer_base_.begin()) - 1;
  }

  // The moves a throw `outcome` allows (the engine's rules, on the compact form); returns
  // their number, 0 when the throw has no legal move (the turn passes). `out` holds at
  // least kMaxPieces + 1 entries.
  int moves(const SolverPosition& p, int outcome, SolverMove* out) const;

  // A block of consecutive ranks sharing the mover's private squares: the unit of work
  // of a sweep. begin..begin+count, visited in rank order by for_each_in_block.
  struct Block {
    std::uint64_t begin;
    std::uint32_t group;
    std::uint32_t mine_private;  // (square by square: the block's number of ranks)
  };
  void blocks_of_layer(int my_off, int their_off, std::vector<Block>& out) const;
  template <typename F>
  void for_each_in_block(const Block& b, F&& f) const;

 private:
  struct Group {
    int a, b, p1, p2, s1, s2;
    std::uint64_t begin, count;
  };
  std::size_t goff_slot(int a, int b, int p1, int p2, int s1, int s2) const;
  SolverPosition square_unrank(std::uint64_t rank) const;

  RuleSet rules_;
  int n_ = 0, len_ = 0, np_ = 0, ns_ = 0;
  std::shared_ptr<const SquareIndex> square_;  // square by square (murray), else null
  std::vector<std::uint32_t> my_same_;    // mover index -> the mover's indices on that square
  std::vector<std::uint32_t> their_on_;   // mover index -> the opponent's indices on that square
  std::vector<int> cross_;  // mover index -> opponent index of the same square, or -1
  std::vector<std::uint8_t> rosette_, safe_;
  std::vector<std::uint32_t> split_m_, split_o_;  // bits -> private | shared << 8
  std::vector<std::uint32_t> pow3_;                // ternary weight of a shared-square mask
  std::vector<std::uint32_t> tern_info_;           // ternary code -> s1 | s2 << 4 | rank << 8
  std::vector<std::vector<std::uint32_t>> class_codes_;  // [s1*(ns+1)+s2] -> mine|theirs<<16
  std::vector<std::vector<std::uint32_t>> masks_by_pop_;
  std::vector<std::uint32_t> mask_rank_;
  std::vector<std::uint32_t> expand_p_m_, expand_p_o_, expand_s_m_, expand_s_o_;
  std::vector<std::uint64_t> choose_;   // C(np, k)
  std::vector<std::uint64_t> multi_;    // [s1*(ns+1)+s2] -> C(ns,s1) C(ns-s1,s2)
  std::vector<std::uint64_t> goff_;     // group offsets (UINT64_MAX: empty)
  std::vector<Group> groups_;
  std::vector<std::uint64_t> layer_base_;     // [a*n+b], plus the total at the end
  std::vector<std::uint32_t> layer_groups_;   // [a*n+b]: first group, plus the count at the end
  std::uint64_t size_ = 0;
};

template <typename F>
void PositionIndex::for_each_in_block(const Block& blk, F&& f) const {
  if (square_) {
    for (std::uint64_t r = blk.begin; r < blk.begin + blk.mine_private; ++r) f(r, square_unrank(r));
    return;
  }
  const Group& g = groups_[blk.group];
  const std::uint32_t mine_p = expand_p_m_[blk.mine_private];
  const auto& codes = class_codes_[static_cast<std::size_t>(g.s1 * (ns_ + 1) + g.s2)];
  std::uint64_t r = blk.begin;
  SolverPosition p;
  p.my_off = g.a;
  p.their_off = g.b;
  for (std::uint32_t po : masks_by_pop_[static_cast<std::size_t>(g.p2)]) {
    const std::uint32_t theirs_p = expand_p_o_[po];
    for (std::uint32_t c : codes) {
      p.mine = mine_p | expand_s_m_[c & 0xFFFFu];
      p.theirs = theirs_p | expand_s_o_[c >> 16];
      f(r++, p);
    }
  }
}

struct SolveOptions {
  int threads = 1;            // > 1 only in native builds
  double tolerance = 1e-12;   // a layer is done when a sweep changes no value by more
  bool extrapolate = true;    // jump ahead along steady geometric convergence
  int max_sweeps = 100000;    // a safety net; a solve that hits it reports failure
  int min_off_total = 0;      // solve only the layers with at least this many pieces
                              // borne off in all (the endgames; the rest stay 0)
  // Bytes the solve may hold (0: no limit, every value kept as a double). With a limit,
  // layers no stage reads any more keep only their 16-bit table entries, and a stage
  // whose successor cache would not fit is swept by policy iteration instead, or by
  // plain sweeps that work the successors out again (docs/perfect-play.md, "Memory").
  // The values found are the same to the tolerance.
  std::uint64_t memory_budget = 0;
  // How a stage is swept. automatic: from a successor cache if it fits the budget, else
  // by policy iteration if its policy fits, else by working every successor out again
  // each sweep. The others force one method on every stage (to compare them).
  enum class Sweeps { automatic, policy, recompute };
  Sweeps sweeps = Sweeps::automatic;
  std::function<void(const std::string&)> progress;  // one line per layer, optional
};

struct SolveStats {
  std::uint64_t positions = 0;
  int layers = 0;           // (my_off, their_off) layers
  int stages = 0;           // solved together: {a, b} and {b, a}
  std::uint64_t sweeps = 0; // over all stages
  std::uint64_t position_updates = 0;
  int extrapolations = 0;
  int policy_stages = 0;    // stages swept by policy iteration (their cache did not fit)
  int recompute_stages = 0; // stages whose successors were worked out again each sweep
                            // (nor did their policy)
  std::uint64_t released_positions = 0;  // values kept only as 16-bit entries
  double seconds = 0;
  double start_value = 0;   // the first player's win probability at the start
  bool converged = true;
};

// Successor words (Solution::successors): a rank below 2^30 and its kind.
inline constexpr std::uint32_t kSuccessorRankMask = (1u << 30) - 1;
inline constexpr std::uint32_t kSuccessorSame = 1u << 30;  // the mover throws again: value
inline constexpr std::uint32_t kSuccessorWin = 1u << 31;   // the mover wins: 1
inline constexpr int kMaxSuccessorWords = kMaxOutcomes * (kMaxPieces + 1);
inline constexpr std::uint64_t kMaxSolvePositions = std::uint64_t{kSuccessorRankMask} + 1;

// A solved rule set: the index and a double per position (with a memory budget, the
// layers released during the solve answer their 16-bit table entry instead).
class Solution {
 public:
  explicit Solution(const RuleSet& r);
  const RuleSet& rules() const { return rules_; }
  const PositionIndex& index() const { return index_; }
  // Any position's value.
  double value(std::uint64_t rank) const {
    return released(rank) ? decode_value(final_[rank]) : live(rank);
  }
  double value(const SolverPosition& p) const { return value(index_.rank(p)); }
  // The table's 16-bit entry of a position.
  std::uint16_t encoded(std::uint64_t rank) const {
    return released(rank) ? final_[rank] : encode_value(live(rank));
  }
  // The working value (unreleased ranks only): what sweeps read and write.
  double live(std::uint64_t rank) const { return values_[rank].load(std::memory_order_relaxed); }
  void set_value(std::uint64_t rank, double v) { values_[rank].store(v, std::memory_order_relaxed); }
  const std::atomic<double>* raw_values() const { return values_; }  // for prefetching
  // Keeps only the 16-bit entries of layer (my_off, their_off) and gives its doubles
  // back: for layers no stage reads any more.
  void release_layer(int my_off, int their_off);
  // Bellman update of one position from the current values.
  double backup(const SolverPosition& p) const;
  // What a backup reads, computed once a stage and replayed every sweep: for each throw,
  // counts[throw] successor words in `out` (at most kMaxSuccessorWords in all). A word is
  // a rank with the kind in its top bits: 1 - value (the turn passes), value (the mover
  // throws again), or a sure win. Returns the number of words.
  int successors(const SolverPosition& p, std::uint8_t* counts, std::uint32_t* out) const;
  // What one successor word is worth to the mover.
  double word_value(std::uint32_t w) const {
    if ((w & kSuccessorWin) != 0) return 1.0;
    const double v = live(w & kSuccessorRankMask);
    return (w & kSuccessorSame) != 0 ? v : 1.0 - v;
  }
  // The backup from successors(): the expectation over throws of the best successor.
  double expectation(const std::uint8_t* counts, const std::uint32_t* words) const {
    double total = 0;
    const int outcomes = static_cast<int>(probs_.size());
    for (int o = 0; o < outcomes; ++o) {
      double best = 0;
      for (int i = counts[o]; i > 0; --i) best = std::max(best, word_value(*words++));
      total += probs_[static_cast<std::size_t>(o)] * best;
    }
    return total;
  }
  // The same, storing each throw's best word in best_words (the policy).
  double improve(const std::uint8_t* counts, const std::uint32_t* words, std::uint32_t* best_words) const {
    double total = 0;
    const int outcomes = static_cast<int>(probs_.size());
    for (int o = 0; o < outcomes; ++o) {
      double best = -1;
      for (int i = counts[o]; i > 0; --i) {
        const std::uint32_t w = *words++;
        const double mine = word_value(w);
        if (mine > best) best = mine, best_words[o] = w;
      }
      total += probs_[static_cast<std::size_t>(o)] * best;
    }
    return total;
  }
  // The expectation when each throw's move is fixed: one word a throw.
  double policy_value(const std::uint32_t* words) const {
    double total = 0;
    for (std::size_t o = 0; o < probs_.size(); ++o) total += probs_[o] * word_value(words[o]);
    return total;
  }
  int outcomes() const { return static_cast<int>(probs_.size()); }
  // The largest change one more (Jacobi) sweep over every position would make.
  double bellman_residual() const;
  // The value of the start position for the player who moves first.
  double start_value() const;

 private:
  bool released(std::uint64_t rank) const {
    return final_ != nullptr && released_[index_.layer_of(rank)] != 0;
  }

  RuleSet rules_;
  PositionIndex index_;
  ChanceList throws_;
  std::vector<double> probs_;
  LazyMemory value_memory_;
  std::atomic<double>* values_ = nullptr;
  LazyMemory final_memory_;             // allocated at the first release
  std::uint16_t* final_ = nullptr;
  std::vector<std::uint8_t> released_;  // by layer (my_off * pieces + their_off)
};

// Solves `r` (preconditions: is_solvable(r), at most kMaxSolvePositions positions).
std::unique_ptr<Solution> solve(const RuleSet& r, const SolveOptions& options, SolveStats* stats = nullptr);

}  // namespace ur
