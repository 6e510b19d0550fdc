// The perfect-play solver on small games (1-2 pieces a side): the dense index (rank and
// unrank round-trip, mirror symmetry), its move generation against the engine's own
// legal_actions/apply, solved values against an independent exact solver that only uses
// the engine, the 4/7 endgame fact, and a Bellman check of the converged values.
#include <doctest/doctest.h>

#include <cmath>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "perfect/solver.hpp"
#include "unit-core-support.hpp"

namespace ur {
namespace {

const char* const kSolvable[] = {"finkel", "blitz", "british-museum", "masters", "classic", "bgg", "bell", "aseb",
                                 "murray"};

RuleSet small(const char* name, int pieces) { return find_rule_set(name)->with_pieces(pieces); }

TEST_CASE("perfect: which rule sets the solver takes") {
  for (const char* name : kSolvable) CHECK_MESSAGE(is_solvable(*find_rule_set(name)), name);
  std::string why;
  // Murray's path of 27 squares meets 11 of them twice: ranked square by square.
  CHECK(is_solvable(*find_rule_set("murray"), &why));
  CHECK_FALSE(is_solvable(*find_rule_set("tokens"), &why));
  CHECK_FALSE(is_solvable(*find_rule_set("jeu-royal"), &why));
  CHECK(why == "pieces stack");
  CHECK_FALSE(is_solvable(*find_rule_set("ravensburger")));
}

TEST_CASE("perfect: position counts of the full rule sets") {
  // Finkel's 137,870,097 is half the 275,827,872 positions published for it with both
  // sides to move: each position here is stored once, from the mover's side.
  CHECK(PositionIndex(*find_rule_set("finkel")).size() == 137870097u);
  CHECK(PositionIndex(*find_rule_set("british-museum")).size() == 14669769u);
  CHECK(PositionIndex(*find_rule_set("blitz")).size() == 41243781u);
  CHECK(PositionIndex(*find_rule_set("masters")).size() == 500929993u);
}

TEST_CASE("perfect: rank and unrank round-trip over every position; layers are contiguous") {
  for (const char* name : kSolvable) {
    for (int n = 1; n <= 2; ++n) {
      const RuleSet r = small(name, n);
      const PositionIndex ix(r);
      CAPTURE(std::string(name));
      CAPTURE(n);
      std::uint64_t bad = 0;
      for (std::uint64_t k = 0; k < ix.size(); ++k) {
        const SolverPosition p = ix.unrank(k);
        if (!ix.valid(p) || ix.rank(p) != k) ++bad;
        if (k < ix.layer_begin(p.my_off, p.their_off) || k >= ix.layer_end(p.my_off, p.their_off)) ++bad;
      }
      CHECK(bad == 0);
      CHECK(ix.layer_begin(0, 0) == 0);
      CHECK(ix.layer_end(n - 1, n - 1) == ix.size());
      // Every valid position is counted: in the 1-piece game each side has its piece
      // waiting or on one of the path's squares, and the two may not share a square.
      if (n == 1) {
        std::uint64_t valid = 0;
        for (int i = -1; i < r.path_length; ++i)
          for (int j = -1; j < r.path_length; ++j)
            if (ix.valid({i < 0 ? 0u : 1u << i, j < 0 ? 0u : 1u << j, 0, 0})) ++valid;
        CHECK(valid == ix.size());
      }
    }
  }
}

TEST_CASE("perfect: a position and its mirror share one rank") {
  // board (finkel:2, light to move):      the mirror (dark to move):
  //   light 0/3,9/0  dark 0/5/1              light 0/5/1  dark 0/3,9/0
  const Position a = test::pos("finkel:2 0/3,9/0 0/5/1 l throw 7");
  const Position b = test::pos("finkel:2 0/5/1 0/3,9/0 d throw 7");
  const SolverPosition pa = solver_position(a.state), pb = solver_position(b.state);
  CHECK(pa == pb);
  CHECK(pa.mine == ((1u << 3) | (1u << 9)));
  CHECK(pa.their_off == 1);
  const PositionIndex ix(a.rules);
  CHECK(ix.rank(pa) == ix.rank(pb));
  // And back: the state of a rank shows the same pieces for either side to move.
  for (std::uint64_t k = 0; k < ix.size(); k += 97) {
    const SolverPosition p = ix.unrank(k);
    const State light = solver_state(a.rules, p, kLight), dark = solver_state(a.rules, p, kDark);
    CHECK(check_invariants(a.rules, light) == "");
    CHECK(check_invariants(a.rules, dark) == "");
    CHECK(solver_position(light) == p);
    CHECK(solver_position(dark) == p);
  }
}

TEST_CASE("perfect: the solver's moves are the engine's legal actions, for every throw of every position") {
  for (const char* name : kSolvable) {
    for (int n = 1; n <= 2; ++n) {
      const RuleSet r = small(name, n);
      const PositionIndex ix(r);
      CAPTURE(std::string(name));
      CAPTURE(n);
      std::uint64_t bad = 0;
      for (std::uint64_t k = 0; k < ix.size(); ++k) {
        const SolverPosition p = ix.unrank(k);
        const State s = solver_state(r, p, k % 2 == 0 ? kLight : kDark);
        for (int o = r.first_outcome(); o <= r.last_outcome(); ++o) {
          State m = s;
          apply_chance(r, m, o);
          ActionList legal;
          legal_actions(r, m, legal);
          using Key = std::tuple<std::uint32_t, std::uint32_t, int, int, bool, bool>;
          std::multiset<Key> engine, solver;
          for (const Action& a : legal) {
            if (a.kind == ActionKind::Pass) continue;
            const State t = applied(r, m, a);
            const bool win = is_over(t);
            const SolverPosition q = win ? SolverPosition{} : solver_position(t);
            engine.insert({q.mine, q.theirs, q.my_off, q.their_off, !win && t.side == s.side, win});
          }
          SolverMove mv[kMaxPieces + 1];
          const int count = ix.moves(p, o, mv);
          for (int i = 0; i < count; ++i) {
            const SolverPosition q = mv[i].win ? SolverPosition{} : mv[i].next;
            solver.insert({q.mine, q.theirs, q.my_off, q.their_off, mv[i].same_side && !mv[i].win, mv[i].win});
          }
          if (engine != solver) ++bad;
        }
      }
      CHECK(bad == 0);
    }
  }
}

TEST_CASE("perfect: 1-piece games solved exactly, checked at every position against the engine-only solver") {
  // Not bell: its purses make the engine-only solver's state space far too big (they do
  // not change who wins, and bell's moves are checked above).
  for (const char* name : {"finkel", "blitz", "british-museum", "masters", "classic", "bgg", "aseb", "murray"}) {
    const RuleSet r = small(name, 1);
    CAPTURE(std::string(name));
    SolveStats st;
    const auto sol = solve(r, SolveOptions{}, &st);
    CHECK(st.converged);
    CHECK(st.positions == sol->index().size());
    // Every position with light to move and, separately, its mirror with dark to move.
    std::vector<State> roots;
    for (std::uint64_t k = 0; k < sol->index().size(); ++k)
      for (Side side : {kLight, kDark}) roots.push_back(solver_state(r, sol->index().unrank(k), side));
    test::EngineSolver engine(r, roots, /*merge_extra=*/true);  // only knows the engine
    double worst = 0;
    for (std::size_t i = 0; i < roots.size(); ++i)
      worst = std::max(worst, std::fabs(sol->value(i / 2) - engine.value(roots[i])));
    CHECK(worst < 1e-9);
    CHECK(sol->bellman_residual() <= 1e-12);
  }
}

TEST_CASE("perfect: 2-piece games agree with the engine-only solver in the endgames") {
  for (const char* name : {"finkel", "british-museum", "blitz", "murray"}) {
    const RuleSet r = small(name, 2);
    CAPTURE(std::string(name));
    SolveStats st;
    const auto sol = solve(r, SolveOptions{}, &st);
    CHECK(st.converged);
    CHECK(st.start_value == sol->value(SolverPosition{}));
    // Positions with one piece of each side borne off, with either side to move (the
    // engine-only solver explores all it can reach, so the whole 2-piece game is too big).
    std::vector<State> roots;
    for (std::uint64_t k = sol->index().layer_begin(1, 1); k < sol->index().size(); ++k)
      roots.push_back(solver_state(r, sol->index().unrank(k), k % 2 == 0 ? kLight : kDark));
    test::EngineSolver engine(r, roots, /*merge_extra=*/true);  // only knows the engine
    double worst = 0;
    for (std::size_t i = 0; i < roots.size(); ++i)
      worst = std::max(worst, std::fabs(sol->value(sol->index().layer_begin(1, 1) + i) - engine.value(roots[i])));
    CHECK(worst < 1e-9);
    // Bellman: one more sweep over the solved values changes nothing beyond 1e-12.
    CHECK(sol->bellman_residual() <= 1e-12);
  }
}

TEST_CASE("perfect: finkel's last-square race is worth 4/7 to the side to move") {
  // board (finkel:3): each side has one piece left, on its last square (index 13), the
  // others borne off:
  //    0 1 2 3 4 5 6 7
  // 0  * . . .     L .
  // 1  . . . * . . . .
  // 2  * . . .     D .
  // A 1 wins at once (4/16); otherwise the turn passes to the same position with the other
  // side to move: v = 1/4 + 3/4 (1 - v), v = 4/7.
  const RuleSet r = small("finkel", 3);
  SolveOptions endgames;
  endgames.min_off_total = 4;  // only the layer with 2 + 2 pieces borne off
  SolveStats st;
  const auto sol = solve(r, endgames, &st);
  CHECK(st.stages == 1);
  CHECK(st.positions == sol->index().size());
  const Position p = test::pos("finkel:3 0/13/2 0/13/2 l throw 40");
  CHECK(std::fabs(sol->value(solver_position(p.state)) - 4.0 / 7.0) < 1e-12);
  // The same race with 1 and with 2 pieces a side, in full solves.
  const auto one = solve(small("finkel", 1), SolveOptions{});
  CHECK(std::fabs(one->value(SolverPosition{1u << 13, 1u << 13, 0, 0}) - 4.0 / 7.0) < 1e-12);
  const auto two = solve(small("finkel", 2), SolveOptions{});
  CHECK(std::fabs(two->value(SolverPosition{1u << 13, 1u << 13, 1, 1}) - 4.0 / 7.0) < 1e-12);
}

TEST_CASE("perfect: values are win probabilities and the mover never does worse than passing") {
  const RuleSet r = small("finkel", 2);
  const auto sol = solve(r, SolveOptions{});
  for (std::uint64_t k = 0; k < sol->index().size(); ++k) {
    const double v = sol->value(k);
    CHECK((v > 0.0 && v < 1.0));
  }
  // Moving first is an advantage in finkel, small as it is.
  CHECK(sol->start_value() > 0.5);
  CHECK(sol->start_value() < 0.53);
}

TEST_CASE("perfect: two threads give the same values as one") {
  const RuleSet r = small("british-museum", 2);
  SolveOptions one, two;
  two.threads = 2;
  const auto a = solve(r, one), b = solve(r, two);
  double worst = 0;
  for (std::uint64_t k = 0; k < a->index().size(); ++k) worst = std::max(worst, std::fabs(a->value(k) - b->value(k)));
  CHECK(worst < 1e-11);
}

// A memory budget too small for any successor cache or policy: every stage is swept by
// working its successors out again (finkel:2), and every layer two above the current one is
// kept as 16-bit entries. The table a player gets must not change. Nor with policy
// iteration on every stage (masters:3).
TEST_CASE("perfect: a tight memory budget gives the same table, by policy iteration or recomputing") {
  struct Case {
    const char* name;
    int pieces;
    SolveOptions::Sweeps method;
  };
  for (const Case& c : {Case{"finkel", 2, SolveOptions::Sweeps::automatic}, Case{"masters", 3, SolveOptions::Sweeps::policy}}) {
    const SolveOptions::Sweeps method = c.method;
    CAPTURE(c.name);
    const RuleSet r = small(c.name, c.pieces);
    SolveOptions plain, tight;
    plain.threads = tight.threads = 2;
    tight.memory_budget = 1;  // one byte: nothing fits
    tight.sweeps = method;
    SolveStats ps, ts;
    const auto a = solve(r, plain, &ps), b = solve(r, tight, &ts);
    REQUIRE(ts.converged);
    CHECK(ps.policy_stages == 0);
    CHECK(ps.recompute_stages == 0);
    CHECK(ps.released_positions == 0);
    if (method == SolveOptions::Sweeps::policy) {
      CHECK(ts.policy_stages == ts.stages);
    } else {
      CHECK(ts.recompute_stages == ts.stages);
    }
    const PositionIndex& ix = a->index();
    const std::uint64_t kept = ix.layer_end(0, 0) - ix.layer_begin(0, 0) + ix.layer_end(0, 1) - ix.layer_begin(0, 1) +
                               ix.layer_end(1, 0) - ix.layer_begin(1, 0);
    CHECK(ts.released_positions == ix.size() - kept);  // all but the layers of 0 and 1 off
    CHECK(std::fabs(ts.start_value - ps.start_value) < 1e-11);
    std::uint64_t differ = 0;
    double worst = 0;
    for (std::uint64_t k = 0; k < a->index().size(); ++k) {
      if (a->encoded(k) != b->encoded(k)) ++differ;
      worst = std::max(worst, std::fabs(a->value(k) - b->value(k)));
    }
    CHECK(differ == 0);
    CHECK(worst <= 0.5 / 65535.0 + 1e-12);  // released layers answer their 16-bit entry
  }
  // Both are exact: the 4/7 endgame of finkel:1 (one layer, never released).
  for (const auto method : {SolveOptions::Sweeps::recompute, SolveOptions::Sweeps::policy}) {
    SolveOptions tight;
    tight.memory_budget = 1;
    tight.sweeps = method;
    const auto one = solve(small("finkel", 1), tight);
    CHECK(std::fabs(one->value(SolverPosition{1u << 13, 1u << 13, 0, 0}) - 4.0 / 7.0) < 1e-12);
  }
}

}  // namespace
}  // namespace ur
