// Remote play's protocol (docs/remote.md): messages and links round-trip; every forgery —
// a forged move, an altered throw, a forged, reused or early reveal, a message out of turn,
// a message or link from another game, an older link — is refused with its reason and
// leaves the game exactly as it was; malformed texts are refused with a sentence.
#include "unit-remote-support.hpp"

using namespace ur;
using namespace ur::remote;
using namespace ur::test;

namespace {

// A live finkel game between host (light) and guest (dark), played to a decision of the
// guest's with a throw in hand.
LivePair live_game_at_guest_move(std::uint64_t seed) {
  LivePair p = LivePair::start(*find_rule_set("finkel"), kLight, seed);
  std::uint64_t rng = seed;
  for (int i = 0; i < 400; ++i) {
    p.pump();
    if (p.guest.my_decision() && p.guest.state().phase == Phase::Move && p.guest.ledger().decisions() >= 4) return p;
    Session* m = p.mover();
    REQUIRE(m);
    REQUIRE(m->play(random_choice(*m, rng)).empty());
  }
  FAIL("no decision of the guest's");
  return p;
}

Message decoded(const std::string& text) {
  const MessageDecode d = decode_message(text);
  REQUIRE_MESSAGE(d.ok(), d.error);
  return *d.message;
}

}  // namespace

TEST_CASE("remote protocol: every kind of message round-trips") {
  Message m;
  m.game = game_id_of(3);
  for (const MessageKind k : {MessageKind::Invite, MessageKind::Accept, MessageKind::SignedMove, MessageKind::Reveal}) {
    m.kind = k;
    m.from = k == MessageKind::Accept ? kDark : kLight;
    m.rules = find_rule_set("jeu-royal")->with_pieces(3);
    m.mode = Mode::Correspondence;
    m.digest = digest_of(9);
    m.number = k == MessageKind::Reveal ? 300 : 70000;
    m.choice = 5;
    m.throw_outcome = k == MessageKind::SignedMove ? 3 : Message::kNoThrow;
    m.signature = {};
    m.signature[5] = 77;
    const std::string text = encode_message(m);
    const Message back = decoded(text);
    CHECK(encode_message(back) == text);
    CHECK(back.kind == k);
    CHECK(back.game == m.game);
    CHECK(back.from == m.from);
    if (k == MessageKind::Invite) {
      CHECK(back.rules.id == RuleSetId::JeuRoyal);
      CHECK(back.rules.pieces == 3);
      CHECK(back.mode == Mode::Correspondence);
    }
    if (k != MessageKind::SignedMove) CHECK(back.digest == m.digest);
    else CHECK((back.number == 70000 && back.choice == 5 && back.throw_outcome == 3 && back.signature == m.signature));
  }
  // A move in the format of before signed moves (an older page) is refused as such.
  m.kind = MessageKind::Move;
  CHECK(contains(decode_message(encode_message(m)).error, "from an older version of the game"));
}

