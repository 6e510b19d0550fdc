// Drawing and input for every screen. Layout comes from pure functions (layout.hpp,
// screens.hpp); the game flow from Controller; this file only paints and routes input.
#include "ui/sdl_app.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "ai/learned_eval.hpp"
#include "ai/levels.hpp"
#include "ai/perfect.hpp"
#include "core/position.hpp"
#include "core/record.hpp"
#include "ui/correspondence.hpp"
#include "ui/describe.hpp"
#include "ui/sdl_palette.hpp"

namespace ur {
namespace {


// How long a notice over the game stays (it fades out in its last second).
constexpr std::uint64_t kGameNoticeMs = 7000;

SDL_FRect to_sdl(const Rect& r) { return {r.x, r.y, r.w, r.h}; }

// A piece image is 128 px with the disc 104 px across, centred at (61, 60).
SDL_FRect piece_rect(float cx, float cy, float size) {
  const float s = size * 128.0f / 104.0f;
  return {cx - s * 61.0f / 128.0f, cy - s * 60.0f / 128.0f, s, s};
}

double ease(double t) { return t < 0.5 ? 2 * t * t : 1 - std::pow(-2 * t + 2, 2) / 2; }

}  // namespace

std::string json_escape(const std::string& s) {
  std::string out;
  for (const char ch : s) {
    if (ch == '"' || ch == '\\') out += '\\';
    if (static_cast<unsigned char>(ch) < 0x20) continue;
    out += ch;
  }
  return out;
}

// ------------------------------------------------------------------ set-up

App::App(SDL_Window* window, SDL_Renderer* renderer, bool tables_from_site)
    : window_(window), renderer_(renderer),
      tables_([] { return static_cast<double>(SDL_GetTicks64()); }, tables_from_site) {
  game_.set_tables(&tables_);
  show(ScreenKind::Menu);
  stack_.apply();
}

std::string App::load(const std::string& asset_dir) {
  std::string error = load_assets(renderer_, asset_dir, assets_);
  update_layout();
  if (error.empty()) draw_table();  // prepared now, so the first game does not stall a frame
  return error;
}

float App::pixel_ratio() const {
  int ww = 0, wh = 0;
  SDL_GetWindowSize(window_, &ww, &wh);
  return ww > 0 ? static_cast<float>(layout_.width) / static_cast<float>(ww) : 1.0f;
}

void App::update_layout() {
  int w = 0, h = 0;
  SDL_GetRendererOutputSize(renderer_, &w, &h);
  // The guided game's panel keeps a band free at the top.
  float reserve = 0;
  if (screen() == ScreenKind::Game && tour_.active()) {
    const TourLayout t = tour_panel_at(w);
    reserve = t.panel.y + t.panel.h;
  }
  if (screen() == ScreenKind::Review && review_ && w > 0) {  // the review's panel and move list
    const float px = start_text_px(w, h, pixel_ratio());
    const StartFonts fonts{&assets_.text.pick(px).metrics, &assets_.text_bold.pick(px).metrics};
    const Layout board = review_board(w, h, pixel_ratio(), review_view(), fonts, review_->rules.board);
    if (board.board_image.x != layout_.board_image.x || board.board_image.y != layout_.board_image.y ||
        board.cell != layout_.cell || w != layout_.width || h != layout_.height || board.board != layout_.board) {
      layout_ = board;
      reserve_ = -1;  // a game's layout is made afresh
    }
    return;
  }
  const Board& shape = game_.rules().board;  // each rule set's own board
  if (w != layout_.width || h != layout_.height || reserve != reserve_ || shape != layout_.board) {
    layout_ = compute_layout(w, h, reserve, shape);
    reserve_ = reserve;
  }
}

std::string App::start_game(const std::string& rules, const std::array<std::string, 2>& players, std::uint64_t seed,
                            const Controller::Resume* resume) {
  std::string error;
  link_game_.reset();  // a game here (sdl_correspondence.cpp sets it again for a game by link)
  if (!showing_live_ && live_game_) {  // another game: the live one's connection closes (it stays kept)
    if (live_hooks_.transport.close) live_hooks_.transport.close();
    live_game_.reset();
  }
  const std::optional<RuleSet> r = parse_rules_notation(rules, &error);  // "finkel", "finkel:3"
  if (!r) return error;
  error = resume ? game_.resume(*r, players, seed, *resume, now_) : game_.start(*r, players, seed, now_);
  if (error.empty()) {
    game_seed_ = seed;
    keeping_ = true;  // saved from its first frame (sdl_keep.cpp)
    kept_steps_ = static_cast<std::size_t>(-1);
    show(ScreenKind::Game);
    close_overlay();
    tour_ = Tour{};  // a new game is not guided unless its starter says so
    tour_running_ = false;
    offered_.clear();
    cursor_ = -1;
    game_table_ = tables_.get(*r);  // asks for its header: hints and perfect play need it
    hint_known_ = false;
    hint_best_ = -1;
    table_notice_given_ = false;
    game_notice_.clear();
    sound_cues_.restart(game_);
    if (players[0] == "oracle" || players[1] == "oracle") {  // a game by link, a save, or the menu
      nets_.want(*r);
      if (nets_.state(*r) == NetLibrary::State::None || nets_.state(*r) == NetLibrary::State::Failed) queen_without_network();
    }
  }
  return error;
}

// The Queen cannot have her network in this game (none for these rules here, or it could
// not be read): she plays as the King, and the player is told.
void App::queen_without_network() {
  const std::string why = nets_.error(game_.rules());
  SDL_Log("the Queen plays without her network: %s",
          why.empty() ? ("no " + learned_eval_file_name(game_.rules()) + " here").c_str() : why.c_str());
  show_game_notice(tr("game.queen_unavailable"));
}

void App::table_answer(int id, const std::uint8_t* bytes, std::size_t size, std::uint64_t file_size) {
  tables_.deliver(id, bytes, size, file_size);
  dirty_ = true;
}

void App::table_failed(int id, const std::string& why, bool whole_table) {
  tables_.fail(id, why, whole_table);
  dirty_ = true;
}

void App::table_index(std::string_view text) {
  tables_.index_loaded(text);
  dirty_ = true;
}

void App::table_index_failed(const std::string& why) {
  SDL_Log("perfect-play tables not available: %s", why.c_str());
  tables_.index_failed(why);
  dirty_ = true;
}

void App::set_online(bool online) {
  if (offline_ == !online) return;
  offline_ = !online;
  if (online) tables_.retry_index();
  dirty_ = true;
}

HintSwitch App::hint_switch() const {
  return {game_table_ && game_table_->status() == Lookup::Ready, hints_on_};
}

void App::toggle_hints() {
  if (hint_switch().available) {
    hints_on_ = !hints_on_;
    hint_known_ = false;  // the position may have changed while they were off: read it afresh
    return;
  }
  // No switch on screen: say why instead.
  std::string why;
  if (!game_table_) why = tr("game.hints_why.unsolved");
  else if (offline_ && game_table_->status() != Lookup::Ready) why = tr("game.hints_why.offline");
  else if (game_table_->preparing()) why = tr("game.hints_why.preparing");
  else if (game_table_->status() == Lookup::Pending) why = tr("game.hints_why.loading");
  else why = tr("game.hints_why.no_table", {{"rules", rules_notation(game_.rules())}});
  show_game_notice(tr("game.hints_unavailable", {{"why", why}}));
}

void App::show_game_notice(const std::string& text) {
  game_notice_ = text;
  game_notice_at_ = now_;
  dirty_ = true;
}

// Follows the tables: offers perfect play in the menu once the table is there, tells
// the player when a perfect opponent has to fall back to search, and reads the hints.
void App::update_tables() {
  if (screen() == ScreenKind::Menu) {
    const auto table = tables_.get(all_rule_sets()[static_cast<std::size_t>(menu_.rules)]);
    const bool offered = table && table->status() == Lookup::Ready;
    const bool preparing = table && table->preparing();
    const bool offline = table && offline_ && !offered;
    const RuleSet& menu_rules = all_rule_sets()[static_cast<std::size_t>(menu_.rules)];
    nets_.want(menu_rules);
    const bool oracle = nets_.state(menu_rules) == NetLibrary::State::Ready;
    if (offered != menu_perfect_ || oracle != menu_oracle_) follow_menu_levels(offered, oracle);
    // The desktop, a solvable rule set and no table in the player's data folder: the set-up
    // says how to get perfect play (docs/desktop.md).
    const bool solve = table && !tables_.indexed() && table->status() == Lookup::Missing;
    if (preparing != menu_preparing_ || offline != menu_offline_ || solve != menu_solve_) dirty_ = true;
    menu_preparing_ = preparing;
    menu_offline_ = offline;
    menu_solve_ = solve;
    return;
  }
  if (!game_table_ || !game_.has_game() || screen() == ScreenKind::Review) return;
  const bool perfect_player = game_.player_name(kLight) == "perfect" || game_.player_name(kDark) == "perfect";
  if (perfect_player && !table_notice_given_ && game_table_->status() == Lookup::Missing) {
    table_notice_given_ = true;
    SDL_Log("perfect-play table not used: %s", game_table_->error().c_str());
    show_game_notice("Perfect-play table not available: playing the strongest search instead");
  }
  if (!hint_switch().available || !hints_on_) return;
  const Hint h = read_hint(game_, *game_table_);
  if (h.chance_state == Lookup::Ready && (!hint_known_ || h.light_chance != hint_chance_)) {
    hint_chance_ = h.light_chance;
    hint_known_ = true;
    dirty_ = true;
  }
  const int best = h.best_state == Lookup::Ready ? h.best : -1;
  if (best != hint_best_) dirty_ = true;
  hint_best_ = best;
}

// The levels offered change (perfect play, the Queen): the choice stays on the same level
// by name, or the nearest one when it is no longer offered.
void App::follow_menu_levels(bool perfect, bool oracle) {
  const auto name_at = [&](int index) {
    const auto levels = menu_levels();
    return index > 0 && index <= static_cast<int>(levels.size()) ? levels[static_cast<std::size_t>(index - 1)].name
                                                                 : std::string();
  };
  const std::string chosen = name_at(menu_.opponent), last = name_at(menu_.last_level);
  menu_perfect_ = perfect;
  menu_oracle_ = oracle;
  const auto levels = menu_levels();
  const auto index_of = [&](const std::string& name, int old) {
    for (std::size_t i = 0; i < levels.size(); ++i)
      if (levels[i].name == name) return static_cast<int>(i) + 1;
    return std::min(old, static_cast<int>(levels.size()));
  };
  if (menu_.opponent > 0) menu_.opponent = index_of(chosen, menu_.opponent);
  menu_.last_level = index_of(last, menu_.last_level);
  dirty_ = true;
}

void App::net_answer(const std::string& file, const std::uint8_t* bytes, std::size_t size) {
  nets_.answer(file, bytes, size);
  dirty_ = true;
  if (!game_.has_game() || learned_eval_file_name(game_.rules()) != file) return;
  if (nets_.state(game_.rules()) == NetLibrary::State::Failed &&
      (game_.player_name(kLight) == "oracle" || game_.player_name(kDark) == "oracle"))
    queen_without_network();
}

void App::net_failed(const std::string& file, const std::string& why) {
  nets_.failed(file, why);
  SDL_Log("the Queen's network %s could not be fetched: %s", file.c_str(), why.c_str());
  const bool queen_playing = game_.has_game() && screen() == ScreenKind::Game &&
                             (game_.player_name(kLight) == "oracle" || game_.player_name(kDark) == "oracle");
  if (queen_playing && learned_eval_file_name(game_.rules()) == file) queen_without_network();
}

void App::start_from_menu() {
  const auto sets = all_rule_sets();
  const RuleSet& r = sets[static_cast<std::size_t>(menu_.rules)];
  std::array<std::string, 2> players{"", ""};
  if (menu_.opponent > 0) {
    const auto levels = menu_levels();
    players[1 - menu_.side] = levels[static_cast<std::size_t>(menu_.opponent - 1)].name;
  }
  seed_ = seed_ * 6364136223846793005ull + now_ + 1442695040888963407ull;
  start_game(std::string(r.name), players, seed_);
  // A newcomer's first game of Finkel against the computer is a guided one.
  if (r.id == RuleSetId::Finkel && menu_.opponent > 0 && !(prefs_.get && prefs_.get("tour.finkel") == "done")) {
    tour_.start(static_cast<Side>(menu_.side));
    tour_running_ = true;
  }
}

// ------------------------------------------------------------------ input

std::vector<Button> App::current_buttons() const {
  // The top layer's: a dialog, How to play or the help, else the screen's.
  if (const Screen* o = stack_.overlay()) return o->buttons();
  if (const Screen* s = stack_.top()) return s->buttons();
  return {};
}

// The game screen's buttons: the controls, the tour's panel over them, or the result's.
std::vector<Button> App::game_buttons() const {
  if (game_.stage() == Stage::Over && now_ >= game_.finished_at() + 900)
    return result_layout(layout_.width, layout_.height).buttons;
  std::vector<Button> buttons = game_controls(layout_, game_, offered_, hint_switch(), sound_settings_.on, throw_by()).buttons;
  if (tour_.active()) {
    const TourLayout t = tour_panel();
    buttons.insert(buttons.begin(), t.buttons.begin(), t.buttons.end());
  }
  return buttons;
}

void App::handle_event(const SDL_Event& event) {
  const float k = pixel_ratio();
  dirty_ = true;
  sound_gesture(event);
  if (record_io_event(event)) {
    stack_.apply();
    return;
  }
  // Pointer events go to the top layer first (ScreenStack::dispatch): an overlay that
  // does not let clicks through keeps them from the screens below.
  const auto pointer = [&](Screen& s) { return s.pointer(event); };
  switch (event.type) {
    case SDL_QUIT:
      quit_ = true;
      break;
    case SDL_WINDOWEVENT:
      if (event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) update_layout();
      break;
    case SDL_MOUSEMOTION:
      mouse_x_ = static_cast<float>(event.motion.x) * k;
      mouse_y_ = static_cast<float>(event.motion.y) * k;
      stack_.dispatch(pointer);
      break;
    case SDL_MOUSEBUTTONDOWN:
      if (event.button.button == SDL_BUTTON_LEFT) {
        touch_ = event.button.which == SDL_TOUCH_MOUSEID;
        mouse_x_ = static_cast<float>(event.button.x) * k;
        mouse_y_ = static_cast<float>(event.button.y) * k;
      }
      stack_.dispatch(pointer);
      break;
    case SDL_MOUSEBUTTONUP:
      stack_.dispatch(pointer);
      break;
    case SDL_MOUSEWHEEL:
      stack_.dispatch([&](Screen& s) { return s.wheel(event); });
      break;
    case SDL_KEYDOWN:
      key(event.key.keysym.sym, event.key.keysym.mod);
      break;
    case SDL_TEXTINPUT:  // typing a name (sdl_name_entry.cpp); a browser's field has its own
      if (overlay() == OverlayKind::Name && !text_field_.text) name_entry_.type(event.text.text);
      break;
    default:
      break;
  }
  sync_howto();
  stack_.apply();
}

bool App::click_button(const std::vector<Button>& buttons, const SDL_Event& e) {
  if (e.type != SDL_MOUSEBUTTONDOWN || e.button.button != SDL_BUTTON_LEFT) return false;
  const auto id = hit_button(buttons, mouse_x_, mouse_y_);
  if (id) press_button(*id);
  return id.has_value();
}

// A press on the game's board (its buttons had their turn): a piece or the pool.
void App::game_click(float x, float y) {
  const bool pool = layout_.pool[game_.state().side].contains(x, y);
  const auto sq = layout_.hit_square(x, y);
  if (offered_click(sq, pool)) return;
  if (!offered_.empty()) {  // a tap beside the offered choices puts them away
    offered_.clear();
    offered_pick_ = -1;
    if (!game_.is_human(game_.state().side) || actions_at(game_, sq, pool).empty()) return;
  }
  pick_square(sq, pool);
}

void App::pick_square(std::optional<BoardSquare> sq, bool pool) {
  if (!game_.is_human(game_.state().side)) return;
  const std::vector<Action> here = actions_at(game_, sq, pool);
  if (touch_) {
    // A finger has no hover: the first tap selects a move and shows where it lands and
    // what it does; a second tap on the piece, or a tap on its landing square, plays it.
    if (const auto selected = cursor_action()) {
      const ActionEffect e = describe_action(game_.rules(), game_.state(), *selected);
      const bool on_landing = e.lands_on >= 0 ? sq && layout_.board.at(sq->row, sq->col) == e.lands_on
                                              : e.bears_off && pool && here.empty();
      const bool same = here.size() == 1 && here[0] == *selected;
      if (on_landing || same) {
        take(*selected);
        return;
      }
    }
    cursor_ = -1;
    if (here.size() == 1) {
      for (int i = 0; i < game_.choices().size(); ++i)
        if (game_.choices()[i] == here[0]) cursor_ = i;
      return;
    }
  } else if (here.size() == 1) {
    take(here[0]);
    return;
  }
  if (here.size() > 1) {  // several things this piece may do: let the person say which
    offered_ = here;
    offered_pick_ = -1;
  }
}

void App::take(const Action& a) {
  if (link_take(a) || live_take(a)) return;
  if (game_.choose(a, now_)) {
    offered_.clear();
    offered_pick_ = -1;
    cursor_ = -1;
  }
}

void App::press_button(int id) {
  // The top layer first, then the screen; what neither takes, the shell's own buttons.
  if (Screen* o = stack_.overlay(); o && o->button(id)) return;
  if (Screen* s = stack_.top(); s && s->button(id)) return;
  if (name_button(id) || settings_button(id) || sound_button(id)) return;
  if (link_button(id) || live_button(id)) return;
  switch (id) {
    case kPlay: play_pressed(kPlay); return;
    case kResumeSaved: close_overlay(); continue_game(); return;
    case kNewOverSaved: start_over_saved(); return;
    case kCancelNew: close_overlay(); return;
    case kContinue: continue_game(); return;
    case kLanguage: next_language_pressed(); return;
    case kOpenSettings: open_settings(); return;
    case kHowToPlay: open_howto(); return;
    case kThrowButton:
      // A live game's throw before a move is a decision sent to the friend (the dice come later).
      if (live_game_ && screen() == ScreenKind::Game && game_.state().phase == Phase::StartTurn) {
        take(Action::special(ActionKind::Throw));
        return;
      }
      game_.throw_dice(now_);
      return;
    case kMenuButton: ask_to_leave(); return;
    case kLeaveGame:
      close_overlay();
      show(ScreenKind::Menu);
      menu_.setup_page = false;  // a phone's first page, where Continue is (the dialog promised it)
      offered_.clear();
      tour_ = Tour{};
      refresh_live_continue();  // a live game left is offered again at once (Continue online)
      return;
    case kTourNext: tour_.next(); follow_tour(); return;
    case kTourSkip: tour_.skip(); follow_tour(); return;
    case kGuidedGame: play_pressed(kGuidedGame); return;
    case kHelpButton: open_overlay(OverlayKind::Help); overlay_scroll_ = 0; return;
    case kHintButton: toggle_hints(); return;
    case kCloseOverlay: close_overlay(); return;
    case kBackToMenu: show(ScreenKind::Menu); tour_ = Tour{}; return;
    case kPlayAgain: start_game(rules_notation(game_.rules()), {game_.player_name(kLight), game_.player_name(kDark)}, ++seed_); return;
    default: break;
  }
  if (id == kReviewGame) {
    std::vector<Step> steps;
    for (const HistoryItem& h : game_.history()) steps.push_back(h.chance ? Step::of_chance(h.outcome) : Step::of_action(h.action));
    open_review(game_.rules(), {game_.player_name(kLight), game_.player_name(kDark)}, game_seed_, std::move(steps), false);
    return;
  }
  if (id >= kReviewStart && id <= kTakeOverFriend) {
    review_button(id);
    return;
  }
  if (id == kOpenHistory || id == kOpenStatistics) {
    open_records(id == kOpenHistory ? ScreenKind::History : ScreenKind::Statistics);
    return;
  }
  if (id >= kExportRecord && id <= kPasteRecord) {
    record_io_button(id);
    return;
  }
  if (id >= kRecordsBack) {
    records_button(id);
    return;
  }
  if (id >= kChoiceBase && id < kRuleCardBase) {
    const auto i = static_cast<std::size_t>(id - kChoiceBase);
    // A finger first shows where a piece's alternative goes, then plays it.
    if (touch_ && !offered_.empty() && offered_pick_ != static_cast<int>(i)) {
      offered_pick_ = static_cast<int>(i);
      return;
    }
    const std::vector<Action> list = offered_.empty() ? special_actions(game_) : offered_;
    if (i < list.size()) take(list[i]);
    return;
  }
  menu_button(id);
}

std::optional<Action> App::cursor_action() const {
  if (cursor_ < 0 || cursor_ >= game_.choices().size()) return std::nullopt;
  return game_.choices()[cursor_];
}

void App::key(SDL_Keycode k, Uint16 mod) {
  if ((mod & KMOD_CTRL) && k == SDLK_q) { quit_ = true; return; }
  // The overlay first (a dialog takes every key; How to play and the help leave F1 and ?
  // to the shell); then the help, over whichever screen is shown; then the screen.
  if (Screen* o = stack_.overlay(); o && o->key(k, mod)) return;
  if (is_help_key(k, mod)) {
    if (overlay() == OverlayKind::Help) close_overlay();
    else open_overlay(OverlayKind::Help);
    overlay_scroll_ = 0;
    return;
  }
  if (stack_.overlay()) return;
  if (Screen* s = stack_.top()) s->key(k, mod);
}

// A dialog's keys: arrows or Tab move between the buttons, Enter presses one, Esc closes
// (keeps playing).
bool App::dialog_key(SDL_Keycode k) {
  const std::vector<Button> buttons = dialog().buttons;
  const int n = static_cast<int>(buttons.size());
  const int focus = dialog_focus_ < 0 ? n - 1 : dialog_focus_;
  if (k == SDLK_LEFT || k == SDLK_RIGHT || k == SDLK_TAB || k == SDLK_UP || k == SDLK_DOWN)
    dialog_focus_ = (focus + ((k == SDLK_LEFT || k == SDLK_UP) ? n - 1 : 1)) % n;
  else if (k == SDLK_ESCAPE) close_overlay();
  else if (k == SDLK_RETURN || k == SDLK_SPACE || k == SDLK_KP_ENTER) press_button(buttons[static_cast<std::size_t>(focus)].id);
  return true;
}

// The game screen's keys (the result's once the game is over).
void App::game_key(SDL_Keycode k, Uint16 mod) {
  (void)mod;
  if (game_.stage() == Stage::Over && now_ >= game_.finished_at() + 900) {
    if (k == SDLK_RETURN || k == SDLK_SPACE) press_button(kPlayAgain);
    if (k == SDLK_ESCAPE || k == SDLK_m) press_button(kBackToMenu);
    return;
  }
  if (k == SDLK_ESCAPE) {
    if (!offered_.empty()) offered_.clear(); else if (cursor_ >= 0) cursor_ = -1; else ask_to_leave();
    return;
  }
  if (k == SDLK_m) { ask_to_leave(); return; }
  if (sound_key(k)) return;
  if (k == SDLK_r) { open_howto(); return; }
  if (k == SDLK_h) { toggle_hints(); return; }
  if (k == SDLK_l) { say_moves(); return; }
  if (k >= SDLK_1 && k <= SDLK_9) {
    const int i = static_cast<int>(k - SDLK_1);
    // Choosing a move with no alternatives offered: the i-th legal move, as L says them.
    if (game_.stage() == Stage::ChooseAction && offered_.empty() && game_.is_human(game_.state().side)) {
      if (i < game_.choices().size()) take(game_.choices()[i]);
      return;
    }
    press_button(kChoiceBase + i);
    return;
  }
  const int n = game_.choices().size();
  if (game_.stage() == Stage::ChooseAction && n > 0 && offered_.empty()) {
    if (k == SDLK_TAB || k == SDLK_RIGHT || k == SDLK_DOWN) { cursor_ = (cursor_ + 1) % n; return; }
    if (k == SDLK_LEFT || k == SDLK_UP) { cursor_ = (cursor_ + n - 1) % n; return; }
  }
  if (k == SDLK_SPACE || k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_t) {
    if (game_.stage() == Stage::AwaitThrow) { press_button(kThrowButton); return; }
    if (game_.stage() == Stage::ChooseAction) {
      if (!offered_.empty()) { take(offered_[0]); return; }
      if (cursor_ < 0) { cursor_ = 0; return; }  // first press shows the first move
      if (const auto a = cursor_action()) take(*a);
    }
  }
}

// ------------------------------------------------------------------ frame

namespace {
double ms_since(std::uint64_t counter) {
  return static_cast<double>(SDL_GetPerformanceCounter() - counter) * 1000.0 / static_cast<double>(SDL_GetPerformanceFrequency());
}
}  // namespace

void App::frame(std::uint64_t now_ms, bool present) {
  const std::uint64_t t0 = SDL_GetPerformanceCounter();
  present_ms_ = 0;
  frame_work(now_ms, present);
  // The game's own work is the frame without SDL_RenderPresent, which hands the frame's
  // drawing to the browser's WebGL, where a software GPU that falls behind can make the
  // page wait (tests/browser/frames.test.mjs): both are kept, for the browser tests.
  const double total = ms_since(t0);
  const double own = std::max(0.0, total - present_ms_);
  work_ms_max_ = std::max(work_ms_max_, own);
  present_ms_max_ = std::max(present_ms_max_, present_ms_);
  total_ms_max_ = std::max(total_ms_max_, total);
  if (work_.size() < 200000) work_.push_back(static_cast<float>(own));
  if (own > 40 || total > 100)  // seen by the browser tests
    SDL_Log("slow frame: %.1f ms, %.1f of them handing the drawing to the browser (screen %d, stage %d)", total,
            present_ms_, static_cast<int>(screen()), static_cast<int>(game_.stage()));
}

std::string App::frame_work_report() {
  std::vector<float> w = work_;
  work_.clear();
  const double present_max = present_ms_max_, total_max = total_ms_max_;
  present_ms_max_ = total_ms_max_ = 0;
  if (w.empty()) return "{}";
  std::sort(w.begin(), w.end());
  auto at = [&](double p) { return w[std::min(w.size() - 1, static_cast<std::size_t>(p * static_cast<double>(w.size())))]; };
  std::ostringstream out;
  out << "{\"frames\":" << w.size() << ",\"p50\":" << at(0.5) << ",\"p95\":" << at(0.95) << ",\"max\":" << w.back()
      << ",\"presentMax\":" << present_max << ",\"totalMax\":" << total_max << "}";
  return out.str();
}

void App::frame_work(std::uint64_t now_ms, bool present) {
  now_ = now_ms;
  ++iterations_;
  stack_.apply();  // changes asked for outside an event (start_game from the command line, ...)
  update_layout();
  stack_.update(now_ms);
  if (game_.stage() != Stage::ChooseAction && game_.stage() != Stage::AwaitThrow) {
    offered_.clear();
    cursor_ = -1;
  }
  update_tables();
  follow_name_field();
  // Only draw when something changes: input, a rolling die or sliding piece every frame,
  // a gentle pulse of the highlights, or a heartbeat for timed changes. An idle page then
  // costs nothing, and the browser keeps showing the last frame.
  const Stage stage = game_.stage();
  const bool notice_shown = screen() == ScreenKind::Game && !game_notice_.empty() && now_ms < game_notice_at_ + kGameNoticeMs;
  const bool moving = (screen() == ScreenKind::Game && (stage == Stage::Rolling || stage == Stage::Animating ||
                                                   stage == Stage::Returning || notice_shown)) ||
                      howto_rolling();
  const std::uint64_t interval = screen() == ScreenKind::Game && stage == Stage::ChooseAction ? 60 : 250;
  if (present && !dirty_ && !moving && now_ms < last_draw_ + interval) return;
  dirty_ = false;
  last_draw_ = now_ms;
  smallest_text() = {};
  SDL_SetRenderDrawColor(renderer_, 28, 20, 14, 255);
  SDL_RenderClear(renderer_);
  stack_.draw();
  if (present) {
    const std::uint64_t t = SDL_GetPerformanceCounter();
    SDL_RenderPresent(renderer_);
    present_ms_ = ms_since(t);
  }
  frame_smallest_ = smallest_text();
  ++frames_;
}

// Each frame of the game screen: the friend's moves, the game itself, the tour, the save,
// the sounds and the narration.
void App::game_update(std::uint64_t now_ms) {
  if (live_game_ && live_game_->steps().size() != live_shown_steps_) show_live_game();  // the friend's moves, once a frame
  follow_live_stall();
  game_.update(now_ms, [] { return static_cast<double>(SDL_GetPerformanceCounter()) * 1000.0 /
                                   static_cast<double>(SDL_GetPerformanceFrequency()); });
  follow_tour();
  keep_game();
  play_sound_cues();
  narrate_game();
}

void App::fill_rect(const Rect& r, SDL_Color c) {
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
  SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
  const SDL_FRect f = to_sdl(r);
  SDL_RenderFillRectF(renderer_, &f);
}

void App::draw_panel(const Rect& r, bool dark) {
  const float b = std::max(2.0f, std::min(r.w, r.h) * 0.012f);
  fill_rect({r.x + b * 2, r.y + b * 3, r.w, r.h}, {0, 0, 0, 90});
  fill_rect(r, kGold);
  fill_rect({r.x + b, r.y + b, r.w - 2 * b, r.h - 2 * b}, dark ? SDL_Color{40, 28, 19, 250} : kParchment);
}

void App::draw_button(const Button& b, bool focused) {
  const float border = std::max(2.0f, b.rect.h * 0.06f);
  SDL_Color face = b.primary ? kLapis : kBrown;
  if (!b.enabled) face = {70, 60, 52, 200};
  const bool hover = b.enabled && b.rect.contains(mouse_x_, mouse_y_);
  fill_rect({b.rect.x + border, b.rect.y + border * 1.5f, b.rect.w, b.rect.h}, {0, 0, 0, 80});
  fill_rect(b.rect, focused || hover ? SDL_Color{255, 226, 140, 255} : (b.enabled ? kGold : kMuted));
  fill_rect({b.rect.x + border, b.rect.y + border, b.rect.w - 2 * border, b.rect.h - 2 * border}, face);
  float px = b.rect.h * kLabelHeightShare;
  const float room = b.rect.w - b.rect.h * kLabelMarginShare;
  const float w = assets_.text_bold.measure(b.label, px);
  if (w > room) px *= room / w;
  draw_text(renderer_, assets_.text_bold, b.label, b.rect.cx(), b.rect.cy() - px * 0.62f, px,
            b.enabled ? kIvory : SDL_Color{170, 160, 150, 255}, Align::kCentre);
}

void App::draw_background() {
  const float tile = 384.0f * std::max(1.0f, pixel_ratio()) / 1.5f;
  for (float y = 0; y < static_cast<float>(layout_.height); y += tile)
    for (float x = 0; x < static_cast<float>(layout_.width); x += tile) {
      const SDL_FRect dst{x, y, tile + 1, tile + 1};
      SDL_RenderCopyF(renderer_, assets_.background.get(), nullptr, &dst);
    }
}

void App::draw_table() {
  // The table and the board only change with the window size: draw them once into a
  // texture and copy that each frame (a third of the pixel work on software renderers).
  if (!table_ || table_w_ != layout_.width || table_h_ != layout_.height || table_board_y_ != layout_.board_image.y ||
      table_board_x_ != layout_.board_image.x || table_board_ != layout_.board.shape) {
    table_.reset();
    if (SDL_RenderTargetSupported(renderer_))
      table_.reset(SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_RGBA8888, SDL_TEXTUREACCESS_TARGET, layout_.width, layout_.height));
    table_w_ = layout_.width;
    table_h_ = layout_.height;
    table_board_y_ = layout_.board_image.y;
    table_board_x_ = layout_.board_image.x;
    table_board_ = layout_.board.shape;
    if (table_ && SDL_SetRenderTarget(renderer_, table_.get()) == 0) {
      SDL_SetRenderDrawColor(renderer_, 28, 20, 14, 255);
      SDL_RenderClear(renderer_);
      draw_background();
      draw_board();
      SDL_SetRenderTarget(renderer_, nullptr);
    } else {
      table_.reset();
    }
  }
  if (table_) {
    SDL_RenderCopy(renderer_, table_.get(), nullptr, nullptr);
  } else {
    draw_background();
    if (screen() == ScreenKind::Game) draw_board();
  }
}

