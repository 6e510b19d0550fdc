// The games kept, on a laptop (moved from the desktop case of tests/browser/records.test.mjs;
// the phone's, at its pixel ratio, by touch and through local storage, stays in Chromium):
// two short games finished against the computer appear under Your games, newest first, in
// words; Statistics counts them with a win-rate bar and charts the dice's luck, drawn in
// the pieces' colours; deleting a game asks first; a history line that cannot be read is
// kept in the desktop's file store as it was.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>

#include "ui-driver.hpp"
#include "ui/screens.hpp"

using ur::test::Json;
using ur::test::UiDriver;
using ur::test::UiStore;

namespace {

const std::string kBadLine = "g 2026-01-01 10:00 wizard human greedy 1 ABC";

struct Box {
  float x, y, w, h;
};
Box box(const Json& b) { return {b["x"].get<float>(), b["y"].get<float>(), b["w"].get<float>(), b["h"].get<float>()}; }
bool inside(const Box& a, const Box& b) {
  return a.x >= b.x - 0.5f && a.y >= b.y - 0.5f && a.x + a.w <= b.x + b.w + 0.5f && a.y + a.h <= b.y + b.h + 0.5f;
}
int distance(const std::array<int, 3>& a, const std::array<int, 3>& b) {
  return std::abs(a[0] - b[0]) + std::abs(a[1] - b[1]) + std::abs(a[2] - b[2]);
}

// The first button whose label starts with `label` (the result screen's carry a detail).
void press(UiDriver& d, const std::string& label) {
  REQUIRE(d.until([&label](const Json& s) {
    for (const Json& b : s["buttons"])
      if (b["label"].get<std::string>().rfind(label, 0) == 0) return true;
    return false;
  }, 3000));
  const Json s = d.state();  // kept: a range over a temporary's member would dangle
  for (const Json& b : s["buttons"])
    if (b["label"].get<std::string>().rfind(label, 0) == 0) return d.click_at(b["x"].get<float>(), b["y"].get<float>());
}

bool matches(const Json& text, const char* pattern) {
  return std::regex_match(text.get<std::string>(), std::regex(pattern));
}

}  // namespace

