// ur-cli's words for the game: see text.hpp.
#include "cli/text.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <sstream>
#include <vector>

#include "cli/args.hpp"
#include "core/position.hpp"
#include "core/record.hpp"

namespace ur::cli {

std::string wrap(std::string_view text, std::string_view indent, std::size_t width) {
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

std::string throw_meaning(const RuleSet& r, int o) {
  const ThrowEntry e = r.throw_table[static_cast<unsigned>(o)];
  std::string out = e.move == 0 ? "no move" : "move " + std::to_string(e.move);
  if (e.extra_throw) out += ", throw again";
  return out;
}

namespace {

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
    out += "  " + side_id(static_cast<Side>(side)) + ": " + std::to_string(s.waiting[u]) + " waiting, " +
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
  const std::string who = side_id(s.side);
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

}  // namespace

std::string position_report(const RuleSet& r, const State& s) {
  std::string out = "position: " + to_position(r, s) + "\n";
  out += "turn " + std::to_string(s.turn + 1) + ", " + side_id(s.side) + " to " +
         (is_chance(s) ? "throw" : is_over(s) ? "nobody" : "move") + "\n\n";
  if (is_over(s)) out = "position: " + to_position(r, s) + "\n\n";
  out += board_diagram(r, s) + "\n" + next_text(r, s);
  return out;
}

}  // namespace ur::cli
