// Records in and out (ui/record_io.hpp): a game exported and opened again is the same game
// to review, with the same players; a record with a mistake is refused with its line and
// the reason, in words; an export is named after its rules and day, and its notice says
// where it went.
#include <doctest/doctest.h>

#include "ui/record_io.hpp"
#include "unit-game-support.hpp"

using namespace ur;

namespace {

ReviewGame played(const char* rules, std::array<std::string, 2> players, std::uint64_t seed) {
  ReviewGame g;
  g.rules = *parse_rules_notation(rules);
  g.players = players;
  g.seed = seed;
  std::uint64_t rng = seed;
  g.steps = test::played_steps(g.rules, rng);
  return g;
}

}  // namespace

TEST_CASE("an exported game opens again as the same game to review") {
  for (const char* rules : {"finkel", "jeu-royal:3", "tokens", "ravensburger:2"}) {
    const ReviewGame g = played(rules, {"", "greedy"}, 17);
    const RecordText text = export_record(g, "2026-11-25 14:03");
    REQUIRE_MESSAGE(text.ok(), text.error);
    CHECK(text.text->find("light human\ndark greedy\nseed 17\ndate 2026-11-25 14:03\n") != std::string::npos);
    const OpenedRecord back = open_record(*text.text);
    REQUIRE_MESSAGE(back.ok(), back.message());
    CHECK(rules_notation(back.game->rules) == rules);
    CHECK(back.game->players == g.players);
    CHECK(back.game->seed == 17);
    CHECK(back.game->steps == g.steps);
  }
}

TEST_CASE("a record written by hand opens: Windows line ends, a person's name, an unfinished game") {
  const OpenedRecord r = open_record("rules finkel\r\nlight Ana\r\ndark king\r\n1. l 2:in/2\r\n2. d 3:in/3\r\n3. l 4:\r\n");
  REQUIRE_MESSAGE(r.ok(), r.message());
  CHECK(r.game->players[0] == "");      // a person
  CHECK(r.game->players[1] == "king");  // a computer level
  CHECK(r.game->seed == 0);
  // Three throws and two moves: the review stops after the last throw, its move unplayed.
  CHECK(r.game->steps.size() == 5);
  CHECK(r.game->steps.back() == Step::of_chance(4));
  // A save (the game kept in progress) opens as well.
  const OpenedRecord s = open_record(
      "ur-save 1\nrules finkel\nlight Ana\ndark greedy\n1. l 2:in/2\n2. d 3:in/3\n3. l 4:2/6\nresult unfinished\n"
      "position finkel 6/5/0 6/2/0 d throw 3\nend\n");
  CHECK_MESSAGE(s.ok(), s.message());
}

TEST_CASE("a bad record is refused with the line and the reason") {
  const OpenedRecord r = open_record("rules finkel\n1. l 2:in/2\n2. d 3:in/3\n3. l 4:2/7\n");
  CHECK_FALSE(r.ok());
  CHECK(r.line == 4);
  CHECK(r.message().rfind("Line 4: turn 3 (light), throw 4: '2/7' is not a legal move", 0) == 0);
  const OpenedRecord bad_rules = open_record("# a comment\nrules fnkel\n");
  CHECK(bad_rules.message().rfind("Line 2: unknown rule set 'fnkel'", 0) == 0);
  const OpenedRecord empty = open_record(" \n\n");
  CHECK_FALSE(empty.ok());
  CHECK(empty.message().find("rules finkel") != std::string::npos);
  CHECK_FALSE(open_record(std::string(kLargestRecord + 1, '#')).ok());
  // The notice names the line, the reason and that nothing changed.
  const NoticeWords n = open_failed_notice(r, "a file, game.ur.txt");
  CHECK(n.title == "This record cannot be opened");
  REQUIRE(n.lines.size() == 3);
  CHECK(n.lines[0] == "From a file, game.ur.txt.");
  CHECK(n.lines[1] == r.message());
  CHECK(n.lines[2].find("Nothing was changed") == 0);
}

TEST_CASE("an export is named after its rules and its day") {
  CHECK(export_file_name(*parse_rules_notation("finkel"), "2026-11-25 14:03") == "ur-finkel-2026-11-25.ur.txt");
  CHECK(export_file_name(*parse_rules_notation("finkel:3"), "2026-11-25") == "ur-finkel-3-2026-11-25.ur.txt");
  CHECK(export_file_name(*parse_rules_notation("jeu-royal"), "2026-11-25", 2) == "ur-jeu-royal-2026-11-25-2.ur.txt");
  CHECK(export_file_name(*parse_rules_notation("blitz"), "yesterday") == "ur-blitz.ur.txt");
}

TEST_CASE("the notice after an export says where the record went") {
  ExportOutcome desktop{true, false, "/home/ana/.local/share/ur/ur/records/ur-finkel-2026-11-25.ur.txt", true, ""};
  NoticeWords n = export_notice(desktop, "ur-finkel-2026-11-25.ur.txt");
  CHECK(n.title == "Game record saved");
  CHECK(n.lines[0] == "Saved as /home/ana/.local/share/ur/ur/records/ur-finkel-2026-11-25.ur.txt.");
  CHECK(n.lines[1].find("clipboard") != std::string::npos);
  n = export_notice({true, true, "", true, ""}, "ur-finkel-2026-11-25.ur.txt");
  CHECK(n.lines[0] == "Downloaded as ur-finkel-2026-11-25.ur.txt (see your browser's downloads).");
  n = export_notice({false, false, "", true, "the disk is full"}, "x.ur.txt");
  CHECK(n.title == "Game record copied");
  CHECK(n.lines[0] == "It could not be saved as a file: the disk is full.");
  n = export_notice({false, false, "", false, "no folder"}, "x.ur.txt");
  CHECK(n.title == "The record could not be exported");
  CHECK(n.lines.size() == 2);
}
