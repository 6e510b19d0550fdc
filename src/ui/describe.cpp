// Describing throws and actions by comparing the state before and after (so every rule
// set's special mechanics are covered without repeating the engine's logic).
#include "ui/describe.hpp"

#include <cstdlib>

namespace ur {

const char* side_name(Side side) { return side == kLight ? "Light" : "Dark"; }

std::string describe_throw(const RuleSet& rules, int outcome) {
  const ThrowEntry& e = rules.throw_table[static_cast<unsigned>(outcome)];
  std::string text = rules.dice == DiceKind::D6 ? "Die shows " + std::to_string(outcome)
                                                 : std::to_string(outcome) + " marked";
  if (e.move == 0) {
    text += ": no move";
  } else {
    text += " = move " + std::to_string(e.move);
  }
  if (e.extra_throw) text += ", throw again";
  return text;
}

SquareId square_of(const RuleSet& rules, Side side, int path_index) {
  return rules.path[side][static_cast<unsigned>(path_index)];
}

namespace {

int enemy_at_home(const RuleSet& rules, const State& s, Side enemy) {
  // Pieces of `enemy` not on the board: waiting, or gone.
  return rules.pieces - pieces_on_board(rules, s, enemy);
}

int held_prisoners(const State& s, Side by) {
  int n = 0;
  for (const Stack& st : s.stacks) {
    const int h = st.height();
    if (h == 0) continue;
    // Pieces below `by`'s top piece that belong to the other side.
    if (st.top_owner() != by) continue;
    for (int k = 0; k < h - 1; ++k) n += st.owner(k) != by;
  }
  return n;
}

}  // namespace

ActionEffect describe_action(const RuleSet& rules, const State& s, const Action& a) {
  ActionEffect e;
  const Side me = s.side, them = opponent(s.side);
  switch (a.kind) {
    case ActionKind::Pass:
      e.text = "No move possible: the turn passes";
      return e;
    case ActionKind::Throw:
      e.text = "Throw the dice";
      return e;
    case ActionKind::PayToEnter:
      e.text = "Pay " + std::to_string(rules.tokens.pay_to_enter) + " tokens to enter a piece, then throw";
      e.lands_on = square_of(rules, me, 0);
      return e;
    case ActionKind::PlaceOnStart:
      e.text = "Place a piece on your first rosette instead of throwing";
      e.lands_on = square_of(rules, me, 0);
      return e;
    case ActionKind::MissTurn:
      e.text = "This turn is missed (a charge could not be paid)";
      return e;
    case ActionKind::Enter:
    case ActionKind::Move:
      break;
  }
  if (!is_legal(rules, s, a)) {  // only legal actions are described (apply requires it)
    e.text = "Not possible now";
    return e;
  }
  State after = s;
  apply(rules, after, a);
  const bool to_off = a.kind == ActionKind::Move && a.to == kOff;
  if (!to_off) e.lands_on = square_of(rules, me, a.to);
  e.bears_off = to_off;
  if (rules.uses_stacks()) {
    e.captures = held_prisoners(after, me) > held_prisoners(s, me) || after.off[them] > s.off[them];
  } else {
    e.captures = enemy_at_home(rules, after, them) > enemy_at_home(rules, s, them);
  }
  e.extra_throw = !is_over(after) && after.side == me && after.extra;
  if (rules.flip_index >= 0 && a.kind == ActionKind::Move && !to_off)
    e.flips = a.from < rules.flip_index && a.to >= rules.flip_index;

  // In words, never path numbers: how far, how many, which way.
  std::string what;
  if (a.kind == ActionKind::Enter) {
    what = a.count > 1 ? "Enter " + std::to_string(a.count) + " pieces" : "Enter a piece";
  } else if (to_off) {
    what = a.count > 1 ? "Bear off " + std::to_string(a.count) + " pieces" : "Bear off";
  } else {
    const int steps = std::abs(static_cast<int>(a.to) - static_cast<int>(a.from));
    what = "Move " + (a.count > 1 ? std::to_string(a.count) + " pieces " : std::string()) + std::to_string(steps) +
           (steps == 1 ? " square" : " squares") + (a.to < a.from ? " back" : "");
  }
  std::string notes;
  auto add = [&](const std::string& n) { notes += (notes.empty() ? ": " : ", ") + n; };
  if (e.captures) add(rules.stacks == StackRule::None ? "capture" : "take prisoner");
  if (e.lands_on >= 0 && rules.board.is_rosette(static_cast<SquareId>(e.lands_on))) add("rosette");
  if (e.flips) add("turns over");
  if (after.phase == Phase::GameOver) add("wins the game");
  if (e.extra_throw) add("throw again");
  e.text = what + notes;
  return e;
}

std::string choice_label(const RuleSet& rules, const State& s, const Action& a) {
  const ActionEffect e = describe_action(rules, s, a);
  std::string label;
  if (a.kind == ActionKind::Enter) {
    label = a.count > 1 ? std::to_string(a.count) + " new pieces" : "A new piece";
  } else if (rules.stacks == StackRule::Towers) {
    label = a.count > 1 ? "With " + std::to_string(a.count - 1) + (a.count == 2 ? " prisoner" : " prisoners") : "Alone";
  } else {
    label = a.count == 1 ? "1 piece" : std::to_string(a.count) + " pieces";
  }
  if (a.kind == ActionKind::Move && a.to != kOff && a.to < a.from) label += ", back";
  if (e.captures) label += " · prisoner";
  if (e.flips) label += " · turns";
  if (e.bears_off) label += " · off";
  return label;
}

int alternative_landing_at(const RuleSet& rules, const State& s, const std::vector<Action>& offered, int square, bool off,
                           int shown) {
  auto lands_here = [&](const Action& a) {
    const ActionEffect e = describe_action(rules, s, a);
    return e.lands_on >= 0 ? e.lands_on == square : e.bears_off && off;
  };
  if (shown >= 0 && shown < static_cast<int>(offered.size()) && lands_here(offered[static_cast<std::size_t>(shown)])) return shown;
  for (std::size_t i = 0; i < offered.size(); ++i)
    if (lands_here(offered[i])) return static_cast<int>(i);
  return -1;
}

}  // namespace ur
