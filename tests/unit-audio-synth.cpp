// The game's sounds, made at run time: each one is heard (not silent), stays within
// [-1, 1], lasts a sensible time, differs from every other (in its spectrum or in how its
// loudness moves), and comes out the same every time (seeded).
#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <vector>

#include "audio/synth.hpp"

using namespace ur;

namespace {

constexpr int kRate = 44100;

std::vector<SoundId> all_sounds() {
  std::vector<SoundId> out;
  for (int i = 0; i < kSoundCount; ++i) out.push_back(static_cast<SoundId>(i));
  return out;
}

double rms(const std::vector<float>& x) {
  double sum = 0;
  for (const float v : x) sum += static_cast<double>(v) * v;
  return x.empty() ? 0 : std::sqrt(sum / static_cast<double>(x.size()));
}

// Energy in 32 bands about a fifth of an octave apart (band-pass filters, Q 8, centred from
// 60 Hz to 12 kHz on a log scale), as a unit vector: the sound's colour.
std::vector<double> spectrum(const std::vector<float>& x) {
  std::vector<double> out;
  double norm = 0;
  for (int k = 0; k < 32; ++k) {
    const double f = 60 * std::pow(200.0, k / 31.0), w = 2 * 3.14159265358979 * f / kRate, alpha = std::sin(w) / (2 * 8.0);
    const double a0 = 1 + alpha, b0 = alpha / a0, b2 = -alpha / a0, a1 = -2 * std::cos(w) / a0, a2 = (1 - alpha) / a0;
    double x1 = 0, x2 = 0, y1 = 0, y2 = 0, energy = 0;
    for (const float v : x) {
      const double y = b0 * v + b2 * x2 - a1 * y1 - a2 * y2;
      x2 = x1;
      x1 = v;
      y2 = y1;
      y1 = y;
      energy += y * y;
    }
    out.push_back(std::sqrt(energy));
    norm += energy;
  }
  for (double& v : out) v /= std::sqrt(norm);
  return out;
}

// Loudness in 24 slots of 50 ms from the start (1.2 s; silence after the end), as a unit
// vector: the sound's shape in time.
std::vector<double> envelope(const std::vector<float>& x) {
  const std::size_t slot = kRate / 20;
  std::vector<double> out(24, 0.0);
  double norm = 0;
  for (std::size_t i = 0; i < out.size(); ++i) {
    for (std::size_t j = i * slot; j < (i + 1) * slot && j < x.size(); ++j) out[i] += std::fabs(x[j]);
    norm += out[i] * out[i];
  }
  for (double& v : out) v /= std::sqrt(norm);
  return out;
}

double cosine(const std::vector<double>& a, const std::vector<double>& b) {
  double dot = 0;
  for (std::size_t i = 0; i < a.size(); ++i) dot += a[i] * b[i];
  return dot;
}

struct Made {
  SoundId id;
  std::string name;
  std::vector<float> samples;
};

std::vector<Made> every_sound() {
  std::vector<Made> out;
  for (const SoundId id : all_sounds()) {
    if (id == SoundId::TetraRattle || id == SoundId::TetraSettle) {
      for (const int dice : {3, 4}) out.push_back({id, std::string(sound_name(id)) + "-" + std::to_string(dice), synthesize(id, kRate, dice)});
    } else {
      out.push_back({id, std::string(sound_name(id)), synthesize(id, kRate)});
    }
  }
  return out;
}

}  // namespace

TEST_CASE("every sound is heard, within [-1, 1], and of a sensible length") {
  for (const Made& m : every_sound()) {
    CAPTURE(m.name);
    const double seconds = static_cast<double>(m.samples.size()) / kRate;
    CHECK(seconds >= 0.2);
    CHECK(seconds <= 2.6);
    float peak = 0;
    bool finite = true;
    for (const float v : m.samples) {
      peak = std::max(peak, std::fabs(v));
      finite &= std::isfinite(v);
    }
    CHECK(finite);
    CHECK(peak <= 1.0f);
    CHECK(peak >= 0.3f);       // clearly heard at full volume
    CHECK(rms(m.samples) > 0.01);  // not a lone click in silence
    // It dies away: the last 20 ms are far quieter than the peak (no cut-off thump).
    float tail = 0;
    for (std::size_t i = m.samples.size() - kRate / 50; i < m.samples.size(); ++i) tail = std::max(tail, std::fabs(m.samples[i]));
    CHECK(tail < peak * 0.5f);
  }
}

