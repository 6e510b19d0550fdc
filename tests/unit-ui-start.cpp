// The start screen at phone, laptop and desktop sizes: every rule set's card shows its
// name and whole hook, every text is at least 16 CSS px on a phone, the set-up's texts
// fit their boxes beside the buttons, every rule set is at most two taps away, and the
// arrow keys reach what they point at. The layouts are checked in every language: the
// longest language's words must fit the boxes too. The language chosen is remembered.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <string>

#include "core/rules.hpp"
#include "i18n/i18n.hpp"
#include "ui/language.hpp"
#include "ui/level_names.hpp"
#include "ui/screens/start/start_screen.hpp"
#include "unit-font-support.hpp"
#include "unit-screen-support.hpp"

using namespace ur;
using test::inside;
using test::InLanguage;
using test::overlap;
using Screen = test::ScreenSize;
constexpr auto& kScreens = test::kScreenSizes;

namespace {

// Both pages of the start screen (one screen on wide screens).
std::vector<bool> pages(const StartLayout& probe) {
  return probe.two_panes ? std::vector<bool>{false} : std::vector<bool>{false, true};
}

}  // namespace

TEST_CASE("every card shows its rule set's name, origin and whole hook, at least 16 CSS px, and no card hides another") {
  for (const i18n::LanguageInfo& lang : i18n::all_languages())
  for (const Screen& sc : kScreens) {
    const InLanguage chosen(lang.id);
    const std::string code(lang.code);
    CAPTURE(code);
    const int w = static_cast<int>(static_cast<float>(sc.w) * sc.ratio), h = static_cast<int>(static_cast<float>(sc.h) * sc.ratio);
    CAPTURE(sc.w);
    CAPTURE(sc.h);
    const StartFonts f = test::start_fonts(w, h, sc.ratio);
    MenuState m;
    const StartLayout s = start_layout(w, h, sc.ratio, m, computer_levels(true, true), f);
    REQUIRE(s.cards.size() == all_rule_sets().size());
    CHECK(s.text_px / sc.ratio >= 16.0f);
    CHECK(s.hook_px / sc.ratio >= 16.0f);
    CHECK(s.small_px / sc.ratio >= 16.0f);
    const float scale = s.hook_px / static_cast<float>(f.text->size);
    for (std::size_t i = 0; i < s.cards.size(); ++i) {
      const RuleCard& c = s.cards[i];
      const RuleSet& r = all_rule_sets()[static_cast<std::size_t>(c.rules)];
      CAPTURE(r.name);
      // The hook in full: its lines put back together are the hook, none cut, all inside.
      std::string joined;
      for (const std::string& line : c.hook) {
        joined += (joined.empty() ? "" : " ") + line;
        CHECK(static_cast<float>(f.text->measure(line)) * scale <= c.rect.w - s.text_px * 1.2f);
      }
      CHECK(joined == rule_text(r, "hook"));
      CHECK(joined.find("…") == std::string::npos);
      // And where the rules come from, in full too.
      std::string origin;
      for (const std::string& line : c.origin) {
        origin += (origin.empty() ? "" : " ") + line;
        CHECK(static_cast<float>(f.text->measure(line)) * scale <= c.rect.w - s.text_px * 1.2f);
      }
      CHECK(origin == rule_text(r, "origin"));
      // Its drawing: its board upright at the card's right, clear of every line of words,
      // and its dice in a row under them, all inside the card.
      CHECK(inside(c.art, c.rect));
      CHECK(inside(c.dice, c.rect));
      CHECK(c.art.h > c.art.w * 1.3f);
      for (const auto* lines : {&c.origin, &c.hook})
        for (const std::string& line : *lines)
          CHECK(c.rect.x + s.text_px * 0.65f + static_cast<float>(f.text->measure(line)) * scale <= c.art.x + 0.5f);
      const int dice = r.dice == DiceKind::D6 ? 1 : r.dice_count;
      CHECK(static_cast<float>(dice) * c.dice.h * 1.1f <= c.dice.w);
      CHECK(c.dice.x + c.dice.w <= c.art.x);
      CHECK(c.rect.w >= 200.0f * sc.ratio);
      CHECK(inside({c.rect.x, 0, c.rect.w, 1}, {s.gallery.x, 0, s.gallery.w, 1}));
      for (std::size_t j = i + 1; j < s.cards.size(); ++j) CHECK_FALSE(overlap(c.rect, s.cards[j].rect));
    }
    // The modern rule sets come first, under their own heading.
    REQUIRE(s.headings.size() == 2);
    CHECK(all_rule_sets()[static_cast<std::size_t>(s.cards.front().rules)].group == RuleGroup::Modern);
    CHECK(all_rule_sets()[static_cast<std::size_t>(s.cards.back().rules)].group == RuleGroup::Historical);
  }
}