TEST_CASE("remote protocol: malformed messages and links are refused with a reason") {
  Message m;
  m.kind = MessageKind::Reveal;
  m.game = game_id_of(4);
  m.number = 12;
  m.digest = digest_of(4);
  const std::string good = encode_message(m);
  CHECK(contains(decode_message("").error, "empty"));
  // A live message is never copied by hand: its damage is the connection's.
  CHECK(contains(decode_message(good.substr(0, good.size() - 3)).error, "came damaged over the connection"));
  CHECK_FALSE(contains(decode_message(good.substr(0, good.size() - 3)).error, "copy it again"));
  CHECK(contains(decode_message(good + "%").error, "does not belong"));
  std::string flipped = good;
  flipped[10] = flipped[10] == 'A' ? 'B' : 'A';
  CHECK(contains(decode_message(flipped).error, "checksum"));
  // A newer format is named as such.
  auto rewrap = [](std::vector<std::uint8_t> body) {
    const Digest d = sha256(body);
    body.insert(body.end(), d.begin(), d.begin() + 4);
    return to_base64url(body);
  };
  std::vector<std::uint8_t> body = *from_base64url(good);
  REQUIRE(body.size() > 4);
  body.erase(body.end() - 4, body.end());  // the checksum (resize() here misleads GCC 12 at -O1)
  std::vector<std::uint8_t> v2 = body;
  v2[0] = 2;
  CHECK(contains(decode_message(rewrap(v2)).error, "newer version"));
  std::vector<std::uint8_t> kind9 = body;
  kind9[1] = 9;
  CHECK(contains(decode_message(rewrap(kind9)).error, "unknown kind 9"));
  std::vector<std::uint8_t> longer = body;
  longer.push_back(0);
  CHECK(contains(decode_message(rewrap(longer)).error, "1 bytes follow its end"));
  std::vector<std::uint8_t> round0 = body;
  round0[19] = 0;  // version, kind, 16 id bytes, sender, then the round
  CHECK(contains(decode_message(rewrap(round0)).error, "round 0 is outside"));
  // A link is not a message, and a message is not a link.
  CorrespondencePair c = CorrespondencePair::start(*find_rule_set("finkel"), kLight, 4);
  CHECK(contains(decode_message(c.links[0]).error, "correspondence link, not a live message"));
  CHECK(contains(decode_link(good).error, "live message, not a correspondence link"));
  CHECK(contains(decode_link("https://example.org/ur/#rules=finkel").error, "no 'g='"));
}

TEST_CASE("remote protocol: links round-trip, as a code and inside an address") {
  CorrespondencePair c = CorrespondencePair::start(*find_rule_set("tokens"), kDark, 5);
  std::uint64_t rng = 5;
  for (int i = 0; i < 12 && c.exchange(rng); ++i) {
  }
  for (const std::string& code : c.links) {
    const LinkDecode d = decode_link(code);
    REQUIRE_MESSAGE(d.ok(), d.error);
    CHECK(encode_link(*d.link) == code);
    const std::string address = link_address("https://example.org/ur/?x=1#old", *d.link);
    CHECK(address == "https://example.org/ur/?x=1#g=" + code);
    const LinkDecode again = decode_link(address);
    REQUIRE(again.ok());
    CHECK(encode_link(*again.link) == code);
    // The ledger rebuilt from the link gives the same link.
    const LedgerBuild b = ledger_of(*d.link);
    REQUIRE_MESSAGE(b.ok(), b.error);
    Link again_of_ledger = link_of(*b.ledger);  // the ledger has no keys: the session adds them and signs
    again_of_ledger.key = d.link->key;
    again_of_ledger.moves_signature = d.link->moves_signature;
    again_of_ledger.signer = d.link->signer;
    again_of_ledger.signature = d.link->signature;
    CHECK(encode_link(again_of_ledger) == code);
    // Every link a player sends is signed by that player.
    CHECK(link_signature_ok(*d.link));
  }
  CHECK(c.links.size() >= 8);
}

TEST_CASE("remote protocol: both sides of a live game see the same throws and moves") {
  LivePair p = LivePair::start(*find_rule_set("classic"), kDark, 6);  // a throw-off: several rounds in a row
  std::uint64_t rng = 6;
  REQUIRE(p.play_out(rng));
  CHECK(p.host.ledger().steps() == p.guest.ledger().steps());
  CHECK(p.host.state() == p.guest.state());
  CHECK(p.host.ledger().revealed(kLight) == p.guest.ledger().revealed(kLight));
  // Live: one round per throw, each revealed exactly when due.
  int throws = 0;
  for (const Step& s : p.host.ledger().steps()) throws += s.chance ? 1 : 0;
  CHECK(p.host.ledger().revealed(kLight) == throws);
  CHECK(p.host.ledger().revealed(kDark) == throws);
}

TEST_CASE("remote forgery (live): a forged move is refused, the game unchanged") {
  LivePair p = live_game_at_guest_move(11);
  Session& host = p.host;
  ActionList actions;
  legal_actions(host.ledger().rules(), host.state(), actions);
  Message m;
  m.kind = MessageKind::SignedMove;
  m.game = host.ledger().setup().id;
  m.from = kDark;
  m.number = static_cast<std::uint32_t>(host.ledger().decisions());
  m.choice = static_cast<std::uint32_t>(actions.size());  // one past the last legal action
  m.throw_outcome = host.state().throw_outcome;
  const std::string e = refused(host, encode_message(m));
  CHECK(contains(e, "forged move: Dark has no legal action number"));
  CHECK(contains(e, std::to_string(actions.size()) + " legal:"));
  // The genuine move is still accepted afterwards, signed by the guest.
  CHECK(host.receive(signed_move(host.ledger(), kDark, 0, Chain(digest_of(11, 2)))).empty());
}

