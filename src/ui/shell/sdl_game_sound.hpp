// The game's sound, a service of the shell (docs/ui.md) that outlives any screen: the
// device (platform/sound.hpp) opened on the first click, tap or key where the platform
// needs a gesture first (a browser), the sounds of what happens in the game played as
// they happen (ui/sound_cues.hpp), and the player's switch and volume: the game screen's
// speaker and volume bars, the Sound dialog, the settings' rows and keys S, - and +,
// remembered in the shell's storage ("sound"). sdl_game_sound.cpp.
#pragma once

#include <SDL.h>

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "audio/sound_settings.hpp"
#include "ui/screens.hpp"
#include "ui/sound_cues.hpp"

namespace ur {

class App;

// The sound device: opened at once, or on the first gesture where needs_gesture; sounds
// played by name; the switch and the volume (percent) set.
struct SoundOut {
  std::function<bool()> unlock;
  std::function<void(SoundId id, int dice)> play;
  std::function<void(bool on, int volume)> set;
  std::function<void()> prepare;  // called every frame: a little of the sounds' making
  bool needs_gesture = false;
};

class GameSound {
 public:
  explicit GameSound(App& app) : app_(app) {}

  void set_out(SoundOut out);
  // Any event: the first click, tap or key opens the device where it waits for one.
  void gesture(const SDL_Event& e);
  // Each frame of a game: the sounds of what happened since the last (the game restarted:
  // restart, none of the old game's).
  void play_cues();
  void restart(const Controller& game) { cues_.restart(game); }
  void play(SoundId id, int dice) {
    if (out_.play) out_.play(id, dice);
  }
  const SoundSettings& settings() const { return settings_; }
  void set_settings(SoundSettings s);  // applied and remembered
  void load_settings();                // as remembered in the shell's storage
  // The speaker, the volume's bars and the Sound dialog's buttons (false: not a sound
  // button); keys S, - and + on the game screen (false: not a sound key).
  bool button(int id);
  bool key(SDL_Keycode k);
  // The Sound dialog's words and buttons.
  void dialog(std::string& heading, std::string& body, std::vector<std::pair<int, std::string>>& buttons) const;
  // The speaker's and the volume's faces, over their buttons among these.
  void draw_controls(const std::vector<Button>& buttons);
  std::string json() const;  // the tests' "sound": {"on", "volume", "unlocked"}

 private:
  App& app_;
  SoundOut out_;
  SoundSettings settings_;
  SoundCues cues_;
  bool unlocked_ = false;
};

}  // namespace ur
