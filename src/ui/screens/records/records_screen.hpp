// The screens of the games kept (pure layout, unit-tested; drawn by sdl_records.cpp):
// *Your games* lists the finished games newest first — when, which rules, against whom,
// the result and the length — each with a delete button, and *Delete all*; *Statistics*
// shows, for each rule set and opponent, the games, wins and win rate (with a bar), the
// longest winning streak and the average length, and how lucky the player's throws were
// (a bar about what the dice give on average).
// Text is at least 16 CSS px; the lists scroll by wheel, drag and keys.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "ui/history.hpp"
#include "ui/screens.hpp"
#include "ui/screens/start/start_screen.hpp"

namespace ur {


// Words for one past game, as the list shows them.
struct PastGameWords {
  std::string when;    // "24 Nov 2026, 23:59"
  std::string what;    // "Finkel against the Scribe" / "Blitz with a friend"
  std::string result;  // "You won · 84 turns" / "Light won · 61 turns"
  bool won = false;    // the person won (against the computer)
};
PastGameWords past_game_words(const PastGame& g);

// A row's small chart, under its words (statistics), in screen coordinates like the row.
// The win rate: the track is all the games, `fill` the games won from its left end, the
// mark at the half. The dice's luck: the track's middle (the mark) is what the dice give
// on average, and `fill` runs from it to the player's average, right when luckier, left
// when less lucky; labels say so under the track (left, middle, right).
struct RowChart {
  enum class Kind : std::uint8_t { None, WinRate, Luck };
  Kind kind = Kind::None;
  Rect track, fill;
  float mark_x = 0;
  bool lucky = false;                     // luck: the player's throws beat the dice
  std::array<std::string, 3> labels;      // luck: under the track, left / middle / right
  float labels_y = 0;                     // luck: the labels' top
};

struct RecordRow {
  Rect rect;  // content coordinates scrolled onto the screen
  std::vector<std::string> lines;  // the row's words, wrapped
  std::vector<bool> strong;        // per line: drawn bold
  float bar = -1;                  // statistics: the win rate 0..1 (-1: none)
  RowChart chart;
  bool won = false;
};

// How far from the dice's average the luck chart reaches at either end, as a share of it
// (an average a quarter above what the dice give fills the right half).
inline constexpr float kLuckChartReach = 0.25f;

struct RecordsLayout {
  Rect panel, list;          // the list is clipped to `list`
  std::string title;
  float title_px = 24, text_px = 16, line_h = 20;
  float content_h = 0, scroll = 0;  // scroll applied (clamped)
  std::vector<RecordRow> rows;
  std::vector<Button> buttons;      // back, delete all, a delete per visible row, then
                                    // each visible row (it opens the game's review)
  std::string empty_text;           // shown when there is nothing to list
};

// games: newest first.
RecordsLayout history_layout(int width, int height, float pixel_ratio, const std::vector<PastGame>& games, float scroll,
                             const StartFonts& fonts);
RecordsLayout statistics_layout(int width, int height, float pixel_ratio, const Statistics& stats, float scroll,
                                const StartFonts& fonts);

}  // namespace ur