TEST_CASE("remote forgery (live): an altered throw is refused, the game unchanged") {
  LivePair p = live_game_at_guest_move(12);
  Message m;
  m.kind = MessageKind::SignedMove;
  m.game = p.host.ledger().setup().id;
  m.from = kDark;
  m.number = static_cast<std::uint32_t>(p.host.ledger().decisions());
  m.choice = 0;
  m.throw_outcome = static_cast<std::uint8_t>((p.host.state().throw_outcome + 1) % 5);
  const std::string e = refused(p.host, encode_message(m));
  CHECK(contains(e, "altered throw: the move was made with a throw of"));
  CHECK(contains(e, "but the dice gave " + std::to_string(p.host.state().throw_outcome)));
}

TEST_CASE("remote forgery (live): forged, reused and early reveals are refused, the game unchanged") {
  LivePair p = live_game_at_guest_move(13);
  const Chain guest_chain(digest_of(13, 2));  // the guest's secret, as the test knows it
  const int due_next = p.host.ledger().revealed(kDark) + 1;
  Message m;
  m.kind = MessageKind::Reveal;
  m.game = p.host.ledger().setup().id;
  m.from = kDark;
  // Early: the guest's value for the next throw, before the guest has moved.
  m.number = static_cast<std::uint32_t>(due_next);
  m.digest = guest_chain.value(due_next);
  CHECK(contains(refused(p.host, encode_message(m)), "early reveal: Dark's value for round"));
  // Reused: a reveal the host already has (the guest's first message after accepting).
  const std::string old_reveal = p.sent_by_guest[1];
  CHECK(decoded(old_reveal).kind == MessageKind::Reveal);
  CHECK(contains(refused(p.host, old_reveal), "reused reveal: Dark already revealed round 1"));
  // Forged: the guest moves, then a value that does not hash to its previous one.
  p.guest.play(0);
  std::vector<std::string> out = p.guest.take_outbox();
  REQUIRE(!out.empty());
  REQUIRE(p.host.receive(out[0]).empty());  // the move
  if (p.host.ledger().waiting() == Waiting::Reveal && p.host.ledger().needs_reveal(kDark)) {
    m.number = static_cast<std::uint32_t>(p.host.ledger().current_round());
    m.digest = digest_of(999);
    CHECK(contains(refused(p.host, encode_message(m)), "forged reveal: Dark's value for round"));
    // Someone who knows only the public values cannot forge the next one either.
    m.digest = p.host.ledger().value(kDark, p.host.ledger().revealed(kDark));
    CHECK(contains(refused(p.host, encode_message(m)), "forged reveal"));
  } else {
    FAIL("the guest's move should lead to a throw");
  }
}

