// Position strings: print and parse (format in docs/position.md). Parsing validates
// everything and reports the first problem; it never throws.
#include "core/position.hpp"

#include <charconv>
#include <vector>

#include "core/game.hpp"
#include "core/words.hpp"

namespace ur {
namespace {

// Appends a number without a temporary string (positions are printed at every step of a soak).
void append_int(std::string& out, long long x) {
  char buf[24];
  const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, x);
  out.append(buf, end);
}

void append_ints(std::string& out, std::initializer_list<int> xs) {
  bool first = true;
  for (int x : xs) {
    if (!first) out += ',';
    append_int(out, x);
    first = false;
  }
}

std::vector<std::string_view> split(std::string_view text, char sep) {
  std::vector<std::string_view> out;
  out.reserve(8);
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = text.find(sep, start);
    if (end == std::string_view::npos) {
      out.push_back(text.substr(start));
      break;
    }
    out.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

bool parse_int(std::string_view t, int lo, int hi, int& out) {
  if (t.empty()) return false;
  int v = 0;
  const auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
  if (ec != std::errc() || ptr != t.data() + t.size() || v < lo || v > hi) return false;
  out = v;
  return true;
}

std::string quoted(std::string_view t) {
  std::string out(1, '\'');
  out.append(t);
  out += '\'';
  return out;
}

char piece_char(Side owner, bool flipped) {
  if (owner == kLight) return flipped ? 'L' : 'l';
  return flipped ? 'D' : 'd';
}

}  // namespace

std::string to_position(const RuleSet& r, const State& s) {
  std::string out;
  out.reserve(112);
  out.append(r.name);
  if (r.pieces != r.default_pieces) {
    out += ':';
    append_int(out, r.pieces);
  }
  for (int side = 0; side < 2; ++side) {
    const auto u = static_cast<unsigned>(side);
    out += ' ';
    append_int(out, s.waiting[u]);
    out += '/';
    if (s.path_bits[u] == 0) out += '-';
    bool first = true;
    for (int i = 0; i < 32; ++i) {
      if (((s.path_bits[u] >> i) & 1u) == 0) continue;
      if (!first) out += ',';
      append_int(out, i);
      first = false;
    }
    out += '/';
    append_int(out, s.off[u]);
  }
  out += s.side == kLight ? " l " : " d ";
  switch (s.phase) {
    case Phase::ThrowOff: out += "throwoff"; break;
    case Phase::StartTurn: out += "start"; break;
    case Phase::Throw: out += "throw"; break;
    case Phase::Move:
      out += "move:";
      append_int(out, s.throw_outcome);
      break;
    case Phase::GameOver:
      out += s.winner == Winner::Light ? "over:l" : s.winner == Winner::Dark ? "over:d" : "over:draw";
      break;
  }
  out += ' ';
  append_int(out, s.turn);
  if (s.extra) out += " extra";
  if (s.by_turn_limit) out += " limit";
  if (s.miss[0] || s.miss[1]) out += std::string(" miss=") + (s.miss[0] ? "l" : "") + (s.miss[1] ? "d" : "");
  if (s.throwoff != 0xFF) {
    out += " offthrow=";
    append_int(out, s.throwoff);
  }
  if (r.tokens.enabled) {
    out += " tokens=";
    append_ints(out, {s.tokens[0], s.tokens[1], s.reserve});
  }
  if (r.coins.enabled) {
    out += " coins=";
    append_ints(out, {s.coins[0], s.coins[1], s.pot});
  }
  if (r.win == WinRule::Score) {
    out += " score=";
    append_ints(out, {s.score[0], s.score[1]});
  }
  if (r.uses_stacks()) {
    out += " stacks=";
    bool first = true;
    for (int slot = 0; slot < r.slot_count; ++slot) {
      const Stack st = s.stacks[static_cast<unsigned>(slot)];
      if (st.empty()) continue;
      if (!first) out += ',';
      first = false;
      const SquareId sq = r.slot_square[static_cast<unsigned>(slot)];
      out += static_cast<char>('0' + r.board.row(sq));
      out += static_cast<char>('0' + r.board.col(sq));
      out += ':';
      for (int k = 0; k < st.height(); ++k) out += piece_char(st.owner(k), st.flipped(k));
    }
    if (first) out += '-';
  }
  return out;
}

namespace {

// The parse, into `res` (the rule set and state built in place: a soak parses a position
// at every step, and copying them dominated). False with res.error set on a problem.
bool parse_into(std::string_view text, PositionParse& res) {
  auto fail = [&res](std::string msg) {
    res.error = std::move(msg);
    res.position.reset();
    return false;
  };
  const std::vector<std::string_view> f = split_words(text);
  if (f.size() < 6)
    return fail("expected at least 6 fields (rules light dark side phase turn), got " +
                std::to_string(f.size()));

  // 1: rule set [:pieces]
  std::string_view name = f[0];
  int pieces = -1;
  if (const std::size_t colon = name.find(':'); colon != std::string_view::npos) {
    if (!parse_int(name.substr(colon + 1), 1, kMaxPieces, pieces))
      return fail("field 1 (rules): bad piece count " + quoted(name.substr(colon + 1)));
    name = name.substr(0, colon);
  }
  const RuleSet* base = find_rule_set(name);
  if (!base) return fail("field 1 (rules): unknown rule set " + quoted(name));
  Position& made = res.position.emplace();
  RuleSet& r = made.rules;
  r = *base;
  if (pieces != -1) {
    if (pieces > base->default_pieces)
      return fail("field 1 (rules): " + std::string(name) + " allows 1.." +
                  std::to_string(base->default_pieces) + " pieces, not " + std::to_string(pieces));
    r = base->with_pieces(pieces);
  }
  State& s = made.state;
  s = new_game(r);
  s.stacks = {};
  s.throwoff = 0xFF;

  // 2, 3: waiting/indices/off per side
  for (int side = 0; side < 2; ++side) {
    const auto u = static_cast<unsigned>(side);
    const std::string where = side == 0 ? "field 2 (light)" : "field 3 (dark)";
    const auto parts = split(f[1 + u], '/');
    if (parts.size() != 3)
      return fail(where + ": expected waiting/indices/off, got " + quoted(f[1 + u]));
    int waiting = 0;
    int off = 0;
    if (!parse_int(parts[0], 0, r.pieces, waiting))
      return fail(where + ": bad waiting count " + quoted(parts[0]));
    if (!parse_int(parts[2], 0, r.pieces, off)) return fail(where + ": bad off count " + quoted(parts[2]));
    s.waiting[u] = static_cast<std::uint8_t>(waiting);
    s.off[u] = static_cast<std::uint8_t>(off);
    s.path_bits[u] = 0;
    s.square_bits[u] = 0;
    if (parts[1] != "-") {
      if (r.uses_stacks())
        return fail(where + ": " + std::string(r.name) + " keeps its pieces in stacks=, write '-' here");
      for (std::string_view item : split(parts[1], ',')) {
        int index = 0;
        if (!parse_int(item, 0, 255, index)) return fail(where + ": bad path index " + quoted(item));
        if (index >= r.path_length)
          return fail(where + ": path index " + std::to_string(index) + " is past the end of the path (" +
                      std::to_string(r.path_length) + " squares)");
        if ((s.path_bits[u] >> index) & 1u) return fail(where + ": path index " + std::to_string(index) + " twice");
        const std::uint32_t sq = square_bit(r.path[u][static_cast<unsigned>(index)]);
        if (s.square_bits[u] & sq)
          return fail(where + ": two pieces on one square (path index " + std::to_string(index) + ")");
        s.path_bits[u] |= 1u << index;
        s.square_bits[u] |= sq;
      }
    }
  }

  // 4: side
  if (f[3] == "l") s.side = kLight;
  else if (f[3] == "d") s.side = kDark;
  else return fail("field 4 (side): expected 'l' or 'd', got " + quoted(f[3]));

  // 5: phase
  s.winner = Winner::None;
  const std::string_view ph = f[4];
  if (ph == "throwoff") {
    s.phase = Phase::ThrowOff;
  } else if (ph == "start") {
    s.phase = Phase::StartTurn;
  } else if (ph == "throw") {
    s.phase = Phase::Throw;
  } else if (ph.substr(0, 5) == "move:") {
    int o = 0;
    if (!parse_int(ph.substr(5), r.first_outcome(), r.last_outcome(), o))
      return fail("field 5 (phase): throw outcome must be " + std::to_string(r.first_outcome()) + ".." +
                  std::to_string(r.last_outcome()) + ", got " + quoted(ph.substr(5)));
    s.phase = Phase::Move;
    s.throw_outcome = static_cast<std::uint8_t>(o);
  } else if (ph == "over:l" || ph == "over:d" || ph == "over:draw") {
    s.phase = Phase::GameOver;
    s.winner = ph == "over:l" ? Winner::Light : ph == "over:d" ? Winner::Dark : Winner::Draw;
  } else {
    return fail("field 5 (phase): expected throwoff, start, throw, move:K or over:l|d|draw, got " + quoted(ph));
  }

  // 6: turn
  int turn = 0;
  if (!parse_int(f[5], 0, 1000000000, turn)) return fail("field 6 (turn): bad turn number " + quoted(f[5]));
  s.turn = static_cast<std::uint32_t>(turn);

  // 7+: optional keys
  s.extra = false;
  s.by_turn_limit = false;
  s.miss = {false, false};
  bool have_tokens = false, have_coins = false, have_score = false, have_stacks = false;
  for (std::size_t k = 6; k < f.size(); ++k) {
    const std::string_view item = f[k];
    const std::size_t eq = item.find('=');
    const std::string_view key = item.substr(0, eq);
    const std::string_view val = eq == std::string_view::npos ? std::string_view() : item.substr(eq + 1);
    // Built only for a message: most positions carry a key or two at every step of a soak.
    const auto where = [&] { return "field " + std::to_string(k + 1) + " (" + std::string(key) + ")"; };
    auto ints = [&](int n, int hi, std::array<int, 3>& out) {
      const auto parts = split(val, ',');
      if (static_cast<int>(parts.size()) != n) return false;
      for (int i = 0; i < n; ++i)
        if (!parse_int(parts[static_cast<unsigned>(i)], 0, hi, out[static_cast<unsigned>(i)])) return false;
      return true;
    };
    std::array<int, 3> v{};
    if (key == "extra" && eq == std::string_view::npos) {
      s.extra = true;
    } else if (key == "limit" && eq == std::string_view::npos) {
      s.by_turn_limit = true;
    } else if (key == "miss") {
      if (val != "l" && val != "d" && val != "ld") return fail(where() + ": expected l, d or ld");
      s.miss = {val.find('l') != std::string_view::npos, val.find('d') != std::string_view::npos};
    } else if (key == "offthrow") {
      int o = 0;
      if (!parse_int(val, r.first_outcome(), r.last_outcome(), o)) return fail(where() + ": bad throw outcome " + quoted(val));
      s.throwoff = static_cast<std::uint8_t>(o);
    } else if (key == "tokens") {
      if (!r.tokens.enabled) return fail(where() + ": " + std::string(r.name) + " has no tokens");
      if (!ints(3, 255, v)) return fail(where() + ": expected light,dark,reserve");
      s.tokens = {static_cast<std::uint8_t>(v[0]), static_cast<std::uint8_t>(v[1])};
      s.reserve = static_cast<std::uint8_t>(v[2]);
      have_tokens = true;
    } else if (key == "coins") {
      if (!r.coins.enabled) return fail(where() + ": " + std::string(r.name) + " has no coins");
      if (!ints(3, 255, v)) return fail(where() + ": expected light,dark,pot");
      s.coins = {static_cast<std::uint8_t>(v[0]), static_cast<std::uint8_t>(v[1])};
      s.pot = static_cast<std::uint8_t>(v[2]);
      have_coins = true;
    } else if (key == "score") {
      if (r.win != WinRule::Score) return fail(where() + ": " + std::string(r.name) + " keeps no score");
      if (!ints(2, 2 * kMaxPieces, v)) return fail(where() + ": expected light,dark");
      s.score = {static_cast<std::uint8_t>(v[0]), static_cast<std::uint8_t>(v[1])};
      have_score = true;
    } else if (key == "stacks") {
      if (!r.uses_stacks()) return fail(where() + ": " + std::string(r.name) + " has no stacks");
      have_stacks = true;
      if (val == "-") continue;
      for (std::string_view st : split(val, ',')) {
        if (st.size() < 4 || st[2] != ':') return fail(where() + ": expected RC:pieces, got " + quoted(st));
        const int row = st[0] - '0', col = st[1] - '0';
        if (!r.board.on_board(row, col)) return fail(where() + ": no square " + quoted(st.substr(0, 2)));
        const SquareId sq = r.board.at(row, col);
        const std::string_view ps = st.substr(3);
        if (static_cast<int>(ps.size()) > 2 * r.pieces) return fail(where() + ": stack too high " + quoted(st));
        Stack stack;
        bool any_flipped = false, any_plain = false;
        for (char c : ps) {
          if (c != 'l' && c != 'd' && c != 'L' && c != 'D')
            return fail(where() + ": piece must be l, d, L or D, got " + quoted(std::string(1, c)));
          const bool flipped = c == 'L' || c == 'D';
          (flipped ? any_flipped : any_plain) = true;
          stack.push_piece(c == 'l' || c == 'L' ? kLight : kDark, flipped);
        }
        int face = 0;
        if (r.stacks == StackRule::SameFace) {
          if (any_flipped && any_plain) return fail(where() + ": a jeu-royal stack shows one face " + quoted(st));
          face = any_flipped ? 1 : 0;
        }
        const std::uint8_t slot = r.slot_of[sq][static_cast<unsigned>(face)];
        if (slot == 0xFF) return fail(where() + ": square " + quoted(st.substr(0, 2)) + " is on no path");
        if (!s.stacks[slot].empty()) return fail(where() + ": two stacks given for " + quoted(st.substr(0, 3)));
        s.stacks[slot] = stack;
      }
    } else {
      return fail("field " + std::to_string(k + 1) + ": unknown key " + quoted(item));
    }
  }
  if (r.tokens.enabled && !have_tokens) return fail("missing tokens=light,dark,reserve");
  if (r.coins.enabled && !have_coins) return fail("missing coins=light,dark,pot");
  if (r.win == WinRule::Score && !have_score) return fail("missing score=light,dark");
  if (r.uses_stacks() && !have_stacks) return fail("missing stacks=...");
  if (s.throwoff != 0xFF && s.phase != Phase::ThrowOff) return fail("offthrow= outside the throw-off");

  const std::string broken = check_invariants(r, s);
  if (!broken.empty()) return fail("invalid position: " + broken);
  return true;
}

}  // namespace

PositionParse parse_position(std::string_view text) {
  PositionParse res;
  parse_into(text, res);
  return res;
}

}  // namespace ur
