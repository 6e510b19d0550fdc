// The settings screen (sdl_settings.cpp draws it): the language, the player's name, sound
// and volume, the animation speed and reduced motion, the path on the board, each a row of choices, kept in the
// game's preferences (a browser's storage, a file on the desktop). Pure C++: what the
// choices mean and where everything goes are tested without a window.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ui/controller.hpp"
#include "ui/path_guide.hpp"
#include "ui/screens.hpp"
#include "ui/screens/start/start_screen.hpp"

namespace ur {

// How fast the dice roll and the pieces slide (prefs "speed": slow, normal, fast).
enum class AnimationSpeed { Slow, Normal, Fast };
std::string_view speed_pref(AnimationSpeed s);
// "" → Normal (never set); anything else unknown → nullopt (the caller says so, keeps Normal).
std::optional<AnimationSpeed> parse_speed(std::string_view text);

// The pace of the animations for a speed, with or without motion (reduced: nothing rolls
// or slides; the pauses to read by stay, slower or faster with the speed).
Pace pace_for(AnimationSpeed speed, bool reduced_motion);

// Whether motion is reduced: the player's own choice (prefs "motion": reduced or full)
// first, else the system's (a browser's prefers-reduced-motion).
bool motion_reduced(std::string_view pref, bool system_prefers_reduced);

// One row: a label ("Sound") and its choices (buttons; `primary` marks the one chosen).
struct SettingsRow {
  std::string label;
  std::vector<Button> options;  // id, label, primary; the layout sets the rects
};

// The settings as they stand, and the rows that show them (each choice's button; the one
// chosen marked primary; a choice that cannot be taken disabled).
struct SettingsValues {
  std::string name;  // "" not given yet
  bool sound_on = true;
  int volume = 70;
  AnimationSpeed speed = AnimationSpeed::Normal;
  bool reduced_motion = false;
  bool motion_forced = false;  // reduced on the command line: full motion cannot be chosen
  PathShow path = PathShow::First;  // the mover's path on the board while choosing
};
std::vector<SettingsRow> settings_rows(const SettingsValues& v);

struct SettingsLayout {
  Rect panel;
  Rect title;
  float title_px = 24, text_px = 16;
  std::vector<std::pair<Rect, std::string>> labels;  // each row's label where it is drawn (whole, in view)
  std::vector<Button> buttons;                       // the choices in view (clipped at its edges), then Done
  std::vector<Button> all;                           // every choice where it is, in view or not, then Done: Tab order
  // Where the rows are too many for the screen (a small phone, a phone on its side): they
  // scroll inside `view` (empty when everything fits), `scroll` of `max_scroll`.
  Rect view;
  float scroll = 0, max_scroll = 0;
};

// Rows in one column, or two side by side where the screen is wide and not tall enough;
// a row's label beside its choices where there is room, else above them; choices that do
// not fit side by side at 16 CSS px go two to a line; rows that still do not fit scroll
// (by `scroll` output pixels, clamped) under the title and Done (kSettingsDone), which
// closes.
SettingsLayout settings_layout(int width, int height, float pixel_ratio, const std::vector<SettingsRow>& rows,
                               const StartFonts& fonts, float scroll = 0);

}  // namespace ur
