// ur-cli's words for the game: positions drawn as text with what can happen next, squares,
// throws, and paragraphs wrapped to the terminal's 80 columns.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "core/game.hpp"
#include "core/side_names.hpp"

namespace ur::cli {


// Word-wraps `text` to `width` columns, every line starting with `indent`.
std::string wrap(std::string_view text, std::string_view indent, std::size_t width = 80);

// A square as "(row,column)".
std::string coords(const Board& b, SquareId sq);

// What throwing `outcome` does: "move 2", "no move", "move 4, throw again".
std::string throw_meaning(const RuleSet& r, int outcome);

// A position as ur-cli legal and position show it: its string, whose turn, the board,
// then the legal actions, the possible throws or the result.
std::string position_report(const RuleSet& r, const State& s);

}  // namespace ur::cli
