// The mover's path on the game's board (path_guide.hpp) while a person chooses: shown by
// the settings' "Path on the board" (the first games of each rule set until hidden, always
// or never), in the tour, and with P; hidden for a rule set by its "Hide the path" button.
// Gold where the path is the mover's own, carnelian where the other side's path runs too
// (where pieces meet), a chevron on every step, from the waiting pieces to the way off.
#include <algorithm>

#include "ui/describe.hpp"
#include "ui/path_guide.hpp"
#include "ui/sdl_app.hpp"
#include "ui/shell/sdl_draw.hpp"

namespace ur {
namespace {

std::string hidden_key(const RuleSet& r) { return "path.hidden." + std::string(r.name); }

}  // namespace

void App::load_path_pref() {
  const std::string text = prefs_.get ? prefs_.get("path") : "";
  if (const std::optional<PathShow> s = parse_path_show(text)) {
    path_show_ = *s;
  } else {
    path_show_ = PathShow::First;
    SDL_Log("the path setting '%s' is not first, always or never: first is used", text.c_str());
  }
}

void App::set_path_show(PathShow s) {
  path_show_ = s;
  path_toggled_ = std::nullopt;
  if (prefs_.set) prefs_.set("path", std::string(path_show_pref(s)));
}

int App::finished_games_of(const RuleSet& r) const {
  return static_cast<int>(std::count_if(history_.games.begin(), history_.games.end(),
                                        [&](const PastGame& g) { return g.finished() && g.rules.id == r.id; }));
}

bool App::path_by_setting() const {
  if (!game_.has_game()) return false;
  const RuleSet& r = game_.rules();
  const bool dismissed = prefs_.get && prefs_.get(hidden_key(r)) == "1";
  return path_shown(path_show_, finished_games_of(r), dismissed, tour_.active());
}

bool App::path_wanted() const { return path_toggled_.value_or(path_by_setting()); }

bool App::tour_path() const {
  const TourStep s = tour_.step();
  return tour_.active() && (s == TourStep::Rosettes || s == TourStep::Captures || s == TourStep::BearOff);
}

Side App::path_side() const { return tour_path() ? tour_.side() : game_.state().side; }

bool App::path_showing() const {
  if (screen() != ScreenKind::Game || !game_.has_game()) return false;
  // The tour's words after the first move point at the path (its red squares, its way
  // off): it stays on the board whoever moves, the guided person's.
  if (tour_path()) return path_wanted();
  if (game_.stage() != Stage::ChooseAction || !game_.is_human(game_.state().side)) return false;
  return path_wanted();
}

bool App::path_dismissable() const { return path_showing() && !path_toggled_ && path_show_ == PathShow::First && !tour_.active(); }

void App::hide_path() {
  if (game_.has_game() && prefs_.set) prefs_.set(hidden_key(game_.rules()), "1");
  path_toggled_ = false;
  dirty_ = true;
}

void App::toggle_path() {
  path_toggled_ = !path_wanted();
  show_game_notice(tr(*path_toggled_ ? "game.path.shown" : "game.path.hidden"));
}

void App::draw_path_guide() {
  if (!path_showing()) return;
  const RuleSet& r = game_.rules();
  const Side side = path_side();
  const float cell = layout_.cell;
  const PathGuide g = path_guide(r, side, layout_.frame(), layout_.pool[side]);
  const float width = std::max(2.0f * pixel_ratio(), cell * 0.06f);
  draw_path_line(renderer_, g, width, cell * 0.14f);
  // Where pieces come in: a dot at the path's start.
  fill_circle(renderer_, {g.entry.x, g.entry.y}, width * 1.6f, kOutline);
  fill_circle(renderer_, {g.entry.x, g.entry.y}, width * 1.1f, g.step_shared.front() ? kPathShared : kArrow);
}

}  // namespace ur
