// The native UI driver (ui-driver.hpp): App in a dummy-driver window, real SDL events in,
// the debug JSON out.
#include "ui-driver.hpp"

#include <SDL_image.h>
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "platform/net_fetch.hpp"
#include "platform/prefs.hpp"
#include "platform/storage.hpp"
#include "../source_dir.hpp"

namespace ur::test {
namespace fs = std::filesystem;

UiStore::UiStore() {
  std::string pattern = (fs::temp_directory_path() / "ur-ui-XXXXXX").string();
  if (!mkdtemp(pattern.data())) FAIL("cannot make a temporary folder for the store");
  dir_ = pattern;
  fs::create_directories(fs::path(dir_) / "tables");  // no perfect-play tables: the same on every machine
}

UiStore::~UiStore() {
  std::error_code ignored;
  fs::remove_all(dir_, ignored);
}

std::string UiStore::read(const std::string& name) const {
  std::ifstream in(fs::path(dir_) / (name + ".txt"), std::ios::binary);
  if (!in) return "";
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

UiDriver::UiDriver(UiOptions options) : options_(std::move(options)) {
  if (!options_.store) options_.store = std::make_shared<UiStore>();
  // The store the desktop's platform layer reads and writes (storage.cpp, prefs.cpp).
  setenv("UR_PREFS_DIR", options_.store->dir().c_str(), 1);
  setenv("UR_DATA_DIR", (options_.store->dir() + "/tables").c_str(), 1);
  SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
  // The game logs its slow frames for the browser tests; under the sanitizers every frame is slow.
  SDL_LogSetPriority(SDL_LOG_CATEGORY_APPLICATION, SDL_LOG_PRIORITY_WARN);
  SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
  REQUIRE_MESSAGE(SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0, SDL_GetError());
  IMG_Init(IMG_INIT_PNG);
  window_ = SDL_CreateWindow("ur ui test", 0, 0, options_.width, options_.height, 0);
  REQUIRE_MESSAGE(window_, SDL_GetError());
  if (options_.pixel_ratio > 1) {
    canvas_ = SDL_CreateRGBSurfaceWithFormat(0, options_.width * options_.pixel_ratio, options_.height * options_.pixel_ratio, 32,
                                             SDL_PIXELFORMAT_ARGB8888);
    REQUIRE_MESSAGE(canvas_, SDL_GetError());
    renderer_ = SDL_CreateSoftwareRenderer(canvas_);
  } else {
    renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
  }
  REQUIRE_MESSAGE(renderer_, SDL_GetError());
  SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);  // the window's own shown/exposed events
  app_ = std::make_unique<App>(window_, renderer_);
  const std::string error = app_->load(ur::test::source_dir() + "/assets");
  REQUIRE_MESSAGE(error.empty(), error);
  // As src/platform/main.cpp sets the game up, less the browser's and the sound device's parts.
  app_->set_prefs(platform_prefs());
  app_->start_language(i18n::Language::English);
  app_->set_nets(available_nets());
  app_->set_motion(options_.system_reduced_motion, false);
  if (options_.fast) app_->set_pace(kFastPace);
  app_->show_link_problems({});
  app_->set_storage(platform_storage(), new_tab_name());
  step(32);
}

UiDriver::~UiDriver() {
  app_.reset();
  if (renderer_) SDL_DestroyRenderer(renderer_);
  if (canvas_) SDL_FreeSurface(canvas_);
  if (window_) SDL_DestroyWindow(window_);
  SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
  SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS);
}

Json UiDriver::state() const { return Json::parse(app_->debug_json()); }

Json UiDriver::find_button(const std::function<bool(const Json&)>& match) const {
  const Json s = state();  // kept: a range over a temporary's member would dangle
  for (const Json& b : s["buttons"])
    if (match(b)) return b;
  return Json();
}

Json UiDriver::button(int id) const {
  return find_button([id](const Json& b) { return b["id"].get<int>() == id; });
}

Json UiDriver::button(std::string_view label) const {
  return find_button([label](const Json& b) { return b["label"].get<std::string>() == label; });
}

namespace {
std::string labels(const Json& s) {
  std::string out;
  for (const Json& b : s["buttons"]) out += std::to_string(b["id"].get<int>()) + " '" + b["label"].get<std::string>() + "', ";
  return out;
}
}  // namespace

