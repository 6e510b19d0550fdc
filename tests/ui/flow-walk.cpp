// Invariants over random walks (issue 46), as the rules soak is for the core: random
// clicks, taps, keys, wheels and drags over every screen and dialog a player can reach,
// in each language, on a desktop and on a phone, checked after every step:
// - the help and How to play let nothing through: while one is open, the settings and the
//   start screen's choices under it stay as they were, and when it closes, the screen it
//   was opened over is back;
// - every button a player can see is whole on screen, a finger's size by touch on a phone
//   (44 by 44 CSS px) and 32 by 32 on a desktop, and no two overlap (a start-screen card
//   partly scrolled out of view, "clipped", is only checked to be on screen);
// - no text is drawn under 12 CSS px on a phone;
// - a game is never lost without the player's answer: the games the store knows (the one
//   kept for Continue and those in Your games) never go down (the walk never presses
//   Delete), and after Leave the start screen offers Continue at once.
// Fixed seeds here (seconds); the slow run makes each walk longer:
//   bash tools/soak.sh --ui 5000   (UR_WALK_STEPS=5000 build/native-debug/ui-flow-walk)
#include <doctest/doctest.h>

#include <cstdlib>
#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <sstream>
#include <vector>

#include "core/dice.hpp"
#include "ui-driver.hpp"
#include "ui/screens.hpp"

using ur::test::Json;
using ur::test::UiDriver;
using ur::test::UiOptions;
using ur::test::UiStore;

namespace {

int walk_steps(int fallback) {
  const char* env = std::getenv("UR_WALK_STEPS");
  const int n = env ? std::atoi(env) : 0;
  return n > 0 ? n : fallback;
}

// The games the store knows: the one kept for Continue and the lines of Your games.
int games_known(const UiStore& store) {
  int n = store.read("game").empty() ? 0 : 1;
  std::istringstream history(store.read("history"));
  for (std::string line; std::getline(history, line);)
    if (!line.empty() && line[0] != '#' && line.rfind("ur-history", 0) != 0) ++n;
  return n;
}

// Buttons the walk never presses: deleting kept games (the one way a game may go, after
// a question), and the system's file picker (a window of the desktop's own).
bool avoided(int id) {
  return id == ur::kDeleteAll || id == ur::kConfirmDelete || (id >= ur::kDeleteGameBase && id < ur::kOpenSettings) ||
         id == ur::kPickRecordFile;
}

bool is_info_overlay(const std::string& screen) { return screen == "help" || screen == "howto"; }

struct Walker {
  UiDriver& d;
  std::uint64_t rng;
  bool phone;
  std::string where;  // what the walk did last, for the failure's message
  std::vector<std::string> log;

  std::uint32_t below(std::uint32_t n) { return ur::random_below(rng, n); }

  void act(const Json& s) {
    const Json& buttons = s["buttons"];
    std::vector<Json> pressable;
    for (const Json& b : buttons)
      if (b["enabled"].get<bool>() && !avoided(b["id"].get<int>())) pressable.push_back(b);
    const float w = s["width"].get<float>(), h = s["height"].get<float>();
    const std::uint32_t kind = below(100);
    std::ostringstream what;
    if (kind < 55 && !pressable.empty()) {
      const Json& b = pressable[below(static_cast<std::uint32_t>(pressable.size()))];
      what << "pressed " << b["id"] << " '" << b["label"].get<std::string>() << "'";
      where = what.str();
      d.click_at(b["x"].get<float>(), b["y"].get<float>());
    } else if (kind < 80) {
      static const SDL_Keycode keys[] = {SDLK_ESCAPE, SDLK_F1, SDLK_RETURN, SDLK_SPACE, SDLK_TAB,  SDLK_LEFT,
                                         SDLK_RIGHT,  SDLK_UP, SDLK_DOWN,   SDLK_h,     SDLK_r,    SDLK_s,
                                         SDLK_l,      SDLK_m,  SDLK_k,      SDLK_1,     SDLK_2,    SDLK_HOME,
                                         SDLK_END,    SDLK_t,  SDLK_PAGEUP, SDLK_PAGEDOWN, SDLK_e, SDLK_SLASH};
      const SDL_Keycode k = keys[below(sizeof keys / sizeof keys[0])];
      const Uint16 mod = k == SDLK_SLASH ? KMOD_SHIFT : KMOD_NONE;
      what << "key " << SDL_GetKeyName(k);
      where = what.str();
      d.key(k, mod);
    } else if (kind < 92) {
      const float x = static_cast<float>(below(static_cast<std::uint32_t>(w))), y = static_cast<float>(below(static_cast<std::uint32_t>(h)));
      what << (phone ? "tap" : "click") << " at " << x << "," << y;
      where = what.str();
      d.click_at(x, y);
    } else if (kind < 96) {
      const float x = w / 2, y = h / 2;
      what << "wheel at the middle";
      where = what.str();
      d.wheel(x, y, below(2) ? 3.0f : -3.0f);
    } else {
      const float x = w / 2, y = h * 0.6f;
      what << "drag up the middle";
      where = what.str();
      d.drag(x, y, x, y - h * 0.3f);
    }
    // Time passes as for a player: mostly a few frames, now and then long enough for the
    // dice, the computer's move or an animation to finish.
    d.step(16 * static_cast<int>(below(8) == 0 ? 30 + below(30) : 1 + below(4)));
    log.push_back(where + " -> " + d.screen());
    if (log.size() > 12) log.erase(log.begin());
  }

