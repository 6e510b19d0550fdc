// A live game against a friend over a direct connection (issue 15; the protocol is
// src/remote/, the signalling codes remote/live_signal.hpp, docs/remote.md "Live games"):
// the host's invitation link, the friend's answer, the connection, the game's messages
// both ways, and what the device keeps so that a fresh invitation takes the same game up
// again at the same point with the same dice after a page was closed or the connection
// lost. No SDL, no WebRTC: the platform's Transport (platform/live_bridge.cpp) makes the
// connection and hands back what happens on it; sdl_live.cpp draws the screens.
//
//   host:   start → Offering → (offer gathered) WaitingForAnswer → take_answer → Connecting
//   friend: open(invitation) → Answering → (answer gathered) AnswerReady
//   both:   (channel open) Connected ⇄ (closed or failed) Disconnected → reinvite → Offering …
//
// Anything refused (a damaged or foreign code, a forged message) changes nothing, in memory
// or in storage, and says why.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/record.hpp"
#include "remote/live_signal.hpp"
#include "remote/session.hpp"
#include "ui/saved_game.hpp"

namespace ur {

class LiveGame {
 public:
  enum class Phase { Offering, WaitingForAnswer, Answering, AnswerReady, Connecting, Connected, Disconnected };

  // The platform's side of the connection. Each call may answer later through
  // on_description / on_open / on_message / on_closed.
  struct Transport {
    std::function<void()> make_offer;                         // a new connection's offer
    std::function<void(const std::string& offer)> make_answer;   // the answer to an offer
    std::function<void(const std::string& answer)> take_answer;  // the answer to our offer
    std::function<bool(const std::string& text)> send;           // over the open channel
    std::function<void()> close;
    std::function<double()> now_ms;  // a monotonic clock (none: waits are not timed)
  };

  // How long the other side may leave this one waiting for its dice or its move before
  // the player is offered to leave, the game kept (docs/remote.md, "Stalls").
  static constexpr double kStallSeconds = 60;

  // A new game invited from this device (seed, id: fresh random ones unless given).
  static LiveGame start(const RuleSet& rules, Side me, std::string name, Storage storage, Transport transport,
                        std::optional<remote::Digest> seed = std::nullopt,
                        std::optional<remote::GameId> id = std::nullopt);
  struct Opened;
  // An invitation (a link with #live=CODE, or the code): a new game is joined (with
  // `seed` or a fresh one); a game kept here is taken up again where it was.
  static Opened open(std::string_view text, std::string name, Storage storage, Transport transport,
                     std::optional<remote::Digest> seed = std::nullopt);
  // A game kept on this device (kept_live_games), taken up from the start screen after
  // this page or both were closed: Disconnected, then at once a fresh invitation
  // (reinvite) for the friend, who takes it up with their own kept secret.
  static Opened take_up(const remote::GameId& id, std::string name, Storage storage, Transport transport);

  // The host: the friend's answer (a link or the code). "" taken (connecting), else why not.
  std::string take_answer(std::string_view text);
  // A fresh invitation for this game (after the connection was lost): Offering again.
  void reinvite();

  // From the platform: the local description gathered (offer or answer), "" or why it
  // cannot be used; the channel open; a message; the connection closed or failed.
  std::string on_description(const std::string& sdp);
  void on_open();
  // "" applied (or an old message already applied, repeated after a reconnection), else
  // the reason it was refused (and kept in refusals()). A message at odds with what was
  // already played (another move under a number already played, a second, different
  // answer, a new invitation to this game) stops the game: see stopped().
  std::string on_message(const std::string& text);
  // Why the game was stopped ("" it was not): the friend's page sent a different history.
  // The game is kept as far as both agreed, and no move is taken after it.
  const std::string& stopped() const { return stopped_; }
  void on_closed(const std::string& why);

  // Another game with the same friend over the same connection, once this one is over:
  // this side asks (a new game's Invite, sent over the channel; sides swapped); the other
  // sees the offer and accepts (its Accept sent back), and both play the new game, kept
  // as any live game. Both asking at once: the offer with the smaller game id is the one
  // played, on both. "" asked or accepted, else why not.
  enum class Rematch { None, Asked, Offered };
  std::string ask_rematch(std::optional<remote::Digest> seed = std::nullopt);
  std::string accept_rematch(std::optional<remote::Digest> seed = std::nullopt);
  Rematch rematch() const;
  // The side this device plays in the game offered or asked for.
  Side rematch_side() const { return opponent(me()); }

  // This side plays legal action number `choice`, or the action: "" or why not.
  std::string play(int choice);
  std::string play(const Action& action);

