// Trains the learned evaluation (docs/ai.md, "Learned evaluation") of a solved rule set
// on its exact table: every position's true P(win) is the target. Fixed seeds: the same
// command writes the same weights. Prints progress and held-out scores (a slice of the
// positions, chosen by a hash of the rank, is never trained on), checkpoints its float
// state so a cut-off run resumes where it stopped (--resume), and writes the quantised
// weight file after every report.
//
//   train_eval --rules finkel[:7] --out runs/finkel-7.urn [--table FILE | --solve]
//              [--window 4] [--acc 32] [--hidden 16] [--epochs 6] [--batch 256]
//              [--lr 0.002] [--seed 1] [--holdout-permille 10] [--eval 50000]
//              [--every 10000000] [--checkpoint FILE] [--resume] [--baseline]
//
// --baseline only scores the logistic evaluation (the ladder's) on the held-out positions.
// --table defaults to the rule set's table in $UR_DATA_DIR or data/tables; --solve solves
// the rule set in memory instead (small versions, e.g. finkel:4, in seconds).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "ai/eval.hpp"
#include "ai/learned_eval.hpp"
#include "core/dice.hpp"
#include "perfect/table.hpp"
#include "train/learned_train.hpp"
#include "train_util.hpp"

namespace {

using namespace ur;
using lab::millions;
using lab::read_file;
using lab::write_file;

[[noreturn]] void usage(const std::string& why) {
  std::fprintf(stderr, "train_eval: %s\n", why.c_str());
  std::fprintf(stderr,
               "usage: train_eval --rules NAME[:PIECES] --out FILE [--table FILE | --solve] [--window W] [--acc A]\n"
               "                  [--hidden H] [--epochs E] [--batch B] [--lr X] [--seed S] [--holdout-permille P]\n"
               "                  [--eval N] [--every N] [--checkpoint FILE] [--resume] [--baseline]\n");
  std::exit(2);
}

}  // namespace

