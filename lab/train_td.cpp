// Trains the learned evaluation (docs/ai.md, "Unsolved rule sets: TD(lambda)") by
// self-play, for rule sets that have no exact table: the network plays both sides at one
// move of look-ahead, and every position before a throw learns the lambda-return of the
// network's later values and the result. Fixed seeds: the same command writes the same
// weights. Prints progress and, every report, a match of the network against the
// logistic evaluation at the same look-ahead (paired dice, sides alternating) and, where
// the rule set is solved (--table or --solve), the scores against the exact values that
// train_eval prints. Checkpoints its float state (--resume) and writes the quantised
// weight file at every report.
//
//   train_td --rules murray[:7] --out runs/murray-7.urn [--games 200000] [--every 10000]
//            [--lambda 0.7] [--mix 1] [--epsilon 0] [--lr 0.001] [--batch 256] [--seed 1]
//            [--window 4] [--acc 32] [--hidden 16] [--probe 1000] [--warm 0] [--base none|logistic]
//            [--reach 4,5] [--token-squares] [--score-squares] [--backup-depth 1] [--play-depth 1] [--refresh 1000]
//            [--checkpoint FILE]
//            [--resume] [--table FILE | --solve] [--eval 50000]
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "ai/eval.hpp"
#include "ai/learned_eval.hpp"
#include "ai/search.hpp"
#include "perfect/table.hpp"
#include "train/learned_train.hpp"
#include "train/selfplay_train.hpp"
#include "match_util.hpp"
#include "train_util.hpp"

