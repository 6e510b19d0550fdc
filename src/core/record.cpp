// Game records and saves: writing walks the steps through the engine to know turn numbers,
// sides and captures; reading replays every throw and action through the engine and stops
// at the first line that does not describe what the rules allow (docs/notation.md).
#include "core/record.hpp"

#include <algorithm>
#include <charconv>
#include <cstdint>

#include "core/position.hpp"
#include "core/side_names.hpp"
#include "core/words.hpp"

namespace ur {
namespace {

char side_char(Side s) { return s == kLight ? 'l' : 'd'; }

std::string_view trim(std::string_view t) {
  while (!t.empty() && is_blank(t.front())) t.remove_prefix(1);
  while (!t.empty() && is_blank(t.back())) t.remove_suffix(1);
  return t;
}

// Digits only (no sign, no blanks), within [lo, hi].
bool parse_uint(std::string_view t, long long lo, long long hi, long long& out) {
  if (t.empty() || t.size() > 18) return false;
  for (char c : t)
    if (c < '0' || c > '9') return false;
  long long v = 0;
  const auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
  if (ec != std::errc() || ptr != t.data() + t.size() || v < lo || v > hi) return false;
  out = v;
  return true;
}
bool parse_int(std::string_view t, int lo, int hi, int& out) {
  long long v = 0;
  if (!parse_uint(t, lo, hi, v)) return false;
  out = static_cast<int>(v);
  return true;
}

// 'text' for messages: cut short, and unprintable bytes shown as '?' (records are ASCII).
std::string quoted(std::string_view t) {
  constexpr std::size_t kMax = 40;
  std::string out(1, '\'');
  for (std::size_t i = 0; i < t.size() && i < kMax; ++i) {
    const auto c = static_cast<unsigned char>(t[i]);
    out += (c >= 0x20 && c < 0x7F) ? static_cast<char>(c) : '?';
  }
  if (t.size() > kMax) out += "...";
  out += '\'';
  return out;
}

// A decimal unsigned 64-bit number (the CLI's seeds).
bool is_seed(std::string_view t) {
  if (t.empty() || t.size() > 20) return false;
  for (char c : t)
    if (c < '0' || c > '9') return false;
  std::uint64_t v = 0;
  const auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
  return ec == std::errc() && ptr == t.data() + t.size();
}

bool is_known_tag(std::string_view key) {
  return std::find(std::begin(kRecordTags), std::end(kRecordTags), key) != std::end(kRecordTags);
}

// ---------------------------------------------------------------- board helpers

// The stack standing on the mover's path index `index` (stack rule sets).
const Stack* stack_on(const RuleSet& r, const State& s, Side side, int index) {
  const std::uint8_t slot = r.slot_at(side, index);
  if (slot == 0xFF) return nullptr;
  return &s.stacks[slot];
}

// Whether `side` has a piece it may move on its path index `index`.
bool has_mover_on(const RuleSet& r, const State& s, Side side, int index) {
  if (!r.uses_stacks()) return ((s.path_bits[side] >> index) & 1u) != 0;
  const Stack* st = stack_on(r, s, side, index);
  return st && !st->empty() && st->top_owner() == side;
}

bool outcome_possible(const RuleSet& r, const State& s, int outcome) {
  for (const ChanceOutcome& c : chance_outcomes(r, s))
    if (c.outcome == outcome && c.numerator > 0) return true;
  return false;
}

std::string throw_range(const RuleSet& r) {
  const std::string range = std::to_string(r.first_outcome()) + ".." + std::to_string(r.last_outcome());
  if (r.dice == DiceKind::D6) return std::string(r.name) + "'s die shows " + range;
  return std::string(r.name) + "'s " + std::to_string(r.dice_count) + " dice show " + range + " marked tips";
}

// What the player at `s` still has to do (for "turn N is not finished: ...").
std::string pending_text(const RuleSet& r, const State& s) {
  const std::string who = side_id(s.side);
  switch (s.phase) {
    case Phase::ThrowOff: return who + " still has to throw in the throw-off";
    case Phase::StartTurn:
      return s.miss[s.side] && !s.extra ? who + " still has to miss the turn ('miss')"
                                        : who + " still has to throw";
    case Phase::Throw: return who + " still has to throw";
    case Phase::Move: return who + " still has to play the throw " + std::to_string(s.throw_outcome);
    case Phase::GameOver: return "the game is over (" + result_notation(r, s) + ")";
  }
  return "";
}

std::string legal_list(const RuleSet& r, const State& s) {
  ActionList list;
  legal_actions(r, s, list);
  std::string out;
  for (int i = 0; i < list.size(); ++i) {
    if (i == 16) {
      out += ", ...";
      break;
    }
    if (i > 0) out += ", ";
    out += action_notation(r, s, list[i]);
  }
  return out;
}

}  // namespace

// ---------------------------------------------------------------- notation of parts

std::string GameRecord::tag(std::string_view key) const {
  for (const Tag& t : tags)
    if (t.key == key) return t.value;
  return "";
}

std::string rules_notation(const RuleSet& r) {
  std::string out(r.name);
  if (r.pieces != r.default_pieces) {
    out += ':';
    out += std::to_string(r.pieces);
  }
  return out;
}

std::optional<RuleSet> parse_rules_notation(std::string_view text, std::string* error) {
  auto fail = [&](std::string msg) -> std::optional<RuleSet> {
    if (error) *error = std::move(msg);
    return std::nullopt;
  };
  std::string_view name = text;
  int pieces = -1;
  if (const std::size_t colon = name.find(':'); colon != std::string_view::npos) {
    if (!parse_int(name.substr(colon + 1), 1, kMaxPieces, pieces))
      return fail("bad piece count " + quoted(name.substr(colon + 1)) + " in " + quoted(text));
    name = name.substr(0, colon);
  }
  const RuleSet* base = find_rule_set(name);
  if (!base) {
    std::string known;
    for (const RuleSet& r : all_rule_sets()) known += (known.empty() ? "" : ", ") + std::string(r.name);
    return fail("unknown rule set " + quoted(name) + " (known: " + known + ")");
  }
  if (pieces == -1) return *base;
  if (pieces > base->default_pieces)
    return fail(std::string(base->name) + " allows 1.." + std::to_string(base->default_pieces) +
                " pieces a side, not " + std::to_string(pieces));
  return base->with_pieces(pieces);
}

bool is_capture(const RuleSet& r, const State& s, const Action& a) {
  if ((a.kind != ActionKind::Enter && a.kind != ActionKind::Move) || a.to == kOff) return false;
  if (a.to >= r.path_length) return false;
  const Side me = s.side;
  const Side them = opponent(me);
  if (!r.uses_stacks()) return (s.square_bits[them] & square_bit(r.path[me][a.to])) != 0;
  const Stack* st = stack_on(r, s, me, a.to);
  return st && !st->empty() && st->top_owner() == them;
}

std::string action_notation(const RuleSet& r, const State& s, const Action& a) {
  switch (a.kind) {
    case ActionKind::Pass: return "pass";
    case ActionKind::Throw: return "throw";
    case ActionKind::PayToEnter: return "pay";
    case ActionKind::PlaceOnStart: return "place";
    case ActionKind::MissTurn: return "miss";
    case ActionKind::Enter:
    case ActionKind::Move: break;
  }
  std::string out = a.kind == ActionKind::Enter ? std::string("in") : std::to_string(a.from + 1);
  out += '/';
  out += a.to == kOff ? std::string("off") : std::to_string(a.to + 1);
  if (a.count > 1) out += "x" + std::to_string(a.count);
  if (is_capture(r, s, a)) out += '*';
  return out;
}

ActionParse parse_action(const RuleSet& r, const State& s, std::string_view text) {
  ActionParse res;
  auto fail = [&res](std::string msg) {
    res.error = std::move(msg);
    return res;
  };
  const Side me = s.side;
  const std::string who = side_id(me);
  text = trim(text);
  // A special action the rule set does not have is wrong whatever the phase.
  if (text == "pay" && (!r.tokens.enabled || r.tokens.pay_to_enter == 0))
    return fail(std::string(r.name) + " has no paying to enter");
  if (text == "place" && !r.place_without_throw) return fail(std::string(r.name) + " has no placing without a throw");
  if (text == "miss" && !r.tokens.enabled) return fail(std::string(r.name) + " has no missed turns");
  if (s.phase != Phase::StartTurn && s.phase != Phase::Move)
    return fail("no decision is due here: " + pending_text(r, s));

  auto special = [&](ActionKind kind) {
    const Action a = Action::special(kind);
    if (is_legal(r, s, a)) {
      res.action = a;
      return res;
    }
    if (s.phase != Phase::StartTurn)
      return fail(quoted(text) + " is decided before a throw, but " + who + " has thrown " +
                  std::to_string(s.throw_outcome) + " and must play it (legal: " + legal_list(r, s) + ")");
    const bool must_miss = s.miss[me] && !s.extra;
    switch (kind) {
      case ActionKind::MissTurn: return fail(who + " does not miss this turn");
      case ActionKind::Throw: return fail(who + " misses this turn: write 'miss'");
      case ActionKind::PayToEnter:
        if (must_miss) return fail(who + " misses this turn: write 'miss'");
        return fail(who + " cannot pay to enter now: it takes " + std::to_string(r.tokens.pay_to_enter) +
                    " tokens, a piece waiting and a free first square");
      case ActionKind::PlaceOnStart:
        return fail(who + " cannot place a piece now: it takes a stack topped by " + who +
                    " on a rosette and a piece waiting");
      default: return fail("?");
    }
  };
  if (text == "pass") {
    if (s.phase == Phase::Move && is_legal(r, s, Action::pass())) {
      res.action = Action::pass();
      return res;
    }
    if (s.phase != Phase::Move) return fail("'pass' answers a throw, but " + pending_text(r, s));
    return fail(who + " cannot pass: a move is possible (legal: " + legal_list(r, s) + ")");
  }
  if (text == "throw") return special(ActionKind::Throw);
  if (text == "pay") return special(ActionKind::PayToEnter);
  if (text == "place") return special(ActionKind::PlaceOnStart);
  if (text == "miss") return special(ActionKind::MissTurn);

  // FROM/TO[xN][*]
  const std::string form = "write a move as FROM/TO (e.g. 4/7, in/3, 13/off, 5/8x2, 6/10*) or 'pass'";
  const std::size_t slash = text.find('/');
  if (slash == std::string_view::npos) return fail("cannot read " + quoted(text) + ": " + form);
  std::string_view from_t = text.substr(0, slash);
  std::string_view rest = text.substr(slash + 1);
  bool capture_mark = false;
  if (!rest.empty() && rest.back() == '*') {
    capture_mark = true;
    rest.remove_suffix(1);
  }
  int count = 1;
  bool count_given = false;
  if (const std::size_t x = rest.find('x'); x != std::string_view::npos) {
    if (!parse_int(rest.substr(x + 1), 1, 2 * kMaxPieces, count))
      return fail("cannot read the piece count in " + quoted(text) + ": 'xN' lifts N pieces from the top of a stack");
    count_given = true;
    rest = rest.substr(0, x);
  }
  const int len = r.path_length;
  const std::string squares = "squares 1.." + std::to_string(len);
  Action a;
  if (from_t == "in") {
    a.kind = ActionKind::Enter;
    a.from = kPool;
  } else {
    int from = 0;
    if (!parse_int(from_t, 0, 999, from)) return fail("cannot read " + quoted(text) + ": " + form);
    if (from < 1 || from > len)
      return fail("square " + std::to_string(from) + " is not on " + who + "'s path (" + squares + ")");
    a.kind = ActionKind::Move;
    a.from = static_cast<std::uint8_t>(from - 1);
  }
  if (rest == "off") {
    if (a.kind == ActionKind::Enter) return fail("cannot read " + quoted(text) + ": a piece cannot enter and leave at once");
    a.to = kOff;
  } else {
    int to = 0;
    if (!parse_int(rest, 0, 999, to)) return fail("cannot read " + quoted(text) + ": " + form);
    if (to < 1 || to > len)
      return fail("square " + std::to_string(to) + " is not on " + who + "'s path (" + squares +
                  ", then 'off')");
    a.to = static_cast<std::uint8_t>(to - 1);
  }
  a.count = static_cast<std::uint8_t>(count);
  if (s.phase != Phase::Move)
    return fail(quoted(text) + " is a move, but " + pending_text(r, s) + " first");

  if (!is_legal(r, s, a)) {
    const std::string th = "the throw " + std::to_string(s.throw_outcome) + " (moves " +
                           std::to_string(throw_value(r, s)) + ")";
    if (a.kind == ActionKind::Enter && s.waiting[me] == 0) return fail(who + " has no piece waiting to enter");
    if (a.kind == ActionKind::Move && !has_mover_on(r, s, me, a.from))
      return fail(who + " has no piece to move on square " + std::to_string(a.from + 1));
    if (count_given && !r.uses_stacks()) return fail(std::string(r.name) + " moves one piece at a time: drop 'x" +
                                                     std::to_string(count) + "'");
    ActionList list;
    legal_actions(r, s, list);
    if (list.size() == 1 && list[0].kind == ActionKind::Pass)
      return fail(quoted(text) + " is not possible with " + th + ": nothing is, write 'pass'");
    return fail(quoted(text) + " is not a legal move with " + th + " (legal: " + legal_list(r, s) + ")");
  }
  if (capture_mark && !is_capture(r, s, a))
    return fail(quoted(text) + " marks a capture, but there is no " + side_id(opponent(me)) +
                " piece to take on square " + std::to_string(a.to + 1));
  res.action = a;
  return res;
}

std::string throw_notation(const RuleSet& r, const State& s, int outcome) {
  if (s.phase == Phase::ThrowOff && r.first_player == FirstPlayer::Random) return outcome == 0 ? "l" : "d";
  return std::to_string(outcome);
}

std::string result_notation(const RuleSet& r, const State& s) {
  if (!is_over(s)) return "unfinished";
  const Result res = result(r, s);
  std::string out = res.winner == Winner::Light ? "light" : res.winner == Winner::Dark ? "dark" : "draw";
  out += " " + std::to_string(res.score[0]) + "-" + std::to_string(res.score[1]);
  if (r.tokens.enabled)
    out += " tokens=" + std::to_string(res.tokens[0]) + "," + std::to_string(res.tokens[1]) + "," +
           std::to_string(res.reserve);
  if (r.coins.enabled)
    out += " coins=" + std::to_string(res.coins[0]) + "," + std::to_string(res.coins[1]) + "," +
           std::to_string(res.pot);
  if (res.by_turn_limit) out += " limit";
  return out;
}

// ---------------------------------------------------------------- replay

Replay replay(const RuleSet& r, std::span<const Step> steps) {
  Replay res;
  State s = new_game(r);
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const Step& st = steps[i];
    res.failed_step = i;
    if (st.chance) {
      if (!is_chance(s)) {
        res.error = "step " + std::to_string(i + 1) + ": a throw, but " + pending_text(r, s);
        return res;
      }
      if (!outcome_possible(r, s, st.outcome)) {
        res.error = "step " + std::to_string(i + 1) + ": impossible throw " + std::to_string(st.outcome) +
                    " (" + throw_range(r) + ")";
        return res;
      }
      apply_chance(r, s, st.outcome);
    } else {
      if (!is_legal(r, s, st.action)) {
        res.error = "step " + std::to_string(i + 1) + ": illegal action '" + to_string(st.action) + "' at " +
                    to_position(r, s);
        return res;
      }
      apply(r, s, st.action);
    }
  }
  res.failed_step = steps.size();
  res.state = s;
  return res;
}