void UiDriver::push(SDL_Event e) {
  e.common.timestamp = static_cast<Uint32>(now_);
  REQUIRE(SDL_PushEvent(&e) == 1);
}

void UiDriver::pump() {
  SDL_Event e;
  while (SDL_PollEvent(&e)) app_->handle_event(e);
}

void UiDriver::click_at(float x, float y) {
  const Uint32 which = options_.touch ? SDL_TOUCH_MOUSEID : 0;
  SDL_Event e{};
  e.type = SDL_MOUSEMOTION;
  e.motion.which = which;
  e.motion.x = static_cast<Sint32>(x);
  e.motion.y = static_cast<Sint32>(y);
  push(e);
  e = {};
  e.type = SDL_MOUSEBUTTONDOWN;
  e.button.which = which;
  e.button.button = SDL_BUTTON_LEFT;
  e.button.state = SDL_PRESSED;
  e.button.clicks = 1;
  e.button.x = static_cast<Sint32>(x);
  e.button.y = static_cast<Sint32>(y);
  push(e);
  e.type = SDL_MOUSEBUTTONUP;
  e.button.state = SDL_RELEASED;
  push(e);
  pump();
  step();
}

void UiDriver::click(int id) {
  const Json b = button(id);
  REQUIRE_MESSAGE(!b.is_null(), "no button " << id << " on '" << screen() << "'; shown: " << labels(state()));
  click_at(b["x"].get<float>(), b["y"].get<float>());
}

void UiDriver::click(std::string_view label) {
  const Json b = button(label);
  REQUIRE_MESSAGE(!b.is_null(), "no button '" << label << "' on '" << screen() << "'; shown: " << labels(state()));
  click_at(b["x"].get<float>(), b["y"].get<float>());
}

void UiDriver::key(SDL_Keycode k, Uint16 mod) {
  SDL_Event e{};
  e.type = SDL_KEYDOWN;
  e.key.state = SDL_PRESSED;
  e.key.keysym.sym = k;
  e.key.keysym.scancode = SDL_GetScancodeFromKey(k);
  e.key.keysym.mod = mod;
  push(e);
  e.type = SDL_KEYUP;
  e.key.state = SDL_RELEASED;
  push(e);
  pump();
  step();
}

void UiDriver::type(std::string_view text) {
  SDL_Event e{};
  e.type = SDL_TEXTINPUT;
  REQUIRE(text.size() < sizeof e.text.text);
  text.copy(e.text.text, text.size());
  push(e);
  pump();
  step();
}

void UiDriver::wheel(float x, float y, float dy) {
  SDL_Event e{};
  e.type = SDL_MOUSEMOTION;
  e.motion.x = static_cast<Sint32>(x);
  e.motion.y = static_cast<Sint32>(y);
  push(e);
  e = {};
  e.type = SDL_MOUSEWHEEL;
  e.wheel.y = static_cast<Sint32>(dy);
  e.wheel.preciseY = dy;
  e.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
  push(e);
  pump();
  step();
}

void UiDriver::drag(float x0, float y0, float x1, float y1) {
  const Uint32 which = options_.touch ? SDL_TOUCH_MOUSEID : 0;
  SDL_Event e{};
  e.type = SDL_MOUSEMOTION;
  e.motion.which = which;
  e.motion.x = static_cast<Sint32>(x0);
  e.motion.y = static_cast<Sint32>(y0);
  push(e);
  e = {};
  e.type = SDL_MOUSEBUTTONDOWN;
  e.button.which = which;
  e.button.button = SDL_BUTTON_LEFT;
  e.button.state = SDL_PRESSED;
  e.button.x = static_cast<Sint32>(x0);
  e.button.y = static_cast<Sint32>(y0);
  push(e);
  pump();
  float px = x0, py = y0;
  constexpr int kMoves = 6;
  for (int i = 1; i <= kMoves; ++i) {
    const float x = x0 + (x1 - x0) * static_cast<float>(i) / kMoves, y = y0 + (y1 - y0) * static_cast<float>(i) / kMoves;
    e = {};
    e.type = SDL_MOUSEMOTION;
    e.motion.which = which;
    e.motion.state = SDL_BUTTON_LMASK;
    e.motion.x = static_cast<Sint32>(x);
    e.motion.y = static_cast<Sint32>(y);
    e.motion.xrel = static_cast<Sint32>(x - px);
    e.motion.yrel = static_cast<Sint32>(y - py);
    px = x;
    py = y;
    push(e);
    pump();
    step();
  }
  e = {};
  e.type = SDL_MOUSEBUTTONUP;
  e.button.which = which;
  e.button.button = SDL_BUTTON_LEFT;
  e.button.state = SDL_RELEASED;
  e.button.x = static_cast<Sint32>(x1);
  e.button.y = static_cast<Sint32>(y1);
  push(e);
  pump();
  step();
}

