// The settings screen (sdl_settings.hpp; layout in settings.hpp), and the shell's half of
// the settings: the animations' pace as set at start, and the settings in the tests' JSON.
#include "ui/screens/settings/sdl_settings.hpp"

#include <SDL.h>

#include <algorithm>
#include <vector>

#include "i18n/i18n.hpp"
#include "ui/language.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"
#include "ui/shell/sdl_drag_scroll.hpp"

namespace ur {

void App::set_motion(bool system_prefers_reduced, bool forced_reduced) {
  forced_reduced_ = forced_reduced;
  const std::string speed = prefs_.get ? prefs_.get("speed") : "";
  if (const std::optional<AnimationSpeed> s = parse_speed(speed)) {
    speed_ = *s;
  } else {
    speed_ = AnimationSpeed::Normal;
    SDL_Log("the animation speed '%s' in the settings is not slow, normal or fast: normal is used", speed.c_str());
  }
  reduced_motion_ = forced_reduced || motion_reduced(prefs_.get ? prefs_.get("motion") : "", system_prefers_reduced);
  game_.pace() = pace_for(speed_, reduced_motion_);
  load_path_pref();
}

std::string App::settings_json() const {
  return std::string("{\"speed\":\"") + std::string(speed_pref(speed_)) + "\",\"reducedMotion\":" +
         (reduced_motion_ ? "true" : "false") + ",\"sound\":" + (sound_.settings().on ? "true" : "false") +
         ",\"volume\":" + std::to_string(sound_.settings().volume) + ",\"path\":\"" + std::string(path_show_pref(path_show_)) + "\"}";
}

SettingsValues SettingsScreen::values() const {
  SettingsValues v;
  v.name = app_.prefs_.get ? app_.prefs_.get("name") : "";
  v.sound_on = app_.sound_.settings().on;
  v.volume = app_.sound_.settings().volume;
  v.speed = app_.speed_;
  v.reduced_motion = app_.reduced_motion_;
  v.motion_forced = app_.forced_reduced_;
  v.path = app_.path_show_;
  return v;
}

SettingsLayout SettingsScreen::layout() const {
  const Layout& l = app_.layout_;
  const float ratio = app_.pixel_ratio();
  const float px = start_text_px(l.width, l.height, ratio);
  const StartFonts fonts{&app_.assets_.text.pick(px).metrics, &app_.assets_.text_bold.pick(px).metrics};
  return settings_layout(l.width, l.height, ratio, settings_rows(values()), fonts, scroll_);
}

void SettingsScreen::scroll_to_focus() {
  const SettingsLayout l = layout();
  if (l.view.w <= 0 || focus_ == kSettingsDone) return;
  for (const Button& b : l.all)
    if (b.id == focus_) {
      const float pad = l.text_px * 0.3f;
      if (b.rect.y < l.view.y + pad) scroll_ = l.scroll - (l.view.y + pad - b.rect.y);
      else if (b.rect.y + b.rect.h > l.view.y + l.view.h - pad) scroll_ = l.scroll + (b.rect.y + b.rect.h - (l.view.y + l.view.h - pad));
      else scroll_ = l.scroll;
      scroll_ = std::clamp(scroll_, 0.0f, l.max_scroll);
    }
}

void SettingsScreen::json(std::string& out) const {
  const SettingsLayout l = layout();
  const float k = 1.0f / app_.pixel_ratio();
  out += ",\"settingsScroll\":{\"scroll\":" + std::to_string(l.scroll * k) + ",\"max\":" + std::to_string(l.max_scroll * k) + "}";
}

void SettingsScreen::close() { app_.stack_.pop(); }

bool SettingsScreen::button(int id) {
  App& a = app_;
  const auto& languages = i18n::all_languages();
  if (id >= kSetLanguageBase && id < kSetLanguageBase + static_cast<int>(languages.size())) {
    a.choose_language(languages[static_cast<std::size_t>(id - kSetLanguageBase)].id);
    return true;
  }
  if (id >= kSetPathBase && id <= kSetPathBase + static_cast<int>(PathShow::Never)) {
    a.set_path_show(static_cast<PathShow>(id - kSetPathBase));
    return true;
  }
  if (id >= kSetSpeedBase && id <= kSetSpeedBase + static_cast<int>(AnimationSpeed::Fast)) {
    a.speed_ = static_cast<AnimationSpeed>(id - kSetSpeedBase);
    if (a.prefs_.set) a.prefs_.set("speed", std::string(speed_pref(a.speed_)));
    a.game_.pace() = pace_for(a.speed_, a.reduced_motion_);
    return true;
  }
  switch (id) {
    case kSettingsDone: close(); return true;
    case kSetName: a.remote_.name.ask(NamePrompt::For::Settings); return true;
    case kSetSoundOn:
    case kSetSoundOff: {
      SoundSettings s = a.sound_.settings();
      s.on = id == kSetSoundOn;
      a.sound_.set_settings(s);
      if (s.on) a.sound_.play(SoundId::Land, 4);
      return true;
    }
    case kSetVolumeDown: return a.sound_.button(kVolumeDown);
    case kSetVolumeUp: return a.sound_.button(kVolumeUp);
    case kSetMotionFull:
    case kSetMotionReduced:
      if (a.forced_reduced_) return true;  // asked for on the command line: kept
      a.reduced_motion_ = id == kSetMotionReduced;
      if (a.prefs_.set) a.prefs_.set("motion", a.reduced_motion_ ? "reduced" : "full");
      a.game_.pace() = pace_for(a.speed_, a.reduced_motion_);
      return true;
    default: return false;
  }
}

bool SettingsScreen::key(std::int32_t k, std::uint16_t mod) {
  const SettingsLayout l = layout();
  const bool was_shown = focus_shown_;
  focus_shown_ = true;
  // Among every choice, in view or not: the rows scroll to the one reached.
  switch (k) {
    case SDLK_LEFT: focus_ = focus_toward(l.all, focus_, -1, 0); break;
    case SDLK_RIGHT: focus_ = focus_toward(l.all, focus_, 1, 0); break;
    case SDLK_UP: focus_ = focus_toward(l.all, focus_, 0, -1); break;
    case SDLK_DOWN: focus_ = focus_toward(l.all, focus_, 0, 1); break;
    case SDLK_TAB: focus_ = focus_step(l.all, focus_, (mod & KMOD_SHIFT) ? -1 : 1); break;
    case SDLK_RETURN:
    case SDLK_SPACE:
    case SDLK_KP_ENTER:
      if (was_shown || focus_ == kSettingsDone) app_.press_button(focus_);
      break;
    case SDLK_ESCAPE: close(); return true;
    default: break;
  }
  scroll_to_focus();
  return true;
}

bool SettingsScreen::pointer(const SDL_Event& e) {
  // A click, or a tap that did not drag the list, where it was pressed.
  if (const auto id = drag_or_tap(press_, e, app_.pixel_ratio(), [&] { return layout().scroll; }, scroll_, [&] { return buttons(); }))
    app_.press_button(*id);
  return true;
}

bool SettingsScreen::wheel(const SDL_Event& e) {
  scroll_ = std::max(0.0f, layout().scroll - static_cast<float>(e.wheel.y) * 48 * app_.pixel_ratio());
  return true;
}

void SettingsScreen::draw() const {
  App& a = app_;
  a.draw_background();
  const SettingsLayout l = layout();
  a.draw_panel(l.panel, true);
  float tpx = l.title_px;
  const float tw = a.assets_.title.measure(tr("settings.title"), tpx);
  if (tw > l.title.w) tpx *= l.title.w / tw;
  draw_text(a.renderer_, a.assets_.title, tr("settings.title"), l.title.x, l.title.y + (l.title.h - tpx * 1.2f) / 2, tpx, kGold);
  for (const auto& [r, label] : l.labels) {
    float px = l.text_px;
    const float lw = a.assets_.text.measure(label, px);
    if (lw > r.w) px *= r.w / lw;  // one line, shrunk rather than cut
    draw_text(a.renderer_, a.assets_.text, label, r.x, r.y + (r.h - px * 1.2f) / 2, px, kIvory);
  }
  // Rows that scroll: drawn whole, cut at the view's edges; a bar at the right says where.
  if (l.view.w > 0) {
    const SDL_Rect clip{static_cast<int>(l.view.x), static_cast<int>(l.view.y), static_cast<int>(l.view.w), static_cast<int>(l.view.h)};
    SDL_RenderSetClipRect(a.renderer_, &clip);
  }
  for (const Button& b : l.all)
    if (b.id != kSettingsDone) a.draw_button(b, focus_shown_ && b.id == focus_);
  if (l.view.w > 0) {
    SDL_RenderSetClipRect(a.renderer_, nullptr);
    const float track = l.view.h, thumb = track * l.view.h / (l.view.h + l.max_scroll);
    const float bw = std::max(3.0f, l.text_px * 0.22f), x = l.view.x + l.view.w - bw * 1.8f;
    a.fill_rect({x, l.view.y, bw, track}, SDL_Color{255, 255, 255, 30});
    a.fill_rect({x, l.view.y + (track - thumb) * (l.max_scroll > 0 ? l.scroll / l.max_scroll : 0), bw, thumb}, kGold);
  }
  a.draw_button(l.all.back(), focus_shown_ && focus_ == kSettingsDone);
}

}  // namespace ur