TEST_CASE("finished games are kept, counted and deleted after a question (desktop)") {
  auto store = std::make_shared<UiStore>();
  {
    std::ofstream history(std::filesystem::path(store->dir()) / "history.txt", std::ios::binary);
    history << "ur-history 1\n" << kBadLine << "\n";
  }
  UiDriver d({.store = store});
  REQUIRE(d.app().start_game("finkel:1", {"", "greedy"}, 17).empty());
  REQUIRE(d.play_to_end());
  press(d, "Play again");
  REQUIRE(d.until_screen("game"));
  REQUIRE(d.play_to_end());
  press(d, "Menu");
  REQUIRE(d.until_screen("menu"));

  // Your games: newest first, in words, the bad line kept.
  press(d, "Your games");
  REQUIRE(d.until_screen("history"));
  Json s = d.state();
  CHECK(s["records"]["games"] == 2);
  CHECK(s["records"]["unreadable"] == 1);
  REQUIRE(s["records"]["rows"].size() == 2);
  for (const Json& r : s["records"]["rows"]) {
    CAPTURE(r["text"]);
    CHECK(matches(r["text"], R"(Finkel \(1 piece\) against the \S+ You (won|lost) · \d+ turns \d+ \w+ \d{4}, \d\d:\d\d)"));
  }
  CHECK(s["records"]["textPx"].get<float>() >= 16);
  CHECK_MESSAGE(store->read("history").find(kBadLine) != std::string::npos, "the unreadable line is still stored");

  // Statistics: the two games, with a win-rate bar.
  press(d, "← Back");
  REQUIRE(d.until_screen("menu"));
  press(d, "Statistics");
  REQUIRE(d.until_screen("statistics"));
  s = d.state();
  const Json games = s["records"]["rows"][0], dice = s["records"]["rows"][1];
  CAPTURE(games["text"]);
  CAPTURE(dice["text"]);
  CHECK(matches(games["text"],
                R"(Finkel \(1 piece\) against the \S+ 2 games · \d won \(\d+%\) · longest winning streak \d · \d+ turns on average)"));
  CHECK(games["bar"].get<float>() >= 0);
  CHECK(games["bar"].get<float>() <= 1);
  CHECK(matches(dice["text"], R"(Your dice: \d+ throws against the computer moved you [\d.]+ squares on average; the dice give 2\.00.*)"));
  // The charts: the win-rate bar fills the games won's share of its track; the dice's luck
  // runs from the middle (what the dice give) to one side; both inside their rows and the
  // panel, and drawn: shell white for the games won, the dark pieces' black for the rest.
  std::smatch won;
  const std::string games_text = games["text"].get<std::string>();
  REQUIRE(std::regex_search(games_text, won, std::regex(R"((\d) won)")));
  const int wins = std::stoi(won[1].str());
  const Json gc = games["chart"], dc = dice["chart"];
  CHECK(gc["kind"] == "win-rate");
  CHECK(std::abs(gc["fill"]["w"].get<float>() - gc["track"]["w"].get<float>() * static_cast<float>(wins) / 2) < 0.5f);
  CHECK(dc["kind"] == "luck");
  const Box dt = box(dc["track"]), df = box(dc["fill"]);
  const float mark = dc["mark"].get<float>();
  CHECK(std::abs(mark - (dt.x + dt.w / 2)) < 0.5f);
  CHECK_MESSAGE(std::min(std::abs(df.x - mark), std::abs(df.x + df.w - mark)) < 0.5f, "the luck runs from the dice's average");
  for (const Json& r : {games, dice}) {
    CAPTURE(r.dump());
    CHECK(inside(box(r["chart"]["track"]), box(r["row"])));
    CHECK(inside(box(r["chart"]["track"]), box(s["records"]["panel"])));
    CHECK(inside(box(r["chart"]["fill"]), box(r["chart"]["track"])));
    CHECK(r["chart"]["track"]["h"].get<float>() >= 8);
  }
  const Box t = box(gc["track"]);
  const float share = static_cast<float>(wins) / 2, y = t.y + t.h / 2;
  const auto won_pixel = d.pixel(t.x + t.w * share * 0.25f, y);
  const auto lost_pixel = d.pixel(t.x + t.w * (share + (1 - share) * 0.75f), y);
  if (wins > 0) CHECK_MESSAGE(distance(won_pixel, {240, 226, 196}) < 40, "won: " << won_pixel[0] << "," << won_pixel[1] << "," << won_pixel[2]);
  if (wins < 2) CHECK_MESSAGE(distance(lost_pixel, {22, 17, 14}) < 30, "lost: " << lost_pixel[0] << "," << lost_pixel[1] << "," << lost_pixel[2]);

  // Deleting the newest game asks first; Keep keeps it, Delete deletes it.
  press(d, "← Back");
  REQUIRE(d.until_screen("menu"));
  press(d, "Your games");
  REQUIRE(d.until_screen("history"));
  const Json del = d.button(1000);
  REQUIRE(!del.is_null());
  d.click_at(del["x"].get<float>(), del["y"].get<float>());
  REQUIRE(d.until_screen("confirm-delete"));
  CHECK(d.state()["dialog"]["title"] == "Delete this game?");
  press(d, "Keep");
  REQUIRE(d.until_screen("history"));
  CHECK(d.state()["records"]["games"] == 2);
  d.click_at(del["x"].get<float>(), del["y"].get<float>());
  REQUIRE(d.until_screen("confirm-delete"));
  press(d, "Delete");
  REQUIRE(d.until_screen("history"));
  CHECK(d.state()["records"]["games"] == 1);
  CHECK(store->read("history").find(kBadLine) != std::string::npos);
}
