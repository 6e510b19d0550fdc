// `ur-cli rules [NAME]`: the rule sets listed, or one described in full with every choice
// it makes where the sources are silent.
#include <cstdio>
#include <ostream>
#include <sstream>

#include "cli/args.hpp"
#include "cli/cli.hpp"
#include "cli/command.hpp"
#include "cli/text.hpp"
#include "core/record.hpp"

namespace ur::cli {
namespace {

constexpr std::string_view kRulesHelp =
    "usage: ur-cli rules [NAME]\n"
    "\n"
    "Without NAME: every rule set with its title, hook, summary and source.\n"
    "With NAME (e.g. finkel, jeu-royal, or finkel:3 for 3 pieces a side): the full\n"
    "description - path, dice, entering, rosettes, winning - and every choice this\n"
    "version makes where the sources are silent.\n";

std::string describe_rules(const RuleSet& r) {
  std::ostringstream o;
  const std::string heading = std::string(r.title) + " (" + rules_notation(r) + ")";
  o << heading << "\n" << std::string(heading.size(), '=') << "\n";
  o << r.hook << ".\n\n";
  o << wrap(r.summary, "");
  o << "\nSource: " << r.source << "\n";

  o << "\nPieces: " << r.pieces << " a side";
  if (r.default_pieces > 1)
    o << " (smaller games: " << r.name << ":1 .. " << r.name << ":" << r.default_pieces - 1 << ")";
  o << "\n";

  if (r.board.shape != BoardShape::Royal) {
    o << "\nBoard: its own shape, " << r.board.square_count() << " squares:";
    for (int row = 0; row < kRows; ++row)
      o << " row " << row << " columns 0.." << r.board.row_cols[static_cast<unsigned>(row)] - 1 << (row + 1 < kRows ? ";" : "\n");
  }
  o << "\nPath: " << r.path_length << " squares; light's below, dark's swaps rows 0 and 2\n"
    << "(row, column); * a rosette; records number the squares from 1:\n";
  std::string line;
  for (int i = 0; i < r.path_length; ++i) {
    const SquareId sq = r.path[kLight][static_cast<unsigned>(i)];
    char buf[32];
    std::snprintf(buf, sizeof buf, "%3d %s%s", i + 1, coords(r.board, sq).c_str(), r.board.is_rosette(sq) ? "*" : " ");
    line += buf;
    if (i % 7 == 6 || i + 1 == r.path_length) {
      while (!line.empty() && line.back() == ' ') line.pop_back();
      o << " " << line << "\n";
      line.clear();
    } else {
      line += " ";
    }
  }
  if (r.can_bear_off)
    o << (r.bear_off_value > 0 ? "A stack on the last square leaves only on a throw of " + std::to_string(r.bear_off_value)
                               : std::string("Bearing off needs the exact count (one step past the last square)"))
      << ".\n";
  else
    o << "Pieces never bear off.\n";

  o << "\nDice: ";
  if (r.dice == DiceKind::D6) o << "one six-sided die.\n";
  else o << r.dice_count << " binary (tetrahedral) dice, each marked with probability 1/2.\n";
  for (const ChanceOutcome& c : throw_outcomes(r)) {
    o << "  " << (r.dice == DiceKind::D6 ? "face " : "") << static_cast<int>(c.outcome)
      << (r.dice == DiceKind::D6 ? "" : " marked") << " (" << c.numerator << "/" << c.denominator << "): "
      << throw_meaning(r, c.outcome) << "\n";
  }

  o << "\nEntering: ";
  std::string values;
  for (int v = 1; v < 16; ++v)
    if ((r.entry_values >> v) & 1u) values += (values.empty() ? "" : ", ") + std::to_string(v);
  if (r.entry_values == 0xFFFE) o << "on any throw that moves";
  else o << "only on a throw of " << values;
  if (r.enter_at_start) o << ", onto square 1 (the throw is used up)";
  else o << ", onto the square of the throw's value";
  o << ".\n";
  if (r.tokens.enabled && r.tokens.pay_to_enter > 0)
    o << "Before throwing, a player may pay " << static_cast<int>(r.tokens.pay_to_enter)
      << " tokens to put a piece on square 1.\n";
  if (r.place_without_throw)
    o << "Instead of throwing, a player with a stack on a rosette may place a piece on square 1.\n";

  o << "\nRosettes";
  for (int row = 0; row < kRows; ++row)
    for (int col = 0; col < r.board.cols; ++col)
      if (r.board.is_rosette(row, col)) o << " (" << row << "," << col << ")";
  o << ": " << (r.rosettes_safe ? "safe" : "not safe");
  if (r.extra_on_rosette) o << "; landing on one gives another throw";
  o << ".\n";
  if (r.extra_on_capture) o << "A capture gives another throw (one at most, with a rosette).\n";
  switch (r.stacks) {
    case StackRule::None: o << "One piece per square; landing on an enemy piece sends it back.\n"; break;
    case StackRule::SameFace:
      o << "Stacks: any number of pieces share a square; stacks of the same face merge and the top "
           "player holds the pieces below. Records write 'xN' for the top N pieces moving.\n";
      break;
    case StackRule::Towers:
      o << "Towers: landing on enemy pieces takes them prisoner; the top piece moves alone or with "
           "the prisoners below it ('xN' in records). Red pieces may move backward.\n";
      break;
  }
  o << "\nFirst player: ";
  switch (r.first_player) {
    case FirstPlayer::Light: o << "light.\n"; break;
    case FirstPlayer::HighestThrow: o << "both throw (light first), the higher value starts, ties throw again.\n"; break;
    case FirstPlayer::Random: o << "a fair coin.\n"; break;
    case FirstPlayer::FirstToThrowOne: o << "players throw in turn from light; the first to throw a 1 starts with it.\n"; break;
  }
  o << "Winning: ";
  switch (r.win) {
    case WinRule::BearOffAll: o << "the first to bear off every piece.\n"; break;
    case WinRule::Score: o << "the higher score when all pieces are off; " << r.pieces + 1 << " wins at once.\n"; break;
    case WinRule::CaptureAll: o << "capture every enemy piece"; break;
  }
  if (r.win == WinRule::CaptureAll)
    o << (r.turn_limit > 0 ? "; after " + std::to_string(r.turn_limit) + " turns, more captured pieces wins" : std::string())
      << ".\n";
  if (r.tokens.enabled)
    o << "Tokens: " << static_cast<int>(r.tokens.start) << " each, " << static_cast<int>(r.tokens.reserve)
      << " in the reserve.\n";
  if (r.coins.enabled)
    o << "Coins: a purse of " << static_cast<int>(r.coins.purse) << ", a stake of " << static_cast<int>(r.coins.stake)
      << " per game, a fine of " << static_cast<int>(r.coins.rosette_fine) << " per rosette landing.\n";

  // One item per choice: each note is a sentence opening "In this version".
  o << "\nChoices this version makes where the sources are silent:\n";
  if (r.notes.empty()) o << "- none: the published rules settle everything.\n";
  std::string_view notes = r.notes;
  while (!notes.empty()) {
    std::size_t next = notes.find("In this version", 1);
    if (next == std::string_view::npos) next = notes.size();
    std::string_view part = notes.substr(0, next);
    while (!part.empty() && part.back() == ' ') part.remove_suffix(1);
    o << wrap(part, "  ", 80).replace(0, 2, "- ");
    notes.remove_prefix(next);
  }
  return o.str();
}

int run_rules(const std::vector<std::string>& args, std::istream&, std::ostream& out, std::ostream& err) {
  std::string error;
  const auto o = parse_options(args, {}, error);
  if (!o) return usage_error(err, error, "rules");
  if (o->help) {
    out << kRulesHelp;
    return kExitOk;
  }
  if (o->positional.size() > 1) return usage_error(err, "rules takes at most one rule set name", "rules");
  if (o->positional.empty()) {
    for (const RuleSet& r : all_rule_sets()) {
      out << r.name << " - " << r.title << ": " << r.hook << "\n" << wrap(r.summary, "    ") << "    Source: " << r.source
          << "\n\n";
    }
    out << "'ur-cli rules NAME' describes one in full, with the choices it makes.\n";
    return kExitOk;
  }
  const auto r = parse_rules_notation(o->positional[0], &error);
  if (!r) return usage_error(err, error, "rules");
  out << describe_rules(*r);
  return kExitOk;
}

}  // namespace

const Command kRulesCommand{"rules", "rules [NAME]", "list the rule sets, or describe one in full", kRulesHelp, run_rules};

}  // namespace ur::cli
