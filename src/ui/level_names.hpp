// The computer's levels as a player meets them: names from the world of Ur (the agents
// keep their stable names for links, records and the command line) and a line in plain
// words on how strong each is in the chosen rule set.
#pragma once

#include <string>
#include <string_view>

#include "core/rules.hpp"

namespace ur {

// "king" -> "King", "random" -> "Child", "perfect" -> "Moon god"; an agent without a
// name of its own keeps its stable name, capitalised.
std::string level_display_name(std::string_view agent);

// What playing this level is like, then how it fares in this rule set's family, from the
// measured ladder (docs/measurements/king-ladder): "Looks one move ahead … In these
// rules the King beats it about 8 games in 10."
std::string level_strength(std::string_view agent, const RuleSet& rules);

}  // namespace ur
