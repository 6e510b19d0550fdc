// The desktop's main loop, and the smoke test run in it (main_parts.hpp): with --smoke-test,
// a few frames (or a whole game, or several) are played, the board is checked on the first
// frames, the heap in use is printed after each game, and the last frame is saved.
#ifndef __EMSCRIPTEN__
#include <SDL.h>
#include <SDL_image.h>
#include <malloc.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#if defined(__SANITIZE_ADDRESS__)
#define UR_ASAN_HEAP 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UR_ASAN_HEAP 1
#endif
#endif
#ifdef UR_ASAN_HEAP
#include <cstddef>
// From the sanitizers' public allocator interface (GCC ships no header for it).
extern "C" std::size_t __sanitizer_get_current_allocated_bytes();
#endif

#include "platform/main_parts.hpp"

namespace ur::program {
namespace {

// Reads the frame in the back buffer (drawn, not yet presented).
SDL_Surface* read_frame(Platform& p) {
  p.app->frame(SDL_GetTicks64() - p.start_ms, false);
  const ur::Layout& l = p.app->layout();
  SDL_Surface* shot = SDL_CreateRGBSurfaceWithFormat(0, l.width, l.height, 32, SDL_PIXELFORMAT_ARGB8888);
  if (shot && SDL_RenderReadPixels(p.renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, shot->pixels, shot->pitch) != 0) {
    SDL_FreeSurface(shot);
    return nullptr;
  }
  return shot;
}

// The smoke test's check of the board: each rosette differs clearly from the table.
int rosettes_drawn(Platform& p) {
  SDL_Surface* shot = read_frame(p);
  if (!shot) return -1;
  const ur::Layout& l = p.app->layout();
  auto pixel = [&](float fx, float fy) {
    return static_cast<const Uint32*>(shot->pixels)[static_cast<int>(fy) * shot->pitch / 4 + static_cast<int>(fx)];
  };
  auto distance = [](Uint32 a, Uint32 b) {
    int d = 0;
    for (int s = 0; s < 24; s += 8) d += std::abs(static_cast<int>((a >> s) & 255) - static_cast<int>((b >> s) & 255));
    return d;
  };
  const ur::Rect gap = l.square(0, 4);
  const Uint32 table = pixel(gap.x + gap.w, gap.y + gap.h * 0.1f);
  int differing = 0;
  for (int r = 0; r < ur::kBoardRows; ++r)
    for (int c = 0; c < l.board.cols; ++c)
      if (l.board.is_rosette(r, c)) {
        const ur::Rect q = l.square(r, c);
        if (distance(pixel(q.cx(), q.cy()), table) > 60) ++differing;
      }
  SDL_FreeSurface(shot);
  return differing;
}

// The bytes malloc has handed out and not had back (AddressSanitizer's own count when it
// replaces malloc, since mallinfo2 then says 0).
std::size_t heap_in_use() {
#ifdef UR_ASAN_HEAP
  return __sanitizer_get_current_allocated_bytes();
#elif defined(_WIN32)
  // Windows has no mallinfo: the C runtime's heap walked block by block.
  _HEAPINFO info{};
  std::size_t used = 0;
  while (_heapwalk(&info) == _HEAPOK)
    if (info._useflag == _USEDENTRY) used += info._size;
  return used;
#else
  return mallinfo2().uordblks;
#endif
}

// A key pressed and let go, as from the keyboard.
void press_key(SDL_Keycode key) {
  SDL_Event e{};
  e.type = SDL_KEYDOWN;
  e.key.state = SDL_PRESSED;
  e.key.keysym.sym = key;
  e.key.keysym.scancode = SDL_GetScancodeFromKey(key);
  SDL_PushEvent(&e);
  e.type = SDL_KEYUP;
  e.key.state = SDL_RELEASED;
  SDL_PushEvent(&e);
}

bool save_frame(Platform& p) {
  SDL_Surface* shot = read_frame(p);
  const bool ok = shot && SDL_SaveBMP(shot, p.options.smoke_test_bmp.c_str()) == 0;
  if (shot) SDL_FreeSurface(shot);
  return ok;
}

}  // namespace

int run_desktop(Platform& p) {
  // The smoke test: with a game, check the board on its first frames, play the game to its
  // end and keep the result screen; without, draw the start screen a few times.
  const bool smoke = !p.options.smoke_test_bmp.empty();
  const bool with_game = !p.options.rules.empty() || p.options.resume;
  int frames_left = smoke ? (p.options.frames ? p.options.frames : with_game ? 200000 : 5) : -1;
  if (smoke && with_game && !p.options.frames) frames_left = 200000 * p.options.games;
  int rosettes = -1;
  std::uint64_t over_at = 0;
  int games_over = 0;
  std::uint64_t pressed_at = 0;
  while (!p.app->wants_quit() && frames_left != 0) {
    iterate(&p);
    if (frames_left > 0) --frames_left;
    if (smoke && with_game && p.app->frames_run() == 3) {
      rosettes = rosettes_drawn(p);
      if (p.options.instant) p.app->set_pace(ur::kInstantPace);
    }
    if (smoke && with_game && p.app->game_over()) {
      if (!over_at) {
        over_at = SDL_GetTicks64();
        ++games_over;
        // A leak shows as heap in use rising from game to game.
        std::printf("smoke test: game %d over, heap in use %zu bytes\n", games_over, heap_in_use());
      }
      const std::uint64_t now = SDL_GetTicks64();
      if (games_over < p.options.games && now > over_at + 300 && now > pressed_at + 1000) {
        press_key(SDLK_RETURN);  // the result screen's Play again, as a player would
        pressed_at = now;
      }
      if (games_over >= p.options.games && SDL_GetTicks64() > over_at + 1200) break;
    } else {
      over_at = 0;
    }
  }
  int code = 0;
  if (smoke) {
    const bool saved = save_frame(p);
    std::printf("smoke test: %dx%d output; %s; screenshot %s\n", p.app->layout().width, p.app->layout().height,
                with_game ? ((p.options.resume ? "continued the saved game, " : "") + std::to_string(rosettes) +
                             " of 5 rosettes drawn over the table, game " +
                             (p.app->game_over() ? (games_over > 1 ? std::to_string(games_over) + " games played to their end"
                                                                   : std::string("played to its end"))
                                                 : std::string("NOT finished"))).c_str()
                          : "start screen drawn",
                saved ? p.options.smoke_test_bmp.c_str() : "NOT saved");
    // A continued game may have pieces on rosettes: its board was checked when it began.
    const bool board_seen = rosettes == 5 || p.options.resume;
    code = saved && (!with_game || (board_seen && (p.app->game_over() || p.options.frames))) ? 0 : 1;
  }
  p.app.reset();
  SDL_DestroyRenderer(p.renderer);
  SDL_DestroyWindow(p.window);
  IMG_Quit();
  SDL_Quit();
  return code;
}

}  // namespace ur::program
#endif
