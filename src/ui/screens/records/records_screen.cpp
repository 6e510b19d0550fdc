#include "ui/screens/records/records_screen.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "ui/font.hpp"
#include "ui/language.hpp"
#include "ui/level_names.hpp"

namespace ur {
namespace {

// "2026-11-24 23:59" -> "24 Nov 2026, 23:59" (as given when it is not a date).
std::string readable_date(const std::string& d) {
  int y = 0, mo = 0, day = 0, h = 0, mi = 0;
  if (std::sscanf(d.c_str(), "%d-%d-%d %d:%d", &y, &mo, &day, &h, &mi) != 5 || mo < 1 || mo > 12) return d;
  char time[16];
  std::snprintf(time, sizeof time, "%02d:%02d", h, mi);
  return tr("records.date", {{"day", day}, {"month", tr("records.month." + std::to_string(mo))}, {"year", y}, {"time", time}});
}

// "Finkel against the Merchant": the rule set's words and the computer it played.
std::string against_words(const std::string& rules, const std::string& agent) {
  return agent == "perfect" ? tr("records.against_moon", {{"rules", rules}})
                            : tr("records.against", {{"rules", rules}, {"level", level_display_name(agent)}});
}

struct Frame {
  float u, k, margin, button_h;
  Rect panel, list;
};

// The panel, its title and Back, and the list area below them.
Frame frame_of(int width, int height, float ratio, RecordsLayout& l, bool delete_all) {
  Frame f;
  f.k = std::max(1.0f, ratio);
  const float w = static_cast<float>(width), h = static_cast<float>(height);
  f.u = start_text_px(width, height, ratio);
  f.margin = std::clamp(std::min(w, h) * 0.03f, 8.0f * f.k, 32.0f * f.k);
  f.button_h = std::max(44.0f * f.k, f.u * 2.3f);
  const float pw = std::min(w - 2 * f.margin, f.u * 46.0f);
  f.panel = {(w - pw) / 2, f.margin, pw, h - 2 * f.margin};
  l.panel = f.panel;
  l.text_px = f.u;
  l.title_px = f.u * 1.5f;
  const float pad = f.u * 0.8f;
  const float bw = std::min(f.u * 7.0f, pw * 0.3f);
  l.buttons.push_back({kRecordsBack, {f.panel.x + pad, f.panel.y + pad, bw, f.button_h}, tr("records.back")});
  if (delete_all)
    l.buttons.push_back({kDeleteAll, {f.panel.x + f.panel.w - pad - bw * 1.3f, f.panel.y + pad, bw * 1.3f, f.button_h}, tr("dialog.delete_all")});
  f.list = {f.panel.x + pad, f.panel.y + pad * 2 + f.button_h + l.title_px * 1.6f, pw - 2 * pad, 0};
  f.list.h = f.panel.y + f.panel.h - pad - f.list.y;
  l.list = f.list;
  return f;
}

void move_row(RecordRow& r, float dy) {
  r.rect.y += dy;
  r.chart.track.y += dy;
  r.chart.fill.y += dy;
  r.chart.labels_y += dy;
}

void place_rows(RecordsLayout& l, float scroll, float gap) {
  float y = 0;
  for (RecordRow& r : l.rows) {
    move_row(r, y - r.rect.y);
    y += r.rect.h + gap;
  }
  l.content_h = std::max(0.0f, y - gap);
  l.scroll = std::clamp(scroll, 0.0f, std::max(0.0f, l.content_h - l.list.h));
  for (RecordRow& r : l.rows) move_row(r, l.list.y - l.scroll);
}

// A chart's track in `row`, under its `lines` lines of words (place_rows moves it with
// the row).
Rect chart_track(const Rect& row, std::size_t lines, float line_h, float pad, float u) {
  return {row.x + pad * 1.4f, row.y + pad + static_cast<float>(lines) * line_h + u * 0.3f, row.w - pad * 2.8f, u * 0.7f};
}

}  // namespace

PastGameWords past_game_words(const PastGame& g) {
  PastGameWords w;
  w.when = readable_date(g.date);
  const bool light_person = g.players[0].empty(), dark_person = g.players[1].empty();
  const std::string rules = rules_words(g.rules);
  const std::string length = tr_count("unit.turn", g.turns);
  std::string result;
  if (light_person != dark_person) {
    const Side person = light_person ? kLight : kDark;
    w.what = against_words(rules, g.players[light_person ? 1 : 0]);
    w.won = g.winner == (person == kLight ? Winner::Light : Winner::Dark);
    result = tr(g.winner == Winner::Draw ? "records.draw" : w.won ? "records.you_won" : "records.you_lost");
  } else {
    w.what = tr(light_person ? "records.with_friend" : "records.two_computers", {{"rules", rules}});
    result = g.winner == Winner::Draw ? tr("records.draw")
                                      : tr("records.side_won", {{"side", tr(g.winner == Winner::Light ? "side.light" : "side.dark")}});
  }
  if (!g.finished()) result = tr("records.unfinished");
  w.result = result + " · " + length;
  return w;
}

RecordsLayout history_layout(int width, int height, float pixel_ratio, const std::vector<PastGame>& games, float scroll,
                             const StartFonts& fonts) {
  RecordsLayout l;
  l.title = tr("records.title");
  const Frame f = frame_of(width, height, pixel_ratio, l, !games.empty());
  const float scale = f.u / static_cast<float>(fonts.text->size);
  l.line_h = static_cast<float>(fonts.text->line_height) * scale;
  const float pad = f.u * 0.6f;
  const float del = f.button_h;  // a square delete button at the row's right
  const float text_w = f.list.w - 2 * pad - del - pad;
  for (const PastGame& g : games) {
    const PastGameWords w = past_game_words(g);
    RecordRow r;
    r.won = w.won;
    for (const auto& [text, bold] : {std::pair{w.what, true}, std::pair{w.result, false}, std::pair{w.when, false}})
      for (const std::string& line : wrap_text(bold ? *fonts.bold : *fonts.text, text, static_cast<int>(text_w / scale))) {
        r.lines.push_back(line);
        r.strong.push_back(bold);
      }
    r.rect = {f.list.x, 0, f.list.w, std::max(static_cast<float>(r.lines.size()) * l.line_h + 2 * pad, del + 2 * pad)};
    l.rows.push_back(std::move(r));
  }
  place_rows(l, scroll, f.u * 0.5f);
  for (std::size_t i = 0; i < l.rows.size(); ++i) {
    const Rect& r = l.rows[i].rect;
    const Rect b{r.x + r.w - pad - del, r.y + (r.h - del) / 2, del, del};
    if (b.y >= l.list.y - 1 && b.y + b.h <= l.list.y + l.list.h + 1)  // only where it can be tapped
      l.buttons.push_back({kDeleteGameBase + static_cast<int>(i), b, "×"});
  }
  // The rest of a row opens the game's review.
  for (std::size_t i = 0; i < l.rows.size(); ++i) {
    const Rect& r = l.rows[i].rect;
    const float top = std::max(r.y, l.list.y), bottom = std::min(r.y + r.h, l.list.y + l.list.h);
    // It ends where the × begins: no two targets over each other.
    if (bottom > top) l.buttons.push_back({kOpenGameBase + static_cast<int>(i), {r.x, top, r.w - del - 2 * pad, bottom - top}, ""});
  }
  if (games.empty()) l.empty_text = tr("records.empty");
  return l;
}

RecordsLayout statistics_layout(int width, int height, float pixel_ratio, const Statistics& stats, float scroll,
                                const StartFonts& fonts) {
  RecordsLayout l;
  l.title = tr("records.statistics");
  const Frame f = frame_of(width, height, pixel_ratio, l, false);
  const float scale = f.u / static_cast<float>(fonts.text->size);
  l.line_h = static_cast<float>(fonts.text->line_height) * scale;
  const float pad = f.u * 0.6f;
  const float text_w = f.list.w - 2 * pad;
  for (const StatsRow& s : stats.rows) {
    RecordRow r;
    const std::string what =
        s.opponent == "a friend" ? tr("records.with_friend", {{"rules", s.rules}}) : against_words(s.rules, s.opponent);
    std::string detail = tr_count("records.games", s.games);
    if (s.wins >= 0) {
      const int rate = static_cast<int>(std::lround(100.0 * s.wins / std::max(1, s.games)));
      detail += " · " + tr("records.won_rate", {{"n", s.wins}, {"rate", rate}}) + " · " +
                tr("records.streak", {{"n", s.longest_streak}});
      r.bar = static_cast<float>(s.wins) / static_cast<float>(std::max(1, s.games));
    }
    char avg[32];
    std::snprintf(avg, sizeof avg, "%.0f", s.average_turns);
    detail += " · " + tr("records.average_turns", {{"n", avg}});
    for (const auto& [text, bold] : {std::pair{what, true}, std::pair{detail, false}})
      for (const std::string& line : wrap_text(bold ? *fonts.bold : *fonts.text, text, static_cast<int>(text_w / scale))) {
        r.lines.push_back(line);
        r.strong.push_back(bold);
      }
    const float bar_h = r.bar >= 0 ? f.u * 1.3f : 0;
    r.rect = {f.list.x, 0, f.list.w, static_cast<float>(r.lines.size()) * l.line_h + 2 * pad + bar_h};
    if (r.bar >= 0) {
      r.chart.kind = RowChart::Kind::WinRate;
      r.chart.track = chart_track(r.rect, r.lines.size(), l.line_h, pad, f.u);
      r.chart.fill = {r.chart.track.x, r.chart.track.y, r.chart.track.w * r.bar, r.chart.track.h};
      r.chart.mark_x = r.chart.track.cx();
    }
    l.rows.push_back(std::move(r));
  }
  if (stats.throws > 0) {
    const double d = stats.average_move - stats.expected_move;
    const char* verdict = std::abs(d) < 0.05 ? "records.dice.even" : d > 0 ? "records.dice.luckier" : "records.dice.less_lucky";
    const std::string text = tr("records.dice", {{"throws", std::to_string(stats.throws)}, {"average", decimal_text(stats.average_move, 2)},
                                                 {"expected", decimal_text(stats.expected_move, 2)}, {"verdict", tr(verdict)}});
    RecordRow r;
    for (const std::string& line : wrap_text(*fonts.text, text, static_cast<int>(text_w / scale))) {
      r.lines.push_back(line);
      r.strong.push_back(false);
    }
    // The chart: the dice's average in the middle, the player's average to one side.
    r.rect = {f.list.x, 0, f.list.w, static_cast<float>(r.lines.size()) * l.line_h + 2 * pad + f.u * 1.3f + l.line_h};
    RowChart& c = r.chart;
    c.kind = RowChart::Kind::Luck;
    c.track = chart_track(r.rect, r.lines.size(), l.line_h, pad, f.u);
    c.mark_x = c.track.cx();
    const double reach = std::max(1e-9, stats.expected_move * kLuckChartReach);
    const float share = static_cast<float>(std::clamp(d / reach, -1.0, 1.0));  // -1 .. 1 of the half
    const float to = c.mark_x + share * c.track.w / 2;
    c.fill = {std::min(c.mark_x, to), c.track.y, std::abs(to - c.mark_x), c.track.h};
    c.lucky = d > 0;
    c.labels = {tr("records.chart.less_lucky"), tr("records.chart.dice"), tr("records.chart.luckier")};
    c.labels_y = c.track.y + c.track.h + f.u * 0.15f;
    l.rows.push_back(std::move(r));
  }
  place_rows(l, scroll, f.u * 0.5f);
  if (stats.rows.empty()) l.empty_text = tr("records.no_statistics");
  return l;
}

}  // namespace ur
