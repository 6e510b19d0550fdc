// The twelve rule sets of Ur as data with stable names (see shared/rules.md).
// One engine plays them all: a RuleSet switches its features on and off (stacks,
// flipping, tokens, coins, throw-offs, turn limit) — there is no engine per rule set.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

#include "core/board.hpp"

namespace ur {

inline constexpr int kMaxPath = 28;         // longest path: murray's 27 squares
inline constexpr int kMaxPieces = 10;       // per side (ravensburger)
inline constexpr int kMaxOutcomes = 7;      // throw outcomes are indexed 0..6
inline constexpr int kStackSlots = 32;      // stack storage in a State (see state.hpp)

// Sides; used as array indices everywhere.
enum Side : std::uint8_t { kLight = 0, kDark = 1 };
inline constexpr Side opponent(Side s) { return s == kLight ? kDark : kLight; }

enum class RuleSetId : std::uint8_t {
  Finkel, Masters, Blitz, Classic, Murray, BritishMuseum, Bell, Bgg, Tokens, JeuRoyal,
  Ravensburger, Aseb,
};
inline constexpr int kRuleSetCount = 12;

// Binary: `dice_count` tetrahedral dice, outcome = number of marked tips (0..count).
// D6: one six-sided die, outcome = face (1..6).
enum class DiceKind : std::uint8_t { Binary, D6 };

// What one throw outcome means: the move value (0 = no move) and whether it gives
// another throw after the move.
struct ThrowEntry {
  std::uint8_t move = 0;
  bool extra_throw = false;
};

enum class FirstPlayer : std::uint8_t {
  Light,            // light always starts
  HighestThrow,     // light then dark throw; higher throw VALUE starts; ties rethrow
  Random,           // a fair coin (a chance node with two outcomes)
  FirstToThrowOne,  // players throw in turn from light; the first throw of value 1 starts
                    // the game and is used as that player's first throw
};

// How pieces share squares.
enum class StackRule : std::uint8_t {
  None,      // one piece per square; landing on an opponent captures it (to its pool)
  SameFace,  // jeu-royal: stacks of the same face merge, the top owner holds the rest
  Towers,    // ravensburger: towers, the top piece may carry the prisoners beneath it
};

enum class WinRule : std::uint8_t {
  BearOffAll,  // first to bear off every piece
  Score,       // jeu-royal: most pieces borne off (any colour); more than half wins at once
  CaptureAll,  // ravensburger: every enemy piece removed or held prisoner
};

// `tokens`: a token economy (all amounts in tokens; 0 = rule not used).
struct TokenRules {
  bool enabled = false;
  std::uint8_t start = 0;           // each player's tokens at the start
  std::uint8_t reserve = 0;         // the reserve at the start
  std::uint8_t pay_to_enter = 0;    // before throwing: pay this to put a piece on index 0
  std::uint8_t capture_fee = 0;     // the captured piece's owner pays the capturer
  std::uint8_t chance_gain = 0;     // stopping on a rosette takes this from the reserve
  std::uint8_t pass_over_cost = 0;  // passing over a rosette without stopping on it
  std::uint8_t pass_cost = 0;       // no legal move
  bool settle_at_end = false;       // winner takes the reserve; loser pays 1 per piece on
                                    // the board and 2 per piece not entered
};

// `bell`: a purse per player (kept over a match), a stake per game and rosette fines.
struct CoinRules {
  bool enabled = false;
  std::uint8_t purse = 0;         // each player's coins at the start of a match
  std::uint8_t stake = 0;         // paid into the pot at the start of each game
  std::uint8_t rosette_fine = 0;  // paid into the pot on landing on a rosette
};

// Where the start screen lists a rule set: the modern rule sets played online today, or
// the reconstructions written down from historical sources and old rules sheets.
enum class RuleGroup : std::uint8_t { Modern, Historical };

// A rule set. Built once (all_rule_sets()); copy it freely (with_pieces makes variants).
struct RuleSet {
  RuleSetId id = RuleSetId::Finkel;
  std::string_view name;     // stable name: menu, notation, CLI, tests, table files
  std::string_view title;    // for people: a name, no numbers of source documents
  std::string_view hook;     // one short line for the start screen: what makes it itself
  std::string_view origin;   // who or what the rules come from, in a few words (cards)
  std::string_view summary;  // one paragraph, in plain words
  std::string_view source;   // where the rules come from, as a line of history
  std::string_view notes;    // the choices made where the sources are silent, phrased
                             // for players ("In this version, ...")
  RuleGroup group = RuleGroup::Historical;
  Board board = kRoyalBoard;  // the board's shape: which squares exist, the rosettes


