// Records in and out (docs/notation.md) for the game's screens, without SDL: the record
// of a game to export and the file name it is saved under, the text a player opens
// turned into a game to review (or a clear error naming the line), and the words of the
// notices that follow. The platform layer (platform/files.hpp) writes, downloads, copies
// and picks; sdl_record_io.cpp ties the two to the screens.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/record.hpp"

namespace ur {

// A game as the review holds it: players "" for a person, else a computer player's name.
struct ReviewGame {
  RuleSet rules;
  std::array<std::string, 2> players;
  std::uint64_t seed = 0;
  std::vector<Step> steps;
};

// The record of a game to export: tags light and dark ("human" for a person), the seed
// and the date ("2026-11-25 14:03", left out when empty).
RecordText export_record(const ReviewGame& game, std::string_view date);

// "ur-finkel-2026-11-25.ur.txt" ("finkel:3" is written "finkel-3"; without a date
// "ur-finkel.ur.txt"); copy > 1 is a second file of the same day: "ur-finkel-2026-11-25-2.ur.txt".
std::string export_file_name(const RuleSet& rules, std::string_view date, int copy = 1);

// A record (or a save, "ur-save 1") opened by a player, read and replayed through the
// rules. On failure `line` (0: the whole text) and `error`; nothing else is touched.
struct OpenedRecord {
  std::optional<ReviewGame> game;
  int line = 0;
  std::string error;
  bool ok() const { return game.has_value(); }
  // "Line 4: turn 2 (dark) is over: ..." (or the error alone when no line is at fault).
  std::string message() const;
};
inline constexpr std::size_t kLargestRecord = 1 << 20;  // bytes; larger is no record
OpenedRecord open_record(std::string_view text);

// What the platform did with an exported record.
struct ExportOutcome {
  bool saved = false;       // the file was written (desktop) or its download started (browser)
  bool downloaded = false;  // a browser download rather than a file written
  std::string where;        // the file's full path (desktop)
  bool copied = false;      // the text was put on the clipboard
  std::string error;        // why the file could not be written
};
// The notice after an export: a title and its lines.
struct NoticeWords {
  std::string title;
  std::vector<std::string> lines;
};
NoticeWords export_notice(const ExportOutcome& outcome, const std::string& file_name);
// The notice for a record that cannot be opened: the line, the reason, and that nothing changed.
NoticeWords open_failed_notice(const OpenedRecord& opened, const std::string& from);

}  // namespace ur
