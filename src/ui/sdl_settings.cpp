// The settings screen (layout in settings.hpp): opened from the start screen, each row a
// choice that takes effect at once and is kept — the language and the name in the
// preferences, sound and volume in the sound settings, the animation speed and reduced
// motion in the preferences ("speed", "motion"). Keyboard: arrows or Tab move, Enter or
// Space choose, Esc closes.
#include "ui/settings.hpp"

#include <SDL.h>

#include <cmath>
#include <vector>

#include "i18n/i18n.hpp"
#include "ui/language.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

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
}

SettingsValues App::settings_values() const {
  SettingsValues v;
  v.name = prefs_.get ? prefs_.get("name") : "";
  v.sound_on = sound_settings_.on;
  v.volume = sound_settings_.volume;
  v.speed = speed_;
  v.reduced_motion = reduced_motion_;
  v.motion_forced = forced_reduced_;
  return v;
}

SettingsLayout App::settings_screen() const {
  const float px = start_text_px(layout_.width, layout_.height, pixel_ratio());
  const StartFonts fonts{&assets_.text.pick(px).metrics, &assets_.text_bold.pick(px).metrics};
  return settings_layout(layout_.width, layout_.height, pixel_ratio(), settings_rows(settings_values()), fonts);
}

void App::open_settings() {
  show(ScreenKind::Settings);
  settings_focus_ = kSettingsDone;
  settings_focus_shown_ = false;
  dirty_ = true;
}

bool App::settings_button(int id) {
  if (screen() != ScreenKind::Settings) return false;
  const auto& languages = i18n::all_languages();
  if (id >= kSetLanguageBase && id < kSetLanguageBase + static_cast<int>(languages.size())) {
    choose_language(languages[static_cast<std::size_t>(id - kSetLanguageBase)].id);
    return true;
  }
  if (id >= kSetSpeedBase && id <= kSetSpeedBase + static_cast<int>(AnimationSpeed::Fast)) {
    speed_ = static_cast<AnimationSpeed>(id - kSetSpeedBase);
    if (prefs_.set) prefs_.set("speed", std::string(speed_pref(speed_)));
    game_.pace() = pace_for(speed_, reduced_motion_);
    return true;
  }
  switch (id) {
    case kSettingsDone: show(ScreenKind::Menu); return true;
    case kSetName: ask_name(NameFor::Settings); return true;
    case kSetSoundOn:
    case kSetSoundOff: {
      SoundSettings s = sound_settings_;
      s.on = id == kSetSoundOn;
      set_sound_settings(s);
      if (s.on && sound_.play) sound_.play(SoundId::Land, 4);
      return true;
    }
    case kSetVolumeDown: return sound_button(kVolumeDown);
    case kSetVolumeUp: return sound_button(kVolumeUp);
    case kSetMotionFull:
    case kSetMotionReduced:
      if (forced_reduced_) return true;  // asked for on the command line: kept
      reduced_motion_ = id == kSetMotionReduced;
      if (prefs_.set) prefs_.set("motion", reduced_motion_ ? "reduced" : "full");
      game_.pace() = pace_for(speed_, reduced_motion_);
      return true;
    default: return false;
  }
}

bool App::settings_key(SDL_Keycode k, Uint16 mod) {
  if (screen() != ScreenKind::Settings || overlay() != OverlayKind::None) return false;
  const SettingsLayout l = settings_screen();
  const bool was_shown = settings_focus_shown_;
  settings_focus_shown_ = true;
  switch (k) {
    case SDLK_LEFT: settings_focus_ = focus_toward(l.buttons, settings_focus_, -1, 0); break;
    case SDLK_RIGHT: settings_focus_ = focus_toward(l.buttons, settings_focus_, 1, 0); break;
    case SDLK_UP: settings_focus_ = focus_toward(l.buttons, settings_focus_, 0, -1); break;
    case SDLK_DOWN: settings_focus_ = focus_toward(l.buttons, settings_focus_, 0, 1); break;
    case SDLK_TAB: settings_focus_ = focus_step(l.buttons, settings_focus_, (mod & KMOD_SHIFT) ? -1 : 1); break;
    case SDLK_RETURN:
    case SDLK_SPACE:
    case SDLK_KP_ENTER:
      if (was_shown || settings_focus_ == kSettingsDone) press_button(settings_focus_);
      break;
    case SDLK_ESCAPE: show(ScreenKind::Menu); break;
    default: break;
  }
  dirty_ = true;
  return true;
}

