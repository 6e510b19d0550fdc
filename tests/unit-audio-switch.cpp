// The sound's controls on the game screen: the speaker switch says whether the sound is
// on, and it and the volume's bars sit in the top line between Menu and ?, as big as ?,
// hit where they are drawn, clear of every other control (the Hints switch too), on a
// phone upright or on its side as on a desktop.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/rules.hpp"
#include "ui/screens.hpp"

using namespace ur;

namespace {

const Button* find(const GameControls& g, int id) {
  const auto it = std::find_if(g.buttons.begin(), g.buttons.end(), [id](const Button& b) { return b.id == id; });
  return it == g.buttons.end() ? nullptr : &*it;
}

bool overlap(const Rect& a, const Rect& b) { return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h; }

}  // namespace

TEST_CASE("the speaker and the volume sit in the top line, as big as ?, clear of everything else") {
  const int sizes[][2] = {{360, 640}, {390, 844}, {1170, 2532}, {640, 360}, {844, 390}, {768, 1024}, {1280, 800}, {3840, 2160}};
  Controller c;
  REQUIRE(c.start(*find_rule_set("finkel"), {"", ""}, 1, 0) == "");
  for (const auto& s : sizes)
    for (const bool hints : {false, true})
      for (const bool on : {true, false}) {
        CAPTURE(s[0]);
        CAPTURE(s[1]);
        CAPTURE(hints);
        const Layout l = compute_layout(s[0], s[1]);
        const GameControls g = game_controls(l, c, {}, {hints, hints}, on);
        const Button *speaker = find(g, kSoundButton), *volume = find(g, kVolumeButton), *help = find(g, kHelpButton),
                     *menu = find(g, kMenuButton);
        REQUIRE(speaker);
        REQUIRE(volume);
        CHECK(speaker->label == (on ? "Sound on" : "Sound off"));
        for (const Button* b : {speaker, volume}) {
          CAPTURE(b->label);
          CHECK(b->rect.h >= help->rect.h);
          CHECK(b->rect.w >= help->rect.w);
          CHECK(b->rect.x >= menu->rect.x + menu->rect.w);
          CHECK(b->rect.x + b->rect.w <= help->rect.x);
          CHECK(b->rect.y >= l.status.y - 0.5f);
          CHECK(b->rect.y + b->rect.h <= l.status.y + l.status.h + 0.5f);
          CHECK(hit_button(g.buttons, b->rect.cx(), b->rect.cy()) == b->id);
          CHECK_FALSE(overlap(b->rect, l.board_bounds));
          for (const Button& o : g.buttons)
            if (o.id != b->id) CHECK_FALSE(overlap(b->rect, o.rect));
        }
        CHECK(volume->rect.x < speaker->rect.x);  // the bars, then the speaker, then ?
        if (hints) CHECK(find(g, kHintButton)->rect.x + find(g, kHintButton)->rect.w <= volume->rect.x);
      }
  // No game yet: only Menu and ?.
  Controller none;
  const GameControls g = game_controls(compute_layout(1280, 800), none, {});
  CHECK_FALSE(find(g, kSoundButton));
}
