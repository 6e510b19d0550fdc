// Fits the evaluation weights (src/ai/eval_weights.cpp) by logistic regression of the
// game outcome on the features of positions from self-play, per rule set, in rounds:
// round k's games are played by a one-decision search using round k-1's weights, with
// 10% random moves for variety. After the last round, the fitted weights play a match
// against the starting weights so the fit is judged by results, not only by log-loss.
//
//   tune_eval [--games N] [--rounds R] [--rules NAME] [--write FILE]
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "ai/agent.hpp"
#include "ai/eval.hpp"
#include "ai/search.hpp"
#include "match_util.hpp"

namespace {

using namespace ur;

struct Sample {
  Features f;
  double y;
};

// One decision by a depth-1 search with weights w, or a random one with probability eps.
Action pick(const RuleSet& rules, Search& search, const State& s, const ActionList& legal, std::uint64_t& rng,
            double eps) {
  if (legal.size() == 1) return legal[0];
  if (static_cast<double>(splitmix64(rng) >> 11) * 0x1.0p-53 < eps)
    return legal[static_cast<int>(random_below(rng, static_cast<std::uint32_t>(legal.size())))];
  SearchLimits lim;
  lim.max_depth = 1;
  search.start(s, legal, lim);
  while (!search.step(1u << 20)) {
  }
  (void)rules;
  return legal[search.best_index()];
}

// Positions and outcomes of games played by a depth-1 search with weights w, or (greedy)
// by the registry's `greedy` agent; 10% of the moves are random either way.
void collect(const RuleSet& rules, const EvalWeights& w, int games, std::uint64_t seed, std::vector<Sample>& out,
             bool greedy = false) {
  Search search(rules, w, 12);
  auto baseline = make_agent("greedy", rules, seed);
  std::uint64_t rng = seed;
  std::vector<std::pair<Features, Side>> game;
  for (int g = 0; g < games; ++g) {
    game.clear();
    State s = new_game(rules);
    ActionList legal;
    while (!is_over(s)) {
      if (s.phase == Phase::Throw || s.phase == Phase::StartTurn) {
        Features f;
        eval_features(rules, s, f);
        game.emplace_back(f, s.side);
      }
      if (is_chance(s)) {
        apply_chance(rules, s, sample_chance(rules, s, rng));
        continue;
      }
      legal_actions(rules, s, legal);
      if (greedy && legal.size() > 1 && static_cast<double>(splitmix64(rng) >> 11) * 0x1.0p-53 >= 0.1)
        apply(rules, s, baseline->choose(s, legal));
      else
        apply(rules, s, pick(rules, search, s, legal, rng, 0.1));
    }
    for (const auto& [f, side] : game) {
      const double y = s.winner == Winner::Draw ? 0.5 : ((s.winner == Winner::Light) == (side == kLight) ? 1.0 : 0.0);
      out.push_back({f, y});
    }
  }
}

// Newton's method for L2-regularised logistic regression.
EvalWeights fit(const std::vector<Sample>& data, const EvalWeights& start, double* logloss) {
  constexpr int K = kFeatures;
  std::array<double, K> w = start.w;
  const double lambda = 1e-4 * static_cast<double>(data.size());
  for (int it = 0; it < 25; ++it) {
    std::array<double, K> g{};
    std::array<std::array<double, K>, K> h{};
    double loss = 0;
    for (const Sample& s : data) {
      double z = 0;
      for (int i = 0; i < K; ++i) z += w[i] * s.f[i];
      const double p = 1 / (1 + std::exp(-std::clamp(z, -30.0, 30.0)));
      loss -= s.y * std::log(std::max(p, 1e-12)) + (1 - s.y) * std::log(std::max(1 - p, 1e-12));
      const double r = p - s.y, q = p * (1 - p);
      for (int i = 0; i < K; ++i) {
        g[i] += r * s.f[i];
        for (int j = 0; j <= i; ++j) h[i][j] += q * s.f[i] * s.f[j];
      }
    }
    for (int i = 0; i < K; ++i) {
      for (int j = 0; j < i; ++j) h[j][i] = h[i][j];
      g[i] += lambda * w[i];
      h[i][i] += lambda;
    }
    // Solve h * d = g (Gaussian elimination with partial pivoting).
    std::array<double, K> d = g;
    for (int c = 0; c < K; ++c) {
      int piv = c;
      for (int r = c + 1; r < K; ++r)
        if (std::fabs(h[r][c]) > std::fabs(h[piv][c])) piv = r;
      std::swap(h[c], h[piv]);
      std::swap(d[c], d[piv]);
      if (std::fabs(h[c][c]) < 1e-12) continue;
      for (int r = c + 1; r < K; ++r) {
        const double m = h[r][c] / h[c][c];
        for (int j = c; j < K; ++j) h[r][j] -= m * h[c][j];
        d[r] -= m * d[c];
      }
    }
    for (int c = K - 1; c >= 0; --c) {
      if (std::fabs(h[c][c]) < 1e-12) {
        d[c] = 0;
        continue;
      }
      for (int j = c + 1; j < K; ++j) d[c] -= h[c][j] * d[j];
      d[c] /= h[c][c];
    }
    double step = 0;
    for (int i = 0; i < K; ++i) step = std::max(step, std::fabs(d[i]));
    const double damp = step > 0.5 ? 0.5 / step : 1.0;  // damped Newton: no wild first steps
    for (int i = 0; i < K; ++i) w[i] -= damp * d[i];
    *logloss = loss / static_cast<double>(data.size());
    if (step < 1e-7) break;
  }
  EvalWeights out;
  out.w = w;
  return out;
}

// Depth-1 searches with weights a (light in even games) against weights b.
lab::Rate compare(const RuleSet& rules, const EvalWeights& a, const EvalWeights& b, int games, std::uint64_t seed) {
  Search sa(rules, a, 12), sb(rules, b, 12);
  lab::Rate rate;
  for (int g = 0; g < games; ++g) {
    // Pairs of games share their dice, sides swapped: less noise in the comparison.
    const Side a_side = g % 2 == 0 ? kLight : kDark;
    std::uint64_t rng = seed + static_cast<std::uint64_t>(g / 2) * 0x9E3779B97F4A7C15ull;
    State s = new_game(rules);
    ActionList legal;
    while (!is_over(s)) {
      if (is_chance(s)) {
        apply_chance(rules, s, sample_chance(rules, s, rng));
        continue;
      }
      legal_actions(rules, s, legal);
      apply(rules, s, pick(rules, s.side == a_side ? sa : sb, s, legal, rng, 0.0));
    }
    rate.games++;
    if (s.winner == Winner::Draw) rate.wins += 0.5;
    else if ((s.winner == Winner::Light) == (a_side == kLight)) rate.wins += 1;
  }
  return rate;
}

// Depth-1 search with weights w against the registry's `greedy` (alternating sides,
// paired dice): the yardstick for choosing among candidate weights.
lab::Rate versus_greedy(const RuleSet& rules, const EvalWeights& w, int games, std::uint64_t seed) {
  Search sa(rules, w, 12);
  lab::Rate rate;
  for (int g = 0; g < games; ++g) {
    const Side a_side = g % 2 == 0 ? kLight : kDark;
    std::uint64_t rng = seed + static_cast<std::uint64_t>(g / 2) * 0x9E3779B97F4A7C15ull;
    auto greedy = make_agent("greedy", rules, 1);
    State s = new_game(rules);
    ActionList legal;
    while (!is_over(s)) {
      if (is_chance(s)) {
        apply_chance(rules, s, sample_chance(rules, s, rng));
        continue;
      }
      legal_actions(rules, s, legal);
      apply(rules, s, s.side == a_side ? pick(rules, sa, s, legal, rng, 0.0) : greedy->choose(s, legal));
    }
    rate.games++;
    if (s.winner == Winner::Draw) rate.wins += 0.5;
    else if ((s.winner == Winner::Light) == (a_side == kLight)) rate.wins += 1;
  }
  return rate;
}

// SPSA (Spall 1992) by match results: each step plays w+d against w-d (d a random sign
// vector scaled per weight) and moves w towards the winner.
EvalWeights spsa(const RuleSet& rules, EvalWeights w, int steps, int games, std::uint64_t seed) {
  std::uint64_t rng = seed;
  for (int k = 0; k < steps; ++k) {
    EvalWeights plus = w, minus = w;
    std::array<double, kFeatures> d{};
    const double c = 0.15 / std::pow(1.0 + k, 0.101);
    for (int i = 0; i < kFeatures; ++i) {
      const double scale = std::max(0.25, std::fabs(w.w[static_cast<unsigned>(i)]));
      d[static_cast<unsigned>(i)] = ((splitmix64(rng) & 1u) ? c : -c) * scale;
      plus.w[static_cast<unsigned>(i)] += d[static_cast<unsigned>(i)];
      minus.w[static_cast<unsigned>(i)] -= d[static_cast<unsigned>(i)];
    }
    const lab::Rate r = compare(rules, plus, minus, games, splitmix64(rng));
    const double s = r.p() - 0.5;
    const double lr = 2.0 / std::pow(1.0 + k, 0.3);
    for (int i = 0; i < kFeatures; ++i) w.w[static_cast<unsigned>(i)] += lr * s * d[static_cast<unsigned>(i)] / c;
  }
  return w;
}

// Rescales the weights so the model's probabilities are calibrated on self-play data:
// fits p = sigmoid(a z + b) (a monotone change: one-decision choices stay the same).
EvalWeights recalibrate(const RuleSet& rules, const EvalWeights& w, int games, std::uint64_t seed, double* loss) {
  std::vector<Sample> data;
  collect(rules, w, games, seed, data);
  std::vector<Sample> zs;
  zs.reserve(data.size());
  for (const Sample& s : data) {
    Sample t{};
    double z = 0;
    for (int i = 0; i < kFeatures; ++i) z += w.w[static_cast<unsigned>(i)] * s.f[static_cast<unsigned>(i)];
    t.f[0] = z;
    t.f[kFeatures - 1] = 1.0;
    t.y = s.y;
    zs.push_back(t);
  }
  EvalWeights unit{};
  unit.w[0] = 1.0;
  const EvalWeights ab = fit(zs, unit, loss);
  EvalWeights out = w;
  for (double& x : out.w) x *= ab.w[0];
  out.w[kFeatures - 1] += ab.w[kFeatures - 1];
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  int games = 1500, rounds = 3, match = 2000, spsa_steps = 0, spsa_games = 400;
  const char* only = nullptr;
  const char* write = nullptr;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--games") && i + 1 < argc) games = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--rounds") && i + 1 < argc) rounds = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--match") && i + 1 < argc) match = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--rules") && i + 1 < argc) only = argv[++i];
    else if (!std::strcmp(argv[i], "--spsa") && i + 1 < argc) spsa_steps = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--spsa-games") && i + 1 < argc) spsa_games = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--write") && i + 1 < argc) write = argv[++i];
    else {
      std::fprintf(stderr, "usage: %s [--games N] [--rounds R] [--match M] [--rules NAME] [--write FILE]\n", argv[0]);
      return 2;
    }
  }
  std::array<EvalWeights, kRuleSetCount> fitted{};
  for (const RuleSet& r : all_rule_sets()) fitted[static_cast<unsigned>(r.id)] = default_weights(r.id);
  for (const RuleSet& rules : all_rule_sets()) {
    if (only && rules.name != only) continue;
    const auto t0 = std::chrono::steady_clock::now();
    const EvalWeights initial = default_weights(rules.id);
    EvalWeights w = initial;
    double loss = 0;
    std::size_t n = 0;
    const std::string name(rules.name);
    const std::uint64_t mseed = 0xC0FFEEull + static_cast<std::uint64_t>(rules.id);
    // Candidates: the starting weights, then per round a fit on games of the best weights
    // so far (self-play) and a fit on games of `greedy`; a candidate replaces the best if
    // its depth-1 search scores better against `greedy` (fitting to one's own play alone
    // can drift, and log-loss is not playing strength).
    lab::Rate best_rate = versus_greedy(rules, w, match, mseed);
    std::printf("%-15s starting weights vs greedy (depth 1): %s\n", name.c_str(), best_rate.text().c_str());
    for (int round = 0; round < rounds; ++round) {
      for (int source = 0; source < 2; ++source) {
        std::vector<Sample> data;
        collect(rules, w, games,
                0x7E57ull * (static_cast<std::uint64_t>(rules.id) + 1) + static_cast<std::uint64_t>(2 * round + source),
                data, source == 1);
        const EvalWeights candidate = fit(data, w, &loss);
        n = data.size();
        const lab::Rate rate = versus_greedy(rules, candidate, match, mseed);
        const bool keep = rate.p() > best_rate.p();
        if (keep) {
          w = candidate;
          best_rate = rate;
        }
        std::printf("%-15s round %d (%s play): %zu positions, log-loss %.4f, vs greedy %s -> %s\n", name.c_str(),
                    round + 1, source ? "greedy" : "self", n, loss, rate.text().c_str(), keep ? "kept" : "dropped");
        std::fflush(stdout);
      }
    }
    if (spsa_steps > 0) {
      w = spsa(rules, w, spsa_steps, spsa_games, 0x5B5Aull + static_cast<std::uint64_t>(rules.id));
      w = recalibrate(rules, w, games, 0xCA1Bull + static_cast<std::uint64_t>(rules.id), &loss);
      std::printf("%-15s after %d SPSA steps of %d games and recalibration: log-loss %.4f\n", name.c_str(), spsa_steps,
                  spsa_games, loss);
    }
    fitted[static_cast<unsigned>(rules.id)] = w;
    std::printf("%-15s weights:", name.c_str());
    for (int i = 0; i < kFeatures; ++i) std::printf(" %s=%.3f", feature_name(rules, i).c_str(), w.w[static_cast<unsigned>(i)]);
    std::printf("\n");
    if (match > 0) {
      const lab::Rate rate = compare(rules, w, initial, match, mseed + 1);
      std::printf("%-15s final vs starting weights (depth 1): %s\n", name.c_str(), rate.text().c_str());
    }
    std::printf("%-15s %.1f s\n", std::string(rules.name).c_str(),
                std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    std::fflush(stdout);
  }
  if (write) {
    FILE* out = std::fopen(write, "w");
    if (!out) {
      std::perror(write);
      return 1;
    }
    std::fprintf(out,
                 "// Evaluation weights per rule set, written by lab/tune_eval (logistic regression of\n"
                 "// game outcomes on features of self-play positions; see docs/ai.md). Do not edit by\n"
                 "// hand: rerun `tune_eval --write src/ai/eval_weights.cpp`.\n"
                 "#include \"ai/eval.hpp\"\n\nnamespace ur {\nnamespace {\n\n"
                 "// Per rule set, in RuleSetId order: 8 features of the side to move, 8 of the\n"
                 "// opponent, the bias (eval.cpp names them per model).\n"
                 "constexpr EvalWeights kWeights[kRuleSetCount] = {\n");
    for (const RuleSet& r : all_rule_sets()) {
      std::fprintf(out, "    // %s\n    {{", std::string(r.name).c_str());
      for (int i = 0; i < kFeatures; ++i)
        std::fprintf(out, "%s%.6f", i ? ", " : "", fitted[static_cast<unsigned>(r.id)].w[static_cast<unsigned>(i)]);
      std::fprintf(out, "}},\n");
    }
    std::fprintf(out,
                 "};\n\n}  // namespace\n\nconst EvalWeights& default_weights(RuleSetId id) {\n"
                 "  return kWeights[static_cast<unsigned>(id)];\n}\n\n}  // namespace ur\n");
    std::fclose(out);
    std::printf("wrote %s\n", write);
  }
  return 0;
}
