// The table cache's bookkeeping: what was asked for, when, what is on its way, what came.
#include "perfect/table_cache.hpp"

#include <algorithm>
#include <iterator>

namespace ur {
namespace {

// Entries at most this many bytes apart are fetched in one range: a few bytes more in
// one answer cost less than another request.
constexpr std::uint64_t kMergeGapBytes = 64;

}  // namespace

TableCache::TableCache(const RuleSet& rules, Clock clock, double slow_ms, bool wait_for_index)
    : rules_(rules), clock_(std::move(clock)), slow_ms_(slow_ms), file_(table_file_name(rules)) {
  listing_.file = file_;
  if (wait_for_index) header_state_ = HeaderState::Waiting;
  header_since_ = clock_();
}

void TableCache::list(const TableListing& listing) {
  if (header_state_ != HeaderState::Waiting) return;
  listing_ = listing;
  preparing_ = false;
  header_state_ = HeaderState::Asked;
  header_since_ = clock_();
}

Lookup TableCache::status() const {
  switch (header_state_) {
    case HeaderState::Ready: return Lookup::Ready;
    case HeaderState::Missing: return Lookup::Missing;
    default: return Lookup::Pending;
  }
}

Lookup TableCache::entry(std::uint64_t rank, double& value) {
  if (header_state_ == HeaderState::Missing) return Lookup::Missing;
  const double now = clock_();
  // Entries are asked for only once the header has shown the table is the right one.
  if (header_state_ != HeaderState::Ready) return now - header_since_ > slow_ms_ ? Lookup::Missing : Lookup::Pending;
  if (rank >= header_.positions) return Lookup::Missing;
  if (whole_) {
    value = whole_->entry(rank);
    return Lookup::Ready;
  }
  if (const auto it = values_.find(rank); it != values_.end()) {
    value = decode_value(it->second);
    return Lookup::Ready;
  }
  if (failed_.count(rank)) return Lookup::Missing;
  if (const auto it = asked_.find(rank); it != asked_.end()) {
    if (!asking_ahead_ && ahead_.erase(rank)) it->second = now;  // needed now: the wait starts
    return now - it->second > slow_ms_ ? Lookup::Missing : Lookup::Pending;
  }
  asked_[rank] = now;
  if (asking_ahead_) ahead_.insert(rank);
  to_send_.push_back(rank);
  return Lookup::Pending;
}

std::vector<TableCache::Range> TableCache::take_requests() {
  std::vector<Range> out;
  if (header_state_ == HeaderState::Asked) {
    header_state_ = HeaderState::InFlight;
    out.push_back({0, kTableHeaderSize});
  }
  out.insert(out.end(), keyed_body_.begin(), keyed_body_.end());
  keyed_body_.clear();
  std::sort(to_send_.begin(), to_send_.end());
  to_send_.erase(std::unique(to_send_.begin(), to_send_.end()), to_send_.end());
  for (const std::uint64_t rank : to_send_) {
    const std::uint64_t offset = entry_offset(rank);
    if (!out.empty() && out.back().offset > 0 && offset <= out.back().offset + out.back().size + kMergeGapBytes &&
        listing_.part_of(offset + 1) == listing_.part_of(out.back().offset))
      out.back().size = offset + 2 - out.back().offset;
    else
      out.push_back({offset, 2});
  }
  to_send_.clear();
  for (const Range& r : out) in_flight_[r.offset] = r;
  return out;
}

void TableCache::deliver(std::uint64_t offset, const std::uint8_t* bytes, std::size_t size, std::uint64_t file_size) {
  const auto it = in_flight_.find(offset);
  if (it == in_flight_.end() || header_state_ == HeaderState::Missing) return;
  const Range range = it->second;
  in_flight_.erase(it);
  if (offset == 0) {
    // A table in parts: the server reports part 0's size; the index gives the whole.
    if (listing_.part_size != 0) {
      if (file_size != 0 && file_size != listing_.part_bytes(0))
        return fail_table("part " + listing_.part_file(0) + " has " + std::to_string(file_size) +
                          " bytes, the site's index says " + std::to_string(listing_.part_bytes(0)));
      file_size = listing_.size;
    } else if (listing_.size != 0 && file_size != 0 && file_size != listing_.size) {
      return fail_table("the file has " + std::to_string(file_size) + " bytes, the site's index says " +
                        std::to_string(listing_.size));
    }
    take_header(bytes, size, file_size);
    return;
  }
  if (header_.keyed) {
    if (size != range.size) return fail_table("the table came short: " + std::to_string(size) + " of " +
                                              std::to_string(range.size) + " bytes");
    take_keyed_body(bytes, size);
    return;
  }
  const std::uint64_t first = (offset - kTableHeaderSize) / 2;
  for (std::uint64_t i = 0; i < range.size / 2; ++i) {
    const std::uint64_t rank = first + i;
    if (2 * i + 1 < size) {
      values_[rank] = static_cast<std::uint16_t>(bytes[2 * i] | bytes[2 * i + 1] << 8);
    } else if (asked_.count(rank)) {
      failed_.insert(rank);  // a short answer: the server did not send this entry
    }
    asked_.erase(rank);
    ahead_.erase(rank);
  }
}

void TableCache::fail(std::uint64_t offset, const std::string& why) {
  const auto it = in_flight_.find(offset);
  if (it == in_flight_.end() || header_state_ == HeaderState::Missing) return;
  const Range range = it->second;
  in_flight_.erase(it);
  if (offset == 0 || header_.keyed) {
    fail_table(why);
    return;
  }
  const std::uint64_t first = (offset - kTableHeaderSize) / 2;
  for (std::uint64_t rank = first; rank < first + range.size / 2; ++rank) {
    if (asked_.erase(rank)) failed_.insert(rank);
    ahead_.erase(rank);
  }
}

void TableCache::fail_table(const std::string& why) {
  if (header_state_ == HeaderState::Missing) return;
  header_state_ = HeaderState::Missing;
  error_ = file_ + ": " + why;
}

void TableCache::take_header(const std::uint8_t* bytes, std::size_t size, std::uint64_t file_size) {
  TableHeader h;
  if (std::string e = parse_table_header(bytes, size, h); !e.empty()) return fail_table(e);
  if (std::string why = header_mismatch(h, rules_); !why.empty()) return fail_table(why);
  const std::uint64_t want = table_file_bytes(h);
  if (file_size != 0 && file_size != want)
    return fail_table("table is truncated or padded: expected " + std::to_string(want) + " bytes, the file has " +
                      std::to_string(file_size));
  header_ = h;
  if (!h.keyed) {
    header_state_ = HeaderState::Ready;
    return;
  }
  // The rest of a keyed table in one range: its keys are needed to find any entry.
  if (listing_.part_size != 0) return fail_table("a table of states by key must be published in one part");
  header_state_ = HeaderState::InFlight;
  const Range body{kTableHeaderSize, want - kTableHeaderSize};
  keyed_body_.push_back(body);
}

void TableCache::take_keyed_body(const std::uint8_t* bytes, std::size_t size) {
  std::vector<std::uint8_t> file(kTableHeaderSize + size);
  std::uint8_t header[kTableHeaderSize];
  if (std::string e = encode_table_header(header_, header); !e.empty()) return fail_table(e);
  std::copy(header, header + kTableHeaderSize, file.begin());
  std::copy(bytes, bytes + size, file.begin() + kTableHeaderSize);
  TableLoad t = load_table_bytes(file, file_);
  if (!t.ok()) return fail_table(t.error.substr(file_.size() + 2));  // fail_table names the file
  whole_ = std::move(t.table);
  header_state_ = HeaderState::Ready;
}

std::optional<std::uint64_t> TableCache::rank_of(const RuleSet& r, const State& s) const {
  if (!header_.keyed) return table_rank(r, s);
  if (!whole_) return std::nullopt;
  return whole_->rank_of(r, s);
}

// ------------------------------------------------------------------ library

std::shared_ptr<TableCache> TableLibrary::get(const RuleSet& r) {
  // Rules the index cannot rank have tables only in small versions, solved by their states.
  if (!is_solvable(r) && r.pieces >= r.default_pieces) return nullptr;
  auto& cache = caches_[table_file_name(r)];
  if (!cache) {
    cache = std::make_shared<TableCache>(r, clock_, kSlowTableMs, indexed_);
    if (indexed_) apply_index(*cache);
  }
  return cache;
}

void TableLibrary::apply_index(TableCache& cache) const {
  if (index_state_ == IndexState::Failed) return cache.fail_table(index_error_);
  if (index_state_ != IndexState::Known) return;  // it waits for the index
  if (const auto it = index_.tables.find(cache.file_name()); it != index_.tables.end()) return cache.list(it->second);
  if (index_.preparing.count(cache.file_name())) return cache.set_preparing(true);
  cache.fail_table("this site has no such table (tables/index.txt does not list it)");
}

bool TableLibrary::take_index_request() {
  if (!indexed_ || index_state_ == IndexState::InFlight || index_state_ == IndexState::Failed) return false;
  const double now = clock_();
  const bool due = index_state_ == IndexState::Unknown ||
                   (!index_.preparing.empty() && now - index_asked_at_ >= kIndexRefreshMs);
  if (!due) return false;
  index_state_ = index_state_ == IndexState::Unknown ? IndexState::InFlight : index_state_;
  index_asked_at_ = now;
  return true;
}

void TableLibrary::index_loaded(std::string_view text) {
  TableIndex parsed;
  if (std::string why = parse_table_index(text, parsed); !why.empty()) return index_failed("tables/index.txt, " + why);
  index_ = std::move(parsed);
  index_state_ = IndexState::Known;
  for (auto& [file, cache] : caches_) apply_index(*cache);
}

void TableLibrary::index_failed(const std::string& why) {
  if (index_state_ == IndexState::Known) return;  // a failed refresh: keep what was known
  index_state_ = IndexState::Failed;
  index_error_ = why;
  for (auto& [file, cache] : caches_) apply_index(*cache);
}

void TableLibrary::retry_index() {
  if (index_state_ != IndexState::Failed) return;
  index_state_ = IndexState::Unknown;
  index_error_.clear();
  for (auto it = caches_.begin(); it != caches_.end();)
    it = it->second->status() == Lookup::Missing ? caches_.erase(it) : std::next(it);
}

std::vector<TableLibrary::Request> TableLibrary::take_requests() {
  std::vector<Request> out;
  for (auto& [file, cache] : caches_)
    for (const TableCache::Range& r : cache->take_requests()) {
      const int id = next_id_++;
      pending_[id] = {cache, r.offset};
      const TableListing& l = cache->listing();
      const int part = l.part_of(r.offset);
      out.push_back({id, l.part_file(part), r.offset - l.part_start(part), r.size});
    }
  return out;
}

void TableLibrary::deliver(int id, const std::uint8_t* bytes, std::size_t size, std::uint64_t file_size) {
  const auto it = pending_.find(id);
  if (it == pending_.end()) return;
  const Pending p = it->second;
  pending_.erase(it);
  p.cache->deliver(p.offset, bytes, size, file_size);
}

void TableLibrary::fail(int id, const std::string& why, bool whole_table) {
  const auto it = pending_.find(id);
  if (it == pending_.end()) return;
  const Pending p = it->second;
  pending_.erase(it);
  if (whole_table) p.cache->fail_table(why);
  else p.cache->fail(p.offset, why);
}

}  // namespace ur
