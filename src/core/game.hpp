// The rules engine: turn flow, chance outcomes, legal actions, apply, result.
// Plain C++20, no I/O, no allocation in legal_actions/apply, no random generator of its
// own: the caller supplies every throw (or a uint64_t RNG state it owns, see dice.hpp).
//
// How a caller plays (OpenSpiel-style chance and decision nodes):
//
//   State s = new_game(rules);
//   while (s.phase != Phase::GameOver) {
//     if (is_chance(s)) {                       // Phase::ThrowOff or Phase::Throw
//       ChanceList c = chance_outcomes(rules, s);  // exact probabilities
//       apply_chance(rules, s, sample_chance(rules, s, rng));  // or a chosen outcome
//     } else {                                  // Phase::StartTurn or Phase::Move
//       ActionList a; legal_actions(rules, s, a);  // never empty here
//       apply(rules, s, a[choice]);
//     }
//   }
//   Result r = result(rules, s);
//
// Phase sequence:
//   ThrowOff (chance, only for FirstPlayer::HighestThrow / Random / FirstToThrowOne:
//     light's throw, dark's throw, rethrow on a tie — or a coin — or throws in turn until
//     a 1, which becomes that player's first throw and leads straight to Move)
//   -> StartTurn (decision, only when there is a choice or a forced missed turn:
//     Throw | PayToEnter (tokens, then Throw phase) | PlaceOnStart (jeu-royal, ends the
//     turn) | MissTurn (tokens, the only action, ends the turn))
//   -> Throw (chance: the dice) -> Move (decision: Enter | Move | Pass — Pass is the single
//     action when nothing is legal, so a UI can announce it; in `tokens` it costs a token,
//     and a pending extra throw is lost)
//   -> extra throw (same side, back to StartTurn/Throw, State::extra set) or next turn
//     (turn counter + 1, other side) or GameOver.
#pragma once

#include <cstdint>
#include <string>

#include "core/dice.hpp"
#include "core/rules.hpp"
#include "core/state.hpp"

namespace ur {

// A new game (a new match for bell: full purses, then each pays the stake).
State new_game(const RuleSet& rules);
// The next game of a match: bell carries the purses over (and pays the stakes again);
// otherwise the same as new_game.
State next_game(const RuleSet& rules, const State& finished);

inline bool is_chance(const State& s) {
  return s.phase == Phase::ThrowOff || s.phase == Phase::Throw;
}
inline bool is_over(const State& s) { return s.phase == Phase::GameOver; }

// The chance outcomes at a chance node, with exact probabilities summing to 1.
ChanceList chance_outcomes(const RuleSet& rules, const State& s);
namespace detail {
void apply_throwoff(const RuleSet& rules, State& s, int outcome);
}
// Resolve a chance node with `outcome` (a throw, or the coin in a Random throw-off).
// Inline: search and playouts resolve a throw at every other node.
inline void apply_chance(const RuleSet& rules, State& s, int outcome) {
  if (s.phase == Phase::Throw) {
    s.throw_outcome = static_cast<std::uint8_t>(outcome);
    s.phase = Phase::Move;
    return;
  }
  detail::apply_throwoff(rules, s, outcome);
}
// Draw an outcome of the current chance node from the caller's RNG state (see dice.hpp).
inline int sample_chance(const RuleSet& rules, const State& s, std::uint64_t& rng) {
  if (s.phase == Phase::ThrowOff && rules.first_player == FirstPlayer::Random)
    return static_cast<int>(random_below(rng, 2));
  return sample_throw(rules, rng);
}

// Legal actions at a decision node (StartTurn or Move); empty at chance nodes and at the
// end. At a Move node it is never empty: {Pass} when nothing else is legal.
void legal_actions(const RuleSet& rules, const State& s, ActionList& out);
// Whether `a` is among legal_actions (for callers that build actions from text).
bool is_legal(const RuleSet& rules, const State& s, const Action& a);
// Apply a legal action (precondition: it is in legal_actions). Updates in place.
void apply(const RuleSet& rules, State& s, const Action& a);
inline State applied(const RuleSet& rules, State s, const Action& a) {
  apply(rules, s, a);
  return s;
}

// The move value of the throw being played (Move phase).
inline int throw_value(const RuleSet& rules, const State& s) {
  return rules.move_value(s.throw_outcome);
}

// The result (winner, scores, tokens, coins). Meaningful when is_over(s); for an
// unfinished game it gives the standing with winner None.
Result result(const RuleSet& rules, const State& s);

// Checks every invariant (pieces, tokens and coins conserved, no illegal overlaps,
// phase fields consistent). Returns "" if all hold, else what is broken.
std::string check_invariants(const RuleSet& rules, const State& s);

// Pieces of `side` standing on the board (either model).
int pieces_on_board(const RuleSet& rules, const State& s, Side side);

// A short readable form of an action, for tests and debugging ("enter 0", "move 3 7",
// "move 12 off", "move 4 9 x2", "pass", "throw", "pay", "place", "miss"). The game
// record notation lives elsewhere.
std::string to_string(const Action& a);

// Stable hash of a state's fields (for bench signatures and tables); platform-independent.
std::uint64_t hash_state(const State& s);

}  // namespace ur
