// Text atlases made as they are needed (issue 45, the first frame): the start rasterises
// only the atlases its first screen draws, the others follow in frames with nothing to
// draw, and a player sees the same words either way: no text is ever drawn from an atlas
// that is not there, and the start screen drawn with its lazily made atlases is the very
// picture drawn once every atlas is made. ("textsWithoutAtlas" counts for the whole
// process, so it stays 0 over every case here.)
#include <doctest/doctest.h>

#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

#include "ui-driver.hpp"
#include "ui/font.hpp"
#include "ui/screens.hpp"

using ur::test::Json;
using ur::test::UiDriver;
using ur::test::UiOptions;

namespace {

constexpr int kAllAtlases = 3 * static_cast<int>(ur::kAtlasSizes.size());  // text, textbold, title

// A laptop, and a phone at 3 device pixels per CSS pixel (its text from the larger atlases).
const UiOptions kViews[] = {{.width = 1280, .height = 800}, {.width = 390, .height = 844, .touch = true, .pixel_ratio = 3}};

std::string frame_bytes(UiDriver& d, const std::string& name) {
  const std::string path = d.store()->dir() + "/" + name + ".bmp";
  REQUIRE(d.screenshot(path));
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Steps frame by frame until every atlas is made; returns how many frames it took.
int step_until_all_made(UiDriver& d) {
  int frames = 0;
  while (d.state()["textAtlases"].get<int>() < kAllAtlases && frames < 100) {
    d.step(16);
    ++frames;
  }
  return frames;
}

}  // namespace

TEST_CASE("the start screen draws from the atlases it made, the same picture as with every atlas made") {
  for (const UiOptions& view : kViews) {
    CAPTURE(view.width);
    UiDriver d(view);
    Json s = d.state();
    REQUIRE(s["screen"] == "menu");
    // The driver drew the first frame and then stepped one frame with nothing to draw.
    CHECK_MESSAGE(s["textAtlases"].get<int>() < kAllAtlases, "the start made only the atlases its screen draws");
    CHECK(s["textAtlases"].get<int>() > 0);
    const std::string lazy = frame_bytes(d, "lazy");
    CHECK(d.state()["textsWithoutAtlas"] == 0);
    const int frames = step_until_all_made(d);
    CHECK_MESSAGE(d.state()["textAtlases"].get<int>() == kAllAtlases, "frames with nothing to draw make the rest");
    CHECK(frames <= kAllAtlases);
    const std::string all = frame_bytes(d, "all");
    REQUIRE(lazy.size() == all.size());
    CHECK_MESSAGE(lazy == all, "the same pixels, drawn with lazily made atlases or with every atlas made");
  }
}

TEST_CASE("no text is drawn from a missing atlas on the way through the screens, at once after the start") {
  for (const UiOptions& view : kViews) {
    CAPTURE(view.width);
    UiDriver d(view);
    // Each screen opened a frame after the one before, before the idle frames have made
    // every atlas: whatever a screen draws is made as it is drawn.
    d.key(SDLK_F1);
    REQUIRE(d.until_screen("help"));
    d.key(SDLK_F1);
    REQUIRE(d.until_screen("menu"));
    if (d.has_button(ur::kAllRules)) d.click(ur::kAllRules);
    d.choose_rules("finkel");
    d.click("Play");
    REQUIRE(d.screen() == "game");
    d.step(2000);
    CHECK_MESSAGE(d.state()["textsWithoutAtlas"] == 0, "every text was drawn from an atlas that was there");
    CHECK(d.state()["textAtlases"].get<int>() == kAllAtlases);
  }
}
