// The ladder's levels and the search agent that plays them (see levels.hpp, docs/ai.md).
#include "ai/levels.hpp"

#include <array>
#include <algorithm>
#include <cmath>

namespace ur {
namespace {

constexpr std::array<Level, 5> kLevels = {{
    {"novice",
     "Beginner: looks one move ahead and often plays a plausible but weaker move "
     "(softmax over its estimates, high temperature).",
     1, 0, 0.015, 12},
    {"apprentice",
     "Casual: looks one move ahead and usually, not always, plays the move it rates best.",
     1, 0, 0.005, 12},
    {"scribe",
     "Solid: looks one move ahead and through every throw the opponent can make in reply.",
     2, 0, 0.0, 14},
    {"priest",
     "Strong: expectiminimax four decisions deep with pruning (at most thirty thousand "
     "positions a move).",
     4, 30000, 0.0, 17},
    {"king",
     "Strongest: iterative-deepening expectiminimax with pruning and a transposition "
     "table, as deep as half a million positions allow (under a second a move in a browser).",
     30, 500000, 0.0, 19},
}};

constexpr Level kOracle = {
    "oracle",
    "Strongest: king's search with a learned evaluation, a network trained for this rule set (on the exact "
    "values of the solved game, or by playing against itself).",
    30, 500000, 0.0, 19};

// Where the network corrects the logistic evaluation (NetBase::Logistic) a leaf costs
// both, about twice king's: half king's positions keep the Queen's moves as quick
// (bench_ai in wasm, docs/ai.md "Speed").
constexpr Level kOracleCorrecting = {kOracle.name, kOracle.description, 30, 250000, 0.0, 19};

// Masters' positions cost the King a fifth more than finkel's, and the network doubles a
// position's cost: at king's half million positions her wasm move took 118-128 ms on
// average, over the 100 ms limit; 350000 positions keep it within (bench_ai,
// docs/ai.md "The Queen").
constexpr Level kOracleMasters = {kOracle.name, kOracle.description, 30, 350000, 0.0, 19};

// Murray's 27-square path makes every position dearer still (the King's own wasm move
// there takes 124-131 ms on average): at king's half million positions her wasm move took
// 193 ms on average (p95 441); 200000 positions keep it within (bench_ai, docs/ai.md
// "The Queen").
constexpr Level kOracleMurray = {kOracle.name, kOracle.description, 30, 200000, 0.0, 19};

// Tokens' network reads three more variables and pairs each side's tokens with each of
// its squares, and a choice before the throw costs an evaluation per choice: at king's
// half million positions her native move took 2.2 times the King's (bench_ai, 2026-11-29,
// the first network), which in wasm would be about 130 ms. With 250,000 positions the
// first network's move took 1.01 times the King's in wasm, the network shipped (with
// the token pairs) 1.13 times. At 220,000 it took 0.79 times his on one day and 1.13-1.15
// times on another (about 67 ms where he takes 59); at 375,000, 2.13 times, a deeper
// iteration completing (docs/ai.md "The Queen").
constexpr Level kOracleTokens = {kOracle.name, kOracle.description, 30, 220000, 0.0, 19};

}  // namespace

const Level& oracle_level() { return kOracle; }

const Level& oracle_level(const LearnedEval& net) {
  if (net.params().base != NetBase::None) return kOracleCorrecting;
  switch (net.rules().id) {
    case RuleSetId::Masters: return kOracleMasters;
    case RuleSetId::Murray: return kOracleMurray;
    case RuleSetId::Tokens: return kOracleTokens;
    default: return kOracle;
  }
}

std::unique_ptr<Agent> make_search_agent(const Level& level, const RuleSet& rules, std::uint64_t seed,
                                         std::shared_ptr<const LearnedEval> learned) {
  return std::make_unique<SearchAgent>(level, rules, seed, std::move(learned));
}

std::unique_ptr<Agent> make_oracle_agent(const RuleSet& rules, std::string* error) {
  auto net = find_learned_eval(rules);
  if (!net) {
    if (error)
      *error = "agent 'oracle' needs a learned evaluation for " + std::string(rules.name) + ":" +
               std::to_string(rules.pieces) + " (" + learned_eval_file_name(rules) +
               ", trained by lab/train_eval: docs/ai.md)";
    return nullptr;
  }
  const Level& level = oracle_level(*net);
  return make_search_agent(level, rules, 0, std::move(net));
}

namespace {

class OracleWhenReady : public Agent {
 public:
  explicit OracleWhenReady(const RuleSet& rules) : Agent(rules) { upgrade(); }
  void start(const State& s, const ActionList& legal) override {
    upgrade();
    inner_->start(s, legal);
  }
  bool think(std::uint64_t node_budget) override { return inner_->think(node_budget); }
  Action chosen() const override { return inner_->chosen(); }
  double evaluate(const State& s) override { return inner_->evaluate(s); }
  bool uses_network() const { return with_network_; }

