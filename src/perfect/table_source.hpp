// Where perfect play and the hints read a solved table's values: a whole table in memory,
// or a cache of entries fetched one by one (HTTP range requests in a browser, file reads
// on the desktop) that may not have an entry yet. A lookup never blocks: Pending means
// "asked for, ask again later", Missing means "not available" (no table, a refused or
// too slow request), and the caller carries on without it (Stockfish's probe that may fail).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "perfect/table.hpp"

namespace ur {

enum class Lookup : std::uint8_t { Ready, Pending, Missing };

class TableSource {
 public:
  virtual ~TableSource() = default;
  // Ready once the table is known to hold these rules' values; Pending while that is not
  // known yet; Missing for good (error() says why).
  virtual Lookup status() const = 0;
  virtual const std::string& error() const = 0;
  // The win probability of the side to move at table rank `rank`, into `value`.
  virtual Lookup entry(std::uint64_t rank, double& value) = 0;
  // A state's rank: by the rule set's index, or (a keyed table) where its key is.
  virtual std::optional<std::uint64_t> rank_of(const RuleSet& r, const State& s) const { return table_rank(r, s); }
  // Whether the table holds the states where a turn begins (StartTurn, ThrowOff) too.
  virtual bool keyed() const { return false; }
  // While on, entries are asked for ahead of need (ai/review_ahead.hpp): a source that
  // gives up on slow answers starts waiting for one only when it is asked for again.
  virtual void set_asking_ahead(bool) {}
};

// A table loaded whole (the CLI, the tests, a desktop with the file at hand).
class LoadedTableSource : public TableSource {
 public:
  explicit LoadedTableSource(std::shared_ptr<const Table> table) : table_(std::move(table)) {}
  Lookup status() const override { return Lookup::Ready; }
  const std::string& error() const override { return no_error_; }
  Lookup entry(std::uint64_t rank, double& value) override;
  std::optional<std::uint64_t> rank_of(const RuleSet& r, const State& s) const override { return table_->rank_of(r, s); }
  bool keyed() const override { return table_->keyed(); }

 private:
  std::shared_ptr<const Table> table_;
  std::string no_error_;
};

// The value for `mover` of the position `after` reached by an action it just played.
Lookup value_after(const RuleSet& r, const State& after, Side mover, TableSource& table, double& value);

// The value for the mover of each legal action at decision node `s` (1 or 0 when it ends
// the game), into `values` (same order as `legal`). Every entry needed is asked for at
// once, so a cache fetches them together; Missing as soon as one cannot be had.
Lookup action_values(const RuleSet& r, const State& s, const ActionList& legal, TableSource& table,
                     std::vector<double>& values);

// The win probability of the side to move at `s`: before a throw, the table entry; at a
// move, the best action's value; a finished game, 1 or 0 (a draw 1/2); in a throw-off, the
// chance of starting weighing the start value. A keyed table answers throw-offs and the
// decisions before a throw from its entries too; otherwise those are Missing.
Lookup position_value(const RuleSet& r, const State& s, TableSource& table, double& value);

}  // namespace ur
