// Describing throws and actions by comparing the state before and after (so every rule
// set's special mechanics are covered without repeating the engine's logic).
#include "ui/describe.hpp"

#include <cctype>
#include <cstdlib>
#include <string_view>

#include "ui/language.hpp"

namespace ur {


std::string side_word(Side side) { return tr(side == kLight ? "side.light" : "side.dark"); }

std::string capitalised(std::string s) {
  if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}

std::string sentence(std::string s) {
  s = capitalised(std::move(s));
  const bool ended = !s.empty() && (s.back() == '.' || s.back() == ')' || s.ends_with("…"));
  if (!s.empty() && !ended) s += '.';
  return s;
}

std::string short_code(const std::string& prefix, const std::string& code) {
  if (code.size() <= 24) return prefix + code;
  return prefix + code.substr(0, 14) + "…" + code.substr(code.size() - 6);
}

std::string shown_notation(const std::string& notation) {
  static constexpr std::string_view kWords[] = {"in", "off", "pass", "throw", "pay", "place", "miss"};
  std::string out;
  for (std::size_t i = 0; i < notation.size();) {
    std::size_t j = i;
    while (j < notation.size() && std::isalpha(static_cast<unsigned char>(notation[j]))) ++j;
    if (j == i) {
      out += notation[i++];
      continue;
    }
    const std::string_view word(notation.data() + i, j - i);
    bool known = false;
    for (const std::string_view w : kWords) known = known || w == word;
    out += known ? tr("notation." + std::string(word)) : std::string(word);  // "x2", "l", "d" stay
    i = j;
  }
  return out;
}

std::string describe_throw(const RuleSet& rules, int outcome) {
  const ThrowEntry& e = rules.throw_table[static_cast<unsigned>(outcome)];
  std::string text = rules.dice == DiceKind::D6 ? tr("throw.die_shows", {{"n", outcome}})
                                                 : tr_count("throw.marked", outcome);
  text = e.move == 0 ? tr("throw.no_move", {{"throw", text}}) : tr("throw.move", {{"throw", text}, {"n", e.move}});
  if (e.extra_throw) text = tr("throw.again", {{"throw", text}});
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

// Whether a rosette does anything in these rules (ravensburger's do nothing): only then
// does a move text name the rosette it lands on.
bool rosettes_matter(const RuleSet& r) {
  return r.extra_on_rosette || r.rosettes_safe || r.place_without_throw || r.tokens.chance_gain > 0 ||
         r.tokens.pass_over_cost > 0 || r.coins.rosette_fine > 0;
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

// How far, how many, which way: in words, never path numbers.
std::string action_words(const Action& a, bool to_off) {
  if (a.kind == ActionKind::Enter) return a.count > 1 ? tr("move.enter_many", {{"n", a.count}}) : tr("move.enter");
  if (to_off) return a.count > 1 ? tr("move.bear_off_many", {{"n", a.count}}) : tr("move.bear_off");
  const int steps = std::abs(static_cast<int>(a.to) - static_cast<int>(a.from));
  const bool back = a.to < a.from;
  if (a.count <= 1) return tr_count(back ? "move.squares_back" : "move.squares", steps);
  const std::string_view key = steps == 1 ? (back ? "move.pieces_square_back" : "move.pieces_square")
                                          : (back ? "move.pieces_squares_back" : "move.pieces_squares");
  return tr(key, {{"count", a.count}, {"n", steps}});
}

}  // namespace

ActionEffect describe_action(const RuleSet& rules, const State& s, const Action& a) {
  ActionEffect e;
  const Side me = s.side, them = opponent(s.side);
  switch (a.kind) {
    case ActionKind::Pass:
      e.text = tr("game.no_move");
      return e;
    case ActionKind::Throw:
      e.text = tr("game.throw_dice");
      return e;
    case ActionKind::PayToEnter:
      e.text = tr("game.pay_then_throw", {{"n", rules.tokens.pay_to_enter}});
      e.lands_on = square_of(rules, me, 0);
      return e;
    case ActionKind::PlaceOnStart:
      e.text = tr("game.place_instead");
      e.lands_on = square_of(rules, me, 0);
      return e;
    case ActionKind::MissTurn:
      e.text = tr("game.turn_missed");
      return e;
    case ActionKind::Enter:
    case ActionKind::Move:
      break;
  }
  if (!is_legal(rules, s, a)) {  // only legal actions are described (apply requires it)
    e.text = tr("game.not_possible");
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

  const std::string what = action_words(a, to_off);
  std::string notes;
  auto add = [&](std::string_view key) { notes += (notes.empty() ? "" : ", ") + tr(key); };
  if (e.captures) add(rules.stacks == StackRule::None ? "move.effect.capture" : "move.effect.prisoner");
  if (e.lands_on >= 0 && rosettes_matter(rules) && rules.board.is_rosette(static_cast<SquareId>(e.lands_on)))
    add("move.effect.rosette");
  if (e.flips) add("move.effect.turns_over");
  if (after.phase == Phase::GameOver) add("move.effect.wins");
  if (e.extra_throw) add("move.effect.throw_again");
  e.text = notes.empty() ? what : tr("move.with_effects", {{"what", what}, {"effects", notes}});
  return e;
}

std::string choice_label(const RuleSet& rules, const State& s, const Action& a) {
  const ActionEffect e = describe_action(rules, s, a);
  if (a.kind != ActionKind::Enter && a.kind != ActionKind::Move) return capitalised(e.text);  // pay, place, pass
  if (a.kind == ActionKind::Enter) {
    const int square = static_cast<int>(a.to) + 1;  // counted along the mover's path
    return a.count > 1 ? tr("choice.enter_many", {{"n", a.count}, {"square", square}}) : tr("choice.enter", {{"square", square}});
  }
  // The way: how far and which way, or off the board.
  const int steps = e.bears_off ? 0 : std::abs(static_cast<int>(a.to) - static_cast<int>(a.from));
  const std::string way = e.bears_off ? tr("choice.way_off")
                          : a.to < a.from ? tr("choice.way_back", {{"n", steps}})
                                          : tr("choice.way_forward", {{"n", steps}});
  // What moves with it: alone or with prisoners (towers), all or the top of a stack.
  std::string label;
  if (rules.stacks == StackRule::Towers) {
    label = a.count > 1 ? tr("choice.with", {{"way", way}, {"prisoners", tr_count("choice.prisoners", a.count - 1)}})
                        : tr("choice.alone", {{"way", way}});
  } else if (rules.stacks == StackRule::SameFace) {
    const std::uint8_t slot = rules.slot_at(s.side, a.from);
    const int height = slot == 0xFF ? a.count : s.stacks[slot].height();
    label = a.count >= height ? tr("choice.stack_all", {{"h", height}, {"way", way}})
                              : tr("choice.stack_top", {{"c", a.count}, {"h", height}, {"way", way}});
  } else {
    label = way;
  }
  // What it does on landing.
  if (e.captures && rules.uses_stacks()) {
    State after = s;
    apply(rules, after, a);
    const int taken = std::max(1, held_prisoners(after, s.side) - held_prisoners(s, s.side));
    label = tr("choice.effect", {{"label", label}, {"effect", tr_count("choice.takes", taken)}});
  } else if (e.captures) {
    label = tr("choice.effect", {{"label", label}, {"effect", tr("choice.captures")}});
  }
  // (Turning over, the same for all of a stack's ways, is said by the line above the chips.)
  return capitalised(label);
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
