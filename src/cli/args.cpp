// ur-cli's shared readers of command lines: options, numbers, input files and records.
#include "cli/args.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <fstream>
#include <istream>
#include <ostream>

#include "cli/cli.hpp"

namespace ur::cli {

bool parse_u64(std::string_view t, std::uint64_t& out) {
  if (t.empty() || t.size() > 20) return false;
  for (char c : t)
    if (c < '0' || c > '9') return false;
  const auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), out);
  return ec == std::errc() && ptr == t.data() + t.size();
}

std::optional<Options> parse_options(const std::vector<std::string>& args, std::initializer_list<std::string_view> allowed,
                                     std::string& error) {
  Options o;
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      o.help = true;
      continue;
    }
    if (a.size() < 2 || a[0] != '-' || (a[1] != '-' && !(a[1] >= '0' && a[1] <= '9'))) {
      o.positional.push_back(a);
      continue;
    }
    if (a[1] != '-') {  // "-5": a negative number where a value or a name was expected
      o.positional.push_back(a);
      continue;
    }
    std::string name = a.substr(2);
    std::string value;
    bool have_value = false;
    if (const std::size_t eq = name.find('='); eq != std::string::npos) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
      have_value = true;
    }
    if (std::find(allowed.begin(), allowed.end(), name) == allowed.end()) {
      error = "unknown option '--" + name + "'";
      return std::nullopt;
    }
    if (!have_value) {
      if (i + 1 >= args.size()) {
        error = "option --" + name + " needs a value";
        return std::nullopt;
      }
      value = args[++i];
    }
    if (o.values.count(name) != 0) {
      error = "option --" + name + " is given twice";
      return std::nullopt;
    }
    o.values[name] = value;
  }
  return o;
}

int usage_error(std::ostream& err, const std::string& msg, std::string_view command) {
  err << "ur-cli: " << msg << "\n";
  if (!command.empty()) err << "(try 'ur-cli " << command << " --help')\n";
  else err << "(try 'ur-cli --help')\n";
  return kExitUsage;
}

// Reads and checks the record or save named by the one positional argument.
std::optional<RecordParse> load_record_arg(const std::vector<std::string>& args, std::string_view command,
                                           std::string_view help, std::istream& in, std::ostream& out, std::ostream& err,
                                           int& code) {
  std::string error;
  const auto o = parse_options(args, {}, error);
  if (!o) {
    code = usage_error(err, error, command);
    return std::nullopt;
  }
  if (o->help) {
    out << help;
    code = kExitOk;
    return std::nullopt;
  }
  if (o->positional.size() != 1) {
    code = usage_error(err, std::string(command) + " needs one record file (or - for standard input)", command);
    return std::nullopt;
  }
  const std::string& name = o->positional[0];
  const auto text = read_input(name, in, error);
  if (!text) {
    err << "ur-cli: " << error << "\n";
    code = kExitBadInput;
    return std::nullopt;
  }
  RecordParse p = load_game_text(*text);
  if (!p.ok()) {
    err << "ur-cli: " << (name == "-" ? std::string("<stdin>") : name) << ": " << p.message() << "\n";
    code = kExitBadInput;
    return std::nullopt;
  }
  code = kExitOk;
  return p;
}

std::string fmt(const char* f, double x) {
  char buf[64];
  std::snprintf(buf, sizeof buf, f, x);
  return buf;
}

}  // namespace ur::cli

// What cli.hpp declares, for the commands and for the tests.
namespace ur {

std::optional<std::string> read_game_file(std::string_view command, const std::string& file, std::istream& in,
                                          std::ostream& err, int& code) {
  if (file.empty()) {
    err << "ur-cli: " << command << " needs a game file\n(try 'ur-cli " << command << " --help')\n";
    code = kExitUsage;
    return std::nullopt;
  }
  std::string error;
  auto text = read_input(file, in, error);
  if (!text) {
    err << "ur-cli: " << error << "\n";
    code = kExitBadInput;
  }
  return text;
}

std::optional<std::string> read_input(const std::string& name, std::istream& in, std::string& error) {
  constexpr std::size_t kMaxBytes = 64u << 20;  // far above any real record
  std::string text;
  auto slurp = [&](std::istream& s) {
    char buf[65536];
    while (s.read(buf, sizeof buf) || s.gcount() > 0) {
      text.append(buf, static_cast<std::size_t>(s.gcount()));
      if (text.size() > kMaxBytes) return false;
    }
    return !s.bad();
  };
  if (name == "-") {
    if (!slurp(in)) {
      error = text.size() > kMaxBytes ? "standard input is too large for a record" : "cannot read standard input";
      return std::nullopt;
    }
    return text;
  }
  std::ifstream f(name, std::ios::binary);
  if (!f) {
    error = "cannot open '" + name + "'";
    return std::nullopt;
  }
  if (!slurp(f)) {
    error = text.size() > kMaxBytes ? "'" + name + "' is too large for a record" : "cannot read '" + name + "'";
    return std::nullopt;
  }
  return text;
}

std::string fixed(double v, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

}  // namespace ur