// ---------------------------------------------------------------- writing

RecordText write_record(const GameRecord& rec) {
  RecordText res;
  auto fail = [&res](std::string msg) {
    res.error = std::move(msg);
    return res;
  };
  const RuleSet& r = rec.rules;
  std::string head = "rules " + rules_notation(r) + "\n";
  for (const Tag& t : rec.tags) {
    if (!is_known_tag(t.key)) return fail("unknown tag " + quoted(t.key));
    if (t.value.empty() || t.value != trim(t.value) || t.value.find_first_of("#\n\r") != std::string::npos)
      return fail("tag " + t.key + ": the value must be one line without '#' or blanks at its ends");
    if (t.key == "seed" && !is_seed(t.value)) return fail("tag seed: not a number: " + quoted(t.value));
    head += t.key + " " + t.value + "\n";
  }

  State s = new_game(r);
  std::string throwoff;
  std::string turns;
  std::string line;
  bool have_line = false;
  std::uint32_t line_turn = 0;
  auto flush = [&]() {
    if (have_line) turns += line + "\n";
  };
  // A token of a turn line; a new line whenever the turn changes.
  auto token = [&](const std::string& t) {
    if (!have_line || line_turn != s.turn) {
      flush();
      have_line = true;
      line_turn = s.turn;
      line = std::to_string(s.turn + 1) + ". " + side_char(s.side);
    }
    line += ' ';
    line += t;
  };
  for (std::size_t i = 0; i < rec.steps.size(); ++i) {
    const Step& st = rec.steps[i];
    const std::string where = "step " + std::to_string(i + 1) + ": ";
    if (st.chance) {
      if (!is_chance(s)) return fail(where + "a throw, but " + pending_text(r, s));
      if (!outcome_possible(r, s, st.outcome))
        return fail(where + "impossible throw " + std::to_string(st.outcome) + " (" + throw_range(r) + ")");
      State next = s;
      apply_chance(r, next, st.outcome);
      if (s.phase == Phase::ThrowOff && next.phase != Phase::Move) {
        throwoff += ' ' + throw_notation(r, s, st.outcome);
      } else {
        token(std::to_string(st.outcome) + ":");  // its move follows, glued on
      }
      s = next;
    } else {
      if (is_chance(s) || is_over(s)) return fail(where + "an action, but " + pending_text(r, s));
      if (!is_legal(r, s, st.action))
        return fail(where + "illegal action '" + to_string(st.action) + "' at " + to_position(r, s));
      const ActionKind k = st.action.kind;
      if (k == ActionKind::Throw) {
        // Implied by the throw that follows; written only when the record stops here.
        if (i + 1 == rec.steps.size()) token("throw");
      } else if (k == ActionKind::Pass || k == ActionKind::Enter || k == ActionKind::Move) {
        line += action_notation(r, s, st.action);
      } else {
        token(action_notation(r, s, st.action));
      }
      apply(r, s, st.action);
    }
  }
  flush();
  std::string out = head;
  if (!throwoff.empty()) out += "throwoff" + throwoff + "\n";
  out += turns;
  out += "result " + result_notation(r, s) + "\n";
  res.text = std::move(out);
  return res;
}

