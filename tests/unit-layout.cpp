// Layout and hit-testing at phone, tablet and desktop sizes: the board must fit the
// screen, keep its squares square and in order, and a tap must find the square under it.
#include <doctest/doctest.h>

#include <algorithm>
#include <utility>
#include <vector>

#include "ui/layout.hpp"
#include "ui/mark_tag.hpp"

using namespace ur;

namespace {

bool inside(const Rect& inner, const Rect& outer) {
  return inner.x >= outer.x - 0.01f && inner.y >= outer.y - 0.01f && inner.x + inner.w <= outer.x + outer.w + 0.01f &&
         inner.y + inner.h <= outer.y + outer.h + 0.01f;
}

bool overlap(const Rect& a, const Rect& b) {
  return a.x < b.x + b.w - 0.01f && b.x < a.x + a.w - 0.01f && a.y < b.y + b.h - 0.01f && b.y < a.y + a.h - 0.01f;
}

const Rect kScreenOf(const Layout& l) { return {0, 0, static_cast<float>(l.width), static_cast<float>(l.height)}; }

}  // namespace

TEST_CASE("the board has twenty squares and five rosettes where rules.md puts them") {
  int squares = 0, rosettes = 0;
  for (int r = 0; r < kBoardRows; ++r)
    for (int c = 0; c < kBoardCols; ++c) {
      squares += is_board_square(r, c);
      rosettes += is_board_square(r, c) && is_rosette(r, c);
    }
  CHECK(squares == 20);
  CHECK(rosettes == 5);
  CHECK(is_rosette(0, 0));
  CHECK(is_rosette(2, 0));
  CHECK(is_rosette(1, 3));
  CHECK(is_rosette(0, 6));
  CHECK(is_rosette(2, 6));
  CHECK_FALSE(is_board_square(0, 4));
  CHECK_FALSE(is_board_square(2, 5));
  CHECK(is_board_square(1, 4));
}

TEST_CASE("every screen size fits the whole board, pools, status and dice without overlap") {
  const int sizes[][2] = {{360, 640}, {640, 360}, {390, 844}, {768, 1024}, {1024, 768}, {1280, 800},
                          {1920, 1080}, {3840, 2160}, {2560, 1080}, {200, 200}, {720, 1280}};
  for (const auto& s : sizes) {
    CAPTURE(s[0]);
    CAPTURE(s[1]);
    const Layout l = compute_layout(s[0], s[1]);
    const Rect screen = kScreenOf(l);
    CHECK(inside(l.board_bounds, screen));
    CHECK(inside(l.pool[0], screen));
    CHECK(inside(l.pool[1], screen));
    CHECK(inside(l.dice, screen));
    CHECK(inside(l.status, screen));
    CHECK_FALSE(overlap(l.board_bounds, l.pool[0]));
    CHECK_FALSE(overlap(l.board_bounds, l.pool[1]));
    CHECK_FALSE(overlap(l.board_bounds, l.dice));
    CHECK_FALSE(overlap(l.board_bounds, l.status));
    for (int r = 0; r < kBoardRows; ++r)
      for (int c = 0; c < kBoardCols; ++c)
        if (is_board_square(r, c)) {
          const Rect q = l.square(r, c);
          CHECK(q.w == doctest::Approx(l.cell));
          CHECK(q.h == doctest::Approx(l.cell));
          CHECK(inside(q, l.board_bounds));
        }
    // The board uses most of the limiting dimension: it is not a postage stamp.
    const float short_side = static_cast<float>(std::min(s[0], s[1]));
    CHECK(std::max(l.board_bounds.w, l.board_bounds.h) > 0.55f * static_cast<float>(std::max(s[0], s[1])) * 0.8f *
                                                            std::min(1.0f, short_side / static_cast<float>(std::max(s[0], s[1])) * 2.4f));
  }
}

