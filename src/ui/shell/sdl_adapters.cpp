// The screens and overlays that have not yet moved into rooms of their own (docs/ui.md):
// each one a thin Screen over App's members, so the stack routes their input and draws
// them while their state still lives in App. And the registration of every kind:
// make_screen and make_overlay, a switch the compiler checks for a forgotten kind.
#include <sstream>

#include "ui/screens/dialogs/sdl_dialogs.hpp"
#include "ui/screens/game/sdl_game.hpp"
#include "ui/screens/help/sdl_help.hpp"
#include "ui/screens/howto/sdl_howto.hpp"
#include "ui/screens/records/sdl_records.hpp"
#include "ui/screens/review/sdl_review.hpp"
#include "ui/screens/settings/sdl_settings.hpp"
#include "ui/sdl_app.hpp"

namespace ur {

// The start screen: the gallery of rule sets and the set-up (sdl_start.cpp).
class MenuScreen final : public Screen {
 public:
  explicit MenuScreen(App& app) : app_(app) {}
  const char* name() const override { return "menu"; }
  std::vector<Button> buttons() const override { return app_.start_screen().buttons; }
  void draw() const override {
    app_.draw_background();
    app_.draw_menu();
  }
  bool key(std::int32_t k, std::uint16_t mod) override {
    app_.menu_key(k, mod);
    return true;
  }
  bool pointer(const SDL_Event& e) override {
    app_.menu_pointer(e);
    return true;
  }
  bool wheel(const SDL_Event& e) override {
    app_.menu_pointer(e);
    return true;
  }

 private:
  App& app_;
};

std::shared_ptr<Screen> App::make_screen(ScreenKind kind) {
  switch (kind) {
    case ScreenKind::Menu: return std::make_shared<MenuScreen>(*this);
    case ScreenKind::Game: return std::make_shared<GameScreen>(*this);
    case ScreenKind::History:
    case ScreenKind::Statistics: return std::make_shared<RecordsScreen>(*this, kind);
    case ScreenKind::Review: return std::make_shared<ReviewScreen>(*this);
    case ScreenKind::Settings: return std::make_shared<SettingsScreen>(*this);
  }
  return nullptr;
}

std::shared_ptr<Screen> App::make_overlay(OverlayKind kind) {
  switch (kind) {
    case OverlayKind::None: return nullptr;
    case OverlayKind::HowTo: return std::make_shared<HowToOverlay>(*this);
    case OverlayKind::Help: return std::make_shared<HelpOverlay>(*this);
    case OverlayKind::Notice:
    case OverlayKind::ConfirmLeave:
    case OverlayKind::ConfirmDelete:
    case OverlayKind::TakeOver:
    case OverlayKind::Sound:
    case OverlayKind::Name:
    case OverlayKind::ConfirmNew: return std::make_shared<DialogOverlay>(*this, kind);
  }
  return nullptr;
}

void App::show(ScreenKind kind) { stack_.reset(kind, make_screen(kind)); }

void App::open_overlay(OverlayKind kind) { stack_.open(kind, make_overlay(kind)); }

}  // namespace ur
