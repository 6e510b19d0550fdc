// The game screen's input and its frame: the buttons shown, a tap on the board (select,
// then play, with a finger), the keys, and each frame's work. And a piece's alternatives
// (the stack rule sets): when a stack can move in several ways, the board shows the one
// being considered; tapping the stack again shows the next, tapping a landing square
// chooses the alternative that lands there. The chips beside the board stay as the list.
#include <algorithm>
#include <cmath>
#include <sstream>

#include "ui/describe.hpp"
#include "ui/screens/game/sdl_game.hpp"
#include "ui/screens/review/sdl_review.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

namespace ur {

bool GameScreen::result_shown() const {
  return app_.game_.stage() == Stage::Over && app_.now_ >= app_.game_.finished_at() + 900;
}

const char* GameScreen::name() const { return result_shown() ? "result" : "game"; }

void GameScreen::update(std::uint64_t now_ms) {
  game_update(now_ms);
  if (app_.game_.stage() != Stage::ChooseAction && app_.game_.stage() != Stage::AwaitThrow) put_away_choices();
}

void GameScreen::put_away_choices() {
  offered_.clear();
  offered_pick_ = -1;
  chip_page_ = 0;
  cursor_ = -1;
}

bool GameScreen::key(std::int32_t k, std::uint16_t mod) {
  game_key(k, mod);
  return true;
}

bool GameScreen::pointer(const SDL_Event& e) {
  if (e.type != SDL_MOUSEBUTTONDOWN || e.button.button != SDL_BUTTON_LEFT) return true;
  if (!app_.click_button(buttons(), e)) game_click(app_.mouse_x_, app_.mouse_y_);
  return true;
}

GameControls GameScreen::controls() const {
  return game_controls(app_.layout_, app_.game_, offered_, app_.hint_switch(), app_.sound_.settings().on, app_.remote_.throw_by(),
                       chip_page_, app_.path_dismissable());
}

bool GameScreen::button(int id) {
  switch (id) {
    case kMenuButton: app_.ask_to_leave(); return true;
    case kHintButton: app_.toggle_hints(); return true;
    case kHidePath: app_.hide_path(); return true;
    case kTourNext: app_.tour_.next(); app_.follow_tour(); return true;
    case kTourSkip: app_.tour_.skip(); app_.follow_tour(); return true;
    case kBackToMenu: app_.show(ScreenKind::Menu); app_.tour_ = Tour{}; return true;
    case kReviewGame: {
      std::vector<Step> steps;
      for (const HistoryItem& h : app_.game_.history()) steps.push_back(h.chance ? Step::of_chance(h.outcome) : Step::of_action(h.action));
      ReviewScreen::open(app_, app_.game_.rules(), {app_.game_.player_name(kLight), app_.game_.player_name(kDark)}, app_.game_seed_,
                         std::move(steps), false);
      return true;
    }
    default: break;
  }
  if (id == kThrowButton) {
    if (app_.remote_.button(id)) return true;  // a game by link or live throws by its own rules
    // A live game's throw before a move is a decision sent to the friend (the dice come later).
    if (app_.remote_.live.game() && app_.game_.state().phase == Phase::StartTurn) take(Action::special(ActionKind::Throw));
    else app_.game_.throw_dice(app_.now_);
    return true;
  }
  if (id == kChoiceMore) {
    ++chip_page_;
    return true;
  }
  if (id >= kChoiceBase && id < kRuleCardBase) {
    const auto i = static_cast<std::size_t>(id - kChoiceBase);
    // A finger first shows where a piece's alternative goes, then plays it.
    if (app_.touch_ && !offered_.empty() && offered_pick_ != static_cast<int>(i)) {
      offered_pick_ = static_cast<int>(i);
      return true;
    }
    const std::vector<Action> list = offered_.empty() ? special_actions(app_.game_) : offered_;
    if (i < list.size()) take(list[i]);
    return true;
  }
  return false;
}

// The game screen's buttons: the controls, the tour's panel over them, or the result's.
std::vector<Button> GameScreen::game_buttons() const {
  if (result_shown())
    return result_layout(app_.layout_.width, app_.layout_.height, app_.layout_.pixel_ratio).buttons;
  std::vector<Button> buttons = controls().buttons;
  if (app_.tour_.active()) {
    const TourLayout t = app_.tour_panel();
    buttons.insert(buttons.begin(), t.buttons.begin(), t.buttons.end());
  }
  return buttons;
}

// A press on the game's board (its buttons had their turn): a piece or the pool.
void GameScreen::game_click(float x, float y) {
  const bool pool = app_.layout_.pool[app_.game_.state().side].contains(x, y);
  const auto sq = app_.layout_.hit_square(x, y);
  if (offered_click(sq, pool)) return;
  if (!offered_.empty()) {  // a tap beside the offered choices puts them away
    offered_.clear();
    offered_pick_ = -1;
    chip_page_ = 0;
    if (!app_.game_.is_human(app_.game_.state().side) || actions_at(app_.game_, sq, pool).empty()) return;
  }
  pick_square(sq, pool);
}

void GameScreen::pick_square(std::optional<BoardSquare> sq, bool pool) {
  if (!app_.game_.is_human(app_.game_.state().side)) return;
  const std::vector<Action> here = actions_at(app_.game_, sq, pool);
  if (app_.touch_) {
    // A finger has no hover: the first tap selects a move and shows where it lands and
    // what it does; a second tap on the piece, or a tap on its landing square, plays it.
    if (const auto selected = cursor_action()) {
      const ActionEffect e = describe_action(app_.game_.rules(), app_.game_.state(), *selected);
      const bool on_landing = e.lands_on >= 0 ? sq && app_.layout_.board.at(sq->row, sq->col) == e.lands_on
                                              : e.bears_off && pool && here.empty();
      const bool same = here.size() == 1 && here[0] == *selected;
      if (on_landing || same) {
        take(*selected);
        return;
      }
    }
    cursor_ = -1;
    if (here.size() == 1) {
      for (int i = 0; i < app_.game_.choices().size(); ++i)
        if (app_.game_.choices()[i] == here[0]) cursor_ = i;
      return;
    }
  } else if (here.size() == 1) {
    take(here[0]);
    return;
  }
  if (here.size() > 1) {  // several things this piece may do: let the person say which
    offered_ = here;
    offered_pick_ = -1;
    chip_page_ = 0;
  }
}

void GameScreen::take(const Action& a) {
  if (app_.remote_.take(a)) return;
  if (app_.game_.choose(a, app_.now_)) put_away_choices();
}

std::optional<Action> GameScreen::cursor_action() const {
  if (cursor_ < 0 || cursor_ >= app_.game_.choices().size()) return std::nullopt;
  return app_.game_.choices()[cursor_];
}

// The game screen's keys (the result's once the game is over).
void GameScreen::game_key(SDL_Keycode k, Uint16 mod) {
  (void)mod;
  if (result_shown()) {
    if (k == SDLK_RETURN || k == SDLK_SPACE) app_.press_button(kPlayAgain);
    if (k == SDLK_ESCAPE || k == SDLK_m) app_.press_button(kBackToMenu);
    return;
  }
  if (k == SDLK_ESCAPE) {
    if (!offered_.empty()) { offered_.clear(); chip_page_ = 0; } else if (cursor_ >= 0) cursor_ = -1; else app_.ask_to_leave();
    return;
  }
  if (k == SDLK_m) { app_.ask_to_leave(); return; }
  if (app_.common_key(k)) return;
  if (k == SDLK_h) { app_.toggle_hints(); return; }
  if (k == SDLK_p) { app_.toggle_path(); return; }
  if (k >= SDLK_1 && k <= SDLK_9) {
    const int i = static_cast<int>(k - SDLK_1);
    // Choosing a move with no alternatives offered: the i-th legal move, as L says them.
    if (app_.game_.stage() == Stage::ChooseAction && offered_.empty() && app_.game_.is_human(app_.game_.state().side)) {
      if (i < app_.game_.choices().size()) take(app_.game_.choices()[i]);
      return;
    }
    app_.press_button(kChoiceBase + i);
    return;
  }
  const int n = app_.game_.choices().size();
  if (app_.game_.stage() == Stage::ChooseAction && n > 0 && offered_.empty()) {
    if (k == SDLK_TAB || k == SDLK_RIGHT || k == SDLK_DOWN) { cursor_ = (cursor_ + 1) % n; return; }
    if (k == SDLK_LEFT || k == SDLK_UP) { cursor_ = (cursor_ + n - 1) % n; return; }
  }
  if (k == SDLK_SPACE || k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_t) {
    if (app_.game_.stage() == Stage::AwaitThrow) { app_.press_button(kThrowButton); return; }
    if (app_.game_.stage() == Stage::ChooseAction) {
      if (!offered_.empty()) { take(offered_[0]); return; }
      if (cursor_ < 0) { cursor_ = 0; return; }  // first press shows the first move
      if (const auto a = cursor_action()) take(*a);
    }
  }
}

// Each frame of the game screen: the friend's moves, the game itself, the tour, the save,
// the sounds and the narration.
void GameScreen::game_update(std::uint64_t now_ms) {
  app_.remote_.live.follow();  // the friend's moves, once a frame; a stall told
  app_.game_.update(now_ms, [] { return static_cast<double>(SDL_GetPerformanceCounter()) * 1000.0 /
                                   static_cast<double>(SDL_GetPerformanceFrequency()); });
  app_.follow_tour();
  app_.keep_game();
  app_.sound_.play_cues();
  app_.voice_.narrate();
}

std::optional<Action> GameScreen::shown_alternative(const std::vector<Button>& buttons) const {
  if (offered_.empty()) return std::nullopt;
  int pick = offered_pick_;
  // A pointer over a chip shows that chip's alternative.
  if (!app_.touch_)
    if (const auto id = hit_button(buttons, app_.mouse_x_, app_.mouse_y_); id && *id >= kChoiceBase && *id < kRuleCardBase) pick = *id - kChoiceBase;
  if (pick < 0 || pick >= static_cast<int>(offered_.size())) return std::nullopt;
  return offered_[static_cast<std::size_t>(pick)];
}

bool GameScreen::offered_click(std::optional<BoardSquare> sq, bool pool) {
  if (offered_.empty()) return false;
  const RuleSet& r = app_.game_.rules();
  const State& st = app_.game_.state();
  const int square = sq ? r.board.at(sq->row, sq->col) : -1;
  const bool off = pool && square < 0;
  auto lands_here = [&](int i) {
    return alternative_landing_at(r, st, {offered_[static_cast<std::size_t>(i)]}, square, off, -1) == 0;
  };
  const int n = static_cast<int>(offered_.size());
  // The framed square plays the alternative shown.
  if (offered_pick_ >= 0 && offered_pick_ < n && lands_here(offered_pick_)) {
    take(offered_[static_cast<std::size_t>(offered_pick_)]);
    return true;
  }
  // The stack (or the pool) the alternatives start from lifts the next one. Those that
  // land where they start (a piece placed on the first rosette) come last, since a tap
  // there plays them.
  bool on_source = false;
  for (const Action& a : offered_)
    on_source |= a.kind == ActionKind::Move ? square == square_of(r, st.side, a.from) : a.kind == ActionKind::Enter && off;
  if (on_source) {
    std::vector<int> order;
    for (int pass = 0; pass < 2; ++pass)
      for (int i = 0; i < n; ++i)
        if (lands_here(i) == (pass == 1)) order.push_back(i);
    const auto at = std::find(order.begin(), order.end(), offered_pick_);
    offered_pick_ = at == order.end() || at + 1 == order.end() ? order.front() : *(at + 1);
    return true;
  }
  // Another alternative's landing square: a mouse plays it when it is the only one
  // landing there; otherwise it is shown first.
  const int landing = alternative_landing_at(r, st, offered_, square, off, -1);
  if (landing < 0) return false;
  int landing_here = 0;
  for (int i = 0; i < n; ++i) landing_here += lands_here(i) ? 1 : 0;
  if (!app_.touch_ && landing_here == 1)
    take(offered_[static_cast<std::size_t>(landing)]);
  else
    offered_pick_ = landing;
  return true;
}

std::string GameScreen::offered_json() const {
  std::ostringstream out;
  const float k = 1.0f / app_.pixel_ratio();
  out << "{\"count\":" << offered_.size() << ",\"shown\":" << offered_pick_ << ",\"fromBoard\":"
      << (std::any_of(offered_.begin(), offered_.end(), [](const Action& a) { return a.kind == ActionKind::Move; }) ? "true" : "false");
  if (offered_pick_ >= 0 && offered_pick_ < static_cast<int>(offered_.size())) {
    const Action& a = offered_[static_cast<std::size_t>(offered_pick_)];
    const ActionEffect e = describe_action(app_.game_.rules(), app_.game_.state(), a);
    const SDL_FPoint at = e.lands_on >= 0 ? app_.square_centre(e.lands_on)
                                          : app_.pool_point(app_.game_.state().side, app_.game_.state().off[app_.game_.state().side], true);
    out << ",\"lift\":" << (app_.stack_slot_moving(app_.game_.state(), a) >= 0 ? static_cast<int>(a.count) : 0)
        << ",\"back\":" << (a.kind == ActionKind::Move && a.to != kOff && a.to < a.from ? "true" : "false")
        << ",\"landX\":" << at.x * k << ",\"landY\":" << at.y * k;
  }
  out << "}";
  return out.str();
}

}  // namespace ur
