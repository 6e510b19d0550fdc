// The games kept, on screen: *Your games* and *Statistics* (layout in records_screen.hpp),
// their input (buttons, wheel, drag, keys), deleting a game or all of them after a
// question, and adding each finished game to the history in storage ("history").
#include <algorithm>
#include <cmath>
#include <ctime>
#include <sstream>

#include "ui/language.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

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

RecordsLayout App::records_layout() const {
  const float px = start_text_px(layout_.width, layout_.height, pixel_ratio());
  const StartFonts fonts{&assets_.text.pick(px).metrics, &assets_.text_bold.pick(px).metrics};
  if (screen() == ScreenKind::Statistics)
    return statistics_layout(layout_.width, layout_.height, pixel_ratio(), statistics(history_.games), records_scroll_, fonts);
  return history_layout(layout_.width, layout_.height, pixel_ratio(), newest_games(), records_scroll_, fonts);
}

void App::open_records(ScreenKind which) {
  load_history();
  show(which);
  records_scroll_ = 0;
  dirty_ = true;
}

void App::records_button(int id) {
  if (id >= kOpenGameBase) {
    const std::vector<PastGame> games = newest_games();
    const auto i = static_cast<std::size_t>(id - kOpenGameBase);
    if (i < games.size()) open_review(games[i].rules, games[i].players, games[i].seed, games[i].steps, true);
    return;
  }
  if (id == kRecordsBack) {
    show(ScreenKind::Menu);
  } else if (id == kDeleteAll) {
    delete_target_ = -1;
    open_overlay(OverlayKind::ConfirmDelete);
    dialog_focus_ = -1;
  } else if (id >= kDeleteGameBase) {
    delete_target_ = id - kDeleteGameBase;
    open_overlay(OverlayKind::ConfirmDelete);
    dialog_focus_ = -1;
  } else if (id == kConfirmDelete) {
    close_overlay();
    load_history();
    if (delete_target_ < 0) {
      history_.games.clear();
    } else if (delete_target_ < static_cast<int>(history_.games.size())) {
      // Listed newest first.
      history_.games.erase(history_.games.end() - 1 - delete_target_);
    }
    store_history();
  }
}

bool App::records_event(const SDL_Event& e) {
  if (screen() != ScreenKind::History && screen() != ScreenKind::Statistics) return false;
  if (overlay() != OverlayKind::None) return false;
  const float k = pixel_ratio();
  switch (e.type) {
    case SDL_MOUSEBUTTONDOWN:
      if (e.button.button != SDL_BUTTON_LEFT) return true;
      press_ = {static_cast<float>(e.button.x) * k, static_cast<float>(e.button.y) * k, records_layout().scroll, true, false};
      return true;
    case SDL_MOUSEMOTION:
      mouse_x_ = static_cast<float>(e.motion.x) * k;
      mouse_y_ = static_cast<float>(e.motion.y) * k;
      if (press_.down && (e.motion.state & SDL_BUTTON_LMASK)) {
        const float dy = static_cast<float>(e.motion.y) * k - press_.y;
        if (std::abs(dy) > 10.0f * k) press_.dragged = true;
        if (press_.dragged) records_scroll_ = std::max(0.0f, press_.scroll - dy);
      }
      return true;
    case SDL_MOUSEBUTTONUP:
      if (e.button.button != SDL_BUTTON_LEFT || !press_.down) return true;
      press_.down = false;
      if (!press_.dragged)
        if (const auto id = hit_button(records_layout().buttons, press_.x, press_.y)) records_button(*id);
      return true;
    case SDL_MOUSEWHEEL:
      records_scroll_ = std::max(0.0f, records_layout().scroll - static_cast<float>(e.wheel.y) * 48 * k);
      return true;
    case SDL_KEYDOWN: {
      if (is_help_key(e.key.keysym.sym, e.key.keysym.mod)) return false;  // the help, over this screen too
      const RecordsLayout l = records_layout();
      const float step = l.line_h * 3, page = l.list.h * 0.9f;
      switch (e.key.keysym.sym) {
        case SDLK_ESCAPE: case SDLK_BACKSPACE: show(ScreenKind::Menu); break;
        case SDLK_DOWN: records_scroll_ = l.scroll + step; break;
        case SDLK_UP: records_scroll_ = std::max(0.0f, l.scroll - step); break;
        case SDLK_PAGEDOWN: case SDLK_SPACE: records_scroll_ = l.scroll + page; break;
        case SDLK_PAGEUP: records_scroll_ = std::max(0.0f, l.scroll - page); break;
        case SDLK_HOME: records_scroll_ = 0; break;
        case SDLK_END: records_scroll_ = l.content_h; break;
        default: break;
      }
      records_scroll_ = records_layout().scroll;  // clamped
      return true;
    }
    default:
      return false;
  }
}

