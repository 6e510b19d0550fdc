// Perfect-play table files: writing, checked loading, probing, and single-entry reads.
#include "perfect/table.hpp"

#include "perfect/explicit_solver.hpp"
#include "perfect/table_source.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>

#include "core/little_endian.hpp"
#include "platform/install_paths.hpp"

namespace ur {
namespace {

using le::get_u32;
using le::get_u64;
using le::put_u32;
using le::put_u64;

// Header layout (offsets in bytes).
constexpr std::size_t kOffMagic = 0, kOffVersion = 8, kOffHeaderSize = 12, kOffName = 16, kNameBytes = 32,
                      kOffPieces = 48, kOffBits = 52, kOffPositions = 56, kOffFingerprint = 64, kOffChecksum = 72,
                      kOffStart = 80, kOffHeaderCheck = 88;

std::string table_label(const std::string& name, std::uint32_t pieces) { return name + ":" + std::to_string(pieces); }

}  // namespace

std::uint64_t fnv1a64(const void* data, std::size_t size, std::uint64_t h) {
  const auto* p = static_cast<const std::uint8_t*>(data);
  for (std::size_t i = 0; i < size; ++i) {
    h ^= p[i];
    h *= 0x100000001B3ull;
  }
  return h;
}

std::uint64_t rules_fingerprint(const RuleSet& r) {
  std::vector<std::uint8_t> b;
  auto add = [&b](std::uint64_t v) {
    for (int i = 0; i < 8; ++i) b.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
  };
  add(static_cast<std::uint64_t>(r.pieces));
  add(static_cast<std::uint64_t>(r.path_length));
  for (int side = 0; side < 2; ++side)
    for (int i = 0; i < r.path_length; ++i) add(r.path[static_cast<unsigned>(side)][static_cast<unsigned>(i)]);
  add(static_cast<std::uint64_t>(r.dice));
  add(static_cast<std::uint64_t>(r.dice_count));
  for (const ThrowEntry& e : r.throw_table) add(e.move | (e.extra_throw ? 0x100u : 0u));
  add(static_cast<std::uint64_t>(r.extra_on_rosette) | static_cast<std::uint64_t>(r.extra_on_capture) << 1 |
      static_cast<std::uint64_t>(r.rosettes_safe) << 2);
  add(r.entry_values);
  add(r.safe_squares);
  // Boards other than the royal one (added after the royal tables were published, whose
  // fingerprints stay as they were): the shape and where its rosettes are.
  if (r.board.shape != BoardShape::Royal) {
    add(static_cast<std::uint64_t>(r.board.shape));
    add(r.board.rosettes);
  }
  // What only the rule sets solved by their states have (keyed tables): stacks, tokens,
  // the turn limit, how the game starts and ends.
  if (!is_solvable(r)) {
    add(static_cast<std::uint64_t>(r.stacks) | static_cast<std::uint64_t>(r.win) << 8 |
        static_cast<std::uint64_t>(r.first_player) << 16 | static_cast<std::uint64_t>(r.enter_at_start) << 24 |
        static_cast<std::uint64_t>(r.place_without_throw) << 25 | static_cast<std::uint64_t>(r.can_bear_off) << 26);
    add(static_cast<std::uint64_t>(r.bear_off_value) | static_cast<std::uint64_t>(r.flip_index + 1) << 8 |
        static_cast<std::uint64_t>(r.goal_cap) << 16 | static_cast<std::uint64_t>(r.red_min_index) << 24 |
        static_cast<std::uint64_t>(r.turn_limit) << 32);
    const TokenRules& t = r.tokens;
    add(static_cast<std::uint64_t>(t.enabled) | static_cast<std::uint64_t>(t.start) << 8 |
        static_cast<std::uint64_t>(t.reserve) << 16 | static_cast<std::uint64_t>(t.pay_to_enter) << 24 |
        static_cast<std::uint64_t>(t.capture_fee) << 32 | static_cast<std::uint64_t>(t.chance_gain) << 40 |
        static_cast<std::uint64_t>(t.pass_over_cost) << 48 | static_cast<std::uint64_t>(t.pass_cost) << 56);
  }
  return fnv1a64(b.data(), b.size());
}

std::string table_file_name(const RuleSet& r) { return std::string(r.name) + "-" + std::to_string(r.pieces) + ".urt"; }

std::string table_dir() {
  const char* env = std::getenv("UR_DATA_DIR");
  if (env && *env) return env;
  // An installed copy keeps the tables its ur-cli solves in the player's data folder,
  // where the installed game looks for them (docs/desktop.md).
  if (install::shipped_dir()) {
    const std::filesystem::path user = install::user_dir();
    if (!user.empty()) return install::utf8(user / "tables");
  }
  return "data/tables";
}

std::string default_table_path(const RuleSet& r) {
  std::string dir = table_dir();
#ifdef _WIN32
  if (!dir.empty() && dir.back() != '/' && dir.back() != '\\') dir += '\\';  // as Windows writes paths
#else
  if (!dir.empty() && dir.back() != '/') dir += '/';
#endif
  return dir + table_file_name(r);
}

std::optional<std::uint64_t> table_rank(const RuleSet& r, const State& s) {
  if (!is_solvable(r) || s.rules_id != r.id || s.phase == Phase::GameOver) return std::nullopt;
  static thread_local std::map<std::uint64_t, std::shared_ptr<PositionIndex>> cache;
  const std::uint64_t key = rules_fingerprint(r);
  auto& index = cache[key];
  if (!index) index = std::make_shared<PositionIndex>(r);
  const SolverPosition p = solver_position(s);
  if (!index->valid(p)) return std::nullopt;
  return index->rank(p);
}

std::string encode_table_header(const TableHeader& h, std::uint8_t (&bytes)[kTableHeaderSize]) {
  std::memset(bytes, 0, sizeof bytes);
  if (h.rules_name.empty() || h.rules_name.size() >= kNameBytes) return "rule set name must be 1..31 bytes";
  std::memcpy(bytes + kOffMagic, kTableMagic, 8);
  put_u32(bytes + kOffVersion, h.keyed ? kKeyedTableVersion : kTableVersion);
  put_u32(bytes + kOffHeaderSize, kTableHeaderSize);
  std::memcpy(bytes + kOffName, h.rules_name.data(), h.rules_name.size());
  put_u32(bytes + kOffPieces, h.pieces);
  put_u32(bytes + kOffBits, kTableValueBits);
  put_u64(bytes + kOffPositions, h.positions);
  put_u64(bytes + kOffFingerprint, h.rules_fingerprint);
  put_u64(bytes + kOffChecksum, h.payload_checksum);
  std::uint64_t start_bits = 0;
  std::memcpy(&start_bits, &h.start_value, 8);
  put_u64(bytes + kOffStart, start_bits);
  put_u64(bytes + kOffHeaderCheck, fnv1a64(bytes, kOffHeaderCheck));
  return "";
}

std::string parse_table_header(const std::uint8_t* bytes, std::size_t size, TableHeader& out) {
  if (size < 8 || std::memcmp(bytes, kTableMagic, 8) != 0) return "not an Ur table file (bad magic)";
  if (size < kTableHeaderSize) return "table header is truncated";
  const std::uint32_t version = get_u32(bytes + kOffVersion);
  if (version != kTableVersion && version != kKeyedTableVersion)
    return "unsupported table format version " + std::to_string(version) + " (this build reads versions " +
           std::to_string(kTableVersion) + " and " + std::to_string(kKeyedTableVersion) + ")";
  out.keyed = version == kKeyedTableVersion;
  if (get_u32(bytes + kOffHeaderSize) != kTableHeaderSize) return "table header has the wrong size";
  if (get_u64(bytes + kOffHeaderCheck) != fnv1a64(bytes, kOffHeaderCheck))
    return "table header is corrupted (header checksum mismatch)";
  if (get_u32(bytes + kOffBits) != kTableValueBits) return "table values are not 16-bit";
  const char* name = reinterpret_cast<const char*>(bytes + kOffName);
  std::size_t len = 0;
  while (len < kNameBytes && name[len] != '\0') ++len;
  if (len == 0 || len == kNameBytes) return "table header has no rule set name";
  out.rules_name.assign(name, len);
  out.pieces = get_u32(bytes + kOffPieces);
  out.positions = get_u64(bytes + kOffPositions);
  out.rules_fingerprint = get_u64(bytes + kOffFingerprint);
  out.payload_checksum = get_u64(bytes + kOffChecksum);
  const std::uint64_t start_bits = get_u64(bytes + kOffStart);
  std::memcpy(&out.start_value, &start_bits, 8);
  if (out.positions == 0 || out.positions > (std::uint64_t{1} << 40)) return "table header has an impossible position count";
  return "";
}

namespace {

// The header (its payload checksum filled in here) and the payload, to `path`.
std::string write_table_file(TableHeader& h, const std::vector<std::uint8_t>& payload, const std::string& path,
                             std::uint64_t* bytes_written) {
  h.payload_checksum = fnv1a64(payload.data(), payload.size());
  std::uint8_t header[kTableHeaderSize];
  if (std::string e = encode_table_header(h, header); !e.empty()) return e;
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  if (!f) return "cannot create '" + path + "'";
  f.write(reinterpret_cast<const char*>(header), kTableHeaderSize);
  f.write(reinterpret_cast<const char*>(payload.data()), static_cast<std::streamsize>(payload.size()));
  f.close();
  if (!f) return "cannot write '" + path + "'";
  if (bytes_written) *bytes_written = kTableHeaderSize + payload.size();
  return "";
}

}  // namespace

std::string write_table(const Solution& solution, const std::string& path, std::uint64_t* bytes_written) {
  const std::uint64_t n = solution.index().size();
  TableHeader h;
  h.rules_name = std::string(solution.rules().name);
  h.pieces = static_cast<std::uint32_t>(solution.rules().pieces);
  h.positions = n;
  h.rules_fingerprint = rules_fingerprint(solution.rules());
  h.start_value = solution.start_value();
  std::vector<std::uint8_t> payload(static_cast<std::size_t>(2 * n));
  for (std::uint64_t r = 0; r < n; ++r) {
    const std::uint16_t v = solution.encoded(r);
    payload[static_cast<std::size_t>(2 * r)] = static_cast<std::uint8_t>(v & 0xFFu);
    payload[static_cast<std::size_t>(2 * r + 1)] = static_cast<std::uint8_t>(v >> 8);
  }
  return write_table_file(h, payload, path, bytes_written);
}

std::string write_keyed_table(const RuleSet& r, const std::vector<std::uint64_t>& keys,
                              const std::vector<double>& values, double start_value, const std::string& path,
                              std::uint64_t* bytes_written) {
  if (keys.size() != values.size() || keys.empty()) return "a keyed table needs one value for each key";
  TableHeader h;
  h.rules_name = std::string(r.name);
  h.pieces = static_cast<std::uint32_t>(r.pieces);
  h.positions = keys.size();
  h.rules_fingerprint = rules_fingerprint(r);
  h.start_value = start_value;
  h.keyed = true;
  std::vector<std::uint8_t> payload(static_cast<std::size_t>(table_file_bytes(h) - kTableHeaderSize));
  for (std::size_t i = 0; i < keys.size(); ++i) {
    put_u64(payload.data() + 8 * i, keys[i]);
    const std::uint16_t v = encode_value(values[i]);
    payload[8 * keys.size() + 2 * i] = static_cast<std::uint8_t>(v & 0xFFu);
    payload[8 * keys.size() + 2 * i + 1] = static_cast<std::uint8_t>(v >> 8);
  }
  return write_table_file(h, payload, path, bytes_written);
}

// ------------------------------------------------------------------ loading

TableLoad load_table_bytes(const std::vector<std::uint8_t>& bytes, const std::string& name) {
  TableLoad out;
  auto fail = [&](const std::string& why) {
    out.error = name + ": " + why;
    return out;
  };
  auto t = std::make_shared<Table>();
  if (std::string e = parse_table_header(bytes.data(), bytes.size(), t->header_); !e.empty()) return fail(e);
  const std::uint64_t want = table_file_bytes(t->header_);
  if (bytes.size() < want)
    return fail("table is truncated: expected " + std::to_string(want) + " bytes, the file has " +
                std::to_string(bytes.size()));
  if (bytes.size() > want)
    return fail("table has trailing data: expected " + std::to_string(want) + " bytes, the file has " +
                std::to_string(bytes.size()));
  const std::uint8_t* payload = bytes.data() + kTableHeaderSize;
  if (fnv1a64(payload, static_cast<std::size_t>(want - kTableHeaderSize)) != t->header_.payload_checksum)
    return fail("table payload is corrupted (checksum mismatch)");
  if (t->header_.keyed) {
    t->keys_.resize(static_cast<std::size_t>(t->header_.positions));
    for (std::size_t i = 0; i < t->keys_.size(); ++i) {
      t->keys_[i] = get_u64(payload + 8 * i);
      if (i > 0 && t->keys_[i] <= t->keys_[i - 1]) return fail("table keys are not in order");
    }
    payload += 8 * t->keys_.size();
  }
  t->values_.resize(static_cast<std::size_t>(t->header_.positions));
  for (std::size_t i = 0; i < t->values_.size(); ++i)
    t->values_[i] = static_cast<std::uint16_t>(payload[2 * i] | payload[2 * i + 1] << 8);
  out.table = std::move(t);
  return out;
}

TableLoad load_table(const std::string& path) {
  std::ifstream f(path, std::ios::binary | std::ios::ate);
  if (!f) return {nullptr, "cannot open table '" + path + "'"};
  const std::streamoff size = f.tellg();
  if (size < 0) return {nullptr, "cannot read table '" + path + "'"};
  f.seekg(0);
  // Check the header before trusting the size it implies.
  std::vector<std::uint8_t> bytes(static_cast<std::size_t>(std::min<std::streamoff>(size, kTableHeaderSize)));
  f.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  if (!f) return {nullptr, "cannot read table '" + path + "'"};
  TableHeader h;
  if (std::string e = parse_table_header(bytes.data(), bytes.size(), h); !e.empty()) return {nullptr, path + ": " + e};
  const std::uint64_t want = table_file_bytes(h);
  const auto have = static_cast<std::uint64_t>(size);
  if (have != want)  // refused before reading (or allocating) anything more
    return {nullptr, path + ": " + (have < want ? "table is truncated" : "table has trailing data") + ": expected " +
                         std::to_string(want) + " bytes, the file has " + std::to_string(have)};
  bytes.resize(static_cast<std::size_t>(size));
  f.read(reinterpret_cast<char*>(bytes.data() + kTableHeaderSize), size - kTableHeaderSize);
  if (!f) return {nullptr, "cannot read table '" + path + "'"};
  return load_table_bytes(bytes, path);
}

TableLoad find_table(const RuleSet& r) {
  static std::mutex mutex;
  static std::map<std::string, std::shared_ptr<const Table>> loaded;
  const std::string path = default_table_path(r);
  std::string why;
  // A rule set the index cannot rank has a table only if a small version was solved by its
  // states (a keyed table).
  if (!is_solvable(r, &why) && !std::ifstream(path))
    return {nullptr, "no perfect-play table for " + std::string(r.name) + ":" + std::to_string(r.pieces) + ": " + why +
                         " (small versions solve by their states: ur-cli solve " + std::string(r.name) + ":2)"};
  const std::lock_guard<std::mutex> lock(mutex);
  if (auto it = loaded.find(path); it != loaded.end() && it->second->matches(r)) return {it->second, ""};
  TableLoad t = load_table(path);
  if (!t.ok()) {
    t.error += " (solve it with: ur-cli solve " + std::string(r.name) + ":" + std::to_string(r.pieces) + " --out " + path + ")";
    return t;
  }
  if (std::string wrong = header_mismatch(t.table->header(), r); !wrong.empty()) return {nullptr, path + ": " + wrong};
  loaded[path] = t.table;
  return t;
}

// ------------------------------------------------------------------ probing

std::string header_mismatch(const TableHeader& h, const RuleSet& r) {
  if (h.rules_name == r.name && h.pieces == static_cast<std::uint32_t>(r.pieces) &&
      h.rules_fingerprint == rules_fingerprint(r))
    return "";
  return "the table is for " + table_label(h.rules_name, h.pieces) + " or other rules, not " +
         table_label(std::string(r.name), static_cast<std::uint32_t>(r.pieces));
}

bool Table::matches(const RuleSet& r) const { return header_mismatch(header_, r).empty(); }

std::optional<std::uint64_t> Table::rank_of(const RuleSet& r, const State& s) const {
  if (!keyed()) return table_rank(r, s);
  const std::uint64_t key = explicit_key(r, s);
  const auto it = std::lower_bound(keys_.begin(), keys_.end(), key);
  if (it == keys_.end() || *it != key) return std::nullopt;
  return static_cast<std::uint64_t>(it - keys_.begin());
}

// Both go through the generic rules of perfect/table_source.hpp, over this table borrowed (not owned).
std::optional<double> Table::value_after(const RuleSet& r, const State& after, Side mover) const {
  if (!matches(r) || after.rules_id != r.id) return std::nullopt;
  LoadedTableSource source(std::shared_ptr<const Table>(std::shared_ptr<const Table>(), this));
  double v = 0;
  if (ur::value_after(r, after, mover, source, v) != Lookup::Ready) return std::nullopt;
  return v;
}

std::optional<double> Table::probe(const RuleSet& r, const State& s) const {
  if (!matches(r) || s.rules_id != r.id) return std::nullopt;
  LoadedTableSource source(std::shared_ptr<const Table>(std::shared_ptr<const Table>(), this));
  double v = 0;
  if (position_value(r, s, source, v) != Lookup::Ready) return std::nullopt;
  return v;
}

// ------------------------------------------------------------------ single entries

std::string TableReader::open(const std::string& path) {
  open_ = false;
  std::ifstream f(path, std::ios::binary | std::ios::ate);
  if (!f) return "cannot open table '" + path + "'";
  const std::streamoff size = f.tellg();
  f.seekg(0);
  std::uint8_t bytes[kTableHeaderSize];
  const std::size_t got = static_cast<std::size_t>(std::min<std::streamoff>(size < 0 ? 0 : size, kTableHeaderSize));
  f.read(reinterpret_cast<char*>(bytes), static_cast<std::streamsize>(got));
  if (!f) return "cannot read table '" + path + "'";
  if (std::string e = parse_table_header(bytes, got, header_); !e.empty()) return path + ": " + e;
  if (header_.keyed) return path + ": a table of states by key is read whole, not entry by entry";
  const std::uint64_t want = kTableHeaderSize + 2 * header_.positions;
  if (static_cast<std::uint64_t>(size) != want)
    return path + ": table is truncated or padded: expected " + std::to_string(want) + " bytes, the file has " +
           std::to_string(size);
  path_ = path;
  open_ = true;
  return "";
}

std::optional<double> TableReader::read(std::uint64_t rank) {
  if (!open_ || rank >= header_.positions) return std::nullopt;
  std::ifstream f(path_, std::ios::binary);
  f.seekg(static_cast<std::streamoff>(entry_offset(rank)));
  std::uint8_t b[2];
  f.read(reinterpret_cast<char*>(b), 2);
  if (!f) return std::nullopt;
  return decode_entry(b[0], b[1]);
}

}  // namespace ur
