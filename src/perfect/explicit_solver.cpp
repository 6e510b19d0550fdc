// The engine-driven solver for small versions of the rule sets the dense index cannot take.
#include "perfect/explicit_solver.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <deque>

#include "core/position.hpp"
#include "perfect/lazy_memory.hpp"
#include "perfect/table.hpp"

namespace ur {
namespace {

State normalised(const RuleSet& r, State s) {
  if (r.turn_limit == 0) s.turn = 0;  // only a turn limit makes the count matter
  return s;
}

// The second, independent hash of a state: over its position string.
std::uint64_t check_hash(const RuleSet& r, const State& s) {
  const std::string text = to_position(r, s);
  return fnv1a64(text.data(), text.size(), 0x84222325CBF29CE4ull);
}

// Key -> state number, open addressing over the state numbers alone (a key is read from
// `keys`, so the map costs 4 bytes a slot; keys are hashes already: their low bits place them).
class KeyMap {
 public:
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;
  explicit KeyMap(const std::vector<std::uint64_t>& keys) : keys_(keys) {}
  std::uint32_t find(std::uint64_t key) const {
    if (slots_.empty()) return kNone;
    for (std::size_t i = key & mask_;; i = (i + 1) & mask_) {
      if (slots_[i] == kNone) return kNone;
      if (keys_[slots_[i]] == key) return slots_[i];
    }
  }
  // Precondition: keys[n] is the key.
  void insert(std::uint32_t n) {
    if (4 * (count_ + 1) > 3 * slots_.size()) grow();
    place(n);
    ++count_;
  }

 private:
  void place(std::uint32_t n) {
    std::size_t i = keys_[n] & mask_;
    while (slots_[i] != kNone) i = (i + 1) & mask_;
    slots_[i] = n;
  }
  void grow() {
    std::vector<std::uint32_t> slots = std::move(slots_);
    const std::size_t size = slots.empty() ? 1024 : 2 * slots.size();
    slots_.assign(size, kNone);
    mask_ = size - 1;
    for (const std::uint32_t n : slots)
      if (n != kNone) place(n);
  }
  const std::vector<std::uint64_t>& keys_;
  std::vector<std::uint32_t> slots_;
  std::size_t mask_ = 0;
  std::size_t count_ = 0;
};

// The states still to expand, packed: everything before the stacks, then only the stack
// slots the rules use (none for most; a State holds 32).
class Frontier {
 public:
  explicit Frontier(const RuleSet& r)
      : record_(offsetof(State, stacks) + sizeof(Stack) * static_cast<std::size_t>(r.slot_count)) {}
  void push(const State& s) {
    const auto* b = reinterpret_cast<const std::uint8_t*>(&s);
    bytes_.insert(bytes_.end(), b, b + record_);
  }
  State pop() {
    State s;  // the unused stack slots stay empty
    std::copy(bytes_.begin(), bytes_.begin() + static_cast<std::ptrdiff_t>(record_), reinterpret_cast<std::uint8_t*>(&s));
    bytes_.erase(bytes_.begin(), bytes_.begin() + static_cast<std::ptrdiff_t>(record_));
    return s;
  }
  bool empty() const { return bytes_.empty(); }

 private:
  std::size_t record_;
  std::deque<std::uint8_t> bytes_;
};

// Edge targets beyond the states: a finished game.
constexpr std::uint32_t kLightWins = 0xFFFFFFFDu, kDarkWins = 0xFFFFFFFEu, kDraw = 0xFFFFFFFFu;
constexpr std::uint32_t kFirstEnd = kLightWins;

// What a state is, packed in a byte: the kind of node, the side to move, a table phase.
constexpr std::uint8_t kChance = 1, kLightMax = 2, kDarkMin = 4, kInTable = 8, kDarkToMove = 16;

double end_value(std::uint32_t target) { return target == kLightWins ? 1.0 : target == kDarkWins ? 0.0 : 0.5; }

}  // namespace

std::uint64_t explicit_key(const RuleSet& r, const State& s) { return hash_state(normalised(r, s)); }

ExplicitSolution explicit_solve(const RuleSet& r, const ExplicitOptions& options, ExplicitStats* stats) {
  ExplicitStats local;
  ExplicitStats& st = stats ? *stats : local;
  st = {};
  const auto started = std::chrono::steady_clock::now();
  auto seconds = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count(); };
  auto fail = [&](std::string why) {
    st.error = std::move(why);
    st.seconds = seconds();
    return ExplicitSolution{};
  };

