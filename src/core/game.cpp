// The rules engine: one model for all rule sets. Simple rule sets keep pieces as bit
// sets over path indices (fast); stack rule sets keep per-square stacks. Features
// (tokens, coins, flipping, towers, throw-offs, turn limit) are switched by the RuleSet.
#include "core/game.hpp"

#include "core/side_names.hpp"

#include <algorithm>
#include <bit>

namespace ur {

// ------------------------------------------------------------------ Stack

namespace {
constexpr std::uint64_t kLow20 = (1ull << 20) - 1;
inline std::uint64_t low_mask(int n) { return (1ull << n) - 1; }
inline Stack make_stack(std::uint64_t owners, std::uint64_t flips, int height) {
  return Stack{owners | (flips << 20) | (static_cast<std::uint64_t>(height) << 40)};
}
}  // namespace

Stack Stack::lift(int n) {
  const int h = height();
  const int keep = h - n;
  const std::uint64_t owners = bits & kLow20;
  const std::uint64_t flips = (bits >> 20) & kLow20;
  const Stack out = make_stack((owners >> keep) & low_mask(n), (flips >> keep) & low_mask(n), n);
  *this = make_stack(owners & low_mask(keep), flips & low_mask(keep), keep);
  return out;
}

void Stack::put(Stack s) {
  const int h = height();
  const int n = s.height();
  const std::uint64_t owners = (bits & kLow20) | ((s.bits & low_mask(n)) << h);
  const std::uint64_t flips = ((bits >> 20) & kLow20) | (((s.bits >> 20) & low_mask(n)) << h);
  *this = make_stack(owners, flips, h + n);
}

void Stack::push_piece(Side owner_side, bool is_flipped) {
  put(make_stack(owner_side, is_flipped ? 1u : 0u, 1));
}

// ------------------------------------------------------------------ helpers

namespace {

inline std::uint32_t bit(int i) { return 1u << i; }
inline Winner winner_of(Side s) { return s == kLight ? Winner::Light : Winner::Dark; }

// Pieces of `who` in a stack.
inline int count_owned(Stack st, Side who) {
  const int h = st.height();
  const int dark = std::popcount(st.bits & low_mask(h));
  return who == kDark ? dark : h - dark;
}

// The path index of a stack on (square, face) for `side`, or -1 if that side cannot be
// there. Jeu-royal: engraved stacks are before the flip index, plain ones at/after it.
inline int stack_index(const RuleSet& r, Side side, SquareId sq, int face) {
  const auto& ix = r.index_of[side][sq];
  if (r.stacks == StackRule::SameFace) {
    for (std::uint8_t i : ix) {
      if (i == 0xFF) continue;
      if ((i >= r.flip_index ? 1 : 0) == face) return i;
    }
    return -1;
  }
  return ix[0] == 0xFF ? -1 : ix[0];
}

inline Stack& stack_at(const RuleSet& r, State& s, SquareId sq, int face) {
  return s.stacks[r.slot_of[sq][static_cast<unsigned>(face)]];
}

// Enemy pieces held prisoner by `captor`: below the captor's topmost piece in a stack.
int held_prisoners(const RuleSet& r, const State& s, Side captor) {
  int held = 0;
  for (int slot = 0; slot < r.slot_count; ++slot) {
    const Stack st = s.stacks[static_cast<unsigned>(slot)];
    for (int k = st.height() - 1; k >= 0; --k) {
      if (st.owner(k) != captor) continue;
      held += count_owned(make_stack(st.bits & low_mask(k), 0, k), opponent(captor));
      break;
    }
  }
  return held;
}

// Ravensburger: every piece of `victim` removed or held prisoner.
bool all_captured(const RuleSet& r, const State& s, Side victim) {
  if (s.waiting[victim] != 0) return false;
  return held_prisoners(r, s, opponent(victim)) + s.off[victim] == r.pieces;
}

// Tokens: `payer` pays `amount` to `to` (nullptr: the reserve); short -> misses a turn.
void charge(State& s, Side payer, int amount, std::uint8_t* to) {
  if (amount <= 0) return;
  const int paid = std::min<int>(amount, s.tokens[payer]);
  s.tokens[payer] = static_cast<std::uint8_t>(s.tokens[payer] - paid);
  std::uint8_t& dest = to ? *to : s.reserve;
  dest = static_cast<std::uint8_t>(dest + paid);
  if (paid < amount) s.miss[payer] = true;
}

void game_over(const RuleSet& r, State& s, Winner w) {
  s.phase = Phase::GameOver;
  s.winner = w;
  s.throw_outcome = 0;
  s.extra = false;
  if (w != Winner::Light && w != Winner::Dark) return;
  const Side win = w == Winner::Light ? kLight : kDark;
  const Side lose = opponent(win);
  if (r.tokens.enabled && r.tokens.settle_at_end) {
    s.tokens[win] = static_cast<std::uint8_t>(s.tokens[win] + s.reserve);
    s.reserve = 0;
    const int due = pieces_on_board(r, s, lose) + 2 * s.waiting[lose];
    const int paid = std::min<int>(due, s.tokens[lose]);
    s.tokens[lose] = static_cast<std::uint8_t>(s.tokens[lose] - paid);
    s.tokens[win] = static_cast<std::uint8_t>(s.tokens[win] + paid);
  }
  if (r.coins.enabled) {
    s.coins[win] = static_cast<std::uint8_t>(s.coins[win] + s.pot);
    s.pot = 0;
  }
}

inline bool can_pay_to_enter(const RuleSet& r, const State& s) {
  if (!r.tokens.enabled || r.tokens.pay_to_enter == 0) return false;
  const Side me = s.side;
  if (s.tokens[me] < r.tokens.pay_to_enter || s.waiting[me] == 0) return false;
  const std::uint32_t sq = square_bit(r.path[me][0]);
  return ((s.square_bits[me] | s.square_bits[opponent(me)]) & sq) == 0;
}

inline bool can_place_on_start(const RuleSet& r, const State& s) {
  if (!r.place_without_throw || s.waiting[s.side] == 0) return false;
  for (int slot = 0; slot < r.slot_count; ++slot) {
    const Stack st = s.stacks[static_cast<unsigned>(slot)];
    if (!st.empty() && st.top_owner() == s.side && r.board.is_rosette(r.slot_square[static_cast<unsigned>(slot)]))
      return true;
  }
  return false;
}

// Before a throw: StartTurn if there is a choice, else straight to the dice.
inline void begin_throw(const RuleSet& r, State& s) {
  s.throw_outcome = 0;  // keeps states canonical: the throw only matters in Move
  s.phase = (can_pay_to_enter(r, s) || can_place_on_start(r, s)) ? Phase::StartTurn : Phase::Throw;
}

inline void begin_turn(const RuleSet& r, State& s, Side side) {
  s.side = side;
  s.extra = false;
  s.throw_outcome = 0;
  if (s.miss[side]) {
    s.phase = Phase::StartTurn;  // the only action will be MissTurn
    return;
  }
  begin_throw(r, s);
}

inline void end_turn(const RuleSet& r, State& s) {
  ++s.turn;
  if (r.turn_limit > 0 && s.turn >= static_cast<std::uint32_t>(r.turn_limit)) {
    const int light = s.off[kDark] + held_prisoners(r, s, kLight);
    const int dark = s.off[kLight] + held_prisoners(r, s, kDark);
    s.by_turn_limit = true;
    game_over(r, s, light > dark ? Winner::Light : dark > light ? Winner::Dark : Winner::Draw);
    return;
  }
  begin_turn(r, s, opponent(s.side));
}

// After a move: game over, another throw, or the other player's turn.
inline void after_move(const RuleSet& r, State& s, bool extra) {
  if (extra) {
    s.extra = true;
    begin_throw(r, s);
  } else {
    end_turn(r, s);
  }
}

// ------------------------------------------------------------------ simple model

// Paths that visit each square once: the landings of every piece at once, as masks in
// path-index space (bit t: landing on index t; bit path_length: bearing off). Own pieces
// block their own index; an opponent on a safe square blocks the index of that square.
// The same actions in the same order as the loop below: the entry, then by ascending index.
[[gnu::always_inline]] inline void simple_moves_by_mask(const RuleSet& r, const State& s, int v, ActionList& out) {
  const Side me = s.side;
  const auto m = static_cast<unsigned>(me);
  const int len = r.path_length;
  if (v > len) return;  // nothing lands (and no shift below goes past 64 bits)
  std::uint32_t blocked = s.path_bits[m];
  std::uint32_t safe_theirs = s.square_bits[opponent(me)] & r.safe_squares & r.path_squares[m];
  while (safe_theirs != 0) {
    const int sq = std::countr_zero(safe_theirs);
    safe_theirs &= safe_theirs - 1;
    blocked |= bit(r.index_of[m][static_cast<unsigned>(sq)][0]);
  }
  const bool enter = s.waiting[m] != 0 && ((r.entry_values >> v) & 1u) != 0 && v - 1 < len;
  // Sources one bit up (bit 0: the pool), landings one bit down again after the shift.
  const std::uint64_t sources = (static_cast<std::uint64_t>(s.path_bits[m]) << 1) | (enter ? 1u : 0u);
  const std::uint64_t on_path = (1ull << len) - 1;
  const std::uint64_t off = r.can_bear_off ? 1ull << len : 0;
  std::uint64_t land = ((sources << v) >> 1) & ((on_path & ~static_cast<std::uint64_t>(blocked)) | off);
  int n = out.count;
  while (land != 0) {
    const int t = std::countr_zero(land);
    land &= land - 1;
    const int from = t - v;
    out.items[static_cast<unsigned>(n++)] =
        from < 0 ? Action::enter(t) : t == len ? Action::bear_off(from) : Action::move(from, t);
  }
  out.count = n;
}

[[gnu::always_inline]] inline void simple_moves(const RuleSet& r, const State& s, int v, ActionList& out) {
  if (r.path_once) {
    simple_moves_by_mask(r, s, v, out);
    return;
  }
  const Side me = s.side;
  const std::uint32_t own = s.square_bits[me];
  const std::uint32_t blocked = own | (s.square_bits[opponent(me)] & r.safe_squares);
  const SquareId* path = r.path[me].data();
  const int len = r.path_length;
  if (s.waiting[me] != 0 && ((r.entry_values >> v) & 1u) != 0) {
    const int t = v - 1;
    if (t < len && (blocked & square_bit(path[t])) == 0) out.push(Action::enter(t));
  }
  std::uint32_t pieces = s.path_bits[me];
  while (pieces != 0) {
    const int i = std::countr_zero(pieces);
    pieces &= pieces - 1;
    const int t = i + v;
    if (t > len) break;
    if (t == len) {
      if (r.can_bear_off) out.push(Action::bear_off(i));
    } else if ((blocked & square_bit(path[t])) == 0) {
      out.push(Action::move(i, t));
    }
  }
}

void place_simple(const RuleSet& r, State& s, Side side, int index) {
  s.path_bits[side] |= bit(index);
  s.square_bits[side] |= square_bit(r.path[side][static_cast<unsigned>(index)]);
}

[[gnu::always_inline]] inline void apply_simple(const RuleSet& r, State& s, const Action& a) {
  const Side me = s.side;
  const Side them = opponent(me);
  const SquareId* path = r.path[me].data();
  int from = -1;
  if (a.kind == ActionKind::Enter) {
    --s.waiting[me];
  } else {
    from = a.from;
    s.path_bits[me] &= ~bit(from);
    s.square_bits[me] &= ~square_bit(path[from]);
  }
  bool captured = false;
  bool rosette = false;
  int to = r.path_length;
  if (a.to == kOff) {
    ++s.off[me];
  } else {
    to = a.to;
    const SquareId sq = path[to];
    if ((s.square_bits[them] & square_bit(sq)) != 0) {
      const auto& ix = r.index_of[them][sq];
      const int ti = (ix[1] != 0xFF && (s.path_bits[them] & bit(ix[1])) != 0) ? ix[1] : ix[0];
      s.path_bits[them] &= ~bit(ti);
      s.square_bits[them] &= ~square_bit(sq);
      ++s.waiting[them];
      captured = true;
    }
    s.path_bits[me] |= bit(to);
    s.square_bits[me] |= square_bit(sq);
    rosette = r.board.is_rosette(sq);
  }
  if (r.tokens.enabled) {
    // In the order of the move: rosettes passed over, then what the landing brings.
    const std::uint32_t between = (bit(to) - 1u) & ~(bit(from + 1) - 1u);
    charge(s, me, std::popcount(r.rosette_indices & between) * r.tokens.pass_over_cost, nullptr);
    if (captured) charge(s, them, r.tokens.capture_fee, &s.tokens[me]);
    if (rosette) {
      const int gain = std::min<int>(r.tokens.chance_gain, s.reserve);
      s.reserve = static_cast<std::uint8_t>(s.reserve - gain);
      s.tokens[me] = static_cast<std::uint8_t>(s.tokens[me] + gain);
    }
  }
  if (r.coins.enabled && rosette) {
    const int fine = std::min<int>(r.coins.rosette_fine, s.coins[me]);
    s.coins[me] = static_cast<std::uint8_t>(s.coins[me] - fine);
    s.pot = static_cast<std::uint8_t>(s.pot + fine);
  }
  if (s.off[me] == r.pieces) {
    game_over(r, s, winner_of(me));
    return;
  }
  const bool extra = r.throw_table[s.throw_outcome].extra_throw ||
                     (rosette && r.extra_on_rosette) || (captured && r.extra_on_capture);
  after_move(r, s, extra);
}

// ------------------------------------------------------------------ jeu-royal: stacks by face

void same_face_moves(const RuleSet& r, const State& s, int v, ActionList& out) {
  const Side me = s.side;
  const int last = r.path_length - 1;
  if (s.waiting[me] != 0 && ((r.entry_values >> v) & 1u) != 0) out.push(Action::enter(0));
  for (int slot = 0; slot < r.slot_count; ++slot) {
    const Stack st = s.stacks[static_cast<unsigned>(slot)];
    const int h = st.height();
    if (h == 0 || st.top_owner() != me) continue;
    const int i = stack_index(r, me, r.slot_square[static_cast<unsigned>(slot)],
                              r.slot_face[static_cast<unsigned>(slot)]);
    if (i < 0) continue;
    int to;
    if (i == last) {
      if (v != r.bear_off_value) continue;
      to = kOff;
    } else {
      to = i + v;
      if (to > last) continue;
    }
    out.push(Action::move(i, to, h));  // the whole stack
    for (int p = 0; p + 1 < h; ++p)     // or the part above one of my pieces
      if (st.owner(p) == me) out.push(Action::move(i, to, h - 1 - p));
  }
}

void enter_at_start(const RuleSet& r, State& s) {
  const Side me = s.side;
  --s.waiting[me];
  stack_at(r, s, r.path[me][0], 0).push_piece(me, false);
}

void apply_same_face(const RuleSet& r, State& s, const Action& a) {
  const Side me = s.side;
  if (a.kind == ActionKind::Enter) {
    enter_at_start(r, s);
    after_move(r, s, false);
    return;
  }
  const int from = a.from;
  Stack moving = stack_at(r, s, r.path[me][from], r.face_at(from)).lift(a.count);
  if (a.to == kOff) {
    const int dark = count_owned(moving, kDark);
    s.off[kDark] = static_cast<std::uint8_t>(s.off[kDark] + dark);
    s.off[kLight] = static_cast<std::uint8_t>(s.off[kLight] + a.count - dark);
    s.score[me] = static_cast<std::uint8_t>(s.score[me] + a.count);
    if (s.score[me] > r.pieces) {
      game_over(r, s, winner_of(me));
      return;
    }
    if (s.off[kLight] + s.off[kDark] == 2 * r.pieces) {
      game_over(r, s, s.score[kLight] > s.score[kDark]   ? Winner::Light
                      : s.score[kDark] > s.score[kLight] ? Winner::Dark
                                                         : Winner::Draw);
      return;
    }
  } else {
    // Reaching or passing the flip index turns the whole moving stack over, on arrival.
    const int face = r.face_at(a.to);
    const int n = moving.height();
    moving = make_stack(moving.bits & low_mask(n), face ? low_mask(n) : 0, n);
    stack_at(r, s, r.path[me][a.to], face).put(moving);
  }
  after_move(r, s, false);
}

// ------------------------------------------------------------------ ravensburger: towers

// Own pieces on the square of path index t, if t is a goal square with a cap, must stay
// under the cap.
inline bool goal_has_room(const RuleSet& r, const State& s, Side me, int t) {
  if (r.goal_cap == 0 || t < r.path_length - 2) return true;
  const Stack st = s.stacks[r.slot_of[r.path[me][static_cast<unsigned>(t)]][0]];
  return count_owned(st, me) < r.goal_cap;
}

void tower_moves(const RuleSet& r, const State& s, int v, ActionList& out) {
  const Side me = s.side;
  const Side them = opponent(me);
  const int last = r.path_length - 1;
  if (s.waiting[me] != 0 && ((r.entry_values >> v) & 1u) != 0 && v - 1 <= last &&
      goal_has_room(r, s, me, v - 1))
    out.push(Action::enter(v - 1));
  for (int slot = 0; slot < r.slot_count; ++slot) {
    const Stack st = s.stacks[static_cast<unsigned>(slot)];
    const int h = st.height();
    if (h == 0 || st.top_owner() != me) continue;
    const int i = stack_index(r, me, r.slot_square[static_cast<unsigned>(slot)], 0);
    if (i < 0) continue;
    int prisoners = 0;
    while (prisoners < h - 1 && st.owner(h - 2 - prisoners) == them) ++prisoners;
    // Prisoners cannot be set free on a square closed to them (your goal square A5).
    const bool may_leave = prisoners == 0 || stack_index(r, them, r.slot_square[static_cast<unsigned>(slot)], 0) >= 0;
    const int t = i + v;
    if (t <= last && goal_has_room(r, s, me, t)) {
      if (prisoners > 0) out.push(Action::move(i, t, 1 + prisoners));
      if (may_leave) out.push(Action::move(i, t, 1));
    }
    const int back = i - v;
    if (may_leave && st.flipped(h - 1) && back >= r.red_min_index && goal_has_room(r, s, me, back))
      out.push(Action::move(i, back, 1));  // a red piece alone may go backward
  }
}

void apply_tower(const RuleSet& r, State& s, const Action& a) {
  const Side me = s.side;
  const Side them = opponent(me);
  const int last = r.path_length - 1;
  if (a.kind == ActionKind::Enter) {
    --s.waiting[me];
    stack_at(r, s, r.path[me][a.to], 0).push_piece(me, false);
  } else {
    Stack moving = stack_at(r, s, r.path[me][a.from], 0).lift(a.count);
    if (a.to == last) {
      // Prisoners carried onto the last goal square leave the game; the piece turns red.
      s.off[them] = static_cast<std::uint8_t>(s.off[them] + a.count - 1);
      moving = make_stack(me, 1, 1);
    }
    stack_at(r, s, r.path[me][a.to], 0).put(moving);
  }
  if (all_captured(r, s, them)) {
    game_over(r, s, winner_of(me));
    return;
  }
  after_move(r, s, false);
}

void apply_pass(const RuleSet& r, State& s) {
  if (r.tokens.enabled) charge(s, s.side, r.tokens.pass_cost, nullptr);
  end_turn(r, s);  // a pending extra throw is lost
}

}  // namespace

// ------------------------------------------------------------------ public API

int pieces_on_board(const RuleSet& r, const State& s, Side side) {
  if (!r.uses_stacks()) return std::popcount(s.path_bits[side]);
  int n = 0;
  for (int slot = 0; slot < r.slot_count; ++slot) n += count_owned(s.stacks[static_cast<unsigned>(slot)], side);
  return n;
}

State new_game(const RuleSet& r) {
  State s;
  s.rules_id = r.id;
  s.waiting = {static_cast<std::uint8_t>(r.pieces), static_cast<std::uint8_t>(r.pieces)};
  if (r.tokens.enabled) {
    s.tokens = {r.tokens.start, r.tokens.start};
    s.reserve = r.tokens.reserve;
  }
  if (r.coins.enabled) {
    s.coins = {r.coins.purse, r.coins.purse};
    for (int side = 0; side < 2; ++side) {
      const int stake = std::min<int>(r.coins.stake, s.coins[static_cast<unsigned>(side)]);
      s.coins[static_cast<unsigned>(side)] = static_cast<std::uint8_t>(s.coins[static_cast<unsigned>(side)] - stake);
      s.pot = static_cast<std::uint8_t>(s.pot + stake);
    }
  }
  if (r.first_player == FirstPlayer::Light) {
    begin_turn(r, s, kLight);
  } else {
    s.phase = Phase::ThrowOff;
    s.side = kLight;
  }
  return s;
}

State next_game(const RuleSet& r, const State& finished) {
  State s = new_game(r);
  if (r.coins.enabled) {
    s.coins = finished.coins;
    s.pot = finished.pot;  // nothing is left in it after a won game
    for (int side = 0; side < 2; ++side) {
      const int stake = std::min<int>(r.coins.stake, s.coins[static_cast<unsigned>(side)]);
      s.coins[static_cast<unsigned>(side)] = static_cast<std::uint8_t>(s.coins[static_cast<unsigned>(side)] - stake);
      s.pot = static_cast<std::uint8_t>(s.pot + stake);
    }
  }
  return s;
}

ChanceList chance_outcomes(const RuleSet& r, const State& s) {
  if (s.phase == Phase::ThrowOff && r.first_player == FirstPlayer::Random) {
    ChanceList coin;
    coin.push({0, 1, 2});
    coin.push({1, 1, 2});
    return coin;
  }
  return throw_outcomes(r);
}

void detail::apply_throwoff(const RuleSet& r, State& s, int outcome) {
  const auto o = static_cast<std::uint8_t>(outcome);
  if (s.phase != Phase::ThrowOff) return;
  switch (r.first_player) {
    case FirstPlayer::Light:
      begin_turn(r, s, kLight);
      break;
    case FirstPlayer::Random:
      begin_turn(r, s, o == 0 ? kLight : kDark);
      break;
    case FirstPlayer::HighestThrow:
      if (s.throwoff == 0xFF) {
        s.throwoff = o;
        s.side = kDark;
      } else {
        const int light = r.move_value(s.throwoff);
        const int dark = r.move_value(o);
        s.throwoff = 0xFF;
        if (light == dark) {
          s.side = kLight;  // tie: throw again
        } else {
          begin_turn(r, s, light > dark ? kLight : kDark);
        }
      }
      break;
    case FirstPlayer::FirstToThrowOne:
      if (r.move_value(o) == 1) {
        s.throw_outcome = o;  // this throw is the first throw of the game
        s.extra = false;
        s.phase = Phase::Move;
      } else {
        s.side = opponent(s.side);
      }
      break;
  }
}

void legal_actions(const RuleSet& r, const State& s, ActionList& out) {
  out.clear();
  if (s.phase == Phase::Move && r.stacks == StackRule::None) [[likely]] {  // the common case first
    const int v = r.move_value(s.throw_outcome);
    if (v > 0) simple_moves(r, s, v, out);
    if (out.empty()) out.push(Action::pass());
    return;
  }
  if (s.phase == Phase::StartTurn) {
    if (s.miss[s.side] && !s.extra) {
      out.push(Action::special(ActionKind::MissTurn));
      return;
    }
    out.push(Action::special(ActionKind::Throw));
    if (can_pay_to_enter(r, s)) out.push(Action::special(ActionKind::PayToEnter));
    if (can_place_on_start(r, s)) out.push(Action::special(ActionKind::PlaceOnStart));
    return;
  }
  if (s.phase != Phase::Move) return;
  const int v = r.move_value(s.throw_outcome);
  if (v > 0) {
    switch (r.stacks) {
      case StackRule::None: simple_moves(r, s, v, out); break;
      case StackRule::SameFace: same_face_moves(r, s, v, out); break;
      case StackRule::Towers: tower_moves(r, s, v, out); break;
    }
  }
  if (out.empty()) out.push(Action::pass());
}

bool is_legal(const RuleSet& r, const State& s, const Action& a) {
  ActionList list;
  legal_actions(r, s, list);
  for (const Action& x : list)
    if (x == a) return true;
  return false;
}

void apply(const RuleSet& r, State& s, const Action& a) {
  if ((a.kind == ActionKind::Enter || a.kind == ActionKind::Move) && r.stacks == StackRule::None) [[likely]] {
    apply_simple(r, s, a);  // the common case, without the jump table of the switch below
    return;
  }
  switch (a.kind) {
    case ActionKind::Pass:
      apply_pass(r, s);
      return;
    case ActionKind::Throw:
      s.phase = Phase::Throw;
      return;
    case ActionKind::MissTurn:
      s.miss[s.side] = false;
      end_turn(r, s);
      return;
    case ActionKind::PayToEnter:
      s.tokens[s.side] = static_cast<std::uint8_t>(s.tokens[s.side] - r.tokens.pay_to_enter);
      s.reserve = static_cast<std::uint8_t>(s.reserve + r.tokens.pay_to_enter);
      --s.waiting[s.side];
      place_simple(r, s, s.side, 0);
      s.phase = Phase::Throw;
      return;
    case ActionKind::PlaceOnStart:
      enter_at_start(r, s);
      end_turn(r, s);
      return;
    case ActionKind::Enter:
    case ActionKind::Move:
      switch (r.stacks) {
        case StackRule::None: apply_simple(r, s, a); break;
        case StackRule::SameFace: apply_same_face(r, s, a); break;
        case StackRule::Towers: apply_tower(r, s, a); break;
      }
      return;
  }
}

Result result(const RuleSet& r, const State& s) {
  Result res;
  res.winner = s.winner;
  res.by_turn_limit = s.by_turn_limit;
  for (int side = 0; side < 2; ++side) {
    const auto u = static_cast<unsigned>(side);
    switch (r.win) {
      case WinRule::BearOffAll: res.score[u] = s.off[u]; break;
      case WinRule::Score: res.score[u] = s.score[u]; break;
      case WinRule::CaptureAll:
        res.score[u] = s.off[u ^ 1u] + held_prisoners(r, s, static_cast<Side>(side));
        break;
    }
    res.tokens[u] = s.tokens[u];
    res.coins[u] = s.coins[u];
  }
  res.reserve = s.reserve;
  res.pot = s.pot;
  return res;
}

std::string check_invariants(const RuleSet& r, const State& s) {
  if (s.rules_id != r.id) return "state belongs to another rule set";
  for (int side = 0; side < 2; ++side) {
    const auto u = static_cast<unsigned>(side);
    const int total = pieces_on_board(r, s, static_cast<Side>(side)) + s.waiting[u] + s.off[u];
    if (total != r.pieces)
      return side_id(static_cast<Side>(side)) + " has " + std::to_string(total) + " pieces, expected " +
             std::to_string(r.pieces);
  }
  if (!r.uses_stacks()) {
    for (int side = 0; side < 2; ++side) {
      const auto u = static_cast<unsigned>(side);
      if (r.path_length < 32 && (s.path_bits[u] >> r.path_length) != 0)
        return side_id(static_cast<Side>(side)) + " has a piece past the end of the path";
      std::uint32_t squares = 0;
      for (std::uint32_t b = s.path_bits[u]; b != 0; b &= b - 1) {
        const std::uint32_t sq = square_bit(r.path[u][static_cast<unsigned>(std::countr_zero(b))]);
        if ((squares & sq) != 0) return side_id(static_cast<Side>(side)) + " has two pieces on one square";
        squares |= sq;
      }
      if (squares != s.square_bits[u]) return side_id(static_cast<Side>(side)) + ": square bits out of sync";
    }
    if ((s.square_bits[0] & s.square_bits[1]) != 0) return "light and dark share a square";
    for (const Stack& st : s.stacks)
      if (!st.empty()) return "stacks used by a rule set without stacks";
  } else {
    if ((s.path_bits[0] | s.path_bits[1] | s.square_bits[0] | s.square_bits[1]) != 0)
      return "path bits used by a stack rule set";
    for (int slot = r.slot_count; slot < kStackSlots; ++slot)
      if (!s.stacks[static_cast<unsigned>(slot)].empty()) return "stack in an unused slot";
    for (int slot = 0; slot < r.slot_count; ++slot) {
      const Stack st = s.stacks[static_cast<unsigned>(slot)];
      const int h = st.height();
      if (h == 0) {
        if (st.bits != 0) return "empty stack with stray bits";
        continue;
      }
      if (h > 2 * r.pieces) return "stack too high";
      if ((st.bits & ~(low_mask(h) | (low_mask(h) << 20) | (31ull << 40))) != 0)
        return "stack with stray bits";
      const SquareId sq = r.slot_square[static_cast<unsigned>(slot)];
      const int face = r.slot_face[static_cast<unsigned>(slot)];
      const int top_index = stack_index(r, st.top_owner(), sq, face);
      if (top_index < 0) return "a stack's top piece stands where its owner cannot be";
      if (r.stacks == StackRule::SameFace) {
        const std::uint64_t flips = (st.bits >> 20) & low_mask(h);
        if (flips != (face ? low_mask(h) : 0)) return "a jeu-royal stack with mixed faces";
      } else {
        if (st.flipped(h - 1) && top_index < r.red_min_index) return "a red piece off its track";
        if (r.goal_cap > 0 && top_index >= r.path_length - 2 &&
            count_owned(st, st.top_owner()) > r.goal_cap)
          return "too many pieces on a goal square";
      }
    }
    if (r.win == WinRule::Score && s.score[0] + s.score[1] != s.off[0] + s.off[1])
      return "scores do not add up to the pieces borne off";
  }
  if (r.tokens.enabled) {
    const int total = s.tokens[0] + s.tokens[1] + s.reserve;
    if (total != 2 * r.tokens.start + r.tokens.reserve)
      return "tokens not conserved: " + std::to_string(total);
  } else if ((s.tokens[0] | s.tokens[1] | s.reserve) != 0 || s.miss[0] || s.miss[1]) {
    return "tokens in a rule set without tokens";
  }
  if (r.coins.enabled) {
    const int total = s.coins[0] + s.coins[1] + s.pot;
    if (total != 2 * r.coins.purse) return "coins not conserved: " + std::to_string(total);
  } else if ((s.coins[0] | s.coins[1] | s.pot) != 0) {
    return "coins in a rule set without coins";
  }
  if (s.phase == Phase::Move &&
      (s.throw_outcome < r.first_outcome() || s.throw_outcome > r.last_outcome()))
    return "throw outcome out of range";
  if ((s.phase == Phase::GameOver) != (s.winner != Winner::None)) return "winner/phase mismatch";
  if (s.by_turn_limit && (s.phase != Phase::GameOver || r.turn_limit == 0 ||
                          s.turn != static_cast<std::uint32_t>(r.turn_limit)))
    return "turn-limit flag without the turn limit";
  // The winner (or the absence of one) must follow from the position.
  const bool over = s.phase == Phase::GameOver;
  const int w = s.winner == Winner::Light ? 0 : s.winner == Winner::Dark ? 1 : -1;
  switch (r.win) {
    case WinRule::BearOffAll:
      if (over ? (w < 0 || s.off[static_cast<unsigned>(w)] != r.pieces)
               : (s.off[0] == r.pieces || s.off[1] == r.pieces))
        return "winner does not match the pieces borne off";
      break;
    case WinRule::Score: {
      const bool all_off = s.off[0] + s.off[1] == 2 * r.pieces;
      const bool decided = s.score[0] > r.pieces || s.score[1] > r.pieces || all_off;
      if (over != decided) return "game over does not match the scores";
      if (over && !all_off && (w < 0 || s.score[static_cast<unsigned>(w)] <= r.pieces))
        return "winner does not match the scores";
      if (over && all_off && s.score[0] != s.score[1] &&
          (w < 0 || s.score[static_cast<unsigned>(w)] < s.score[static_cast<unsigned>(1 - w)]))
        return "winner does not match the scores";
      break;
    }
    case WinRule::CaptureAll:
      if (!s.by_turn_limit) {
        const bool light_done = all_captured(r, s, kDark);
        const bool dark_done = all_captured(r, s, kLight);
        if (over ? (w < 0 || !(w == 0 ? light_done : dark_done)) : (light_done || dark_done))
          return "winner does not match the captures";
      }
      break;
  }
  if (s.throwoff != 0xFF && (s.phase != Phase::ThrowOff || s.side != kDark))
    return "pending throw-off outside the throw-off";
  if (s.phase == Phase::ThrowOff && r.first_player == FirstPlayer::Light)
    return "throw-off in a rule set where light starts";
  if (r.turn_limit > 0 && s.turn > static_cast<std::uint32_t>(r.turn_limit)) return "past the turn limit";
  return "";
}

std::string to_string(const Action& a) {
  auto count = [&]() { return a.count > 1 ? " x" + std::to_string(a.count) : std::string(); };
  switch (a.kind) {
    case ActionKind::Pass: return "pass";
    case ActionKind::Throw: return "throw";
    case ActionKind::PayToEnter: return "pay";
    case ActionKind::PlaceOnStart: return "place";
    case ActionKind::MissTurn: return "miss";
    case ActionKind::Enter: return "enter " + std::to_string(a.to) + count();
    case ActionKind::Move:
      return "move " + std::to_string(a.from) + " " +
             (a.to == kOff ? std::string("off") : std::to_string(a.to)) + count();
  }
  return "?";
}

std::uint64_t hash_state(const State& s) {
  std::uint64_t h = 0xCBF29CE484222325ull;  // FNV-1a, fed field by field (no padding)
  constexpr std::uint64_t kPrime8 = [] {  // eight bytes of zero: h *= prime, eight times
    std::uint64_t p = 1;
    for (int i = 0; i < 8; ++i) p *= 0x100000001B3ull;
    return p;
  }();
  auto feed = [&h](std::uint64_t v) {
    if (v == 0) {  // most stack slots, and every one in the simple rule sets
      h *= kPrime8;
      return;
    }
    for (int i = 0; i < 8; ++i) {
      h ^= (v >> (8 * i)) & 0xFFu;
      h *= 0x100000001B3ull;
    }
  };
  for (int side = 0; side < 2; ++side) {
    const auto u = static_cast<unsigned>(side);
    feed(s.path_bits[u]);
    feed(s.square_bits[u]);
    feed(s.waiting[u] | (s.off[u] << 8) | (s.score[u] << 16) | (s.tokens[u] << 24) |
         (static_cast<std::uint64_t>(s.coins[u]) << 32) | (static_cast<std::uint64_t>(s.miss[u]) << 40));
  }
  feed(s.reserve | (s.pot << 8) | (s.side << 16) | (static_cast<unsigned>(s.phase) << 24) |
       (static_cast<std::uint64_t>(s.throw_outcome) << 32) | (static_cast<std::uint64_t>(s.throwoff) << 40) |
       (static_cast<std::uint64_t>(s.extra) << 48) | (static_cast<std::uint64_t>(s.winner) << 52) |
       (static_cast<std::uint64_t>(s.by_turn_limit) << 56) | (static_cast<std::uint64_t>(s.rules_id) << 58));
  feed(s.turn);
  for (const Stack& st : s.stacks) feed(st.bits);
  return h;
}

}  // namespace ur
