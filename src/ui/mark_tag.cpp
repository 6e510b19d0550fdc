// Where a mark's tag goes (mark_tag.hpp).
#include "ui/mark_tag.hpp"

#include <algorithm>

namespace ur {

// Where a mark's tag goes. Over the lower edge of the mark by default; borne off into a
// narrow column (a phone held upright), under the mark, or over it where the pool's counts
// are under it; never over the status line and its buttons, always on the screen.
Rect mark_tag_band(const Layout& l, Side side, const Rect& to, bool into_column, float w, float px, int count_lines) {
  Rect band{to.cx() - w / 2 - px * 0.35f, to.y + to.h + mark_tag_reach(false, px) - px * 1.4f, w + px * 0.7f, px * 1.4f};
  const auto overlaps = [](const Rect& a, const Rect& b) {
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  };
  if (into_column) {
    const Rect& pool = l.pool[side];
    band.x = l.pool_line_x(side, band.w, px * 0.2f) - band.w / 2;
    // The counts: one part a line, around the middle of the column (draw_pools).
    const float lines_h = static_cast<float>(count_lines) * px * 1.2f;
    const Rect counts{0, pool.cy() - lines_h / 2 - px * 0.4f, static_cast<float>(l.width), lines_h + px * 0.8f};
    band.y = to.y + to.h + mark_tag_reach(true, px) - band.h;
    if (overlaps(band, counts)) band.y = to.y - band.h - px * 0.15f;
  }
  const float below_status = l.status.y + l.status.h + px * 0.1f;
  if (overlaps(band, l.status)) band.y = std::max(band.y, below_status);
  band.x = std::clamp(band.x, 2.0f, std::max(2.0f, static_cast<float>(l.width) - band.w - 2.0f));
  band.y = std::clamp(band.y, 2.0f, std::max(2.0f, static_cast<float>(l.height) - band.h - 2.0f));
  return band;
}

}  // namespace ur
