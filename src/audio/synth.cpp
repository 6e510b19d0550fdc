// Each sound is a few physical events on a timeline: a strike excites the damped modes
// of the bodies that touch (a die, a piece, the board's wooden box, a shell plaque) and a
// contact noise (a burst of band-passed noise a few milliseconds long); friction is
// band-passed noise under a slowly wandering envelope; a lyre note is a plucked string.
// Frequencies and decay times are rough measurements of small shell, bone and stone
// objects on a hollow wooden box, tuned by ear.
#include "audio/synth.hpp"

#include <algorithm>
#include <cmath>

namespace ur {
namespace {

constexpr double kPi = 3.14159265358979323846;

// SplitMix64, as the dice use: the same numbers natively and in WebAssembly.
struct Random {
  std::uint64_t state;
  double uniform() {  // [0, 1)
    state += 0x9E3779B97F4A7C15ull;
    std::uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return static_cast<double>(z >> 11) * (1.0 / 9007199254740992.0);
  }
  double range(double a, double b) { return a + (b - a) * uniform(); }
  double noise() { return uniform() * 2 - 1; }
};

// A resonant mode of a struck body: frequency (Hz), decay time to 1/e (s), loudness.
struct Mode {
  double freq, decay, gain;
};

// The bodies, as their first few modes.
const std::vector<Mode> kBoardWood{{182, 0.050, 1.0}, {417, 0.040, 0.6}, {763, 0.028, 0.42}, {1240, 0.018, 0.25}};
const std::vector<Mode> kHollowBox{{112, 0.130, 1.0}, {236, 0.090, 0.7}, {391, 0.060, 0.45}, {618, 0.040, 0.3}};
const std::vector<Mode> kShellDie{{3120, 0.012, 1.0}, {4730, 0.009, 0.7}, {6910, 0.006, 0.45}, {8840, 0.005, 0.3}};
const std::vector<Mode> kBoneCube{{1530, 0.020, 1.0}, {2610, 0.015, 0.65}, {4090, 0.010, 0.4}};
const std::vector<Mode> kCupWood{{622, 0.030, 1.0}, {1447, 0.020, 0.55}, {2380, 0.012, 0.3}};
const std::vector<Mode> kShalePiece{{1910, 0.020, 1.0}, {3290, 0.015, 0.6}, {5180, 0.010, 0.35}};
const std::vector<Mode> kShellPiece{{2330, 0.015, 1.0}, {3920, 0.012, 0.6}, {6090, 0.008, 0.35}};
const std::vector<Mode> kShellPlaque{{1873, 0.35, 1.0}, {2987, 0.25, 0.55}, {4412, 0.18, 0.35}, {6127, 0.12, 0.2}};
const std::vector<Mode> kLyreBox{{284, 0.08, 1.0}, {523, 0.05, 0.6}};

// A biquad band-pass (RBJ cookbook, constant peak gain).
struct BandPass {
  double b0 = 0, b2 = 0, a1 = 0, a2 = 0, x1 = 0, x2 = 0, y1 = 0, y2 = 0;
  BandPass(double centre, double q, int rate) {
    const double w = 2 * kPi * std::min(centre, 0.45 * rate) / rate, alpha = std::sin(w) / (2 * q), a0 = 1 + alpha;
    b0 = alpha / a0;
    b2 = -alpha / a0;
    a1 = -2 * std::cos(w) / a0;
    a2 = (1 - alpha) / a0;
  }
  double operator()(double x) {
    const double y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    return y;
  }
};

class Track {
 public:
  Track(int rate, double seconds, std::uint64_t seed)
      : rate_(rate), x_(static_cast<std::size_t>(seconds * rate), 0.0), random_{seed} {}

  Random& random() { return random_; }
  int rate() const { return rate_; }

  // A body struck at t0 with loudness amp: each mode rings and dies away (slightly
  // detuned from strike to strike, as no two knocks are the same).
  void strike(double t0, double amp, const std::vector<Mode>& modes, double detune = 0.03) {
    for (const Mode& m : modes) {
      const double f = m.freq * (1 + random_.range(-detune, detune));
      if (f > 0.45 * rate_) continue;
      const double d = m.decay * random_.range(0.85, 1.15);
      // Until it has died to under 0.3% (e^-6); a damped sine by its two-term recurrence
      // (s[n] = 2k cos w s[n-1] - k^2 s[n-2]), a tenth of the work of a sine a sample.
      const std::size_t first = index(t0), last = std::min(x_.size(), first + static_cast<std::size_t>(d * 6 * rate_));
      const double w = 2 * kPi * f / rate_, k = std::exp(-1.0 / (d * rate_));
      const double c1 = 2 * k * std::cos(w), c2 = k * k;
      double s2 = 0, s1 = amp * m.gain * k * std::sin(w);  // s[0] = 0, s[1]
      for (std::size_t i = first + 1; i < last; ++i) {
        x_[i] += s1;
        const double s0 = c1 * s1 - c2 * s2;
        s2 = s1;
        s1 = s0;
      }
    }
  }

