// Copies checked tables into a site's tables/ folder in parts and rewrites its index.
#include "perfect/table_publish.hpp"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include "perfect/solver.hpp"
#include "perfect/table.hpp"
#include "core/record.hpp"

namespace ur {
namespace fs = std::filesystem;
namespace {

struct Checked {
  std::string path;
  TableListing listing;
  std::uint8_t header[kTableHeaderSize] = {};
};

// Reads the whole file once: header, size, payload checksum, rules.
std::string check_table(const std::string& path, std::uint64_t part_size, Checked& out) {
  std::ifstream f(path, std::ios::binary | std::ios::ate);
  if (!f) return "cannot open table '" + path + "'";
  const auto size = static_cast<std::uint64_t>(f.tellg());
  f.seekg(0);
  f.read(reinterpret_cast<char*>(out.header), kTableHeaderSize);
  TableHeader h;
  if (std::string e = parse_table_header(out.header, static_cast<std::size_t>(f.gcount()), h); !e.empty())
    return path + ": " + e;
  const std::uint64_t want = table_file_bytes(h);
  if (size != want)
    return path + ": table is " + std::string(size < want ? "truncated" : "padded") + ": expected " +
           std::to_string(want) + " bytes, the file has " + std::to_string(size);
  std::string rule_error;
  const auto rules = parse_rules_notation(h.rules_name + ":" + std::to_string(h.pieces), &rule_error);
  if (!rules) return path + ": the table is for '" + h.rules_name + "', which this build does not know";
  if (std::string why = header_mismatch(h, *rules); !why.empty()) return path + ": " + why;
  if (!is_solvable(*rules) && !h.keyed) return path + ": " + h.rules_name + " has no tables in this build";
  // A game reads a keyed table whole, in one request: it is never cut.
  if (h.keyed && size > part_size)
    return path + ": a table of states by key is read whole and must fit one part (" + std::to_string(size) +
           " bytes, parts of " + std::to_string(part_size) + ")";
  std::uint64_t sum = 0xCBF29CE484222325ull;
  std::vector<char> buf(1 << 20);
  while (f) {
    f.read(buf.data(), static_cast<std::streamsize>(buf.size()));
    sum = fnv1a64(buf.data(), static_cast<std::size_t>(f.gcount()), sum);
  }
  if (sum != h.payload_checksum) return path + ": table payload is corrupted (checksum mismatch)";
  out.path = path;
  out.listing.file = table_file_name(*rules);
  out.listing.size = size;
  out.listing.part_size = part_size >= size ? 0 : part_size;
  return {};
}

std::uint64_t file_size_or_zero(const fs::path& p) {
  std::error_code ec;
  const auto n = fs::file_size(p, ec);
  return ec ? 0 : static_cast<std::uint64_t>(n);
}

// Every part of `l` is in `dir` with its size.
bool parts_present(const fs::path& dir, const TableListing& l) {
  for (int i = 0; i < l.parts(); ++i)
    if (file_size_or_zero(dir / l.part_file(i)) != l.part_bytes(i)) return false;
  return true;
}

// The same table, cut the same way, is there already (its header holds the payload checksum).
bool same_table_there(const fs::path& dir, const TableIndex& old, const Checked& c) {
  const auto it = old.tables.find(c.listing.file);
  if (it == old.tables.end() || it->second.size != c.listing.size || it->second.part_size != c.listing.part_size ||
      !parts_present(dir, c.listing))
    return false;
  std::ifstream f(dir / c.listing.part_file(0), std::ios::binary);
  std::uint8_t there[kTableHeaderSize] = {};
  f.read(reinterpret_cast<char*>(there), kTableHeaderSize);
  return f.gcount() == kTableHeaderSize && std::memcmp(there, c.header, kTableHeaderSize) == 0;
}

std::string write_parts(const fs::path& dir, const Checked& c) {
  std::ifstream in(c.path, std::ios::binary);
  std::vector<char> buf(1 << 20);
  for (int i = 0; i < c.listing.parts(); ++i) {
    const fs::path target = dir / c.listing.part_file(i);
    const fs::path tmp = dir / (c.listing.part_file(i) + ".tmp");
    {
      std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
      std::uint64_t left = c.listing.part_bytes(i);
      while (left > 0 && in && out) {
        const auto n = static_cast<std::streamsize>(std::min<std::uint64_t>(left, buf.size()));
        in.read(buf.data(), n);
        out.write(buf.data(), in.gcount());
        left -= static_cast<std::uint64_t>(in.gcount());
      }
      if (left != 0 || !out.flush()) {
        std::error_code ec;
        fs::remove(tmp, ec);
        return "cannot write '" + tmp.string() + "' (disk full?)";
      }
    }
    std::error_code ec;
    fs::rename(tmp, target, ec);
    if (ec) return "cannot rename '" + tmp.string() + "': " + ec.message();
  }
  return {};
}

std::string write_text_file(const fs::path& path, const std::string& text) {
  const fs::path tmp = path.string() + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out << text;
    if (!out.flush()) return "cannot write '" + tmp.string() + "'";
  }
  std::error_code ec;
  fs::rename(tmp, path, ec);
  return ec ? "cannot rename '" + tmp.string() + "': " + ec.message() : std::string();
}

}  // namespace

