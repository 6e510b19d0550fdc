// ur-cli: rule sets, games between agents, records and positions from the command line.
// Every command checks its whole command line before doing anything, writes nothing on an
// error, and exits 0 (ok), 1 (bad or unreadable input) or 2 (usage); see kMainHelp.
#include "cli/cli.hpp"
#include "cli/publish.hpp"
#include "cli/review.hpp"
#include "cli/solve_states.hpp"
#include "cli/verify.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string_view>
#include <vector>

#include "ai/agent.hpp"
#include "ai/learned_eval.hpp"
#include "ai/levels.hpp"
#include "ai/match.hpp"
#include "perfect/lazy_memory.hpp"
#include "perfect/table.hpp"
#include "core/position.hpp"
#include "core/record.hpp"
#include "core/trace.hpp"

namespace ur {
namespace {

constexpr std::string_view kMainHelp =
    "ur-cli - the Royal Game of Ur from the command line\n"
    "\n"
    "usage: ur-cli COMMAND [OPTIONS]        (ur-cli COMMAND --help for more)\n"
    "\n"
    "commands:\n"
    "  rules [NAME]              list the rule sets, or describe one in full\n"
    "  agents                    list the agents that can play\n"
    "  play --rules NAME         play one game between agents and print its record\n"
    "  legal FILE|-              the position and legal actions after a record or save\n"
    "  replay FILE|-             replay a record or save turn by turn\n"
    "  validate FILE|-           check a record or save; print the final position and result\n"
    "  position STRING           read a position string; show it and its legal actions\n"
    "  stats --rules NAME --games N   many games: win rates, game lengths, captures\n"
    "  solve RULES[:N]           solve a rule set exactly and write its table\n"
    "  value POSITION            perfect-play win probability of the side to move\n"
    "  best POSITION             the best action for the throw, with every action's value\n"
    "  publish --out DIR TABLE...  put tables on a static site, in parts, with an index\n"
    "  review FILE [--table FILE]  grade every choice and throw of a game against perfect play\n"
    "  verify FILE|-             check a remote game's record whole: moves, reveals and dice\n"
    "\n"
    "Records and saves: docs/notation.md. Positions: docs/position.md. Traces: docs/trace.md.\n"
    "Exit status: 0 ok, 1 bad or unreadable input (record, save, position, file),\n"
    "2 usage error (command, option, number, rule set or agent name).\n";

constexpr std::string_view kRulesHelp =
    "usage: ur-cli rules [NAME]\n"
    "\n"
    "Without NAME: every rule set with its title, hook, summary and source.\n"
    "With NAME (e.g. finkel, jeu-royal, or finkel:3 for 3 pieces a side): the full\n"
    "description - path, dice, entering, rosettes, winning - and every choice this\n"
    "version makes where the sources are silent.\n";

constexpr std::string_view kAgentsHelp =
    "usage: ur-cli agents\n"
    "\n"
    "Lists the agents (computer players) by name, weakest first.\n";

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

constexpr std::string_view kLegalHelp =
    "usage: ur-cli legal FILE|-\n"
    "\n"
    "Reads a record or a save (FILE, or - for standard input), replays it, and shows the\n"
    "position it reached: the board, then the legal actions in record notation, or -\n"
    "when the record stops before a throw - the possible throws with their probabilities.\n";

constexpr std::string_view kReplayHelp =
    "usage: ur-cli replay FILE|-\n"
    "\n"
    "Replays a record or a save, printing each turn with the position after it, then the\n"
    "final position and the result. A bad record stops with its line number and reason\n"
    "(exit status 1).\n";

constexpr std::string_view kValidateHelp =
    "usage: ur-cli validate FILE|-\n"
    "\n"
    "Checks every throw and action of a record or save against the rules. Prints the\n"
    "final position and the result; on a bad record, the line and the reason (exit 1).\n";

constexpr std::string_view kPositionHelp =
    "usage: ur-cli position STRING\n"
    "\n"
    "Reads a position string (docs/position.md; quote it, or pass its fields as separate\n"
    "arguments), prints it back in canonical form with a board, and lists the legal\n"
    "actions at a decision, or the possible throws at a throw.\n"
    "  example: ur-cli position finkel 2/3,10/3 2/1,2,3,8/1 l move:2 47\n";

constexpr std::string_view kStatsHelp =
    "usage: ur-cli stats --rules NAME --games N [--light AGENT] [--dark AGENT] [--seed S]\n"
    "\n"
    "Plays N games (1..10000000) between two agents (default: random) and prints each\n"
    "side's win rate with a 95% confidence interval (Wilson), the game length in turns\n"
    "(mean, p50, p90, p99) and the captures per game. Game g uses seed S+g (default S=1),\n"
    "as `ur-cli play --seed S+g` does.\n";

// ---------------------------------------------------------------- small helpers

std::string side_word(Side s) { return s == kLight ? "light" : "dark"; }

std::string fmt(const char* f, double x) {
  char buf[64];
  std::snprintf(buf, sizeof buf, f, x);
  return buf;
}

// Word-wraps `text` to `width` columns, every line starting with `indent`.
std::string wrap(std::string_view text, std::string_view indent, std::size_t width = 80) {
  std::string out;
  std::string line(indent);
  std::size_t i = 0;
  bool empty = true;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ') ++i;
    if (i == start) break;
    const std::string_view word = text.substr(start, i - start);
    if (!empty && line.size() + 1 + word.size() > width) {
      out += line + "\n";
      line = std::string(indent);
      empty = true;
    }
    if (!empty) line += ' ';
    line += word;
    empty = false;
  }
  if (!empty) out += line + "\n";
  return out;
}

std::string coords(const Board& b, SquareId sq) {
  return "(" + std::to_string(b.row(sq)) + "," + std::to_string(b.col(sq)) + ")";
}

bool parse_u64(std::string_view t, std::uint64_t& out) {
  if (t.empty() || t.size() > 20) return false;
  for (char c : t)
    if (c < '0' || c > '9') return false;
  const auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), out);
  return ec == std::errc() && ptr == t.data() + t.size();
}

