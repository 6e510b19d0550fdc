// The game kept between visits: saved after every step it settles on (a throw shown, a
// move made, the computer's turn begun), continued from the start screen exactly where it
// was, and forgotten when it ends. What is written and how two tabs are kept apart is in
// saved_game.hpp; the platform layer says where (local storage, or the user data folder).
#include <algorithm>

#include "ui/language.hpp"
#include "ui/history.hpp"
#include "ui/level_names.hpp"
#include "ui/sdl_app.hpp"

namespace ur {
namespace {

// "Continue · Finkel, turn 34"
std::string continue_label(const SavedGame& g, const State& s) {
  return tr("start.continue", {{"rules", rules_words(g.record.rules)}, {"turn", static_cast<int>(s.turn) + 1}});
}

}  // namespace

void App::set_storage(Storage storage, std::string tab) {
  keeper_storage_ = storage;
  keeper_.emplace(std::move(storage), std::move(tab));
  load_history();
  sound_.load_settings();
  remote_.live.refresh_continue();
  const GameKeeper::Found found = keeper_->find();
  menu_.continue_label.clear();
  if (found.game) {
    const Replay end = replay(found.game->record.rules, found.game->record.steps);
    if (end.ok()) menu_.continue_label = continue_label(*found.game, *end.state);
  }
  if (!found.problem.empty()) show_notice(tr("save.your_game"), {found.problem});
  // A game started by a link is kept, unless that would replace an earlier game.
  if (screen() == ScreenKind::Game && game_.has_game() && !menu_.continue_label.empty()) {
    keeping_ = false;
    show_game_notice(tr("save.earlier_kept"));
  }
}

SavedGame App::game_to_save() const {
  SavedGame g;
  g.record.rules = game_.rules();
  g.players = {game_.player_name(kLight), game_.player_name(kDark)};
  g.seed = game_seed_;
  g.record.tags = {{"light", g.players[0].empty() ? "human" : g.players[0]},
                   {"dark", g.players[1].empty() ? "human" : g.players[1]},
                   {"seed", std::to_string(game_seed_)}};
  for (const HistoryItem& h : game_.history())
    g.record.steps.push_back(h.chance ? Step::of_chance(h.outcome) : Step::of_action(h.action));
  g.dice_generator = game_.dice_generator();
  g.dice = game_.dice_faces();
  g.dice_shown = game_.dice_shown();
  g.shown_outcome = game_.shown_outcome();
  g.hints = hints_on_;
  return g;
}

void App::keep_game() {
  if (!keeper_ || !keeping_ || screen() != ScreenKind::Game || !game_.has_game() || !game_.settled()) return;
  if (game_.history().size() == kept_steps_) return;
  kept_steps_ = game_.history().size();
  if (game_.stage() == Stage::Over) {  // a finished game goes to the history, not Continue
    add_finished_game();
    keeper_->forget();
    menu_.continue_label.clear();
    keeping_ = false;
    return;
  }
  const bool was_blocked = keeper_->blocked();
  const SavedGame g = game_to_save();
  const std::string problem = keeper_->save(g);
  if (problem.empty()) {
    menu_.continue_label = continue_label(g, game_.state());
  } else if (!was_blocked) {
    show_game_notice(problem);  // said once
    SDL_Log("game not saved: %s", problem.c_str());
  }
}

void App::refresh_saved_continue() {
  if (!keeper_ || menu_.continue_label.empty()) return;
  const GameKeeper::Found found = keeper_->find();
  if (!found.game) return;
  const Replay end = replay(found.game->record.rules, found.game->record.steps);
  if (end.ok()) menu_.continue_label = continue_label(*found.game, *end.state);
}

bool App::continue_saved_game() {
  if (menu_.continue_label.empty()) return false;
  continue_game();
  return screen() == ScreenKind::Game;
}

void App::continue_game() {
  if (!keeper_) return;
  // Read again: another tab may have played on since the start screen was drawn.
  const GameKeeper::Found found = keeper_->find();
  menu_.continue_label.clear();
  if (!found.problem.empty()) show_notice(tr("save.your_game"), {found.problem});
  if (!found.game) return;
  const SavedGame& g = *found.game;
  Controller::Resume r;
  for (const Step& s : g.record.steps) r.steps.push_back({s.chance, s.outcome, s.action, kLight});
  r.dice_generator = g.dice_generator;
  r.dice = g.dice;
  r.dice_shown = g.dice_shown;
  r.shown_outcome = g.shown_outcome;
  const std::string error = start_game(rules_notation(g.record.rules), g.players, g.seed, &r);
  if (!error.empty()) {
    show_notice(tr("save.your_game"), {tr("save.cannot_continue_kept", {{"why", error}})});
    keeping_ = false;
    return;
  }
  hints_on_ = g.hints;
  kept_steps_ = game_.history().size();  // nothing new to write yet
  // Still the saved game: Leave before another step finds Continue on the start screen,
  // as the question before leaving promises.
  menu_.continue_label = continue_label(g, game_.state());
}

void App::play_pressed(int id) {
  if (keeper_ && !menu_.continue_label.empty() && keeper_->find().game) {
    pending_start_ = id;
    open_overlay(OverlayKind::ConfirmNew);
    return;
  }
  if (id == kGuidedGame) start_guided_game();
  else start_from_menu();
}

void App::start_over_saved() {
  close_overlay();
  if (!keeper_) return;
  const GameKeeper::Found found = keeper_->find();
  if (found.game && (found.game->players[0].empty() || found.game->players[1].empty())) {
    // Kept in Your games, unfinished, before the new game is saved over it.
    load_history();  // another tab may have added games since
    PastGame g;
    g.date = local_time_text();
    g.rules = found.game->record.rules;
    g.players = found.game->players;
    g.seed = found.game->seed;
    g.steps = found.game->record.steps;
    if (add_unfinished_to_history(history_, std::move(g))) store_history();
  }
  keeper_->forget();
  menu_.continue_label.clear();
  if (pending_start_ == kGuidedGame) start_guided_game();
  else start_from_menu();
}

}  // namespace ur
