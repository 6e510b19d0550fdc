// The learned evaluation's forward pass in 32-bit integer lanes (learned_eval.hpp): the
// same output, to the bit, as the reference pass, several times faster (SSE2 natively,
// WebAssembly SIMD in the browser, plain loops elsewhere).
//
// The reference pass computes the hidden layer's sums sum_h w2[j][h] * a[h] exactly (in
// doubles, every partial sum an integer below 2^53). Here each weight is split as
// w = hi * 4096 + lo with 0 <= lo < 4096, and both halves' sums are taken in 32-bit lanes
// of 16-bit products (pmaddwd / i32x4.dot_i16x8_s): sum = (sum of hi * a) * 4096 + (sum of
// lo * a), the same integer. That holds only where the halves fit (hi in 16 bits, and
// every lane's sum below 2^31): build() says whether a network's numbers allow it, and
// LearnedEval keeps the reference pass for the ones that do not.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace ur {

struct NetParams;

class NetKernel {
 public:
  // Prepares the packed tables for `p` (checked by LearnedEval::make); false if its
  // numbers do not fit the 32-bit lanes (then output() must not be called).
  bool build(const NetParams& p);
  // The output logit (units of 1 / kNetOutputScale) of the encoded variables.
  std::int64_t output(const std::uint8_t* values) const;

 private:
  template <int AccVectors>
  std::int64_t run(const std::uint8_t* values) const;
  using Run = std::int64_t (NetKernel::*)(const std::uint8_t*) const;

  struct Tuple {
    std::uint32_t row = 0;  // first entry of the tuple's table in lut_ (in int32s)
    std::uint8_t size = 0;
    std::array<std::uint8_t, 6> vars{};
    std::array<std::uint32_t, 6> strides{};  // already times the row width
  };
  int acc_pad_ = 0;     // accumulator width, a multiple of 8 (the pad is zeros)
  int groups_ = 0;      // hidden width / 4, rounded up
  int hidden_ = 0;
  std::vector<Tuple> tuples_;
  std::vector<std::int32_t> lut_;    // every row widened to 32 bits and padded to acc_pad_
  std::vector<std::int32_t> bias1_;  // padded
  // For each pair of accumulator units p and group of 4 hidden units g, 8 int16s:
  // (w[4g][2p], w[4g][2p+1], w[4g+1][2p], ...), the high halves and the low ones.
  std::vector<std::int16_t> w_hi_, w_lo_;
  std::vector<std::int64_t> bias2_;  // padded to groups_ * 4
  std::vector<std::int32_t> w3_;     // padded
  std::int64_t bias3_ = 0;
  Run run_ = nullptr;
};

}  // namespace ur
