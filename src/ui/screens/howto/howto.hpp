// "How to play" as short pages: one section per rule of the game (the aim, entering, the
// path, rosettes, captures, bearing off, the rule set's special mechanics, the dice, where
// the rules come from), each with a drawing of real pieces on the board that shows the
// rule. Texts and drawings are made from the RuleSet's data, so they always say what the
// engine does; the page layout is a pure function of the output size. No SDL here: the
// sections, the layout and the wrapped text are unit-tested without a window.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/rules.hpp"
#include "ui/font.hpp"
#include "ui/screens.hpp"

namespace ur {

// Path index of a piece waiting beside the board (not yet entered). A piece borne off is
// at index rules.path_length.
inline constexpr int kHowToPool = -1;

struct PieceFace {
  Side owner = kLight;
  bool flipped = false;  // shows its other face (jeu-royal: plain; ravensburger: red)
};

// A piece (or a stack, bottom first) on the square of `side`'s path index `index`.
struct HowToPiece {
  Side side = kLight;
  int index = 0;
  std::vector<PieceFace> stack;  // empty: one piece of `side`, face up
  bool ghost = false;             // where a piece is about to be: drawn faint
};

// An arrow along `side`'s path from one index to another (kHowToPool: from the pieces
// waiting; path_length: off the board), or, for `back`, from the square of (side, from)
// to `side`'s waiting pieces: a captured piece going back to the start.
struct HowToArrow {
  Side side = kLight;
  int from = 0, to = 0;
  bool back = false;
};

// A square picked out with a ring, and a short tag over it when `label` is not empty.
struct HowToMark {
  Side side = kLight;
  int index = 0;
  std::string label;
};

enum class HowToDrawingKind : std::uint8_t {
  None,   // text only
  Board,  // pieces, arrows and marks on the board
  Path,   // the board with Light's path numbered step by step
  Dice,   // the dice to throw, and what the throw means
};

struct HowToDrawing {
  HowToDrawingKind kind = HowToDrawingKind::None;
  std::vector<HowToPiece> pieces;
  std::vector<HowToArrow> arrows;
  std::vector<HowToMark> marks;
  std::array<int, 2> waiting{};                 // pieces waiting beside the board, by side
  std::array<std::vector<PieceFace>, 2> off{};  // pieces in each side's borne-off row
  std::string caption;                          // one short line under the drawing
};

struct HowToParagraph {
  std::string text;
  bool placed = false;  // the rule set's own text (summary, source, notes), shown as written
};

// One outcome of a throw: its chance and what it means in this rule set.
struct ThrowRow {
  int outcome = 0;
  std::string label;    // "2 marked", "Die shows 6"
  std::uint32_t numerator = 0, denominator = 1;
  std::string chance;   // "6 in 16"
  std::string meaning;  // "move 2", "no move", "move 5, throw again, a piece may enter"
};

struct HowToSection {
  std::string id;       // stable: aim, entering, path, rosettes, captures, bear-off, goal,
                        // stacks are "captures" too; flip, red, tokens, coins, dice, sources
  std::string heading;  // "Rosettes"
  std::vector<HowToParagraph> paragraphs;
  HowToDrawing drawing;
  std::vector<ThrowRow> table;  // the dice page: every outcome
};

// The pages of "How to play" for a rule set, in reading order.
std::vector<HowToSection> howto_sections(const RuleSet& rules);
// Every outcome of a throw with its chance (from throw_outcomes) and meaning.
std::vector<ThrowRow> throw_rows(const RuleSet& rules);
// What a throw means, in large words ("3 marked: move 5") and the rest of it
// ("Throw again after your move. A new piece may enter."), or "" when there is no more.
std::string throw_headline(const RuleSet& rules, int outcome);
std::string throw_details(const RuleSet& rules, int outcome);

// A throw on the dice page: the outcome and each die's face (binary: 1 = marked tip up;
// d6: the face), drawn the way sample_throw draws (one random bit per die).
struct HowToThrow {
  int outcome = -1;  // -1: not thrown yet
  std::vector<int> faces;
};
HowToThrow howto_throw(const RuleSet& rules, std::uint64_t& rng);

// ---- layout of one page at an output size

enum HowToButtonId : int { kHowToBack = 400, kHowToNext, kHowToThrow };

struct HowToLayout {
  float text_px = 16, small_px = 12, heading_px = 24;
  float pad = 8;
  bool beside = false;  // drawing beside the text (landscape) or above it (upright)
  bool board_upright = false;  // the board stands upright, as the game's does on this screen (a phone held upright)
  Rect panel;
  Rect kicker;   // "How to play · Finkel"
  Rect heading;  // the section's heading, clear of the close button
  Rect drawing;  // the board (or the dice), empty when the page has no drawing
  Rect caption;  // the drawing's caption, under it (two lines of small text)
  Rect text;     // the section's text; its last line is the "more below" cue when it scrolls
  Rect dots;     // where you are: a dot per section, and "3 of 9"
  // The dice page: the dice, what the throw means, and the Throw button under them.
  Rect dice, verdict;
  float verdict_px = 24;  // the throw's headline ("3 marked: move 3"), larger than a heading
  std::vector<Button> buttons;  // × close, Back, Next (Done on the last page), Throw
};
HowToLayout howto_layout(int width, int height, float pixel_ratio, int section, int count, HowToDrawingKind kind);

// The board inside a drawing box, the way round the game's board stands on the same
// screen: the board image, a row for each side's waiting and borne-off pieces (Light
// above, Dark below), or, upright (a quarter turn counter-clockwise, as Layout), a column
// for each (Light left, Dark right); and the square size.
struct HowToBoard {
  Board board = kRoyalBoard;  // the board's shape (the rule set's)
  bool upright = false;
  float cell = 0;
  Rect image;                  // board.webp's destination before its turn (centred on `bounds`)
  Rect bounds;                 // the board as it appears
  std::array<Rect, 2> pool{};  // [side]: waiting from the left (upright: the bottom), borne off from the other end
  BoardFrame frame() const { return {bounds, cell, upright, board.cols}; }
  Rect square(int row, int col) const { return frame().square(row, col); }
  Rect square_of(SquareId sq) const { return square(board.row(sq), board.col(sq)); }
  // Centre of a piece in a side's row: waiting (slot 0 leftmost) or borne off.
  std::array<float, 2> pool_point(Side side, int slot, bool off) const;
  double angle() const { return upright ? -90.0 : 0.0; }  // board.webp's turn, degrees clockwise
};
HowToBoard howto_board(const Rect& drawing, const Board& shape = kRoyalBoard, bool upright = false);

// The page's text wrapped to its box in a font: lines with their top (relative to the
// text box, before scrolling) and the dice table's cells.
struct HowToTextLine {
  std::string text;
  float x = 0, y = 0;  // relative to the text box
  bool placed = false;
  bool bold = false;    // the table's head
  int row = -1;         // the table row (outcome) it belongs to, -1 for none
};
struct HowToPageText {
  float px = 16, line_h = 20;
  std::vector<HowToTextLine> lines;
  float content_h = 0;  // height of all lines
  float view_h = 0;     // the height shown at once (the box, less the cue when scrolling)
  bool scrollable = false;
  std::string cue;      // "More below: scroll or ↓" when it scrolls
  std::vector<std::string> caption;  // the drawing's caption, wrapped (small text)
  float small_line_h = 0;
};
HowToPageText howto_page_text(const HowToSection& section, const HowToLayout& layout, const FontMetrics& font,
                              const FontMetrics& small_font);

}  // namespace ur
