// The platform layer: the one file that knows about __EMSCRIPTEN__. It parses the command
// line, creates the window and renderer, and drives ur::App from either the browser's
// requestAnimationFrame loop or a native vsync'd loop.
#include <SDL.h>
#include <SDL_image.h>
#ifndef __EMSCRIPTEN__
#include <malloc.h>
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
#endif

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "perfect/table.hpp"
#include "platform/net_fetch.hpp"
#include "platform/files.hpp"
#include "platform/install_paths.hpp"
#include "platform/live_bridge.hpp"
#include "platform/locale.hpp"
#include "platform/narrate.hpp"
#include "platform/prefs.hpp"
#include "platform/text_field.hpp"
#include "platform/sound.hpp"
#include "platform/storage.hpp"
#include "ui/language.hpp"
#include "ui/link_settings.hpp"
#include "ui/sdl_app.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/html5.h>
#include <malloc.h>

// Browser: each range of a perfect-play table is an HTTP range request to tables/<file>
// next to the page. Only a 206 answer is read; anything else (a 200 is a server ignoring
// ranges: the whole file, maybe hundreds of megabytes) is aborted at once and reported.
// The answer comes back through ur_table_answer, on a later frame.
EM_JS(void, ur_fetch_table_range, (int id, const char* file, double first, double last), {
  var abort = new AbortController();
  var done = false;
  var answer = function(status, bytes, total) {
    if (done) return;
    done = true;
    clearTimeout(timer);
    var n = bytes ? bytes.length : 0;
    var ptr = n ? _malloc(n) : 0;
    if (n) HEAPU8.set(bytes, ptr);
    _ur_table_answer(id, status, ptr, n, total);
    if (ptr) _free(ptr);
  };
  var timer = setTimeout(function() { abort.abort(); answer(-1, null, 0); }, 20000);
  fetch("tables/" + UTF8ToString(file), {headers: {Range: "bytes=" + first + "-" + last}, signal: abort.signal})
    .then(function(response) {
      if (response.status !== 206) {
        abort.abort();
        answer(response.status, null, 0);
        return;
      }
      var range = response.headers.get("Content-Range") || "";
      var total = Number(range.slice(range.lastIndexOf("/") + 1)) || 0;
      return response.arrayBuffer().then(function(buffer) { answer(206, new Uint8Array(buffer), total); });
    })
    .catch(function() { answer(0, null, 0); });
});

// The site's list of tables (tables/index.txt), read before any table is asked for and
// again while a table is being prepared. The answer comes back through ur_table_index.
EM_JS(void, ur_fetch_table_index, (), {
  var answer = function(status, text) {
    var ptr = allocateUTF8(text || "");
    _ur_table_index(status, ptr);
    _free(ptr);
  };
  fetch("tables/index.txt", {cache: "no-store"})
    .then(function(response) {
      if (response.status !== 200) return answer(response.status, "");
      return response.text().then(function(text) { answer(200, text.slice(0, 65536)); });
    })
    .catch(function() { answer(0, ""); });
});

// The connection as the browser sees it, now and whenever it changes (ur_set_online).
EM_JS(void, ur_watch_connection, (), {
  var tell = function() { _ur_set_online(navigator.onLine ? 1 : 0); };
  window.addEventListener("online", tell);
  window.addEventListener("offline", tell);
  tell();
});
#endif

