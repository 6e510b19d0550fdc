// The pages of "How to play", written from the RuleSet's fields: every sentence is chosen
// by a field (rosettes_safe, extra_on_rosette, entry_values, stacks, tokens, ...) and every
// number comes from one, so the pages say what the engine does. The rule set's own texts
// (summary, source, notes) are only placed, never rewritten here.
#include "ui/howto.hpp"

#include <algorithm>
#include <bit>
#include <cmath>

#include "core/dice.hpp"
#include "ui/describe.hpp"

namespace ur {
namespace {

std::string num(int n) { return std::to_string(n); }

std::string plural(int n, const std::string& one, const std::string& many) {
  return num(n) + " " + (n == 1 ? one : many);
}

// "first", "second", ... "fifth", then "6th", "13th", "21st".
std::string ordinal(int n) {
  static const char* const kWords[] = {"", "first", "second", "third", "fourth", "fifth"};
  if (n >= 1 && n <= 5) return kWords[n];
  const int tens = n % 100, ones = n % 10;
  const char* suffix = (tens >= 11 && tens <= 13) ? "th" : ones == 1 ? "st" : ones == 2 ? "nd" : ones == 3 ? "rd" : "th";
  return num(n) + suffix;
}

// "1", "1 or 5", "1, 2 or 3".
std::string or_list(const std::vector<int>& values) {
  std::string out;
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i > 0) out += i + 1 == values.size() ? " or " : ", ";
    out += num(values[i]);
  }
  return out;
}

// "a, b and c".
std::string and_list(const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += i + 1 == items.size() ? " and " : ", ";
    out += items[i];
  }
  return out;
}

