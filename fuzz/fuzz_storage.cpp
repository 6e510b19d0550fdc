// What the game reads back from browser storage or its data folder: the saved game
// (docs/saves.md) and the history of finished games. Never crashes; a save that reads is
// written back to a text that reads the same; the history keeps every line, read or not.
#include <algorithm>

#include "fuzz_support.hpp"
#include "ui/history.hpp"
#include "ui/saved_game.hpp"

using namespace ur;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::as_text(data, size);
  const SavedGameParse g = read_saved_game(text);
  if (!g.ok()) {
    fuzz::require(!g.error.empty(), "an unreadable save says why");
  } else {
    const SavedGameParse again = read_saved_game(write_saved_game(*g.game));
    fuzz::require(again.ok(), "a save's own text reads");
    fuzz::require(again.game->record.steps == g.game->record.steps, "the round trip keeps the steps");
    fuzz::require(again.state == g.state, "the round trip reaches the same position");
    fuzz::require(again.game->players == g.game->players && again.game->seed == g.game->seed &&
                      again.game->dice_generator == g.game->dice_generator,
                  "the round trip keeps players, seed and dice");
  }
  const History h = read_history(text);
  const History back = read_history(write_history(h));
  fuzz::require(back.games.size() == h.games.size(), "the history's games survive a write");
  fuzz::require(back.unreadable.size() == h.unreadable.size(), "unreadable lines are kept as they were");
  for (std::size_t i = 0; i < h.games.size(); ++i)
    fuzz::require(back.games[i].steps == h.games[i].steps, "a kept game keeps its steps");
  return 0;
}
