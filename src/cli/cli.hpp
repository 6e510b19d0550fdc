// ur-cli as a function, so tests can run every command line without a process:
// main.cpp only forwards argv and the standard streams.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ur {

// Exit codes of ur-cli.
inline constexpr int kExitOk = 0;
inline constexpr int kExitBadInput = 1;  // a bad or unreadable record, save, position or file
inline constexpr int kExitUsage = 2;     // a wrong command line (command, option, number, name)

// Runs one command line (`args` without the program name); `in` is read for the file "-".
int run_cli(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err);

// The text of FILE, or of `in` for "-" (nullopt and `error` when it cannot be read).
std::optional<std::string> read_input(const std::string& name, std::istream& in, std::string& error);

// For commands taking one game file: its text, or nullopt with the message written to
// `err` and `code` set (no file named: kExitUsage; unreadable: kExitBadInput).
std::optional<std::string> read_game_file(std::string_view command, const std::string& file, std::istream& in,
                                          std::ostream& err, int& code);

// `v` with `digits` digits after the point ("0.504809").
std::string fixed(double v, int digits);

}  // namespace ur
