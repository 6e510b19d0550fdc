// The screens of the games kept (ui/records_screen.hpp): every line fits inside its row,
// in the font it is drawn with, at 16 CSS px or more, on phones and desktops; the rows do
// not overlap; a delete button is offered only where it can be tapped; and the words a
// player reads say who played and how it ended.
#include <doctest/doctest.h>

#include "core/dice.hpp"
#include "ui/screens/records/records_screen.hpp"
#include "unit-font-support.hpp"
#include "unit-game-support.hpp"
#include "unit-history-support.hpp"

#include "unit-screen-support.hpp"

using namespace ur;

namespace {

struct Screen {
  int w, h;
  float ratio;
};
const Screen kScreens[] = {{1280, 800, 1}, {390, 844, 3}, {844, 390, 3}, {360, 640, 2}, {1920, 1080, 2}};

void check_fits(const RecordsLayout& l, const StartFonts& f, float ratio) {
  CHECK(l.text_px / ratio >= 16.0f);
  const float scale = l.text_px / static_cast<float>(f.text->size);
  for (std::size_t i = 0; i < l.rows.size(); ++i) {
    const RecordRow& r = l.rows[i];
    for (std::size_t j = 0; j < r.lines.size(); ++j) {
      const FontMetrics& font = r.strong[j] ? *f.bold : *f.text;
      CHECK_MESSAGE(static_cast<float>(font.measure(r.lines[j])) * scale <= r.rect.w - l.text_px * 1.2f - (l.title == tr("records.title") ? 44.0f * ratio : 0.0f),
                    r.lines[j]);
    }
    if (i + 1 < l.rows.size()) CHECK(r.rect.y + r.rect.h <= l.rows[i + 1].rect.y);
  }
  for (const Button& b : l.buttons) {
    if (b.id >= kOpenGameBase) {  // a row, as much of it as shows
      CHECK(b.rect.y >= l.list.y - 0.5f);
      CHECK(b.rect.y + b.rect.h <= l.list.y + l.list.h + 0.5f);
      continue;
    }
    CHECK(b.rect.h >= 44.0f * ratio - 0.5f);
    if (b.id >= kDeleteGameBase) CHECK((b.rect.y >= l.list.y - 1 && b.rect.y + b.rect.h <= l.list.y + l.list.h + 1));
  }
}

}  // namespace

TEST_CASE("your games: the words say who played and how it ended") {
  const PastGame vs = test::finished_game("finkel:2", {"", "king"}, 3);
  const PastGameWords w = past_game_words(vs);
  CHECK(w.what == "Finkel (2 pieces) against the King");
  CHECK(w.when == "24 Nov 2026, 09:05");
  CHECK(w.result == std::string(vs.winner == Winner::Light ? "You won" : "You lost") + " · " + std::to_string(vs.turns) + " turns");
  const PastGame friends = test::finished_game("blitz", {"", ""}, 4);
  CHECK(past_game_words(friends).what == "Blitz with a friend");
  CHECK(past_game_words(friends).result.find(friends.winner == Winner::Light ? "Light won" : "Dark won") == 0);
  const PastGame as_dark = test::finished_game("masters", {"perfect", ""}, 5);
  CHECK(past_game_words(as_dark).what == "Masters against the Moon god");
  CHECK(past_game_words(as_dark).won == (as_dark.winner == Winner::Dark));
}

TEST_CASE("your games and statistics fit every screen in every language, and a delete button only shows where it can be tapped") {
  std::vector<PastGame> games;
  const char* rules[] = {"finkel", "jeu-royal", "british-museum", "ravensburger:3", "bell"};
  for (std::uint64_t i = 0; i < 40; ++i)
    games.push_back(test::finished_game(rules[i % 5], {i % 3 == 0 ? "" : "priest", i % 3 == 0 ? "steward" : ""}, i + 1));
  const Statistics st = statistics(games);
  for (const i18n::LanguageInfo& lang : i18n::all_languages())
  for (const Screen& sc : kScreens) {
    const test::InLanguage in(lang.id);
    CAPTURE(lang.code);
    const int w = static_cast<int>(static_cast<float>(sc.w) * sc.ratio), h = static_cast<int>(static_cast<float>(sc.h) * sc.ratio);
    CAPTURE(sc.w);
    CAPTURE(sc.h);
    const StartFonts f = test::start_fonts(w, h, sc.ratio);
    for (const float scroll : {0.0f, 500.0f * sc.ratio, 1e9f}) {
      const RecordsLayout hl = history_layout(w, h, sc.ratio, games, scroll, f);
      REQUIRE(hl.rows.size() == games.size());
      check_fits(hl, f, sc.ratio);
      CHECK(hl.scroll <= std::max(0.0f, hl.content_h - hl.list.h) + 0.5f);
      int deletes = 0;
      for (const Button& b : hl.buttons) deletes += b.id >= kDeleteGameBase ? 1 : 0;
      CHECK(deletes > 0);
      CHECK(deletes < static_cast<int>(games.size()));  // forty rows never all fit
      const RecordsLayout sl = statistics_layout(w, h, sc.ratio, st, scroll, f);
      CHECK(sl.rows.size() == st.rows.size() + 1);  // and the dice's line
      check_fits(sl, f, sc.ratio);
    }
  }
  // Nothing kept yet: a sentence instead of an empty list, and no Delete all.
  const StartFonts f = test::start_fonts(1280, 800, 1);
  const RecordsLayout empty = history_layout(1280, 800, 1, {}, 0, f);
  CHECK(!empty.empty_text.empty());
  CHECK(empty.buttons.size() == 1);
}

