// Buttons of every screen at phone, tablet and desktop sizes: each is on screen, big
// enough to tap, does not overlap another, and a tap on it finds it.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <fstream>
#include <sstream>
#include <string>

#include "core/dice.hpp"
#include "ui/describe.hpp"
#include "ui/screens.hpp"

using namespace ur;

namespace {

const int kSizes[][2] = {{360, 640}, {640, 360}, {768, 1024}, {1280, 800}, {1920, 1080}, {3840, 2160}};

void check_buttons(const std::vector<Button>& buttons, int w, int h, float min_side) {
  for (std::size_t i = 0; i < buttons.size(); ++i) {
    const Rect& r = buttons[i].rect;
    CAPTURE(buttons[i].label);
    CHECK(r.x >= 0);
    CHECK(r.y >= 0);
    CHECK(r.x + r.w <= static_cast<float>(w) + 0.5f);
    CHECK(r.y + r.h <= static_cast<float>(h) + 0.5f);
    CHECK(std::min(r.w, r.h) >= min_side);
    if (buttons[i].enabled) CHECK(hit_button(buttons, r.cx(), r.cy()) == buttons[i].id);
    for (std::size_t j = i + 1; j < buttons.size(); ++j) {
      const Rect& o = buttons[j].rect;
      const bool overlap = r.x < o.x + o.w && o.x < r.x + r.w && r.y < o.y + o.h && o.y < r.y + r.h;
      CHECK_FALSE(overlap);
    }
  }
}

}  // namespace

TEST_CASE("the game's controls: the throw button works only when a person is to throw") {
  const RuleSet& r = *find_rule_set("finkel");
  for (const auto& s : kSizes) {
    CAPTURE(s[0]);
    const Layout l = compute_layout(s[0], s[1]);
    Controller c;
    REQUIRE(c.start(r, {"", ""}, 1, 0) == "");
    auto controls = game_controls(l, c, {});
    check_buttons(controls.buttons, s[0], s[1], 20.0f);
    const auto throw_button = std::find_if(controls.buttons.begin(), controls.buttons.end(),
                                           [](const Button& b) { return b.id == kThrowButton; });
    REQUIRE(throw_button != controls.buttons.end());
    CHECK(throw_button->enabled);
    // The throw button must not cover the board.
    const Rect t = throw_button->rect;
    CHECK_FALSE((t.x < l.board_bounds.x + l.board_bounds.w && l.board_bounds.x < t.x + t.w &&
                 t.y < l.board_bounds.y + l.board_bounds.h && l.board_bounds.y < t.y + t.h));
    REQUIRE(c.throw_dice(0));
    controls = game_controls(l, c, {});
    for (const Button& b : controls.buttons)
      if (b.id == kThrowButton) CHECK_FALSE(b.enabled);
    CHECK_FALSE(hit_button(controls.buttons, t.cx(), t.cy()).has_value());
  }
}

