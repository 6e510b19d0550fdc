// How long reviewing a long game takes (issue 14: a 150-turn finkel game in at most 2 s
// in wasm with a local table). Plays two agents with fixed seeds until a game of at least
// --turns turns (one side's throw and move) is found, then times the Reviewer over it:
//   loaded  the table read whole from the file first (LoadedTableSource; the load is
//           timed apart), as `ur-cli review` does;
//   cache   through a TableCache fed from the file a range at a time, the way the desktop
//           game reads it (src/platform/main.cpp): each round asks for the entries the
//           review waits on, reads them, and goes on. Rounds are what cost a frame and a
//           network round trip in a browser; the figure is printed with the time.
//   ahead   the same, asking ahead (ai/review_ahead.hpp) for the next --ahead steps' entries
//           where the Reviewer stopped to wait, so a round fetches many turns' entries.
// All must give the same review (accuracy and step count are printed, and checked).
//
//   review_speed [--table FILE] [--turns 150] [--seed 1] [--light greedy] [--dark random]
//                [--repeat 3] [--ahead 64]
//                [--history-line FILE]
//
// --table defaults to table_dir()/finkel-7.urt, then ~/.cache/ur/tables-v1/finkel-7.urt.
// --history-line FILE writes the game as a line of the game's history (ui/history.hpp),
// which bench/review-speed.mjs puts in a browser's storage to time the review there.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "ai/agent.hpp"
#include "ai/review.hpp"
#include "ai/review_ahead.hpp"
#include "core/game.hpp"
#include "perfect/table.hpp"
#include "perfect/table_cache.hpp"
#include "ui/history.hpp"

namespace {

using namespace ur;
using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

struct Game {
  std::vector<Step> steps;
  int turns = 0;
  std::uint64_t seed = 0;
};

// The first game from `seed` on (seed, seed + 1, ...) lasting at least `min_turns`.
Game long_game(const RuleSet& rules, const std::string& light, const std::string& dark, std::uint64_t seed, int min_turns) {
  for (std::uint64_t s = seed;; ++s) {
    std::string err;
    auto a = make_agent(light, rules, s * 2 + 1, &err);
    auto b = make_agent(dark, rules, s * 2 + 2, &err);
    if (!a || !b) {
      std::fprintf(stderr, "review_speed: %s\n", err.c_str());
      std::exit(2);
    }
    Game g;
    g.seed = s;
    std::uint64_t rng = s;
    State st = new_game(rules);
    ActionList legal;
    while (!is_over(st)) {
      if (is_chance(st)) {
        const int o = sample_chance(rules, st, rng);
        g.steps.push_back(Step::of_chance(o));
        apply_chance(rules, st, o);
      } else {
        legal_actions(rules, st, legal);
        const Action act = (st.side == kLight ? *a : *b).choose(st, legal);
        g.steps.push_back(Step::of_action(act));
        apply(rules, st, act);
      }
    }
    g.turns = static_cast<int>(st.turn) + 1;  // as the history counts them
    if (g.turns >= min_turns) return g;
  }
}

struct Timed {
  double ms = 0;
  long rounds = 0, ranges = 0, bytes = 0;
  Review review;
};

Timed review_loaded(const RuleSet& rules, const Game& g, const std::shared_ptr<const Table>& table) {
  Timed t;
  const auto start = Clock::now();
  LoadedTableSource source(table);
  Reviewer rv(rules, g.steps, source);
  rv.work(1 << 30);
  t.ms = ms_since(start);
  t.review = rv.review();
  return t;
}

// The desktop's way: a TableCache whose ranges are read from the file as they are asked;
// ahead > 0: asking ahead for that many steps where the Reviewer stops to wait.
Timed review_cached(const RuleSet& rules, const Game& g, const std::string& path, std::size_t ahead) {
  Timed t;
  const auto start = Clock::now();
  std::ifstream f(path, std::ios::binary | std::ios::ate);
  const auto file_size = static_cast<std::uint64_t>(f.tellg());
  TableCache cache(rules, [start] { return ms_since(start); }, 1e12);  // never "too slow": we always answer
  Reviewer rv(rules, g.steps, cache);
  std::vector<State> states{new_game(rules)};
  if (ahead)
    for (const Step& s : g.steps) {
      State next = states.back();
      if (s.chance) apply_chance(rules, next, s.outcome);
      else apply(rules, next, s.action);
      states.push_back(next);
    }
  std::vector<std::uint8_t> bytes;
  for (;;) {
    if (rv.work(1 << 30)) break;
    // Where the review stopped to wait: ask for the steps after it too.
    if (ahead) ask_ahead(rules, states, g.steps, review_reached(rv.review()), ahead, cache);
    const std::vector<TableCache::Range> ranges = cache.take_requests();
    if (ranges.empty()) break;  // waiting on nothing: cannot happen with an answered cache
    ++t.rounds;
    for (const TableCache::Range& r : ranges) {
      bytes.resize(static_cast<std::size_t>(r.size));
      f.seekg(static_cast<std::streamoff>(r.offset));
      f.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
      const auto got = static_cast<std::size_t>(std::max<std::streamsize>(0, f.gcount()));
      f.clear();
      cache.deliver(r.offset, bytes.data(), got, file_size);
      ++t.ranges;
      t.bytes += static_cast<long>(got);
    }
  }
  t.ms = ms_since(start);
  t.review = rv.review();
  return t;
}

bool same_review(const Review& a, const Review& b) {
  return a.complete && b.complete && a.steps.size() == b.steps.size() && a.accuracy == b.accuracy && a.grades == b.grades;
}

}  // namespace

