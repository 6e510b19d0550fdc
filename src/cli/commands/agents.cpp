// `ur-cli agents`: the computer players by name, weakest first.
#include <ostream>

#include "ai/agent.hpp"
#include "ai/levels.hpp"
#include "cli/args.hpp"
#include "cli/cli.hpp"
#include "cli/command.hpp"
#include "cli/text.hpp"

namespace ur::cli {
namespace {

constexpr std::string_view kAgentsHelp =
    "usage: ur-cli agents\n"
    "\n"
    "Lists the agents (computer players) by name, weakest first.\n";

int run_agents(const std::vector<std::string>& args, std::istream&, std::ostream& out, std::ostream& err) {
  std::string error;
  const auto o = parse_options(args, {}, error);
  if (!o) return usage_error(err, error, "agents");
  if (o->help) {
    out << kAgentsHelp;
    return kExitOk;
  }
  if (!o->positional.empty()) return usage_error(err, "agents takes no arguments", "agents");
  for (const AgentInfo& a : agent_catalog()) out << a.name << "\n" << wrap(a.description, "    ");
  out << "oracle\n"
      << wrap(std::string(oracle_level().description) +
                  " Needs the rule set's network, NAME-PIECES.urn in $UR_NET_DIR or data/nets (finkel-7.urn is there).",
              "    ");
  out << "perfect\n"
      << wrap("Perfect play from the rule set's solved table, NAME-PIECES.urt in $UR_DATA_DIR or data/tables "
              "(ur-cli solve NAME).",
              "    ");
  return kExitOk;
}

}  // namespace

const Command kAgentsCommand{"agents", "agents", "list the agents that can play", kAgentsHelp, run_agents};

}  // namespace ur::cli