// The move values a throw can give (no zero), ascending.
std::vector<int> move_values(const RuleSet& r) {
  std::vector<int> out;
  for (int o = r.first_outcome(); o <= r.last_outcome(); ++o) {
    const int v = r.move_value(o);
    if (v > 0 && std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
  }
  std::sort(out.begin(), out.end());
  return out;
}

double value_chance(const RuleSet& r, int v) {
  double p = 0;
  for (const ChanceOutcome& c : throw_outcomes(r))
    if (r.move_value(c.outcome) == v) p += c.probability();
  return p;
}

bool may_enter_on(const RuleSet& r, int v) { return v > 0 && ((r.entry_values >> v) & 1u) != 0; }

// Every value a throw can give may enter a piece.
bool enters_on_any(const RuleSet& r) {
  for (const int v : move_values(r))
    if (!may_enter_on(r, v)) return false;
  return true;
}

std::vector<int> entry_values(const RuleSet& r) {
  std::vector<int> out;
  for (const int v : move_values(r))
    if (may_enter_on(r, v)) out.push_back(v);
  return out;
}

// The most likely of the values that pass `ok` (ties: the larger), or 0.
template <typename Ok>
int likely_value(const RuleSet& r, Ok ok) {
  int best = 0;
  double best_p = -1;
  for (const int v : move_values(r)) {
    if (!ok(v)) continue;
    const double p = value_chance(r, v);
    if (p >= best_p - 1e-12) {
      best = v;
      best_p = p;
    }
  }
  return best;
}

SquareId square(const RuleSet& r, Side side, int index) { return r.path[side][static_cast<unsigned>(index)]; }

bool on_path(const RuleSet& r, Side side, SquareId sq) { return r.index_of[side][sq][0] != 0xFF; }
bool shared(const RuleSet& r, SquareId sq) { return on_path(r, kLight, sq) && on_path(r, kDark, sq); }
int index_of(const RuleSet& r, Side side, SquareId sq) {
  const int i = r.index_of[side][sq][0];
  return i == 0xFF ? -1 : i;
}

int first_shared_index(const RuleSet& r) {
  for (int i = 0; i < r.path_length; ++i)
    if (shared(r, square(r, kLight, i))) return i;
  return 0;
}

// Light's first rosette that both paths cross (the middle one), else the first rosette.
int shared_rosette_index(const RuleSet& r) {
  int any = -1;
  for (int i = 0; i < r.path_length; ++i) {
    const SquareId sq = square(r, kLight, i);
    if (!r.board.is_rosette(sq)) continue;
    if (shared(r, sq)) return i;
    if (any < 0) any = i;
  }
  return any;
}

int rosette_squares_on_path(const RuleSet& r) {
  std::uint32_t seen = 0;
  for (int i = 0; i < r.path_length; ++i)
    if (r.board.is_rosette(square(r, kLight, i))) seen |= square_bit(square(r, kLight, i));
  return std::popcount(seen);
}

bool visits_twice(const RuleSet& r) {
  for (int i = 0; i < r.path_length; ++i)
    if (r.index_of[kLight][square(r, kLight, i)][1] != 0xFF) return true;
  return false;
}

bool any_extra_in_table(const RuleSet& r) {
  for (int o = r.first_outcome(); o <= r.last_outcome(); ++o)
    if (r.throw_table[static_cast<unsigned>(o)].extra_throw) return true;
  return false;
}

bool rosettes_matter(const RuleSet& r) {
  return r.rosettes_safe || r.extra_on_rosette || r.place_without_throw ||
         (r.tokens.enabled && (r.tokens.chance_gain > 0 || r.tokens.pass_over_cost > 0)) ||
         (r.coins.enabled && r.coins.rosette_fine > 0);
}

// How the path runs, in rows: "4 squares along your own side, 8 along the middle row and
// 2 on your own side again".
std::string path_runs(const RuleSet& r) {
  std::vector<std::pair<int, int>> runs;  // (row kind: 0 own, 1 middle, 2 opponent's, count)
  for (int i = 0; i < r.path_length; ++i) {
    const int row = r.board.row(square(r, kLight, i));
    if (!runs.empty() && runs.back().first == row) ++runs.back().second;
    else runs.push_back({row, 1});
  }
  std::vector<std::string> parts;
  std::array<bool, 3> seen{};
  for (std::size_t k = 0; k < runs.size(); ++k) {
    const auto [row, n] = runs[k];
    std::string part = k == 0 ? plural(n, "square", "squares") : num(n);
    part += row == 0 ? " on your own side" : row == 1 ? " along the middle row" : " on your opponent's side";
    if (seen[static_cast<unsigned>(row)]) part += " again";
    seen[static_cast<unsigned>(row)] = true;
    parts.push_back(part);
  }
  return and_list(parts);
}

HowToParagraph para(std::string text) { return {std::move(text), false}; }

// ------------------------------------------------------------------ the sections

HowToSection aim(const RuleSet& r) {
  HowToSection s{"aim", "The aim", {}, {}, {}};
  if (!r.summary.empty()) s.paragraphs.push_back({std::string(r.summary), true});
  const std::string n = num(r.pieces);
  std::string t = "Light plays the carved shell pieces, Dark the pieces with five white dots, " + n + " each. ";
  switch (r.win) {
    case WinRule::BearOffAll:
      t += "The first to race all " + n + " along their path and off the board wins.";
      break;
    case WinRule::Score:
      t += "Every piece you bear off scores a point for you, whatever its colour. A score of " + num(r.pieces + 1) +
           " (more than half of all " + num(2 * r.pieces) +
           " pieces) wins at once; when every piece is off, the higher score wins and equal scores are a draw.";
      break;
    case WinRule::CaptureAll:
      t += "Pieces are never borne off: you win by capturing all " + n +
           " of your opponent's pieces, holding them prisoner or putting them out of the game.";
      if (r.turn_limit > 0)
        t += " If nobody has won after " + num(r.turn_limit) + " turns (" + num(r.turn_limit / 2) +
             " each), the player holding more captured pieces wins; equal is a draw.";
      break;
  }
  s.paragraphs.push_back(para(t));
  switch (r.first_player) {
    case FirstPlayer::Light: s.paragraphs.push_back(para("Light moves first.")); break;
    case FirstPlayer::HighestThrow:
      s.paragraphs.push_back(para(
          "Who starts: Light throws, then Dark. The throw that moves further starts (a throw that moves nothing counts "
          "0); a tie is thrown again. The winner then throws afresh for the first turn."));
      break;
    case FirstPlayer::Random: s.paragraphs.push_back(para("Who starts is decided at random, like tossing a coin.")); break;
    case FirstPlayer::FirstToThrowOne:
      s.paragraphs.push_back(para(
          "Who starts: the players throw in turn, Light first. The first to throw a 1 starts, and that throw is played "
          "as their first move."));
      break;
  }
  if (r.coins.enabled) s.paragraphs.push_back(para("Each game is played for coins: see The purse."));
  if (r.tokens.enabled) s.paragraphs.push_back(para("Tokens change hands all through the game: see Tokens."));

  HowToDrawing& d = s.drawing;
  d.kind = HowToDrawingKind::Board;
  const int len = r.path_length;
  const int mid = first_shared_index(r);
  if (r.win == WinRule::CaptureAll) {
    // A light piece holding a dark prisoner, and dark pieces already out of the game.
    d.pieces.push_back({kLight, mid + 3, {{kDark, false}, {kLight, false}}, false});
    d.pieces.push_back({kDark, 1, {}, false});
    d.pieces.push_back({kLight, 2, {}, false});
    d.marks.push_back({kLight, mid + 3, "prisoner"});
    d.waiting = {r.pieces - 3, r.pieces - 4};
    d.off[kDark] = {{kDark, false}, {kDark, false}};
    d.caption = "Capture all " + n + " dark pieces to win";
    return s;
  }
  if (r.win == WinRule::Score) {
    d.pieces.push_back({kLight, len - 1, {{kDark, true}, {kLight, true}}, false});
    d.pieces.push_back({kDark, mid + 2, {}, false});
    d.arrows.push_back({kLight, len - 1, len, false});
    d.waiting = {r.pieces - 6, r.pieces - 4};
    d.off[kLight] = {{kLight, true}, {kDark, true}, {kLight, true}};
    d.off[kDark] = {{kDark, true}};
    d.caption = "Every piece you bear off scores for you";
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
  d.caption = "First to bear off all " + n + " pieces wins";
  return s;
}

HowToSection entering(const RuleSet& r) {
  HowToSection s{"entering", "Entering", {}, {}, {}};
  const std::vector<int> values = entry_values(r);
  std::string t = "Your pieces start beside the board. ";
  if (r.enter_at_start) {
    t += "A throw of " + or_list(values) +
         " may bring a new piece onto your first square, instead of moving: that is your whole turn. If a stack "
         "already stands there, the new piece goes on top of it.";
  } else if (enters_on_any(r)) {
    t += "Instead of moving a piece already on the board, any throw that moves can bring a new piece on: it lands on "
         "the square the throw counts to, so a 3 puts it on your third square.";
  } else {
    const int v = values.empty() ? 0 : values.front();
    t += (values.size() == 1 ? "Only a throw of " + num(v) + " can" : "Only a throw of " + or_list(values) + " can") +
         " bring a new piece onto the board, instead of moving one: it lands on the square the throw counts to";
    if (values.size() == 1) t += ", your " + ordinal(v) + " square";
    t += ".";
  }
  s.paragraphs.push_back(para(t));
  if (r.stacks == StackRule::None) {
    std::string u = "A piece cannot enter onto a square holding one of your own pieces.";
    bool can_capture = false;
    for (const int v : values)
      if (v - 1 < r.path_length && shared(r, square(r, kLight, v - 1))) can_capture = true;
    if (can_capture) u += " Entering onto an enemy piece captures it.";
    s.paragraphs.push_back(para(u));
  } else if (r.stacks == StackRule::Towers) {
    s.paragraphs.push_back(para("If pieces already stand on that square, the new piece goes on top of them."));
  }
  if (r.tokens.enabled && r.tokens.pay_to_enter > 0)
    s.paragraphs.push_back(para("Before throwing, you may instead pay " + plural(r.tokens.pay_to_enter, "token", "tokens") +
                                " to put a new piece on your first square, if it is empty; then you throw as usual."));
  if (r.place_without_throw)
    s.paragraphs.push_back(para(
        "Instead of throwing, while one of your stacks with your own piece on top stands on a rosette, you may place a "
        "new piece on your first square; that is your turn."));

  HowToDrawing& d = s.drawing;
  d.kind = HowToDrawingKind::Board;
  d.waiting = {std::max(1, r.pieces - 2), std::max(1, r.pieces - 2)};
  d.off = {};
  const int v = likely_value(r, [&](int x) { return may_enter_on(r, x) && (r.enter_at_start || x - 1 < r.path_length); });
  const int to = r.enter_at_start ? 0 : v - 1;
  d.arrows.push_back({kLight, kHowToPool, to, false});
  d.pieces.push_back({kLight, to, {}, true});
  if (r.enter_at_start) {
    d.marks.push_back({kLight, to, "a " + or_list(values)});
    d.caption = "A " + or_list(values) + ": a new piece onto your first square";
  } else {
    d.marks.push_back({kLight, to, "throw " + num(v)});
    d.caption = "A throw of " + num(v) + ": a new piece enters on your " + ordinal(v) + " square";
  }
  // A dark piece already on its way, for scale.
  d.pieces.push_back({kDark, 1, {}, false});
  --d.waiting[kDark];
  return s;
}

HowToSection path(const RuleSet& r) {
  HowToSection s{"path", "The path", {}, {}, {}};
  std::string t = "Your pieces follow a fixed path of " + num(r.path_length) + " squares: " + path_runs(r) + ".";
  if (r.bear_off_value > 0) t += " From the last square a stack leaves the board only on a throw of " + num(r.bear_off_value) + ".";
  else if (r.can_bear_off) t += " From the last square they leave the board.";
  s.paragraphs.push_back(para(t));
  int common = 0;
  bool beyond_middle = false;
  for (SquareId sq = 0; sq < kSquareIds; ++sq)
    if (((r.board.squares >> sq) & 1u) != 0 && shared(r, sq)) {
      ++common;
      beyond_middle = beyond_middle || r.board.row(sq) != 1;
    }
  s.paragraphs.push_back(para("Dark's path is the mirror image of Light's, on the other side of the board. Pieces meet on the " +
                              num(common) + " squares both paths use: the middle row" +
                              (beyond_middle ? " and the squares at its far end." : ".")));
  if (visits_twice(r))
    s.paragraphs.push_back(para("Some squares are on your path twice: you cross them going out and again coming back."));
  switch (r.stacks) {
    case StackRule::None:
      s.paragraphs.push_back(para(
          "A piece always moves forward, exactly as many squares as the throw says. It may not land on a square holding "
          "one of your own pieces."));
      break;
    case StackRule::SameFace:
      s.paragraphs.push_back(para(
          "A stack always moves forward, exactly as many squares as the throw says, and never past your last square. "
          "Any number of pieces may share a square."));
      break;
    case StackRule::Towers:
      s.paragraphs.push_back(para(
          "A piece moves forward, exactly as many squares as the throw says, and never past your last square. It may "
          "land on any square, even on other pieces."));
      break;
  }
  if (!rosettes_matter(r)) s.paragraphs.push_back(para("The rosettes have no special meaning in this game."));
  s.drawing.kind = HowToDrawingKind::Path;
  s.drawing.caption = "Light's path, step by step";
  return s;
}

HowToSection rosettes(const RuleSet& r) {
  HowToSection s{"rosettes", "Rosettes", {}, {}, {}};
  const int k = rosette_squares_on_path(r);
  // Each board marks its rosettes its own way: the royal board with a flower, the
  // Egyptian board with a cross.
  const char* mark = r.board.shape == BoardShape::Aseb ? "marked with a cross" : "with a flower";
  s.paragraphs.push_back(para("The five rosettes are the squares " + std::string(mark) + ". Your path crosses " + num(k) +
                              " of them."));
  std::vector<std::string> tags;
  if (r.place_without_throw) {
    s.paragraphs.push_back(para(
        std::string(r.extra_on_rosette ? "" : "Here a rosette gives no extra throw") +
        (r.rosettes_safe ? "." : " and no protection. ") +
        "It matters when one of your stacks stands on a rosette with your own piece on top: then, instead of throwing, "
        "you may place a new piece on your first square."));
  } else {
    std::string t;
    if (r.extra_on_rosette) {
      t += "Landing on a rosette gives you another throw. ";
      tags.push_back("throw again");
    } else {
      t += "Landing on a rosette gives no extra throw in this game. ";
    }
    if (r.rosettes_safe) {
      t += "A piece on a rosette is safe: it cannot be captured, and no enemy piece may land there.";
      tags.push_back("safe");
    } else if (r.stacks == StackRule::None) {
      t += "Rosettes are not safe here: a piece on one can be captured like anywhere else.";
    }
    s.paragraphs.push_back(para(t));
  }
  if (r.tokens.enabled && (r.tokens.chance_gain > 0 || r.tokens.pass_over_cost > 0)) {
    std::string t;
    if (r.tokens.chance_gain > 0) {
      t += "Stopping on a rosette earns " + plural(r.tokens.chance_gain, "token", "tokens") +
           " from the reserve, while any are left. ";
      tags.push_back("+" + plural(r.tokens.chance_gain, "token", "tokens"));
    }
    if (r.tokens.pass_over_cost > 0)
      t += "Passing over a rosette without stopping costs " + plural(r.tokens.pass_over_cost, "token", "tokens") + ".";
    s.paragraphs.push_back(para(t));
  }
  if (r.coins.enabled && r.coins.rosette_fine > 0) {
    s.paragraphs.push_back(para("Every landing on a rosette costs a fine of " + plural(r.coins.rosette_fine, "coin", "coins") +
                                ", paid into the pot."));
    tags.push_back("fine " + plural(r.coins.rosette_fine, "coin", "coins"));
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
      if (m.index == target) m.label = "your piece on top";
      if (m.index == 0) m.label = "place";
    }
    d.waiting = {r.pieces - 2, r.pieces - 1};
    d.caption = "Your piece on top on a rosette: place, don't throw";
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
  d.caption = label.empty() ? "Landing on a rosette" : "Landing on a rosette: " + label;
  return s;
}

HowToSection captures(const RuleSet& r) {
  HowToSection s{"captures", "Captures", {}, {}, {}};
  HowToDrawing& d = s.drawing;
  d.kind = HowToDrawingKind::Board;
  const int mid = first_shared_index(r);
  if (r.stacks == StackRule::SameFace) {
    s.heading = "Stacks and prisoners";
    s.paragraphs.push_back(para(
        "Any number of pieces may share a square, in a stack. A piece or stack that ends its move on a stack showing "
        "the same face goes on top of it."));
    s.paragraphs.push_back(para(
        "The player whose piece is on top controls the stack: enemy pieces beneath your top piece are your prisoners. "
        "They cannot move while they are covered, and when you bear the stack off they score for you. Nothing is ever "
        "sent back to the start."));
    s.paragraphs.push_back(para(
        "You move a whole stack topped by your piece, or split it: lift only the part above one of your own pieces."));
    // Light lands on a dark stack and holds it prisoner.
    int v = likely_value(r, [&](int x) { return x >= 2 && mid + x < r.flip_index; });
    if (v == 0) v = likely_value(r, [&](int x) { return mid + x < r.flip_index; });
    const int to = mid + v;
    d.pieces.push_back({kLight, mid, {}, false});
    d.pieces.push_back({kDark, index_of(r, kDark, square(r, kLight, to)), {{kDark, false}, {kDark, false}}, false});
    d.arrows.push_back({kLight, mid, to, false});
    d.marks.push_back({kLight, to, "2 prisoners"});
    d.waiting = {r.pieces - 1, r.pieces - 2};
    d.caption = "Light lands on top of a dark stack: 2 prisoners";
    return s;
  }
  if (r.stacks == StackRule::Towers) {
    s.heading = "Captures and prisoners";
    s.paragraphs.push_back(para(
        "Landing exactly on a square with enemy pieces captures them: your piece goes on top, and every enemy piece "
        "beneath one of yours is your prisoner. You may land on your own pieces too; the tower just grows."));
    s.paragraphs.push_back(para(
        "Only the top piece of a tower moves. It may carry the enemy pieces directly beneath it along as prisoners, or "
        "leave them behind, free again. On a square your opponent's path does not cross, it must take them along."));
    s.paragraphs.push_back(para("Prisoners carried onto your last square leave the game for good."));
    const int v = likely_value(r, [&](int x) { return mid + x < r.path_length - 2; });
    const int to = mid + v;
    d.pieces.push_back({kLight, mid, {}, false});
    d.pieces.push_back({kDark, index_of(r, kDark, square(r, kLight, to)), {}, false});
    d.arrows.push_back({kLight, mid, to, false});
    d.marks.push_back({kLight, to, "prisoner"});
    d.waiting = {r.pieces - 1, r.pieces - 1};
    d.caption = "Light lands on Dark: the dark piece is held prisoner";
    return s;
  }
  s.paragraphs.push_back(para(
      "Landing on a square held by an enemy piece captures it: the enemy piece goes back beside the board and must "
      "enter again from the start. Captures happen only on the squares both paths use."));
  std::vector<std::string> extra;
  if (r.rosettes_safe) extra.push_back("A piece on a rosette is safe from capture.");
  else extra.push_back("Rosettes do not protect a piece here.");
  if (r.extra_on_capture)
    extra.push_back(std::string("A capture gives you another throw") +
                    (r.extra_on_rosette ? " (one move never gives more than one, even when it also lands on a rosette)."
                                        : "."));
  if (r.tokens.enabled && r.tokens.capture_fee > 0)
    extra.push_back("The captured piece's owner also pays the capturer " + plural(r.tokens.capture_fee, "token", "tokens") + ".");
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
  d.marks.push_back({kLight, to, r.extra_on_capture ? "captured · throw again" : "captured"});
  d.waiting = {r.pieces - 1, r.pieces - 2};
  if (r.rosettes_safe && rosette > to) {
    d.pieces.push_back({kDark, index_of(r, kDark, square(r, kLight, rosette)), {}, false});
    d.marks.push_back({kLight, rosette, "safe"});
    --d.waiting[kDark];
  }
  d.caption = "Light lands on Dark: the dark piece goes back to the start";
  return s;
}

HowToSection bear_off(const RuleSet& r) {
  HowToDrawing d;
  d.kind = HowToDrawingKind::Board;
  const int len = r.path_length;
  if (!r.can_bear_off) {
    HowToSection s{"goal", "Goal squares", {}, {}, {}};
    s.paragraphs.push_back(para(
        "There is no bearing off. The last two squares of your path are your goal squares. A move may not go past your "
        "last square, so reaching them needs an exact throw." +
        (r.goal_cap > 0 ? " At most " + num(r.goal_cap) + " of your own pieces may stand on each goal square." : std::string())));
    s.paragraphs.push_back(para(
        "A piece that reaches your last square turns red, and any prisoners it carries there leave the game."));
    const int v = likely_value(r, [&](int x) { return x >= 2 && len - 1 - x >= r.red_min_index; });
    const int from = len - 1 - v;
    d.pieces.push_back({kLight, from, {{kDark, false}, {kLight, false}}, false});
    d.pieces.push_back({kLight, len - 1, {{kLight, true}}, true});
    d.arrows.push_back({kLight, from, len - 1, false});
    d.marks.push_back({kLight, len - 2, "goal"});
    d.marks.push_back({kLight, len - 1, "goal · turns red"});
    d.waiting = {r.pieces - 2, r.pieces - 1};
    d.caption = "Exactly " + num(v) + " onto the last square: red, and the prisoner is out";
    s.drawing = d;
    return s;
  }
  HowToSection s{"bear-off", "Bearing off", {}, {}, {}};
  if (r.bear_off_value > 0) {
    s.paragraphs.push_back(para(
        "A stack may not go past your last square. It waits there until a throw of exactly " + num(r.bear_off_value) +
        " takes the whole stack off the board, and every piece in it, of either colour, scores a point for you."));
    d.pieces.push_back({kLight, len - 1, {{kDark, true}, {kLight, true}}, false});
    d.arrows.push_back({kLight, len - 1, len, false});
    d.marks.push_back({kLight, len - 1, "only a " + num(r.bear_off_value)});
    d.waiting = {r.pieces - 4, r.pieces - 2};
    d.off[kLight] = {{kLight, true}, {kDark, true}};
    d.caption = "From the last square only a " + num(r.bear_off_value) + " bears the stack off: 2 points";
    s.drawing = d;
    return s;
  }
  s.paragraphs.push_back(para(
      "A piece leaves the board with a throw that takes it exactly one step past your last square: a 1 from the last "
      "square, a 2 from the one before, and so on. A throw that would take it further cannot move that piece."));
  s.paragraphs.push_back(para("A piece borne off is safe for the rest of the game."));
  const int v = likely_value(r, [&](int x) { return x >= 2 && x <= len; });
  d.pieces.push_back({kLight, len - v, {}, false});
  d.arrows.push_back({kLight, len - v, len, false});
  d.marks.push_back({kLight, len - v, "exactly " + num(v)});
  const int home = std::min(3, r.pieces - 1);
  d.off[kLight].assign(static_cast<std::size_t>(home), {kLight, false});
  d.waiting = {r.pieces - 1 - home, r.pieces};
  d.caption = "From here it takes exactly " + num(v) + " to bear off";
  s.drawing = d;
  return s;
}

HowToSection flip(const RuleSet& r) {
  HowToSection s{"flip", "Turning over", {}, {}, {}};
  const int f = r.flip_index;
  s.paragraphs.push_back(para(
      "Your pieces set out engraved side up. A stack that reaches or passes your " + ordinal(f + 1) +
      " square turns over, plain side up, and travels back along the middle row to your last square."));
  s.paragraphs.push_back(para(
      "Only stacks showing the same face join: an engraved stack and a plain one on the same square stand side by side. "
      "Going out, engraved stacks meet and join; coming back, plain ones do."));
  HowToDrawing& d = s.drawing;
  d.kind = HowToDrawingKind::Board;
  const int v = likely_value(r, [&](int x) { return x >= 2 && f - x + 1 >= 0 && f - x + 1 + x < r.path_length; });
  const int from = f + 1 - v;
  d.pieces.push_back({kLight, from, {{kLight, false}, {kLight, false}}, false});
  d.pieces.push_back({kLight, from + v, {{kLight, true}, {kLight, true}}, true});
  d.arrows.push_back({kLight, from, from + v, false});
  d.marks.push_back({kLight, f, "turns over here"});
  d.waiting = {r.pieces - 2, r.pieces};
  d.caption = "Past your " + ordinal(f + 1) + " square the stack turns over";
  return s;
}

HowToSection red(const RuleSet& r) {
  HowToSection s{"red", "Red pieces", {}, {}, {}};
  const int len = r.path_length;
  s.paragraphs.push_back(para(
      "A piece that reaches your last square turns red. A red piece may move forward or backward, the full throw, "
      "between the first square of the middle row and your last square."));
  s.paragraphs.push_back(para("It may go backward only alone, without prisoners."));
  HowToDrawing& d = s.drawing;
  d.kind = HowToDrawingKind::Board;
  const int at = len - 3;
  const int back = likely_value(r, [&](int x) { return at - x >= r.red_min_index && x >= 2; });
  d.pieces.push_back({kLight, at, {{kLight, true}}, false});
  d.arrows.push_back({kLight, at, at - back, false});
  d.arrows.push_back({kLight, at, len - 1, false});
  d.marks.push_back({kLight, r.red_min_index, "red track starts"});
  if (at - back != r.red_min_index) d.marks.push_back({kLight, at - back, "back " + num(back)});
  d.marks.push_back({kLight, len - 1, "forward " + num(len - 1 - at)});
  d.waiting = {r.pieces - 1, r.pieces};
  d.caption = "A red piece goes forward or back";
  return s;
}

HowToSection tokens(const RuleSet& r) {
  const TokenRules& k = r.tokens;
  HowToSection s{"tokens", "Tokens", {}, {}, {}};
  auto tok = [](int n) { return plural(n, "token", "tokens"); };
  s.paragraphs.push_back(para("Each player starts with " + tok(k.start) + "; " + num(k.reserve) +
                              " more lie in the reserve between you."));
  std::vector<std::string> lines;
  if (k.pay_to_enter > 0)
    lines.push_back("Before throwing, you may pay " + tok(k.pay_to_enter) +
                    " into the reserve to put a new piece on your first square, if it is empty.");
  if (k.chance_gain > 0) lines.push_back("Stopping on a rosette takes " + tok(k.chance_gain) + " from the reserve.");
  if (k.pass_over_cost > 0) lines.push_back("Passing over a rosette without stopping costs " + tok(k.pass_over_cost) + ".");
  if (k.capture_fee > 0) lines.push_back("When your piece is captured, you pay the capturer " + tok(k.capture_fee) + ".");
  if (k.pass_cost > 0) lines.push_back("A throw you cannot use costs " + tok(k.pass_cost) + ".");
  std::string t;
  for (const std::string& l : lines) t += (t.empty() ? "" : " ") + l;
  if (!t.empty()) s.paragraphs.push_back(para(t));
  s.paragraphs.push_back(para("If you cannot pay in full, you pay what you have and miss your next turn."));
  if (k.settle_at_end)
    s.paragraphs.push_back(para(
        "At the end the winner takes the reserve, and the loser pays the winner 1 token for each of their pieces still on "
        "the board and 2 for each not yet entered, as far as they can."));
  HowToDrawing& d = s.drawing;
  d.kind = HowToDrawingKind::Board;
  // One light piece passes over a rosette, another stops on one.
  int first_rosette = -1, second_rosette = -1;
  for (int i = 0; i < r.path_length; ++i)
    if (r.board.is_rosette(square(r, kLight, i))) {
      if (first_rosette < 0) first_rosette = i;
      else if (second_rosette < 0) second_rosette = i;
    }
  const int over = likely_value(r, [&](int x) { return x >= 2 && first_rosette - 1 >= 0 && first_rosette - 1 + x < second_rosette; });
  const int stop = likely_value(r, [&](int x) { return second_rosette - x > first_rosette - 1 + over; });
  d.pieces.push_back({kLight, first_rosette - 1, {}, false});
  d.arrows.push_back({kLight, first_rosette - 1, first_rosette - 1 + over, false});
  d.pieces.push_back({kLight, second_rosette - stop, {}, false});
  d.arrows.push_back({kLight, second_rosette - stop, second_rosette, false});
  d.marks.push_back({kLight, first_rosette, "pass over: pay " + num(k.pass_over_cost)});
  d.marks.push_back({kLight, second_rosette, "stop: earn " + num(k.chance_gain)});
  d.waiting = {r.pieces - 2, r.pieces};
  d.caption = "Pass over a rosette: pay " + num(k.pass_over_cost) + ". Stop on one: earn " + num(k.chance_gain) + ".";
  return s;
}

HowToSection coins(const RuleSet& r) {
  const CoinRules& c = r.coins;
  HowToSection s{"coins", "The purse", {}, {}, {}};
  auto coin = [](int n) { return plural(n, "coin", "coins"); };
  s.paragraphs.push_back(para("You play a match of several games for coins. Each purse holds " + coin(c.purse) +
                              " at the start of the match and carries over from game to game."));
  s.paragraphs.push_back(para("At the start of each game both players pay a stake of " + coin(c.stake) +
                              " into the pot. Every landing on a rosette costs a fine of " + coin(c.rosette_fine) +
                              ", paid into the pot too. The winner of the game takes the pot."));
  s.paragraphs.push_back(para("A player who cannot pay in full pays what they have."));
  HowToDrawing& d = s.drawing;
  d.kind = HowToDrawingKind::Board;
  const int target = shared_rosette_index(r);
  const int v = likely_value(r, [&](int x) { return target - x >= 0 && !r.board.is_rosette(square(r, kLight, target - x)); });
  d.pieces.push_back({kLight, target - v, {}, false});
  d.pieces.push_back({kLight, target, {}, true});
  d.arrows.push_back({kLight, target - v, target, false});
  d.marks.push_back({kLight, target, "fine: " + coin(c.rosette_fine)});
  d.waiting = {r.pieces - 1, r.pieces};
  d.caption = "Each landing on a rosette pays " + coin(c.rosette_fine) + " into the pot";
  return s;
}

HowToSection dice(const RuleSet& r) {
  HowToSection s{"dice", "The dice", {}, {}, throw_rows(r)};
  if (r.dice == DiceKind::D6)
    s.paragraphs.push_back(para("You throw one ordinary six-sided die. Press Throw to try it."));
  else
    s.paragraphs.push_back(para("You throw " + num(r.dice_count) +
                                " pyramid-shaped dice. Two of the four tips of each die are marked: count the marked "
                                "tips pointing up. Press Throw to try them."));
  std::string t = "If you can move, you must. If no move is possible, the turn passes";
  t += any_extra_in_table(r) || r.extra_on_rosette || r.extra_on_capture ? ", and an extra throw it would have given is lost."
                                                                          : ".";
  if (!any_extra_in_table(r) && !r.extra_on_rosette && !r.extra_on_capture)
    t += " There are no extra throws in this game: one move per turn.";
  s.paragraphs.push_back(para(t));
  s.drawing.kind = HowToDrawingKind::Dice;
  return s;
}

HowToSection sources(const RuleSet& r) {
  HowToSection s{"sources", "Where these rules come from", {}, {}, {}};
  if (!r.source.empty()) s.paragraphs.push_back({std::string(r.source), true});
  if (!r.notes.empty()) s.paragraphs.push_back({std::string(r.notes), true});
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
    row.label = r.dice == DiceKind::D6 ? "Die shows " + num(c.outcome) : num(c.outcome) + " marked";
    row.numerator = c.numerator;
    row.denominator = c.denominator;
    row.chance = num(static_cast<int>(c.numerator)) + " in " + num(static_cast<int>(c.denominator));
    const ThrowEntry& e = r.throw_table[c.outcome];
    row.meaning = e.move == 0 ? "no move" : "move " + num(e.move);
    if (e.extra_throw) row.meaning += ", throw again";
    if (restricted && may_enter_on(r, e.move)) row.meaning += ", may enter";
    if (r.bear_off_value > 0 && e.move == r.bear_off_value) row.meaning += ", or bear off";
    rows.push_back(row);
  }
  return rows;
}

std::string throw_headline(const RuleSet& r, int outcome) {
  const int v = r.move_value(outcome);
  const std::string what = r.dice == DiceKind::D6 ? "A " + num(outcome) : num(outcome) + " marked";
  return what + ": " + (v == 0 ? std::string("no move") : "move " + num(v));
}

std::string throw_details(const RuleSet& r, int outcome) {
  const int v = r.move_value(outcome);
  if (v == 0) {
    std::string t = "Nothing moves: the turn passes to your opponent.";
    if (r.tokens.enabled && r.tokens.pass_cost > 0) t += " It costs you " + plural(r.tokens.pass_cost, "token", "tokens") + ".";
    return t;
  }
  const std::string what = r.stacks == StackRule::SameFace ? "a stack" : r.stacks == StackRule::Towers ? "a top piece" : "a piece";
  std::string t = "Move " + what + " " + plural(v, "square", "squares");
  if (may_enter_on(r, v)) t += r.enter_at_start ? ", or bring a new piece onto your first square" : ", or bring a new piece onto your " + ordinal(v) + " square";
  else if (!enters_on_any(r)) t += "; no new piece can enter on this throw";
  t += ".";
  if (r.bear_off_value > 0 && v == r.bear_off_value) t += " From your last square, it takes the stack off the board.";
  if (r.throw_table[static_cast<unsigned>(outcome)].extra_throw) t += " Then throw again.";
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

// ------------------------------------------------------------------ layout

HowToLayout howto_layout(int width, int height, float pixel_ratio, int section, int count, HowToDrawingKind kind) {
  HowToLayout l;
  const float w = static_cast<float>(std::max(width, 1)), h = static_cast<float>(std::max(height, 1));
  const float pr = std::max(1.0f, pixel_ratio);
  // Body text: 3% of the short side (grown a little on very large screens), never under
  // 16 CSS pixels.
  const float natural = std::clamp(std::min(w, h) * 0.03f, 14.0f, 26.0f) * std::max(1.0f, std::max(w, h) / 2400.0f);
  l.text_px = std::max(16.0f * pr, natural);
  l.small_px = std::max(12.0f * pr, l.text_px * 0.85f);
  l.heading_px = l.text_px * 1.5f;
  l.pad = l.text_px * 0.8f;
  const float pad = l.pad;
  const float button_h = std::max(44.0f * pr, l.text_px * 2.2f);
  const float margin = std::min(w, h) * 0.02f;
  const float pw = std::min(w - 2 * margin, std::max(l.text_px * 60.0f, (w - 2 * margin) * 0.8f));
  l.panel = {(w - pw) / 2, margin, pw, h - 2 * margin};
  const Rect& p = l.panel;

  // Header: the close button top right; the kicker and heading left of it.
  const Rect close{p.x + p.w - pad * 0.5f - button_h, p.y + pad * 0.5f, button_h, button_h};
  l.buttons.push_back({kCloseOverlay, close, "×"});
  const float head_x = p.x + pad;
  const float head_w = close.x - pad * 0.5f - head_x;
  l.kicker = {head_x, p.y + pad * 0.5f, head_w, l.small_px * 1.3f};
  l.heading = {head_x, l.kicker.y + l.kicker.h, head_w, l.heading_px * 1.3f};
  const float header_bottom = std::max(l.heading.y + l.heading.h, close.y + close.h);

  // Footer: Back and Next at the ends, the dots between.
  const float nav_y = p.y + p.h - pad * 0.5f - button_h;
  const float nav_w = std::max(button_h * 2.4f, l.text_px * 6.0f);
  const bool last = section + 1 >= count;
  l.buttons.push_back({kHowToBack, {p.x + pad * 0.5f, nav_y, nav_w, button_h}, "Back", section > 0});
  l.buttons.push_back({kHowToNext, {p.x + p.w - pad * 0.5f - nav_w, nav_y, nav_w, button_h}, last ? "Done" : "Next", true, true});
  l.dots = {p.x + pad * 0.5f + nav_w + pad, nav_y, p.w - pad * 3 - nav_w * 2, button_h};

  // Content: the drawing and the text.
  const Rect content{p.x + pad, header_bottom + pad * 0.5f, p.w - 2 * pad, nav_y - pad * 0.5f - header_bottom - pad * 0.5f};
  const float caption_h = kind == HowToDrawingKind::Dice ? 0 : l.small_px * 1.25f * 2;
  l.beside = content.w > content.h * 1.25f;
  if (kind == HowToDrawingKind::None) {
    // Text alone: lines of a readable length, in the middle of the panel.
    const float tw = std::min(content.w, l.text_px * 38.0f);
    l.text = {content.cx() - tw / 2, content.y, tw, content.h};
  } else if (l.beside) {
    // The drawing at the top of its half, its caption right under it.
    const float dw = content.w * 0.5f;
    const float natural_h = kind == HowToDrawingKind::Dice ? content.h : dw / 8.7f * 5.3f;
    l.drawing = {content.x, content.y, dw, std::min(natural_h, content.h - caption_h)};
    l.text = {content.x + dw + pad, content.y, content.w - dw - pad, content.h};
  } else {
    // The board with its two rows of pieces is 8.7 by 5.3 squares.
    const float natural_h = kind == HowToDrawingKind::Dice ? content.w * 0.62f : content.w / 8.7f * 5.3f;
    const float dh = std::min(natural_h, content.h * 0.45f - caption_h);
    l.drawing = {content.x, content.y, content.w, dh};
    const float ty = l.drawing.y + dh + caption_h + pad * 0.5f;
    l.text = {content.x, ty, content.w, content.y + content.h - ty};
  }
  if (caption_h > 0 && kind != HowToDrawingKind::None) l.caption = {l.drawing.x, l.drawing.y + l.drawing.h, l.drawing.w, caption_h};
  if (kind == HowToDrawingKind::Dice) {
    // Dice on top, the verdict under them, the Throw button at the bottom.
    const Rect& d = l.drawing;
    const float bh = button_h, bw = std::max(l.text_px * 7.0f, button_h * 2.6f);
    l.verdict_px = l.heading_px * 1.3f;
    const float verdict_h = l.verdict_px * 1.35f + l.text_px * 1.25f * 3;
    const float dice_h = std::max(d.h - bh - verdict_h - pad, d.h * 0.2f);
    l.dice = {d.x, d.y, d.w, dice_h};
    l.verdict = {d.x, d.y + dice_h, d.w, verdict_h};
    l.buttons.push_back({kHowToThrow, {d.cx() - bw / 2, std::min(d.y + d.h - bh, l.verdict.y + verdict_h + pad * 0.5f), bw, bh},
                         "Throw", true, true});
  }
  return l;
}

Rect HowToBoard::square(int row, int col) const {
  const float frame = static_cast<float>(kFramePx) / kCellPx;
  return {image.x + (frame + static_cast<float>(col)) * cell, image.y + (frame + static_cast<float>(row)) * cell, cell, cell};
}

std::array<float, 2> HowToBoard::pool_point(Side side, int slot, bool off) const {
  const Rect& p = pool[side];
  const float step = cell * 0.62f;
  const float t = cell * 0.55f + static_cast<float>(slot) * step;
  return {off ? p.x + p.w - t : p.x + t, p.cy()};
}

HowToBoard howto_board(const Rect& d, const Board& shape) {
  HowToBoard b;
  b.board = shape;
  const float kLong = static_cast<float>(shape.cols) + 2 * static_cast<float>(kFramePx) / kCellPx;  // royal: 8.7
  constexpr float kShort = 3.7f, kRow = 0.8f;
  b.cell = std::min(d.w / kLong, d.h / (kShort + 2 * kRow));
  const float bw = kLong * b.cell, bh = (kShort + 2 * kRow) * b.cell;
  const float x = d.cx() - bw / 2, y = d.cy() - bh / 2;
  b.pool[kLight] = {x, y, bw, kRow * b.cell};
  b.image = {x, y + kRow * b.cell, bw, kShort * b.cell};
  b.pool[kDark] = {x, b.image.y + b.image.h, bw, kRow * b.cell};
  return b;
}

// ------------------------------------------------------------------ text

HowToPageText howto_page_text(const HowToSection& section, const HowToLayout& l, const FontMetrics& font,
                              const FontMetrics& small_font) {
  HowToPageText t;
  t.px = l.text_px;
  const float scale = l.text_px / static_cast<float>(font.size);
  t.line_h = static_cast<float>(font.line_height) * scale * 1.06f;
  const float small_scale = l.small_px / static_cast<float>(small_font.size);
  t.small_line_h = static_cast<float>(small_font.line_height) * small_scale;
  const auto width_px = [&](const std::string& s) { return static_cast<float>(font.measure(s)) * scale; };
  float y = 0;
  for (std::size_t i = 0; i < section.paragraphs.size(); ++i) {
    if (i > 0) y += t.line_h * 0.45f;
    for (const std::string& line : wrap_text(font, section.paragraphs[i].text, static_cast<int>(l.text.w / scale))) {
      t.lines.push_back({line, 0, y, section.paragraphs[i].placed, false, -1});
      y += t.line_h;
    }
  }
  if (!section.table.empty()) {
    // Three columns: the throw, its chance, what it means (wrapped in the room left).
    y += t.line_h * 0.45f;
    const std::string head[3] = {"Throw", "Chance", "Means"};
    float c1 = width_px(head[0]), c2 = width_px(head[1]);
    for (const ThrowRow& r : section.table) {
      c1 = std::max(c1, width_px(r.label));
      c2 = std::max(c2, width_px(r.chance));
    }
    const float gap = l.text_px * 0.9f;
    const float x2 = c1 + gap, x3 = x2 + c2 + gap;
    const float w3 = std::max(l.text.w - x3, l.text_px * 4);
    t.lines.push_back({head[0], 0, y, false, true, -1});
    t.lines.push_back({head[1], x2, y, false, true, -1});
    t.lines.push_back({head[2], x3, y, false, true, -1});
    y += t.line_h * 1.1f;
    for (const ThrowRow& r : section.table) {
      t.lines.push_back({r.label, 0, y, false, false, r.outcome});
      t.lines.push_back({r.chance, x2, y, false, false, r.outcome});
      const auto meaning = wrap_text(font, r.meaning, static_cast<int>(w3 / scale));
      for (std::size_t k = 0; k < meaning.size(); ++k) {
        t.lines.push_back({meaning[k], x3, y, false, false, r.outcome});
        if (k + 1 < meaning.size()) y += t.line_h;
      }
      y += t.line_h * 1.1f;
    }
  }
  t.content_h = y;
  t.view_h = l.text.h;
  if (t.content_h > l.text.h + 0.5f) {
    t.scrollable = true;
    t.cue = "More below: scroll or ↓";
    t.view_h = l.text.h - t.small_line_h * 1.3f;
  }
  if (l.caption.w > 0)
    t.caption = wrap_text(small_font, section.drawing.caption, static_cast<int>(l.caption.w / small_scale));
  return t;
}

}  // namespace ur
