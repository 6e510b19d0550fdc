// What the screen tests share: the screen sizes they are checked at, whether one rectangle
// lies inside or over another, and a language chosen for one test case.
#pragma once

#include "i18n/i18n.hpp"
#include "ui/language.hpp"
#include "ui/layout.hpp"

namespace ur::test {

// CSS width, height and pixel ratio: laptops, a phone upright and on its side, a small
// phone, a small window, a tablet and a 4K screen.
struct ScreenSize {
  int w, h;
  float ratio;
};
inline constexpr ScreenSize kScreenSizes[] = {{1280, 800, 1}, {1366, 768, 1}, {390, 844, 3}, {844, 390, 3}, {360, 640, 2},
                                              {800, 600, 1},  {768, 1024, 2}, {1920, 1080, 1}, {1920, 1080, 2}};

inline bool inside(const Rect& inner, const Rect& outer) {
  return inner.x >= outer.x - 0.5f && inner.y >= outer.y - 0.5f && inner.x + inner.w <= outer.x + outer.w + 0.5f &&
         inner.y + inner.h <= outer.y + outer.h + 0.5f;
}

inline bool overlap(const Rect& a, const Rect& b) { return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h; }

// A language for a while; English again after it, even when a check fails.
struct InLanguage {
  explicit InLanguage(i18n::Language l) { set_current_language(l); }
  ~InLanguage() { set_current_language(i18n::Language::English); }
  InLanguage(const InLanguage&) = delete;
  InLanguage& operator=(const InLanguage&) = delete;
};

}  // namespace ur::test
