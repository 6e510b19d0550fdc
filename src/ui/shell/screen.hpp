// A screen of the game and the stack it is shown on (docs/ui.md). Each screen owns its
// state and answers for itself: its buttons, its drawing, its keys, pointer and buttons,
// its part of the tests' JSON. The stack holds the screens a player moves between, and
// one layer over them for a dialog, the help or How to play; events go to the top first,
// and a layer that does not let clicks through keeps them from everything below.
// Models: Endless Sky's UI and Panel stack, SuperTux's ScreenManager. No SDL here (the
// event type is only named), so the stack is unit-tested without a window.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ui/screens.hpp"  // Button, Layout

union SDL_Event;

namespace ur {

// The screens a player moves between: the stack's floors.
enum class ScreenKind { Menu, Game, History, Statistics, Review, Settings };
// What lies over them, one at a time: How to play, the help, or a dialog.
enum class OverlayKind { None, HowTo, Help, Notice, ConfirmLeave, ConfirmDelete, TakeOver, Sound, Name, ConfirmNew };

// The names the tests' JSON gives them ("screen": "menu", "confirm-leave", ...).
const char* screen_kind_name(ScreenKind kind);
const char* overlay_kind_name(OverlayKind kind);  // OverlayKind::None: ""
// A dialog: a compact panel of text and buttons (the rest are full-screen panels).
bool is_dialog(OverlayKind kind);

class Screen {
 public:
  virtual ~Screen() = default;
  // The name in the tests' JSON ("menu", "game", "result", "help", ...).
  virtual const char* name() const = 0;
  // Became the top of the stack (or of the overlay layer) / stopped being it.
  virtual void enter() {}
  virtual void leave() {}
  // Each frame, before drawing, while on top: time moves on (now_ms since start).
  virtual void update(std::uint64_t /*now_ms*/) {}
  // The buttons shown now (hit-testing, the keyboard's focus, the tests' JSON).
  virtual std::vector<Button> buttons() const { return {}; }
  // Paints the screen; changes nothing.
  virtual void draw() const = 0;
  // Input; each says whether it handled it. pointer: a press, release or move.
  virtual bool key(std::int32_t /*key*/, std::uint16_t /*mod*/) { return false; }
  virtual bool pointer(const SDL_Event& /*e*/) { return false; }
  virtual bool wheel(const SDL_Event& /*e*/) { return false; }
  virtual bool button(int /*id*/) { return false; }
  // Its part of the tests' JSON: members appended as ",\"name\":value".
  virtual void json(std::string& /*out*/) const {}
  // Events it does not handle go on to what lies below (else they stop here).
  virtual bool lets_clicks_through() const { return false; }
  // Where this screen wants the board at this output size (none: the game's layout).
  virtual std::optional<Layout> board_layout(int /*width*/, int /*height*/) const { return std::nullopt; }
};

// The screens shown, bottom to top, and the overlay over them. A change (push, pop,
// replace, an overlay opened or closed) is recorded at once, so the code that asked sees
// the screen it opened; it is completed between events and frames by apply(): the screen
// that stops being on top is told (leave), the new top is told (enter), and the screens
// taken off are destroyed only then, so a screen may close itself from its own handler.
class ScreenStack {
 public:
  void push(ScreenKind kind, std::shared_ptr<Screen> screen);
  void pop();                                                   // the bottom one stays
  void replace(ScreenKind kind, std::shared_ptr<Screen> screen);  // the top one (pushed when empty)
  void reset(ScreenKind kind, std::shared_ptr<Screen> screen);  // the only one left
  void open(OverlayKind kind, std::shared_ptr<Screen> overlay);  // over everything, instead of any other
  void close_overlay();

  // The top screen and the overlay (none: OverlayKind::None, nullptr).
  std::optional<ScreenKind> top_kind() const;
  Screen* top() const { return floors_.empty() ? nullptr : floors_.back().screen.get(); }
  OverlayKind overlay_kind() const { return overlay_.kind; }
  Screen* overlay() const { return overlay_.screen.get(); }
  std::shared_ptr<Screen> overlay_ptr() const { return overlay_.screen; }  // to put it back after a change
  // The nearest screen of this kind, from the top (nullptr: none on the stack).
  Screen* find(ScreenKind kind) const;
  std::size_t depth() const { return floors_.size(); }
  // Whether a change waits for apply().
  bool pending() const;

  // Completes the changes recorded since the last call; true when something changed.
  bool apply();

  // Offers an event to the overlay, then to the screens from the top down, until one
  // handles it or one that does not let clicks through is reached. True: handled or
  // stopped. Each screen is kept alive while it handles the event.
  bool dispatch(const std::function<bool(Screen&)>& handle) const;
  // Paints the top screen (the floors are opaque), then the overlay.
  void draw() const;
  // Calls update on the top screen and on the overlay.
  void update(std::uint64_t now_ms) const;

 private:
  struct Floor {
    ScreenKind kind = ScreenKind::Menu;
    std::shared_ptr<Screen> screen;
  };
  struct Layer {
    OverlayKind kind = OverlayKind::None;
    std::shared_ptr<Screen> screen;
  };
  std::vector<Floor> floors_;
  Layer overlay_;
  // As last applied: who was told enter, and what waits to be destroyed.
  std::shared_ptr<Screen> entered_top_, entered_overlay_;
  std::vector<std::shared_ptr<Screen>> retired_;
};

}  // namespace ur
