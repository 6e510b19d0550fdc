// The platform layer's program: the one place that knows about __EMSCRIPTEN__ for the
// game's start. It reads the options (main_options.cpp), creates the window and renderer,
// hands the platform's services to ur::App, and drives it from either the browser's
// requestAnimationFrame loop or the desktop's vsync'd loop (main_smoke.cpp). Its other
// jobs are files of their own: tables (main_tables.cpp), links (main_link.cpp), the browser
// tests' hooks (main_debug.cpp).
#include <SDL.h>
#include <SDL_image.h>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "platform/files.hpp"
#include "platform/live_bridge.hpp"
#include "platform/locale.hpp"
#include "platform/main_parts.hpp"
#include "platform/narrate.hpp"
#include "platform/net_fetch.hpp"
#include "platform/prefs.hpp"
#include "platform/sound.hpp"
#include "platform/storage.hpp"
#include "platform/text_field.hpp"
#include "ui/language.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/html5.h>
#endif

namespace ur::program {

Platform g_platform;

// Tells the player what stopped the game: the page's error screen in a browser, a
// message box on the desktop (not in unattended smoke tests, where it would wait).
void report_fatal(const std::string& message, bool interactive) {
  std::fprintf(stderr, "ur: %s\n", message.c_str());
#ifdef __EMSCRIPTEN__
  (void)interactive;
  EM_ASM({ if (window.urShowError) window.urShowError(UTF8ToString($0)); }, message.c_str());
#else
  if (interactive) SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, ur::tr("error.cannot_start").c_str(), message.c_str(), nullptr);
#endif
}

void iterate(void* data) {
  auto& p = *static_cast<Platform*>(data);
  SDL_Event event;
  while (SDL_PollEvent(&event)) p.app->handle_event(event);
  const std::uint64_t drawn = p.app->frames_drawn();
  p.app->frame(SDL_GetTicks64() - p.start_ms);
  ur::pump_sound();
  fetch_tables(p);
  ur::fetch_nets(*p.app);
#ifndef __EMSCRIPTEN__
  // Nothing drawn means no vsync wait: rest a little instead of spinning.
  if (p.app->frames_drawn() == drawn) SDL_Delay(4);
#else
  (void)drawn;
#endif
#ifdef __EMSCRIPTEN__
  if (p.app->frames_drawn() == 1 && !p.first_frame_reported) {
    p.first_frame_reported = true;
    EM_ASM({ if (window.urFirstFrame) window.urFirstFrame(); });
  }
#endif
}

namespace {
#ifdef __EMSCRIPTEN__
// The canvas fills the page: follow the browser window's size.
EM_BOOL on_browser_resize(int, const EmscriptenUiEvent* e, void* data) {
  auto& p = *static_cast<Platform*>(data);
  SDL_SetWindowSize(p.window, e->windowInnerWidth, e->windowInnerHeight);
  return EM_FALSE;
}
#endif
}  // namespace

}  // namespace ur::program

int main(int argc, char** argv) {
  using namespace ur::program;
  Platform& p = g_platform;
  if (const int code = parse_options(argc, argv, p.options); code != 0) return code < 0 ? 0 : code;
  std::vector<std::string> problems;
#ifdef __EMSCRIPTEN__
  problems = apply_url_options(p.options);
#endif

  SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "best");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0) {
    report_fatal(std::string("cannot start SDL video: ") + SDL_GetError());
    return 1;
  }
  IMG_Init(IMG_INIT_PNG);
  int w = p.options.width, h = p.options.height;
#ifdef __EMSCRIPTEN__
  w = EM_ASM_INT({ return window.innerWidth; });
  h = EM_ASM_INT({ return window.innerHeight; });
