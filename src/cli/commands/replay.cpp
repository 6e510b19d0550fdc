// `ur-cli replay FILE|-`: a record or save turn by turn, each turn with the position after it.
#include <ostream>
#include <sstream>

#include "cli/args.hpp"
#include "cli/cli.hpp"
#include "cli/command.hpp"
#include "core/position.hpp"

namespace ur::cli {
namespace {

constexpr std::string_view kReplayHelp =
    "usage: ur-cli replay FILE|-\n"
    "\n"
    "Replays a record or a save, printing each turn with the position after it, then the\n"
    "final position and the result. A bad record stops with its line number and reason\n"
    "(exit status 1).\n";

int run_replay(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err) {
  int code = 0;
  const auto p = load_record_arg(args, "replay", kReplayHelp, in, out, err, code);
  if (!p) return code;
  const RuleSet& r = p->record->rules;
  const RecordText canon = write_record(*p->record);
  if (!canon.ok()) {
    err << "ur-cli: " << canon.error << "\n";
    return kExitBadInput;
  }
  // Each prefix of the canonical record ending at a turn line gives the position after it.
  std::istringstream lines(*canon.text);
  std::string line;
  std::string prefix;
  out << "rules " << rules_notation(r) << "\n";
  while (std::getline(lines, line)) {
    const bool is_turn = !line.empty() && line[0] >= '0' && line[0] <= '9';
    if (line.rfind("result ", 0) == 0) break;
    prefix += line + "\n";
    if (line.rfind("rules ", 0) == 0) continue;
    out << line << "\n";
    if (!is_turn && line.rfind("throwoff", 0) != 0) continue;
    const RecordParse step = parse_record(prefix);
    if (step.ok()) out << "    -> " << to_position(r, step.state) << "\n";
  }
  out << "final position: " << to_position(r, p->state) << "\n";
  out << "result: " << result_notation(r, p->state) << "\n";
  return kExitOk;
}

}  // namespace

const Command kReplayCommand{"replay", "replay FILE|-", "replay a record or save turn by turn", kReplayHelp, run_replay};

}  // namespace ur::cli