TEST_CASE("the set-up's texts fit beside its buttons, for every rule set and opponent, and the strength is told in full") {
  for (const i18n::LanguageInfo& lang : i18n::all_languages())
  for (const Screen& sc : kScreens) {
    const InLanguage chosen(lang.id);
    const std::string code(lang.code);
    CAPTURE(code);
    const int w = static_cast<int>(static_cast<float>(sc.w) * sc.ratio), h = static_cast<int>(static_cast<float>(sc.h) * sc.ratio);
    CAPTURE(sc.w);
    CAPTURE(sc.h);
    const StartFonts f = test::start_fonts(w, h, sc.ratio);
    const auto levels = computer_levels(true, true);
    for (std::size_t rules = 0; rules < all_rule_sets().size(); ++rules)
      // A friend, and every level (its strength line is the longest part).
      for (int opponent = 0; opponent <= static_cast<int>(levels.size()); ++opponent) {
        MenuState m;
        m.rules = static_cast<int>(rules);
        m.opponent = opponent;
        m.setup_page = true;
        const StartLayout s = start_layout(w, h, sc.ratio, m, levels, f);
        CAPTURE(all_rule_sets()[rules].name);
        CAPTURE(opponent);
        REQUIRE(s.setup.w > 0);
        CHECK(inside(s.setup, {0, 0, static_cast<float>(w), static_cast<float>(h)}));
        // The name, the story line and the summary's first sentences, whole.
        CHECK(s.name.lines.size() <= 2);
        // Where the rules come from, whole.
        std::string source;
        for (const std::string& line : s.source.lines) source += (source.empty() ? "" : " ") + line;
        CHECK(source == rule_text(all_rule_sets()[rules], "source"));
        // Whole sentences of the summary, or on a small phone with no room for its first
        // sentence, the hook.
        REQUIRE(!s.summary.lines.empty());
        std::string summary;
        for (const std::string& line : s.summary.lines) summary += (summary.empty() ? "" : " ") + line;
        if (summary != rule_text(all_rule_sets()[rules], "hook")) {
          CHECK(summary.back() == '.');
          CHECK(rule_text(all_rule_sets()[rules], "summary").substr(0, summary.size()) == summary);
        }
        std::vector<Rect> texts{s.name.rect, s.source.rect, s.summary.rect, s.opponent_label, s.level_label, s.side_label};
        if (opponent > 0) {
          const std::string strength = level_strength(levels[static_cast<std::size_t>(opponent - 1)].name, all_rule_sets()[rules]);
          std::string joined;
          for (const std::string& line : s.strength.lines) joined += (joined.empty() ? "" : " ") + line;
          CHECK(joined == strength);
          texts.push_back(s.strength.rect);
        } else {
          CHECK(!s.side_note.lines.empty());
          texts.push_back(s.side_note.rect);
        }
        for (const Rect& t : texts) {
          CHECK(inside(t, s.setup));
          for (const Button& b : s.buttons)
            if (b.id < kRuleCardBase) {
              CAPTURE(b.label);
              CHECK_FALSE(overlap(t, b.rect));
            }
        }
        for (std::size_t i = 0; i < texts.size(); ++i)
          for (std::size_t j = i + 1; j < texts.size(); ++j)
            if (texts[i].h > 0 && texts[j].h > 0) CHECK_FALSE(overlap(texts[i], texts[j]));
      }
  }
}

