// Links (main_parts.hpp): copying and sharing a correspondence game's link, the page's
// address, and a game code in the page's fragment.
#include <cstdlib>
#include <string>

#include "platform/main_parts.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
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

namespace ur::program {

App::LinkHooks link_hooks() {
  App::LinkHooks h;
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

#ifdef __EMSCRIPTEN__
std::string link_fragment_watched() {
  char* code = ur_link_fragment_js();
  std::string out = code ? code : "";
  std::free(code);
  ur_link_watch_js();
  return out;
}
#endif

}  // namespace ur::program
