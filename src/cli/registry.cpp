// The table of ur-cli's commands. A list written out, not objects that register
// themselves at start-up: the commands live in a static library, whose linker keeps only
// the objects something refers to, and the main help wants one fixed order.
#include "cli/command.hpp"

#include <array>

namespace ur::cli {
namespace {

constexpr std::array kCommands = {
    &kRulesCommand,
    &kAgentsCommand,
    &kPlayCommand,
    &kLegalCommand,
    &kReplayCommand,
    &kValidateCommand,
    &kPositionCommand,
    &kStatsCommand,
    &kSolveCommand,
    &kValueCommand,
    &kBestCommand,
    &kPublishCommand,
    &kReviewCommand,
    &kVerifyCommand,
};

}  // namespace

std::span<const Command* const> commands() { return kCommands; }

const Command* find_command(std::string_view name) {
  for (const Command* c : kCommands)
    if (c->name == name) return c;
  return nullptr;
}

}  // namespace ur::cli