TEST_CASE("a pool's counts wider than its column keep off the board (a review on a phone)") {
  // An upright phone of 390 x 844 CSS px at 3 device pixels each, the board laid out under
  // the review's panel: the columns beside the board are narrower than "1 waiting" there.
  const Layout l = compute_layout_in(1170, 2532, {0, 930, 1170, 1602});
  REQUIRE(l.upright);
  const Rect& b = l.board_bounds;
  for (int side = 0; side < 2; ++side) {
    CAPTURE(side);
    const Rect& p = l.pool[static_cast<unsigned>(side)];
    REQUIRE(p.w < p.h);  // a column
    CHECK(l.pool_line_x(side, p.w * 0.5f, 5) == doctest::Approx(p.cx()));  // fits: centred
    const float w = p.w * 1.6f, gap = 5;
    const float x = l.pool_line_x(side, w, gap);
    const bool left = p.cx() < b.cx();
    if (left) CHECK(x + w / 2 <= b.x - gap + 0.01f);
    else CHECK(x - w / 2 >= b.x + b.w + gap - 0.01f);
    CHECK(x - w / 2 >= -0.01f);
    CHECK(x + w / 2 <= 1170.01f);
  }
}

TEST_CASE("a phone held upright turns the board upright and gets bigger squares") {
  const Layout tall = compute_layout(360, 640);
  const Layout wide = compute_layout(640, 360);
  CHECK(tall.upright);
  CHECK_FALSE(wide.upright);
  CHECK(tall.board_angle() == doctest::Approx(-90.0));
  // Turned upright the squares are far larger than the landscape board squeezed to 360 px
  // wide (1.48 times before the status line took a row of its own for 44 px buttons; 1.35 since).
  CHECK(tall.cell > 1.3f * (360.0f * 0.94f / 8.7f));
  CHECK(tall.cell >= 50.0f);
  // Upright: column 0 (the big block's far end) is at the bottom, light's row on the left.
  CHECK(tall.square(0, 0).y > tall.square(0, 7).y);
  CHECK(tall.square(0, 3).x < tall.square(1, 3).x);
  CHECK(tall.square(1, 3).x < tall.square(2, 3).x);
  // Landscape: light's row at the top, columns left to right.
  CHECK(wide.square(0, 2).y < wide.square(1, 2).y);
  CHECK(wide.square(1, 0).x < wide.square(1, 7).x);
}

TEST_CASE("a desktop window uses the landscape board and grows with the window") {
  const Layout small = compute_layout(1024, 768);
  const Layout big = compute_layout(2048, 1536);
  CHECK_FALSE(small.upright);
  CHECK(big.cell == doctest::Approx(small.cell * 2).epsilon(0.01));
}

TEST_CASE("hit testing finds the square under a tap, and nothing in the gaps or outside") {
  for (const auto& size : {std::pair{360, 640}, std::pair{1280, 800}, std::pair{1920, 1080}}) {
    const Layout l = compute_layout(size.first, size.second);
    for (int r = 0; r < kBoardRows; ++r)
      for (int c = 0; c < kBoardCols; ++c) {
        const Rect q = l.square(r, c);
        const auto hit = l.hit_square(q.cx(), q.cy());
        if (is_board_square(r, c)) {
          REQUIRE(hit.has_value());
          CHECK(*hit == BoardSquare{r, c});
          // Near the corners still hits the same square.
          CHECK(l.hit_square(q.x + 1, q.y + 1) == BoardSquare{r, c});
          CHECK(l.hit_square(q.x + q.w - 1, q.y + q.h - 1) == BoardSquare{r, c});
        } else {
          CHECK_FALSE(hit.has_value());  // the four gaps beside the bridge
        }
      }
    CHECK_FALSE(l.hit_square(1, 1).has_value());
    CHECK_FALSE(l.hit_square(l.dice.cx(), l.dice.cy()).has_value());
    CHECK_FALSE(l.hit_square(-5, -5).has_value());
  }
}

TEST_CASE("degenerate output sizes do not break the layout") {
  const Layout l = compute_layout(0, 0);
  CHECK(l.width == 1);
  CHECK(l.cell >= 1.0f);
}