  // The contact itself: a burst of noise `length` seconds long around `centre` Hz.
  void contact(double t0, double amp, double length, double centre, double q = 1.2) {
    BandPass bp(centre, q, rate_);
    const std::size_t first = index(t0), n = static_cast<std::size_t>(length * 4 * rate_);
    const double k = std::exp(-1.0 / (length * rate_));
    double env = amp * 3;
    for (std::size_t i = 0; i < n && first + i < x_.size(); ++i) {
      x_[first + i] += env * bp(random_.noise());
      env *= k;
    }
  }

  // Friction: band-passed noise from t0 for `length` s, fading in and out, its loudness
  // wandering as the surface grain passes under.
  void rub(double t0, double length, double amp, double centre, double q) {
    BandPass bp(centre, q, rate_), grain(37, 0.7, rate_);
    const std::size_t first = index(t0), n = static_cast<std::size_t>(length * rate_);
    const double fade = std::min(0.05, length / 3);
    for (std::size_t i = 0; i < n && first + i < x_.size(); ++i) {
      const double t = static_cast<double>(i) / rate_;
      const double env = std::min({1.0, t / fade, (length - t) / fade});
      const double wander = 0.75 + 6 * grain(random_.noise());
      x_[first + i] += amp * env * std::clamp(wander, 0.2, 1.4) * bp(random_.noise());
    }
  }

  // A lyre string plucked at t0 (Karplus-Strong), ringing through the lyre's soundbox.
  void pluck(double t0, double freq, double amp, double brightness, double ring_s) {
    const int period = std::max(2, static_cast<int>(std::lround(rate_ / freq)));
    std::vector<double> line(static_cast<std::size_t>(period));
    double smooth = 0;
    for (double& v : line) {  // the pluck: noise, softened by how bright it is
      smooth += brightness * (random_.noise() - smooth);
      v = smooth;
    }
    const double loss = std::pow(0.001, 1.0 / (freq * ring_s));  // -60 dB after ring_s
    BandPass body1(kLyreBox[0].freq, 3, rate_), body2(kLyreBox[1].freq, 3, rate_);
    const std::size_t first = index(t0), last = std::min(x_.size(), first + static_cast<std::size_t>(ring_s * 1.2 * rate_));
    std::size_t at = 0;
    double previous = 0;
    for (std::size_t i = first; i < last; ++i) {
      const double v = line[at];
      const double next = loss * 0.5 * (v + previous);
      previous = v;
      line[at] = next;
      at = (at + 1) % line.size();
      x_[i] += amp * (v + 0.6 * body1(v) + 0.3 * body2(v));
    }
  }

  // The finished sound: a short fade at the very end, the peak set to `level`.
  std::vector<float> finish(double level) {
    const std::size_t fade = std::min(x_.size(), static_cast<std::size_t>(0.01 * rate_));
    for (std::size_t i = 0; i < fade; ++i) x_[x_.size() - 1 - i] *= static_cast<double>(i) / static_cast<double>(fade);
    double peak = 0;
    for (const double v : x_) peak = std::max(peak, std::fabs(v));
    std::vector<float> out(x_.size());
    const double g = peak > 0 ? level / peak : 0;
    for (std::size_t i = 0; i < x_.size(); ++i) out[i] = static_cast<float>(x_[i] * g);
    return out;
  }

 private:
  std::size_t index(double t) const { return std::min(x_.size(), static_cast<std::size_t>(std::max(0.0, t) * rate_)); }

