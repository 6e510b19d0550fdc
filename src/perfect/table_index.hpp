// The list of perfect-play tables a site has (`tables/index.txt`, docs/perfect-play.md,
// "Publishing tables"): which tables are there, their sizes, how each is cut into parts
// of at most a set size (static hosts refuse big files: GitHub Pages takes 100 MB), and
// which are still being prepared. The game reads it before asking for any table, so a
// table the site does not have is never asked for (no 404 in the browser's console).
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <string_view>

namespace ur {

inline constexpr std::string_view kTableIndexFile = "index.txt";
inline constexpr std::string_view kTableIndexMagic = "urtables 1";
// Parts at most this big by default: under GitHub Pages' 100 MB (10^8 bytes) file limit.
inline constexpr std::uint64_t kDefaultPartSize = 99'999'744;  // a multiple of 256

struct TableListing {
  std::string file;             // "finkel-7.urt"
  std::uint64_t size = 0;       // the whole table's bytes
  std::uint64_t part_size = 0;  // 0: one file named `file`; else parts file.0, file.1, …

  int parts() const { return part_size == 0 ? 1 : static_cast<int>((size + part_size - 1) / part_size); }
  // The part holding byte `offset` of the whole table, and that part's file name and size.
  int part_of(std::uint64_t offset) const { return part_size == 0 ? 0 : static_cast<int>(offset / part_size); }
  std::string part_file(int part) const;
  std::uint64_t part_bytes(int part) const;
  std::uint64_t part_start(int part) const { return part_size * static_cast<std::uint64_t>(part); }
};

struct TableIndex {
  std::map<std::string, TableListing> tables;  // by file name
  std::set<std::string> preparing;             // file names being made on this site now
};

// Parses an index. Returns "" or what is wrong, naming the line ("line 3: …"); on an
// error `out` is left unchanged. Unknown lines are refused, so a typo is seen at once.
std::string parse_table_index(std::string_view text, TableIndex& out);
std::string format_table_index(const TableIndex& index);

// Whether a name can be a table file ("finkel-7.urt": lower-case letters, digits and
// dashes, then -<pieces>.urt), the only names an index may list.
bool valid_table_file_name(std::string_view name);

}  // namespace ur
