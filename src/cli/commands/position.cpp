// `ur-cli position STRING`: a position string read, shown in canonical form with a board,
// and what can happen next (docs/position.md).
#include <ostream>

#include "cli/args.hpp"
#include "cli/cli.hpp"
#include "cli/command.hpp"
#include "cli/text.hpp"
#include "core/position.hpp"

namespace ur::cli {
namespace {

constexpr std::string_view kPositionHelp =
    "usage: ur-cli position STRING\n"
    "\n"
    "Reads a position string (docs/position.md; quote it, or pass its fields as separate\n"
    "arguments), prints it back in canonical form with a board, and lists the legal\n"
    "actions at a decision, or the possible throws at a throw.\n"
    "  example: ur-cli position finkel 2/3,10/3 2/1,2,3,8/1 l move:2 47\n";

int run_position(const std::vector<std::string>& args, std::istream&, std::ostream& out, std::ostream& err) {
  // Position strings hold words like "l" and numbers; only --help is an option here.
  if (args.size() == 2 && (args[1] == "--help" || args[1] == "-h")) {
    out << kPositionHelp;
    return kExitOk;
  }
  if (args.size() < 2) return usage_error(err, "position needs a position string", "position");
  std::string text;
  for (std::size_t i = 1; i < args.size(); ++i) text += (i > 1 ? " " : "") + args[i];
  const PositionParse p = parse_position(text);
  if (!p.ok()) {
    err << "ur-cli: bad position: " << p.error << "\n";
    return kExitBadInput;
  }
  out << position_report(p.position->rules, p.position->state);
  return kExitOk;
}

}  // namespace

const Command kPositionCommand{"position", "position STRING", "read a position string; show it and its legal actions",
                               kPositionHelp, run_position};

}  // namespace ur::cli