TEST_CASE("remote forgery (live): messages out of turn and from another game are refused") {
  LivePair p = live_game_at_guest_move(14);
  Message m;
  m.kind = MessageKind::SignedMove;
  m.game = p.guest.ledger().setup().id;
  m.from = kLight;
  m.number = static_cast<std::uint32_t>(p.guest.ledger().decisions());
  m.choice = 0;
  // The host moving while it is the guest's move.
  CHECK(contains(refused(p.guest, encode_message(m)), "a move out of turn: it is Dark's move, not Light's"));
  // A message claiming to be from the receiver's own side.
  m.from = kDark;
  CHECK(contains(refused(p.guest, encode_message(m)), "claims to come from your own side"));
  // An old move (replayed).
  m.from = kDark;
  m.number = 0;
  CHECK(contains(refused(p.host, encode_message(m)), "an old message: move 1 was already played"));
  // A move from the future.
  m.number = static_cast<std::uint32_t>(p.host.ledger().decisions() + 3);
  CHECK(contains(refused(p.host, encode_message(m)), "a move out of turn: move"));
  // Another game: the same message with another id.
  m.number = static_cast<std::uint32_t>(p.host.ledger().decisions());
  m.game = game_id_of(777);
  CHECK(contains(refused(p.host, encode_message(m)), "a message from another game"));
  // A second acceptance, and an invitation mid-game.
  Message accept;
  accept.kind = MessageKind::Accept;
  accept.game = p.host.ledger().setup().id;
  accept.from = kDark;
  accept.digest = digest_of(5);
  CHECK(contains(refused(p.host, encode_message(accept)), "already joined"));
  CHECK(contains(refused(p.guest, p.sent_by_host[0]), "an invitation to a game already under way"));
  // A move while the game waits for the dice: the guest moves, the host has not revealed yet.
  LivePair q = live_game_at_guest_move(15);
  REQUIRE(q.guest.play(0).empty());
  std::vector<std::string> out = q.guest.take_outbox();
  REQUIRE(q.host.receive(out[0]).empty());
  if (q.host.ledger().waiting() == Waiting::Reveal) {
    Message again = decoded(out[0]);
    again.number += 1;
    CHECK(contains(refused(q.host, encode_message(again)), "a move out of turn"));
  }
}

TEST_CASE("remote forgery (correspondence): links from another game, older links, damaged links") {
  const RuleSet& finkel = *find_rule_set("finkel");
  CorrespondencePair c = CorrespondencePair::start(finkel, kLight, 21);
  std::uint64_t rng = 21;
  for (int i = 0; i < 10; ++i) REQUIRE(c.exchange(rng));
  Session& now = c.holder();  // holds the newest game; the other side sent links[size-1]
  const std::string newest = c.links.back();
  // An older link of the same game: fewer moves than the game held.
  const std::string e_old = refused(now, c.links[c.links.size() - 3]);
  CHECK(contains(e_old, "an older link of this game"));
  // The newest link again changes nothing and is not an error.
  CHECK(now.receive(newest).empty());
  // A link of another game (another id, other commitments).
  CorrespondencePair d = CorrespondencePair::start(finkel, kLight, 22);
  std::uint64_t rng2 = 22;
  for (int i = 0; i < 4; ++i) REQUIRE(d.exchange(rng2));
  CHECK(contains(refused(now, d.links.back()), "a link from another game"));
  // The same game id, but another player's commitment (an impostor's link).
  LinkDecode l = decode_link(newest);
  REQUIRE(l.ok());
  Link impostor = *l.link;
  impostor.commit[kDark] = digest_of(1234);
  CHECK(contains(refused(now, encode_link(impostor)), "a link from another game"));
  // A damaged code.
  std::string damaged = newest;
  damaged[damaged.size() / 2] = damaged[damaged.size() / 2] == 'x' ? 'y' : 'x';
  CHECK(contains(refused(now, damaged), "checksum"));
  CHECK(contains(refused(now, newest.substr(0, newest.size() - 1)), "copy it again"));
}

