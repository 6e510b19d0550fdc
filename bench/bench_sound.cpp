// How long each sound takes to make at a device's rate (the game makes one a frame once
// the sound device opens, so each must fit well inside a frame), its length and size, and
// a signature of all their samples (to see that a change changed them: it differs between
// native and WebAssembly builds, whose sine and exponential differ in the last bits).
//
//   bench_sound [--rate HZ] [--repeat N]
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "audio/synth.hpp"

int main(int argc, char** argv) {
  int rate = 48000, repeat = 5;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--rate")) rate = std::atoi(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--repeat")) repeat = std::max(1, std::atoi(argv[i + 1]));
  }
  std::printf("%-14s %8s %9s %10s\n", "sound", "seconds", "KB (f32)", "ms (best)");
  std::uint64_t signature = 1469598103934665603ull;
  double total_ms = 0, worst_ms = 0;
  std::size_t total_bytes = 0;
  for (int i = 0; i < ur::kSoundCount; ++i) {
    const auto id = static_cast<ur::SoundId>(i);
    double best = 1e9;
    std::vector<float> samples;
    for (int r = 0; r < repeat; ++r) {
      const auto t0 = std::chrono::steady_clock::now();
      samples = ur::synthesize(id, rate, 4);
      best = std::min(best, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
    for (const float v : samples) signature = (signature ^ static_cast<std::uint64_t>(static_cast<std::int64_t>(v * 32767.0f))) * 1099511628211ull;
    total_ms += best;
    worst_ms = std::max(worst_ms, best);
    total_bytes += samples.size() * sizeof(float);
    std::printf("%-14.*s %8.2f %9.0f %10.2f\n", static_cast<int>(ur::sound_name(id).size()), ur::sound_name(id).data(),
                static_cast<double>(samples.size()) / rate, static_cast<double>(samples.size() * sizeof(float)) / 1024, best);
  }
  std::printf("all %d sounds at %d Hz: %.1f ms to make (the slowest %.1f ms), %.0f KB in memory; signature %016llx\n",
              ur::kSoundCount, rate, total_ms, worst_ms, static_cast<double>(total_bytes) / 1024,
              static_cast<unsigned long long>(signature));
  return 0;
}
