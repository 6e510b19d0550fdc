// The twelve rule sets of shared/rules.md as data, with their texts and decisions.
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
// PA16: aseb's path on the Egyptian board (kAsebBoard): the own row of four to its corner,
// then the whole twelve-square middle row; the last square, a rosette, is shared.
constexpr Sq kPA16[] = {{0, 3}, {0, 2}, {0, 1}, {0, 0}, {1, 0}, {1, 1}, {1, 2},  {1, 3},
                        {1, 4}, {1, 5}, {1, 6}, {1, 7}, {1, 8}, {1, 9}, {1, 10}, {1, 11}};

template <std::size_t N>
void set_path(RuleSet& r, const Sq (&p)[N]) {
  r.path_length = static_cast<int>(N);
  for (std::size_t i = 0; i < N; ++i) {
    const SquareId sq = r.board.at(p[i].first, p[i].second);
    r.path[kLight][i] = sq;
    r.path[kDark][i] = r.board.mirror(sq);
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
  r.path_squares = {0, 0};
  r.path_once = true;
  for (auto& side : r.index_of)
    for (auto& e : side) e = {0xFF, 0xFF};
  for (int side = 0; side < 2; ++side) {
    for (int i = 0; i < r.path_length; ++i) {
      const SquareId sq = r.path[static_cast<unsigned>(side)][static_cast<unsigned>(i)];
      auto& e = r.index_of[static_cast<unsigned>(side)][sq];
      if (e[0] != 0xFF) r.path_once = false;
      (e[0] == 0xFF ? e[0] : e[1]) = static_cast<std::uint8_t>(i);
      r.path_squares[static_cast<unsigned>(side)] |= square_bit(sq);
      if (side == kLight && r.board.is_rosette(sq)) r.rosette_indices |= 1u << i;
    }
  }
  r.safe_squares = r.rosettes_safe ? r.board.rosettes : 0u;
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

// Rules shared by the Dutch sheet's family (classic, murray, british-museum).
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
}

// The texts below are for players: squares are named by where they lie on the board
// (the big block, the bridge, the middle row, the small block), never by coordinates;
// each note is one sentence opening "In this version," (the CLI lists them one by one).
RuleSet make(RuleSetId id) {
  RuleSet r;
  r.id = id;
  switch (id) {
    case RuleSetId::Finkel:
      r.group = RuleGroup::Modern;
      r.name = "finkel";
      r.title = "Finkel";
      r.hook = "The standard game played online today";
      r.origin = "Irving Finkel, from a tablet of 177 BC";
      r.summary =
          "Each player has 7 pieces. Four binary dice give 0 to 4, the number of marked tips; a 0 "
          "is no move. A throw may bring a new piece onto the square it counts to. The path starts "
          "beside the bridge on your side of the big block, runs to the corner rosette, along the "
          "whole middle row to its far end, then steps back onto your side of the small block and "
          "ends on its rosette before leaving the board. One piece per square: landing on an "
          "opponent's piece sends it back off the board, but a piece on a rosette is safe. Landing "
          "on a rosette gives another throw. Bearing off, one step past the last square, needs the "
          "exact count. The first to bear off all 7 wins; light moves first.";
      r.source = "Irving Finkel's reading of a cuneiform tablet of the 2nd century BC";
      // The published rules leave nothing open: no notes.
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
      r.hook = "No safe rosettes on a longer path";
      r.origin = "James Masters' reconstruction";
      r.summary =
          "Each player has 7 pieces. Three binary dice give 1 to 3 marked tips, and no marked tip "
          "counts as 4, so every throw moves. A new piece enters on the square its throw counts "
          "to. The path starts beside the bridge on your side of the big block, runs to the corner "
          "rosette, over the bridge along the middle row, across to the opponent's rosette, round "
          "the small block through the far end of the middle row, and ends on your own rosette "
          "there: the two players circle the small block in opposite directions. One piece per "
          "square, and rosettes are not safe: landing on an opponent's piece sends it back, even "
          "on a rosette. Landing on a rosette gives another throw. Bearing off, one step past the "
          "last square, needs the exact count. The first to bear off all 7 wins; light moves "
          "first.";
      r.source = "James Masters' reconstruction, as played online today";
      // Masters' rules and Finkel's together leave nothing open: no notes.
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
      r.hook = "Five pieces, and captures throw again";
      r.origin = "A modern variant played online";
      r.summary =
          "A short game: each player has 5 pieces. Four binary dice give 0 to 4, the number of "
          "marked tips; a 0 is no move. A new piece enters on the square its throw counts to. The "
          "path starts beside the bridge on your side of the big block, runs to the corner "
          "rosette, over the bridge along the middle row, across to the opponent's rosette, round "
          "the small block through the far end of the middle row, and ends on your own rosette "
          "there. Rosettes are not safe: landing on an opponent's piece anywhere sends it back. "
          "Landing on a rosette or capturing gives another throw, only one even when a move does "
          "both. Bearing off, one step past the last square, needs the exact count. The first to "
          "bear off all 5 wins; light moves first.";
      r.source = "A short modern variant, as played online today";
      r.notes = "In this version, light moves first, as in Finkel and Masters.";
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
      r.title = "Classic";
      r.hook = "The conventional sixteen-square race";
      r.origin = "A Dutch rules sheet";
      r.summary =
          "Each player has 7 pieces. Three binary dice give 1 to 3 marked tips, and no marked tip "
          "counts as 4. A new piece enters on the square its throw counts to. The path starts "
          "beside the bridge on your side of the big block, runs to the corner rosette, over the "
          "bridge along the middle row, across to the opponent's rosette, round the small block "
          "through the far end of the middle row, and ends on your own rosette there. A piece may "
          "not land on another of your pieces, nor on a rosette held by the opponent; landing on "
          "an opponent's piece anywhere else sends it back off the board. Landing on a rosette "
          "gives another throw. Bearing off, one step past the last square, needs the exact count. "
          "The first to bear off all 7 wins; the player who throws highest starts.";
      r.source = "The base rules of a Dutch rules sheet, 'Spel van Ur Regels'";
      r.notes =
          "In this version, both players throw to decide who starts: the higher value starts, and "
          "a tie is thrown again. "
          "In this version, light throws first in that throw-off, and the winner then throws "
          "afresh for the first turn. "
          "In this version, when no move is legal the turn passes.";
      break;
    case RuleSetId::Murray:
      seed004_base(r);
      set_path(r, kP27);
      r.name = "murray";
      r.title = "Murray";
      r.hook = "Back through the board: 27 squares";
      r.origin = "H. J. R. Murray, via a Dutch sheet";
      r.summary =
          "H. J. R. Murray's long path, with the Classic rules otherwise. Each player has 7 "
          "pieces. Three binary dice give 1 to 3 marked tips, and no marked tip counts as 4. A new "
          "piece enters on the square its throw counts to. A piece first runs the conventional "
          "course: from beside the bridge on your side of the big block to the corner rosette, "
          "along the middle row, round the small block through the opponent's rosette to your own "
          "rosette there. Then it turns back along the middle row, over the bridge, onto your "
          "corner rosette, and along your side of the big block to the square it entered on, and "
          "off. That is 27 squares: the middle row and your side of the big block are crossed "
          "twice. A piece may not land on another of your pieces, nor on a rosette held by the "
          "opponent; landing on an opponent's piece anywhere else sends it back. Landing on a "
          "rosette gives another throw. Bearing off, one step past the last square, needs the "
          "exact count. The first to bear off all 7 wins; the player who throws highest starts.";
      r.source = "H. J. R. Murray's long path, from a Dutch rules sheet";
      r.notes =
          "In this version, as in Classic, both players throw to decide who starts, light first: "
          "the higher value starts, a tie is thrown again, and the winner then throws afresh for "
          "the first turn. "
          "In this version, a piece may not land on a square holding one of its own pieces, even "
          "when that piece is there on its other pass over the square.";
      break;
    case RuleSetId::BritishMuseum:
      seed004_base(r);
      set_path(r, kP14);
      r.name = "british-museum";
      r.title = "British Museum";
      r.hook = "Five pieces, four dice, a quick race";
      r.origin = "The British Museum, 1990s";
      r.summary =
          "The British Museum's shorter game, with the Classic rules otherwise. Each player has 5 "
          "pieces. Four binary dice give 0 to 4, the number of marked tips; a 0 is no move. A new "
          "piece enters on the square its throw counts to. The path starts beside the bridge on "
          "your side of the big block, runs to the corner rosette, along the whole middle row to "
          "its far end, then steps back onto your side of the small block and ends on its rosette. "
          "A piece may not land on another of your pieces, nor on a rosette held by the opponent; "
          "landing on an opponent's piece anywhere else sends it back. Landing on a rosette gives "
          "another throw. Bearing off, one step past the last square, needs the exact count. The "
          "first to bear off all 5 wins; the player who throws highest starts.";
      r.source = "The British Museum's game of the 1990s, from a Dutch rules sheet";
      r.pieces = r.default_pieces = 5;
      r.dice_count = 4;
      set_table(r, {{0, false}, {1, false}, {2, false}, {3, false}, {4, false}});
      r.notes =
          "In this version, as in Classic, both players throw to decide who starts, light first: "
          "the higher value starts, a tie is thrown again, and the winner then throws afresh for "
          "the first turn. "
          "In this version, as in Classic, a piece may not land on a rosette held by the opponent.";
      break;
    case RuleSetId::Bell:
      r.name = "bell";
      r.title = "R. C. Bell";
      r.hook = "Stakes, fines and a pot to win";
      r.origin = "R. C. Bell, via a Dutch sheet";
      r.summary =
          "R. C. Bell's rules, played for coins. Each player has 7 pieces. Three binary dice are "
          "read from a table: no marked tip moves 4 and throws again, one marked tip is no move, "
          "two move 1 and throw again, three move 5 and throw again. A piece enters only on three "
          "marked tips, onto the first square of the middle row. The path starts beside the bridge "
          "on your side of the big block, runs to the corner rosette, along the whole middle row "
          "to its far end, then steps back onto your side of the small block and ends on its "
          "rosette. Rosettes are safe and landing on one gives another throw; landing on an "
          "opponent's piece anywhere else sends it back. Bearing off, one step past the last "
          "square, needs the exact count. Each player brings a purse of 20 coins to a match and "
          "stakes 2 in the pot each game, and every landing on a rosette costs a fine of 1 into "
          "the pot. The first to bear off all 7 wins and takes the pot; the player who throws "
          "highest starts.";
      r.source = "R. C. Bell's rules, as told in a Dutch rules sheet";
      r.notes =
          "In this version, each player's purse holds 20 coins for a match, the stake is 2 coins a "
          "game and the rosette fine is 1 coin; a player who cannot pay pays what they have, and "
          "purses carry over between the games of a match. "
          "In this version, the player who throws highest starts, as the Dutch rules sheet says of "
          "all its variants: light throws first, a tie is thrown again, and the winner then throws "
          "afresh for the first turn. "
          "In this version, when no move is legal the turn passes and the throw's extra throw is "
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
      r.title = "BoardGameGeek";
      r.hook = "A four throws again, rosettes don't";
      r.origin = "BoardGameGeek, in Hungarian";
      r.summary =
          "R. C. Bell's and Irving Finkel's rules with changes by H. J. R. Murray and David "
          "Parlett. Each player has 7 pieces. Three binary dice give 1 to 3 marked tips, and no "
          "marked tip counts as 4. A new piece enters on the square its throw counts to. The path "
          "starts beside the bridge on your side of the big block, runs to the corner rosette, "
          "over the bridge along the middle row, across to the opponent's rosette, round the small "
          "block through the far end of the middle row, and ends on your own rosette there. One "
          "piece per square: landing on an opponent's piece sends it back, except on a rosette, "
          "where a piece is safe; your first four squares are yours alone. A throw of 4 gives "
          "another throw after the move; rosettes give none. With no legal move the turn passes, "
          "and a pending extra throw is lost. Bearing off, one step past the last square, needs "
          "the exact count. The first to bear off all 7 wins; the first player is chosen at "
          "random.";
      r.source = "From BoardGameGeek, in Barta Tamás's Hungarian translation";
      r.notes =
          "In this version, the first player is chosen by a fair coin. "
          "In this version, 'with no piece on the board you must enter one' is read as the general "
          "rule that a legal move must be made when there is one.";
      set_path(r, kP16);
      r.dice_count = 3;
      set_table(r, {{4, true}, {1, false}, {2, false}, {3, false}});
      r.rosettes_safe = true;
      r.entry_values = kAnyValue;
      r.first_player = FirstPlayer::Random;
      break;
    case RuleSetId::Tokens:
      r.name = "tokens";
      r.title = "Chance squares";
      r.hook = "Tokens won and lost on chance squares";
      r.origin = "A French rules sheet";
      r.summary =
          "Each player has 7 pieces and 7 tokens, with 7 more tokens in the reserve. Three binary "
          "dice: one marked tip moves 1 and throws again, two move 2, three move 3 and throw "
          "again, none moves 4. A piece enters only on a 1, used instead of a move, onto the first "
          "square; or, before throwing, a player may pay 4 tokens to put a piece there at once. "
          "The path starts beside the bridge on your side of the big block, runs to the corner "
          "rosette, along the whole middle row to its far end, then steps back onto your side of "
          "the small block and ends on its rosette. One piece per square: landing on an opponent's "
          "piece sends it back, and its owner pays the capturer 1 token. The rosettes are chance "
          "squares: a piece there is safe, stopping on one earns a token from the reserve, and "
          "passing over one without stopping costs 2, bearing off past the last one too. No legal "
          "move costs 1 token. A player who cannot pay a charge misses their next turn. Bearing "
          "off, one step past the last square, needs the exact count. The first to bear off all 7 "
          "wins and takes the reserve, and the loser pays 1 token for each piece on the board and "
          "2 for each not entered. To start, the players throw in turn; the first to throw a 1 "
          "begins with it.";
      r.source = "From a French rules sheet for the twenty-square board of Ur";
      r.notes =
          "In this version, pieces follow the fourteen-square path of Finkel's rules, since the "
          "rules sheet does not draw its path. "
          "In this version, light throws first to decide who starts, then the players take turns; "
          "the first throw of a 1 starts the game and is played as that player's first throw, with "
          "its extra throw. "
          "In this version, paying 4 tokens to enter needs at least 4 tokens, a piece not yet "
          "entered and a free first square, and can be done at most once before each throw. "
          "In this version, passing over costs 2 tokens for each rosette passed, and stopping on a "
          "rosette while the reserve is empty earns nothing. "
          "In this version, a move's charges are settled in the order of the move: rosettes passed "
          "over first, then the capture fee and the chance square's token. "
          "In this version, several unpaid charges before a player's next turn still miss only "
          "that one turn, and an unpaid charge during a turn's extra throws makes the player miss "
          "their next turn, not the extra throw. "
          "In this version, when no move is legal the player passes, pays 1 token, and loses the "
          "throw's extra throw. "
          "In this version, at the end the loser pays what they can of 1 token for each piece on "
          "the board and 2 for each piece not entered.";
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
      r.title = "Jeu Royal d'Ur";
      r.hook = "Stacks, prisoners and flipped pieces";
      r.origin = "The French sheet 'Jeu Royal d'Ur'";
      r.summary =
          "Each player has 7 two-faced pieces: engraved face up on the way out, plain face up on "
          "the way home. Three binary dice are read from a table: no marked tip gives 4, one gives "
          "no move, two give 1, three give 5. One action a turn, never a second throw. On a 1 or a "
          "5 you may bring a piece in, engraved face up, onto your corner rosette instead of "
          "moving; and instead of throwing, a player with a piece on a rosette may place a new "
          "piece on the corner rosette. The path starts on your corner rosette, runs along the "
          "middle row over the bridge, across to the opponent's rosette and round the small block "
          "to your own rosette there, the thirteenth square, where the stack is turned over; then "
          "it runs back along the middle row to your corner rosette, the last square. Any number "
          "of pieces share a square: a stack that ends its move on a stack showing the same face "
          "goes on top, and the opponent's pieces below become prisoners of the player on top. You "
          "move one of your pieces, or a stack with yours on top, whole or split just above one of "
          "your own pieces. From the last square a stack leaves only on a 4. Your score is the "
          "pieces you bear off, of either colour: the higher score wins when all have left, and 8 "
          "wins at once. The player who throws highest starts.";
      r.source = "From the French rules sheet 'Jeu Royal d'Ur'";
      r.notes =
          "In this version, the path has 21 squares: your corner rosette, the middle row out over "
          "the bridge, round the small block to your own rosette there, the thirteenth square, "
          "where the stack is turned over, then the middle row back, ending on your corner rosette "
          "as the last square. "
          "In this version, a move may not go past the last square, and from it a stack leaves "
          "only on a throw of 4. "
          "In this version, a stack that reaches or passes the thirteenth square is turned over on "
          "arrival, before it meets the stacks where it lands: the face shows the direction, and "
          "only stacks going the same way join. "
          "In this version, the two sides' engraved stacks circle the small block in opposite "
          "directions, yet the face decides, so they join there too. "
          "In this version, placing a piece instead of throwing needs a stack topped by one of "
          "your pieces on a rosette, and a piece not yet entered. "
          "In this version, an entering piece joins the engraved stack already on your corner "
          "rosette, if there is one. "
          "In this version, the player who throws highest starts: light throws first, a tie is "
          "thrown again, and the winner then throws afresh; 'highest' is by value, so three marked "
          "tips (a 5) beat no marked tip (a 4). "
          "In this version, a score of one more than the number of pieces each side has wins at "
          "once, and equal scores when all pieces are off make a draw.";
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
      r.title = "Ravensburger UR";
      r.hook = "Towers of prisoners; capture them all";
      r.origin = "Ravensburger's boxed game, 1977";
      r.summary =
          "Each player has 10 pieces, blue face up. One six-sided die: 1 to 5 move that many "
          "squares, a 6 is no move. The path runs from beside the bridge along your side of the "
          "big block to its corner, along the whole middle row, then to your two goal squares on "
          "your side of the small block, the corner first, then the rosette. On any turn a new "
          "piece may come in on the square its throw counts to: a 1 to 4 on your side of the big "
          "block, a 5 on the first square of the middle row. Your side's squares are closed to the "
          "opponent's pieces, except as prisoners. Landing exactly on enemy pieces captures them: "
          "your piece goes on top and may carry the enemy pieces directly beneath it as prisoners, "
          "or leave them. Pieces stack without limit, except at most 5 of your own on a goal "
          "square. Goal squares need an exact throw. Prisoners carried onto your last goal square "
          "leave the game, and your piece there turns red. A red piece moves forward or backward "
          "along the goal squares and the middle row, captures both ways, and goes backward only "
          "without prisoners. Pieces never bear off: you win by capturing every enemy piece, "
          "removed or held prisoner. The player who throws highest starts.";
      r.source = "Ravensburger's boxed game UR of 1977, from its French rules";
      r.notes =
          "In this version, after 500 turns with no winner, the player holding more captured enemy "
          "pieces, removed or held prisoner, wins, and equal counts are a draw; a turn is one "
          "player's turn, so 500 turns are 250 each. "
          "In this version, the player who throws highest starts: light throws first, a tie is "
          "thrown again, and the winner then throws afresh; a 6 (no move) counts as 0, so a 5 is "
          "the highest throw. "
          "In this version, only the top piece of a stack moves, alone or with the enemy pieces "
          "directly beneath it, and an enemy piece counts as held prisoner when any of your pieces "
          "is above it in its stack. "
          "In this version, red pieces move between the first square of the middle row and your "
          "last goal square, and the cap of 5 counts only your own pieces on a goal square, not "
          "the prisoners on your first goal square. "
          "In this version, prisoners on your first goal square cannot be set free there, since "
          "that square is closed to their owner: the piece above them must carry them on to your "
          "last goal square.";
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
    case RuleSetId::Aseb:
      r.group = RuleGroup::Modern;
      r.name = "aseb";
      r.title = "Aseb";
      r.hook = "Egypt's long board: twelve in a row";
      r.origin = "Egypt's twenty squares, after Crist";
      r.summary =
          "The game of twenty squares on the later Egyptian board, a long box: a row of four "
          "squares on each player's side, beside the first four squares of a middle row of "
          "twelve. Each player has 5 pieces. Four binary dice give 0 to 4, the number of marked "
          "tips; a 0 is no move. A throw may bring a new piece onto the square it counts to. The "
          "path starts on your row of four beside the middle row's first rosette, runs to the "
          "corner rosette at the end of the box, turns into the middle row and runs its whole "
          "length to the rosette at the far end, the last square, which both players share. "
          "Rosettes are your corner and every fourth square of the middle row. One piece per "
          "square: landing on an opponent's piece sends it back off the board, but a piece on a "
          "rosette is safe. Landing on a rosette gives another throw; a capture does not. Bearing "
          "off, one step past the last square, needs the exact count. The first to bear off all "
          "5 wins; light moves first.";
      r.source = "After Crist, Dunn-Vaturi and de Voogt, 'Ancient Egyptians at Play'";
      r.notes =
          "In this version, light moves first, as in Finkel. "
          "In this version, the rosette at the far end of the middle row is the last square of "
          "both paths: a piece resting there is safe and keeps the opponent off it, yet the "
          "opponent may still bear off past it with an exact throw. "
          "In this version, a capture gives no extra throw, and a move that lands on a rosette "
          "can never capture, since a rosette holding an opponent's piece is closed.";
      r.board = kAsebBoard;
      set_path(r, kPA16);
      r.pieces = r.default_pieces = 5;
      r.dice_count = 4;
      set_table(r, {{0, false}, {1, false}, {2, false}, {3, false}, {4, false}});
      r.extra_on_rosette = true;
      r.rosettes_safe = true;
      r.entry_values = kAnyValue;
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

bool mirror_paths(const RuleSet& r) {
  for (int t = 0; t < r.path_length; ++t)
    for (unsigned k = 0; k < 2; ++k)
      if (r.index_of[kDark][r.path[kLight][static_cast<unsigned>(t)]][k] !=
          r.index_of[kLight][r.path[kDark][static_cast<unsigned>(t)]][k])
        return false;
  return true;
}

std::span<const RuleSet> all_rule_sets() { return {table().sets.data(), table().sets.size()}; }

const RuleSet* find_rule_set(std::string_view name) {
  for (const RuleSet& r : table().sets)
    if (r.name == name) return &r;
  return nullptr;
}

const RuleSet& rule_set(RuleSetId id) { return table().sets[static_cast<unsigned>(id)]; }

}  // namespace ur
