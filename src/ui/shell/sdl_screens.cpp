// The registration of every screen and overlay (docs/ui.md): make_screen and make_overlay,
// a switch the compiler checks for a forgotten kind, and the shell's way to show one.
#include "ui/screens/dialogs/sdl_dialogs.hpp"
#include "ui/screens/game/sdl_game.hpp"
#include "ui/screens/help/sdl_help.hpp"
#include "ui/screens/howto/sdl_howto.hpp"
#include "ui/screens/records/sdl_records.hpp"
#include "ui/screens/review/sdl_review.hpp"
#include "ui/screens/settings/sdl_settings.hpp"
#include "ui/screens/start/sdl_start.hpp"
#include "ui/sdl_app.hpp"

namespace ur {

std::shared_ptr<Screen> App::make_screen(ScreenKind kind) {
  switch (kind) {
    case ScreenKind::Menu: return std::make_shared<StartScreen>(*this);
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
