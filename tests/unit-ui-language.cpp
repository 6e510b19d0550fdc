// The screens speak the player's language (ui/language.hpp): with French chosen, the throw
// in words, How to play, your games, the review and the notices come out as lang/fr.txt
// says, and back in English once English is chosen again; and in every language no screen
// shows a raw key or an unfilled {placeholder}.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/game.hpp"
#include "i18n/i18n.hpp"
#include "ui/controller.hpp"
#include "ui/describe.hpp"
#include "ui/screens/howto/howto.hpp"
#include "ui/language.hpp"
#include "ui/record_io.hpp"
#include "ui/screens/records/records_screen.hpp"
#include "ui/screens/review/review_screen.hpp"
#include "ui/screens.hpp"
#include "ui/tour.hpp"
#include "unit-font-support.hpp"
#include "unit-game-support.hpp"
#include "unit-history-support.hpp"
#include "unit-screen-support.hpp"

using namespace ur;
using i18n::Language;
using test::InLanguage;

namespace {

std::string label_of(const std::vector<Button>& buttons, int id) {
  for (const Button& b : buttons)
    if (b.id == id) return b.label;
  return "(no button)";
}

void add_buttons(std::vector<std::string>& out, const std::vector<Button>& buttons) {
  for (const Button& b : buttons) out.push_back(b.label);
}

// Everything How to play and the throw in words say for one rule set.
void add_rules_texts(std::vector<std::string>& out, const RuleSet& r) {
  for (const HowToSection& s : howto_sections(r)) {
    out.push_back(s.heading);
    for (const HowToParagraph& p : s.paragraphs)
      if (!p.placed) out.push_back(p.text);
    out.push_back(s.drawing.caption);
    for (const HowToMark& m : s.drawing.marks) out.push_back(m.label);
    for (const ThrowRow& row : s.table) {
      out.push_back(row.label);
      out.push_back(row.chance);
      out.push_back(row.meaning);
    }
  }
  for (int o = r.first_outcome(); o <= r.last_outcome(); ++o) {
    out.push_back(describe_throw(r, o));
    out.push_back(throw_headline(r, o));
    out.push_back(throw_details(r, o));
  }
  // The moves offered after each throw of the first turn.
  for (int o = r.first_outcome(); o <= r.last_outcome(); ++o) {
    State s = new_game(r);
    // Past the throw-off (Light a 1, Dark a 2: no tie), to the first turn's throw.
    for (int k = 0; k < 10 && is_chance(s) && s.phase != Phase::Throw; ++k) apply_chance(r, s, r.first_outcome() + 1 + k % 2);
    if (!is_chance(s)) continue;
    apply_chance(r, s, o);
    if (is_chance(s) || is_over(s)) continue;
    ActionList legal;
    legal_actions(r, s, legal);
    for (int i = 0; i < legal.size(); ++i) {
      out.push_back(describe_action(r, s, legal[i]).text);
      out.push_back(choice_label(r, s, legal[i]));
    }
  }
}

// Everything the other moved screens say: your games, statistics, the review's buttons,
// the notices of records, the tour's button.
void add_screen_texts(std::vector<std::string>& out) {
  const StartFonts f = test::start_fonts(1280, 800, 1);
  const std::vector<PastGame> games = {test::finished_game("finkel", {"", "king"}, 3), test::finished_game("blitz", {"", ""}, 5),
                                       test::finished_game("masters", {"perfect", ""}, 7), test::finished_game("murray", {"random", "king"}, 9)};
  for (const PastGame& g : games) {
    const PastGameWords w = past_game_words(g);
    for (const std::string* t : {&w.what, &w.result, &w.when}) out.push_back(*t);
  }
  for (const RecordsLayout& l : {history_layout(1280, 800, 1, games, 0, f), history_layout(1280, 800, 1, {}, 0, f),
                                 statistics_layout(1280, 800, 1, statistics(games), 0, f),
                                 statistics_layout(1280, 800, 1, {}, 0, f)}) {
    out.push_back(l.title);
    if (!l.empty_text.empty()) out.push_back(l.empty_text);
    for (const RecordRow& r : l.rows)
      for (const std::string& line : r.lines) out.push_back(line);
    add_buttons(out, l.buttons);
  }
  ReviewView v;
  v.count = 10;
  v.light_chance.assign(10, 0.5f);
  for (const int width : {1280, 500}) {
    Layout board = review_board(width, 800, 1, v, f);
    const ReviewLayout l = review_layout(width, 800, 1, v, f, &board, 0);
    add_buttons(out, l.buttons);
    for (const std::string& line : l.step_lines) out.push_back(line);
  }
  for (const HowToDrawingKind kind : {HowToDrawingKind::Dice, HowToDrawingKind::Board})
    for (const int section : {0, 3}) add_buttons(out, howto_layout(1280, 800, 1, section, 4, kind).buttons);
  for (const ExportOutcome& e : {ExportOutcome{true, true, "", true, ""}, ExportOutcome{true, false, "/tmp/a.ur.txt", false, ""},
                                 ExportOutcome{false, false, "", false, "the disk is full"}}) {
    const NoticeWords n = export_notice(e, "ur-finkel.ur.txt");
    out.push_back(n.title);
    for (const std::string& line : n.lines) out.push_back(line);
  }
  const NoticeWords bad = open_failed_notice(open_record(""), "a file");
  out.push_back(bad.title);
  for (const std::string& line : bad.lines) out.push_back(line);
  add_buttons(out, tour_layout(1280, 1, 16, TourView{}, *test::start_fonts(1280, 800, 1).text).buttons);
}

// The game's line of news through a whole game between two computers: every throw, move,
// pass, payment and the result, as the game screen shows them.
void add_game_news(std::vector<std::string>& out, const char* rules) {
  const Controller::Clock clock = [] { return 0.0; };
  Controller c;
  REQUIRE(c.start(*find_rule_set(rules), {"random", "random"}, 11, 0) == "");
  std::string last;
  std::uint64_t now = 0;
  for (int i = 0; i < 200000 && c.stage() != Stage::Over; ++i) {
    now += 50;
    c.update(now, clock);
    if (c.message() != last) out.push_back(last = c.message());
  }
  CHECK(c.stage() == Stage::Over);
  out.push_back(c.message());
}

}  // namespace

