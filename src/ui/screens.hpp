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
  // the start screen (start_screen.hpp)
  kOpponentFriend = 1, kOpponentComputer, kLevelPrev, kLevelNext, kSideLight, kSideDark, kHowToPlay, kPlay, kAllRules, kGuidedGame,
  kContinue, kFriendHere, kFriendByLink, kFriendLive,
  kLanguage,  // the language picker: each press, the next language (sdl_language.cpp)
  kThrowButton = 100, kMenuButton, kHelpButton, kPlayAgain, kBackToMenu, kCloseOverlay,
  kScrollUp, kScrollDown, kHintButton, kLeaveGame, kTourNext, kTourSkip,
  kSoundButton, kVolumeButton, kSoundSwitch, kVolumeDown, kVolumeUp,  // sound (shell/sdl_game_sound.cpp)
  kChoiceMore,  // a piece's alternatives a page at a time (a phone): the next page
  kHidePath,    // the path on the board, shown in the first games of a rule set: hide it there
  kChoiceBase = 200,  // kChoiceBase + i: the i-th offered action (special actions, or the
                      // alternatives for one piece: split a stack, carry prisoners, ...)
  kRuleCardBase = 300,  // kRuleCardBase + i: the card of all_rule_sets()[i]
  // the games kept (records_screen.hpp)
  kOpenHistory = 890, kOpenStatistics,
  kRecordsBack = 900, kDeleteAll, kConfirmDelete,
  kDeleteGameBase = 1000,  // kDeleteGameBase + i: delete the i-th game listed (newest first)
  // reviewing a game (review_screen.hpp)
  kReviewGame = 940, kReviewStart, kReviewPrev, kReviewNext, kReviewEnd, kReviewBack,
  kReviewTakeOver, kTakeOverComputer, kTakeOverFriend,
  // records in and out (record_io.hpp)
  kExportRecord = 960, kOpenRecord, kPickRecordFile, kPasteRecord,
  // a correspondence game by link (correspondence.hpp)
  kCopyGameLink = 980, kShareGameLink, kPasteGameLink, kLookAtBoard, kShowGameLink,
  // a live game over a connection (live.hpp)
  kCopyLiveCode = 985, kShareLiveCode, kPasteLiveCode, kNewInvitation, kShowLivePanel, kShowLiveQr,
  kContinueLive,  // the start screen: take up the live game kept last
  kNameDone,      // the name dialog before a game online: the name typed is the one (sdl_name_entry.cpp)
  kRematchAccept,  // a live friend's offer of another game: yes (sdl_live.cpp)
  kLeaveStalled,   // a live friend stopped answering: leave, the game kept (sdl_live.cpp)
  kOpenOtherInvitation,  // another game's invitation opened mid-game: open it (the game here kept)
  // the settings screen (settings.hpp, sdl_settings.cpp)
  kOpenSettings = 2500, kSettingsDone, kSetName, kSetSoundOn, kSetSoundOff, kSetVolumeDown, kSetVolumeUp,
  kSetMotionFull, kSetMotionReduced,
  kSetSpeedBase = 2520,     // + AnimationSpeed
  kSetLanguageBase = 2530,  // + i: i18n::all_languages()[i]
  kSetPathBase = 2550,      // + PathShow
  // the question before Play would replace a saved game in progress (sdl_keep.cpp)
  kResumeSaved = 2600, kNewOverSaved, kCancelNew,
  kOpenGameBase = 3000,  // kOpenGameBase + i: review the i-th game listed (newest first)
};

struct Button {
  int id = 0;
  Rect rect;
  std::string label;
  bool enabled = true;
  bool primary = false;
  // Partly scrolled out of view (a start-screen card at the gallery's edge): `rect` is
  // the part that shows, smaller than the button a player scrolls to.
  bool clipped = false;
};

// The first button containing the point, if any.
std::optional<int> hit_button(const std::vector<Button>& buttons, float x, float y);

// ---- start screen
// The computer players offered, weakest first (the baselines a player would not pick
// are left out); with_oracle: the Queen above the King (the rule set's network is
// there); with_perfect: perfect play on top (its table is reachable).
std::vector<AgentInfo> computer_levels(bool with_perfect = false, bool with_oracle = false);
// The opponent a new player meets first: a casual computer level.
int default_opponent();

// ---- game screen
// The line at the top of the game: whose turn and what is awaited, naming the players as
// a player would ("Your turn — throw", "The computer is thinking…"; with two people at
// one screen, "Light to throw"; watching two computers, "Light (king) is thinking…").
std::string status_line(const Controller& c);

// The dice row: a line of text (the last event, or what the hovered move would do) above
// the dice, and the throw's value in large figures left of the dice.
struct DiceRowLayout {
  float text_px = 12;
  Rect message;            // the line of text
  Rect value;              // the value thrown, large, with a word under it
  std::vector<Rect> dice;  // where each die rests
};
DiceRowLayout dice_row_layout(const Layout& l, const RuleSet& r);

