// The position and table of ur-cli value and best: see table_probe.hpp.
#include "cli/table_probe.hpp"

#include <ostream>

#include "cli/args.hpp"
#include "cli/cli.hpp"
#include "core/record.hpp"

namespace ur::cli {

std::optional<Probe> probe_args(const std::vector<std::string>& args, std::string_view help, std::ostream& out,
                                std::ostream& err, int& code) {
  std::string table_path, text;
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      out << help;
      code = kExitOk;
      return std::nullopt;
    }
    if (a == "--table") {
      if (i + 1 >= args.size()) {
        code = usage_error(err, "option --table needs a value", args[0]);
        return std::nullopt;
      }
      table_path = args[++i];
      continue;
    }
    text += (text.empty() ? "" : " ") + a;
  }
  if (text.empty()) {
    code = usage_error(err, args[0] + " needs a position string", args[0]);
    return std::nullopt;
  }
  PositionParse p = parse_position(text);
  if (!p.ok()) {
    err << "ur-cli: bad position: " << p.error << "\n";
    code = kExitBadInput;
    return std::nullopt;
  }
  const RuleSet& r = p.position->rules;
  TableLoad t = table_path.empty() ? find_table(r) : load_table(table_path);
  if (t.ok() && !t.table->matches(r))
    t = {nullptr, table_path + ": the table is for " + t.table->header().rules_name + ":" +
                      std::to_string(t.table->header().pieces) + " or other rules, not " + rules_notation(r)};
  if (!t.ok()) {
    err << "ur-cli: " << t.error << "\n";
    code = kExitBadInput;
    return std::nullopt;
  }
  return Probe{*p.position, t.table};
}

}  // namespace ur::cli