TEST_CASE("with French chosen the moved screens speak French, and English again after") {
  const RuleSet& finkel = rule_set(RuleSetId::Finkel);
  const StartFonts f = test::start_fonts(1280, 800, 1);
  const std::string english_throw = describe_throw(finkel, 0);
  CHECK(english_throw == "0 marked: no move");
  {
    InLanguage french(Language::French);
    CHECK(current_language() == Language::French);
    // The throw in words, as fr.txt builds it: "0 marqué : aucun déplacement", a no-break
    // space before the colon.
    CHECK(describe_throw(finkel, 0) == "0 marqué\u00a0: aucun déplacement");
    CHECK(describe_throw(finkel, 4) == i18n::text(Language::French, "throw.move", {{"throw", "4 marqués"}, {"n", 4}}));
    // The game's news: who won, in French.
    std::vector<std::string> news;
    add_game_news(news, "blitz");
    CHECK((news.back() == "Blanc gagne" || news.back() == "Noir gagne"));
    // How to play: the first page's title, the dice page's title and its table's head.
    const std::vector<HowToSection> pages = howto_sections(finkel);
    CHECK(pages.front().heading == "Le but");
    CHECK(pages.front().heading == i18n::text(Language::French, "howto.aim.heading"));
    CHECK(label_of(howto_layout(1280, 800, 1, 1, 4, HowToDrawingKind::Board).buttons, kHowToBack) ==
          i18n::text(Language::French, "howto.back"));
    // Your games and the review.
    const RecordsLayout games = history_layout(1280, 800, 1, {}, 0, f);
    CHECK(games.title == "Vos parties");
    CHECK(games.empty_text == i18n::text(Language::French, "records.empty"));
    ReviewView v;
    v.count = 10;
    v.light_chance.assign(10, 0.5f);
    Layout board = review_board(1280, 800, 1, v, f);
    const ReviewLayout review = review_layout(1280, 800, 1, v, f, &board, 0);
    CHECK(label_of(review.buttons, kReviewBack) == "Retour");
    CHECK(label_of(review.buttons, kReviewStart) == i18n::text(Language::French, "review.first"));
    // A notice, and the tour's way out.
    CHECK(open_failed_notice(open_record(""), "").title == i18n::text(Language::French, "record.cannot_open"));
    CHECK(label_of(tour_layout(1280, 1, 16, TourView{}, *test::start_fonts(1280, 800, 1).text).buttons, kTourSkip) ==
          "Passer la visite");
  }
  CHECK(current_language() == Language::English);
  CHECK(describe_throw(finkel, 0) == english_throw);
  CHECK(howto_sections(finkel).front().heading == "The aim");
  CHECK(history_layout(1280, 800, 1, {}, 0, f).title == "Your games");
}

