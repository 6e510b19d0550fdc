// The shapes of sdl_draw.hpp.
#include "ui/shell/sdl_draw.hpp"

#include "ui/path_guide.hpp"

#include <algorithm>
#include <cmath>

namespace ur {
namespace {

SDL_Vertex vertex(float x, float y, SDL_Color c) { return {{x, y}, c, {0, 0}}; }

}  // namespace


void fill_polygon(SDL_Renderer* r, const std::vector<SDL_FPoint>& pts, SDL_Color c) {
  if (pts.size() < 3) return;
  std::vector<SDL_Vertex> v;
  for (std::size_t i = 1; i + 1 < pts.size(); ++i) {
    v.push_back(vertex(pts[0].x, pts[0].y, c));
    v.push_back(vertex(pts[i].x, pts[i].y, c));
    v.push_back(vertex(pts[i + 1].x, pts[i + 1].y, c));
  }
  SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
  SDL_RenderGeometry(r, nullptr, v.data(), static_cast<int>(v.size()), nullptr, 0);
}

void fill_circle(SDL_Renderer* r, SDL_FPoint c, float radius, SDL_Color colour) {
  std::vector<SDL_FPoint> pts;
  constexpr int kSteps = 20;
  for (int i = 0; i < kSteps; ++i) {
    const float a = static_cast<float>(i) * 6.2831853f / kSteps;
    pts.push_back({c.x + std::cos(a) * radius, c.y + std::sin(a) * radius});
  }
  fill_polygon(r, pts, colour);
}

void thick_segment(SDL_Renderer* r, SDL_FPoint a, SDL_FPoint b, float width, SDL_Color c) {
  const float dx = b.x - a.x, dy = b.y - a.y;
  const float len = std::hypot(dx, dy);
  if (len < 0.01f) return;
  const float nx = -dy / len * width / 2, ny = dx / len * width / 2;
  fill_polygon(r, {{a.x + nx, a.y + ny}, {b.x + nx, b.y + ny}, {b.x - nx, b.y - ny}, {a.x - nx, a.y - ny}}, c);
}

void arrow(SDL_Renderer* r, std::vector<SDL_FPoint> pts, float width, SDL_Color colour) {
  if (pts.size() < 2) return;
  const SDL_FPoint end = pts.back();
  const SDL_FPoint prev = pts[pts.size() - 2];
  const float dx = end.x - prev.x, dy = end.y - prev.y;
  const float len = std::max(0.01f, std::hypot(dx, dy));
  const float ux = dx / len, uy = dy / len;
  const float head = width * 2.6f;
  // The line stops where the head begins.
  pts.back() = {end.x - ux * head * 0.8f, end.y - uy * head * 0.8f};
  for (int pass = 0; pass < 2; ++pass) {
    const float w = pass == 0 ? width + std::max(2.0f, width * 0.45f) : width;
    const SDL_Color c = pass == 0 ? kOutline : colour;
    for (std::size_t i = 0; i + 1 < pts.size(); ++i) thick_segment(r, pts[i], pts[i + 1], w, c);
    for (std::size_t i = 0; i + 1 < pts.size(); ++i) fill_circle(r, pts[i], w / 2, c);
    const float h = pass == 0 ? head + w - width : head;
    const SDL_FPoint tip{end.x + (pass == 0 ? ux * (w - width) * 0.7f : 0), end.y + (pass == 0 ? uy * (w - width) * 0.7f : 0)};
    fill_polygon(r, {tip, {tip.x - ux * h - uy * h * 0.62f, tip.y - uy * h + ux * h * 0.62f},
                     {tip.x - ux * h + uy * h * 0.62f, tip.y - uy * h - ux * h * 0.62f}},
                 c);
  }
}

std::vector<SDL_FPoint> trimmed(std::vector<SDL_FPoint> pts, float a, float b) {
  if (pts.size() < 2) return pts;
  auto pull = [](SDL_FPoint& p, SDL_FPoint towards, float by) {
    const float dx = towards.x - p.x, dy = towards.y - p.y;
    const float len = std::hypot(dx, dy);
    if (len <= by * 1.5f) return;
    p.x += dx / len * by;
    p.y += dy / len * by;
  };
  pull(pts.front(), pts[1], a);
  pull(pts.back(), pts[pts.size() - 2], b);
  return pts;
}

void chevron(SDL_Renderer* r, SDL_FPoint at, float ux, float uy, float h, SDL_Color colour) {
  const SDL_FPoint m{at.x + ux * h * 0.5f, at.y + uy * h * 0.5f};
  const SDL_Color outline{kOutline.r, kOutline.g, kOutline.b, static_cast<Uint8>(kOutline.a * colour.a / 255)};
  fill_polygon(r, {{m.x + ux * h * 0.3f, m.y + uy * h * 0.3f},
                   {m.x - ux * h - uy * h * 0.8f, m.y - uy * h + ux * h * 0.8f},
                   {m.x - ux * h + uy * h * 0.8f, m.y - uy * h - ux * h * 0.8f}},
               outline);
  fill_polygon(r, {m, {m.x - ux * h * 0.85f - uy * h * 0.55f, m.y - uy * h * 0.85f + ux * h * 0.55f},
                   {m.x - ux * h * 0.85f + uy * h * 0.55f, m.y - uy * h * 0.85f - ux * h * 0.55f}},
               colour);
}

void draw_path_line(SDL_Renderer* r, const PathGuide& g, float width, float chevron_h) {
  if (g.line.size() < 2) return;
  const auto colour = [&](std::size_t step) { return g.step_shared[step] ? kPathShared : kArrow; };
  const auto at = [&](std::size_t k) { return SDL_FPoint{g.line[k].x, g.line[k].y}; };
  const std::size_t steps = g.line.size() - 1;
  const float edge = width + std::max(2.0f, width * 0.45f);
  for (std::size_t k = 0; k + 1 < steps; ++k) {
    thick_segment(r, at(k), at(k + 1), edge, kOutline);
    fill_circle(r, at(k + 1), edge / 2, kOutline);
  }
  fill_circle(r, at(0), edge / 2, kOutline);
  for (std::size_t k = 0; k + 1 < steps; ++k) {
    thick_segment(r, at(k), at(k + 1), width, colour(k));
    fill_circle(r, at(k + 1), width / 2, colour(k));
  }
  fill_circle(r, at(0), width / 2, colour(0));
  arrow(r, {at(steps - 1), at(steps)}, width, colour(steps - 1));
  if (chevron_h <= 0) return;
  for (const PathChevron& c : g.chevrons) chevron(r, {c.at.x, c.at.y}, c.dx, c.dy, chevron_h, colour(static_cast<std::size_t>(c.step)));
}

}  // namespace ur
