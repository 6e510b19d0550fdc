// `ur-cli review FILE [--table FILE]`: a game graded against perfect play, with the same
// numbers as the game's review (ai/review.hpp).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace ur {

// args[0] is "review". Returns an ur-cli exit code (cli.hpp).
int cmd_review(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err);

}  // namespace ur
