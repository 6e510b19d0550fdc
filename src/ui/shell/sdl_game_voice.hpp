// The screen-reader narration (ui/narration.hpp), a service of the shell: the game's news
// said as it is shown, and the moves that can be chosen on request (the L key), through
// the platform's voice (platform/narrate.hpp; none: not narrated). sdl_game_voice.cpp.
#pragma once

#include <functional>
#include <string>
#include <utility>

#include "ui/narration.hpp"

namespace ur {

class App;

class GameVoice {
 public:
  explicit GameVoice(App& app) : app_(app) {}

  void set_narrator(std::function<void(const std::string&)> say) { narrator_ = std::move(say); }
  // Each frame of a game: each new message and prompt as it is shown.
  void narrate();
  // The moves that can be chosen now (or what the game waits for).
  void say_moves();

 private:
  App& app_;
  Narration narration_;
  std::function<void(const std::string&)> narrator_;
};

}  // namespace ur