void App::draw_board() {
  const SDL_FRect dst = to_sdl(layout_.board_image);
  SDL_Texture* board = board_texture(assets_, layout_.board);
  SDL_SetTextureColorMod(board, 0, 0, 0);
  SDL_SetTextureAlphaMod(board, 90);
  const float off = layout_.cell * 0.08f;
  const SDL_FRect shadow{dst.x + off, dst.y + off, dst.w, dst.h};
  SDL_RenderCopyExF(renderer_, board, nullptr, &shadow, layout_.board_angle(), nullptr, SDL_FLIP_NONE);
  SDL_SetTextureColorMod(board, 255, 255, 255);
  SDL_SetTextureAlphaMod(board, 255);
  SDL_RenderCopyExF(renderer_, board, nullptr, &dst, layout_.board_angle(), nullptr, SDL_FLIP_NONE);
}

// ------------------------------------------------------------------ menu

// ------------------------------------------------------------------ game

SDL_FPoint App::square_centre(int square) const {
  const Rect q = layout_.square_of(static_cast<SquareId>(square));
  return {q.cx(), q.cy()};
}

SDL_FPoint App::pool_point(Side side, int slot, bool off) const {
  const Rect& p = layout_.pool[side];
  const bool along_x = p.w >= p.h;
  const float size = layout_.cell * 0.62f;
  const float step = size * 0.9f;
  const float t = layout_.cell * 0.45f + static_cast<float>(slot) * step;
  if (along_x) return {off ? p.x + p.w - t : p.x + t, p.cy()};
  return {p.cx(), off ? p.y + t : p.y + p.h - t};
}

