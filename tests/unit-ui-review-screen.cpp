// The review screen's layout (ui/review_screen.hpp) with the board under its panel: the
// move list sits beside the board on a wide screen and under it on a phone, never over
// the board or its pools; every row is a 44 CSS px target whose move and grade fit in it;
// the list scrolls to keep the move shown in view; "Play from here" is a real target
// (beside the list, or on the panel's second row with Export on a narrow screen), clear
// of the list, the board and the other buttons, and is switched off where the game is over.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "ui/mark_tag.hpp"
#include "ui/screens/review/review_screen.hpp"
#include "unit-font-support.hpp"

#include "unit-screen-support.hpp"

using namespace ur;

namespace {

struct Screen {
  int w, h;
  float ratio;
  int min_rows;  // rows of the list seen at once, at least
};
const Screen kScreens[] = {{1280, 800, 1, 8}, {1920, 1080, 2, 8}, {1024, 700, 1, 1}, {390, 844, 3, 1},
                           {360, 640, 2, 1},  {844, 390, 3, 1},  {768, 1024, 2, 1}};

bool overlaps(const Rect& a, const Rect& b) {
  return a.x < b.x + b.w - 0.5f && b.x < a.x + a.w - 0.5f && a.y < b.y + b.h - 0.5f && b.y < a.y + a.h - 0.5f;
}

ReviewView a_long_game(int at, int count = 300) {
  ReviewView v;
  v.count = count;
  v.at = at;
  v.light_chance.assign(static_cast<std::size_t>(count), 0.5f);
  v.step = "Turn 57 · Light: Move 3 squares — inaccuracy, 4.1 points lost. Best: Enter a piece";
  v.summary = "Accuracy: Light 91%, Dark 84% · luck: Light +12.0, Dark -3.5 points";
  for (int i = 0; i < count / 2; ++i) {
    ReviewRow r;
    r.at = 2 * i + 2;
    r.text = std::to_string(i + 1) + ". " + (i % 2 ? "Dark" : "Light") + " 4: 12/off";
    // Every grade in turn, in the language being tested (the widest decides the column).
    const int g = i % 7;
    r.grade = g ? grade_words(static_cast<Grade>(g)) : "";
    v.rows.push_back(r);
    if (v.row < 0 && at > 0 && r.at >= at) v.row = i;
  }
  return v;
}

// The layout as the game makes it: the panel first, the board under its band, then the list.
ReviewLayout laid_out(const Screen& sc, const ReviewView& v, Layout& board, int first_row = 0) {
  const int w = static_cast<int>(static_cast<float>(sc.w) * sc.ratio), h = static_cast<int>(static_cast<float>(sc.h) * sc.ratio);
  const StartFonts f = test::start_fonts(w, h, sc.ratio);
  board = review_board(w, h, sc.ratio, v, f);
  return review_layout(w, h, sc.ratio, v, f, &board, first_row);
}

}  // namespace

TEST_CASE("the move list and Play from here fit beside or under the board on every screen, in every language") {
  for (const i18n::LanguageInfo& lang : i18n::all_languages())
  for (const Screen& sc : kScreens) {
    const test::InLanguage in(lang.id);
    CAPTURE(lang.code);
    CAPTURE(sc.w);
    CAPTURE(sc.h);
    Layout board;
    const ReviewView v = a_long_game(120);
    const ReviewLayout l = laid_out(sc, v, board);
    const float css = sc.ratio;
    const float w = static_cast<float>(sc.w) * css, h = static_cast<float>(sc.h) * css;
    INFO("panel ", l.panel.y + l.panel.h, " board ", board.board_bounds.y, "+", board.board_bounds.h, " dice ", board.dice.y, " list ",
         l.list.y, "+", l.list.h, " row ", l.row_h, " upright ", board.upright);
    REQUIRE(l.rows.size() >= static_cast<std::size_t>(sc.min_rows));
    CHECK(l.row_h >= 44.0f * css - 0.5f);
    // Clear of the panel, the board and its pools, inside the screen.
    const Rect shown{l.list.x, l.list.y, l.list.w, static_cast<float>(l.rows.size()) * l.row_h};
    CHECK_FALSE(overlaps(shown, l.panel));
    CHECK_FALSE(overlaps(shown, board.board_bounds));
    CHECK_FALSE(overlaps(shown, board.board_image));
    CHECK_FALSE(overlaps(shown, board.pool[0]));
    CHECK_FALSE(overlaps(shown, board.pool[1]));
    // ... and of the tag a last move hangs under a piece at either end of a pool ("borne
    // off"), sized as the game sizes it (sdl_marks.cpp).
    const float tag_px = mark_tag_px(board.cell, css);
    for (const Side side : {kLight, kDark}) {
      const Rect& pool = board.pool[side];
      const bool column = pool.w < pool.h;
      const float piece = std::min(pool.w, pool.h);
      for (const Rect& to : {Rect{pool.x, pool.y, piece, piece},
                             column ? Rect{pool.x, pool.y + pool.h - piece, piece, piece} : Rect{pool.x + pool.w - piece, pool.y, piece, piece}}) {
        const Rect tag = mark_tag_band(board, side, to, column, tag_px * 4.5f, tag_px, 2);
        CAPTURE(tag.y + tag.h);
        CHECK_FALSE(overlaps(shown, tag));
      }
    }
    CHECK(shown.x >= 0);
    CHECK(shown.x + shown.w <= w + 0.5f);
    CHECK(shown.y + shown.h <= h + 0.5f);
    // Each row's move and grade fit side by side, in the fonts they are drawn with.
    const StartFonts f = test::start_fonts(static_cast<int>(w), static_cast<int>(h), sc.ratio);
    const float scale = l.text_px / static_cast<float>(f.text->size);
    for (std::size_t i = 0; i < l.rows.size(); ++i) {
      const ReviewRow& row = v.rows[static_cast<std::size_t>(l.first_row) + i];
      const float text = static_cast<float>(f.bold->measure(row.text)) * scale;
      CAPTURE(row.grade);
      CHECK(static_cast<float>(f.bold->measure(row.grade)) * scale <= l.grade_w - 0.5f * l.text_px);
      if (l.two_lines) {
        CHECK(text + 1.45f * l.text_px <= l.rows[i].w + 0.5f);
        CHECK(l.grade_w + l.text_px <= l.rows[i].w + 0.5f);
        CHECK(l.row_h >= 2 * l.line_h);
      } else {
        CHECK(text + l.grade_w + 1.45f * l.text_px <= l.rows[i].w + 0.5f);
      }
    }
    for (std::size_t i = 1; i < l.rows.size(); ++i) CHECK(l.rows[i].y >= l.rows[i - 1].y + l.rows[i - 1].h - 0.5f);
    // Play from here: a target of its own.
    const auto take = std::find_if(l.buttons.begin(), l.buttons.end(), [](const Button& b) { return b.id == kReviewTakeOver; });
    REQUIRE(take != l.buttons.end());
    CHECK(take->enabled);
    CHECK(take->rect.h >= 44.0f * css - 0.5f);
    CHECK(take->rect.y + take->rect.h <= h + 0.5f);
    CHECK_FALSE(overlaps(take->rect, shown));
    CHECK_FALSE(overlaps(take->rect, board.board_bounds));
    const bool in_panel = take->rect.x >= l.panel.x && take->rect.x + take->rect.w <= l.panel.x + l.panel.w + 0.5f &&
                          take->rect.y >= l.panel.y && take->rect.y + take->rect.h <= l.panel.y + l.panel.h + 0.5f;
    CHECK((in_panel || !overlaps(take->rect, l.panel)));  // on the panel's second row, or clear of it
    for (const Button& other : l.buttons)
      if (other.id != take->id) CHECK_FALSE(overlaps(take->rect, other.rect));
  }
}