// Options of one command: `--name value` or `--name=value`; `-` and words are positional.
struct Options {
  std::vector<std::string> positional;
  std::map<std::string, std::string> values;
  bool help = false;

  bool has(const std::string& k) const { return values.count(k) != 0; }
  std::string get(const std::string& k, const std::string& fallback = "") const {
    const auto it = values.find(k);
    return it == values.end() ? fallback : it->second;
  }
};

std::optional<Options> parse_options(const std::vector<std::string>& args, std::initializer_list<std::string_view> allowed,
                                     std::string& error) {
  Options o;
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      o.help = true;
      continue;
    }
    if (a.size() < 2 || a[0] != '-' || (a[1] != '-' && !(a[1] >= '0' && a[1] <= '9'))) {
      o.positional.push_back(a);
      continue;
    }
    if (a[1] != '-') {  // "-5": a negative number where a value or a name was expected
      o.positional.push_back(a);
      continue;
    }
    std::string name = a.substr(2);
    std::string value;
    bool have_value = false;
    if (const std::size_t eq = name.find('='); eq != std::string::npos) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
      have_value = true;
    }
    if (std::find(allowed.begin(), allowed.end(), name) == allowed.end()) {
      error = "unknown option '--" + name + "'";
      return std::nullopt;
    }
    if (!have_value) {
      if (i + 1 >= args.size()) {
        error = "option --" + name + " needs a value";
        return std::nullopt;
      }
      value = args[++i];
    }
    if (o.values.count(name) != 0) {
      error = "option --" + name + " is given twice";
      return std::nullopt;
    }
    o.values[name] = value;
  }
  return o;
}

}  // namespace

std::optional<std::string> read_game_file(std::string_view command, const std::string& file, std::istream& in,
                                          std::ostream& err, int& code) {
  if (file.empty()) {
    err << "ur-cli: " << command << " needs a game file\n(try 'ur-cli " << command << " --help')\n";
    code = kExitUsage;
    return std::nullopt;
  }
  std::string error;
  auto text = read_input(file, in, error);
  if (!text) {
    err << "ur-cli: " << error << "\n";
    code = kExitBadInput;
  }
  return text;
}

