// One player's side of a remote game (docs/remote.md): its secret chain and the ledger,
// revealing its own values exactly when they are due, checking everything the other side
// sends. Live play exchanges messages (take_outbox / receive); correspondence play passes
// the whole game back and forth as a link (link_code / receive). No I/O: the UI and the
// WebRTC bridge carry the texts.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "remote/ledger.hpp"
#include "remote/wire.hpp"

namespace ur::remote {

struct SessionJoin;

class Session {
 public:
  // A new game: `me` invites and commits first. Live: the Invite message is in the
  // outbox; correspondence: link_code() is the invitation.
  static Session invite(const RuleSet& rules, Mode mode, Side me, const Chain& chain, const GameId& id);
  // The invited side, from an invitation (a live Invite message or a correspondence link).
  static SessionJoin join(std::string_view invitation, const Chain& chain);
  // A game taken up again on a device that played it: from the code of its newest link
  // (correspondence, or a live game's link_code() kept while playing) and this side's
  // secret (Chain(seed)); the side is the one whose commitment the chain matches. The
  // same values, so the same throws: leaving and coming back changes no throw.
  static SessionJoin resume(std::string_view code, const Chain& chain);

  // This side's secret seed: what the device keeps to go on with the game (never sent).
  const Digest& secret_seed() const { return chain_.seed(); }

  Side me() const { return me_; }
  const Ledger& ledger() const { return ledger_; }
  const State& state() const { return ledger_.state(); }
  // Whether this side has to choose now (legal_actions(rules, state) are the options).
  bool my_decision() const { return ledger_.waiting() == Waiting::Decision && ledger_.state().side == me_; }

  // Plays legal action number `choice` (index into legal_actions). "" or why not.
  std::string play(int choice);
  // A message (live) or a link (correspondence) from the other side: applied, or refused
  // with the reason and the game left exactly as it was.
  std::string receive(std::string_view text);

  // Live: the messages to send, in order (each taken once).
  std::vector<std::string> take_outbox();
  // Correspondence: the code of the whole game so far (a link is page + "#g=" + code),
  // with both sides' signing keys and signed by this side.
  std::string link_code() const;
  // Each side's signing key (once known) and every signature over the moves this device
  // made or received, in order: what a record needs to prove who made each move.
  const std::array<std::optional<PublicKey>, 2>& keys() const { return keys_; }
  const std::array<std::vector<MovesSignature>, 2>& moves_signatures() const { return signed_; }

 private:
  Session(Side me, const Chain& chain, Ledger ledger);
  void reveal_due();
  std::string receive_message(const Message& m);
  std::string receive_link(const Link& link);

  Side me_;
  Chain chain_;
  Ledger ledger_;
  std::array<std::optional<PublicKey>, 2> keys_{};  // each side's signing key, once known
  std::array<std::vector<MovesSignature>, 2> signed_{};
  void keep_signature(Side s, const MovesSignature& m);
  std::vector<std::string> outbox_;
};

struct SessionJoin {
  std::optional<Session> session;
  std::string error;
  bool ok() const { return session.has_value(); }
};

// What the players should know about the dice in this mode (for the UI to show).
std::string_view guarantee_text(Mode mode);

}  // namespace ur::remote
