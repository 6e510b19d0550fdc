// `ur-cli play`: one game between two agents, its record printed or written, or its
// decisions traced as JSON lines (docs/trace.md).
#include <cstdint>
#include <fstream>
#include <ostream>

#include "cli/args.hpp"
#include "cli/cli.hpp"
#include "cli/command.hpp"
#include "cli/players.hpp"
#include "core/record.hpp"
#include "core/trace.hpp"

namespace ur::cli {
namespace {

constexpr std::string_view kPlayHelp =
    "usage: ur-cli play --rules NAME [--light AGENT] [--dark AGENT] [--seed N]\n"
    "                   [--trace json] [--out FILE]\n"
    "\n"
    "Plays one game between two agents (default: random) and prints its record.\n"
    "  --rules NAME    rule set, e.g. finkel, bell, or finkel:3 for 3 pieces a side\n"
    "  --light AGENT   agent for light (ur-cli agents lists them); --dark likewise\n"
    "  --seed N        0..18446744073709551615 (default 1): the dice and the agents'\n"
    "                  choices follow from it, so a seed replays the same game\n"
    "  --trace json    print one JSON line per decision (docs/trace.md) instead of the\n"
    "                  record; the record then goes only to --out\n"
    "  --out FILE      write the record to FILE instead of printing it\n";

int run_play(const std::vector<std::string>& args, std::istream&, std::ostream& out, std::ostream& err) {
  std::string error;
  const auto o = parse_options(args, {"rules", "light", "dark", "seed", "trace", "out"}, error);
  if (!o) return usage_error(err, error, "play");
  if (o->help) {
    out << kPlayHelp;
    return kExitOk;
  }
  if (!o->positional.empty()) return usage_error(err, "unexpected argument '" + o->positional[0] + "'", "play");
  if (!o->has("rules")) return usage_error(err, "play needs --rules NAME", "play");
  const auto rules = parse_rules_notation(o->get("rules"), &error);
  if (!rules) return usage_error(err, error, "play");
  std::uint64_t seed = 1;
  if (o->has("seed") && !parse_u64(o->get("seed"), seed))
    return usage_error(err, "--seed must be a whole number 0..18446744073709551615, got '" + o->get("seed") + "'", "play");
  const bool trace = o->has("trace");
  if (trace && o->get("trace") != "json") return usage_error(err, "--trace supports only 'json'", "play");
  if (o->has("out") && o->get("out").empty()) return usage_error(err, "--out needs a file name", "play");
  const std::string light_name = o->get("light", "random");
  const std::string dark_name = o->get("dark", "random");
  const RuleSet r = *rules;  // outlives the agents below
  const MatchSeeds seeds = match_seeds(seed);
  auto players = make_players(r, light_name, dark_name, seeds, error);
  if (!players) return usage_error(err, error, "play");

  long decision = 0;
  DecisionHook hook;
  if (trace)
    hook = [&](const State& s, const ActionList& legal, const Action& chosen) {
      out << trace_json(r, s, legal, chosen, ++decision, s.side == kLight ? light_name : dark_name) << "\n";
    };
  const PlayedGame game = play_game(r, *players->light, *players->dark, seeds.dice, hook);
  if (!game.error.empty()) {
    err << "ur-cli: " << game.error << "\n";
    return kExitBadInput;
  }
  const RecordText text = write_record(game_record(r, game, light_name, dark_name, seed));
  if (!text.ok()) {
    err << "ur-cli: cannot write the record: " << text.error << "\n";
    return kExitBadInput;
  }
  if (o->has("out")) {
    const std::string path = o->get("out");
    std::ofstream f(path, std::ios::binary | std::ios::trunc);
    if (!f || !(f << *text.text) || !f.flush()) {
      err << "ur-cli: cannot write '" << path << "'\n";
      return kExitBadInput;
    }
    if (!trace)
      out << path << ": " << rules_notation(r) << ", " << result_notation(r, game.final_state) << " after "
          << game.turns << " turns\n";
  } else if (!trace) {
    out << *text.text;
  }
  return kExitOk;
}

}  // namespace

const Command kPlayCommand{"play", "play --rules NAME", "play one game between agents and print its record", kPlayHelp,
                           run_play};

}  // namespace ur::cli
