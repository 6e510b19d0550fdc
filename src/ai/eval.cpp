// Features and the logistic evaluation (see eval.hpp). Three models share the feature
// slots: the simple race (nine rule sets), jeu-royal's stacks and ravensburger's towers.
#include "ai/eval.hpp"

#include <algorithm>

#include <bit>
#include <cmath>
#include <string>

namespace ur {
namespace {

// P(move value == v) for every rule set, from the core's exact chance outcomes.
struct ValueTable {
  std::array<std::array<double, 16>, kRuleSetCount> p{};
  ValueTable() {
    for (const RuleSet& r : all_rule_sets())
      for (const ChanceOutcome& c : throw_outcomes(r))
        p[static_cast<unsigned>(r.id)][static_cast<unsigned>(r.move_value(c.outcome))] += c.probability();
  }
};
const ValueTable& value_table() {
  static const ValueTable t;
  return t;
}

// The probability that one throw's value is in `mask` (bit v = value v).
inline double mask_probability(const std::array<double, 16>& pv, std::uint32_t mask) {
  double p = 0;
  mask &= 0xFFFEu;  // value 0 never moves
  while (mask != 0) {
    p += pv[static_cast<unsigned>(std::countr_zero(mask))];
    mask &= mask - 1;
  }
  return p;
}

// Values (bit v) with which `side` can bring a piece from its pieces `bits` (or from its
// pool) onto its own path index t.
inline std::uint32_t reach_mask(const RuleSet& r, std::uint32_t bits, int waiting, int t) {
  std::uint32_t mask = 0;
  for (int d = 1; d <= 6 && d <= t; ++d)
    if ((bits >> (t - d)) & 1u) mask |= 1u << d;
  if (waiting > 0 && t + 1 < 16 && ((r.entry_values >> (t + 1)) & 1u) != 0) mask |= 1u << (t + 1);
  return mask;
}

// -------------------------------------------------------------- simple race model

void simple_features(const RuleSet& r, const State& s, Features& f) {
  const auto& pv = value_table().p[static_cast<unsigned>(r.id)];
  const double len1 = r.path_length + 1.0;
  for (int k = 0; k < 2; ++k) {
    const Side x = k == 0 ? s.side : opponent(s.side);
    const Side y = opponent(x);
    double* out = f.data() + k * kSideFeatures;
    double progress = s.off[x];
    double danger = 0;
    std::uint32_t rosette_reach = 0;
    const std::uint32_t blocked = s.square_bits[x] | (s.square_bits[y] & r.safe_squares);
    for (std::uint32_t b = s.path_bits[x]; b != 0; b &= b - 1) {
      const int i = std::countr_zero(b);
      const double weight = (i + 1) / len1;
      progress += weight;
      const SquareId sq = r.path[x][static_cast<unsigned>(i)];
      if ((r.safe_squares >> sq) & 1u) continue;
      std::uint32_t hit = 0;
      for (std::uint8_t t : r.index_of[y][sq])
        if (t != 0xFF) hit |= reach_mask(r, s.path_bits[y], s.waiting[y], t);
      if (hit != 0) danger += mask_probability(pv, hit) * weight;
    }
    if (r.extra_on_rosette) {
      for (std::uint32_t ro = r.rosette_indices; ro != 0; ro &= ro - 1) {
        const int t = std::countr_zero(ro);
        if ((blocked >> r.path[x][static_cast<unsigned>(t)]) & 1u) continue;
        rosette_reach |= reach_mask(r, s.path_bits[x], s.waiting[x], t);
      }
    }
    out[0] = progress;
    out[1] = s.off[x];
    out[2] = s.waiting[x];
    out[3] = danger;
    out[4] = (s.square_bits[x] >> r.board.at(1, 3)) & 1u;  // the middle row's first rosette
    out[5] = mask_probability(pv, rosette_reach);
    out[6] = r.tokens.enabled ? s.tokens[x] / 7.0 : 0.0;
    out[7] = r.tokens.enabled && s.miss[x] ? 1.0 : 0.0;
  }
}

// -------------------------------------------------------------- stack models

inline int count_owned(Stack st, Side who) {
  const int h = st.height();
  const int dark = std::popcount(st.bits & ((1ull << h) - 1));
  return who == kDark ? dark : h - dark;
}

// The path index of `side` for a slot (-1 when that side never stands there).
inline int slot_index(const RuleSet& r, Side side, int slot) {
  const SquareId sq = r.slot_square[static_cast<unsigned>(slot)];
  const auto& ix = r.index_of[side][sq];
  if (r.stacks == StackRule::SameFace) {
    const int face = r.slot_face[static_cast<unsigned>(slot)];
    for (std::uint8_t i : ix)
      if (i != 0xFF && (i >= r.flip_index ? 1 : 0) == face) return i;
    return -1;
  }
  return ix[0] == 0xFF ? -1 : ix[0];
}

// Per side: path bits of the stacks it tops (by its own indices), for reach tests.
struct TopInfo {
  std::array<std::uint32_t, 2> top_bits{};  // forward movers (jeu-royal: all; towers: all)
  std::array<std::uint32_t, 2> red_bits{};  // ravensburger: red tops (may also go back)
};

TopInfo top_info(const RuleSet& r, const State& s) {
  TopInfo t;
  for (int slot = 0; slot < r.slot_count; ++slot) {
    const Stack st = s.stacks[static_cast<unsigned>(slot)];
    if (st.empty()) continue;
    const Side o = st.top_owner();
    const int i = slot_index(r, o, slot);
    if (i < 0) continue;
    t.top_bits[o] |= 1u << i;
    if (st.flipped(st.height() - 1)) t.red_bits[o] |= 1u << i;
  }
  return t;
}

void same_face_features(const RuleSet& r, const State& s, Features& f) {
  const auto& pv = value_table().p[static_cast<unsigned>(r.id)];
  const double len1 = r.path_length + 1.0;
  const TopInfo tops = top_info(r, s);
  const int last = r.path_length - 1;
  for (int k = 0; k < 2; ++k) {
    const Side x = k == 0 ? s.side : opponent(s.side);
    const Side y = opponent(x);
    double* out = f.data() + k * kSideFeatures;
    double controlled = 0, progress = 0, danger = 0, held = 0, ready = 0, on_rosette = 0;
    for (int slot = 0; slot < r.slot_count; ++slot) {
      const Stack st = s.stacks[static_cast<unsigned>(slot)];
      if (st.empty()) continue;
      if (st.top_owner() != x) {
        held += count_owned(st, x);
        continue;
      }
      const int h = st.height();
      const int i = slot_index(r, x, slot);
      controlled += h;
      progress += h * (i + 1) / len1;
      if (i == last) ready += h;
      if (r.board.is_rosette(r.slot_square[static_cast<unsigned>(slot)])) on_rosette = 1;
      const int t = slot_index(r, y, slot);  // the same (square, face) on y's path
      if (t > 0) {
        std::uint32_t hit = 0;
        for (int d = 1; d <= 5 && d <= t; ++d)
          if ((tops.top_bits[y] >> (t - d)) & 1u) hit |= 1u << d;
        danger += mask_probability(pv, hit) * h;
      }
    }
    out[0] = s.score[x];
    out[1] = controlled;
    out[2] = progress;
    out[3] = danger;
    out[4] = held;
    out[5] = s.waiting[x];
    out[6] = ready;
    out[7] = on_rosette;
  }
}

void tower_features(const RuleSet& r, const State& s, Features& f) {
  const auto& pv = value_table().p[static_cast<unsigned>(r.id)];
  const double len1 = r.path_length + 1.0;
  const TopInfo tops = top_info(r, s);
  for (int k = 0; k < 2; ++k) {
    const Side x = k == 0 ? s.side : opponent(s.side);
    const Side y = opponent(x);
    double* out = f.data() + k * kSideFeatures;
    double captured = s.off[y], free_pieces = 0, progress = 0, danger = 0, held = 0, red = 0,
           carrying = 0;
    for (int slot = 0; slot < r.slot_count; ++slot) {
      const Stack st = s.stacks[static_cast<unsigned>(slot)];
      const int h = st.height();
      // Walk down: pieces of x under a y piece are held by y, and vice versa.
      bool y_above = false, x_above = false;
      for (int p = h - 1; p >= 0; --p) {
        if (st.owner(p) == x) {
          if (y_above) held += 1;
          else free_pieces += 1;
          x_above = true;
        } else {
          if (x_above) captured += 1;
          y_above = true;
        }
      }
      if (h == 0 || st.top_owner() != x) continue;
      const int i = slot_index(r, x, slot);
      if (st.flipped(h - 1)) red += 1;
      else progress += (i + 1) / len1;
      int prisoners = 0;
      while (prisoners < h - 1 && st.owner(h - 2 - prisoners) == y) ++prisoners;
      carrying += prisoners;
      const int t = slot_index(r, y, slot);
      if (t >= 0) {
        std::uint32_t hit = reach_mask(r, tops.top_bits[y], s.waiting[y], t);
        for (int d = 1; d <= 5 && t + d < r.path_length; ++d)
          if ((tops.red_bits[y] >> (t + d)) & 1u) hit |= 1u << d;
        danger += mask_probability(pv, hit) * (1 + prisoners);
      }
    }
    out[0] = captured;
    out[1] = free_pieces;
    out[2] = progress;
    out[3] = danger;
    out[4] = held;
    out[5] = s.waiting[x];
    out[6] = red;
    out[7] = carrying;
  }
}

constexpr const char* kSimpleNames[kSideFeatures] = {"progress", "off", "waiting", "danger",
                                                     "centre", "rosette_reach", "tokens", "miss"};
constexpr const char* kStackNames[kSideFeatures] = {"score", "controlled", "progress", "danger",
                                                    "held", "waiting", "ready", "on_rosette"};
constexpr const char* kTowerNames[kSideFeatures] = {"captured", "free", "progress", "danger",
                                                    "held", "waiting", "red", "carrying"};

}  // namespace

double throw_value_probability(const RuleSet& rules, int v) {
  if (v < 0 || v > 15) return 0.0;
  return value_table().p[static_cast<unsigned>(rules.id)][static_cast<unsigned>(v)];
}

void eval_features(const RuleSet& rules, const State& s, Features& f) {
  switch (rules.stacks) {
    case StackRule::None: simple_features(rules, s, f); break;
    case StackRule::SameFace: same_face_features(rules, s, f); break;
    case StackRule::Towers: tower_features(rules, s, f); break;
  }
  f[kFeatures - 1] = 1.0;
}

std::string feature_name(const RuleSet& rules, int index) {
  if (index == kFeatures - 1) return "bias";
  const char* const* names = rules.stacks == StackRule::None       ? kSimpleNames
                             : rules.stacks == StackRule::SameFace ? kStackNames
                                                                   : kTowerNames;
  return std::string(index < kSideFeatures ? "me." : "them.") + names[index % kSideFeatures];
}

double evaluate_logit(const RuleSet& rules, const State& s, const EvalWeights& w) {
  Features f;
  eval_features(rules, s, f);
  double z = 0;
  for (int i = 0; i < kFeatures; ++i) z += w.w[static_cast<unsigned>(i)] * f[static_cast<unsigned>(i)];
  return std::clamp(z, -30.0, 30.0);
}

double evaluate_position(const RuleSet& rules, const State& s, const EvalWeights& w) {
  if (is_over(s)) return final_value(s);
  const double z = evaluate_logit(rules, s, w);
  // Keep static estimates strictly inside (0, 1): only the end of the game is certain.
  const double p = 1.0 / (1.0 + std::exp(-z));
  return 0.001 + 0.998 * p;
}

}  // namespace ur