TEST_CASE("the game's controls in remote play: live throws say they are automatic; by link the friend's turn offers the link") {
  const RuleSet& finkel = *find_rule_set("finkel");
  auto find = [](const GameControls& g, int id) {
    return std::find_if(g.buttons.begin(), g.buttons.end(), [id](const Button& b) { return b.id == id; });
  };
  for (const auto& s : kSizes) {
    CAPTURE(s[0]);
    const Layout l = compute_layout(s[0], s[1]);
    Controller c;
    REQUIRE(c.start(finkel, {"", ""}, 1, 0) == "");
    // Live: no Throw button (none works there), but words where it would be.
    GameControls g = game_controls(l, c, {}, {}, true, ThrowBy::Live);
    CHECK(find(g, kThrowButton) == g.buttons.end());
    CHECK(g.throw_note == "The dice throw themselves");
    CHECK(g.throw_rect.w > 0);
    check_buttons(g.buttons, s[0], s[1], 20.0f);
    // By link, while the friend has the turn: a Link button, not a blue Throw.
    g = game_controls(l, c, {}, {}, true, ThrowBy::FriendsLink);
    CHECK(find(g, kThrowButton) == g.buttons.end());
    REQUIRE(find(g, kShowGameLink) != g.buttons.end());
    CHECK(find(g, kShowGameLink)->label == "Link");
    CHECK(g.throw_note.empty());
    // Tokens, the friend to choose before the throw: none of its choices on this screen.
    const RuleSet& tokens = *find_rule_set("tokens");
    Controller::Resume r;
    {
      // A game of first moves up to a choice to pay before the throw.
      State st = new_game(tokens);
      std::uint64_t rng = 3;
      ActionList acts;
      for (int guard = 0; guard < 2000; ++guard) {
        if (is_chance(st)) {
          const int o = sample_chance(tokens, st, rng);
          r.steps.push_back({true, o, {}, st.side});
          apply_chance(tokens, st, o);
          continue;
        }
        legal_actions(tokens, st, acts);
        if (st.phase == Phase::StartTurn &&
            std::any_of(acts.begin(), acts.end(), [](const Action& x) { return x.kind == ActionKind::PayToEnter; }) &&
            r.steps.size() > 4)
          break;
        r.steps.push_back({false, 0, acts[0], st.side});
        apply(tokens, st, acts[0]);
      }
    }
    Controller t;
    REQUIRE(t.resume(tokens, {"", ""}, 1, r, 0) == "");
    REQUIRE(t.stage() == Stage::AwaitThrow);
    REQUIRE(t.choices().size() > 1);
    {
      CHECK(game_controls(l, t, {}).buttons.size() > game_controls(l, t, {}, {}, true, ThrowBy::FriendsLink).buttons.size());
      for (const ThrowBy by : {ThrowBy::FriendsLink, ThrowBy::LiveFriendsTurn}) {
        const GameControls f = game_controls(l, t, {}, {}, true, by);
        for (const Button& b : f.buttons) CHECK_FALSE((b.id >= kChoiceBase && b.id < kChoiceBase + 20));
      }
    }
  }
}

TEST_CASE("every die and the thrown value are in full view: on screen, clear of the throw button and the message") {
  for (const std::string name : {"finkel", "bell", "ravensburger", "jeu-royal"}) {
    const RuleSet& r = *find_rule_set(name);
    for (const auto& s : kSizes) {
      CAPTURE(name);
      CAPTURE(s[0]);
      const Layout l = compute_layout(s[0], s[1]);
      Controller c;
      REQUIRE(c.start(r, {"", ""}, 1, 0) == "");
      const auto controls = game_controls(l, c, {});
      const auto throw_button = std::find_if(controls.buttons.begin(), controls.buttons.end(),
                                             [](const Button& b) { return b.id == kThrowButton; });
      REQUIRE(throw_button != controls.buttons.end());
      const Rect t = throw_button->rect;
      const DiceRowLayout row = dice_row_layout(l, r);
      CHECK(row.dice.size() == static_cast<std::size_t>(r.dice == DiceKind::D6 ? 1 : r.dice_count));
      std::vector<Rect> shown = row.dice;
      shown.push_back(row.value);
      // The value's figures are larger than a die's marks, left of the dice.
      CHECK(row.value.h >= row.dice.front().h * 0.99f);
      CHECK(row.value.x + row.value.w <= row.dice.front().x);
      for (const Rect& d : shown) {
        CHECK(d.x >= 0);
        CHECK(d.x + d.w <= static_cast<float>(s[0]));
        CHECK(d.y + d.h <= static_cast<float>(s[1]));
        CHECK(d.w >= 16.0f);  // big enough to read the marked tips
        CHECK_FALSE((t.x < d.x + d.w && d.x < t.x + t.w && t.y < d.y + d.h && d.y < t.y + t.h));
        CHECK(d.y >= row.message.y + row.message.h);
      }
    }
  }
}