  std::string trail() const {
    std::string out;
    for (const std::string& l : log) out += "  " + l + "\n";
    return out;
  }
};

// Every button whole on screen, at least min_side by min_side CSS px, and no two of them
// over each other.
void check_buttons(const Json& s, const std::string& trail, float min_side) {
  const float w = s["width"].get<float>(), h = s["height"].get<float>();
  const Json& buttons = s["buttons"];
  for (std::size_t i = 0; i < buttons.size(); ++i) {
    const Json& b = buttons[i];
    const float x0 = b["x"].get<float>() - b["w"].get<float>() / 2, x1 = b["x"].get<float>() + b["w"].get<float>() / 2;
    const float y0 = b["y"].get<float>() - b["h"].get<float>() / 2, y1 = b["y"].get<float>() + b["h"].get<float>() / 2;
    INFO("screen ", s["screen"].get<std::string>(), ", button ", b["id"].get<int>(), " '", b["label"].get<std::string>(), "' ",
         b["w"].get<float>(), "x", b["h"].get<float>(), "\n", trail);
    CHECK(x0 >= -0.5f);
    CHECK(y0 >= -0.5f);
    CHECK(x1 <= w + 0.5f);
    CHECK(y1 <= h + 0.5f);
    if (b.value("clipped", false)) continue;  // the part of a card in view: no target of its own
    CHECK(b["w"].get<float>() >= min_side - 0.5f);
    CHECK(b["h"].get<float>() >= min_side - 0.5f);
    for (std::size_t j = i + 1; j < buttons.size(); ++j) {
      const Json& c = buttons[j];
      const float ox = std::min(x1, c["x"].get<float>() + c["w"].get<float>() / 2) - std::max(x0, c["x"].get<float>() - c["w"].get<float>() / 2);
      const float oy = std::min(y1, c["y"].get<float>() + c["h"].get<float>() / 2) - std::max(y0, c["y"].get<float>() - c["h"].get<float>() / 2);
      INFO("over button ", c["id"].get<int>(), " '", c["label"].get<std::string>(), "'");
      CHECK_FALSE((ox > 1.0f && oy > 1.0f));
    }
  }
}

void walk(const UiOptions& base, const std::string& lang, std::uint64_t seed, int steps) {
  auto store = std::make_shared<UiStore>();
  {
    std::ofstream prefs(store->dir() + "/prefs.txt");
    prefs << "lang=" << lang << "\n";
  }
  UiOptions options = base;
  options.store = store;
  UiDriver d(options);
  Walker walker{d, seed, options.touch, "", {}};
  std::string under_info;  // the screen the help or How to play was opened over
  int known = games_known(*store);
  Json before = d.state();
  for (int i = 0; i < steps; ++i) {
    walker.act(before);
    const Json after = d.state();
    const std::string was = before["screen"].get<std::string>(), now = after["screen"].get<std::string>();
    const std::string trail = walker.trail();
    INFO("walk ", lang, " seed ", seed, " step ", i, "\n", trail);
    if (!is_info_overlay(was) && is_info_overlay(now)) under_info = was;
    if (is_info_overlay(was)) {
      // Nothing under the help or How to play changes, whatever was pressed.
      CHECK(after["settings"] == before["settings"]);
      CHECK(after["menu"]["rules"] == before["menu"]["rules"]);
      CHECK(after["menu"]["opponent"] == before["menu"]["opponent"]);
      if (!is_info_overlay(now) && !under_info.empty()) {
        CHECK_MESSAGE(now == under_info, "closing the help or How to play went back to " << now << ", not " << under_info);
      }
    }
    check_buttons(after, trail, options.touch ? 44.0f : 32.0f);
    if (options.pixel_ratio > 1) {
      const float px = after["smallestText"]["px"].get<float>();
      if (px > 0) CHECK_MESSAGE(px >= 12.0f, "text of " << px << " CSS px: '" << after["smallestText"]["text"].get<std::string>() << "'");
    }
    const int now_known = games_known(*store);
    CHECK_MESSAGE(now_known >= known, "a game the store kept is gone: " << known << " -> " << now_known);
    known = std::max(known, now_known);
    // After Leave, Continue is there at once.
    if (was == "confirm-leave" && now == "menu" && !store->read("game").empty()) {
      CHECK_MESSAGE(d.has_button(ur::kContinue), "Leave promised Continue on the start screen");
    }
    before = after;
  }
}

}  // namespace

TEST_CASE("random walks on a desktop: help blocks, buttons whole and apart, no game lost (four languages)") {
  const int steps = walk_steps(150);
  std::uint64_t seed = 46;
  for (const char* lang : {"en", "fr", "hu", "nl"}) walk(UiOptions{}, lang, ++seed, steps);
}

