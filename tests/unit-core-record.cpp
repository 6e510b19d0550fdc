// Game records and saves (docs/notation.md): random games of every rule set round-trip
// exactly (text and steps, finished and cut anywhere), every special action shows up in
// them, the documented examples read as documented, bad records and saves are refused
// with the right line and reason, and no input crashes the reader.
#include <fstream>
#include <sstream>

#include "core/record.hpp"
#include "unit-core-support.hpp"
#include "source_dir.hpp"

using namespace ur;
using namespace ur::test;

namespace {

// A game of uniformly random legal actions from `seed`, stopped after `max_steps`.
std::vector<Step> random_steps(const RuleSet& r, std::uint64_t seed, std::size_t max_steps = 1u << 30) {
  std::vector<Step> steps;
  std::uint64_t rng = seed;
  splitmix64(rng);
  State s = new_game(r);
  ActionList list;
  while (!is_over(s) && steps.size() < max_steps) {
    if (is_chance(s)) {
      const int o = sample_chance(r, s, rng);
      apply_chance(r, s, o);
      steps.push_back(Step::of_chance(o));
    } else {
      legal_actions(r, s, list);
      const Action a = list[static_cast<int>(random_below(rng, static_cast<std::uint32_t>(list.size())))];
      apply(r, s, a);
      steps.push_back(Step::of_action(a));
    }
  }
  return steps;
}

// What kinds of steps a set of games contained, so the round-trip test can show that it
// covered every special action.
struct Coverage {
  std::map<std::string, long> seen;
  void add(const RuleSet& r, const std::vector<Step>& steps) {
    State s = new_game(r);
    for (const Step& st : steps) {
      if (st.chance) {
        const State before = s;
        apply_chance(r, s, st.outcome);
        if (before.phase == Phase::ThrowOff) {
          if (r.first_player == FirstPlayer::Random) ++seen["coin"];
          if (r.first_player == FirstPlayer::HighestThrow && before.throwoff != 0xFF && s.phase == Phase::ThrowOff)
            ++seen["throw-off tie"];
          if (s.phase == Phase::Move) ++seen["first throw of 1"];
        }
        continue;
      }
      const Action& a = st.action;
      switch (a.kind) {
        case ActionKind::Pass: ++seen["pass"]; break;
        case ActionKind::Throw: ++seen["throw (a choice)"]; break;
        case ActionKind::PayToEnter: ++seen["pay"]; break;
        case ActionKind::PlaceOnStart: ++seen["place"]; break;
        case ActionKind::MissTurn: ++seen["miss"]; break;
        case ActionKind::Enter: ++seen["enter"]; break;
        case ActionKind::Move: {
          ++seen[a.to == kOff ? "bear off" : "move"];
          if (r.uses_stacks()) {
            const SquareId sq = r.path[s.side][a.from];
            const int face = r.stacks == StackRule::SameFace && a.from >= r.flip_index ? 1 : 0;
            const Stack st2 = s.stacks[r.slot_of[sq][static_cast<unsigned>(face)]];
            const int h = st2.height();
            if (r.stacks == StackRule::SameFace) {
              if (a.count < h) ++seen["stack split"];
              if (a.count > 1) ++seen["stack moves"];
            } else {
              if (a.count > 1) ++seen["carry prisoners"];
              if (a.count == 1 && h > 1 && st2.owner(h - 2) != s.side) ++seen["leave prisoners"];
              if (a.to != kOff && a.to < a.from) ++seen["red backward"];
            }
          }
          break;
        }
      }
      if (is_capture(r, s, a)) ++seen["capture"];
      const Side side = s.side;
      const std::uint32_t turn = s.turn;
      apply(r, s, a);
      if (!is_over(s) && s.side == side && s.turn == turn && is_chance(s)) ++seen["extra throw"];
    }
  }
};

std::string read_text(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  REQUIRE_MESSAGE(f.good(), ("cannot read " + path));
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

// Checks that `steps` survive write -> parse -> write exactly; returns the text.
std::string round_trip(const RuleSet& r, const std::vector<Tag>& tags, const std::vector<Step>& steps) {
  const GameRecord rec{r, tags, steps};
  const RecordText text = write_record(rec);
  REQUIRE_MESSAGE(text.ok(), text.error);
  const RecordParse back = parse_record(*text.text);
  REQUIRE_MESSAGE(back.ok(), (back.message() + "\n" + *text.text));
  CHECK(back.record->steps == steps);
  CHECK(back.record->tags == tags);
  CHECK(rules_notation(back.record->rules) == rules_notation(r));
  const Replay rp = replay(r, steps);
  REQUIRE(rp.ok());
  CHECK(back.state == *rp.state);
  const RecordText again = write_record(*back.record);
  REQUIRE(again.ok());
  CHECK(*again.text == *text.text);
  return *text.text;
}

struct Bad {
  const char* text;
  int line;
  const char* reason;
};

void check_bad(const Bad& b) {
  const std::string text = b.text;
  CAPTURE(text);
  const RecordParse p = parse_record(b.text);
  REQUIRE_FALSE(p.ok());
  CHECK(p.line == b.line);
  CHECK_MESSAGE(p.error.find(b.reason) != std::string::npos, p.message());
}

const char* kFinkelOne =
    "rules finkel:1\nlight greedy\ndark random\nseed 167\n1. l 2:in/2\n2. d 3:in/3\n3. l 4:2/6\n"
    "4. d 3:3/6*\n5. l 2:in/2\n6. d 3:6/9\n7. l 0:pass\n8. d 2:9/11\n9. l 2:2/4 3:4/7\n10. d 4:11/off\n"
    "result dark 0-1\n";

}  // namespace

TEST_CASE("record: random games of every rule set round-trip exactly, finished and cut anywhere") {
  const std::vector<Tag> tags = {{"light", "random"}, {"dark", "Zoë the Second"}, {"seed", "12345678901234567"},
                                 {"date", "2025-03-14"}, {"event", "round-trip test"}};
  Coverage cover;
  long games = 0;
  long cuts = 0;
  for (const RuleSet& base : all_rule_sets()) {
    for (const RuleSet& r : {base, base.with_pieces(2)}) {
      CAPTURE(rules_notation(r));
      const int n = r.pieces == base.default_pieces ? 12 : 25;
      for (int g = 0; g < n; ++g) {
        const std::vector<Step> steps = random_steps(r, 1000u * static_cast<std::uint64_t>(r.id) + static_cast<std::uint64_t>(g));
        cover.add(r, steps);
        const std::string text = round_trip(r, g == 0 ? tags : std::vector<Tag>{}, steps);
        CHECK(text.find("\nresult unfinished") == std::string::npos);
        ++games;
        if (g >= 3) continue;
        // Cut the game everywhere interesting: after every explicit Throw decision (the
        // record then ends with "throw"), and at a spread of other steps.
        for (std::size_t cut = 0; cut < steps.size(); ++cut) {
          const bool after_throw_choice = cut > 0 && !steps[cut - 1].chance && steps[cut - 1].action.kind == ActionKind::Throw;
          if (!after_throw_choice && cut % 11 != 0 && cut + 3 < steps.size()) continue;
          const std::vector<Step> prefix(steps.begin(), steps.begin() + static_cast<std::ptrdiff_t>(cut));
          const std::string t = round_trip(r, tags, prefix);
          if (after_throw_choice) CHECK(t.find(" throw\nresult unfinished") != std::string::npos);
          ++cuts;
        }
      }
    }
  }
  MESSAGE(games << " games and " << cuts << " cut games round-tripped");
  // Every special action of the notation has been through the round trip.
  for (const char* kind : {"pass", "enter", "move", "bear off", "capture", "extra throw", "pay", "place", "miss",
                           "throw (a choice)", "stack split", "stack moves", "carry prisoners", "leave prisoners",
                           "red backward", "coin", "throw-off tie", "first throw of 1"}) {
    CAPTURE(kind);
    CHECK(cover.seen[kind] > 0);
  }
}

TEST_CASE("record: the examples of docs/notation.md read as documented") {
  const std::string doc = read_text(ur::test::source_dir() + "/docs/notation.md");
  std::istringstream lines(doc);
  std::string line;
  std::string kind;
  std::string block;
  int records = 0, saves = 0, bad = 0;
  while (std::getline(lines, line)) {
    if (kind.empty()) {
      if (line == "```ur" || line == "```ur-save" || line == "```ur-bad") {
        kind = line.substr(3);
        block.clear();
      }
      continue;
    }
    if (line != "```") {
      block += line + "\n";
      continue;
    }
    CAPTURE(block);
    if (kind == "ur") {
      const RecordParse p = parse_record(block);
      CHECK_MESSAGE(p.ok(), p.message());
      // The engine writes every documented record exactly as the docs show it.
      if (p.ok()) CHECK(*write_record(*p.record).text == block);
      ++records;
    } else if (kind == "ur-save") {
      const RecordParse p = load_save(block);
      CHECK_MESSAGE(p.ok(), p.message());
      if (p.ok()) CHECK(*write_save(*p.record).text == block);
      ++saves;
    } else {
      const std::string expect_tag = "# expect: ";
      REQUIRE(block.rfind(expect_tag, 0) == 0);
      const std::string expected = block.substr(expect_tag.size(), block.find('\n') - expect_tag.size());
      const RecordParse p = parse_record(block);
      REQUIRE_FALSE(p.ok());
      CHECK_MESSAGE(p.message().find(expected) == 0, p.message());
      ++bad;
    }
    kind.clear();
  }
  CHECK(records >= 6);
  CHECK(saves == 1);
  CHECK(bad >= 6);
}

TEST_CASE("record: the documented finkel:1 game ends where the text says") {
  const RecordParse p = parse_record(kFinkelOne);
  REQUIRE_MESSAGE(p.ok(), p.message());
  // Light's piece stopped on square 7 (path index 6); dark bore off in turn 10.
  CHECK(to_position(p.record->rules, p.state) == "finkel:1 0/6/0 0/-/1 d over:d 9");
  CHECK(result_notation(p.record->rules, p.state) == "dark 0-1");
  CHECK(p.record->tag("light") == "greedy");
  CHECK(p.record->tag("seed") == "167");
  CHECK(p.record->tag("event").empty());
  // 10 turns: 11 throws, 11 actions (no StartTurn decisions in finkel).
  CHECK(p.record->steps.size() == 22);
}

TEST_CASE("record: hand-written records with the special actions") {
  SUBCASE("tokens: pay, then a throw; a missed turn; the first throw of 1 in turn 1") {
    const RecordParse p = parse_record(
        "rules tokens:1\nthrowoff 2\n1. d 1:in/1 2:1/3\n2. l pay 1:1/2 1:2/3 2:3/5\n3. d 3:3/6 0:6/10\n4. l 0:5/9\n"
        "5. d 1:10/11 2:11/13\n6. l miss\n");
    REQUIRE_MESSAGE(p.ok(), p.message());
    CHECK(to_position(p.record->rules, p.state) == "tokens:1 0/8/0 0/12/0 d throw 6 tokens=0,3,18");
    CHECK(p.record->steps[5] == Step::of_action(Action::special(ActionKind::PayToEnter)));
    // Where light could have paid but threw, the Throw decision is implied by the throw.
    const RecordParse q = parse_record("rules tokens\nthrowoff 0\n1. d 1:in/1 2:1/3\n2. l 1:in/1\n");
    REQUIRE_MESSAGE(q.ok(), q.message());
    CHECK(q.record->steps[5] == Step::of_action(Action::special(ActionKind::Throw)));
    CHECK(q.record->steps[6] == Step::of_chance(1));
  }
  SUBCASE("jeu-royal: place, stack moves, a split, bearing off a stack") {
    const RecordParse p = parse_record(
        "rules jeu-royal:2\nthrowoff 0 1\n1. l 2:in/1\n2. d 1:pass\n3. l place\n4. d 2:in/1\n5. l 3:1/6x2\n"
        "6. d place\n7. l 2:6/7x2\n8. d 3:1/6\n9. l 0:7/11\n");
    REQUIRE_MESSAGE(p.ok(), p.message());
    // 9.: 7/11 lifted only the top piece of light's stack of two (a split).
    CHECK(to_position(p.record->rules, p.state) == "jeu-royal:2 0/-/0 0/-/0 d throw 9 score=0,0 stacks=14:d,15:l,17:l,20:d");
  }
  SUBCASE("ravensburger: carry and leave prisoners, a red piece backward") {
    const RecordParse p = parse_record(
        "rules ravensburger:2\nthrowoff 5 2\n1. l 4:in/4\n2. d 3:in/3\n3. l 5:in/5\n4. d 5:in/5*\n5. l 6:pass\n"
        "6. d 4:3/7\n7. l 5:4/9\n8. d 1:5/6x2\n9. l 5:9/14\n10. d 3:6/9\n11. l 3:6/9*\n12. d 5:7/12\n"
        "13. l 2:14/12*\nresult light 2-0\n");
    REQUIRE_MESSAGE(p.ok(), p.message());
    CHECK(to_position(p.record->rules, p.state) == "ravensburger:2 0/-/0 0/-/0 l over:l 12 stacks=14:dl,17:dL");
  }
  SUBCASE("bgg: a coin; masters-style throws of 0 are worth 4 and give another throw") {
    const RecordParse p = parse_record("rules bgg\nthrowoff d\n1. d 0:in/4 0:4/8 1:8/9\n2. l 3:in/3\n");
    REQUIRE_MESSAGE(p.ok(), p.message());
    CHECK(to_position(p.record->rules, p.state) == "bgg 6/2/0 6/8/0 d throw 2");
  }
  SUBCASE("an unfinished record may stop after the throw, before the move") {
    const RecordParse p = parse_record("rules finkel\n1. l 2:in/2\n2. d 3:in/3\n3. l 4:\n");
    REQUIRE_MESSAGE(p.ok(), p.message());
    CHECK(to_position(p.record->rules, p.state) == "finkel 6/1/0 6/2/0 l move:4 2");
    CHECK(legal(p.record->rules, p.state) == set_of("enter 3, move 1 5"));
  }
  SUBCASE("blanks, comments, CRLF line ends, a byte-order mark and '3: 4/7' are accepted") {
    const RecordParse p = parse_record(
        "\xEF\xBB\xBF# a game\r\n\r\n  rules   finkel  \r\nlight   Ana  de  Souza # the host\r\n1.  l  2: in/2\r\n2. d 3:in/3*\r\n");
    REQUIRE(!p.ok());  // the capture mark on 2. is wrong: nothing to capture on square 3
    CHECK(p.line == 6);
    const RecordParse q = parse_record(
        "\xEF\xBB\xBF# a game\r\n\r\n  rules   finkel  \r\nlight   Ana  de  Souza # the host\r\n1.  l  2: in/2\r\n2. d 3:in/3\r\n");
    REQUIRE_MESSAGE(q.ok(), q.message());
    CHECK(q.record->tag("light") == "Ana  de  Souza");
    CHECK(*write_record(*q.record).text ==
          "rules finkel\nlight Ana  de  Souza\n1. l 2:in/2\n2. d 3:in/3\nresult unfinished\n");
  }
}

TEST_CASE("record: action notation reads and writes single actions") {
  // Board (finkel, light to move with a throw of 2):
  //   light: pieces on squares 4 (0,0) and 11 (1,6); dark on its squares 2, 3, 4 and 9 (1,4).
  const Position p = pos("finkel 2/3,10/3 2/1,2,3,8/1 l move:2 47");
  CHECK(legal(p) == set_of("enter 1, move 3 5, move 10 12"));
  ActionList list;
  legal_actions(p.rules, p.state, list);
  std::vector<std::string> written;
  for (const Action& a : list) {
    written.push_back(action_notation(p.rules, p.state, a));
    const ActionParse back = parse_action(p.rules, p.state, written.back());
    REQUIRE_MESSAGE(back.ok(), back.error);
    CHECK(*back.action == a);
  }
  CHECK(join_sorted(written) == "11/13, 4/6, in/2");
  auto error_of = [&](std::string_view text) { return parse_action(p.rules, p.state, text).error; };
  CHECK(error_of("5/7") == "light has no piece to move on square 5");
  CHECK(error_of("4/7").find("'4/7' is not a legal move with the throw 2 (moves 2) (legal: in/2, 4/6, 11/13)") == 0);
  CHECK(error_of("pass").find("light cannot pass") == 0);
  CHECK(error_of("4/6*").find("marks a capture") != std::string::npos);
  CHECK(error_of("4/6x2").find("moves one piece at a time") != std::string::npos);
  CHECK(error_of("15/off").find("square 15 is not on light's path") == 0);
  CHECK(error_of("in/off").find("cannot enter and leave") != std::string::npos);
  CHECK(error_of("four/six").find("cannot read") == 0);
  CHECK(error_of("").find("cannot read") == 0);
  CHECK(error_of("throw").find("has thrown 2 and must play it") != std::string::npos);
  CHECK(error_of("pay") == "finkel has no paying to enter");
  // A capture is marked: dark's piece on (1,1) is on light's square 6.
  const Position c = pos("finkel 6/3/0 6/5/0 l move:2 3");
  legal_actions(c.rules, c.state, list);
  CHECK(action_notation(c.rules, c.state, Action::move(3, 5)) == "4/6*");
  CHECK(parse_action(c.rules, c.state, "4/6").ok());  // the mark may be left out
  CHECK(action_notation(c.rules, c.state, Action::move(12, kOff)) == "13/off");
  CHECK(throw_notation(c.rules, new_game(c.rules), 3) == "3");
  CHECK(throw_notation(*find_rule_set("bgg"), new_game(*find_rule_set("bgg")), 1) == "d");
}

TEST_CASE("record: bad records are refused with the line and the reason") {
  const Bad bad[] = {
      {"rules finkel\n1. l 2:in/3\n", 2, "'in/3' is not a legal move with the throw 2 (moves 2) (legal: in/2)"},
      {"rules finkel\n1. l 7:in/7\n", 2, "impossible throw 7 (finkel's 4 dice show 0..4 marked tips)"},
      {"rules ravensburger\nthrowoff 0\n", 2, "impossible throw 0 (ravensburger's die shows 1..6)"},
      {"rules chess\n", 1, "unknown rule set 'chess' (known: finkel, masters"},
      {"rules finkel:9\n", 1, "finkel allows 1..7 pieces a side, not 9"},
      {"rules finkel\n1. l 2:in/2\n2. d 3:in/", 3, "cannot read"},
      {"rules finkel\n1. l 2:in/2\n2. d 3:i", 3, "cannot read"},
      {"rules finkel\n1. l 2:in/2\n2.", 3, "expected the side"},
      {"hello world\n", 1, "a record begins with 'rules NAME'"},
      {"rules finkel\n@@@ ###\n", 2, "expected a tag"},
      {"", 1, "not an Ur game record"},
      {"# only a comment\n\n", 1, "not an Ur game record"},
      {"rules finkel\n2. l 2:in/2\n", 2, "this is turn 1, not 2"},
      // Found by fuzz_storage: a tag that reads must be one the writer can write back.
      {"rules finkel\nlight gr\reedy\n", 2, "tag light has a carriage return inside its value"},
      {"rules finkel\n1. d 2:in/2\n", 2, "turn 1 is light's, not dark's"},
      {"rules finkel\n1. l 2:pass\n", 2, "light cannot pass: a move is possible (legal: in/2)"},
      {"rules finkel\n1. l 0:in/1\n", 2, "is not possible with the throw 0 (moves 0): nothing is, write 'pass'"},
      {"rules finkel\n1. l 2:in/2*\n", 2, "marks a capture, but there is no dark piece to take on square 2"},
      {"rules finkel\n1. l 2:5/7\n", 2, "light has no piece to move on square 5"},
      {"rules finkel\n1. l 2:in/20\n", 2, "square 20 is not on light's path (squares 1..14, then 'off')"},
      {"rules finkel\n1. l 2:in/2\n2. d 1:in/1\n3. l 2:2/4x2\n", 4, "finkel moves one piece at a time"},
      {"rules classic\n1. l 2:in/2\n", 2, "classic begins with a throw-off"},
      {"rules finkel\nthrowoff 1 2\n", 2, "finkel has no throw-off: light always starts"},
      {"rules classic\nthrowoff 1\n1. l 2:in/2\n", 3, "the throw-off is not finished: dark still has to throw"},
      {"rules classic\nthrowoff 1 2 3\n", 2, "the throw-off is already decided (dark starts)"},
      {"rules bgg\nthrowoff 1\n", 2, "write 'l' or 'd'"},
      {"rules tokens\nthrowoff 0 1\n", 2, "this throw of 1 starts the game: write it as the first throw of turn 1"},
      {"rules tokens\n1. l 2:in/2\n", 2, "a throw of 2 does not start the game"},
      {"rules finkel\n1. l 0:pass\nlight Ana\n", 3, "tags come before the throw-off and the turns"},
      {"rules finkel\nlight A\nlight B\n", 3, "tag light is given twice"},
      {"rules finkel\nlight\n", 2, "tag light has no value"},
      {"rules finkel\nseed x1\n", 2, "seed must be a number"},
      {"rules finkel\nrules finkel\n", 2, "the rule set is given twice"},
      {"rules finkel\n1. l in/2\n", 2, "the move 'in/2' needs its throw in front"},
      {"rules finkel\n1. l 2\n", 2, "a throw is written with its move after a colon"},
      {"rules finkel\n1. l 2: 3:in/3\n", 2, "the throw 2 has no move (legal: in/2)"},
      {"rules finkel\n1. l pass\n", 2, "'pass' answers a throw"},
      {"rules finkel\n1. l pay\n", 2, "finkel has no paying to enter"},
      {"rules finkel\n1. l place\n", 2, "finkel has no placing without a throw"},
      {"rules finkel\n1. l 2:miss\n", 2, "finkel has no missed turns"},
      {"rules finkel\n1. l 2:in/2 3:in/3\n", 2, "turn 1 (light) is over: '3:in/3' belongs to turn 2 on a new line"},
      {"rules finkel\n1. l 2:in/2\n2. d 2:\n3. l 1:2/3\n", 3, "turn 2 is not finished: dark still has to play the throw 2"},
      {"rules finkel\nresult unfinished\n1. l 2:in/2\n", 3, "nothing may follow the result line"},
      {"rules finkel\n1. l 2:in/2\nresult light\n", 3, "the game is not over: dark still has to throw"},
      {"rules finkel\nresult won\n", 2, "the result begins with light, dark, draw or unfinished"},
      {"rules tokens\nthrowoff 0\n1. d 1:in/1 2:1/3\n2. l miss\n", 4, "light does not miss this turn"},
      {"rules tokens\nthrowoff 0\n1. d 1:in/1 2:1/3\n2. l 2:pay\n", 4, "'pay' is decided before a throw"},
      {"rules jeu-royal\nthrowoff 3 0\n1. l place\n", 3, "no decision is due here: light still has to throw"},
  };
  for (const Bad& b : bad) check_bad(b);

  // A finished game: nothing may follow, and the result must agree in every detail given.
  check_bad({"rules finkel:1\n1. l 2:in/2\n2. d 3:in/3\n3. l 4:2/6\n4. d 3:3/6*\n5. l 2:in/2\n6. d 3:6/9\n"
             "7. l 0:pass\n8. d 2:9/11\n9. l 2:2/4 3:4/7\n10. d 4:11/off\n11. l 2:7/9\n",
             12, "the game is already over (dark 0-1)"});
  std::string wrong = kFinkelOne;
  wrong.replace(wrong.find("result dark 0-1"), 15, "result light 1-0");
  check_bad({wrong.c_str(), 15, "the result says light, but the game says otherwise (the game gives 'result dark 0-1')"});
  wrong = kFinkelOne;
  wrong.replace(wrong.find("result dark 0-1"), 15, "result dark 0-2");
  check_bad({wrong.c_str(), 15, "the result '0-2' does not match the game"});
  wrong = kFinkelOne;
  wrong.replace(wrong.find("result dark 0-1"), 15, "result dark");  // the short form is fine
  CHECK(parse_record(wrong).ok());
}

TEST_CASE("record: no input crashes the reader; every cut of a record is read or refused") {
  const RuleSet& r = *find_rule_set("jeu-royal");
  const std::string text = *write_record({r, {{"light", "x"}}, random_steps(r, 77)}).text;
  const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n'));
  // Every truncation: a valid prefix or an error on a line that exists.
  for (std::size_t cut = 0; cut <= text.size(); cut += 1 + cut / 64) {
    const RecordParse p = parse_record(std::string_view(text).substr(0, cut));
    if (!p.ok()) {
      CHECK(p.line >= 1);
      CHECK(p.line <= lines + 1);
      CHECK_FALSE(p.error.empty());
    }
  }
  // Random byte damage, including NULs and high bytes.
  std::uint64_t rng = 99;
  int refused = 0;
  for (int trial = 0; trial < 400; ++trial) {
    std::string t = text;
    const int edits = 1 + static_cast<int>(random_below(rng, 4));
    for (int e = 0; e < edits; ++e) {
      const auto at = random_below(rng, static_cast<std::uint32_t>(t.size()));
      t[at] = static_cast<char>(random_below(rng, 256));
    }
    const RecordParse p = parse_record(t);
    if (!p.ok()) {
      ++refused;
      CHECK(p.line >= 1);
      CHECK(p.error.size() < 2000);  // messages quote input cut short
    }
  }
  CHECK(refused > 300);
  // One enormous line.
  const RecordParse huge = parse_record("rules finkel\n1. l " + std::string(100000, '9') + ":in/2\n");
  CHECK_FALSE(huge.ok());
  CHECK(huge.error.find("...'") != std::string::npos);
}

TEST_CASE("save: every rule set saves and loads a game in progress; bad saves are refused") {
  for (const RuleSet& r : all_rule_sets()) {
    CAPTURE(r.name);
    const std::vector<Step> steps = random_steps(r, 5 + static_cast<std::uint64_t>(r.id), 40);
    const GameRecord rec{r, {{"light", "Ana"}, {"dark", "greedy"}}, steps};
    const RecordText save = write_save(rec);
    REQUIRE(save.ok());
    CHECK(save.text->rfind("ur-save 1\n", 0) == 0);
    const RecordParse back = load_save(*save.text);
    REQUIRE_MESSAGE(back.ok(), back.message());
    CHECK(back.record->steps == steps);
    CHECK(back.record->tags == rec.tags);
    CHECK(back.state == *replay(r, steps).state);
    CHECK(load_game_text(*save.text).ok());  // the generic loader recognises it
    // Cut anywhere before its last byte, a save is refused (it loses its "end").
    for (std::size_t cut = 0; cut + 1 < save.text->size(); cut += 1 + cut / 40) {
      CAPTURE(cut);
      CHECK_FALSE(load_save(std::string_view(*save.text).substr(0, cut)).ok());
    }
  }
  const std::string good = *write_save({*find_rule_set("finkel"), {}, random_steps(*find_rule_set("finkel"), 3, 20)}).text;
  auto refused = [](const std::string& text, int line, const char* reason) {
    CAPTURE(text);
    const RecordParse p = load_save(text);
    REQUIRE_FALSE(p.ok());
    CHECK(p.line == line);
    CHECK_MESSAGE(p.error.find(reason) != std::string::npos, p.message());
  };
  std::string t = good;
  t.replace(0, 9, "ur-save 2");
  refused(t, 1, "save version 2 is not supported (this build reads version 1)");
  t = good;
  t.replace(0, 9, "ur-save x");
  refused(t, 1, "cannot read the save version");
  refused("rules finkel\n1. l 2:in/2\n", 1, "not an Ur save");
  refused("", 1, "not an Ur save");
  refused("ur-save 1\nrules finkel\n", 2, "truncated save: the last line must be 'end'");
  refused("ur-save 1\nrules finkel\nend\n", 3, "no 'position' line before 'end'");
  refused("ur-save 1\nposition finkel 7/-/0 7/-/0 l throw 0\nend\n", 2, "not an Ur game record");
  refused("ur-save 1\nrules finkel\nposition finkel 7/-/0 7/-/0 l throw x\nend\n", 3, "bad saved position");
  refused("ur-save 1\nrules finkel\n1. l 2:in/2\nposition finkel 7/-/0 7/-/0 l throw 0\nend\n", 4,
          "the saved position does not match the game replayed from the record");
  refused("ur-save 1\nrules finkel\n1. l 2:in/9\nposition finkel 7/-/0 7/-/0 l throw 0\nend\n", 3,
          "is not a legal move");
  // A bad save never touches what the caller holds: loading only returns a new value.
  const GameRecord held{*find_rule_set("finkel"), {{"light", "me"}}, random_steps(*find_rule_set("finkel"), 8, 30)};
  const GameRecord copy = held;
  const RecordParse p = load_save("ur-save 1\nrules finkel\n");
  CHECK_FALSE(p.ok());
  CHECK_FALSE(p.record.has_value());
  CHECK(held.steps == copy.steps);
}

TEST_CASE("record: writing refuses what it cannot write faithfully") {
  const RuleSet& r = *find_rule_set("finkel");
  CHECK(write_record({r, {{"colour", "x"}}, {}}).error.find("unknown tag") != std::string::npos);
  CHECK(write_record({r, {{"light", "a # b"}}, {}}).error.find("one line without '#'") != std::string::npos);
  CHECK(write_record({r, {{"light", " padded"}}, {}}).error.find("blanks at its ends") != std::string::npos);
  CHECK(write_record({r, {{"light", "two\nlines"}}, {}}).error.find("one line") != std::string::npos);
  CHECK(write_record({r, {{"seed", "-1"}}, {}}).error.find("seed") != std::string::npos);
  // Illegal steps.
  CHECK(write_record({r, {}, {Step::of_action(Action::enter(1))}}).error ==
        "step 1: an action, but light still has to throw");
  CHECK(write_record({r, {}, {Step::of_chance(9)}}).error ==
        "step 1: impossible throw 9 (finkel's 4 dice show 0..4 marked tips)");
  CHECK(write_record({r, {}, {Step::of_chance(2), Step::of_action(Action::enter(2))}}).error.find(
            "step 2: illegal action 'enter 2'") == 0);
  CHECK(write_record({r, {}, {Step::of_chance(2), Step::of_chance(2)}}).error.find("step 2: a throw, but") == 0);
  // An empty game is a valid record.
  CHECK(*write_record({r, {}, {}}).text == "rules finkel\nresult unfinished\n");
}