 private:
  // Only between decisions, so a search never changes evaluation halfway.
  void upgrade() {
    if (with_network_) return;
    if (auto net = find_learned_eval(rules_)) {
      const Level& level = oracle_level(*net);
      inner_ = make_search_agent(level, rules_, 0, std::move(net));
      with_network_ = true;
    } else if (!inner_) {
      inner_ = make_search_agent(kOracle, rules_, 0);
    }
  }
  std::unique_ptr<Agent> inner_;
  bool with_network_ = false;
};

}  // namespace

std::unique_ptr<Agent> make_oracle_agent_when_ready(const RuleSet& rules) {
  return std::make_unique<OracleWhenReady>(rules);
}

bool oracle_uses_network(const Agent& agent) {
  const auto* o = dynamic_cast<const OracleWhenReady*>(&agent);
  return o && o->uses_network();
}

std::span<const Level> search_levels() { return {kLevels.data(), kLevels.size()}; }

const Level* find_level(std::string_view name) {
  for (const Level& l : kLevels)
    if (l.name == name) return &l;
  return nullptr;
}

std::unique_ptr<Agent> make_search_agent(const Level& level, const RuleSet& rules, std::uint64_t seed) {
  return std::make_unique<SearchAgent>(level, rules, seed);
}

std::unique_ptr<Agent> make_search_agent(std::string_view level, const RuleSet& rules, std::uint64_t seed) {
  const Level* l = find_level(level);
  return l ? make_search_agent(*l, rules, seed) : nullptr;
}

SearchAgent::SearchAgent(const Level& level, const RuleSet& rules, std::uint64_t seed,
                         std::shared_ptr<const LearnedEval> learned)
    : Agent(rules),
      level_(level),
      learned_(std::move(learned)),
      search_(rules, default_weights(rules.id), level.table_bits, learned_.get()),
      rng_(seed) {
  splitmix64(rng_);  // decorrelate neighbouring seeds
}

void SearchAgent::start(const State& s, const ActionList& legal) {
  legal_ = legal;
  SearchLimits limits;
  limits.max_depth = level_.max_depth;
  limits.node_limit = level_.node_limit;
  limits.exact_root = level_.temperature > 0;
  search_.start(s, legal, limits);
  ready_ = false;
  if (search_.done()) choose_now();
}

bool SearchAgent::think(std::uint64_t node_budget) {
  if (ready_) return true;
  if (search_.step(node_budget)) choose_now();
  return ready_;
}

void SearchAgent::choose_now() {
  int pick = search_.best_index();
  if (level_.temperature > 0 && legal_.size() > 1) {
    // Softmax over the estimated win probabilities: close moves are often confused,
    // clearly worse ones rarely chosen.
    const int n = legal_.size();
    double best = 0;
    for (int i = 0; i < n; ++i) best = std::max(best, search_.root_value(i));
    std::array<double, kMaxActions> w{};
    double total = 0;
    for (int i = 0; i < n; ++i) {
      w[static_cast<unsigned>(i)] = std::exp((search_.root_value(i) - best) / level_.temperature);
      total += w[static_cast<unsigned>(i)];
    }
    const double u = static_cast<double>(splitmix64(rng_) >> 11) * 0x1.0p-53 * total;
    double acc = 0;
    pick = n - 1;
    for (int i = 0; i < n; ++i) {
      acc += w[static_cast<unsigned>(i)];
      if (u < acc) {
        pick = i;
        break;
      }
    }
  }
  chosen_ = legal_[pick];
  ready_ = true;
}

double SearchAgent::evaluate(const State& s) {
  if (!evaluator_) evaluator_ = std::make_unique<Search>(rules_, default_weights(rules_.id), 12, learned_.get());
  return evaluator_->value(s, 1);
}

}  // namespace ur
