// The path on the board (ui/path_guide.hpp) for every rule set's paths, on a phone held
// upright (the board turned a quarter) and on a desktop: the line comes in from the mover's
// waiting pieces, runs through every square of the path in order and in the board's own
// orientation, goes off beside the last square, points its chevrons the way pieces go, and
// marks the squares the other side's path crosses; How to play's path page on a phone
// stands its board the way the game's does. And when the game shows it.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <string>

#include "core/rules.hpp"
#include "ui/describe.hpp"
#include "ui/layout.hpp"
#include "ui/path_guide.hpp"
#include "ui/screens/howto/howto.hpp"

using namespace ur;

namespace {

bool inside(const PathPoint& p, const Rect& r) { return r.contains(p.x, p.y); }

bool inside(const Rect& inner, const Rect& outer) {
  return inner.x >= outer.x - 0.01f && inner.y >= outer.y - 0.01f && inner.x + inner.w <= outer.x + outer.w + 0.01f &&
         inner.y + inner.h <= outer.y + outer.h + 0.01f;
}

struct Screen {
  const char* name;
  int width, height;
  float ratio;
  bool upright;
};
constexpr Screen kScreens[] = {{"phone", 1170, 2532, 3, true}, {"desktop", 1280, 800, 1, false}};

// Checks a guide against the rules, the squares and the board's way round.
void check_guide(const RuleSet& r, Side side, const PathGuide& g, const std::function<Rect(SquareId)>& square, const Rect& pool,
                 const Rect& board, float cell, bool upright) {
  const int n = r.path_length;
  REQUIRE(g.line.size() == static_cast<std::size_t>(n + 1 + (r.can_bear_off ? 1 : 0)));
  // It comes in from the waiting pieces, beside the first square, off the board.
  CHECK(inside(g.entry, pool));
  CHECK_FALSE(inside(g.entry, board));
  CHECK(g.line.front().x == g.entry.x);
  CHECK(g.line.front().y == g.entry.y);
  const Rect first = square(square_of(r, side, 0));
  CHECK(std::fabs(upright ? g.entry.y - first.cy() : g.entry.x - first.cx()) < 0.01f);
  // It goes off beside the last square, into the same row (or column) of pieces.
  if (r.can_bear_off) {
    REQUIRE(g.exit);
    CHECK(inside(*g.exit, pool));
    const Rect last = square(square_of(r, side, n - 1));
    CHECK(std::fabs(upright ? g.exit->y - last.cy() : g.exit->x - last.cx()) < 0.01f);
  } else {
    CHECK_FALSE(g.exit);
  }
  // Every square of the path in order, its point inside the square, near its middle.
  for (int i = 0; i < n; ++i) {
    const Rect q = square(square_of(r, side, i));
    const PathPoint& p = g.line[static_cast<std::size_t>(i) + 1];
    CAPTURE(i);
    CHECK(inside(p, q));
    CHECK(std::hypot(p.x - q.cx(), p.y - q.cy()) < cell * 0.3f);
  }
  // Each step between neighbouring squares goes the way the board stands: along a row is
  // across the screen on a landscape board and up it on an upright one (column 0 at the
  // bottom); from one row to the next, down a landscape board and right on an upright one.
  for (int i = 0; i + 1 < n; ++i) {
    const SquareId a = square_of(r, side, i), b = square_of(r, side, i + 1);
    const int dr = r.board.row(b) - r.board.row(a), dc = r.board.col(b) - r.board.col(a);
    const PathPoint& p = g.line[static_cast<std::size_t>(i) + 1];
    const PathPoint& q = g.line[static_cast<std::size_t>(i) + 2];
    const float dx = q.x - p.x, dy = q.y - p.y;
    CAPTURE(i);
    if (dr == 0 && std::abs(dc) == 1) {
      if (upright) {
        CHECK(dy * static_cast<float>(dc) < -cell * 0.5f);
        CHECK(std::fabs(dx) < cell * 0.3f);
      } else {
        CHECK(dx * static_cast<float>(dc) > cell * 0.5f);
        CHECK(std::fabs(dy) < cell * 0.3f);
      }
    } else if (dc == 0 && std::abs(dr) == 1) {
      if (upright) {
        CHECK(dx * static_cast<float>(dr) > cell * 0.5f);
      } else {
        CHECK(dy * static_cast<float>(dr) > cell * 0.5f);
      }
    }
  }
  // The chevrons point the way of their step.
  CHECK(g.chevrons.size() >= static_cast<std::size_t>(n - 1));
  for (const PathChevron& c : g.chevrons) {
    const PathPoint& a = g.line[static_cast<std::size_t>(c.step)];
    const PathPoint& z = g.line[static_cast<std::size_t>(c.step) + 1];
    const float len = std::hypot(z.x - a.x, z.y - a.y);
    CHECK((z.x - a.x) / len * c.dx + (z.y - a.y) / len * c.dy > 0.99f);
  }
  // Shared squares: exactly those the other side's path crosses, walked from its path.
  const Side other = side == kLight ? kDark : kLight;
  std::vector<int> shared;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      if (square_of(r, other, j) == square_of(r, side, i)) {
        shared.push_back(i);
        break;
      }
  CHECK(g.shared == shared);
  REQUIRE(g.step_shared.size() + 1 == g.line.size());
  for (int i = 0; i + 1 < n; ++i) {
    const bool both = std::find(shared.begin(), shared.end(), i) != shared.end() &&
                      std::find(shared.begin(), shared.end(), i + 1) != shared.end();
    CHECK(g.step_shared[static_cast<std::size_t>(i) + 1] == both);
  }
  // A square crossed twice shows both crossings apart (the lanes on either side), further
  // apart than the lines are wide (0.05 of a square on the game's board, 0.07 in How to play).
  for (const int i : g.twice) {
    const SquareId sq = square_of(r, side, i);
    const int j = r.index_of[side][sq][0] == i ? r.index_of[side][sq][1] : r.index_of[side][sq][0];
    const PathPoint& a = g.line[static_cast<std::size_t>(i) + 1];
    const PathPoint& b = g.line[static_cast<std::size_t>(j) + 1];
    CAPTURE(i);
    CHECK(std::hypot(a.x - b.x, a.y - b.y) > cell * 0.12f);
  }
}

}  // namespace

