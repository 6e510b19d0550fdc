// The player's name before a game online: a dialog with a one-line field, the name kept
// last already in it. The host types it before the invitation is made, the guest before
// the answer is (the inviter's name and the rule set are said). In a browser the page's
// own <input> lies over the field (platform/text_field), so a phone's keyboard and any
// input method work; on the desktop SDL's text input fills it. The field is drawn here in
// either case, in the house's colours.
#include <algorithm>

#include "remote/live_signal.hpp"
#include "remote/wire.hpp"
#include "ui/language.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

namespace ur {
namespace {

// The rule set and the inviter's name an invitation names ("" where it does not say).
std::pair<std::string, std::string> invitation_words(const std::string& link) {
  const remote::LiveCodeRead read = remote::decode_live_code(link);
  if (!read.ok()) return {};
  std::string rules;
  if (const remote::MessageDecode m = remote::decode_message(read.code->message); m.ok())
    rules = rule_text(m.message->rules, "title");
  return {rules, clean_player_name(read.code->name)};
}

}  // namespace

void App::ask_name(NameFor purpose, std::string link, std::string from) {
  name_for_ = purpose;
  name_link_ = std::move(link);
  name_link_from_ = std::move(from);
  const BitmapFont::Atlas& atlas = assets_.text.pick(24);
  name_entry_.start(prefs_.get ? prefs_.get("name") : "",
                    [&atlas](char32_t c) { return c == ' ' || atlas.metrics.find(c) != nullptr; });
  open_overlay(OverlayKind::Name);
  dialog_focus_ = -1;
  dirty_ = true;
  const DialogLayout d = dialog();
  const float k = 1.0f / pixel_ratio();
  if (text_field_.show)
    text_field_.show(d.field.x * k, d.field.y * k, d.field.w * k, d.field.h * k, name_entry_.text(), tr("name.title"));
  else
    SDL_StartTextInput();
}

void App::name_dialog(std::string& heading, std::string& body, std::vector<std::pair<int, std::string>>& buttons) const {
  heading = tr("name.title");
  if (name_for_ == NameFor::Host) {
    body = tr("name.for_host");
    buttons = {{kCloseOverlay, tr("dialog.cancel")}, {kNameDone, tr("name.invite")}};
  } else if (name_for_ == NameFor::Settings) {
    body = tr("name.for_settings");
    buttons = {{kCloseOverlay, tr("dialog.cancel")}, {kNameDone, tr("name.save")}};
  } else {
    const auto [rules, who] = invitation_words(name_link_);
    body = who.empty() ? tr("name.for_guest_unnamed", {{"rules", rules}}) : tr("name.for_guest", {{"who", who}, {"rules", rules}});
    buttons = {{kCloseOverlay, tr("dialog.cancel")}, {kNameDone, tr("name.join")}};
  }
}

void App::draw_name_field(const DialogLayout& d) {
  const Rect& f = d.field;
  const float border = std::max(2.0f, f.h * 0.05f);
  fill_rect(f, kGold);
  fill_rect({f.x + border, f.y + border, f.w - 2 * border, f.h - 2 * border}, {24, 16, 10, 255});
  const float px = d.text_px * 1.1f;
  const float pad = d.text_px * 0.6f;
  const float room = f.w - 2 * pad;
  const std::string& text = name_entry_.text();
  const float ty = f.y + (f.h - px * 1.2f) / 2;
  if (text.empty()) {
    draw_text(renderer_, assets_.text, tr("name.placeholder"), f.x + pad + d.text_px * 0.5f, ty, px, kMuted);  // after the caret
  } else {
    float tpx = px;
    const float tw = assets_.text.measure(text, tpx);
    if (tw > room) tpx *= room / tw;  // one line, shrunk rather than cut
    draw_text(renderer_, assets_.text, text, f.x + pad, f.y + (f.h - tpx * 1.2f) / 2, tpx, kIvory);
  }
  // The caret after the text, blinking.
  if (now_ % 1000 < 600) {
    const float x = f.x + pad + std::min(room, text.empty() ? 0.0f : assets_.text.measure(text, px)) + border;
    fill_rect({std::min(x, f.x + f.w - pad), f.y + f.h * 0.2f, std::max(2.0f, d.text_px * 0.1f), f.h * 0.6f}, kIvory);
  }
  dirty_ = true;  // the caret blinks
}

void App::follow_name_field() {
  if (overlay() != OverlayKind::Name) return;
  if (text_field_.text) name_entry_.set(text_field_.text());
  if (!text_field_.take_key) return;
  const int k = text_field_.take_key();
  if (k == 1 && !name_entry_.name().empty()) name_done(true);
  else if (k == 2) name_done(false);
}

bool App::name_button(int id) {
  if (overlay() != OverlayKind::Name) return false;
  if (id == kNameDone) {
    if (!name_entry_.name().empty()) name_done(true);
    return true;
  }
  if (id == kCloseOverlay) {
    name_done(false);
    return true;
  }
  return false;
}

bool App::name_key(SDL_Keycode k) {
  if (overlay() != OverlayKind::Name) return false;
  if (k == SDLK_BACKSPACE) {
    if (!text_field_.text) name_entry_.erase_last();
    return true;
  }
  if (k == SDLK_SPACE) return true;  // a space typed (SDL_TEXTINPUT), not a button pressed
  if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && dialog_focus_ < 0) {
    if (!name_entry_.name().empty()) name_done(true);
    return true;
  }
  if (k == SDLK_ESCAPE) {
    name_done(false);
    return true;
  }
  return false;  // Tab and arrows move between the buttons, as in any dialog
}

void App::name_done(bool confirmed) {
  if (overlay() != OverlayKind::Name) return;
  if (text_field_.hide) text_field_.hide();
  else SDL_StopTextInput();
  close_overlay();
  dirty_ = true;
  const std::string name = name_entry_.name();
  if (!confirmed || name.empty()) {
    name_link_.clear();
    return;
  }
  if (prefs_.set) prefs_.set("name", name);
  if (name_for_ == NameFor::Host) {
    invite_live();
  } else if (name_for_ == NameFor::Guest) {
    const std::string link = std::move(name_link_), from = std::move(name_link_from_);
    name_link_.clear();
    join_live(link, from);
  }
}

std::string App::name_json() const {
  if (overlay() != OverlayKind::Name) return "";
  const DialogLayout d = dialog();
  const float k = 1.0f / pixel_ratio();
  return "{\"text\":\"" + json_escape(name_entry_.text()) + "\",\"for\":\"" +
         (name_for_ == NameFor::Host ? "host" : name_for_ == NameFor::Guest ? "guest" : "settings") + "\",\"field\":{\"x\":" + std::to_string(d.field.x * k) +
         ",\"y\":" + std::to_string(d.field.y * k) + ",\"w\":" + std::to_string(d.field.w * k) +
         ",\"h\":" + std::to_string(d.field.h * k) + "}}";
}

}  // namespace ur