TEST_CASE("no moved screen shows a raw key or an unfilled placeholder, in any language") {
  for (const i18n::LanguageInfo& lang : i18n::all_languages()) {
    InLanguage chosen(lang.id);
    std::vector<std::string> texts;
    for (const RuleSet& r : all_rule_sets()) add_rules_texts(texts, r);
    add_screen_texts(texts);
    for (const char* rules : {"finkel", "tokens", "jeu-royal"}) add_game_news(texts, rules);
    REQUIRE(texts.size() > 500);
    for (const std::string& t : texts) {
      CHECK_MESSAGE(!i18n::find(Language::English, t).has_value(), lang.code, ": a raw key on screen: ", t);
      // A placeholder left as written: "{n}" (fill leaves one it has no value for).
      const std::size_t open = t.find('{');
      CHECK_MESSAGE(open == std::string::npos, lang.code, ": an unfilled placeholder in: ", t);
    }
  }
}

TEST_CASE("other languages differ from English on the moved screens (their words are used, not English's)") {
  const RuleSet& r = rule_set(RuleSetId::Ravensburger);
  std::vector<std::string> english;
  add_rules_texts(english, r);
  for (const Language l : {Language::French, Language::Hungarian, Language::Dutch}) {
    InLanguage chosen(l);
    std::vector<std::string> other;
    add_rules_texts(other, r);
    REQUIRE(other.size() == english.size());
    int same = 0;
    for (std::size_t i = 0; i < other.size(); ++i) same += other[i] == english[i] && !english[i].empty();
    // A number or a name may read the same; sentences must not.
    CHECK_MESSAGE(same * 5 < static_cast<int>(english.size()), i18n::language_info(l).code, ": ", same, " of ",
                  english.size(), " texts still as in English");
  }
}

TEST_CASE("the pools' counts agree with their number in every language (\"1 sorti\", \"2 sortis\"; \"1 token\")") {
  {
    InLanguage french(Language::French);
    CHECK(tr_count("game.pool.home", 0) == "0 sorti");
    CHECK(tr_count("game.pool.home", 1) == "1 sorti");
    CHECK(tr_count("game.pool.home", 2) == "2 sortis");
    CHECK(tr_count("game.pool.tokens", 1) == "1 jeton");
    CHECK(tr_count("game.pool.lost", 3) == "3 perdus");
  }
  CHECK(tr_count("game.pool.tokens", 1) == "1 token");
  CHECK(tr_count("game.pool.tokens", 7) == "7 tokens");
  CHECK(tr_count("game.pool.home", 1) == "1 home");
  for (const auto& l : i18n::all_languages()) {
    InLanguage in(l.id);
    for (const char* key : {"game.pool.home", "game.pool.lost", "game.pool.tokens"})
      for (int n = 0; n <= 7; ++n) CHECK(tr_count(key, n).find(std::to_string(n)) == 0);
  }
}

TEST_CASE("the review's move list writes the notation in the player's words (\"be/2\", \"14/ki\", \"passz\")") {
  CHECK(shown_notation("in/2") == "in/2");  // English: the record's own notation
  CHECK(shown_notation("14/off*") == "14/off*");
  {
    InLanguage chosen(Language::Hungarian);
    CHECK(shown_notation("in/2") == "be/2");
    CHECK(shown_notation("14/off") == "14/ki");
    CHECK(shown_notation("pass") == "passz");
    CHECK(shown_notation("5/8x2*") == "5/8x2*");  // numbers, counts and captures as they are
  }
  for (const Language l : {Language::French, Language::Hungarian, Language::Dutch}) {
    InLanguage chosen(l);
    CAPTURE(i18n::language_info(l).code);
    CHECK(shown_notation("14/off") != "14/off");
    CHECK(shown_notation("pass") != "pass");
  }
}

TEST_CASE("numbers with decimals are written with the language's decimal mark (\"+6.0\", \"+6,0\")") {
  CHECK(decimal_text(6.04, 1, true) == "+6.0");
  CHECK(decimal_text(2.345, 2) == "2.35");
  CHECK(decimal_text(3, 0) == "3");
  for (const Language l : {Language::French, Language::Hungarian, Language::Dutch}) {
    InLanguage chosen(l);
    CHECK(decimal_text(6.04, 1, true) == "+6,0");
    CHECK(decimal_text(-0.45, 1, true) == "-0,5");
    CHECK(decimal_text(2.345, 2) == "2,35");
    CHECK(decimal_text(3, 0) == "3");
  }
}