TEST_CASE("every button is on screen, at least 44 CSS px tall, apart from the others, and found by a tap") {
  for (const i18n::LanguageInfo& lang : i18n::all_languages())
  for (const Screen& sc : kScreens) {
    const InLanguage chosen(lang.id);
    const std::string code(lang.code);
    CAPTURE(code);
    const int w = static_cast<int>(static_cast<float>(sc.w) * sc.ratio), h = static_cast<int>(static_cast<float>(sc.h) * sc.ratio);
    CAPTURE(sc.w);
    CAPTURE(sc.h);
    const StartFonts f = test::start_fonts(w, h, sc.ratio);
    // A new player's screen, and one with a saved game, a live game kept and games played.
    for (const bool kept : {false, true}) {
    MenuState m;
    if (kept) {
      m.continue_label = "Continue · Ravensburger, turn 134";
      m.continue_live_label = "Continue online with Anastasia K…";
      m.has_history = true;
    }
    const StartLayout probe = start_layout(w, h, sc.ratio, m, computer_levels(true), f);
    for (const bool setup : pages(probe)) {
      m.setup_page = setup;
      const StartLayout s = start_layout(w, h, sc.ratio, m, computer_levels(true), f);
      if (kept && !setup) CHECK(std::any_of(s.buttons.begin(), s.buttons.end(), [](const Button& b) { return b.id == kContinueLive; }));
      for (std::size_t i = 0; i < s.buttons.size(); ++i) {
        const Button& b = s.buttons[i];
        CAPTURE(b.label);
        // A button's label keeps at least 16 CSS px when shrunk to its width (draw_button).
        const bool card = b.id >= kRuleCardBase && b.id < kOpenHistory;
        if (!card) {
          const float at_atlas = static_cast<float>(f.bold->measure(b.label)) / static_cast<float>(f.bold->size);
          CHECK(std::min(b.rect.h * 0.46f, (b.rect.w - b.rect.h * 0.4f) / at_atlas) >= 16.0f * sc.ratio);
        }
        // Every character of its label is in the bold font it is drawn with (a missing one
        // shows as "?").
        for (std::size_t at = 0; at < b.label.size();) CHECK(f.bold->find(next_code_point(b.label, at)) != nullptr);
        CHECK(inside(b.rect, {0, 0, static_cast<float>(w), static_cast<float>(h)}));
        if (!card) CHECK(b.rect.h >= 44.0f * sc.ratio - 0.5f);
        if (b.enabled) CHECK(hit_button(s.buttons, b.rect.cx(), b.rect.cy()) == b.id);
        for (std::size_t j = i + 1; j < s.buttons.size(); ++j) CHECK_FALSE(overlap(b.rect, s.buttons[j].rect));
      }
    }
    }
  }
}

TEST_CASE("every rule set is at most two taps away, whichever page is showing") {
  for (const i18n::LanguageInfo& lang : i18n::all_languages())
  for (const Screen& sc : kScreens) {
    const InLanguage chosen(lang.id);
    const std::string code(lang.code);
    CAPTURE(code);
    const int w = static_cast<int>(static_cast<float>(sc.w) * sc.ratio), h = static_cast<int>(static_cast<float>(sc.h) * sc.ratio);
    CAPTURE(sc.w);
    CAPTURE(sc.h);
    const StartFonts f = test::start_fonts(w, h, sc.ratio);
    const auto levels = computer_levels(false);
    for (std::size_t target = 0; target < all_rule_sets().size(); ++target)
      for (const bool start_on_setup : {false, true}) {
        CAPTURE(all_rule_sets()[target].name);
        MenuState m;
        m.rules = target == 0 ? 1 : 0;
        m.setup_page = start_on_setup;
        int taps = 0;
        while (m.rules != static_cast<int>(target) && taps < 3) {
          StartLayout s = start_layout(w, h, sc.ratio, m, levels, f);
          // Scrolling is not a tap: scroll until the card shows, as a finger would.
          for (int guard = 0; guard < 50; ++guard) {
            bool shown = false;
            for (const Button& b : s.buttons) shown |= b.id == kRuleCardBase + static_cast<int>(target);
            if (shown || s.gallery.h <= 0) break;
            m.scroll = s.scroll + s.gallery.h * 0.5f;
            s = start_layout(w, h, sc.ratio, m, levels, f);
          }
          int tap = kAllRules;
          for (const Button& b : s.buttons)
            if (b.id == kRuleCardBase + static_cast<int>(target)) tap = b.id;
          REQUIRE(hit_button(s.buttons, 0, 0) != tap);  // a real button, not the corner
          apply_start_button(m, tap, static_cast<int>(levels.size()), s.two_panes);
          ++taps;
        }
        CHECK(m.rules == static_cast<int>(target));
        CHECK(taps <= 2);
      }
  }
}

TEST_CASE("the opponent: a friend or the computer, whose level is kept and stepped within the ladder") {
  MenuState m;
  const int n = 8;
  m.opponent = 3;
  apply_start_button(m, kOpponentFriend, n, true);
  CHECK(m.opponent == 0);
  apply_start_button(m, kOpponentComputer, n, true);
  CHECK(m.opponent == 3);  // back to the level chosen before
  for (int i = 0; i < 20; ++i) apply_start_button(m, kLevelNext, n, true);
  CHECK(m.opponent == n);  // stops at the strongest
  for (int i = 0; i < 20; ++i) apply_start_button(m, kLevelPrev, n, true);
  CHECK(m.opponent == 1);
  apply_start_button(m, kSideDark, n, true);
  CHECK(m.side == 1);
  apply_start_button(m, kSideLight, n, true);
  CHECK(m.side == 0);
  // On a phone a card opens the set-up, and "All rule sets" goes back with the focus on
  // the chosen card.
  apply_start_button(m, kRuleCardBase + 5, n, false);
  CHECK(m.rules == 5);
  CHECK(m.setup_page);
  apply_start_button(m, kAllRules, n, false);
  CHECK_FALSE(m.setup_page);
  CHECK(m.focus == kRuleCardBase + 5);
}

