// Records in and out (ui/record_io.hpp): a game exported and opened again is the same game
// to review, with the same players; a record with a mistake is refused with its line and
// the reason, in words; an export is named after its rules and day, and its notice says
// where it went; the buttons that do it are in reach on every screen.
#include <doctest/doctest.h>

#include "ui/record_io.hpp"
#include "ui/screens/review/review_screen.hpp"
#include "ui/screens/start/start_screen.hpp"
#include "unit-font-support.hpp"
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

// ---- where the buttons are: Open a game record on the start screen, Export on the review

namespace {

struct Size {
  int w, h;
  float ratio;
};
const Size kSizes[] = {{1280, 800, 1}, {390, 844, 3}, {844, 390, 3}, {360, 640, 2}, {1920, 1080, 2}};

bool overlap(const Rect& a, const Rect& b) {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

// Each button a finger's size (44 CSS px high), none over another.
void check_buttons(const std::vector<Button>& buttons, float ratio) {
  for (std::size_t i = 0; i < buttons.size(); ++i) {
    CHECK_MESSAGE(buttons[i].rect.h >= 44.0f * ratio - 0.01f, buttons[i].label);
    for (std::size_t j = i + 1; j < buttons.size(); ++j)
      CHECK_MESSAGE(!overlap(buttons[i].rect, buttons[j].rect), buttons[i].label, " and ", buttons[j].label);
  }
}

const Button* find(const std::vector<Button>& buttons, int id) {
  for (const Button& b : buttons)
    if (b.id == id) return &b;
  return nullptr;
}

}  // namespace

TEST_CASE("the start screen offers to open a game record, with or without games kept") {
  for (const Size& s : kSizes) {
    for (const bool history : {false, true}) {
      MenuState m;
      m.has_history = history;
      m.continue_label = "Continue · Finkel, turn 3";
      const StartLayout l = start_layout(s.w, s.h, s.ratio, m, computer_levels(), test::start_fonts(s.w, s.h, s.ratio));
      const Button* open = find(l.buttons, kOpenRecord);
      REQUIRE_MESSAGE(open, s.w, "x", s.h);
      CHECK(open->rect.y < l.gallery.y);  // above the rule sets, never scrolled away
      CHECK(open->rect.x >= 0);
      CHECK(open->rect.x + open->rect.w <= static_cast<float>(s.w));
      CHECK((find(l.buttons, kOpenHistory) != nullptr) == history);
      std::vector<Button> top;
      for (const Button& b : l.buttons)
        if (b.id == kContinue || b.id == kOpenHistory || b.id == kOpenStatistics || b.id == kOpenRecord) top.push_back(b);
      check_buttons(top, s.ratio);
    }
  }
}

TEST_CASE("the review's Export button is in reach on every screen") {
  for (const Size& s : kSizes) {
    ReviewView v;
    v.count = 40;
    v.at = 12;
    v.step = "Turn 6 · Light: Move 3 squares: capture — best";
    v.summary = "Accuracy: Light 91%, Dark 78% · luck: Light +4.0, Dark -4.0 points";
    const ReviewLayout l = review_layout(s.w, s.h, s.ratio, v, test::start_fonts(s.w, s.h, s.ratio));
    const Button* e = find(l.buttons, kExportRecord);
    REQUIRE_MESSAGE(e, s.w, "x", s.h);
    CHECK(e->label == "Export");
    CHECK(e->rect.x + e->rect.w <= l.panel.x + l.panel.w);
    CHECK(e->rect.y + e->rect.h <= l.step_text.y);  // above the text, inside the panel
    check_buttons(l.buttons, s.ratio);
  }
}
