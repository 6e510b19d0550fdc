// The player's name before a game online: what may be typed (the characters the game's
// font draws, at most what a live code carries), how it is kept and shortened, and the
// dialog's field: on every screen size, between the text and the buttons, big enough for
// a finger, and high enough on a phone to stay clear of its keyboard.
#include <doctest/doctest.h>

#include "ui/remote/name_entry.hpp"
#include "ui/screens.hpp"

using namespace ur;

TEST_CASE("a name is kept trimmed, without control characters, whole characters within what a live code carries") {
  CHECK(clean_player_name("  Ana  ") == "Ana");
  CHECK(clean_player_name("Zoé") == "Zoé");
  CHECK(clean_player_name("Ödön Őrs") == "Ödön Őrs");
  CHECK(clean_player_name("An\na\t\x7f") == "Ana");
  CHECK(clean_player_name("\xff\xfe" "Ben") == "Ben");  // malformed bytes dropped
  CHECK(clean_player_name("   ").empty());
  // 40 letters é (2 bytes each): cut after 16, never inside one.
  std::string many;
  for (int i = 0; i < 40; ++i) many += "é";
  const std::string kept = clean_player_name(many);
  CHECK(kept.size() == 32);
  CHECK(kept == many.substr(0, 32));
}

TEST_CASE("a long name is shortened with an ellipsis, never inside a character") {
  CHECK(shorten_name("Ana", 13) == "Ana");
  CHECK(shorten_name("Alexandrina Ã", 13) == "Alexandrina Ã");  // 13 characters: as it is
  CHECK(shorten_name("Maximilianőőőő", 13) == "Maximilianőő…");
  CHECK(shorten_name("ÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉ", 5) == "ÉÉÉÉ…");
}

TEST_CASE("typing a name: characters the font cannot draw are refused, erasing takes whole characters") {
  NameEntry e;
  const auto latin1 = [](char32_t c) { return c < 0x180; };
  e.start("Ana", latin1);
  CHECK(e.text() == "Ana");
  e.type(" Zoé");
  CHECK(e.text() == "Ana Zoé");
  e.type("日本");  // not in the font: nothing typed
  CHECK(e.text() == "Ana Zoé");
  e.erase_last();
  CHECK(e.text() == "Ana Zo");
  for (int i = 0; i < 10; ++i) e.erase_last();
  CHECK(e.text().empty());
  CHECK(e.name().empty());
  e.type("   ");
  CHECK(e.name().empty());  // spaces are no name
  for (int i = 0; i < 50; ++i) e.type("x");
  CHECK(e.text().size() == kNameBytes);  // no more than a live code carries
  e.set("  Ben\n");  // a browser's field: the whole text at once
  CHECK(e.text() == "  Ben");
  CHECK(e.name() == "Ben");
}

TEST_CASE("the name dialog: its field between the text and the buttons, a finger's height, above a phone's keyboard") {
  const struct {
    int w, h;
    float ratio;
  } screens[] = {{390, 844, 1}, {1170, 2532, 3}, {844, 390, 1}, {1280, 800, 1}, {320, 480, 1}};
  for (const auto& sc : screens) {
    CAPTURE(sc.w);
    CAPTURE(sc.h);
    const float px = dialog_text_px(sc.w, sc.h, sc.ratio);
    const DialogLayout d = dialog_layout(sc.w, sc.h, px, px * 1.25f, 3, {{kCloseOverlay, "Cancel"}, {kNameDone, "Invite"}}, true);
    CHECK(d.field.h / sc.ratio >= 40);
    CHECK(d.field.y >= d.body.y + d.body.h);
    CHECK(d.field.y + d.field.h < d.buttons[0].rect.y);
    CHECK(d.field.x >= d.panel.x);
    CHECK(d.field.x + d.field.w <= d.panel.x + d.panel.w);
    CHECK(d.panel.y + d.panel.h <= static_cast<float>(sc.h) + 0.5f);
    // A phone's keyboard takes about the lower 40% of a portrait screen: the field and its
    // buttons stay above it.
    if (sc.h > sc.w) CHECK(d.buttons[1].rect.y + d.buttons[1].rect.h <= static_cast<float>(sc.h) * 0.6f);
    const DialogLayout plain = dialog_layout(sc.w, sc.h, px, px * 1.25f, 3, {{kCloseOverlay, "OK"}});
    CHECK(plain.field.h == 0);
  }
}
