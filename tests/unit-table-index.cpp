// A site's list of tables (tables/index.txt) and tables cut into parts, as a static host
// that refuses big files needs: the index read and refused with the line at fault, the
// game asking for nothing before the index says the table is there, ranges that never
// straddle two parts, a table "being prepared" that becomes playable when it is listed,
// and `ur-cli publish` writing parts that read back as the whole table.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "perfect/explicit_solver.hpp"
#include "perfect/solver.hpp"
#include "perfect/table_cache.hpp"
#include "perfect/table_publish.hpp"
#include "cli/cli.hpp"
#include "cli/cli.hpp"
#include "unit-table-support.hpp"

namespace ur {
namespace {

namespace fs = std::filesystem;

fs::path scratch_dir(const std::string& name) {
#ifdef __EMSCRIPTEN__
  const fs::path dir = fs::temp_directory_path() / ("ur-table-index-test-wasm-" + name);
#else
  const fs::path dir = fs::temp_directory_path() / ("ur-table-index-test-native-" + name);
#endif
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

std::vector<std::uint8_t> read_bytes(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
}

std::string read_text(const fs::path& p) {
  const auto b = read_bytes(p);
  return {b.begin(), b.end()};
}

using Solved = test::SolvedFinkel2;
using test::FakeClock;
const Solved& solved() {
  static const Solved s("table-index");
  return s;
}

int run(const std::vector<std::string>& args, std::string* out_text = nullptr, std::string* err_text = nullptr) {
  std::istringstream in;
  std::ostringstream out, err;
  const int code = run_cli(args, in, out, err);
  if (out_text) *out_text = out.str();
  if (err_text) *err_text = err.str();
  return code;
}

}  // namespace

TEST_CASE("table index: what a site lists is read back, and a bad index names its line") {
  TableIndex index;
  REQUIRE(parse_table_index("urtables 1\n# comment\ntable finkel-7.urt 275740290 99999744\ntable blitz-5.urt 82487658\n"
                            "preparing british-museum-5.urt\npreparing blitz-5.urt\n",
                            index) == "");
  REQUIRE(index.tables.size() == 2);
  const TableListing& f = index.tables.at("finkel-7.urt");
  CHECK(f.parts() == 3);
  CHECK(f.part_file(0) == "finkel-7.urt.0");
  CHECK(f.part_file(2) == "finkel-7.urt.2");
  CHECK(f.part_bytes(0) == 99999744);
  CHECK(f.part_bytes(2) == 275740290 - 2 * 99999744);
  CHECK(f.part_of(99999743) == 0);
  CHECK(f.part_of(99999744) == 1);
  CHECK(index.tables.at("blitz-5.urt").parts() == 1);
  CHECK(index.tables.at("blitz-5.urt").part_file(0) == "blitz-5.urt");
  // A table both ready and "preparing" is ready.
  CHECK(index.preparing == std::set<std::string>{"british-museum-5.urt"});

  TableIndex again;
  REQUIRE(parse_table_index(format_table_index(index), again) == "");
  CHECK(format_table_index(again) == format_table_index(index));

  const std::pair<const char*, const char*> bad[] = {
      {"", "the table index is empty"},
      {"<html>404</html>\n", "line 1: not a table index"},
      {"urtables 2\n", "line 1: index format 2 is newer than this game reads (1)"},
      {"urtables 1\ntable ../../etc/passwd 200\n", "line 2: '../../etc/passwd' is not a table file name"},
      {"urtables 1\ntable finkel-7.urt 95\n", "line 2: size '95' is not a table's size"},
      {"urtables 1\ntable finkel-7.urt 275740291\n", "line 2: size '275740291' is not a table's size"},
      {"urtables 1\ntable finkel-7.urt 275740290 1001\n", "line 2: part size '1001' must be an even number"},
      {"urtables 1\ntable finkel-7.urt 275740290 256\n", "line 2: more than 1000 parts"},
      {"urtables 1\n\ntable finkel-7.urt 98\ntable finkel-7.urt 98\n", "line 4: 'finkel-7.urt' is listed twice"},
      {"urtables 1\ntables finkel-7.urt 98\n", "line 2: unknown entry 'tables'"},
      {"urtables 1\npreparing\n", "line 2: 'preparing' wants one table file name"},
  };
  for (const auto& c : bad) {
    const std::string text = c.first, why = c.second;
    CAPTURE(text);
    TableIndex out = index;
    const std::string e = parse_table_index(text, out);
    CHECK(e.rfind(why, 0) == 0);
    CHECK(out.tables.size() == 2);  // unchanged on an error
  }
  CHECK(valid_table_file_name("jeu-royal-7.urt"));
  CHECK_FALSE(valid_table_file_name("Finkel-7.urt"));
  CHECK_FALSE(valid_table_file_name("finkel.urt"));
  CHECK_FALSE(valid_table_file_name("finkel-7.urt.0"));
}

TEST_CASE("table library: on a site, nothing is asked for before the index lists the table") {
  const Solved& t = solved();
  FakeClock clock;
  TableLibrary library(clock.fn(), /*indexed=*/true);
  const auto cache = library.get(t.rules);
  REQUIRE(cache != nullptr);
  CHECK(library.take_index_request());
  CHECK_FALSE(library.take_index_request());  // one fetch at a time
  CHECK(library.take_requests().empty());     // no table file before the index
  CHECK(cache->status() == Lookup::Pending);

  SUBCASE("a table the index does not list is never fetched, and says why") {
    library.index_loaded("urtables 1\n");
    CHECK(cache->status() == Lookup::Missing);
    CHECK(cache->error() == "finkel-2.urt: this site has no such table (tables/index.txt does not list it)");
    CHECK(library.take_requests().empty());
    const auto other = library.get(find_rule_set("blitz")->with_pieces(2));
    CHECK(other->status() == Lookup::Missing);
    CHECK(library.take_requests().empty());
  }
  SUBCASE("no index (or a bad one) means no tables, and nothing fetched") {
    library.index_loaded("<!doctype html><title>Not found</title>");
    CHECK(cache->status() == Lookup::Missing);
    CHECK(cache->error() == "finkel-2.urt: tables/index.txt, line 1: not a table index (it must start with 'urtables 1')");
    CHECK(library.take_requests().empty());
    CHECK_FALSE(library.take_index_request());
  }
  SUBCASE("a table in parts: every range is asked of one part, and values match the whole table") {
    const std::uint64_t part = 512;
    library.index_loaded("urtables 1\ntable finkel-2.urt " + std::to_string(t.bytes.size()) + " " + std::to_string(part) + "\n");
    auto serve = [&](bool lie_about_size) {
      for (const TableLibrary::Request& r : library.take_requests()) {
        const std::size_t dot = r.file.rfind('.');
        REQUIRE(r.file.substr(0, dot) == "finkel-2.urt");
        const int k = std::stoi(r.file.substr(dot + 1));
        const std::uint64_t start = part * static_cast<std::uint64_t>(k);
        const std::uint64_t part_bytes = std::min<std::uint64_t>(part, t.bytes.size() - start);
        REQUIRE(r.offset + r.size <= part_bytes);  // never past the end of its part
        library.deliver(r.id, t.bytes.data() + start + r.offset, static_cast<std::size_t>(r.size),
                        lie_about_size ? t.bytes.size() : part_bytes);
      }
    };
    serve(false);
    REQUIRE(cache->status() == Lookup::Ready);
    const auto& whole = t.table;
    // Every entry of the first parts, asked for together: the ranges merge within a part only.
    const std::uint64_t n = std::min<std::uint64_t>(whole->size(), 2000);
    double v = 0;
    for (std::uint64_t rank = 0; rank < n; ++rank) cache->entry(rank, v);
    serve(false);
    for (std::uint64_t rank = 0; rank < n; ++rank) {
      CAPTURE(rank);
      REQUIRE(cache->entry(rank, v) == Lookup::Ready);
      CHECK(v == whole->entry(rank));
    }
  }
  SUBCASE("a part of the wrong size refuses the table") {
    library.index_loaded("urtables 1\ntable finkel-2.urt " + std::to_string(t.bytes.size()) + " 512\n");
    const auto requests = library.take_requests();
    REQUIRE(requests.size() == 1);
    CHECK(requests[0].file == "finkel-2.urt.0");
    library.deliver(requests[0].id, t.bytes.data(), kTableHeaderSize, t.bytes.size());  // the whole file, not a part
    CHECK(cache->status() == Lookup::Missing);
    CHECK(cache->error().find("part finkel-2.urt.0 has") != std::string::npos);
  }
  SUBCASE("a table being prepared waits, then plays once the index lists it") {
    library.index_loaded("urtables 1\npreparing finkel-2.urt\n");
    CHECK(cache->preparing());
    CHECK(cache->status() == Lookup::Pending);
    CHECK(library.take_requests().empty());
    double v = 0;
    clock.now += 2000;
    CHECK(cache->entry(0, v) == Lookup::Missing);  // too slow for this move: search plays it
    CHECK_FALSE(library.take_index_request());     // not yet time to look again
    clock.now += TableLibrary::kIndexRefreshMs;
    REQUIRE(library.take_index_request());
    library.index_failed("tables/index.txt could not be fetched (network error)");  // a failed refresh changes nothing
    CHECK(cache->preparing());
    clock.now += TableLibrary::kIndexRefreshMs;
    REQUIRE(library.take_index_request());
    library.index_loaded("urtables 1\ntable finkel-2.urt " + std::to_string(t.bytes.size()) + "\n");
    CHECK_FALSE(cache->preparing());
    const auto requests = library.take_requests();
    REQUIRE(requests.size() == 1);
    CHECK(requests[0].file == "finkel-2.urt");
    library.deliver(requests[0].id, t.bytes.data(), kTableHeaderSize, t.bytes.size());
    CHECK(cache->status() == Lookup::Ready);
    clock.now += 10 * TableLibrary::kIndexRefreshMs;
    CHECK_FALSE(library.take_index_request());  // nothing prepared any more: no more looking
  }
}

TEST_CASE("table library: on the desktop, tables are files read directly, with no index") {
  FakeClock clock;
  TableLibrary library(clock.fn());
  const auto cache = library.get(solved().rules);
  CHECK_FALSE(library.take_index_request());
  const auto requests = library.take_requests();
  REQUIRE(requests.size() == 1);
  CHECK(requests[0].file == "finkel-2.urt");
  CHECK(requests[0].offset == 0);
}

TEST_CASE("publish: parts on a site read back as the whole table; unchanged tables are not copied again") {
  const Solved& t = solved();
  const fs::path site = scratch_dir("site");
  std::string out, err;
  REQUIRE(run({"publish", "--out", site.string(), "--part-size", "1000", "--preparing", "blitz-5.urt", t.path.string()},
              &out, &err) == kExitOk);
  CHECK(out.find("published finkel-2.urt") != std::string::npos);
  TableIndex index;
  REQUIRE(parse_table_index(read_text(site / "index.txt"), index) == "");
  REQUIRE(index.tables.count("finkel-2.urt"));
  const TableListing l = index.tables.at("finkel-2.urt");
  CHECK(l.size == t.bytes.size());
  CHECK(l.parts() == static_cast<int>((t.bytes.size() + 999) / 1000));
  CHECK(index.preparing == std::set<std::string>{"blitz-5.urt"});
  std::vector<std::uint8_t> joined;
  for (int i = 0; i < l.parts(); ++i) {
    const auto part = read_bytes(site / l.part_file(i));
    CHECK(part.size() <= 1000);
    joined.insert(joined.end(), part.begin(), part.end());
  }
  CHECK(joined == t.bytes);
  CHECK_FALSE(fs::exists(site / "finkel-2.urt"));

  // Again: nothing copied; the preparing line goes when not given.
  REQUIRE(run({"publish", "--out", site.string(), "--part-size", "1000", t.path.string()}, &out, &err) == kExitOk);
  CHECK(out.find("unchanged finkel-2.urt") != std::string::npos);
  REQUIRE(parse_table_index(read_text(site / "index.txt"), index) == "");
  CHECK(index.preparing.empty());

  // Uncut (--part-size 0): one file, and the old parts are gone.
  REQUIRE(run({"publish", "--out", site.string(), "--part-size", "0", t.path.string()}, &out, &err) == kExitOk);
  CHECK(read_bytes(site / "finkel-2.urt") == t.bytes);
  CHECK_FALSE(fs::exists(site / "finkel-2.urt.0"));
  // With no table named, the index keeps listing what is there.
  REQUIRE(run({"publish", "--out", site.string()}, &out, &err) == kExitOk);
  REQUIRE(parse_table_index(read_text(site / "index.txt"), index) == "");
  CHECK(index.tables.count("finkel-2.urt") == 1);
}

TEST_CASE("publish: a keyed table (a small version solved by its states) is published whole, never cut") {
  const fs::path dir = scratch_dir("keyed");
  const std::string table = (dir / "jeu-royal-1.urt").string();
  const RuleSet r = find_rule_set("jeu-royal")->with_pieces(1);
  const ExplicitSolution sol = explicit_solve(r, ExplicitOptions{});
  REQUIRE(write_keyed_table(r, sol.keys, sol.values, sol.start_value, table) == "");
  const auto bytes = read_bytes(table);
  const fs::path site = scratch_dir("keyed-site");
  std::string out, err;
  // Cut into parts smaller than itself, it is refused: a game reads it in one request.
  CHECK(run({"publish", "--out", site.string(), "--part-size", "1000", table}, &out, &err) == kExitBadInput);
  CHECK(err.find("read whole and must fit one part (" + std::to_string(bytes.size()) + " bytes, parts of 1000)") !=
        std::string::npos);
  CHECK_FALSE(fs::exists(site / "index.txt"));
  REQUIRE(run({"publish", "--out", site.string(), table}, &out, &err) == kExitOk);
  TableIndex index;
  REQUIRE(parse_table_index(read_text(site / "index.txt"), index) == "");
  REQUIRE(index.tables.count("jeu-royal-1.urt"));
  CHECK(index.tables.at("jeu-royal-1.urt").parts() == 1);
  CHECK(read_bytes(site / "jeu-royal-1.urt") == bytes);
}

TEST_CASE("publish: a bad table or a bad index changes nothing on the site") {
  const Solved& t = solved();
  const fs::path site = scratch_dir("bad");
  REQUIRE(run({"publish", "--out", site.string(), t.path.string()}) == kExitOk);
  const std::string index_before = read_text(site / "index.txt");

  const fs::path dir = scratch_dir("bad-tables");
  auto write = [&](const std::string& name, std::vector<std::uint8_t> bytes) {
    std::ofstream(dir / name, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()),
                                                      static_cast<std::streamsize>(bytes.size()));
    return (dir / name).string();
  };
  auto corrupt = t.bytes;
  corrupt[corrupt.size() / 2] ^= 0x40;
  auto truncated = t.bytes;
  truncated.pop_back();
  truncated.pop_back();
  const std::pair<std::string, std::string> cases[] = {
      {write("corrupt.urt", corrupt), "table payload is corrupted (checksum mismatch)"},
      {write("short.urt", truncated), "table is truncated"},
      {write("text.urt", {'h', 'e', 'l', 'l', 'o'}), "not an Ur table file (bad magic)"},
      {(dir / "absent.urt").string(), "cannot open table"},
  };
  for (const auto& c : cases) {
    const std::string path = c.first, why = c.second;
    CAPTURE(path);
    std::string err;
    CHECK(run({"publish", "--out", site.string(), t.path.string(), path}, nullptr, &err) == kExitBadInput);
    CHECK(err.find(why) != std::string::npos);
    CHECK(read_text(site / "index.txt") == index_before);
  }
  std::string err;
  CHECK(run({"publish", "--out", site.string(), "--part-size", "255", t.path.string()}, nullptr, &err) == kExitUsage);
  CHECK(run({"publish", t.path.string()}, nullptr, &err) == kExitUsage);
  CHECK(err.find("publish needs --out DIR") != std::string::npos);
  CHECK(run({"publish", "--out", site.string(), "--preparing", "../x", t.path.string()}, nullptr, &err) == kExitBadInput);

