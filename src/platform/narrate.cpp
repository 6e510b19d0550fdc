#include "platform/narrate.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

namespace {
// Each text is a paragraph of its own (a screen reader reads what is added); the last
// five are kept, so the region never grows.
EM_JS(void, ur_narrate_js, (const char* text), {
  var t = UTF8ToString(text);
  var log = window.urNarration = window.urNarration || [];
  log.push(t);
  if (log.length > 500) log.splice(0, log.length - 500);
  var region = document.getElementById('narration');
  if (!region) return;
  var p = document.createElement('p');
  p.textContent = t;
  region.appendChild(p);
  while (region.childNodes.length > 5) region.removeChild(region.firstChild);
});
}  // namespace
#endif

namespace ur {

std::function<void(const std::string& text)> platform_narrator() {
#ifdef __EMSCRIPTEN__
  return [](const std::string& text) { ur_narrate_js(text.c_str()); };
#else
  return {};
#endif
}

}  // namespace ur
