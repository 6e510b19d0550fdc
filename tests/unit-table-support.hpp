// Shared by the table suites: finkel:2 solved once per test program and written to a
// file of that program's own (its name from `tag`, so suites running at once never share
// one), and a clock the test moves by hand.
#pragma once

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

#include "perfect/solver.hpp"
#include "perfect/table.hpp"
#include "perfect/table_cache.hpp"

namespace ur::test {

// finkel:2 solved, its table file (path), the file's bytes and the table loaded whole.
struct SolvedFinkel2 {
  RuleSet rules = find_rule_set("finkel")->with_pieces(2);
  std::filesystem::path path;
  std::vector<std::uint8_t> bytes;
  std::shared_ptr<const Table> table;
  explicit SolvedFinkel2(const std::string& tag) {
#ifdef __EMSCRIPTEN__
    const std::string build = "wasm";
#else
    const std::string build = "native";
#endif
    const auto dir = std::filesystem::temp_directory_path() / ("ur-" + tag + "-test-" + build);
    std::filesystem::create_directories(dir);
    path = dir / "finkel-2.urt";
    const auto solution = solve(rules, SolveOptions{});
    REQUIRE(write_table(*solution, path.string()) == "");
    std::ifstream f(path, std::ios::binary);
    bytes.assign(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
    table = load_table_bytes(bytes, path.string()).table;
    REQUIRE(table != nullptr);
  }
};

// A clock the test moves by hand.
struct FakeClock {
  double now = 1000;
  TableCache::Clock fn() {
    return [this] { return now; };
  }
};

}  // namespace ur::test
