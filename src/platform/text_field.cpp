#include "platform/text_field.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

#include <cstdlib>

namespace {
// Shown: placed over the game's field (CSS pixels) and focused; its text set only when it
// was hidden, so a move of the field (a turned phone) keeps what is being typed. Enter and
// Esc are noted for the game to take; no key reaches the game's own handlers meanwhile.
EM_JS(void, ur_text_field_show_js, (float x, float y, float w, float h, const char* text, const char* label), {
  var f = document.getElementById('text-field');
  if (!f) return;
  if (!f.urWired) {
    f.urWired = true;
    ['keydown', 'keypress', 'keyup'].forEach(function(kind) {
      f.addEventListener(kind, function(e) {
        e.stopPropagation();
        if (kind !== 'keydown') return;
        if (e.key === 'Enter') { window.urTextFieldKey = 1; e.preventDefault(); }
        else if (e.key === 'Escape') { window.urTextFieldKey = 2; e.preventDefault(); }
      });
    });
  }
  if (f.hidden) f.value = UTF8ToString(text);
  f.setAttribute('aria-label', UTF8ToString(label));
  f.style.left = x + 'px';
  f.style.top = y + 'px';
  f.style.width = w + 'px';
  f.style.height = h + 'px';
  f.hidden = false;
  window.urTextFieldKey = 0;
  f.focus();
  f.setSelectionRange(f.value.length, f.value.length);
});
EM_JS(char*, ur_text_field_text_js, (), {
  var f = document.getElementById('text-field');
  return allocateUTF8(f && !f.hidden ? f.value : "");
});
EM_JS(int, ur_text_field_key_js, (), {
  var k = window.urTextFieldKey || 0;
  window.urTextFieldKey = 0;
  return k;
});
EM_JS(void, ur_text_field_hide_js, (), {
  var f = document.getElementById('text-field');
  if (!f) return;
  f.blur();
  f.hidden = true;
  var c = document.getElementById('canvas');
  if (c) c.focus();
});
}  // namespace
#endif

namespace ur {

TextFieldHooks platform_text_field() {
  TextFieldHooks h;
#ifdef __EMSCRIPTEN__
  h.show = [](float x, float y, float w, float h, const std::string& text, const std::string& label) {
    ur_text_field_show_js(x, y, w, h, text.c_str(), label.c_str());
  };
  h.text = [] {
    char* t = ur_text_field_text_js();
    std::string s = t ? t : "";
    std::free(t);
    return s;
  };
  h.take_key = [] { return ur_text_field_key_js(); };
  h.hide = [] { ur_text_field_hide_js(); };
#endif
  return h;
}

}  // namespace ur
