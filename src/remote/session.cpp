// A player's side of a remote game (session.hpp).
#include "remote/session.hpp"

#include <algorithm>

namespace ur::remote {

std::string_view guarantee_text(Mode mode) {
  if (mode == Mode::Live)
    return "Fair dice: every throw is made from both players' secret values, each fixed before the game "
           "began and shown only once the move before the throw is made. Neither player can choose a throw "
           "or know it in advance.";
  return "Fair dice, by link: every throw is made from both players' secret values, fixed before the game "
         "began, so neither player can choose a throw, and neither can know the other's throws in advance. "
         "But whoever plays a turn can see all of that turn's throws as soon as it begins: a throw earned "
         "by a rosette or a capture, and the throw after choosing to pay or to place before throwing, are "
         "known before the choice that leads to them.";
}

namespace {

// A correspondence link is sent when its signer's turn is over, so the turn it ends in (the
// other side's, just begun) holds no decision yet: one there was made for the other side by
// the signer. (Live links are the device's own copy, taken as the game went.)
std::string foreign_decisions(const Ledger& l, Side signer) {
  if (l.setup().mode != Mode::Correspondence) return "";
  for (int i = l.decisions() - 1; i >= 0 && l.decision_turn(i) == l.state().turn; --i)
    if (l.decider(i) != signer)
      return "forged link: " + side_title(signer) + " signed a decision for " + side_title(l.decider(i)) + ", " +
             l.decision_text(i) + ": only each side decides its own moves (refused)";
  return "";
}

// A link's signatures over the moves: each one holds, the signer's covers all of them,
// and every decision of a side is covered by that side's own signature. A link from before
// signed moves has none: only this device's own copy of such a game is taken (`mine`),
// where only the turn in progress can be checked (foreign_decisions); another device's is
// refused, or a cheat would strip the signatures to be checked less.
std::string check_moves_signatures(const Link& link, const Ledger& l, std::optional<Side> mine) {
  const Side signer = *link.signer;
  if (!link.moves_signature[signer]) {
    if (mine == signer) return foreign_decisions(l, signer);
    return "a link without signed moves, from an older version of the game: your friend should reload the page" +
           std::string(l.decisions() == 0 ? " and invite you again" : "");
  }
  for (const Side s : {kLight, kDark})
    if (link.moves_signature[s] && !moves_signature_ok(l, *link.moves_signature[s], *link.key[s]))
      return "forged link: " + side_title(s) + "'s signature over the first " + std::to_string(link.moves_signature[s]->moves) +
             " moves does not hold: they were changed (refused)";
  if (link.moves_signature[signer]->moves != static_cast<std::uint32_t>(l.decisions()))
    return "forged link: " + side_title(signer) + " signed " + std::to_string(link.moves_signature[signer]->moves) +
           " of its " + std::to_string(l.decisions()) + " moves (refused)";
  const Side other = opponent(signer);
  const std::uint32_t covered = link.moves_signature[other] ? link.moves_signature[other]->moves : 0;
  for (int i = static_cast<int>(covered); i < l.decisions(); ++i)
    if (l.decider(i) == other)
      return "forged link: " + side_title(signer) + " signed a decision for " + side_title(other) + ", " + l.decision_text(i) +
             ", which " + side_title(other) + " never signed: only each side decides its own moves (refused)";
  return "";
}

}  // namespace

// Out of line on purpose: GCC 12.2 at -O3, inlining this constructor into join()'s
// correspondence branch, lost the assignment below (the joiner's own key stayed empty, so
// its first link went out unsigned by a known key and was refused). Found by
// unit-remote-protocol in the native-release build; ASan/UBSan builds never showed it.
Session::Session(Side me, const Chain& chain, Ledger ledger) : me_(me), chain_(chain), ledger_(std::move(ledger)) {
  keys_[me] = chain_.public_key();
}

Session Session::invite(const RuleSet& rules, Mode mode, Side me, const Chain& chain, const GameId& id) {
  Ledger ledger(Setup{rules, mode, id, me});
  ledger.commit(me, chain.commitment());
  Session s(me, chain, std::move(ledger));
  if (mode == Mode::Live) {
    Message m;
    m.kind = MessageKind::Invite;
    m.game = id;
    m.from = me;
    m.rules = rules;
    m.mode = mode;
    m.digest = chain.commitment();
    m.key = chain.public_key();
    s.outbox_.push_back(encode_message(m));
  }
  return s;
}

std::string Session::link_code() const {
  Link l = link_of(ledger_);
  for (const Side s : {kLight, kDark})
    if (l.commit[s]) l.key[s] = keys_[s] ? *keys_[s] : PublicKey{};
  l.moves_signature[me_] = sign_moves(ledger_, ledger_.decisions(), chain_);
  const Side other = opponent(me_);
  if (!signed_[other].empty() && l.key[other]) l.moves_signature[other] = signed_[other].back();
  return encode_link(signed_link(std::move(l), me_, chain_));
}

void Session::keep_signature(Side s, const MovesSignature& m) {
  if (signed_[s].empty() || signed_[s].back().moves < m.moves) signed_[s].push_back(m);
}

SessionJoin Session::join(std::string_view invitation, const Chain& chain) {
  const MessageDecode msg = decode_message(invitation);
  if (msg.ok()) {
    const Message& m = *msg.message;
    if (m.kind != MessageKind::Invite) return {std::nullopt, "this message is not an invitation to a game"};
    if (m.mode != Mode::Live) return {std::nullopt, "a correspondence game is joined by its link, not by a message"};
    const Side me = opponent(m.from);
    Ledger ledger(Setup{m.rules, m.mode, m.game, m.from});
    ledger.commit(m.from, m.digest);
    ledger.commit(me, chain.commitment());
    Session s(me, chain, std::move(ledger));
    s.keys_[m.from] = m.key;
    Message accept;
    accept.kind = MessageKind::Accept;
    accept.game = m.game;
    accept.from = me;
    accept.digest = chain.commitment();
    accept.key = chain.public_key();
    s.outbox_.push_back(encode_message(accept));
    s.reveal_due();
    return {std::move(s), ""};
  }
  const LinkDecode link = decode_link(invitation);
  if (!link.ok()) {
    // Say what was wrong with the kind of text it looks like.
    const bool looks_like_link = invitation.find('#') != std::string_view::npos ||
                                 msg.error.find("correspondence link") != std::string::npos;
    return {std::nullopt, looks_like_link ? link.error : msg.error};
  }
  const Link& l = *link.link;
  if (l.setup.mode != Mode::Correspondence)
    return {std::nullopt, "a live game is joined by its invitation message, not by a link"};
  const Side me = opponent(l.setup.inviter);
  if (l.commit[me]) return {std::nullopt, "this game already has two players: open it on the device that joined it"};
  if (l.signer != l.setup.inviter || !link_signature_ok(l))
    return {std::nullopt, "this invitation is not signed by the side that invited: it was changed on its way, or forged"};
  LedgerBuild built = ledger_of(l);
  if (!built.ok()) return {std::nullopt, built.error};
  if (const std::string e = check_moves_signatures(l, *built.ledger, std::nullopt); !e.empty()) return {std::nullopt, e};
  built.ledger->commit(me, chain.commitment());
  Session s(me, chain, std::move(*built.ledger));
  s.keys_[l.setup.inviter] = l.key[l.setup.inviter];
  s.reveal_due();
  return {std::move(s), ""};
}

SessionJoin Session::resume(std::string_view code, const Chain& chain) {
  const LinkDecode link = decode_link(code);
  if (!link.ok()) return {std::nullopt, link.error};
  const Link& l = *link.link;
  std::optional<Side> me;
  for (const Side s : {kLight, kDark})
    if (l.commit[s] == chain.commitment()) me = s;
  if (!me) return {std::nullopt, "this device's secret is not one of this game's players: the game cannot be taken up here"};
  if (!link_signature_ok(l) || l.key[*me] != chain.public_key())
    return {std::nullopt, "this link is not signed by one of its players: it was changed, or forged"};
  LedgerBuild built = ledger_of(l);
  if (!built.ok()) return {std::nullopt, built.error};
  if (const std::string e = check_moves_signatures(l, *built.ledger, *me); !e.empty()) return {std::nullopt, e};
  Session s(*me, chain, std::move(*built.ledger));
  s.keys_ = l.key;
  for (const Side side : {kLight, kDark})
    if (l.moves_signature[side]) s.keep_signature(side, *l.moves_signature[side]);
  s.reveal_due();
  return {std::move(s), ""};
}

void Session::reveal_due() {
  // Live: one value per throw, as each throw comes due (the throw-off can need several in
  // a row). Correspondence: this side's value for the turn being played.
  for (;;) {
    const Waiting w = ledger_.waiting();
    if (w == Waiting::Over || w == Waiting::ChainEnd || w == Waiting::Commitment) return;
    const int due = ledger_.due_round();
    if (due <= ledger_.revealed(me_) || due > kChainLength) return;
    const Digest v = chain_.value(due);
    if (!ledger_.reveal(me_, due, v).empty()) return;  // never happens: our own chain, a due round
    if (ledger_.setup().mode == Mode::Live) {
      Message m;
      m.kind = MessageKind::Reveal;
      m.game = ledger_.setup().id;
      m.from = me_;
      m.number = static_cast<std::uint32_t>(due);
      m.digest = v;
      outbox_.push_back(encode_message(m));
    }
  }
}

std::string Session::play(int choice) {
  if (ledger_.waiting() == Waiting::Decision && ledger_.state().side != me_)
    return "it is " + side_title(ledger_.state().side) + "'s move, not yours";
  const State before = ledger_.state();
  const int number = ledger_.decisions();
  const std::string e = ledger_.decide(me_, number, choice,
                                       before.phase == Phase::Move ? before.throw_outcome : -1);
  if (!e.empty()) return e;
  const MovesSignature sig = sign_moves(ledger_, ledger_.decisions(), chain_);
  keep_signature(me_, sig);
  if (ledger_.setup().mode == Mode::Live) {
    Message m;
    m.kind = MessageKind::SignedMove;
    m.signature = sig.signature;
    m.game = ledger_.setup().id;
    m.from = me_;
    m.number = static_cast<std::uint32_t>(number);
    m.choice = static_cast<std::uint32_t>(choice);
    m.throw_outcome = before.phase == Phase::Move ? before.throw_outcome : Message::kNoThrow;
    outbox_.push_back(encode_message(m));
  }
  reveal_due();
  return "";
}

std::vector<std::string> Session::take_outbox() {
  std::vector<std::string> out;
  out.swap(outbox_);
  return out;
}

std::string Session::receive(std::string_view text) {
  if (ledger_.setup().mode == Mode::Live) {
    const MessageDecode m = decode_message(text);
    if (!m.ok()) return m.error;
    return receive_message(*m.message);
  }
  const LinkDecode l = decode_link(text);
  if (!l.ok()) return l.error;
  return receive_link(*l.link);
}

std::string Session::receive_message(const Message& m) {
  if (m.game != ledger_.setup().id) return "a message from another game: refused";
  if (m.from == me_) return "a message that claims to come from your own side (" + side_title(me_) + "): refused";
  std::string e;
  switch (m.kind) {
    case MessageKind::Invite:
      return "an invitation to a game already under way: refused";
    case MessageKind::Accept:
      if (ledger_.commitment(m.from)) return side_title(m.from) + " has already joined this game: a second acceptance is refused";
      e = ledger_.commit(m.from, m.digest);
      if (e.empty()) keys_[m.from] = m.key;
      break;
    case MessageKind::Move:  // never decoded (decode_message refuses unsigned moves)
    case MessageKind::SignedMove: {
      Ledger next = ledger_;
      e = next.decide(m.from, static_cast<int>(m.number), static_cast<int>(m.choice),
                      m.throw_outcome == Message::kNoThrow ? -1 : m.throw_outcome);
      if (!e.empty()) break;
      const MovesSignature sig{static_cast<std::uint32_t>(next.decisions()), m.signature};
      if (!keys_[m.from] || !moves_signature_ok(next, sig, *keys_[m.from]))
        return "forged move: move " + std::to_string(m.number + 1) + " is not signed by " + side_title(m.from) +
               "'s key (refused)";
      ledger_ = std::move(next);
      keep_signature(m.from, sig);
      break;
    }
    case MessageKind::Reveal:
      e = ledger_.reveal(m.from, static_cast<int>(m.number), m.digest);
      break;
  }
  if (!e.empty()) return e;
  reveal_due();
  return "";
}

std::string Session::receive_link(const Link& l) {
  const Setup& mine = ledger_.setup();
  const Side other = opponent(me_);
  if (l.setup.id != mine.id || l.setup.mode != mine.mode || l.setup.inviter != mine.inviter ||
      l.setup.rules.id != mine.rules.id || l.setup.rules.pieces != mine.rules.pieces ||
      l.commit[me_] != ledger_.commitment(me_) ||
      (ledger_.commitment(other) && l.commit[other] != ledger_.commitment(other)))
    return "a link from another game: it is not the game you are playing here (refused)";
  if (l.key[me_] != keys_[me_] || (keys_[other] && l.key[other] != keys_[other]))
    return "a link from another game: its players' keys are not this game's (refused)";
  if (l.signer != other || !link_signature_ok(l))
    return "a link not signed by " + side_title(other) + ": it was changed on its way, or forged (refused)";
  LedgerBuild built = ledger_of(l);
  if (!built.ok()) return built.error;
  const Ledger& next = *built.ledger;
  const int held = ledger_.decisions(), got = next.decisions();
  const bool fewer_reveals = next.revealed(kLight) < ledger_.revealed(kLight) || next.revealed(kDark) < ledger_.revealed(kDark);
  for (int i = 0; i < std::min(held, got); ++i)
    if (next.choices()[static_cast<std::size_t>(i)] != ledger_.choices()[static_cast<std::size_t>(i)])
      return "this link does not continue the game held here: it differs at move " + std::to_string(i + 1);
  if (got < held)
    return "an older link of this game: it holds " + std::to_string(got) + " moves, the game here has " +
           std::to_string(held) + " (open the newest link)";
  // The same point of the game (a page reloaded with the link it was opened with): nothing new.
  if (got == held && fewer_reveals && next.steps().size() <= ledger_.steps().size()) return "";
  if (fewer_reveals) return "this link does not continue the game held here: it drops values already revealed";
  // A link adds only its signer's decisions: a move, a choice before the throw or any other
  // decision for this side is this side's alone, whoever signs the link.
  for (int i = held; i < got; ++i)
    if (next.decider(i) == me_)
      return "forged link: it makes a decision for your side (" + side_title(me_) + "), " + next.decision_text(i) +
             ": only you decide your own moves (refused, the game is unchanged)";
  if (const std::string e = check_moves_signatures(l, next, std::nullopt); !e.empty()) return e;
  if (l.moves_signature[me_] && l.moves_signature[me_]->moves > static_cast<std::uint32_t>(held))
    return "forged link: it claims you signed " + std::to_string(l.moves_signature[me_]->moves) + " moves; you made " +
           std::to_string(held) + " (refused)";
  if (next.revealed(me_) > ledger_.revealed(me_))
    return "forged link: it reveals your own values beyond those you revealed";
  ledger_ = next;
  keys_[other] = l.key[other];
  keep_signature(other, *l.moves_signature[other]);
  reveal_due();
  return "";
}

}  // namespace ur::remote