  // Someone else's index.txt is not overwritten.
  std::ofstream(site / "index.txt", std::ios::trunc) << "my notes\n";
  CHECK(run({"publish", "--out", site.string(), t.path.string()}, nullptr, &err) == kExitBadInput);
  CHECK(err.find("is not a table index") != std::string::npos);
  CHECK(read_text(site / "index.txt") == "my notes\n");
}


TEST_CASE("table library: offline, the index cannot be fetched; back online it is asked again") {
  const Solved& t = solved();
  FakeClock clock;
  TableLibrary library(clock.fn(), /*indexed=*/true);
  const auto offline_game = library.get(t.rules);
  REQUIRE(library.take_index_request());
  library.index_failed("tables/index.txt could not be fetched (network error)");
  CHECK(library.index_failed());
  CHECK(offline_game->status() == Lookup::Missing);  // this game plays without hints
  CHECK_FALSE(library.take_index_request());           // no asking again and again while offline
  CHECK(library.get(t.rules) == offline_game);

  library.retry_index();  // the browser is online again
  CHECK_FALSE(library.index_failed());
  REQUIRE(library.take_index_request());
  library.index_loaded("urtables 1\ntable finkel-2.urt " + std::to_string(t.bytes.size()) + "\n");
  CHECK(offline_game->status() == Lookup::Missing);  // the game that was going on keeps its answer
  const auto next_game = library.get(t.rules);      // the next game of these rules asks afresh
  REQUIRE(next_game != offline_game);
  const auto requests = library.take_requests();
  REQUIRE(requests.size() == 1);
  library.deliver(requests[0].id, t.bytes.data(), kTableHeaderSize, t.bytes.size());
  CHECK(next_game->status() == Lookup::Ready);
  library.retry_index();  // online again with the index known: nothing to do
  CHECK_FALSE(library.take_index_request());
}

}  // namespace ur
