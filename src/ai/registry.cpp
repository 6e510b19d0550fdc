// The agent registry behind agent_catalog() and make_agent(): one plain table, weakest
// first. To offer a new agent, add one row: its stable name, a plain-language description
// and a factory (a function or a capture-less lambda).
#include <array>

#include "ai/agent.hpp"
#include "ai/basic_agents.hpp"
#include "ai/levels.hpp"
#include "ai/perfect.hpp"

namespace ur {
namespace {

using Factory = std::unique_ptr<Agent> (*)(const RuleSet& rules, std::uint64_t seed);

struct AgentEntry {
  std::string_view name;
  std::string_view description;
  Factory make;
};

const AgentEntry kAgents[] = {
    {"first", "Always plays the first legal action (enters if it can, else moves the rearmost piece). A fixed, "
              "predictable baseline.",
     &make_first_agent},
    {"random", "Picks uniformly among the legal actions (reproducible from its seed). The weakest opponent: "
               "in most rule sets every level beats it about 9 games in 10 or more; in Bell's rules the "
               "dice decide most games.",
     &make_random_agent},
    {"greedy", "Looks one move ahead: wins, bears off, captures, takes extra throws, enters and seeks safe "
               "squares, in that order of preference. Beats random moves 99 games in 100 (Finkel-like rules); "
               "a little stronger than novice, weaker than apprentice and scribe.",
     &make_greedy_agent},
    // The search ladder (src/ai/levels.cpp, docs/ai.md), weakest to strongest.
    {"novice", "Beginner: in the Finkel-like rules beats random moves 99 games in 100 and wins about 2 in 5 "
               "against greedy, 1 in 8 against perfect play. Looks one move ahead and often plays a plausible "
               "but weaker move.",
     [](const RuleSet& r, std::uint64_t seed) { return make_search_agent("novice", r, seed); }},
    {"apprentice", "Casual: wins about 3 games in 5 against greedy and 7 in 10 against novice, 1 in 5 "
                   "against perfect play (Finkel-like rules). Usually, not always, plays the move it rates best.",
     [](const RuleSet& r, std::uint64_t seed) { return make_search_agent("apprentice", r, seed); }},
    {"scribe", "Solid: wins about 7 games in 10 against greedy and 2 in 3 against apprentice, 1 in 4 against "
               "perfect play. Looks one move ahead and through every throw the opponent can make in reply.",
     [](const RuleSet& r, std::uint64_t seed) { return make_search_agent("scribe", r, seed); }},
    {"priest", "Strong: wins about 3 games in 4 against greedy, but only a little over half against "
               "scribe: the dice still decide many games. Wins 1 in 3 against perfect play. Looks four "
               "decisions deep through the throws.",
     [](const RuleSet& r, std::uint64_t seed) { return make_search_agent("priest", r, seed); }},
    {"king", "Strongest: the deepest search a browser can afford (under a quarter of a second a move). Wins "
             "about 4 games in 5 against greedy and 3 in 5 against scribe, a little over half "
             "against priest and 2 in 5 against perfect play.",
     [](const RuleSet& r, std::uint64_t seed) { return make_search_agent("king", r, seed); }},
};

// Agents that need a data file: made by name only when the file is there, and not listed
// in agent_catalog() (the level picker offers what always works). `perfect` plays from
// the rule set's solved table (docs/perfect-play.md).
using CheckedFactory = std::unique_ptr<Agent> (*)(const RuleSet& rules, std::string* error);
struct TableAgentEntry {
  std::string_view name;
  CheckedFactory make;
};
const TableAgentEntry kTableAgents[] = {
    {"perfect", [](const RuleSet& r, std::string* error) { return make_perfect_agent(r, error); }},
    // Needs the rule set's learned evaluation (provide_learned_eval, docs/ai.md).
    {"oracle", [](const RuleSet& r, std::string* error) { return make_oracle_agent(r, error); }},
};

}  // namespace

std::vector<AgentInfo> agent_catalog() {
  std::vector<AgentInfo> out;
  for (const AgentEntry& e : kAgents) out.push_back({std::string(e.name), std::string(e.description)});
  return out;
}

std::unique_ptr<Agent> make_agent(std::string_view name, const RuleSet& rules, std::uint64_t seed,
                                  std::string* error) {
  for (const AgentEntry& e : kAgents)
    if (e.name == name) return e.make(rules, seed);
  for (const TableAgentEntry& e : kTableAgents)
    if (e.name == name) return e.make(rules, error);
  if (error) {
    std::string known;
    for (const AgentEntry& e : kAgents) known += (known.empty() ? "" : ", ") + std::string(e.name);
    for (const TableAgentEntry& e : kTableAgents) known += ", " + std::string(e.name);
    *error = "unknown agent '" + std::string(name) + "' (known: " + known + ")";
  }
  return nullptr;
}

}  // namespace ur
