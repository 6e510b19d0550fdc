#include "core/audit.hpp"

#include <bit>

#include "core/game.hpp"
#include "core/position.hpp"

namespace ur {

int raw_piece_count(const RuleSet& rules, const State& s, Side side) {
  int on_board = 0;
  if (rules.uses_stacks()) {
    for (const Stack& st : s.stacks)
      for (int k = 0; k < st.height(); ++k) on_board += st.owner(k) == side ? 1 : 0;
  } else {
    on_board = std::popcount(s.path_bits[side]);
  }
  return on_board + s.waiting[side] + s.off[side];
}

namespace {

bool same_outcomes(const ChanceList& a, const ChanceList& b) {
  if (a.size() != b.size()) return false;
  for (int i = 0; i < a.size(); ++i)
    if (a[i].outcome != b[i].outcome || a[i].numerator != b[i].numerator || a[i].denominator != b[i].denominator)
      return false;
  return true;
}

bool same_actions(const ActionList& a, const ActionList& b) {
  if (a.size() != b.size()) return false;
  for (int i = 0; i < a.size(); ++i)
    if (!(a[i] == b[i])) return false;
  return true;
}

// What breaks at `s` apart from the round trip, or "".
std::string broken_at(const RuleSet& rules, const State& s) {
  if (std::string broken = check_invariants(rules, s); !broken.empty()) return broken;
  for (const Side side : {kLight, kDark})
    if (raw_piece_count(rules, s, side) != rules.pieces) return "pieces not conserved (counted from the raw state)";
  if (is_over(s)) {
    ActionList list;
    legal_actions(rules, s, list);
    if (!list.empty()) return "a finished game offers an action";
    if (result(rules, s).winner != s.winner) return "the result names another winner than the state";
    return "";
  }
  if (is_chance(s)) {
    const ChanceList c = chance_outcomes(rules, s);
    if (c.empty()) return "a chance node without outcomes";
    std::uint64_t sum = 0;
    for (const ChanceOutcome& o : c) {
      if (o.denominator != c[0].denominator) return "chance outcomes over different denominators";
      sum += o.numerator;
    }
    if (sum != c[0].denominator) return "chance probabilities do not sum to 1";
    return "";
  }
  ActionList list;
  legal_actions(rules, s, list);
  if (list.empty()) return "no legal action at a decision node";
  for (int i = 0; i < list.size(); ++i) {
    if (list[i].kind == ActionKind::Pass && list.size() != 1) return "pass offered with other actions";
    if (!is_legal(rules, s, list[i])) return "legal action " + to_string(list[i]) + " is not is_legal";
    for (int j = i + 1; j < list.size(); ++j)
      if (list[i] == list[j]) return "action " + to_string(list[i]) + " offered twice";
  }
  return "";
}

// Whether the position string brings back the same game, offering the same actions.
std::string round_trip_broken(const RuleSet& rules, const State& s, const std::string& text) {
  const PositionParse p = parse_position(text);
  if (!p.ok()) return "the position string does not parse: " + p.error;
  const Position& back = *p.position;
  if (back.rules.name != rules.name || back.rules.pieces != rules.pieces) return "the position string names other rules";
  if (!(back.state == s)) return "the position string parses to another state";
  if (is_chance(s)) {
    if (!same_outcomes(chance_outcomes(rules, s), chance_outcomes(back.rules, back.state)))
      return "the parsed position throws differently";
  } else {
    ActionList mine, theirs;
    legal_actions(rules, s, mine);
    legal_actions(back.rules, back.state, theirs);
    if (!same_actions(mine, theirs)) return "the parsed position offers other actions";
  }
  return "";
}

}  // namespace

std::string audit_step(const RuleSet& rules, const State& s, bool round_trip) {
  std::string broken = broken_at(rules, s);
  if (broken.empty() && !round_trip) return "";
  const std::string text = to_position(rules, s);
  if (broken.empty()) broken = round_trip_broken(rules, s, text);
  return broken.empty() ? "" : broken + " at " + text;
}

}  // namespace ur
