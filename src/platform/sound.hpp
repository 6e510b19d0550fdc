// The game's sound device: SDL's audio (the same code natively and in a browser, where
// SDL plays through Web Audio), a callback feeding the mixer (audio/mixer.hpp) with the
// sounds made at the device's own rate (audio/synth.hpp). The device is opened on the
// first click, tap or key: a browser only lets a page start audio after a gesture, and a
// context made before one starts suspended with a warning in the console. With no audio
// device (a server, CI under Xvfb) the game plays silently, saying so once in the log.
#pragma once

#include "ui/sdl_app.hpp"

namespace ur {

App::SoundOut platform_sound();

}  // namespace ur