SDL_FPoint App::path_point(Side side, double index) const {
  const RuleSet& r = game_.rules();
  if (index < 0) {
    const SDL_FPoint a = pool_point(side, 0, false), b = square_centre(square_of(r, side, 0));
    const float t = static_cast<float>(index + 1);
    return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
  }
  if (index >= r.path_length - 1) {
    const SDL_FPoint a = square_centre(square_of(r, side, r.path_length - 1));
    const SDL_FPoint b = pool_point(side, game_.state().off[side], true);
    const float t = static_cast<float>(std::min(1.0, index - (r.path_length - 1)));
    return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
  }
  const int i = static_cast<int>(std::floor(index));
  const float t = static_cast<float>(index - i);
  const SDL_FPoint a = square_centre(square_of(r, side, i)), b = square_centre(square_of(r, side, i + 1));
  return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
}

void App::draw_piece(float cx, float cy, float size, Side side, bool flipped, Uint8 alpha) {
  SDL_Texture* t = flipped ? assets_.piece_back[side].get() : assets_.piece[side].get();
  SDL_SetTextureAlphaMod(t, alpha);
  const SDL_FRect dst = piece_rect(cx, cy, size);
  SDL_RenderCopyF(renderer_, t, nullptr, &dst);
  SDL_SetTextureAlphaMod(t, 255);
}

