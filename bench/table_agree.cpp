// Checks a big solved table against a smaller solve of the same rule set: in a race to
// bear off every piece, a position of the N-piece game where each side has already borne
// off N - M pieces is the M-piece game's position with those pieces gone, so the two
// tables must give it the same value (docs/perfect-play.md, "Measured").
//
//   table_agree BIG.urt SMALL.urt
//
// Compares every position of the small table and prints how many entries differ, and by
// how much at most (both are 16-bit: equal values may round one step apart). Exit status
// 0 when no entry differs by more than one step, 1 otherwise, 2 on bad input.
#include <cmath>
#include <cstdio>
#include <string>

#include "core/record.hpp"
#include "perfect/solver.hpp"
#include "perfect/table.hpp"

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
  if (!rb || !rs || hb.rules_name != hs.rules_name || hs.pieces >= hb.pieces || hb.keyed || hs.keyed ||
      !big.table->matches(*rb) || !small.table->matches(*rs)) {
    std::fprintf(stderr, "table_agree: needs two index tables of one rule set, the first with more pieces\n");
    return 2;
  }
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
