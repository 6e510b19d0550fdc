#include "platform/sound.hpp"

#include <SDL.h>

#include <cstdlib>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "audio/mixer.hpp"
#include "audio/synth.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace ur {
namespace {

struct Device {
  bool tried = false;          // opening was tried (after the first gesture)
  SDL_AudioDeviceID id = 0;    // 0: none
  int rate = 0, channels = 0;
  Mixer mixer;                 // touched by the callback: locked on the game's side
  std::map<std::pair<int, int>, std::vector<float>> bank;  // (sound, dice): made once
  std::uint64_t cues = 0;      // sounds asked for, heard or not
  std::string last;            // the last one's name
};

Device g_device;

void SDLCALL fill(void*, Uint8* stream, int bytes) {
  const int frames = bytes / static_cast<int>(sizeof(float)) / g_device.channels;
  g_device.mixer.mix(reinterpret_cast<float*>(stream), frames, g_device.channels);
}

bool unlock() {
  Device& d = g_device;
  if (d.tried) return d.id != 0;
  d.tried = true;
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
    SDL_Log("no sound: %s (the game plays silently)", SDL_GetError());
    return false;
  }
  SDL_AudioSpec want{}, have{};
  want.freq = 48000;
  want.format = AUDIO_F32SYS;
  want.channels = 2;
  want.samples = 1024;  // about 21 ms: short enough to follow the board
  want.callback = fill;
  d.id = SDL_OpenAudioDevice(nullptr, 0, &want, &have, SDL_AUDIO_ALLOW_FREQUENCY_CHANGE | SDL_AUDIO_ALLOW_CHANNELS_CHANGE);
  if (d.id == 0) {
    SDL_Log("no sound: %s (the game plays silently)", SDL_GetError());
    return false;
  }
  d.rate = have.freq;
  d.channels = have.channels;
  SDL_PauseAudioDevice(d.id, 0);
  return true;
}

void play(SoundId id, int dice) {
  Device& d = g_device;
  ++d.cues;
  d.last = sound_name(id);
  if (!d.id) return;
  const bool by_dice = id == SoundId::TetraRattle || id == SoundId::TetraSettle;
  const std::pair<int, int> key{static_cast<int>(id), by_dice ? dice : 0};
  auto it = d.bank.find(key);
  // Made on first use, outside the lock: the callback never sees the bank, only the
  // samples of voices already playing (a map's elements stay where they are).
  if (it == d.bank.end()) it = d.bank.emplace(key, synthesize(id, d.rate, dice)).first;
  SDL_LockAudioDevice(d.id);
  d.mixer.play(it->second);
  SDL_UnlockAudioDevice(d.id);
}

// Once the device is open, one sound is made per frame until all are ready, so that none
// has to be made (a few milliseconds each) in the frame that first plays it.
void prepare() {
  Device& d = g_device;
  if (!d.id) return;
  for (int i = 0; i < kSoundCount; ++i) {
    const auto id = static_cast<SoundId>(i);
    const bool by_dice = id == SoundId::TetraRattle || id == SoundId::TetraSettle;
    for (const int dice : {4, 3}) {
      const std::pair<int, int> key{i, by_dice ? dice : 0};
      if (d.bank.count(key)) continue;
      d.bank.emplace(key, synthesize(id, d.rate, dice));
      return;
    }
  }
}

void set(bool on, int volume) {
  Device& d = g_device;
  if (d.id) SDL_LockAudioDevice(d.id);
  d.mixer.set_muted(!on);
  d.mixer.set_volume(static_cast<float>(volume) / 100.0f);
  if (d.id) SDL_UnlockAudioDevice(d.id);
}

}  // namespace

App::SoundOut platform_sound() {
#ifdef __EMSCRIPTEN__
  const bool needs_gesture = true;
#else
  const bool needs_gesture = false;
#endif
  return {unlock, play, set, prepare, needs_gesture};
}

}  // namespace ur

#ifdef __EMSCRIPTEN__
// The Web Audio context SDL made, as the page sees it: "none" before the device opens.
EM_JS(char*, ur_audio_context_state, (), {
  var sdl = Module['SDL2'];
  var state = sdl && sdl.audioContext ? sdl.audioContext.state : 'none';
  return stringToNewUTF8(state);
});

// For the browser tests: the device, the page's audio context, the switch and the volume,
// and the sounds asked for, started by the mixer and started where they could be heard.
extern "C" EMSCRIPTEN_KEEPALIVE const char* ur_debug_audio() {
  static std::string json;
  const ur::Device& d = ur::g_device;
  char* context = ur_audio_context_state();
  json = std::string("{\"tried\":") + (d.tried ? "true" : "false") + ",\"device\":" + (d.id ? "true" : "false") +
         ",\"context\":\"" + context + "\",\"rate\":" + std::to_string(d.rate) + ",\"muted\":" +
         (d.mixer.muted() ? "true" : "false") + ",\"volume\":" + std::to_string(static_cast<int>(d.mixer.volume() * 100 + 0.5f)) +
         ",\"cues\":" + std::to_string(d.cues) + ",\"started\":" + std::to_string(d.mixer.started()) +
         ",\"audible\":" + std::to_string(d.mixer.audible()) + ",\"playing\":" + std::to_string(d.mixer.playing()) + ",\"last\":\"" + d.last + "\"}";
  std::free(context);
  return json.c_str();
}
#endif
