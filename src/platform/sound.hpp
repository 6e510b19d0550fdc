// The game's sound device: SDL's audio natively (and in a browser without an AudioWorklet,
// where SDL plays through a ScriptProcessorNode), in a browser an AudioWorklet fed by the
// page's loop (pump_sound); a callback feeding the mixer (audio/mixer.hpp) with the
// sounds made at the device's own rate (audio/synth.hpp). The device is opened on the
// first click, tap or key: a browser only lets a page start audio after a gesture, and a
// context made before one starts suspended with a warning in the console. With no audio
// device (a server, CI under Xvfb) the game plays silently, saying so once in the log.
#pragma once

#include "ui/sdl_app.hpp"

namespace ur {

App::SoundOut platform_sound();
// Each turn of the page's loop: in a browser whose sound goes through an AudioWorklet, the
// next few milliseconds mixed and handed to it (elsewhere nothing: SDL's callback mixes).
void pump_sound();

}  // namespace ur