namespace {

using namespace ur;
using lab::read_file;
using lab::write_file;

[[noreturn]] void usage(const std::string& why) {
  std::fprintf(stderr, "train_td: %s\n", why.c_str());
  std::fprintf(stderr,
               "usage: train_td --rules NAME[:PIECES] --out FILE [--games N] [--every N] [--lambda L] [--mix M] [--epsilon E]\n"
               "                [--lr X] [--batch B] [--seed S] [--window W] [--acc A] [--hidden H] [--probe N] [--warm N]\n"
               "                [--base none|logistic] [--reach D,D...] [--token-squares] [--score-squares]\n"
               "                [--backup-depth D] [--play-depth D] [--refresh N]\n"
               "                [--checkpoint FILE] [--resume] [--table FILE | --solve] [--eval N]\n");
  std::exit(2);
}

// A number option's value, whole and within [lo, hi], or a usage error naming it.
std::uint64_t whole(const std::string& name, const std::string& text, std::uint64_t lo, std::uint64_t hi) {
  char* end = nullptr;
  const unsigned long long v = std::strtoull(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0' || text[0] == '-' || v < lo || v > hi)
    usage(name + " needs a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not '" + text + "'");
  return v;
}
double fraction(const std::string& name, const std::string& text, double lo, double hi) {
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (text.empty() || *end != '\0' || !(v >= lo && v <= hi))
    usage(name + " needs a number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not '" + text + "'");
  return v;
}

}  // namespace

int main(int argc, char** argv) {
  lab::TrainerArgs args;
  std::string &rules_arg = args.rules, &out_path = args.out, &table_path = args.table, &checkpoint_path = args.checkpoint;
  bool &solve_in_memory = args.solve, &resume = args.resume;
  NetLayout layout;
  std::uint64_t games = 200000, every = 10000, batch = 256, seed = 1, probe = 1000, eval_count = 50000, warm = 0;
  std::uint64_t backup_depth = 1, play_depth = 1, refresh = 1000;
  double lambda = 0.7, epsilon = 0.0, lr = 0.001, mix = 1.0;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto next = [&]() -> std::string {
      if (i + 1 >= argc) usage(a + " needs a value");
      return argv[++i];
    };
    if (args.take(a, next)) continue;
    if (a == "--games") games = whole(a, next(), 1, 1ull << 40);
    else if (a == "--every") every = whole(a, next(), 1, 1ull << 40);
    else if (a == "--batch") batch = whole(a, next(), 1, 1 << 20);
    else if (a == "--seed") seed = whole(a, next(), 0, ~0ull);
    else if (a == "--probe") probe = whole(a, next(), 0, 1 << 24);
    else if (a == "--warm") warm = whole(a, next(), 0, 1ull << 40);
    else if (a == "--base") {
      const std::string b = next();
      if (b == "logistic") layout.base = NetBase::Logistic;
      else if (b == "none") layout.base = NetBase::None;
      else usage("--base takes logistic or none, not '" + b + "'");
    }
    else if (a == "--eval") eval_count = whole(a, next(), 1, 1 << 24);
    else if (a == "--reach") {  // pairs of variables D apart along each track (NetLayout::reach)
      for (const std::string& d : lab::split_commas(next())) layout.reach |= 1u << whole(a, d, 2, 31);
    }
    else if (a == "--token-squares") layout.token_squares = true;  // NetLayout::token_squares
    else if (a == "--score-squares") layout.score_squares = true;  // NetLayout::score_squares
    else if (a == "--backup-depth") backup_depth = whole(a, next(), 1, 6);
    else if (a == "--play-depth") play_depth = whole(a, next(), 1, 6);
    else if (a == "--refresh") refresh = whole(a, next(), 1, 1ull << 40);
    else if (a == "--window") layout.window = static_cast<int>(whole(a, next(), 1, kNetMaxTupleSize));
    else if (a == "--acc") layout.accumulator = static_cast<int>(whole(a, next(), 1, kNetMaxAccumulator));
    else if (a == "--hidden") layout.hidden = static_cast<int>(whole(a, next(), 1, kNetMaxHidden));
    else if (a == "--lambda") lambda = fraction(a, next(), 0, 1);
    else if (a == "--epsilon") epsilon = fraction(a, next(), 0, 1);
    else if (a == "--mix") mix = fraction(a, next(), 0, 1);
    else if (a == "--lr") lr = fraction(a, next(), 1e-7, 1);
    else usage("unknown option " + a);
  }
  if (rules_arg.empty() || out_path.empty()) usage("--rules and --out are required");
  if (checkpoint_path.empty()) checkpoint_path = out_path + ".ckpt";
  RuleSet rules;
  if (const std::string bad = lab::parse_rules_arg(rules_arg, &rules); !bad.empty()) usage(bad);
  const std::string why = NetEncoding::unsupported(rules);
  if (!why.empty()) usage(std::string(rules.name) + " has no network encoding yet: " + why);

  const auto t0 = std::chrono::steady_clock::now();
  auto seconds = [&]() { return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(); };

  // Exact values, where the rule set is solved: scores like train_eval's.
  lab::ExactValues exact;
  std::unique_ptr<PositionIndex> index;
  std::vector<std::uint64_t> eval_ranks;
  if (solve_in_memory || !table_path.empty()) {
    if (const std::string bad = lab::load_exact(rules, solve_in_memory, table_path, exact); !bad.empty()) usage(bad);
    index = std::make_unique<PositionIndex>(rules);
    const Permutation order(index->size(), 0xE7A1u);
    for (std::uint64_t i = 0; i < index->size() && eval_ranks.size() < eval_count; ++i) eval_ranks.push_back(order(i));
  }