namespace {

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

constexpr const char* kUsage =
    "usage: ur [--assets DIR] [--size WIDTHxHEIGHT] [--rules NAME[:PIECES] [--light P] [--dark P] [--fast]] [--continue] [--smoke-test OUT.bmp] [[--open] FILE] [--open-link CODE] [--lang CODE]\n"
    "  --assets DIR        folder holding board.webp, pieces, dice and font/ (default: found next to the game)\n"
    "  --size WxH          initial window size in pixels (default 1280x800)\n"
    "  --lang CODE         the language: en (English), fr (French), hu (Hungarian) or nl (Dutch), not remembered\n"
    "                      (default: the one chosen last on the start screen, else the locale: LC_ALL, LC_MESSAGES,\n"
    "                      LANG, LANGUAGE)\n"
    "  --rules NAME        start a game at once with this rule set (finkel, masters, ... see ur-cli rules);\n"
    "                      NAME:PIECES plays it with fewer pieces a side (finkel:3)\n"
    "  --light P, --dark P who plays each side: human (default) or a computer player (random, greedy, ...,\n"
    "                      perfect: from the rule set's table in $UR_DATA_DIR or data/tables;\n"
    "                      oracle, the Queen: with the rule set's network from $UR_NET_DIR or data/nets)\n"
    "  --fast              quick animations (for demonstrations and tests)\n"
    "  --instant           no animation time at all (long smoke tests: a game in a second or two)\n"
    "  --reduced-motion    no rolling dice or sliding pieces (also: motion=reduced in prefs.txt)\n"
    "  --continue          carry on the game in progress, kept in the user data folder ($UR_PREFS_DIR or\n"
    "                      the system's: the game is saved after every step)\n"
    "  --open FILE, FILE   open a game record (docs/notation.md) to step through it in the review\n"
    "  --open-link CODE    open a correspondence game's link or code: join it, or take it up again\n"
    "  --frames N          smoke test: stop after N frames instead of at the end of the game\n"
    "  --games N           smoke test: play N games in a row (Play again after each), printing the heap in use\n"
    "  --smoke-test FILE   draw a few frames (with --rules: play the game to its end), save the last frame\n"
    "                      as a BMP, check the board is visible, quit\n";

bool parse_size(std::string_view s, int& w, int& h) {
  const auto x = s.find('x');
  if (x == std::string_view::npos) return false;
  const std::string a(s.substr(0, x)), b(s.substr(x + 1));
  char* end = nullptr;
  const long lw = std::strtol(a.c_str(), &end, 10);
  if (a.empty() || *end) return false;
  const long lh = std::strtol(b.c_str(), &end, 10);
  if (b.empty() || *end) return false;
  if (lw < 200 || lh < 200 || lw > 16384 || lh > 16384) return false;
  w = static_cast<int>(lw);
  h = static_cast<int>(lh);
  return true;
}

// Returns 0 to go on, else the exit code (after printing why).
int parse_options(int argc, char** argv, Options& o) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    auto value = [&](const char* name) -> const char* {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "ur: %s needs a value\n%s", name, kUsage);
        return nullptr;
      }
      return argv[++i];
    };
    if (arg == "--help" || arg == "-h") {
      std::fputs(kUsage, stdout);
      return -1;
    } else if (arg == "--assets") {
      const char* v = value("--assets");
      if (!v) return 2;
      o.asset_dir = v;
    } else if (arg == "--size") {
      const char* v = value("--size");
      if (!v) return 2;
      if (!parse_size(v, o.width, o.height)) {
        std::fprintf(stderr, "ur: --size wants WIDTHxHEIGHT between 200 and 16384, e.g. 1280x800, not '%s'\n", v);
        return 2;
      }
    } else if (arg == "--lang") {
      const char* v = value("--lang");
      if (!v) return 2;
      o.language = ur::i18n::find_language(v);
      if (!o.language) {
        std::string codes;
        for (const ur::i18n::LanguageInfo& l : ur::i18n::all_languages())
          codes += (codes.empty() ? "" : ", ") + std::string(l.code) + " (" + std::string(l.name) + ")";
        std::fprintf(stderr, "ur: --lang wants one of %s, not '%s'\n", codes.c_str(), v);
        return 2;
      }
    } else if (arg == "--rules") {
      const char* v = value("--rules");
      if (!v) return 2;
      o.rules = v;
    } else if (arg == "--light" || arg == "--dark") {
      const char* v = value(arg == "--light" ? "--light" : "--dark");
      if (!v) return 2;
      o.players[arg == "--light" ? 0 : 1] = std::string_view(v) == "human" ? "" : v;
    } else if (arg == "--frames" || arg == "--games") {
      const bool frames = arg == "--frames";
      const char* v = value(frames ? "--frames" : "--games");
      if (!v) return 2;
      char* end = nullptr;
      const long n = std::strtol(v, &end, 10);
      const long most = frames ? 1000000 : 10000;
      if (!*v || *end || n < 1 || n > most) {
        std::fprintf(stderr, "ur: %s wants a number of %s from 1 to %ld, not '%s'\n", frames ? "--frames" : "--games",
                     frames ? "frames" : "games", most, v);
        return 2;
      }
      (frames ? o.frames : o.games) = static_cast<int>(n);
    } else if (arg == "--fast") {
      o.fast = true;
    } else if (arg == "--reduced-motion") {
      o.reduced_motion = true;
    } else if (arg == "--instant") {
      o.instant = true;
    } else if (arg == "--continue") {
      o.resume = true;
    } else if (arg == "--open") {
      const char* v = value("--open");
      if (!v) return 2;
      o.open = v;
    } else if (arg == "--open-link") {
      const char* v = value("--open-link");
      if (!v) return 2;
      o.open_link = v;
    } else if (!arg.empty() && arg[0] != '-' && o.open.empty()) {
      o.open = std::string(arg);
    } else if (arg == "--smoke-test") {
      const char* v = value("--smoke-test");
      if (!v) return 2;
      o.smoke_test_bmp = v;
    } else {
      std::fprintf(stderr, "ur: unknown argument '%s'\n%s", argv[i], kUsage);
      return 2;
    }
  }
  return 0;
}