void App::draw_game() {
  const GameControls g = game_controls(layout_, game_, offered_, hint_switch(), sound_settings_.on, throw_by());
  draw_throw_note(g);
  draw_status(g);
  draw_last_moves();
  draw_highlights(g);
  draw_pools();
  draw_pieces(shown_alternative(g.buttons));
  draw_best_tag();
  if (offered_.empty()) {
    draw_dice(g);
  } else {
    // The chips take the dice's place; the line above them says what they are for.
    draw_panel(g.choice_panel, true);
  }
  if (g.hint_bar.w > 0) draw_hint_bar(g.hint_bar);
  draw_game_notice();
  for (Button b : g.buttons) {
    if (b.id == kSoundButton || b.id == kVolumeButton) continue;  // drawn with their icons, below
    b.primary |= offered_pick_ >= 0 && b.id == kChoiceBase + offered_pick_;  // the alternative shown on the board
    draw_button(b);
  }
  draw_sound_controls(g.buttons);
  if (game_.stage() == Stage::Over && now_ >= game_.finished_at() + 900) draw_result();
}

void App::draw_status(const GameControls& g) {
  const Rect& s = layout_.status;
  const State& st = game_.state();
  const Side side = st.side;
  // A game by link, the friend's turn: the friend plays it on their own device.
  const std::optional<std::string> live = live_status();
  const std::string text = live ? *live
                           : link_game_ && !link_game_->my_turn() && !link_game_->over() ? tr("game.status.waiting_friend")
                                                                                        : status_line(game_);
  // Centred, or between the buttons at the line's ends when it would touch them (a phone).
  float left = s.x, right = s.x + s.w;
  for (const Button& b : g.buttons) {
    if (b.id == kMenuButton) left = std::max(left, b.rect.x + b.rect.w);
    if (b.id == kHelpButton || b.id == kHintButton || b.id == kSoundButton || b.id == kVolumeButton) right = std::min(right, b.rect.x);
  }
  const float pad = s.h * 0.15f;
  float px = std::min(s.h * 0.62f, static_cast<float>(layout_.width) / 18.0f);
  float w = assets_.title.measure(text, px);
  float icon = px * 1.1f;
  float centre = s.cx();
  const float room = right - left - 2 * pad;
  if (centre - (w + icon * 1.3f) / 2 < left + pad || centre + (w + icon * 1.3f) / 2 > right - pad) {
    centre = (left + right) / 2;
    if (w + icon * 1.3f > room) {
      px *= room / (w + icon * 1.3f);
      w = assets_.title.measure(text, px);
      icon = px * 1.1f;
    }
  }
  const float x = centre - (w + icon * 1.3f) / 2;
  if (game_.stage() != Stage::Over) draw_piece(x + icon / 2, s.cy(), icon, side, false);
  draw_text(renderer_, assets_.title, text, x + icon * 1.3f, s.cy() - px * 0.62f, px, kIvory);
}