// ---------------------------------------------------------------- reading

namespace {

struct Line {
  int number = 0;
  std::string_view text;  // comment removed, trimmed
};

std::vector<Line> split_lines(std::string_view text, int first_number = 1) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a UTF-8 byte-order mark
  std::vector<Line> out;
  int n = first_number;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view l = text.substr(start, end - start);
    if (const std::size_t hash = l.find('#'); hash != std::string_view::npos) l = l.substr(0, hash);
    out.push_back({n, trim(l)});
    ++n;
    start = end + 1;
  }
  return out;
}

bool is_turn_number(std::string_view w) {
  return w.size() >= 2 && w.back() == '.' && w.front() >= '0' && w.front() <= '9';
}
bool is_keyword_token(std::string_view t) {
  return t == "pay" || t == "place" || t == "miss" || t == "throw" || t == "pass";
}

// Reads record lines, replaying as it goes. The first failure wins.
class Reader {
 public:
  RecordParse read(const std::vector<Line>& lines) {
    RecordParse out;
    for (const Line& l : lines) {
      if (l.text.empty()) continue;
      if (!line(l)) {
        out.line = error_line_;
        out.error = std::move(error_);
        return out;
      }
    }
    if (!have_rules_) {
      out.line = lines.empty() ? 1 : lines.front().number;
      out.error = "not an Ur game record: no 'rules NAME' line";
      return out;
    }
    out.state = s_;
    out.record = std::move(rec_);
    return out;
  }