#endif
  p.window = SDL_CreateWindow("The Royal Game of Ur", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h,
                              SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!p.window) {
    report_fatal(std::string("cannot open a window: ") + SDL_GetError());
    return 1;
  }
  p.renderer = SDL_CreateRenderer(p.window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
  if (!p.renderer) p.renderer = SDL_CreateRenderer(p.window, -1, SDL_RENDERER_SOFTWARE);
  if (!p.renderer) {
    report_fatal(std::string("cannot create a renderer: ") + SDL_GetError());
    return 1;
  }
#ifdef __EMSCRIPTEN__
  p.app = std::make_unique<ur::App>(p.window, p.renderer, /*tables_from_site=*/true);
#else
  p.app = std::make_unique<ur::App>(p.window, p.renderer);
#endif
  if (const std::string error = p.app->load(find_asset_dir(p.options)); !error.empty()) {
    report_fatal("a game file is missing or damaged — " + error, p.options.smoke_test_bmp.empty());
    return 1;
  }
  const ur::App::PrefStore prefs = ur::platform_prefs();
  p.app->set_prefs(prefs);
  p.app->set_narrator(ur::platform_narrator());
  p.app->set_text_field(ur::platform_text_field());
  p.app->set_language_hook(ur::show_page_language);
  p.app->start_language(ur::system_language(), p.options.language);
  p.app->set_nets(ur::available_nets());
  p.app->set_sound(ur::platform_sound());  // opened now, or on the first gesture in a browser
  p.app->set_record_files(ur::platform_record_files());
  ur::listen_for_records([](const std::string& text, const std::string& from, bool failed) {
    if (g_platform.app) g_platform.app->open_record_text(text, from, failed);
  });
  p.start_ms = SDL_GetTicks64();
  // The animations: the player's settings (speed, motion), else the browser's wish
  // (prefers-reduced-motion); --reduced-motion always reduces them.
  bool system_reduced = false;
#ifdef __EMSCRIPTEN__
  system_reduced = EM_ASM_INT({
    return window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 1 : 0;
  }) != 0;
#endif
  p.app->set_motion(system_reduced, p.options.reduced_motion);
  if (p.options.fast) p.app->set_pace(ur::kFastPace);
  // --instant: set once the smoke test has seen the board on frame 3, before any move.
  if (p.options.instant && p.options.smoke_test_bmp.empty()) p.app->set_pace(ur::kInstantPace);
  if (!p.options.rules.empty()) {
    if (const std::string error = p.app->start_game(p.options.rules, p.options.players, 1); !error.empty()) {
#ifdef __EMSCRIPTEN__
      problems.push_back(ur::tr("link.cannot_start", {{"why", error}}) + ".");
#else
      std::fprintf(stderr, "ur: %s\n", error.c_str());
      return 2;
#endif
    }
  }
  for (const std::string& problem : problems) std::fprintf(stderr, "ur: %s\n", problem.c_str());
  p.app->show_link_problems(problems);
  // The game in progress is kept between visits (by the smoke test's games only in a
  // folder of its own, $UR_PREFS_DIR).
  if (p.options.smoke_test_bmp.empty() || std::getenv("UR_PREFS_DIR"))
    p.app->set_storage(ur::platform_storage(), ur::new_tab_name());
  p.app->set_link_hooks(link_hooks());
  {
    const ur::LiveBridge live = ur::platform_live_bridge();
    p.app->set_live_hooks({live.available, live.transport});
    ur::listen_for_live([](ur::LiveEvent e, const std::string& text) {
      if (g_platform.app) g_platform.app->live_event(static_cast<int>(e), text);
    });
  }
#ifdef __EMSCRIPTEN__
  if (const std::string code = link_fragment_watched(); !code.empty()) p.options.open_link = code;
#endif
#ifdef __EMSCRIPTEN__
  if (const std::string live = ur::live_link_at_start(); !live.empty()) p.app->open_live_link(live, ur::tr("live.from_address"));
  if (!p.options.open_link.empty()) p.app->open_game_link(p.options.open_link, ur::tr("live.from_address"));
#else
  if (!p.options.open_link.empty()) p.app->open_game_link(p.options.open_link, "the command line");
#endif
  if (!p.options.open.empty()) {
    std::string text, error;
    if (ur::read_text_file(p.options.open, text, &error)) {
      p.app->open_record_text(text, "the file " + p.options.open);
    } else {
      std::fprintf(stderr, "ur: %s\n", error.c_str());
      p.app->open_record_text(error, "the file " + p.options.open, true);
    }
  }
  if (p.options.resume && !p.app->continue_saved_game()) {
    std::fprintf(stderr, "ur: --continue: there is no saved game to continue\n");
#ifndef __EMSCRIPTEN__
    return 2;
#endif
  }

#ifdef __EMSCRIPTEN__
  watch_connection();
  emscripten_set_resize_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, &p, EM_FALSE, on_browser_resize);
  emscripten_set_main_loop_arg(iterate, &p, 0, 1);  // 0: the display's frame rate
  return 0;
#else
  return run_desktop(p);
#endif
}
