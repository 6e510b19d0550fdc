// Position strings (docs/position.md): the documented examples, round-trips, and clear
// errors (never a crash) on malformed input.
#include "unit-core-support.hpp"

using namespace ur;
using namespace ur::test;

TEST_CASE("position: the examples of docs/position.md parse and print back identically") {
  const char* examples[] = {
      "finkel 7/-/0 7/-/0 l throw 0",
      "finkel 2/3,10/3 2/1,2,3,8/1 l move:2 47",
      "finkel 0/13/6 0/13/6 l throw 80",
      "finkel:2 2/-/0 2/-/0 l throw 0",
      "tokens 4/11/2 4/2,6/1 l throw 39 extra miss=d tokens=3,1,17",
      "tokens 7/-/0 7/-/0 l throwoff 0 tokens=7,7,7",
      "jeu-royal 3/-/1 3/-/1 l start 30 score=0,2 stacks=00:l,14:dl,14:LDD",
      "ravensburger 2/-/1 3/-/3 l throw 60 stacks=06:LL,07:l,14:l,17:D,22:d,23:d,27:llld",
      "bell 7/-/0 7/-/0 l throwoff 0 coins=18,18,4",
      "classic 7/-/0 7/-/0 d throwoff 0 offthrow=2",
      "ravensburger 9/-/0 7/-/1 d over:l 500 limit stacks=13:dl,14:d",
  };
  for (const std::string text : examples) {
    CAPTURE(text);
    const Position p = pos(text);
    CHECK(to_position(p.rules, p.state) == text);
  }
  const Position j = pos("jeu-royal 3/-/1 3/-/1 l start 30 score=0,2 stacks=00:l,14:dl,14:LDD");
  CHECK(legal(j) == set_of("place, throw"));
  const Position f = pos("finkel:2 2/-/0 2/-/0 l throw 0");
  CHECK(f.rules.pieces == 2);
}

TEST_CASE("position: extra blanks are accepted") {
  const Position p = pos("  finkel   7/-/0\t7/-/0  l throw 0 ");
  CHECK(to_position(p.rules, p.state) == "finkel 7/-/0 7/-/0 l throw 0");
}