void App::draw_pools() {
  const State& st = game_.state();
  const RuleSet& r = game_.rules();
  const bool animating = game_.stage() == Stage::Animating;
  const State& shown = animating ? game_.before_animation() : st;
  for (int s = 0; s < 2; ++s) {
    const Side side = static_cast<Side>(s);
    int waiting = shown.waiting[side];
    if (animating && shown.side == side &&
        (game_.animating().kind == ActionKind::Enter || game_.animating().kind == ActionKind::PlaceOnStart))
      waiting -= std::max<int>(1, game_.animating().count);
    if (game_.stage() == Stage::Returning && game_.returning_side() == side) waiting -= 1;  // still flying home
    const float size = layout_.cell * 0.62f;
    for (int i = 0; i < waiting; ++i) {
      const SDL_FPoint p = pool_point(side, i, false);
      draw_piece(p.x, p.y, size, side, false);
    }
    // Pieces borne off stand at the far end, turned over where the rule set flips them.
    for (int i = 0; i < shown.off[side]; ++i) {
      const SDL_FPoint p = pool_point(side, i, true);
      draw_piece(p.x, p.y, size, side, r.flip_index >= 0 || r.stacks == StackRule::Towers, 200);
    }
    // Counts, and tokens / coins / score where the rule set has them: the same words on
    // one line (a wide screen) or one part a line (a phone's narrow column).
    std::vector<std::string> parts{tr("game.pool.waiting", {{"n", waiting}}),
                                   tr_count(r.win == WinRule::CaptureAll ? "game.pool.lost" : "game.pool.home", shown.off[side])};
    if (r.tokens.enabled) parts.push_back(tr_count("game.pool.tokens", st.tokens[side]));
    if (r.coins.enabled) parts.push_back(tr("game.pool.purse", {{"n", st.coins[side]}}));
    if (r.win == WinRule::Score) parts.push_back(tr("game.pool.score", {{"n", st.score[side]}}));
    if (r.win == WinRule::CaptureAll) parts.push_back(tr("game.pool.captured", {{"n", result(r, st).score[side]}}));
    const Rect& p = layout_.pool[side];
    const float min_px = 12.0f * std::max(1.0f, pixel_ratio());  // never under 12 CSS px
    const float px = std::max(std::clamp(layout_.cell * 0.2f, 10.0f, 30.0f), min_px);
    const SDL_Color colour{230, 214, 184, 235};
    auto join = [&](std::size_t from, std::size_t to) {
      std::string line;
      for (std::size_t i = from; i < to; ++i) line += (line.empty() ? "" : " · ") + parts[i];
      return line;
    };
    std::vector<std::string> lines;
    float cx = p.cx(), room = p.w * 0.92f;
    if (p.w >= p.h) {
      // The counts go in the space between the waiting pieces and those borne off.
      const float left = waiting > 0 ? pool_point(side, waiting - 1, false).x + size * 0.6f : p.x;
      const float right = shown.off[side] > 0 ? pool_point(side, shown.off[side] - 1, true).x - size * 0.6f : p.x + p.w;
      cx = (left + right) / 2;
      room = right - left;
      lines.push_back(join(0, parts.size()));
      if (assets_.text.measure(lines[0], min_px) > room) lines = {join(0, (parts.size() + 1) / 2), join((parts.size() + 1) / 2, parts.size())};
      // Still too wide: a part a line (decided first: the list is not replaced while read).
      const bool too_wide = std::any_of(lines.begin(), lines.end(),
                                        [&](const std::string& line) { return assets_.text.measure(line, min_px) > room; });
      if (too_wide) lines = parts;
    } else {
      lines = parts;
    }
    float tpx = px;
    for (const std::string& line : lines) tpx = std::min(tpx, px * room / std::max(1.0f, assets_.text.measure(line, px)));
    tpx = std::max(tpx, min_px);
    float y = p.cy() - static_cast<float>(lines.size()) * tpx * 0.6f;
    for (const std::string& line : lines) {
      const float x = p.w < p.h ? layout_.pool_line_x(s, assets_.text.measure(line, tpx), tpx * 0.3f) : cx;
      draw_text(renderer_, assets_.text, line, x, y, tpx, colour, Align::kCentre);
      y += tpx * 1.2f;
    }
  }
}

void App::draw_pieces(std::optional<Action> preview) {
  const RuleSet& r = game_.rules();
  const bool animating = game_.stage() == Stage::Animating;
  const State& st = animating ? game_.before_animation() : game_.state();
  const Action& moving = game_.animating();
  const float size = layout_.cell * 0.78f;
  std::vector<std::pair<Side, bool>> lifted;  // the pieces in motion (bottom first)

  if (!r.uses_stacks()) {
    for (int s = 0; s < 2; ++s)
      for (int i = 0; i < r.path_length; ++i)
        if ((st.path_bits[static_cast<unsigned>(s)] >> i) & 1u) {
          if (animating && s == st.side && moving.kind == ActionKind::Move && moving.from == i) {
            lifted.push_back({static_cast<Side>(s), false});
            continue;
          }
          const SDL_FPoint c = square_centre(square_of(r, static_cast<Side>(s), i));
          draw_piece(c.x, c.y, size, static_cast<Side>(s), false);
        }
  } else {
    // Stacks: pieces rise a little with height; two stacks of different faces on one
    // square stand side by side; a badge gives the height.
    const int moving_slot = animating ? stack_slot_moving(st, moving) : -1;
    // A stack's alternative being considered: its moving part is lifted off the rest.
    const int preview_slot = !animating && preview ? stack_slot_moving(st, *preview) : -1;
    for (int slot = 0; slot < r.slot_count; ++slot) {
      const Stack& stack = st.stacks[static_cast<unsigned>(slot)];
      int h = stack.height();
      if (h == 0) continue;
      const SquareId sq = r.slot_square[static_cast<unsigned>(slot)];
      const int other = r.slot_of[sq][1u - r.slot_face[static_cast<unsigned>(slot)]];
      const bool shared = other != 0xFF && other < r.slot_count && !st.stacks[static_cast<unsigned>(other)].empty();
      SDL_FPoint c = square_centre(sq);
      float sz = size;
      if (shared) {
        sz *= 0.72f;
        c.x += (r.slot_face[static_cast<unsigned>(slot)] ? 1.0f : -1.0f) * layout_.cell * 0.2f;
      }
      if (slot == moving_slot) {
        for (int k = h - moving.count; k < h; ++k) lifted.push_back({stack.owner(k), stack.flipped(k)});
        h -= moving.count;
      }
      draw_stack(stack, h, c, sz, slot == preview_slot ? preview->count : 0);
    }
  }
  if (game_.stage() == Stage::Returning) {
    // A captured piece flies back to its owner's pool.
    const Side who = game_.returning_side();
    const double t = ease(game_.progress(now_));
    const SDL_FPoint a = square_centre(game_.returning_square());
    const SDL_FPoint b = pool_point(who, std::max(0, game_.state().waiting[who] - 1), false);
    const float lift = static_cast<float>(std::sin(t * 3.14159)) * size * 0.5f;
    draw_piece(a.x + (b.x - a.x) * static_cast<float>(t), a.y + (b.y - a.y) * static_cast<float>(t) - lift, size, who, false);
    return;
  }
  if (!animating) return;
  // The moving piece (or stack) slides along its path, square by square.
  const double t = ease(game_.progress(now_));
  const Side side = st.side;
  double from = -1, to = 0;
  if (moving.kind == ActionKind::Move) {
    from = moving.from;
    to = moving.to == kOff ? r.path_length : moving.to;
  } else if (moving.kind == ActionKind::Enter || moving.kind == ActionKind::PlaceOnStart) {
    to = moving.kind == ActionKind::Enter ? moving.to : 0;
    lifted.assign(static_cast<std::size_t>(std::max<int>(1, moving.count)), {side, false});
  } else {
    return;
  }
  const double at = from + (to - from) * t;
  const SDL_FPoint p = path_point(side, at);
  const float lift = static_cast<float>(std::sin(t * 3.14159)) * size * 0.12f;  // picked up, set down
  // jeu-royal: the stack turns over as it reaches the flip square.
  const bool flips = r.flip_index >= 0 && from < r.flip_index && at >= r.flip_index;
  for (std::size_t k = 0; k < lifted.size(); ++k)
    draw_piece(p.x, p.y - lift - static_cast<float>(k) * size * 0.09f, size * 1.06f, lifted[k].first,
               lifted[k].second != flips);
}

