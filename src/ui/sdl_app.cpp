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
#include "ui/describe.hpp"
#include "ui/screens/game/sdl_game.hpp"
#include "ui/screens/review/sdl_review.hpp"
#include "ui/sdl_palette.hpp"

namespace ur {
namespace {

SDL_FRect to_sdl(const Rect& r) { return {r.x, r.y, r.w, r.h}; }

// A hint's thinking a frame (update_tables): while the dice roll, and at most in a frame
// where the person chooses before it is done (a frame stays under 50 ms with its drawing).
constexpr double kHintAheadMs = 6;
constexpr double kHintChoiceMs = 30;

double now_ms_precise() {
  return static_cast<double>(SDL_GetPerformanceCounter()) * 1000.0 / static_cast<double>(SDL_GetPerformanceFrequency());
}

}  // namespace

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
  if (const std::optional<Layout> wanted = stack_.top() ? stack_.top()->board_layout(w, h) : std::nullopt) {
    const Layout& board = *wanted;  // the screen's own (the review's: beside its panel and move list)
    if (board.board_image.x != layout_.board_image.x || board.board_image.y != layout_.board_image.y ||
        board.cell != layout_.cell || w != layout_.width || h != layout_.height || board.board != layout_.board) {
      layout_ = board;
      reserve_ = -1;  // a game's layout is made afresh
    }
    return;
  }
  const Board& shape = game_.rules().board;  // each rule set's own board
  int ww = 0, wh = 0;
  SDL_GetWindowSize(window_, &ww, &wh);
  const float ratio = ww > 0 ? std::max(1.0f, static_cast<float>(w) / static_cast<float>(ww)) : 1.0f;
  if (w != layout_.width || h != layout_.height || reserve != reserve_ || shape != layout_.board || ratio != layout_.pixel_ratio) {
    layout_ = compute_layout(w, h, reserve, shape, ratio);
    reserve_ = reserve;
  }
}

