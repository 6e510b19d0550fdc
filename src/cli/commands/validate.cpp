// `ur-cli validate FILE|-`: every throw and action of a record or save checked against
// the rules; the final position and the result.
#include <ostream>

#include "cli/args.hpp"
#include "cli/cli.hpp"
#include "cli/command.hpp"
#include "core/position.hpp"
#include "core/turns.hpp"

namespace ur::cli {
namespace {

constexpr std::string_view kValidateHelp =
    "usage: ur-cli validate FILE|-\n"
    "\n"
    "Checks every throw and action of a record or save against the rules. Prints the\n"
    "final position and the result; on a bad record, the line and the reason (exit 1).\n";

int run_validate(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err) {
  int code = 0;
  const auto p = load_record_arg(args, "validate", kValidateHelp, in, out, err, code);
  if (!p) return code;
  const RuleSet& r = p->record->rules;
  out << "valid: " << rules_notation(r) << ", " << p->record->steps.size() << " steps, " << turns_played(p->state)
      << " turns\n";
  out << "final position: " << to_position(r, p->state) << "\n";
  out << "result: " << result_notation(r, p->state) << "\n";
  return kExitOk;
}

}  // namespace

const Command kValidateCommand{"validate", "validate FILE|-", "check a record or save; print the final position and result",
                               kValidateHelp, run_validate};

}  // namespace ur::cli