  int pieces = 7;          // per side
  int default_pieces = 7;  // the rule set's own number (pieces != default: a small variant)

  // Paths by side, path index 0 = first square entered; "off" is index path_length.
  int path_length = 0;
  std::array<std::array<SquareId, kMaxPath>, 2> path{};

  DiceKind dice = DiceKind::Binary;
  int dice_count = 4;
  std::array<ThrowEntry, kMaxOutcomes> throw_table{};  // by outcome (marked count / face)

  bool extra_on_rosette = false;  // landing on a rosette gives another throw
  bool extra_on_capture = false;  // capturing gives another throw (at most one extra throw)
  bool rosettes_safe = false;     // a piece on a rosette cannot be captured (nor landed on)

  // Entering: a throw of value v may enter a piece iff bit v of entry_values is set; it
  // lands on path index v-1, or on index 0 without moving when enter_at_start is set.
  std::uint16_t entry_values = 0;
  bool enter_at_start = false;

  // Bearing off: exact (index + value == path_length) unless bear_off_value > 0, in which
  // case only a stack on the last square leaves, on exactly that value (jeu-royal).
  // can_bear_off == false: pieces never bear off (ravensburger).
  bool can_bear_off = true;
  int bear_off_value = 0;

  FirstPlayer first_player = FirstPlayer::Light;
  StackRule stacks = StackRule::None;
  int flip_index = -1;              // jeu-royal: reaching/passing this index flips the stack
  bool place_without_throw = false; // jeu-royal: with a stack on a rosette, place a piece
                                    // on index 0 instead of throwing
  int goal_cap = 0;                 // ravensburger: at most this many own pieces on each of
                                    // the last two squares (0 = no cap)
  int red_min_index = 0;            // ravensburger: red pieces move within [this, last]

  WinRule win = WinRule::BearOffAll;
  int turn_limit = 0;  // ravensburger: 500 turns, then most captured pieces wins (0 = none)

  TokenRules tokens;
  CoinRules coins;

  // ---- derived tables (filled by the constructor functions; do not edit by hand)
  std::uint32_t rosette_indices = 0;  // path indices that are rosettes (same for both sides)
  std::uint32_t safe_squares = 0;     // squares on which a piece cannot be captured
  // index_of[side][square]: up to two path indices of that square (0xFF = none), ascending.
  std::array<std::array<std::array<std::uint8_t, 2>, kSquareIds>, 2> index_of{};
  std::array<std::uint32_t, 2> path_squares{};  // by side: the squares of its path
  bool path_once = false;  // no path visits a square twice (move generation by masks)
  // Stack slots (stacks != None): slot_of[square][face] and back; face 1 = flipped.
  int slot_count = 0;
  std::array<std::array<std::uint8_t, 2>, kSquareIds> slot_of{};
  std::array<SquareId, kStackSlots> slot_square{};
  std::array<std::uint8_t, kStackSlots> slot_face{};

  // The same rule set with n pieces per side (1..default_pieces): small solvable games.
  // Returns *this unchanged when n is out of range (check .pieces).
  RuleSet with_pieces(int n) const;

  // Jeu-royal: the face a piece shows at path index `index` (1 from the flip index on).
  int face_at(int index) const { return flip_index >= 0 && index >= flip_index ? 1 : 0; }
  // Stack rule sets: the stack slot a piece of `side` on its path index `index` is in
  // (jeu-royal: its square's slot for the face it shows there); 0xFF if none.
  std::uint8_t slot_at(Side side, int index) const {
    const SquareId sq = path[static_cast<unsigned>(side)][static_cast<unsigned>(index)];
    return slot_of[sq][stacks == StackRule::SameFace ? static_cast<unsigned>(face_at(index)) : 0u];
  }

  int move_value(int outcome) const { return throw_table[static_cast<unsigned>(outcome)].move; }
  int first_outcome() const { return dice == DiceKind::D6 ? 1 : 0; }
  int last_outcome() const { return dice == DiceKind::D6 ? 6 : dice_count; }
  bool uses_stacks() const { return stacks != StackRule::None; }
};

// Whether the two paths are mirror images: the squares light's index t meets dark on are
// those dark's index t meets light on, so "mine" and "theirs" mean the same whoever moves
// (what the solver's and the learned evaluation's views of a position rely on).
bool mirror_paths(const RuleSet& r);

// All twelve, in the order of rules.md.
std::span<const RuleSet> all_rule_sets();
// By stable name ("finkel", "jeu-royal", ...); nullptr if unknown.
const RuleSet* find_rule_set(std::string_view name);
const RuleSet& rule_set(RuleSetId id);

}  // namespace ur
