// The public side of a remote game (docs/remote.md): the set-up, both commitments, every
// value revealed, and the game the throws derived from them and the players' choices
// make. Both players and the verifier keep one; every input is checked, and an input
// that is refused leaves the ledger exactly as it was.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/record.hpp"
#include "core/side_names.hpp"
#include "remote/fair_dice.hpp"

namespace ur::remote {

// Live: both players online, one round of values per throw, revealed only when that throw
// is due. Correspondence: one round per turn, so the player whose turn it is can play the
// whole turn alone (and can foresee the throws after the first within that turn).
enum class Mode : std::uint8_t { Live = 0, Correspondence = 1 };
std::string_view mode_name(Mode m);

struct Setup {
  RuleSet rules;
  Mode mode = Mode::Live;
  GameId id{};
  Side inviter = kLight;  // who created the game (and committed first)
};

// What a ledger waits for next.
enum class Waiting : std::uint8_t {
  Commitment,  // a side has not committed yet
  Decision,    // state().side chooses among legal_actions (two or more)
  Reveal,      // the throw needs a value not revealed yet (see needs_reveal)
  Over,        // the game is over
  ChainEnd,    // the game needs more rounds than the chains hold: it stops, unfinished
};

class Ledger {
 public:
  explicit Ledger(const Setup& setup);

  const Setup& setup() const { return setup_; }
  const RuleSet& rules() const { return setup_.rules; }
  const State& state() const { return state_; }
  const std::vector<Step>& steps() const { return steps_; }
  // The choices made at decisions with two or more legal actions (index into
  // legal_actions), and how many actions each had: what a link carries.
  const std::vector<std::uint32_t>& choices() const { return choices_; }
  const std::vector<std::uint32_t>& option_counts() const { return option_counts_; }
  int decisions() const { return static_cast<int>(choices_.size()); }
  // Who made decision `i` (0-based, as choices()): the side to move then.
  Side decider(int i) const { return deciders_[static_cast<std::size_t>(i)]; }
  // The turn (State::turn) decision `i` was made in.
  std::uint32_t decision_turn(int i) const { return decision_turns_[static_cast<std::size_t>(i)]; }
  // The throw decision `i` was made with (-1: a choice before the throw).
  int decision_throw(int i) const { return decision_throws_[static_cast<std::size_t>(i)]; }
  // Decision `i` in a player's words: "move 12 (pay)", its action as records write it.
  std::string decision_text(int i) const;

  const std::optional<Digest>& commitment(Side s) const { return commit_[s]; }
  bool started() const { return commit_[kLight] && commit_[kDark]; }
  // The latest round `s` revealed (0: none) and its value (the commitment for round 0).
  int revealed(Side s) const { return static_cast<int>(values_[s].size()) - 1; }
  const Digest& value(Side s, int round) const { return values_[s][static_cast<std::size_t>(round)]; }

  Waiting waiting() const { return waiting_; }
  // Waiting::Reveal: whether `s`'s value for the current throw is missing.
  bool needs_reveal(Side s) const;
  // The round a side may reveal up to now: live, the round of the throw being made (none
  // between throws); correspondence, the round of the turn being played.
  int due_round() const;
  // The highest round that was due at any time so far (what a link or record replayed at
  // once is checked against).
  int max_due_round() const { return max_due_; }
  // The round (and index within it) of the throw the game is at (chance nodes).
  int current_round() const;
  // What the game waits for, in a player's words ("light to move", "dark's value for throw 12").
  std::string waiting_text() const;
  // The round each chance step used, by step index (-1 for decisions).
  const std::vector<int>& step_rounds() const { return step_rounds_; }

  // Each returns "" when applied, else why it is refused (and nothing changed).
  std::string commit(Side s, const Digest& commitment);
  // A side's value for `round`. With check_due, a round that is not due yet is refused
  // (an early reveal); replaying a link or record checks that at the end instead.
  std::string reveal(Side s, int round, const Digest& value, bool check_due = true);
  // `s` chooses legal action `choice` at decision number `number` (0-based, counting only
  // decisions with a choice). `claimed_throw`: the throw the mover saw (-1: not said).
  std::string decide(Side s, int number, int choice, int claimed_throw = -1);
  // After replaying a link or record at once: no side revealed a round that never became due.
  std::string check_no_early_reveal() const;

 private:
  void advance();
  int current_index() const;

  Setup setup_;
  State state_{};
  std::array<std::optional<Digest>, 2> commit_{};
  std::array<std::vector<Digest>, 2> values_{};  // [round]; [0] = commitment
  Digest key_{};
  std::vector<Step> steps_;
  std::vector<int> step_rounds_;
  std::vector<std::uint32_t> choices_;
  std::vector<std::uint32_t> option_counts_;
  std::vector<Side> deciders_;
  std::vector<std::uint32_t> decision_turns_;
  std::vector<std::size_t> decision_steps_;
  std::vector<int> decision_throws_;  // the index in steps_ of each decision
  int throws_ = 0;           // chance steps so far
  int round_of_last_ = 0;    // the round the last throw used
  int index_in_round_ = 0;   // throws so far in that round
  int max_due_ = 0;
  Waiting waiting_ = Waiting::Commitment;
};


}  // namespace ur::remote
