// Game records and saves (docs/notation.md): a line-based text notation for a whole game,
// written from the engine's own sequence of chance outcomes and actions and read back by
// replaying every throw and action through the engine (legal_actions), so a record that
// parses is a game that happened under its rules. Nothing here throws: reading returns
// the record or an error with the line at fault, and never touches the caller's game.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.hpp"

namespace ur {

// One event of a game in the order the engine saw it: a chance outcome (a throw, or the
// coin of a random throw-off) or a player's action (StartTurn's Throw included).
struct Step {
  bool chance = false;
  int outcome = 0;  // when chance
  Action action{};  // when not

  static Step of_chance(int outcome) { return {true, outcome, Action{}}; }
  static Step of_action(const Action& a) { return {false, 0, a}; }
  bool operator==(const Step&) const = default;
};

// A tag line: players / agents, seed, date, event, a remote game's dice (see kRecordTags).
struct Tag {
  std::string key;
  std::string value;
  bool operator==(const Tag&) const = default;
};
// Remote games (docs/remote.md) add `remote`, the commitments, the latest reveals, and
// each side's signing key and signatures over the moves.
inline constexpr std::string_view kRecordTags[] = {"light",       "dark",        "seed",        "date",
                                                   "event",       "remote",      "light-commit", "dark-commit",
                                                   "light-reveal", "dark-reveal", "light-key",    "dark-key",
                                                   "light-signed", "dark-signed"};

// A game from its start (new_game): rule set, tags in order, and every step.
struct GameRecord {
  RuleSet rules;
  std::vector<Tag> tags;
  std::vector<Step> steps;

  // The value of a tag, or "" when absent.
  std::string tag(std::string_view key) const;
};

// ---- notation of the parts of a game (used by records, the CLI, traces and the UI)

// "finkel", or "finkel:3" for a variant with fewer pieces.
std::string rules_notation(const RuleSet& rules);
// The inverse; nullopt and *error set for an unknown name or a bad piece count.
std::optional<RuleSet> parse_rules_notation(std::string_view text, std::string* error = nullptr);

// An action at decision node `s`, as written in records: squares count from 1 along the
// mover's own path ("in/4", "4/8", "8/11*" a capture, "13/off", "9/6" a backward move,
// "5/8x3" three pieces from the top of a stack, "pass", "pay", "place", "miss", "throw").
std::string action_notation(const RuleSet& rules, const State& s, const Action& a);
// Reads an action at decision node `s` and checks it against legal_actions; on failure
// `error` says why in a player's words (and lists the legal actions).
struct ActionParse {
  std::optional<Action> action;
  std::string error;
  bool ok() const { return action.has_value(); }
};
ActionParse parse_action(const RuleSet& rules, const State& s, std::string_view text);

// Whether the (legal) action lands on an enemy piece: a piece sent back, or (stack rule
// sets) an enemy-topped stack taken prisoner.
bool is_capture(const RuleSet& rules, const State& s, const Action& a);
// A chance outcome at chance node `s` as written in records: the marked tips or the die
// face; the coin of a random throw-off is "l" or "d" (who starts).
std::string throw_notation(const RuleSet& rules, const State& s, int outcome);
// "light 7-3", "dark 6-7 tokens=2,27,0", "draw 7-7", "light 6-4 limit", or "unfinished".
std::string result_notation(const RuleSet& rules, const State& s);

// ---- replay, records, saves

// Replays steps from new_game, checking each against the engine.
struct Replay {
  std::optional<State> state;
  std::size_t failed_step = 0;  // index of the first bad step
  std::string error;
  bool ok() const { return state.has_value(); }
};
Replay replay(const RuleSet& rules, std::span<const Step> steps);

struct RecordText {
  std::optional<std::string> text;
  std::string error;
  bool ok() const { return text.has_value(); }
};
// A finished or unfinished game as a record; fails (never writes a wrong record) on an
// illegal step or a tag that cannot be written on one line.
RecordText write_record(const GameRecord& record);

// A record read and replayed; on failure `line` (1-based, 0: the whole text) and `error`.
struct RecordParse {
  std::optional<GameRecord> record;
  State state{};  // the position after the last step (when ok)
  int line = 0;
  std::string error;
  bool ok() const { return record.has_value(); }
  std::string message() const;  // "line 12: ..." (or just the error for line 0)
};
RecordParse parse_record(std::string_view text);

// A game in progress: "ur-save 1", the record, the position it reached, "end".
inline constexpr int kSaveVersion = 1;
RecordText write_save(const GameRecord& record);
RecordParse load_save(std::string_view text);
// Either a save (text starting with "ur-save") or a record.
RecordParse load_game_text(std::string_view text);

}  // namespace ur