// A row's chart (records_screen.hpp): a track framed in gold on shale, like the board's
// inlay. The win rate fills shell white (the light pieces) for the games won and leaves
// the dark pieces' black for the rest; the luck fills lapis when luckier than the dice,
// red limestone when less lucky, from the gold mark of what the dice give.
void App::draw_row_chart(const RowChart& c, float u) {
  if (c.kind == RowChart::Kind::None) return;
  const float e = std::max(1.0f, std::round(u * 0.07f));  // the gold frame
  const Rect& t = c.track;
  fill_rect({t.x - e, t.y - e, t.w + 2 * e, t.h + 2 * e}, kGold);
  fill_rect(t, kBlackPiece);
  if (c.kind == RowChart::Kind::WinRate) {
    fill_rect(c.fill, kIvory);
    fill_rect({c.mark_x - e / 2, t.y, e, t.h}, kGold);  // the half
    return;
  }
  fill_rect(c.fill, c.lucky ? kLapis : kCarnelian);
  fill_rect({c.mark_x - e, t.y - u * 0.2f, 2 * e, t.h + u * 0.4f}, kGold);  // what the dice give
  draw_text(renderer_, assets_.text, c.labels[0], t.x, c.labels_y, u, kMuted);
  draw_text(renderer_, assets_.text, c.labels[1], c.mark_x, c.labels_y, u, kMuted, Align::kCentre);
  draw_text(renderer_, assets_.text, c.labels[2], t.x + t.w, c.labels_y, u, kMuted, Align::kRight);
}

void App::draw_records() {
  draw_background();
  const RecordsLayout l = records_layout();
  draw_panel(l.panel, true);
  const float u = l.text_px;
  draw_text(renderer_, assets_.title, l.title, l.panel.cx(), l.list.y - l.title_px * 1.45f, l.title_px, kGold, Align::kCentre);
  if (!l.empty_text.empty()) {
    const BitmapFont::Atlas& a = assets_.text.pick(u);
    const float scale = u / static_cast<float>(a.metrics.size);
    float y = l.list.y + u;
    for (const std::string& line : wrap_text(a.metrics, l.empty_text, static_cast<int>(l.list.w / scale))) {
      draw_text(renderer_, assets_.text, line, l.list.cx(), y, u, kRowText, Align::kCentre);
      y += l.line_h;
    }
  }
  const SDL_Rect clip{static_cast<int>(l.list.x - u * 0.3f), static_cast<int>(l.list.y), static_cast<int>(l.list.w + u * 0.6f),
                      static_cast<int>(l.list.h)};
  SDL_RenderSetClipRect(renderer_, &clip);
  const float pad = u * 0.6f;
  for (const RecordRow& r : l.rows) {
    if (r.rect.y > l.list.y + l.list.h || r.rect.y + r.rect.h < l.list.y) continue;
    const float b = std::max(2.0f, u * 0.08f);
    fill_rect(r.rect, kGold);
    fill_rect({r.rect.x + b, r.rect.y + b, r.rect.w - 2 * b, r.rect.h - 2 * b}, kRow);
    // A won game has a lapis edge.
    if (r.won) fill_rect({r.rect.x + b, r.rect.y + b, u * 0.3f, r.rect.h - 2 * b}, kLapis);
    float y = r.rect.y + pad;
    for (std::size_t i = 0; i < r.lines.size(); ++i) {
      draw_text(renderer_, r.strong[i] ? assets_.text_bold : assets_.text, r.lines[i], r.rect.x + pad * 1.4f, y, u,
                r.strong[i] ? SDL_Color{255, 226, 140, 255} : kRowText);
      y += l.line_h;
    }
    draw_row_chart(r.chart, u);
  }
  SDL_RenderSetClipRect(renderer_, nullptr);
  for (const Button& b : l.buttons)
    if (b.id < kOpenGameBase) draw_button(b);  // a row draws itself
}

std::string App::records_json() const {
  const float k = 1.0f / pixel_ratio();
  const RecordsLayout l = records_layout();
  std::ostringstream out;
  out << "{\"rows\":[";
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
      << ",\"h\":" << l.panel.h * k << "},\"scroll\":" << l.scroll * k << ",\"textPx\":" << l.text_px * k << ",\"games\":" << history_.games.size()
      << ",\"unreadable\":" << history_.unreadable.size() << "}";
  return out.str();
}

}  // namespace ur
