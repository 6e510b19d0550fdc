// A tiny mixer: a few voices, each playing one sound from its start, summed under a master
// volume and a mute switch. Pure (no SDL, no threads): the platform's audio callback calls
// mix() with the device's lock held, the game calls play() under the same lock.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace ur {

class Mixer {
 public:
  static constexpr int kVoices = 8;

  // Starts a sound (the samples must outlive its playing). With every voice busy, the
  // one nearest its end makes way. Counted as audible when neither muted nor at volume 0.
  void play(const std::vector<float>& samples, float gain = 1.0f);
  // Writes `frames` frames of `channels` interleaved samples (the same on each channel),
  // each in [-1, 1], and moves the voices on.
  void mix(float* out, int frames, int channels = 1);

  void set_volume(float volume);  // 0..1, heard as its square (a fader's feel)
  void set_muted(bool muted) { muted_ = muted; }
  float volume() const { return volume_; }
  bool muted() const { return muted_; }
  int playing() const;
  std::uint64_t started() const { return started_; }
  std::uint64_t audible() const { return audible_; }

 private:
  struct Voice {
    const std::vector<float>* samples = nullptr;
    std::size_t at = 0;
    float gain = 1;
  };
  std::array<Voice, kVoices> voices_{};
  float volume_ = 0.7f;
  bool muted_ = false;
  std::uint64_t started_ = 0, audible_ = 0;
};

}  // namespace ur