void App::draw_settings() {
  draw_background();
  const SettingsLayout l = settings_screen();
  draw_panel(l.panel, true);
  float tpx = l.title_px;
  const float tw = assets_.title.measure(tr("settings.title"), tpx);
  if (tw > l.title.w) tpx *= l.title.w / tw;
  draw_text(renderer_, assets_.title, tr("settings.title"), l.title.x, l.title.y + (l.title.h - tpx * 1.2f) / 2, tpx, kGold);
  for (const auto& [r, label] : l.labels) {
    float px = l.text_px;
    const float lw = assets_.text.measure(label, px);
    if (lw > r.w) px *= r.w / lw;  // one line, shrunk rather than cut
    draw_text(renderer_, assets_.text, label, r.x, r.y + (r.h - px * 1.2f) / 2, px, kIvory);
  }
  for (const Button& b : l.buttons) draw_button(b, settings_focus_shown_ && b.id == settings_focus_);
}

// A gear in ivory on the button's face: a ring of eight square teeth around a disc with
// a hole in the middle, drawn with triangles.
void App::draw_gear(const Rect& button) {
  const float cx = button.cx(), cy = button.cy();
  const float r = button.h * 0.22f, tooth = button.h * 0.075f;
  std::vector<SDL_Vertex> v;
  auto tri = [&](float ax, float ay, float bx, float by, float qx, float qy, SDL_Color c) {
    v.push_back({{ax, ay}, c, {0, 0}});
    v.push_back({{bx, by}, c, {0, 0}});
    v.push_back({{qx, qy}, c, {0, 0}});
  };
  auto disc = [&](float radius, SDL_Color c) {
    constexpr int kSides = 28;
    for (int i = 0; i < kSides; ++i) {
      const float a0 = 6.2831853f * static_cast<float>(i) / kSides, a1 = 6.2831853f * static_cast<float>(i + 1) / kSides;
      tri(cx, cy, cx + radius * std::cos(a0), cy + radius * std::sin(a0), cx + radius * std::cos(a1), cy + radius * std::sin(a1), c);
    }
  };
  const SDL_Color ivory = kIvory;
  for (int i = 0; i < 8; ++i) {
    const float a = 6.2831853f * static_cast<float>(i) / 8.0f + 0.3927f;
    const float dx = std::cos(a), dy = std::sin(a), nx = -dy, ny = dx;
    const float in = r * 0.8f, out = r + tooth * 1.9f, half = tooth;
    const SDL_FPoint p0{cx + dx * in + nx * half, cy + dy * in + ny * half}, p1{cx + dx * out + nx * half, cy + dy * out + ny * half},
        p2{cx + dx * out - nx * half, cy + dy * out - ny * half}, p3{cx + dx * in - nx * half, cy + dy * in - ny * half};
    tri(p0.x, p0.y, p1.x, p1.y, p2.x, p2.y, ivory);
    tri(p0.x, p0.y, p2.x, p2.y, p3.x, p3.y, ivory);
  }
  disc(r, ivory);
  disc(r * 0.45f, kBrown);
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
  SDL_RenderGeometry(renderer_, nullptr, v.data(), static_cast<int>(v.size()), nullptr, 0);
}

std::string App::settings_json() const {
  return std::string("{\"speed\":\"") + std::string(speed_pref(speed_)) + "\",\"reducedMotion\":" +
         (reduced_motion_ ? "true" : "false") + ",\"sound\":" + (sound_settings_.on ? "true" : "false") +
         ",\"volume\":" + std::to_string(sound_settings_.volume) + "}";
}

}  // namespace ur