int main(int argc, char** argv) {
  lab::TrainerArgs args;
  std::string &rules_arg = args.rules, &out_path = args.out, &table_path = args.table, &checkpoint_path = args.checkpoint;
  bool &solve_in_memory = args.solve, &resume = args.resume;
  bool baseline = false;
  NetLayout layout;
  int epochs = 6, batch = 256, holdout_permille = 10;
  double lr = 0.002;
  std::uint64_t seed = 1, eval_count = 50000, every = 10000000;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto next = [&]() -> std::string {
      if (i + 1 >= argc) usage(a + " needs a value");
      return argv[++i];
    };
    if (args.take(a, next)) continue;
    if (a == "--baseline") baseline = true;
    else if (a == "--window") layout.window = std::atoi(next().c_str());
    else if (a == "--acc") layout.accumulator = std::atoi(next().c_str());
    else if (a == "--hidden") layout.hidden = std::atoi(next().c_str());
    else if (a == "--epochs") epochs = std::atoi(next().c_str());
    else if (a == "--batch") batch = std::atoi(next().c_str());
    else if (a == "--lr") lr = std::atof(next().c_str());
    else if (a == "--seed") seed = std::strtoull(next().c_str(), nullptr, 10);
    else if (a == "--holdout-permille") holdout_permille = std::atoi(next().c_str());
    else if (a == "--eval") eval_count = std::strtoull(next().c_str(), nullptr, 10);
    else if (a == "--every") every = std::strtoull(next().c_str(), nullptr, 10);
    else usage("unknown option " + a);
  }
  if (rules_arg.empty() || out_path.empty()) usage("--rules and --out are required");
  if (checkpoint_path.empty()) checkpoint_path = out_path + ".ckpt";
  if (epochs < 1 || batch < 1 || holdout_permille < 1 || holdout_permille > 500 || every < 1)
    usage("--epochs, --batch, --every must be positive, --holdout-permille within 1..500");

  RuleSet rules;
  if (const std::string bad = lab::parse_rules_arg(rules_arg, &rules); !bad.empty()) usage(bad);

  // The exact values.
  const auto t0 = std::chrono::steady_clock::now();
  auto seconds = [&]() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  };
  if (!solve_in_memory && table_path.empty()) table_path = default_table_path(rules);
  lab::ExactValues exact;
  if (const std::string bad = lab::load_exact(rules, solve_in_memory, table_path, exact); !bad.empty()) usage(bad);
  const double tolerance = exact.tolerance;
  if (solve_in_memory)
    std::printf("solved %s:%d in memory: %.1f s\n", std::string(rules.name).c_str(), rules.pieces, seconds());
  else
    std::printf("loaded %s: %llu positions, %.1f s\n", table_path.c_str(),
                static_cast<unsigned long long>(exact.table->size()), seconds());
  const PositionIndex index(rules);
  const std::uint64_t n = index.size();
  auto held_out = [&](std::uint64_t r) {
    return mix64(r ^ 0x486F6C644F7574ull) % 1000 < static_cast<std::uint64_t>(holdout_permille);
  };

  // The held-out positions scored at every report: the first eval_count in a fixed order.
  std::vector<std::uint64_t> eval_ranks;
  {
    const Permutation order(n, 0xE7A1u);
    for (std::uint64_t i = 0; i < n && eval_ranks.size() < eval_count; ++i)
      if (held_out(order(i))) eval_ranks.push_back(order(i));
  }

  if (baseline) {
    // The logistic evaluation (the ladder's) on the same held-out positions.
    const NetScore b = score_predictor(
        rules, index, eval_ranks, std::cref(exact),
        [&](const SolverPosition& p) {
          return evaluate_position(rules, solver_state(rules, p, kLight), default_weights(rules.id));
        },
        tolerance);
    std::printf("logistic evaluation, held-out: mae %.4f max %.3f best %.2f%% loss %.5f (%llu choices)\n",
                b.mean_abs_error, b.max_abs_error,
                100.0 * static_cast<double>(b.best) / static_cast<double>(std::max<std::uint64_t>(b.choices, 1)), b.loss,
                static_cast<unsigned long long>(b.choices));
    return 0;
  }

  NetTrainer trainer(rules, layout, seed);
  const NetParams shape = trainer.quantise();
  std::uint64_t entries = 0;
  for (std::size_t t = 0; t < shape.tuples.size(); ++t) entries += shape.tuple_entries(t);
  std::printf("%s:%d: %llu positions (%zu held out for scoring), %d variables, %zu tuples of up to %d, %llu entries, "
              "accumulator %d, hidden %d, %zu weight-file bytes\n",
              std::string(rules.name).c_str(), rules.pieces, static_cast<unsigned long long>(n), eval_ranks.size(),
              NetEncoding(rules).variables(), shape.tuples.size(), layout.window,
              static_cast<unsigned long long>(entries), trainer.layout().accumulator, trainer.layout().hidden,
              encode_net(shape).size());
  std::printf("seed %llu, %d epochs, batch %d, lr %g (cosine to 2%%), hold-out %d/1000\n",
              static_cast<unsigned long long>(seed), epochs, batch, lr, holdout_permille);

  std::uint64_t start_epoch = 0, start_i = 0;
  if (resume) {
    std::vector<std::uint8_t> ck;
    if (!read_file(checkpoint_path, ck)) usage("--resume: cannot read " + checkpoint_path);
    const std::string err = trainer.load(ck, &start_epoch, &start_i);
    if (!err.empty()) usage("--resume: " + checkpoint_path + ": " + err);
    std::printf("resumed from %s: epoch %llu, position %llu, step %llu\n", checkpoint_path.c_str(),
                static_cast<unsigned long long>(start_epoch + 1), static_cast<unsigned long long>(start_i),
                static_cast<unsigned long long>(trainer.steps()));
  }

  const double total = static_cast<double>(epochs) * static_cast<double>(n);
  auto rate_at = [&](std::uint64_t epoch, std::uint64_t i) {
    const double progress = (static_cast<double>(epoch) * static_cast<double>(n) + static_cast<double>(i)) / total;
    return lr * (0.02 + 0.98 * 0.5 * (1 + std::cos(3.14159265358979323846 * progress)));
  };
  // (epoch, i): where training resumes; the checkpoint records it.
  auto report = [&](std::uint64_t epoch, std::uint64_t i, double train_mae, std::uint64_t train_samples) {
    const NetScore fs = score_predictor(rules, index, eval_ranks, std::cref(exact),
                                        [&](const SolverPosition& p) { return trainer.predict(p); }, tolerance);
    std::string err;
    const auto net = LearnedEval::make(rules, trainer.quantise(), &err);
    if (!net) {
      std::printf("quantised network refused: %s\n", err.c_str());
      std::exit(1);
    }
    const NetScore qs = score_predictor(rules, index, eval_ranks, std::cref(exact),
                                        [&](const SolverPosition& p) { return net->value(p); }, tolerance);
    std::printf("epochs %5.2f  lr %.5f  train mae %.4f (%s)  | held-out float: mae %.4f max %.3f best %.2f%% "
                "loss %.5f | int: mae %.4f best %.2f%% loss %.5f (%llu choices)  %.0f s\n",
                static_cast<double>(epoch) + static_cast<double>(i) / static_cast<double>(n), rate_at(epoch, i), train_mae, millions(train_samples).c_str(), fs.mean_abs_error, fs.max_abs_error,
                100.0 * static_cast<double>(fs.best) / static_cast<double>(std::max<std::uint64_t>(fs.choices, 1)),
                fs.loss, qs.mean_abs_error,
                100.0 * static_cast<double>(qs.best) / static_cast<double>(std::max<std::uint64_t>(qs.choices, 1)),
                qs.loss, static_cast<unsigned long long>(qs.choices), seconds());
    std::fflush(stdout);
    if (!write_file(out_path, encode_net(net->params())) || !write_file(checkpoint_path, trainer.save(epoch, i))) {
      std::printf("cannot write %s or %s\n", out_path.c_str(), checkpoint_path.c_str());
      std::exit(1);
    }
  };

  if (!resume) report(0, 0, 0, 0);
  for (std::uint64_t epoch = start_epoch; epoch < static_cast<std::uint64_t>(epochs); ++epoch) {
    const Permutation order(n, seed * 1000003u + epoch);
    double err_sum = 0;
    std::uint64_t samples = 0, in_batch = 0;
    for (std::uint64_t i = epoch == start_epoch ? start_i : 0; i < n; ++i) {
      const std::uint64_t r = order(i);
      if (!held_out(r)) {
        const double target = exact(r);
        err_sum += std::abs(trainer.add(index.unrank(r), target) - target);
        ++samples;
        if (++in_batch == static_cast<std::uint64_t>(batch)) {
          trainer.step(rate_at(epoch, i));
          in_batch = 0;
        }
      }
      if ((i + 1) % every == 0 && i + 1 < n) {
        trainer.step(rate_at(epoch, i));
        in_batch = 0;
        report(epoch, i + 1, err_sum / static_cast<double>(std::max<std::uint64_t>(samples, 1)), samples);
        err_sum = 0;
        samples = 0;
      }
    }
    trainer.step(rate_at(epoch, n));
    report(epoch + 1, 0, err_sum / static_cast<double>(std::max<std::uint64_t>(samples, 1)), samples);
  }
  std::printf("done: %s\n", out_path.c_str());
  return 0;
}