TEST_CASE("remote forgery (correspondence): forged moves, reveals and early reveals inside a link") {
  CorrespondencePair c = CorrespondencePair::start(*find_rule_set("finkel"), kLight, 31);
  std::uint64_t rng = 31;
  for (int i = 0; i < 9; ++i) REQUIRE(c.exchange(rng));
  Session& now = c.holder();
  const Side sender = opponent(now.me());
  const Link base = *decode_link(c.links.back()).link;
  // The other player forges: it can sign what it sends with its own key.
  const Chain sender_chain(digest_of(31, sender == c.host.me() ? 1 : 2));
  auto by_sender = [&](const Link& l) { return encode_link(signed_link(l, sender, sender_chain)); };
  // A third party's change to the genuine link cannot be signed by the sender: refused as such.
  {
    Link changed = base;
    changed.round[sender] = 0;
    CHECK(contains(refused(now, encode_link(changed)), "a link not signed by " + side_title(sender)));
    Link own = base;  // nor signed by anyone else (here: the receiver's own key)
    CHECK(contains(refused(now, encode_link(signed_link(own, now.me(), Chain(now.secret_seed())))),
                   "a link not signed by " + side_title(sender)));
    Link unsigned_link = base;
    unsigned_link.signer.reset();
    CHECK(contains(refused(now, encode_link(unsigned_link)), "a link not signed by"));
  }
  // A move changed to one that is not legal: the last move's bits all set.
  {
    Link forged = base;
    const LedgerBuild built = ledger_of(base);
    REQUIRE(built.ok());
    int at = -1;
    for (int i = built.ledger->decisions() - 1; i >= 0; --i) {
      const std::uint32_t n = built.ledger->option_counts()[static_cast<std::size_t>(i)];
      if ((n & (n - 1)) != 0) {  // not a power of two: some bit patterns are no legal action
        at = i;
        break;
      }
    }
    if (at >= 0) {
      int pos = 0;
      for (int i = 0; i < at; ++i) {
        int b = 0;
        while ((1u << b) < built.ledger->option_counts()[static_cast<std::size_t>(i)]) ++b;
        pos += b;
      }
      int b = 0;
      while ((1u << b) < built.ledger->option_counts()[static_cast<std::size_t>(at)]) ++b;
      for (int k = 0; k < b; ++k) forged.bits[static_cast<std::size_t>((pos + k) / 8)] |= static_cast<std::uint8_t>(1u << ((pos + k) % 8));
      CHECK(contains(refused(now, by_sender(forged)), "forged move"));
    }
  }
  // A forged reveal: the sender's latest value replaced.
  {
    Link forged = base;
    forged.value[sender] = digest_of(4242);
    CHECK(contains(refused(now, by_sender(forged)), "forged reveal: " + side_title(sender) + "'s value for round"));
  }
  // An early reveal: the sender's value for a round the game has not reached.
  {
    Link forged = base;
    forged.round[sender] += 2;
    forged.value[sender] = sender_chain.value(static_cast<int>(forged.round[sender]));
    CHECK(contains(refused(now, by_sender(forged)), "early reveal: " + side_title(sender) + " revealed round"));
  }
  // A link that claims to reveal the receiver's own values further than it did.
  {
    Link forged = base;
    const Chain my_chain(digest_of(31, now.me() == c.host.me() ? 1 : 2));
    forged.round[now.me()] = static_cast<std::uint32_t>(now.ledger().revealed(now.me()) + 1);
    forged.value[now.me()] = my_chain.value(static_cast<int>(forged.round[now.me()]));
    const std::string e = refused(now, by_sender(forged));
    CHECK((contains(e, "early reveal") || contains(e, "beyond those you revealed")));
  }
  // After every refusal the genuine link still plays on.
  CHECK(now.receive(c.links.back()).empty());
  CHECK(c.exchange(rng));
}

TEST_CASE("remote: correspondence values are revealed a turn at a time, and the guarantees are stated") {
  CorrespondencePair c = CorrespondencePair::start(*find_rule_set("blitz"), kLight, 41);
  std::uint64_t rng = 41;
  for (int i = 0; i < 20 && c.exchange(rng); ++i) {
    const Ledger& l = c.holder().ledger();
    // Nobody's value is ahead of the turn being played.
    CHECK(l.revealed(kLight) <= static_cast<int>(l.state().turn) + 1);
    CHECK(l.revealed(kDark) <= static_cast<int>(l.state().turn) + 1);
  }
  CHECK(contains(std::string(guarantee_text(Mode::Live)), "Neither player can choose a throw or know it in advance"));
  CHECK(contains(std::string(guarantee_text(Mode::Correspondence)), "known before the choice that leads to them"));
}

