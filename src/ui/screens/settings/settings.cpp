#include "ui/screens/settings/settings.hpp"

#include <algorithm>
#include <cmath>

#include "i18n/i18n.hpp"
#include "ui/language.hpp"
#include "ui/remote/name_entry.hpp"

namespace ur {

std::string_view speed_pref(AnimationSpeed s) {
  switch (s) {
    case AnimationSpeed::Slow: return "slow";
    case AnimationSpeed::Fast: return "fast";
    case AnimationSpeed::Normal: break;
  }
  return "normal";
}

std::optional<AnimationSpeed> parse_speed(std::string_view text) {
  if (text.empty() || text == "normal") return AnimationSpeed::Normal;
  if (text == "slow") return AnimationSpeed::Slow;
  if (text == "fast") return AnimationSpeed::Fast;
  return std::nullopt;
}

Pace pace_for(AnimationSpeed speed, bool reduced_motion) {
  const Pace base = reduced_motion ? kReducedMotionPace : Pace{};
  const float f = speed == AnimationSpeed::Slow ? 1.6f : speed == AnimationSpeed::Fast ? 0.5f : 1.0f;
  auto scaled = [f](int ms) { return static_cast<int>(std::lround(static_cast<float>(ms) * f)); };
  return {scaled(base.roll_ms),           scaled(base.step_ms),        scaled(base.min_move_ms),
          scaled(base.computer_pause_ms), scaled(base.announce_ms),    scaled(base.computer_throw_delay_ms)};
}

bool motion_reduced(std::string_view pref, bool system_prefers_reduced) {
  if (pref == "reduced") return true;
  if (pref == "full") return false;
  return system_prefers_reduced;
}

std::vector<SettingsRow> settings_rows(const SettingsValues& v) {
  std::vector<SettingsRow> rows;
  SettingsRow language{tr("settings.language"), {}};
  const auto languages = i18n::all_languages();
  for (std::size_t i = 0; i < languages.size(); ++i)
    language.options.push_back({kSetLanguageBase + static_cast<int>(i), {}, std::string(languages[i].name), true,
                                languages[i].id == current_language()});
  rows.push_back(std::move(language));
  rows.push_back({tr("settings.name", {{"name", v.name.empty() ? tr("settings.no_name") : shorten_name(v.name, 16)}}),
                  {{kSetName, {}, tr("settings.change"), true, false}}});
  rows.push_back({tr("settings.sound"),
                  {{kSetSoundOn, {}, tr("settings.on"), true, v.sound_on}, {kSetSoundOff, {}, tr("settings.off"), true, !v.sound_on}}});
  rows.push_back({tr("settings.volume", {{"n", v.volume}}),
                  {{kSetVolumeDown, {}, tr("sound.quieter"), v.volume > 0, false},
                   {kSetVolumeUp, {}, tr("sound.louder"), v.volume < 100, false}}});
  SettingsRow speed{tr("settings.speed"), {}};
  for (const AnimationSpeed s : {AnimationSpeed::Slow, AnimationSpeed::Normal, AnimationSpeed::Fast})
    speed.options.push_back({kSetSpeedBase + static_cast<int>(s), {}, tr("settings.speed." + std::string(speed_pref(s))), true,
                             s == v.speed});
  rows.push_back(std::move(speed));
  rows.push_back({tr("settings.motion"),
                  {{kSetMotionFull, {}, tr("settings.motion.full"), !v.motion_forced, !v.reduced_motion},
                   {kSetMotionReduced, {}, tr("settings.motion.reduced"), true, v.reduced_motion}}});
  SettingsRow path{tr("settings.path"), {}};
  for (const PathShow s : {PathShow::First, PathShow::Always, PathShow::Never})
    path.options.push_back({kSetPathBase + static_cast<int>(s), {}, tr("settings.path." + std::string(path_show_pref(s))), true,
                            s == v.path});
  rows.push_back(std::move(path));
  return rows;
}

SettingsLayout settings_layout(int width, int height, float pixel_ratio, const std::vector<SettingsRow>& rows,
                               const StartFonts& fonts, float scroll) {
  SettingsLayout l;
  const float w = static_cast<float>(width), h = static_cast<float>(height);
  const float k = pixel_ratio;
  const float u = start_text_px(width, height, pixel_ratio);
  l.text_px = u;
  l.title_px = u * 1.5f;
  const float button_h = std::max(44.0f * k, u * 2.4f);
  const float margin = std::clamp(std::min(w, h) * 0.03f, 8.0f * k, 32.0f * k);
  const float gap = u * 0.6f;
  const FontMetrics& text = *fonts.text;
  const FontMetrics& bold = *fonts.bold;
  auto width_of = [](const FontMetrics& f, std::string_view s, float px) {
    return static_cast<float>(f.measure(s)) / static_cast<float>(f.size) * px;
  };
  // The narrowest a choice may be: its label at 16 CSS px, with the button's own padding.
  auto needs = [&](const Button& b) { return width_of(bold, b.label, 16.0f * k) + button_h * 0.5f; };

  // Two columns of rows where one would be too tall and the screen is wide enough.
  const float panel_max_w = std::min(w - 2 * margin, u * 40.0f);
  float label_w = 0;
  for (const SettingsRow& r : rows) label_w = std::max(label_w, width_of(text, r.label, u) + gap);
  // How many of a row's choices go on one line: all of them where each, as wide as the
  // others, keeps its label at 16 CSS px; else two (or one).
  auto per_line = [&](const SettingsRow& r, float room) {
    float widest = 0;
    for (const Button& b : r.options) widest = std::max(widest, needs(b));
    const std::size_t n = r.options.size();
    if (widest * static_cast<float>(n) + gap * static_cast<float>(n - 1) <= room) return n;
    return widest * 2 + gap <= room ? std::min<std::size_t>(2, n) : std::size_t{1};
  };
  auto row_height = [&](const SettingsRow& r, float inner, bool beside) {
    const float room = beside ? inner - label_w : inner;
    const std::size_t n = per_line(r, room);
    const std::size_t lines = (r.options.size() + n - 1) / n;
    const float choices = static_cast<float>(lines) * button_h + static_cast<float>(lines - 1) * gap * 0.6f;
    return beside ? choices : u * 1.25f + choices;
  };
  auto beside_fits = [&](const SettingsRow& r, float inner) {
    float least = 0;  // two to a line at the least
    for (const Button& b : r.options) least = std::max(least, needs(b));
    const float two = r.options.size() < 2 ? least : 2 * least + gap;
    return inner - label_w >= two;
  };
  auto column_height = [&](std::size_t from, std::size_t to, float inner) {
    float total = 0;
    bool beside = true;
    for (std::size_t i = from; i < to; ++i) beside = beside && beside_fits(rows[i], inner);
    for (std::size_t i = from; i < to; ++i) total += row_height(rows[i], inner, beside) + gap;
    return total;
  };
  const float chrome = u * 1.0f + button_h + gap + u * 0.4f;  // the title and Done on one row
  int columns = 1;
  float inner = panel_max_w - 2 * u;
  if (column_height(0, rows.size(), inner) + chrome > h - 2 * margin && w > h) {
    columns = 2;
    inner = (panel_max_w - 2 * u - u) / 2;
  }
  const std::size_t split = columns == 2 ? (rows.size() + 1) / 2 : rows.size();
  const float content_h = std::max(column_height(0, split, inner), column_height(split, rows.size(), inner));
  const float ph = std::min(h - 2 * margin, chrome + content_h);
  l.panel = {(w - panel_max_w) / 2, std::max(margin, (h - ph) / 2), panel_max_w, ph};
  const float done_w = std::min(inner, std::max(needs({kSettingsDone, {}, tr("dialog.done")}) * 1.4f, u * 7.0f));
  l.title = {l.panel.x + u, l.panel.y + u, panel_max_w - 3 * u - done_w, button_h};
  const Button done{kSettingsDone, {l.panel.x + panel_max_w - u - done_w, l.panel.y + u, done_w, button_h}, tr("dialog.done"), true, true};
  // Too tall still: the rows scroll between the title and the panel's foot.
  const float rows_top = l.title.y + l.title.h + gap;
  if (chrome + content_h > ph + 0.5f) {
    l.view = {l.panel.x, rows_top - gap * 0.5f, l.panel.w, l.panel.y + l.panel.h - u * 0.4f - (rows_top - gap * 0.5f)};
    l.max_scroll = std::max(0.0f, rows_top + content_h - (l.view.y + l.view.h));
    l.scroll = std::clamp(scroll, 0.0f, l.max_scroll);
  }

  for (int c = 0; c < columns; ++c) {
    const std::size_t from = c == 0 ? 0 : split, to = c == 0 ? split : rows.size();
    bool beside = true;
    for (std::size_t i = from; i < to; ++i) beside = beside && beside_fits(rows[i], inner);
    const float x0 = l.panel.x + u + static_cast<float>(c) * (inner + u);
    float y = rows_top - l.scroll;
    for (std::size_t i = from; i < to; ++i) {
      const SettingsRow& r = rows[i];
      float cx = x0, room = inner;
      if (beside) {
        l.labels.push_back({{x0, y + (button_h - u * 1.2f) / 2, label_w - gap, u * 1.2f}, r.label});
        cx = x0 + label_w;
        room = inner - label_w;
      } else {
        l.labels.push_back({{x0, y, inner, u * 1.2f}, r.label});
        y += u * 1.25f;
      }
      const std::size_t n = per_line(r, room);
      const float bw = (room - gap * static_cast<float>(n - 1)) / static_cast<float>(n);
      for (std::size_t j = 0; j < r.options.size(); ++j) {
        Button b = r.options[j];
        const std::size_t line = j / n, at = j % n;
        b.rect = {cx + static_cast<float>(at) * (bw + gap), y + static_cast<float>(line) * (button_h + gap * 0.6f), bw, button_h};
        l.buttons.push_back(std::move(b));
      }
      const std::size_t lines = (r.options.size() + n - 1) / n;
      y += static_cast<float>(lines) * button_h + static_cast<float>(lines - 1) * gap * 0.6f + gap;
    }
  }
  l.all = std::move(l.buttons);
  l.all.push_back(done);
  l.buttons.clear();
  if (l.view.w <= 0) {
    l.buttons = l.all;
    return l;
  }
  // Scrolling: only what is in view, a choice at its edge clipped to it, a label whole.
  const Rect& v = l.view;
  for (const Button& b : l.all) {
    if (b.id == kSettingsDone) {
      l.buttons.push_back(b);
      continue;
    }
    const float top = std::max(b.rect.y, v.y), bottom = std::min(b.rect.y + b.rect.h, v.y + v.h);
    if (bottom - top < 1) continue;
    Button shown = b;
    shown.clipped = bottom - top < b.rect.h - 0.5f;
    shown.rect = {b.rect.x, top, b.rect.w, bottom - top};
    l.buttons.push_back(std::move(shown));
  }
  std::erase_if(l.labels, [&](const auto& label) { return label.first.y < v.y || label.first.y + label.first.h > v.y + v.h; });
  return l;
}

}  // namespace ur