  NetTrainer trainer(rules, layout, seed);
  const NetParams shape = trainer.quantise();
  std::string pairs;
  for (int d = 2; d < 32; ++d)
    if ((layout.reach >> d) & 1u) pairs += (pairs.empty() ? " (with pairs " : ",") + std::to_string(d);
  if (!pairs.empty()) pairs += " apart)";
  if (layout.token_squares) pairs += " (with each side's tokens by each of its squares)";
  if (layout.score_squares) pairs += " (with each side's score by each of its squares)";
  std::printf("%s:%d by self-play TD(lambda %.2f)%s: %d variables, %zu tuples of up to %d%s, accumulator %d, "
              "hidden %d, %zu weight-file bytes\n",
              std::string(rules.name).c_str(), rules.pieces, lambda,
              layout.base == NetBase::Logistic ? ", a correction to the logistic evaluation" : "",
              NetEncoding(rules).variables(), shape.tuples.size(), layout.window, pairs.c_str(),
              trainer.layout().accumulator, trainer.layout().hidden, encode_net(shape).size());
  std::printf("seed %llu, %llu games (the first %llu the logistic evaluation's), epsilon %g, mix %g, batch %llu, "
              "lr %g (cosine to 2%%)\n",
              static_cast<unsigned long long>(seed), static_cast<unsigned long long>(games),
              static_cast<unsigned long long>(warm), epsilon, mix,
              static_cast<unsigned long long>(batch), lr);

  if (backup_depth > 1)
    std::printf("backups by an expectiminimax search %llu decisions deep over the quantised network, taken afresh "
                "every %llu games\n",
                static_cast<unsigned long long>(backup_depth), static_cast<unsigned long long>(refresh));
  if (play_depth > 1)
    std::printf("self-play moves chosen by an expectiminimax search %llu decisions deep over the quantised network, "
                "taken afresh every %llu games\n",
                static_cast<unsigned long long>(play_depth), static_cast<unsigned long long>(refresh));
  std::uint64_t start = 0, unused = 0;
  if (resume) {
    std::vector<std::uint8_t> ck;
    if (!read_file(checkpoint_path, ck)) usage("--resume: cannot read " + checkpoint_path);
    const std::string err = trainer.load(ck, &start, &unused);
    if (!err.empty()) usage("--resume: " + checkpoint_path + ": " + err);
    std::printf("resumed from %s at game %llu\n", checkpoint_path.c_str(), static_cast<unsigned long long>(start));
  }
  auto rate_at = [&](std::uint64_t game) {
    const double progress = static_cast<double>(game) / static_cast<double>(games);
    return lr * (0.02 + 0.98 * 0.5 * (1 + std::cos(3.14159265358979323846 * progress)));
  };
  const PositionValue logistic = [&](const State& s) { return evaluate_position(rules, s, default_weights(rules.id)); };

  std::uint64_t positions = 0, light_wins = 0, played = 0, cut = 0;
  auto report = [&](std::uint64_t game) {
    std::string err;
    const auto net = LearnedEval::make(rules, trainer.quantise(), &err);
    if (!net) {
      std::printf("quantised network refused: %s\n", err.c_str());
      std::exit(1);
    }
    const PositionValue learned = [&](const State& s) { return net->evaluate(s); };
    // The quantised network against the logistic evaluation, both one move ahead: game
    // pairs on the same dice, each side once (seeds far from the training games').
    double wins = 0;
    for (std::uint64_t k = 0; k < probe; ++k) {
      const bool net_light = k % 2 == 0;
      const SelfPlayGame g = one_move_game(rules, net_light ? learned : logistic, net_light ? logistic : learned, 0,
                                           0x9E3779B97F4A7C15ull + k / 2);
      if (g.winner == (net_light ? Winner::Light : Winner::Dark)) wins += 1;
      else if (g.winner == Winner::Draw || g.winner == Winner::None) wins += 0.5;
    }
    std::string exact_part;
    if (index) {
      const NetScore qs = score_predictor(rules, *index, eval_ranks, std::cref(exact),
                                          [&](const SolverPosition& p) { return net->value(p); }, exact.tolerance);
      char b[160];
      std::snprintf(b, sizeof b, " | exact: mae %.4f best %.2f%% loss %.5f", qs.mean_abs_error,
                    100.0 * static_cast<double>(qs.best) / static_cast<double>(std::max<std::uint64_t>(qs.choices, 1)),
                    qs.loss);
      exact_part = b;
    }
    const double n = static_cast<double>(std::max<std::uint64_t>(played, 1));
    std::printf("games %9llu  lr %.5f  positions/game %.1f  light wins %.1f%%  cut %llu  | vs logistic: %.1f%% of %llu%s  "
                "%.0f s\n",
                static_cast<unsigned long long>(game), rate_at(game), static_cast<double>(positions) / n,
                100.0 * static_cast<double>(light_wins) / n, static_cast<unsigned long long>(cut),
                probe ? 100.0 * wins / static_cast<double>(probe) : 0.0, static_cast<unsigned long long>(probe),
                exact_part.c_str(), seconds());
    std::fflush(stdout);
    positions = light_wins = played = cut = 0;
    if (!write_file(out_path, encode_net(net->params())) || !write_file(checkpoint_path, trainer.save(game, 0))) {
      std::printf("cannot write %s or %s\n", out_path.c_str(), checkpoint_path.c_str());
      std::exit(1);
    }
  };

