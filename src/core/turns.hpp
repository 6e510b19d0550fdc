// One definition of how many turns a game has had, for every screen and tool that says it
// (the result panel, Your games, the statistics, matches, `ur-cli validate`): the turn in
// progress counts, so a game won during its 126th turn has had 126 (State::turn counts from
// 0); a game stopped by the turn limit (ravensburger) has already counted its last.
#pragma once

#include "core/state.hpp"

namespace ur {

inline int turns_played(const State& s) { return static_cast<int>(s.by_turn_limit ? s.turn : s.turn + 1); }

}  // namespace ur
