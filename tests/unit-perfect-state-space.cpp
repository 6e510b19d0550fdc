// State-space sizes (perfect/state_space.hpp): the count equals the solver's dense index
// wherever the solver takes the rule set, and a plain enumeration of the pieces' places
// for murray (a path that visits squares twice), tokens and the stacking rule sets.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "perfect/solver.hpp"
#include "perfect/square_index.hpp"
#include "perfect/state_space.hpp"

namespace ur {
namespace {

// The places of one side's piece: path index (and face) -> the square or stack slot.
std::vector<int> places(const RuleSet& r, Side side) {
  std::vector<int> out;
  for (int i = 0; i < r.path_length; ++i) {
    const SquareId sq = r.path[side][static_cast<unsigned>(i)];
    if (r.stacks == StackRule::SameFace) {
      const int face = r.flip_index >= 0 && i >= r.flip_index ? 1 : 0;
      out.push_back(r.slot_of[sq][static_cast<unsigned>(face)]);
    } else if (r.stacks == StackRule::Towers) {
      if (i < r.path_length - 1) out.push_back(sq);  // outbound
      if (i >= r.red_min_index) out.push_back(sq);   // red
    } else {
      out.push_back(sq);
    }
  }
  return out;
}

// Every set of up to `left` places with distinct squares, from `from` on: calls f(squares
// used as a bit mask, pieces placed).
template <typename F>
void each_set(const std::vector<int>& where, std::size_t from, int left, std::uint64_t used, int placed, F&& f) {
  f(used, placed);
  if (left == 0) return;
  for (std::size_t i = from; i < where.size(); ++i) {
    const std::uint64_t bit = 1ull << where[i];
    if (used & bit) continue;
    each_set(where, i + 1, left - 1, used | bit, placed + 1, f);
  }
}

// Positions with every piece alone on its square, counted one by one.
std::uint64_t enumerate(const RuleSet& r) {
  const int n = r.pieces;
  const std::vector<int> mine = places(r, kLight), theirs = places(r, kDark);
  auto splits = [n](int on_board) { return static_cast<std::uint64_t>(on_board == 0 ? n : n - on_board + 1); };
  std::uint64_t total = 0;
  each_set(mine, 0, n, 0, 0, [&](std::uint64_t used, int l) {
    each_set(theirs, 0, n, 0, 0, [&](std::uint64_t used2, int d) {
      if ((used & used2) == 0) total += splits(l) * splits(d);
    });
  });
  return total;
}

TEST_CASE("state space: the solver's index size for every rule set it takes") {
  for (const RuleSet& full : all_rule_sets()) {
    if (!is_solvable(full)) continue;
    for (int k = 1; k <= full.default_pieces; ++k) {
      const RuleSet r = full.with_pieces(k);
      if (PositionIndex(r).size() > 200'000'000u) continue;  // masters:7 and its kin: a second each
      const StateSpace s = state_space(r);
      CAPTURE(r.name);
      CAPTURE(k);
      CHECK(s.exact);
      CHECK(s.exact_positions == PositionIndex(r).size());
      CHECK(s.other == 1);
    }
  }
  CHECK(state_space(*find_rule_set("masters")).exact_positions == 500929993u);
}

TEST_CASE("state space: murray's path visits squares twice, a piece is at either index") {
  for (int k = 1; k <= 3; ++k) {
    const RuleSet r = find_rule_set("murray")->with_pieces(k);
    const StateSpace s = state_space(r);
    CAPTURE(k);
    CHECK(s.exact);
    CHECK(s.exact_positions == enumerate(r));
  }
  // More places than classic's path of 16 squares on the same board.
  CHECK(state_space(find_rule_set("murray")->with_pieces(2)).positions >
        state_space(find_rule_set("classic")->with_pieces(2)).positions);
  CHECK(state_space(find_rule_set("murray")->with_pieces(4)).exact_positions == 216877010u);
}

TEST_CASE("state space: tokens add every split of the 21 tokens and the missed-turn states") {
  const RuleSet r = find_rule_set("tokens")->with_pieces(2);
  const StateSpace s = state_space(r);
  CHECK(s.exact);
  CHECK(s.other == 253.0 * 6);  // (t_me, t_them, reserve) summing to 21: C(23, 2) = 253
  // The board alone is finkel's with the same pieces (the same path of 14 squares).
  CHECK(s.exact_positions == PositionIndex(find_rule_set("finkel")->with_pieces(2)).size() * 253u * 6u);
}

TEST_CASE("state space: the stacking rule sets are lower bounds, single pieces counted") {
  for (const char* name : {"jeu-royal", "ravensburger"}) {
    CAPTURE(name);
    const RuleSet& full = *find_rule_set(name);
    CHECK_FALSE(state_space(full).exact);
    CHECK(state_space(full).positions > static_cast<double>(1u << 30));  // beyond the solver's index
  }
  const RuleSet jr = find_rule_set("jeu-royal")->with_pieces(2);
  CHECK(state_space(jr).boards == static_cast<double>(enumerate(jr)));
  // Ravensburger: outbound pieces anywhere but the last square, red ones from the middle
  // row on (each a place of its own), and the turn counter.
  for (int k = 1; k <= 2; ++k) {
    const RuleSet rv = find_rule_set("ravensburger")->with_pieces(k);
    CHECK(state_space(rv).other == 500);
    CHECK(state_space(rv).boards == static_cast<double>(enumerate(rv)));
  }
}

TEST_CASE("square index: a dense rank for paths that meet a square twice") {
  // Every rank is a valid position that ranks back to itself; the size is the counted one;
  // so rank and unrank are inverse bijections onto every valid position.
  for (const char* spec : {"murray:1", "murray:2", "finkel:2", "masters:2", "aseb:2", "murray:3"}) {
    CAPTURE(spec);
    const std::string name(spec);
    const RuleSet r = find_rule_set(name.substr(0, name.find(':')))->with_pieces(name.back() - '0');
    const SquareIndex ix(r);
    REQUIRE(ix.size() == state_space(r).exact_positions);
    const std::uint64_t step = ix.size() > 200000 ? 97 : 1;
    int bad = 0;
    for (std::uint64_t k = 0; k < ix.size(); k += step) {
      const SolverPosition p = ix.unrank(k);
      if (!ix.valid(p) || ix.rank(p) != k) ++bad;
    }
    CHECK(bad == 0);
    // Layers in order: (0, 0) first, each after the one before.
    CHECK(ix.layer_begin(0, 0) == 0);
    CHECK(ix.layer_end(r.pieces - 1, r.pieces - 1) == ix.size());
    if (r.pieces < 2) continue;
    CHECK(ix.layer_end(0, 0) == ix.layer_begin(0, 1));
    const SolverPosition p = ix.unrank(ix.layer_begin(1, 0));
    CHECK(p.my_off == 1);
    CHECK(p.their_off == 0);
  }
  // Two of my pieces on one square (murray's index 4 and 22 are the same square) is no position.
  const SquareIndex murray(find_rule_set("murray")->with_pieces(3));
  CHECK_FALSE(murray.valid(SolverPosition{(1u << 4) | (1u << 22), 0, 0, 0}));
  CHECK(murray.valid(SolverPosition{(1u << 4) | (1u << 23), 0, 0, 0}));
  CHECK_FALSE(murray.valid(SolverPosition{1u << 4, 1u << 22, 0, 0}));  // theirs there too
  CHECK_FALSE(murray.valid(SolverPosition{0, 0, 3, 0}));               // all off: not a position
}

}  // namespace
}  // namespace ur
