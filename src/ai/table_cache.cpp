// The table cache's bookkeeping: what was asked for, when, what is on its way, what came.
#include "ai/table_cache.hpp"

#include <algorithm>

namespace ur {
namespace {

// Entries at most this many bytes apart are fetched in one range: a few bytes more in
// one answer cost less than another request.
constexpr std::uint64_t kMergeGapBytes = 64;

}  // namespace

TableCache::TableCache(const RuleSet& rules, Clock clock, double slow_ms)
    : rules_(rules), clock_(std::move(clock)), slow_ms_(slow_ms), file_(table_file_name(rules)) {
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
  if (const auto it = values_.find(rank); it != values_.end()) {
    value = decode_value(it->second);
    return Lookup::Ready;
  }
  if (failed_.count(rank)) return Lookup::Missing;
  if (const auto it = asked_.find(rank); it != asked_.end())
    return now - it->second > slow_ms_ ? Lookup::Missing : Lookup::Pending;
  asked_[rank] = now;
  to_send_.push_back(rank);
  return Lookup::Pending;
}

std::vector<TableCache::Range> TableCache::take_requests() {
  std::vector<Range> out;
  if (header_state_ == HeaderState::Asked) {
    header_state_ = HeaderState::InFlight;
    out.push_back({0, kTableHeaderSize});
  }
  std::sort(to_send_.begin(), to_send_.end());
  to_send_.erase(std::unique(to_send_.begin(), to_send_.end()), to_send_.end());
  for (const std::uint64_t rank : to_send_) {
    const std::uint64_t offset = entry_offset(rank);
    if (!out.empty() && out.back().offset > 0 && offset <= out.back().offset + out.back().size + kMergeGapBytes)
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
    take_header(bytes, size, file_size);
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
  }
}

void TableCache::fail(std::uint64_t offset, const std::string& why) {
  const auto it = in_flight_.find(offset);
  if (it == in_flight_.end() || header_state_ == HeaderState::Missing) return;
  const Range range = it->second;
  in_flight_.erase(it);
  if (offset == 0) {
    fail_table(why);
    return;
  }
  const std::uint64_t first = (offset - kTableHeaderSize) / 2;
  for (std::uint64_t rank = first; rank < first + range.size / 2; ++rank)
    if (asked_.erase(rank)) failed_.insert(rank);
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
  const std::uint64_t want = kTableHeaderSize + 2 * h.positions;
  if (file_size != 0 && file_size != want)
    return fail_table("table is truncated or padded: expected " + std::to_string(want) + " bytes, the file has " +
                      std::to_string(file_size));
  header_ = h;
  header_state_ = HeaderState::Ready;
}

// ------------------------------------------------------------------ library

std::shared_ptr<TableCache> TableLibrary::get(const RuleSet& r) {
  if (!is_solvable(r)) return nullptr;
  auto& cache = caches_[table_file_name(r)];
  if (!cache) cache = std::make_shared<TableCache>(r, clock_);
  return cache;
}

std::vector<TableLibrary::Request> TableLibrary::take_requests() {
  std::vector<Request> out;
  for (auto& [file, cache] : caches_)
    for (const TableCache::Range& r : cache->take_requests()) {
      const int id = next_id_++;
      pending_[id] = {cache, r.offset};
      out.push_back({id, file, r.offset, r.size});
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
