// The game's program, split by job (src/platform/main*.cpp): main.cpp creates the window
// and drives ur::App from the browser's requestAnimationFrame loop or the desktop's vsync'd
// loop; main_options.cpp reads the command line (and a page's address); main_tables.cpp
// fetches perfect-play tables; main_link.cpp hooks up links; main_debug.cpp the browser
// tests' hooks; main_smoke.cpp the desktop's loop and its smoke test. This header is
// theirs alone.
#pragma once

#include <SDL.h>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "i18n/i18n.hpp"
#include "ui/sdl_app.hpp"

namespace ur::program {

struct Options {
  std::string asset_dir;
  std::string rules;                      // start a game at once with this rule set
  std::array<std::string, 2> players{};   // "" = a person, else a computer player
  bool fast = false;
  bool instant = false;  // no animation time at all (long smoke tests)
  bool reduced_motion = false;  // no rolling or sliding (also motion=reduced in prefs.txt)
  bool resume = false;  // carry on the saved game at once
  std::string open;     // a game record to open in the review at once
  std::string smoke_test_bmp;  // non-empty: draw a few frames, check and save them, quit
  int width = 1280, height = 800;
  int frames = 0;  // smoke test: stop after this many frames (0: at the end of the game)
  int games = 1;   // smoke test: games played in a row (Play again after each result)
  std::string open_link;  // a correspondence game's link or code (--open-link)
  std::optional<ur::i18n::Language> language;  // --lang: this language, not the remembered one
};

// Returns 0 to go on, -1 to stop at once (--help), else the exit code (after printing why).
int parse_options(int argc, char** argv, Options& o);
// Where the game's pictures and fonts are.
std::string find_asset_dir(const Options& o);
#ifdef __EMSCRIPTEN__
// The page address's settings into the options; the problems found, in words.
std::vector<std::string> apply_url_options(Options& o);
#endif

struct Platform {
  SDL_Window* window = nullptr;
  SDL_Renderer* renderer = nullptr;
  std::unique_ptr<ur::App> app;
  Options options;
  std::uint64_t start_ms = 0;
  bool first_frame_reported = false;
};

extern Platform g_platform;

// Tells the player what stopped the game (main.cpp).
void report_fatal(const std::string& message, bool interactive = true);
// One turn of the main loop: events, a frame, the tables and networks asked for (main.cpp).
void iterate(void* data);
// The perfect-play table ranges the game asks for, fetched (main_tables.cpp).
void fetch_tables(Platform& p);
#ifdef __EMSCRIPTEN__
void watch_connection();  // the browser's online and offline events, told to the game
#endif
// Copying and sharing links, the page's address (main_link.cpp).
App::LinkHooks link_hooks();
#ifdef __EMSCRIPTEN__
// The page fragment's game code ("" when none); new fragments are opened from now on.
std::string link_fragment_watched();
#else
// The desktop's loop (and with --smoke-test, the smoke test); the exit code (main_smoke.cpp).
int run_desktop(Platform& p);
#endif

}  // namespace ur::program