TEST_CASE("random walks on a phone by touch: the same, and no text under 12 CSS px") {
  const int steps = walk_steps(120);
  std::uint64_t seed = 4600;
  for (const char* lang : {"en", "fr"})
    walk(UiOptions{.width = 390, .height = 844, .touch = true, .pixel_ratio = 3}, lang, ++seed, steps);
  walk(UiOptions{.width = 844, .height = 390, .touch = true, .pixel_ratio = 3}, "hu", ++seed, steps);
}

namespace {

// The choices that share the place of the piece with the most ways to move (a stack), or
// the first piece's.
Json piece_with_most_ways(const Json& choices) {
  std::map<std::pair<long, long>, Json> at;
  Json best;
  for (const Json& c : choices) {
    if (c["x"].get<float>() < 0) continue;
    Json& list = at[{std::lround(c["x"].get<float>()), std::lround(c["y"].get<float>())}];
    list.push_back(c);
    if (best.is_null() || list.size() > best.size()) best = list;
  }
  return best;
}

int chips_shown(const Json& s) {
  int n = 0;
  for (const Json& b : s["buttons"])
    if (b["id"].get<int>() >= ur::kChoiceBase && b["id"].get<int>() < ur::kRuleCardBase) ++n;
  return n;
}

// A game of Jeu Royal by touch on a phone, the person tapping the stack with the most ways
// to move each turn: its alternatives' chips (and the "»" to their next page, where they
// come a page at a time) a finger's size, whole on screen and apart, their words 12 CSS px
// or more, page after page.
void stack_chips_by_touch(int w, int h, std::uint64_t seed) {
  UiDriver d(UiOptions{.width = w, .height = h, .touch = true, .pixel_ratio = 3});
  REQUIRE(d.app().start_game("jeu-royal", {"", "greedy"}, seed).empty());
  REQUIRE(d.until_screen("game"));
  int most = 0, occasions = 0, pages_turned = 0;
  float least_text = 1e9f;
  const std::uint64_t end = d.now() + 1200000;
  while (d.now() < end && d.screen() == "game" && (most < 3 || occasions < 3)) {
    const Json s = d.state();
    if (s.value("human", false) && s["stage"] == "await-throw" && d.has_button(ur::kThrowButton)) {
      d.click(ur::kThrowButton);
    } else if (s.value("human", false) && s["stage"] == "choose") {
      const Json ways = piece_with_most_ways(s["choices"]);
      if (ways.is_null()) {
        d.key(SDLK_RETURN);
        d.key(SDLK_RETURN);
      } else if (ways.size() == 1) {
        d.click_at(ways[0]["x"].get<float>(), ways[0]["y"].get<float>());
        d.step(60);
        d.click_at(ways[0]["x"].get<float>(), ways[0]["y"].get<float>());
      } else {
        d.click_at(ways[0]["x"].get<float>(), ways[0]["y"].get<float>());
        REQUIRE(d.until([](const Json& st) { return chips_shown(st) > 0; }, 2000));
        ++occasions;
        // Every page of them, turned by "»" until the first comes back.
        const std::size_t count = d.state()["offered"]["count"].get<std::size_t>();
        std::vector<int> seen;
        for (int page = 0; page < 8; ++page) {
          d.step(32);  // two frames drawn
          const Json now = d.state();
          const float px = now["smallestText"]["px"].get<float>();
          CHECK_MESSAGE(px >= 12.0f, "text of " << px << " CSS px: '" << now["smallestText"]["text"].get<std::string>() << "'");
          least_text = std::min(least_text, px);
          check_buttons(now, "jeu-royal " + std::to_string(ways.size()) + " ways, page " + std::to_string(page + 1), 44.0f);
          bool again = false;
          for (const Json& b : now["buttons"])
            if (b["id"].get<int>() >= ur::kChoiceBase && b["id"].get<int>() < ur::kRuleCardBase) {
              again |= std::find(seen.begin(), seen.end(), b["id"].get<int>()) != seen.end();
              seen.push_back(b["id"].get<int>());
            }
          if (again || !d.has_button(ur::kChoiceMore)) break;
          d.click(ur::kChoiceMore);
          ++pages_turned;
        }
        most = std::max(most, static_cast<int>(count));
        std::sort(seen.begin(), seen.end());
        seen.erase(std::unique(seen.begin(), seen.end()), seen.end());
        CHECK_MESSAGE(seen.size() == count, "every one of the " << count << " alternatives has its chip");
        // The first, shown then played.
        d.key(SDLK_1);
        d.key(SDLK_1);
      }
    }
    d.step(40);
  }
  MESSAGE(w << "x" << h << ": " << occasions << " stacks tapped, at most " << most << " alternatives, " << pages_turned << " pages turned, the smallest text "
                << least_text << " CSS px");
  CHECK(occasions > 0);
}

}  // namespace

TEST_CASE("a stack's alternatives on a phone by touch: chips a finger's size, page after page (issue 46)") {
  stack_chips_by_touch(390, 844, 7);
  stack_chips_by_touch(360, 640, 7);
  stack_chips_by_touch(844, 390, 7);
}