// The text of FILE, or of standard input for "-".
std::optional<std::string> read_input(const std::string& name, std::istream& in, std::string& error) {
  constexpr std::size_t kMaxBytes = 64u << 20;  // far above any real record
  std::string text;
  auto slurp = [&](std::istream& s) {
    char buf[65536];
    while (s.read(buf, sizeof buf) || s.gcount() > 0) {
      text.append(buf, static_cast<std::size_t>(s.gcount()));
      if (text.size() > kMaxBytes) return false;
    }
    return !s.bad();
  };
  if (name == "-") {
    if (!slurp(in)) {
      error = text.size() > kMaxBytes ? "standard input is too large for a record" : "cannot read standard input";
      return std::nullopt;
    }
    return text;
  }
  std::ifstream f(name, std::ios::binary);
  if (!f) {
    error = "cannot open '" + name + "'";
    return std::nullopt;
  }
  if (!slurp(f)) {
    error = text.size() > kMaxBytes ? "'" + name + "' is too large for a record" : "cannot read '" + name + "'";
    return std::nullopt;
  }
  return text;
}

namespace {

// ---------------------------------------------------------------- describing rule sets

std::string throw_meaning(const RuleSet& r, int o) {
  const ThrowEntry e = r.throw_table[static_cast<unsigned>(o)];
  std::string out = e.move == 0 ? "no move" : "move " + std::to_string(e.move);
  if (e.extra_throw) out += ", throw again";
  return out;
}

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

// ---------------------------------------------------------------- positions

// The board with its pieces: l/d (first face), L/D (second face), stacks bottom to top.
std::string board_diagram(const RuleSet& r, const State& s) {
  const Board& b = r.board;
  std::array<std::vector<std::string>, kRows> cell;
  for (int row = 0; row < kRows; ++row) {
    cell[static_cast<unsigned>(row)].resize(static_cast<unsigned>(b.cols));
    for (int col = 0; col < b.cols; ++col)
      if (b.on_board(row, col))
        cell[static_cast<unsigned>(row)][static_cast<unsigned>(col)].assign(1, b.is_rosette(b.at(row, col)) ? '*' : '.');
  }
  auto put = [&](SquareId sq, const std::string& text) {
    std::string& c = cell[static_cast<unsigned>(b.row(sq))][static_cast<unsigned>(b.col(sq))];
    if (c == "*" || c == ".") c = text;
    else c += "|" + text;
  };
  if (!r.uses_stacks()) {
    for (int side = 0; side < 2; ++side)
      for (int i = 0; i < r.path_length; ++i)
        if ((s.path_bits[static_cast<unsigned>(side)] >> i) & 1u)
          put(r.path[static_cast<unsigned>(side)][static_cast<unsigned>(i)], side == kLight ? "l" : "d");
  } else {
    for (int slot = 0; slot < r.slot_count; ++slot) {
      const Stack st = s.stacks[static_cast<unsigned>(slot)];
      if (st.empty()) continue;
      std::string p;
      for (int k = 0; k < st.height(); ++k) {
        const char c = st.owner(k) == kLight ? 'l' : 'd';
        p += st.flipped(k) ? static_cast<char>(c - 'a' + 'A') : c;
      }
      put(r.slot_square[static_cast<unsigned>(slot)], p);
    }
  }
  std::size_t w = 1;
  for (const auto& row : cell)
    for (const std::string& c : row) w = std::max(w, c.size());
  if (b.cols > 10) w = std::max<std::size_t>(w, 2);  // two-digit column labels
  std::string out = "          ";
  for (int col = 0; col < b.cols; ++col) {
    std::string label = std::to_string(col);
    out += label + std::string(w + 1 - label.size(), ' ');
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  out += "\n";
  const char* names[] = {"  light 0 ", "        1 ", "   dark 2 "};
  for (int row = 0; row < kRows; ++row) {
    std::string line = names[row];
    for (int col = 0; col < b.cols; ++col) {
      const std::string& c = cell[static_cast<unsigned>(row)][static_cast<unsigned>(col)];
      line += c + std::string(w + 1 - c.size(), ' ');
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  }
  for (int side = 0; side < 2; ++side) {
    const auto u = static_cast<unsigned>(side);
    out += "  " + side_word(static_cast<Side>(side)) + ": " + std::to_string(s.waiting[u]) + " waiting, " +
           std::to_string(s.off[u]) + " off";
    if (r.win == WinRule::Score) out += ", score " + std::to_string(s.score[u]);
    if (r.tokens.enabled) out += ", " + std::to_string(s.tokens[u]) + " tokens" + (s.miss[u] ? ", misses a turn" : "");
    if (r.coins.enabled) out += ", " + std::to_string(s.coins[u]) + " coins";
    out += "\n";
  }
  if (r.tokens.enabled) out += "  reserve: " + std::to_string(s.reserve) + " tokens\n";
  if (r.coins.enabled) out += "  pot: " + std::to_string(s.pot) + " coins\n";
  return out;
}

std::string square_text(const RuleSet& r, Side side, int index) {
  return "square " + std::to_string(index + 1) + " " + coords(r.board, r.path[side][static_cast<unsigned>(index)]);
}

// A legal action in words, after its notation.
std::string describe_action(const RuleSet& r, const State& s, const Action& a) {
  const Side me = s.side;
  switch (a.kind) {
    case ActionKind::Pass: return "no move is possible: the turn passes";
    case ActionKind::Throw: return "throw the dice";
    case ActionKind::PayToEnter: return "pay " + std::to_string(r.tokens.pay_to_enter) + " tokens to put a piece on square 1, then throw";
    case ActionKind::PlaceOnStart: return "place a piece on square 1 instead of throwing (ends the turn)";
    case ActionKind::MissTurn: return "miss this turn (an unpaid charge)";
    case ActionKind::Enter:
    case ActionKind::Move: break;
  }
  std::string out = a.kind == ActionKind::Enter ? "enter a piece on " + square_text(r, me, a.to)
                                                : (a.count > 1 ? "move " + std::to_string(a.count) + " pieces from " : "move from ") +
                                                      square_text(r, me, a.from) +
                                                      (a.to == kOff ? std::string(" off the board") : " to " + square_text(r, me, a.to));
  if (a.kind == ActionKind::Move && a.to != kOff && a.to < a.from) out += ", backward";
  if (is_capture(r, s, a)) out += ", capturing";
  return out;
}

// What happens next at `s`: the legal actions, the possible throws, or the result.
std::string next_text(const RuleSet& r, const State& s) {
  std::ostringstream o;
  const std::string who = side_word(s.side);
  if (is_over(s)) {
    o << "The game is over: " << result_notation(r, s) << "\n";
    return o.str();
  }
  if (is_chance(s)) {
    if (s.phase == Phase::ThrowOff) {
      if (r.first_player == FirstPlayer::Random) o << "Waiting for the coin that chooses the first player:\n";
      else o << "Throw-off: waiting for " << who << " to throw.\n";
    } else {
      o << "Waiting for " << who << " to throw" << (s.extra ? " (an extra throw)" : "") << ". Possible throws:\n";
    }
    for (const ChanceOutcome& c : chance_outcomes(r, s)) {
      const std::string t = throw_notation(r, s, c.outcome);
      std::string meaning;
      if (s.phase == Phase::ThrowOff && r.first_player == FirstPlayer::Random) meaning = t == "l" ? "light starts" : "dark starts";
      else meaning = throw_meaning(r, c.outcome);
      o << "  " << t << "  " << c.numerator << "/" << c.denominator << "  " << fmt("%5.1f%%", 100.0 * c.probability())
        << "  " << meaning << "\n";
    }
    return o.str();
  }
  ActionList list;
  legal_actions(r, s, list);
  if (s.phase == Phase::Move)
    o << who << " threw " << static_cast<int>(s.throw_outcome) << " (" << throw_meaning(r, s.throw_outcome) << ")"
      << (s.extra ? " on an extra throw" : "") << ". ";
  else
    o << who << " decides before throwing. ";
  o << list.size() << " legal action" << (list.size() == 1 ? "" : "s") << ":\n";
  std::size_t w = 0;
  for (const Action& a : list) w = std::max(w, action_notation(r, s, a).size());
  for (const Action& a : list) {
    const std::string n = action_notation(r, s, a);
    o << "  " << n << std::string(w + 2 - n.size(), ' ') << describe_action(r, s, a) << "\n";
  }
  return o.str();
}

std::string position_report(const RuleSet& r, const State& s) {
  std::string out = "position: " + to_position(r, s) + "\n";
  out += "turn " + std::to_string(s.turn + 1) + ", " + side_word(s.side) + " to " +
         (is_chance(s) ? "throw" : is_over(s) ? "nobody" : "move") + "\n\n";
  if (is_over(s)) out = "position: " + to_position(r, s) + "\n\n";
  out += board_diagram(r, s) + "\n" + next_text(r, s);
  return out;
}

// ---------------------------------------------------------------- commands

int usage_error(std::ostream& err, const std::string& msg, std::string_view command) {
  err << "ur-cli: " << msg << "\n";
  if (!command.empty()) err << "(try 'ur-cli " << command << " --help')\n";
  else err << "(try 'ur-cli --help')\n";
  return kExitUsage;
}

std::optional<RuleSet> rules_arg(const std::string& text, std::string& error) { return parse_rules_notation(text, &error); }

int cmd_rules(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
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
  const auto r = rules_arg(o->positional[0], error);
  if (!r) return usage_error(err, error, "rules");
  out << describe_rules(*r);
  return kExitOk;
}

int cmd_agents(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::string error;
  const auto o = parse_options(args, {}, error);
  if (!o) return usage_error(err, error, "agents");
  if (o->help) {
    out << kAgentsHelp;
    return kExitOk;
  }
  if (!o->positional.empty()) return usage_error(err, "agents takes no arguments", "agents");
  for (const AgentInfo& a : agent_catalog()) out << a.name << "\n" << wrap(a.description, "    ");
  out << "oracle\n"
      << wrap(std::string(oracle_level().description) +
                  " Needs the rule set's network, NAME-PIECES.urn in $UR_NET_DIR or data/nets (finkel-7.urn is there).",
              "    ");
  out << "perfect\n"
      << wrap("Perfect play from the rule set's solved table, NAME-PIECES.urt in $UR_DATA_DIR or data/tables "
              "(ur-cli solve NAME).",
              "    ");
  return kExitOk;
}

// The agents of one game; the rule set must outlive them (they keep a reference).
struct Players {
  std::unique_ptr<Agent> light;
  std::unique_ptr<Agent> dark;
};
std::optional<Players> make_players(const RuleSet& r, const std::string& light, const std::string& dark,
                                    const MatchSeeds& seeds, std::string& error) {
  Players p;
  if (light == "oracle" || dark == "oracle") {
    if (const std::string why = load_learned_eval_file(r); !why.empty()) {
      error = "agent 'oracle' needs the rule set's network: " + why;
      return std::nullopt;
    }
  }
  p.light = make_agent(light, r, seeds.light, &error);
  if (!p.light) return std::nullopt;
  p.dark = make_agent(dark, r, seeds.dark, &error);
  if (!p.dark) return std::nullopt;
  return p;
}

int cmd_play(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::string error;
  const auto o = parse_options(args, {"rules", "light", "dark", "seed", "trace", "out"}, error);
  if (!o) return usage_error(err, error, "play");
  if (o->help) {
    out << kPlayHelp;
    return kExitOk;
  }
  if (!o->positional.empty()) return usage_error(err, "unexpected argument '" + o->positional[0] + "'", "play");
  if (!o->has("rules")) return usage_error(err, "play needs --rules NAME", "play");
  const auto rules = rules_arg(o->get("rules"), error);
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

// Reads and checks the record or save named by the one positional argument.
std::optional<RecordParse> load_arg(const std::vector<std::string>& args, std::string_view command,
                                    std::string_view help, std::istream& in, std::ostream& out, std::ostream& err,
                                    int& code) {
  std::string error;
  const auto o = parse_options(args, {}, error);
  if (!o) {
    code = usage_error(err, error, command);
    return std::nullopt;
  }
  if (o->help) {
    out << help;
    code = kExitOk;
    return std::nullopt;
  }
  if (o->positional.size() != 1) {
    code = usage_error(err, std::string(command) + " needs one record file (or - for standard input)", command);
    return std::nullopt;
  }
  const std::string& name = o->positional[0];
  const auto text = read_input(name, in, error);
  if (!text) {
    err << "ur-cli: " << error << "\n";
    code = kExitBadInput;
    return std::nullopt;
  }
  RecordParse p = load_game_text(*text);
  if (!p.ok()) {
    err << "ur-cli: " << (name == "-" ? std::string("<stdin>") : name) << ": " << p.message() << "\n";
    code = kExitBadInput;
    return std::nullopt;
  }
  code = kExitOk;
  return p;
}

int cmd_legal(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err) {
  int code = 0;
  const auto p = load_arg(args, "legal", kLegalHelp, in, out, err, code);
  if (!p) return code;
  out << "rules: " << rules_notation(p->record->rules) << "\n" << position_report(p->record->rules, p->state);
  return kExitOk;
}

int turn_count(const State& s) { return static_cast<int>(s.by_turn_limit ? s.turn : s.turn + 1); }

int cmd_validate(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err) {
  int code = 0;
  const auto p = load_arg(args, "validate", kValidateHelp, in, out, err, code);
  if (!p) return code;
  const RuleSet& r = p->record->rules;
  out << "valid: " << rules_notation(r) << ", " << p->record->steps.size() << " steps, " << turn_count(p->state)
      << " turns\n";
  out << "final position: " << to_position(r, p->state) << "\n";
  out << "result: " << result_notation(r, p->state) << "\n";
  return kExitOk;
}

int cmd_replay(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err) {
  int code = 0;
  const auto p = load_arg(args, "replay", kReplayHelp, in, out, err, code);
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

int cmd_position(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  // Position strings hold words like "l" and numbers; only --help is an option here.
  if (args.size() == 2 && (args[1] == "--help" || args[1] == "-h")) {
    out << kPositionHelp;
    return kExitOk;
  }
  if (args.size() < 2) return usage_error(err, "position needs a position string", "position");
  std::string text;
  for (std::size_t i = 1; i < args.size(); ++i) text += (i > 1 ? " " : "") + args[i];
  const PositionParse p = parse_position(text);
  if (!p.ok()) {
    err << "ur-cli: bad position: " << p.error << "\n";
    return kExitBadInput;
  }
  out << position_report(p.position->rules, p.position->state);
  return kExitOk;
}

int cmd_stats(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
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
  const auto rules = rules_arg(o->get("rules"), error);
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
                  side_word(static_cast<Side>(side)).c_str(), k, 100.0 * static_cast<double>(k) / static_cast<double>(n),
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

// ---------------------------------------------------------------- perfect play: solve, value, best
// (the solver and its tables: docs/perfect-play.md)


constexpr std::string_view kSolveHelp =
    "usage: ur-cli solve RULES[:N] [--out FILE] [--threads N] [--memory GIB] [--quiet]\n"
    "\n"
    "Solves a rule set exactly (finkel, blitz, british-museum, masters, classic, bgg,\n"
    "bell, aseb, murray up to :4; :N for N pieces a side) by value iteration and writes\n"
    "its perfect-play table. Rule sets with stacks, tokens or a turn limit (jeu-royal,\n"
    "ravensburger, tokens) solve by their reachable states, in small versions only\n"
    "(jeu-royal:2).\n"
    "  --out FILE     where to write (default: $UR_DATA_DIR or data/tables, file\n"
    "                 RULES-N.urt)\n"
    "  --threads N    worker threads, 1..64 (default 2; the web build uses 1)\n"
    "  --memory GIB   the most memory the solve may hold, in GiB (default 6; 0: no\n"
    "                 limit); a tighter limit costs time, not exactness\n"
    "  --quiet        no progress line per layer\n"
    "Prints the position count, layers, sweeps, seconds, the first player's winning\n"
    "chance from the start and the table's size.\n";

constexpr std::string_view kValueHelp =
    "usage: ur-cli value [--table FILE] POSITION\n"
    "\n"
    "The probability that the side to move wins with perfect play by both sides, from\n"
    "the rule set's table (default: $UR_DATA_DIR or data/tables). POSITION is a position\n"
    "string (docs/position.md), e.g. \"finkel 0/13/6 0/13/6 l throw 40\".\n";

constexpr std::string_view kBestHelp =
    "usage: ur-cli best [--table FILE] POSITION\n"
    "\n"
    "Every legal action for the throw in POSITION (phase move:K) with its perfect-play\n"
    "value for the side to move, best first. At a throw, the best action for each\n"
    "possible throw.\n";

int cmd_solve(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::string rules_text, out_path;
  int threads = 2;
  double memory_gib = 6;
  bool quiet = false;
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      out << kSolveHelp;
      return kExitOk;
    }
    if (a == "--quiet") {
      quiet = true;
    } else if (a == "--out" || a == "--threads" || a == "--memory") {
      if (i + 1 >= args.size()) return usage_error(err, "option " + a + " needs a value", "solve");
      const std::string& v = args[++i];
      if (a == "--out") {
        out_path = v;
      } else if (a == "--memory") {
        char* end = nullptr;
        const double g = std::strtod(v.c_str(), &end);
        if (v.empty() || *end != '\0' || !(g >= 0 && g <= 4096))
          return usage_error(err, "--memory must be a number of GiB 0..4096 (0: no limit), got '" + v + "'", "solve");
        memory_gib = g;
      } else {
        char* end = nullptr;
        const long t = std::strtol(v.c_str(), &end, 10);
        if (v.empty() || *end != '\0' || t < 1 || t > 64)
          return usage_error(err, "--threads must be a whole number 1..64, got '" + v + "'", "solve");
        threads = static_cast<int>(t);
      }
    } else if (!a.empty() && a[0] == '-') {
      return usage_error(err, "unknown option '" + a + "'", "solve");
    } else if (rules_text.empty()) {
      rules_text = a;
    } else {
      return usage_error(err, "unexpected argument '" + a + "'", "solve");
    }
  }
  if (rules_text.empty()) return usage_error(err, "solve needs a rule set, e.g. finkel or finkel:3", "solve");
  std::string error;
  const auto rules = parse_rules_notation(rules_text, &error);
  if (!rules) return usage_error(err, error, "solve");
  const RuleSet r = *rules;
  if (out_path.empty()) {
    out_path = default_table_path(r);
    std::error_code ec;
    std::filesystem::create_directories(table_dir(), ec);
  }
  if (!is_solvable(r)) return solve_by_states(r, out_path, memory_gib, quiet, out, err);
  if (const std::uint64_t n = PositionIndex(r).size(); n > kMaxSolvePositions)
    return usage_error(err, "cannot solve " + rules_text + ": " + std::to_string(n) + " positions, the solver takes at most 2^30",
                       "solve");
  SolveOptions options;
  options.threads = threads;
  options.memory_budget = static_cast<std::uint64_t>(memory_gib * 1024 * 1024 * 1024);
  if (!quiet) options.progress = [&out](const std::string& line) { out << "  " << line << std::endl; };
  out << "solving " << rules_notation(r) << " with " << threads << " thread" << (threads == 1 ? "" : "s") << std::endl;
  SolveStats st;
  const auto solution = solve(r, options, &st);
  if (!st.converged) {
    err << "ur-cli: the solve did not converge\n";
    return kExitBadInput;
  }
  std::uint64_t bytes = 0;
  if (std::string e = write_table(*solution, out_path, &bytes); !e.empty()) {
    err << "ur-cli: " << e << "\n";
    return kExitBadInput;
  }
  out << "rules: " << rules_notation(r) << "\n";
  out << "positions: " << st.positions << "\n";
  out << "layers: " << st.layers << " (" << st.stages << " stages)\n";
  out << "sweeps: " << st.sweeps << " (" << st.position_updates << " position updates, " << st.extrapolations
      << " extrapolations)\n";
  out << "seconds: " << fixed(st.seconds, 1) << "\n";
  if (options.memory_budget > 0)
    out << "memory: at most " << fixed(memory_gib, 1) << " GiB (" << st.policy_stages << " stages by policy, "
        << st.recompute_stages << " recomputed, " << st.released_positions
        << " positions kept as 16-bit entries while solving)\n";
  if (const std::uint64_t peak = peak_resident_bytes(); peak > 0)
    out << "peak memory: " << fixed(static_cast<double>(peak) / (1024.0 * 1024.0 * 1024.0), 2) << " GiB\n";
  out << "first player wins: " << fixed(st.start_value, 10) << "\n";
  out << "table: " << out_path << " (" << bytes << " bytes)\n";
  return kExitOk;
}

// Shared by value and best: [--table FILE] POSITION...
struct Probe {
  Position position;
  std::shared_ptr<const Table> table;
};

std::optional<Probe> probe_args(const std::vector<std::string>& args, std::string_view help, std::ostream& out,
                                std::ostream& err, int& code) {
  std::string table_path, text;
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      out << help;
      code = kExitOk;
      return std::nullopt;
    }
    if (a == "--table") {
      if (i + 1 >= args.size()) {
        code = usage_error(err, "option --table needs a value", args[0]);
        return std::nullopt;
      }
      table_path = args[++i];
      continue;
    }
    text += (text.empty() ? "" : " ") + a;
  }
  if (text.empty()) {
    code = usage_error(err, args[0] + " needs a position string", args[0]);
    return std::nullopt;
  }
  PositionParse p = parse_position(text);
  if (!p.ok()) {
    err << "ur-cli: bad position: " << p.error << "\n";
    code = kExitBadInput;
    return std::nullopt;
  }
  const RuleSet& r = p.position->rules;
  TableLoad t = table_path.empty() ? find_table(r) : load_table(table_path);
  if (t.ok() && !t.table->matches(r))
    t = {nullptr, table_path + ": the table is for " + t.table->header().rules_name + ":" +
                      std::to_string(t.table->header().pieces) + " or other rules, not " + rules_notation(r)};
  if (!t.ok()) {
    err << "ur-cli: " << t.error << "\n";
    code = kExitBadInput;
    return std::nullopt;
  }
  return Probe{*p.position, t.table};
}

int cmd_value(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  int code = kExitOk;
  const auto p = probe_args(args, kValueHelp, out, err, code);
  if (!p) return code;
  const auto v = p->table->probe(p->position.rules, p->position.state);
  if (!v) {
    err << "ur-cli: the table has no value for this position\n";
    return kExitBadInput;
  }
  const Side side = p->position.state.side;
  out << (side == kLight ? "light" : "dark") << " to " << (is_chance(p->position.state) ? "throw" : "move")
      << " wins with probability " << fixed(*v, 6) << "\n";
  return kExitOk;
}

int cmd_best(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  int code = kExitOk;
  const auto p = probe_args(args, kBestHelp, out, err, code);
  if (!p) return code;
  const RuleSet& r = p->position.rules;
  const State& s = p->position.state;
  auto show = [&](const State& m, const std::string& indent) {
    ActionList legal;
    legal_actions(r, m, legal);
    std::vector<std::pair<double, Action>> rows;
    for (const Action& a : legal) {
      const auto v = p->table->value_after(r, applied(r, m, a), m.side);
      if (!v) return false;
      rows.push_back({*v, a});
    }
    std::stable_sort(rows.begin(), rows.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
    for (std::size_t i = 0; i < rows.size(); ++i)
      out << indent << (i == 0 ? "best " : "     ") << to_string(rows[i].second) << "  " << fixed(rows[i].first, 6) << "\n";
    return true;
  };
  bool ok = true;
  if (s.phase == Phase::Move) {
    out << (s.side == kLight ? "light" : "dark") << " plays throw " << int{s.throw_outcome} << " (value "
        << throw_value(r, s) << "):\n";
    ok = show(s, "  ");
  } else if (s.phase == Phase::Throw) {
    for (const ChanceOutcome& c : throw_outcomes(r)) {
      State m = s;
      apply_chance(r, m, c.outcome);
      out << "throw " << int{c.outcome} << " (value " << throw_value(r, m) << ", probability " << c.numerator << "/"
          << c.denominator << "):\n";
      ok = ok && show(m, "  ");
    }
  } else {
    err << "ur-cli: best needs a position at a throw or a move (phase throw or move:K)\n";
    return kExitBadInput;
  }
  if (!ok) {
    err << "ur-cli: the table has no value for this position\n";
    return kExitBadInput;
  }
  return kExitOk;
}

int dispatch(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err) {
  if (args.empty()) {
    err << kMainHelp;
    return kExitUsage;
  }
  const std::string& cmd = args[0];
  if (cmd == "--help" || cmd == "-h" || cmd == "help") {
    if (cmd == "help" && args.size() > 1) return dispatch({args[1], "--help"}, in, out, err);
    out << kMainHelp;
    return kExitOk;
  }
  if (cmd == "rules") return cmd_rules(args, out, err);
  if (cmd == "agents") return cmd_agents(args, out, err);
  if (cmd == "play") return cmd_play(args, out, err);
  if (cmd == "legal") return cmd_legal(args, in, out, err);
  if (cmd == "replay") return cmd_replay(args, in, out, err);
  if (cmd == "validate") return cmd_validate(args, in, out, err);
  if (cmd == "position") return cmd_position(args, out, err);
  if (cmd == "stats") return cmd_stats(args, out, err);
  if (cmd == "solve") return cmd_solve(args, out, err);
  if (cmd == "value") return cmd_value(args, out, err);
  if (cmd == "best") return cmd_best(args, out, err);
  if (cmd == "publish") return cmd_publish(args, out, err);
  if (cmd == "review") return cmd_review(args, in, out, err);
  if (cmd == "verify") return cmd_verify(args, in, out, err);
  return usage_error(err, "unknown command '" + cmd + "'", "");
}

}  // namespace

int run_cli(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err) {
  try {
    return dispatch(args, in, out, err);
  } catch (const std::exception& e) {
    // Nothing above throws by design; this keeps "no crash on any input" true even when
    // memory runs out.
    err << "ur-cli: internal error: " << e.what() << "\n";
    return kExitBadInput;
  }
}

std::string fixed(double v, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

}  // namespace ur