 private:
  enum class Section { Head, Throwoff, Turns, Result };

  GameRecord rec_;
  RuleSet r_;
  State s_{};
  bool have_rules_ = false;
  Section section_ = Section::Head;
  bool have_throwoff_line_ = false;
  int turn_line_ = 0;            // line of the last turn line (0: none yet)
  std::uint32_t turn_of_line_ = 0;
  int error_line_ = 0;
  std::string error_;

  bool fail(int line, std::string msg) {
    error_line_ = line;
    error_ = std::move(msg);
    return false;
  }

  void push_chance(int o) {
    apply_chance(r_, s_, o);
    rec_.steps.push_back(Step::of_chance(o));
  }
  void push_action(const Action& a) {
    apply(r_, s_, a);
    rec_.steps.push_back(Step::of_action(a));
  }

  bool line(const Line& l) {
    const std::vector<std::string_view> w = split_words(l.text);
    const std::string_view key = w[0];
    if (section_ == Section::Result)
      return fail(l.number, "nothing may follow the result line, got " + quoted(l.text));
    if (!have_rules_) {
      if (key != "rules")
        return fail(l.number, "a record begins with 'rules NAME' (e.g. 'rules finkel'), got " + quoted(l.text));
      return rules_line(l, w);
    }
    if (key == "rules") return fail(l.number, "the rule set is given twice");
    if (is_known_tag(key)) return tag_line(l, key);
    if (key == "throwoff") return throwoff_line(l, w);
    if (is_turn_number(key)) return turn_line(l, w);
    if (key == "result") return result_line(l, w);
    return fail(l.number, "expected a tag (light, dark, seed, date, event), 'throwoff', a turn like "
                          "'12. l 3:4/7', or 'result'; got " + quoted(l.text));
  }