std::string find_asset_dir(const Options& o) {
#ifdef __EMSCRIPTEN__
  (void)o;
  return "/assets";  // preloaded into the virtual file system by --preload-file
#else
  if (!o.asset_dir.empty()) return o.asset_dir;
  if (const char* env = std::getenv("UR_ASSETS")) return env;
  // An installed or unpacked copy's own (share/ur/assets, or assets/ beside ur.exe).
  if (const auto shipped = ur::install::shipped_dir()) return ur::install::utf8(*shipped / "assets");
  return UR_ASSET_DIR;
#endif
}

// Tells the player what stopped the game: the page's error screen in a browser, a
// message box on the desktop (not in unattended smoke tests, where it would wait).
void report_fatal(const std::string& message, bool interactive = true) {
  std::fprintf(stderr, "ur: %s\n", message.c_str());
#ifdef __EMSCRIPTEN__
  (void)interactive;
  EM_ASM({ if (window.urShowError) window.urShowError(UTF8ToString($0)); }, message.c_str());
#else
  if (interactive) SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, ur::tr("error.cannot_start").c_str(), message.c_str(), nullptr);
#endif
}

struct Platform {
  SDL_Window* window = nullptr;
  SDL_Renderer* renderer = nullptr;
  std::unique_ptr<ur::App> app;
  Options options;
  std::uint64_t start_ms = 0;
  bool first_frame_reported = false;
};

Platform g_platform;

#ifdef __EMSCRIPTEN__
void fetch_tables(Platform& p) {
  if (p.app->take_table_index_request()) ur_fetch_table_index();
  for (const ur::TableLibrary::Request& r : p.app->take_table_requests())
    ur_fetch_table_range(r.id, r.file.c_str(), static_cast<double>(r.offset), static_cast<double>(r.offset + r.size - 1));
}
#else
// Desktop: tables are files in $UR_DATA_DIR or data/tables; a range is read at once.
void fetch_tables(Platform& p) {
  for (const ur::TableLibrary::Request& r : p.app->take_table_requests()) {
    std::string path = ur::table_dir();
    if (!path.empty() && path.back() != '/') path += '/';
    path += r.file;
    std::ifstream f(path, std::ios::binary | std::ios::ate);
    if (!f) {
      p.app->table_failed(r.id, "cannot open table '" + path + "'", true);
      continue;
    }
    const auto file_size = static_cast<std::uint64_t>(f.tellg());
    std::vector<std::uint8_t> bytes(static_cast<std::size_t>(r.size));
    f.seekg(static_cast<std::streamoff>(r.offset));
    f.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    const auto got = static_cast<std::size_t>(std::max<std::streamsize>(0, f.gcount()));
    p.app->table_answer(r.id, bytes.data(), got, file_size);
  }
}
#endif

