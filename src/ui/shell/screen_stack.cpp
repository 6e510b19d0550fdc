// The screen stack (screen.hpp): changes recorded at once and completed between events,
// events top-down, the overlay over everything.
#include "ui/shell/screen.hpp"

#include <utility>

namespace ur {

const char* screen_kind_name(ScreenKind kind) {
  switch (kind) {
    case ScreenKind::Menu: return "menu";
    case ScreenKind::Game: return "game";
    case ScreenKind::History: return "history";
    case ScreenKind::Statistics: return "statistics";
    case ScreenKind::Review: return "review";
    case ScreenKind::Settings: return "settings";
  }
  return "";
}

const char* overlay_kind_name(OverlayKind kind) {
  switch (kind) {
    case OverlayKind::None: return "";
    case OverlayKind::HowTo: return "howto";
    case OverlayKind::Help: return "help";
    case OverlayKind::Notice: return "notice";
    case OverlayKind::ConfirmLeave: return "confirm-leave";
    case OverlayKind::ConfirmDelete: return "confirm-delete";
    case OverlayKind::TakeOver: return "take-over";
    case OverlayKind::Sound: return "sound";
    case OverlayKind::Name: return "name";
    case OverlayKind::ConfirmNew: return "confirm-new";
  }
  return "";
}

bool is_dialog(OverlayKind kind) {
  switch (kind) {
    case OverlayKind::None:
    case OverlayKind::HowTo:
    case OverlayKind::Help: return false;
    case OverlayKind::Notice:
    case OverlayKind::ConfirmLeave:
    case OverlayKind::ConfirmDelete:
    case OverlayKind::TakeOver:
    case OverlayKind::Sound:
    case OverlayKind::Name:
    case OverlayKind::ConfirmNew: return true;
  }
  return false;
}

void ScreenStack::push(ScreenKind kind, std::shared_ptr<Screen> screen) { floors_.push_back({kind, std::move(screen)}); }

void ScreenStack::pop() {
  if (floors_.size() < 2) return;
  retired_.push_back(std::move(floors_.back().screen));
  floors_.pop_back();
}

void ScreenStack::replace(ScreenKind kind, std::shared_ptr<Screen> screen) {
  if (floors_.empty()) {
    push(kind, std::move(screen));
    return;
  }
  retired_.push_back(std::move(floors_.back().screen));
  floors_.back() = {kind, std::move(screen)};
}

void ScreenStack::reset(ScreenKind kind, std::shared_ptr<Screen> screen) {
  for (Floor& f : floors_) retired_.push_back(std::move(f.screen));
  floors_.clear();
  push(kind, std::move(screen));
}

void ScreenStack::open(OverlayKind kind, std::shared_ptr<Screen> overlay) {
  if (overlay_.screen) retired_.push_back(std::move(overlay_.screen));
  overlay_ = {overlay ? kind : OverlayKind::None, std::move(overlay)};
}

void ScreenStack::close_overlay() { open(OverlayKind::None, nullptr); }

std::optional<ScreenKind> ScreenStack::top_kind() const {
  if (floors_.empty()) return std::nullopt;
  return floors_.back().kind;
}

Screen* ScreenStack::find(ScreenKind kind) const {
  for (auto f = floors_.rbegin(); f != floors_.rend(); ++f)
    if (f->kind == kind) return f->screen.get();
  return nullptr;
}

bool ScreenStack::pending() const {
  const Screen* top_now = floors_.empty() ? nullptr : floors_.back().screen.get();
  return top_now != entered_top_.get() || overlay_.screen != entered_overlay_ || !retired_.empty();
}

bool ScreenStack::apply() {
  if (!pending()) return false;
  // Held here until the end: a screen told to leave may be one that was taken off.
  const std::shared_ptr<Screen> old_top = entered_top_, old_overlay = entered_overlay_;
  const std::shared_ptr<Screen> new_top = floors_.empty() ? nullptr : floors_.back().screen;
  if (old_overlay != overlay_.screen) {
    if (old_overlay) old_overlay->leave();
    entered_overlay_ = overlay_.screen;
    if (entered_overlay_) entered_overlay_->enter();
  }
  if (old_top != new_top) {
    if (old_top) old_top->leave();
    entered_top_ = new_top;
    if (entered_top_) entered_top_->enter();
  }
  retired_.clear();
  return true;
}

bool ScreenStack::dispatch(const std::function<bool(Screen&)>& handle) const {
  if (const std::shared_ptr<Screen> o = overlay_.screen) {
    if (handle(*o) || !o->lets_clicks_through()) return true;
  }
  // A copy: a handler may change the stack, and the screens it took off live on meanwhile.
  const std::vector<Floor> floors = floors_;
  for (auto f = floors.rbegin(); f != floors.rend(); ++f) {
    if (handle(*f->screen) || !f->screen->lets_clicks_through()) return true;
  }
  return false;
}

void ScreenStack::draw() const {
  if (const Screen* s = top()) s->draw();
  if (const Screen* o = overlay()) o->draw();
}

void ScreenStack::update(std::uint64_t now_ms) const {
  // Copies: an update may change the stack.
  if (const std::shared_ptr<Screen> s = floors_.empty() ? nullptr : floors_.back().screen) s->update(now_ms);
  if (const std::shared_ptr<Screen> o = overlay_.screen) o->update(now_ms);
}

}  // namespace ur