TEST_CASE("offered choices are compact chips under the board, never over it") {
  const RuleSet& r = *find_rule_set("finkel");
  Controller c;
  REQUIRE(c.start(r, {"", ""}, 1, 0) == "");
  std::uint64_t now = 0;
  const Controller::Clock clock = [] { return 0.0; };
  // Play on until a person has at least two moves to choose from.
  for (int i = 0; i < 2000 && !(c.stage() == Stage::ChooseAction && c.choices().size() >= 2); ++i) {
    if (c.stage() == Stage::AwaitThrow) c.throw_dice(now);
    else if (c.stage() == Stage::ChooseAction) c.choose(c.choices()[0], now);
    c.update(now += 100, clock);
  }
  REQUIRE(c.stage() == Stage::ChooseAction);
  const std::vector<Action> offered(c.choices().begin(), c.choices().end());
  for (const auto& s : kSizes) {
    const Layout l = compute_layout(s[0], s[1]);
    int choices = 0;
    for (int page = 0, pages = 1; page < pages; ++page) {
      const GameControls g = game_controls(l, c, offered, {}, true, ThrowBy::Player, page);
      pages = g.chip_pages;
      check_buttons(g.buttons, s[0], s[1], 20.0f);
      for (const Button& b : g.buttons) {
        if (b.id < kChoiceBase) continue;
        ++choices;
        CHECK(b.label.find("Not possible") == std::string::npos);
        CHECK(b.label.size() > 4);
        const Rect& o = l.board_bounds;
        CHECK_FALSE((b.rect.x < o.x + o.w && o.x < b.rect.x + b.rect.w && b.rect.y < o.y + o.h && o.y < b.rect.y + b.rect.h));
      }
    }
    CHECK(choices == static_cast<int>(offered.size()));
  }
}

TEST_CASE("the result screen and overlays fit at every size") {
  for (const auto& s : kSizes) {
    check_buttons(result_layout(s[0], s[1]).buttons, s[0], s[1], 28.0f);
    const OverlayLayout o = overlay_layout(s[0], s[1]);
    check_buttons(o.buttons, s[0], s[1], 28.0f);
    CHECK(o.body.h > static_cast<float>(s[1]) * 0.5f);
  }
  // A phone at its pixel ratio of 3, upright and on its side: the help's text at least 14
  // CSS px, its cue 12, and its × 44 by 44 (10.8 px and 24 by 24 before).
  for (const auto& phone : {std::array<int, 2>{390, 844}, std::array<int, 2>{844, 390}}) {
    const OverlayLayout o = overlay_layout(phone[0] * 3, phone[1] * 3, 3);
    CAPTURE(phone[0]);
    CHECK(o.text_px >= 14.0f * 3);
    CHECK(o.small_px >= 12.0f * 3);
    REQUIRE(o.buttons.size() == 1);
    CHECK(o.buttons[0].rect.w >= 44.0f * 3);
    CHECK(o.buttons[0].rect.h >= 44.0f * 3);
    CHECK(o.body.y >= o.buttons[0].rect.y + o.buttons[0].rect.h);  // the text starts under the ×
    check_buttons(o.buttons, phone[0] * 3, phone[1] * 3, 28.0f);
  }
}


namespace {
const Button& button_of(const std::vector<Button>& buttons, int id) {
  static const Button none{};
  for (const Button& b : buttons)
    if (b.id == id) return b;
  FAIL_CHECK("no button " << id);
  return none;
}
}  // namespace

TEST_CASE("on a phone every game button is a finger's target: 44 by 44 CSS px, apart, on screen (issue 46)") {
  // 390 x 844 CSS px at a pixel ratio of 3, upright and on its side (Menu was 51 x 27 CSS
  // px, ?, sound and volume 27 x 27, Throw 83 x 32, the result's buttons 29 tall).
  const RuleSet& r = *find_rule_set("finkel");
  for (const auto& phone : {std::array<int, 2>{390, 844}, std::array<int, 2>{844, 390}, std::array<int, 2>{360, 640}}) {
    const int w = phone[0] * 3, h = phone[1] * 3;
    CAPTURE(phone[0]);
    const Layout l = compute_layout(w, h, 0, r.board, 3);
    Controller c;
    REQUIRE(c.start(r, {"", ""}, 1, 0) == "");
    for (const bool hints : {false, true}) {
      const GameControls g = game_controls(l, c, {}, {hints, hints});
      check_buttons(g.buttons, w, h, 44.0f * 3);
      for (const int id : {kMenuButton, kHelpButton, kSoundButton, kVolumeButton, kThrowButton})
        CHECK(button_of(g.buttons, id).rect.h >= 44.0f * 3);
      // The words of the status line clear of its buttons.
      for (const Button& b : g.buttons)
        if (b.id != kThrowButton && b.id < kChoiceBase) {
          const Rect& t = g.status_text;
          const bool over = b.rect.y < t.y + t.h && t.y < b.rect.y + b.rect.h;
          if (l.status_rows > 1) CHECK_FALSE(over);
        }
    }
    check_buttons(result_layout(w, h, 3).buttons, w, h, 44.0f * 3);
  }
}