  Phase phase() const { return phase_; }
  const remote::Session& session() const { return session_; }
  Side me() const { return session_.me(); }
  const RuleSet& rules() const { return session_.ledger().rules(); }
  const State& state() const { return session_.state(); }
  const std::vector<Step>& steps() const { return session_.ledger().steps(); }
  const remote::GameId& id() const { return session_.ledger().setup().id; }
  bool my_turn() const { return session_.my_decision(); }
  bool over() const { return session_.ledger().waiting() == remote::Waiting::Over; }
  bool resumed() const { return resumed_; }
  // The invitation (host) or the answer (friend) as a link: page + "#live=" + code ("" not ready).
  std::string code() const { return code_; }
  std::string link(std::string_view page) const;
  // The other player's name as they gave it ("" unknown), and as shown ("your friend").
  const std::string& opponent_name() const { return opponent_; }
  std::string opponent_shown() const;
  // What to tell the player now: the connection, whose turn it is.
  std::string status() const;
  // While this side waits for the other's dice or move, connected: what it waits for and
  // for how long (seconds); nullopt when it is not waiting on the other side.
  struct Wait {
    bool dice = false;  // the other side's value for the throw (else its move)
    double seconds = 0;
  };
  std::optional<Wait> waiting() const;
  // Waited kStallSeconds or more: the player may leave_stalled().
  bool stalled() const;
  // Leaves a game whose friend stopped answering: the connection closed, the game kept
  // for a new invitation, and its record says which side stopped answering.
  void leave_stalled();
  // The record of the game as this device holds it: players, the remote tags, both keys
  // and every signature over the moves, and an `event` saying how it stopped (if it did).
  GameRecord record() const;
  std::string connection_text() const;
  const std::vector<std::string>& refusals() const { return refusals_; }
  const std::string& problem() const { return problem_; }  // the connection's last trouble ("" none)
  const std::string& storage_problem() const { return storage_problem_; }

 private:
  LiveGame(remote::Session session, std::string name, Storage storage, Transport transport)
      : session_(std::move(session)), name_(std::move(name)), storage_(std::move(storage)), transport_(std::move(transport)) {}
  void keep();
  void flush();
  // A message for another game once this one is over: a rematch's Invite or Accept.
  // nullopt: not one (the game's own refusal stands); "" taken; else why refused.
  std::optional<std::string> rematch_message(const std::string& text);
  void switch_to(remote::Session next);
  void progressed();  // something happened in the game: a wait starts afresh
  void restore_notes();  // a kept game's stop or stall, as kept
  void stop(std::string why);
  double now() const { return transport_.now_ms ? transport_.now_ms() : 0; }

  remote::Session session_;
  std::string name_, opponent_;
  Storage storage_;
  Transport transport_;
  Phase phase_ = Phase::Offering;
  bool resumed_ = false;
  bool inviting_ = false;            // this device made the invitation now being answered
  std::string first_message_;        // a new game's Invite or Accept, carried by the code
  std::string code_;                 // the invitation or answer made here
  std::vector<std::string> pending_;  // messages to send once the channel is open
  std::vector<std::string> recent_;   // the last messages sent: sent again on reconnecting
  std::vector<std::string> refusals_;
  std::string problem_;
  std::string storage_problem_;
  std::optional<remote::Session> rematch_asked_;  // the new game this side invited to
  std::string rematch_offer_;                    // the friend's Invite for a new game
  std::string stopped_;                          // why the game was stopped ("" it was not)
  remote::SdpEssentials taken_sdp_{};                // the host: the answer taken (a second device's is refused)
  std::string note_;                             // how the game ended, when it did not (the record's event)
  double progress_ms_ = 0;                       // when the game last moved on
};

struct LiveGame::Opened {
  std::optional<LiveGame> game;
  std::string title, error;  // refused: a title and the reason, for a notice
  bool ok() const { return game.has_value(); }
};

// The storage names of a live game: "live.<game id hex>.<what>" (seed, link, sent, friend).
std::string live_storage_name(const remote::GameId& id, std::string_view what);

// The live games kept on this device that are not over, the one played last first (at
// most the last eight played are remembered), as the start screen offers them. A kept
// game that cannot be read is left out (taking it up would say why).
struct KeptLiveGame {
  remote::GameId id{};
  RuleSet rules;
  std::string opponent;    // as given ("" unknown)
  int turn = 0;            // the turn it stopped at, from 1
};
std::vector<KeptLiveGame> kept_live_games(const Storage& storage);

}  // namespace ur