TEST_CASE("remote protocol: joining checks the invitation; reveals stay within the chains") {
  // A live invitation joins a live game; a correspondence one is a link; anything else is refused.
  Session live = Session::invite(*find_rule_set("bell"), Mode::Live, kLight, Chain(digest_of(71, 1)), game_id_of(71));
  const std::vector<std::string> invite = live.take_outbox();
  REQUIRE(invite.size() == 1);
  SessionJoin j = Session::join(invite[0], Chain(digest_of(71, 2)));
  REQUIRE(j.ok());
  CHECK(j.session->me() == kDark);
  CHECK(j.session->ledger().rules().id == RuleSetId::Bell);
  const std::vector<std::string> answer = j.session->take_outbox();
  REQUIRE(answer.size() == 2);  // the acceptance, then Dark's value for the first throw (bell's throw-off)
  CHECK(decoded(answer[0]).kind == MessageKind::Accept);
  CHECK(decoded(answer[1]).kind == MessageKind::Reveal);
  CHECK(contains(Session::join(answer[0], Chain(digest_of(71, 3))).error, "not an invitation"));
  CHECK(contains(Session::join("", Chain(digest_of(71, 3))).error, "empty"));
  Link as_live = *decode_link(CorrespondencePair::start(*find_rule_set("bell"), kLight, 72).links[0]).link;
  as_live.setup.mode = Mode::Live;
  CHECK(contains(Session::join(encode_link(as_live), Chain(digest_of(72, 3))).error, "joined by its invitation message"));
  // A game that already has both players cannot be joined again.
  CorrespondencePair c = CorrespondencePair::start(*find_rule_set("bell"), kLight, 73);
  std::uint64_t rng = 73;
  REQUIRE(c.exchange(rng));
  CHECK(contains(Session::join(c.links.back(), Chain(digest_of(73, 3))).error, "already has two players"));
  // Rounds beyond the chains are refused by the ledger and by the decoder.
  Ledger l = j.session->ledger();
  CHECK(contains(l.reveal(kLight, kChainLength + 1, digest_of(1)), "beyond the dice chains"));
  CHECK(contains(l.reveal(kLight, 0, digest_of(1)), "rounds count from 1"));
  Message m = decoded(answer[1]);
  m.number = static_cast<std::uint32_t>(kChainLength) + 1;
  CHECK(contains(decode_message(encode_message(m)).error, "outside 1..65536"));
}

TEST_CASE("remote protocol: a game taken up again gives the same throws (leaving gains nothing)") {
  // Correspondence: the holder leaves right after seeing its turn's throws, and comes back
  // with its secret and the link it had: the same throws, since the chain binds them.
  CorrespondencePair c = CorrespondencePair::start(*find_rule_set("blitz"), kDark, 81);
  std::uint64_t rng = 81;
  for (int i = 0; i < 6; ++i) REQUIRE(c.exchange(rng));
  Session& holder = c.holder();
  const std::string kept = holder.link_code();
  const std::vector<Step> seen = holder.ledger().steps();
  SessionJoin back = Session::resume(kept, Chain(holder.secret_seed()));
  REQUIRE_MESSAGE(back.ok(), back.error);
  CHECK(back.session->me() == holder.me());
  CHECK(back.session->ledger().steps() == seen);
  // Someone else's secret cannot take it up.
  CHECK(contains(Session::resume(kept, Chain(digest_of(999))).error, "not one of this game's players"));
  // Live: the last revealer learns the throw first and leaves; taken up from the game's
  // link, both sides get the very throw it saw.
  LivePair p = live_game_at_guest_move(82);
  REQUIRE(p.guest.play(0).empty());
  std::vector<std::string> out = p.guest.take_outbox();  // the move and, maybe, the guest's value
  REQUIRE(p.host.receive(out[0]).empty());
  const std::vector<std::string> host_out = p.host.take_outbox();  // the host's value for the throw
  for (std::size_t i = 1; i < out.size(); ++i) REQUIRE(p.host.receive(out[i]).empty());
  const std::vector<Step> host_saw = p.host.ledger().steps();
  // The guest never gets the host's value: the host leaves. Later both come back.
  SessionJoin host_again = Session::resume(p.host.link_code(), Chain(digest_of(82, 1)));
  REQUIRE_MESSAGE(host_again.ok(), host_again.error);
  CHECK(host_again.session->ledger().steps() == host_saw);
  for (const std::string& m : host_out) REQUIRE(p.guest.receive(m).empty());
  const std::vector<Step>& guest_sees = p.guest.ledger().steps();
  REQUIRE(guest_sees.size() <= host_saw.size());
  CHECK(std::equal(guest_sees.begin(), guest_sees.end(), host_saw.begin()));
}
