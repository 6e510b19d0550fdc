// `ur-cli best POSITION`: every legal action for the throw with its perfect-play value,
// best first; at a throw, the same for each possible throw.
#include <algorithm>
#include <ostream>
#include <utility>
#include <vector>

#include "cli/cli.hpp"
#include "cli/command.hpp"
#include "cli/table_probe.hpp"
#include "core/record.hpp"
#include "core/side_names.hpp"

namespace ur::cli {
namespace {

constexpr std::string_view kBestHelp =
    "usage: ur-cli best [--table FILE] POSITION\n"
    "\n"
    "Every legal action for the throw in POSITION (phase move:K) with its perfect-play\n"
    "value for the side to move, best first. At a throw, the best action for each\n"
    "possible throw.\n";

int run_best(const std::vector<std::string>& args, std::istream&, std::ostream& out, std::ostream& err) {
  int code = kExitOk;
  const auto p = probe_args(args, kBestHelp, out, err, code);
  if (!p) return code;
  const RuleSet& r = p->position.rules;
  const State& s = p->position.state;
  auto show = [&](const State& m, const std::string& indent) {
    ActionList legal;
    legal_actions(r, m, legal);
    std::vector<std::pair<double, Action>> rows;
    for (const Action& a : legal) {
      const auto v = p->table->value_after(r, applied(r, m, a), m.side);
      if (!v) return false;
      rows.push_back({*v, a});
    }
    std::stable_sort(rows.begin(), rows.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
    for (std::size_t i = 0; i < rows.size(); ++i)
      out << indent << (i == 0 ? "best " : "     ") << to_string(rows[i].second) << "  " << fixed(rows[i].first, 6) << "\n";
    return true;
  };
  bool ok = true;
  if (s.phase == Phase::Move) {
    out << side_id(s.side) << " plays throw " << int{s.throw_outcome} << " (value "
        << throw_value(r, s) << "):\n";
    ok = show(s, "  ");
  } else if (s.phase == Phase::Throw) {
    for (const ChanceOutcome& c : throw_outcomes(r)) {
      State m = s;
      apply_chance(r, m, c.outcome);
      out << "throw " << int{c.outcome} << " (value " << throw_value(r, m) << ", probability " << c.numerator << "/"
          << c.denominator << "):\n";
      ok = ok && show(m, "  ");
    }
  } else {
    err << "ur-cli: best needs a position at a throw or a move (phase throw or move:K)\n";
    return kExitBadInput;
  }
  if (!ok) {
    err << "ur-cli: the table has no value for this position\n";
    return kExitBadInput;
  }
  return kExitOk;
}

}  // namespace

const Command kBestCommand{"best", "best POSITION", "the best action for the throw, with every action's value", kBestHelp,
                           run_best};

}  // namespace ur::cli
