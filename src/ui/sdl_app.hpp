// The game's SDL2 front end: owns the window's renderer, the assets and the layout, turns
// events into game input and draws a frame. The platform layer (src/platform/main.cpp)
// only creates the window and drives App from its native or browser main loop.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <string>

#include "ui/layout.hpp"
#include "ui/sdl_assets.hpp"

namespace ur {

class App {
 public:
  App(SDL_Window* window, SDL_Renderer* renderer) : window_(window), renderer_(renderer) {}

  // Loads assets from dir; returns an empty string on success, else what is missing.
  std::string load(const std::string& asset_dir);
  void handle_event(const SDL_Event& event);
  // Draws one frame; now_ms is the time since start, which drives every animation.
  // present=false leaves the frame in the back buffer (for reading its pixels).
  void frame(std::uint64_t now_ms, bool present = true);
  bool wants_quit() const { return quit_; }
  std::uint64_t frames_drawn() const { return frames_; }
  const Layout& layout() const { return layout_; }
  // Output pixels per window (CSS) pixel: 2 on a typical phone or retina screen.
  float pixel_ratio() const;
  // Layout facts for tests (rosette centres and a background point, in window pixels).
  std::string debug_layout_json() const;

 private:
  void update_layout();
  void draw_background();
  void draw_board();
  void draw_pools();
  void draw_dice(std::uint64_t now_ms);
  void draw_status();

  SDL_Window* window_;
  SDL_Renderer* renderer_;
  Assets assets_;
  Layout layout_;
  bool quit_ = false;
  std::uint64_t frames_ = 0;
};

}  // namespace ur
