// Perfect-play table files (`<rule set>-<pieces>.urt`, docs/perfect-play.md): a 96-byte
// header, then one 16-bit win probability per position rank. Loading checks everything
// and refuses a wrong, truncated or corrupted file with a message; probing a position
// returns std::optional (missing -> nullopt), like Stockfish's syzygy probe.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "perfect/solver.hpp"
#include "perfect/table_value.hpp"
#include "core/game.hpp"

namespace ur {

inline constexpr char kTableMagic[8] = {'U', 'R', 'T', 'A', 'B', 'L', 'E', '\0'};
inline constexpr std::uint32_t kTableVersion = 1;       // dense: an entry per index rank
inline constexpr std::uint32_t kKeyedTableVersion = 2;  // keyed: sorted state keys, then entries
inline constexpr std::uint32_t kTableHeaderSize = 96;
inline constexpr std::uint32_t kTableValueBits = 16;

// The header, as stored (all integers little-endian).
struct TableHeader {
  std::string rules_name;            // e.g. "finkel" (at most 31 bytes)
  std::uint32_t pieces = 0;
  std::uint64_t positions = 0;       // entries in the payload
  std::uint64_t rules_fingerprint = 0;  // rules_fingerprint() of the rule set solved
  std::uint64_t payload_checksum = 0;   // fnv1a64 of the payload bytes
  double start_value = 0;            // the first player's win probability at the start
                                     // (keyed: light's, at the state new_game gives)
  bool keyed = false;                // version 2: the states' keys (explicit_solver.hpp)
};

// The size of a whole table file with this header.
inline std::uint64_t table_file_bytes(const TableHeader& h) {
  return kTableHeaderSize + (h.keyed ? 10 : 2) * h.positions;
}

// FNV-1a, 64-bit, over bytes (continue a running hash by passing it as `h`).
std::uint64_t fnv1a64(const void* data, std::size_t size, std::uint64_t h = 0xCBF29CE484222325ull);
// A hash of everything in a rule set that changes the game's values (path, dice, throw
// table, rosette and entry rules, pieces): a table for other rules is refused.
std::uint64_t rules_fingerprint(const RuleSet& r);

// The file name of a rule set's table ("finkel-7.urt") and where tables are looked for:
// $UR_DATA_DIR if set, else data/tables (relative to the working directory).
std::string table_file_name(const RuleSet& r);
std::string table_dir();
std::string default_table_path(const RuleSet& r);

// Byte offset of rank's 16-bit entry in a table file (for range requests).
inline constexpr std::uint64_t entry_offset(std::uint64_t rank) { return kTableHeaderSize + 2 * rank; }
// A position's rank for a state of a solvable rule set (side to move = s.side), or
// nullopt if the state's pieces are not a table position (e.g. the game is over).
std::optional<std::uint64_t> table_rank(const RuleSet& r, const State& s);
// A stored entry as a probability, and from its two bytes.
inline double decode_entry(std::uint8_t lo, std::uint8_t hi) {
  return decode_value(static_cast<std::uint16_t>(static_cast<unsigned>(lo) | static_cast<unsigned>(hi) << 8));
}

// "" if the header holds `r`'s values (same name, pieces and rules fingerprint), else
// why not ("the table is for finkel:3 or other rules, not finkel:2").
std::string header_mismatch(const TableHeader& h, const RuleSet& r);

// Parses and checks the 96 header bytes (magic, version, sizes, header checksum).
// Returns "" if good, else what is wrong.
std::string parse_table_header(const std::uint8_t* bytes, std::size_t size, TableHeader& out);
std::string encode_table_header(const TableHeader& h, std::uint8_t (&bytes)[kTableHeaderSize]);

// Writes a solved rule set's table. Returns "" or an error message.
std::string write_table(const Solution& solution, const std::string& path, std::uint64_t* bytes_written = nullptr);
// Writes a keyed table (a rule set solved by its states): `keys` sorted, a value each.
std::string write_keyed_table(const RuleSet& r, const std::vector<std::uint64_t>& keys,
                              const std::vector<double>& values, double start_value, const std::string& path,
                              std::uint64_t* bytes_written = nullptr);

// A table in memory, fully checked.
class Table {
 public:
  const TableHeader& header() const { return header_; }
  std::uint64_t size() const { return header_.positions; }
  // Whether this table holds `r`'s values (same name, pieces and fingerprint).
  bool matches(const RuleSet& r) const;
  double entry(std::uint64_t rank) const { return decode_value(values_[rank]); }
  bool keyed() const { return header_.keyed; }
  // A state's entry number: its index rank, or in a keyed table where its key is; nullopt
  // when the table has no entry for it.
  std::optional<std::uint64_t> rank_of(const RuleSet& r, const State& s) const;
  // The win probability of the side to move (s.side) at `s`, or nullopt when `s` is not a
  // position of this table's rule set. Throw phase: the stored value. Move phase: the best
  // action's value. Game over: 1 or 0. Throw-off: the chance of starting times the start
  // value. Precondition for a value: matches(r).
  std::optional<double> probe(const RuleSet& r, const State& s) const;
  // The value for the mover of the position reached by an action the mover just played
  // (`after` = the state after apply, `mover` = who played it).
  std::optional<double> value_after(const RuleSet& r, const State& after, Side mover) const;

 private:
  friend struct TableLoad load_table(const std::string& path);
  friend struct TableLoad load_table_bytes(const std::vector<std::uint8_t>& bytes, const std::string& name);
  TableHeader header_;
  std::vector<std::uint64_t> keys_;  // keyed tables
  std::vector<std::uint16_t> values_;
};

struct TableLoad {
  std::shared_ptr<const Table> table;
  std::string error;  // "" when table is set
  bool ok() const { return table != nullptr; }
};

// Reads and checks a whole table file (header, size, payload checksum).
TableLoad load_table(const std::string& path);
TableLoad load_table_bytes(const std::vector<std::uint8_t>& bytes, const std::string& name);
// The table for `r` from table_dir(), loaded once per process and shared; an error names
// the file that is missing or bad.
TableLoad find_table(const RuleSet& r);

// Reads single entries from a table file without loading it: the header is checked once
// (and the file size), entries are read by offset, as a browser does with range requests.
// The payload checksum is not verified (that needs the whole file). Dense tables only.
class TableReader {
 public:
  std::string open(const std::string& path);  // "" or an error
  const TableHeader& header() const { return header_; }
  std::optional<double> read(std::uint64_t rank);  // nullopt: out of range or a read error

 private:
  std::string path_;
  TableHeader header_;
  bool open_ = false;
};

}  // namespace ur
