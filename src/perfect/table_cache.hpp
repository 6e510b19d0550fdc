// A solved table read piece by piece from somewhere slow: a web server by HTTP range
// requests, or a file on the desktop. The 96-byte header comes first and is checked
// against the rule set; then single entries are fetched as they are asked for and kept.
// No I/O here: the owner takes the byte ranges to fetch (take_requests) and hands back
// the bytes or the failure, whenever they come. docs/perfect-play.md, "In a browser".
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "perfect/table_index.hpp"
#include "perfect/table_source.hpp"

namespace ur {

// An entry (or the header) asked for longer ago than this is "too slow": lookups say
// Missing, so that move is played without the table; the answer is still kept when it comes.
inline constexpr double kSlowTableMs = 1500;

class TableCache : public TableSource {
 public:
  using Clock = std::function<double()>;  // milliseconds, any origin

  // Asks for the header at once (the first take_requests() returns it), unless told to
  // wait for the site's table index (wait_for_index); then list() or fail_table() follows.
  TableCache(const RuleSet& rules, Clock clock, double slow_ms = kSlowTableMs, bool wait_for_index = false);

  // The site's index lists this table (perhaps in parts): its header is asked for now.
  void list(const TableListing& listing);
  // The site's index says this table is being made: it stays Pending until it is listed.
  void set_preparing(bool preparing) { preparing_ = preparing; }
  bool preparing() const { return preparing_ && header_state_ == HeaderState::Waiting; }
  const TableListing& listing() const { return listing_; }

  Lookup status() const override;
  const std::string& error() const override { return error_; }
  // Ready from the cache; Pending while the header or the entry is on its way (the entry
  // is asked for on first use); Missing when refused, out of range or too slow.
  Lookup entry(std::uint64_t rank, double& value) override;
  // A keyed table (a small version solved by its states) comes whole after its header, in
  // one range; until then its ranks are unknown.
  std::optional<std::uint64_t> rank_of(const RuleSet& r, const State& s) const override;
  bool keyed() const override { return header_state_ == HeaderState::Ready && header_.keyed; }
  // Entries asked for while asking ahead are fetched like any other, but are not "too
  // slow" until they have been asked for without it and kSlowTableMs has passed since.
  void set_asking_ahead(bool on) override { asking_ahead_ = on; }

  const RuleSet& rules() const { return rules_; }
  const std::string& file_name() const { return file_; }  // "finkel-7.urt"
  const TableHeader& header() const { return header_; }    // valid once status() is Ready

  // ---- for the code that fetches
  struct Range {
    std::uint64_t offset = 0, size = 0;  // bytes offset .. offset + size - 1 of the file
  };
  // The ranges to fetch now, each handed out once. Entries close together share a range,
  // never across the border of two parts.
  std::vector<Range> take_requests();
  // The bytes of a range handed out (fewer than asked: the rest counts as failed);
  // file_size is the size of the file (or part) as the server reported it (0 if unknown).
  void deliver(std::uint64_t offset, const std::uint8_t* bytes, std::size_t size, std::uint64_t file_size);
  // A range handed out could not be fetched: for the header, the whole table is Missing;
  // for entries, those entries are (the rest of the table stays usable).
  void fail(std::uint64_t offset, const std::string& why);
  // The table cannot be used at all (e.g. the server ignores range requests).
  void fail_table(const std::string& why);

 private:
  enum class HeaderState : std::uint8_t { Waiting, Asked, InFlight, Ready, Missing };
  void take_header(const std::uint8_t* bytes, std::size_t size, std::uint64_t file_size);
  void take_keyed_body(const std::uint8_t* bytes, std::size_t size);

  RuleSet rules_;
  Clock clock_;
  double slow_ms_;
  std::string file_;
  TableListing listing_;  // one file of unknown size until the index says otherwise
  bool preparing_ = false;
  HeaderState header_state_ = HeaderState::Asked;
  double header_since_ = 0;
  TableHeader header_;
  std::string error_;
  std::unordered_map<std::uint64_t, std::uint16_t> values_;
  std::shared_ptr<const Table> whole_;       // a keyed table, once its body came
  std::map<std::uint64_t, double> asked_;    // rank -> when it was first asked for (needed)
  std::set<std::uint64_t> ahead_;            // asked for ahead of need, not needed yet
  bool asking_ahead_ = false;
  std::vector<std::uint64_t> to_send_;       // asked, not yet handed out
  std::vector<Range> keyed_body_;            // a keyed table's body, not yet handed out
  std::map<std::uint64_t, Range> in_flight_;  // offset -> range handed out
  std::set<std::uint64_t> failed_;           // ranks whose fetch failed (not asked again)
};

// The tables of one session, one cache per table file, and the requests in flight for
// all of them, numbered so the platform layer can match answers to questions.
class TableLibrary {
 public:
  // indexed: the tables come from a site that lists them in tables/index.txt; nothing
  // is asked for until that index is known (a browser). Else files are read directly.
  explicit TableLibrary(TableCache::Clock clock, bool indexed = false) : clock_(std::move(clock)), indexed_(indexed) {}

  // The cache of r's table, created (and its header asked for) on first use; nullptr
  // when no table can exist for r (not a solvable rule set, nor a small version of one
  // that solves by its states).
  std::shared_ptr<TableCache> get(const RuleSet& r);

  struct Request {
    int id = 0;
    std::string file;  // "finkel-7.urt", or a part of it: "finkel-7.urt.2"
    std::uint64_t offset = 0, size = 0;  // within that file
  };
  std::vector<Request> take_requests();
  void deliver(int id, const std::uint8_t* bytes, std::size_t size, std::uint64_t file_size);
  // whole_table: the table cannot be used at all, whatever range was asked.
  void fail(int id, const std::string& why, bool whole_table = false);

  // ---- the site's index (indexed libraries only)
  // True when the index should be fetched now: at first, and then every
  // kIndexRefreshMs while it lists a table being prepared. Each true is one fetch.
  bool take_index_request();
  // The index's text as fetched, or why it could not be. A bad index refuses every table
  // (its message is each table's error); a failed refresh keeps the index known before.
  void index_loaded(std::string_view text);
  void index_failed(const std::string& why);
  bool index_known() const { return index_state_ == IndexState::Known; }
  bool index_failed() const { return index_state_ == IndexState::Failed; }
  // The connection is back (the browser went online): an index that could not be fetched
  // is asked for again, and the tables it had refused are forgotten, so the next game of
  // their rules asks afresh. A cache still held (the game going on) keeps its answer.
  void retry_index();
  const TableIndex& index() const { return index_; }
  // Whether the tables come from a site's index (a browser), not from files here.
  bool indexed() const { return indexed_; }
  static constexpr double kIndexRefreshMs = 15000;

 private:
  enum class IndexState : std::uint8_t { Unknown, InFlight, Known, Failed };
  void apply_index(TableCache& cache) const;

  struct Pending {
    std::shared_ptr<TableCache> cache;
    std::uint64_t offset = 0;
  };
  TableCache::Clock clock_;
  bool indexed_ = false;
  IndexState index_state_ = IndexState::Unknown;
  TableIndex index_;
  std::string index_error_;
  double index_asked_at_ = 0;
  std::map<std::string, std::shared_ptr<TableCache>> caches_;  // by file name
  std::map<int, Pending> pending_;
  int next_id_ = 1;
};

}  // namespace ur
