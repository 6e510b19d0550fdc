// The game screen's state machine, independent of SDL: who plays each side, the dice
// animation, the human's choices, the computer's thinking in slices, move animations and
// announcements. The renderer reads it; input calls throw_dice() and choose(), which
// refuse anything not allowed at that moment (no move while the dice roll).
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/agent.hpp"
#include "perfect/table_cache.hpp"
#include "core/game.hpp"
#include "core/turns.hpp"

namespace ur {

enum class Stage : std::uint8_t {
  Idle,          // no game yet
  AwaitThrow,    // a person is to throw (or pick a special action before throwing)
  Rolling,       // the dice are rolling: no input is accepted
  ChooseAction,  // a person picks one of the legal actions
  Thinking,      // the computer is deciding
  Animating,     // an action is being shown on the board
  Announce,      // a message (no move, missed turn) is shown before play goes on
  Over,          // the game has ended
  Returning,     // a captured piece goes back to its owner's pool (shown after the move)
};

// Timings in milliseconds (readable pace for the computer's moves).
struct Pace {
  int roll_ms = 700;
  int step_ms = 150;         // per square a piece slides
  int min_move_ms = 350;
  int computer_pause_ms = 450;  // the computer "looks" at least this long before moving
  int announce_ms = 1400;
  int computer_throw_delay_ms = 350;
};
// Quick animations (--fast, &fast: demonstrations and tests).
inline constexpr Pace kFastPace{120, 25, 60, 40, 200, 40};
// Reduced motion (the browser's prefers-reduced-motion, the desktop's --reduced-motion or
// motion=reduced in its settings): no rolling and no sliding, the result shown at once;
// the pauses that give time to read stay.
inline constexpr Pace kReducedMotionPace{0, 0, 0, 450, 1400, 350};
// No animation time at all (--instant, the long-session tests): up to eight stages a frame.
inline constexpr Pace kInstantPace{0, 0, 0, 0, 0, 0};

// One entry of the game's history: a chance outcome or an action, for records/replays.
struct HistoryItem {
  bool chance = false;
  int outcome = 0;
  Action action{};
  Side side = kLight;
};

// The last action of one side, as the board marks it until that side moves again.
struct LastMove {
  bool known = false;
  int from = -1;  // board square (SquareId) the piece left; -1: it entered from the pool
  int to = -1;    // board square it reached; -1: it was borne off
  bool captured = false, rosette = false, bore_off = false;
  std::string text;  // what it did, in words ("Move 5 → 8: capture")
};

class Controller {
 public:
  using Clock = std::function<double()>;  // milliseconds, for slicing the computer's thinking

  // Where `perfect` players read their tables from (entry by entry, falling back to
  // search when a table is missing or slow); without it they need the whole table on disk.
  void set_tables(TableLibrary* tables) { tables_ = tables; }

  // players[side]: "" for a person, else an agent name (see agent_catalog(), and "perfect").
  // Returns an error text for an unknown agent, else "".
  std::string start(const RuleSet& rules, const std::array<std::string, 2>& players, std::uint64_t seed,
                    std::uint64_t now_ms);
  // Carries on a saved game: the same players and seed, every step replayed (checked when
  // the save was read), then the dice generator and the dice shown as they were, so the
  // throws to come are the ones the game would have had. Returns an error like start.
  struct Resume {
    std::vector<HistoryItem> steps;  // `side` is filled in here
    std::uint64_t dice_generator = 0;
    std::array<int, 6> dice{};
    bool dice_shown = false;
    int shown_outcome = 0;
  };
  std::string resume(const RuleSet& rules, const std::array<std::string, 2>& players, std::uint64_t seed, const Resume& r,
                     std::uint64_t now_ms);
  // The dice's random generator now; and whether the game stands still between steps
  // (no throw rolling, no piece moving): the moments it can be saved.
  std::uint64_t dice_generator() const { return rng_; }
  bool settled() const {
    return stage_ == Stage::AwaitThrow || stage_ == Stage::ChooseAction || stage_ == Stage::Over ||
           (stage_ == Stage::Thinking && !is_chance(state_));
  }
  // Advances the dice, animations and the computer's thinking (at most slice_ms of work).
  void update(std::uint64_t now_ms, const Clock& clock, double slice_ms = 8.0);

