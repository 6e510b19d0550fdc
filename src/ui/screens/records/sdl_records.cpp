// Your games and Statistics (sdl_records.hpp; layout in records_screen.hpp): their input
// (buttons, wheel, drag, keys), deleting a game or all of them after a question; and the
// shell's half: the games kept in storage ("history"), each finished game added to them.
#include "ui/screens/records/sdl_records.hpp"

#include <algorithm>
#include <cmath>
#include <ctime>
#include <sstream>

#include "ui/language.hpp"
#include "ui/screens/review/sdl_review.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"
#include "ui/shell/sdl_drag_scroll.hpp"

namespace ur {
namespace {

constexpr SDL_Color kRow{52, 37, 25, 245};
constexpr SDL_Color kRowText{222, 206, 176, 255};
constexpr SDL_Color kCarnelian{168, 62, 40, 255};  // the board's red limestone
constexpr SDL_Color kBlackPiece{22, 17, 14, 255};  // the dark pieces' black

}  // namespace

std::string local_time_text() {
  const std::time_t t = std::time(nullptr);
  std::tm local{};
#ifdef _WIN32
  localtime_s(&local, &t);
#else
  localtime_r(&t, &local);
#endif
  char out[32];
  std::strftime(out, sizeof out, "%Y-%m-%d %H:%M", &local);
  return out;
}

// ---- the shell's half: the games kept

void App::load_history() {
  history_ = {};
  if (!keeper_storage_.read) return;
  if (const auto text = keeper_storage_.read("history")) history_ = read_history(*text);
  menu_.has_history = !history_.games.empty();
}

void App::store_history() {
  if (!keeper_storage_.write) return;
  if (!keeper_storage_.write("history", write_history(history_))) show_game_notice(tr("records.not_stored"));
  menu_.has_history = !history_.games.empty();
}

void App::add_finished_game() {
  if (!keeper_storage_.read || (!game_.is_human(kLight) && !game_.is_human(kDark))) return;
  load_history();  // another tab may have added games since
  PastGame g;
  g.date = local_time_text();
  g.rules = game_.rules();
  g.players = {game_.player_name(kLight), game_.player_name(kDark)};
  g.seed = game_seed_;
  for (const HistoryItem& h : game_.history()) g.steps.push_back(h.chance ? Step::of_chance(h.outcome) : Step::of_action(h.action));
  if (add_to_history(history_, std::move(g))) store_history();
}

std::vector<PastGame> App::newest_games() const {
  return {history_.games.rbegin(), history_.games.rend()};
}

// Your games or Statistics: over the start screen (Back returns to it), or in place of the
// other one.
void App::open_records(ScreenKind which) {
  dirty_ = true;
  const ScreenKind top = screen();
  if (top == ScreenKind::Menu) stack_.push(which, make_screen(which));
  else if (top == ScreenKind::History || top == ScreenKind::Statistics) stack_.replace(which, make_screen(which));
  else show(which);
}

// ---- the screen

void RecordsScreen::enter() { app_.load_history(); }  // another tab may have added games since

RecordsLayout RecordsScreen::layout() const {
  const Layout& l = app_.layout_;
  const float ratio = app_.pixel_ratio();
  const float px = start_text_px(l.width, l.height, ratio);
  const StartFonts fonts{&app_.assets_.text.pick(px).metrics, &app_.assets_.text_bold.pick(px).metrics};
  if (kind_ == ScreenKind::Statistics)
    return statistics_layout(l.width, l.height, ratio, statistics(app_.history_.games), scroll_, fonts);
  return history_layout(l.width, l.height, ratio, app_.newest_games(), scroll_, fonts);
}

void RecordsScreen::close() {
  if (app_.stack_.depth() > 1) app_.stack_.pop();
  else app_.show(ScreenKind::Menu);
}

bool RecordsScreen::button(int id) {
  App& a = app_;
  if (id >= kOpenGameBase) {
    const std::vector<PastGame> games = a.newest_games();
    const auto i = static_cast<std::size_t>(id - kOpenGameBase);
    if (i < games.size()) ReviewScreen::open(a, games[i].rules, games[i].players, games[i].seed, games[i].steps, true);
    return true;
  }
  if (id == kRecordsBack) {
    close();
  } else if (id == kDeleteAll) {
    a.delete_target_ = -1;
    a.open_overlay(OverlayKind::ConfirmDelete);
  } else if (id >= kDeleteGameBase) {
    a.delete_target_ = id - kDeleteGameBase;
    a.open_overlay(OverlayKind::ConfirmDelete);
  } else if (id == kConfirmDelete) {
    a.close_overlay();
    a.load_history();
    if (a.delete_target_ < 0) {
      a.history_.games.clear();
    } else if (a.delete_target_ < static_cast<int>(a.history_.games.size())) {
      // Listed newest first.
      a.history_.games.erase(a.history_.games.end() - 1 - a.delete_target_);
    }
    a.store_history();
  } else {
    return false;
  }
  return true;
}

bool RecordsScreen::pointer(const SDL_Event& e) {
  // A click, or a tap that did not drag the list, where it was pressed.
  if (const auto id = drag_or_tap(press_, e, app_.pixel_ratio(), [&] { return layout().scroll; }, scroll_, [&] { return layout().buttons; }))
    app_.press_button(*id);
  return true;
}

bool RecordsScreen::wheel(const SDL_Event& e) {
  scroll_ = std::max(0.0f, layout().scroll - static_cast<float>(e.wheel.y) * 48 * app_.pixel_ratio());
  return true;
}

bool RecordsScreen::key(std::int32_t k, std::uint16_t /*mod*/) {
  const RecordsLayout l = layout();
  const float step = l.line_h * 3, page = l.list.h * 0.9f;
  switch (k) {
    case SDLK_ESCAPE: case SDLK_BACKSPACE: close(); return true;
    case SDLK_DOWN: scroll_ = l.scroll + step; break;
    case SDLK_UP: scroll_ = std::max(0.0f, l.scroll - step); break;
    case SDLK_PAGEDOWN: case SDLK_SPACE: scroll_ = l.scroll + page; break;
    case SDLK_PAGEUP: scroll_ = std::max(0.0f, l.scroll - page); break;
    case SDLK_HOME: scroll_ = 0; break;
    case SDLK_END: scroll_ = l.content_h; break;
    default: break;
  }
  scroll_ = layout().scroll;  // clamped
  return true;
}

// A row's chart (records_screen.hpp): a track framed in gold on shale, like the board's
// inlay. The win rate fills shell white (the light pieces) for the games won and leaves
// the dark pieces' black for the rest; the luck fills lapis when luckier than the dice,
// red limestone when less lucky, from the gold mark of what the dice give.
void RecordsScreen::draw_chart(const RowChart& c, float u) const {
  if (c.kind == RowChart::Kind::None) return;
  App& a = app_;
  const float e = std::max(1.0f, std::round(u * 0.07f));  // the gold frame
  const Rect& t = c.track;
  a.fill_rect({t.x - e, t.y - e, t.w + 2 * e, t.h + 2 * e}, kGold);
  a.fill_rect(t, kBlackPiece);
  if (c.kind == RowChart::Kind::WinRate) {
    a.fill_rect(c.fill, kIvory);
    a.fill_rect({c.mark_x - e / 2, t.y, e, t.h}, kGold);  // the half
    return;
  }
  a.fill_rect(c.fill, c.lucky ? kLapis : kCarnelian);
  a.fill_rect({c.mark_x - e, t.y - u * 0.2f, 2 * e, t.h + u * 0.4f}, kGold);  // what the dice give
  draw_text(a.renderer_, a.assets_.text, c.labels[0], t.x, c.labels_y, u, kMuted);
  draw_text(a.renderer_, a.assets_.text, c.labels[1], c.mark_x, c.labels_y, u, kMuted, Align::kCentre);
  draw_text(a.renderer_, a.assets_.text, c.labels[2], t.x + t.w, c.labels_y, u, kMuted, Align::kRight);
}

void RecordsScreen::draw() const {
  App& a = app_;
  SDL_Renderer* renderer = a.renderer_;
  const Assets& assets = a.assets_;
  a.draw_background();
  const RecordsLayout l = layout();
  a.draw_panel(l.panel, true);
  const float u = l.text_px;
  draw_text(renderer, assets.title, l.title, l.panel.cx(), l.list.y - l.title_px * 1.45f, l.title_px, kGold, Align::kCentre);
  if (!l.empty_text.empty()) {
    const BitmapFont::Atlas& atlas = assets.text.pick(u);
    const float scale = u / static_cast<float>(atlas.metrics.size);
    float y = l.list.y + u;
    for (const std::string& line : wrap_text(atlas.metrics, l.empty_text, static_cast<int>(l.list.w / scale))) {
      draw_text(renderer, assets.text, line, l.list.cx(), y, u, kRowText, Align::kCentre);
      y += l.line_h;
    }
  }
  const SDL_Rect clip{static_cast<int>(l.list.x - u * 0.3f), static_cast<int>(l.list.y), static_cast<int>(l.list.w + u * 0.6f),
                      static_cast<int>(l.list.h)};
  SDL_RenderSetClipRect(renderer, &clip);
  const float pad = u * 0.6f;
  for (const RecordRow& r : l.rows) {
    if (r.rect.y > l.list.y + l.list.h || r.rect.y + r.rect.h < l.list.y) continue;
    const float b = std::max(2.0f, u * 0.08f);
    a.fill_rect(r.rect, kGold);
    a.fill_rect({r.rect.x + b, r.rect.y + b, r.rect.w - 2 * b, r.rect.h - 2 * b}, kRow);
    // A won game has a lapis edge.
    if (r.won) a.fill_rect({r.rect.x + b, r.rect.y + b, u * 0.3f, r.rect.h - 2 * b}, kLapis);
    float y = r.rect.y + pad;
    for (std::size_t i = 0; i < r.lines.size(); ++i) {
      draw_text(renderer, r.strong[i] ? assets.text_bold : assets.text, r.lines[i], r.rect.x + pad * 1.4f, y, u,
                r.strong[i] ? SDL_Color{255, 226, 140, 255} : kRowText);
      y += l.line_h;
    }
    draw_chart(r.chart, u);
  }
  SDL_RenderSetClipRect(renderer, nullptr);
  for (const Button& b : l.buttons)
    if (b.id < kOpenGameBase) a.draw_button(b);  // a row draws itself
}

void RecordsScreen::json(std::string& json_out) const {
  const float k = 1.0f / app_.pixel_ratio();
  const RecordsLayout l = layout();
  std::ostringstream out;
  out << ",\"records\":{\"rows\":[";
  for (std::size_t i = 0; i < l.rows.size(); ++i) {
    std::string text;
    for (const std::string& line : l.rows[i].lines) text += (text.empty() ? "" : " ") + line;
    out << (i ? "," : "") << "{\"text\":\"" << json_escape(text) << "\",\"y\":" << l.rows[i].rect.cy() * k
        << ",\"bar\":" << l.rows[i].bar;
    const RowChart& c = l.rows[i].chart;
    if (c.kind != RowChart::Kind::None) {
      const auto rect = [&](const Rect& r) {
        std::ostringstream o;
        o << "{\"x\":" << r.x * k << ",\"y\":" << r.y * k << ",\"w\":" << r.w * k << ",\"h\":" << r.h * k << "}";
        return o.str();
      };
      out << ",\"chart\":{\"kind\":\"" << (c.kind == RowChart::Kind::WinRate ? "win-rate" : "luck") << "\",\"track\":"
          << rect(c.track) << ",\"fill\":" << rect(c.fill) << ",\"mark\":" << c.mark_x * k << "}";
    }
    out << ",\"row\":{\"x\":" << l.rows[i].rect.x * k << ",\"y\":" << l.rows[i].rect.y * k << ",\"w\":" << l.rows[i].rect.w * k
        << ",\"h\":" << l.rows[i].rect.h * k << "}}";
  }
  out << "],\"panel\":{\"x\":" << l.panel.x * k << ",\"y\":" << l.panel.y * k << ",\"w\":" << l.panel.w * k
      << ",\"h\":" << l.panel.h * k << "},\"scroll\":" << l.scroll * k << ",\"textPx\":" << l.text_px * k
      << ",\"games\":" << app_.history_.games.size() << ",\"unreadable\":" << app_.history_.unreadable.size() << "}";
  json_out += out.str();
}

}  // namespace ur
