// A correspondence game by link on this device (issue 15; the protocol is src/remote/,
// docs/remote.md): starting one, opening a link or a pasted code (the friend's first link
// joins, a later one resumes), playing this side's turn, and what the device keeps so a
// player can come back days later: this side's secret seed, the newest link of the game
// and the last link opened, in Storage (the browser's local storage, the desktop's data
// folder) under the game's id. No SDL: sdl_correspondence.cpp draws it.
//
// Anything refused (a forged or older link, another game's, a damaged code, a game this
// device holds no secret for) changes nothing, in memory or in storage.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/record.hpp"
#include "remote/session.hpp"
#include "ui/controller.hpp"
#include "ui/saved_game.hpp"

namespace ur {

class Correspondence {
 public:
  // Storage names: "link.<game id hex>.seed" (this side's secret, hex), ".link" (the
  // newest code of the game, as this side last made or took it), ".opened" (the last
  // code opened from the friend: reloading the page with it again is no news).
  static std::string storage_name(const remote::GameId& id, std::string_view what);

  // A new game invited from this device (seed, id: fresh random ones unless given).
  static Correspondence start(const RuleSet& rules, Side me, Storage storage,
                              std::optional<remote::Digest> seed = std::nullopt,
                              std::optional<remote::GameId> id = std::nullopt);

  struct Opened;
  // A link or code (the page address with #g=CODE, or the code alone) opened on this
  // device: the friend's invitation joins (with `seed` or a fresh one), a link of a game
  // kept here resumes it and takes the friend's new moves.
  static Opened open(std::string_view text, Storage storage, std::optional<remote::Digest> seed = std::nullopt);

  // Plays legal action number `choice` (legal_actions of the state): "" or why not.
  std::string play(int choice);
  // The same for an action (it must be one of the legal ones).
  std::string play(const Action& action);

  const remote::Session& session() const { return session_; }
  Side me() const { return session_.me(); }
  const RuleSet& rules() const { return session_.ledger().rules(); }
  const State& state() const { return session_.state(); }
  const std::vector<Step>& steps() const { return session_.ledger().steps(); }
  bool my_turn() const { return session_.my_decision(); }
  bool over() const { return session_.ledger().waiting() == remote::Waiting::Over; }
  // The code of the game now (signed by this side), and the link: page + "#g=" + code.
  std::string code() const { return session_.link_code(); }
  std::string link(std::string_view page) const;
  // What to tell the player now: whose move it is, what the game waits for.
  std::string status() const;
  // A storage write that failed ("" none): the game goes on, but will not survive a reload.
  const std::string& storage_problem() const { return storage_problem_; }

 private:
  Correspondence(remote::Session session, Storage storage) : session_(std::move(session)), storage_(std::move(storage)) {}
  void keep(const std::string& opened = "");

  remote::Session session_;
  Storage storage_;
  std::string storage_problem_;
};

struct Correspondence::Opened {
  std::optional<Correspondence> game;
  bool joined = false;  // this device joined the game now (the friend's invitation)
  bool news = false;    // the link brought the friend's moves (else the game as kept)
  // Refused: a title and the reason, for a notice.
  std::string title;
  std::string error;
  bool ok() const { return game.has_value(); }
};

// Whether a pasted or dropped text is meant as a game link (rather than a record): an
// address with #g=, or a code alone.
bool looks_like_game_link(std::string_view text);

// A remote game (by link or live) as the board shows it after `steps`: the steps, and the
// last throw's dice lying as thrown (binary dice: the first `outcome` marked; a d6: the face).
Controller::Resume resume_of(const RuleSet& rules, const std::vector<Step>& steps, std::uint64_t dice_generator);

}  // namespace ur
