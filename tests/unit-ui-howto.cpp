// "How to play" for every rule set: the sections a player needs are there, their words are
// a player's (no coordinates, no source numbers), their drawings show moves the engine
// really allows, the dice page's table is the throw distribution, and every page fits at
// desktop and phone sizes in the fonts the game draws with.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <regex>
#include <string>

#include "core/dice.hpp"
#include "core/game.hpp"
#include "ui/describe.hpp"
#include "ui/screens/howto/howto.hpp"
#include "unit-font-support.hpp"
#include "unit-screen-support.hpp"

using namespace ur;

namespace {

struct Size {
  int w, h;
  float ratio;
  bool phone;
};
// Desktop, laptop, a phone upright and on its side (3 output pixels per CSS pixel), a
// small phone, a large desktop.
const Size kSizes[] = {{1280, 800, 1, false}, {1366, 768, 1, false}, {1170, 2532, 3, true},
                       {2532, 1170, 3, true}, {720, 1280, 2, true},  {1920, 1080, 1, false}};

// The atlas the game draws `face` with at px (as BitmapFont::pick chooses).
const FontMetrics& font(const std::string& face, float px) { return test::font_at(face, px); }

float width_at(const std::string& face, const std::string& text, float px) {
  const FontMetrics& f = font(face, px);
  return static_cast<float>(f.measure(text)) * px / static_cast<float>(f.size);
}

using test::inside;

bool overlap(const Rect& a, const Rect& b) {
  return a.w > 0 && b.w > 0 && a.x < b.x + b.w - 0.5f && b.x < a.x + a.w - 0.5f && a.y < b.y + b.h - 0.5f &&
         b.y < a.y + a.h - 0.5f;
}

const HowToSection* find(const std::vector<HowToSection>& sections, const std::string& id) {
  for (const HowToSection& s : sections)
    if (s.id == id) return &s;
  return nullptr;
}

// Every word a page shows that this module writes (not the rule set's own texts).
std::vector<std::string> generated_words(const HowToSection& s) {
  std::vector<std::string> out{s.heading, s.drawing.caption};
  for (const HowToParagraph& p : s.paragraphs)
    if (!p.placed) out.push_back(p.text);
  for (const HowToMark& m : s.drawing.marks) out.push_back(m.label);
  for (const ThrowRow& r : s.table) out.insert(out.end(), {r.label, r.chance, r.meaning});
  return out;
}

// What a player should never read: board coordinates, source numbers, file names, the
// rule book's markers.
void check_plain(const std::string& text) {
  CAPTURE(text);
  static const std::regex coordinate(R"(\(\s*\d\s*,\s*\d\s*\))");
  CHECK_FALSE(std::regex_search(text, coordinate));
  std::string lower = text;
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  CHECK(lower.find("seed") == std::string::npos);
  CHECK(lower.find(".md") == std::string::npos);
  CHECK(lower.find("[decision]") == std::string::npos);
}

}  // namespace

