// The dialogs (sdl_dialogs.hpp): their words, layout, drawing, keys and JSON; and the
// shell's ways to open them: a notice, and the question before a game in progress is
// left (Menu, Esc or M).
#include "ui/screens/dialogs/sdl_dialogs.hpp"

#include <sstream>

#include "ui/describe.hpp"
#include "ui/language.hpp"
#include "ui/link_settings.hpp"
#include "ui/screens/review/sdl_review.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

namespace ur {

void App::show_link_problems(std::vector<std::string> problems) { show_notice(tr("linkset.title"), std::move(problems)); }

void App::show_notice(const std::string& title, std::vector<std::string> lines) {
  if (lines.empty()) return;
  // A second notice before the first is closed: both are listed, in the one open.
  if (auto* open = dynamic_cast<DialogOverlay*>(stack_.overlay()); open && overlay() == OverlayKind::Notice && !open->notice().lines.empty()) {
    DialogOverlay::Notice& n = open->notice();
    n.title = tr("dialog.please_note");
    n.lines.insert(n.lines.end(), lines.begin(), lines.end());
    n.buttons.clear();
  } else {
    open_notice({title, std::move(lines), {}});
  }
  dirty_ = true;
}

void App::open_notice(DialogOverlay::Notice notice) {
  auto dialog = std::make_shared<DialogOverlay>(*this, OverlayKind::Notice);
  dialog->notice() = std::move(notice);
  stack_.open(OverlayKind::Notice, std::move(dialog));
}

bool App::game_in_progress() const {
  return screen() == ScreenKind::Game && game_.has_game() && game_.stage() != Stage::Over;
}

void App::ask_to_leave() {
  put_away_choices();
  if (!game_in_progress()) {
    show(ScreenKind::Menu);
    return;
  }
  open_overlay(OverlayKind::ConfirmLeave);
}

DialogLayout DialogOverlay::layout(std::vector<std::string>* lines, std::string* title) const {
  const App& a = app_;
  std::string heading, body;
  std::vector<std::pair<int, std::string>> buttons;
  if (kind_ == OverlayKind::ConfirmLeave) {
    heading = tr("dialog.leave.title");
    body = tr(a.keeping_ ? "dialog.leave.kept" : "dialog.leave.text");
    buttons = {{kLeaveGame, tr("dialog.leave.leave")}, {kCloseOverlay, tr("dialog.leave.keep_playing")}};
  } else if (kind_ == OverlayKind::ConfirmDelete) {
    heading = tr(a.delete_target_ < 0 ? "dialog.delete_all.title" : "dialog.delete_one.title");
    body = tr(a.delete_target_ < 0 ? "dialog.delete_all.text" : "dialog.delete_one.text");
    buttons = {{kConfirmDelete, tr("dialog.delete")}, {kCloseOverlay, tr("dialog.keep")}};
  } else if (kind_ == OverlayKind::TakeOver) {
    heading = tr("review.play_from_here");
    if (const Screen* review = a.stack_.find(ScreenKind::Review)) body = static_cast<const ReviewScreen*>(review)->take_over_text();
    buttons = {{kCloseOverlay, tr("dialog.cancel")}, {kTakeOverFriend, tr("records.friend")}, {kTakeOverComputer, tr("records.computer")}};
  } else if (kind_ == OverlayKind::ConfirmNew) {
    heading = tr("save.new_title");
    body = tr("save.new_text");
    buttons = {{kResumeSaved, tr("save.new_continue")}, {kNewOverSaved, tr("save.new_start")}, {kCancelNew, tr("save.new_cancel")}};
  } else if (kind_ == OverlayKind::Sound) {
    a.sound_.dialog(heading, body, buttons);
  } else if (kind_ == OverlayKind::Name) {
    a.remote_.name.dialog(heading, body, buttons);
  } else {
    heading = notice_.title;
    for (const std::string& p : notice_.lines) body += (body.empty() ? "" : "\n") + ("• " + p);
    buttons = notice_.buttons;
    if (buttons.empty()) buttons = {{kCloseOverlay, tr("dialog.ok")}};
  }
  const float px = dialog_text_px(a.layout_.width, a.layout_.height, a.pixel_ratio());
  const BitmapFont::Atlas& atlas = a.assets_.text.pick(px);
  const float scale = px / static_cast<float>(atlas.metrics.size);
  const float line_h = static_cast<float>(atlas.metrics.line_height) * scale;
  std::vector<std::string> wrapped =
      wrap_text(atlas.metrics, body, static_cast<int>(dialog_body_width(a.layout_.width, a.layout_.height, px) / scale));
  DialogLayout d = dialog_layout(a.layout_.width, a.layout_.height, px, line_h, static_cast<int>(wrapped.size()), buttons,
                                 kind_ == OverlayKind::Name, &a.assets_.text_bold.pick(dialog_label_px(px)).metrics);
  if (kind_ == OverlayKind::Name)  // no name, no invitation: its button waits for one
    for (Button& b : d.buttons) b.enabled = b.id != kNameDone || !a.remote_.name.name().empty();
  if (lines) *lines = std::move(wrapped);
  if (title) *title = heading;
  return d;
}

void DialogOverlay::draw() const {
  if (app_.remote_.live.draw_qr()) return;  // a live invitation's QR code, drawn over its panel
  App& a = app_;
  std::vector<std::string> lines;
  std::string title;
  const DialogLayout d = layout(&lines, &title);
  a.fill_rect({0, 0, static_cast<float>(a.layout_.width), static_cast<float>(a.layout_.height)}, {0, 0, 0, 150});
  a.draw_panel(d.panel, true);
  float tpx = d.title_px;
  const float tw = a.assets_.text_bold.measure(title, tpx);
  if (tw > d.title.w) tpx *= d.title.w / tw;  // one line, shrunk rather than cut
  draw_text(a.renderer_, a.assets_.text_bold, title, d.title.x, d.title.y + (d.title.h - tpx * 1.2f) / 2, tpx, kGold);
  float y = d.body.y;
  for (const std::string& line : lines) {
    if (y + d.line_h > d.body.y + d.body.h + 1) break;
    draw_text(a.renderer_, a.assets_.text, line, d.body.x, y, d.text_px, kIvory);
    y += d.line_h;
  }
  if (kind_ == OverlayKind::Name) a.remote_.name.draw_field(d);
  const int focus = focus_ < 0 ? static_cast<int>(d.buttons.size()) - 1 : focus_;
  for (std::size_t i = 0; i < d.buttons.size(); ++i) a.draw_button(d.buttons[i], static_cast<int>(i) == focus);
}

// The dialog as drawn, for the tests: its title, wrapped lines and text size in CSS pixels.
void DialogOverlay::json(std::string& text) const {
  std::ostringstream out;
  const float k = 1.0f / app_.pixel_ratio();
  std::vector<std::string> lines;
  std::string title;
  const DialogLayout d = layout(&lines, &title);
  out << ",\"dialog\":{\"title\":\"" << json_escape(title) << "\",\"textPx\":" << d.text_px * k
      << ",\"panel\":{\"x\":" << d.panel.x * k << ",\"y\":" << d.panel.y * k << ",\"w\":" << d.panel.w * k
      << ",\"h\":" << d.panel.h * k << "},\"lines\":[";
  for (std::size_t i = 0; i < lines.size(); ++i) out << (i ? "," : "") << "\"" << json_escape(lines[i]) << "\"";
  out << "]}";
  if (kind_ == OverlayKind::Name) out << ",\"name\":" << app_.remote_.name.json();
  text += out.str();
}

// A dialog's keys (the name's typing first): arrows or Tab move between the buttons,
// Enter presses one, Esc closes (keeps playing).
bool DialogOverlay::key(std::int32_t k, std::uint16_t /*mod*/) {
  if (app_.remote_.name.key(k)) return true;
  const std::vector<Button> shown = buttons();
  const int n = static_cast<int>(shown.size());
  const int focus = focus_ < 0 ? n - 1 : focus_;
  if (k == SDLK_LEFT || k == SDLK_RIGHT || k == SDLK_TAB || k == SDLK_UP || k == SDLK_DOWN)
    focus_ = (focus + ((k == SDLK_LEFT || k == SDLK_UP) ? n - 1 : 1)) % n;
  else if (k == SDLK_ESCAPE) app_.close_overlay();
  else if (k == SDLK_RETURN || k == SDLK_SPACE || k == SDLK_KP_ENTER) app_.press_button(shown[static_cast<std::size_t>(focus)].id);
  return true;
}

bool DialogOverlay::pointer(const SDL_Event& e) {
  if (e.type == SDL_MOUSEBUTTONDOWN && e.button.button == SDL_BUTTON_LEFT && app_.remote_.live.qr_click()) return true;
  app_.click_button(buttons(), e);
  return true;
}

bool DialogOverlay::button(int id) {
  App& a = app_;
  switch (id) {
    // A new game over a saved one (ConfirmNew).
    case kResumeSaved: a.close_overlay(); a.continue_game(); return true;
    case kNewOverSaved: a.start_over_saved(); return true;
    case kCancelNew: a.close_overlay(); return true;
    case kLeaveGame:  // ConfirmLeave
      a.close_overlay();
      a.show(ScreenKind::Menu);
      a.menu_.setup_page = false;  // a phone's first page, where Continue is (the dialog promised it)
      a.tour_ = Tour{};
      a.remote_.live.refresh_continue();  // a live game left is offered again at once (Continue online)
      return true;
    default: return kind_ == OverlayKind::Name && a.remote_.name.button(id);
  }
}

}  // namespace ur
