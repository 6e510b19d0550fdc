// The limit the rules core's random playouts are measured against (issue 45): the
// fastest plausible random playout of finkel, written for finkel alone. 16-bit masks (bit
// 0 = the pool, bits 1..14 = path indices 0..13, bit 15 = borne off), the throw as the
// popcount of 4 random bits, no move list: the legal landings are one shift and two masks,
// and the move taken is the k-th set bit of that mask. The same rules as `finkel` in
// src/core (7 pieces, rosettes on path indices 3, 7 and 13 throw again, the shared middle
// rosette is safe, exact throw to bear off) and the same random choice (uniform over the
// legal moves), but not the same games: the dice are drawn differently.
//
//   bench_playout_limit [--seconds S]   throws a second, one core (default 2 s)
// Run it beside `bench_core --rules finkel` (tools/bench-playouts.sh does both, in turn).
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

inline std::uint64_t next(std::uint64_t& s) {  // SplitMix64, as the core's dice
  std::uint64_t z = (s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// Popcount of 4 bits from a constant: no popcnt instruction needed on baseline x86-64.
inline int popcount4(unsigned x) { return static_cast<int>((0x4332322132212110ull >> (4 * (x & 15u))) & 15u); }
inline int popcount16(unsigned x) { return popcount4(x) + popcount4(x >> 4) + popcount4(x >> 8) + popcount4(x >> 12); }

constexpr std::uint32_t kPath = 0x7FFEu;       // bits 1..14
constexpr std::uint32_t kShared = 0x1FE0u;     // path indices 4..11 = bits 5..12
constexpr std::uint32_t kSafe = 1u << 8;       // path index 7: the middle rosette
constexpr std::uint32_t kRosettes = (1u << 4) | (1u << 8) | (1u << 14);
constexpr std::uint32_t kOff = 1u << 15;

struct Counts {
  std::uint64_t throws = 0;
  std::uint64_t games = 0;
};

void play(std::uint64_t& rng, Counts& c) {
  std::uint32_t own[2] = {0, 0};
  int waiting[2] = {7, 7}, off[2] = {0, 0};
  int side = 0;
  for (;;) {
    const std::uint64_t r = next(rng);
    ++c.throws;
    const int t = popcount4(static_cast<unsigned>(r));
    const std::uint32_t me = own[side] | (waiting[side] != 0 ? 1u : 0u);
    const std::uint32_t them = own[side ^ 1];
    const std::uint32_t blocked = own[side] | (them & kSafe);
    const std::uint32_t land = t == 0 ? 0 : (me << t) & (kPath | kOff) & ~blocked;
    if (land == 0) {
      side ^= 1;
      continue;
    }
    // The k-th legal landing, k uniform (a multiply-shift of the draw's high half).
    int k = static_cast<int>(((r >> 32) * static_cast<std::uint64_t>(popcount16(land))) >> 32);
    std::uint32_t m = land;
    while (k-- > 0) m &= m - 1;
    const std::uint32_t to = m & (0u - m);
    const std::uint32_t from = to >> t;
    if (from == 1u) --waiting[side];
    else own[side] &= ~from;
    if (to == kOff) {
      if (++off[side] == 7) break;
      side ^= 1;
      continue;
    }
    own[side] |= to;
    if (them & to & kShared) {
      own[side ^ 1] &= ~to;
      ++waiting[side ^ 1];
    }
    if ((to & kRosettes) == 0) side ^= 1;
  }
  ++c.games;
}

}  // namespace

int main(int argc, char** argv) {
  double seconds = 2.0;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--seconds") == 0 && i + 1 < argc) {
      seconds = std::strtod(argv[++i], nullptr);
    } else {
      std::fprintf(stderr, "usage: %s [--seconds S]\n", argv[0]);
      return 2;
    }
  }
  using Clock = std::chrono::steady_clock;
  std::uint64_t rng = 0x0A11CE5EEDull;
  Counts c;
  const auto start = Clock::now();
  double elapsed = 0;
  while (elapsed < seconds) {
    for (int g = 0; g < 256; ++g) play(rng, c);
    elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  }
  std::printf("finkel limit   %8llu games %11llu throws %8.2fM throws/s %8.1fk games/s  (%.1f throws a game)\n",
              static_cast<unsigned long long>(c.games), static_cast<unsigned long long>(c.throws),
              static_cast<double>(c.throws) / elapsed / 1e6, static_cast<double>(c.games) / elapsed / 1e3,
              static_cast<double>(c.throws) / static_cast<double>(c.games));
  return 0;
}
