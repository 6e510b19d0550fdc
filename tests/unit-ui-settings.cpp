// The settings screen: every choice on screen, whole and at least 16 CSS px, apart from
// the others and found by a tap, at phone, laptop and desktop sizes in every language;
// the chosen one marked; and what the animation speed and reduced motion mean for the
// pace of the game.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <utility>

#include "i18n/i18n.hpp"
#include "ui/language.hpp"
#include "ui/screens/settings/settings.hpp"
#include "unit-font-support.hpp"
#include "unit-screen-support.hpp"

using namespace ur;

using test::inside;
using test::InLanguage;
using test::overlap;

TEST_CASE("the settings screen: every choice whole, at least 16 CSS px, on screen and apart, in every language and size") {
  SettingsValues v;
  v.name = "Anastasia Kowalczyk-Ödön";  // longer than a row shows: shortened
  v.volume = 100;
  for (const i18n::LanguageInfo& lang : i18n::all_languages())
    for (const test::ScreenSize& sc : test::kScreenSizes) {
      const InLanguage chosen(lang.id);
      const std::string code(lang.code);
      CAPTURE(code);
      CAPTURE(sc.w);
      CAPTURE(sc.h);
      const int w = static_cast<int>(static_cast<float>(sc.w) * sc.ratio), h = static_cast<int>(static_cast<float>(sc.h) * sc.ratio);
      const StartFonts f = test::start_fonts(w, h, sc.ratio);
      const std::vector<SettingsRow> rows = settings_rows(v);
      std::size_t choices = 0;
      for (const SettingsRow& r : rows) choices += r.options.size();
      // Where the rows do not all fit they scroll: every choice and label whole at some
      // scroll, everything shown at any scroll inside the panel and apart.
      const SettingsLayout first = settings_layout(w, h, sc.ratio, rows, f);
      REQUIRE(first.all.size() == choices + 1);  // and Done
      CHECK(first.all.back().id == kSettingsDone);
      if (first.view.w <= 0) CHECK(first.max_scroll == 0);
      std::set<int> whole;
      std::set<std::string> labels_seen;
      const float step = 22.0f * sc.ratio;
      for (float at = 0;; at += step) {
        const SettingsLayout l = settings_layout(w, h, sc.ratio, rows, f, std::min(at, first.max_scroll));
        CAPTURE(l.scroll);
        const Rect screen{0, 0, static_cast<float>(w), static_cast<float>(h)};
        CHECK(inside(l.panel, screen));
        CHECK(l.text_px >= 16.0f * sc.ratio - 0.01f);
        for (const auto& entry : l.labels) {
          const Rect& r = entry.first;
          const std::string& label = entry.second;
          CAPTURE(label);
          CHECK(inside(r, l.panel));
          labels_seen.insert(label);
          // Drawn shrunk to its box at the worst: still 15 CSS px.
          const float at_atlas = static_cast<float>(f.text->measure(label)) / static_cast<float>(f.text->size);
          CHECK(std::min(l.text_px, r.w / at_atlas) >= 15.0f * sc.ratio);
        }
        CHECK(l.buttons.back().id == kSettingsDone);
        for (std::size_t i = 0; i < l.buttons.size(); ++i) {
          const Button& b = l.buttons[i];
          CAPTURE(b.label);
          CHECK(inside(b.rect, l.panel));
          if (l.view.w > 0 && b.id != kSettingsDone) CHECK(inside(b.rect, l.view));
          for (std::size_t j = i + 1; j < l.buttons.size(); ++j) CHECK_FALSE(overlap(b.rect, l.buttons[j].rect));
          for (const auto& entry : l.labels) CHECK_FALSE(overlap(b.rect, entry.first));
          if (b.clipped) continue;
          whole.insert(b.id);
          const float at_atlas = static_cast<float>(f.bold->measure(b.label)) / static_cast<float>(f.bold->size);
          CHECK(std::min(b.rect.h * 0.46f, (b.rect.w - b.rect.h * 0.4f) / at_atlas) >= 16.0f * sc.ratio);
          for (std::size_t at2 = 0; at2 < b.label.size();) CHECK(f.bold->find(next_code_point(b.label, at2)) != nullptr);
          CHECK(b.rect.h >= 44.0f * sc.ratio - 0.5f);
          if (b.enabled) CHECK(hit_button(l.buttons, b.rect.cx(), b.rect.cy()) == b.id);
        }
        if (at >= first.max_scroll) break;
      }
      CHECK(whole.size() == choices + 1);
      CHECK(labels_seen.size() == rows.size());
    }
}

