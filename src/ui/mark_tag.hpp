// Where the tag of a last move's mark goes on the board (sdl_marks.cpp draws it): a pure
// function of the layout, unit-tested at phone and desktop sizes.
#pragma once

#include "core/state.hpp"
#include "ui/layout.hpp"

namespace ur {

// `to`: the mark (a square, or the borne-off piece in its pool); `into_column`: borne off
// into a narrow pool column (a phone held upright); `text_w`, `px`: the tag's words' width
// and size; `count_lines`: the pool's count lines (waiting, home, tokens, ...).
Rect mark_tag_band(const Layout& l, Side side, const Rect& to, bool into_column, float text_w, float px, int count_lines);

}  // namespace ur
