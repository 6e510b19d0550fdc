// The browser tests' hooks into the game (main_parts.hpp): the debug JSON, the memory in
// use, an instant pace, and the frames' timings. Nothing on the desktop.
#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <malloc.h>

#include <string>

#include "platform/main_parts.hpp"

using ur::program::g_platform;

// Hooks for the browser tests: the layout the game is drawing, in CSS pixels.
extern "C" EMSCRIPTEN_KEEPALIVE const char* ur_debug_layout() {
  static std::string json;
  json = g_platform.app ? g_platform.app->debug_json() : "{}";
  return json.c_str();
}

// For the long-session test: the wasm memory's size and the bytes malloc has handed out
// and not had back, so a leak shows as a rising "used" across games.
extern "C" EMSCRIPTEN_KEEPALIVE const char* ur_debug_memory() {
  static std::string json;
  const struct mallinfo m = mallinfo();
  json = "{\"memory\":" + std::to_string(__builtin_wasm_memory_size(0) * 65536ull) +
         ",\"used\":" + std::to_string(m.uordblks) + ",\"free\":" + std::to_string(m.fordblks) + "}";
  return json.c_str();
}

// For the long-session test: no animation time at all, so a hundred computer games fit in
// a test run (each frame moves the game on by up to eight stages).
extern "C" EMSCRIPTEN_KEEPALIVE void ur_debug_instant_pace() {
  if (g_platform.app) g_platform.app->set_pace(ur::kInstantPace);
}

// Frame-time statistics of the game's own work since the last call (for the browser tests).
extern "C" EMSCRIPTEN_KEEPALIVE const char* ur_frame_report() {
  static std::string json;
  json = g_platform.app ? g_platform.app->frame_work_report() : "{}";
  return json.c_str();
}
#endif