void App::draw_highlights(const GameControls& g) {
  if (game_.stage() != Stage::ChooseAction || !game_.is_human(game_.state().side)) return;
  const RuleSet& r = game_.rules();
  const Side side = game_.state().side;
  const float pulse = 0.75f + 0.25f * std::sin(static_cast<float>(now_ % 1200) / 1200.0f * 6.2831853f);
  auto ring = [&](float cx, float cy, float size, Uint8 alpha) {
    SDL_SetTextureAlphaMod(assets_.highlight.get(), alpha);
    const SDL_FRect dst = piece_rect(cx, cy, size);
    SDL_RenderCopyF(renderer_, assets_.highlight.get(), nullptr, &dst);
  };
  // Every piece that can move glows; the hovered (or keyboard-selected) one shows where it goes.
  std::optional<Action> focus = cursor_action();
  // Among a piece's alternatives: the chip under the pointer, or the one tapped once.
  if (const auto shown = shown_alternative(g.buttons)) focus = shown;
  const auto hovered = layout_.hit_square(mouse_x_, mouse_y_);
  const bool pool_hover = layout_.pool[side].contains(mouse_x_, mouse_y_);
  if (!focus) {
    const auto here = actions_at(game_, hovered, pool_hover);
    if (!here.empty()) focus = here[0];
  }
  for (const Action& a : game_.choices())
    if (const auto c = action_source(a)) ring(c->x, c->y, layout_.cell * 0.9f, static_cast<Uint8>(255 * pulse));
  // The hint's best move glows gold (its "best" tag is drawn over the pieces, later).
  if (const auto best = hinted_best(); best)
    if (const auto c = action_source(*best)) {
      SDL_SetTextureColorMod(assets_.highlight.get(), 255, 200, 90);
      ring(c->x, c->y, layout_.cell * 1.02f, 255);
      SDL_SetTextureColorMod(assets_.highlight.get(), 255, 255, 255);
    }
  if (!focus && !offered_.empty())  // the chips are showing, none pointed at yet: say what they are for
    draw_message(tr("game.pick_stack"), g.message, dice_row_layout(layout_, r).text_px,
                 assets_.text, kIvory);
  if (focus) {
    draw_route(*focus);
    const ActionEffect e = describe_action(r, game_.state(), *focus);
    SDL_FPoint dest = e.lands_on >= 0 ? square_centre(e.lands_on) : pool_point(side, game_.state().off[side], true);
    ring(dest.x, dest.y, layout_.cell * 0.95f, 255);
    draw_landing_frame(dest, pulse);
    // Selected by a tap: say how to play it.
    const std::string text = e.text + (offered_pick_ >= 0 ? " · tap the framed square to play"
                                       : touch_ && cursor_action() ? " · tap again to play" : "");
    draw_message(text, g.message, dice_row_layout(layout_, r).text_px, assets_.text_bold, kGold);
  }
  SDL_SetTextureAlphaMod(assets_.highlight.get(), 255);
}

std::optional<SDL_FPoint> App::action_source(const Action& a) const {
  const Side side = game_.state().side;
  if (a.kind == ActionKind::Move) return square_centre(square_of(game_.rules(), side, a.from));
  if (a.kind == ActionKind::Enter) return pool_point(side, std::max(0, game_.state().waiting[side] - 1), false);
  return std::nullopt;
}

std::optional<Action> App::hinted_best() const {
  if (!hint_switch().on || game_.stage() != Stage::ChooseAction || hint_best_ < 0 || hint_best_ >= game_.choices().size())
    return std::nullopt;
  return game_.choices()[hint_best_];
}

// A small lapis tag reading "best" over the piece the hint recommends.
void App::draw_best_tag() {
  const auto best = hinted_best();
  if (const auto at = best ? action_source(*best) : std::nullopt) draw_tag(*at, tr("review.tag.best"));
}

void App::draw_tag(SDL_FPoint c, const std::string& text) {
  const float px = std::max(std::clamp(layout_.cell * 0.19f, 11.0f, 30.0f), 12.0f * std::max(1.0f, pixel_ratio()));
  const float tw = assets_.text_bold.measure(text, px) + px * 0.9f, th = px * 1.35f;
  const Rect tag{c.x - tw / 2, c.y - layout_.cell * 0.47f - th * 0.55f, tw, th};
  const float b = std::max(1.5f, px * 0.12f);
  fill_rect({tag.x + b, tag.y + b * 2, tag.w, tag.h}, {0, 0, 0, 90});
  fill_rect(tag, kGold);
  fill_rect({tag.x + b, tag.y + b, tag.w - 2 * b, tag.h - 2 * b}, kLapis);
  draw_text(renderer_, assets_.text_bold, text, tag.cx(), tag.y + (th - px * 1.2f) / 2, px, kIvory, Align::kCentre);
}

// A bold frame, dark outside and bright inside, so the landing square reads on ivory,
// lapis and shale squares alike.
void App::draw_landing_frame(SDL_FPoint dest, float pulse) {
  const float fs = layout_.cell * 0.94f, t = std::max(2.0f, layout_.cell * 0.045f);
  const Rect frame{dest.x - fs / 2, dest.y - fs / 2, fs, fs};
  draw_frame(frame, t, {24, 16, 10, 235});
  draw_frame({frame.x + t, frame.y + t, frame.w - 2 * t, frame.h - 2 * t}, t, {255, 236, 150, static_cast<Uint8>(200 + 55 * pulse)});
}

void App::draw_dice(const GameControls& g) {
  const Rect& d = layout_.dice;
  const RuleSet& r = game_.rules();
  const DiceRowLayout row = dice_row_layout(layout_, r);
  const int n = static_cast<int>(row.dice.size());
  const float msg_h = row.message.h;
  const float size = row.dice[0].w;
  const float gap = size * 0.12f;
  const float x0 = row.dice[0].x, y = row.dice[0].y;
  const bool rolling = game_.stage() == Stage::Rolling;
  for (int i = 0; i < n; ++i) {
    float dx = 0, dy = 0;
    int face = game_.dice_faces()[static_cast<unsigned>(i)];
    if (rolling) {
      // Tumbling: faces change every few frames and the dice jump, settling at the end.
      const double p = game_.progress(now_);
      const std::uint64_t tick = now_ / 70 + static_cast<std::uint64_t>(i) * 7;
      face = r.dice == DiceKind::D6 ? static_cast<int>(tick % 6) + 1 : static_cast<int>((tick * 2654435761u >> 7) & 1u);
      const float amp = static_cast<float>(1 - p) * size * 0.25f;
      dx = std::sin(static_cast<float>(now_) * 0.031f + static_cast<float>(i) * 1.7f) * amp;
      dy = -std::fabs(std::sin(static_cast<float>(now_) * 0.022f + static_cast<float>(i))) * amp;
    }
    const SDL_FRect dst{x0 + static_cast<float>(i) * (size + gap) + dx, y + dy, size, size};
    SDL_Texture* t = r.dice == DiceKind::D6 ? assets_.d6[static_cast<unsigned>(std::clamp(face, 1, 6) - 1)].get()
                                            : (face ? assets_.die_marked.get() : assets_.die_plain.get());
    const bool faded = !rolling && !game_.dice_shown();
    SDL_SetTextureAlphaMod(t, faded ? 110 : 255);
    SDL_RenderCopyF(renderer_, t, nullptr, &dst);
    SDL_SetTextureAlphaMod(t, 255);
  }
  // The value thrown, large, and in a word what else it means.
  if (!rolling && game_.dice_shown()) {
    const Rect& v = row.value;
    const int outcome = game_.shown_outcome();
    const int value = r.move_value(outcome);
    const bool again = r.throw_table[static_cast<unsigned>(outcome)].extra_throw;
    const float cap_px = std::max(v.h * 0.2f, 12.0f * std::max(1.0f, pixel_ratio()));
    const std::string caption = value == 0 ? tr("game.dice.no_move") : again ? tr("move.effect.throw_again")
                                                                       : tr(value == 1 ? "game.dice.step" : "game.dice.steps");
    float num_px = v.h * 0.8f;
    draw_text(renderer_, assets_.title, std::to_string(value), v.cx(), v.y + v.h - cap_px * 1.25f - num_px * 0.98f, num_px,
              value == 0 ? kMuted : kGold, Align::kCentre);
    float cpx = cap_px;
    const float cw = assets_.text_bold.measure(caption, cpx);
    if (cw > v.w * 1.1f) cpx = std::max(cpx * v.w * 1.1f / cw, 12.0f * std::max(1.0f, pixel_ratio()));  // never under 12 CSS px
    draw_text(renderer_, assets_.text_bold, caption, v.cx(), v.y + v.h - cap_px * 1.2f, cpx, again ? kGold : kIvory, Align::kCentre);
  }
  // What both players share: the tokens' reserve, bell's pot.
  std::string shared;
  if (r.tokens.enabled) shared = tr("game.count.reserve", {{"n", game_.state().reserve}});
  if (r.coins.enabled) shared = tr("game.count.pot", {{"n", game_.state().pot}});
  bool shared_in_message = false;
  if (!shared.empty()) {
    const float px = std::max(msg_h / 1.25f, 12.0f * std::max(1.0f, pixel_ratio()));  // never under 12 CSS px
    if (g.hint_bar.w <= 0 && assets_.text_bold.measure(shared, px) < row.value.x - d.x - gap) {
      draw_text(renderer_, assets_.text_bold, shared, d.x, y + size - px * 1.2f, px, kGold);
    } else {
      shared_in_message = true;  // no room beside the dice (a phone): say it with the message
    }
  }
  // The last event in words (hover text replaces it while choosing).
  const bool choosing = game_.stage() == Stage::ChooseAction && game_.is_human(game_.state().side) &&
                        (cursor_action() || !actions_at(game_, layout_.hit_square(mouse_x_, mouse_y_),
                                                        layout_.pool[game_.state().side].contains(mouse_x_, mouse_y_)).empty());
  if (!choosing && !rolling) {
    const float px = row.text_px;
    std::string line = game_.message();
    if (shared_in_message) {
      if (!line.empty()) line.append(" · ");
      line.append(shared);
    }
    draw_message(line, g.message, px, assets_.text, kIvory);
  }
}

