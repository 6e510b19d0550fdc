// Checks a big solved table against a smaller solve of the same rule set: in a race to
// bear off every piece, a position of the N-piece game where each side has already borne
// off N - M pieces is the M-piece game's position with those pieces gone, so the two
// tables must give it the same value (docs/perfect-play.md, "Measured").
//
//   table_agree BIG.urt SMALL.urt
//
// Compares every position of the small table (keyed tables: those met in random games of
// the small version) and prints how many entries differ, and by
// how much at most (both are 16-bit: equal values may round one step apart). Exit status
// 0 when no entry differs by more than one step, 1 otherwise, 2 on bad input.
#include <cmath>
#include <cstdio>
#include <string>

#include "core/dice.hpp"
#include "core/game.hpp"
#include "core/record.hpp"
#include "perfect/solver.hpp"
#include "perfect/table.hpp"

namespace {

using namespace ur;

// Keyed tables (small versions solved by their states) cannot be walked rank by rank: the
// small game's positions are met in 2,000 random games instead (seed 1), every one where
// a turn or a throw begins compared with the big game's with the extra pieces borne off
// (races to bear off every piece only: tokens).
int keyed_agree(const RuleSet& rb, const Table& big, const RuleSet& rs, const Table& small) {
  if (rb.win != WinRule::BearOffAll || rb.uses_stacks()) {
    std::fprintf(stderr, "table_agree: in %s pieces borne off change more than the count (stacks, scores)\n",
                 std::string(rb.name).c_str());
    return 2;
  }
  const int gone = rb.pieces - rs.pieces;
  std::uint64_t rng = 1, compared = 0, differ = 0, over_one = 0, missing = 0;
  double worst = 0;
  for (int game = 0; game < 2000; ++game) {
    State s = new_game(rs);
    while (!is_over(s)) {
      if (s.phase != Phase::Move) {
        State b = s;
        b.rules_id = rb.id;
        for (auto& off : b.off) off = static_cast<std::uint8_t>(off + gone);
        const auto want = small.probe(rs, s), got = big.probe(rb, b);
        if (!want || !got) {
          ++missing;  // not reached in the big game (its tokens could not be split so there)
        } else {
          const double d = std::fabs(*got - *want);
          ++compared;
          if (d > 0) ++differ;
          if (d > 1.5 / 65535) ++over_one;
          worst = std::max(worst, d);
        }
      }
      if (is_chance(s)) {
        apply_chance(rs, s, sample_chance(rs, s, rng));
      } else {
        ActionList legal;
        legal_actions(rs, s, legal);
        apply(rs, s, legal[static_cast<int>(random_below(rng, static_cast<std::uint32_t>(legal.size())))]);
      }
    }
  }
  std::printf("%s:%d against %s:%d (keyed): %llu positions of 2000 random games compared (the big game's with %d "
              "more borne off a side; %llu more not reached in the big game), %llu entries differ, %llu by more than one step of "
              "1/65535, largest difference %.3g\n",
              std::string(rb.name).c_str(), rb.pieces, std::string(rs.name).c_str(), rs.pieces,
              static_cast<unsigned long long>(compared), gone, static_cast<unsigned long long>(missing),
              static_cast<unsigned long long>(differ), static_cast<unsigned long long>(over_one), worst);
  return over_one == 0 && compared > 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace ur;
  if (argc != 3) {
    std::fprintf(stderr, "usage: table_agree BIG.urt SMALL.urt\n");
    return 2;
  }
  const TableLoad big = load_table(argv[1]), small = load_table(argv[2]);
  for (const TableLoad* t : {&big, &small})
    if (!t->ok()) {
      std::fprintf(stderr, "table_agree: %s\n", t->error.c_str());
      return 2;
    }
  const TableHeader& hb = big.table->header();
  const TableHeader& hs = small.table->header();
  std::string error;
  const auto rb = parse_rules_notation(hb.rules_name + ":" + std::to_string(hb.pieces), &error);
  const auto rs = parse_rules_notation(hs.rules_name + ":" + std::to_string(hs.pieces), &error);
  if (!rb || !rs || hb.rules_name != hs.rules_name || hs.pieces >= hb.pieces || hb.keyed != hs.keyed ||
      !big.table->matches(*rb) || !small.table->matches(*rs)) {
    std::fprintf(stderr, "table_agree: needs two tables of one rule set and kind, the first with more pieces\n");
    return 2;
  }
  if (hb.keyed) return keyed_agree(*rb, *big.table, *rs, *small.table);
  const PositionIndex ib(*rb), is(*rs);
  const int gone = static_cast<int>(hb.pieces - hs.pieces);
  std::uint64_t differ = 0, over_one = 0;
  double worst = 0;
  for (std::uint64_t k = 0; k < is.size(); ++k) {
    SolverPosition p = is.unrank(k);
    const double want = small.table->entry(k);
    p.my_off += gone;
    p.their_off += gone;
    const double got = big.table->entry(ib.rank(p));
    const double d = std::fabs(got - want);
    if (d > 0) ++differ;
    if (d > 1.5 / 65535) ++over_one;
    worst = std::max(worst, d);
  }
  std::printf("%s:%u against %s:%u: %llu positions compared (the big game's with %d more borne off a side), "
              "%llu entries differ, %llu by more than one step of 1/65535, largest difference %.3g\n",
              hb.rules_name.c_str(), hb.pieces, hs.rules_name.c_str(), hs.pieces,
              static_cast<unsigned long long>(is.size()), gone, static_cast<unsigned long long>(differ),
              static_cast<unsigned long long>(over_one), worst);
  return over_one == 0 ? 0 : 1;
}
