// A press on a scrolling list (the start screen's gallery, Your games, the review's moves):
// a tap if it ends where it began, else a drag that scrolls the list with the finger.
#pragma once

#include <cmath>
#include <optional>

namespace ur {

struct DragScroll {
  float x = 0, y = 0;  // where it went down
  float scroll = 0;    // the list's scroll then (in the list's own unit)
  bool down = false, dragged = false;

  void press(float at_x, float at_y, float scroll_now) { *this = {at_x, at_y, scroll_now, true, false}; }
  // The pointer held down moved to at_y: how far it is from where it went down, once it
  // has moved more than `slop` (then it is a drag, never a tap); none before that.
  std::optional<float> drag(float at_y, float slop) {
    if (!down) return std::nullopt;
    const float dy = at_y - y;
    if (std::abs(dy) > slop) dragged = true;
    if (!dragged) return std::nullopt;
    return dy;
  }
  // Let go: true when it was a tap (at x, y).
  bool release() {
    if (!down) return false;
    down = false;
    return !dragged;
  }
};

}  // namespace ur