  bool rules_line(const Line& l, const std::vector<std::string_view>& w) {
    if (w.size() != 2) return fail(l.number, "expected 'rules NAME', got " + quoted(l.text));
    std::string err;
    const std::optional<RuleSet> r = parse_rules_notation(w[1], &err);
    if (!r) return fail(l.number, err);
    r_ = *r;
    rec_.rules = *r;
    s_ = new_game(r_);
    have_rules_ = true;
    return true;
  }

  bool tag_line(const Line& l, std::string_view key) {
    if (section_ != Section::Head) return fail(l.number, "tags come before the throw-off and the turns");
    const std::string_view value = trim(l.text.substr(key.size()));
    if (value.empty()) return fail(l.number, "tag " + std::string(key) + " has no value");
    // A carriage return inside a line (not a Windows line end) could not be written back.
    if (value.find('\r') != std::string_view::npos)
      return fail(l.number, "tag " + std::string(key) + " has a carriage return inside its value");
    if (key == "seed" && !is_seed(value)) return fail(l.number, "seed must be a number, got " + quoted(value));
    for (const Tag& t : rec_.tags)
      if (t.key == key) return fail(l.number, "tag " + std::string(key) + " is given twice");
    rec_.tags.push_back({std::string(key), std::string(value)});
    return true;
  }