// The win-chance bar: Light's share from the left in shell, Dark's from the right in
// shale, a piece at each end to say whose is whose, and the viewer's chance in words.
void App::draw_message(const std::string& text, const Rect& box, float px, const BitmapFont& font, SDL_Color colour) {
  // Shrunk to fit its line, but never under 12 CSS px: past that it takes two lines.
  const float floor_px = 12.0f * std::max(1.0f, pixel_ratio());
  px = std::max(px, floor_px);
  const float w = font.measure(text, px);
  if (w > box.w) px = std::max(floor_px, px * box.w / w);
  std::vector<std::string> lines{text};
  if (font.measure(text, px) > box.w) {
    const BitmapFont::Atlas& atlas = font.pick(px);
    lines = wrap_text(atlas.metrics, text, static_cast<int>(box.w * static_cast<float>(atlas.metrics.size) / px));
  }
  float y = box.y + px * 0.15f - static_cast<float>(lines.size() - 1) * px * 1.15f;
  for (const std::string& line : lines) {
    draw_text(renderer_, font, line, box.cx(), y, px, colour, Align::kCentre);
    y += px * 1.15f;
  }
}

void App::draw_hint_bar(const Rect& b) {
  const Side viewer = hint_viewer(game_);
  const bool vs_computer = game_.is_human(kLight) != game_.is_human(kDark);
  std::string caption = vs_computer ? tr("game.your_chance") : tr("game.side_chance", {{"side", side_word(viewer)}});
  const double mine = viewer == kLight ? hint_chance_ : 1 - hint_chance_;
  const std::string percent = hint_known_ ? std::to_string(static_cast<int>(std::lround(mine * 100))) + "%" : "…";
  Rect bar;
  float icon = 0;
  if (b.h >= b.w * 0.25f) {
    // Beside the dice, on a small dark plaque: the caption and the figure over the bar.
    const float f = std::max(1.0f, b.h * 0.015f);
    fill_rect({b.x + f * 2, b.y + f * 3, b.w, b.h}, {0, 0, 0, 70});
    fill_rect(b, {214, 178, 94, 150});
    fill_rect({b.x + f, b.y + f, b.w - 2 * f, b.h - 2 * f}, {40, 28, 19, 225});
    const float pad = b.h * 0.12f;
    const Rect c{b.x + pad, b.y + pad * 0.8f, b.w - 2 * pad, b.h - pad * 1.6f};
    float px = c.h * 0.24f;
    const float big = c.h * 0.4f;
    const float room = c.w - assets_.title.measure(percent, big) - px * 0.5f;
    // Never under 12 CSS px: a caption too long for that is shortened to the side's name.
    const float min_px = 12.0f * std::max(1.0f, pixel_ratio());
    if (assets_.text.measure(caption, std::max(px, min_px)) > room)
      caption = vs_computer ? tr("game.your_chance_short") : side_word(viewer);
    if (assets_.text.measure(caption, px) > room) px *= room / assets_.text.measure(caption, px);
    px = std::max(px, min_px);
    const float baseline = c.y + big * 0.95f;  // caption and figure stand on one line
    draw_text(renderer_, assets_.title, percent, c.x + c.w, baseline - big * 0.95f, big, kGold, Align::kRight);
    draw_text(renderer_, assets_.text, caption, c.x, baseline - px * 1.02f, px, kIvory);
    icon = c.h * 0.36f;
    bar = {c.x + icon * 1.2f, c.y + c.h * 0.76f - c.h * 0.09f, c.w - icon * 2.4f, c.h * 0.18f};
  } else {
    // On a narrow screen, one line: the bar, then the figure.
    const float px = b.h * 0.78f;
    const float fw = assets_.text_bold.measure(percent, px);
    draw_text(renderer_, assets_.text_bold, percent, b.x + b.w, b.y + b.h * 0.05f, px, kGold, Align::kRight);
    icon = b.h * 0.95f;
    bar = {b.x + icon * 1.15f, b.cy() - b.h * 0.16f, b.w - fw - px * 0.4f - icon * 2.3f, b.h * 0.32f};
  }
  draw_piece(bar.x - icon * 0.62f, bar.cy(), icon, kLight, false);
  draw_piece(bar.x + bar.w + icon * 0.62f, bar.cy(), icon, kDark, false);
  const float f = std::max(1.0f, bar.h * 0.14f);
  fill_rect(bar, kGold);
  const Rect inner{bar.x + f, bar.y + f, bar.w - 2 * f, bar.h - 2 * f};
  fill_rect(inner, hint_known_ ? kShale : SDL_Color{90, 74, 58, 255});
  if (hint_known_) fill_rect({inner.x, inner.y, inner.w * static_cast<float>(hint_chance_), inner.h}, kIvory);
  // Even chances in the middle: a fine gold mark to read the bar against.
  fill_rect({inner.cx() - f * 0.5f, bar.y - f * 1.5f, f, bar.h + f * 3}, kGold);
}

// A short notice over the game (a table that is missing, hints that cannot be had).
void App::draw_game_notice() {
  if (game_notice_.empty() || now_ >= game_notice_at_ + kGameNoticeMs) return;
  const float fade = std::min(1.0f, static_cast<float>(game_notice_at_ + kGameNoticeMs - now_) / 1000.0f);
  const float w = static_cast<float>(layout_.width);
  // At least 13 CSS px: a long notice wraps instead of shrinking.
  const float px = std::max(std::clamp(layout_.cell * 0.22f, 11.0f, 26.0f), 13.0f * std::max(1.0f, pixel_ratio()));
  const BitmapFont::Atlas& atlas = assets_.text_bold.pick(px);
  const float scale = px / static_cast<float>(atlas.metrics.size);
  const std::vector<std::string> lines = wrap_text(atlas.metrics, game_notice_, static_cast<int>(w * 0.9f / scale - px * 2 / scale));
  float tw = 0;
  for (const std::string& line : lines) tw = std::max(tw, assets_.text_bold.measure(line, px));
  const float line_h = px * 1.3f;
  const float bw = tw + px * 2, bh = static_cast<float>(lines.size()) * line_h + px * 0.7f;
  const Rect band{(w - bw) / 2, layout_.status.y + layout_.status.h, bw, bh};
  const auto a = [fade](int alpha) { return static_cast<Uint8>(static_cast<float>(alpha) * fade); };
  fill_rect({band.x + 2, band.y + 3, band.w, band.h}, {0, 0, 0, a(90)});
  fill_rect(band, {kGold.r, kGold.g, kGold.b, a(255)});
  fill_rect({band.x + 2, band.y + 2, band.w - 4, band.h - 4}, {120, 30, 20, a(240)});
  float y = band.y + px * 0.35f + (line_h - px * 1.2f) / 2;
  for (const std::string& line : lines) {
    draw_text(renderer_, assets_.text_bold, line, band.cx(), y, px, {kIvory.r, kIvory.g, kIvory.b, a(255)}, Align::kCentre);
    y += line_h;
  }
}

