// `ur-cli verify FILE` (docs/remote.md): every move, reveal and throw of a remote game, and
// who made each move.
#include <ostream>
#include <string_view>

#include "cli/cli.hpp"
#include "cli/command.hpp"
#include "remote/remote_record.hpp"

namespace ur::cli {
namespace {

constexpr std::string_view kVerifyHelp =
    "usage: ur-cli verify FILE|-\n"
    "\n"
    "Checks the record of a remote game (docs/remote.md; '-' reads standard input) whole:\n"
    "every move against the rules, each side's revealed value against its commitment, every\n"
    "throw against the one both sides' values give, that no value was revealed before its\n"
    "round, and who made each move: every choice covered by the signature of the side that\n"
    "made it (a record from before signed moves says its moves are unsigned). Prints OK with\n"
    "a summary, or the first problem with its line (exit 1).\n";

int run_verify(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err) {
  std::string file;
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      out << kVerifyHelp;
      return kExitOk;
    }
    if (!a.empty() && a[0] == '-' && a != "-") {
      err << "ur-cli: unknown option '" << a << "'\n(try 'ur-cli verify --help')\n";
      return kExitUsage;
    }
    if (!file.empty()) {
      err << "ur-cli: verify takes one game file\n(try 'ur-cli verify --help')\n";
      return kExitUsage;
    }
    file = a;
  }
  int code = kExitOk;
  const auto text = read_game_file("verify", file, in, err, code);
  if (!text) return code;
  const remote::Verification v = remote::verify_record(*text);
  if (!v.ok) {
    err << "ur-cli: " << file << ": NOT VERIFIED: " << v.message() << "\n";
    return kExitBadInput;
  }
  out << file << ": " << v.summary << "\n";
  return kExitOk;
}

}  // namespace

const Command kVerifyCommand{"verify", "verify FILE|-", "check a remote game's record whole: moves, reveals and dice",
                             kVerifyHelp, run_verify};

}  // namespace ur::cli
