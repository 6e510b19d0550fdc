// The dialogs (leaving a game, deleting games, taking over a replay, sound, a name,
// another game online) in every language at every tested screen size: the text wrapped
// as the game wraps it is never cut, the title and every button label stay readable when
// shrunk to their room, and the panel is on the screen.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "ui/font.hpp"
#include "ui/screens.hpp"
#include "unit-font-support.hpp"
#include "unit-screen-support.hpp"

using namespace ur;

namespace {

struct Dialog {
  std::string name, title, body;
  std::vector<std::string> buttons;
  bool field = false;
};

// The dialogs' words in the current language, as src/ui/sdl_dialog.cpp and its callers
// put them together (a long name where a friend's name goes).
std::vector<Dialog> dialogs() {
  const std::string who = "Zoé Ödön-Kovács";  // 16 characters
  const std::string rules = "Jeu Royal d’Ur";
  return {
      {"leave", tr("dialog.leave.title"), tr("dialog.leave.text"), {tr("dialog.leave.leave"), tr("dialog.leave.keep_playing")}},
      {"leave, kept", tr("dialog.leave.title"), tr("dialog.leave.kept"), {tr("dialog.leave.leave"), tr("dialog.leave.keep_playing")}},
      {"delete all", tr("dialog.delete_all.title"), tr("dialog.delete_all.text"), {tr("dialog.delete"), tr("dialog.keep")}},
      {"delete one", tr("dialog.delete_one.title"), tr("dialog.delete_one.text"), {tr("dialog.delete"), tr("dialog.keep")}},
      {"take over",
       tr("review.play_from_here"),
       tr("review.take_over", {{"me", tr("side.light")}, {"them", tr("side.dark")}, {"level", "Steward"}}),
       {tr("dialog.cancel"), tr("records.friend"), tr("records.computer")}},
      {"sound",
       tr("sound.title"),
       tr("sound.state", {{"state", tr("sound.on")}, {"n", 80}}),
       {tr("game.sound_off"), tr("sound.quieter"), tr("sound.louder"), tr("dialog.done")}},
      {"name, host", tr("name.title"), tr("name.for_host"), {tr("dialog.cancel"), tr("name.invite")}, true},
      {"name, guest", tr("name.title"), tr("name.for_guest", {{"who", who}, {"rules", rules}}), {tr("dialog.cancel"), tr("name.join")}, true},
      {"name, settings", tr("name.title"), tr("name.for_settings"), {tr("dialog.cancel"), tr("name.save")}, true},
      {"another game?",
       tr("live.rematch_offer_title"),
       "• " + tr("live.rematch_offer", {{"who", who}, {"rules", rules}, {"side", tr("side.dark")}}),
       {tr("live.rematch_not_now"), tr("live.rematch_play")}},
      {"another game, asked",
       tr("live.rematch_asked_title"),
       "• " + tr("live.rematch_asked", {{"who", who}, {"rules", rules}, {"side", tr("side.dark")}}),
       {tr("dialog.ok")}},
  };
}

}  // namespace

TEST_CASE("every dialog fits every screen in every language, its words readable and never cut") {
  for (const i18n::LanguageInfo& lang : i18n::all_languages()) {
    const test::InLanguage in(lang.id);
    CAPTURE(lang.code);
    const std::vector<Dialog> all = dialogs();
    for (const test::ScreenSize& sc : test::kScreenSizes) {
      const int w = static_cast<int>(static_cast<float>(sc.w) * sc.ratio), h = static_cast<int>(static_cast<float>(sc.h) * sc.ratio);
      CAPTURE(sc.w);
      CAPTURE(sc.h);
      const float px = dialog_text_px(w, h, sc.ratio);
      const int size = kAtlasSizes[atlas_for(px)];
      const FontMetrics& text = test::shipped_font("text", size);
      const FontMetrics& bold = test::shipped_font("textbold", size);
      const float scale = px / static_cast<float>(size);
      const float line_h = static_cast<float>(text.line_height) * scale;
      const float body_w = dialog_body_width(w, h, px);
      for (const Dialog& d : all) {
        CAPTURE(d.name);
        REQUIRE(d.body.find("dialog.") == std::string::npos);
        const std::vector<std::string> lines = wrap_text(text, d.body, static_cast<int>(body_w / scale));
        std::vector<std::pair<int, std::string>> buttons;
        for (std::size_t i = 0; i < d.buttons.size(); ++i) buttons.push_back({static_cast<int>(i) + 1, d.buttons[i]});
        const FontMetrics& label_font = test::shipped_font("textbold", kAtlasSizes[atlas_for(dialog_label_px(px))]);
        const DialogLayout l = dialog_layout(w, h, px, line_h, static_cast<int>(lines.size()), buttons, d.field, &label_font);
        const Rect screen{0, 0, static_cast<float>(w), static_cast<float>(h)};
        CHECK(test::inside(l.panel, screen));
        for (std::size_t i = 0; i < l.buttons.size(); ++i)
          for (std::size_t j = i + 1; j < l.buttons.size(); ++j) CHECK_FALSE(test::overlap(l.buttons[i].rect, l.buttons[j].rect));
        // Every line within the body's width, and every line shown (the body is not cut).
        for (const std::string& line : lines) {
          CAPTURE(line);
          CHECK(static_cast<float>(text.measure(line)) * scale <= l.body.w + 0.5f);
        }
        CHECK(static_cast<float>(lines.size()) * line_h <= l.body.h + 0.5f);
        // The title on one line, shrunk to its room (draw_dialog) but never under the body's size.
        const float title_w = static_cast<float>(bold.measure(d.title)) * l.title_px / static_cast<float>(size);
        CHECK(l.title_px * std::min(1.0f, l.title.w / title_w) >= l.text_px - 0.5f);
        // Each button's label at the size draw_button gives it: at least 14 CSS px.
        for (const Button& b : l.buttons) {
          CAPTURE(b.label);
          CHECK(test::inside(b.rect, l.panel));
          float label_px = b.rect.h * 0.46f;
          const float room = b.rect.w - b.rect.h * 0.4f;
          const float label_w = static_cast<float>(label_font.measure(b.label)) * label_px / static_cast<float>(label_font.size);
          if (label_w > room) label_px *= room / label_w;
          CHECK(label_px / sc.ratio >= 14.0f);
        }
      }
    }
  }
}