void UiDriver::step(int ms) {
  const std::uint64_t until_ms = now_ + static_cast<std::uint64_t>(std::max(ms, 1));
  do {
    now_ = std::min(now_ + 16, until_ms);
    pump();
    app_->frame(now_);
    // Perfect-play tables are never there (an empty UR_DATA_DIR): each request fails as
    // the desktop's would for a missing file.
    for (const TableLibrary::Request& r : app_->take_table_requests()) app_->table_failed(r.id, "no tables in the UI tests", true);
    fetch_nets(*app_);
  } while (now_ < until_ms);
}

bool UiDriver::until(const std::function<bool(const Json&)>& check, int max_ms) {
  const std::uint64_t end = now_ + static_cast<std::uint64_t>(max_ms);
  for (;;) {
    if (check(state())) return true;
    if (now_ >= end) return false;
    step(16);
  }
}

bool UiDriver::until_screen(std::string_view screen, int max_ms) {
  return until([screen](const Json& s) { return s["screen"].get<std::string>() == screen; }, max_ms);
}

void UiDriver::choose_rules(const std::string& name) {
  const Json sets = state()["menu"]["ruleSets"];
  int card = -1;
  for (std::size_t i = 0; i < sets.size(); ++i)
    if (sets[i] == name) card = kRuleCardBase + static_cast<int>(i);
  REQUIRE_MESSAGE(card >= 0, "no rule set " << name);
  float direction = -5;  // wheel down the list first, then back up
  for (int i = 0; i < 40; ++i) {
    const Json b = button(card);
    if (!b.is_null() && b["h"].get<float>() > 30) {
      click(card);
      REQUIRE(state()["menu"]["rules"] == name);
      return;
    }
    const float scroll = state()["menu"]["scroll"].get<float>();
    wheel(static_cast<float>(options_.width) / 2, static_cast<float>(options_.height) / 2, direction);
    if (state()["menu"]["scroll"].get<float>() == scroll) direction = -direction;
  }
  FAIL("the card of " << name << " never came into view");
}

bool UiDriver::play_to_end(int max_ms) {
  const std::uint64_t end = now_ + static_cast<std::uint64_t>(max_ms);
  while (now_ < end) {
    const Json s = state();
    if (s["screen"] == "result") return true;
    if (s.value("human", false) && s["stage"] == "await-throw") {
      if (has_button(kThrowButton)) click(kThrowButton);  // by id: its label is the player's language's
    } else if (s.value("human", false) && s["stage"] == "choose") {
      bool tapped = false;
      for (const Json& c : s["choices"])
        if (c["x"].get<float>() >= 0) {
          click_at(c["x"].get<float>(), c["y"].get<float>());
          if (options_.touch) click_at(c["x"].get<float>(), c["y"].get<float>());
          tapped = true;
          break;
        }
      if (!tapped) key(SDLK_RETURN);
    }
    step(32);
  }
  return false;
}

bool UiDriver::screenshot(const std::string& bmp_path) {
  app_->frame(now_, false);
  int w = 0, h = 0;
  SDL_GetRendererOutputSize(renderer_, &w, &h);
  SDL_Surface* shot = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
  if (!shot) return false;
  const bool ok = SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_ARGB8888, shot->pixels, shot->pitch) == 0 &&
                  SDL_SaveBMP(shot, bmp_path.c_str()) == 0;
  SDL_FreeSurface(shot);
  return ok;
}

std::array<int, 3> UiDriver::pixel(float x, float y) {
  app_->frame(now_, false);
  const SDL_Rect at{static_cast<int>(x), static_cast<int>(y), 1, 1};
  Uint32 argb = 0;
  REQUIRE(SDL_RenderReadPixels(renderer_, &at, SDL_PIXELFORMAT_ARGB8888, &argb, 4) == 0);
  return {static_cast<int>((argb >> 16) & 255), static_cast<int>((argb >> 8) & 255), static_cast<int>(argb & 255)};
}

}  // namespace ur::test
