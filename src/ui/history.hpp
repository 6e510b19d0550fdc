// Finished games, kept (the last kHistoryCap) with their date, rule set, players, result
// and length, and every step so each can be reviewed; and the statistics drawn from them.
// One line a game in a text kept by the platform's storage (name "history"): the steps
// are written compactly — one character a step, the throw's outcome or the action's place
// among the legal actions — and replayed through the rules when read, so a line that reads
// is a game that happened. Lines that cannot be read are kept as they are, never dropped.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/record.hpp"

namespace ur {

inline constexpr std::size_t kHistoryCap = 1000;  // the newest games kept

struct PastGame {
  std::string date;                    // "2026-11-24 23:59", as the platform gave it
  RuleSet rules;
  std::array<std::string, 2> players;  // "" a person, else a computer level
  std::uint64_t seed = 0;
  std::vector<Step> steps;
  // From the steps (filled in when read or added):
  Winner winner = Winner::None;  // None: not finished (a saved game set aside for a new one)
  int turns = 0;
  bool finished() const { return winner != Winner::None; }
};

// The steps as one character each (see above); decoding replays them from new_game.
std::string encode_steps(const RuleSet& rules, const std::vector<Step>& steps);
std::optional<std::vector<Step>> decode_steps(const RuleSet& rules, std::string_view text, std::string* error = nullptr);

struct History {
  std::vector<PastGame> games;          // oldest first
  std::vector<std::string> unreadable;  // lines that could not be read, kept as they were
};
History read_history(std::string_view text);
std::string write_history(const History& h);
// Adds a finished game (its winner and length worked out from the steps), dropping the
// oldest beyond kHistoryCap. False (and nothing added) if the steps do not replay to an end.
bool add_to_history(History& h, PastGame game);
// Adds a game set aside before its end (a new game was started over the saved one): kept
// as unfinished (line "u", winner None). False if the steps do not replay, or it had ended.
bool add_unfinished_to_history(History& h, PastGame game);

// "Finkel", or "Finkel (3 pieces)" for a variant with fewer pieces.
std::string rules_words(const RuleSet& rules);

// ---- statistics
struct StatsRow {
  std::string rules;     // the rule set's title
  std::string opponent;  // "a friend", or the computer's level (its stable name)
  int games = 0;
  int wins = -1;         // -1: not counted (games between two people)
  int longest_streak = 0;
  double average_turns = 0;
};
struct Statistics {
  std::vector<StatsRow> rows;  // by rule set, then opponent, in order of first play
  // The person's throws against the computer (not the throw-off): how far they moved on
  // average, and what the rule sets' dice give on average.
  long throws = 0;
  double average_move = 0, expected_move = 0;
};
Statistics statistics(const std::vector<PastGame>& games);  // unfinished games are not counted

}  // namespace ur