  bool throwoff_line(const Line& l, const std::vector<std::string_view>& w) {
    if (section_ != Section::Head)
      return fail(l.number, have_throwoff_line_ ? "only one throwoff line" : "the throw-off comes before the turns");
    section_ = Section::Throwoff;
    have_throwoff_line_ = true;
    if (r_.first_player == FirstPlayer::Light)
      return fail(l.number, std::string(r_.name) + " has no throw-off: light always starts");
    for (std::size_t k = 1; k < w.size(); ++k) {
      const std::string_view t = w[k];
      if (s_.phase != Phase::ThrowOff)
        return fail(l.number, "the throw-off is already decided (" + side_id(s_.side) + " starts); " +
                              quoted(t) + " is one throw too many");
      int o = 0;
      if (r_.first_player == FirstPlayer::Random) {
        if (t != "l" && t != "d")
          return fail(l.number, std::string(r_.name) + " draws the first player with a coin: write 'l' or 'd', not " +
                                quoted(t));
        o = t == "l" ? 0 : 1;
      } else {
        if (!parse_int(t, 0, 99, o)) return fail(l.number, "cannot read the throw " + quoted(t));
        if (!outcome_possible(r_, s_, o))
          return fail(l.number, "impossible throw " + std::to_string(o) + " (" + throw_range(r_) + ")");
        State next = s_;
        apply_chance(r_, next, o);
        if (next.phase == Phase::Move)
          return fail(l.number, "this throw of " + std::to_string(o) + " starts the game: write it as the first throw "
                                "of turn 1 ('1. " + side_char(s_.side) + " " + std::to_string(o) + ":...')");
      }
      push_chance(o);
    }
    return true;
  }

  // The previous turn line must have finished its turn before anything follows it.
  bool previous_turn_finished(int next_line) {
    if (turn_line_ == 0 || is_over(s_) || s_.turn != turn_of_line_) return true;
    return fail(turn_line_, "turn " + std::to_string(turn_of_line_ + 1) + " is not finished: " + pending_text(r_, s_) +
                                " (the record goes on at line " + std::to_string(next_line) + ")");
  }

