// A game started against the Queen in every rule set that ships a network (data/nets/):
// each file parses for its rule set, the game asks for it and takes it (from the disk, as
// the desktop does; the page fetches the same bytes), and the Queen plays with her
// network from her next decision. tests/browser/queen.test.mjs does this over HTTP for finkel and ravensburger in
// CI (every rule set in its slow run, UR_BROWSER_SLOW=1, docs/testing.md); here every
// shipped network is read and played with, in each CI run.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "ai/learned_eval.hpp"
#include "core/rules.hpp"
#include "ui-driver.hpp"
#include "../source_dir.hpp"

using namespace ur;
using ur::test::Json;
using ur::test::UiDriver;

namespace {

const std::filesystem::path kNets = std::filesystem::path(ur::test::source_dir()) / "data" / "nets";

std::vector<std::string> shipped_nets() {
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(kNets))
    if (e.path().extension() == ".urn") files.push_back(e.path().filename().string());
  std::sort(files.begin(), files.end());
  return files;
}

std::vector<std::uint8_t> bytes_of(const std::string& file) {
  std::ifstream in(kNets / file, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("a game against the Queen takes her network from its file, in every rule set that has one") {
  const std::vector<std::string> files = shipped_nets();
  REQUIRE(files.size() >= 6);
  for (const std::string& file : files) {
    const std::string rules = file.substr(0, file.rfind('-'));
    CAPTURE(file);
    const RuleSet* r = find_rule_set(rules);
    REQUIRE(r != nullptr);
    CHECK(learned_eval_file_name(*r) == file);
    // The file parses for its rule set, as the page's fetched bytes must.
    const std::vector<std::uint8_t> bytes = bytes_of(file);
    std::string why;
    CHECK_MESSAGE(LearnedEval::parse(*r, bytes.data(), bytes.size(), &why) != nullptr, why);
    // The game asks for it when it starts (the driver answers from the disk, as the
    // desktop does: src/platform/net_fetch.cpp), and the Queen plays with it from her next
    // decision; the greedy side never has one.
    UiDriver d;
    REQUIRE(d.app().start_game(rules, {"oracle", "greedy"}, 11).empty());
    REQUIRE(d.until_screen("game"));
    CHECK(d.until([](const Json& s) { return s["queenNetwork"][0] == true && s["turns"].get<int>() >= 4; }, 120000));
    const Json s = d.state();
    CHECK(s["screen"] == "game");
    CHECK(s["rules"] == rules);
    CHECK(s["queenNetwork"][1] == false);
    CHECK(find_learned_eval(*r) != nullptr);
  }
}
