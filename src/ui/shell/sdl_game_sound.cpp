// The game's sounds on the screen's side: the device opened on the first click, tap or
// key (a browser allows no sound before one), the sounds of what happens in the game
// (ui/sound_cues.hpp), and the player's switch and volume: a speaker on the game screen
// that turns the sound on and off, beside it the volume's bars that open the Sound
// dialog (the switch again, quieter, louder), and keys S, - and +. The settings are
// remembered where the saved game is kept ("sound": local storage, or sound.txt).
#include "ui/shell/sdl_game_sound.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "ui/language.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

namespace ur {
namespace {

constexpr const char* kSoundDoc = "sound";
constexpr int kVolumeStep = 10;
constexpr SDL_Color kCarnelian{178, 58, 38, 255};

}  // namespace

void GameSound::set_out(SoundOut out) {
  out_ = std::move(out);
  if (out_.set) out_.set(settings_.on, settings_.volume);
  if (!out_.needs_gesture && out_.unlock) {
    unlocked_ = true;
    out_.unlock();
  }
}

void GameSound::gesture(const SDL_Event& e) {
  if (unlocked_ || !out_.unlock) return;
  if (e.type != SDL_MOUSEBUTTONDOWN && e.type != SDL_KEYDOWN && e.type != SDL_FINGERDOWN) return;
  unlocked_ = true;  // tried once: a browser refusing it stays silent, without asking again
  out_.unlock();
}

void GameSound::play_cues() {
  // The sounds not yet made are made in frames where a person is to act (nothing else to
  // do then); a sound wanted before is made when it is first played.
  if (out_.prepare && (app_.game_.stage() == Stage::AwaitThrow || app_.game_.stage() == Stage::ChooseAction)) out_.prepare();
  for (const SoundCue& c : cues_.follow(app_.game_)) play(c.id, c.dice);
}

void GameSound::load_settings() {
  const std::optional<std::string> text = app_.keeper_storage_.read ? app_.keeper_storage_.read(kSoundDoc) : std::nullopt;
  if (!text) return;  // never set: the defaults
  std::string error;
  if (const auto s = read_sound_settings(*text, &error)) {
    settings_ = *s;
    if (out_.set) out_.set(s->on, s->volume);
    return;
  }
  // Kept aside, never lost; the defaults take its place.
  SDL_Log("sound settings could not be read (%s): the defaults are used, the record is kept as 'sound-unreadable'", error.c_str());
  if (app_.keeper_storage_.write) app_.keeper_storage_.write("sound-unreadable", *text);
  set_settings(SoundSettings{});
  app_.show_notice(tr("sound.settings"), {tr("sound.unreadable", {{"why", error}})});
}

void GameSound::set_settings(SoundSettings s) {
  s.volume = std::clamp(s.volume, 0, 100);
  settings_ = s;
  if (out_.set) out_.set(s.on, s.volume);
  if (app_.keeper_storage_.write && !app_.keeper_storage_.write(kSoundDoc, write_sound_settings(s)))
    SDL_Log("the sound settings could not be kept");
  app_.dirty_ = true;
}

bool GameSound::button(int id) {
  SoundSettings s = settings_;
  switch (id) {
    case kSoundButton:
    case kSoundSwitch: s.on = !s.on; break;
    case kVolumeDown: s.volume = (s.volume - 1) / kVolumeStep * kVolumeStep; break;
    case kVolumeUp: s.volume = std::min(100, s.volume / kVolumeStep * kVolumeStep + kVolumeStep); break;
    case kVolumeButton:
      app_.open_overlay(OverlayKind::Sound);
      return true;
    default: return false;
  }
  set_settings(s);
  // Heard at once: a piece set down, at the new volume.
  if (s.on) play(SoundId::Land, 4);
  return true;
}

bool GameSound::key(SDL_Keycode k) {
  int id = 0;
  if (k == SDLK_s) id = kSoundSwitch;
  else if (k == SDLK_MINUS || k == SDLK_KP_MINUS) id = kVolumeDown;
  else if (k == SDLK_EQUALS || k == SDLK_PLUS || k == SDLK_KP_PLUS) id = kVolumeUp;
  if (!id) return false;
  button(id);
  app_.show_game_notice(!settings_.on ? tr("sound.off_hint") : tr("sound.on_volume", {{"n", settings_.volume}}));
  return true;
}

void GameSound::dialog(std::string& heading, std::string& body, std::vector<std::pair<int, std::string>>& buttons) const {
  heading = tr("sound.title");
  body = tr("sound.state", {{"state", tr(settings_.on ? "sound.on" : "sound.off")}, {"n", settings_.volume}});
  buttons = {{kSoundSwitch, tr(settings_.on ? "game.sound_off" : "game.sound_on")}, {kVolumeDown, tr("sound.quieter")},
             {kVolumeUp, tr("sound.louder")}, {kCloseOverlay, tr("dialog.done")}};
}

// The speaker and the volume's bars, drawn over their buttons' faces in the house's
// colours: an ivory speaker with gold sound waves, struck through in carnelian when off;
// four rising bars, gold up to the volume.
void GameSound::draw_controls(const std::vector<Button>& buttons) {
  auto quad = [&](SDL_FPoint a, SDL_FPoint b, SDL_FPoint c, SDL_FPoint d, SDL_Color col) {
    const SDL_Vertex v[6] = {{a, col, {0, 0}}, {b, col, {0, 0}}, {c, col, {0, 0}},
                             {a, col, {0, 0}}, {c, col, {0, 0}}, {d, col, {0, 0}}};
    SDL_RenderGeometry(app_.renderer_, nullptr, v, 6, nullptr, 0);
  };
  auto line = [&](SDL_FPoint p, SDL_FPoint q, float t, SDL_Color col) {
    const float dx = q.x - p.x, dy = q.y - p.y, len = std::max(0.001f, std::hypot(dx, dy));
    const float nx = -dy / len * t / 2, ny = dx / len * t / 2;
    quad({p.x + nx, p.y + ny}, {q.x + nx, q.y + ny}, {q.x - nx, q.y - ny}, {p.x - nx, p.y - ny}, col);
  };
  for (const Button& b : buttons) {
    if (b.id != kSoundButton && b.id != kVolumeButton) continue;
    // The frame of every button (draw_button's), without a label.
    const Rect& r = b.rect;
    const float border = std::max(2.0f, r.h * 0.06f);
    const bool hover = r.contains(app_.mouse_x_, app_.mouse_y_);
    const Rect face{r.x + border, r.y + border, r.w - 2 * border, r.h - 2 * border};
    app_.fill_rect({r.x + border, r.y + border * 1.5f, r.w, r.h}, {0, 0, 0, 80});
    app_.fill_rect(r, hover ? SDL_Color{255, 226, 140, 255} : kGold);
    app_.fill_rect(face, kBrown);
    const float u = face.h / 10, cx = face.cx(), cy = face.cy();
    if (b.id == kSoundButton) {
      const SDL_Color ivory = kIvory;
      const float left = cx - u * 3.8f;
      quad({left, cy - u * 1.3f}, {left + u * 1.6f, cy - u * 1.3f}, {left + u * 1.6f, cy + u * 1.3f}, {left, cy + u * 1.3f}, ivory);
      quad({left + u * 1.6f, cy - u * 1.3f}, {left + u * 3.6f, cy - u * 3.2f}, {left + u * 3.6f, cy + u * 3.2f},
           {left + u * 1.6f, cy + u * 1.3f}, ivory);
      if (settings_.on) {
        for (int w = 0; w < 2; ++w) {  // the waves: two arcs growing outwards
          const float radius = u * (2.1f + 1.7f * static_cast<float>(w)), ox = left + u * 3.0f;
          const int reach = 44 - 4 * w;  // degrees either side
          for (int a = -reach; a < reach; a += 4) {
            const float a0 = static_cast<float>(a) * 0.01745f, a1 = static_cast<float>(std::min(a + 5, reach)) * 0.01745f;
            line({ox + radius * std::cos(a0), cy + radius * std::sin(a0)}, {ox + radius * std::cos(a1), cy + radius * std::sin(a1)},
                 u * 0.75f, kGold);
          }
        }
      } else {
        const float ox = left + u * 5.2f;
        line({ox - u * 1.2f, cy - u * 1.2f}, {ox + u * 1.2f, cy + u * 1.2f}, u * 0.8f, kCarnelian);
        line({ox - u * 1.2f, cy + u * 1.2f}, {ox + u * 1.2f, cy - u * 1.2f}, u * 0.8f, kCarnelian);
      }
    } else {
      const int lit = settings_.on ? (settings_.volume + 24) / 25 : 0;
      const float bw = face.w / 9;
      for (int i = 0; i < 4; ++i) {
        const float h = u * (2.0f + 1.6f * static_cast<float>(i));
        const Rect bar{face.x + bw * (1.0f + 2.0f * static_cast<float>(i)), cy + u * 3.2f - h, bw * 1.2f, h};
        app_.fill_rect(bar, i < lit ? kGold : SDL_Color{110, 92, 70, 255});
      }
    }
  }
}

std::string GameSound::json() const {
  std::ostringstream out;
  out << "{\"on\":" << (settings_.on ? "true" : "false") << ",\"volume\":" << settings_.volume
      << ",\"unlocked\":" << (unlocked_ ? "true" : "false") << "}";
  return out.str();
}

}  // namespace ur