int main(int argc, char** argv) {
  std::string table_path, light = "greedy", dark = "random", line_file;
  int min_turns = 150, repeat = 3, ahead = 64;
  std::uint64_t seed = 1;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const char* v = i + 1 < argc ? argv[i + 1] : nullptr;
    if (a == "--table" && v) table_path = argv[++i];
    else if (a == "--turns" && v) min_turns = std::atoi(argv[++i]);
    else if (a == "--seed" && v) seed = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--light" && v) light = argv[++i];
    else if (a == "--dark" && v) dark = argv[++i];
    else if (a == "--repeat" && v) repeat = std::max(1, std::atoi(argv[++i]));
    else if (a == "--history-line" && v) line_file = argv[++i];
    else if (a == "--ahead" && v) ahead = std::max(1, std::atoi(argv[++i]));
    else {
      std::fprintf(stderr,
                   "usage: review_speed [--table FILE] [--turns 150] [--seed 1] [--light greedy] [--dark random] [--repeat 3]"
                   " [--ahead 64] [--history-line FILE]\n");
      return 2;
    }
  }
  const RuleSet rules = *parse_rules_notation("finkel");
  if (table_path.empty()) {
    std::string dir = table_dir();
    if (!dir.empty() && dir.back() != '/') dir += '/';
    table_path = dir + table_file_name(rules);
    if (!std::ifstream(table_path)) {
      const char* home = std::getenv("HOME");
      table_path = std::string(home ? home : "") + "/.cache/ur/tables-v1/" + table_file_name(rules);
    }
  }

  auto start = Clock::now();
  const Game g = long_game(rules, light, dark, seed, min_turns);
  std::printf("game: finkel, %s (light) vs %s (dark), seed %llu: %d turns, %zu steps (found in %.0f ms)\n", light.c_str(),
              dark.c_str(), static_cast<unsigned long long>(g.seed), g.turns, g.steps.size(), ms_since(start));
  if (!line_file.empty()) {
    History h;
    PastGame p;
    p.date = "2026-11-25 03:00";
    p.rules = rules;
    p.players = {"", dark};  // a person as light, so it is kept like a game played
    p.seed = g.seed;
    p.steps = g.steps;
    if (!add_to_history(h, p)) {
      std::fprintf(stderr, "review_speed: the game does not replay as history\n");
      return 1;
    }
    std::ofstream(line_file) << write_history(h);
    std::printf("history: written to %s\n", line_file.c_str());
  }

  start = Clock::now();
  const TableLoad load = load_table(table_path);
  if (!load.ok()) {
    std::fprintf(stderr, "review_speed: %s\n", load.error.c_str());
    return 1;
  }
  std::printf("table: %s loaded whole in %.0f ms\n", table_path.c_str(), ms_since(start));

  int failures = 0;
  Review first;
  for (int i = 0; i < repeat; ++i) {
    const Timed a = review_loaded(rules, g, load.table);
    const Timed b = review_cached(rules, g, table_path, 0);
    const Timed c = review_cached(rules, g, table_path, static_cast<std::size_t>(ahead));
    if (i == 0) first = a.review;
    const bool same = same_review(a.review, b.review) && same_review(a.review, c.review) && same_review(a.review, first);
    failures += same ? 0 : 1;
    std::printf("run %d: loaded table %.1f ms; table cache from the file %.1f ms in %ld rounds (%ld ranges, %ld bytes); "
                "asking %d steps ahead %.1f ms in %ld rounds (%ld ranges)%s\n",
                i + 1, a.ms, b.ms, b.rounds, b.ranges, b.bytes, ahead, c.ms, c.rounds, c.ranges, same ? "" : "  REVIEWS DIFFER");
  }
  std::printf("review: %zu steps graded; accuracy light %.2f dark %.2f\n", first.steps.size(), first.accuracy[0],
              first.accuracy[1]);
  return failures ? 1 : 0;
}
