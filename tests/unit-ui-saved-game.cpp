// The game kept between visits (ui/saved_game.hpp): a save read back is the same game —
// for every rule set, at random moments — and a game continued from it goes on with the
// same position, dice and next throws; a corrupt, cut-off or newer save is reported and
// kept aside, never lost; two tabs never silently overwrite each other's game.
#include <doctest/doctest.h>

#include <map>

#include "core/dice.hpp"
#include "core/position.hpp"
#include "ui/controller.hpp"
#include "ui/saved_game.hpp"
#include "unit-game-support.hpp"

using namespace ur;

namespace {

const Controller::Clock kClock = [] { return 0.0; };

// A store in memory, like the browser's local storage; `refuse` makes writes fail.
struct MemoryStore {
  std::map<std::string, std::string> files;
  bool refuse = false;
  Storage storage() {
    return {[this](const std::string& n) -> std::optional<std::string> {
              const auto it = files.find(n);
              return it == files.end() ? std::nullopt : std::optional<std::string>(it->second);
            },
            [this](const std::string& n, const std::string& t) {
              if (refuse) return false;
              files[n] = t;
              return true;
            },
            [this](const std::string& n) { files.erase(n); }};
  }
};

// A game of `rules` played at random for `steps` steps (or to its end).
SavedGame random_game(const RuleSet& rules, std::uint64_t& rng, int steps, State* end = nullptr) {
  SavedGame g;
  g.record.rules = rules;
  g.players = {"", "greedy"};
  g.seed = splitmix64(rng);
  g.record.tags = {{"light", "human"}, {"dark", "greedy"}, {"seed", std::to_string(g.seed)}};
  State s;
  g.record.steps = test::played_steps(rules, rng, steps, false, &s);
  g.dice_generator = splitmix64(rng);
  g.dice_shown = (rng & 1) != 0;
  g.shown_outcome = static_cast<int>(random_below(rng, 5));
  for (int& f : g.dice) f = static_cast<int>(random_below(rng, 2));
  g.hints = (rng & 2) != 0;
  g.revision = 1 + random_below(rng, 1000);
  g.tab = "t" + std::to_string(random_below(rng, 100000));
  if (end) *end = s;
  return g;
}

// Plays a controller with two people on, always the first choice, and returns the next
// `throws` outcomes it shows.
std::vector<int> next_throws(Controller& c, int throws, std::uint64_t now) {
  std::vector<int> out;
  for (int guard = 0; guard < 100000 && static_cast<int>(out.size()) < throws && c.stage() != Stage::Over; ++guard) {
    if (c.stage() == Stage::AwaitThrow) {
      REQUIRE(c.throw_dice(now));
    } else if (c.stage() == Stage::ChooseAction) {
      REQUIRE(c.choose(c.choices()[0], now));
    }
    const bool rolling = c.stage() == Stage::Rolling;
    now += 5000;
    c.update(now, kClock);
    if (rolling && c.dice_shown()) out.push_back(c.shown_outcome());
  }
  return out;
}

}  // namespace

TEST_CASE("a saved game reads back the same, for every rule set at 1,000 random moments") {
  std::uint64_t rng = 12345;
  for (const RuleSet& r : all_rule_sets()) {
    CAPTURE(r.name);
    int checked = 0;
    for (int i = 0; i < 1000; ++i) {
      State end;
      const SavedGame g = random_game(r, rng, static_cast<int>(random_below(rng, 300)), &end);
      const std::string text = write_saved_game(g);
      REQUIRE(!text.empty());
      const SavedGameParse p = read_saved_game(text);
      REQUIRE_MESSAGE(p.ok(), p.error);
      const SavedGame& b = *p.game;
      CHECK(b.record.steps == g.record.steps);
      CHECK(b.record.rules.name == g.record.rules.name);
      CHECK(b.players == g.players);
      CHECK(b.seed == g.seed);
      CHECK(b.dice_generator == g.dice_generator);
      CHECK(b.dice_shown == g.dice_shown);
      if (g.dice_shown) {
        CHECK(b.dice == g.dice);
        CHECK(b.shown_outcome == g.shown_outcome);
      }
      CHECK(b.hints == g.hints);
      CHECK(b.revision == g.revision);
      CHECK(b.tab == g.tab);
      CHECK(to_position(r, p.state) == to_position(r, end));
      ++checked;
    }
    CHECK(checked == 1000);
  }
}

