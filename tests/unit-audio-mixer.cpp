// The mixer sums its voices under the volume and the mute switch, and the sound settings
// are kept as a small record that reads back the same, a bad one refused with the reason.
#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include "audio/mixer.hpp"
#include "audio/sound_settings.hpp"

using namespace ur;

TEST_CASE("the mixer sums its voices, then they end") {
  Mixer m;
  m.set_volume(1.0f);
  const std::vector<float> a(100, 0.25f), b(50, -0.125f);
  m.play(a);
  m.play(b);
  CHECK(m.playing() == 2);
  std::vector<float> out(120, 9.0f);
  m.mix(out.data(), 120);
  CHECK(out[0] == doctest::Approx(0.125f));   // both
  CHECK(out[60] == doctest::Approx(0.25f));   // b has ended
  CHECK(out[110] == 0.0f);                    // both have ended
  CHECK(m.playing() == 0);
  CHECK(m.started() == 2);
  CHECK(m.audible() == 2);
}

TEST_CASE("the volume scales, the mute silences, and the output stays within [-1, 1]") {
  const std::vector<float> loud(10, 0.9f);
  Mixer m;
  m.set_volume(0.5f);  // heard as its square
  m.play(loud);
  std::vector<float> out(2 * 10);
  m.mix(out.data(), 10, 2);  // stereo: the same on both channels
  CHECK(out[0] == doctest::Approx(0.9f * 0.25f));
  CHECK(out[1] == out[0]);
  m.set_volume(1.0f);
  for (int i = 0; i < 5; ++i) m.play(loud);  // 4.5 summed: limited
  m.mix(out.data(), 10);
  for (int i = 0; i < 10; ++i) CHECK(std::fabs(out[static_cast<std::size_t>(i)]) <= 1.0f);
  CHECK(out[0] == 1.0f);
  m.set_muted(true);
  m.play(loud);
  CHECK(m.started() == 7);
  CHECK(m.audible() == 6);  // the one started while muted is not heard
  m.mix(out.data(), 10);
  for (int i = 0; i < 10; ++i) CHECK(out[static_cast<std::size_t>(i)] == 0.0f);
  m.set_muted(false);
  m.set_volume(0.0f);
  m.play(loud);
  CHECK(m.audible() == 6);
  m.set_volume(7.0f);
  CHECK(m.volume() == 1.0f);
}

TEST_CASE("with every voice busy, the voice nearest its end makes way") {
  Mixer m;
  m.set_volume(1.0f);
  std::vector<std::vector<float>> sounds;
  for (int i = 0; i < Mixer::kVoices; ++i) sounds.emplace_back(static_cast<std::size_t>(100 + i * 10), 0.01f);
  for (const auto& s : sounds) m.play(s);
  const std::vector<float> fresh(1000, 0.5f);
  m.play(fresh);
  CHECK(m.playing() == Mixer::kVoices);
  std::vector<float> out(105);
  m.mix(out.data(), 105);
  // The shortest (100 samples) made way: 7 of 0.01 and the fresh 0.5 sound.
  CHECK(out[0] == doctest::Approx(0.5f + 0.07f));
  CHECK(out[104] == doctest::Approx(0.5f + 0.07f));
}

TEST_CASE("sound settings: written, read back the same") {
  for (const SoundSettings s : {SoundSettings{}, SoundSettings{false, 0}, SoundSettings{true, 100}, SoundSettings{false, 35}}) {
    const std::string text = write_sound_settings(s);
    std::string error;
    const auto back = read_sound_settings(text, &error);
    REQUIRE_MESSAGE(back, error);
    CHECK(*back == s);
  }
  CHECK(write_sound_settings({false, 35}) == "ur-sound 1\nsound off\nvolume 35\n");
  CHECK(read_sound_settings("ur-sound 1\r\nvolume 20\r\nsound on\r\n") == SoundSettings{true, 20});
}

TEST_CASE("a malformed settings record is refused, with what is wrong") {
  const std::pair<const char*, const char*> bad[] = {
      {"", "empty"},
      {"volume 50\n", "should start 'ur-sound 1'"},
      {"ur-sound 2\nsound on\nvolume 5\n", "should start 'ur-sound 1'"},
      {"ur-sound 1\nsound maybe\nvolume 5\n", "line 2: sound must be 'on' or 'off', not 'maybe'"},
      {"ur-sound 1\nsound on\nvolume 250\n", "line 3: the volume must be a whole number from 0 to 100, not '250'"},
      {"ur-sound 1\nsound on\nvolume -1\n", "not '-1'"},
      {"ur-sound 1\nsound on\nvolume 5x\n", "not '5x'"},
      {"ur-sound 1\nsound on\nvolume\n", "not ''"},
      {"ur-sound 1\nsound on\nsound off\nvolume 5\n", "line 3: 'sound' is given twice"},
      {"ur-sound 1\nsound on\nvolume 5\nbass 11\n", "line 4: unknown setting 'bass'"},
      {"ur-sound 1\nsound on\n", "no 'volume' line"},
      {"ur-sound 1\nvolume 5\n", "no 'sound' line"},
  };
  for (const auto& item : bad) {
    const char* text = item.first;
    const char* why = item.second;
    CAPTURE(text);
    std::string error;
    CHECK_FALSE(read_sound_settings(text, &error));
    CHECK(error.find(why) != std::string::npos);
  }
}