namespace {

bool inside(const Rect& in, const Rect& out) {
  return in.x >= out.x - 0.01f && in.y >= out.y - 0.01f && in.x + in.w <= out.x + out.w + 0.01f &&
         in.y + in.h <= out.y + out.h + 0.01f;
}

Statistics three_of_four(double average_move) {
  Statistics st;
  StatsRow won;
  won.rules = "Finkel";
  won.opponent = "scribe";
  won.games = 4;
  won.wins = 3;
  won.longest_streak = 2;
  won.average_turns = 80;
  StatsRow friends = won;
  friends.opponent = "a friend";
  friends.wins = -1;
  st.rows = {won, friends};
  st.throws = 200;
  st.average_move = average_move;
  st.expected_move = 2.0;
  return st;
}

}  // namespace

TEST_CASE("statistics: a win-rate bar per row against the computer, and the dice's luck about what the dice give") {
  for (const i18n::LanguageInfo& lang : i18n::all_languages())
  for (const Screen& sc : kScreens) {  // phone 390x844 and desktop 1280x800 among them
    const test::InLanguage in(lang.id);
    CAPTURE(lang.code);
    const int w = static_cast<int>(static_cast<float>(sc.w) * sc.ratio), h = static_cast<int>(static_cast<float>(sc.h) * sc.ratio);
    CAPTURE(sc.w);
    CAPTURE(sc.h);
    const StartFonts f = test::start_fonts(w, h, sc.ratio);
    const RecordsLayout l = statistics_layout(w, h, sc.ratio, three_of_four(2.1), 0, f);
    REQUIRE(l.rows.size() == 3);
    // Three games won of four: the games won fill three quarters of the track, from its left.
    const RowChart& win = l.rows[0].chart;
    REQUIRE(win.kind == RowChart::Kind::WinRate);
    CHECK(win.fill.x == doctest::Approx(win.track.x));
    CHECK(win.fill.w == doctest::Approx(win.track.w * 0.75));
    CHECK(win.fill.h == doctest::Approx(win.track.h));
    CHECK(win.mark_x == doctest::Approx(win.track.cx()));
    CHECK(win.track.h >= 8.0f * sc.ratio);  // seen at a glance
    CHECK(win.track.w >= l.rows[0].rect.w * 0.8f);
    // Under the words, inside the row, the list and the panel.
    const float words_end = l.rows[0].rect.y + static_cast<float>(l.rows[0].lines.size()) * l.line_h;
    CHECK(win.track.y >= words_end);
    CHECK(inside(win.track, l.rows[0].rect));
    CHECK(inside(win.track, l.list));
    CHECK(inside(win.track, l.panel));
    // Games between two people have no winner to count: no bar.
    CHECK(l.rows[1].chart.kind == RowChart::Kind::None);
    CHECK(l.rows[1].bar < 0);
    // Luck: 2.1 squares a throw where the dice give 2.0 is a fifth of the way to the
    // chart's right end (it reaches a quarter above the dice's average).
    const RecordRow& dice = l.rows[2];
    const RowChart& luck = dice.chart;
    REQUIRE(luck.kind == RowChart::Kind::Luck);
    CHECK(luck.lucky);
    CHECK(luck.mark_x == doctest::Approx(luck.track.cx()));
    CHECK(luck.fill.x == doctest::Approx(luck.mark_x));
    CHECK(luck.fill.w == doctest::Approx(luck.track.w / 2 * 0.2f));
    CHECK(inside(luck.track, dice.rect));
    CHECK(inside(luck.track, l.panel));
    // The labels fit under the track, side by side, inside the row.
    const float scale = l.text_px / static_cast<float>(f.text->size);
    float labels_w = 0;
    for (const std::string& s : luck.labels) labels_w += static_cast<float>(f.text->measure(s)) * scale;
    CHECK(labels_w + 2 * l.text_px <= luck.track.w);
    CHECK(luck.labels_y >= luck.track.y + luck.track.h);
    CHECK(luck.labels_y + l.line_h <= dice.rect.y + dice.rect.h);
    // Less lucky runs left of the middle; far off the scale stops at the track's end.
    const RowChart unlucky = statistics_layout(w, h, sc.ratio, three_of_four(1.9), 0, f).rows[2].chart;
    CHECK(!unlucky.lucky);
    CHECK(unlucky.fill.x + unlucky.fill.w == doctest::Approx(unlucky.mark_x));
    CHECK(unlucky.fill.w == doctest::Approx(unlucky.track.w / 2 * 0.2f));
    const RowChart wild = statistics_layout(w, h, sc.ratio, three_of_four(9.0), 0, f).rows[2].chart;
    CHECK(wild.fill.x + wild.fill.w == doctest::Approx(wild.track.x + wild.track.w));
    // Scrolled, the charts move with their rows.
    const RecordsLayout scrolled = statistics_layout(w, h / 4, sc.ratio, three_of_four(2.1), 1e9f, f);
    for (const RecordRow& r : scrolled.rows)
      if (r.chart.kind != RowChart::Kind::None) {
        CHECK(inside(r.chart.track, r.rect));
        CHECK(inside(r.chart.fill, r.chart.track));
      }
  }
}
