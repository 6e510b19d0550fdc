// Where the tag of a last move's mark goes on the board (sdl_marks.cpp draws it): a pure
// function of the layout, unit-tested at phone and desktop sizes.
#pragma once

#include <algorithm>

#include "core/state.hpp"
#include "ui/layout.hpp"

namespace ur {

// `to`: the mark (a square, or the borne-off piece in its pool); `into_column`: borne off
// into a narrow pool column (a phone held upright); `text_w`, `px`: the tag's words' width
// and size; `count_lines`: the pool's count lines (waiting, home, tokens, ...).
Rect mark_tag_band(const Layout& l, Side side, const Rect& to, bool into_column, float text_w, float px, int count_lines);

// The tag's text size on a board of squares `cell` device px: a fifth of a square, at
// least 12 CSS px.
inline float mark_tag_px(float cell, float pixel_ratio) { return std::max(cell * 0.2f, 12.0f * std::max(1.0f, pixel_ratio)); }
// How far below its mark's lower edge a tag of `px` can reach (mark_tag_band, before it is
// kept on the screen): over the edge by default, under the mark in a pool's column.
inline float mark_tag_reach(bool into_column, float px) { return into_column ? px * 1.55f : px * 0.65f; }

}  // namespace ur