  bool turn_line(const Line& l, const std::vector<std::string_view>& w) {
    if (!previous_turn_finished(l.number)) return false;
    section_ = Section::Turns;
    if (is_over(s_)) return fail(l.number, "the game is already over (" + result_notation(r_, s_) + ")");
    if (s_.phase == Phase::ThrowOff && r_.first_player != FirstPlayer::FirstToThrowOne) {
      if (!have_throwoff_line_)
        return fail(l.number, std::string(r_.name) + " begins with a throw-off: write 'throwoff' and its throws "
                              "before turn 1");
      return fail(l.number, "the throw-off is not finished: " + pending_text(r_, s_));
    }
    int n = 0;
    if (!parse_int(w[0].substr(0, w[0].size() - 1), 1, 1000000000, n))
      return fail(l.number, "cannot read the turn number " + quoted(w[0]));
    const std::uint32_t expected = s_.turn + 1;
    if (static_cast<std::uint32_t>(n) != expected)
      return fail(l.number, "this is turn " + std::to_string(expected) + ", not " + std::to_string(n));
    if (w.size() < 2 || (w[1] != "l" && w[1] != "d"))
      return fail(l.number, "expected the side ('l' or 'd') after '" + std::to_string(n) + ".'");
    const Side side = w[1] == "l" ? kLight : kDark;
    if (side != s_.side)
      return fail(l.number, "turn " + std::to_string(n) + " is " + side_id(s_.side) + "'s, not " + side_id(side) + "'s");
    turn_line_ = l.number;
    turn_of_line_ = s_.turn;
    const std::string turn_text = "turn " + std::to_string(n) + " (" + side_id(side) + ")";

    for (std::size_t k = 2; k < w.size(); ++k) {
      const std::string_view t = w[k];
      if (is_over(s_))
        return fail(l.number, "the game is over (" + result_notation(r_, s_) + "): " + quoted(t) + " cannot follow");
      if (s_.turn != turn_of_line_)
        return fail(l.number, turn_text + " is over: " + quoted(t) + " belongs to turn " +
                              std::to_string(s_.turn + 1) + " on a new line");
      if (is_keyword_token(t)) {
        if (t == "pass") return fail(l.number, "'pass' answers a throw: write it after the throw, e.g. '0:pass'");
        if (t == "throw" && s_.phase == Phase::Throw)
          return fail(l.number, side_id(s_.side) + " had no choice before this throw: write just the throw");
        const ActionParse a = parse_action(r_, s_, t);
        if (!a.ok()) return fail(l.number, turn_text + ": " + a.error);
        push_action(*a.action);
        continue;
      }
      const std::size_t colon = t.find(':');
      if (colon == std::string_view::npos) {
        int dummy = 0;
        if (parse_int(t, 0, 999, dummy))
          return fail(l.number, "a throw is written with its move after a colon, e.g. '" + std::string(t) +
                                ":4/7' (or '" + std::string(t) + ":' when the record stops before the move)");
        if (t.find('/') != std::string_view::npos)
          return fail(l.number, "the move " + quoted(t) + " needs its throw in front, e.g. '3:" + std::string(t) + "'");
        return fail(l.number, "expected a throw and its move like '3:4/7', or pay, place, miss; got " + quoted(t));
      }
      const std::string_view throw_t = t.substr(0, colon);
      std::string_view move_t = t.substr(colon + 1);
      // "3: 4/7" is read like "3:4/7".
      if (move_t.empty() && k + 1 < w.size() && w[k + 1].find(':') == std::string_view::npos &&
          (w[k + 1] == "pass" || !is_keyword_token(w[k + 1])))
        move_t = w[++k];
      int o = 0;
      if (!parse_int(throw_t, 0, 999, o)) return fail(l.number, "cannot read the throw " + quoted(throw_t) + " in " + quoted(t));
      if (o < r_.first_outcome() || o > r_.last_outcome())
        return fail(l.number, turn_text + ": impossible throw " + std::to_string(o) + " (" + throw_range(r_) + ")");
      switch (s_.phase) {
        case Phase::StartTurn: {
          if (s_.miss[s_.side] && !s_.extra)
            return fail(l.number, turn_text + ": " + side_id(s_.side) + " misses this turn: write 'miss'");
          push_action(Action::special(ActionKind::Throw));
          break;
        }
        case Phase::Move:
          return fail(l.number, turn_text + ": " + side_id(s_.side) + " has thrown " +
                                std::to_string(s_.throw_outcome) + " and must play it before throwing again");
        case Phase::ThrowOff: {
          State next = s_;
          apply_chance(r_, next, o);
          if (next.phase != Phase::Move)
            return fail(l.number, "a throw of " + std::to_string(o) + " does not start the game (" +
                                  std::string(r_.name) + ": the first throw of a 1 does); write the throws before it "
                                  "on the 'throwoff' line");
          break;
        }
        case Phase::Throw:
        case Phase::GameOver: break;
      }
      if (!outcome_possible(r_, s_, o))
        return fail(l.number, turn_text + ": impossible throw " + std::to_string(o) + " (" + throw_range(r_) + ")");
      push_chance(o);
      if (move_t.empty()) {
        if (k + 1 < w.size())
          return fail(l.number, turn_text + ": the throw " + std::to_string(o) + " has no move (legal: " +
                                legal_list(r_, s_) + ")");
        continue;  // the record stops before this move
      }
      const ActionParse a = parse_action(r_, s_, move_t);
      if (!a.ok()) return fail(l.number, turn_text + ", throw " + std::to_string(o) + ": " + a.error);
      push_action(*a.action);
    }
    return true;
  }