TEST_CASE("how to play: every rule set has the sections a player needs, in that order") {
  for (const RuleSet& r : all_rule_sets()) {
    CAPTURE(r.name);
    const auto sections = howto_sections(r);
    std::vector<std::string> ids;
    for (const HowToSection& s : sections) {
      ids.push_back(s.id);
      CHECK_FALSE(s.heading.empty());
      CHECK_FALSE(s.paragraphs.empty());
    }
    CHECK(ids.front() == "aim");
    for (const char* id : {"entering", "path", "captures", "dice"}) CHECK(find(sections, id) != nullptr);
    CHECK(find(sections, r.can_bear_off ? "bear-off" : "goal") != nullptr);
    if (r.rosettes_safe || r.extra_on_rosette || r.place_without_throw) CHECK(find(sections, "rosettes") != nullptr);
    CHECK((find(sections, "flip") != nullptr) == (r.flip_index >= 0));
    CHECK((find(sections, "tokens") != nullptr) == r.tokens.enabled);
    CHECK((find(sections, "coins") != nullptr) == r.coins.enabled);
    CHECK((find(sections, "red") != nullptr) == (r.stacks == StackRule::Towers));
    // The rule set's own texts have a page of their own, last.
    CHECK(ids.back() == "sources");
    CHECK(sections.back().paragraphs.front().placed);
    // Ids are unique (the browser tests name screenshots after them).
    std::vector<std::string> sorted = ids;
    std::sort(sorted.begin(), sorted.end());
    CHECK(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
  }
}

TEST_CASE("how to play: the special mechanics are explained where the rule set has them") {
  auto text_of = [](const RuleSet& r, const std::string& id) {
    std::string all;
    for (const HowToSection& s : howto_sections(r))
      if (s.id == id)
        for (const HowToParagraph& p : s.paragraphs)
          if (!p.placed) all += p.text + " ";
    return all;
  };
  const RuleSet& jeu = *find_rule_set("jeu-royal");
  CHECK(text_of(jeu, "captures").find("prisoners") != std::string::npos);
  CHECK(text_of(jeu, "flip").find("13th square") != std::string::npos);  // flip_index 12, counted from 1
  CHECK(text_of(jeu, "bear-off").find("exactly 4") != std::string::npos);
  CHECK(text_of(jeu, "aim").find("A score of 8") != std::string::npos);
  const RuleSet& rav = *find_rule_set("ravensburger");
  CHECK(text_of(rav, "aim").find("500 turns") != std::string::npos);
  CHECK(text_of(rav, "goal").find("At most 5") != std::string::npos);
  CHECK(text_of(rav, "red").find("backward") != std::string::npos);
  CHECK(text_of(rav, "path").find("no special meaning") != std::string::npos);
  const RuleSet& tok = *find_rule_set("tokens");
  CHECK(text_of(tok, "tokens").find("pay 4 tokens") != std::string::npos);
  CHECK(text_of(tok, "entering").find("Only a throw of 1") != std::string::npos);
  const RuleSet& bell = *find_rule_set("bell");
  CHECK(text_of(bell, "coins").find("20 coins") != std::string::npos);
  CHECK(text_of(bell, "entering").find("your fifth square") != std::string::npos);
  const RuleSet& murray = *find_rule_set("murray");
  CHECK(text_of(murray, "path").find("27 squares") != std::string::npos);
  CHECK(text_of(murray, "path").find("on your path twice") != std::string::npos);
  const RuleSet& masters = *find_rule_set("masters");
  CHECK(text_of(masters, "rosettes").find("not safe") != std::string::npos);
  CHECK(text_of(find_rule_set("finkel")->with_pieces(7), "rosettes").find("safe") != std::string::npos);
  const RuleSet& blitz = *find_rule_set("blitz");
  CHECK(text_of(blitz, "captures").find("another throw") != std::string::npos);
}

TEST_CASE("how to play: the words this module writes are a player's words") {
  for (const RuleSet& r : all_rule_sets()) {
    CAPTURE(r.name);
    check_plain(std::string(r.title));
    for (const HowToSection& s : howto_sections(r)) {
      CAPTURE(s.id);
      for (const std::string& text : generated_words(s)) check_plain(text);
    }
  }
}

// The rule set's own summary, source and notes, as the pages place them.
TEST_CASE("how to play: the rule set's own texts, as placed, are a player's words too") {
  for (const RuleSet& r : all_rule_sets()) {
    CAPTURE(r.name);
    for (const HowToSection& s : howto_sections(r))
      for (const HowToParagraph& p : s.paragraphs)
        if (p.placed) check_plain(p.text);
  }
}

TEST_CASE("how to play: drawings put pieces on real squares, one piece or stack per square") {
  for (const RuleSet& r : all_rule_sets()) {
    for (const HowToSection& s : howto_sections(r)) {
      CAPTURE(r.name);
      CAPTURE(s.id);
      const HowToDrawing& d = s.drawing;
      if (s.id == "sources") CHECK(d.kind == HowToDrawingKind::None);
      else CHECK(d.kind != HowToDrawingKind::None);
      std::vector<int> squares;
      for (const HowToPiece& p : d.pieces) {
        REQUIRE(p.index >= 0);
        REQUIRE(p.index < r.path_length);
        if (p.ghost) continue;
        squares.push_back(r.path[p.side][static_cast<unsigned>(p.index)]);
      }
      std::sort(squares.begin(), squares.end());
      CHECK(std::adjacent_find(squares.begin(), squares.end()) == squares.end());
      for (const HowToArrow& a : d.arrows) {
        CHECK(a.from >= kHowToPool);
        CHECK(a.from < r.path_length);
        if (!a.back) {
          CHECK(a.to > a.from - 6);
          CHECK(a.to <= r.path_length);
        }
      }
      for (const HowToMark& m : d.marks) {
        CHECK(m.index >= 0);
        CHECK(m.index < r.path_length);
      }
      for (int side = 0; side < 2; ++side) CHECK(d.waiting[static_cast<unsigned>(side)] >= 0);
    }
  }
}

namespace {

// A position with the drawing's pieces (simple rule sets), Light to play a throw of `value`.
State position_of(const RuleSet& r, const HowToDrawing& d, int value) {
  State s = new_game(r);
  s.throwoff = 0xFF;
  s.side = kLight;
  s.phase = Phase::Move;
  std::array<int, 2> on_board{};
  for (const HowToPiece& p : d.pieces) {
    if (p.ghost) continue;
    s.path_bits[p.side] |= 1u << p.index;
    s.square_bits[p.side] |= square_bit(r.path[p.side][static_cast<unsigned>(p.index)]);
    ++on_board[p.side];
  }
  for (int side = 0; side < 2; ++side)
    s.waiting[static_cast<unsigned>(side)] = static_cast<std::uint8_t>(r.pieces - on_board[static_cast<unsigned>(side)]);
  for (int o = r.first_outcome(); o <= r.last_outcome(); ++o)
    if (r.move_value(o) == value) s.throw_outcome = static_cast<std::uint8_t>(o);
  REQUIRE(r.move_value(s.throw_outcome) == value);
  REQUIRE(check_invariants(r, s) == "");
  return s;
}

}  // namespace

TEST_CASE("how to play: what the drawings show, the engine does") {
  for (const RuleSet& r : all_rule_sets()) {
    if (r.uses_stacks()) continue;
    CAPTURE(r.name);
    const auto sections = howto_sections(r);
    // Entering: the arrow from the waiting pieces lands where the engine puts the piece.
    {
      const HowToDrawing& d = find(sections, "entering")->drawing;
      const HowToArrow& a = d.arrows.front();
      REQUIRE(a.from == kHowToPool);
      const State s = position_of(r, d, a.to + 1);
      CHECK(is_legal(r, s, Action::enter(a.to)));
    }
    // Captures: the light move sends the dark piece back (and throws again where it should).
    {
      const HowToDrawing& d = find(sections, "captures")->drawing;
      const HowToArrow& a = d.arrows.front();
      const State s = position_of(r, d, a.to - a.from);
      const Action move = Action::move(a.from, a.to);
      REQUIRE(is_legal(r, s, move));
      const ActionEffect e = describe_action(r, s, move);
      CHECK(e.captures);
      CHECK(e.extra_throw == (r.extra_on_capture || r.throw_table[s.throw_outcome].extra_throw));
      CHECK(std::any_of(d.arrows.begin(), d.arrows.end(), [](const HowToArrow& x) { return x.back && x.side == kDark; }));
      // A dark piece marked safe cannot be landed on.
      for (const HowToMark& m : d.marks)
        if (m.label == "safe") {
          const int v = m.index - a.from;
          bool thrown = false;
          for (int o = r.first_outcome(); o <= r.last_outcome(); ++o) thrown = thrown || r.move_value(o) == v;
          if (thrown) CHECK_FALSE(is_legal(r, position_of(r, d, v), Action::move(a.from, m.index)));
        }
    }
    // Rosettes: landing there throws again exactly when the rule set says so.
    if (const HowToSection* rs = find(sections, "rosettes")) {
      const HowToDrawing& d = rs->drawing;
      const HowToArrow& a = d.arrows.front();
      const State s = position_of(r, d, a.to - a.from);
      const Action move = Action::move(a.from, a.to);
      REQUIRE(is_legal(r, s, move));
      CHECK(r.board.is_rosette(r.path[kLight][a.to]));  // the rule set's own board
      CHECK(describe_action(r, s, move).extra_throw == (r.extra_on_rosette || r.throw_table[s.throw_outcome].extra_throw));
    }
    // Bearing off: the exact count named on the drawing bears the piece off.
    {
      const HowToDrawing& d = find(sections, "bear-off")->drawing;
      const HowToArrow& a = d.arrows.front();
      CHECK(a.to == r.path_length);
      const State s = position_of(r, d, r.path_length - a.from);
      CHECK(is_legal(r, s, Action::bear_off(a.from)));
      CHECK(d.marks.front().label == "exactly " + std::to_string(r.path_length - a.from));
    }
  }
}

TEST_CASE("how to play: every character it writes is in the fonts it is drawn with") {
  auto covered = [](const std::string& face, const std::string& text) {
    const FontMetrics& f = font(face, 48);
    for (std::size_t i = 0; i < text.size();) {
      const char32_t cp = next_code_point(text, i);
      if (!f.find(cp)) return false;
    }
    return true;
  };
  for (const RuleSet& r : all_rule_sets())
    for (const HowToSection& s : howto_sections(r)) {
      CAPTURE(r.name);
      CAPTURE(s.id);
      CHECK(covered("title", s.heading));
      CHECK(covered("text", "How to play · " + std::string(r.title) + " More below: scroll or ↓ 1 of 9"));
      for (const std::string& text : generated_words(s)) {
        CAPTURE(text);
        CHECK(covered("text", text));
        CHECK(covered("textbold", text));  // tags and the table's head
      }
      for (const ThrowRow& row : s.table) {
        CHECK(covered("title", throw_headline(r, row.outcome)));
        CHECK(covered("text", throw_details(r, row.outcome)));
      }
    }
}

TEST_CASE("how to play: the dice page's table is the throw distribution") {
  for (const RuleSet& r : all_rule_sets()) {
    CAPTURE(r.name);
    const auto rows = throw_rows(r);
    REQUIRE(rows.size() == static_cast<std::size_t>(r.last_outcome() - r.first_outcome() + 1));
    double total = 0;
    for (const ThrowRow& row : rows) {
      CAPTURE(row.label);
      total += static_cast<double>(row.numerator) / row.denominator;
      const ThrowEntry& e = r.throw_table[static_cast<unsigned>(row.outcome)];
      CHECK(row.meaning.find(e.move == 0 ? std::string("no move") : "move " + std::to_string(e.move)) == 0);
      CHECK((row.meaning.find("throw again") != std::string::npos) == e.extra_throw);
      CHECK(throw_headline(r, row.outcome).find(e.move == 0 ? std::string("no move") : "move " + std::to_string(e.move)) !=
            std::string::npos);
      CHECK_FALSE(throw_details(r, row.outcome).empty());
    }
    CHECK(total == doctest::Approx(1.0).epsilon(1e-12));
    CHECK(find(howto_sections(r), "dice")->table.size() == rows.size());
    // The page's throw is the game's: the same random bits give the same outcome.
    for (std::uint64_t seed = 1; seed < 200; ++seed) {
      std::uint64_t a = seed, b = seed;
      const HowToThrow t = howto_throw(r, a);
      CHECK(t.outcome == sample_throw(r, b));
      CHECK(t.faces.size() == static_cast<std::size_t>(r.dice == DiceKind::D6 ? 1 : r.dice_count));
    }
  }
}

TEST_CASE("how to play: every page fits, in text big enough to read, at desktop and phone sizes, in every language") {
  for (const i18n::LanguageInfo& lang : i18n::all_languages()) {
  const test::InLanguage in(lang.id);
  CAPTURE(lang.code);
  for (const Size& z : kSizes) {
    CAPTURE(z.w);
    CAPTURE(z.h);
    for (const RuleSet& r : all_rule_sets()) {
      const auto sections = howto_sections(r);
      const int n = static_cast<int>(sections.size());
      for (int i = 0; i < n; ++i) {
        const HowToSection& s = sections[static_cast<std::size_t>(i)];
        CAPTURE(r.name);
        CAPTURE(s.id);
        const HowToLayout l = howto_layout(z.w, z.h, z.ratio, i, n, s.drawing.kind);
        const Rect screen{0, 0, static_cast<float>(z.w), static_cast<float>(z.h)};
        // Text sizes in CSS pixels: never under 12; body text at least 16 on a phone.
        CHECK(l.small_px / z.ratio >= 12.0f);
        CHECK(l.text_px / z.ratio >= (z.phone ? 16.0f : 12.0f));
        // Buttons: on screen, finger-sized, apart, and the close button clear of the heading.
        for (std::size_t b = 0; b < l.buttons.size(); ++b) {
          const Button& btn = l.buttons[b];
          CAPTURE(btn.label);
          CHECK(inside(btn.rect, screen));
          CHECK(std::min(btn.rect.w, btn.rect.h) / z.ratio >= 44.0f);
          if (btn.enabled) CHECK(hit_button(l.buttons, btn.rect.cx(), btn.rect.cy()) == btn.id);
          for (std::size_t c = b + 1; c < l.buttons.size(); ++c) CHECK_FALSE(overlap(btn.rect, l.buttons[c].rect));
          CHECK_FALSE(overlap(btn.rect, l.heading));
          CHECK_FALSE(overlap(btn.rect, l.kicker));
          CHECK_FALSE(overlap(btn.rect, l.text));
          if (btn.id != kHowToThrow) CHECK_FALSE(overlap(btn.rect, l.drawing));
        }
        CHECK(l.buttons.size() == (s.drawing.kind == HowToDrawingKind::Dice ? 4u : 3u));
        CHECK(inside(l.text, l.panel));
        CHECK_FALSE(overlap(l.text, l.drawing));
        CHECK_FALSE(overlap(l.text, l.caption));
        CHECK(l.text.h >= l.text_px * 4);
        // The heading and the kicker fit beside the close button.
        // (a long heading is drawn smaller, as sdl_howto.cpp does, yet never under the body text)
        const float heading_w = width_at("title", s.heading, l.heading_px);
        CHECK(l.heading_px * std::min(1.0f, l.heading.w / heading_w) >= l.text_px);
        CHECK(width_at("text", tr("howto.kicker", {{"title", rule_text(r, "title")}}), l.small_px) <= l.kicker.w);
        // The text: every line within its box; a page taller than its box scrolls and says so.
        const HowToPageText t = howto_page_text(s, l, font("text", l.text_px), font("text", l.small_px));
        for (const HowToTextLine& line : t.lines) {
          CAPTURE(line.text);
          CHECK(line.x + width_at(line.bold ? "textbold" : "text", line.text, l.text_px) <= l.text.w + 1.0f);
        }
        if (t.content_h > l.text.h + 0.5f) {
          CHECK(t.scrollable);
          CHECK(width_at("text", t.cue, l.small_px) <= l.text.w);
          CHECK(t.view_h >= l.text_px * 3);
        } else {
          CHECK_FALSE(t.scrollable);
        }
        // The drawing: its caption in two lines at most, each tag no wider than the drawing.
        if (s.drawing.kind == HowToDrawingKind::Board || s.drawing.kind == HowToDrawingKind::Path) {
          CHECK(inside(l.drawing, l.panel));
          CHECK(t.caption.size() <= 2u);
          for (const std::string& line : t.caption) CHECK(width_at("text", line, l.small_px) <= l.caption.w + 1.0f);
          const HowToBoard b = howto_board(l.drawing);
          CHECK(b.cell / z.ratio >= 20.0f);  // pieces big enough to tell apart
          for (const HowToMark& m : s.drawing.marks)
            CHECK(width_at("textbold", m.label, l.small_px) + l.small_px <= l.drawing.w);
          CHECK(inside(b.image, l.drawing));
          CHECK(inside(b.pool[kLight], l.drawing));
          CHECK(inside(b.pool[kDark], l.drawing));
        }
        // The dice page: the verdict of every throw fits under the dice.
        if (s.drawing.kind == HowToDrawingKind::Dice) {
          CHECK(inside(l.dice, l.drawing));
          CHECK(inside(l.verdict, l.drawing));
          for (const ThrowRow& row : s.table) {
            CAPTURE(row.label);
            const float verdict_w = width_at("title", throw_headline(r, row.outcome), l.verdict_px);
            CHECK(l.verdict_px * std::min(1.0f, l.verdict.w / verdict_w) >= l.text_px);
            const auto details = wrap_text(font("text", l.text_px), throw_details(r, row.outcome),
                                           static_cast<int>(l.verdict.w * static_cast<float>(font("text", l.text_px).size) / l.text_px));
            CHECK(details.size() <= 4u);
          }
        }
      }
    }
  }
}
}

TEST_CASE("how to play: in every language, the rule set's own texts are that language's") {
  for (const i18n::Language l : {i18n::Language::French, i18n::Language::Hungarian, i18n::Language::Dutch}) {
    const test::InLanguage in(l);
    for (const RuleSet& r : all_rule_sets()) {
      CAPTURE(r.name);
      for (const HowToSection& s : howto_sections(r))
        for (const HowToParagraph& p : s.paragraphs) {
          CAPTURE(p.text);
          // Never the English of src/core (a rule set whose text reads the same in
          // English, a proper name alone, is none of these).
          if (!r.summary.empty()) CHECK(p.text != r.summary);
          if (!r.source.empty()) CHECK(p.text != r.source);
          if (!r.notes.empty()) CHECK(p.text != r.notes);
        }
    }
  }
}

TEST_CASE("how to play: Back is off on the first page, and the last page's Next is Done") {
  const HowToLayout first = howto_layout(1280, 800, 1, 0, 9, HowToDrawingKind::Board);
  const HowToLayout last = howto_layout(1280, 800, 1, 8, 9, HowToDrawingKind::None);
  for (const Button& b : first.buttons)
    if (b.id == kHowToBack) CHECK_FALSE(b.enabled);
  for (const Button& b : last.buttons) {
    if (b.id == kHowToBack) CHECK(b.enabled);
    if (b.id == kHowToNext) CHECK(b.label == "Done");
  }
}

TEST_CASE("how to play: aseb's pages describe its own long board") {
  const RuleSet& r = *find_rule_set("aseb");
  const std::vector<HowToSection> sections = howto_sections(r);
  const HowToSection* path = find(sections, "path");
  REQUIRE(path);
  CHECK(path->paragraphs.front().text.find("4 squares on your own side and 12 along the middle row") != std::string::npos);
  const HowToSection* rosettes = find(sections, "rosettes");
  REQUIRE(rosettes);
  CHECK(rosettes->paragraphs.front().text.find("marked with a cross") != std::string::npos);
  CHECK(rosettes->paragraphs.front().text.find("crosses 4 of them") != std::string::npos);
  // The drawings sit on aseb's board: its How-to-play board is 12 squares long.
  const HowToBoard b = howto_board({0, 0, 1270, 530}, r.board);
  CHECK(b.cell == doctest::Approx(100.0f));
  CHECK(b.square(1, 11).x + b.square(1, 11).w <= b.image.x + b.image.w + 0.01f);
}
