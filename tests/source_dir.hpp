// The checkout's folder, for the suites that read its files (tests/data, docs, assets,
// data/nets). Only tests/source_dir.cpp is compiled with the path, so the suites' own
// objects are the same in every clone and ccache finds them (tools/test.sh).
#pragma once

#include <string>

namespace ur::test {

const std::string& source_dir();

}  // namespace ur::test
