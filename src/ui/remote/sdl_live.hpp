// Live play (sdl_live.cpp, sdl_live_panel.cpp): a service of the shell that outlives any
// screen. It holds the live game on screen (live.hpp), the platform's connection, the
// start screen's Continue for the live game kept last, an invitation asked about in the
// middle of another game and the QR code of a link; the game is shown on the ordinary game
// screen, every choice of the person played through it (take) and the board then shown
// again from its steps, so nothing but the live game is ever on the board.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "core/record.hpp"
#include "ui/remote/live.hpp"
#include "ui/remote/qr_code.hpp"
#include "ui/screens.hpp"

namespace ur {

class App;

// The platform's connection (none: live games are not offered here).
struct LiveHooks {
  bool available = false;
  LiveGame::Transport transport;
};

class LivePlay {
 public:
  explicit LivePlay(App& app) : app_(app) {}

  void set_hooks(LiveHooks hooks);
  const LiveHooks& hooks() const { return hooks_; }
  // The live game on screen (none: not one).
  LiveGame* game() const { return game_.get(); }
  // Its buttons (false: not one of its), the person's choice played through it.
  bool button(int id);
  bool take(const Action& a);
  // kind: 1 description gathered, 2 open, 3 message, 4 closed, 5 failed, 6 a link opened.
  void event(int kind, const std::string& text);
  // A live invitation or answer opened (the page's #live=, a paste, a drop).
  void open_link(const std::string& text, const std::string& from);
  // The name asked (remote/sdl_name_entry.cpp), then: the invitation made (host) or
  // answered (guest).
  void invite();
  void join(const std::string& text, const std::string& from);
  // The start screen's Continue for the live game kept last (none where live games are
  // not played), its words made again (a new language, a game left or over).
  void refresh_continue();
  // Another game starts here: the live one's connection closes (it stays kept), unless it
  // is the live game's own steps being shown.
  void game_started();
  // Each frame on the game screen: the friend's moves shown, the stall told.
  void follow();
  // The status line of the game screen (none: no live game on screen).
  std::optional<std::string> status() const;
  // Where the Throw button would be in a live game: the dice throw themselves there.
  void draw_throw_note(const GameControls& g) const;
  // The invitation or answer as a QR code over the panel (false: not shown); a click or a
  // tap closes it.
  bool draw_qr();
  bool qr_click();
  // The record of the live game when `steps` are its steps (with its dice's proof and the
  // signatures over its moves), else none.
  std::optional<GameRecord> record_of(const RuleSet& rules, const std::vector<Step>& steps) const;
  void json(std::string& out) const;  // ",\"live\":{...}" (nothing without a live game)
  void show_panel(const std::string& note = "");

 private:
  void start();  // asks the player's name first, then invite
  void play_again();
  void show_rematch_started();
  void continue_kept();
  void show_game();

  App& app_;
  LiveHooks hooks_;
  std::shared_ptr<LiveGame> game_;
  std::optional<remote::GameId> kept_;  // the kept live game Continue takes up
  bool showing_ = false;                // the live game's steps are being shown (start_game)
  std::uint64_t shown_steps_ = 0;       // the live game's steps on the board
  bool qr_ = false;                     // the QR code of the link is shown
  bool stall_shown_ = false;            // the panel was opened for the friend's stall
  std::string pending_invitation_, pending_invitation_from_;  // another game's invitation, asked about
  std::string qr_text_;                 // the text of the QR code made last
  std::optional<QrMatrix> qr_matrix_;
};

}  // namespace ur
