// The perfect-play solver: the dense position index, move generation on the compact form
// (checked against the engine's legal_actions/apply by tests/unit-perfect-solver.cpp), and
// layered Gauss-Seidel value iteration, on 1..N threads.
#include "perfect/solver.hpp"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <cstdio>

#include "perfect/square_index.hpp"

#ifndef __EMSCRIPTEN__
#include <thread>
#endif

namespace ur {
namespace {

constexpr int kMaxSolverPath = 16;
constexpr int kMaxPrivate = 8;
constexpr int kMaxShared = 12;
// Extrapolation (see solve): how steady the ratio of successive changes must be, and how
// many plain sweeps come between two jumps.
constexpr double kSteady = 0.03;
constexpr int kMinSweepsBetweenJumps = 3;

std::uint64_t binomial(int n, int k) {
  if (k < 0 || k > n) return 0;
  std::uint64_t c = 1;
  for (int i = 1; i <= k; ++i) c = c * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
  return c;
}

SolverPosition swapped(const SolverPosition& p) { return {p.theirs, p.mine, p.their_off, p.my_off}; }

// Runs f(0) .. f(threads - 1) at once (natively; the web build has one thread).
template <typename F>
void run_parallel(int threads, std::size_t chunks, F&& f) {
#ifndef __EMSCRIPTEN__
  if (threads > 1 && chunks > 1) {
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back([&f, t] { f(t); });
    f(0);
    for (auto& th : pool) th.join();
    return;
  }
#else
  (void)threads;
  (void)chunks;
#endif
  f(0);
}

}  // namespace

bool is_solvable(const RuleSet& r, std::string* why) {
  auto fail = [why](const char* reason) {
    if (why) *why = reason;
    return false;
  };
  if (r.uses_stacks()) return fail("pieces stack");
  if (r.tokens.enabled) return fail("the token economy is part of the game");
  if (r.win != WinRule::BearOffAll || !r.can_bear_off || r.bear_off_value != 0)
    return fail("the game is not a race to bear off every piece");
  if (r.turn_limit != 0) return fail("the game has a turn limit");
  if (r.enter_at_start || r.place_without_throw || r.first_player == FirstPlayer::FirstToThrowOne)
    return fail("entering is not by the throw");
  if (r.path_length < 1 || r.path_length > kMaxPath) return fail("the path length is out of range");
  if (!mirror_paths(r)) return fail("the paths are not mirror images");
  return true;
}

namespace {

// Whether PositionIndex's tables take the path (else it ranks square by square): at most
// 16 squares, each met once, at most 12 shared and 8 private.
bool fast_index(const RuleSet& r) {
  if (r.path_length > kMaxSolverPath) return false;
  int shared = 0;
  for (int t = 0; t < r.path_length; ++t) {
    const SquareId sq = r.path[kLight][static_cast<unsigned>(t)];
    if (r.index_of[kLight][sq][1] != 0xFF) return false;
    if (r.index_of[kDark][sq][0] != 0xFF) ++shared;
  }
  return shared <= kMaxShared && r.path_length - shared <= kMaxPrivate;
}

}  // namespace

SolverPosition solver_position(const State& s) {
  const Side me = s.side;
  const Side them = opponent(me);
  return {s.path_bits[me], s.path_bits[them], s.off[me], s.off[them]};
}

State solver_state(const RuleSet& r, const SolverPosition& p, Side side) {
  State s = new_game(r);
  const Side them = opponent(side);
  s.side = side;
  s.phase = Phase::Throw;
  s.path_bits[side] = p.mine;
  s.path_bits[them] = p.theirs;
  s.off[side] = static_cast<std::uint8_t>(p.my_off);
  s.off[them] = static_cast<std::uint8_t>(p.their_off);
  for (int sd = 0; sd < 2; ++sd) {
    const auto u = static_cast<unsigned>(sd);
    s.square_bits[u] = 0;
    for (std::uint32_t b = s.path_bits[u]; b != 0; b &= b - 1)
      s.square_bits[u] |= square_bit(r.path[u][static_cast<unsigned>(std::countr_zero(b))]);
    s.waiting[u] = static_cast<std::uint8_t>(r.pieces - std::popcount(s.path_bits[u]) - s.off[u]);
  }
  return s;
}

// ------------------------------------------------------------------ index

PositionIndex::PositionIndex(const RuleSet& r) : rules_(r), n_(r.pieces), len_(r.path_length) {
  std::vector<int> priv, shared;
  cross_.assign(static_cast<std::size_t>(len_), -1);
  rosette_.assign(static_cast<std::size_t>(len_), 0);
  safe_.assign(static_cast<std::size_t>(len_), 0);
  my_same_.assign(static_cast<std::size_t>(len_), 0);
  their_on_.assign(static_cast<std::size_t>(len_), 0);
  for (int t = 0; t < len_; ++t) {
    const SquareId sq = r.path[kLight][static_cast<unsigned>(t)];
    const std::uint8_t c = r.index_of[kDark][sq][0];
    cross_[static_cast<std::size_t>(t)] = c == 0xFF ? -1 : c;
    rosette_[static_cast<std::size_t>(t)] = r.board.is_rosette(sq) ? 1 : 0;
    safe_[static_cast<std::size_t>(t)] = (r.safe_squares & square_bit(sq)) != 0 ? 1 : 0;
    for (int k = 0; k < 2; ++k) {
      if (r.index_of[kLight][sq][static_cast<unsigned>(k)] != 0xFF)
        my_same_[static_cast<std::size_t>(t)] |= 1u << r.index_of[kLight][sq][static_cast<unsigned>(k)];
      if (r.index_of[kDark][sq][static_cast<unsigned>(k)] != 0xFF)
        their_on_[static_cast<std::size_t>(t)] |= 1u << r.index_of[kDark][sq][static_cast<unsigned>(k)];
    }
    (c == 0xFF ? priv : shared).push_back(t);
  }
  if (!fast_index(r)) {
    // Square by square: the same layers, ranked by a SquareIndex.
    square_ = std::make_shared<const SquareIndex>(r);
    layer_base_.assign(static_cast<std::size_t>(n_ * n_ + 1), 0);
    for (int a = 0; a < n_; ++a)
      for (int b = 0; b < n_; ++b) layer_base_[static_cast<std::size_t>(a * n_ + b)] = square_->layer_begin(a, b);
    size_ = square_->size();
    layer_base_.back() = size_;
    return;
  }
  np_ = static_cast<int>(priv.size());
  ns_ = static_cast<int>(shared.size());

  // Splitting a side's path bits into private and shared parts, and back.
  const std::size_t full = std::size_t{1} << len_;
  split_m_.assign(full, 0);
  split_o_.assign(full, 0);
  for (std::size_t bits = 0; bits < full; ++bits) {
    std::uint32_t pm = 0, sm = 0, so = 0;
    for (int k = 0; k < np_; ++k)
      if ((bits >> priv[static_cast<std::size_t>(k)]) & 1u) pm |= 1u << k;
    for (int k = 0; k < ns_; ++k) {
      const int t = shared[static_cast<std::size_t>(k)];
      if ((bits >> t) & 1u) sm |= 1u << k;
      if ((bits >> cross_[static_cast<std::size_t>(t)]) & 1u) so |= 1u << k;
    }
    split_m_[bits] = pm | sm << 8;
    split_o_[bits] = pm | so << 8;  // private squares sit at the same indices on both paths
  }
  expand_p_m_.assign(std::size_t{1} << np_, 0);
  for (std::uint32_t m = 0; m < (1u << np_); ++m)
    for (int k = 0; k < np_; ++k)
      if ((m >> k) & 1u) expand_p_m_[m] |= 1u << priv[static_cast<std::size_t>(k)];
  expand_p_o_ = expand_p_m_;
  expand_s_m_.assign(std::size_t{1} << ns_, 0);
  expand_s_o_.assign(std::size_t{1} << ns_, 0);
  pow3_.assign(std::size_t{1} << ns_, 0);
  for (std::uint32_t m = 0; m < (1u << ns_); ++m) {
    std::uint32_t w = 1;
    for (int k = 0; k < ns_; ++k, w *= 3) {
      if (((m >> k) & 1u) == 0) continue;
      const int t = shared[static_cast<std::size_t>(k)];
      expand_s_m_[m] |= 1u << t;
      expand_s_o_[m] |= 1u << cross_[static_cast<std::size_t>(t)];
      pow3_[m] += w;
    }
  }

  // Private masks by popcount, in increasing order (their rank within the popcount).
  masks_by_pop_.assign(static_cast<std::size_t>(np_ + 1), {});
  mask_rank_.assign(std::size_t{1} << np_, 0);
  for (std::uint32_t m = 0; m < (1u << np_); ++m) {
    auto& list = masks_by_pop_[static_cast<std::size_t>(std::popcount(m))];
    mask_rank_[m] = static_cast<std::uint32_t>(list.size());
    list.push_back(m);
  }
  // Shared squares as a ternary code (digit k: 0 empty, 1 mine, 2 theirs), ranked within
  // its class (s1 mine, s2 theirs) in increasing code order.
  const int classes = (ns_ + 1) * (ns_ + 1);
  class_codes_.assign(static_cast<std::size_t>(classes), {});
  std::uint32_t codes = 1;
  for (int k = 0; k < ns_; ++k) codes *= 3;
  tern_info_.assign(codes, 0);
  for (std::uint32_t code = 0; code < codes; ++code) {
    std::uint32_t sm = 0, so = 0, c = code;
    for (int k = 0; k < ns_; ++k, c /= 3) {
      if (c % 3 == 1) sm |= 1u << k;
      if (c % 3 == 2) so |= 1u << k;
    }
    const int s1 = std::popcount(sm), s2 = std::popcount(so);
    auto& list = class_codes_[static_cast<std::size_t>(s1 * (ns_ + 1) + s2)];
    tern_info_[code] = static_cast<std::uint32_t>(s1) | static_cast<std::uint32_t>(s2) << 4 |
                       static_cast<std::uint32_t>(list.size()) << 8;
    list.push_back(sm | so << 16);
  }
  choose_.assign(static_cast<std::size_t>(np_ + 1), 0);
  for (int k = 0; k <= np_; ++k) choose_[static_cast<std::size_t>(k)] = binomial(np_, k);
  multi_.assign(static_cast<std::size_t>(classes), 0);
  for (int s1 = 0; s1 <= ns_; ++s1)
    for (int s2 = 0; s1 + s2 <= ns_; ++s2)
      multi_[static_cast<std::size_t>(s1 * (ns_ + 1) + s2)] = binomial(ns_, s1) * binomial(ns_ - s1, s2);

  // Groups in rank order.
  goff_.assign(static_cast<std::size_t>(n_ * n_ * (np_ + 1) * (np_ + 1) * classes), UINT64_MAX);
  layer_base_.assign(static_cast<std::size_t>(n_ * n_ + 1), 0);
  layer_groups_.assign(static_cast<std::size_t>(n_ * n_ + 1), 0);
  std::uint64_t total = 0;
  for (int a = 0; a < n_; ++a)
    for (int b = 0; b < n_; ++b) {
      layer_base_[static_cast<std::size_t>(a * n_ + b)] = total;
      layer_groups_[static_cast<std::size_t>(a * n_ + b)] = static_cast<std::uint32_t>(groups_.size());
      for (int p1 = 0; p1 <= np_; ++p1)
        for (int p2 = 0; p2 <= np_; ++p2)
          for (int s1 = 0; s1 <= ns_; ++s1)
            for (int s2 = 0; s1 + s2 <= ns_; ++s2) {
              if (p1 + s1 > n_ - a || p2 + s2 > n_ - b) continue;
              const std::uint64_t count = choose_[static_cast<std::size_t>(p1)] * choose_[static_cast<std::size_t>(p2)] *
                                          multi_[static_cast<std::size_t>(s1 * (ns_ + 1) + s2)];
              goff_[goff_slot(a, b, p1, p2, s1, s2)] = total;
              groups_.push_back({a, b, p1, p2, s1, s2, total, count});
              total += count;
            }
    }
  layer_base_.back() = total;
  layer_groups_.back() = static_cast<std::uint32_t>(groups_.size());
  size_ = total;
}

std::size_t PositionIndex::goff_slot(int a, int b, int p1, int p2, int s1, int s2) const {
  return static_cast<std::size_t>(((((a * n_ + b) * (np_ + 1) + p1) * (np_ + 1) + p2) * (ns_ + 1) + s1) * (ns_ + 1) + s2);
}

SolverPosition PositionIndex::square_unrank(std::uint64_t rank) const { return square_->unrank(rank); }

bool PositionIndex::valid(const SolverPosition& p) const {
  if (square_) return square_->valid(p);
  if (p.my_off < 0 || p.my_off >= n_ || p.their_off < 0 || p.their_off >= n_) return false;
  if ((p.mine >> len_) != 0 || (p.theirs >> len_) != 0) return false;
  if (std::popcount(p.mine) + p.my_off > n_ || std::popcount(p.theirs) + p.their_off > n_) return false;
  return ((split_m_[p.mine] >> 8) & (split_o_[p.theirs] >> 8)) == 0;  // one piece a square
}

std::uint64_t PositionIndex::rank(const SolverPosition& p) const {
  if (square_) return square_->rank(p);
  const std::uint32_t sm = split_m_[p.mine];
  const std::uint32_t so = split_o_[p.theirs];
  const std::uint32_t pm = sm & 0xFFu, po = so & 0xFFu;
  const std::uint32_t info = tern_info_[pow3_[sm >> 8] + 2 * pow3_[so >> 8]];
  const int s1 = static_cast<int>(info & 15u), s2 = static_cast<int>((info >> 4) & 15u);
  const int p2 = std::popcount(po);
  return goff_[goff_slot(p.my_off, p.their_off, std::popcount(pm), p2, s1, s2)] +
         (mask_rank_[pm] * choose_[static_cast<std::size_t>(p2)] + mask_rank_[po]) *
             multi_[static_cast<std::size_t>(s1 * (ns_ + 1) + s2)] +
         (info >> 8);
}

SolverPosition PositionIndex::unrank(std::uint64_t r) const {
  if (square_) return square_->unrank(r);
  const auto it = std::upper_bound(groups_.begin(), groups_.end(), r,
                                   [](std::uint64_t v, const Group& g) { return v < g.begin; });
  const Group& g = *(it - 1);
  const std::size_t cls = static_cast<std::size_t>(g.s1 * (ns_ + 1) + g.s2);
  std::uint64_t local = r - g.begin;
  const std::uint64_t tr = local % multi_[cls];
  local /= multi_[cls];
  const std::uint64_t ro = local % choose_[static_cast<std::size_t>(g.p2)];
  const std::uint64_t rm = local / choose_[static_cast<std::size_t>(g.p2)];
  const std::uint32_t c = class_codes_[cls][tr];
  SolverPosition p;
  p.mine = expand_p_m_[masks_by_pop_[static_cast<std::size_t>(g.p1)][rm]] | expand_s_m_[c & 0xFFFFu];
  p.theirs = expand_p_o_[masks_by_pop_[static_cast<std::size_t>(g.p2)][ro]] | expand_s_o_[c >> 16];
  p.my_off = g.a;
  p.their_off = g.b;
  return p;
}

std::uint64_t PositionIndex::layer_begin(int a, int b) const { return layer_base_[static_cast<std::size_t>(a * n_ + b)]; }
std::uint64_t PositionIndex::layer_end(int a, int b) const {
  return layer_base_[static_cast<std::size_t>(a * n_ + b + 1)];
}

void PositionIndex::blocks_of_layer(int a, int b, std::vector<Block>& out) const {
  if (square_) {
    constexpr std::uint64_t kBlock = 4096;
    for (std::uint64_t at = layer_begin(a, b), end = layer_end(a, b); at < end; at += kBlock)
      out.push_back({at, 0, static_cast<std::uint32_t>(std::min(kBlock, end - at))});
    return;
  }
  const std::size_t l = static_cast<std::size_t>(a * n_ + b);
  for (std::uint32_t gi = layer_groups_[l]; gi < layer_groups_[l + 1]; ++gi) {
    const Group& g = groups_[gi];
    const std::uint64_t per = g.count / choose_[static_cast<std::size_t>(g.p1)];
    std::uint64_t begin = g.begin;
    for (std::uint32_t pm : masks_by_pop_[static_cast<std::size_t>(g.p1)]) {
      out.push_back({begin, gi, pm});
      begin += per;
    }
  }
}

int PositionIndex::moves(const SolverPosition& p, int outcome, SolverMove* out) const {
  const ThrowEntry te = rules_.throw_table[static_cast<unsigned>(outcome)];
  const int v = te.move;
  if (v == 0) return 0;
  int count = 0;
  auto land = [&](std::uint32_t from_bit, int t) {
    // An own piece on that square (at any of my indices there), or theirs (at any of theirs).
    if ((p.mine & ~from_bit & my_same_[static_cast<std::size_t>(t)]) != 0) return;
    const std::uint32_t hit = p.theirs & their_on_[static_cast<std::size_t>(t)];
    const bool capture = hit != 0;
    if (capture && safe_[static_cast<std::size_t>(t)]) return;
    SolverMove& m = out[count++];
    const std::uint32_t mine = (p.mine & ~from_bit) | (1u << t);
    const std::uint32_t theirs = p.theirs & ~hit;
    m.win = false;
    m.same_side = te.extra_throw || (rosette_[static_cast<std::size_t>(t)] && rules_.extra_on_rosette) ||
                  (capture && rules_.extra_on_capture);
    m.next = m.same_side ? SolverPosition{mine, theirs, p.my_off, p.their_off}
                         : SolverPosition{theirs, mine, p.their_off, p.my_off};
  };
  const int waiting = n_ - p.my_off - std::popcount(p.mine);
  if (waiting > 0 && ((rules_.entry_values >> v) & 1u) != 0 && v - 1 < len_) land(0, v - 1);
  for (std::uint32_t pieces = p.mine; pieces != 0; pieces &= pieces - 1) {
    const int i = std::countr_zero(pieces);
    const int t = i + v;
    if (t > len_) break;
    if (t < len_) {
      land(1u << i, t);
      continue;
    }
    SolverMove& m = out[count++];  // bearing off: exact
    m.win = p.my_off + 1 == n_;
    m.same_side = te.extra_throw;
    const std::uint32_t mine = p.mine & ~(1u << i);
    m.next = m.same_side ? SolverPosition{mine, p.theirs, p.my_off + 1, p.their_off}
                         : SolverPosition{p.theirs, mine, p.their_off, p.my_off + 1};
  }
  return count;
}

// ------------------------------------------------------------------ solution

static_assert(sizeof(std::atomic<double>) == sizeof(double) && std::atomic<double>::is_always_lock_free,
              "the value store is read as plain doubles");

Solution::Solution(const RuleSet& r)
    : rules_(r),
      index_(r),
      throws_(throw_outcomes(r)),
      value_memory_(static_cast<std::size_t>(index_.size()) * sizeof(double)),
      // Zero-filled memory holds 0.0: no store is needed, and layers not yet solved take
      // no memory.
      values_(reinterpret_cast<std::atomic<double>*>(value_memory_.data())),
      released_(static_cast<std::size_t>(r.pieces * r.pieces), 0) {
  for (const ChanceOutcome& c : throws_) probs_.push_back(c.probability());
}

void Solution::release_layer(int my_off, int their_off) {
  const int layer = my_off * index_.pieces() + their_off;
  if (released_[static_cast<std::size_t>(layer)] != 0) return;
  if (final_ == nullptr) {
    final_memory_ = LazyMemory(static_cast<std::size_t>(index_.size()) * sizeof(std::uint16_t));
    final_ = static_cast<std::uint16_t*>(final_memory_.data());
  }
  const std::uint64_t begin = index_.layer_begin(my_off, their_off), end = index_.layer_end(my_off, their_off);
  for (std::uint64_t k = begin; k < end; ++k) final_[k] = encode_value(live(k));
  released_[static_cast<std::size_t>(layer)] = 1;
  value_memory_.release(static_cast<std::size_t>(begin) * sizeof(double), static_cast<std::size_t>(end) * sizeof(double));
}

int Solution::successors(const SolverPosition& p, std::uint8_t* counts, std::uint32_t* out) const {
  SolverMove mv[kMaxPieces + 1];
  int words = 0;
  bool pass_ranked = false;
  std::uint32_t pass_word = 0;
  const int outcomes = throws_.size();
  for (int o = 0; o < outcomes; ++o) {
    const int k = index_.moves(p, throws_[o].outcome, mv);
    const int first = words;
    if (k == 0) {
      if (!pass_ranked) {
        pass_word = static_cast<std::uint32_t>(index_.rank(swapped(p)));  // kind 0: 1 - value
        pass_ranked = true;
      }
      out[words++] = pass_word;
    }
    for (int i = 0; i < k; ++i) {
      if (mv[i].win) {  // nothing beats bearing off the last piece: the throw is a sure win
        words = first;
        out[words++] = kSuccessorWin;
        break;
      }
      out[words++] = static_cast<std::uint32_t>(index_.rank(mv[i].next)) | (mv[i].same_side ? kSuccessorSame : 0u);
    }
    counts[o] = static_cast<std::uint8_t>(words - first);
  }
  return words;
}

double Solution::backup(const SolverPosition& p) const {
  std::uint8_t counts[kMaxOutcomes];
  std::uint32_t words[kMaxSuccessorWords];
  const int n = successors(p, counts, words);
  for (int i = 0; i < n; ++i) __builtin_prefetch(&values_[words[i] & kSuccessorRankMask]);
  return expectation(counts, words);
}

double Solution::bellman_residual() const {
  double worst = 0;
  const int n = index_.pieces();
  std::vector<PositionIndex::Block> blocks;
  for (int a = 0; a < n; ++a)
    for (int b = 0; b < n; ++b) {
      blocks.clear();
      index_.blocks_of_layer(a, b, blocks);
      for (const auto& blk : blocks)
        index_.for_each_in_block(blk, [&](std::uint64_t r, const SolverPosition& p) {
          worst = std::max(worst, std::fabs(backup(p) - live(r)));
        });
    }
  return worst;
}

double Solution::start_value() const { return value(SolverPosition{}); }

namespace {

constexpr std::size_t kChunk = 2048;  // items a thread takes at a time
constexpr int kAhead = 4;             // items whose successors are prefetched ahead

// Aitken-style jumps along steady geometric convergence. Captures make the error decay
// geometrically, slowly (about 0.75 a sweep in finkel). Once the ratio rho of successive
// change vectors is steady, the remaining error is about change * rho / (1 - rho): add
// that, then sweep on. The stop rule is unchanged, so this only saves sweeps; a jump
// that makes the next change larger switches jumping off for the stage.
class Extrapolator {
 public:
  explicit Extrapolator(bool enabled) : jumping_(enabled) {}
  void restart() {
    history_.clear();
    since_jump_ = 0;
    last_delta_ = 1;
  }
  // After a sweep: its largest change and rho; true when a jump by factor() is due.
  bool after_sweep(double delta, double rho, double tolerance) {
    if (since_jump_ == 1 && delta > last_delta_) jumping_ = false;
    last_delta_ = delta;
    history_.push_back(rho);
    ++since_jump_;
    const std::size_t h = history_.size();
    if (!jumping_ || h < 3 || since_jump_ < kMinSweepsBetweenJumps || delta <= tolerance || delta >= 1e-2) return false;
    const double r1 = history_[h - 1], r2 = history_[h - 2], r3 = history_[h - 3];
    if (std::fabs(r1) >= 0.98 || std::fabs(r1 - r2) >= kSteady || std::fabs(r2 - r3) >= kSteady) return false;
    factor_ = r1 / (1 - r1);
    since_jump_ = 0;
    return true;
  }
  double factor() const { return factor_; }