  int rate_;
  std::vector<double> x_;
  Random random_;
};

// A piece set down: the board's box and the piece ring, the contact ticks, and a second
// small knock as it settles flat.
void set_down(Track& t, double t0, double amp, const std::vector<Mode>& piece) {
  t.strike(t0, amp, kBoardWood);
  t.strike(t0, amp * 0.45, piece);
  t.contact(t0, amp * 0.5, 0.004, 1500);
  t.strike(t0 + 0.018, amp * 0.22, kBoardWood);
  t.contact(t0 + 0.018, amp * 0.12, 0.002, 2500);
}

std::vector<float> tetra_rattle(int rate, int dice) {
  Track t(rate, 0.55, 0x7E7A0001ull + static_cast<std::uint64_t>(dice));
  Random& r = t.random();
  // The hand turns three times; the dice knock together at each turn, and now and then between.
  for (const double turn : {0.04, 0.2, 0.36}) {
    const int clicks = dice * 3;
    for (int i = 0; i < clicks; ++i) {
      const double at = turn + r.range(0, 0.06) * r.uniform();
      const double amp = r.range(0.25, 1.0);
      t.strike(at, amp, kShellDie, 0.08);
      t.contact(at, amp * 0.4, 0.0015, 5200, 1.5);
    }
  }
  for (int i = 0; i < dice * 2; ++i) t.strike(r.range(0.02, 0.45), r.range(0.1, 0.3), kShellDie, 0.08);
  t.rub(0.0, 0.5, 0.05, 900, 0.7);  // skin on shell
  return t.finish(0.5);
}

std::vector<float> tetra_settle(int rate, int dice) {
  Track t(rate, 0.75, 0x7E7A0100ull + static_cast<std::uint64_t>(dice));
  Random& r = t.random();
  for (int d = 0; d < dice; ++d) {
    // Each die bounces on a point, the bounces ever shorter and softer, then rocks still.
    double at = r.range(0.0, 0.07), gap = r.range(0.07, 0.10), amp = r.range(0.7, 1.0);
    for (int k = 0; k < 6; ++k) {
      t.strike(at, amp * 0.3, kBoardWood);  // light: the board barely sounds under it
      t.strike(at, amp, kShellDie, 0.05);
      t.contact(at, amp * 0.5, 0.003, 2600);
      at += gap;
      gap *= 0.62;
      amp *= 0.52;
    }
    for (int k = 0; k < 2; ++k) t.strike(at + 0.02 * (k + 1), 0.06, kShellDie, 0.05);
  }
  for (int i = 0; i < dice - 1; ++i) t.strike(r.range(0.05, 0.25), r.range(0.2, 0.45), kShellDie, 0.08);  // die on die
  return t.finish(0.8);
}

std::vector<float> cube_rattle(int rate) {
  Track t(rate, 0.55, 0xC0BE0001ull);
  Random& r = t.random();
  // A cube in a wooden cup: a knock on the wall at every swing, a roll between.
  for (double at = 0.02; at < 0.48; at += 1.0 / 11 + r.range(-0.012, 0.012)) {
    const double amp = r.range(0.55, 1.0);
    t.strike(at, amp, kCupWood);
    t.strike(at, amp * 0.6, kBoneCube);
    t.contact(at, amp * 0.35, 0.003, 1800);
  }
  t.rub(0.0, 0.5, 0.06, 700, 0.6);
  return t.finish(0.55);
}

std::vector<float> cube_settle(int rate) {
  Track t(rate, 0.95, 0xC0BE0100ull);
  Random& r = t.random();
  // It tumbles over its edges, ever slower, then rocks to rest on a face.
  double at = 0.0, gap = 0.085, amp = 1.0;
  for (int k = 0; k < 6; ++k) {
    t.strike(at, amp, kBoardWood);
    t.strike(at, amp * 0.7, kBoneCube);
    t.contact(at, amp * 0.4, 0.004, 1400);
    t.rub(at + 0.01, gap * 0.7, 0.025 * amp, 900, 1.2);
    at += gap;
    gap *= 1.16;
    amp *= r.range(0.72, 0.82);
  }
  t.strike(at, 0.12, kBoneCube);
  t.strike(at + 0.035, 0.06, kBoneCube);
  return t.finish(0.8);
}

std::vector<float> slide(int rate) {
  Track t(rate, 0.34, 0x511DE001ull);
  t.strike(0.0, 0.12, kShalePiece);  // picked up off the square
  t.rub(0.01, 0.3, 0.5, 950, 0.8);
  t.rub(0.01, 0.3, 0.18, 2600, 1.5);
  return t.finish(0.35);
}

std::vector<float> land(int rate) {
  Track t(rate, 0.32, 0x1A4D0001ull);
  set_down(t, 0.0, 1.0, kShalePiece);
  return t.finish(0.7);
}

std::vector<float> capture(int rate) {
  Track t(rate, 0.65, 0xCA970001ull);
  // Stone on stone: a sharp clack, then the piece knocked off slides away and drops home.
  t.strike(0.0, 1.0, kShalePiece, 0.02);
  t.strike(0.0, 0.8, kShellPiece, 0.02);
  t.contact(0.0, 0.9, 0.002, 3200, 1.0);
  t.strike(0.004, 0.5, kBoardWood);
  t.rub(0.05, 0.26, 0.22, 1300, 1.0);
  set_down(t, 0.36, 0.45, kShellPiece);
  return t.finish(0.9);
}

std::vector<float> rosette(int rate) {
  Track t(rate, 0.95, 0x40EE7001ull);
  set_down(t, 0.0, 0.85, kShalePiece);
  t.strike(0.003, 0.32, kShellPlaque, 0.005);  // the shell plaque rings on
  t.strike(0.09, 0.10, kShellPlaque, 0.005);
  return t.finish(0.8);
}

std::vector<float> bear_off(int rate) {
  Track t(rate, 0.75, 0xBEA40001ull);
  t.strike(0.0, 0.15, kShalePiece);  // lifted off the last square
  t.rub(0.0, 0.1, 0.08, 1100, 1.0);
  // Dropped into the hollow box, it bounces once and knocks the pieces already there.
  t.strike(0.12, 1.0, kHollowBox);
  t.strike(0.12, 0.5, kShalePiece);
  t.contact(0.12, 0.45, 0.006, 800);
  t.strike(0.2, 0.3, kHollowBox);
  t.strike(0.23, 0.18, kShellPiece);
  t.strike(0.26, 0.1, kShellPiece);
  return t.finish(0.75);
}

std::vector<float> stack_flip(int rate) {
  Track t(rate, 0.48, 0xF1170001ull);
  t.rub(0.0, 0.09, 0.35, 1800, 1.0);  // swept up
  double amp = 0.4;
  for (const double at : {0.05, 0.07, 0.085, 0.1}) {  // the pieces knock together as it turns
    t.strike(at, amp, kShalePiece, 0.06);
    t.contact(at, amp * 0.3, 0.0015, 4000);
    amp *= 0.8;
  }
  set_down(t, 0.16, 1.0, kShellPiece);  // down on its other face
  return t.finish(0.7);
}

// The Lyre of Ur: D, E, F#, A, B rising, then a chord.
std::vector<float> win(int rate) {
  Track t(rate, 2.3, 0x3147C001ull);
  const double notes[] = {293.66, 329.63, 369.99, 440.0, 493.88};
  double at = 0.0;
  for (const double f : notes) {
    t.pluck(at, f, 0.5, 0.8, 1.1);
    at += 0.13;
  }
  for (const double f : {293.66, 369.99, 440.0, 587.33}) t.pluck(at + 0.12 + t.random().range(0, 0.02), f, 0.4, 0.7, 1.6);
  return t.finish(0.8);
}

// Falling, slower and darker: A, G, F, D, then a low A and C together.
std::vector<float> loss(int rate) {
  Track t(rate, 2.5, 0x1055C001ull);
  const double notes[] = {440.0, 392.0, 349.23, 293.66};
  double at = 0.0;
  for (const double f : notes) {
    t.pluck(at, f, 0.5, 0.35, 1.3);
    at += 0.28;
  }
  for (const double f : {220.0, 261.63}) t.pluck(at + 0.05, f, 0.45, 0.3, 1.6);
  return t.finish(0.7);
}

}  // namespace

std::string_view sound_name(SoundId id) {
  switch (id) {
    case SoundId::TetraRattle: return "tetra-rattle";
    case SoundId::TetraSettle: return "tetra-settle";
    case SoundId::CubeRattle: return "cube-rattle";
    case SoundId::CubeSettle: return "cube-settle";
    case SoundId::Slide: return "slide";
    case SoundId::Land: return "land";
    case SoundId::Capture: return "capture";
    case SoundId::Rosette: return "rosette";
    case SoundId::BearOff: return "bear-off";
    case SoundId::StackFlip: return "stack-flip";
    case SoundId::Win: return "win";
    case SoundId::Loss: return "loss";
  }
  return "unknown";
}

std::vector<float> synthesize(SoundId id, int sample_rate, int dice) {
  const int rate = std::clamp(sample_rate, 8000, 192000);
  dice = std::clamp(dice, 1, 6);
  switch (id) {
    case SoundId::TetraRattle: return tetra_rattle(rate, dice);
    case SoundId::TetraSettle: return tetra_settle(rate, dice);
    case SoundId::CubeRattle: return cube_rattle(rate);
    case SoundId::CubeSettle: return cube_settle(rate);
    case SoundId::Slide: return slide(rate);
    case SoundId::Land: return land(rate);
    case SoundId::Capture: return capture(rate);
    case SoundId::Rosette: return rosette(rate);
    case SoundId::BearOff: return bear_off(rate);
    case SoundId::StackFlip: return stack_flip(rate);
    case SoundId::Win: return win(rate);
    case SoundId::Loss: return loss(rate);
  }
  return {};
}

}  // namespace ur