TEST_CASE("a desktop's game buttons and result buttons are as they were") {
  // 1280 x 800 at a pixel ratio of 1 (measured before issue 46's change).
  const RuleSet& r = *find_rule_set("finkel");
  const Layout l = compute_layout(1280, 800);
  Controller c;
  REQUIRE(c.start(r, {"", ""}, 1, 0) == "");
  const GameControls g = game_controls(l, c, {});
  const float cell = 752.0f / 7.65f, sb = cell * 0.7f * 0.8f;
  const Rect menu = button_of(g.buttons, kMenuButton).rect, help = button_of(g.buttons, kHelpButton).rect;
  CHECK(menu.w == doctest::Approx(sb * 1.9f));
  CHECK(menu.h == doctest::Approx(sb));
  CHECK(help.w == doctest::Approx(sb));
  CHECK(button_of(g.buttons, kSoundButton).rect.w == doctest::Approx(sb));
  CHECK(button_of(g.buttons, kVolumeButton).rect.w == doctest::Approx(sb));
  const Rect t = button_of(g.buttons, kThrowButton).rect;
  CHECK(t.h == doctest::Approx(cell * 1.35f * 0.62f));
  CHECK(t.w == doctest::Approx(cell * 1.35f * 0.62f * 2.6f));
  const ResultLayout rl = result_layout(1280, 800);
  CHECK(rl.panel.w == doctest::Approx(680));
  CHECK(rl.panel.h == doctest::Approx(34 * 18.5f));
  for (const Button& b : rl.buttons) CHECK(b.rect.h == doctest::Approx(34 * 2.4f));
}

namespace {

// A game of random moves up to the position where one piece (or the pool) has the most
// alternatives seen in `games` games, as a Controller stands there (a person to choose),
// and those alternatives as the board offers them (actions_at).
struct MostAlternatives {
  Controller c;
  std::vector<Action> offered;
  Controller before_throw;  // a person to throw with the most actions besides throwing (pay to enter, ...)
};

// The actions of one piece (from: its path index; -1: the pool's).
std::size_t alternatives_of(const ActionList& acts, int from) {
  return static_cast<std::size_t>(std::count_if(acts.begin(), acts.end(), [from](const Action& a) {
    return (a.kind == ActionKind::Move && a.from == from) || (a.kind == ActionKind::Enter && from < 0);
  }));
}

void most_alternatives(const RuleSet& r, int games, MostAlternatives& out) {
  Controller::Resume best, best_special;
  std::size_t most = 0, most_special = 0;
  int best_from = -1;
  std::uint64_t rng = 12345;
  for (int g = 0; g < games; ++g) {
    Controller::Resume steps;
    State st = new_game(r);
    ActionList acts;
    for (int guard = 0; guard < 3000 && !is_over(st); ++guard) {
      if (is_chance(st)) {
        const int o = sample_chance(r, st, rng);
        steps.steps.push_back({true, o, {}, st.side});
        apply_chance(r, st, o);
        continue;
      }
      legal_actions(r, st, acts);
      if (st.phase == Phase::StartTurn && acts.size() > 1) {
        const auto special = static_cast<std::size_t>(std::count_if(acts.begin(), acts.end(), [](const Action& a) {
          return a.kind == ActionKind::PayToEnter || a.kind == ActionKind::PlaceOnStart;
        }));
        if (special > most_special) most_special = special, best_special = steps;
      }
      if (st.phase != Phase::StartTurn)
        for (const Action& a : acts) {
          const int from = a.kind == ActionKind::Move ? a.from : -1;
          const std::size_t n = alternatives_of(acts, from);
          if (n > most) {
            most = n;
            best = steps;
            best_from = from;
          }
        }
      rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
      const Action a = acts[static_cast<std::size_t>(rng % acts.size())];
      steps.steps.push_back({false, 0, a, st.side});
      apply(r, st, a);
    }
  }
  REQUIRE(out.c.resume(r, {"", ""}, 1, best, 0) == "");
  REQUIRE(out.c.stage() == Stage::ChooseAction);
  const Side side = out.c.state().side;
  std::optional<BoardSquare> square;
  if (best_from >= 0) {
    const SquareId sq = square_of(r, side, best_from);
    square = BoardSquare{r.board.row(sq), r.board.col(sq)};
  }
  out.offered = actions_at(out.c, square, best_from < 0);
  REQUIRE(out.offered.size() == most);
  if (most_special > 0) {
    REQUIRE(out.before_throw.resume(r, {"", ""}, 1, best_special, 0) == "");
    REQUIRE(out.before_throw.stage() == Stage::AwaitThrow);
  }
}

}  // namespace

