// The front end driven as a player would, without a browser: the real App (every screen,
// the same code the game links) in a window of SDL's dummy video driver with a software
// renderer, fed real SDL events (mouse presses at a button's rectangle, keys, typed text)
// on a clock the test moves in milliseconds, and read back through the same debug JSON the
// browser tests read (App::debug_json, the page's ur_debug_layout). Saves, the games kept
// and the settings go through the desktop's file store (src/platform/storage.cpp,
// prefs.cpp) in a folder of the test's own, so a "reload" is a new App over the same folder.
#pragma once

#include <SDL.h>

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "ui/sdl_app.hpp"

namespace ur::test {

using Json = nlohmann::json;

// A temporary folder standing for the user data folder ($UR_PREFS_DIR); removed with its
// files when the last driver using it is gone.
class UiStore {
 public:
  UiStore();
  ~UiStore();
  UiStore(const UiStore&) = delete;
  UiStore& operator=(const UiStore&) = delete;
  const std::string& dir() const { return dir_; }
  // A file of the store ("game", "history", "prefs"), or "" when there is none.
  std::string read(const std::string& name) const;

 private:
  std::string dir_;
};

struct UiOptions {
  int width = 1280, height = 800;
  bool fast = true;  // the quick pace (the page's ?fast=1)
  bool touch = false;  // presses come from a finger (SDL_TOUCH_MOUSEID), as on a phone
  // Device pixels per window pixel (a phone's 3): the frame is drawn that much larger than
  // the window, as a browser's canvas is at that ratio; events and the JSON stay in window
  // (CSS) pixels, and pixel() reads device pixels.
  int pixel_ratio = 1;
  bool system_reduced_motion = false;  // the system asks for reduced motion (a browser's prefers-reduced-motion)
  std::shared_ptr<UiStore> store = nullptr;  // none: a fresh one
};

class UiDriver {
 public:
  explicit UiDriver(UiOptions options = {});
  ~UiDriver();
  UiDriver(const UiDriver&) = delete;
  UiDriver& operator=(const UiDriver&) = delete;

  App& app() { return *app_; }
  std::shared_ptr<UiStore> store() const { return options_.store; }
  // What the screen shows now (the debug JSON, parsed).
  Json state() const;
  std::string screen() const { return state()["screen"].get<std::string>(); }
  // The button shown with this id or label (a null Json when there is none).
  Json button(int id) const;
  Json button(std::string_view label) const;
  bool has_button(int id) const { return !button(id).is_null(); }
  bool has_button(std::string_view label) const { return !button(label).is_null(); }

  // A left click (or a tap, with options.touch) at a point in window pixels: the pointer
  // moves there, goes down and up; then a frame.
  void click_at(float x, float y);
  // A click at the centre of a button, by id or label; fails the test when it is not shown.
  void click(int id);
  void click(std::string_view label);
  // A key pressed and let go (e.g. SDLK_F1, SDLK_ESCAPE; mod: KMOD_SHIFT, ...); then a frame.
  void key(SDL_Keycode k, Uint16 mod = KMOD_NONE);
  // Text typed (SDL_TEXTINPUT), then a frame.
  void type(std::string_view text);
  // The mouse wheel at a point (dy > 0: up, as SDL counts).
  void wheel(float x, float y, float dy);
  // A press dragged from one point to another in a few moves, let go there.
  void drag(float x0, float y0, float x1, float y1);
  // Moves the clock on by ms, a frame every 16 ms.
  void step(int ms = 16);
  // Steps until the check holds for the state, at most max_ms of the game's time;
  // returns whether it held.
  bool until(const std::function<bool(const Json&)>& check, int max_ms = 20000);
  bool until_screen(std::string_view screen, int max_ms = 5000);
  // On the start screen: the rule set's card clicked (the gallery wheeled to it first
  // where it is out of view); fails the test when it is never shown.
  void choose_rules(const std::string& name);
  // Plays the person's side (the first choice each time) until the result screen.
  bool play_to_end(int max_ms = 600000);
  // The frame drawn now, saved as a BMP (to look at what a player sees).
  bool screenshot(const std::string& bmp_path);
  // The colour drawn at a point of the frame (red, green, blue), the frame drawn afresh.
  std::array<int, 3> pixel(float x, float y);
  std::uint64_t now() const { return now_; }

 private:
  void push(SDL_Event e);
  void pump();
  Json find_button(const std::function<bool(const Json&)>& match) const;

  UiOptions options_;
  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  SDL_Surface* canvas_ = nullptr;  // the frame drawn at pixel_ratio > 1
  std::unique_ptr<App> app_;
  std::uint64_t now_ = 1000;
};

}  // namespace ur::test
