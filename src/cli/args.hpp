// What ur-cli's commands share in reading their command lines: options, numbers, files,
// records, and the usage error every command ends with.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/record.hpp"

namespace ur::cli {

// Options of one command: `--name value` or `--name=value`; `-` and words are positional.
struct Options {
  std::vector<std::string> positional;
  std::map<std::string, std::string> values;
  bool help = false;

  bool has(const std::string& k) const { return values.count(k) != 0; }
  std::string get(const std::string& k, const std::string& fallback = "") const {
    const auto it = values.find(k);
    return it == values.end() ? fallback : it->second;
  }
};

// args[0] is the command; `allowed` the option names it takes (without "--"). nullopt
// and `error` for an unknown option, a missing value or an option given twice.
std::optional<Options> parse_options(const std::vector<std::string>& args, std::initializer_list<std::string_view> allowed,
                                     std::string& error);

// A whole number 0..2^64-1 written in digits only.
bool parse_u64(std::string_view t, std::uint64_t& out);

// Writes "ur-cli: MSG" and where to look for help ("ur-cli COMMAND --help", or
// "ur-cli --help" for an empty command) to `err`; returns kExitUsage.
int usage_error(std::ostream& err, const std::string& msg, std::string_view command);

// For legal, replay and validate: no option but --help, one record or save (FILE or -),
// read and checked. nullopt with `code` set when there is nothing more to do (the help
// printed: kExitOk; an error written to `err`).
std::optional<RecordParse> load_record_arg(const std::vector<std::string>& args, std::string_view command,
                                           std::string_view help, std::istream& in, std::ostream& out, std::ostream& err,
                                           int& code);

// printf of one number: fmt("%5.1f%%", 12.34) is " 12.3%".
std::string fmt(const char* f, double x);

}  // namespace ur::cli
