// What ur-cli value and best share: `[--table FILE] POSITION...` read, and the position's
// perfect-play table found (the rule set's default, or FILE) and checked against it.
#pragma once

#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/position.hpp"
#include "perfect/table.hpp"

namespace ur::cli {

struct Probe {
  Position position;
  std::shared_ptr<const Table> table;
};

// nullopt with `code` set when there is nothing more to do (the help printed: kExitOk;
// an error written to `err`).
std::optional<Probe> probe_args(const std::vector<std::string>& args, std::string_view help, std::ostream& out,
                                std::ostream& err, int& code);

}  // namespace ur::cli
