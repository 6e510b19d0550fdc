// The Queen's networks from the site or the disk (net_fetch.hpp).
#include "platform/net_fetch.hpp"

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string_view>

#include "ui/sdl_app.hpp"
#include "platform/install_paths.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

namespace {
ur::App* g_app = nullptr;  // the game the answers go to
}

// Browser: the whole file; the bytes come back through ur_net_answer (status 200), or the
// status alone (0: a network error, -1: no answer within 20 s).
EM_JS(void, ur_fetch_net_js, (const char* file), {
  var name = UTF8ToString(file);
  var abort = new AbortController();
  var done = false;
  var answer = function(status, bytes) {
    if (done) return;
    done = true;
    clearTimeout(timer);
    var n = bytes ? bytes.length : 0;
    var ptr = n ? _malloc(n) : 0;
    if (n) HEAPU8.set(bytes, ptr);
    var f = allocateUTF8(name);
    _ur_net_answer(f, status, ptr, n);
    _free(f);
    if (ptr) _free(ptr);
  };
  var timer = setTimeout(function() { abort.abort(); answer(-1, null); }, 20000);
  fetch("nets/" + name, {signal: abort.signal})
    .then(function(response) {
      if (response.status !== 200) return answer(response.status, null);
      return response.arrayBuffer().then(function(buffer) { answer(200, new Uint8Array(buffer)); });
    })
    .catch(function() { answer(0, null); });
});

extern "C" EMSCRIPTEN_KEEPALIVE void ur_net_answer(const char* file, int status, const std::uint8_t* bytes, int size) {
  if (!g_app || !file) return;
  if (status == 200) return g_app->net_answer(file, bytes, static_cast<std::size_t>(size));
  g_app->net_failed(file, status == 0    ? "a network error"
                          : status == -1 ? "no answer within 20 s"
                                         : "HTTP " + std::to_string(status));
}
#endif

namespace ur {

#ifdef __EMSCRIPTEN__
std::vector<std::string> available_nets() {
  std::vector<std::string> out;
  std::string_view list = UR_SHIPPED_NETS;  // "finkel-7.urn,..." (CMakeLists.txt)
  while (!list.empty()) {
    const std::size_t comma = list.find(',');
    if (comma != 0) out.emplace_back(list.substr(0, comma));
    if (comma == std::string_view::npos) break;
    list.remove_prefix(comma + 1);
  }
  return out;
}

void fetch_nets(App& app) {
  g_app = &app;
  for (const std::string& file : app.take_net_requests()) ur_fetch_net_js(file.c_str());
}
#else
namespace {
std::filesystem::path net_dir() {
  const char* dir = std::getenv("UR_NET_DIR");
  if (dir && *dir) return dir;
  if (const auto shipped = install::shipped_dir()) return *shipped / "nets";  // an installed copy's
  return UR_NET_DIR;
}
}  // namespace

std::vector<std::string> available_nets() {
  std::vector<std::string> out;
  std::error_code ec;
  for (const auto& e : std::filesystem::directory_iterator(net_dir(), ec))
    if (e.path().extension() == ".urn") out.push_back(e.path().filename().string());
  return out;
}

void fetch_nets(App& app) {
  for (const std::string& file : app.take_net_requests()) {
    const std::filesystem::path path = net_dir() / file;
    std::ifstream f(path, std::ios::binary);
    if (!f) {
      app.net_failed(file, "cannot open " + path.string());
      continue;
    }
    const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    app.net_answer(file, bytes.data(), bytes.size());
  }
}
#endif

}  // namespace ur
