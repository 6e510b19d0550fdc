#include "source_dir.hpp"

namespace ur::test {

const std::string& source_dir() {
  static const std::string dir = UR_SOURCE_DIR;
  return dir;
}

}  // namespace ur::test
