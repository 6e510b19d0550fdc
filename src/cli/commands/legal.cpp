// `ur-cli legal FILE|-`: the position a record or save reached and what can happen next.
#include <ostream>

#include "cli/args.hpp"
#include "cli/cli.hpp"
#include "cli/command.hpp"
#include "cli/text.hpp"

namespace ur::cli {
namespace {

constexpr std::string_view kLegalHelp =
    "usage: ur-cli legal FILE|-\n"
    "\n"
    "Reads a record or a save (FILE, or - for standard input), replays it, and shows the\n"
    "position it reached: the board, then the legal actions in record notation, or -\n"
    "when the record stops before a throw - the possible throws with their probabilities.\n";

int run_legal(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err) {
  int code = 0;
  const auto p = load_record_arg(args, "legal", kLegalHelp, in, out, err, code);
  if (!p) return code;
  out << "rules: " << rules_notation(p->record->rules) << "\n" << position_report(p->record->rules, p->state);
  return kExitOk;
}

}  // namespace

const Command kLegalCommand{"legal", "legal FILE|-", "the position and legal actions after a record or save", kLegalHelp,
                            run_legal};

}  // namespace ur::cli