void iterate(void* data) {
  auto& p = *static_cast<Platform*>(data);
  SDL_Event event;
  while (SDL_PollEvent(&event)) p.app->handle_event(event);
  const std::uint64_t drawn = p.app->frames_drawn();
  p.app->frame(SDL_GetTicks64() - p.start_ms);
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

#ifndef __EMSCRIPTEN__
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
#endif

#ifdef __EMSCRIPTEN__
// The canvas fills the page: follow the browser window's size.
EM_BOOL on_browser_resize(int, const EmscriptenUiEvent* e, void* data) {
  auto& p = *static_cast<Platform*>(data);
  SDL_SetWindowSize(p.window, e->windowInnerWidth, e->windowInnerHeight);
  return EM_FALSE;
}
#endif

}  // namespace

#ifdef __EMSCRIPTEN__
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
#endif

#ifdef __EMSCRIPTEN__
// The page address works like a command line: ?rules=finkel&dark=king&fast starts a game.
// Every setting is checked on its own (ui/link_settings.hpp); the problems are shown all
// at once in a notice, with what was done instead, and the game opens as far as it can.
std::vector<std::string> apply_url_options(Options& o) {
  // One "key=value" per line, already decoded by the browser (a bare "key" reads as "key=").
  char* query = reinterpret_cast<char*>(EM_ASM_INT({
    return allocateUTF8(Array.from(new URLSearchParams(location.search)).map(function(kv) {
      var nl = String.fromCharCode(10);
      return kv[0].split(nl).join(" ") + "=" + kv[1].split(nl).join(" ");
    }).join('\n'));
  }));
  std::string q = query ? query : "";
  std::free(query);
  std::vector<ur::LinkItem> items;
  std::size_t start = 0;
  while (start < q.size() && items.size() < 64) {
    std::size_t nl = q.find('\n', start);
    if (nl == std::string::npos) nl = q.size();
    const std::string item = q.substr(start, nl - start);
    start = nl + 1;
    if (item.empty()) continue;
    const std::size_t eq = item.find('=');
    if (eq == std::string::npos) items.push_back({item, std::nullopt});
    else items.push_back({item.substr(0, eq), item.substr(eq + 1)});
  }
  const ur::LinkSettings s = ur::read_link_settings(items);
  o.rules = s.rules;
  o.players = s.players;
  o.fast = s.fast;
  return s.problems;
}

// The answer to a table range request (ur_fetch_table_range): status 206 with the bytes
// and the file's size, or the HTTP status of a refusal (0: network error, -1: no answer in time).
extern "C" EMSCRIPTEN_KEEPALIVE void ur_table_answer(int id, int status, const std::uint8_t* bytes, int size, double file_size) {
  if (!g_platform.app) return;
  if (status == 206) {
    g_platform.app->table_answer(id, bytes, static_cast<std::size_t>(size), static_cast<std::uint64_t>(file_size));
    return;
  }
  std::string why;
  switch (status) {
    case 200: why = "the server sent the whole file instead of the range asked for (it does not support range requests)"; break;
    case 404: why = "not found on this site (HTTP 404)"; break;
    case 0: why = "could not be fetched (network error)"; break;
    case -1: why = "no answer within 20 s"; break;
    default: why = "refused (HTTP " + std::to_string(status) + ")"; break;
  }
  g_platform.app->table_failed(id, why, status == 200);
}

