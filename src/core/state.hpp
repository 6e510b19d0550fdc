// The state of one game (a small copyable value), the actions a player can take, and
// the fixed-capacity lists that move generation fills without allocating.
#pragma once

#include <array>
#include <cstdint>
#include <type_traits>

#include "core/rules.hpp"

namespace ur {

// Where the game is in the turn flow (see game.hpp for the sequence).
enum class Phase : std::uint8_t {
  ThrowOff,   // chance: choosing the first player (throw-off or coin); `side` is throwing
  StartTurn,  // decision before throwing: Throw, PayToEnter, PlaceOnStart, or MissTurn
  Throw,      // chance: `side` throws the dice
  Move,       // decision: what to do with the throw in `throw_outcome` (maybe Pass)
  GameOver,   // `winner` is set; see result()
};

enum class Winner : std::uint8_t { None, Light, Dark, Draw };

// Special values of Action::from / Action::to.
inline constexpr std::uint8_t kPool = 0xFF;  // from: a piece not yet entered
inline constexpr std::uint8_t kOff = 0xFE;   // to: bearing off

enum class ActionKind : std::uint8_t {
  Pass,          // no legal move for this throw (includes a throw worth nothing)
  Enter,         // enter a waiting piece onto path index `to`
  Move,          // move the piece/stack on path index `from` to `to` (kOff: bear off)
  Throw,         // StartTurn: throw the dice
  PayToEnter,    // StartTurn (tokens): pay, put a piece on index 0, then throw
  PlaceOnStart,  // StartTurn (jeu-royal): place a piece on index 0 instead of throwing
  MissTurn,      // StartTurn (tokens): this turn is missed (forced)
};

// One action. Path indices are the moving player's. `count` is for stacks: how many
// pieces are lifted from the top (jeu-royal: whole stack or a split above an own piece;
// ravensburger: 1 = the top piece alone, more = with the prisoners beneath it); 1 for a
// single piece. A ravensburger red piece moving backward has to < from.
struct Action {
  ActionKind kind = ActionKind::Pass;
  std::uint8_t from = kPool;
  std::uint8_t to = 0;
  std::uint8_t count = 1;

  static constexpr Action pass() { return {ActionKind::Pass, kPool, 0, 0}; }
  static constexpr Action enter(int to, int count = 1) {
    return {ActionKind::Enter, kPool, static_cast<std::uint8_t>(to), static_cast<std::uint8_t>(count)};
  }
  static constexpr Action move(int from, int to, int count = 1) {
    return {ActionKind::Move, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to),
            static_cast<std::uint8_t>(count)};
  }
  static constexpr Action bear_off(int from, int count = 1) { return move(from, kOff, count); }
  static constexpr Action special(ActionKind k) { return {k, kPool, 0, 0}; }
  bool operator==(const Action&) const = default;
};

// A list that never allocates. 64 is well above the most any position can produce
// (jeu-royal: an entry + one choice per own piece; ravensburger: an entry + at most
// three choices per own top piece).
template <typename T, int N>
struct FixedList {
  std::array<T, N> items{};
  int count = 0;

  void clear() { count = 0; }
  void push(const T& t) { items[static_cast<unsigned>(count++)] = t; }
  int size() const { return count; }
  bool empty() const { return count == 0; }
  const T& operator[](int i) const { return items[static_cast<unsigned>(i)]; }
  T& operator[](int i) { return items[static_cast<unsigned>(i)]; }
  const T* begin() const { return items.data(); }
  const T* end() const { return items.data() + count; }
};
inline constexpr int kMaxActions = 64;
using ActionList = FixedList<Action, kMaxActions>;

// A chance outcome: a throw (marked count, or die face), or in a Random throw-off the
// coin (0 = light starts, 1 = dark starts); exact probability numerator / denominator.
struct ChanceOutcome {
  std::uint8_t outcome = 0;
  std::uint32_t numerator = 0;
  std::uint32_t denominator = 1;
  double probability() const { return static_cast<double>(numerator) / denominator; }
};
using ChanceList = FixedList<ChanceOutcome, kMaxOutcomes>;

// A stack of pieces on one square (stack rule sets only), packed in 64 bits:
// bits 0..19 owner of the k-th piece from the bottom (1 = dark), bits 20..39 whether it
// shows its second face (jeu-royal plain / ravensburger red), bits 40..44 height.
struct Stack {
  std::uint64_t bits = 0;

  int height() const { return static_cast<int>((bits >> 40) & 31u); }
  bool empty() const { return height() == 0; }
  Side owner(int k) const { return static_cast<Side>((bits >> k) & 1u); }
  bool flipped(int k) const { return ((bits >> (20 + k)) & 1u) != 0; }
  Side top_owner() const { return owner(height() - 1); }
  // Lift the top n pieces off (they keep their order); returns them as a stack.
  Stack lift(int n);
  // Put `s` on top (s's bottom piece goes right above the current top).
  void put(Stack s);
  void push_piece(Side owner, bool flipped);
  bool operator==(const Stack&) const = default;
};

// The whole state of a game. Simple rule sets use path_bits/square_bits; stack rule sets
// use `stacks` (slots per rules.slot_of) and keep path_bits/square_bits zero.
struct State {
  std::array<std::uint32_t, 2> path_bits{};    // bit i: a piece of that side on its path index i
  std::array<std::uint32_t, 2> square_bits{};  // bit s: a piece of that side on square s
  std::array<std::uint8_t, 2> waiting{};       // pieces not yet entered
  std::array<std::uint8_t, 2> off{};           // pieces of that colour gone (borne off / removed)
  std::array<std::uint8_t, 2> score{};         // jeu-royal: pieces borne off BY that player
  std::array<std::uint8_t, 2> tokens{};        // tokens: each player's tokens
  std::uint8_t reserve = 0;                    // tokens: the reserve
  std::array<std::uint8_t, 2> coins{};         // bell: each player's purse
  std::uint8_t pot = 0;                        // bell: the pot
  std::array<bool, 2> miss{};                  // tokens: that player misses their next turn
  Side side = kLight;                          // to move (or to throw)
  Phase phase = Phase::Throw;
  std::uint8_t throw_outcome = 0;  // Move phase: the throw being played
  std::uint8_t throwoff = 0xFF;    // HighestThrow throw-off: light's outcome (0xFF: none yet)
  bool extra = false;              // the current throw is an extra throw
  Winner winner = Winner::None;
  bool by_turn_limit = false;      // the game ended on the turn limit
  RuleSetId rules_id = RuleSetId::Finkel;
  std::uint32_t turn = 0;          // completed turns (extra throws are the same turn)
  std::array<Stack, kStackSlots> stacks{};

  bool operator==(const State&) const = default;
};
static_assert(std::is_trivially_copyable_v<State>, "State is copied freely by search");

// The outcome of a finished game (or the standing of an unfinished one).
struct Result {
  Winner winner = Winner::None;
  bool by_turn_limit = false;
  std::array<int, 2> score{};   // borne off (jeu-royal: borne off by; ravensburger: enemy
                                // pieces captured = removed + held prisoner)
  std::array<int, 2> tokens{};  // tokens
  int reserve = 0;
  std::array<int, 2> coins{};   // bell
  int pot = 0;
};

}  // namespace ur
