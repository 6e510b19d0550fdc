// `ur-cli review FILE [--table FILE]` (docs/review.md).
#include <cstdio>
#include <memory>
#include <ostream>
#include <string_view>

#include "ai/review.hpp"
#include "perfect/table.hpp"
#include "cli/cli.hpp"
#include "cli/command.hpp"
#include "core/record.hpp"
#include "core/side_names.hpp"

namespace ur::cli {
namespace {

constexpr std::string_view kReviewHelp =
    "usage: ur-cli review FILE [--table FILE]\n"
    "\n"
    "Grades a game (a record or a save, docs/notation.md; '-' reads standard input) against\n"
    "perfect play: every choice by the winning chance it gave away (best, excellent, good,\n"
    "inaccuracy, mistake, blunder; forced when there was one legal move), every throw by the\n"
    "winning chance it brought or took (luck), each side's accuracy and the key moments\n"
    "(docs/review.md). Exact with the rule set's perfect-play table: --table FILE, else the\n"
    "table in $UR_DATA_DIR or data/tables (ur-cli solve makes one). Without a table (rules\n"
    "that are not solved, or no table found) the values are estimates by the strongest\n"
    "search, and the review says so.\n";

std::string percent(double p, bool sign = false) {
  char buf[32];
  std::snprintf(buf, sizeof buf, sign ? "%+.1f" : "%.1f", 100.0 * p);
  return buf;
}

int run_review(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err) {
  std::string file, table_path;
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      out << kReviewHelp;
      return kExitOk;
    }
    if (a == "--table") {
      if (i + 1 >= args.size()) {
        err << "ur-cli: option --table needs a value\n(try 'ur-cli review --help')\n";
        return kExitUsage;
      }
      table_path = args[++i];
    } else if (!a.empty() && a[0] == '-' && a != "-") {
      err << "ur-cli: unknown option '" << a << "'\n(try 'ur-cli review --help')\n";
      return kExitUsage;
    } else if (file.empty()) {
      file = a;
    } else {
      err << "ur-cli: review takes one game file\n(try 'ur-cli review --help')\n";
      return kExitUsage;
    }
  }
  int code = kExitOk;
  const auto text = read_game_file("review", file, in, err, code);
  if (!text) return code;
  const RecordParse rec = load_game_text(*text);
  if (!rec.ok()) {
    err << "ur-cli: " << file << ": " << rec.message() << "\n";
    return kExitBadInput;
  }
  const RuleSet& r = rec.record->rules;
  TableLoad t = table_path.empty() ? find_table(r) : load_table(table_path);
  if (t.ok() && !t.table->matches(r))
    t = {nullptr, table_path + ": the table is for " + t.table->header().rules_name + ":" +
                      std::to_string(t.table->header().pieces) + " or other rules, not " + rules_notation(r)};
  if (!t.ok() && !table_path.empty()) {
    err << "ur-cli: " << t.error << "\n";
    return kExitBadInput;
  }
  std::unique_ptr<LoadedTableSource> source;
  std::unique_ptr<ReviewValues> values;
  if (t.ok()) {
    source = std::make_unique<LoadedTableSource>(t.table);
    values = std::make_unique<TableValues>(*source);
  } else {
    values = std::make_unique<SearchValues>(r, 1 << 20);
  }
  Reviewer reviewer(r, rec.record->steps, *values);
  while (!reviewer.work(1 << 30)) {
  }  // a search answers in slices
  const Review& rv = reviewer.review();
  if (!rv.error.empty()) {
    err << "ur-cli: " << rv.error << "\n";
    return kExitBadInput;
  }
  out << "review of a " << rules_notation(r) << " game (light " << (rec.record->tag("light").empty() ? "?" : rec.record->tag("light"))
      << ", dark " << (rec.record->tag("dark").empty() ? "?" : rec.record->tag("dark"))
      << (rv.estimate ? "), estimates by search (no perfect-play table)\n" : "), exact: perfect-play table\n");
  // Step by step: throws with their luck, choices with their grade and the best move.
  State s = new_game(r);
  std::size_t next = 0;
  for (std::size_t i = 0; i < rec.record->steps.size(); ++i) {
    const Step& step = rec.record->steps[i];
    const bool reviewed = next < rv.steps.size() && rv.steps[next].step == i;
    if (reviewed) {
      const ReviewStep& x = rv.steps[next++];
      out << "turn " << s.turn + 1 << " " << side_id(x.side) << " ";
      if (x.chance) {
        out << "throws " << throw_notation(r, s, x.outcome) << ": luck " << percent(x.luck(), true) << " (chance "
            << percent(x.before) << " -> " << percent(x.after) << ")";
      } else {
        out << action_notation(r, s, x.chosen) << ": " << grade_name(x.grade);
        if (x.grade != Grade::Forced && x.grade != Grade::Best)
          out << ", lost " << percent(x.loss) << " (best " << action_notation(r, s, x.best) << ")";
      }
      out << "; light " << percent(x.light_after) << "%\n";
    }
    if (step.chance) apply_chance(r, s, step.outcome);
    else apply(r, s, step.action);
  }
  for (const Side side : {kLight, kDark}) {
    out << side_id(side) << ": accuracy " << percent(rv.accuracy[side] / 100.0) << "% over "
        << rv.choices[side] << " choices;";
    for (int g = static_cast<int>(Grade::Best); g < kGradeCount; ++g)
      out << " " << grade_name(static_cast<Grade>(g)) << " " << rv.grades[side][static_cast<std::size_t>(g)];
    out << "; luck " << percent(rv.luck[side], true) << "\n";
  }
  for (const KeyMoment& k : key_moments(rv))
    out << "key moment: " << k.what << " at step " << rv.steps[k.index].step + 1 << "\n";
  return kExitOk;
}

}  // namespace

const Command kReviewCommand{"review", "review FILE [--table FILE]",
                             "grade every choice and throw of a game against perfect play", kReviewHelp, run_review};

}  // namespace ur::cli
