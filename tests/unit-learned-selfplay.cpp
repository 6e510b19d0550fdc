// Self-play TD(lambda) training (train/selfplay_train.hpp): the lambda-returns on a game
// worked by hand, self-play games (finished, repeatable, every position before a throw),
// and a network trained from nothing by self-play on finkel:2 that agrees with the exact
// values far better than the logistic evaluation; murray's long path trains too.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "ai/eval.hpp"
#include "perfect/explicit_solver.hpp"
#include "train/learned_train.hpp"
#include "train/selfplay_train.hpp"

namespace ur {
namespace {

SelfPlayGame hand_game() {
  // Light (0.6), then Dark (0.3: light's view 0.7), then Light again (0.8); Light wins.
  SelfPlayGame g;
  g.positions.resize(3);
  g.movers = {kLight, kDark, kLight};
  g.values = {0.6, 0.3, 0.8};
  g.winner = Winner::Light;
  return g;
}

TEST_CASE("selfplay: lambda-returns from each mover's side") {
  const SelfPlayGame g = hand_game();
  auto near = [](const std::vector<double>& got, const std::vector<double>& want) {
    REQUIRE(got.size() == want.size());
    for (std::size_t i = 0; i < got.size(); ++i) CHECK(std::abs(got[i] - want[i]) < 1e-12);
  };
  near(lambda_targets(g, 1.0), {1.0, 0.0, 1.0});  // the result, each from its own side
  near(lambda_targets(g, 0.0), {0.7, 0.2, 1.0});  // the next position's value
  near(lambda_targets(g, 0.5), {0.8, 0.1, 1.0});  // 0.5*0.8+0.5*1 = 0.9 for light at t=1
  SelfPlayGame dark_wins = g;
  dark_wins.winner = Winner::Dark;
  near(lambda_targets(dark_wins, 1.0), {0.0, 1.0, 0.0});
  SelfPlayGame cut = g;
  cut.winner = Winner::None;  // cut off: nothing to learn
  near(lambda_targets(cut, 0.7), {0.5, 0.5, 0.5});
  // ... but where its positions were backed up, they learn their backups: a network whose
  // games stall into the action limit is still told what its positions are worth.
  cut.backups = {0.55, 0.4, 0.9};
  near(mixed_targets(cut, 0.7, 0.0), {0.55, 0.4, 0.9});
  near(mixed_targets(cut, 0.7, 0.3), {0.55, 0.4, 0.9});
  near(mixed_targets(cut, 0.7, 1.0), {0.5, 0.5, 0.5});
}

TEST_CASE("selfplay: a game is finished, repeatable, and records every position before a throw") {
  const RuleSet r = find_rule_set("finkel")->with_pieces(2);
  const RuleSet& rr = r;
  const PositionValue logistic = [&rr](const State& s) { return evaluate_position(rr, s, default_weights(rr.id)); };
  const SelfPlayGame a = selfplay_game(r, logistic, 0.0, 7);
  const SelfPlayGame b = selfplay_game(r, logistic, 0.0, 7);
  CHECK((a.winner == Winner::Light || a.winner == Winner::Dark));
  CHECK(a.positions.size() > 4);
  CHECK(a.positions.size() == a.movers.size());
  CHECK(a.values == b.values);
  CHECK(a.movers == b.movers);
  // The last position's mover is the winner: only the side to move can bear off.
  CHECK(a.movers.back() == (a.winner == Winner::Light ? kLight : kDark));
  // The first position is the start: nothing on the board, nothing off.
  CHECK(a.positions.front().path_bits[a.movers.front()] == 0);
  CHECK(a.positions.front().off[a.movers.front()] == 0);
  const SelfPlayGame other = selfplay_game(r, logistic, 0.0, 8);
  CHECK(other.values != a.values);
  // Cut off at the action limit: no winner.
  CHECK(selfplay_game(r, logistic, 0.0, 7, 3).winner == Winner::None);
}

TEST_CASE("selfplay: a move chooser (train_td --play-depth) picks every move that is not random") {
  const RuleSet r = find_rule_set("finkel")->with_pieces(3);
  const RuleSet& rr = r;
  const PositionValue logistic = [&rr](const State& s) { return evaluate_position(rr, s, default_weights(rr.id)); };
  // A chooser that always takes the last legal action: asked at every real choice, and
  // the game it makes is not the evaluation's own.
  int asked = 0;
  const MoveChooser last = [&asked](const State&, const ActionList& legal) {
    ++asked;
    CHECK(legal.size() > 1);
    return legal.size() - 1;
  };
  const SelfPlayGame own = selfplay_game(r, logistic, 0.0, 11);
  const SelfPlayGame chosen = selfplay_game(r, logistic, 0.0, 11, 20000, false, last);
  CHECK(asked > 3);
  CHECK(chosen.values != own.values);
  // With every move random (epsilon 1), the chooser is never asked.
  asked = 0;
  selfplay_game(r, logistic, 1.0, 11, 20000, false, last);
  CHECK(asked == 0);
}

TEST_CASE("selfplay: with the exact values as the network, every one-throw backup is the value itself") {
  // Perfect play's values satisfy the Bellman equation: one throw deeper, best moves,
  // weighed by the throws' chances, gives the same value back.
  const RuleSet r = find_rule_set("finkel")->with_pieces(2);
  SolveOptions so;
  so.threads = 1;
  const auto solution = solve(r, so);
  const PositionValue exact = [&](const State& s) {
    return solution->value(solution->index().rank(solver_position(s)));
  };
  for (std::uint64_t seed = 0; seed < 5; ++seed) {
    const SelfPlayGame g = selfplay_game(r, exact, 0.1, seed, 20000, true);
    REQUIRE(g.backups.size() == g.values.size());
    for (std::size_t t = 0; t < g.values.size(); ++t) CHECK(std::abs(g.backups[t] - g.values[t]) < 1e-9);
    // Mixed targets: all backup at mix 0, all lambda-return at mix 1.
    CHECK(mixed_targets(g, 0.7, 0.0) == g.backups);
    CHECK(mixed_targets(g, 0.7, 1.0) == lambda_targets(g, 0.7));
  }
  CHECK(selfplay_game(r, exact, 0.0, 1).backups.empty());  // not asked for
}

TEST_CASE("selfplay: the choices before a throw are weighed, not read as a throw at once") {
  // A network only knows positions before a throw. Given the exact values of those alone
  // (a keyed table looked up as if the throw came at once), the backups must still give
  // every value back: the choice to pay to enter (tokens), to place on the start
  // (jeu-royal) and a missed turn are played out, not valued as the same pieces about to
  // throw (which once taught tokens' networks to pay at every chance).
  RuleSet few_tokens = find_rule_set("tokens")->with_pieces(1);
  few_tokens.tokens.start = 4;  // enough to pay to enter, and to run short
  few_tokens.tokens.reserve = 0;
  for (const RuleSet& r : {few_tokens, find_rule_set("jeu-royal")->with_pieces(1)}) {
    CAPTURE(std::string(r.name));
    ExplicitStats st;
    const ExplicitSolution sol = explicit_solve(r, ExplicitOptions{}, &st);
    REQUIRE_MESSAGE(st.converged, st.error);
    int unknown = 0;
    const PositionValue before_throw = [&](const State& s) {
      State t = s;
      t.phase = Phase::Throw;  // what a network sees: the pieces, the tokens, the flags
      const std::uint64_t key = explicit_key(r, t);
      const auto it = std::lower_bound(sol.keys.begin(), sol.keys.end(), key);
      if (it == sol.keys.end() || *it != key) {
        ++unknown;
        return 0.5;
      }
      return sol.values[static_cast<std::size_t>(it - sol.keys.begin())];
    };
    int asked = 0;  // choices handed to the network as if the throw came at once
    const PositionValue counting = [&](const State& s) {
      if (s.phase == Phase::StartTurn) ++asked;
      return before_throw(s);
    };
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
      const SelfPlayGame g = selfplay_game(r, counting, 0.3, seed, 20000, true);
      REQUIRE(g.backups.size() == g.values.size());
      for (std::size_t t = 0; t < g.values.size(); ++t) CHECK(std::abs(g.backups[t] - g.values[t]) < 1e-9);
    }
    CHECK(unknown == 0);
    CHECK(asked == 0);
  }
}

TEST_CASE("selfplay: a network trained by TD(lambda) from nothing on finkel:2 approaches the exact values") {
  const RuleSet r = find_rule_set("finkel")->with_pieces(2);
  SolveOptions so;
  so.threads = 1;
  const auto solution = solve(r, so);
  const PositionIndex& ix = solution->index();
  std::vector<std::uint64_t> all;
  for (std::uint64_t k = 0; k < ix.size(); ++k) all.push_back(k);
  auto exact = [&](std::uint64_t k) { return solution->value(k); };

  NetTrainer trainer(r, NetLayout{3, 8, 8}, 1);
  const PositionValue current = [&](const State& s) { return trainer.predict(s); };
  const auto predict = [&](const SolverPosition& p) { return trainer.predict(p); };
  const NetScore before = score_predictor(r, ix, all, exact, predict, 1e-9);
  int in_batch = 0;
  const int games = 5000;
  for (int game = 0; game < games; ++game) {
    const SelfPlayGame g = selfplay_game(r, current, 0.0, 1000u + static_cast<unsigned>(game));
    const std::vector<double> targets = lambda_targets(g, 0.7);
    for (std::size_t t = 0; t < targets.size(); ++t) {
      trainer.add(g.positions[t], targets[t]);
      if (++in_batch == 64) {
        trainer.step(0.003 * (1.0 - 0.9 * game / games));  // falling to a tenth
        in_batch = 0;
      }
    }
  }
  const NetScore after = score_predictor(r, ix, all, exact, predict, 1e-9);
  const NetScore logistic = score_predictor(
      r, ix, all, exact,
      [&](const SolverPosition& p) { return evaluate_position(r, solver_state(r, p, kLight), default_weights(r.id)); },
      1e-9);
  MESSAGE("finkel:2 by self-play, ", after.choices, " choices: best ", after.best, " loss ", after.loss, " mae ",
          after.mean_abs_error, " (untrained: best ", before.best, " loss ", before.loss, "; logistic: best ",
          logistic.best, " loss ", logistic.loss, ")");
  // Measured (5,000 games): best 25,325 of 30,301 (83.6%), loss 0.0036 a choice, mae
  // 0.025; untrained 19,353 and 0.020; the logistic evaluation 19,826 (65.4%) and 0.012.
  CHECK(after.loss < before.loss / 4);
  CHECK(after.loss < logistic.loss / 2.5);
  CHECK(after.best >= after.choices * 78 / 100);
  CHECK(after.mean_abs_error < 0.04);
}

TEST_CASE("selfplay: murray's 27-square path plays and trains") {
  const RuleSet r = find_rule_set("murray")->with_pieces(2);
  NetTrainer trainer(r, NetLayout{3, 8, 8}, 1);
  const PositionValue current = [&](const State& s) { return trainer.predict(s); };
  bool far = false;  // a piece seen beyond index 16 (the longest solvable path)
  for (std::uint64_t game = 0; game < 20; ++game) {
    const SelfPlayGame g = selfplay_game(r, current, 0.0, game);
    REQUIRE((g.winner == Winner::Light || g.winner == Winner::Dark));
    const std::vector<double> targets = lambda_targets(g, 0.7);
    for (std::size_t t = 0; t < targets.size(); ++t) {
      far = far || ((g.positions[t].path_bits[0] | g.positions[t].path_bits[1]) >> 16) != 0;
      trainer.add(g.positions[t], targets[t]);
    }
    trainer.step(0.003);
  }
  CHECK(far);
  std::string error;
  CHECK_MESSAGE(LearnedEval::make(r, trainer.quantise(), &error) != nullptr, error);
}

TEST_CASE("selfplay: tokens play with their choices before the throw, and the network reads the tokens") {
  const RuleSet r = find_rule_set("tokens")->with_pieces(2);
  NetTrainer trainer(r, NetLayout{3, 8, 8}, 1);
  const PositionValue current = [&](const State& s) { return trainer.predict(s); };
  bool rich = false, missed = false;
  for (std::uint64_t game = 0; game < 30; ++game) {
    const SelfPlayGame g = selfplay_game(r, current, 0.1, game, 20000, true);
    REQUIRE((g.winner == Winner::Light || g.winner == Winner::Dark));
    const std::vector<double> targets = mixed_targets(g, 0.7, 0.0);
    for (std::size_t t = 0; t < targets.size(); ++t) {
      const State& s = g.positions[t];
      rich = rich || s.tokens[0] != s.tokens[1];
      missed = missed || s.miss[0] || s.miss[1];
      trainer.add(s, targets[t]);
    }
    trainer.step(0.003);
  }
  CHECK(rich);
  CHECK(missed);  // a player short of tokens misses a turn: the flags were met too
  // Two positions alike but for the tokens are told apart.
  State a = new_game(r);
  a.phase = Phase::Throw;
  State b = a;
  b.tokens = {0, 14};
  CHECK(trainer.predict(a) != trainer.predict(b));
  std::string error;
  CHECK_MESSAGE(LearnedEval::make(r, trainer.quantise(), &error) != nullptr, error);
}

TEST_CASE("selfplay: the stacking rule sets play and train, draws included") {
  for (const char* name : {"jeu-royal", "ravensburger"}) {
    CAPTURE(name);
    const RuleSet r = find_rule_set(name)->with_pieces(2);
    NetTrainer trainer(r, NetLayout{2, 8, 8}, 1);
    const PositionValue current = [&](const State& s) { return trainer.predict(s); };
    int finished = 0;
    for (std::uint64_t game = 0; game < 10; ++game) {
      const SelfPlayGame g = selfplay_game(r, current, 0.05, game, 4000, true);
      if (g.winner == Winner::None) continue;
      ++finished;
      const std::vector<double> targets = mixed_targets(g, 0.7, 0.0);
      for (std::size_t t = 0; t < targets.size(); ++t) {
        CHECK(targets[t] >= 0);
        CHECK(targets[t] <= 1);
        trainer.add(g.positions[t], targets[t]);
      }
      trainer.step(0.003);
    }
    CHECK(finished > 0);
    std::string error;
    const auto net = LearnedEval::make(r, trainer.quantise(), &error);
    REQUIRE_MESSAGE(net != nullptr, error);
    State s = new_game(r);
    s.phase = Phase::Throw;
    const double v = net->evaluate(s);
    CHECK(v > 0);
    CHECK(v < 1);
  }
  SelfPlayGame drawn;
  drawn.positions.resize(2);
  drawn.movers = {kLight, kDark};
  drawn.values = {0.9, 0.9};
  drawn.winner = Winner::Draw;
  CHECK(lambda_targets(drawn, 1.0) == std::vector<double>{0.5, 0.5});
}

}  // namespace
}  // namespace ur
