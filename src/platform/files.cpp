#include "platform/files.hpp"

#include <SDL.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace ur {

#ifdef __EMSCRIPTEN__
namespace {

std::function<void(const std::string&, const std::string&, bool)> g_open;

}  // namespace
}  // namespace ur

// The page hands a record's text (or why it could not be read) back to the game here.
extern "C" EMSCRIPTEN_KEEPALIVE void ur_open_record(const char* text, const char* from, int failed) {
  if (ur::g_open) ur::g_open(text ? text : "", from ? from : "", failed != 0);
}

namespace ur {
namespace {

// A download of the text as a file (an <a download> clicked), kept in urLastRecord for
// the tests; 0 when the browser refused.
EM_JS(int, ur_download_record, (const char* name, const char* text), {
  var n = UTF8ToString(name), t = UTF8ToString(text);
  window.urLastRecord = {name: n, text: t};
  try {
    var url = URL.createObjectURL(new Blob([t], {type: 'text/plain;charset=utf-8'}));
    var a = document.createElement('a');
    a.href = url;
    a.download = n;
    a.style.display = 'none';
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function() { URL.revokeObjectURL(url); }, 60000);
    return 1;
  } catch (e) {
    return 0;
  }
});

// The text on the clipboard: the asynchronous clipboard API (the page's own origin, just
// after a click or key), else a hidden text area copied the old way.
EM_JS(int, ur_copy_text, (const char* text), {
  var t = UTF8ToString(text);
  var old_way = function() {
    var area = document.createElement('textarea');
    area.value = t;
    area.setAttribute('readonly', "");
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    var ok = false;
    try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
    area.remove();
    var canvas = document.getElementById('canvas');
    if (canvas) canvas.focus();
    return ok;
  };
  if (navigator.clipboard && navigator.clipboard.writeText) {
    navigator.clipboard.writeText(t).catch(function() { old_way(); });
    return 1;
  }
  return old_way() ? 1 : 0;
});

// The page's side of opening records: files dropped on the page, a paste (Ctrl+V goes to
// the browser, which fires the paste event, rather than to the game), a file picker, the
// clipboard read on request, and urOpenRecord(text) for the tests.
EM_JS(void, ur_listen_for_records_js, (), {
  var give = function(text, from, failed) {
    var t = allocateUTF8(String(text));
    var f = allocateUTF8(from);
    _ur_open_record(t, f, failed ? 1 : 0);
    _free(t);
    _free(f);
  };
  var read_file = function(file) {
    var from = 'the file ' + file.name;
    if (file.size > 2 * 1048576) return give('the file is ' + Math.round(file.size / 1024) + ' KB, too long for a game record', from, true);
    file.text().then(function(t) { give(t, from, false); }, function() { give('the file could not be read', from, true); });
  };
  Module.urPickRecordFile = function() {
    var input = document.createElement('input');
    input.type = 'file';
    input.accept = '.txt,.ur,text/plain';
    input.style.display = 'none';
    input.addEventListener('change', function() {
      var file = input.files && input.files[0];
      input.remove();
      if (file) read_file(file);
    });
    input.addEventListener('cancel', function() { input.remove(); });
    document.body.appendChild(input);
    input.click();
  };
  Module.urPasteRecord = function() {
    var refused = 'the browser did not let the game read the clipboard: press Ctrl+V (Cmd+V on a Mac) instead';
    if (!navigator.clipboard || !navigator.clipboard.readText) return give(refused, 'the clipboard', true);
    navigator.clipboard.readText().then(function(t) { give(t, 'the clipboard', false); }, function() { give(refused, 'the clipboard', true); });
  };
  window.urOpenRecord = function(text) { give(text, 'the page', false); };
  window.addEventListener('dragover', function(e) {
    e.preventDefault();
    if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
  });
  window.addEventListener('drop', function(e) {
    e.preventDefault();
    var file = e.dataTransfer && e.dataTransfer.files && e.dataTransfer.files[0];
    if (file) return read_file(file);
    var t = e.dataTransfer ? e.dataTransfer.getData('text/plain') : "";
    if (t) give(t, 'the text dropped', false);
  });
  window.addEventListener('keydown', function(e) {
    if ((e.ctrlKey || e.metaKey) && !e.altKey && (e.key === 'v' || e.key === 'V')) e.stopImmediatePropagation();
  }, true);
  document.addEventListener('paste', function(e) {
    var t = e.clipboardData ? e.clipboardData.getData('text/plain') : "";
    if (!t) return;
    e.preventDefault();
    give(t, 'the clipboard', false);
  });
});

EM_JS(void, ur_pick_record_file, (), { Module.urPickRecordFile(); });
EM_JS(void, ur_paste_record, (), { Module.urPasteRecord(); });

}  // namespace

