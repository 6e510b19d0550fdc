// `ur-cli publish`: tables into a static site's tables/ folder, in parts, with its index.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace ur {

// args[0] is "publish". Returns an ur-cli exit code (cli.hpp).
int cmd_publish(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace ur
