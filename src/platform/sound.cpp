#include "platform/sound.hpp"

#include <SDL.h>

#include <algorithm>
#include <cstdint>
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
  SDL_AudioDeviceID id = 0;    // 0: none (SDL's device; in a browser with an AudioWorklet, kWorklet)
  int rate = 0, channels = 0;
  Mixer mixer;                 // touched by the callback: locked on the game's side
  std::map<std::pair<int, int>, std::vector<float>> bank;  // (sound, dice): made once
  std::uint64_t cues = 0;      // sounds asked for, heard or not
  std::string last;            // the last one's name
};

Device g_device;

// The device id standing for the browser's AudioWorklet (below), which SDL does not know.
constexpr SDL_AudioDeviceID kWorklet = 0xFFFFFFFFu;
// SDL's own device is open (its callback runs under SDL's lock).
bool sdl_device(const Device& d) { return d.id != 0 && d.id != kWorklet; }

#ifdef __EMSCRIPTEN__
// In a browser the sound goes through an AudioWorklet where there is one (a secure page
// in any current browser): SDL's Web Audio output is a ScriptProcessorNode, deprecated,
// and warned about on every load. The page's loop mixes a few frames' worth ahead each
// turn (pump_sound) and posts them to the worklet, which plays them in order; elsewhere
// (no worklet: an old browser, a page over plain HTTP) SDL's output as before.
std::uint64_t g_sent = 0;  // frames posted to the worklet
std::vector<float> g_chunk;

// Opens the page's audio context and its worklet (ready a moment later); its rate, or 0
// where the browser has no AudioWorklet.
EM_JS(int, ur_worklet_open, (), {
  if (typeof AudioWorkletNode === 'undefined' || typeof AudioContext === 'undefined') return 0;
  var ctx;
  try { ctx = new AudioContext({ latencyHint: 'interactive' }); } catch (e) { return 0; }
  if (!ctx.audioWorklet) { ctx.close(); return 0; }
  var a = { ctx: ctx, node: null, played: 0 };
  Module['urAudio'] = a;
  var code = "registerProcessor('ur-out',class extends AudioWorkletProcessor{constructor(){super();this.q=[];this.a=0;" +
    "this.p=0;this.t=0;this.port.onmessage=e=>this.q.push(e.data)}process(i,o){const l=o[0][0],r=o[0][1]||l;let k=0;" +
    "while(k<l.length&&this.q.length){const c=this.q[0],n=c.length/2;for(;k<l.length&&this.a<n;++k,++this.a,++this.p)" +
    "{l[k]=c[2*this.a];r[k]=c[2*this.a+1]}if(this.a>=n){this.q.shift();this.a=0}}for(;k<l.length;++k)l[k]=r[k]=0;" +
    "if(++this.t%4==0)this.port.postMessage(this.p);return true}})";
  var url = URL.createObjectURL(new Blob([code], { type: 'application/javascript' }));
  ctx.audioWorklet.addModule(url).then(function() {
    var node = new AudioWorkletNode(ctx, 'ur-out', { numberOfInputs: 0, outputChannelCount: [2] });
    node.port.onmessage = function(e) { a.played = e.data; };
    node.connect(ctx.destination);
    a.node = node;
  }).catch(function() {});  // no worklet after all: the game plays silently
  if (ctx.state !== 'running') ctx.resume();
  return ctx.sampleRate | 0;
});

// Frames the worklet has played so far; -1 while it is not ready.
EM_JS(double, ur_worklet_played, (), {
  var a = Module['urAudio'];
  return a && a.node ? a.played : -1;
});

EM_JS(void, ur_worklet_post, (const float* samples, int count), {
  var a = Module['urAudio'];
  if (a && a.node) a.node.port.postMessage(HEAPF32.slice(samples >> 2, (samples >> 2) + count));
});
#endif

void SDLCALL fill(void*, Uint8* stream, int bytes) {
  const int frames = bytes / static_cast<int>(sizeof(float)) / g_device.channels;
  g_device.mixer.mix(reinterpret_cast<float*>(stream), frames, g_device.channels);
}

bool unlock() {
  Device& d = g_device;
  if (d.tried) return d.id != 0;
  d.tried = true;
#ifdef __EMSCRIPTEN__
  if (const int rate = ur_worklet_open(); rate > 0) {
    d.id = kWorklet;
    d.rate = rate;
    d.channels = 2;
    return true;
  }
#endif
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
  const bool sdl = sdl_device(d);
  if (sdl) SDL_LockAudioDevice(d.id);
  d.mixer.play(it->second);
  if (sdl) SDL_UnlockAudioDevice(d.id);
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
  const bool sdl = sdl_device(d);
  if (sdl) SDL_LockAudioDevice(d.id);
  d.mixer.set_muted(!on);
  d.mixer.set_volume(static_cast<float>(volume) / 100.0f);
  if (sdl) SDL_UnlockAudioDevice(d.id);
}

}  // namespace

void pump_sound() {
#ifdef __EMSCRIPTEN__
  Device& d = g_device;
  if (d.id != kWorklet) return;
  const double played = ur_worklet_played();
  if (played < 0) return;  // the worklet is not ready yet
  // About 60 ms ahead: a few of the page's turns, so a late one is not heard.
  const auto ahead = static_cast<std::int64_t>(d.rate) * 60 / 1000;
  const std::int64_t queued = static_cast<std::int64_t>(g_sent) - static_cast<std::int64_t>(played);
  if (queued >= ahead) return;
  const int frames = static_cast<int>(std::min<std::int64_t>(ahead - queued, 8192));
  g_chunk.assign(static_cast<std::size_t>(frames) * 2, 0.0f);
  d.mixer.mix(g_chunk.data(), frames, 2);
  ur_worklet_post(g_chunk.data(), frames * 2);
  g_sent += static_cast<std::uint64_t>(frames);
#endif
}

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
  var sdl = Module['SDL2'], own = Module['urAudio'];
  var state = own ? own.ctx.state : sdl && sdl.audioContext ? sdl.audioContext.state : 'none';
  return stringToNewUTF8(state);
});

// For the browser tests: the device, the page's audio context, the switch and the volume,
// and the sounds asked for, started by the mixer and started where they could be heard.
extern "C" EMSCRIPTEN_KEEPALIVE const char* ur_debug_audio() {
  static std::string json;
  const ur::Device& d = ur::g_device;
  char* context = ur_audio_context_state();
  json = std::string("{\"tried\":") + (d.tried ? "true" : "false") + ",\"device\":" + (d.id ? "true" : "false") +
         ",\"output\":\"" + (d.id == ur::kWorklet ? "worklet" : d.id ? "sdl" : "none") + "\"" +
         ",\"workletPlayed\":" + std::to_string(d.id == ur::kWorklet ? static_cast<long long>(ur::ur_worklet_played()) : 0) +
         ",\"context\":\"" + context + "\",\"rate\":" + std::to_string(d.rate) + ",\"muted\":" +
         (d.mixer.muted() ? "true" : "false") + ",\"volume\":" + std::to_string(static_cast<int>(d.mixer.volume() * 100 + 0.5f)) +
         ",\"cues\":" + std::to_string(d.cues) + ",\"started\":" + std::to_string(d.mixer.started()) +
         ",\"audible\":" + std::to_string(d.mixer.audible()) + ",\"playing\":" + std::to_string(d.mixer.playing()) + ",\"last\":\"" + d.last + "\"}";
  std::free(context);
  return json.c_str();
}
#endif
