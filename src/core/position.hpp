// Positions as text, like chess's FEN: the rule set, every piece, the purse/token counts,
// side to move, phase and counters in one line. Format documented in docs/position.md.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/rules.hpp"
#include "core/state.hpp"

namespace ur {

// A position carries its rule set (with its piece count).
struct Position {
  RuleSet rules;
  State state;
};

// Parsing never throws: either `position` is set, or `error` says what is wrong
// (e.g. "field 2 (light): path index 15 is past the end of the path (14 squares)").
struct PositionParse {
  std::optional<Position> position;
  std::string error;
  bool ok() const { return position.has_value(); }
};

std::string to_position(const RuleSet& rules, const State& s);
PositionParse parse_position(std::string_view text);

}  // namespace ur