TEST_CASE("aseb's long board: 4 + 12 + 4 squares fit every screen size, in order, and taps find them") {
  const Board& b = kAsebBoard;
  const int sizes[][2] = {{360, 640}, {640, 360}, {390, 844}, {768, 1024}, {1024, 768}, {1280, 800},
                          {1920, 1080}, {3840, 2160}, {2560, 1080}, {200, 200}, {720, 1280}};
  for (const auto& s : sizes) {
    CAPTURE(s[0]);
    CAPTURE(s[1]);
    const Layout l = compute_layout(s[0], s[1], 0, b);
    CHECK(l.board == b);
    const Rect screen = kScreenOf(l);
    for (const Rect* r : {&l.board_bounds, &l.pool[0], &l.pool[1], &l.dice, &l.status}) CHECK(inside(*r, screen));
    CHECK_FALSE(overlap(l.board_bounds, l.pool[0]));
    CHECK_FALSE(overlap(l.board_bounds, l.pool[1]));
    CHECK_FALSE(overlap(l.board_bounds, l.dice));
    CHECK_FALSE(overlap(l.board_bounds, l.status));
    // The long box is 12.7 squares by 3.7 (the royal board's frame on 12 columns).
    CHECK(std::max(l.board_bounds.w, l.board_bounds.h) == doctest::Approx(12.7f * l.cell).epsilon(0.001));
    int squares = 0;
    for (int r = 0; r < kBoardRows; ++r)
      for (int c = 0; c < b.cols; ++c) {
        const Rect q = l.square(r, c);
        CHECK(inside(q, l.board_bounds));
        const auto hit = l.hit_square(q.cx(), q.cy());
        if (b.on_board(r, c)) {
          ++squares;
          REQUIRE(hit);
          CHECK(*hit == BoardSquare{r, c});
          CHECK(l.square_of(b.at(r, c)).x == doctest::Approx(q.x));
        } else {
          CHECK_FALSE(hit);  // the lid's panels beside the middle row are no squares
        }
      }
    CHECK(squares == 20);
    // Along the middle row, in order: left to right, or bottom to top when upright.
    for (int c = 1; c < b.cols; ++c) {
      if (l.upright) CHECK(l.square(1, c).y < l.square(1, c - 1).y);
      else CHECK(l.square(1, c).x > l.square(1, c - 1).x);
    }
  }
  // A phone held upright turns the long board upright, with squares a thumb can hit.
  const Layout phone = compute_layout(390, 844, 0, b);
  CHECK(phone.upright);
  CHECK(phone.cell > 50);
  const Layout desktop = compute_layout(1280, 800, 0, b);
  CHECK_FALSE(desktop.upright);
  CHECK(desktop.cell > 85);
  // The royal board is laid out as before.
  CHECK(compute_layout(1280, 800).cell == doctest::Approx(compute_layout(1280, 800, 0, kRoyalBoard).cell));
  CHECK(compute_layout(1280, 800).board == kRoyalBoard);
}

