// "How to play" on screen (sdl_howto.hpp): one section per page (howto.hpp writes them and
// lays them out), its drawing of real pieces on the board art, the dice page's throws, and the page's
// input (Back / Next, ←/→, Esc, wheel and drag to scroll).
#include <algorithm>
#include <cmath>

#include "ui/describe.hpp"
#include "ui/path_guide.hpp"
#include "ui/language.hpp"
#include "ui/screens/howto/sdl_howto.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"
#include "ui/shell/sdl_draw.hpp"

namespace ur {
namespace {

constexpr std::uint64_t kRollMs = 700;  // the dice tumble this long before they settle
constexpr SDL_Color kCarnelian{178, 52, 36, 255};

}  // namespace

const RuleSet& HowToOverlay::rules() const {
  const App& a = app_;
  return a.screen() == ScreenKind::Game && a.game_.has_game() ? a.game_.rules()
                                                              : all_rule_sets()[static_cast<std::size_t>(a.menu_.rules)];
}

int HowToOverlay::section_index(int count) const { return std::clamp(section_, 0, count - 1); }

HowToLayout HowToOverlay::page(std::vector<HowToSection>* sections) const {
  std::vector<HowToSection> all = howto_sections(rules());
  const int n = static_cast<int>(all.size());
  const int i = section_index(n);
  const Layout& g = app_.layout_;
  const HowToLayout l = howto_layout(g.width, g.height, app_.pixel_ratio(), i, n, all[static_cast<std::size_t>(i)].drawing.kind);
  if (sections) *sections = std::move(all);
  return l;
}

float HowToOverlay::max_scroll() const {
  std::vector<HowToSection> sections;
  const HowToLayout l = page(&sections);
  const HowToSection& s = sections[static_cast<std::size_t>(section_index(static_cast<int>(sections.size())))];
  const HowToPageText t = howto_page_text(s, l, app_.assets_.text.pick(l.text_px).metrics, app_.assets_.text.pick(l.small_px).metrics);
  return std::max(0.0f, t.content_h - t.view_h);
}

// From where the text is shown (a smaller window may have left scroll_ past the end).
void HowToOverlay::scroll_by(float dy) {
  const float most = max_scroll();
  scroll_ = std::clamp(std::min(scroll_, most) + dy, 0.0f, most);
}

bool HowToOverlay::rolling() const { return throw_.outcome >= 0 && app_.now_ < thrown_at_ + kRollMs; }

void HowToOverlay::update(std::uint64_t /*now_ms*/) {
  if (rolling()) app_.dirty_ = true;  // the dice tumble: a frame each time
}

void HowToOverlay::go(int section) {
  const int n = static_cast<int>(howto_sections(rules()).size());
  if (section >= n) {  // Done
    app_.close_overlay();
    return;
  }
  section = std::clamp(section, 0, n - 1);
  if (section != section_) {
    section_ = section;
    scroll_ = 0;
  }
}

void HowToOverlay::throw_dice() {
  rng_ += app_.now_ * 0x9E3779B97F4A7C15ull + 1;
  throw_ = howto_throw(rules(), rng_);
  thrown_at_ = app_.now_;
}

void HowToOverlay::click(float x, float y) {
  const auto id = hit_button(page().buttons, x, y);
  if (!id) return;
  switch (*id) {
    case kCloseOverlay: app_.close_overlay(); break;
    case kHowToBack: go(section_ - 1); break;
    case kHowToNext: go(section_ + 1); break;
    case kHowToThrow: throw_dice(); break;
    default: break;
  }
}

bool HowToOverlay::pointer(const SDL_Event& e) {
  // A drag (a finger on a phone) scrolls the page's text.
  if (e.type == SDL_MOUSEMOTION && (e.motion.state & SDL_BUTTON_LMASK))
    scroll_by(-static_cast<float>(e.motion.yrel) * app_.pixel_ratio());
  if (e.type == SDL_MOUSEBUTTONDOWN && e.button.button == SDL_BUTTON_LEFT) click(app_.mouse_x_, app_.mouse_y_);
  return true;
}

bool HowToOverlay::wheel(const SDL_Event& e) {
  scroll_by(-e.wheel.preciseY * 40 * app_.pixel_ratio());
  return true;
}

bool HowToOverlay::key(std::int32_t k, std::uint16_t mod) {
  if (App::is_help_key(k, mod)) return false;  // the help instead
  std::vector<HowToSection> sections;
  page(&sections);
  const int n = static_cast<int>(sections.size());
  const bool dice_page = sections[static_cast<std::size_t>(section_index(n))].drawing.kind == HowToDrawingKind::Dice;
  const float h = static_cast<float>(app_.layout_.height);
  switch (k) {
    case SDLK_ESCAPE: app_.close_overlay(); break;
    case SDLK_LEFT: go(section_ - 1); break;
    case SDLK_RIGHT: go(std::min(section_ + 1, n - 1)); break;
    case SDLK_RETURN: case SDLK_KP_ENTER: go(section_ + 1); break;
    case SDLK_HOME: go(0); break;
    case SDLK_END: go(n - 1); break;
    case SDLK_SPACE: case SDLK_t:
      if (dice_page) throw_dice();
      else scroll_by(h * 0.4f);
      break;
    case SDLK_DOWN: scroll_by(h * 0.06f); break;
    case SDLK_PAGEDOWN: scroll_by(h * 0.4f); break;
    case SDLK_UP: scroll_by(-h * 0.06f); break;
    case SDLK_PAGEUP: scroll_by(-h * 0.4f); break;
    default: break;
  }
  return true;
}

void HowToOverlay::draw() const {
  App& app = app_;
  std::vector<HowToSection> sections;
  const HowToLayout l = page(&sections);
  const int n = static_cast<int>(sections.size());
  const int index = section_index(n);
  const HowToSection& s = sections[static_cast<std::size_t>(index)];
  const RuleSet& r = rules();
  app.fill_rect({0, 0, static_cast<float>(app.layout_.width), static_cast<float>(app.layout_.height)}, {0, 0, 0, 150});
  app.draw_panel(l.panel, true);

  // Header: which rules, and the section's heading (shrunk rather than run under the ×).
  draw_text(app.renderer_, app.assets_.text, tr("howto.kicker", {{"title", rule_text(r, "title")}}), l.kicker.x, l.kicker.y, l.small_px, kMuted);
  float hpx = l.heading_px;
  const float hw = app.assets_.title.measure(s.heading, hpx);
  if (hw > l.heading.w) hpx *= l.heading.w / hw;
  draw_text(app.renderer_, app.assets_.title, s.heading, l.heading.x, l.heading.y + (l.heading.h - hpx * 1.2f) / 2, hpx, kGold);

  const BitmapFont::Atlas& atlas = app.assets_.text.pick(l.text_px);
  const BitmapFont::Atlas& small_atlas = app.assets_.text.pick(l.small_px);
  const HowToPageText t = howto_page_text(s, l, atlas.metrics, small_atlas.metrics);

  // The drawing and its caption.
  if (s.drawing.kind == HowToDrawingKind::Board || s.drawing.kind == HowToDrawingKind::Path) draw_board(s, l);
  if (s.drawing.kind == HowToDrawingKind::Dice) draw_dice(l);
  float cy = l.caption.y + (l.caption.h - t.small_line_h * static_cast<float>(t.caption.size())) / 2;
  for (const std::string& line : t.caption) {
    draw_text(app.renderer_, app.assets_.text, line, l.caption.cx(), cy, l.small_px, SDL_Color{222, 206, 176, 255}, Align::kCentre);
    cy += t.small_line_h;
  }

  // The text, scrolled and clipped to its box.
  const float max_scroll = std::max(0.0f, t.content_h - t.view_h);
  const float scroll = std::clamp(scroll_, 0.0f, max_scroll);
  const SDL_Rect clip{static_cast<int>(l.text.x), static_cast<int>(l.text.y), static_cast<int>(std::ceil(l.text.w)),
                      static_cast<int>(t.view_h)};
  SDL_RenderSetClipRect(app.renderer_, &clip);
  const bool settled = throw_.outcome >= 0 && !rolling();
  const float top = l.text.y - scroll;
  if (settled && !s.table.empty()) {
    // The row of the throw just made, picked out in lapis.
    float y0 = -1, y1 = -1;
    for (const HowToTextLine& line : t.lines)
      if (line.row == throw_.outcome) {
        if (y0 < 0) y0 = line.y;
        y1 = line.y + t.line_h;
      }
    if (y0 >= 0) app.fill_rect({l.text.x - l.pad * 0.3f, top + y0 - t.line_h * 0.05f, l.text.w + l.pad * 0.3f, y1 - y0 + t.line_h * 0.1f}, kLapis);
  }
  for (const HowToTextLine& line : t.lines) {
    const float y = top + line.y;
    if (y + t.line_h < l.text.y || y > l.text.y + t.view_h) continue;
    const SDL_Color colour = line.bold ? kGold : line.placed ? SDL_Color{226, 212, 184, 255} : kIvory;
    draw_text(app.renderer_, line.bold ? app.assets_.text_bold : app.assets_.text, line.text, l.text.x + line.x, y, l.text_px, colour);
  }
  if (t.scrollable && scroll < max_scroll - 1) {
    // More below: the last lines fade into the panel.
    constexpr int kSteps = 10;
    const float fade_h = t.line_h * 1.4f;
    for (int i = 0; i < kSteps; ++i)
      app.fill_rect({l.text.x, l.text.y + t.view_h - fade_h * (1 - static_cast<float>(i) / kSteps), l.text.w, fade_h / kSteps + 1},
                {40, 28, 19, static_cast<std::uint8_t>(240 * static_cast<float>(i + 1) / kSteps)});
  }
  SDL_RenderSetClipRect(app.renderer_, nullptr);
  if (t.scrollable && scroll < max_scroll - 1)
    draw_text(app.renderer_, app.assets_.text, t.cue, l.text.x + l.text.w, l.text.y + t.view_h + t.small_line_h * 0.15f, l.small_px,
              kGold, Align::kRight);

  // Where you are: a dot per section, the current one gold, and "3 of 9" under them.
  const float dot_r = std::min(l.small_px * 0.3f, l.dots.w / (static_cast<float>(n) * 3.2f));
  const float step = dot_r * 3.2f;
  const float x0 = l.dots.cx() - step * static_cast<float>(n - 1) / 2;
  const float dy = l.dots.y + l.dots.h * 0.34f;
  for (int i = 0; i < n; ++i) {
    const SDL_FPoint c{x0 + step * static_cast<float>(i), dy};
    fill_circle(app.renderer_, c, dot_r * (i == index ? 1.25f : 1.0f), i == index ? kGold : SDL_Color{120, 100, 78, 255});
  }
  draw_text(app.renderer_, app.assets_.text, tr("howto.page", {{"n", index + 1}, {"count", n}}), l.dots.cx(),
            l.dots.y + l.dots.h * 0.52f, l.small_px, kMuted, Align::kCentre);
  for (const Button& b : l.buttons) app.draw_button(b);
}

void HowToOverlay::draw_board(const HowToSection& s, const HowToLayout& l) const {
  App& app = app_;
  const RuleSet& r = rules();
  const HowToDrawing& d = s.drawing;
  const HowToBoard b = howto_board(l.drawing, r.board, l.board_upright);
  const float cell = b.cell;
  // The board, raised on its shadow, and the rows beside it where pieces wait and go home.
  for (const Side side : {kLight, kDark}) {
    const Rect& p = b.pool[side];
    app.fill_rect({p.x + cell * 0.1f, p.y + cell * 0.08f, p.w - cell * 0.2f, p.h - cell * 0.16f}, {0, 0, 0, 55});
  }
  SDL_Texture* board = board_texture(app.assets_, b.board);
  SDL_SetTextureColorMod(board, 0, 0, 0);
  SDL_SetTextureAlphaMod(board, 90);
  const SDL_FRect shadow{b.image.x + cell * 0.06f, b.image.y + cell * 0.06f, b.image.w, b.image.h};
  SDL_RenderCopyExF(app.renderer_, board, nullptr, &shadow, b.angle(), nullptr, SDL_FLIP_NONE);
  SDL_SetTextureColorMod(board, 255, 255, 255);
  SDL_SetTextureAlphaMod(board, 255);
  const SDL_FRect dst{b.image.x, b.image.y, b.image.w, b.image.h};
  SDL_RenderCopyExF(app.renderer_, board, nullptr, &dst, b.angle(), nullptr, SDL_FLIP_NONE);

  auto centre = [&](Side side, int index) {
    const Rect q = b.square_of(square_of(r, side, index));
    return SDL_FPoint{q.cx(), q.cy()};
  };
  auto pool = [&](Side side, int slot, bool off) {
    const auto p = b.pool_point(side, slot, off);
    return SDL_FPoint{p[0], p[1]};
  };
  // Where an arrow's index is: a square, the waiting pieces, or the borne-off row.
  auto point = [&](Side side, int index) {
    if (index == kHowToPool) return pool(side, std::max(0, d.waiting[side] - 1), false);
    if (index >= r.path_length) return pool(side, static_cast<int>(d.off[side].size()), true);
    return centre(side, index);
  };

  // Rings on the squares the page is about.
  SDL_Texture* ring = app.assets_.highlight.get();
  for (const HowToMark& m : d.marks) {
    const SDL_FPoint c = centre(m.side, m.index);
    const float size = cell * 0.98f;
    const float sz = size * 128.0f / 104.0f;
    SDL_SetTextureColorMod(ring, 255, 214, 120);
    SDL_SetTextureAlphaMod(ring, m.label.empty() ? 150 : 255);
    const SDL_FRect rd{c.x - sz * 61.0f / 128.0f, c.y - sz * 60.0f / 128.0f, sz, sz};
    SDL_RenderCopyF(app.renderer_, ring, nullptr, &rd);
  }
  SDL_SetTextureColorMod(ring, 255, 255, 255);
  SDL_SetTextureAlphaMod(ring, 255);

  const float piece = cell * 0.78f, small = cell * 0.56f;
  // Waiting pieces from the left of each row, borne-off pieces from the right.
  for (const Side side : {kLight, kDark}) {
    for (int i = 0; i < d.waiting[side]; ++i) {
      const SDL_FPoint p = pool(side, i, false);
      app.draw_piece(p.x, p.y, small, side, false);
    }
    for (std::size_t i = 0; i < d.off[side].size(); ++i) {
      const SDL_FPoint p = pool(side, static_cast<int>(i), true);
      app.draw_piece(p.x, p.y, small, d.off[side][i].owner, d.off[side][i].flipped);
    }
  }

  if (d.kind == HowToDrawingKind::Path) {
    // Light's path (path_guide.hpp): a line through every square in order in its own
    // lane, gold, red where Dark's path runs too (as on the game's board), a chevron on
    // every step, numbered steps, and the way in and out.
    const PathGuide guide = path_guide(r, kLight, b.frame(), b.pool[kLight]);
    draw_path_line(app.renderer_, guide, cell * 0.07f, cell * 0.13f);
    // The step numbers: on the square, or, where the path crosses a square twice, each in
    // its own lane beside the line it belongs to.
    for (int i = 0; i < r.path_length; ++i) {
      const SquareId sq = square_of(r, kLight, i);
      const bool twice = r.index_of[kLight][sq][1] != 0xFF;
      SDL_FPoint c = centre(kLight, i);
      float px = std::max(l.small_px, cell * 0.36f);
      if (twice) {
        // The lane of the step along the row (the step in or out of the square that runs
        // along a row, else the one there is).
        SDL_FPoint from = c, to = c;
        if (i + 1 < r.path_length) to = centre(kLight, i + 1);
        if (i > 0) {
          const SDL_FPoint prev = centre(kLight, i - 1);
          if (i + 1 >= r.path_length || std::fabs(prev.y - c.y) < std::fabs(to.y - c.y)) {
            from = prev;
            to = c;
          }
        }
        const float dx = to.x - from.x, dy = to.y - from.y;
        const float len = std::max(0.01f, std::hypot(dx, dy));
        c = {c.x - dy / len * cell * 0.24f, c.y + dx / len * cell * 0.24f};
        px = std::max(12.0f * app.pixel_ratio(), cell * 0.28f);
      }
      const std::string label = std::to_string(i + 1);
      const float bh = px * 1.2f;
      const float bw = std::max(bh, app.assets_.text_bold.measure(label, px) + px * 0.5f);
      const Rect badge{c.x - bw / 2, c.y - bh / 2, bw, bh};
      app.fill_rect({badge.x - 2, badge.y - 2, badge.w + 4, badge.h + 4}, kGold);
      app.fill_rect(badge, kLapis);
      draw_text(app.renderer_, app.assets_.text_bold, label, badge.cx(), badge.cy() - px * 0.62f, px, kIvory, Align::kCentre);
    }
    // "in" and "off" beside the ends: left and right of them on a landscape board, beyond
    // the column of pieces on an upright one.
    const float px = l.small_px;
    const auto end_label = [&](const PathPoint& at, const std::string& text, bool before) {
      if (b.upright)
        draw_text(app.renderer_, app.assets_.text_bold, text, b.pool[kLight].x - cell * 0.1f, at.y - px * 0.62f, px, kGold, Align::kRight);
      else
        draw_text(app.renderer_, app.assets_.text_bold, text, at.x + (before ? -cell * 0.3f : cell * 0.32f), at.y - px * 0.62f, px, kGold,
                  before ? Align::kRight : Align::kLeft);
    };
    end_label(guide.entry, tr("howto.path.in"), true);
    if (guide.exit) end_label(*guide.exit, tr("howto.path.off"), false);
    return;
  }

  // Pieces and stacks (rising a little with height, a badge with the count).
  for (const HowToPiece& p : d.pieces) {
    const SDL_FPoint c = centre(p.side, p.index);
    std::vector<PieceFace> stack = p.stack;
    if (stack.empty()) stack.push_back({p.side, false});
    const int h = static_cast<int>(stack.size());
    const Uint8 alpha = p.ghost ? 110 : 255;
    for (int k = 0; k < h; ++k)
      app.draw_piece(c.x, c.y - static_cast<float>(k) * piece * 0.09f, piece, stack[static_cast<std::size_t>(k)].owner,
                 stack[static_cast<std::size_t>(k)].flipped, alpha);
    if (h > 1 && !p.ghost) {
      const float bs = std::max(piece * 0.42f, l.small_px * 1.1f);
      const Rect badge{c.x + piece * 0.22f, c.y - piece * 0.55f - static_cast<float>(h - 1) * piece * 0.09f, bs, bs};
      app.fill_rect(badge, kGold);
      app.fill_rect({badge.x + 2, badge.y + 2, badge.w - 4, badge.h - 4}, kInk);
      draw_text(app.renderer_, app.assets_.text_bold, std::to_string(h), badge.cx(), badge.y + bs * 0.12f, bs * 0.7f, kIvory,
                Align::kCentre);
    }
  }

  // Arrows: moves along the path; a captured piece's way back in red.
  std::vector<std::vector<SDL_FPoint>> drawn;  // every arrow's line, for placing the tags
  for (const HowToArrow& a : d.arrows) {
    std::vector<SDL_FPoint> pts;
    if (a.back) {
      // The captured piece, faint, where it will wait again.
      const SDL_FPoint home = pool(a.side, d.waiting[a.side], false);
      app.draw_piece(home.x, home.y, small, a.side, false, 120);
      pts = trimmed({centre(a.side, a.from), home}, piece * 0.45f, small * 0.55f);
      arrow(app.renderer_, pts, cell * 0.07f, kCarnelian);
      drawn.push_back(pts);
      continue;
    }
    pts.push_back(point(a.side, a.from));
    const int step = a.to >= a.from ? 1 : -1;
    for (int i = a.from + step; step > 0 ? i < std::min(a.to, r.path_length) : i > a.to; i += step)
      if (i >= 0) pts.push_back(centre(a.side, i));
    pts.push_back(point(a.side, a.to));
    const bool onto_piece = std::any_of(d.pieces.begin(), d.pieces.end(), [&](const HowToPiece& p) {
      return !p.ghost && a.to < r.path_length && square_of(r, p.side, p.index) == square_of(r, a.side, a.to);
    });
    pts = trimmed(pts, piece * 0.42f, onto_piece ? piece * 0.5f : cell * 0.12f);
    arrow(app.renderer_, pts, cell * 0.07f, kArrow);
    drawn.push_back(pts);
  }

  // Tags on the marked squares: above or below the square, whichever covers fewer pieces
  // and other tags (below on Light's row, where arrows come in from the row of pieces
  // above); always inside the drawing.
  std::vector<Rect> placed;
  for (const HowToMark& m : d.marks) {
    if (m.label.empty()) continue;
    const SDL_FPoint c = centre(m.side, m.index);
    const float px = l.small_px;
    const float tw = app.assets_.text_bold.measure(m.label, px) + px * 0.9f, th = px * 1.4f;
    const float x = std::clamp(c.x - tw / 2, l.drawing.x, l.drawing.x + l.drawing.w - tw);
    const Rect above{x, c.y - cell * 0.5f - th * 0.55f, tw, th}, below{x, c.y + cell * 0.5f - th * 0.45f, tw, th};
    auto cost = [&](const Rect& t) {
      int n = 0;
      for (const Rect& o : placed) n += (t.x < o.x + o.w && o.x < t.x + t.w && t.y < o.y + o.h && o.y < t.y + t.h) ? 10 : 0;
      for (const HowToPiece& p : d.pieces) {
        const SDL_FPoint q = centre(p.side, p.index);
        // A piece under the tag, or a stack's count badge at the top of this square.
        if (t.contains(q.x, q.y - piece * 0.3f) || t.contains(q.x, q.y + piece * 0.3f)) n += 2;
        if (p.stack.size() > 1 && t.contains(q.x + piece * 0.4f, q.y - piece * 0.45f)) n += 3;
      }
      for (const std::vector<SDL_FPoint>& line : drawn)  // an arrow under the tag, its head most of all
        for (std::size_t i = 0; i + 1 < line.size(); ++i)
          for (const float f : {0.25f, 0.5f, 0.75f, 1.0f}) {
            const SDL_FPoint q{line[i].x + (line[i + 1].x - line[i].x) * f, line[i].y + (line[i + 1].y - line[i].y) * f};
            if (t.contains(q.x, q.y)) n += i + 2 == line.size() && f == 1.0f ? 3 : 1;
          }
      return n;
    };
    const bool prefer_below = r.board.row(square_of(r, m.side, m.index)) == 0;
    const int ca = cost(above) + (prefer_below ? 1 : 0), cb = cost(below) + (prefer_below ? 0 : 1);
    const Rect tag = cb < ca ? below : above;
    placed.push_back(tag);
    const float f = std::max(1.5f, px * 0.1f);
    app.fill_rect({tag.x + f, tag.y + f * 2, tag.w, tag.h}, {0, 0, 0, 100});
    app.fill_rect(tag, kGold);
    app.fill_rect({tag.x + f, tag.y + f, tag.w - 2 * f, tag.h - 2 * f}, kLapis);
    draw_text(app.renderer_, app.assets_.text_bold, m.label, tag.cx(), tag.y + (th - px * 1.2f) / 2, px, kIvory, Align::kCentre);
  }
}

void HowToOverlay::draw_dice(const HowToLayout& l) const {
  App& app = app_;
  const RuleSet& r = rules();
  const int n = r.dice == DiceKind::D6 ? 1 : r.dice_count;
  const bool rolling = this->rolling();
  const bool thrown = throw_.outcome >= 0;
  const float size = std::min({l.dice.h * 0.8f, l.dice.w / (static_cast<float>(n) * 1.25f), l.text_px * 6.0f});
  const float gap = size * 0.25f;
  const float total = static_cast<float>(n) * size + static_cast<float>(n - 1) * gap;
  const float x0 = l.dice.cx() - total / 2, y = l.dice.cy() - size / 2;
  for (int i = 0; i < n; ++i) {
    int face = thrown ? throw_.faces[static_cast<std::size_t>(i)] : (r.dice == DiceKind::D6 ? 6 : i % 2);
    float dx = 0, dy = 0;
    if (rolling) {
      // Tumbling: faces change every few frames and the dice jump, settling at the end.
      const float p = static_cast<float>(app.now_ - thrown_at_) / static_cast<float>(kRollMs);
      const std::uint64_t tick = app.now_ / 70 + static_cast<std::uint64_t>(i) * 7;
      face = r.dice == DiceKind::D6 ? static_cast<int>(tick % 6) + 1 : static_cast<int>((tick * 2654435761u >> 7) & 1u);
      const float amp = (1 - p) * size * 0.2f;
      dx = std::sin(static_cast<float>(app.now_) * 0.031f + static_cast<float>(i) * 1.7f) * amp;
      dy = -std::fabs(std::sin(static_cast<float>(app.now_) * 0.022f + static_cast<float>(i))) * amp;
    }
    SDL_Texture* t = r.dice == DiceKind::D6 ? app.assets_.d6[static_cast<unsigned>(std::clamp(face, 1, 6) - 1)].get()
                                            : (face ? app.assets_.die_marked.get() : app.assets_.die_plain.get());
    SDL_SetTextureAlphaMod(t, thrown ? 255 : 120);
    const SDL_FRect dst{x0 + static_cast<float>(i) * (size + gap) + dx, y + dy, size, size};
    SDL_RenderCopyF(app.renderer_, t, nullptr, &dst);
    SDL_SetTextureAlphaMod(t, 255);
  }
  // What the throw means, in large words, then the rest of it.
  const Rect& v = l.verdict;
  if (!thrown || rolling) {
    draw_text(app.renderer_, app.assets_.title, rolling ? std::string("…") : tr("howto.press_throw"), v.cx(), v.y, l.verdict_px, kMuted, Align::kCentre);
    return;
  }
  const int o = throw_.outcome;
  float hpx = l.verdict_px;
  const std::string headline = throw_headline(r, o);
  const float hw = app.assets_.title.measure(headline, hpx);
  if (hw > v.w) hpx *= v.w / hw;
  draw_text(app.renderer_, app.assets_.title, headline, v.cx(), v.y, hpx, kGold, Align::kCentre);
  const BitmapFont::Atlas& atlas = app.assets_.text.pick(l.text_px);
  const float scale = l.text_px / static_cast<float>(atlas.metrics.size);
  float ty = v.y + l.verdict_px * 1.35f;
  for (const std::string& line : wrap_text(atlas.metrics, throw_details(r, o), static_cast<int>(v.w / scale))) {
    draw_text(app.renderer_, app.assets_.text, line, v.cx(), ty, l.text_px, kIvory, Align::kCentre);
    ty += static_cast<float>(atlas.metrics.line_height) * scale;
  }
}

void HowToOverlay::json(std::string& json) const {
  const float k = 1.0f / app_.pixel_ratio();
  std::vector<HowToSection> sections;
  const HowToLayout l = page(&sections);
  const int index = section_index(static_cast<int>(sections.size()));
  const HowToSection& s = sections[static_cast<std::size_t>(index)];
  std::string out = "{\"section\":" + std::to_string(index) + ",\"count\":" + std::to_string(sections.size()) +
                    ",\"rules\":\"" + std::string(rules().name) + "\",\"id\":\"" +
                    s.id + "\",\"heading\":\"" + s.heading + "\",\"sections\":[";
  for (std::size_t i = 0; i < sections.size(); ++i) out += (i ? ",\"" : "\"") + sections[i].id + "\"";
  out += "],\"textPx\":" + std::to_string(l.text_px * k) + ",\"smallPx\":" + std::to_string(l.small_px * k) +
         ",\"beside\":" + (l.beside ? "true" : "false") + ",\"boardUpright\":" + (l.board_upright ? "true" : "false") + ",\"scroll\":" + std::to_string(std::min(scroll_, max_scroll()) * k) +
         ",\"maxScroll\":" + std::to_string(max_scroll() * k) + ",\"heading_box\":{\"x\":" + std::to_string(l.heading.x * k) +
         ",\"y\":" + std::to_string(l.heading.y * k) + ",\"w\":" + std::to_string(l.heading.w * k) + ",\"h\":" +
         std::to_string(l.heading.h * k) + "}";
  if (throw_.outcome >= 0) {
    const RuleSet& r = rules();
    out += ",\"throw\":{\"outcome\":" + std::to_string(throw_.outcome) + ",\"rolling\":" +
           (rolling() ? "true" : "false") + ",\"headline\":\"" + throw_headline(r, throw_.outcome) + "\"}";
  }
  json += ",\"howto\":" + out + "}";
}

}  // namespace ur
