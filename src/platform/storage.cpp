#include "platform/storage.hpp"

#include <SDL.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace ur {

#ifdef __EMSCRIPTEN__
// Local storage, under "ur.doc.<name>": synchronous, so a step is kept before the next
// frame (a tab closed right after a move keeps it); a few kilobytes a game.
EM_JS(char*, ur_doc_read, (const char* name), {
  var v = null;
  try { v = window.localStorage.getItem('ur.doc.' + UTF8ToString(name)); } catch (e) { v = null; }
  return v === null ? 0 : stringToNewUTF8(v);
});
EM_JS(int, ur_doc_write, (const char* name, const char* text), {
  try { window.localStorage.setItem('ur.doc.' + UTF8ToString(name), UTF8ToString(text)); return 1; } catch (e) { return 0; }
});
EM_JS(void, ur_doc_remove, (const char* name), {
  try { window.localStorage.removeItem('ur.doc.' + UTF8ToString(name)); } catch (e) { }
});
EM_JS(char*, ur_tab_name, (), {
  var a = new Uint32Array(2);
  try { crypto.getRandomValues(a); } catch (e) { a[0] = Math.random() * 4294967296; a[1] = Date.now(); }
  return stringToNewUTF8('t' + a[0].toString(36) + a[1].toString(36));
});

Storage platform_storage() {
  return {[](const std::string& name) -> std::optional<std::string> {
            char* v = ur_doc_read(name.c_str());
            if (!v) return std::nullopt;
            std::string out = v;
            std::free(v);
            return out;
          },
          [](const std::string& name, const std::string& text) { return ur_doc_write(name.c_str(), text.c_str()) != 0; },
          [](const std::string& name) { ur_doc_remove(name.c_str()); }};
}

std::string new_tab_name() {
  char* v = ur_tab_name();
  std::string out = v;
  std::free(v);
  return out;
}
#else
namespace {

std::string folder() {
  if (const char* dir = std::getenv("UR_PREFS_DIR")) return std::string(dir) + "/";
  char* base = SDL_GetPrefPath("ur", "ur");
  if (!base) return "";
  std::string path = base;
  SDL_free(base);
  return path;
}

}  // namespace

// Files "<name>.txt" in the user data folder, each written beside and renamed over, so
// a game killed mid-write keeps the previous save whole.
Storage platform_storage() {
  return {[](const std::string& name) -> std::optional<std::string> {
            const std::string dir = folder();
            if (dir.empty()) return std::nullopt;
            std::ifstream in(dir + name + ".txt", std::ios::binary);
            if (!in) return std::nullopt;
            std::ostringstream text;
            text << in.rdbuf();
            return text.str();
          },
          [](const std::string& name, const std::string& text) {
            const std::string dir = folder();
            if (dir.empty()) return false;
            const std::string path = dir + name + ".txt", tmp = path + ".new";
            {
              std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
              out << text;
              out.flush();
              if (!out) return false;
            }
            // std::filesystem's rename replaces the old file on Windows too (std::rename fails there).
            std::error_code ec;
            std::filesystem::rename(tmp, path, ec);
            return !ec;
          },
          [](const std::string& name) {
            const std::string dir = folder();
            if (!dir.empty()) std::remove((dir + name + ".txt").c_str());
          }};
}

std::string new_tab_name() {
  std::random_device random;
  return "p" + std::to_string(random()) + std::to_string(random());
}
#endif

}  // namespace ur
