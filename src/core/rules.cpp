// The eleven rule sets of shared/rules.md as data, with their texts and decisions.
#include "core/rules.hpp"

#include <initializer_list>
#include <utility>

namespace ur {
namespace {

using Sq = std::pair<int, int>;  // (row, col), light's side

// P14: Bell / Finkel / British Museum.
constexpr Sq kP14[] = {{0, 3}, {0, 2}, {0, 1}, {0, 0}, {1, 0}, {1, 1}, {1, 2},
                       {1, 3}, {1, 4}, {1, 5}, {1, 6}, {1, 7}, {0, 7}, {0, 6}};
// P16: the conventional (Masters) path round the small block.
constexpr Sq kP16[] = {{0, 3}, {0, 2}, {0, 1}, {0, 0}, {1, 0}, {1, 1}, {1, 2}, {1, 3},
                       {1, 4}, {1, 5}, {1, 6}, {2, 6}, {2, 7}, {1, 7}, {0, 7}, {0, 6}};
// P27: Murray: P16, back along the middle row, then round the own edge.
constexpr Sq kP27[] = {{0, 3}, {0, 2}, {0, 1}, {0, 0}, {1, 0}, {1, 1}, {1, 2}, {1, 3}, {1, 4},
                       {1, 5}, {1, 6}, {2, 6}, {2, 7}, {1, 7}, {0, 7}, {0, 6}, {1, 6}, {1, 5},
                       {1, 4}, {1, 3}, {1, 2}, {1, 1}, {1, 0}, {0, 0}, {0, 1}, {0, 2}, {0, 3}};
// jeu-royal (decision in rules.md): 21 squares, square 13 = (0,6) at index 12.
constexpr Sq kJeuRoyal[] = {{0, 0}, {1, 0}, {1, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5},
                            {1, 6}, {2, 6}, {2, 7}, {1, 7}, {0, 7}, {0, 6}, {1, 6},
                            {1, 5}, {1, 4}, {1, 3}, {1, 2}, {1, 1}, {1, 0}, {0, 0}};

template <std::size_t N>
void set_path(RuleSet& r, const Sq (&p)[N]) {
  r.path_length = static_cast<int>(N);
  for (std::size_t i = 0; i < N; ++i) {
    const SquareId sq = square_at(p[i].first, p[i].second);
    r.path[kLight][i] = sq;
    r.path[kDark][i] = mirror(sq);
  }
}

void set_table(RuleSet& r, std::initializer_list<ThrowEntry> entries, int first = 0) {
  int o = first;
  for (const ThrowEntry& e : entries) r.throw_table[static_cast<unsigned>(o++)] = e;
}

constexpr std::uint16_t values(std::initializer_list<int> vs) {
  std::uint16_t m = 0;
  for (int v : vs) m = static_cast<std::uint16_t>(m | (1u << v));
  return m;
}
constexpr std::uint16_t kAnyValue = 0xFFFE;  // every value 1..15

// Fill the derived tables from the path and flags.
void finish(RuleSet& r) {
  r.rosette_indices = 0;
  for (auto& side : r.index_of)
    for (auto& e : side) e = {0xFF, 0xFF};
  for (int side = 0; side < 2; ++side) {
    for (int i = 0; i < r.path_length; ++i) {
      const SquareId sq = r.path[static_cast<unsigned>(side)][static_cast<unsigned>(i)];
      auto& e = r.index_of[static_cast<unsigned>(side)][sq];
      (e[0] == 0xFF ? e[0] : e[1]) = static_cast<std::uint8_t>(i);
      if (side == kLight && is_rosette(sq)) r.rosette_indices |= 1u << i;
    }
  }
  r.safe_squares = r.rosettes_safe ? kRosettes : 0u;
  for (auto& e : r.slot_of) e = {0xFF, 0xFF};
  r.slot_count = 0;
  if (r.uses_stacks()) {
    const int faces = r.stacks == StackRule::SameFace ? 2 : 1;
    for (int sq = 0; sq < kSquareIds; ++sq) {
      const bool used = r.index_of[kLight][static_cast<unsigned>(sq)][0] != 0xFF ||
                        r.index_of[kDark][static_cast<unsigned>(sq)][0] != 0xFF;
      if (!used) continue;
      for (int f = 0; f < faces; ++f) {
        const auto slot = static_cast<std::uint8_t>(r.slot_count++);
        r.slot_of[static_cast<unsigned>(sq)][static_cast<unsigned>(f)] = slot;
        r.slot_square[slot] = static_cast<SquareId>(sq);
        r.slot_face[slot] = static_cast<std::uint8_t>(f);
      }
    }
  }
}

// Rules shared by the seed-004 family (classic, murray, british-museum).
void seed004_base(RuleSet& r) {
  set_path(r, kP16);
  r.pieces = r.default_pieces = 7;
  r.dice = DiceKind::Binary;
  r.dice_count = 3;
  set_table(r, {{4, false}, {1, false}, {2, false}, {3, false}});
  r.extra_on_rosette = true;
  r.rosettes_safe = true;
  r.entry_values = kAnyValue;
  r.first_player = FirstPlayer::HighestThrow;
  r.source = "Seed 004 (Dutch), 'Spel van Ur Regels'";
}

RuleSet make(RuleSetId id) {
  RuleSet r;
  r.id = id;
  switch (id) {
    case RuleSetId::Finkel:
      r.group = RuleGroup::Modern;
      r.name = "finkel";
      r.title = "Finkel";
      r.summary =
          "The modern standard rules, as played on the leading Ur website. Each player has "
          "7 pieces and races them along 14 squares (4 on their own side, 8 along the "
          "shared middle row, 2 back on their own side) and off the board. Four binary dice "
          "give 0 to 4. Landing on an opponent's piece sends it back; a piece on a rosette "
          "is safe, and landing on a rosette gives another throw. Bearing off needs the "
          "exact count. First to bear off all 7 wins; light moves first.";
      r.source = "Irving Finkel's rules (British Museum) as played online; not in the seeds";
      r.notes = "No decisions beyond the published rules.";
      set_path(r, kP14);
      r.dice_count = 4;
      set_table(r, {{0, false}, {1, false}, {2, false}, {3, false}, {4, false}});
      r.extra_on_rosette = true;
      r.rosettes_safe = true;
      r.entry_values = kAnyValue;
      break;
    case RuleSetId::Masters:
      r.group = RuleGroup::Modern;
      r.name = "masters";
      r.title = "Masters";
      r.summary =
          "James Masters' reconstruction. 7 pieces each on the 16-square path that goes "
          "round the small block (the two players circle it in opposite directions). Three "
          "binary dice; no marked tip counts as 4. Rosettes are NOT safe: pieces can be "
          "captured on them. Landing on a rosette gives another throw. Exact bear-off; "
          "first to bear off all 7 wins; light moves first.";
      r.source = "James Masters' modern reconstruction; not in the seeds";
      r.notes = "No decisions beyond rules.md.";
      set_path(r, kP16);
      r.dice_count = 3;
      set_table(r, {{4, false}, {1, false}, {2, false}, {3, false}});
      r.extra_on_rosette = true;
      r.entry_values = kAnyValue;
      break;
    case RuleSetId::Blitz:
      r.group = RuleGroup::Modern;
      r.name = "blitz";
      r.title = "Blitz";
      r.summary =
          "A short modern game: 5 pieces each on the 16-square path, four binary dice "
          "(0 means no move). Rosettes are not safe. Landing on a rosette or capturing "
          "gives another throw (only one, even if both happen). Exact bear-off; first to "
          "bear off all 5 wins; light moves first.";
      r.source = "Modern short variant; not in the seeds";
      r.notes = "[decision] Light moves first, as in Finkel and Masters.";
      set_path(r, kP16);
      r.pieces = r.default_pieces = 5;
      r.dice_count = 4;
      set_table(r, {{0, false}, {1, false}, {2, false}, {3, false}, {4, false}});
      r.extra_on_rosette = true;
      r.extra_on_capture = true;
      r.entry_values = kAnyValue;
      break;
    case RuleSetId::Classic:
      seed004_base(r);
      r.name = "classic";
      r.title = "Classic (seed 004)";
      r.summary =
          "The base rules of the Dutch rules sheet. 7 pieces each along the conventional "
          "path of sixteen squares; three binary dice, no marked tip counts 4. A piece may "
          "not land on its own piece, nor on a rosette held by the opponent; landing on an "
          "opponent elsewhere sends it back. Exact bear-off. Landing on a rosette gives "
          "another throw. The player throwing highest starts.";
      r.notes =
          "[decision] Both throw, highest value starts, rethrow ties (rules.md). "
          "[decision] Light throws first in the throw-off, and the winner then throws "
          "afresh for the first turn. "
          "[decision] When no move is legal the turn passes.";
      break;
    case RuleSetId::Murray:
      seed004_base(r);
      set_path(r, kP27);
      r.name = "murray";
      r.title = "Murray (seed 004)";
      r.summary =
          "H. J. R. Murray's long path: as Classic, but after the conventional sixteen "
          "squares the piece goes back in, along the middle row over the bridge to the "
          "first squares, round the edge of its own side, and off: 27 squares, off on the "
          "28th step. A square can be visited twice on this path.";
      r.notes =
          "[decision] As Classic: both throw, highest value starts, rethrow ties; light "
          "throws first and the winner then throws afresh. "
          "[decision] A piece may not land on a square holding its own piece even when that "
          "piece is at the other visit of the square on the path.";
      break;
    case RuleSetId::BritishMuseum:
      seed004_base(r);
      set_path(r, kP14);
      r.name = "british-museum";
      r.title = "British Museum (seed 004)";
      r.summary =
          "The British Museum's 1990s version: as Classic, but with four binary dice (four "
          "marked = 4, none marked = no move), 5 pieces each, and the 14-square path (to "
          "the end of the middle row, one step to the edge, then home).";
      r.pieces = r.default_pieces = 5;
      r.dice_count = 4;
      set_table(r, {{0, false}, {1, false}, {2, false}, {3, false}, {4, false}});
      r.notes =
          "[decision] As Classic: both throw, highest value starts, rethrow ties; light "
          "throws first and the winner then throws afresh. "
          "[decision] A rosette held by the opponent cannot be landed on (as Classic).";
      break;
    case RuleSetId::Bell:
      r.name = "bell";
      r.title = "R. C. Bell (seed 004)";
      r.summary =
          "R. C. Bell's rules on the 14-square path with 7 pieces each and three binary "
          "dice read from a table: no marked tip moves 4 and throws again; one marked is "
          "no move; two marked move 1 and throw again; three marked move 5 and throw "
          "again. A piece enters only on three marked, onto the fifth square. Rosettes are "
          "safe and give another throw. Played for stakes: a purse of 20 coins each per "
          "match, a stake of 2 each into the pot per game, a fine of 1 for every landing on "
          "a rosette; the winner takes the pot.";
      r.source = "Seed 004 (Dutch), R. C. Bell's variant";
      r.notes =
          "[decision] Purse 20 coins per match, stake 2 per game, rosette fine 1; a player "
          "who cannot pay pays what they have; purses carry over between games (rules.md). "
          "[decision] Highest throw starts (seed 004 says so for all its variants): light "
          "throws first, ties rethrow, the winner throws afresh. "
          "[decision] When no move is legal the turn passes and the throw's extra throw is "
          "lost.";
      set_path(r, kP14);
      r.dice_count = 3;
      set_table(r, {{4, true}, {0, false}, {1, true}, {5, true}});
      r.extra_on_rosette = true;
      r.rosettes_safe = true;
      r.entry_values = values({5});
      r.first_player = FirstPlayer::HighestThrow;
      r.coins = {true, 20, 2, 1};
      break;
    case RuleSetId::Bgg:
      r.name = "bgg";
      r.title = "BoardGameGeek (seed 003)";
      r.summary =
          "Bell and Finkel's rules with changes by Murray and Parlett. 7 pieces each on "
          "the 16-square path; three binary dice, no marked tip counts 4. Entering with v "
          "lands on square v. One piece per square; landing on an opponent captures it "
          "except on a rosette; the first four squares are private. A throw of 4 gives "
          "another throw after the move; rosettes give none. With no legal move the turn "
          "passes and a pending extra throw is lost. The starting player is chosen at "
          "random.";
      r.source = "Seed 003 (Hungarian), from BoardGameGeek, translated by Barta Tamás";
      r.notes =
          "[decision] The random choice of the first player is a fair coin. "
          "[decision] 'With no piece on the board you must enter one' is the general rule "
          "that a legal move must be made.";
      set_path(r, kP16);
      r.dice_count = 3;
      set_table(r, {{4, true}, {1, false}, {2, false}, {3, false}});
      r.rosettes_safe = true;
      r.entry_values = kAnyValue;
      r.first_player = FirstPlayer::Random;
      break;
    case RuleSetId::Tokens:
      r.name = "tokens";
      r.title = "Chance squares (seed 002)";
      r.summary =
          "A French rules sheet with a token economy. 7 pieces and 7 tokens each, 7 tokens "
          "in the reserve. Three binary dice: one marked moves 1 and throws again, two "
          "move 2, three move 3 and throw again, none moves 4. A piece enters only on a "
          "1 (instead of moving), or before throwing by paying 4 tokens. Stopping on a "
          "rosette (a chance square, where a piece is safe) earns a token from the "
          "reserve; passing over one costs 2; a capture costs the victim 1 token to the "
          "capturer; no legal move costs 1. A player who cannot pay misses their next "
          "turn. The first to bear off all 7 takes the reserve and the loser's penalty.";
      r.source = "Seed 002 (French)";
      r.notes =
          "[decision] The 14-square path (the seed does not draw its path). "
          "[decision] Throw-off: light throws first, then they alternate; the first throw "
          "of a 1 starts the game and is played as that player's first throw (with its "
          "extra throw). "
          "[decision] Paying 4 to enter is allowed only with at least 4 tokens, a piece "
          "not yet entered and the first square free; at most once before each throw. "
          "[decision] Passing over costs 2 per rosette passed; stopping on a rosette with "
          "an empty reserve earns nothing. A move's charges are settled in its order: "
          "rosettes passed over first, then the capture fee and the chance-square token. "
          "[decision] Several unpaid charges before a player's next turn still miss only "
          "that one turn; an unpaid charge during a turn's extra throws makes the player "
          "miss their next turn, not the extra throw. "
          "[decision] When no move is legal the player passes, pays 1, and the throw's "
          "extra throw is lost. "
          "[decision] At the end the loser pays what they can of 1 per piece on the board "
          "and 2 per piece not entered.";
      set_path(r, kP14);
      r.dice_count = 3;
      set_table(r, {{4, false}, {1, true}, {2, false}, {3, true}});
      r.rosettes_safe = true;
      r.entry_values = values({1});
      r.first_player = FirstPlayer::FirstToThrowOne;
      r.tokens = {true, 7, 7, 4, 1, 1, 2, 1, true};
      break;
    case RuleSetId::JeuRoyal:
      r.name = "jeu-royal";
      r.title = "Jeu Royal d'Ur (seed 001)";
      r.summary =
          "A French rules sheet with stacks and prisoners. 7 two-faced pieces each "
          "(engraved = outbound, plain = homebound). Three binary dice read as: none "
          "marked 4, one marked no move, two marked 1, three marked 5. One action per "
          "turn. On a 1 or a 5 a piece may enter on your rosette (0,0) instead of moving; "
          "instead of throwing, a player with a piece on a rosette may place a piece there. "
          "Any number of pieces share a square: a stack ending on a stack of the same face "
          "goes on top, and the pieces below become prisoners of the player on top. A "
          "stack may be split above one of your own pieces. Square 13 flips the stack, "
          "which then travels the middle row back to (0,0) and leaves only on a 4. Score: "
          "pieces you bear off, of either colour; 8 wins at once.";
      r.source = "Seed 001 (French), 'Jeu Royal d'Ur'";
      r.notes =
          "[decision] Path of 21 squares: (0,0), the middle row out, round the small "
          "block, square 13 = (0,6) where the stack flips, the middle row back, and (0,0) "
          "as the last square (rules.md). "
          "[decision] A move may not go past the last square; from it a stack leaves only "
          "on a throw of 4 (rules.md). "
          "[decision] A stack that reaches OR passes square 13 is flipped, and it is "
          "flipped on arrival before it meets the stacks there: faces show the direction, "
          "and only stacks going the same way join. On the small block the two sides' engraved "
          "stacks circle in opposite directions, yet as rules.md says the face decides: they "
          "join. "
          "[decision] Placing a piece instead of throwing needs a stack topped by one of "
          "your pieces on a rosette, and a piece not yet entered. An entering piece joins "
          "the engraved stack already on (0,0), if any. "
          "[decision] Highest throw starts: light throws first, ties rethrow, the winner "
          "throws afresh; 'highest' is by value (none marked = 4, three marked = 5 is "
          "highest). "
          "[decision] With n pieces a side, a score of n+1 wins at once; equal scores when "
          "all pieces are off is a draw.";
      r.dice_count = 3;
      set_table(r, {{4, false}, {0, false}, {1, false}, {5, false}});
      set_path(r, kJeuRoyal);
      r.entry_values = values({1, 5});
      r.enter_at_start = true;
      r.bear_off_value = 4;
      r.first_player = FirstPlayer::HighestThrow;
      r.stacks = StackRule::SameFace;
      r.flip_index = 12;
      r.place_without_throw = true;
      r.win = WinRule::Score;
      break;
    case RuleSetId::Ravensburger:
      r.name = "ravensburger";
      r.title = "Ravensburger UR (seed 000)";
      r.summary =
          "Ravensburger's 1977 game. 10 pieces each, blue face up. One die: 1-5 move, 6 no "
          "move. Any turn a piece may enter on square v. Landing exactly on enemy pieces "
          "captures them: your piece goes on top and carries the enemy pieces directly "
          "beneath it, or leaves them. Goal squares need an exact throw; prisoners carried "
          "onto the last goal square leave the game and your piece turns red. Red pieces "
          "move forward or backward along the goal squares and the middle row (backward "
          "only without prisoners). Capture every enemy piece to win.";
      r.source = "Seed 000 (French), Ravensburger 'UR' No. 602 5 265 3";
      r.notes =
          "[decision] After 500 turns with no winner, the player holding more captured "
          "enemy pieces (removed, or held prisoner) wins; equal is a draw (rules.md). A "
          "turn is one player's turn, so 500 turns are 250 each. "
          "[decision] Highest throw starts: light throws first, ties rethrow, the winner "
          "throws afresh; a 6 (no move) counts 0, so a 5 is the highest throw. "
          "[decision] Only the top piece of a stack moves (with the enemy pieces directly "
          "beneath it, or alone); an enemy piece counts as held prisoner when any of your "
          "pieces is above it in its stack. "
          "[decision] Red pieces move between the first middle-row square and A6; the cap "
          "of 5 counts your own pieces on a goal square (prisoners on A5 do not count). "
          "[decision] Prisoners on your A5 cannot be set free there (A5 is closed to their "
          "owner): the piece above them must carry them on, to A6.";
      set_path(r, kP14);
      r.pieces = r.default_pieces = 10;
      r.dice = DiceKind::D6;
      r.dice_count = 1;
      set_table(r, {{1, false}, {2, false}, {3, false}, {4, false}, {5, false}, {0, false}}, 1);
      r.entry_values = kAnyValue;
      r.can_bear_off = false;
      r.first_player = FirstPlayer::HighestThrow;
      r.stacks = StackRule::Towers;
      r.goal_cap = 5;
      r.red_min_index = 4;
      r.win = WinRule::CaptureAll;
      r.turn_limit = 500;
      break;
  }
  finish(r);
  return r;
}

struct Table {
  std::array<RuleSet, kRuleSetCount> sets;
  Table() {
    for (int i = 0; i < kRuleSetCount; ++i) sets[static_cast<unsigned>(i)] = make(static_cast<RuleSetId>(i));
  }
};

const Table& table() {
  static const Table t;
  return t;
}

}  // namespace

RuleSet RuleSet::with_pieces(int n) const {
  RuleSet r = *this;
  if (n >= 1 && n <= default_pieces) r.pieces = n;
  return r;
}

std::span<const RuleSet> all_rule_sets() { return {table().sets.data(), table().sets.size()}; }

const RuleSet* find_rule_set(std::string_view name) {
  for (const RuleSet& r : table().sets)
    if (r.name == name) return &r;
  return nullptr;
}

const RuleSet& rule_set(RuleSetId id) { return table().sets[static_cast<unsigned>(id)]; }

}  // namespace ur
