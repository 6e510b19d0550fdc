// `ur-cli stats`: many games between two agents; each side's win rate with its 95%
// interval, the games' lengths and captures.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <ostream>
#include <vector>

#include "cli/args.hpp"
#include "cli/cli.hpp"
#include "cli/command.hpp"
#include "cli/players.hpp"
#include "cli/text.hpp"
#include "core/record.hpp"

namespace ur::cli {
namespace {

constexpr std::string_view kStatsHelp =
    "usage: ur-cli stats --rules NAME --games N [--light AGENT] [--dark AGENT] [--seed S]\n"
    "\n"
    "Plays N games (1..10000000) between two agents (default: random) and prints each\n"
    "side's win rate with a 95% confidence interval (Wilson), the game length in turns\n"
    "(mean, p50, p90, p99) and the captures per game. Game g uses seed S+g (default S=1),\n"
    "as `ur-cli play --seed S+g` does.\n";

int run_stats(const std::vector<std::string>& args, std::istream&, std::ostream& out, std::ostream& err) {
  std::string error;
  const auto o = parse_options(args, {"rules", "games", "light", "dark", "seed"}, error);
  if (!o) return usage_error(err, error, "stats");
  if (o->help) {
    out << kStatsHelp;
    return kExitOk;
  }
  if (!o->positional.empty()) return usage_error(err, "unexpected argument '" + o->positional[0] + "'", "stats");
  if (!o->has("rules")) return usage_error(err, "stats needs --rules NAME", "stats");
  if (!o->has("games")) return usage_error(err, "stats needs --games N", "stats");
  const auto rules = parse_rules_notation(o->get("rules"), &error);
  if (!rules) return usage_error(err, error, "stats");
  std::uint64_t games = 0;
  if (!parse_u64(o->get("games"), games) || games < 1 || games > 10'000'000)
    return usage_error(err, "--games must be a whole number 1..10000000, got '" + o->get("games") + "'", "stats");
  std::uint64_t seed = 1;
  if (o->has("seed") && !parse_u64(o->get("seed"), seed))
    return usage_error(err, "--seed must be a whole number 0..18446744073709551615, got '" + o->get("seed") + "'", "stats");
  const std::string light_name = o->get("light", "random");
  const std::string dark_name = o->get("dark", "random");
  const RuleSet r = *rules;
  if (!make_players(r, light_name, dark_name, match_seeds(seed), error)) return usage_error(err, error, "stats");

  std::array<long, 2> wins{};
  long draws = 0;
  std::array<long, 2> captures{};
  std::vector<int> lengths;
  lengths.reserve(static_cast<std::size_t>(games));
  for (std::uint64_t g = 0; g < games; ++g) {
    const MatchSeeds seeds = match_seeds(seed + g);
    auto players = make_players(r, light_name, dark_name, seeds, error);
    const PlayedGame game = play_game(r, *players->light, *players->dark, seeds.dice);
    if (!game.error.empty()) {
      err << "ur-cli: game " << g + 1 << " (seed " << seed + g << "): " << game.error << "\n";
      return kExitBadInput;
    }
    const Winner w = game.final_state.winner;
    if (w == Winner::Light) ++wins[0];
    else if (w == Winner::Dark) ++wins[1];
    else ++draws;
    captures[0] += game.captures[0];
    captures[1] += game.captures[1];
    lengths.push_back(game.turns);
  }
  const auto n = static_cast<long>(games);
  out << rules_notation(r) << ": " << n << " game" << (n == 1 ? "" : "s") << ", light = " << light_name
      << ", dark = " << dark_name << ", seeds " << seed << ".." << seed + games - 1 << "\n";
  for (int side = 0; side < 2; ++side) {
    const long k = wins[static_cast<unsigned>(side)];
    const Interval ci = wilson_interval(static_cast<double>(k), n);
    char buf[160];
    std::snprintf(buf, sizeof buf, "%-6s wins %8ld  %5.1f%%   95%% CI %5.1f%% .. %5.1f%%\n",
                  side_id(static_cast<Side>(side)).c_str(), k, 100.0 * static_cast<double>(k) / static_cast<double>(n),
                  100.0 * ci.low, 100.0 * ci.high);
    out << buf;
  }
  {
    char buf[96];
    std::snprintf(buf, sizeof buf, "draws       %8ld  %5.1f%%\n", draws, 100.0 * static_cast<double>(draws) / static_cast<double>(n));
    out << buf;
  }
  double mean = 0;
  for (int len : lengths) mean += len;
  mean /= static_cast<double>(n);
  out << "game length in turns: mean " << fmt("%.1f", mean) << ", p50 " << percentile(lengths, 50) << ", p90 "
      << percentile(lengths, 90) << ", p99 " << percentile(lengths, 99) << " (min "
      << *std::min_element(lengths.begin(), lengths.end()) << ", max " << *std::max_element(lengths.begin(), lengths.end())
      << ")\n";
  out << "captures per game: " << fmt("%.2f", static_cast<double>(captures[0] + captures[1]) / static_cast<double>(n))
      << " (light " << fmt("%.2f", static_cast<double>(captures[0]) / static_cast<double>(n)) << ", dark "
      << fmt("%.2f", static_cast<double>(captures[1]) / static_cast<double>(n)) << ")\n";
  return kExitOk;
}

}  // namespace

const Command kStatsCommand{"stats", "stats --rules NAME --games N", "many games: win rates, game lengths, captures",
                            kStatsHelp, run_stats};

}  // namespace ur::cli