// The hints' switch and bar: available in every game (exact from a table, else estimated).
struct HintSwitch {
  bool available = false;
  bool on = false;
};

// Who throws the dice of the game on screen: the person (the Throw button), nobody in a
// live game (both pages derive every throw at once: a note says so where the button was,
// unless throwing is a choice there, as beside paying to enter),
// or, by link while the friend has the turn, nobody here (a Link button reopens the link).
// While the friend decides (LiveFriendsTurn, FriendsLink) this screen offers none of its
// choices before the throw either.
enum class ThrowBy { Player, Live, LiveFriendsTurn, FriendsLink };

struct GameControls {
  std::vector<Button> buttons;
  std::string throw_note;  // ThrowBy::Live: the words shown where the Throw button would be
  Rect throw_rect;
  Rect choice_panel;  // where the offered choices are listed (empty when none)
  int chip_pages = 1;  // the offered choices' pages (kChoiceMore shows the next one)
  Rect hint_bar;      // the win-chance bar with its caption (empty when hints are off)
  Rect message;       // the dice row's line of text (shortened when the bar shares it)
  Rect status_text;   // where the status line's words go (under its buttons, on a phone held upright)
};
// `offered`: the actions to offer as buttons (special actions before a throw, or the
// alternatives for the piece the person picked). Left of the help button, the sound's
// switch (a speaker; label "Sound on" / "Sound off") and its volume (opens the Sound
// dialog). With hints available, a Hints switch sits left of those; with hints on, the bar goes left of the dice, or on a
// narrow screen at the start of the dice row's line of text. Chips too many for a phone's
// room come a page at a time: chip_page (any number, taken modulo the pages) says which.
// hide_path: the path is on the board as one of the rule set's first games, so while a
// person chooses, "Hide the path" takes the idle Throw button's place.
GameControls game_controls(const Layout& l, const Controller& c, const std::vector<Action>& offered,
                           HintSwitch hints = {}, bool sound_on = true, ThrowBy throw_by = ThrowBy::Player,
                           int chip_page = 0, bool hide_path = false);

// The legal actions that move a piece from this board square (or enter, for the first
// square of the path when `pool` is set): what a tap on it may mean.
std::vector<Action> actions_at(const Controller& c, std::optional<BoardSquare> square, bool pool);

// ---- result screen
struct ResultLayout {
  Rect panel;
  float unit = 14;  // the panel's unit of text and spacing
  std::vector<Button> buttons;
};
// pixel_ratio: output pixels per CSS pixel; the buttons at least min_target_px tall.
ResultLayout result_layout(int width, int height, float pixel_ratio = 1);

// ---- overlays (how to play, keyboard help): a panel with a close button and scrolling
struct OverlayLayout {
  Rect panel, body;
  float text_px = 16;
  float small_px = 12;  // the cue under the body ("More below")
  std::vector<Button> buttons;
};
// pixel_ratio: device pixels per CSS pixel (a phone's 3), so text and the × keep their
// least sizes in CSS pixels.
OverlayLayout overlay_layout(int width, int height, float pixel_ratio = 1);

// ---- dialogs (a notice, a question): a compact panel sized to its text, with buttons
// side by side under it (the last one primary), centred on the screen.
struct DialogLayout {
  Rect panel, title, body;
  Rect field;  // a one-line text field under the body (with_field), else empty
  float title_px = 20, text_px = 16, line_h = 20;
  std::vector<Button> buttons;
};
// The body's text size: at least 16 CSS pixels (pixel_ratio device pixels each) and the
// screen's usual text size where that is larger, whatever the screen's size.
float dialog_text_px(int width, int height, float pixel_ratio);
// The body's width in pixels at that size, to wrap its text before the layout is made.
float dialog_body_width(int width, int height, float text_px);
// `lines` wrapped body lines at text_px (line_h apart); buttons: id and label. A dialog
// with a text field sits in the screen's top part, clear of a phone's keyboard. Given the
// font the labels are drawn in (label_font, at the size dialog_label_px), buttons whose
// labels would not fit side by side go two to a row, or one.
DialogLayout dialog_layout(int width, int height, float text_px, float line_h, int lines,
                           const std::vector<std::pair<int, std::string>>& buttons, bool with_field = false,
                           const FontMetrics* label_font = nullptr);
// The size a dialog's button labels are drawn at (before any shrinking to their room).
float dialog_label_px(float text_px);

// How a button's label is set (draw_button): this share of the button's height, shrunk
// to fit the button's width less kLabelMarginShare of its height.
inline constexpr float kLabelHeightShare = 0.46f, kLabelMarginShare = 0.4f;

}  // namespace ur

namespace ur {
// The actions offered before a throw besides throwing (tokens: pay to enter;
// jeu-royal: place without throwing), in the order of their buttons.
std::vector<Action> special_actions(const Controller& c);
}  // namespace ur
