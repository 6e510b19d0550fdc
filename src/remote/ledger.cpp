// The public game of a remote match: commitments, reveals, derived throws, choices
// (ledger.hpp).
#include "remote/ledger.hpp"

#include <algorithm>

namespace ur::remote {

std::string_view mode_name(Mode m) { return m == Mode::Live ? "live" : "correspondence"; }

Ledger::Ledger(const Setup& setup) : setup_(setup), state_(new_game(setup.rules)) {}

int Ledger::current_round() const {
  return setup_.mode == Mode::Live ? throws_ + 1 : static_cast<int>(state_.turn) + 1;
}

int Ledger::current_index() const {
  if (setup_.mode == Mode::Live) return 0;
  return round_of_last_ == current_round() ? index_in_round_ : 0;
}

int Ledger::due_round() const {
  if (!started()) return 0;
  if (setup_.mode == Mode::Live) return is_chance(state_) ? throws_ + 1 : throws_;
  return is_over(state_) ? max_due_ : static_cast<int>(state_.turn) + 1;
}

bool Ledger::needs_reveal(Side s) const {
  return waiting_ == Waiting::Reveal && revealed(s) < current_round();
}

std::string Ledger::waiting_text() const {
  switch (waiting_) {
    case Waiting::Commitment: {
      std::string who = !commit_[kLight] && !commit_[kDark] ? "both sides" : side_title(commit_[kLight] ? kDark : kLight);
      return "waiting for " + who + " to join (a commitment to its dice)";
    }
    case Waiting::Decision:
      return side_title(state_.side) + (state_.phase == Phase::StartTurn ? " to choose before throwing" : " to move");
    case Waiting::Reveal: {
      std::string who = needs_reveal(kLight) && needs_reveal(kDark) ? "both sides'" : side_title(needs_reveal(kLight) ? kLight : kDark) + "'s";
      return "waiting for " + who + " value for round " + std::to_string(current_round()) + " (throw " +
             std::to_string(throws_ + 1) + ")";
    }
    case Waiting::Over:
      return "the game is over: " + result_notation(setup_.rules, state_);
    case Waiting::ChainEnd:
      return "the dice chains are used up (" + std::to_string(kChainLength) +
             " rounds): the game stops here, unfinished";
  }
  return "";
}

void Ledger::advance() {
  if (!started()) {
    waiting_ = Waiting::Commitment;
    return;
  }
  ActionList actions;
  for (;;) {
    if (is_over(state_)) {
      waiting_ = Waiting::Over;
      return;
    }
    max_due_ = std::max(max_due_, due_round());
    if (is_chance(state_)) {
      const int round = current_round();
      if (round > kChainLength) {
        waiting_ = Waiting::ChainEnd;
        return;
      }
      if (revealed(kLight) < round || revealed(kDark) < round) {
        waiting_ = Waiting::Reveal;
        return;
      }
      const int index = current_index();
      const int outcome = derive_outcome(key_, round, index, value(kLight, round), value(kDark, round),
                                         chance_outcomes(setup_.rules, state_));
      apply_chance(setup_.rules, state_, outcome);
      steps_.push_back(Step::of_chance(outcome));
      step_rounds_.push_back(round);
      index_in_round_ = round == round_of_last_ ? index_in_round_ + 1 : 1;
      round_of_last_ = round;
      ++throws_;
      continue;
    }
    legal_actions(setup_.rules, state_, actions);
    if (actions.size() == 1) {  // forced: both sides apply it, nobody sends it
      steps_.push_back(Step::of_action(actions[0]));
      step_rounds_.push_back(-1);
      apply(setup_.rules, state_, actions[0]);
      continue;
    }
    waiting_ = Waiting::Decision;
    return;
  }
}

std::string Ledger::commit(Side s, const Digest& commitment) {
  if (commit_[s]) return side_title(s) + " has already committed to its dice in this game";
  commit_[s] = commitment;
  values_[s] = {commitment};
  if (started())
    key_ = game_key(rules_notation(setup_.rules), static_cast<std::uint8_t>(setup_.mode), setup_.id, *commit_[kLight],
                    *commit_[kDark]);
  advance();
  return "";
}

std::string Ledger::reveal(Side s, int round, const Digest& value, bool check_due) {
  const std::string who = side_title(s);
  if (!started()) return "a value revealed before both sides have committed: " + waiting_text();
  if (round < 1) return "a reveal names round " + std::to_string(round) + "; rounds count from 1";
  if (round > kChainLength)
    return "round " + std::to_string(round) + " is beyond the dice chains (" + std::to_string(kChainLength) + " rounds)";
  const int last = revealed(s);
  if (round <= last)
    return "reused reveal: " + who + " already revealed round " + std::to_string(round) +
           (round < last ? " (and every round up to " + std::to_string(last) + ")" : "");
  if (check_due && round > due_round())
    return "early reveal: " + who + "'s value for round " + std::to_string(round) + " is not due yet (" +
           (due_round() > last ? "the game is at round " + std::to_string(due_round())
                               : "nothing is due: " + waiting_text()) +
           ")";
  // value_r, H(value_r) = value_{r-1}, ... down to last+1, whose hash must be the value held.
  std::vector<Digest> chain(static_cast<std::size_t>(round - last));
  chain.back() = value;
  for (std::size_t i = chain.size() - 1; i > 0; --i) chain[i - 1] = sha256(chain[i]);
  if (sha256(chain.front()) != values_[s].back())
    return "forged reveal: " + who + "'s value for round " + std::to_string(round) +
           " does not hash back to its " + (last == 0 ? std::string("commitment") : "value for round " + std::to_string(last));
  values_[s].insert(values_[s].end(), chain.begin(), chain.end());
  advance();
  return "";
}

std::string Ledger::decide(Side s, int number, int choice, int claimed_throw) {
  if (!started()) return "the game has not started: " + waiting_text();
  if (waiting_ == Waiting::Over) return "the game is over: no more moves";
  if (waiting_ != Waiting::Decision) return "a move out of turn: " + waiting_text();
  if (s != state_.side) return "a move out of turn: it is " + side_title(state_.side) + "'s move, not " + side_title(s) + "'s";
  if (number != decisions())
    return number < decisions() ? "an old message: move " + std::to_string(number + 1) + " was already played (the game is at move " +
                                      std::to_string(decisions() + 1) + ")"
                                : "a move out of turn: move " + std::to_string(number + 1) + " comes after move " +
                                      std::to_string(decisions() + 1) + ", which is not played yet";
  ActionList actions;
  legal_actions(setup_.rules, state_, actions);
  if (choice < 0 || choice >= actions.size()) {
    std::string legal;
    for (const Action& a : actions) legal += (legal.empty() ? "" : ", ") + action_notation(setup_.rules, state_, a);
    return "forged move: " + side_title(s) + " has no legal action number " + std::to_string(choice + 1) + " here (" +
           std::to_string(actions.size()) + " legal: " + legal + ")";
  }
  if (claimed_throw >= 0 && (state_.phase != Phase::Move || claimed_throw != state_.throw_outcome))
    return state_.phase != Phase::Move
               ? "altered throw: this choice comes before the throw, yet the message names a throw of " + std::to_string(claimed_throw)
               : "altered throw: the move was made with a throw of " + std::to_string(claimed_throw) + ", but the dice gave " +
                     throw_notation(setup_.rules, state_, state_.throw_outcome);
  const Action a = actions[choice];
  steps_.push_back(Step::of_action(a));
  step_rounds_.push_back(-1);
  choices_.push_back(static_cast<std::uint32_t>(choice));
  option_counts_.push_back(static_cast<std::uint32_t>(actions.size()));
  deciders_.push_back(s);
  decision_turns_.push_back(state_.turn);
  decision_steps_.push_back(steps_.size() - 1);
  decision_throws_.push_back(state_.phase == Phase::Move ? state_.throw_outcome : -1);
  apply(setup_.rules, state_, a);
  advance();
  return "";
}

std::string Ledger::decision_text(int i) const {
  const std::size_t at = decision_steps_[static_cast<std::size_t>(i)];
  State st = new_game(setup_.rules);
  for (std::size_t k = 0; k < at; ++k) {
    if (steps_[k].chance) apply_chance(setup_.rules, st, steps_[k].outcome);
    else apply(setup_.rules, st, steps_[k].action);
  }
  return "move " + std::to_string(i + 1) + " (" + action_notation(setup_.rules, st, steps_[at].action) + ")";
}

std::string Ledger::check_no_early_reveal() const {
  for (const Side s : {kLight, kDark})
    if (revealed(s) > max_due_)
      return "early reveal: " + side_title(s) + " revealed round " + std::to_string(revealed(s)) +
             ", but the game never reached it (the last round due was " + std::to_string(max_due_) + ")";
  return "";
}

}  // namespace ur::remote
