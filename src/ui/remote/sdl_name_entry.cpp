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

void NamePrompt::ask(For purpose, std::string link, std::string from) {
  for_ = purpose;
  link_ = std::move(link);
  link_from_ = std::move(from);
  const BitmapFont::Atlas& atlas = app_.assets_.text.pick(24);
  entry_.start(app_.prefs_.get ? app_.prefs_.get("name") : "",
               [&atlas](char32_t c) { return c == ' ' || atlas.metrics.find(c) != nullptr; });
  app_.open_overlay(OverlayKind::Name);
  app_.dirty_ = true;
  const DialogLayout d = app_.dialog_overlay()->layout();
  const float k = 1.0f / app_.pixel_ratio();
  if (text_field_.show)
    text_field_.show(d.field.x * k, d.field.y * k, d.field.w * k, d.field.h * k, entry_.text(), tr("name.title"));
  else
    SDL_StartTextInput();
}

void NamePrompt::dialog(std::string& heading, std::string& body, std::vector<std::pair<int, std::string>>& buttons) const {
  heading = tr("name.title");
  if (for_ == For::Host) {
    body = tr("name.for_host");
    buttons = {{kCloseOverlay, tr("dialog.cancel")}, {kNameDone, tr("name.invite")}};
  } else if (for_ == For::Settings) {
    body = tr("name.for_settings");
    buttons = {{kCloseOverlay, tr("dialog.cancel")}, {kNameDone, tr("name.save")}};
  } else {
    const auto [rules, who] = invitation_words(link_);
    body = who.empty() ? tr("name.for_guest_unnamed", {{"rules", rules}}) : tr("name.for_guest", {{"who", who}, {"rules", rules}});
    buttons = {{kCloseOverlay, tr("dialog.cancel")}, {kNameDone, tr("name.join")}};
  }
}

void NamePrompt::draw_field(const DialogLayout& d) const {
  const Rect& f = d.field;
  const BitmapFont& font = app_.assets_.text;
  SDL_Renderer* renderer = app_.renderer_;
  const float border = std::max(2.0f, f.h * 0.05f);
  app_.fill_rect(f, kGold);
  app_.fill_rect({f.x + border, f.y + border, f.w - 2 * border, f.h - 2 * border}, {24, 16, 10, 255});
  const float px = d.text_px * 1.1f;
  const float pad = d.text_px * 0.6f;
  const float room = f.w - 2 * pad;
  const std::string& text = entry_.text();
  const float ty = f.y + (f.h - px * 1.2f) / 2;
  if (text.empty()) {
    draw_text(renderer, font, tr("name.placeholder"), f.x + pad + d.text_px * 0.5f, ty, px, kMuted);  // after the caret
  } else {
    float tpx = px;
    const float tw = font.measure(text, tpx);
    if (tw > room) tpx *= room / tw;  // one line, shrunk rather than cut
    draw_text(renderer, font, text, f.x + pad, f.y + (f.h - tpx * 1.2f) / 2, tpx, kIvory);
  }
  // The caret after the text, blinking.
  if (app_.now_ % 1000 < 600) {
    const float x = f.x + pad + std::min(room, text.empty() ? 0.0f : font.measure(text, px)) + border;
    app_.fill_rect({std::min(x, f.x + f.w - pad), f.y + f.h * 0.2f, std::max(2.0f, d.text_px * 0.1f), f.h * 0.6f}, kIvory);
  }
  app_.dirty_ = true;  // the caret blinks
}

void NamePrompt::follow() {
  if (app_.overlay() != OverlayKind::Name) return;
  if (text_field_.text) entry_.set(text_field_.text());
  if (!text_field_.take_key) return;
  const int k = text_field_.take_key();
  if (k == 1 && !entry_.name().empty()) done(true);
  else if (k == 2) done(false);
}

void NamePrompt::typed(const char* utf8) {
  if (app_.overlay() == OverlayKind::Name && !text_field_.text) entry_.type(utf8);
}

bool NamePrompt::button(int id) {
  if (app_.overlay() != OverlayKind::Name) return false;
  if (id == kNameDone) {
    if (!entry_.name().empty()) done(true);
    return true;
  }
  if (id == kCloseOverlay) {
    done(false);
    return true;
  }
  return false;
}

bool NamePrompt::key(std::int32_t k) {
  if (app_.overlay() != OverlayKind::Name) return false;
  if (k == SDLK_BACKSPACE) {
    if (!text_field_.text) entry_.erase_last();
    return true;
  }
  if (k == SDLK_SPACE) return true;  // a space typed (SDL_TEXTINPUT), not a button pressed
  if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && app_.dialog_overlay()->focus() < 0) {
    if (!entry_.name().empty()) done(true);
    return true;
  }
  if (k == SDLK_ESCAPE) {
    done(false);
    return true;
  }
  return false;  // Tab and arrows move between the buttons, as in any dialog
}

void NamePrompt::done(bool confirmed) {
  if (app_.overlay() != OverlayKind::Name) return;
  if (text_field_.hide) text_field_.hide();
  else SDL_StopTextInput();
  app_.close_overlay();
  app_.dirty_ = true;
  const std::string name = entry_.name();
  if (!confirmed || name.empty()) {
    link_.clear();
    return;
  }
  if (app_.prefs_.set) app_.prefs_.set("name", name);
  if (for_ == For::Host) {
    app_.remote_.live.invite();
  } else if (for_ == For::Guest) {
    const std::string link = std::move(link_), from = std::move(link_from_);
    link_.clear();
    app_.remote_.live.join(link, from);
  }
}

std::string NamePrompt::json() const {
  if (app_.overlay() != OverlayKind::Name) return "";
  const DialogLayout d = app_.dialog_overlay()->layout();
  const float k = 1.0f / app_.pixel_ratio();
  return "{\"text\":\"" + json_escape(entry_.text()) + "\",\"for\":\"" +
         (for_ == For::Host ? "host" : for_ == For::Guest ? "guest" : "settings") + "\",\"field\":{\"x\":" +
         std::to_string(d.field.x * k) + ",\"y\":" + std::to_string(d.field.y * k) + ",\"w\":" +
         std::to_string(d.field.w * k) + ",\"h\":" + std::to_string(d.field.h * k) + "}}";
}

}  // namespace ur
