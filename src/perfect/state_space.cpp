// State-space sizes (see state_space.hpp and docs/perfect-play.md).
#include "perfect/state_space.hpp"

#include <array>
#include <vector>

namespace ur {
namespace {

// A piece's place as the counting sees it: a path index, and for the stacking rule sets
// the face it shows there (which of the square's stack slots it is in).
struct Places {
  // options[slot][side]: how many distinct single pieces of that side the slot can hold.
  std::vector<std::array<int, 2>> options;
};

Places places_of(const RuleSet& r) {
  Places p;
  if (r.stacks == StackRule::SameFace) {
    // jeu-royal: a piece shows its second face from the flip index on; each face of a
    // square is a stack slot of its own.
    p.options.assign(static_cast<unsigned>(r.slot_count), {0, 0});
    for (int side = 0; side < 2; ++side)
      for (int i = 0; i < r.path_length; ++i) ++p.options[r.slot_at(static_cast<Side>(side), i)][static_cast<unsigned>(side)];
    return p;
  }
  p.options.assign(kSquareIds, {0, 0});
  for (int side = 0; side < 2; ++side)
    for (int i = 0; i < r.path_length; ++i) {
      const SquareId sq = r.path[static_cast<unsigned>(side)][static_cast<unsigned>(i)];
      auto& n = p.options[sq][static_cast<unsigned>(side)];
      if (r.stacks == StackRule::Towers) {
        // ravensburger: outbound on every square but the last (arriving there turns a
        // piece red), red from red_min_index to the last square.
        if (i < r.path_length - 1) ++n;
        if (i >= r.red_min_index) ++n;
      } else {
        ++n;  // a square twice on a path (murray) holds the piece at either index
      }
    }
  return p;
}

}  // namespace

StateSpace state_space(const RuleSet& r) {
  const int n = r.pieces;
  const Places places = places_of(r);
  // ways[l][d]: placements of l light and d dark pieces, at most one per slot, as the
  // coefficients of the product over slots of (1 + a x + b y).
  std::vector<std::vector<double>> ways(static_cast<unsigned>(n + 1), std::vector<double>(static_cast<unsigned>(n + 1), 0));
  std::vector<std::vector<std::uint64_t>> ways_exact(static_cast<unsigned>(n + 1),
                                                     std::vector<std::uint64_t>(static_cast<unsigned>(n + 1), 0));
  ways[0][0] = 1;
  ways_exact[0][0] = 1;
  for (const auto& o : places.options) {
    if (o[0] == 0 && o[1] == 0) continue;
    for (int l = n; l >= 0; --l)
      for (int d = n; d >= 0; --d) {
        const auto ul = static_cast<unsigned>(l), ud = static_cast<unsigned>(d);
        if (l > 0) {
          ways[ul][ud] += o[0] * ways[ul - 1][ud];
          ways_exact[ul][ud] += static_cast<std::uint64_t>(o[0]) * ways_exact[ul - 1][ud];
        }
        if (d > 0) {
          ways[ul][ud] += o[1] * ways[ul][ud - 1];
          ways_exact[ul][ud] += static_cast<std::uint64_t>(o[1]) * ways_exact[ul][ud - 1];
        }
      }
  }
  // The pieces off the board are waiting or gone (borne off, removed); a side with every
  // piece gone has lost or won, which is not a position to value.
  auto splits = [n](int on_board) { return on_board == 0 ? n : n - on_board + 1; };
  StateSpace s;
  bool fits = true;
  std::uint64_t exact = 0;
  for (int l = 0; l <= n; ++l)
    for (int d = 0; d <= n; ++d) {
      const auto ul = static_cast<unsigned>(l), ud = static_cast<unsigned>(d);
      const auto k = static_cast<std::uint64_t>(splits(l)) * static_cast<std::uint64_t>(splits(d));
      s.boards += ways[ul][ud] * static_cast<double>(k);
      std::uint64_t term = 0;
      if (ways[ul][ud] >= 9.0e18 || __builtin_mul_overflow(ways_exact[ul][ud], k, &term) ||
          __builtin_add_overflow(exact, term, &exact))
        fits = false;
    }
  std::uint64_t other = 1;
  if (r.tokens.enabled) {
    // The tokens are conserved until the end: every split of them between the two players
    // and the reserve; the missed-turn flags of both sides, and whether the side to move
    // is on an extra throw when it is to miss its next turn (it still throws that one).
    const unsigned total = 2u * r.tokens.start + r.tokens.reserve;
    other = static_cast<std::uint64_t>(total + 2) * (total + 1) / 2 * 6;
    s.other_state = std::to_string((total + 2) * (total + 1) / 2) + " splits of " + std::to_string(total) +
                    " tokens, 6 missed-turn and extra-throw states";
  }
  if (r.turn_limit > 0) {
    other *= static_cast<std::uint64_t>(r.turn_limit);
    s.other_state = std::to_string(r.turn_limit) + " turn counts";
  }
  s.other = static_cast<double>(other);
  s.positions = s.boards * s.other;
  std::uint64_t total = 0;
  s.exact = !r.uses_stacks() && fits && !__builtin_mul_overflow(exact, other, &total) && total < (1ull << 63);
  if (s.exact) s.exact_positions = total;
  return s;
}

}  // namespace ur
