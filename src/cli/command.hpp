// One ur-cli command as data: its name, its line in `ur-cli --help`, its `--help` text and
// the function that runs it. Each command is defined in its own file in commands/ and
// listed once in registry.cpp, in the order the main help shows them.
#pragma once

#include <iosfwd>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ur::cli {

struct Command {
  std::string_view name;      // what follows ur-cli: "solve"
  std::string_view synopsis;  // the left column of the main help: "solve RULES[:N]"
  std::string_view summary;   // the right column: what it does, in one line
  std::string_view usage;     // the text of `ur-cli NAME --help` and `ur-cli help NAME`
  // Runs one command line; args[0] is the name, `in` is read for the file "-". Returns
  // an exit code (cli.hpp); checks the whole line before it writes anything.
  int (*run)(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err);
};

// Every command, in the main help's order.
std::span<const Command* const> commands();

// The command called `name`, or nullptr.
const Command* find_command(std::string_view name);

// The commands, one file each (commands/<name>.cpp).
extern const Command kRulesCommand;
extern const Command kAgentsCommand;
extern const Command kPlayCommand;
extern const Command kLegalCommand;
extern const Command kReplayCommand;
extern const Command kValidateCommand;
extern const Command kPositionCommand;
extern const Command kStatsCommand;
extern const Command kSolveCommand;
extern const Command kValueCommand;
extern const Command kBestCommand;
extern const Command kPublishCommand;
extern const Command kReviewCommand;
extern const Command kVerifyCommand;

}  // namespace ur::cli
