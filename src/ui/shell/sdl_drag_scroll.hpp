// A press on a scrolling list (drag_scroll.hpp) fed SDL's pointer events: down starts it
// at the list's scroll then, a held move drags the list with the finger, and up after no
// drag is a tap, answered with the button under it. Shared by the screens whose list
// scrolls and holds buttons (Your games, the settings).
#pragma once

#include <SDL.h>

#include <algorithm>
#include <functional>
#include <optional>
#include <vector>

#include "ui/screens.hpp"
#include "ui/shell/drag_scroll.hpp"

namespace ur {

// k: output pixels per event pixel; scroll_now: the list's scroll as laid out; scroll: the
// screen's own, set while dragging; buttons: those shown now (asked for only on a tap).
inline std::optional<int> drag_or_tap(DragScroll& press, const SDL_Event& e, float k, const std::function<float()>& scroll_now,
                                      float& scroll, const std::function<std::vector<Button>()>& buttons) {
  switch (e.type) {
    case SDL_MOUSEBUTTONDOWN:
      if (e.button.button == SDL_BUTTON_LEFT) press.press(static_cast<float>(e.button.x) * k, static_cast<float>(e.button.y) * k, scroll_now());
      return std::nullopt;
    case SDL_MOUSEMOTION:
      if (e.motion.state & SDL_BUTTON_LMASK)
        if (const auto dy = press.drag(static_cast<float>(e.motion.y) * k, 10.0f * k)) scroll = std::max(0.0f, press.scroll - *dy);
      return std::nullopt;
    case SDL_MOUSEBUTTONUP:
      if (e.button.button == SDL_BUTTON_LEFT && press.release()) return hit_button(buttons(), press.x, press.y);
      return std::nullopt;
    default: return std::nullopt;
  }
}

}  // namespace ur
