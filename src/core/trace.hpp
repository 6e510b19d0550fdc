// Decision traces as JSON lines (docs/trace.md): one object per decision with the position
// (as its string and as plain fields), the throw, every legal action and the chosen one.
// For `ur-cli play --trace json`, and for anyone who wants to study or learn from games.
#pragma once

#include <string>
#include <string_view>

#include "common/json.hpp"  // json_string: a JSON string literal
#include "core/game.hpp"

namespace ur {

// The position's fields as a JSON object (no "position" string; see trace_json).
std::string position_json(const RuleSet& rules, const State& s);

// One trace line (no trailing newline) for the decision at `s`.
std::string trace_json(const RuleSet& rules, const State& s, const ActionList& legal, const Action& chosen,
                       long decision, std::string_view agent);

}  // namespace ur