TEST_CASE("the settings scroll where they do not fit: a small phone, a phone on its side") {
  SettingsValues v;
  for (const std::pair<int, int>& size : {std::pair{360, 640}, std::pair{844, 390}}) {
    const int w = size.first, h = size.second;
    CAPTURE(w);
    const StartFonts f = test::start_fonts(w * 3, h * 3, 3);
    const SettingsLayout top = settings_layout(w * 3, h * 3, 3, settings_rows(v), f);
    REQUIRE(top.view.w > 0);
    CHECK(top.max_scroll > 0);
    CHECK(top.buttons.size() < top.all.size());  // some below, out of view
    const SettingsLayout end = settings_layout(w * 3, h * 3, 3, settings_rows(v), f, 1e9f);
    CHECK(end.scroll == top.max_scroll);
    // What is out of view at the top comes into view at the end: on a small phone the
    // last row (the path on the board), on one on its side the first column's last.
    const auto whole = [](const SettingsLayout& l, int id) {
      return std::any_of(l.buttons.begin(), l.buttons.end(), [&](const Button& b) { return b.id == id && !b.clipped; });
    };
    const int hidden = w < h ? kSetPathBase + static_cast<int>(PathShow::Never) : kSetVolumeUp;
    CHECK_FALSE(whole(top, hidden));
    CHECK(whole(end, hidden));
  }
  // A laptop shows every row at once.
  const StartFonts f = test::start_fonts(1280, 800, 1);
  CHECK(settings_layout(1280, 800, 1, settings_rows(v), f).view.w == 0);
}

TEST_CASE("the settings rows mark what is chosen; what cannot be chosen is disabled") {
  SettingsValues v;
  v.sound_on = false;
  v.volume = 0;
  v.speed = AnimationSpeed::Fast;
  v.reduced_motion = true;
  v.motion_forced = true;
  const std::vector<SettingsRow> rows = settings_rows(v);
  auto find = [&](int id) {
    for (const SettingsRow& r : rows)
      for (const Button& b : r.options)
        if (b.id == id) return b;
    FAIL("no button " << id);
    return Button{};
  };
  CHECK(find(kSetLanguageBase).primary);  // English, the language now
  CHECK_FALSE(find(kSetLanguageBase + 1).primary);
  CHECK(find(kSetSoundOff).primary);
  CHECK_FALSE(find(kSetSoundOn).primary);
  CHECK_FALSE(find(kSetVolumeDown).enabled);  // already silent
  CHECK(find(kSetVolumeUp).enabled);
  CHECK(find(kSetSpeedBase + static_cast<int>(AnimationSpeed::Fast)).primary);
  CHECK(find(kSetMotionReduced).primary);
  CHECK_FALSE(find(kSetMotionFull).enabled);  // reduced on the command line
  CHECK(rows[1].label == "Your name: not given yet");
  v.name = "Zoé";
  CHECK(settings_rows(v)[1].label == "Your name: Zoé");
}

TEST_CASE("animation speed and reduced motion: what they do to the pace, and what is kept") {
  const Pace normal = pace_for(AnimationSpeed::Normal, false);
  CHECK(normal.roll_ms == Pace{}.roll_ms);
  CHECK(normal.step_ms == Pace{}.step_ms);
  const Pace slow = pace_for(AnimationSpeed::Slow, false), fast = pace_for(AnimationSpeed::Fast, false);
  CHECK(slow.roll_ms > normal.roll_ms);
  CHECK(slow.step_ms > normal.step_ms);
  CHECK(fast.roll_ms < normal.roll_ms);
  CHECK(fast.announce_ms < normal.announce_ms);
  CHECK(fast.step_ms > 0);  // still seen sliding
  for (const AnimationSpeed s : {AnimationSpeed::Slow, AnimationSpeed::Normal, AnimationSpeed::Fast}) {
    const Pace still = pace_for(s, true);
    CHECK(still.roll_ms == 0);  // nothing rolls or slides
    CHECK(still.step_ms == 0);
    CHECK(still.announce_ms > 0);  // time to read stays
  }
  CHECK(parse_speed("") == AnimationSpeed::Normal);
  CHECK(parse_speed("slow") == AnimationSpeed::Slow);
  CHECK(parse_speed("fast") == AnimationSpeed::Fast);
  CHECK_FALSE(parse_speed("ludicrous").has_value());
  for (const AnimationSpeed s : {AnimationSpeed::Slow, AnimationSpeed::Normal, AnimationSpeed::Fast}) CHECK(parse_speed(speed_pref(s)) == s);
  // The player's choice first, then the system's wish.
  CHECK(motion_reduced("", true));
  CHECK_FALSE(motion_reduced("", false));
  CHECK_FALSE(motion_reduced("full", true));
  CHECK(motion_reduced("reduced", false));
}