PublishReport publish_tables(const std::vector<std::string>& tables, const std::string& dir_text,
                             std::uint64_t part_size, const std::vector<std::string>& preparing) {
  PublishReport report;
  if (part_size != 0 && (part_size < 256 || part_size % 2 != 0)) {
    report.error = "the part size must be an even number of bytes, at least 256";
    return report;
  }
  for (const std::string& p : preparing)
    if (!valid_table_file_name(p)) {
      report.error = "'" + p + "' is not a table file name (like finkel-7.urt)";
      return report;
    }
  // Everything is checked before anything in the folder changes.
  std::vector<Checked> checked(tables.size());
  for (std::size_t i = 0; i < tables.size(); ++i)
    if (std::string e = check_table(tables[i], part_size == 0 ? ~std::uint64_t{0} : part_size, checked[i]); !e.empty()) {
      report.error = e;
      return report;
    }
  const fs::path dir(dir_text);
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) {
    report.error = "cannot make the folder '" + dir_text + "': " + ec.message();
    return report;
  }
  TableIndex old;
  const fs::path index_path = dir / std::string(kTableIndexFile);
  if (fs::exists(index_path)) {
    std::ifstream f(index_path, std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    if (std::string why = parse_table_index(text, old); !why.empty()) {
      report.error = index_path.string() + " is not a table index (" + why + "): move it away first";
      return report;
    }
  }
  TableIndex next;
  for (const auto& [file, l] : old.tables)
    if (parts_present(dir, l)) next.tables[file] = l;  // still there: still listed
  for (const Checked& c : checked) {
    if (same_table_there(dir, old, c)) {
      report.kept.push_back(c.listing.file);
    } else {
      // The old cut of this table (other part size) goes first, so no stale part is served.
      if (const auto it = old.tables.find(c.listing.file); it != old.tables.end()) {
        next.tables.erase(c.listing.file);
        if (std::string e = write_text_file(index_path, format_table_index(next)); !e.empty()) {
          report.error = e;
          return report;
        }
        for (int i = 0; i < it->second.parts(); ++i) fs::remove(dir / it->second.part_file(i), ec);
      }
      if (std::string e = write_parts(dir, c); !e.empty()) {
        report.error = e;
        return report;
      }
      report.written.push_back(c.listing.file);
    }
    next.tables[c.listing.file] = c.listing;
  }
  for (const std::string& p : preparing)
    if (!next.tables.count(p)) next.preparing.insert(p);
  report.error = write_text_file(index_path, format_table_index(next));
  return report;
}

}  // namespace ur
