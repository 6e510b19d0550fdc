// What the screen shows, for the tests (App::debug_json; the page's ur_debug_layout): the
// layout, the stage, the top screen's and the overlay's own parts, the buttons shown.
#include <sstream>

#include <algorithm>
#include <cmath>

#include "ui/describe.hpp"
#include "ui/screens/game/sdl_game.hpp"
#include "ui/screens/start/sdl_start.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

#include "ai/levels.hpp"
#include "ai/perfect.hpp"
#include "core/position.hpp"
#include "core/side_names.hpp"

namespace ur {

std::string App::debug_json() const {
  const float k = 1.0f / pixel_ratio();
  std::ostringstream out;
  out << "{\"width\":" << static_cast<float>(layout_.width) * k << ",\"height\":" << static_cast<float>(layout_.height) * k
      << ",\"pixelRatio\":" << pixel_ratio() << ",\"upright\":" << (layout_.upright ? "true" : "false")
      << ",\"cell\":" << layout_.cell * k << ",\"frames\":" << frames_ << ",\"ticks\":" << iterations_
      << ",\"textAtlases\":" << assets_.atlases_made()
      << ",\"textsWithoutAtlas\":" << texts_without_atlas() << ",\"smallestText\":{\"px\":" << frame_smallest_.px * k << ",\"text\":\""
      << json_escape(frame_smallest_.text) << "\"}" << ",\"rosettes\":[";
  bool first = true;
  for (int r = 0; r < kBoardRows; ++r)
    for (int c = 0; c < layout_.board.cols; ++c)
      if (layout_.board.is_rosette(r, c)) {
        const Rect q = layout_.square(r, c);
        out << (first ? "" : ",") << "{\"row\":" << r << ",\"col\":" << c << ",\"x\":" << q.cx() * k << ",\"y\":" << q.cy() * k << "}";
        first = false;
      }
  const Rect gap = layout_.square(0, 4), gap2 = layout_.square(0, 5);
  out << "],\"background\":{\"x\":" << (gap.x + gap2.x + gap2.w) / 2 * k << ",\"y\":" << (gap.y + gap.h * 0.1f) * k
      << "},\"board\":{\"x\":" << layout_.board_bounds.x * k << ",\"y\":" << layout_.board_bounds.y * k
      << ",\"w\":" << layout_.board_bounds.w * k << ",\"h\":" << layout_.board_bounds.h * k << "}";
  static const char* kStages[] = {"idle",     "await-throw", "rolling", "choose", "thinking",
                                  "animating", "announce",    "over",    "returning"};
  const Screen* top = stack_.top();
  const char* screen_name = stack_.overlay() ? overlay_kind_name(overlay()) : top ? top->name() : "menu";
  out << ",\"screen\":\"" << screen_name << "\",\"stage\":\"" << kStages[static_cast<int>(game_.stage())] << "\"";
  std::string parts;  // the overlay's and the screen's own
  if (const Screen* o = stack_.overlay()) o->json(parts);
  out << parts << ",\"settings\":" << settings_json();
  parts.clear();
  if (top) top->json(parts);
  out << parts;
  const auto levels = menu_levels(menu_);
  out << ",\"menu\":{\"rules\":\"" << all_rule_sets()[static_cast<std::size_t>(menu_.rules)].name << "\",\"opponent\":\""
      << (menu_.opponent == 0 ? std::string("friend") : levels[static_cast<std::size_t>(menu_.opponent - 1)].name)
      << "\",\"side\":" << menu_.side << ",\"preparing\":" << (menu_.preparing ? "true" : "false")
      << ",\"strength\":\"" << json_escape(strength_label(menu_)) << "\""
      << ",\"offline\":" << (menu_.offline ? "true" : "false");
  if (const auto* start = dynamic_cast<const StartScreen*>(top)) {  // the start screen's own part
    parts.clear();
    start->menu_json(parts);
    out << parts;
  }
  out << ",\"levels\":[";
  for (std::size_t i = 0; i < levels.size(); ++i) out << (i ? "," : "") << "\"" << levels[i].name << "\"";
  out << "]}";
  out << ",\"pace\":{\"rollMs\":" << game_.pace().roll_ms << ",\"stepMs\":" << game_.pace().step_ms << "}";
  if (game_.has_game()) {
    out << ",\"rules\":\"" << game_.rules().name << "\",\"side\":\"" << side_title(game_.state().side) << "\""
        << ",\"human\":" << (game_.is_human(game_.state().side) ? "true" : "false")
        << ",\"turns\":" << game_.turns_played() << ",\"message\":\"" << json_escape(game_.message()) << "\""
        << ",\"status\":\"" << json_escape(status_line(game_)) << "\",\"selected\":" << (game_screen() ? game_screen()->cursor() : -1)
        << ",\"tour\":" << (tour_.active() ? static_cast<int>(tour_.step()) : -1)
        << ",\"tourText\":\"" << json_escape(tour_.active() ? tour_.view(game_, path_wanted()).text : "") << "\",\"offered\":" << (game_screen() ? game_screen()->offered_json() : R"({"count":0,"shown":-1,"fromBoard":false})")
        << ",\"position\":\"" << json_escape(to_position(game_.rules(), game_.state())) << "\",\"throws\":"
        << std::count_if(game_.history().begin(), game_.history().end(), [](const HistoryItem& h) { return h.chance; })
        << ",\"outcome\":" << (game_.dice_shown() ? game_.shown_outcome() : -1);
    out << ",\"queenNetwork\":[";  // per side: whether a Queen plays with her network yet
    for (const Side side : {kLight, kDark})
      out << (side == kDark ? "," : "") << (game_.agent(side) && oracle_uses_network(*game_.agent(side)) ? "true" : "false");
    out << "]";
    // Where to tap for each choice: the piece's square, or the pool for entering.
    out << ",\"choices\":[";
    const RuleSet& r = game_.rules();
    for (int i = 0; i < game_.choices().size(); ++i) {
      const Action& a = game_.choices()[i];
      const SDL_FPoint p = action_source(a).value_or(SDL_FPoint{-1, -1});
      out << (i ? "," : "") << "{\"text\":\"" << json_escape(describe_action(r, game_.state(), a).text) << "\",\"x\":" << p.x * k
          << ",\"y\":" << p.y * k << "}";
    }
    out << "]";
    // The game's table, the hints as shown, and where perfect players' moves came from.
    const char* table = !game_table_ ? "none"
                        : game_table_->status() == Lookup::Ready ? "ready"
                        : game_table_->status() == Lookup::Pending ? "pending" : "missing";
    out << ",\"table\":{\"status\":\"" << table << "\",\"preparing\":" << (game_table_ && game_table_->preparing() ? "true" : "false")
        << ",\"error\":\"" << json_escape(game_table_ ? game_table_->error() : "") << "\"},\"hints\":{\"available\":" << (hint_switch().available ? "true" : "false")
        << ",\"on\":" << (hints_on_ ? "true" : "false") << ",\"viewer\":\"" << side_title(hint_viewer(game_)) << "\"";
    if (hint_known_) out << ",\"lightChance\":" << hint_chance_;
    out << ",\"best\":" << hint_best_ << ",\"estimate\":" << (hint_known_ && hint_estimate_ ? "true" : "false") << "},\"notice\":\"" << json_escape(game_notice_) << "\"";
    // The mover's path on the board (shell/sdl_path.cpp): shown now, its Hide button
    // offered, and where it comes in and goes off (CSS px).
    out << ",\"path\":{\"shown\":" << (path_showing() ? "true" : "false") << ",\"hide\":" << (path_dismissable() ? "true" : "false");
    if (path_showing()) {
      const Side side = path_side();
      const PathGuide g = path_guide(r, side, layout_.frame(), layout_.pool[side]);
      out << ",\"side\":" << static_cast<int>(side) << ",\"entry\":{\"x\":" << g.entry.x * k << ",\"y\":" << g.entry.y * k << "},\"points\":" << g.line.size()
          << ",\"shared\":" << g.shared.size() << ",\"line\":[";
      for (std::size_t i = 0; i < g.line.size(); ++i)
        out << (i ? "," : "") << "[" << g.line[i].x * k << "," << g.line[i].y * k << "," << (i + 1 < g.line.size() && g.step_shared[i] ? 1 : 0) << "]";
      out << "]";
      if (g.exit) out << ",\"exit\":{\"x\":" << g.exit->x * k << ",\"y\":" << g.exit->y * k << "}";
    }
    out << "}";
    int from_table = 0, by_search = 0;
    for (const Side player : {kLight, kDark})
      if (const auto* p = dynamic_cast<const PerfectAgent*>(game_.agent(player))) {
        from_table += p->table_moves();
        by_search += p->search_moves();
      }
    out << ",\"perfectMoves\":{\"table\":" << from_table << ",\"search\":" << by_search << "}";
    // Each side's last move as marked on the board (the square it reached, in CSS px).
    out << ",\"lastMoves\":[";
    bool first_mark = true;
    for (const Side side : {kLight, kDark}) {
      const LastMove& m = game_.last_move(side);
      if (!m.known) continue;
      const SDL_FPoint at = m.to >= 0 ? square_centre(m.to) : pool_point(side, std::max(0, game_.state().off[side] - 1), true);
      out << (first_mark ? "" : ",") << "{\"side\":\"" << side_title(side) << "\",\"from\":" << m.from << ",\"to\":" << m.to
          << ",\"captured\":" << (m.captured ? "true" : "false") << ",\"rosette\":" << (m.rosette ? "true" : "false")
          << ",\"boreOff\":" << (m.bore_off ? "true" : "false") << ",\"x\":" << at.x * k << ",\"y\":" << at.y * k
          << ",\"text\":\"" << json_escape(m.text) << "\"}";
      first_mark = false;
    }
    out << "]";
  }
  out << ",\"buttons\":[";
  const auto buttons = current_buttons();
  for (std::size_t i = 0; i < buttons.size(); ++i) {
    const Button& b = buttons[i];
    out << (i ? "," : "") << "{\"id\":" << b.id << ",\"label\":\"" << json_escape(b.label) << "\",\"enabled\":"
        << (b.enabled ? "true" : "false") << ",\"x\":" << b.rect.cx() * k << ",\"y\":" << b.rect.cy() * k
        << ",\"w\":" << b.rect.w * k << ",\"h\":" << b.rect.h * k << (b.clipped ? ",\"clipped\":true" : "") << "}";
  }
  std::string remote;
  remote_.json(remote);
  out << "],\"sound\":" << sound_.json() << remote << ",\"workMaxMs\":" << frame_times_.take_work_max() << "}";  // since the last report
  return out.str();
}

}  // namespace ur