  const PositionValue current = [&](const State& s) { return trainer.predict(s); };
  std::shared_ptr<const LearnedEval> snapshot;  // --backup-depth above 1: what the search reads
  std::unique_ptr<Search> searcher;
  const MoveChooser searched = [&](const State& s, const ActionList& legal) {  // --play-depth above 1
    SearchLimits limits;
    limits.max_depth = static_cast<int>(play_depth);
    searcher->start(s, legal, limits);
    while (!searcher->step(1u << 20)) {
    }
    return searcher->best_index();
  };
  if (!resume) report(0);
  std::uint64_t in_batch = 0;
  for (std::uint64_t game = start; game < games; ++game) {
    // Warm start: the first games are the logistic evaluation's, and the network learns
    // its values; self-play by the network follows.
    const bool warming = game < warm;
    const bool backups = mix < 1 && !warming;
    // Deeper backups (each position's value by an expectiminimax search of backup_depth
    // decisions) and searched self-play (each move by a search of play_depth decisions),
    // both over the quantised network, taken afresh every `refresh` games.
    if (!warming && (backup_depth > 1 || play_depth > 1) && (!searcher || (game - start) % refresh == 0)) {
      std::string err;
      searcher.reset();
      snapshot = LearnedEval::make(rules, trainer.quantise(), &err);
      if (!snapshot) {
        std::printf("quantised network refused: %s\n", err.c_str());
        return 1;
      }
      searcher = std::make_unique<Search>(rules, default_weights(rules.id), 16, snapshot.get());
    }
    SelfPlayGame g = selfplay_game(rules, warming ? logistic : current, epsilon, seed * 0x100000001B3ull + game, 20000,
                                   backups && backup_depth == 1, !warming && play_depth > 1 ? searched : nullptr);
    if (backups && backup_depth > 1) {
      for (const State& p : g.positions) g.backups.push_back(searcher->value(p, static_cast<int>(backup_depth)));
    }
    const bool finished = g.winner != Winner::None;
    if (finished) {
      ++played;
      light_wins += g.winner == Winner::Light;
      positions += g.positions.size();
    } else {
      ++cut;
    }
    // A cut game (no result) still trains where its positions have backups (mix < 1).
    if (finished || !g.backups.empty()) {
      const std::vector<double> targets = warming ? g.values : mixed_targets(g, lambda, mix);
      for (std::size_t t = 0; t < targets.size(); ++t) {
        trainer.add(g.positions[t], targets[t]);
        if (++in_batch == batch) {
          trainer.step(rate_at(game));
          in_batch = 0;
        }
      }
    }
    if ((game + 1) % every == 0 || game + 1 == games) {
      if (in_batch) trainer.step(rate_at(game));
      in_batch = 0;
      report(game + 1);
    }
  }
  std::printf("done: %s\n", out_path.c_str());
  return 0;
}