TEST_CASE("the move list keeps the move shown in view, and scrolls no further than its end") {
  const Screen sc{1280, 800, 1, 8};
  for (const int at : {1, 2, 100, 240, 300}) {
    CAPTURE(at);
    Layout board;
    const ReviewView v = a_long_game(at);
    const ReviewLayout first = laid_out(sc, v, board, 0);
    const int keep = review_keep_in_view(first, static_cast<int>(v.rows.size()), v.row, 0);
    const ReviewLayout l = laid_out(sc, v, board, keep);
    CHECK(v.row >= l.first_row);
    CHECK(v.row < l.first_row + static_cast<int>(l.rows.size()));
  }
  Layout board;
  const ReviewView v = a_long_game(1);
  const ReviewLayout end = laid_out(sc, v, board, 100000);
  CHECK(end.first_row + static_cast<int>(end.rows.size()) == static_cast<int>(v.rows.size()));  // full to the last row
}

TEST_CASE("Play from here is off where the game is over") {
  Layout board;
  ReviewView v = a_long_game(300);
  v.playable = false;
  const ReviewLayout l = laid_out({390, 844, 3, 1}, v, board);
  const auto take = std::find_if(l.buttons.begin(), l.buttons.end(), [](const Button& b) { return b.id == kReviewTakeOver; });
  REQUIRE(take != l.buttons.end());
  CHECK_FALSE(take->enabled);
  CHECK_FALSE(hit_button(l.buttons, take->rect.cx(), take->rect.cy()).has_value());
}

// On a phone the board (its width bounds it, lying down in a short game; upright in a long
// one whose summary takes more lines) comes up to the panel instead of floating under a
// band of bare table (200 device px once; then the ~140 a status line takes, which the
// review does not draw), and the move list under it has the rest.
TEST_CASE("on a phone the board comes up to the panel, the move list under it has the rest") {
  for (const i18n::LanguageInfo& lang : i18n::all_languages()) {
    const test::InLanguage in(lang.id);
    CAPTURE(lang.code);
    ReviewView short_game = a_long_game(9, 40);
    short_game.step = "Turn 5 · Light throws: 4 marked = move 4 · luck +9.9 points · a key moment: Light's luckiest throw";
    short_game.summary = "Accuracy: Light 90%, Dark 98% · luck: Light -3.0, Dark +39.1 points · estimates by search";
    for (const Screen& phone : {Screen{390, 844, 3, 3}, Screen{360, 640, 2, 1}})
      for (const ReviewView& v : {short_game, a_long_game(120)}) {
        CAPTURE(phone.w);
        CAPTURE(v.count);
        Layout board;
        const ReviewLayout l = laid_out(phone, v, board);
        const float w = static_cast<float>(phone.w) * phone.ratio, h = static_cast<float>(phone.h) * phone.ratio;
        const float top = std::min({board.board_bounds.y, board.pool[0].y, board.pool[1].y});
        INFO("panel ends ", l.panel.y + l.panel.h, ", the board and pools start ", top, ", upright ", board.upright);
        CHECK(top >= l.panel.y + l.panel.h);
        CHECK(top - (l.panel.y + l.panel.h) <= l.text_px * 0.4f + std::min(w, h) * 0.03f + 1.0f);
        // Two rows at least under an upright board, where the dice are in play (three on
        // the taller phone when the board lies down).
        CHECK(l.rows.size() >= static_cast<std::size_t>(board.upright ? std::min(2, phone.min_rows) : phone.min_rows));
      }
  }
}