// The largest share of the energy that three neighbouring bands hold.
double narrowest(const std::vector<float>& x) {
  const std::vector<double> s = spectrum(x);
  double biggest = 0;
  for (std::size_t k = 0; k + 2 < s.size(); ++k) biggest = std::max(biggest, s[k] * s[k] + s[k + 1] * s[k + 1] + s[k + 2] * s[k + 2]);
  return biggest;
}

TEST_CASE("the game's sounds are not beeps: a knock's energy is spread over many frequencies") {
  // A pure tone puts nearly all its energy in a few neighbouring bands; a struck
  // body (several modes) or a burst of noise spreads it.
  for (const Made& m : every_sound()) {
    CAPTURE(m.name);
    CHECK(narrowest(m.samples) < 0.75);
  }
  // And the check can fail: a sine at 440 Hz is one frequency.
  std::vector<float> beep(kRate / 2);
  for (std::size_t i = 0; i < beep.size(); ++i) beep[i] = static_cast<float>(0.5 * std::sin(2 * 3.14159265358979 * 440 * static_cast<double>(i) / kRate));
  CHECK(narrowest(beep) > 0.85);
}

TEST_CASE("every sound differs from every other, in its colour or in its shape in time") {
  // (Three dice and four are one sound made twice: they only need to differ, below.)
  const std::vector<Made> made = every_sound();
  REQUIRE(made.size() == static_cast<std::size_t>(kSoundCount + 2));
  for (std::size_t a = 0; a < made.size(); ++a)
    for (std::size_t b = a + 1; b < made.size(); ++b) {
      if (made[a].id == made[b].id) {
        CHECK(made[a].samples != made[b].samples);
        continue;
      }
      CAPTURE(made[a].name);
      CAPTURE(made[b].name);
      const double colour = cosine(spectrum(made[a].samples), spectrum(made[b].samples));
      const double shape = cosine(envelope(made[a].samples), envelope(made[b].samples));
      CAPTURE(colour);
      CAPTURE(shape);
      // 1 would be the same sound; two different knocks of one body still differ.
      CHECK(colour * shape < 0.95);
    }
  // The measure sees a sound as itself.
  CHECK(cosine(spectrum(made[0].samples), spectrum(made[0].samples)) * cosine(envelope(made[0].samples), envelope(made[0].samples)) ==
        doctest::Approx(1.0));
}

TEST_CASE("the dice of each kind sound their own: tetrahedra are brighter than the cube") {
  auto centroid = [](const std::vector<float>& x) {
    const std::vector<double> s = spectrum(x);
    double sum = 0, weighted = 0;
    for (std::size_t k = 0; k < s.size(); ++k) {
      sum += s[k] * s[k];
      weighted += s[k] * s[k] * static_cast<double>(k);
    }
    return weighted / sum;
  };
  CHECK(centroid(synthesize(SoundId::TetraRattle, kRate, 4)) > centroid(synthesize(SoundId::CubeRattle, kRate)) + 2);
  CHECK(centroid(synthesize(SoundId::TetraSettle, kRate, 4)) > centroid(synthesize(SoundId::CubeSettle, kRate)) + 1);
  // More dice, more clicks: four rattle louder on average than three.
  CHECK(rms(synthesize(SoundId::TetraRattle, kRate, 4)) != doctest::Approx(rms(synthesize(SoundId::TetraRattle, kRate, 3))));
}

TEST_CASE("sounds are deterministic, and made at the device's own rate") {
  for (const SoundId id : all_sounds()) {
    CAPTURE(sound_name(id));
    const std::vector<float> a = synthesize(id, kRate), b = synthesize(id, kRate);
    CHECK(a == b);
    const std::vector<float> c = synthesize(id, 48000);
    CHECK(std::abs(static_cast<double>(c.size()) / 48000 - static_cast<double>(a.size()) / kRate) < 0.001);
    CHECK(rms(c) > 0.01);
  }
  CHECK(sound_name(SoundId::BearOff) == "bear-off");
}