TEST_CASE("a last move's tag is never over the status line or the pool's counts, and stays on screen") {
  // Phones held upright (device pixels at 3x) and landscape, tablets and desktops.
  for (const auto& [wh, ratio] : std::vector<std::pair<std::pair<int, int>, float>>{
           {{1170, 2532}, 1.0f}, {{1170, 2532}, 3.0f}, {{1080, 2340}, 1.0f}, {{2532, 1170}, 1.0f}, {{2532, 1170}, 3.0f},
           {{768, 1024}, 1.0f}, {{1280, 800}, 1.0f}}) {
    const int w = wh.first, h = wh.second;  // (copies: doctest's CAPTURE is a lambda)
    const float pr = ratio;
    CAPTURE(w);
    CAPTURE(pr);
    const Layout l = compute_layout(w, h, 0, kRoyalBoard, pr);
    const float px = std::max(l.cell * 0.2f, 36.0f);
    auto overlaps = [](const Rect& a, const Rect& b) { return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h; };
    for (const Side side : {kLight, kDark}) {
      const Rect& pool = l.pool[side];
      const bool column = pool.w < pool.h;
      for (int lines = 2; lines <= 3; ++lines)
        for (int off = 1; off <= 7; ++off) {
          // The borne-off piece's mark, as the board draws it: from the pool's far end.
          const float size = l.cell * 0.62f, t = l.cell * 0.45f + static_cast<float>(off - 1) * size * 0.9f;
          const float cx = column ? pool.cx() : pool.x + pool.w - t, cy = column ? pool.y + t : pool.cy();
          const Rect to{cx - l.cell * 0.45f, cy - l.cell * 0.45f, l.cell * 0.9f, l.cell * 0.9f};
          const Rect band = mark_tag_band(l, side, to, column, px * 4.5f, px, lines);
          CHECK_FALSE(overlaps(band, l.status));
          CHECK(band.x >= 0);
          CHECK(band.y >= 0);
          CHECK(band.x + band.w <= static_cast<float>(w));
          CHECK(band.y + band.h <= static_cast<float>(h));
          if (column) {
            const float lines_h = static_cast<float>(lines) * px * 1.2f;
            const Rect counts{pool.x - pool.w, pool.cy() - lines_h / 2, pool.w * 3, lines_h};
            CHECK_FALSE(overlaps(band, counts));
            // Off the mark's own frame: under or over it, not across it.
            CHECK((band.y >= to.y + to.h || band.y + band.h <= to.y));
          }
        }
    }
  }
}

TEST_CASE("a phone's status line has room for buttons a finger can hit; a desktop's is as it was") {
  // 390 x 844 CSS px at a pixel ratio of 3, upright: the buttons on a row of their own
  // over the words, at least 44 CSS px tall with room about them, the squares as big.
  const Layout phone = compute_layout(1170, 2532, 0, kRoyalBoard, 3);
  CHECK(phone.upright);
  CHECK(phone.pixel_ratio == 3);
  CHECK(phone.min_target() == doctest::Approx(44 * 3));
  CHECK(phone.status_rows == 2);
  CHECK(phone.status_bar.h >= 44 * 3);
  CHECK(phone.status.h > phone.status_bar.h + 12 * 3 * 1.2f);  // a line of words under the buttons
  CHECK(phone.cell == doctest::Approx(compute_layout(1170, 2532).cell));
  CHECK(phone.cell / 3 > 60);
  CHECK(inside(phone.status, kScreenOf(phone)));
  CHECK_FALSE(overlap(phone.status, phone.board_bounds));
  CHECK_FALSE(overlap(phone.status, phone.pool[0]));
  // On its side: one line, as tall as the buttons need.
  const Layout side = compute_layout(2532, 1170, 0, kRoyalBoard, 3);
  CHECK_FALSE(side.upright);
  CHECK(side.status_rows == 1);
  CHECK(side.status_bar.h >= 44 * 3);
  CHECK(side.status.h == doctest::Approx(side.status_bar.h));
  CHECK(inside(side.dice, kScreenOf(side)));
  CHECK_FALSE(overlap(side.status, side.pool[0]));
  // A desktop window: 32 CSS px buttons fit the status's share of a square, so nothing moves.
  const Layout desktop = compute_layout(1280, 800);
  CHECK(desktop.min_target() == doctest::Approx(32));
  CHECK(desktop.status_rows == 1);
  CHECK(desktop.cell == doctest::Approx(752.0f / 7.65f));
  CHECK(desktop.status.h == doctest::Approx(0.7f * 752.0f / 7.65f));
  CHECK(desktop.status_bar.h == doctest::Approx(desktop.status.h));
  // A review's board (compute_layout_in) keeps its status's share: it has no buttons there.
  const Layout review = compute_layout_in(1170, 2532, {0, 930, 1170, 1602}, kRoyalBoard, 3);
  CHECK(review.cell == doctest::Approx(compute_layout_in(1170, 2532, {0, 930, 1170, 1602}).cell));
  CHECK(review.pixel_ratio == 3);
}
