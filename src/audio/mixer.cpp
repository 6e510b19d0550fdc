#include "audio/mixer.hpp"

#include <algorithm>

namespace ur {

void Mixer::play(const std::vector<float>& samples, float gain) {
  if (samples.empty()) return;
  Voice* slot = nullptr;
  for (Voice& v : voices_)
    if (!v.samples) {
      slot = &v;
      break;
    }
  if (!slot) {
    slot = &voices_[0];
    for (Voice& v : voices_)
      if (v.samples->size() - v.at < slot->samples->size() - slot->at) slot = &v;
  }
  *slot = {&samples, 0, gain};
  ++started_;
  if (!muted_ && volume_ > 0) ++audible_;
}

void Mixer::mix(float* out, int frames, int channels) {
  const float master = muted_ ? 0.0f : volume_ * volume_;
  for (int i = 0; i < frames; ++i) {
    float sum = 0;
    for (Voice& v : voices_) {
      if (!v.samples) continue;
      sum += (*v.samples)[v.at] * v.gain;
      if (++v.at >= v.samples->size()) v = {};
    }
    const float s = std::clamp(sum * master, -1.0f, 1.0f);
    for (int c = 0; c < channels; ++c) out[i * channels + c] = s;
  }
}

void Mixer::set_volume(float volume) { volume_ = std::clamp(volume, 0.0f, 1.0f); }

int Mixer::playing() const {
  return static_cast<int>(std::count_if(voices_.begin(), voices_.end(), [](const Voice& v) { return v.samples != nullptr; }));
}

}  // namespace ur
