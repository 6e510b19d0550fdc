// The screen-reader narration: each game message and prompt said once as it is shown, a
// whole game against the computer told from the first throw to the result, and the moves
// that can be chosen said on request, numbered like the keys, in every language.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "ui/controller.hpp"
#include "ui/describe.hpp"
#include "ui/language.hpp"
#include "ui/narration.hpp"
#include "ui/screens.hpp"

using namespace ur;

namespace {
const Controller::Clock kClock = [] { return 0.0; };
}  // namespace

TEST_CASE("narration: a new message or prompt is said once; a result is not said twice") {
  Narration n;
  CHECK(n.follow("", "Your turn — throw") == std::vector<std::string>{"Your turn — throw"});
  CHECK(n.follow("", "Your turn — throw").empty());
  CHECK(n.follow("Light: 2 marked = move 2", "Your move — pick a piece") ==
        std::vector<std::string>{"Light: 2 marked = move 2", "Your move — pick a piece"});
  CHECK(n.follow("Light: 2 marked = move 2", "Your move — pick a piece").empty());
  CHECK(n.follow("Dark: 0 marked: no move", "Your move — pick a piece") == std::vector<std::string>{"Dark: 0 marked: no move"});
  CHECK(n.follow("You win!", "You win!") == std::vector<std::string>{"You win!"});
  n.reset();
  CHECK(n.follow("You win!", "You win!") == std::vector<std::string>{"You win!"});
}

TEST_CASE("narration: a whole game against the computer is told throw by throw, move by move, to the result") {
  for (const char* name : {"finkel", "jeu-royal", "tokens"}) {
    CAPTURE(name);
    const RuleSet& r = *find_rule_set(name);
    Controller c;
    REQUIRE(c.start(r, {"greedy", "random"}, 5, 0) == "");
    Narration n;
    std::vector<std::string> said;
    std::uint64_t now = 0;
    for (int i = 0; i < 400000 && c.stage() != Stage::Over; ++i) {
      now += 16;  // a frame
      c.update(now, kClock);
      for (std::string& t : n.follow(c.message(), status_line(c))) said.push_back(std::move(t));
    }
    REQUIRE(c.stage() == Stage::Over);
    for (std::string& t : n.follow(c.message(), status_line(c))) said.push_back(std::move(t));
    // Every throw and every move the computers made was said (each is a message of its own
    // at the normal pace), and the result last, once.
    int throws = 0, moves = 0;
    for (const HistoryItem& h : c.history()) (h.chance ? throws : moves) += 1;
    CHECK(static_cast<int>(said.size()) >= throws + moves);
    REQUIRE_FALSE(said.empty());
    CHECK(said.back() == c.message());
    CHECK(std::count(said.begin(), said.end(), c.message()) == 1);
    for (std::size_t i = 1; i < said.size(); ++i) CHECK(said[i] != said[i - 1]);
  }
}

TEST_CASE("narration: the moves that can be chosen, numbered like the keys, in every language") {
  const RuleSet& r = *find_rule_set("finkel");
  Controller c;
  REQUIRE(c.start(r, {"", ""}, 3, 0) == "");
  std::uint64_t now = 0;
  // Throw until a move is to be chosen.
  for (int i = 0; i < 1000 && c.stage() != Stage::ChooseAction; ++i) {
    if (c.stage() == Stage::AwaitThrow) c.throw_dice(now);
    now += 50;
    c.update(now, kClock);
  }
  REQUIRE(c.stage() == Stage::ChooseAction);
  const ActionList& choices = c.choices();
  REQUIRE(choices.size() >= 1);
  const std::string english = moves_to_say(r, c.state(), choices);
  CHECK(english.find("1. " + describe_action(r, c.state(), choices[0]).text) != std::string::npos);
  CHECK(english.starts_with(choices.size() == 1 ? "1 move: " : std::to_string(choices.size()) + " moves: "));
  CHECK(moves_to_say(r, c.state(), ActionList{}) == "No move to choose now.");
  for (const i18n::LanguageInfo& l : i18n::all_languages()) {
    CAPTURE(l.code);
    set_current_language(l.id);
    const std::string text = moves_to_say(r, c.state(), choices);
    CHECK(text.find("narration.") == std::string::npos);  // no raw key
    CHECK(text.find("{") == std::string::npos);           // no unfilled placeholder
    CHECK(text.find("1. " + describe_action(r, c.state(), choices[0]).text) != std::string::npos);
  }
  set_current_language(i18n::Language::English);
  const std::string french_start = (set_current_language(i18n::Language::French), moves_to_say(r, c.state(), choices));
  set_current_language(i18n::Language::English);
  CHECK(french_start.find("coup") != std::string::npos);
}