// The answer to ur_fetch_table_index: HTTP 200 with the index's text, else the status
// (0: network error). No index means no tables on this site, said once in the log.
extern "C" EMSCRIPTEN_KEEPALIVE void ur_table_index(int status, const char* text) {
  if (!g_platform.app) return;
  if (status == 200) return g_platform.app->table_index(text ? text : "");
  g_platform.app->table_index_failed(status == 0 ? "tables/index.txt could not be fetched (network error)"
                                                 : "this site has no tables/index.txt (HTTP " + std::to_string(status) + ")");
}

extern "C" EMSCRIPTEN_KEEPALIVE void ur_set_online(int online) {
  if (g_platform.app) g_platform.app->set_online(online != 0);
}

// Frame-time statistics of the game's own work since the last call (for the browser tests).
extern "C" EMSCRIPTEN_KEEPALIVE const char* ur_frame_report() {
  static std::string json;
  json = g_platform.app ? g_platform.app->frame_work_report() : "{}";
  return json.c_str();
}
#endif

// Correspondence games by link (ui/sdl_correspondence.cpp): the page's address without its
// fragment (a link is it + "#g=CODE"), the fragment's game code (read here: a fragment
// never goes to the host), copying and sharing a link, and a new fragment in the same tab
// (the address bar, or a test's page.goto) opened like a paste.
#ifdef __EMSCRIPTEN__
EM_JS(char*, ur_link_page_js, (), { return allocateUTF8(location.origin + location.pathname); });
EM_JS(char*, ur_link_fragment_js, (), {
  var m = /(?:^#|&)g=([^&]*)/.exec(location.hash);
  return allocateUTF8(m ? m[1] : "");
});
EM_JS(void, ur_link_watch_js, (), {
  window.addEventListener('hashchange', function() {
    if (!/(?:^#|&)g=/.test(location.hash)) return;
    var t = allocateUTF8(location.href);
    var f = allocateUTF8("the page's address");
    _ur_open_record(t, f, 0);
    _free(t);
    _free(f);
  });
});
EM_JS(int, ur_link_copy_js, (const char* text), {
  var t = UTF8ToString(text);
  window.urCopiedLink = t;  // for the tests
  if (navigator.clipboard && navigator.clipboard.writeText) {
    navigator.clipboard.writeText(t).catch(function() {});
    return 1;
  }
  return 0;
});
EM_JS(int, ur_link_can_share_js, (), { return navigator.share ? 1 : 0; });
EM_JS(void, ur_link_share_js, (const char* link), {
  var l = UTF8ToString(link);
  navigator.share({title: 'The Royal Game of Ur', text: 'Your turn in our game of Ur:', url: l}).catch(function() {});
});
#endif

static ur::App::LinkHooks link_hooks() {
  ur::App::LinkHooks h;
#ifdef __EMSCRIPTEN__
  char* page = ur_link_page_js();
  h.page = page ? page : "";
  std::free(page);
  h.copy = [](const std::string& text) { return ur_link_copy_js(text.c_str()) != 0; };
  if (ur_link_can_share_js()) h.share = [](const std::string& link) {
    ur_link_share_js(link.c_str());
    return true;
  };
#else
  const char* page = std::getenv("UR_LINK_PAGE");  // the site the desktop's links open (else the code is what counts)
  h.page = page && *page ? page : "https://royal-game-of-ur.invalid/";
  h.copy = [](const std::string& text) { return SDL_SetClipboardText(text.c_str()) == 0; };
#endif
  return h;
}

int main(int argc, char** argv) {
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
  {
    char* code = ur_link_fragment_js();
    if (code && *code) p.options.open_link = code;
    std::free(code);
    ur_link_watch_js();
  }
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
  ur_watch_connection();
  emscripten_set_resize_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, &p, EM_FALSE, on_browser_resize);
  emscripten_set_main_loop_arg(iterate, &p, 0, 1);  // 0: the display's frame rate
#else
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
#endif
}