  // 1. Every reachable state, breadth first: its kind, its edges (a throw's in the order
  // of its outcomes, a decision's in the order of its actions), its key and check hash.
  std::vector<std::uint64_t> keys, checks;
  KeyMap index(keys);
  std::vector<std::uint8_t> kind;
  std::vector<std::uint64_t> first_edge{0};
  std::vector<std::uint32_t> targets;
  // A throw's edges follow its outcomes: each chance state names its list of outcomes
  // (there are few: the throw, a throw-off).
  std::vector<ChanceList> lists;
  std::vector<std::uint8_t> list_of;  // by state (chance states only)
  Frontier frontier(r);
  std::string error;
  auto number = [&](const State& raw) -> std::uint32_t {
    if (raw.phase == Phase::GameOver)
      return raw.winner == Winner::Light ? kLightWins : raw.winner == Winner::Dark ? kDarkWins : kDraw;
    const State s = normalised(r, raw);
    const std::uint64_t key = hash_state(s);
    const std::uint64_t check = check_hash(r, s);
    if (const std::uint32_t n = index.find(key); n != KeyMap::kNone) {
      if (checks[n] != check && error.empty()) error = "two states share a key (a hash collision): cannot solve";
      return n;
    }
    const auto n = static_cast<std::uint32_t>(keys.size());
    if (n >= options.max_states || n >= kFirstEnd) {
      if (error.empty())
        error = "more than " + std::to_string(options.max_states) + " states: too big to solve by its states";
      return 0;
    }
    keys.push_back(key);
    index.insert(n);
    checks.push_back(check);
    std::uint8_t k = s.side == kDark ? kDarkToMove : 0;
    if (explicit_table_phase(s.phase)) k |= kInTable;
    k |= is_chance(s) ? kChance : s.side == kLight ? kLightMax : kDarkMin;
    kind.push_back(k);
    list_of.push_back(0);
    frontier.push(s);
    return n;
  };
  const State start = new_game(r);
  number(start);
  ActionList legal;
  for (std::uint64_t done = 0; !frontier.empty(); ++done) {
    const State s = frontier.pop();
    if (is_chance(s)) {
      const ChanceList outcomes = chance_outcomes(r, s);
      auto same = [&](const ChanceList& l) {
        if (l.size() != outcomes.size()) return false;
        for (int i = 0; i < l.size(); ++i)
          if (l[i].outcome != outcomes[i].outcome || l[i].numerator != outcomes[i].numerator ||
              l[i].denominator != outcomes[i].denominator)
            return false;
        return true;
      };
      std::size_t id = std::find_if(lists.begin(), lists.end(), same) - lists.begin();
      if (id == lists.size()) lists.push_back(outcomes);
      if (id > 255) return fail("more than 256 kinds of throw");
      list_of[done] = static_cast<std::uint8_t>(id);
      for (const ChanceOutcome& c : outcomes) {
        State n = s;
        apply_chance(r, n, c.outcome);
        targets.push_back(number(n));
      }
    } else {
      legal_actions(r, s, legal);
      for (const Action& a : legal) targets.push_back(number(applied(r, s, a)));
    }
    first_edge.push_back(targets.size());
    if (!error.empty()) return fail(error);
    // The arrays double as they grow: stop while that still fits the budget.
    if (options.memory_budget > 0 && done % 65536 == 0 && resident_bytes() > options.memory_budget / 10 * 6)
    {
      char gib[32];
      std::snprintf(gib, sizeof gib, "%.3g", static_cast<double>(options.memory_budget) / (1024.0 * 1024.0 * 1024.0));
      return fail(std::string("more states than ") + gib + " GiB can hold (" + std::to_string(keys.size()) +
                  " found so far): too big to solve by its states");
    }
    if (options.progress && (done + 1) % 5'000'000 == 0)
      options.progress(std::to_string(done + 1) + " states explored, " + std::to_string(keys.size()) + " found, " +
                       std::to_string(static_cast<int>(seconds())) + " s");
  }
  checks = {};
  const std::size_t n = keys.size();
  st.states = n;
  st.edges = targets.size();
  if (options.progress)
    options.progress(std::to_string(n) + " states, " + std::to_string(targets.size()) + " edges, " +
                     std::to_string(static_cast<int>(seconds())) + " s");

  // 2. Values (P(light wins)) by Gauss-Seidel sweeps, the states met last first: they are
  // nearest the end of the game.
  std::vector<double> v(n, 0.5);
  const ChanceList none;
  for (int sweep = 1;; ++sweep) {
    double change = 0;
    for (std::size_t i = n; i-- > 0;) {
      const std::uint8_t k = kind[i];
      double x = (k & kChance) != 0 ? 0.0 : (k & kLightMax) != 0 ? 0.0 : 1.0;
      const ChanceList& outcomes = lists.empty() ? none : lists[list_of[i]];
      for (std::uint64_t e = first_edge[i]; e < first_edge[i + 1]; ++e) {
        const std::uint32_t t = targets[e];
        const double c = t >= kFirstEnd ? end_value(t) : v[t];
        if ((k & kChance) != 0) {
          x += outcomes[static_cast<int>(e - first_edge[i])].probability() * c;
        } else if ((k & kLightMax) != 0) {
          x = std::max(x, c);
        } else {
          x = std::min(x, c);
        }
      }
      change = std::max(change, std::fabs(x - v[i]));
      v[i] = x;
    }
    st.sweeps = static_cast<std::uint64_t>(sweep);
    if (options.progress && sweep % 100 == 0) {
      char line[96];
      std::snprintf(line, sizeof line, "sweep %d: largest change %.2e, %d s", sweep, change, static_cast<int>(seconds()));
      options.progress(line);
    }
    if (change <= options.tolerance) break;
    if (sweep >= options.max_sweeps) return fail("no convergence after " + std::to_string(sweep) + " sweeps");
  }

  // 3. The table: the states where a turn or a throw begins, sorted by key, valued for the
  // side to move.
  ExplicitSolution out;
  std::vector<std::uint32_t> order;
  for (std::size_t i = 0; i < n; ++i)
    if ((kind[i] & kInTable) != 0) order.push_back(static_cast<std::uint32_t>(i));
  std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) { return keys[a] < keys[b]; });
  out.keys.reserve(order.size());
  out.values.reserve(order.size());
  for (const std::uint32_t i : order) {
    out.keys.push_back(keys[i]);
    out.values.push_back((kind[i] & kDarkToMove) != 0 ? 1.0 - v[i] : v[i]);
  }
  out.start_value = start.side == kDark ? 1.0 - v[0] : v[0];
  st.converged = true;
  st.seconds = seconds();
  return out;
}

}  // namespace ur