TEST_CASE("a continued game has the same position, dice and next throws as the game left") {
  for (const std::string name : {"finkel", "jeu-royal", "ravensburger", "bell"}) {
    CAPTURE(name);
    const RuleSet& r = *find_rule_set(name);
    Controller a;
    REQUIRE(a.start(r, {"", ""}, 99, 0) == "");
    std::uint64_t now = 0;
    next_throws(a, 12, now);  // twelve throws into the game, then to a moment it is saved
    for (int i = 0; i < 100 && !a.settled(); ++i) a.update(now += 5000, kClock);
    REQUIRE(a.settled());
    // What the screen saves, read back, continued in a new controller.
    SavedGame g;
    g.record.rules = r;
    g.players = {"", ""};
    g.seed = 99;
    for (const HistoryItem& h : a.history()) g.record.steps.push_back(h.chance ? Step::of_chance(h.outcome) : Step::of_action(h.action));
    g.dice_generator = a.dice_generator();
    g.dice = a.dice_faces();
    g.dice_shown = a.dice_shown();
    g.shown_outcome = a.shown_outcome();
    const SavedGameParse p = read_saved_game(write_saved_game(g));
    REQUIRE_MESSAGE(p.ok(), p.error);
    Controller b;
    Controller::Resume resume;
    for (const Step& s : p.game->record.steps) resume.steps.push_back({s.chance, s.outcome, s.action, kLight});
    resume.dice_generator = p.game->dice_generator;
    resume.dice = p.game->dice;
    resume.dice_shown = p.game->dice_shown;
    resume.shown_outcome = p.game->shown_outcome;
    REQUIRE(b.resume(r, p.game->players, p.game->seed, resume, 1000) == "");
    CHECK(to_position(r, b.state()) == to_position(r, a.state()));
    CHECK(b.stage() == a.stage());
    CHECK(b.dice_shown() == a.dice_shown());
    if (a.dice_shown()) CHECK(b.dice_faces() == a.dice_faces());
    CHECK(b.history().size() == a.history().size());
    CHECK(b.last_move(kLight).to == a.last_move(kLight).to);
    CHECK(b.last_move(kDark).to == a.last_move(kDark).to);
    // The rest of the game's dice: the same throws in both.
    const std::vector<int> left = next_throws(a, 20, now), continued = next_throws(b, 20, 1000);
    CHECK(left.size() == 20);
    CHECK(continued == left);
  }
}

TEST_CASE("a save that cannot be read is reported, kept aside under a new name, and never overwritten") {
  std::uint64_t rng = 7;
  const SavedGame g = random_game(*find_rule_set("finkel"), rng, 40);
  const std::string good = write_saved_game(g);
  struct Bad {
    std::string text, says;
  };
  const std::string newer = "ur-game 99" + good.substr(good.find('\n'));
  const std::string cut = good.substr(0, good.size() * 2 / 3);
  std::string wrong_step = good;
  wrong_step.replace(wrong_step.find("position"), 8, "positio");
  std::string unknown_rules = good;
  unknown_rules.replace(unknown_rules.find("finkel"), 6, "wizard");
  const Bad bad[] = {{newer, "newer version"},
                     {cut, "truncated"},
                     {"", "not a saved game"},
                     {"\x01\x02garbage", "not a saved game"},
                     {unknown_rules, "wizard"},
                     {wrong_step, "line"}};
  for (const Bad& b : bad) {
    CAPTURE(b.says);
    const SavedGameParse p = read_saved_game(b.text);
    CHECK_FALSE(p.ok());
    CHECK(p.error.find(b.says) != std::string::npos);

    MemoryStore store;
    store.files["game"] = b.text;
    store.files["game-unreadable-1"] = "an earlier bad save";  // never overwritten
    GameKeeper keeper(store.storage(), "tab-a");
    const GameKeeper::Found f = keeper.find();
    CHECK_FALSE(f.game);
    CHECK(f.problem.find("could not be read") != std::string::npos);
    CHECK(f.problem.find("game-unreadable-2") != std::string::npos);
    CHECK(store.files.at("game-unreadable-2") == b.text);
    CHECK(store.files.at("game-unreadable-1") == "an earlier bad save");
    CHECK(store.files.count("game") == 0);
    // The next game is saved as usual.
    CHECK(keeper.save(g) == "");
    CHECK(read_saved_game(store.files.at("game")).ok());
  }
  // Nowhere to put it aside: it stays where it is, and nothing is saved over it.
  MemoryStore full;
  full.files["game"] = cut;
  full.refuse = true;
  GameKeeper keeper(full.storage(), "tab-a");
  const GameKeeper::Found f = keeper.find();
  CHECK(f.problem.find("left as it is") != std::string::npos);
  full.refuse = false;
  CHECK(keeper.save(g) != "");
  CHECK(full.files.at("game") == cut);
}

TEST_CASE("two tabs: the one that saved last keeps its game, the other is told and stops saving") {
  std::uint64_t rng = 11;
  const SavedGame first = random_game(*find_rule_set("finkel"), rng, 30);
  const SavedGame second = random_game(*find_rule_set("blitz"), rng, 30);
  MemoryStore store;
  GameKeeper a(store.storage(), "tab-a"), b(store.storage(), "tab-b");
  CHECK_FALSE(a.find().game);
  CHECK(a.save(first) == "");
  CHECK(a.save(first) == "");  // its own writes never conflict
  // The second tab opens the site, continues that game, and plays on.
  const GameKeeper::Found found = b.find();
  REQUIRE(found.game);
  CHECK(found.game->revision == 2);
  CHECK(b.save(second) == "");
  // The first tab's next step is not written over it.
  const std::string notice = a.save(first);
  CHECK(notice.find("Another tab") != std::string::npos);
  CHECK(a.blocked());
  const SavedGameParse kept = read_saved_game(store.files.at("game"));
  REQUIRE(kept.ok());
  CHECK(kept.game->record.rules.name == "blitz");
  CHECK(kept.game->tab == "tab-b");
  a.forget();  // nor removed by it
  CHECK(store.files.count("game") == 1);
  // The game that ends is forgotten by the tab that owns it.
  b.forget();
  CHECK(store.files.count("game") == 0);
}
