// Reading and writing a site's table index (docs/perfect-play.md, "Publishing tables").
#include "perfect/table_index.hpp"

#include <algorithm>
#include <charconv>
#include <sstream>
#include <vector>

#include "perfect/table.hpp"
#include "core/words.hpp"

namespace ur {
namespace {

bool parse_u64(std::string_view s, std::uint64_t& v) {
  if (s.empty() || s.size() > 19) return false;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  return ec == std::errc() && end == s.data() + s.size();
}

}  // namespace

std::string TableListing::part_file(int part) const {
  return part_size == 0 ? file : file + "." + std::to_string(part);
}

std::uint64_t TableListing::part_bytes(int part) const {
  if (part_size == 0) return size;
  const std::uint64_t start = part_start(part);
  return start >= size ? 0 : std::min(part_size, size - start);
}

bool valid_table_file_name(std::string_view name) {
  constexpr std::string_view ext = ".urt";
  if (name.size() <= ext.size() || name.size() > 64 || name.substr(name.size() - ext.size()) != ext) return false;
  const std::string_view stem = name.substr(0, name.size() - ext.size());
  const std::size_t dash = stem.rfind('-');
  if (dash == std::string_view::npos || dash == 0 || dash + 1 == stem.size()) return false;
  for (std::size_t i = 0; i < dash; ++i) {
    const char c = stem[i];
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
  }
  for (std::size_t i = dash + 1; i < stem.size(); ++i)
    if (stem[i] < '0' || stem[i] > '9') return false;
  return true;
}

std::string parse_table_index(std::string_view text, TableIndex& out) {
  TableIndex index;
  int line_no = 0;
  bool magic_seen = false;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    ++line_no;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    const std::vector<std::string_view> w = split_words(line);
    const std::string where = "line " + std::to_string(line_no) + ": ";
    if (w.empty() || w[0].front() == '#') continue;
    if (!magic_seen) {
      if (w.size() == 2 && w[0] == "urtables" && w[1] != "1")
        return where + "index format " + std::string(w[1]) + " is newer than this game reads (1)";
      if (w.size() != 2 || w[0] != "urtables") return where + "not a table index (it must start with '" + std::string(kTableIndexMagic) + "')";
      magic_seen = true;
      continue;
    }
    if (w[0] == "table") {
      if (w.size() != 3 && w.size() != 4) return where + "'table' wants a file name, its size and optionally a part size";
      TableListing t;
      t.file = std::string(w[1]);
      if (!valid_table_file_name(t.file)) return where + "'" + t.file + "' is not a table file name (like finkel-7.urt)";
      if (!parse_u64(w[2], t.size) || t.size < kTableHeaderSize + 2 || (t.size - kTableHeaderSize) % 2 != 0)
        return where + "size '" + std::string(w[2]) + "' is not a table's size (96 + 2 bytes a position)";
      if (w.size() == 4) {
        if (!parse_u64(w[3], t.part_size) || t.part_size < 256 || t.part_size % 2 != 0)
          return where + "part size '" + std::string(w[3]) + "' must be an even number of bytes, at least 256";
        if (t.part_size >= t.size) t.part_size = 0;  // one part: the file itself
        if (t.parts() > 1000) return where + "more than 1000 parts";
      }
      if (index.tables.count(t.file)) return where + "'" + t.file + "' is listed twice";
      index.tables[t.file] = t;
    } else if (w[0] == "preparing") {
      if (w.size() != 2) return where + "'preparing' wants one table file name";
      if (!valid_table_file_name(w[1])) return where + "'" + std::string(w[1]) + "' is not a table file name (like finkel-7.urt)";
      index.preparing.insert(std::string(w[1]));
    } else {
      return where + "unknown entry '" + std::string(w[0]) + "' (expected 'table' or 'preparing')";
    }
  }
  if (!magic_seen) return "the table index is empty (it must start with '" + std::string(kTableIndexMagic) + "')";
  for (const auto& [file, t] : index.tables) index.preparing.erase(file);  // ready wins
  out = std::move(index);
  return {};
}

std::string format_table_index(const TableIndex& index) {
  std::ostringstream out;
  out << kTableIndexMagic << "\n"
      << "# Perfect-play tables on this site (docs/perfect-play.md): table FILE SIZE [PART-SIZE];\n"
      << "# a table cut into parts is served as FILE.0, FILE.1, ... of PART-SIZE bytes each.\n";
  for (const auto& [file, t] : index.tables) {
    out << "table " << file << ' ' << t.size;
    if (t.part_size != 0) out << ' ' << t.part_size;
    out << '\n';
  }
  for (const std::string& file : index.preparing)
    if (!index.tables.count(file)) out << "preparing " << file << '\n';
  return out.str();
}

}  // namespace ur
