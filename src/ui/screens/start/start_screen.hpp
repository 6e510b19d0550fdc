// The start screen: a gallery of the rule sets (modern ones, then the historical
// reconstructions), each a card with its name and a one-line hook, and the game's set-up
// for the chosen one (its story and summary, the opponent: a friend, or the computer by
// strength, your side, How to play and Play). Wide screens show both side by side; a
// phone shows the gallery, then the set-up as a page of its own.
//
// Pure functions of the output size, the menu's state and the font metrics, so what fits
// where (and every hit test) is unit-tested without a window.
#pragma once

#include <string>
#include <vector>

#include "ai/agent.hpp"
#include "ui/font.hpp"
#include "ui/layout.hpp"
#include "ui/screens.hpp"

namespace ur {

struct MenuState {
  int rules = 0;  // index into all_rule_sets()
  int opponent = default_opponent();  // 0 = a friend on this device, k > 0 = computer_levels()[k - 1]
  int last_level = default_opponent();  // the level the computer choice comes back to
  int side = 0;             // the side a person plays against the computer or by link: 0 light, 1 dark
  bool by_link = false;     // a friend far away, by link (correspondence), not on this screen
  bool live = false;        // a friend far away, online now (a live game over a connection)
  int focus = kPlay;        // the button with the keyboard focus (a ButtonId)
  bool focus_shown = false; // the focus ring shows once the keyboard is used
  bool setup_page = false;  // one page at a time: the set-up instead of the gallery
  std::string continue_label;  // a saved game to continue: its button's words ("" none)
  std::string continue_live_label;  // a live game kept on this device to take up ("" none)
  bool has_history = false;    // finished games are kept: Your games and Statistics
  float scroll = 0;         // how far the gallery is scrolled, in output pixels
  // What the tables say of the chosen rule set (followed while the start screen is shown).
  bool perfect = false;    // its perfect-play table is read: perfect play is offered
  bool oracle = false;     // its network is read: the Queen is offered
  bool preparing = false;  // its table is being made on this site
  bool solve = false;      // the desktop has no table for it: the set-up says how to solve it
  bool offline = false;    // it has a table, but this page is offline
};

// The computer levels offered now: computer_levels() with perfect play and the Queen
// where the tables have them.
std::vector<AgentInfo> menu_levels(const MenuState& m);
// The levels offered change (perfect play, the Queen): the choice stays on the same level
// by name, or the nearest one when it is no longer offered.
void follow_levels(MenuState& m, bool perfect, bool oracle);
// The line over the level picker: the table's news (being prepared, offline) or, on the
// desktop with no table for a solvable rule set, how to get perfect play.
std::string strength_label(const MenuState& m);

struct RuleCard {
  int rules = 0;   // index into all_rule_sets()
  Rect rect;       // on screen, scrolled (may lie partly outside the gallery's area)
  std::vector<std::string> origin;  // where the rules come from, wrapped to the card
  std::vector<std::string> hook;    // the hook, wrapped to the card
  Rect art;   // a drawing of its board standing upright, its path on it (HowToBoard's box), at the card's right
  Rect dice;  // the dice it throws, in a row under the words (one die's size high)
};

struct TextBlock {
  Rect rect;
  float px = 16, line_h = 20;
  std::vector<std::string> lines;
};

struct StartLayout {
  bool two_panes = false;  // gallery and set-up side by side
  float text_px = 16;      // body text
  float card_title_px = 18, hook_px = 16, heading_px = 20;
  float small_px = 16;     // the story line, labels and the level's strength
  Rect title;              // "The Royal Game of Ur" (empty on the set-up page)
  // The gallery (empty when the set-up page is shown alone).
  Rect gallery;            // its visible area: cards are clipped to it
  float gallery_content = 0;  // the height of all its cards and headings
  float scroll = 0;        // the scroll actually applied (clamped)
  std::vector<std::pair<Rect, std::string>> headings;
  std::vector<RuleCard> cards;
  // The set-up (empty when the gallery is shown alone).
  Rect setup;              // its panel
  TextBlock name, source, summary, strength;
  Rect opponent_label, level_label, side_label;
  Rect level_box;          // between the level's arrows: its name
  std::string level_name;
  TextBlock side_note;     // under "You play" with a friend: who starts
  std::vector<Button> buttons;  // every clickable thing, in keyboard (Tab) order
};

// The fonts text is measured with: the body and bold body atlases (any shipped size;
// measures scale).
struct StartFonts {
  const FontMetrics* text = nullptr;
  const FontMetrics* bold = nullptr;
};

// The body text's size on this screen: 16 CSS pixels on a phone, a little more on larger
// screens (the fonts to measure with are picked for it).
float start_text_px(int width, int height, float pixel_ratio);

// levels: the computer levels offered (computer_levels()); pixel_ratio: output pixels per
// CSS pixel (text is at least 16 CSS pixels on any screen).
StartLayout start_layout(int width, int height, float pixel_ratio, const MenuState& m,
                         const std::vector<AgentInfo>& levels, const StartFonts& fonts);

// Applies a start-screen button: a card chooses its rule set (and on a phone opens the
// set-up), the opponent and side buttons choose, the level arrows step through the
// levels. Returns nothing: kPlay and kHowToPlay are the caller's.
void apply_start_button(MenuState& m, int button, int level_count, bool two_panes);

// Keyboard: the button reached from `from` by an arrow key (dx, dy in -1..1): the nearest
// enabled button in that direction, or `from` when there is none.
int focus_toward(const std::vector<Button>& buttons, int from, int dx, int dy);
// Tab order: the next (or previous) enabled button after `from`.
int focus_step(const std::vector<Button>& buttons, int from, int step);

}  // namespace ur
