// A piece's alternatives as the board offers them (the stack rule sets): the labels of the
// compact chips say how each differs, and a tap on a square picks the alternative that
// lands there — the one already shown if it does, a red piece's way back by the square
// behind it, nothing for a square no alternative reaches.
#include <doctest/doctest.h>

#include "ui/describe.hpp"
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
  CHECK(words[static_cast<std::size_t>(b)].find("back") != std::string::npos);
  CHECK(words[static_cast<std::size_t>(a)].find("back") == std::string::npos);
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
  // Each chip says how many pieces go, and which one takes a prisoner.
  const std::vector<std::string> words = labels(p, offered);
  CHECK(words[0] != words[1]);
  CHECK(words[1] != words[2]);
  CHECK(words[0] != words[2]);
}

TEST_CASE("bearing a stack off: the borne-off pieces are where it lands") {
  const Position q = pos("jeu-royal 1/-/4 4/-/1 l move:0 60 score=5,0 stacks=00:LDL,12:d");
  const std::vector<Action> offered = alternatives_from(q, 20);
  REQUIRE(offered.size() == 2);
  CHECK(alternative_landing_at(q.rules, q.state, offered, -1, true, 1) == 1);
  CHECK(alternative_landing_at(q.rules, q.state, offered, -1, true, -1) == 0);
  CHECK(alternative_landing_at(q.rules, q.state, offered, -1, false, -1) == -1);
}
