// Dialogs over any screen: the notice listing a link's unusable settings, and the
// question asked before a game in progress is left (Menu, Esc or M). Layout in
// screens.hpp (dialog_layout); this file paints them and decides when to ask.
#include "ui/describe.hpp"
#include "ui/language.hpp"
#include "ui/screens/review/sdl_review.hpp"
#include "ui/sdl_app.hpp"

#include "ui/link_settings.hpp"
#include "ui/sdl_palette.hpp"

#include <sstream>

namespace ur {

void App::show_link_problems(std::vector<std::string> problems) { show_notice(tr("linkset.title"), std::move(problems)); }

void App::show_notice(const std::string& title, std::vector<std::string> lines) {
  if (lines.empty()) return;
  // A second notice before the first is closed: both are listed.
  if (overlay() == OverlayKind::Notice && !link_problems_.empty()) {
    notice_title_ = tr("dialog.please_note");
    link_problems_.insert(link_problems_.end(), lines.begin(), lines.end());
  } else {
    notice_title_ = title;
    link_problems_ = std::move(lines);
  }
  notice_buttons_.clear();
  open_overlay(OverlayKind::Notice);
  dialog_focus_ = -1;
  dirty_ = true;
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
  dialog_focus_ = -1;
}

DialogLayout App::dialog(std::vector<std::string>* lines, std::string* title) const {
  std::string heading, body;
  std::vector<std::pair<int, std::string>> buttons;
  if (overlay() == OverlayKind::ConfirmLeave) {
    heading = tr("dialog.leave.title");
    body = tr(keeping_ ? "dialog.leave.kept" : "dialog.leave.text");
    buttons = {{kLeaveGame, tr("dialog.leave.leave")}, {kCloseOverlay, tr("dialog.leave.keep_playing")}};
  } else if (overlay() == OverlayKind::ConfirmDelete) {
    heading = tr(delete_target_ < 0 ? "dialog.delete_all.title" : "dialog.delete_one.title");
    body = tr(delete_target_ < 0 ? "dialog.delete_all.text" : "dialog.delete_one.text");
    buttons = {{kConfirmDelete, tr("dialog.delete")}, {kCloseOverlay, tr("dialog.keep")}};
  } else if (overlay() == OverlayKind::TakeOver) {
    heading = tr("review.play_from_here");
    if (const Screen* review = stack_.find(ScreenKind::Review)) body = static_cast<const ReviewScreen*>(review)->take_over_text();
    buttons = {{kCloseOverlay, tr("dialog.cancel")}, {kTakeOverFriend, tr("records.friend")}, {kTakeOverComputer, tr("records.computer")}};
  } else if (overlay() == OverlayKind::ConfirmNew) {
    heading = tr("save.new_title");
    body = tr("save.new_text");
    buttons = {{kResumeSaved, tr("save.new_continue")}, {kNewOverSaved, tr("save.new_start")}, {kCancelNew, tr("save.new_cancel")}};
  } else if (overlay() == OverlayKind::Sound) {
    sound_dialog(heading, body, buttons);
  } else if (overlay() == OverlayKind::Name) {
    remote_.name.dialog(heading, body, buttons);
  } else {
    heading = notice_title_;
    for (const std::string& p : link_problems_) body += (body.empty() ? "" : "\n") + ("• " + p);
    buttons = notice_buttons_;
    if (buttons.empty()) buttons = {{kCloseOverlay, tr("dialog.ok")}};
  }
  const float px = dialog_text_px(layout_.width, layout_.height, pixel_ratio());
  const BitmapFont::Atlas& atlas = assets_.text.pick(px);
  const float scale = px / static_cast<float>(atlas.metrics.size);
  const float line_h = static_cast<float>(atlas.metrics.line_height) * scale;
  std::vector<std::string> wrapped =
      wrap_text(atlas.metrics, body, static_cast<int>(dialog_body_width(layout_.width, layout_.height, px) / scale));
  DialogLayout d = dialog_layout(layout_.width, layout_.height, px, line_h, static_cast<int>(wrapped.size()), buttons,
                                 overlay() == OverlayKind::Name, &assets_.text_bold.pick(dialog_label_px(px)).metrics);
  if (overlay() == OverlayKind::Name)  // no name, no invitation: its button waits for one
    for (Button& b : d.buttons) b.enabled = b.id != kNameDone || !remote_.name.name().empty();
  if (lines) *lines = std::move(wrapped);
  if (title) *title = heading;
  return d;
}

void App::draw_dialog() {
  std::vector<std::string> lines;
  std::string title;
  const DialogLayout d = dialog(&lines, &title);
  fill_rect({0, 0, static_cast<float>(layout_.width), static_cast<float>(layout_.height)}, {0, 0, 0, 150});
  draw_panel(d.panel, true);
  float tpx = d.title_px;
  const float tw = assets_.text_bold.measure(title, tpx);
  if (tw > d.title.w) tpx *= d.title.w / tw;  // one line, shrunk rather than cut
  draw_text(renderer_, assets_.text_bold, title, d.title.x, d.title.y + (d.title.h - tpx * 1.2f) / 2, tpx, kGold);
  float y = d.body.y;
  for (const std::string& line : lines) {
    if (y + d.line_h > d.body.y + d.body.h + 1) break;
    draw_text(renderer_, assets_.text, line, d.body.x, y, d.text_px, kIvory);
    y += d.line_h;
  }
  if (overlay() == OverlayKind::Name) remote_.name.draw_field(d);
  const int focus = dialog_focus_ < 0 ? static_cast<int>(d.buttons.size()) - 1 : dialog_focus_;
  for (std::size_t i = 0; i < d.buttons.size(); ++i) draw_button(d.buttons[i], static_cast<int>(i) == focus);
}

// The dialog as drawn, for the tests: its title, wrapped lines and text size in CSS pixels.
void App::dialog_json(std::ostringstream& out) const {
  const float k = 1.0f / pixel_ratio();
  std::vector<std::string> lines;
  std::string title;
  const DialogLayout d = dialog(&lines, &title);
  out << ",\"dialog\":{\"title\":\"" << json_escape(title) << "\",\"textPx\":" << d.text_px * k
      << ",\"panel\":{\"x\":" << d.panel.x * k << ",\"y\":" << d.panel.y * k << ",\"w\":" << d.panel.w * k
      << ",\"h\":" << d.panel.h * k << "},\"lines\":[";
  for (std::size_t i = 0; i < lines.size(); ++i) out << (i ? "," : "") << "\"" << json_escape(lines[i]) << "\"";
  out << "]}";
  if (overlay() == OverlayKind::Name) out << ",\"name\":" << remote_.name.json();
}

}  // namespace ur
