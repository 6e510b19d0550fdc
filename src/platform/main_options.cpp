// The command line and a page's address, read into the options (main_parts.hpp).
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "platform/install_paths.hpp"
#include "platform/main_parts.hpp"
#include "ui/link_settings.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace ur::program {
namespace {

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

}  // namespace

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
#endif

}  // namespace ur::program
