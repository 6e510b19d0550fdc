// The levels' names follow the city of Ur from its children to its king, and perfect play
// is Nanna, the moon god the city was built for. The strength figures are the King's
// measured results against each level, per family of rule sets (docs/measurements/
// king-ladder, 192 games a shard, sides alternating; bench/ladder reproduces them).
#include "ui/level_names.hpp"

#include <array>
#include <cmath>
#include <cctype>

#include "ui/describe.hpp"
#include "ui/language.hpp"

namespace ur {

namespace {

// The levels with words of their own (lang/*.txt: level.<agent>.name and .plays).
constexpr std::array<std::string_view, 9> kLevels{"random", "novice", "greedy", "apprentice", "scribe",
                                                  "priest", "king", "oracle", "perfect"};

bool has_words(std::string_view agent) {
  for (const std::string_view l : kLevels)
    if (l == agent) return true;
  return false;
}

// The King's share of games won against each level (draws half), by family:
// finkel-like, bell, tokens, jeu-royal, ravensburger; negative where not measured. The
// Queen's are her 2,000-game matches against him (docs/measurements/queen-ladder/):
// tokens 57.4% [55.2, 59.6], ravensburger 59.2% [57.0, 61.3]; in jeu-royal she draws
// level (51.1% over 600 games), and the finkel-like family's only match is murray's.
struct KingResult {
  std::string_view agent;
  std::array<double, 5> won;
};
constexpr std::array<KingResult, 7> kKingVs{{
    {"random", {0.990, 0.615, 0.979, 0.997, 1.000}},
    {"novice", {0.807, 0.609, 0.755, 0.784, 0.797}},
    {"greedy", {0.797, 0.646, 0.672, 0.849, 0.859}},
    {"apprentice", {0.734, 0.589, 0.667, 0.701, 0.719}},
    {"scribe", {0.615, 0.542, 0.586, 0.591, 0.615}},
    {"priest", {0.545, 0.507, 0.504, 0.520, 0.549}},
    {"oracle", {-1, -1, 0.426, -1, 0.408}},
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
  if (p >= 0.95) return tr("level.games.almost_all");
  if (p < 0.5) return tr("level.games.under_half");
  if (p < 0.58) return tr("level.games.little_over_half");
  return tr("level.games.about", {{"n", static_cast<int>(std::lround(p * 10))}});
}

}  // namespace

std::string level_display_name(std::string_view agent) {
  if (has_words(agent)) return tr("level." + std::string(agent) + ".name");
  std::string out(agent);
  return capitalised(out);
}

std::string level_strength(std::string_view agent, const RuleSet& rules) {
  std::string out = has_words(agent) ? tr("level." + std::string(agent) + ".plays") : "";
  const std::size_t family = family_of(rules);
  if (const double p = king_vs(agent, family); p >= 0)
    // The Queen is "her" where a language says so (contre elle, tegen haar).
    out += (out.empty() ? "" : " ") + tr(agent == "oracle" ? "level.strength.king_wins_queen" : "level.strength.king_wins",
                                        {{"games", games_in_ten(p)}});
  if (agent == "oracle" && (rules.id == RuleSetId::Finkel || rules.id == RuleSetId::Blitz || rules.id == RuleSetId::Masters ||
                            rules.id == RuleSetId::BritishMuseum))
    // docs/measurements/oracle-vs-perfect*: 50.1% [49.1, 51.0] over finkel's 10,000 games,
    // 50.0% [49.0, 51.0] over blitz's 10,000, 49.3% [48.3, 50.3] over masters' 10,000,
    // 50.1% [48.8, 51.3] over british-museum's first 6,000.
    out += " " + tr("level.oracle.vs_perfect");
  if (agent == "king") {
    // Its own figure: against perfect play where measured (Finkel), else against the Scribe.
    if (rules.id == RuleSetId::Finkel)
      out += " " + tr("level.strength.king_vs_perfect");
    else
      out += " " + tr("level.strength.king_vs_scribe", {{"games", games_in_ten(king_vs("scribe", family))}});
  }
  return out;
}

}  // namespace ur
