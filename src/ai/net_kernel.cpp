// The learned evaluation's forward pass in 32-bit integer lanes (see net_kernel.hpp).
#include "ai/net_kernel.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "ai/learned_eval.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>
#elif defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace ur {
namespace {

// Four 32-bit lanes, or eight 16-bit ones: the few operations the pass needs.
#if defined(__SSE2__)
using V = __m128i;
inline V load(const void* p) { return _mm_loadu_si128(static_cast<const V*>(p)); }
inline void store(void* p, V v) { _mm_storeu_si128(static_cast<V*>(p), v); }
inline V add32(V a, V b) { return _mm_add_epi32(a, b); }
inline V zero() { return _mm_setzero_si128(); }
inline V splat32(std::int32_t x) { return _mm_set1_epi32(x); }
// Lane i: a16[2i] * b16[2i] + a16[2i+1] * b16[2i+1].
inline V dot16(V a, V b) { return _mm_madd_epi16(a, b); }
// Eight 32-bit lanes clamped to [0, kNetActScale] as 16-bit lanes (signed saturation,
// then the clamp: the same result as clamping the 32-bit values).
inline V clamp_pack(V lo, V hi) {
  const V p = _mm_packs_epi32(lo, hi);
  return _mm_min_epi16(_mm_max_epi16(p, _mm_setzero_si128()), _mm_set1_epi16(kNetActScale));
}
#elif defined(__wasm_simd128__)
using V = v128_t;
inline V load(const void* p) { return wasm_v128_load(p); }
inline void store(void* p, V v) { wasm_v128_store(p, v); }
inline V add32(V a, V b) { return wasm_i32x4_add(a, b); }
inline V zero() { return wasm_i32x4_splat(0); }
inline V splat32(std::int32_t x) { return wasm_i32x4_splat(x); }
inline V dot16(V a, V b) { return wasm_i32x4_dot_i16x8(a, b); }
inline V clamp_pack(V lo, V hi) {
  const V p = wasm_i16x8_narrow_i32x4(lo, hi);
  return wasm_i16x8_min(wasm_i16x8_max(p, wasm_i16x8_splat(0)), wasm_i16x8_splat(kNetActScale));
}
#else
struct V {
  std::int32_t l[4];
};
inline V load(const void* p) {
  V v;
  std::memcpy(v.l, p, 16);
  return v;
}
inline void store(void* p, V v) { std::memcpy(p, v.l, 16); }
inline V add32(V a, V b) {
  for (int i = 0; i < 4; ++i) a.l[i] = static_cast<std::int32_t>(static_cast<std::uint32_t>(a.l[i]) + static_cast<std::uint32_t>(b.l[i]));
  return a;
}
inline V zero() { return V{{0, 0, 0, 0}}; }
inline V splat32(std::int32_t x) { return V{{x, x, x, x}}; }
inline V dot16(V a, V b) {
  std::int16_t x[8], y[8];
  std::memcpy(x, a.l, 16);
  std::memcpy(y, b.l, 16);
  V r;
  for (int i = 0; i < 4; ++i) r.l[i] = x[2 * i] * y[2 * i] + x[2 * i + 1] * y[2 * i + 1];
  return r;
}
inline V clamp_pack(V lo, V hi) {
  std::int16_t out[8];
  for (int i = 0; i < 4; ++i) {
    out[i] = static_cast<std::int16_t>(std::clamp(lo.l[i], 0, kNetActScale));
    out[4 + i] = static_cast<std::int16_t>(std::clamp(hi.l[i], 0, kNetActScale));
  }
  V r;
  std::memcpy(r.l, out, 16);
  return r;
}
#endif

constexpr int kGroups = 4;  // hidden units / 4 the vector pass is built for (16: every shipped network)

}  // namespace

