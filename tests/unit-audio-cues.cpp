// The game's sounds follow what the board shows: each throw rattles, then settles, with
// the dice of its rule set; each move slides, then lands, captures, reaches a rosette or
// bears off; stacks turning over are heard; the end is a win or a loss for the person
// playing; and a game continued starts silently.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <string>

#include "core/rules.hpp"
#include "ui/sound_cues.hpp"

using namespace ur;

namespace {

struct Heard {
  std::map<SoundId, int> count;
  std::vector<SoundCue> all;
};

// Plays a game to its end (the person, if any, takes the first choice), 20 ms a frame,
// and collects the sounds.
Heard play(const std::string& rules, const std::array<std::string, 2>& players, std::uint64_t seed, Controller* out = nullptr) {
  Controller c;
  c.pace() = kFastPace;
  std::uint64_t now = 0;
  REQUIRE(c.start(*find_rule_set(rules), players, seed, now) == "");
  SoundCues cues;
  cues.restart(c);
  Heard h;
  const Controller::Clock clock = [] { return 0.0; };
  for (int frame = 0; frame < 400000 && c.stage() != Stage::Over; ++frame) {
    if (c.is_human(c.state().side)) {
      if (c.stage() == Stage::AwaitThrow) c.throw_dice(now);
      else if (c.stage() == Stage::ChooseAction) c.choose(c.choices()[0], now);
    }
    c.update(now += 20, clock);
    for (const SoundCue& s : cues.follow(c)) {
      ++h.count[s.id];
      h.all.push_back(s);
    }
  }
  REQUIRE(c.stage() == Stage::Over);
  if (out) *out = std::move(c);
  return h;
}

int throws(const Controller& c) {
  return static_cast<int>(std::count_if(c.history().begin(), c.history().end(), [](const HistoryItem& i) { return i.chance; }));
}

}  // namespace

TEST_CASE("finkel: every throw rattles and settles with four tetrahedra; moves slide and land; the end is heard once") {
  Controller c;
  Heard h = play("finkel", {"", "random"}, 7, &c);
  CHECK(h.count.at(SoundId::TetraRattle) == throws(c));
  CHECK(h.count.at(SoundId::TetraSettle) == throws(c));
  for (const SoundCue& s : h.all)
    if (s.id == SoundId::TetraRattle || s.id == SoundId::TetraSettle) CHECK(s.dice == 4);
  CHECK(h.count.count(SoundId::CubeRattle) == 0);
  int moves = 0;
  for (const HistoryItem& i : c.history())
    if (!i.chance && (i.action.kind == ActionKind::Move || i.action.kind == ActionKind::Enter)) ++moves;
  CHECK(h.count.at(SoundId::Slide) == moves);
  const int landings = h.count[SoundId::Land] + h.count[SoundId::Capture] + h.count[SoundId::Rosette] + h.count[SoundId::BearOff];
  CHECK(landings == moves);
  CHECK(h.count.at(SoundId::BearOff) == c.state().off[0] + c.state().off[1]);  // one piece each time
  CHECK(h.count.at(SoundId::Rosette) > 0);
  CHECK(h.count.at(SoundId::Capture) > 0);
  CHECK(h.count.count(SoundId::StackFlip) == 0);
  // Against the computer, the end is the person's win or loss.
  const bool light_won = c.state().off[0] == 7;
  CHECK(h.count[SoundId::Win] == (light_won ? 1 : 0));
  CHECK(h.count[SoundId::Loss] == (light_won ? 0 : 1));
  CHECK(h.all.back().id == (light_won ? SoundId::Win : SoundId::Loss));
}

TEST_CASE("the dice of each rule set: three tetrahedra in bgg, a cube in ravensburger") {
  REQUIRE(find_rule_set("bgg")->dice_count == 3);
  Heard blitz = play("bgg", {"random", "random"}, 3);
  for (const SoundCue& s : blitz.all)
    if (s.id == SoundId::TetraSettle) CHECK(s.dice == 3);
  CHECK(blitz.count.at(SoundId::TetraSettle) > 0);
  Heard towers = play("ravensburger", {"random", "random"}, 5);
  CHECK(towers.count.at(SoundId::CubeSettle) > 0);
  CHECK(towers.count.at(SoundId::CubeRattle) > 0);
  CHECK(towers.count.count(SoundId::TetraSettle) == 0);
  CHECK(towers.count[SoundId::Win] == 1);  // two computers: the game's end is a win
}

TEST_CASE("jeu-royal: stacks turning over are heard") {
  Heard h = play("jeu-royal", {"random", "random"}, 11);
  CHECK(h.count[SoundId::StackFlip] > 0);
}

TEST_CASE("a throw or a move that began and ended between two looks is still heard whole, in order") {
  // Frames far apart (the first frame after the sound device opens can be long): the
  // dice rolled and settled, the piece slid and landed, unseen.
  Controller c;
  c.pace() = kFastPace;
  REQUIRE(c.start(*find_rule_set("finkel"), {"", ""}, 2, 0) == "");
  SoundCues cues;
  cues.restart(c);
  const Controller::Clock clock = [] { return 0.0; };
  std::uint64_t now = 0;
  std::vector<SoundCue> heard;
  while (heard.size() < 40) {
    if (c.stage() == Stage::AwaitThrow) c.throw_dice(now);
    else if (c.stage() == Stage::ChooseAction) c.choose(c.choices()[0], now);
    c.update(now += 2000, clock);
    for (const SoundCue& s : cues.follow(c)) heard.push_back(s);
  }
  int rattles = 0, settles = 0;
  for (std::size_t i = 0; i < heard.size(); ++i) {
    if (heard[i].id == SoundId::TetraRattle) {
      ++rattles;
      REQUIRE(i + 1 < heard.size());
      CHECK(heard[i + 1].id == SoundId::TetraSettle);  // the rattle, then the settling
    }
    if (heard[i].id == SoundId::TetraSettle) ++settles;
    if (heard[i].id == SoundId::Slide) {
      REQUIRE(i + 1 < heard.size());
      const SoundId next = heard[i + 1].id;
      CHECK((next == SoundId::Land || next == SoundId::Capture || next == SoundId::Rosette || next == SoundId::BearOff));
    }
  }
  CHECK(rattles == settles);
  CHECK(rattles > 5);
}

TEST_CASE("a game taken up as it stands is silent until something happens") {
  Controller c;
  c.pace() = kFastPace;
  REQUIRE(c.start(*find_rule_set("finkel"), {"", ""}, 1, 0) == "");
  const Controller::Clock clock = [] { return 0.0; };
  std::uint64_t now = 0;
  for (int i = 0; i < 200; ++i) {
    if (c.stage() == Stage::AwaitThrow) c.throw_dice(now);
    else if (c.stage() == Stage::ChooseAction) c.choose(c.choices()[0], now);
    c.update(now += 20, clock);
  }
  REQUIRE(c.history().size() > 10);
  SoundCues cues;
  cues.restart(c);
  CHECK(cues.follow(c).empty());
  // A fresh cues follower sees the whole history at once: it takes it silently too.
  SoundCues fresh;
  CHECK(fresh.follow(c).empty());
  while (c.stage() != Stage::AwaitThrow) {
    if (c.stage() == Stage::ChooseAction) c.choose(c.choices()[0], now);
    c.update(now += 20, clock);
    cues.follow(c);
  }
  c.throw_dice(now);
  c.update(now += 1, clock);
  const std::vector<SoundCue> heard = cues.follow(c);
  REQUIRE(heard.size() == 1);
  CHECK(heard[0] == SoundCue{SoundId::TetraRattle, 4});
}
