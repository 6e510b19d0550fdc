// The levels' names follow the city of Ur from its children to its king, and perfect play
// is Nanna, the moon god the city was built for. The strength figures are the King's
// measured results against each level, per family of rule sets (docs/measurements/
// king-ladder, 192 games a shard, sides alternating; bench/ladder reproduces them).
#include "ui/level_names.hpp"

#include <array>
#include <cmath>
#include <cctype>

namespace ur {

namespace {

struct LevelText {
  std::string_view agent, name, plays;
};

constexpr std::array<LevelText, 9> kLevels{{
    {"random", "Child", "Moves any piece at random: a gentle way to learn the rules."},
    {"novice", "Farmer", "Looks one move ahead and often takes a plausible but weaker move."},
    {"greedy", "Merchant", "Grabs what pays at once: bearing off, captures, extra throws, safe squares."},
    {"apprentice", "Steward", "Looks one move ahead and usually, not always, plays the move it rates best."},
    {"scribe", "Scribe", "Looks at its move and every throw you can answer with."},
    {"priest", "Priest", "Reads four moves deep through the throws."},
    {"king", "King", "The deepest search a browser can afford, under a quarter of a second a move."},
    {"oracle", "Queen", "Plays by an evaluation learned from millions of positions."},
    {"perfect", "Moon god", "Perfect play: every move is the best there is, read from this rule set's solved "
                            "table. It never errs, but the dice still decide many games."},
}};

// The King's share of games won against each level (draws half), by family:
// finkel-like, bell, tokens, jeu-royal, ravensburger.
struct KingResult {
  std::string_view agent;
  std::array<double, 5> won;
};
constexpr std::array<KingResult, 6> kKingVs{{
    {"random", {0.990, 0.615, 0.979, 0.997, 1.000}},
    {"novice", {0.807, 0.609, 0.755, 0.784, 0.797}},
    {"greedy", {0.797, 0.646, 0.672, 0.849, 0.859}},
    {"apprentice", {0.734, 0.589, 0.667, 0.701, 0.719}},
    {"scribe", {0.615, 0.542, 0.586, 0.591, 0.615}},
    {"priest", {0.545, 0.507, 0.504, 0.520, 0.549}},
}};

std::size_t family_of(const RuleSet& r) {
  switch (r.id) {
    case RuleSetId::Bell: return 1;
    case RuleSetId::Tokens: return 2;
    case RuleSetId::JeuRoyal: return 3;
    case RuleSetId::Ravensburger: return 4;
    default: return 0;  // the Finkel-like race: finkel, masters, blitz, classic, murray, ...
  }
}

// The King's measured share against this level in the family, or a negative number.
double king_vs(std::string_view agent, std::size_t family) {
  for (const KingResult& k : kKingVs)
    if (k.agent == agent) return k.won[family];
  return -1;
}

// "almost every game", "about 7 games in 10", "a little over half its games".
std::string games_in_ten(double p) {
  if (p >= 0.95) return "almost every game";
  if (p < 0.5) return "under half its games";
  if (p < 0.58) return "only a little over half its games";
  return "about " + std::to_string(static_cast<int>(std::lround(p * 10))) + " games in 10";
}

}  // namespace

std::string level_display_name(std::string_view agent) {
  for (const LevelText& l : kLevels)
    if (l.agent == agent) return std::string(l.name);
  std::string out(agent);
  if (!out.empty()) out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
  return out;
}

std::string level_strength(std::string_view agent, const RuleSet& rules) {
  std::string out;
  for (const LevelText& l : kLevels)
    if (l.agent == agent) out = l.plays;
  const std::size_t family = family_of(rules);
  if (const double p = king_vs(agent, family); p >= 0)
    out += (out.empty() ? "" : " ") + std::string("In these rules the King wins ") + games_in_ten(p) + " against it.";
  if (agent == "oracle" && rules.id == RuleSetId::Finkel)
    // docs/ai.md: the same network at four decisions deep, 51.1% [49.0, 53.3] over 2000 games.
    out += " Even reading only four moves deep, it wins about half its games against perfect play.";
  if (agent == "king") {
    // Its own figure: against perfect play where measured (Finkel), else against the Scribe.
    if (rules.id == RuleSetId::Finkel)
      out += " Against perfect play it wins about 4 games in 10.";
    else
      out += " In these rules it wins " + games_in_ten(king_vs("scribe", family)) + " against the Scribe.";
  }
  return out;
}

}  // namespace ur