TEST_CASE("position: malformed input gives a clear error, never a crash") {
  struct Bad {
    const char* text;
    const char* error_part;
  };
  const Bad bad[] = {
      {"", "expected at least 6 fields"},
      {"fnkel 7/-/0 7/-/0 l throw 0", "unknown rule set 'fnkel'"},
      {"finkel:9 7/-/0 7/-/0 l throw 0", "allows 1..7 pieces"},
      {"finkel:x 7/-/0 7/-/0 l throw 0", "bad piece count"},
      {"finkel 7/-/0 7/-/0 x throw 0", "field 4 (side)"},
      {"finkel 6/14/0 7/-/0 l throw 0", "path index 14 is past the end of the path (14 squares)"},
      {"finkel 5/3,3/0 7/-/0 l throw 0", "path index 3 twice"},
      {"finkel 7/-/0 7/-/0 l move:7 0", "throw outcome must be 0..4"},
      {"finkel 7/-/0 7/-/0 l dance 0", "field 5 (phase)"},
      {"finkel 7/-/0 7/-/0 l throw -1", "field 6 (turn)"},
      {"finkel 7/-/0 7/-/0 l throw 0 foo=1", "unknown key 'foo=1'"},
      {"finkel 8/-/0 7/-/0 l throw 0", "bad waiting count"},
      {"finkel 6/-/0 7/-/0 l throw 0", "light has 6 pieces, expected 7"},
      {"finkel 6/5/0 6/5/0 l throw 0", "light and dark share a square"},
      {"finkel 7/0 7/-/0 l throw 0", "expected waiting/indices/off"},
      {"tokens 7/-/0 7/-/0 l throw 0", "missing tokens="},
      {"tokens 7/-/0 7/-/0 l throw 0 tokens=7,7,8", "tokens not conserved"},
      {"finkel 7/-/0 7/-/0 l throw 0 tokens=7,7,7", "has no tokens"},
      {"bell 7/-/0 7/-/0 l throw 0 coins=20,20", "expected light,dark,pot"},
      {"jeu-royal 7/-/0 7/-/0 l throw 0 score=0,0", "missing stacks="},
      {"jeu-royal 6/-/0 7/-/0 l throw 0 score=0,0 stacks=00:lL", "shows one face"},
      {"jeu-royal 6/-/0 7/-/0 l throw 0 score=0,0 stacks=04:l", "no square '04'"},
      {"jeu-royal 6/-/0 7/-/0 l throw 0 score=0,0 stacks=03:l", "is on no path"},
      {"jeu-royal 6/3/0 7/-/0 l throw 0 score=0,0 stacks=-", "keeps its pieces in stacks="},
      {"jeu-royal 6/-/0 7/-/0 l throw 0 score=0,0 stacks=00:x", "piece must be l, d, L or D"},
      {"ravensburger 9/-/0 10/-/0 l throw 0 stacks=27:l", "where its owner cannot be"},
      {"ravensburger 9/-/0 10/-/0 l throw 0 stacks=02:L", "red piece off its track"},
      {"finkel 7/-/0 7/-/0 l throw 0 offthrow=1", "offthrow= outside the throw-off"},
      {"finkel 7/-/0 7/-/0 l over:x 0", "field 5 (phase)"},
      {"finkel 7/-/0 7/-/0 l over:l 0", "winner does not match the pieces borne off"},
  };
  for (const Bad& b : bad) {
    const std::string text = b.text;
    CAPTURE(text);
    const PositionParse p = parse_position(b.text);
    CHECK_FALSE(p.ok());
    CHECK_MESSAGE(p.error.find(b.error_part) != std::string::npos, ("got: " + p.error));
  }
}

TEST_CASE("position: random corruptions of valid strings never crash and parse only to valid states") {
  const char* seeds[] = {
      "finkel 2/3,10/3 2/1,2,3,8/1 l move:2 47",
      "murray 3/0,6,15/1 2/1,2,7,13,16/0 l throw 46",
      "tokens 4/11/2 4/2,6/1 l throw 39 extra miss=d tokens=3,1,17",
      "bell 4/9,12/1 6/-/1 d throw 35 coins=15,17,8",
      "jeu-royal 3/-/1 3/-/1 l start 30 score=0,2 stacks=00:l,14:dl,14:LDD",
      "ravensburger 2/-/1 3/-/3 l throw 60 stacks=06:LL,07:l,14:l,17:D,22:d,23:d,27:llld",
  };
  const std::string alphabet = "0123456789/-,:= lLdDxmovethrwf";
  std::uint64_t rng = 2024;
  int parsed = 0;
  for (const char* seed : seeds) {
    for (int i = 0; i < 3000; ++i) {
      std::string text = seed;
      const int edits = 1 + static_cast<int>(random_below(rng, 3));
      for (int e = 0; e < edits && !text.empty(); ++e) {
        const auto at = random_below(rng, static_cast<std::uint32_t>(text.size()));
        const char c = alphabet[random_below(rng, static_cast<std::uint32_t>(alphabet.size()))];
        switch (random_below(rng, 3)) {
          case 0: text[at] = c; break;
          case 1: text.erase(at, 1); break;
          default: text.insert(at, 1, c); break;
        }
      }
      const PositionParse p = parse_position(text);
      if (!p.ok()) {
        CHECK_FALSE(p.error.empty());
        continue;
      }
      ++parsed;
      const std::string broken = check_invariants(p.position->rules, p.position->state);
      CHECK_MESSAGE(broken.empty(), (text + ": " + broken));
      const PositionParse again = parse_position(to_position(p.position->rules, p.position->state));
      REQUIRE(again.ok());
      CHECK(again.position->state == p.position->state);
    }
  }
  CHECK(parsed > 100);  // the corruptions do reach the deeper checks
}
