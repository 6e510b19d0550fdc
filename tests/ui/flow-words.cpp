// Every screen in French, Hungarian and Dutch in its own words (issue 43): a tour of the
// start screen (every rule set's card), the settings, the help, How to play (every page
// of three rule sets), games with hints on (finkel, and the stacks of jeu-royal and
// ravensburger with their choices), a result, its review to the end with its key moments,
// Your games and the statistics. Every text drawn on the way is collected (drawn_texts)
// and none may hold an English word — names aside: the rule sets', the levels', and the
// books and papers the rules come from, which keep their own titles. English is walked
// too, as the control: there the same words must be found, or the list tests nothing.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "ui-driver.hpp"
#include "ui/language.hpp"
#include "ui/level_names.hpp"
#include "ui/screens.hpp"

using ur::test::Json;
using ur::test::UiDriver;
using ur::test::UiOptions;
using ur::test::UiStore;

namespace {

// Words of English that French, Hungarian and Dutch do not write (so "menu", "excellent",
// "in", "of", "is", "capture", "rosette", "table", "blunder", "points", "chance",
// "computer", "perfect" are not here).
const std::set<std::string> kEnglish = {
    "the",    "and",     "your",   "you",      "with",   "throw",   "throws",   "piece",  "pieces", "move",
    "moves",  "turn",    "turns",  "light",    "dark",   "board",   "game",     "games",  "play",   "back",
    "off",    "wins",    "won",    "lost",     "search",  "estimate", "estimates", "from",
    "this",   "not",     "are",    "which",    "what",   "when",    "where",    "new",    "settings", "sound",
    "help",   "hints",   "continue", "leave",  "review", "friend",  "level",  "rules",  "square",
    "squares", "captured", "statistics", "history", "close", "next", "previous", "pass",  "luckiest", "unluckiest",
    "mistake", "inaccuracy", "good", "best",  "forced", "accuracy", "luck",   "start",  "end",
    "out",    "enters",  "stack",  "prisoner", "prisoners", "again", "no",    "yes",    "choose", "pick",
};

std::vector<std::string> english_words(const std::string& text) {
  std::vector<std::string> out;
  std::string word;
  bool ascii = true;
  auto flush = [&] {
    if (!word.empty() && ascii && kEnglish.count(word)) out.push_back(word);
    word.clear();
    ascii = true;
  };
  for (const char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (std::isalpha(c)) word += static_cast<char>(std::tolower(c));
    else if (c >= 0x80) ascii = false, word += static_cast<char>(c);  // a letter of another script: not English
    else flush();
  }
  flush();
  return out;
}

// Texts that are names in every language: titles of rule sets, levels, sources.
std::vector<std::string> names() {
  std::vector<std::string> out;
  for (const ur::RuleSet& r : ur::all_rule_sets()) {
    out.push_back(ur::rule_text(r, "title"));
    out.push_back(ur::rule_text(r, "source"));
  }
  for (const char* level : {"random", "greedy", "apprentice", "scribe", "priest", "king", "oracle", "perfect"})
    out.push_back(ur::level_display_name(level));
  return out;
}

struct Tour {
  UiDriver& d;
  std::vector<std::string> drawn;
  std::vector<std::string> found;  // "screen: 'text' (word)"
  std::vector<std::string> exempt = names();

  void look(const std::string& where) {
    d.step(50);
    for (const std::string& t : drawn) {
      const bool a_name = std::any_of(exempt.begin(), exempt.end(), [&](const std::string& n) {
        return !n.empty() && (n.find(t) != std::string::npos || t.find(n) != std::string::npos);
      });
      if (a_name) continue;
      for (const std::string& w : english_words(t)) found.push_back(where + ": '" + t + "' (" + w + ")");
    }
    drawn.clear();
  }

