// The agent registry behind agent_catalog() and make_agent(): one plain table, weakest
// first. To offer a new agent, add one row: its stable name, a plain-language description
// and a factory (a function or a capture-less lambda).
#include <array>

#include "ai/agent.hpp"
#include "ai/basic_agents.hpp"
#include "ai/levels.hpp"

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
    {"random", "Picks uniformly among the legal actions (reproducible from its seed). The weakest sensible "
               "opponent.",
     &make_random_agent},
    {"greedy", "Looks one move ahead: wins, bears off, captures, takes extra throws, enters and seeks safe "
               "squares, in that order of preference. A beginner's opponent.",
     &make_greedy_agent},
    // The search ladder (src/ai/levels.cpp, docs/ai.md), weakest to strongest.
    {"novice", "Beginner: looks one move ahead and often plays a plausible but weaker move.",
     [](const RuleSet& r, std::uint64_t seed) { return make_search_agent("novice", r, seed); }},
    {"apprentice", "Casual: looks one move ahead and usually, not always, plays the move it rates best.",
     [](const RuleSet& r, std::uint64_t seed) { return make_search_agent("apprentice", r, seed); }},
    {"scribe", "Solid: looks one move ahead and through every throw the opponent can make in reply.",
     [](const RuleSet& r, std::uint64_t seed) { return make_search_agent("scribe", r, seed); }},
    {"priest", "Strong: looks four decisions deep through the throws, with pruning.",
     [](const RuleSet& r, std::uint64_t seed) { return make_search_agent("priest", r, seed); }},
    {"king", "Strongest: the deepest search a browser can afford in under a second a move.",
     [](const RuleSet& r, std::uint64_t seed) { return make_search_agent("king", r, seed); }},
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
  if (error) {
    std::string known;
    for (const AgentEntry& e : kAgents) known += (known.empty() ? "" : ", ") + std::string(e.name);
    *error = "unknown agent '" + std::string(name) + "' (known: " + known + ")";
  }
  return nullptr;
}

}  // namespace ur