  bool result_line(const Line& l, const std::vector<std::string_view>& w) {
    section_ = Section::Result;
    const std::string expected = result_notation(r_, s_);
    const std::vector<std::string_view> want = split_words(expected);
    const std::string hint = " (the game gives 'result " + expected + "')";
    if (w.size() < 2) return fail(l.number, "the result line is empty" + hint);
    if (w[1] != "light" && w[1] != "dark" && w[1] != "draw" && w[1] != "unfinished")
      return fail(l.number, "the result begins with light, dark, draw or unfinished, not " + quoted(w[1]) + hint);
    if (w[1] != want[0]) {
      if (want[0] == "unfinished" && turn_line_ != 0 && !is_over(s_))
        return fail(l.number, "the result says " + std::string(w[1]) + ", but the game is not over: " +
                              pending_text(r_, s_) + hint);
      return fail(l.number, "the result says " + std::string(w[1]) + ", but the game says otherwise" + hint);
    }
    // "result light" alone is enough; every detail that is given must match.
    if (w.size() > 1 + want.size()) return fail(l.number, "the result has more than the game gives" + hint);
    for (std::size_t i = 2; i < w.size(); ++i)
      if (w[i] != want[i - 1]) return fail(l.number, "the result " + quoted(w[i]) + " does not match the game" + hint);
    return true;
  }
};

RecordParse read_lines(const std::vector<Line>& lines) { return Reader().read(lines); }

}  // namespace

std::string RecordParse::message() const {
  if (line <= 0) return error;
  return "line " + std::to_string(line) + ": " + error;
}

RecordParse parse_record(std::string_view text) { return read_lines(split_lines(text)); }

// ---------------------------------------------------------------- saves

RecordText write_save(const GameRecord& rec) {
  RecordText body = write_record(rec);
  if (!body.ok()) return body;
  const Replay end = replay(rec.rules, rec.steps);  // cannot fail: write_record replayed it
  std::string out = "ur-save " + std::to_string(kSaveVersion) + "\n";
  out += "# A Royal Game of Ur game in progress (docs/notation.md).\n";
  out += *body.text;
  out += "position " + to_position(rec.rules, *end.state) + "\n";
  out += "end\n";
  body.text = std::move(out);
  return body;
}

RecordParse load_save(std::string_view text) {
  RecordParse res;
  auto fail = [&res](int line, std::string msg) {
    res.line = line;
    res.error = std::move(msg);
    return res;
  };
  const std::vector<Line> lines = split_lines(text);
  if (lines.empty() || split_words(lines[0].text).empty() || split_words(lines[0].text)[0] != "ur-save")
    return fail(1, "not an Ur save: the first line must be 'ur-save " + std::to_string(kSaveVersion) + "'");
  const std::vector<std::string_view> head = split_words(lines[0].text);
  int version = 0;
  if (head.size() != 2 || !parse_int(head[1], 0, 1000000, version))
    return fail(1, "cannot read the save version in " + quoted(lines[0].text));
  if (version != kSaveVersion)
    return fail(1, "save version " + std::to_string(version) + " is not supported (this build reads version " +
                       std::to_string(kSaveVersion) + ")");
  // The last two lines that say anything: "position ..." and "end". A save cut short
  // loses its "end", so truncation is always caught.
  std::size_t end_i = lines.size();
  while (end_i > 1 && lines[end_i - 1].text.empty()) --end_i;
  const int last_line = lines.back().number;
  if (end_i <= 1 || lines[end_i - 1].text != "end")
    return fail(last_line, "truncated save: the last line must be 'end'");
  std::size_t pos_i = end_i - 1;
  while (pos_i > 1 && lines[pos_i - 1].text.empty()) --pos_i;
  if (pos_i <= 1 || split_words(lines[pos_i - 1].text)[0] != "position")
    return fail(lines[end_i - 1].number, "the save has no 'position' line before 'end'");
  const Line& pos_line = lines[pos_i - 1];
  const std::vector<Line> body(lines.begin() + 1, lines.begin() + static_cast<std::ptrdiff_t>(pos_i - 1));
  RecordParse rec = read_lines(body);
  if (!rec.ok()) {
    if (rec.line == 0 || (body.empty() && rec.line == 1)) rec.line = lines[0].number + 1;
    return rec;
  }
  const PositionParse p = parse_position(trim(pos_line.text.substr(8)));
  if (!p.ok()) return fail(pos_line.number, "bad saved position: " + p.error);
  const std::string replayed = to_position(rec.record->rules, rec.state);
  const std::string saved = to_position(p.position->rules, p.position->state);
  if (replayed != saved)
    return fail(pos_line.number, "the saved position does not match the game replayed from the record (saved '" +
                                     saved + "', replayed '" + replayed + "')");
  return rec;
}

RecordParse load_game_text(std::string_view text) {
  for (const Line& l : split_lines(text)) {
    if (l.text.empty()) continue;
    if (split_words(l.text)[0] == "ur-save") return load_save(text);
    break;
  }
  return parse_record(text);
}

}  // namespace ur
