// Publishing perfect-play tables on a static site (docs/perfect-play.md, "Publishing
// tables"): each table checked whole, copied into the site's tables/ folder cut into parts
// of at most a given size, and the folder's index.txt rewritten to list what is there.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "perfect/table_index.hpp"

namespace ur {

struct PublishReport {
  std::vector<std::string> written;  // tables copied (file names)
  std::vector<std::string> kept;     // tables already there, the same bytes
  std::string error;                 // "" on success
};

// Publishes `tables` (paths of .urt files) into `dir` (made if missing). Every table is
// checked first (header, size, payload checksum, a known rule set and its fingerprint); a
// bad one stops everything before `dir` changes. Tables the index already lists stay
// listed while their files are there; `preparing` (file names) are listed as being made.
// A table already there with the same header and part size is not copied again. Files
// are written under temporary names and renamed, so a reader never sees half a part.
PublishReport publish_tables(const std::vector<std::string>& tables, const std::string& dir,
                             std::uint64_t part_size, const std::vector<std::string>& preparing);

}  // namespace ur