bool NetKernel::build(const NetParams& p) {
  run_ = nullptr;
  const int acc = p.accumulator;
  hidden_ = p.hidden;
  acc_pad_ = (acc + 7) / 8 * 8;
  groups_ = (hidden_ + 3) / 4;
  if (groups_ != kGroups) return false;
  switch (acc_pad_ / 4) {
    case 4: run_ = &NetKernel::run<4>; break;
    case 6: run_ = &NetKernel::run<6>; break;
    case 8: run_ = &NetKernel::run<8>; break;
    default: return false;
  }
  // The halves of every weight, and whether each lane's sums stay below 2^31.
  const int pairs = acc_pad_ / 2;
  w_hi_.assign(static_cast<std::size_t>(pairs * groups_ * 8), 0);
  w_lo_.assign(w_hi_.size(), 0);
  for (int j = 0; j < hidden_; ++j) {
    std::int64_t sum_hi = 0, sum_lo = 0;
    for (int h = 0; h < acc; ++h) {
      const std::int64_t w = p.w2[static_cast<std::size_t>(j * acc + h)];
      const std::int64_t hi = w >> 12;  // floor(w / 4096)
      const std::int64_t lo = w - hi * 4096;
      if (hi < -32768 || hi > 32767) {
        run_ = nullptr;
        return false;
      }
      sum_hi += std::abs(hi) * kNetActScale;
      sum_lo += lo * kNetActScale;
      const std::size_t at = static_cast<std::size_t>(((h / 2) * groups_ + j / 4) * 8 + (j % 4) * 2 + h % 2);
      w_hi_[at] = static_cast<std::int16_t>(hi);
      w_lo_[at] = static_cast<std::int16_t>(lo);
    }
    if (sum_hi >= (std::int64_t{1} << 31) || sum_lo >= (std::int64_t{1} << 31)) {
      run_ = nullptr;
      return false;
    }
  }
  // The tables, rows widened and padded; the accumulator's sums must fit 32 bits too.
  std::int64_t worst = 0;
  for (int h = 0; h < acc; ++h) worst = std::max<std::int64_t>(worst, std::abs(std::int64_t{p.bias1[static_cast<unsigned>(h)]}));
  tuples_.clear();
  lut_.clear();
  std::uint32_t from = 0;
  for (std::size_t t = 0; t < p.tuples.size(); ++t) {
    Tuple tu;
    tu.row = static_cast<std::uint32_t>(lut_.size());
    tu.size = static_cast<std::uint8_t>(p.tuples[t].size());
    std::uint32_t stride = static_cast<std::uint32_t>(acc_pad_);
    for (std::size_t k = 0; k < p.tuples[t].size(); ++k) {
      tu.vars[k] = p.tuples[t][k];
      tu.strides[k] = stride;
      stride *= p.cards[p.tuples[t][k]];
    }
    tuples_.push_back(tu);
    const std::uint32_t entries = p.tuple_entries(t);
    std::int64_t biggest = 0;
    for (std::uint32_t e = 0; e < entries; ++e) {
      for (int h = 0; h < acc_pad_; ++h) {
        const std::int32_t v = h < acc ? p.lut[from + e * static_cast<std::uint32_t>(acc) + static_cast<std::uint32_t>(h)] : 0;
        biggest = std::max<std::int64_t>(biggest, std::abs(std::int64_t{v}));
        lut_.push_back(v);
      }
    }
    worst += biggest;
    from += entries * static_cast<std::uint32_t>(acc);
  }
  if (worst >= (std::int64_t{1} << 31)) {
    run_ = nullptr;
    return false;
  }
  bias1_.assign(static_cast<std::size_t>(acc_pad_), 0);
  std::copy(p.bias1.begin(), p.bias1.end(), bias1_.begin());
  bias2_.assign(static_cast<std::size_t>(groups_ * 4), 0);
  std::copy(p.bias2.begin(), p.bias2.end(), bias2_.begin());
  w3_.assign(static_cast<std::size_t>(groups_ * 4), 0);
  std::copy(p.w3.begin(), p.w3.end(), w3_.begin());
  bias3_ = p.bias3;
  return true;
}

std::int64_t NetKernel::output(const std::uint8_t* values) const { return (this->*run_)(values); }

template <int AccVectors>
std::int64_t NetKernel::run(const std::uint8_t* values) const {
  V acc[AccVectors];
  for (int k = 0; k < AccVectors; ++k) acc[k] = load(bias1_.data() + 4 * k);
  const std::int32_t* lut = lut_.data();
  for (const Tuple& t : tuples_) {
    std::uint32_t index = t.row;
    for (int k = 0; k < t.size; ++k) index += values[t.vars[static_cast<unsigned>(k)]] * t.strides[static_cast<unsigned>(k)];
    const std::int32_t* row = lut + index;
    for (int k = 0; k < AccVectors; ++k) acc[k] = add32(acc[k], load(row + 4 * k));
  }
  // The activations as 16-bit numbers, two to a 32-bit lane.
  alignas(16) std::int16_t a[AccVectors * 4];
  for (int k = 0; k < AccVectors; k += 2) store(a + 4 * k, clamp_pack(acc[k], acc[k + 1]));
  V zhi[kGroups], zlo[kGroups];
  for (int g = 0; g < kGroups; ++g) zhi[g] = zlo[g] = zero();
  const std::int16_t* whi = w_hi_.data();
  const std::int16_t* wlo = w_lo_.data();
  for (int pr = 0; pr < AccVectors * 2; ++pr) {
    std::int32_t two;
    std::memcpy(&two, a + 2 * pr, 4);
    if (two == 0) {  // both units clipped to 0 (most are): nothing to add
      whi += kGroups * 8;
      wlo += kGroups * 8;
      continue;
    }
    const V x = splat32(two);
    for (int g = 0; g < kGroups; ++g) {
      zhi[g] = add32(zhi[g], dot16(x, load(whi + 8 * g)));
      zlo[g] = add32(zlo[g], dot16(x, load(wlo + 8 * g)));
    }
    whi += kGroups * 8;
    wlo += kGroups * 8;
  }
  alignas(16) std::int32_t hi[kGroups * 4], lo[kGroups * 4];
  for (int g = 0; g < kGroups; ++g) {
    store(hi + 4 * g, zhi[g]);
    store(lo + 4 * g, zlo[g]);
  }
  std::int64_t out = bias3_;
  for (int j = 0; j < hidden_; ++j) {
    const std::int64_t z = std::int64_t{hi[j]} * 4096 + lo[j] + bias2_[static_cast<unsigned>(j)];
    const std::int64_t act = std::clamp<std::int64_t>(z >> kNetWeightShift, 0, kNetActScale);
    out += std::int64_t{w3_[static_cast<unsigned>(j)]} * act;
  }
  return out;
}

}  // namespace ur
