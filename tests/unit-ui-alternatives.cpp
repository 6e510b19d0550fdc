// A piece's alternatives as the board offers them (the stack rule sets): the labels of the
// compact chips say in the rule set's words how far each goes and what moves with it, in
// every language, and a tap on a square picks the alternative that
// lands there — the one already shown if it does, a red piece's way back by the square
// behind it, nothing for a square no alternative reaches.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/dice.hpp"
#include "ui/describe.hpp"
#include "ui/language.hpp"
#include "unit-screen-support.hpp"
#include "unit-core-support.hpp"

using namespace ur;
using namespace ur::test;

namespace {

// The legal actions of `p` that start from path index `from` (the piece tapped).
std::vector<Action> alternatives_from(const Position& p, int from) {
  ActionList list;
  legal_actions(p.rules, p.state, list);
  std::vector<Action> out;
  for (const Action& a : list)
    if (a.kind == ActionKind::Move && a.from == from) out.push_back(a);
  return out;
}

std::vector<std::string> labels(const Position& p, const std::vector<Action>& offered) {
  std::vector<std::string> out;
  for (const Action& a : offered) out.push_back(choice_label(p.rules, p.state, a));
  return out;
}

}  // namespace

TEST_CASE("a red piece's two ways: each landing square picks its own, the way back is labelled") {
  // A red light piece on the bridge, a throw of 2: forward to index 9, or back to 5.
  const Position p = pos("ravensburger 9/-/0 10/-/0 l move:2 50 stacks=13:L");
  const std::vector<Action> offered = alternatives_from(p, 7);
  REQUIRE(offered.size() == 2);
  const int ahead = square_of(p.rules, kLight, 9), behind = square_of(p.rules, kLight, 5);
  const int a = alternative_landing_at(p.rules, p.state, offered, ahead, false, -1);
  const int b = alternative_landing_at(p.rules, p.state, offered, behind, false, -1);
  REQUIRE(a >= 0);
  REQUIRE(b >= 0);
  CHECK(a != b);
  CHECK(to_string(offered[static_cast<std::size_t>(a)]) == "move 7 9");
  CHECK(to_string(offered[static_cast<std::size_t>(b)]) == "move 7 5");
  // The one shown does not steal a square it does not reach.
  CHECK(alternative_landing_at(p.rules, p.state, offered, behind, false, a) == b);
  const std::vector<std::string> words = labels(p, offered);
  CHECK(words[static_cast<std::size_t>(b)] == "Alone, 2 back");
  CHECK(words[static_cast<std::size_t>(a)] == "Alone, 2 ahead");
  // The square it stands on, a square neither reaches, and the borne-off pieces: nothing.
  CHECK(alternative_landing_at(p.rules, p.state, offered, square_of(p.rules, kLight, 7), false, -1) == -1);
  CHECK(alternative_landing_at(p.rules, p.state, offered, square_of(p.rules, kLight, 8), false, -1) == -1);
  CHECK(alternative_landing_at(p.rules, p.state, offered, -1, true, -1) == -1);
}

TEST_CASE("a stack's splits all land on one square: the tap keeps the split shown, or takes the first") {
  const Position p = pos("jeu-royal 4/-/0 5/-/0 l move:2 20 score=0,0 stacks=12:ldldl");
  const std::vector<Action> offered = alternatives_from(p, 3);
  REQUIRE(offered.size() == 3);  // the whole stack, or split above either own piece inside
  const int landing = square_of(p.rules, kLight, 4);
  CHECK(alternative_landing_at(p.rules, p.state, offered, landing, false, -1) == 0);
  CHECK(alternative_landing_at(p.rules, p.state, offered, landing, false, 2) == 2);
  // Each chip says how many pieces go, how far, and which one takes a prisoner.
  const std::vector<std::string> words = labels(p, offered);
  CHECK(words[0].find("All 5, 1 ahead") == 0);
  CHECK(words[1] != words[2]);
  CHECK(words[1].find(" of 5, 1 ahead") != std::string::npos);
  CHECK(words[2].find(" of 5, 1 ahead") != std::string::npos);
}

TEST_CASE("bearing a stack off: the borne-off pieces are where it lands") {
  const Position q = pos("jeu-royal 1/-/4 4/-/1 l move:0 60 score=5,0 stacks=00:LDL,12:d");
  const std::vector<Action> offered = alternatives_from(q, 20);
  REQUIRE(offered.size() == 2);
  CHECK(alternative_landing_at(q.rules, q.state, offered, -1, true, 1) == 1);
  CHECK(alternative_landing_at(q.rules, q.state, offered, -1, true, -1) == 0);
  CHECK(alternative_landing_at(q.rules, q.state, offered, -1, false, -1) == -1);
}

TEST_CASE("every offered choice of jeu-royal, ravensburger and tokens names its distance, in every language") {
  for (const std::string name : {"jeu-royal", "ravensburger", "tokens"}) {
    CAPTURE(name);
    const RuleSet& r = *find_rule_set(name);
    std::uint64_t rng = 43;
    int offered_sets = 0;
    for (int game = 0; game < 30; ++game) {
      State s = new_game(r);
      for (int step = 0; step < 3000 && !is_over(s); ++step) {
        if (is_chance(s)) {
          apply_chance(r, s, sample_chance(r, s, rng));
          continue;
        }
        ActionList legal;
        legal_actions(r, s, legal);
        // The alternatives of one piece (or of the pool), as a tap on it offers them.
        for (int i = 0; i < legal.size(); ++i) {
          std::vector<Action> same;
          for (int j = 0; j < legal.size(); ++j)
            if (legal[j].kind == legal[i].kind && legal[j].from == legal[i].from &&
                (legal[j].kind == ActionKind::Move || legal[j].kind == ActionKind::Enter))
              same.push_back(legal[j]);
          if (same.size() < 2 || !(same[0] == legal[i])) continue;
          ++offered_sets;
          for (const i18n::LanguageInfo& lang : i18n::all_languages()) {
            test::InLanguage chosen(lang.id);
            std::vector<std::string> words;
            for (const Action& a : same) {
              const std::string w = choice_label(r, s, a);
              CAPTURE(lang.code);
              CAPTURE(w);
              // The distance (or the square entered), or the words for bearing off.
              const bool off = a.kind == ActionKind::Move && a.to == kOff;
              const int n = a.kind == ActionKind::Enter ? a.to + 1 : std::abs(static_cast<int>(a.to) - static_cast<int>(a.from));
              if (off) CHECK(w.find(tr("choice.way_off")) != std::string::npos);
              else CHECK(w.find(std::to_string(n)) != std::string::npos);
              CHECK(w.size() <= 48);  // a chip's words (in bytes), not a paragraph
              CHECK(std::count(words.begin(), words.end(), w) == 0);  // each says how it differs
              words.push_back(w);
            }
          }
        }
        apply(r, s, legal[static_cast<int>(random_below(rng, static_cast<std::uint32_t>(legal.size())))]);
      }
    }
    MESSAGE(name, ": ", offered_sets, " pieces with alternatives");
    if (name != "tokens") CHECK(offered_sets > 20);  // tokens' pieces have one way each
  }
}