TEST_CASE("the path on the game's board, every rule set, both sides, on a phone and a desktop") {
  int with_shared = 0, with_twice = 0, never_off = 0;
  for (const RuleSet& r : all_rule_sets())
    for (const Screen& s : kScreens) {
      const Layout l = compute_layout(s.width, s.height, 0, r.board, s.ratio);
      CAPTURE(r.name);
      CAPTURE(s.name);
      REQUIRE(l.upright == s.upright);
      for (const Side side : {kLight, kDark}) {
        CAPTURE(side);
        const auto square = [&](SquareId sq) { return l.square_of(sq); };
        const PathGuide g = path_guide(r, side, l.frame(), l.pool[side]);
        check_guide(r, side, g, square, l.pool[side], l.board_bounds, l.cell, l.upright);
        const Rect screen{0, 0, static_cast<float>(l.width), static_cast<float>(l.height)};
        for (const PathPoint& p : g.line) CHECK(inside(p, screen));
        with_shared += !g.shared.empty();
        with_twice += !g.twice.empty();
        never_off += !g.exit;
      }
    }
  CHECK(with_shared > 0);
  CHECK_MESSAGE(with_twice > 0, "some rule set's path comes back over its own squares");
  CHECK_MESSAGE(never_off > 0, "ravensburger's pieces never leave the board");
}

TEST_CASE("the royal path: Light comes in on square 4 of its own row, shares the middle eight, goes off from its own row") {
  const RuleSet& r = rule_set(RuleSetId::Finkel);
  const Layout l = compute_layout(1280, 800, 0, r.board, 1);
  const PathGuide g = path_guide(r, kLight, l.frame(), l.pool[kLight]);
  CHECK(g.shared == std::vector<int>{4, 5, 6, 7, 8, 9, 10, 11});
  CHECK(g.twice.empty());
  // The pieces wait above the board: in from above square 4 (column 3), off above column 6.
  CHECK(g.entry.y < l.board_bounds.y);
  CHECK(std::fabs(g.entry.x - l.square(0, 3).cx()) < 0.01f);
  REQUIRE(g.exit);
  CHECK(std::fabs(g.exit->x - l.square(0, 6).cx()) < 0.01f);
  // Gold, then carnelian down the middle row, then gold again.
  CHECK_FALSE(g.step_shared[2]);
  CHECK(g.step_shared[6]);
  CHECK_FALSE(g.step_shared[13]);
}

TEST_CASE("How to play's path page on a phone stands its board upright, as the game's, and on a desktop lies as the game's") {
  for (const Screen& s : kScreens)
    for (const RuleSet& r : all_rule_sets()) {
      CAPTURE(s.name);
      CAPTURE(r.name);
      const std::vector<HowToSection> sections = howto_sections(r);
      for (std::size_t i = 0; i < sections.size(); ++i) {
        const HowToDrawingKind kind = sections[i].drawing.kind;
        if (kind != HowToDrawingKind::Path && kind != HowToDrawingKind::Board) continue;
        const HowToLayout h = howto_layout(s.width, s.height, s.ratio, static_cast<int>(i), static_cast<int>(sections.size()), kind);
        const Layout game = compute_layout(s.width, s.height, 0, r.board, s.ratio);
        CHECK(h.board_upright == game.upright);
        const HowToBoard b = howto_board(h.drawing, r.board, h.board_upright);
        CHECK(inside(b.bounds, h.drawing));
        CHECK(inside(b.pool[kLight], h.drawing));
        CHECK(inside(b.pool[kDark], h.drawing));
        for (int row = 0; row < 3; ++row)
          for (int col = 0; col < r.board.cols; ++col)
            if (r.board.on_board(row, col)) CHECK(inside(b.square(row, col), b.bounds));
        if (kind != HowToDrawingKind::Path) continue;
        const auto square = [&](SquareId sq) { return b.square_of(sq); };
        const PathGuide g = path_guide(r, kLight, b.frame(), b.pool[kLight]);
        check_guide(r, kLight, g, square, b.pool[kLight], b.bounds, b.cell, b.upright);
        // Upright, its squares are as large as the landscape drawing's would be, near enough.
        if (b.upright) CHECK(b.cell > howto_board(h.drawing, r.board, false).cell * 0.8f);
      }
    }
}

TEST_CASE("when the game shows the path: the first games of a rule set until hidden, always, never; the tour") {
  CHECK(path_shown(PathShow::First, 0, false, false));
  CHECK(path_shown(PathShow::First, kPathFirstGames - 1, false, false));
  CHECK_FALSE(path_shown(PathShow::First, kPathFirstGames, false, false));
  CHECK_FALSE(path_shown(PathShow::First, 0, true, false));
  CHECK_MESSAGE(path_shown(PathShow::First, 0, true, true), "the tour shows it, hidden or not");
  CHECK(path_shown(PathShow::Always, 50, true, false));
  CHECK_FALSE(path_shown(PathShow::Never, 0, false, true));
  for (const PathShow s : {PathShow::First, PathShow::Always, PathShow::Never}) CHECK(parse_path_show(path_show_pref(s)) == s);
  CHECK(parse_path_show("") == PathShow::First);
  CHECK_FALSE(parse_path_show("sometimes"));
}