TEST_CASE("a piece's alternatives are chips a finger can tap at every phone size, and a desktop's as they were (issue 46)") {
  // Jeu Royal's stacks, Ravensburger's towers and prisoners, the tokens' entries: the piece
  // with the most alternatives found in random games, its chips at 390x844, 844x390 and
  // 360x640 CSS px at a pixel ratio of 3 (about 30 CSS px tall in two rows before), and at
  // 1280x800 at 1: each at least the target, whole on screen, over no other button.
  for (const std::string name : {"jeu-royal", "ravensburger", "tokens"}) {
    const RuleSet& r = *find_rule_set(name);
    MostAlternatives m;
    most_alternatives(r, 300, m);
    CAPTURE(name);
    CAPTURE(m.offered.size());
    // The tokens' pieces have one way each: their choices are paying to enter, before the throw.
    CHECK(m.offered.size() >= (name == "tokens" ? 1u : 2u));
    CHECK((name == "ravensburger" || m.before_throw.has_game()));
    for (const auto& size : {std::array<int, 3>{390, 844, 3}, std::array<int, 3>{844, 390, 3}, std::array<int, 3>{360, 640, 3},
                             std::array<int, 3>{1280, 800, 1}}) {
      const int w = size[0] * size[2], h = size[1] * size[2];
      const float pr = static_cast<float>(size[2]);
      CAPTURE(size[0]);
      const Layout l = compute_layout(w, h, 0, r.board, pr);
      // Page by page where they come a page at a time: every one of them on one page.
      std::vector<int> seen;
      float least_w = 1e9f, least_h = 1e9f;
      int pages = 1;
      for (int page = 0; page < pages; ++page) {
        const GameControls g = game_controls(l, m.c, m.offered, {}, true, ThrowBy::Player, page);
        pages = g.chip_pages;
        REQUIRE(pages <= static_cast<int>(m.offered.size()));
        for (const Button& b : g.buttons)
          if ((b.id >= kChoiceBase && b.id < kRuleCardBase) || b.id == kChoiceMore) {
            if (b.id != kChoiceMore) {
              seen.push_back(b.id - kChoiceBase);
              least_w = std::min(least_w, b.rect.w / pr);
            }
            least_h = std::min(least_h, b.rect.h / pr);
            // Clear of the board, which shows where each goes.
            const Rect& o = l.board_bounds;
            CHECK_FALSE((b.rect.x < o.x + o.w && o.x < b.rect.x + b.rect.w && b.rect.y < o.y + o.h && o.y < b.rect.y + b.rect.h));
          }
        check_buttons(g.buttons, w, h, l.min_target());
      }
      if (m.before_throw.has_game()) {
        const GameControls g = game_controls(l, m.before_throw, special_actions(m.before_throw));
        for (const Button& b : g.buttons)
          if (b.id >= kChoiceBase && b.id < kRuleCardBase) {
            least_w = std::min(least_w, b.rect.w / pr);
            least_h = std::min(least_h, b.rect.h / pr);
          }
        check_buttons(g.buttons, w, h, l.min_target());
      }
      MESSAGE(name << " " << size[0] << "x" << size[1] << "x" << size[2] << ": " << m.offered.size() << " chips on " << pages
                   << " page(s), the least " << least_w << " x " << least_h << " CSS px");
      // A desktop's three chips in one row as before: 277 by 81 px.
      if (size[2] == 1 && name == "ravensburger") {
        CHECK(pages == 1);
        CHECK(least_w == doctest::Approx(277.07f).epsilon(0.001));
        CHECK(least_h == doctest::Approx(80.59f).epsilon(0.001));
      }
      std::sort(seen.begin(), seen.end());
      std::vector<int> all(m.offered.size());
      for (std::size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int>(i);
      CHECK(seen == all);
    }
  }
}
