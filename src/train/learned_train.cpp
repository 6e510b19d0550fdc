// Training the learned evaluation (see learned_train.hpp, docs/ai.md "Learned evaluation").
#include "train/learned_train.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "ai/eval.hpp"
#include "core/dice.hpp"
#include "perfect/table.hpp"

namespace ur {
namespace {

constexpr float kLutLimit = 7.99f;      // |value| of a first-layer entry (int16 at x4096)
constexpr float kDenseLimit = 127.9f;   // |weight| of the dense layers (int32 at x65536)

inline float clip01(float x) { return x < 0 ? 0 : x > 1 ? 1 : x; }

// A uniform float in [-a, a) from a splitmix64 stream.
float uniform(std::uint64_t& state, float a) {
  const double u = static_cast<double>(splitmix64(state) >> 11) * 0x1.0p-53;
  return static_cast<float>((2 * u - 1) * a);
}

constexpr char kCheckpointMagic[8] = {'U', 'R', 'N', 'E', 'T', 'C', 'K', 'P'};
constexpr std::uint32_t kCheckpointVersion = 1;

}  // namespace

std::vector<std::vector<std::uint8_t>> layout_tuples(const NetEncoding& enc, int window, std::uint32_t reach,
                                                     bool token_squares, bool score_squares) {
  std::vector<std::vector<std::uint8_t>> out;
  std::vector<std::uint64_t> seen;  // the sorted variables of each tuple, a byte each
  auto add = [&](std::vector<std::uint8_t> t) {
    if (out.size() >= static_cast<std::size_t>(kNetMaxTuples)) return;  // what a weight file may hold
    std::vector<std::uint8_t> sorted = t;
    std::sort(sorted.begin(), sorted.end());
    std::uint64_t key = 0;
    for (std::uint8_t v : sorted) key = key << 8 | (v + 1u);
    if (std::find(seen.begin(), seen.end(), key) != seen.end()) return;
    seen.push_back(key);
    out.push_back(std::move(t));
  };
  // Variable v paired with each square of a track (not its waiting and off ends).
  auto pair_with_squares = [&add](int v, const std::vector<int>& track) {
    for (std::size_t i = 1; i + 1 < track.size(); ++i)
      add({static_cast<std::uint8_t>(v), static_cast<std::uint8_t>(track[i])});
  };
  for (const std::vector<int>* track : {&enc.my_track(), &enc.their_track()}) {
    const int n = static_cast<int>(track->size());
    const int w = std::clamp(window, 1, std::min(n, kNetMaxTupleSize));
    for (int i = 0; i + w <= n; ++i) {
      std::vector<std::uint8_t> t;
      for (int k = 0; k < w; ++k) t.push_back(static_cast<std::uint8_t>((*track)[static_cast<unsigned>(i + k)]));
      add(std::move(t));
    }
  }
  for (const std::vector<int>* track : {&enc.my_track(), &enc.their_track()}) {
    const int n = static_cast<int>(track->size());
    for (int d = 2; d < 32 && d < n; ++d) {
      if (((reach >> d) & 1u) == 0) continue;
      for (int i = 0; i + d < n; ++i)
        add({static_cast<std::uint8_t>((*track)[static_cast<unsigned>(i)]),
             static_cast<std::uint8_t>((*track)[static_cast<unsigned>(i + d)])});
    }
  }
  add({0, 1});
  add({2, 3});
  add({1, 3});
  add({0, 2});
  if (enc.has_tokens()) {
    // Tokens: both counts together, each with its side's waiting pieces (paying to enter),
    // and the missed turns with each count.
    const auto t = static_cast<std::uint8_t>(enc.token_variable());
    add({t, static_cast<std::uint8_t>(t + 1)});
    add({t, 0});
    add({static_cast<std::uint8_t>(t + 1), 2});
    add({static_cast<std::uint8_t>(t + 2), t});
    add({static_cast<std::uint8_t>(t + 2), static_cast<std::uint8_t>(t + 1)});
    if (token_squares) {
      pair_with_squares(t, enc.my_track());
      pair_with_squares(t + 1, enc.their_track());
    }
  }
  if (enc.has_stacks()) {
    // Stacks: the totals in pairs (both sides' stacks, both sides' prisoners, each side's
    // stacks with the prisoners it holds and with its count: score or pieces lost), and
    // ravensburger's red tops.
    const auto t = static_cast<std::uint8_t>(enc.totals_variable());
    const auto u = [t](int k) { return static_cast<std::uint8_t>(t + k); };
    add({u(0), u(1)});
    add({u(2), u(3)});
    add({u(0), u(3)});
    add({u(1), u(2)});
    add({u(0), 1});
    add({u(1), 3});
    if (enc.totals() > 4) add({u(4), u(5)});
    if (enc.turns_variable() >= 0) {  // at the turn limit, prisoners decide
      add({static_cast<std::uint8_t>(enc.turns_variable()), u(2)});
      add({static_cast<std::uint8_t>(enc.turns_variable()), u(3)});
    }
    if (score_squares) {
      pair_with_squares(1, enc.my_track());
      pair_with_squares(3, enc.their_track());
    }
  }
  return out;
}

// ------------------------------------------------------------------ permutation

Permutation::Permutation(std::uint64_t n, std::uint64_t key) : n_(n) {
  while ((std::uint64_t{1} << (2 * half_bits_)) < n) ++half_bits_;
  half_mask_ = (std::uint64_t{1} << half_bits_) - 1;
  std::uint64_t s = key;
  for (auto& k : keys_) k = splitmix64(s);
}

std::uint64_t Permutation::apply(std::uint64_t x) const {
  std::uint64_t l = x >> half_bits_, r = x & half_mask_;
  for (std::uint64_t k : keys_) {
    std::uint64_t h = (r ^ k) * 0x9E3779B97F4A7C15ull;
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9ull;
    h ^= h >> 32;
    const std::uint64_t nl = r;
    r = (l ^ h) & half_mask_;
    l = nl;
  }
  return (l << half_bits_) | r;
}

std::uint64_t Permutation::operator()(std::uint64_t i) const {
  std::uint64_t x = apply(i);
  while (x >= n_) x = apply(x);  // a cycle through values < n always returns below n
  return x;
}

// ------------------------------------------------------------------ trainer

struct NetTrainer::Forward {
  std::array<std::uint32_t, kNetMaxTuples> rows{};
  std::array<float, kNetMaxAccumulator> acc{}, a1{};
  std::array<float, kNetMaxHidden> z2{}, a2{};
  float z3 = 0;
};

NetTrainer::NetTrainer(const RuleSet& r, const NetLayout& layout, std::uint64_t seed)
    : rules_(r), layout_(layout), encoding_(r) {
  layout_.accumulator = std::clamp(layout_.accumulator, 1, kNetMaxAccumulator);
  layout_.hidden = std::clamp(layout_.hidden, 1, kNetMaxHidden);
  tuples_ = layout_tuples(encoding_, layout_.window, layout_.reach, layout_.token_squares, layout_.score_squares);
  for (const auto& t : tuples_) {
    row_base_.push_back(static_cast<std::uint32_t>(rows_));
    std::vector<std::uint32_t> st;
    std::uint32_t stride = 1;
    for (std::uint8_t v : t) {
      st.push_back(stride);
      stride *= static_cast<std::uint32_t>(encoding_.cardinality(v));
    }
    strides_.push_back(std::move(st));
    rows_ += stride;
  }
  const std::size_t A = static_cast<std::size_t>(layout_.accumulator), H = static_cast<std::size_t>(layout_.hidden);
  off_b1_ = rows_ * A;
  off_w2_ = off_b1_ + A;
  off_b2_ = off_w2_ + H * A;
  off_w3_ = off_b2_ + H;
  off_b3_ = off_w3_ + H;
  const std::size_t total = off_b3_ + 1;
  w_.assign(total, 0.0f);
  g_.assign(total, 0.0f);
  m_.assign(total, 0.0f);
  v_.assign(total, 0.0f);
  touched_mark_.assign(rows_, 0);
  std::uint64_t s = seed ^ 0x5EED5EED5EEDull;
  for (std::size_t i = 0; i < off_b1_; ++i) w_[i] = uniform(s, 0.05f);
  for (std::size_t i = 0; i < A; ++i) w_[off_b1_ + i] = 0.5f;
  const float a2 = 1.0f / std::sqrt(static_cast<float>(A));
  for (std::size_t i = 0; i < H * A; ++i) w_[off_w2_ + i] = uniform(s, a2);
  for (std::size_t i = 0; i < H; ++i) w_[off_b2_ + i] = 0.5f;
  const float a3 = 1.0f / std::sqrt(static_cast<float>(H));
  // A correction to a base evaluation starts at none: the output layer at zero.
  for (std::size_t i = 0; i < H; ++i) w_[off_w3_ + i] = layout_.base == NetBase::None ? uniform(s, a3) : 0.0f;
  w_[off_b3_] = 0.0f;
}

void NetTrainer::forward(const std::uint8_t* values, Forward& f) const {
  const int A = layout_.accumulator, H = layout_.hidden;
  for (int h = 0; h < A; ++h) f.acc[static_cast<unsigned>(h)] = w_[off_b1_ + static_cast<unsigned>(h)];
  for (std::size_t t = 0; t < tuples_.size(); ++t) {
    std::uint32_t index = 0;
    for (std::size_t k = 0; k < tuples_[t].size(); ++k) index += values[tuples_[t][k]] * strides_[t][k];
    const std::uint32_t row = row_base_[t] + index;
    f.rows[t] = row;
    const float* e = w_.data() + static_cast<std::size_t>(row) * static_cast<std::size_t>(A);
    for (int h = 0; h < A; ++h) f.acc[static_cast<unsigned>(h)] += e[h];
  }
  for (int h = 0; h < A; ++h) f.a1[static_cast<unsigned>(h)] = clip01(f.acc[static_cast<unsigned>(h)]);
  float z3 = w_[off_b3_];
  for (int j = 0; j < H; ++j) {
    const float* w = w_.data() + off_w2_ + static_cast<std::size_t>(j) * static_cast<std::size_t>(A);
    float z = w_[off_b2_ + static_cast<unsigned>(j)];
    for (int h = 0; h < A; ++h) z += w[h] * f.a1[static_cast<unsigned>(h)];
    f.z2[static_cast<unsigned>(j)] = z;
    f.a2[static_cast<unsigned>(j)] = clip01(z);
    z3 += w_[off_w3_ + static_cast<unsigned>(j)] * f.a2[static_cast<unsigned>(j)];
  }
  f.z3 = z3;
}

double NetTrainer::base_logit(const State& s) const {
  return layout_.base == NetBase::Logistic ? evaluate_logit(rules_, s, default_weights(rules_.id)) : 0.0;
}

double NetTrainer::predict_encoded(const std::uint8_t* values, double base) const {
  Forward f;
  forward(values, f);
  return 1.0 / (1.0 + std::exp(-(static_cast<double>(f.z3) + base)));
}

double NetTrainer::predict(const SolverPosition& p) const {
  std::array<std::uint8_t, kNetMaxVariables> values;
  encoding_.encode(p, values.data());
  return predict_encoded(values.data(), layout_.base == NetBase::None ? 0.0 : base_logit(solver_state(rules_, p, kLight)));
}

double NetTrainer::predict(const State& s) const {
  std::array<std::uint8_t, kNetMaxVariables> values;
  encoding_.encode(s, values.data());
  return predict_encoded(values.data(), base_logit(s));
}

double NetTrainer::add(const SolverPosition& p, double target) {
  std::array<std::uint8_t, kNetMaxVariables> values;
  encoding_.encode(p, values.data());
  return add_encoded(values.data(), target,
                     layout_.base == NetBase::None ? 0.0 : base_logit(solver_state(rules_, p, kLight)));
}

double NetTrainer::add(const State& s, double target) {
  std::array<std::uint8_t, kNetMaxVariables> values;
  encoding_.encode(s, values.data());
  return add_encoded(values.data(), target, base_logit(s));
}

double NetTrainer::add_encoded(const std::uint8_t* values, double target, double base) {
  Forward f;
  forward(values, f);
  const double y = 1.0 / (1.0 + std::exp(-(static_cast<double>(f.z3) + base)));
  const float g3 = static_cast<float>(y - target);
  const int A = layout_.accumulator, H = layout_.hidden;
  g_[off_b3_] += g3;
  std::array<float, kNetMaxAccumulator> ga1{};
  for (int j = 0; j < H; ++j) {
    const auto ju = static_cast<unsigned>(j);
    g_[off_w3_ + ju] += g3 * f.a2[ju];
    const float z = f.z2[ju];
    if (z <= 0 || z >= 1) continue;
    const float gz = g3 * w_[off_w3_ + ju];
    g_[off_b2_ + ju] += gz;
    float* gw = g_.data() + off_w2_ + static_cast<std::size_t>(j) * static_cast<std::size_t>(A);
    const float* w = w_.data() + off_w2_ + static_cast<std::size_t>(j) * static_cast<std::size_t>(A);
    for (int h = 0; h < A; ++h) {
      gw[h] += gz * f.a1[static_cast<unsigned>(h)];
      ga1[static_cast<unsigned>(h)] += gz * w[h];
    }
  }
  for (int h = 0; h < A; ++h) {
    const float a = f.acc[static_cast<unsigned>(h)];
    if (a <= 0 || a >= 1) ga1[static_cast<unsigned>(h)] = 0;
    g_[off_b1_ + static_cast<unsigned>(h)] += ga1[static_cast<unsigned>(h)];
  }
  for (std::size_t t = 0; t < tuples_.size(); ++t) {
    const std::uint32_t row = f.rows[t];
    if (!touched_mark_[row]) {
      touched_mark_[row] = 1;
      touched_.push_back(row);
    }
    float* g = g_.data() + static_cast<std::size_t>(row) * static_cast<std::size_t>(A);
    for (int h = 0; h < A; ++h) g[h] += ga1[static_cast<unsigned>(h)];
  }
  ++batch_count_;
  return y;
}

void NetTrainer::step(double learning_rate) {
  if (batch_count_ == 0) return;
  ++t_;
  constexpr double kB1 = 0.9, kB2 = 0.999, kEps = 1e-8;
  const double c1 = 1 - std::pow(kB1, static_cast<double>(t_)), c2 = 1 - std::pow(kB2, static_cast<double>(t_));
  const float scale = 1.0f / static_cast<float>(batch_count_);
  const float lr = static_cast<float>(learning_rate * std::sqrt(c2) / c1);
  auto update = [&](std::size_t i, float limit) {
    const float g = g_[i] * scale;
    g_[i] = 0;
    m_[i] = static_cast<float>(kB1) * m_[i] + static_cast<float>(1 - kB1) * g;
    v_[i] = static_cast<float>(kB2) * v_[i] + static_cast<float>(1 - kB2) * g * g;
    w_[i] = std::clamp(w_[i] - lr * m_[i] / (std::sqrt(v_[i]) + static_cast<float>(kEps)), -limit, limit);
  };
  const std::size_t A = static_cast<std::size_t>(layout_.accumulator);
  // Lazy Adam on the sparse first layer: only rows some sample of this batch used.
  std::sort(touched_.begin(), touched_.end());
  for (std::uint32_t row : touched_) {
    for (std::size_t h = 0; h < A; ++h) update(row * A + h, kLutLimit);
    touched_mark_[row] = 0;
  }
  touched_.clear();
  for (std::size_t i = off_b1_; i < off_w2_; ++i) update(i, kLutLimit);
  for (std::size_t i = off_w2_; i < w_.size(); ++i) update(i, i < off_b2_ || (i >= off_w3_ && i < off_b3_) ? kDenseLimit : kLutLimit);
  batch_count_ = 0;
}

NetParams NetTrainer::quantise() const {
  NetParams p;
  p.family = std::string(rules_.name);
  p.pieces = static_cast<std::uint32_t>(rules_.pieces);
  p.rules_fingerprint = rules_fingerprint(rules_);
  for (int v = 0; v < encoding_.variables(); ++v) p.cards.push_back(static_cast<std::uint8_t>(encoding_.cardinality(v)));
  p.tuples = tuples_;
  p.accumulator = layout_.accumulator;
  p.hidden = layout_.hidden;
  auto q16 = [](double x) {
    return static_cast<std::int16_t>(std::clamp(std::lround(x), -32767l, 32767l));
  };
  auto q32 = [](double x) {
    return static_cast<std::int32_t>(std::clamp(std::llround(x), -(1ll << 30), 1ll << 30));
  };
  auto q64 = [](double x) { return static_cast<std::int64_t>(std::llround(std::clamp(x, -0x1p60, 0x1p60))); };
  const double sa = kNetActScale, sw = kNetWeightScale;
  for (std::size_t i = 0; i < off_b1_; ++i) p.lut.push_back(q16(w_[i] * sa));
  for (std::size_t i = off_b1_; i < off_w2_; ++i) p.bias1.push_back(q32(w_[i] * sa));
  for (std::size_t i = off_w2_; i < off_b2_; ++i) p.w2.push_back(q32(w_[i] * sw));
  // + half a unit: the inference shifts right (rounds down), so this rounds to nearest.
  for (std::size_t i = off_b2_; i < off_w3_; ++i) p.bias2.push_back(q64(w_[i] * sa * sw + sw / 2));
  for (std::size_t i = off_w3_; i < off_b3_; ++i) p.w3.push_back(q32(w_[i] * sw));
  p.bias3 = q64(w_[off_b3_] * sa * sw);
  p.base = layout_.base;
  return p;
}

std::vector<std::uint8_t> NetTrainer::save(std::uint64_t user_a, std::uint64_t user_b) const {
  std::vector<std::uint8_t> b(kCheckpointMagic, kCheckpointMagic + 8);
  auto u64 = [&b](std::uint64_t v) {
    for (int i = 0; i < 8; ++i) b.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
  };
  u64(kCheckpointVersion);
  u64(rules_fingerprint(rules_));
  u64(static_cast<std::uint64_t>(layout_.window));
  u64(static_cast<std::uint64_t>(layout_.accumulator));
  u64(static_cast<std::uint64_t>(layout_.hidden));
  u64(w_.size());
  u64(t_);
  u64(user_a);
  u64(user_b);
  for (const std::vector<float>* a : {&w_, &m_, &v_}) {
    const std::size_t at = b.size();
    b.resize(at + a->size() * sizeof(float));
    std::memcpy(b.data() + at, a->data(), a->size() * sizeof(float));
  }
  u64(fnv1a64(b.data(), b.size()));
  return b;
}

std::string NetTrainer::load(const std::vector<std::uint8_t>& b, std::uint64_t* user_a, std::uint64_t* user_b) {
  const std::size_t head = 8 + 9 * 8, body = 3 * w_.size() * sizeof(float);
  if (b.size() < head + 8 || std::memcmp(b.data(), kCheckpointMagic, 8) != 0) return "not a training checkpoint";
  auto u64 = [&b](std::size_t at) {
    std::uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= static_cast<std::uint64_t>(b[at + static_cast<std::size_t>(i)]) << (8 * i);
    return v;
  };
  if (u64(8) != kCheckpointVersion) return "unsupported checkpoint version";
  if (u64(16) != rules_fingerprint(rules_)) return "the checkpoint is for other rules";
  if (u64(24) != static_cast<std::uint64_t>(layout_.window) || u64(32) != static_cast<std::uint64_t>(layout_.accumulator) ||
      u64(40) != static_cast<std::uint64_t>(layout_.hidden) || u64(48) != w_.size())
    return "the checkpoint has another layout";
  if (b.size() != head + body + 8) return "the checkpoint is truncated";
  if (u64(head + body) != fnv1a64(b.data(), head + body)) return "the checkpoint is corrupted (checksum mismatch)";
  t_ = u64(56);
  if (user_a) *user_a = u64(64);
  if (user_b) *user_b = u64(72);
  std::size_t at = head;
  for (std::vector<float>* a : {&w_, &m_, &v_}) {
    std::memcpy(a->data(), b.data() + at, a->size() * sizeof(float));
    at += a->size() * sizeof(float);
  }
  std::fill(g_.begin(), g_.end(), 0.0f);
  batch_count_ = 0;
  return "";
}

// ------------------------------------------------------------------ scores

NetScore score_predictor(const RuleSet& r, const PositionIndex& index, const std::vector<std::uint64_t>& ranks,
                         const std::function<double(std::uint64_t)>& exact,
                         const std::function<double(const SolverPosition&)>& predict, double tolerance) {
  NetScore s;
  const ChanceList throws = throw_outcomes(r);
  double err_sum = 0, loss_sum = 0;
  std::array<SolverMove, kMaxPieces + 1> moves;
  for (std::uint64_t rank : ranks) {
    const SolverPosition p = index.unrank(rank);
    const double e = std::abs(predict(p) - exact(rank));
    err_sum += e;
    s.max_abs_error = std::max(s.max_abs_error, e);
    ++s.positions;
    for (const ChanceOutcome& c : throws) {
      const int n = index.moves(p, c.outcome, moves.data());
      if (n < 2) continue;
      double best_exact = -1, worst_exact = 2, pick_pred = -1, pick_exact = 0;
      for (int i = 0; i < n; ++i) {
        const SolverMove& m = moves[static_cast<unsigned>(i)];
        double ex = 1, pr = 1;
        if (!m.win) {
          const double vx = exact(index.rank(m.next)), vp = predict(m.next);
          ex = m.same_side ? vx : 1 - vx;
          pr = m.same_side ? vp : 1 - vp;
        }
        best_exact = std::max(best_exact, ex);
        worst_exact = std::min(worst_exact, ex);
        if (pr > pick_pred) {
          pick_pred = pr;
          pick_exact = ex;
        }
      }
      if (best_exact - worst_exact <= tolerance) continue;
      ++s.choices;
      if (pick_exact >= best_exact - tolerance) ++s.best;
      loss_sum += best_exact - pick_exact;
    }
  }
  if (s.positions > 0) s.mean_abs_error = err_sum / static_cast<double>(s.positions);
  if (s.choices > 0) s.loss = loss_sum / static_cast<double>(s.choices);
  return s;
}

}  // namespace ur