  // A game of `rules` with hints on, a few of the person's moves looked at.
  void game(const std::string& rules, int moves) {
    REQUIRE(d.app().start_game(rules, {"", "greedy"}, 17).empty());
    d.key(SDLK_h);
    for (int i = 0; i < 4000 && moves > 0 && d.screen() == "game"; ++i) {
      const Json s = d.state();
      if (s["human"] == true && s["stage"] == "await-throw") d.key(SDLK_SPACE);
      if (s["human"] == true && s["stage"] == "choose") {
        look(rules + " game, choosing");
        // A stack's alternatives, when a piece has more than one: the first of them.
        for (const Json& b : s["buttons"])
          if (b["id"].get<int>() >= ur::kChoiceBase && b["id"].get<int>() < ur::kRuleCardBase) {
            d.click(b["id"].get<int>());
            break;
          }
        if (d.state()["stage"] == "choose") {
          d.key(SDLK_TAB);
          d.key(SDLK_RETURN);
        }
        --moves;
      }
      d.step(48);
    }
    look(rules + " game");
  }
};

std::vector<std::string> tour(const std::string& lang) {
  auto store = std::make_shared<UiStore>();
  {
    std::ofstream prefs(store->dir() + "/prefs.txt");
    prefs << "lang=" << lang << "\n";
  }
  UiOptions options;
  options.store = store;
  UiDriver d(options);
  Tour t{d, {}, {}};
  struct Recording {  // the texts go to the tour while it lasts, however it ends
    explicit Recording(std::vector<std::string>* sink) { ur::drawn_texts() = sink; }
    ~Recording() { ur::drawn_texts() = nullptr; }
  } recording(&t.drawn);
  t.look("start");
  const Json rule_sets = d.state()["menu"]["ruleSets"];
  for (const Json& name : rule_sets) {
    if (d.has_button(ur::kAllRules)) d.click(ur::kAllRules);
    d.choose_rules(name.get<std::string>());
    t.look("start, " + name.get<std::string>());
  }
  d.click(ur::kOpenSettings);
  t.look("settings");
  d.key(SDLK_ESCAPE);
  d.key(SDLK_F1);
  t.look("help");
  for (int i = 0; i < 12; ++i) {
    d.key(SDLK_PAGEDOWN);
    t.look("help");
  }
  d.key(SDLK_ESCAPE);
  for (const char* rules : {"finkel", "jeu-royal", "ravensburger"}) {
    d.choose_rules(rules);
    d.click(ur::kHowToPlay);
    for (int page = 0; page < 14; ++page) {
      t.look(std::string("how to play ") + rules);
      d.key(SDLK_RIGHT);
    }
    d.key(SDLK_ESCAPE);
  }
  t.game("jeu-royal:3", 6);
  t.game("ravensburger", 6);
  // A whole game, its result, and its review to the end with the key moments.
  REQUIRE(d.app().start_game("finkel:2", {"", "greedy"}, 29).empty());
  d.key(SDLK_h);
  t.look("finkel game");
  REQUIRE(d.play_to_end());
  t.look("result");
  d.click(ur::kReviewGame);
  REQUIRE(d.until_screen("review"));
  REQUIRE(d.until([](const Json& s) { return s["review"]["complete"] == true; }, 120000));
  for (int i = 0; i < 8; ++i) {
    d.key(SDLK_k);
    t.look("review");
  }
  d.key(SDLK_END);
  t.look("review");
  d.click(ur::kReviewBack);
  if (d.until_screen("result", 2000) && d.has_button(ur::kBackToMenu)) d.click(ur::kBackToMenu);
  REQUIRE(d.until_screen("menu"));
  if (d.has_button(ur::kOpenHistory)) {
    d.click(ur::kOpenHistory);
    t.look("your games");
    if (d.has_button(ur::kOpenStatistics)) {
      d.click(ur::kOpenStatistics);
      t.look("statistics");
    }
  }
  return t.found;
}

}  // namespace

TEST_CASE("every screen speaks its language: no English word on any screen in French, Hungarian or Dutch") {
  // The control: English shows the words the list looks for.
  CHECK(tour("en").size() > 100);
  for (const std::string lang : {"fr", "hu", "nl"}) {
    CAPTURE(lang);
    const std::vector<std::string> found = tour(lang);
    std::string all;
    for (std::size_t i = 0; i < found.size() && i < 60; ++i) all += "  " + found[i] + "\n";
    CHECK_MESSAGE(found.empty(), found.size(), " English words on screen in ", lang, ":\n", all);
  }
}