App::RecordFiles platform_record_files() {
  App::RecordFiles f;
  f.export_text = [](const std::function<std::string(int)>& name, const std::string& text) {
    ExportOutcome out;
    out.downloaded = true;
    out.saved = ur_download_record(name(1).c_str(), text.c_str()) != 0;
    if (!out.saved) out.error = "the browser refused the download";
    out.copied = ur_copy_text(text.c_str()) != 0;
    return out;
  };
  f.pick = [] { ur_pick_record_file(); };
  f.paste = []() -> std::optional<std::string> {
    ur_paste_record();
    return std::nullopt;  // the text comes later, through ur_open_record
  };
  return f;
}

void listen_for_records(std::function<void(const std::string& text, const std::string& from, bool failed)> open) {
  g_open = std::move(open);
  ur_listen_for_records_js();
}

bool read_text_file(const std::string&, std::string&, std::string* error) {
  if (error) *error = "there are no files to open in a browser";
  return false;
}
#else
namespace {

// The separator the notice shows in an export's path (Windows' own there; both work).
#ifdef _WIN32
constexpr char kSeparator = '\\';
#else
constexpr char kSeparator = '/';
#endif

// Exports go to "records" in the user data folder ($UR_PREFS_DIR, else SDL's).
std::string records_folder() {
  std::string base;
  if (const char* dir = std::getenv("UR_PREFS_DIR")) {
    base = std::string(dir) + kSeparator;
  } else if (char* pref = SDL_GetPrefPath("ur", "ur")) {
    base = pref;
    SDL_free(pref);
  }
  return base.empty() ? "" : base + "records";
}

}  // namespace

App::RecordFiles platform_record_files() {
  App::RecordFiles f;
  f.export_text = [](const std::function<std::string(int)>& name, const std::string& text) {
    ExportOutcome out;
    out.copied = SDL_SetClipboardText(text.c_str()) == 0;
    const std::string dir = records_folder();
    std::error_code ec;
    if (dir.empty()) {
      out.error = "there is no user data folder";
    } else if (std::filesystem::create_directories(dir, ec); ec) {
      out.error = "the folder " + dir + " cannot be made (" + ec.message() + ")";
    } else {
      // A new file each time: the first free name of the day.
      std::string path;
      for (int copy = 1; copy < 1000; ++copy) {
        path = dir + kSeparator + name(copy);
        if (!std::filesystem::exists(path, ec)) break;
      }
      std::ofstream file(path, std::ios::binary);
      file << text;
      file.close();
      if (file) {
        out.saved = true;
        out.where = path;
      } else {
        out.error = "the file " + path + " cannot be written";
      }
    }
    return out;
  };
  f.paste = []() -> std::optional<std::string> {
    char* text = SDL_GetClipboardText();
    std::string out = text ? text : "";
    SDL_free(text);
    return out;
  };
  f.read_file = read_text_file;
  return f;
}

void listen_for_records(std::function<void(const std::string&, const std::string&, bool)>) {}

bool read_text_file(const std::string& path, std::string& text, std::string* error) {
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  if (ec) {
    if (error) *error = "cannot read " + path + ": " + ec.message();
    return false;
  }
  if (size > 2 * kLargestRecord) {
    if (error) *error = path + " is " + std::to_string(size / 1024) + " KB, too long for a game record";
    return false;
  }
  std::ifstream in(path, std::ios::binary);
  std::ostringstream all;
  all << in.rdbuf();
  if (!in) {
    if (error) *error = "cannot read " + path;
    return false;
  }
  text = all.str();
  return true;
}
#endif

}  // namespace ur
