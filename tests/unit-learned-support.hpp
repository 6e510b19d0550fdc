// A fixed network for the learned evaluation's tests (unit-learned-eval, unit-ui-nets).
#pragma once

#include <cstdint>

#include "ai/learned_eval.hpp"
#include "core/dice.hpp"
#include "train/learned_train.hpp"

namespace ur::test_nets {

inline const RuleSet& finkel() { return *find_rule_set("finkel"); }

// A network for finkel:7 with weights drawn from a fixed integer stream (not trained:
// training is floating point, its last bits may differ between C libraries), with an
// accumulator of `acc` units and a hidden layer of `hid`.
inline NetParams fixed_params(int acc = 8, int hid = 4) {
  const RuleSet& r = finkel();
  const NetEncoding enc(r);
  NetParams p;
  p.family = "finkel";
  p.pieces = 7;
  p.rules_fingerprint = rules_fingerprint(r);
  for (int v = 0; v < enc.variables(); ++v) p.cards.push_back(static_cast<std::uint8_t>(enc.cardinality(v)));
  p.tuples = layout_tuples(enc, 3);
  p.accumulator = acc;
  p.hidden = hid;
  std::uint64_t s = 12345;
  auto draw = [&s](int a) { return static_cast<int>(splitmix64(s) % static_cast<std::uint64_t>(2 * a + 1)) - a; };
  std::uint64_t entries = 0;
  for (std::size_t t = 0; t < p.tuples.size(); ++t) entries += p.tuple_entries(t);
  // In real units: entries within +-0.12, first biases 0.5 +- 0.2, dense weights within
  // +-1.2 and +-2.4, hidden biases 0.5 +- 0.3, output bias within +-0.2.
  for (std::uint64_t i = 0; i < entries * static_cast<std::uint64_t>(acc); ++i)
    p.lut.push_back(static_cast<std::int16_t>(draw(500)));
  for (int h = 0; h < acc; ++h) p.bias1.push_back(2048 + draw(800));
  for (int i = 0; i < hid * acc; ++i) p.w2.push_back(draw(80000));
  for (int j = 0; j < hid; ++j) p.bias2.push_back((1ll << 27) + draw(80000000));
  for (int j = 0; j < hid; ++j) p.w3.push_back(draw(160000));
  p.bias3 = draw(50000000);
  return p;
}

}  // namespace ur::test_nets
