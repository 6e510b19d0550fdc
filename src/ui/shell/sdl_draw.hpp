// Shapes drawn with SDL's geometry (no textures): filled polygons and circles, thick
// lines, and arrows with a dark outline that read on shell, lapis and shale squares alike.
// How to play's drawings and the path on the game's board share them.
#pragma once

#include <SDL.h>

#include <vector>

namespace ur {

struct PathGuide;

inline constexpr SDL_Color kArrow{246, 214, 130, 255};   // an arrow's or a path's gold
inline constexpr SDL_Color kOutline{28, 18, 10, 230};    // the dark edge round it

void fill_polygon(SDL_Renderer* r, const std::vector<SDL_FPoint>& pts, SDL_Color c);
void fill_circle(SDL_Renderer* r, SDL_FPoint c, float radius, SDL_Color colour);
void thick_segment(SDL_Renderer* r, SDL_FPoint a, SDL_FPoint b, float width, SDL_Color c);
// A polyline with round joints and an arrowhead at its end, drawn twice: a dark outline,
// then the colour (its alpha for both).
void arrow(SDL_Renderer* r, std::vector<SDL_FPoint> pts, float width, SDL_Color colour);
// A chevron at `at` pointing along (ux, uy), `h` long, outlined.
void chevron(SDL_Renderer* r, SDL_FPoint at, float ux, float uy, float h, SDL_Color colour);
// A path's line (path_guide.hpp) `width` wide: gold where it is the mover's own, carnelian
// where the other side's path runs too; its dark edge first, then the colours, an
// arrowhead at its end, and a chevron `chevron_h` long on every step (none for 0).
inline constexpr SDL_Color kPathShared{214, 92, 64, 255};
void draw_path_line(SDL_Renderer* r, const PathGuide& g, float width, float chevron_h);
// Moves the ends of a polyline in by `a` at the start and `b` at the end (so an arrow starts
// at a piece's edge and points at the next one rather than hiding under it).
std::vector<SDL_FPoint> trimmed(std::vector<SDL_FPoint> pts, float a, float b);

}  // namespace ur
