// The two agents of a game: see players.hpp.
#include "cli/players.hpp"

#include "ai/learned_eval.hpp"

namespace ur::cli {

std::optional<Players> make_players(const RuleSet& r, const std::string& light, const std::string& dark,
                                    const MatchSeeds& seeds, std::string& error) {
  Players p;
  if (light == "oracle" || dark == "oracle") {
    if (const std::string why = load_learned_eval_file(r); !why.empty()) {
      error = "agent 'oracle' needs the rule set's network: " + why;
      return std::nullopt;
    }
  }
  p.light = make_agent(light, r, seeds.light, &error);
  if (!p.light) return std::nullopt;
  p.dark = make_agent(dark, r, seeds.dark, &error);
  if (!p.dark) return std::nullopt;
  return p;
}

}  // namespace ur::cli
