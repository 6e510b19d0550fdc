// Where the buttons of each screen go and what they do, as pure functions of the output
// size and the game state, so the menu, the game's controls and the result screen are
// unit-tested (hit-testing included) without a window.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "ai/agent.hpp"
#include "ui/controller.hpp"
#include "ui/font.hpp"
#include "ui/layout.hpp"

namespace ur {

enum ButtonId : int {
  kRulesPrev = 1, kRulesNext, kOpponentPrev, kOpponentNext, kSidePrev, kSideNext, kHowToPlay, kPlay,
  kThrowButton = 100, kMenuButton, kHelpButton, kPlayAgain, kBackToMenu, kCloseOverlay,
  kScrollUp, kScrollDown, kHintButton, kLeaveGame,
  kChoiceBase = 200,  // kChoiceBase + i: the i-th offered action (special actions, or the
                      // alternatives for one piece: split a stack, carry prisoners, ...)
};

struct Button {
  int id = 0;
  Rect rect;
  std::string label;
  bool enabled = true;
  bool primary = false;
};

// The first button containing the point, if any.
std::optional<int> hit_button(const std::vector<Button>& buttons, float x, float y);

// ---- start screen
// The computer players offered, weakest first (the baselines a player would not pick
// are left out); with_perfect: perfect play on top (its table is reachable).
std::vector<AgentInfo> computer_levels(bool with_perfect = false);
// A level's name as the menu shows it ("perfect" reads "perfect play").
std::string level_title(const AgentInfo& level);
// The opponent a new player meets first: a casual computer level.
int default_opponent();

struct MenuState {
  int rules = 0;     // index into all_rule_sets()
  int opponent = default_opponent();  // 0 = a friend on this device, k > 0 = computer_levels()[k - 1]
  int side = 0;      // the side a person plays against the computer: 0 light, 1 dark
  int focus = 4;     // keyboard focus: 0 rule set, 1 opponent, 2 side, 3 how to play, 4 play
};


struct MenuLayout {
  float text_px = 16;   // body text size
  Rect panel;           // the parchment panel
  Rect title;
  std::array<Rect, 3> rows{};  // rule set, opponent, side: label + value between arrows
  Rect summary;         // the rule set's summary under its row
  float body_px = 12;   // the summary's text size
  std::vector<Button> buttons;
};
MenuLayout menu_layout(int width, int height);

// The text under the rule set's row, wrapped to the box in `font` (the atlas drawn at
// m.body_px): the rule set's summary, its source on one line, then the chosen level's
// plain-language strength. The level's text is told nowhere else: the text shrinks a
// little (to 88%) rather than cut it, and it is cut (with an ellipsis) only when the box
// is too short even then. The summary, which "How to play" gives in full, keeps at least
// two lines and is cut first.
struct MenuBlurb {
  std::vector<std::string> summary, source, level;
  float px = 0;      // the text size to draw at
  float line_h = 0;  // the distance between lines at that size
  bool cut = false;  // the level's text did not fit
};
MenuBlurb menu_blurb(const MenuLayout& m, const FontMetrics& font, std::string_view summary, std::string_view source,
                     std::string_view level);
// Applies a menu button (arrows change a choice); returns true for kPlay / kHowToPlay.
void apply_menu_button(MenuState& m, int button, int rules_count, int opponent_count);

// ---- game screen
// The line at the top of the game: whose turn and what is awaited, naming the players as
// a player would ("Your turn — throw", "The computer is thinking…"; with two people at
// one screen, "Light to throw"; watching two computers, "Light (king) is thinking…").
std::string status_line(const Controller& c);

// The dice row: a line of text (the last event, or what the hovered move would do) above
// the dice.
struct DiceRowLayout {
  float text_px = 12;
  Rect message;            // the line of text
  std::vector<Rect> dice;  // where each die rests
};
DiceRowLayout dice_row_layout(const Layout& l, const RuleSet& r);

// The hints' switch and bar: available when the rule set's table is reachable.
struct HintSwitch {
  bool available = false;
  bool on = false;
};

struct GameControls {
  std::vector<Button> buttons;
  Rect choice_panel;  // where the offered choices are listed (empty when none)
  Rect hint_bar;      // the win-chance bar with its caption (empty when hints are off)
  Rect message;       // the dice row's line of text (shortened when the bar shares it)
};
// `offered`: the actions to offer as buttons (special actions before a throw, or the
// alternatives for the piece the person picked). With hints available, a Hints switch
// sits left of the help button; with hints on, the bar goes left of the dice, or on a
// narrow screen at the start of the dice row's line of text.
GameControls game_controls(const Layout& l, const Controller& c, const std::vector<Action>& offered,
                           HintSwitch hints = {});

// The legal actions that move a piece from this board square (or enter, for the first
// square of the path when `pool` is set): what a tap on it may mean.
std::vector<Action> actions_at(const Controller& c, std::optional<BoardSquare> square, bool pool);

// ---- result screen
struct ResultLayout {
  Rect panel;
  std::vector<Button> buttons;
};
ResultLayout result_layout(int width, int height);

// ---- overlays (how to play, keyboard help): a panel with a close button and scrolling
struct OverlayLayout {
  Rect panel, body;
  float text_px = 16;
  std::vector<Button> buttons;
};
OverlayLayout overlay_layout(int width, int height);

// ---- dialogs (a notice, a question): a compact panel sized to its text, with buttons
// side by side under it (the last one primary), centred on the screen.
struct DialogLayout {
  Rect panel, title, body;
  float title_px = 20, text_px = 16, line_h = 20;
  std::vector<Button> buttons;
};
// The body's text size: at least 16 CSS pixels (pixel_ratio device pixels each) and the
// screen's usual text size where that is larger, whatever the screen's size.
float dialog_text_px(int width, int height, float pixel_ratio);
// The body's width in pixels at that size, to wrap its text before the layout is made.
float dialog_body_width(int width, int height, float text_px);
// `lines` wrapped body lines at text_px (line_h apart); buttons: id and label.
DialogLayout dialog_layout(int width, int height, float text_px, float line_h, int lines,
                           const std::vector<std::pair<int, std::string>>& buttons);

}  // namespace ur

namespace ur {
// The actions offered before a throw besides throwing (tokens: pay to enter;
// jeu-royal: place without throwing), in the order of their buttons.
std::vector<Action> special_actions(const Controller& c);
}  // namespace ur