  // A game played elsewhere (a live game with a friend): the dice are never thrown here
  // (a throw waits for its outcome to come in a step), and the steps decided elsewhere —
  // each side's moves and the throws made from both players' secrets — are shown as the
  // computer's are: each throw rolls, each move slides. Queued behind what is showing.
  // Set after start() or resume(), which end it.
  void set_remote_dice(bool remote, std::uint64_t now_ms);
  void play_steps(const std::vector<HistoryItem>& steps, std::uint64_t now_ms);
  // Steps queued and not yet shown; and whether a queued step did not fit the game (then
  // the queue is dropped, and the caller shows the game afresh).
  std::size_t queued_steps() const { return script_.size() + (step_showing_ ? 1 : 0); }
  bool steps_refused() const { return steps_refused_; }

  // Input. Each returns false (and changes nothing) when not allowed now.
  bool throw_dice(std::uint64_t now_ms);
  bool choose(const Action& a, std::uint64_t now_ms);

  // ---- for the renderer and the tests
  Stage stage() const { return stage_; }
  bool has_game() const { return stage_ != Stage::Idle; }
  const RuleSet& rules() const { return rules_; }
  const State& state() const { return state_; }
  bool is_human(Side s) const { return !agents_[s]; }
  const Agent* agent(Side s) const { return agents_[s].get(); }
  const std::string& player_name(Side s) const { return players_[s]; }
  // The person's choices now (AwaitThrow: Throw and special actions; ChooseAction: moves).
  const ActionList& choices() const { return legal_; }
  // Dice as shown: for binary dice, marked (1) or plain (0) per die; for a d6, the face.
  const std::array<int, 6>& dice_faces() const { return dice_; }
  bool dice_shown() const { return dice_shown_; }
  // The outcome the dice show (valid while dice_shown()).
  int shown_outcome() const { return shown_outcome_; }
  // 0..1 progress of the current roll or move animation.
  double progress(std::uint64_t now_ms) const;
  // Rolling: the position the throw in the air leads to (its outcome is drawn when the
  // roll begins), so a hint can think while the dice roll; none at other stages.
  std::optional<State> rolling_to() const;
  // The action being animated and the state before it (Animating).
  const Action& animating() const { return anim_action_; }
  const State& before_animation() const { return anim_before_; }
  const std::string& message() const { return message_; }
  // Returning: the board square the captured piece leaves and whose it is.
  int returning_square() const { return return_square_; }
  Side returning_side() const { return return_side_; }
  const std::vector<HistoryItem>& history() const { return history_; }
  const LastMove& last_move(Side s) const { return last_move_[s]; }
  int turns_played() const { return ur::turns_played(state_); }  // core/turns.hpp
  std::uint64_t finished_at() const { return finished_at_; }

 private:
  void enter_node(std::uint64_t now_ms);
  void begin_roll(std::uint64_t now_ms);
  void settle_roll(std::uint64_t now_ms);
  void begin_action(const Action& a, std::uint64_t now_ms);
  void finish_action(std::uint64_t now_ms);
  void show_dice(int outcome);
  void note_last_move(Side side, const Action& a);
  bool play_next_step(std::uint64_t now_ms);

  TableLibrary* tables_ = nullptr;
  std::array<LastMove, 2> last_move_{};
  RuleSet rules_{};
  State state_{};
  Stage stage_ = Stage::Idle;
  std::array<std::string, 2> players_;
  std::array<std::unique_ptr<Agent>, 2> agents_;
  ActionList legal_{};
  std::uint64_t rng_ = 0;
  std::uint64_t stage_start_ = 0, stage_end_ = 0, finished_at_ = 0;
  int pending_outcome_ = 0;
  Action anim_action_{};
  State anim_before_{};
  Action pending_action_{};  // Announce: applied when the message has been read
  bool thinking_done_ = false;
  int return_square_ = -1;
  Side return_side_ = kLight;
  std::array<int, 6> dice_{};
  bool dice_shown_ = false;
  int shown_outcome_ = 0;
  std::string message_;
  std::vector<HistoryItem> history_;
  Pace pace_;
  bool remote_dice_ = false;
  std::deque<HistoryItem> script_;  // steps decided elsewhere, to show (play_steps)
  bool steps_refused_ = false;
  bool step_showing_ = false;  // a queued step is rolling or moving, not yet in history_

 public:
  Pace& pace() { return pace_; }
  const Pace& pace() const { return pace_; }
};

}  // namespace ur