TEST_CASE("perfect play and the Queen offered or withdrawn: the chosen level stays the same by name") {
  MenuState m;
  const auto index_of = [&](const std::string& name) {
    const auto levels = menu_levels(m);
    for (std::size_t i = 0; i < levels.size(); ++i)
      if (levels[i].name == name) return static_cast<int>(i) + 1;
    return 0;
  };
  follow_levels(m, true, true);  // both read: the Queen, then perfect play, at the top
  REQUIRE(menu_levels(m).back().name == "perfect");
  m.opponent = index_of("perfect");
  m.last_level = index_of("king");
  follow_levels(m, true, false);  // the Queen's network withdrawn: perfect play moves down one, still chosen
  CHECK(m.opponent == index_of("perfect"));
  CHECK(m.opponent == static_cast<int>(menu_levels(m).size()));
  CHECK(m.last_level == index_of("king"));
  follow_levels(m, false, false);  // no longer offered: the strongest left
  CHECK(m.opponent == static_cast<int>(menu_levels(m).size()));
  CHECK(menu_levels(m).back().name != "perfect");
  CHECK(strength_label(m) == tr("start.strength"));
  m.offline = true;
  CHECK(strength_label(m) == tr("start.strength_offline"));
}

TEST_CASE("the arrow keys move the focus to the nearest control in their direction; Tab goes through all") {
  const int w = 1280, h = 800;
  const StartFonts f = test::start_fonts(w, h, 1);
  MenuState m;
  const StartLayout s = start_layout(w, h, 1, m, computer_levels(false), f);
  REQUIRE(s.two_panes);
  // From Play: left is How to play, up is the side row.
  CHECK(focus_toward(s.buttons, kPlay, -1, 0) == kHowToPlay);
  CHECK(focus_toward(s.buttons, kPlay, 0, -1) == kSideDark);
  CHECK(focus_toward(s.buttons, kPlay, 0, 1) == kPlay);  // nothing below
  // In the gallery's two columns: right from the first card is the second, down the third.
  const int first = kRuleCardBase + s.cards[0].rules;
  CHECK(focus_toward(s.buttons, first, 1, 0) == kRuleCardBase + s.cards[1].rules);
  CHECK(focus_toward(s.buttons, first, 0, 1) == kRuleCardBase + s.cards[2].rules);
  // Tab visits every enabled control once and comes back.
  int at = first, steps = 0;
  do {
    at = focus_step(s.buttons, at, 1);
    ++steps;
  } while (at != first && steps < 100);
  int enabled = 0;
  for (const Button& b : s.buttons) enabled += b.enabled ? 1 : 0;
  CHECK(steps == enabled);
}

