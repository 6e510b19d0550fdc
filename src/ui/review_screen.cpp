#include "ui/review_screen.hpp"

#include <algorithm>
#include <cmath>

#include "ui/font.hpp"

namespace ur {

ReviewLayout review_layout(int width, int height, float pixel_ratio, const ReviewView& v, const StartFonts& fonts) {
  ReviewLayout l;
  const float k = std::max(1.0f, pixel_ratio);
  const float w = static_cast<float>(width), h = static_cast<float>(height);
  const float u = start_text_px(width, height, pixel_ratio);
  l.text_px = u;
  const float scale = u / static_cast<float>(fonts.text->size);
  l.line_h = static_cast<float>(fonts.text->line_height) * scale;
  const float margin = std::clamp(std::min(w, h) * 0.02f, 6.0f * k, 20.0f * k);
  const float pw = std::min(w - 2 * margin, u * 52.0f);
  const float pad = u * 0.6f;
  const float x0 = (w - pw) / 2 + pad, inner = pw - 2 * pad;
  const float button_h = std::max(44.0f * k, u * 2.2f);
  float y = margin + pad;
  // The buttons first, on one row: Back, then Start, ←, →, End.
  const float gap = u * 0.4f;
  const float back_w = std::min(u * 6.0f, inner * 0.24f);
  // Export (the game as a record, sdl_record_io.cpp) ends the row where it has room, else
  // it has a row of its own under it.
  const bool export_beside = inner / k >= 600;
  const float nav_w = (inner - back_w - gap * 4 - (export_beside ? back_w + gap : 0)) / 4;
  l.buttons.push_back({kReviewBack, {x0, y, back_w, button_h}, "Back"});
  const char* labels[] = {"Start", "←", "→", "End"};
  const int ids[] = {kReviewStart, kReviewPrev, kReviewNext, kReviewEnd};
  for (int i = 0; i < 4; ++i) {
    const bool enabled = i < 2 ? v.at > 0 : v.at < v.count;
    l.buttons.push_back({ids[i], {x0 + back_w + gap + static_cast<float>(i) * (nav_w + gap), y, nav_w, button_h}, labels[i],
                         enabled, i == 2});
  }
  const float export_w = export_beside ? back_w : std::min(u * 8.0f, inner);
  l.buttons.push_back({kExportRecord, {x0 + inner - export_w, y, export_w, button_h}, "Export"});
  if (!export_beside) l.buttons.back().rect.y = y += button_h + gap;
  y += button_h + pad;
  // What the last step was, and the summary.
  l.step_lines = wrap_text(*fonts.bold, v.step.empty() ? "The start of the game" : v.step, static_cast<int>(inner / scale));
  l.step_text = {x0, y, inner, static_cast<float>(l.step_lines.size()) * l.line_h};
  y += l.step_text.h + pad * 0.3f;
  l.summary_lines = wrap_text(*fonts.text, v.summary, static_cast<int>(inner / scale));
  l.summary_text = {x0, y, inner, static_cast<float>(l.summary_lines.size()) * l.line_h};
  y += l.summary_text.h + pad * 0.5f;
  // The graph: tall enough to read on a phone, never more than a fifth of the screen.
  const float graph_h = v.chances ? std::clamp(h * 0.12f, 40.0f * k, u * 6.0f) : std::max(24.0f * k, u * 1.4f);
  l.graph = {x0, y, inner, graph_h};
  y += graph_h + pad;
  l.panel = {(w - pw) / 2, margin, pw, y - margin};
  return l;
}

int review_step_at(const ReviewLayout& l, int count, float x) {
  if (count <= 0 || l.graph.w <= 0) return 0;
  const float t = std::clamp((x - l.graph.x) / l.graph.w, 0.0f, 1.0f);
  return static_cast<int>(std::lround(t * static_cast<float>(count)));
}

}  // namespace ur
