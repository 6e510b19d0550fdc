// The pages of "How to play", written from the RuleSet's fields: every sentence is chosen
// by a field (rosettes_safe, extra_on_rosette, entry_values, stacks, tokens, ...) and every
// number comes from one, so the pages say what the engine does. The rule set's own texts
// (summary, source, notes: rule_text, in the player's language) are only placed, never
// rewritten here.
#include "ui/screens/howto/howto.hpp"

#include <algorithm>
#include <bit>
#include <cmath>

#include "core/dice.hpp"
#include "ui/describe.hpp"
#include "ui/language.hpp"
#include "ui/screens/howto/howto_words.hpp"

namespace ur {
namespace {

using namespace howto_words;

// ------------------------------------------------------------------ the sections

HowToSection aim(const RuleSet& r) {
  HowToSection s{"aim", tr("howto.aim.heading"), {}, {}, {}};
  if (!r.summary.empty()) s.paragraphs.push_back({rule_text(r, "summary"), true});
  const int n = r.pieces;
  std::string t = tr("howto.aim.pieces", {{"n", n}}) + " ";
  switch (r.win) {
    case WinRule::BearOffAll: t += tr("howto.aim.bear_off_all", {{"n", n}}); break;
    case WinRule::Score: t += tr("howto.aim.score", {{"win", n + 1}, {"all", 2 * n}}); break;
    case WinRule::CaptureAll:
      t += tr("howto.aim.capture_all", {{"n", n}});
      if (r.turn_limit > 0) t += " " + tr("howto.aim.turn_limit", {{"turns", r.turn_limit}, {"each", r.turn_limit / 2}});
      break;
  }
  s.paragraphs.push_back(para(t));
  switch (r.first_player) {
    case FirstPlayer::Light: s.paragraphs.push_back(para(tr("howto.aim.light_first"))); break;
    case FirstPlayer::HighestThrow: s.paragraphs.push_back(para(tr("howto.aim.highest_throw"))); break;
    case FirstPlayer::Random: s.paragraphs.push_back(para(tr("howto.aim.random"))); break;
    case FirstPlayer::FirstToThrowOne: s.paragraphs.push_back(para(tr("howto.aim.first_one"))); break;
  }
  if (r.coins.enabled) s.paragraphs.push_back(para(tr("howto.aim.see_purse")));
  if (r.tokens.enabled) s.paragraphs.push_back(para(tr("howto.aim.see_tokens")));

  HowToDrawing& d = s.drawing;
  d.kind = HowToDrawingKind::Board;
  const int len = r.path_length;
  const int mid = first_shared_index(r);
  if (r.win == WinRule::CaptureAll) {
    // A light piece holding a dark prisoner, and dark pieces already out of the game.
    d.pieces.push_back({kLight, mid + 3, {{kDark, false}, {kLight, false}}, false});
    d.pieces.push_back({kDark, 1, {}, false});
    d.pieces.push_back({kLight, 2, {}, false});
    d.marks.push_back({kLight, mid + 3, tr("howto.mark.prisoner")});
    d.waiting = {r.pieces - 3, r.pieces - 4};
    d.off[kDark] = {{kDark, false}, {kDark, false}};
    d.caption = tr("howto.aim.caption.capture_all", {{"n", n}});
    return s;
  }
  if (r.win == WinRule::Score) {
    d.pieces.push_back({kLight, len - 1, {{kDark, true}, {kLight, true}}, false});
    d.pieces.push_back({kDark, mid + 2, {}, false});
    d.arrows.push_back({kLight, len - 1, len, false});
    d.waiting = {r.pieces - 6, r.pieces - 4};
    d.off[kLight] = {{kLight, true}, {kDark, true}, {kLight, true}};
    d.off[kDark] = {{kDark, true}};
    d.caption = tr("howto.aim.caption.score");
    return s;
  }
  // A race in progress: pieces on the way, some home, one about to leave.
  d.pieces.push_back({kLight, len - 2, {}, false});
  d.pieces.push_back({kLight, mid + 1, {}, false});
  d.pieces.push_back({kDark, mid + 3, {}, false});
  d.pieces.push_back({kDark, 1, {}, false});
  d.arrows.push_back({kLight, len - 2, len, false});
  const int home = std::max(0, std::min(3, r.pieces - 3));
  for (int i = 0; i < home; ++i) d.off[kLight].push_back({kLight, false});
  for (int i = 0; i + 1 < home; ++i) d.off[kDark].push_back({kDark, false});
  d.waiting = {r.pieces - 2 - home, r.pieces - 2 - std::max(0, home - 1)};
  d.caption = tr("howto.aim.caption.bear_off_all", {{"n", n}});
  return s;
}

HowToSection entering(const RuleSet& r) {
  HowToSection s{"entering", tr("howto.entering.heading"), {}, {}, {}};
  const std::vector<int> values = entry_values(r);
  std::string t = tr("howto.entering.beside") + " ";
  if (r.enter_at_start) {
    t += tr("howto.entering.at_start", {{"values", or_list(values)}});
  } else if (enters_on_any(r)) {
    t += tr("howto.entering.any");
  } else if (values.size() == 1) {
    t += tr("howto.entering.only_one", {{"value", values.front()}, {"ordinal", ordinal(values.front())}});
  } else {
    t += tr("howto.entering.only_some", {{"values", or_list(values)}});
  }
  s.paragraphs.push_back(para(t));
  if (r.stacks == StackRule::None) {
    std::string u = tr("howto.entering.not_own");
    bool can_capture = false;
    for (const int v : values)
      if (v - 1 < r.path_length && shared(r, square(r, kLight, v - 1))) can_capture = true;
    if (can_capture) u += " " + tr("howto.entering.captures");
    s.paragraphs.push_back(para(u));
  } else if (r.stacks == StackRule::Towers) {
    s.paragraphs.push_back(para(tr("howto.entering.towers")));
  }
  if (r.tokens.enabled && r.tokens.pay_to_enter > 0)
    s.paragraphs.push_back(para(tr("howto.entering.pay", {{"tokens", tokens_text(r.tokens.pay_to_enter)}})));
  if (r.place_without_throw) s.paragraphs.push_back(para(tr("howto.entering.place")));

  HowToDrawing& d = s.drawing;
  d.kind = HowToDrawingKind::Board;
  d.waiting = {std::max(1, r.pieces - 2), std::max(1, r.pieces - 2)};
  d.off = {};
  const int v = likely_value(r, [&](int x) { return may_enter_on(r, x) && (r.enter_at_start || x - 1 < r.path_length); });
  const int to = r.enter_at_start ? 0 : v - 1;
  d.arrows.push_back({kLight, kHowToPool, to, false});
  d.pieces.push_back({kLight, to, {}, true});
  if (r.enter_at_start) {
    d.marks.push_back({kLight, to, tr("howto.entering.mark.values", {{"values", or_list(values)}})});
    d.caption = tr("howto.entering.caption.at_start", {{"values", or_list(values)}});
  } else {
    d.marks.push_back({kLight, to, tr("howto.entering.mark.throw", {{"n", v}})});
    d.caption = tr("howto.entering.caption.enters", {{"n", v}, {"ordinal", ordinal(v)}});
  }
  // A dark piece already on its way, for scale.
  d.pieces.push_back({kDark, 1, {}, false});
  --d.waiting[kDark];
  return s;
}

HowToSection path(const RuleSet& r) {
  HowToSection s{"path", tr("howto.path.heading"), {}, {}, {}};
  std::string t = tr("howto.path.fixed", {{"n", r.path_length}, {"runs", path_runs(r)}});
  if (r.bear_off_value > 0) t += " " + tr("howto.path.stack_leaves", {{"n", r.bear_off_value}});
  else if (r.can_bear_off) t += " " + tr("howto.path.leave");
  s.paragraphs.push_back(para(t));
  int common = 0;
  bool beyond_middle = false;
  for (SquareId sq = 0; sq < kSquareIds; ++sq)
    if (((r.board.squares >> sq) & 1u) != 0 && shared(r, sq)) {
      ++common;
      beyond_middle = beyond_middle || r.board.row(sq) != 1;
    }
  s.paragraphs.push_back(para(tr(beyond_middle ? "howto.path.mirror_far_end" : "howto.path.mirror", {{"n", common}})));
  if (visits_twice(r)) s.paragraphs.push_back(para(tr("howto.path.twice")));
  switch (r.stacks) {
    case StackRule::None: s.paragraphs.push_back(para(tr("howto.path.forward"))); break;
    case StackRule::SameFace: s.paragraphs.push_back(para(tr("howto.path.forward_stacks"))); break;
    case StackRule::Towers: s.paragraphs.push_back(para(tr("howto.path.forward_towers"))); break;
  }
  if (!rosettes_matter(r)) s.paragraphs.push_back(para(tr("howto.path.no_rosettes")));
  s.drawing.kind = HowToDrawingKind::Path;
  s.drawing.caption = tr(common > 0 ? "howto.path.caption_shared" : "howto.path.caption");
  return s;
}

HowToSection rosettes(const RuleSet& r) {
  HowToSection s{"rosettes", tr("howto.rosettes.heading"), {}, {}, {}};
  const int k = rosette_squares_on_path(r);
  // Each board marks its rosettes its own way: the royal board with a flower, the
  // Egyptian board with a cross.
  s.paragraphs.push_back(
      para(tr(r.board.shape == BoardShape::Aseb ? "howto.rosettes.count_cross" : "howto.rosettes.count", {{"n", k}})));
  std::vector<std::string> tags;
  if (r.place_without_throw) {
    s.paragraphs.push_back(para(!r.extra_on_rosette && !r.rosettes_safe ? tr("howto.rosettes.place")
                                : r.extra_on_rosette                   ? tr("howto.rosettes.place_matters")
                                    : tr("howto.rosettes.place_no_extra") + " " + tr("howto.rosettes.place_matters")));
  } else {
    std::string t;
    if (r.extra_on_rosette) {
      t += tr("howto.rosettes.extra") + " ";
      tags.push_back(tr("howto.rosettes.tag.throw_again"));
    } else {
      t += tr("howto.rosettes.no_extra") + " ";
    }
    if (r.rosettes_safe) {
      t += tr("howto.rosettes.safe");
      tags.push_back(tr("howto.rosettes.tag.safe"));
    } else if (r.stacks == StackRule::None) {
      t += tr("howto.rosettes.not_safe");
    }
    s.paragraphs.push_back(para(t));
  }
  if (r.tokens.enabled && (r.tokens.chance_gain > 0 || r.tokens.pass_over_cost > 0)) {
    std::string t;
    if (r.tokens.chance_gain > 0) {
      t += tr("howto.rosettes.earn", {{"tokens", tokens_text(r.tokens.chance_gain)}}) + " ";
      tags.push_back(tr("howto.rosettes.tag.earn", {{"tokens", tokens_text(r.tokens.chance_gain)}}));
    }
    if (r.tokens.pass_over_cost > 0) t += tr("howto.rosettes.pass_cost", {{"tokens", tokens_text(r.tokens.pass_over_cost)}});
    s.paragraphs.push_back(para(t));
  }
  if (r.coins.enabled && r.coins.rosette_fine > 0) {
    s.paragraphs.push_back(para(tr("howto.rosettes.fine", {{"coins", coins_text(r.coins.rosette_fine)}})));
    tags.push_back(tr("howto.rosettes.tag.fine", {{"coins", coins_text(r.coins.rosette_fine)}}));
  }

  HowToDrawing& d = s.drawing;
  d.kind = HowToDrawingKind::Board;
  for (int i = 0; i < r.path_length; ++i)
    if (r.board.is_rosette(square(r, kLight, i)) && r.index_of[kLight][square(r, kLight, i)][0] == i) d.marks.push_back({kLight, i, ""});
  const int target = shared_rosette_index(r);
  d.waiting = {r.pieces - 3, r.pieces - 1};
  if (r.place_without_throw) {
    // A stack topped by a light piece on the rosette lets Light place a piece instead of throwing.
    d.pieces.push_back({kLight, target, {{kDark, false}, {kLight, false}}, false});
    d.arrows.push_back({kLight, kHowToPool, 0, false});
    d.pieces.push_back({kLight, 0, {}, true});
    for (HowToMark& m : d.marks) {
      if (m.index == target) m.label = tr("howto.rosettes.mark.on_top");
      if (m.index == 0) m.label = tr("howto.rosettes.mark.place");
    }
    d.waiting = {r.pieces - 2, r.pieces - 1};
    d.caption = tr("howto.rosettes.caption.place");
    return s;
  }
  // A light piece about to land on the shared rosette.
  const int v = likely_value(r, [&](int x) {
    return target - x >= 0 && !r.board.is_rosette(square(r, kLight, target - x));
  });
  d.pieces.push_back({kLight, target - v, {}, false});
  d.pieces.push_back({kLight, target, {}, true});
  d.arrows.push_back({kLight, target - v, target, false});
  std::string label;
  for (const std::string& tag : tags) label += (label.empty() ? "" : " · ") + tag;
  for (HowToMark& m : d.marks)
    if (m.index == target) m.label = label;
  d.caption = label.empty() ? tr("howto.rosettes.caption") : tr("howto.rosettes.caption.tags", {{"tags", label}});
  return s;
}

HowToSection captures(const RuleSet& r) {
  HowToSection s{"captures", tr("howto.captures.heading"), {}, {}, {}};
  HowToDrawing& d = s.drawing;
  d.kind = HowToDrawingKind::Board;
  const int mid = first_shared_index(r);
  if (r.stacks == StackRule::SameFace) {
    s.heading = tr("howto.captures.heading.stacks");
    s.paragraphs.push_back(para(tr("howto.captures.stacks.share")));
    s.paragraphs.push_back(para(tr("howto.captures.stacks.control")));
    s.paragraphs.push_back(para(tr("howto.captures.stacks.split")));
    // Light lands on a dark stack and holds it prisoner.
    int v = likely_value(r, [&](int x) { return x >= 2 && mid + x < r.flip_index; });
    if (v == 0) v = likely_value(r, [&](int x) { return mid + x < r.flip_index; });
    const int to = mid + v;
    d.pieces.push_back({kLight, mid, {}, false});
    d.pieces.push_back({kDark, index_of(r, kDark, square(r, kLight, to)), {{kDark, false}, {kDark, false}}, false});
    d.arrows.push_back({kLight, mid, to, false});
    d.marks.push_back({kLight, to, tr("howto.captures.stacks.mark")});
    d.waiting = {r.pieces - 1, r.pieces - 2};
    d.caption = tr("howto.captures.stacks.caption");
    return s;
  }
  if (r.stacks == StackRule::Towers) {
    s.heading = tr("howto.captures.heading.towers");
    s.paragraphs.push_back(para(tr("howto.captures.towers.land")));
    s.paragraphs.push_back(para(tr("howto.captures.towers.carry")));
    s.paragraphs.push_back(para(tr("howto.captures.towers.leave")));
    const int v = likely_value(r, [&](int x) { return mid + x < r.path_length - 2; });
    const int to = mid + v;
    d.pieces.push_back({kLight, mid, {}, false});
    d.pieces.push_back({kDark, index_of(r, kDark, square(r, kLight, to)), {}, false});
    d.arrows.push_back({kLight, mid, to, false});
    d.marks.push_back({kLight, to, tr("howto.mark.prisoner")});
    d.waiting = {r.pieces - 1, r.pieces - 1};
    d.caption = tr("howto.captures.towers.caption");
    return s;
  }
  s.paragraphs.push_back(para(tr("howto.captures.land")));
  std::vector<std::string> extra;
  extra.push_back(tr(r.rosettes_safe ? "howto.captures.safe" : "howto.captures.not_safe"));
  if (r.extra_on_capture) extra.push_back(tr(r.extra_on_rosette ? "howto.captures.extra_once" : "howto.captures.extra"));
  if (r.tokens.enabled && r.tokens.capture_fee > 0)
    extra.push_back(tr("howto.captures.fee", {{"tokens", tokens_text(r.tokens.capture_fee)}}));
  std::string u;
  for (const std::string& e : extra) u += (u.empty() ? "" : " ") + e;
  s.paragraphs.push_back(para(u));
  // Light lands on a dark piece in the middle row; the dark piece goes back.
  const int rosette = shared_rosette_index(r);
  const int v = likely_value(r, [&](int x) {
    const int t = mid + x;
    return t < r.path_length && shared(r, square(r, kLight, t)) && !r.board.is_rosette(square(r, kLight, t));
  });
  const int to = mid + v;
  const int dark_at = index_of(r, kDark, square(r, kLight, to));
  d.pieces.push_back({kLight, mid, {}, false});
  d.pieces.push_back({kDark, dark_at, {}, false});
  d.arrows.push_back({kLight, mid, to, false});
  d.arrows.push_back({kDark, dark_at, 0, true});
  d.marks.push_back({kLight, to, tr(r.extra_on_capture ? "howto.captures.mark.extra" : "howto.captures.mark")});
  d.waiting = {r.pieces - 1, r.pieces - 2};
  if (r.rosettes_safe && rosette > to) {
    d.pieces.push_back({kDark, index_of(r, kDark, square(r, kLight, rosette)), {}, false});
    d.marks.push_back({kLight, rosette, tr("howto.captures.mark.safe")});
    --d.waiting[kDark];
  }
  d.caption = tr("howto.captures.caption");
  return s;
}

HowToSection bear_off(const RuleSet& r) {
  HowToDrawing d;
  d.kind = HowToDrawingKind::Board;
  const int len = r.path_length;
  if (!r.can_bear_off) {
    HowToSection s{"goal", tr("howto.goal.heading"), {}, {}, {}};
    s.paragraphs.push_back(para(tr("howto.goal.no_bear_off") +
                                (r.goal_cap > 0 ? " " + tr("howto.goal.cap", {{"n", r.goal_cap}}) : std::string())));
    s.paragraphs.push_back(para(tr("howto.goal.red")));
    const int v = likely_value(r, [&](int x) { return x >= 2 && len - 1 - x >= r.red_min_index; });
    const int from = len - 1 - v;
    d.pieces.push_back({kLight, from, {{kDark, false}, {kLight, false}}, false});
    d.pieces.push_back({kLight, len - 1, {{kLight, true}}, true});
    d.arrows.push_back({kLight, from, len - 1, false});
    d.marks.push_back({kLight, len - 2, tr("howto.goal.mark")});
    d.marks.push_back({kLight, len - 1, tr("howto.goal.mark.red")});
    d.waiting = {r.pieces - 2, r.pieces - 1};
    d.caption = tr("howto.goal.caption", {{"n", v}});
    s.drawing = d;
    return s;
  }
  HowToSection s{"bear-off", tr("howto.bear_off.heading"), {}, {}, {}};
  if (r.bear_off_value > 0) {
    s.paragraphs.push_back(para(tr("howto.bear_off.stack", {{"n", r.bear_off_value}})));
    d.pieces.push_back({kLight, len - 1, {{kDark, true}, {kLight, true}}, false});
    d.arrows.push_back({kLight, len - 1, len, false});
    d.marks.push_back({kLight, len - 1, tr("howto.bear_off.stack.mark", {{"n", r.bear_off_value}})});
    d.waiting = {r.pieces - 4, r.pieces - 2};
    d.off[kLight] = {{kLight, true}, {kDark, true}};
    d.caption = tr("howto.bear_off.stack.caption", {{"n", r.bear_off_value}});
    s.drawing = d;
    return s;
  }
  s.paragraphs.push_back(para(tr("howto.bear_off.exact")));
  s.paragraphs.push_back(para(tr("howto.bear_off.safe")));
  const int v = likely_value(r, [&](int x) { return x >= 2 && x <= len; });
  d.pieces.push_back({kLight, len - v, {}, false});
  d.arrows.push_back({kLight, len - v, len, false});
  d.marks.push_back({kLight, len - v, tr("howto.bear_off.mark", {{"n", v}})});
  const int home = std::min(3, r.pieces - 1);
  d.off[kLight].assign(static_cast<std::size_t>(home), {kLight, false});
  d.waiting = {r.pieces - 1 - home, r.pieces};
  d.caption = tr("howto.bear_off.caption", {{"n", v}});
  s.drawing = d;
  return s;
}


HowToSection dice(const RuleSet& r) {
  HowToSection s{"dice", tr("howto.dice.heading"), {}, {}, throw_rows(r)};
  s.paragraphs.push_back(para(r.dice == DiceKind::D6 ? tr("howto.dice.d6") : tr("howto.dice.binary", {{"n", r.dice_count}})));
  const bool extras = any_extra_in_table(r) || r.extra_on_rosette || r.extra_on_capture;
  std::string t = tr(extras ? "howto.dice.must_lost" : "howto.dice.must");
  if (!extras) t += " " + tr("howto.dice.no_extra");
  s.paragraphs.push_back(para(t));
  s.drawing.kind = HowToDrawingKind::Dice;
  return s;
}

HowToSection sources(const RuleSet& r) {
  HowToSection s{"sources", tr("howto.sources.heading"), {}, {}, {}};
  if (!r.source.empty()) s.paragraphs.push_back({rule_text(r, "source"), true});
  if (!r.notes.empty()) s.paragraphs.push_back({rule_text(r, "notes"), true});
  return s;
}

}  // namespace


std::vector<HowToSection> howto_sections(const RuleSet& r) {
  std::vector<HowToSection> out;
  out.push_back(aim(r));
  out.push_back(entering(r));
  out.push_back(path(r));
  if (rosettes_matter(r)) out.push_back(rosettes(r));
  out.push_back(captures(r));
  if (r.flip_index >= 0) out.push_back(flip(r));
  out.push_back(bear_off(r));
  if (r.stacks == StackRule::Towers && r.red_min_index > 0) out.push_back(red(r));
  if (r.tokens.enabled) out.push_back(tokens(r));
  if (r.coins.enabled) out.push_back(coins(r));
  out.push_back(dice(r));
  if (!r.source.empty() || !r.notes.empty()) out.push_back(sources(r));
  // Small variants (finkel:2) have fewer pieces than the drawings' rows assume.
  for (HowToSection& s : out)
    for (int& n : s.drawing.waiting) n = std::clamp(n, 0, r.pieces);
  return out;
}

// ------------------------------------------------------------------ the dice

std::vector<ThrowRow> throw_rows(const RuleSet& r) {
  std::vector<ThrowRow> rows;
  const bool restricted = !enters_on_any(r);
  for (const ChanceOutcome& c : throw_outcomes(r)) {
    ThrowRow row;
    row.outcome = c.outcome;
    const int outcome = static_cast<int>(c.outcome);
    row.label = r.dice == DiceKind::D6 ? tr("howto.table.die_shows", {{"n", outcome}}) : tr_count("howto.table.marked", outcome);
    row.numerator = c.numerator;
    row.denominator = c.denominator;
    row.chance = tr("howto.table.chance_value", {{"a", static_cast<int>(c.numerator)}, {"b", static_cast<int>(c.denominator)}});
    const ThrowEntry& e = r.throw_table[c.outcome];
    row.meaning = e.move == 0 ? tr("howto.table.no_move") : tr("howto.table.move", {{"n", e.move}});
    if (e.extra_throw) row.meaning += tr("howto.table.throw_again");
    if (restricted && may_enter_on(r, e.move)) row.meaning += tr("howto.table.may_enter");
    if (r.bear_off_value > 0 && e.move == r.bear_off_value) row.meaning += tr("howto.table.or_bear_off");
    rows.push_back(row);
  }
  return rows;
}

std::string throw_headline(const RuleSet& r, int outcome) {
  const int v = r.move_value(outcome);
  const std::string what = v == 0 ? tr("howto.table.no_move") : tr("howto.table.move", {{"n", v}});
  return r.dice == DiceKind::D6 ? tr("howto.dice.headline.d6", {{"n", outcome}, {"what", what}})
                                : tr_count("howto.dice.headline.marked", outcome, {{"what", what}});
}

std::string throw_details(const RuleSet& r, int outcome) {
  const int v = r.move_value(outcome);
  if (v == 0) {
    std::string t = tr("howto.dice.nothing");
    if (r.tokens.enabled && r.tokens.pass_cost > 0)
      t += " " + tr("howto.dice.nothing_costs", {{"tokens", tokens_text(r.tokens.pass_cost)}});
    return t;
  }
  const std::string_view what = r.stacks == StackRule::SameFace ? "howto.dice.move.stack"
                                : r.stacks == StackRule::Towers  ? "howto.dice.move.top"
                                                                 : "howto.dice.move.piece";
  std::string t = tr(what, {{"squares", tr_count("unit.square", v)}});
  if (may_enter_on(r, v)) t += r.enter_at_start ? tr("howto.dice.or_enter_first") : tr("howto.dice.or_enter", {{"ordinal", ordinal(v)}});
  else if (!enters_on_any(r)) t += tr("howto.dice.no_entry");
  t += ".";
  if (r.bear_off_value > 0 && v == r.bear_off_value) t += " " + tr("howto.dice.stack_off");
  if (r.throw_table[static_cast<unsigned>(outcome)].extra_throw) t += " " + tr("howto.dice.then_again");
  return t;
}

HowToThrow howto_throw(const RuleSet& r, std::uint64_t& rng) {
  HowToThrow t;
  if (r.dice == DiceKind::D6) {
    t.outcome = static_cast<int>(random_below(rng, 6)) + 1;
    t.faces = {t.outcome};
    return t;
  }
  const std::uint64_t bits = splitmix64(rng);
  t.outcome = 0;
  for (int i = 0; i < r.dice_count; ++i) {
    const int marked = static_cast<int>((bits >> i) & 1u);
    t.faces.push_back(marked);
    t.outcome += marked;
  }
  return t;
}

}  // namespace ur
