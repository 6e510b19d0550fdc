// The path's geometry (path_guide.hpp): its lane through the squares, its ends beside the
// waiting pieces, its chevrons, the squares shared with the other side, and when the game
// shows it.
#include "ui/path_guide.hpp"

#include <algorithm>
#include <cmath>

#include "ui/describe.hpp"

namespace ur {
namespace {

constexpr float kLane = 0.15f;    // the line's offset right of travel, in squares
constexpr float kInset = 0.25f;   // the ends: this far inside the waiting pieces' area, in squares

PathPoint centre(const Rect& q) { return {q.cx(), q.cy()}; }

// A point level with `p` along the board's long axis, just inside the pool's edge that
// faces the board.
PathPoint beside(PathPoint p, const Rect& pool, const Rect& board_side_of, float cell) {
  if (pool.w >= pool.h) {  // a row above or below the board
    const bool above = pool.cy() < board_side_of.cy();
    return {p.x, above ? pool.y + pool.h - kInset * cell : pool.y + kInset * cell};
  }
  const bool left = pool.cx() < board_side_of.cx();  // a column beside an upright board
  return {left ? pool.x + pool.w - kInset * cell : pool.x + kInset * cell, p.y};
}

}  // namespace

PathGuide path_guide(const RuleSet& r, Side side, const BoardFrame& board, const Rect& pool) {
  PathGuide g;
  const float cell = board.cell;
  const auto square = [&](SquareId sq) { return board.square(r.board.row(sq), r.board.col(sq)); };
  if (r.path_length <= 0) return g;
  const Rect first = square(square_of(r, side, 0));
  const Rect last = square(square_of(r, side, r.path_length - 1));
  g.entry = beside(centre(first), pool, first, cell);
  if (r.can_bear_off) g.exit = beside(centre(last), pool, last, cell);

  std::vector<PathPoint> pts{g.entry};
  for (int i = 0; i < r.path_length; ++i) pts.push_back(centre(square(square_of(r, side, i))));
  if (g.exit) pts.push_back(*g.exit);
  // Each step moved right of its travel; consecutive steps share a corner, kept as the
  // mean of their two ends there (the ends themselves stay where they are).
  std::vector<PathPoint> shifted;
  const float off = cell * kLane;
  for (std::size_t i = 0; i + 1 < pts.size(); ++i) {
    const float dx = pts[i + 1].x - pts[i].x, dy = pts[i + 1].y - pts[i].y;
    const float len = std::max(0.01f, std::hypot(dx, dy));
    const float nx = -dy / len * off, ny = dx / len * off;
    shifted.push_back({pts[i].x + nx, pts[i].y + ny});
    shifted.push_back({pts[i + 1].x + nx, pts[i + 1].y + ny});
  }
  g.line.push_back(pts.front());
  for (std::size_t i = 1; i + 1 < shifted.size(); i += 2)
    g.line.push_back({(shifted[i].x + shifted[i + 1].x) / 2, (shifted[i].y + shifted[i + 1].y) / 2});
  g.line.push_back(pts.back());

  // A chevron halfway along every step long enough to show one.
  for (std::size_t i = 0; i + 1 < g.line.size(); ++i) {
    const PathPoint a = g.line[i], z = g.line[i + 1];
    const float dx = z.x - a.x, dy = z.y - a.y;
    const float len = std::hypot(dx, dy);
    if (len < cell * 0.5f) continue;
    g.chevrons.push_back({{(a.x + z.x) / 2, (a.y + z.y) / 2}, dx / len, dy / len, static_cast<int>(i)});
  }

  const Side other = side == kLight ? kDark : kLight;
  // on[k]: line point k is (beside) a square the other side's path crosses.
  std::vector<bool> on(g.line.size(), false);
  for (int i = 0; i < r.path_length; ++i) {
    const SquareId sq = square_of(r, side, i);
    if (r.index_of[other][sq][0] != 0xFF) {
      g.shared.push_back(i);
      on[static_cast<std::size_t>(i) + 1] = true;
    }
    if (r.index_of[side][sq][1] != 0xFF) g.twice.push_back(i);
  }
  on.front() = on[1];
  if (g.exit) on.back() = on[on.size() - 2];
  for (std::size_t k = 0; k + 1 < on.size(); ++k) g.step_shared.push_back(on[k] && on[k + 1]);
  return g;
}

std::string_view path_show_pref(PathShow s) {
  switch (s) {
    case PathShow::Always: return "always";
    case PathShow::Never: return "never";
    case PathShow::First: break;
  }
  return "first";
}

std::optional<PathShow> parse_path_show(std::string_view text) {
  if (text.empty() || text == "first") return PathShow::First;
  if (text == "always") return PathShow::Always;
  if (text == "never") return PathShow::Never;
  return std::nullopt;
}

bool path_shown(PathShow s, int finished, bool dismissed, bool tour) {
  switch (s) {
    case PathShow::Always: return true;
    case PathShow::Never: return false;
    case PathShow::First: break;
  }
  return tour || (!dismissed && finished < kPathFirstGames);
}

}  // namespace ur
