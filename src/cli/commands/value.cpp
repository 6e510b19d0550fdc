// `ur-cli value POSITION`: the side to move's winning chance with perfect play, from the
// rule set's table.
#include <ostream>

#include "cli/cli.hpp"
#include "cli/command.hpp"
#include "cli/table_probe.hpp"
#include "core/side_names.hpp"

namespace ur::cli {
namespace {

constexpr std::string_view kValueHelp =
    "usage: ur-cli value [--table FILE] POSITION\n"
    "\n"
    "The probability that the side to move wins with perfect play by both sides, from\n"
    "the rule set's table (default: $UR_DATA_DIR or data/tables). POSITION is a position\n"
    "string (docs/position.md), e.g. \"finkel 0/13/6 0/13/6 l throw 40\".\n";

int run_value(const std::vector<std::string>& args, std::istream&, std::ostream& out, std::ostream& err) {
  int code = kExitOk;
  const auto p = probe_args(args, kValueHelp, out, err, code);
  if (!p) return code;
  const auto v = p->table->probe(p->position.rules, p->position.state);
  if (!v) {
    err << "ur-cli: the table has no value for this position\n";
    return kExitBadInput;
  }
  const Side side = p->position.state.side;
  out << side_id(side) << " to " << (is_chance(p->position.state) ? "throw" : "move")
      << " wins with probability " << fixed(*v, 6) << "\n";
  return kExitOk;
}

}  // namespace

const Command kValueCommand{"value", "value POSITION", "perfect-play win probability of the side to move", kValueHelp,
                            run_value};

}  // namespace ur::cli