 private:
  bool jumping_;
  std::vector<double> history_;
  int since_jump_ = 0;
  double last_delta_ = 1;
  double factor_ = 0;
};

// One sweep's figures, summed over threads.
struct SweepTotals {
  double worst = 0, dot = 0, norm = 0;
  void add(const SweepTotals& t) {
    worst = std::max(worst, t.worst);
    dot += t.dot;
    norm += t.norm;
  }
  double rho() const { return norm > 0 ? dot / norm : 0.0; }
};

// Writes v at item i, tracking the largest change and the change vector (for jumps).
inline void record(Solution& sol, std::uint64_t rk, double v, float& change, SweepTotals& t) {
  const double old = sol.live(rk);
  t.worst = std::max(t.worst, std::fabs(v - old));
  sol.set_value(rk, v);
  const float d = static_cast<float>(v - old);
  t.dot += static_cast<double>(d) * change;
  t.norm += static_cast<double>(change) * change;
  change = d;
}

// Runs `per_chunk(chunk, totals)` over every chunk on `threads` threads.
template <typename F>
SweepTotals sweep_chunks(int threads, std::size_t chunks, F&& per_chunk) {
  std::atomic<std::size_t> next{0};
  std::vector<SweepTotals> parts(static_cast<std::size_t>(threads));
  run_parallel(threads, chunks, [&](int t) {
    SweepTotals mine;
    for (;;) {
      const std::size_t c = next.fetch_add(1, std::memory_order_relaxed);
      if (c >= chunks) break;
      per_chunk(c, mine);
    }
    parts[static_cast<std::size_t>(t)] = mine;
  });
  SweepTotals all;
  for (const SweepTotals& p : parts) all.add(p);
  return all;
}

}  // namespace

std::unique_ptr<Solution> solve(const RuleSet& r, const SolveOptions& options, SolveStats* stats) {
  const auto t0 = std::chrono::steady_clock::now();
  auto sol = std::make_unique<Solution>(r);
  const PositionIndex& index = sol->index();
  const int n = r.pieces;
  SolveStats st;
  st.positions = index.size();
  st.layers = n * n;
  int threads = std::max(1, options.threads);
#ifdef __EMSCRIPTEN__
  threads = 1;
#endif
  const std::uint64_t budget = options.memory_budget;
  auto sum_positions = [&](int sum) {
    std::uint64_t total = 0;
    for (int a = std::max(0, sum - (n - 1)); a <= std::min(sum, n - 1); ++a)
      total += index.layer_end(a, sum - a) - index.layer_begin(a, sum - a);
    return total;
  };
  // Each stage (layers {a, b} and {b, a}) is swept in decreasing order of the pieces'
  // total progress (both sides): every move but a capture or a pass raises it, so one
  // sweep in this order is exact backward induction except for those, and few sweeps
  // converge. An item packs mine | theirs << 16 | rank << 32.
  std::vector<PositionIndex::Block> blocks;
  std::vector<std::uint64_t> items;
  std::vector<std::uint64_t> bucket;
  const int max_key = 2 * n * (r.path_length + 1) + 2;
  const bool wide = r.path_length > 16;
  auto key_of = [](std::uint32_t bits) { return std::popcount(bits) + [&] {
      int sum = 0;
      for (std::uint32_t b = bits; b != 0; b &= b - 1) sum += std::countr_zero(b);
      return sum;
    }(); };
  const int outcomes = sol->outcomes();
  std::vector<float> change;  // each position's change in the last sweep
  std::vector<std::uint32_t> ranks;
  std::vector<std::uint8_t> counts;
  std::vector<std::vector<std::uint32_t>> chunk_words;
  std::vector<std::uint32_t> policy;  // policy iteration: each item's move for each throw
  std::uint64_t released = 0;         // positions kept as 16-bit entries so far
  for (int sum = 2 * n - 2; sum >= std::max(0, options.min_off_total); --sum) {
    // A stage reads its own layers and those with one more piece off: with a budget, the
    // layers two above are final for good.
    if (budget > 0 && sum + 2 <= 2 * n - 2) {
      for (int a = std::max(0, sum + 2 - (n - 1)); a <= std::min(sum + 2, n - 1); ++a) sol->release_layer(a, sum + 2 - a);
      released += sum_positions(sum + 2);
    }
    for (int a = std::max(0, sum - (n - 1)); 2 * a <= sum; ++a) {
      const int b = sum - a;
      blocks.clear();
      index.blocks_of_layer(a, b, blocks);
      if (a != b) index.blocks_of_layer(b, a, blocks);
      std::uint64_t stage_positions = index.layer_end(a, b) - index.layer_begin(a, b);
      if (a != b) stage_positions += index.layer_end(b, a) - index.layer_begin(b, a);
      // Counting sort by progress, most advanced first.
      bucket.assign(static_cast<std::size_t>(max_key + 1), 0);
      for (const auto& blk : blocks)
        index.for_each_in_block(blk, [&](std::uint64_t rk, const SolverPosition& p) {
          sol->set_value(rk, 0.5);
          ++bucket[static_cast<std::size_t>(max_key - key_of(p.mine) - key_of(p.theirs))];
        });
      std::uint64_t acc = 0;
      for (auto& c : bucket) {
        const std::uint64_t k = c;
        c = acc;
        acc += k;
      }
      // How the stage is swept. With a budget: from a successor cache if its arrays and the
      // least a cache takes (a word a throw) fit beside what is held, and the cache itself
      // then fits; else by policy iteration if its policy fits; else by sweeps that work
      // every successor out again. What is held: the doubles of the layers this stage
      // reads, the released entries, the arrays already made, and never less than what the
      // process holds as the system counts it (the program, the index, what the allocator
      // keeps).
      const std::uint64_t held = 8 * (sum_positions(sum) + (sum + 1 <= 2 * n - 2 ? sum_positions(sum + 1) : 0)) +
                                 2 * released;
      const auto o_bytes = static_cast<std::uint64_t>(outcomes);
      auto room_for = [&](std::uint64_t made, std::uint64_t more) {
        if (budget == 0) return UINT64_MAX;
        const std::uint64_t now = std::max(held + made, resident_bytes()) + more;
        return now < budget ? budget - now : 0;
      };
      const bool try_cache = options.sweeps == SolveOptions::Sweeps::automatic &&
                             room_for(0, stage_positions * (8 + 4 + o_bytes + 4 + 4 * o_bytes)) > 0;
      // The items in the sorted order: on a path of at most 16 squares an item packs the
      // pieces beside the rank, for the cache; otherwise (and when there is no cache) a
      // sweep needs only the rank, and a position is unranked again where its successors
      // are worked out.
      const bool packed = try_cache && !wide;
      if (packed) {
        items.assign(static_cast<std::size_t>(stage_positions), 0);
        ranks.clear();
      } else {
        ranks.assign(static_cast<std::size_t>(stage_positions), 0);
      }
      for (const auto& blk : blocks)
        index.for_each_in_block(blk, [&](std::uint64_t rk, const SolverPosition& p) {
          const auto slot = static_cast<std::size_t>(bucket[static_cast<std::size_t>(max_key - key_of(p.mine) - key_of(p.theirs))]++);
          if (packed) {
            items[slot] = p.mine | static_cast<std::uint64_t>(p.theirs) << 16 | rk << 32;
          } else {
            ranks[slot] = static_cast<std::uint32_t>(rk);
          }
        });
      const std::uint64_t ab_begin = index.layer_begin(a, b), ab_end = index.layer_end(a, b);
      auto position_at = [&](std::size_t i) {
        if (items.empty()) return index.unrank(ranks[i]);  // not packed, or no longer
        const std::uint64_t it = items[i], rk = it >> 32;
        const bool in_ab = rk >= ab_begin && rk < ab_end;
        return SolverPosition{static_cast<std::uint32_t>(it & 0xFFFFu), static_cast<std::uint32_t>((it >> 16) & 0xFFFFu),
                              in_ab ? a : b, in_ab ? b : a};
      };
      ++st.stages;
      const std::size_t chunks = (stage_positions + kChunk - 1) / kChunk;
      // Every sweep reads the same successors: compute them once (in parallel, a chunk
      // of items at a time) and replay them, so a sweep is only the expectations.
      std::atomic<bool> too_big{!try_cache};
      if (try_cache) {
        if (packed) ranks.resize(items.size());
        counts.resize(static_cast<std::size_t>(stage_positions * o_bytes));
        // The cache may take what the budget leaves beside the arrays made and the change
        // array to come; while it is built, what the process holds is read again every
        // few chunks (the chunks' words are not all they take from the allocator).
        const std::uint64_t cache_room = room_for(stage_positions * ((packed ? 8 : 0) + 4 + o_bytes), 4 * stage_positions);
        chunk_words.resize(chunks);
        std::atomic<std::uint64_t> cache_bytes{0};
        std::atomic<std::size_t> next_chunk{0};
        run_parallel(threads, chunks, [&](int) {
          std::uint32_t words[kMaxSuccessorWords];
          for (;;) {
            const std::size_t c = next_chunk.fetch_add(1, std::memory_order_relaxed);
            if (c >= chunks || too_big.load(std::memory_order_relaxed)) break;
            auto& out = chunk_words[c];
            out.clear();
            for (std::size_t i = c * kChunk; i < std::min<std::size_t>(stage_positions, (c + 1) * kChunk); ++i) {
              const int n_words = sol->successors(position_at(i), &counts[i * static_cast<std::size_t>(outcomes)], words);
              out.insert(out.end(), words, words + n_words);
            }
            out.shrink_to_fit();
            if (cache_bytes.fetch_add(4 * out.size(), std::memory_order_relaxed) + 4 * out.size() > cache_room ||
                (c % 16 == 15 && room_for(0, 4 * stage_positions) == 0))
              too_big.store(true, std::memory_order_relaxed);
          }
        });
      }
      bool by_policy = too_big.load();
      bool by_recompute = false;
      if (packed) {  // the sweeps need only the ranks from here on
        for (std::size_t i = 0; i < items.size(); ++i) ranks[i] = static_cast<std::uint32_t>(items[i] >> 32);
        std::vector<std::uint64_t>().swap(items);
      }
      if (by_policy) {
        // No cache: iterate on policies instead. An improvement sweep works out every
        // successor again and keeps each throw's best move; the evaluation sweeps between
        // improvements read that one move a throw. The stop rule is the plain sweep's: an
        // improvement sweep that changes no value by more than the tolerance. If the
        // policy does not fit either, every sweep works out every successor again (no more
        // memory than the ranks and the changes).
        std::vector<std::vector<std::uint32_t>>().swap(chunk_words);
        std::vector<std::uint8_t>().swap(counts);
        return_free_heap();  // the cache's chunks, before the policy is allocated beside them
        by_recompute = options.sweeps == SolveOptions::Sweeps::recompute ||
                       (options.sweeps == SolveOptions::Sweeps::automatic &&
                        room_for(4 * stage_positions, stage_positions * (4 * o_bytes + 4)) == 0);
        by_policy = !by_recompute;
        if (by_policy) {
          ++st.policy_stages;
          policy.assign(ranks.size() * static_cast<std::size_t>(outcomes), 0);
        } else {
          ++st.recompute_stages;
        }
      }
      change.assign(ranks.size(), 0.0f);
      auto cached_sweep = [&](std::size_t c, SweepTotals& totals) {
        SweepTotals t;  // in registers: the chunk's loop is the solve's hot loop
        const std::size_t lo = c * kChunk, hi = std::min(ranks.size(), lo + kChunk);
        const std::uint32_t* words = chunk_words[c].data();
        // Values are mostly cache misses: prefetch the successors kAhead items ahead.
        const std::uint32_t* ahead = words;
        std::size_t ahead_item = lo;
        auto prefetch_next = [&] {
          if (ahead_item >= hi) return;
          const std::uint8_t* cnt = &counts[ahead_item * static_cast<std::size_t>(outcomes)];
          int n_words = 0;
          for (int o = 0; o < outcomes; ++o) n_words += cnt[o];
          for (int k = 0; k < n_words; ++k) __builtin_prefetch(&sol->raw_values()[ahead[k] & kSuccessorRankMask]);
          ahead += n_words;
          ++ahead_item;
        };
        for (int k = 0; k < kAhead; ++k) prefetch_next();
        for (std::size_t i = lo; i < hi; ++i) {
          prefetch_next();
          const std::uint8_t* cnt = &counts[i * static_cast<std::size_t>(outcomes)];
          const double v = sol->expectation(cnt, words);
          for (int o = 0; o < outcomes; ++o) words += cnt[o];
          record(*sol, ranks[i], v, change[i], t);
        }
        totals.add(t);
      };
      auto improvement_sweep = [&](std::size_t c, SweepTotals& totals) {
        SweepTotals t;
        std::uint8_t cnt[kMaxOutcomes];
        std::uint32_t words[kMaxSuccessorWords];
        for (std::size_t i = c * kChunk; i < std::min(ranks.size(), (c + 1) * kChunk); ++i) {
          const int n_words = sol->successors(position_at(i), cnt, words);
          for (int k = 0; k < n_words; ++k) __builtin_prefetch(&sol->raw_values()[words[k] & kSuccessorRankMask]);
          const double v = sol->improve(cnt, words, &policy[i * static_cast<std::size_t>(outcomes)]);
          record(*sol, ranks[i], v, change[i], t);
        }
        totals.add(t);
      };
      auto evaluation_sweep = [&](std::size_t c, SweepTotals& totals) {
        SweepTotals t;
        const std::size_t lo = c * kChunk, hi = std::min(ranks.size(), lo + kChunk);
        const auto o_count = static_cast<std::size_t>(outcomes);
        for (std::size_t i = lo; i < hi; ++i) {
          if (i + kAhead < hi)
            for (std::size_t o = 0; o < o_count; ++o)
              __builtin_prefetch(&sol->raw_values()[policy[(i + kAhead) * o_count + o] & kSuccessorRankMask]);
          record(*sol, ranks[i], sol->policy_value(&policy[i * o_count]), change[i], t);
        }
        totals.add(t);
      };
      auto recompute_sweep = [&](std::size_t c, SweepTotals& totals) {
        SweepTotals t;
        for (std::size_t i = c * kChunk; i < std::min(ranks.size(), (c + 1) * kChunk); ++i)
          record(*sol, ranks[i], sol->backup(position_at(i)), change[i], t);
        totals.add(t);
      };
      int sweeps = 0;
      double delta = 0;
      Extrapolator jumps(options.extrapolate);
      auto jump_if_due = [&](const SweepTotals& t) {
        if (!jumps.after_sweep(t.worst, t.rho(), options.tolerance)) return;
        const double factor = jumps.factor();
        for (std::size_t i = 0; i < change.size(); ++i)
          sol->set_value(ranks[i], sol->live(ranks[i]) + factor * static_cast<double>(change[i]));
        ++st.extrapolations;
      };
      if (!by_policy) {
        do {
          const SweepTotals t = by_recompute ? sweep_chunks(threads, chunks, recompute_sweep)
                                             : sweep_chunks(threads, chunks, cached_sweep);
          delta = t.worst;
          ++sweeps;
          jump_if_due(t);
          st.position_updates += stage_positions;
        } while (delta > options.tolerance && sweeps < options.max_sweeps);
      } else {
        do {
          const SweepTotals t = sweep_chunks(threads, chunks, improvement_sweep);
          delta = t.worst;
          ++sweeps;
          st.position_updates += stage_positions;
          if (delta <= options.tolerance) break;
          // Evaluate the policy until its values have settled well below the improvement's
          // change (or to the tolerance).
          const double target = std::max(options.tolerance, delta * 1e-3);
          jumps.restart();
          std::fill(change.begin(), change.end(), 0.0f);
          double eval_delta = 0;
          do {
            const SweepTotals e = sweep_chunks(threads, chunks, evaluation_sweep);
            eval_delta = e.worst;
            ++sweeps;
            st.position_updates += stage_positions;
            jump_if_due(e);
          } while (eval_delta > target && sweeps < options.max_sweeps);
          std::fill(change.begin(), change.end(), 0.0f);
        } while (sweeps < options.max_sweeps);
        std::vector<std::uint32_t>().swap(policy);
      }
      if (delta > options.tolerance) st.converged = false;
      st.sweeps += static_cast<std::uint64_t>(sweeps);
      if (options.progress) {
        const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        char line[240];
        int len = std::snprintf(line, sizeof line, "layers off %d/%d: %llu positions, %d sweeps%s, last change %.3g, %.1f s",
                                a, b, static_cast<unsigned long long>(stage_positions), sweeps,
                                by_policy ? " (by policy)" : by_recompute ? " (recomputed)" : "", delta, secs);
        if (const std::uint64_t peak = peak_resident_bytes(); peak > 0 && len > 0 && len < static_cast<int>(sizeof line))
          std::snprintf(line + len, sizeof line - static_cast<std::size_t>(len), ", peak %.2f GiB",
                        static_cast<double>(peak) / (1024.0 * 1024.0 * 1024.0));
        options.progress(line);
      }
    }
  }
  st.released_positions = released;
  st.start_value = options.min_off_total > 0 ? 0.0 : sol->start_value();
  st.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (stats) *stats = st;
  return sol;
}

}  // namespace ur
