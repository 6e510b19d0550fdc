// Perfect-play tables, fetched piece by piece as the game asks (main_parts.hpp): HTTP range
// requests in a browser, file reads on the desktop; and the browser's connection.
#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include "perfect/table.hpp"
#include "platform/main_parts.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

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

namespace ur::program {

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

#ifdef __EMSCRIPTEN__
void watch_connection() { ur_watch_connection(); }
#endif

}  // namespace ur::program

#ifdef __EMSCRIPTEN__
using ur::program::g_platform;

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
#endif
