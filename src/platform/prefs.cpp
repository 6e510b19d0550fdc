#include "platform/prefs.hpp"

#include <SDL.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace ur {

// Small remembered settings: the browser's local storage (a page that may not use it
// forgets them, and says nothing), or prefs.txt in the desktop's user data folder, one
// "key=value" a line (lines that are not are ignored, and kept).
#ifdef __EMSCRIPTEN__
EM_JS(char*, ur_pref_get, (const char* key), {
  var v = null;
  try { v = window.localStorage.getItem('ur.' + UTF8ToString(key)); } catch (e) { v = null; }
  return v === null ? 0 : stringToNewUTF8(v);
});
EM_JS(void, ur_pref_set, (const char* key, const char* value), {
  try { window.localStorage.setItem('ur.' + UTF8ToString(key), UTF8ToString(value)); } catch (e) { }
});

App::PrefStore platform_prefs() {
  return {[](const std::string& key) {
            char* v = ur_pref_get(key.c_str());
            std::string out = v ? v : "";
            std::free(v);
            return out;
          },
          [](const std::string& key, const std::string& value) { ur_pref_set(key.c_str(), value.c_str()); }};
}
#else
namespace {

std::string pref_file() {
  if (const char* dir = std::getenv("UR_PREFS_DIR")) return std::string(dir) + "/prefs.txt";
  char* base = SDL_GetPrefPath("ur", "ur");
  if (!base) return "";
  std::string path = std::string(base) + "prefs.txt";
  SDL_free(base);
  return path;
}

}  // namespace

App::PrefStore platform_prefs() {
  auto read_lines = [] {
    std::vector<std::string> lines;
    std::ifstream in(pref_file());
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
  };
  return {[read_lines](const std::string& key) {
            for (const std::string& line : read_lines())
              if (line.rfind(key + "=", 0) == 0) return line.substr(key.size() + 1);
            return std::string();
          },
          [read_lines](const std::string& key, const std::string& value) {
            const std::string path = pref_file();
            if (path.empty()) return;
            std::vector<std::string> lines = read_lines();
            bool found = false;
            for (std::string& line : lines)
              if (line.rfind(key + "=", 0) == 0) {
                line = key + "=" + value;
                found = true;
              }
            if (!found) lines.push_back(key + "=" + value);
            // Written beside, then renamed over: a cut-off write never leaves half a file.
            const std::string tmp = path + ".new";
            {
              std::ofstream out(tmp, std::ios::trunc);
              for (const std::string& line : lines) out << line << "\n";
              if (!out) {
                std::fprintf(stderr, "ur: cannot save settings to %s\n", tmp.c_str());
                return;
              }
            }
            // std::filesystem's rename replaces the old file on Windows too (std::rename fails there).
            std::error_code ec;
            std::filesystem::rename(tmp, path, ec);
            if (ec) std::fprintf(stderr, "ur: cannot save settings to %s\n", path.c_str());
          }};
}
#endif

}  // namespace ur
