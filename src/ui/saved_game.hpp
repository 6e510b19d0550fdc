// The game in progress as it is kept between visits (docs/saves.md): a save of the core
// (docs/notation.md: the record of every throw and action, and the position reached)
// under a few lines the screen needs to carry on exactly where it stopped — the dice
// generator, so the rest of the throws are the ones the game would have had; the dice
// as shown; whether hints were on; and which browser tab wrote it, at which revision, so
// two tabs never silently overwrite each other's game.
//
// GameKeeper decides what happens in storage: it finds the saved game at start (a save
// that cannot be read is kept aside under a new name, never deleted or overwritten, and
// reported in words), writes the game after every action, and notices when another tab
// has written since.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "core/record.hpp"

namespace ur {

inline constexpr int kSavedGameVersion = 1;

struct SavedGame {
  GameRecord record;                // rules, tags (light, dark, seed, date) and every step
  std::array<std::string, 2> players;  // "" a person, else a computer level (agent name)
  std::uint64_t seed = 0;
  std::uint64_t dice_generator = 0;  // the dice's random generator after the last step
  std::array<int, 6> dice{};         // the dice as shown (faces), when dice_shown
  bool dice_shown = false;
  int shown_outcome = 0;
  bool hints = false;
  std::uint64_t revision = 0;  // counts the writes of this game
  std::string tab;             // who wrote it last
};

std::string write_saved_game(const SavedGame& g);

struct SavedGameParse {
  std::optional<SavedGame> game;
  State state{};  // the position reached (when ok)
  std::string error;
  bool ok() const { return game.has_value(); }
};
SavedGameParse read_saved_game(std::string_view text);

// Named texts that last between visits: the browser's local storage, or files in the
// desktop's user data folder (src/platform). read: nullopt when there is none.
struct Storage {
  std::function<std::optional<std::string>(const std::string& name)> read;
  std::function<bool(const std::string& name, const std::string& text)> write;  // false: not written
  std::function<void(const std::string& name)> remove;
};

class GameKeeper {
 public:
  static constexpr const char* kName = "game";

  // `tab`: this page's own name (any text that another open page will not have).
  GameKeeper(Storage storage, std::string tab) : storage_(std::move(storage)), tab_(std::move(tab)) {}

  // What storage holds at start: a game to continue, or nothing; a save that cannot be
  // read is moved aside and `problem` says so in words (the game still starts).
  struct Found {
    std::optional<SavedGame> game;
    std::string problem;
  };
  Found find();

  // Writes the game (its revision and tab are set here). Returns "" when written, else
  // why not, in words: another tab wrote a game since this one last read or wrote it
  // (then this tab stops writing until `adopt`), or storage refused.
  std::string save(SavedGame game);
  // The game finished or left: the save is removed (unless another tab owns it now).
  void forget();
  // This tab continues the game `g` read from storage (or starts afresh: nullopt).
  void adopt(const std::optional<SavedGame>& g) {
    known_ = g ? g->revision : 0;
    known_tab_ = g ? g->tab : "";
    blocked_ = false;
  }
  bool blocked() const { return blocked_; }

 private:
  bool taken_by_another_tab();

  Storage storage_;
  std::string tab_;
  std::uint64_t known_ = 0;  // the revision this tab last read or wrote (0: none)
  std::string known_tab_;
  bool blocked_ = false;
};

}  // namespace ur
