// The mover's path drawn over a board: the game's board while a player chooses (either
// way round), the tour, and How to play's drawings. A line through the path's squares in
// order, in its own lane right of the squares' centres (so a path that comes back along
// the same row shows both ways), a chevron on each step, where pieces come in and go off,
// and the squares the other side's path crosses too. Pure geometry over any square-to-rect
// mapping: the drawings share it and the tests check it without a window.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "core/rules.hpp"
#include "ui/layout.hpp"

namespace ur {

struct PathPoint {
  float x = 0, y = 0;
};

// A chevron at `at` pointing along the travel (dx, dy: a unit vector), on line step `step`.
struct PathChevron {
  PathPoint at;
  float dx = 0, dy = 0;
  int step = 0;
};

struct PathGuide {
  PathPoint entry;                // where pieces come in: beside the first square, just inside the waiting pieces' row
  std::optional<PathPoint> exit;  // where they go off, beside the last square (none: they never leave)
  std::vector<PathPoint> line;    // entry, each square's lane point in path order, exit
  std::vector<PathChevron> chevrons;
  // Per step of `line` (line[i] to line[i + 1]): it runs where the other side's path runs
  // too (both its squares shared; an end beside the board counts as its square).
  std::vector<bool> step_shared;
  std::vector<int> shared;  // path indices (ascending) whose square the other side's path crosses too
  std::vector<int> twice;   // path indices of squares this path crosses twice
};

// `board`: where the squares are on screen; `pool`: where `side`'s waiting pieces are (a
// row beside a landscape board, a column beside an upright one), next to the board. The
// lane is 0.15 of a square right of the centres.
PathGuide path_guide(const RuleSet& r, Side side, const BoardFrame& board, const Rect& pool);

// When the game shows the mover's path while a person chooses (prefs "path"): in the first
// games of each rule set until dismissed ("first", the default), always, or never.
enum class PathShow { First, Always, Never };
std::string_view path_show_pref(PathShow s);
// "" → First (never set); anything else unknown → nullopt.
std::optional<PathShow> parse_path_show(std::string_view text);
// How many finished games of a rule set the path is shown for under First.
inline constexpr int kPathFirstGames = 3;
// Whether the path is shown: `finished`: the person's finished games of the rule set;
// `dismissed`: hidden for this rule set ("Hide the path"); `tour`: the guided game.
bool path_shown(PathShow s, int finished, bool dismissed, bool tour);

}  // namespace ur
