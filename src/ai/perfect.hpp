// The perfect-play agent: looks up every legal action's result in the rule set's solved
// table (ai/table.hpp) and plays the best one. Only made when the table exists.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "ai/agent.hpp"
#include "ai/table.hpp"

namespace ur {

// An agent playing from `table` (which must match `rules`).
std::unique_ptr<Agent> make_perfect_agent(const RuleSet& rules, std::shared_ptr<const Table> table);
// An agent playing from the table found in table_dir(); nullptr and *error (naming the
// missing or bad file) when there is none.
std::unique_ptr<Agent> make_perfect_agent(const RuleSet& rules, std::string* error = nullptr);

}  // namespace ur
