// ur-cli: rule sets, games between agents, records and positions from the command line.
// The dispatcher: the main help written from the registry (command.hpp), `help NAME`,
// and the one place an unknown command is refused. Every command checks its whole
// command line before doing anything, writes nothing on an error, and exits 0 (ok),
// 1 (bad or unreadable input) or 2 (usage).
#include "cli/cli.hpp"

#include <exception>
#include <ostream>
#include <string_view>

#include "cli/args.hpp"
#include "cli/command.hpp"

namespace ur::cli {
namespace {

constexpr std::string_view kMainHead =
    "ur-cli - the Royal Game of Ur from the command line\n"
    "\n"
    "usage: ur-cli COMMAND [OPTIONS]        (ur-cli COMMAND --help for more)\n"
    "\n"
    "commands:\n";

constexpr std::string_view kMainFoot =
    "\n"
    "Records and saves: docs/notation.md. Positions: docs/position.md. Traces: docs/trace.md.\n"
    "Exit status: 0 ok, 1 bad or unreadable input (record, save, position, file),\n"
    "2 usage error (command, option, number, rule set or agent name).\n";

constexpr std::size_t kSynopsisWidth = 26;  // the main help's left column

void main_help(std::ostream& o) {
  o << kMainHead;
  for (const Command* c : commands()) {
    const std::size_t pad = c->synopsis.size() + 2 <= kSynopsisWidth ? kSynopsisWidth - c->synopsis.size() : 2;
    o << "  " << c->synopsis << std::string(pad, ' ') << c->summary << "\n";
  }
  o << kMainFoot;
}

int dispatch(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err) {
  if (args.empty()) {
    main_help(err);
    return kExitUsage;
  }
  const std::string& name = args[0];
  if (name == "--help" || name == "-h" || name == "help") {
    if (name == "help" && args.size() > 1) {
      if (const Command* c = find_command(args[1])) {
        out << c->usage;
        return kExitOk;
      }
      return dispatch({args[1], "--help"}, in, out, err);
    }
    main_help(out);
    return kExitOk;
  }
  if (const Command* c = find_command(name)) return c->run(args, in, out, err);
  return usage_error(err, "unknown command '" + name + "'", "");
}

}  // namespace
}  // namespace ur::cli

namespace ur {

int run_cli(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err) {
  try {
    return cli::dispatch(args, in, out, err);
  } catch (const std::exception& e) {
    // Nothing above throws by design; this keeps "no crash on any input" true even when
    // memory runs out.
    err << "ur-cli: internal error: " << e.what() << "\n";
    return kExitBadInput;
  }
}

}  // namespace ur