TEST_CASE("the levels have names from Ur and a plain strength line for the rule set") {
  const auto levels = computer_levels(true, true);
  std::vector<std::string> names;
  for (const AgentInfo& a : levels) names.push_back(level_display_name(a.name));
  CHECK(names.front() == "Child");
  CHECK(names.back() == "Moon god");
  CHECK(names[names.size() - 2] == "Queen");
  for (const AgentInfo& a : levels) {
    CAPTURE(a.name);
    for (const RuleSet& r : all_rule_sets()) {
      const std::string line = level_strength(a.name, r);
      CHECK(!line.empty());
      // Other levels are named as the menu names them, never by their stable names.
      for (const char* stable : {"greedy", "novice", "apprentice", "Finkel-like"}) CHECK(line.find(stable) == std::string::npos);
    }
  }
  // Figures differ by family: the Child is a far weaker player in Finkel than in Bell's
  // dice-heavy game.
  CHECK(level_strength("random", *find_rule_set("finkel")).find("almost every game") != std::string::npos);
  CHECK(level_strength("random", *find_rule_set("bell")).find("about 6 games in 10") != std::string::npos);
  // The Queen's figure against perfect play is told only where it was measured.
  CHECK(level_strength("oracle", *find_rule_set("finkel")).find("perfect play she wins about half her games") != std::string::npos);
  CHECK(level_strength("oracle", *find_rule_set("blitz")).find("perfect play she wins about half") != std::string::npos);
  CHECK(level_strength("oracle", *find_rule_set("masters")).find("perfect play she wins about half") != std::string::npos);
  CHECK(level_strength("oracle", *find_rule_set("british-museum")).find("perfect play she wins about half") != std::string::npos);
  CHECK(level_strength("oracle", *find_rule_set("murray")).find("perfect play") == std::string::npos);  // no table there
  // The Queen is "her", the King "he" (and in French, "contre elle").
  CHECK(level_strength("oracle", *find_rule_set("tokens")).find("the King wins under half his games against her") != std::string::npos);
  CHECK(level_strength("oracle", *find_rule_set("jeu-royal")).find("the King wins") == std::string::npos);  // too close to tell
  CHECK(level_strength("king", *find_rule_set("finkel")).find("perfect play he wins about 4 games in 10") != std::string::npos);
  {
    const InLanguage fr(i18n::Language::French);
    CHECK(level_strength("oracle", *find_rule_set("ravensburger")).find("contre elle") != std::string::npos);
    CHECK(level_strength("priest", *find_rule_set("ravensburger")).find("contre lui") != std::string::npos);
  }
  CHECK(level_strength("oracle", *find_rule_set("ravensburger")).find("perfect play") == std::string::npos);
}

TEST_CASE("the language button shows the language's own name, and every language's words are used") {
  const int w = 390 * 3, h = 844 * 3;
  const StartFonts f = test::start_fonts(w, h, 3);
  for (const i18n::LanguageInfo& lang : i18n::all_languages()) {
    const InLanguage chosen(lang.id);
    MenuState m;
    const StartLayout s = start_layout(w, h, 3, m, computer_levels(true), f);
    std::string label;
    for (const Button& b : s.buttons)
      if (b.id == kLanguage) label = b.label;
    CHECK(label == lang.name);
    m.setup_page = true;
    const StartLayout setup = start_layout(w, h, 3, m, computer_levels(true), f);
    for (const Button& b : setup.buttons)
      if (b.id == kPlay) CHECK(b.label == i18n::text(lang.id, "start.play"));
    const RuleSet& finkel = all_rule_sets()[static_cast<std::size_t>(m.rules)];
    std::string name;
    for (const std::string& line : setup.name.lines) name += (name.empty() ? "" : " ") + line;
    CHECK(name == rule_text(finkel, "title"));
  }
  // English stays as the rule sets and the start screen always said it.
  CHECK(rule_text(rule_set(RuleSetId::Finkel), "hook") == rule_set(RuleSetId::Finkel).hook);
  {
    const InLanguage french(i18n::Language::French);
    CHECK(level_display_name("random") == "Enfant");
    CHECK(rule_text(rule_set(RuleSetId::Finkel), "hook") == i18n::text(i18n::Language::French, "rules.finkel.hook"));
  }
  CHECK(level_display_name("random") == "Child");
}

TEST_CASE("the language: each press the next one, remembered, and restored at the next start") {
  // The picker's order: every language once, then English again.
  i18n::Language l = i18n::Language::English;
  std::vector<std::string> seen;
  for (std::size_t i = 0; i < i18n::all_languages().size(); ++i) {
    seen.push_back(std::string(i18n::language_info(l).name));
    l = next_language(l);
  }
  CHECK(l == i18n::Language::English);
  CHECK(seen == std::vector<std::string>{"English", "Français", "Magyar", "Nederlands"});
  // Nothing remembered: the system's language (the browser's or the desktop's).
  CHECK(start_language("", i18n::language_from_locales("de-DE,hu-HU,en")) == i18n::Language::Hungarian);
  CHECK(start_language("", i18n::language_from_environment("", "", "nl_BE.UTF-8", "")) == i18n::Language::Dutch);
  CHECK(start_language("", i18n::language_from_locales("de-DE")) == i18n::Language::English);
  // Chosen on the start screen and stored as its code (App::next_language_pressed): that
  // one comes back whatever the system says.
  std::map<std::string, std::string> prefs;
  prefs["lang"] = std::string(i18n::language_info(next_language(i18n::Language::English)).code);
  CHECK(prefs["lang"] == "fr");
  CHECK(start_language(prefs["lang"], i18n::Language::Dutch) == i18n::Language::French);
  // A code the game does not speak (an older or newer version's) is passed over.
  CHECK(start_language("xx", i18n::Language::Dutch) == i18n::Language::Dutch);
}
