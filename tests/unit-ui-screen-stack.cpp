// The screen stack (src/ui/shell/screen.hpp): events to the top first and never past a
// screen that keeps them; a change asked for from a handler seen at once but completed
// (leave, enter, the old screen destroyed) only by apply(), between events; one overlay
// over everything, which blocks what is under it.
#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "ui/shell/screen.hpp"

using namespace ur;

namespace {

// A screen that writes down what happens to it.
struct Probe : Screen {
  Probe(std::string n, std::vector<std::string>& log, bool handles = true, bool through = false)
      : label(std::move(n)), journal(log), handles_keys(handles), clicks_through(through) {}
  ~Probe() override { journal.push_back(label + ":gone"); }
  const char* name() const override { return label.c_str(); }
  void enter() override { journal.push_back(label + ":enter"); }
  void leave() override { journal.push_back(label + ":leave"); }
  void draw() const override { journal.push_back(label + ":draw"); }
  bool key(std::int32_t k, std::uint16_t) override {
    journal.push_back(label + ":key" + std::to_string(k));
    return handles_keys;
  }
  bool lets_clicks_through() const override { return clicks_through; }
  std::string label;
  std::vector<std::string>& journal;
  bool handles_keys, clicks_through;
};

bool send_key(const ScreenStack& s, int k) {
  return s.dispatch([k](Screen& x) { return x.key(k, 0); });
}

}  // namespace

TEST_CASE("screen stack: the top screen gets the event, the one under it does not") {
  std::vector<std::string> log;
  ScreenStack s;
  s.push(ScreenKind::Menu, std::make_shared<Probe>("menu", log));
  s.push(ScreenKind::Settings, std::make_shared<Probe>("settings", log));
  s.apply();
  log.clear();
  CHECK(send_key(s, 1));
  CHECK(log == std::vector<std::string>{"settings:key1"});
  CHECK(s.top_kind() == ScreenKind::Settings);
  CHECK(s.depth() == 2);
}

TEST_CASE("screen stack: a screen that lets events through passes what it does not handle") {
  std::vector<std::string> log;
  ScreenStack s;
  s.push(ScreenKind::Menu, std::make_shared<Probe>("menu", log));
  s.push(ScreenKind::Game, std::make_shared<Probe>("glass", log, false, true));
  s.apply();
  log.clear();
  CHECK(send_key(s, 2));
  CHECK(log == std::vector<std::string>{"glass:key2", "menu:key2"});
  // One that keeps them: nothing reaches the menu, even unhandled.
  s.replace(ScreenKind::Game, std::make_shared<Probe>("wall", log, false, false));
  s.apply();
  log.clear();
  CHECK(send_key(s, 3));
  CHECK(log == std::vector<std::string>{"wall:key3"});
}

TEST_CASE("screen stack: an overlay gets events first and blocks the screens under it") {
  std::vector<std::string> log;
  ScreenStack s;
  s.push(ScreenKind::Settings, std::make_shared<Probe>("settings", log));
  s.open(OverlayKind::Help, std::make_shared<Probe>("help", log, false));
  s.apply();
  log.clear();
  CHECK(send_key(s, 4));  // not handled by the help, yet stopped there
  CHECK(log == std::vector<std::string>{"help:key4"});
  CHECK(s.overlay_kind() == OverlayKind::Help);
  s.draw();
  CHECK(log.back() == "help:draw");  // drawn last, over the screen
  CHECK(log[log.size() - 2] == "settings:draw");
  s.close_overlay();
  CHECK(s.overlay_kind() == OverlayKind::None);
  s.apply();
  log.clear();
  send_key(s, 5);
  CHECK(log == std::vector<std::string>{"settings:key5"});
}

TEST_CASE("screen stack: a screen closing itself lives until the change is applied") {
  std::vector<std::string> log;
  ScreenStack s;
  s.push(ScreenKind::Menu, std::make_shared<Probe>("menu", log));
  s.push(ScreenKind::Settings, std::make_shared<Probe>("settings", log));
  s.apply();
  log.clear();
  s.dispatch([&](Screen&) {
    s.pop();  // from its own handler
    log.push_back("popped");
    return true;
  });
  CHECK(s.top_kind() == ScreenKind::Menu);  // seen at once
  CHECK(s.pending());
  CHECK(log == std::vector<std::string>{"popped"});  // not yet told, not yet destroyed
  CHECK(s.apply());
  CHECK(log == std::vector<std::string>{"popped", "settings:leave", "menu:enter", "settings:gone"});
  CHECK_FALSE(s.pending());
  CHECK_FALSE(s.apply());
}

TEST_CASE("screen stack: pop keeps the bottom screen, reset leaves only the new one") {
  std::vector<std::string> log;
  ScreenStack s;
  s.push(ScreenKind::Menu, std::make_shared<Probe>("menu", log));
  s.pop();
  CHECK(s.depth() == 1);
  s.push(ScreenKind::History, std::make_shared<Probe>("history", log));
  s.push(ScreenKind::Review, std::make_shared<Probe>("review", log));
  CHECK(s.find(ScreenKind::History) != nullptr);
  s.reset(ScreenKind::Game, std::make_shared<Probe>("game", log));
  CHECK(s.depth() == 1);
  CHECK(s.find(ScreenKind::History) == nullptr);
  CHECK(s.top_kind() == ScreenKind::Game);
}

TEST_CASE("screen kinds: each has its name in the tests' JSON") {
  CHECK(std::string(screen_kind_name(ScreenKind::Statistics)) == "statistics");
  CHECK(std::string(overlay_kind_name(OverlayKind::ConfirmLeave)) == "confirm-leave");
  CHECK(is_dialog(OverlayKind::Name));
  CHECK_FALSE(is_dialog(OverlayKind::HowTo));
  CHECK_FALSE(is_dialog(OverlayKind::None));
}

// The frames' times the browser tests read: the game's own work apart from presenting.
#include "ui/shell/frame_times.hpp"

TEST_CASE("frame times: the game's own work per frame, its percentiles, and a report that starts afresh") {
  FrameTimes t;
  CHECK(t.report() == "{}");
  // 100 frames of 1..100 ms of own work, each with 5 ms of presenting on top.
  for (int i = 1; i <= 100; ++i) CHECK(t.add(i + 5.0, 5.0) == doctest::Approx(i));
  CHECK(t.add(3.0, 7.0) == 0.0);  // presenting longer than the frame: no negative work
  const std::string r = t.report();
  CHECK(r.find("\"frames\":101") != std::string::npos);
  CHECK(r.find("\"p50\":50") != std::string::npos);
  CHECK(r.find("\"p95\":95") != std::string::npos);
  CHECK(r.find("\"max\":100") != std::string::npos);
  CHECK(r.find("\"presentMax\":7") != std::string::npos);
  CHECK(r.find("\"totalMax\":105") != std::string::npos);
  CHECK(t.report() == "{}");  // the next report counts only frames after this one
  CHECK(t.take_work_max() == 100.0);
  CHECK(t.take_work_max() == 0.0);
}
