// The game flow seen by a player: each node of the rules core's turn flow becomes a stage
// with its own input, animation and wording.
#include "ui/controller.hpp"

#include <algorithm>

#include "ai/levels.hpp"
#include "ai/perfect.hpp"
#include "perfect/solver.hpp"
#include "ui/describe.hpp"
#include "ui/language.hpp"

namespace ur {

std::string Controller::start(const RuleSet& rules, const std::array<std::string, 2>& players, std::uint64_t seed,
                              std::uint64_t now_ms) {
  // Agents keep a reference to rules_, so it is set first.
  rules_ = rules;
  std::array<std::unique_ptr<Agent>, 2> agents;
  for (int side = 0; side < 2; ++side) {
    if (players[side].empty()) continue;
    std::string error;
    const std::uint64_t agent_seed = seed * 2 + static_cast<std::uint64_t>(side) + 1;
    if (players[side] == "perfect" && tables_) {
      // A table exists for the solvable rule sets and the small versions of the others.
      if (auto table = tables_->get(rules_)) agents[side] = make_perfect_agent(rules_, std::move(table), agent_seed);
      else if (!is_solvable(rules_, &error)) error = "no perfect-play table for " + std::string(rules_.name) + ": " + error;
    } else if (players[side] == "oracle") {
      agents[side] = make_oracle_agent_when_ready(rules_);  // the network may come later
    } else {
      agents[side] = make_agent(players[side], rules_, agent_seed, &error);
    }
    if (!agents[side]) {
      stage_ = Stage::Idle;
      agents_ = {};
      return error.empty() ? "unknown computer player '" + players[side] + "'" : error;
    }
  }
  players_ = players;
  agents_ = std::move(agents);
  remote_dice_ = false;
  script_.clear();
  steps_refused_ = false;
  step_showing_ = false;
  state_ = new_game(rules_);
  rng_ = seed ^ 0x9E3779B97F4A7C15ull;
  history_.clear();
  last_move_ = {};
  message_.clear();
  dice_ = {};
  dice_shown_ = false;
  finished_at_ = 0;
  enter_node(now_ms);
  return {};
}

std::string Controller::resume(const RuleSet& rules, const std::array<std::string, 2>& players, std::uint64_t seed,
                               const Resume& r, std::uint64_t now_ms) {
  const std::string error = start(rules, players, seed, now_ms);
  if (!error.empty()) return error;
  for (HistoryItem step : r.steps) {
    step.side = state_.side;
    history_.push_back(step);
    if (step.chance) {
      apply_chance(rules_, state_, step.outcome);
    } else {
      note_last_move(step.side, step.action);
      apply(rules_, state_, step.action);
    }
  }
  rng_ = r.dice_generator;
  dice_ = r.dice;
  dice_shown_ = r.dice_shown;
  shown_outcome_ = r.shown_outcome;
  enter_node(now_ms);
  return {};
}

double Controller::progress(std::uint64_t now_ms) const {
  if (stage_end_ <= stage_start_) return 1.0;
  if (now_ms <= stage_start_) return 0.0;
  return std::min(1.0, static_cast<double>(now_ms - stage_start_) / static_cast<double>(stage_end_ - stage_start_));
}

// Decides what the current node of the turn flow asks for.
void Controller::enter_node(std::uint64_t now_ms) {
  legal_.clear();
  stage_start_ = stage_end_ = now_ms;
  if (is_over(state_)) {
    stage_ = Stage::Over;
    finished_at_ = now_ms;
    const Result r = result(rules_, state_);
    message_ = r.winner == Winner::Draw ? tr("game.drawn")
                                        : tr("game.wins", {{"side", side_word(r.winner == Winner::Light ? kLight : kDark)}});
    return;
  }
  if (play_next_step(now_ms)) return;
  const Side side = state_.side;
  if (is_chance(state_) && remote_dice_) {  // the throw comes with the next step
    stage_ = Stage::Thinking;
    thinking_done_ = true;
    return;
  }
  if (is_chance(state_)) {
    // The throw-off rolls by itself; a person presses Throw for their own throws.
    if (state_.phase == Phase::Throw && is_human(side)) {
      stage_ = Stage::AwaitThrow;
      legal_.push(Action::special(ActionKind::Throw));
    } else {
      stage_ = Stage::Thinking;  // a short pause, then the computer throws
      stage_end_ = now_ms + static_cast<std::uint64_t>(pace_.computer_throw_delay_ms);
      thinking_done_ = true;
    }
    return;
  }
  legal_actions(rules_, state_, legal_);
  if (legal_.size() == 1 && (legal_[0].kind == ActionKind::Pass || legal_[0].kind == ActionKind::MissTurn)) {
    stage_ = Stage::Announce;
    pending_action_ = legal_[0];
    message_ = tr(legal_[0].kind == ActionKind::Pass ? "game.side_no_move" : "game.side_misses", {{"side", side_word(side)}});
    stage_end_ = now_ms + static_cast<std::uint64_t>(pace_.announce_ms);
    return;
  }
  if (is_human(side)) {
    stage_ = state_.phase == Phase::StartTurn ? Stage::AwaitThrow : Stage::ChooseAction;
    return;
  }
  stage_ = Stage::Thinking;
  thinking_done_ = false;
  stage_end_ = now_ms + static_cast<std::uint64_t>(pace_.computer_pause_ms);
  agents_[side]->start(state_, legal_);
}

void Controller::set_remote_dice(bool remote, std::uint64_t now_ms) {
  remote_dice_ = remote;
  if (remote && stage_ == Stage::AwaitThrow && is_chance(state_)) enter_node(now_ms);
}

void Controller::play_steps(const std::vector<HistoryItem>& steps, std::uint64_t now_ms) {
  script_.insert(script_.end(), steps.begin(), steps.end());
  // Waiting for a person or for a throw: the first step is shown at once.
  const bool waiting = stage_ == Stage::AwaitThrow || stage_ == Stage::ChooseAction ||
                       (stage_ == Stage::Thinking && is_chance(state_) && remote_dice_);
  if (waiting && !script_.empty()) enter_node(now_ms);
}

// The next step decided elsewhere, if any: a throw rolls with its outcome, a move slides,
// a pass is announced. False when there is none (or it does not fit: steps_refused()).
bool Controller::play_next_step(std::uint64_t now_ms) {
  if (script_.empty() || steps_refused_) return false;
  const HistoryItem step = script_.front();
  script_.pop_front();
  bool fits = !step.chance && !is_chance(state_) && is_legal(rules_, state_, step.action);
  if (step.chance && is_chance(state_))
    for (const ChanceOutcome& c : chance_outcomes(rules_, state_)) fits = fits || c.outcome == step.outcome;
  if (!fits) {
    steps_refused_ = true;
    script_.clear();
    return false;
  }
  step_showing_ = true;  // until it is in history_ (settle_roll, finish_action)
  if (step.chance) {
    pending_outcome_ = step.outcome;
    stage_ = Stage::Rolling;
    stage_start_ = now_ms;
    stage_end_ = now_ms + static_cast<std::uint64_t>(pace_.roll_ms);
    message_.clear();
    return true;
  }
  const Action& a = step.action;
  if (a.kind == ActionKind::Throw || a.kind == ActionKind::PayToEnter) {
    step_showing_ = false;
    history_.push_back({false, 0, a, state_.side});
    if (a.kind == ActionKind::PayToEnter)
      message_ = tr("game.side_pays", {{"side", side_word(state_.side)}, {"n", rules_.tokens.pay_to_enter}});
    apply(rules_, state_, a);
    enter_node(now_ms);
    return true;
  }
  if (a.kind == ActionKind::Pass || a.kind == ActionKind::MissTurn) {
    stage_ = Stage::Announce;
    pending_action_ = a;
    message_ = tr(a.kind == ActionKind::Pass ? "game.side_no_move" : "game.side_misses", {{"side", side_word(state_.side)}});
    stage_start_ = now_ms;
    stage_end_ = now_ms + static_cast<std::uint64_t>(pace_.announce_ms);
    return true;
  }
  begin_action(a, now_ms);
  return true;
}

void Controller::show_dice(int outcome) {
  dice_ = {};
  if (rules_.dice == DiceKind::D6) {
    dice_[0] = outcome;
  } else {
    // `outcome` marked dice, in an order that varies from throw to throw.
    for (int i = 0; i < rules_.dice_count; ++i) dice_[static_cast<unsigned>(i)] = i < outcome ? 1 : 0;
    for (int i = rules_.dice_count - 1; i > 0; --i) {
      const auto j = random_below(rng_, static_cast<std::uint32_t>(i + 1));
      std::swap(dice_[static_cast<unsigned>(i)], dice_[j]);
    }
  }
  dice_shown_ = true;
  shown_outcome_ = outcome;
}

std::optional<State> Controller::rolling_to() const {
  if (stage_ != Stage::Rolling) return std::nullopt;
  State s = state_;
  apply_chance(rules_, s, pending_outcome_);
  return s;
}

void Controller::begin_roll(std::uint64_t now_ms) {
  pending_outcome_ = sample_chance(rules_, state_, rng_);
  stage_ = Stage::Rolling;
  stage_start_ = now_ms;
  stage_end_ = now_ms + static_cast<std::uint64_t>(pace_.roll_ms);
  message_.clear();
}

void Controller::settle_roll(std::uint64_t now_ms) {
  const Side side = state_.side;
  const bool throw_off = state_.phase == Phase::ThrowOff;
  if (rules_.first_player != FirstPlayer::Random || !throw_off) show_dice(pending_outcome_);
  history_.push_back({true, pending_outcome_, {}, side});
  step_showing_ = false;
  apply_chance(rules_, state_, pending_outcome_);
  if (throw_off) {
    if (rules_.first_player == FirstPlayer::Random) {
      message_ = tr("game.starts_by_lot", {{"side", side_word(state_.side)}});
    } else {
      const int value = rules_.move_value(pending_outcome_);
      message_ = state_.phase != Phase::ThrowOff
                     ? tr("game.throw_off_starts", {{"side", side_word(side)}, {"n", value}, {"starter", side_word(state_.side)}})
                     : tr("game.throw_off", {{"side", side_word(side)}, {"n", value}});
    }
  } else {
    message_ = tr("game.said", {{"side", side_word(side)}, {"what", describe_throw(rules_, pending_outcome_)}});
  }
  enter_node(now_ms);
}

void Controller::begin_action(const Action& a, std::uint64_t now_ms) {
  anim_action_ = a;
  anim_before_ = state_;
  stage_ = Stage::Animating;
  stage_start_ = now_ms;
  int steps = 1;
  if (a.kind == ActionKind::Move) steps = std::abs((a.to == kOff ? rules_.path_length : a.to) - a.from);
  if (a.kind == ActionKind::Enter) steps = a.to + 1;
  const bool slides = a.kind == ActionKind::Move || a.kind == ActionKind::Enter;
  stage_end_ = now_ms + static_cast<std::uint64_t>(
                            slides ? std::max(pace_.min_move_ms, steps * pace_.step_ms) : pace_.min_move_ms / 2);
}

// What the board marks for a side's move until it moves again (before `a` is applied).
void Controller::note_last_move(Side side, const Action& a) {
  if (a.kind != ActionKind::Enter && a.kind != ActionKind::Move) return;
  const ActionEffect effect = describe_action(rules_, state_, a);
  LastMove& m = last_move_[side];
  m.known = true;
  m.from = a.kind == ActionKind::Move ? static_cast<int>(square_of(rules_, side, a.from)) : -1;
  m.to = effect.lands_on;
  m.captured = effect.captures;
  m.rosette = effect.extra_throw;
  m.bore_off = effect.bears_off;
  m.text = effect.text;
}

void Controller::finish_action(std::uint64_t now_ms) {
  const Side side = state_.side;
  const Action a = stage_ == Stage::Announce ? pending_action_ : anim_action_;
  history_.push_back({false, 0, a, side});
  step_showing_ = false;
  const ActionEffect effect = describe_action(rules_, state_, a);
  note_last_move(side, a);
  apply(rules_, state_, a);
  if (a.kind == ActionKind::Enter || a.kind == ActionKind::Move) {
    message_ = tr("game.said", {{"side", side_word(side)}, {"what", effect.text}});
  }
  if (a.kind != ActionKind::Throw && a.kind != ActionKind::PayToEnter) dice_shown_ = false;
  if (effect.captures && !rules_.uses_stacks() && effect.lands_on >= 0) {
    // Show the captured piece going home before play goes on.
    return_square_ = effect.lands_on;
    return_side_ = opponent(side);
    stage_ = Stage::Returning;
    stage_start_ = now_ms;
    stage_end_ = now_ms + static_cast<std::uint64_t>(pace_.min_move_ms);
    return;
  }
  enter_node(now_ms);
}

void Controller::update(std::uint64_t now_ms, const Clock& clock, double slice_ms) {
  // Several stages may end in one call when frames are far apart; each step moves on.
  for (int guard = 0; guard < 8; ++guard) {
    switch (stage_) {
      case Stage::Rolling:
        if (now_ms < stage_end_) return;
        settle_roll(now_ms);
        break;
      case Stage::Returning:
        if (now_ms < stage_end_) return;
        enter_node(now_ms);
        break;
      case Stage::Animating:
      case Stage::Announce:
        if (now_ms < stage_end_) return;
        finish_action(now_ms);
        break;
      case Stage::Thinking: {
        if (is_chance(state_)) {
          if (remote_dice_) return;  // its outcome comes with a step (play_steps)
          if (now_ms < stage_end_) return;
          begin_roll(now_ms);
          break;
        }
        Agent& agent = *agents_[state_.side];
        if (!thinking_done_) {
          const double t0 = clock();
          do {
            thinking_done_ = agent.think(4096);
          } while (!thinking_done_ && !agent.waiting() && clock() - t0 < slice_ms);
        }
        if (!thinking_done_ || now_ms < stage_end_) return;
        const Action a = agent.chosen();
        if (!is_legal(rules_, state_, a)) {  // never trust a player blindly
          begin_action(legal_[0], now_ms);
        } else if (a.kind == ActionKind::Throw) {
          history_.push_back({false, 0, a, state_.side});
          apply(rules_, state_, a);
          begin_roll(now_ms);
        } else {
          begin_action(a, now_ms);
        }
        break;
      }
      default:
        return;
    }
  }
}

bool Controller::throw_dice(std::uint64_t now_ms) {
  if (stage_ != Stage::AwaitThrow || remote_dice_) return false;
  if (state_.phase == Phase::StartTurn) {
    const Action t = Action::special(ActionKind::Throw);
    if (!is_legal(rules_, state_, t)) return false;
    history_.push_back({false, 0, t, state_.side});
    apply(rules_, state_, t);
  }
  if (state_.phase != Phase::Throw) return false;
  begin_roll(now_ms);
  return true;
}

bool Controller::choose(const Action& a, std::uint64_t now_ms) {
  if (stage_ == Stage::AwaitThrow && a.kind == ActionKind::Throw) return throw_dice(now_ms);
  if (stage_ != Stage::ChooseAction && stage_ != Stage::AwaitThrow) return false;
  if (is_chance(state_) || !is_legal(rules_, state_, a)) return false;
  if (a.kind == ActionKind::PayToEnter) {
    // Paying is instant, then the person throws as usual.
    history_.push_back({false, 0, a, state_.side});
    message_ = tr("game.side_pays", {{"side", side_word(state_.side)}, {"n", rules_.tokens.pay_to_enter}});
    apply(rules_, state_, a);
    enter_node(now_ms);
    return true;
  }
  begin_action(a, now_ms);
  return true;
}

}  // namespace ur
