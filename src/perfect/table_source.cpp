// Reading values through a TableSource: the rules for turning table entries into the value
// of any position or action (docs/perfect-play.md, "Table positions").
#include "perfect/table_source.hpp"

#include <algorithm>

#include "perfect/explicit_solver.hpp"

namespace ur {
namespace {

// Worst of two lookups: Missing over Pending over Ready.
Lookup worse(Lookup a, Lookup b) { return static_cast<Lookup>(std::max(static_cast<int>(a), static_cast<int>(b))); }

}  // namespace

Lookup value_after(const RuleSet& r, const State& after, Side mover, TableSource& table, double& value) {
  const Lookup got = position_value(r, after, table, value);
  if (got == Lookup::Ready && after.side != mover) value = 1.0 - value;
  return got;
}

Lookup LoadedTableSource::entry(std::uint64_t rank, double& value) {
  if (rank >= table_->size()) return Lookup::Missing;
  value = table_->entry(rank);
  return Lookup::Ready;
}

Lookup action_values(const RuleSet& r, const State& s, const ActionList& legal, TableSource& table,
                     std::vector<double>& values) {
  values.assign(static_cast<std::size_t>(legal.size()), 0.0);
  Lookup all = Lookup::Ready;
  for (int i = 0; i < legal.size(); ++i) {
    all = worse(all, value_after(r, applied(r, s, legal[i]), s.side, table, values[static_cast<std::size_t>(i)]));
    if (all == Lookup::Missing) return all;
  }
  return all;
}

Lookup position_value(const RuleSet& r, const State& s, TableSource& table, double& value) {
  if (s.rules_id != r.id) return Lookup::Missing;
  if (s.phase == Phase::Throw || (table.keyed() && explicit_table_phase(s.phase))) {
    const auto rank = table.rank_of(r, s);
    return rank ? table.entry(*rank, value) : Lookup::Missing;
  }
  switch (s.phase) {
    case Phase::GameOver:
      value = s.winner == Winner::Draw ? 0.5
              : (s.winner == Winner::Light && s.side == kLight) || (s.winner == Winner::Dark && s.side == kDark) ? 1.0
                                                                                                              : 0.0;
      return Lookup::Ready;
    case Phase::Throw:  // above
      return Lookup::Missing;
    case Phase::Move: {
      ActionList legal;
      legal_actions(r, s, legal);
      std::vector<double> values;
      const Lookup got = action_values(r, s, legal, table, values);
      if (got == Lookup::Ready) value = *std::max_element(values.begin(), values.end());
      return got;
    }
    case Phase::ThrowOff: {
      // The side throwing wins if it starts and wins from the start, or if the other
      // side starts and loses. Both start with the same chance unless light's throw-off
      // value is already known (dark throws now).
      State start = new_game(r);
      start.phase = Phase::Throw;
      start.side = kLight;
      double v0 = 0;
      const Lookup got = position_value(r, start, table, v0);
      if (got != Lookup::Ready) return got;
      double p_start = 0.5;
      if (r.first_player == FirstPlayer::HighestThrow && s.throwoff != 0xFF) {
        const int light = r.move_value(s.throwoff);
        double higher = 0, tie = 0;
        for (const ChanceOutcome& c : throw_outcomes(r)) {
          const int v = r.move_value(c.outcome);
          if (v > light) higher += c.probability();
          if (v == light) tie += c.probability();
        }
        p_start = higher + tie * 0.5;  // a tie rethrows from scratch: even chances
      }
      value = p_start * v0 + (1 - p_start) * (1 - v0);
      return Lookup::Ready;
    }
    case Phase::StartTurn:
      return Lookup::Missing;
  }
  return Lookup::Missing;
}

}  // namespace ur