std::string App::start_game(const std::string& rules, const std::array<std::string, 2>& players, std::uint64_t seed,
                            const Controller::Resume* resume) {
  std::string error;
  remote_.game_started();  // a game here (remote/ sets its own again once it shows it)
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
    path_toggled_ = std::nullopt;  // the path as the setting says, until P
    game_table_ = tables_.get(*r);  // asks for its header: hints and perfect play need it
    hint_known_ = false;
    hint_best_ = -1;
    hint_estimate_ = false;
    table_notice_given_ = false;
    game_notice_.clear();
    sound_.restart(game_);
    nets_.want(*r);  // the Queen's network, where the rules have one: her moves, and the hints' estimates
    if ((players[0] == "oracle" || players[1] == "oracle") &&  // a game by link, a save, or the menu
        (nets_.state(*r) == NetLibrary::State::None || nets_.state(*r) == NetLibrary::State::Failed))
      queen_without_network();
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

HintSwitch App::hint_switch() const { return {game_.has_game(), hints_on_}; }

void App::toggle_hints() {
  if (!hint_switch().available) return;
  hints_on_ = !hints_on_;
  hint_known_ = false;  // the position may have changed while they were off: read it afresh
  hint_best_ = -1;
  dirty_ = true;
}

void App::show_game_notice(const std::string& text) {
  game_notice_ = text;
  game_notice_at_ = now_;
  dirty_ = true;
}

// Follows the game's table: tells the player when a perfect opponent has to fall back to
// search; and reads the hints, from the table or estimated (the start screen follows the
// chosen rule set's table: StartScreen::update).
void App::update_tables() {
  if (!game_.has_game() || screen() == ScreenKind::Menu || screen() == ScreenKind::Review) return;
  const bool perfect_player = game_.player_name(kLight) == "perfect" || game_.player_name(kDark) == "perfect";
  if (game_table_ && perfect_player && !table_notice_given_ && game_table_->status() == Lookup::Missing) {
    table_notice_given_ = true;
    SDL_Log("perfect-play table not used: %s", game_table_->error().c_str());
    show_game_notice("Perfect-play table not available: playing the strongest search instead");
  }
  if (!hints_on_) return;
  // An estimate thinks a few milliseconds a frame while the dice roll (about the choice
  // they lead to), and up to kHintChoiceMs in a frame where the person can choose and it
  // is not done yet, so the best move is shown when the pieces can be chosen.
  const double budget = game_.stage() == Stage::ChooseAction ? kHintChoiceMs : kHintAheadMs;
  const Hint h = hints_.read(game_, game_table_.get(), now_ms_precise, budget);
  if (h.chance_state == Lookup::Ready &&
      (!hint_known_ || h.light_chance != hint_chance_ || h.estimate != hint_estimate_)) {
    hint_chance_ = h.light_chance;
    hint_known_ = true;
    hint_estimate_ = h.estimate;
    dirty_ = true;
  }
  const int best = h.best_state == Lookup::Ready ? h.best : -1;
  if (best != hint_best_) dirty_ = true;
  hint_best_ = best;
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
    const auto levels = menu_levels(menu_);
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

void App::handle_event(const SDL_Event& event) {
  const float k = pixel_ratio();
  dirty_ = true;
  sound_.gesture(event);
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
    case SDL_TEXTINPUT:  // typing a name (remote/sdl_name_entry.cpp); a browser's field has its own
      remote_.name.typed(event.text.text);
      break;
    default:
      break;
  }
  stack_.apply();
}

bool App::click_button(const std::vector<Button>& buttons, const SDL_Event& e) {
  if (e.type != SDL_MOUSEBUTTONDOWN || e.button.button != SDL_BUTTON_LEFT) return false;
  const auto id = hit_button(buttons, mouse_x_, mouse_y_);
  if (id) press_button(*id);
  return id.has_value();
}

void App::press_button(int id) {
  // The top layer first, then the screen; what neither takes, the shell's own buttons.
  if (Screen* o = stack_.overlay(); o && o->button(id)) return;
  if (Screen* s = stack_.top(); s && s->button(id)) return;
  if (remote_.name.button(id) || sound_.button(id) || remote_.button(id)) return;
  switch (id) {
    // Play and Play again after the services (a game by link or live starts its own).
    case kPlay: play_pressed(kPlay); return;
    case kPlayAgain: start_game(rules_notation(game_.rules()), {game_.player_name(kLight), game_.player_name(kDark)}, ++seed_); return;
    case kHowToPlay: open_overlay(OverlayKind::HowTo); return;
    case kHelpButton: open_overlay(OverlayKind::Help); return;
    case kCloseOverlay: close_overlay(); return;
    default: break;
  }
  if (id >= kExportRecord && id <= kPasteRecord) {
    record_io_button(id);
    return;
  }
}

GameScreen* App::game_screen() const { return dynamic_cast<GameScreen*>(stack_.find(ScreenKind::Game)); }

void App::put_away_choices() {
  if (GameScreen* g = game_screen()) g->put_away_choices();
}

bool App::common_key(SDL_Keycode k) {
  if (sound_.key(k)) return true;
  if (k == SDLK_r) { open_overlay(OverlayKind::HowTo); return true; }
  if (k == SDLK_l) { voice_.say_moves(); return true; }
  return false;
}

void App::key(SDL_Keycode k, Uint16 mod) {
  if ((mod & KMOD_CTRL) && k == SDLK_q) { quit_ = true; return; }
  // The overlay first (a dialog takes every key; How to play and the help leave F1 and ?
  // to the shell); then the help, over whichever screen is shown; then the screen.
  if (Screen* o = stack_.overlay(); o && o->key(k, mod)) return;
  if (is_help_key(k, mod)) {
    if (overlay() == OverlayKind::Help) close_overlay();
    else open_overlay(OverlayKind::Help);
    return;
  }
  if (stack_.overlay()) return;
  if (Screen* s = stack_.top()) s->key(k, mod);
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
  const double total = ms_since(t0);
  if (frame_times_.add(total, present_ms_) > 40 || total > 100)  // seen by the browser tests
    SDL_Log("slow frame: %.1f ms, %.1f of them handing the drawing to the browser (screen %d, stage %d)", total,
            present_ms_, static_cast<int>(screen()), static_cast<int>(game_.stage()));
}

void App::frame_work(std::uint64_t now_ms, bool present) {
  now_ = now_ms;
  ++iterations_;
  stack_.apply();  // changes asked for outside an event (start_game from the command line, ...)
  update_layout();
  stack_.update(now_ms);
  update_tables();
  remote_.name.follow();
  // Only draw when something changes: input, a rolling die or sliding piece every frame,
  // a gentle pulse of the highlights, or a heartbeat for timed changes. An idle page then
  // costs nothing, and the browser keeps showing the last frame.
  const Stage stage = game_.stage();
  const bool notice_shown = screen() == ScreenKind::Game && !game_notice_.empty() && now_ms < game_notice_at_ + kGameNoticeMs;
  const bool moving = screen() == ScreenKind::Game && (stage == Stage::Rolling || stage == Stage::Animating ||
                                                       stage == Stage::Returning || notice_shown);
  const std::uint64_t interval = screen() == ScreenKind::Game && stage == Stage::ChooseAction ? 60 : 250;
  if (present && !dirty_ && !moving && now_ms < last_draw_ + interval) {
    // Nothing to draw, after the first frame: a text atlas no screen has drawn yet is made
    // now (one a frame), so a screen opened later does not wait for its own.
    if (frames_ > 0) assets_.make_next_atlas();
    return;
  }
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
  const SDL_Color ink = b.enabled ? kIvory : SDL_Color{170, 160, 150, 255};
  // A label that would shrink under 12 CSS px on one line (a choice's words on a phone)
  // goes on two, split at the space nearest its middle, if they fit the button's height.
  const float least = 12.0f * std::max(1.0f, pixel_ratio());
  if (const std::size_t cut = b.label.find(' ', b.label.size() / 2); px < least && cut != std::string::npos) {
    std::size_t at = cut;
    if (const std::size_t before = b.label.rfind(' ', b.label.size() / 2);
        before != std::string::npos && b.label.size() / 2 - before < cut - b.label.size() / 2)
      at = before;
    const std::string top = b.label.substr(0, at), bottom = b.label.substr(at + 1);
    float two = std::min(b.rect.h * 0.36f, px * 2.0f);
    const float widest = std::max(assets_.text_bold.measure(top, two), assets_.text_bold.measure(bottom, two));
    if (widest > room) two *= room / widest;
    if (two > px) {
      draw_text(renderer_, assets_.text_bold, top, b.rect.cx(), b.rect.cy() - two * 1.12f, two, ink, Align::kCentre);
      draw_text(renderer_, assets_.text_bold, bottom, b.rect.cx(), b.rect.cy() - two * 0.02f, two, ink, Align::kCentre);
      return;
    }
  }
  draw_text(renderer_, assets_.text_bold, b.label, b.rect.cx(), b.rect.cy() - px * 0.62f, px, ink, Align::kCentre);
}

}  // namespace ur
