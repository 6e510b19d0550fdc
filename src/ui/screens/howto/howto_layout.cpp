// How to play's page layout (howto.hpp): the panel, its text and drawing beside or under
// each other, the small board of a drawing, and a page's text wrapped to its width. Pure.
#include <algorithm>
#include <cmath>

#include "ui/language.hpp"
#include "ui/screens/howto/howto.hpp"

namespace ur {

// ------------------------------------------------------------------ layout

HowToLayout howto_layout(int width, int height, float pixel_ratio, int section, int count, HowToDrawingKind kind) {
  HowToLayout l;
  const float w = static_cast<float>(std::max(width, 1)), h = static_cast<float>(std::max(height, 1));
  const float pr = std::max(1.0f, pixel_ratio);
  // Body text: 3% of the short side (grown a little on very large screens), never under
  // 16 CSS pixels.
  const float natural = std::clamp(std::min(w, h) * 0.03f, 14.0f, 26.0f) * std::max(1.0f, std::max(w, h) / 2400.0f);
  l.text_px = std::max(16.0f * pr, natural);
  l.small_px = std::max(12.0f * pr, l.text_px * 0.85f);
  l.heading_px = l.text_px * 1.5f;
  l.pad = l.text_px * 0.8f;
  const float pad = l.pad;
  const float button_h = std::max(44.0f * pr, l.text_px * 2.2f);
  const float margin = std::min(w, h) * 0.02f;
  const float pw = std::min(w - 2 * margin, std::max(l.text_px * 60.0f, (w - 2 * margin) * 0.8f));
  l.panel = {(w - pw) / 2, margin, pw, h - 2 * margin};
  const Rect& p = l.panel;

  // Header: the close button top right; the kicker and heading left of it.
  const Rect close{p.x + p.w - pad * 0.5f - button_h, p.y + pad * 0.5f, button_h, button_h};
  l.buttons.push_back({kCloseOverlay, close, "×"});
  const float head_x = p.x + pad;
  const float head_w = close.x - pad * 0.5f - head_x;
  l.kicker = {head_x, p.y + pad * 0.5f, head_w, l.small_px * 1.3f};
  l.heading = {head_x, l.kicker.y + l.kicker.h, head_w, l.heading_px * 1.3f};
  const float header_bottom = std::max(l.heading.y + l.heading.h, close.y + close.h);

  // Footer: Back and Next at the ends, the dots between.
  const float nav_y = p.y + p.h - pad * 0.5f - button_h;
  const float nav_w = std::max(button_h * 2.4f, l.text_px * 6.0f);
  const bool last = section + 1 >= count;
  l.buttons.push_back({kHowToBack, {p.x + pad * 0.5f, nav_y, nav_w, button_h}, tr("howto.back"), section > 0});
  l.buttons.push_back({kHowToNext, {p.x + p.w - pad * 0.5f - nav_w, nav_y, nav_w, button_h}, tr(last ? "howto.done" : "howto.next"), true, true});
  l.dots = {p.x + pad * 0.5f + nav_w + pad, nav_y, p.w - pad * 3 - nav_w * 2, button_h};

  // Content: the drawing and the text.
  const Rect content{p.x + pad, header_bottom + pad * 0.5f, p.w - 2 * pad, nav_y - pad * 0.5f - header_bottom - pad * 0.5f};
  const float caption_h = kind == HowToDrawingKind::Dice ? 0 : l.small_px * 1.25f * 2;
  l.beside = content.w > content.h * 1.25f;
  if (kind == HowToDrawingKind::None) {
    // Text alone: lines of a readable length, in the middle of the panel.
    const float tw = std::min(content.w, l.text_px * 38.0f);
    l.text = {content.cx() - tw / 2, content.y, tw, content.h};
  } else if (l.beside) {
    // The drawing at the top of its half, its caption right under it.
    const float dw = content.w * 0.5f;
    const float natural_h = kind == HowToDrawingKind::Dice ? content.h : dw / 8.7f * 5.3f;
    l.drawing = {content.x, content.y, dw, std::min(natural_h, content.h - caption_h)};
    l.text = {content.x + dw + pad, content.y, content.w - dw - pad, content.h};
  } else {
    // The board with its two rows of pieces is 8.7 by 5.3 squares; on a screen held
    // upright it stands upright, as the game's board does there, 5.3 wide by 8.7 tall.
    l.board_upright = kind != HowToDrawingKind::Dice && content.h > content.w * 1.2f;
    const float natural_h = kind == HowToDrawingKind::Dice ? content.w * 0.62f
                            : l.board_upright              ? content.w / 5.3f * 8.7f
                                                           : content.w / 8.7f * 5.3f;
    const float dh = std::min(natural_h, content.h * (l.board_upright ? 0.5f : 0.45f) - caption_h);
    l.drawing = {content.x, content.y, content.w, dh};
    const float ty = l.drawing.y + dh + caption_h + pad * 0.5f;
    l.text = {content.x, ty, content.w, content.y + content.h - ty};
  }
  if (caption_h > 0 && kind != HowToDrawingKind::None) l.caption = {l.drawing.x, l.drawing.y + l.drawing.h, l.drawing.w, caption_h};
  if (kind == HowToDrawingKind::Dice) {
    // Dice on top, the verdict under them, the Throw button at the bottom.
    const Rect& d = l.drawing;
    const float bh = button_h, bw = std::max(l.text_px * 7.0f, button_h * 2.6f);
    l.verdict_px = l.heading_px * 1.3f;
    // Four lines of what the throw means: French and Hungarian need the fourth.
    const float verdict_h = l.verdict_px * 1.35f + l.text_px * 1.25f * 4;
    const float dice_h = std::max(d.h - bh - verdict_h - pad, d.h * 0.2f);
    l.dice = {d.x, d.y, d.w, dice_h};
    l.verdict = {d.x, d.y + dice_h, d.w, verdict_h};
    l.buttons.push_back({kHowToThrow, {d.cx() - bw / 2, std::min(d.y + d.h - bh, l.verdict.y + verdict_h + pad * 0.5f), bw, bh},
                         tr("howto.throw"), true, true});
  }
  return l;
}

std::array<float, 2> HowToBoard::pool_point(Side side, int slot, bool off) const {
  const Rect& p = pool[side];
  const float step = cell * 0.62f;
  const float t = cell * 0.55f + static_cast<float>(slot) * step;
  if (upright) return {p.cx(), off ? p.y + t : p.y + p.h - t};
  return {off ? p.x + p.w - t : p.x + t, p.cy()};
}

HowToBoard howto_board(const Rect& d, const Board& shape, bool upright) {
  HowToBoard b;
  b.board = shape;
  b.upright = upright;
  const float kLong = static_cast<float>(shape.cols) + 2 * static_cast<float>(kFramePx) / kCellPx;  // royal: 8.7
  constexpr float kShort = 3.7f, kRow = 0.8f;
  const float across = kShort + 2 * kRow;
  b.cell = upright ? std::min(d.w / across, d.h / kLong) : std::min(d.w / kLong, d.h / across);
  if (!upright) {
    const float bw = kLong * b.cell, bh = across * b.cell;
    const float x = d.cx() - bw / 2, y = d.cy() - bh / 2;
    b.pool[kLight] = {x, y, bw, kRow * b.cell};
    b.image = {x, y + kRow * b.cell, bw, kShort * b.cell};
    b.bounds = b.image;
    b.pool[kDark] = {x, b.image.y + b.image.h, bw, kRow * b.cell};
    return b;
  }
  const float bw = across * b.cell, bh = kLong * b.cell;
  const float x = d.cx() - bw / 2, y = d.cy() - bh / 2;
  b.pool[kLight] = {x, y, kRow * b.cell, bh};
  b.bounds = {x + kRow * b.cell, y, kShort * b.cell, bh};
  b.pool[kDark] = {b.bounds.x + b.bounds.w, y, kRow * b.cell, bh};
  b.image = {b.bounds.cx() - bh / 2, b.bounds.cy() - kShort * b.cell / 2, bh, kShort * b.cell};
  return b;
}

// ------------------------------------------------------------------ text

HowToPageText howto_page_text(const HowToSection& section, const HowToLayout& l, const FontMetrics& font,
                              const FontMetrics& small_font) {
  HowToPageText t;
  t.px = l.text_px;
  const float scale = l.text_px / static_cast<float>(font.size);
  t.line_h = static_cast<float>(font.line_height) * scale * 1.06f;
  const float small_scale = l.small_px / static_cast<float>(small_font.size);
  t.small_line_h = static_cast<float>(small_font.line_height) * small_scale;
  const auto width_px = [&](const std::string& s) { return static_cast<float>(font.measure(s)) * scale; };
  float y = 0;
  for (std::size_t i = 0; i < section.paragraphs.size(); ++i) {
    if (i > 0) y += t.line_h * 0.45f;
    for (const std::string& line : wrap_text(font, section.paragraphs[i].text, static_cast<int>(l.text.w / scale))) {
      t.lines.push_back({line, 0, y, section.paragraphs[i].placed, false, -1});
      y += t.line_h;
    }
  }
  if (!section.table.empty()) {
    // Three columns: the throw, its chance, what it means (wrapped in the room left).
    y += t.line_h * 0.45f;
    const std::string head[3] = {tr("howto.table.throw"), tr("howto.table.chance"), tr("howto.table.means")};
    float c1 = width_px(head[0]), c2 = width_px(head[1]);
    for (const ThrowRow& r : section.table) {
      c1 = std::max(c1, width_px(r.label));
      c2 = std::max(c2, width_px(r.chance));
    }
    const float gap = l.text_px * 0.9f;
    const float x2 = c1 + gap, x3 = x2 + c2 + gap;
    const float w3 = std::max(l.text.w - x3, l.text_px * 4);
    t.lines.push_back({head[0], 0, y, false, true, -1});
    t.lines.push_back({head[1], x2, y, false, true, -1});
    t.lines.push_back({head[2], x3, y, false, true, -1});
    y += t.line_h * 1.1f;
    for (const ThrowRow& r : section.table) {
      t.lines.push_back({r.label, 0, y, false, false, r.outcome});
      t.lines.push_back({r.chance, x2, y, false, false, r.outcome});
      const auto meaning = wrap_text(font, r.meaning, static_cast<int>(w3 / scale));
      for (std::size_t k = 0; k < meaning.size(); ++k) {
        t.lines.push_back({meaning[k], x3, y, false, false, r.outcome});
        if (k + 1 < meaning.size()) y += t.line_h;
      }
      y += t.line_h * 1.1f;
    }
  }
  t.content_h = y;
  t.view_h = l.text.h;
  if (t.content_h > l.text.h + 0.5f) {
    t.scrollable = true;
    t.cue = tr("howto.more_below");
    t.view_h = l.text.h - t.small_line_h * 1.3f;
  }
  if (l.caption.w > 0)
    t.caption = wrap_text(small_font, section.drawing.caption, static_cast<int>(l.caption.w / small_scale));
  return t;
}

}  // namespace ur