void App::draw_result() {
  const ResultLayout rl = result_layout(layout_.width, layout_.height);
  fill_rect({0, 0, static_cast<float>(layout_.width), static_cast<float>(layout_.height)}, {0, 0, 0, 120});
  draw_panel(rl.panel, true);
  const RuleSet& r = game_.rules();
  const Result res = result(r, game_.state());
  const float u = rl.buttons[0].rect.h / 2.4f;
  float y = rl.panel.y + u;
  std::string headline = game_.message();
  if (res.winner != Winner::Draw && res.winner != Winner::None) {
    const Side w = res.winner == Winner::Light ? kLight : kDark;
    if (game_.is_human(w) != game_.is_human(opponent(w))) headline = tr(game_.is_human(w) ? "game.you_win" : "game.computer_wins");
    draw_piece(rl.panel.cx(), y + u * 1.4f, u * 2.4f, w, false);
  }
  y += u * 3.0f;
  draw_text(renderer_, assets_.title, headline, rl.panel.cx(), y, u * 1.8f, kGold, Align::kCentre);
  y += u * 2.4f;
  std::vector<std::string> lines;
  lines.push_back(tr("result.rules_turns", {{"title", rule_text(r, "title")}, {"turns", tr_count("unit.turn", game_.turns_played())}}));
  const char* const score_key = r.win == WinRule::Score ? "result.score" : r.win == WinRule::CaptureAll ? "result.captured" : "result.borne_off";
  lines.push_back(tr(score_key, {{"light", res.score[0]}, {"dark", res.score[1]}}));
  if (r.tokens.enabled) lines.push_back(tr("result.tokens", {{"light", res.tokens[0]}, {"dark", res.tokens[1]}, {"reserve", res.reserve}}));
  if (r.coins.enabled) lines.push_back(tr("result.purses", {{"light", res.coins[0]}, {"dark", res.coins[1]}, {"pot", res.pot}}));
  if (res.by_turn_limit) lines.push_back(tr("game.turn_limit"));
  // At least 14 CSS px, less only to fit the panel, never under 12.
  const float ratio = std::max(1.0f, pixel_ratio());
  float px = std::max(u * 0.85f, 14.0f * ratio);
  for (const std::string& line : lines)
    px = std::min(px, px * (rl.panel.w - u) / std::max(1.0f, assets_.text.measure(line, px)));
  px = std::max(px, 12.0f * ratio);
  const float step = std::max(u * 1.25f, px * 1.3f);
  for (const std::string& line : lines) {
    draw_text(renderer_, assets_.text, line, rl.panel.cx(), y, px, kIvory, Align::kCentre);
    y += step;
  }
  for (const Button& b : rl.buttons) draw_button(b);
}

// The help (the keys of the screen under it), scrolled by its wheel, drag or keys.
void App::draw_help() {
  const OverlayLayout o = overlay_layout(layout_.width, layout_.height, pixel_ratio());
  fill_rect({0, 0, static_cast<float>(layout_.width), static_cast<float>(layout_.height)}, {0, 0, 0, 140});
  draw_panel(o.panel, true);
  const float u = o.text_px;
  draw_text(renderer_, assets_.title, tr("help.title"), o.panel.x + u, o.panel.y + u * 0.7f, u * 1.6f, kGold);
  std::string body;
  for (const std::string& p : help_paragraphs()) body += (body.empty() ? "" : "\n\n") + p;
  // Scrollable body, clipped to the panel.
  const SDL_Rect clip{static_cast<int>(o.body.x), static_cast<int>(o.body.y), static_cast<int>(o.body.w), static_cast<int>(o.body.h)};
  SDL_RenderSetClipRect(renderer_, &clip);
  float y = o.body.y - overlay_scroll_;
  const BitmapFont::Atlas& atlas = assets_.text.pick(u);
  const float scale = u / static_cast<float>(atlas.metrics.size);
  const auto lines = wrap_text(atlas.metrics, body, static_cast<int>(o.body.w / scale));
  const float line_h = static_cast<float>(atlas.metrics.line_height) * scale;
  for (const std::string& line : lines) {
    if (y > o.body.y - line_h && y < o.body.y + o.body.h) draw_text(renderer_, assets_.text, line, o.body.x, y, u, kIvory);
    y += line_h;
  }
  const float content = y + overlay_scroll_ - o.body.y;
  overlay_scroll_ = std::min(overlay_scroll_, std::max(0.0f, content - o.body.h));
  // More below: the last lines fade into the panel and a cue says how to reach them.
  const bool more = content - overlay_scroll_ > o.body.h + 1;
  if (more) {
    constexpr int kSteps = 12;
    const float fade_h = line_h * 1.6f;
    for (int i = 0; i < kSteps; ++i) {
      const float t = static_cast<float>(i + 1) / kSteps;
      fill_rect({o.body.x, o.body.y + o.body.h - fade_h * (1 - static_cast<float>(i) / kSteps), o.body.w, fade_h / kSteps + 1},
                {40, 28, 19, static_cast<std::uint8_t>(250 * t)});
    }
  }
  SDL_RenderSetClipRect(renderer_, nullptr);
  if (more) {
    const float px = o.small_px;
    draw_text(renderer_, assets_.text, tr("howto.more_below"), o.body.x + o.body.w, o.body.y + o.body.h + (u - px) * 0.2f, px,
              kGold, Align::kRight);
  }
  for (const Button& b : o.buttons) draw_button(b);
}

std::vector<std::string> App::help_paragraphs() const {
  std::vector<std::string> p;
  auto keys = [](std::initializer_list<const char*> names) {
    std::string out;
    for (const char* n : names) out += (out.empty() ? "" : "\n") + tr(n);
    return out;
  };
  switch (screen()) {
    case ScreenKind::Game:
      p.push_back(tr("help.mouse") + "\n" + tr("help.touch"));
      p.push_back(keys({"help.key.throw", "help.key.tab", "help.key.choice", "help.key.rules", "help.key.hints", "help.key.sound",
                        "help.key.help", "help.key.esc", "help.key.menu"}));
      p.push_back(tr("help.pieces"));
      break;
    case ScreenKind::Review: p.push_back(keys({"help.review", "help.key.help", "help.key.esc"})); break;
    case ScreenKind::History:
    case ScreenKind::Statistics: p.push_back(keys({"help.records", "help.key.help", "help.key.esc"})); break;
    case ScreenKind::Settings: p.push_back(keys({"help.settings", "help.key.help", "help.key.esc"})); break;
    case ScreenKind::Menu:
      p.push_back(keys({"help.start", "help.key.help", "help.key.esc"}));
      p.push_back(tr("help.pieces"));
      break;
  }
  return p;
}

// ------------------------------------------------------------------ tests

std::string App::debug_json() const {
  const float k = 1.0f / pixel_ratio();
  std::ostringstream out;
  out << "{\"width\":" << static_cast<float>(layout_.width) * k << ",\"height\":" << static_cast<float>(layout_.height) * k
      << ",\"pixelRatio\":" << pixel_ratio() << ",\"upright\":" << (layout_.upright ? "true" : "false")
      << ",\"cell\":" << layout_.cell * k << ",\"frames\":" << frames_ << ",\"smallestText\":{\"px\":" << frame_smallest_.px * k << ",\"text\":\""
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
  const auto levels = menu_levels();
  out << ",\"menu\":{\"rules\":\"" << all_rule_sets()[static_cast<std::size_t>(menu_.rules)].name << "\",\"opponent\":\""
      << (menu_.opponent == 0 ? std::string("friend") : levels[static_cast<std::size_t>(menu_.opponent - 1)].name)
      << "\",\"side\":" << menu_.side << ",\"preparing\":" << (menu_preparing_ ? "true" : "false")
      << ",\"strength\":\"" << json_escape(strength_label()) << "\""
      << ",\"offline\":" << (menu_offline_ ? "true" : "false");
  if (screen() == ScreenKind::Menu) {
    const StartLayout s = start_screen();
    out << ",\"page\":\"" << (s.two_panes ? "both" : menu_.setup_page ? "setup" : "gallery") << "\",\"focus\":" << menu_.focus
        << ",\"focusShown\":" << (menu_.focus_shown ? "true" : "false") << ",\"textPx\":" << s.text_px * k
        << ",\"scroll\":" << s.scroll * k << ",\"levelName\":\"" << json_escape(s.level_name) << "\",\"ruleSets\":[";
    for (std::size_t i = 0; i < all_rule_sets().size(); ++i) out << (i ? "," : "") << "\"" << all_rule_sets()[i].name << "\"";
    out << "]";
  }
  out << ",\"levels\":[";
  for (std::size_t i = 0; i < levels.size(); ++i) out << (i ? "," : "") << "\"" << levels[i].name << "\"";
  out << "]}";
  out << ",\"pace\":{\"rollMs\":" << game_.pace().roll_ms << ",\"stepMs\":" << game_.pace().step_ms << "}";
  if (game_.has_game()) {
    out << ",\"rules\":\"" << game_.rules().name << "\",\"side\":\"" << side_name(game_.state().side) << "\""
        << ",\"human\":" << (game_.is_human(game_.state().side) ? "true" : "false")
        << ",\"turns\":" << game_.turns_played() << ",\"message\":\"" << json_escape(game_.message()) << "\""
        << ",\"status\":\"" << json_escape(status_line(game_)) << "\",\"selected\":" << cursor_
        << ",\"tour\":" << (tour_.active() ? static_cast<int>(tour_.step()) : -1) << ",\"offered\":" << offered_json()
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
        << ",\"on\":" << (hints_on_ ? "true" : "false") << ",\"viewer\":\"" << side_name(hint_viewer(game_)) << "\"";
    if (hint_known_) out << ",\"lightChance\":" << hint_chance_;
    out << ",\"best\":" << hint_best_ << "},\"notice\":\"" << json_escape(game_notice_) << "\"";
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
      out << (first_mark ? "" : ",") << "{\"side\":\"" << side_name(side) << "\",\"from\":" << m.from << ",\"to\":" << m.to
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
        << ",\"w\":" << b.rect.w * k << ",\"h\":" << b.rect.h * k << "}";
  }
  out << "],\"sound\":" << sound_json() << link_json() << live_json() << ",\"workMaxMs\":" << work_ms_max_ << "}";
  work_ms_max_ = 0;  // each report gives the longest frame since the last one
  return out.str();
}

}  // namespace ur
