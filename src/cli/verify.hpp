// `ur-cli verify FILE`: a remote game's record checked whole, its dice included
// (remote/remote_record.hpp, docs/remote.md).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace ur {

// args[0] is "verify". Returns an ur-cli exit code (cli.hpp).
int cmd_verify(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err);

}  // namespace ur
