// Live games over a connection: the signalling codes (remote/live_signal.hpp) read from
// a browser's session description, carried, rebuilt, and refused when damaged; and two
// simulated devices (ui/live.hpp), each with its own storage and a fake connection, play
// whole games, lose the connection mid-game and take the game up again by a fresh
// invitation with the same dice, and refuse forged messages with the game unchanged.
#include <doctest/doctest.h>

#include <deque>
#include <map>
#include <memory>
#include <string>

#include "core/dice.hpp"
#include "remote/live_signal.hpp"
#include "remote/wire.hpp"
#include "ui/remote/live.hpp"
#include "ui/remote/qr_code.hpp"
#include "unit-live-support.hpp"

using namespace ur;
using namespace ur::remote;

using namespace ur::test;

TEST_CASE("live codes: a browser's description is kept to what the data channel needs") {
  const SdpRead r = sdp_essentials(kChromeOffer);
  REQUIRE_MESSAGE(r.ok(), r.error);
  const SdpEssentials& e = *r.sdp;
  CHECK(e.ufrag == "Xq3e");
  CHECK(e.pwd == "2mEO0x+JqkE/zYq9w2Yg1Kmd");
  CHECK(e.role == SdpEssentials::Role::ActPass);
  CHECK(e.fingerprint[0] == 0x6B);
  CHECK(e.fingerprint[31] == 0x46);
  REQUIRE(e.candidates.size() == 4);  // the TCP candidate is dropped
  CHECK(e.candidates[0].address == "8a1f6c2e-42b1-4b4e-9a1e-0c7f3d2e5b61.local");
  CHECK(e.candidates[1].address == "192.0.2.2");
  CHECK(e.candidates[2].address == "2001:db8::1");
  CHECK(e.candidates[3].type == IceCandidate::Type::Srflx);
  // Rebuilt, and read again: the same.
  const std::string text = sdp_text(e);
  CHECK(text.find("a=fingerprint:sha-256 6B:8B:5D:EA") != std::string::npos);
  const SdpRead again = sdp_essentials(text);
  REQUIRE(again.ok());
  CHECK(*again.sdp == e);
  // Through a code and back.
  LiveCode c;
  c.kind = LiveCode::Kind::Invitation;
  c.from = kDark;
  c.message = "AQEAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
  c.name = "Ana";
  c.sdp = e;
  const std::string code = encode_live_code(c);
  const LiveCodeRead back = decode_live_code("https://ur.example/#live=" + code);
  REQUIRE_MESSAGE(back.ok(), back.error);
  CHECK(back.code->sdp == e);
  CHECK(back.code->name == "Ana");
  CHECK(back.code->from == kDark);
  CHECK(back.code->message == c.message);
  MESSAGE("a code with 4 candidates and a 22-byte message: " << code.size() << " characters");
  c.resume = true;
  c.game[3] = 7;
  const LiveCodeRead resumed = decode_live_code(encode_live_code(c));
  REQUIRE(resumed.ok());
  CHECK(resumed.code->resume);
  CHECK(resumed.code->game == c.game);
}

TEST_CASE("live codes: malformed codes and descriptions are refused with a reason, never a crash") {
  LiveCode c;
  c.sdp = *sdp_essentials(kChromeOffer).sdp;
  c.name = "Ana";
  const std::string code = encode_live_code(c);
  CHECK(decode_live_code("").error == "the code is empty");
  CHECK(decode_live_code("#live=").error == "the code is empty");
  CHECK(decode_live_code(code.substr(0, code.size() - 9)).error.find("copy it again, whole") != std::string::npos);
  std::string changed = code;
  changed[20] = changed[20] == 'A' ? 'B' : 'A';
  CHECK(decode_live_code(changed).error == "the code is damaged (its checksum does not match): copy it again, whole");
  CHECK(decode_live_code(code.substr(0, 30) + "%" + code.substr(31)).error.find("('%')") != std::string::npos);
  // Every cut and every single changed character: refused, never a crash.
  for (std::size_t n = 0; n < code.size(); ++n) {
    CHECK_FALSE(decode_live_code(code.substr(0, n)).ok());
    std::string x = code;
    x[n] = x[n] == 'z' ? 'y' : 'z';
    CHECK_FALSE(decode_live_code(x).ok());
  }
  CHECK(sdp_essentials("v=0\r\n").error == "it has no ICE user name and password");
  std::string no_candidates = kChromeOffer;
  while (no_candidates.find("a=candidate:") != std::string::npos) {
    const std::size_t at = no_candidates.find("a=candidate:");
    no_candidates.erase(at, no_candidates.find('\n', at) - at + 1);
  }
  CHECK(sdp_essentials(no_candidates).error.find("no UDP candidate") != std::string::npos);
  std::string bad_fp = kChromeOffer;
  bad_fp.replace(bad_fp.find("6B:8B"), 5, "6B-8B");
  CHECK(sdp_essentials(bad_fp).error.find("fingerprint") != std::string::npos);
  // Opening something else than an invitation: a notice, nothing kept.
  Device d;
  LiveGame::Opened o = LiveGame::open("#live=" + code.substr(0, 40), "", d.storage(), d.transport());
  CHECK_FALSE(o.ok());
  CHECK(o.title == "This is not a live game's invitation");
  CHECK(d.kept->empty());
  LiveCode answer = c;
  answer.kind = LiveCode::Kind::Answer;
  o = LiveGame::open(encode_live_code(answer), "", d.storage(), d.transport());
  CHECK(o.title == "This is an answer, not an invitation");
  o = LiveGame::open(encode_live_code(c), "", d.storage(), d.transport());  // no game message
  CHECK(o.title == "This invitation was refused");
  CHECK(d.kept->empty());
}

TEST_CASE("live games: two devices play whole games of every rule set (stacks, tokens, coins, the throw-off)") {
  for (const RuleSet& rules : all_rule_sets()) {
    const RuleSet* r = &rules;
    const std::string rule_set(rules.name);
    const char* name = rule_set.c_str();
    CAPTURE(rule_set);
    Pair p;
    connect(p, *r, name[0] == 'j' ? kDark : kLight);
    std::uint64_t rng = 99;
    REQUIRE(play(p, rng));
    CHECK(p.host->steps().size() == p.guest->steps().size());
    const std::string status = p.host->status();
    CAPTURE(status);
    CHECK((status.find("won the game") != std::string::npos || status == "The game is over: a draw."));
    CHECK(p.host->refusals().empty());
  }
}

TEST_CASE("live games: a lost connection and a fresh invitation take the game up at the same point, same dice") {
  for (const bool host_reinvites : {true, false}) {
    CAPTURE(host_reinvites);
    Pair p;
    connect(p, rules_named("finkel"), kLight);
    std::uint64_t rng = 7;
    REQUIRE_FALSE(play(p, rng, 25));
    // The host plays a move the friend never gets: the connection drops.
    LiveGame& mover = p.host->my_turn() ? *p.host : *p.guest;
    REQUIRE(mover.play(0).empty());
    p.host_device.sent->clear();
    p.friend_device.sent->clear();
    p.host->on_closed("the connection was lost");
    p.guest->on_closed("the connection was lost");
    CHECK(p.host->phase() == LiveGame::Phase::Disconnected);
    CHECK(p.host->status() == "Disconnected from Ben");
    CHECK(p.host->play(0).find("not connected") != std::string::npos);
    const std::size_t mover_steps = mover.steps().size();
    // The friend's page was closed: only its storage is left.
    Device& other_device = host_reinvites ? p.friend_device : p.host_device;
    std::optional<LiveGame>& inviter = host_reinvites ? p.host : p.guest;
    std::optional<LiveGame>& other = host_reinvites ? p.guest : p.host;
    inviter->reinvite();
    CHECK(inviter->phase() == LiveGame::Phase::Offering);
    REQUIRE(inviter->on_description(fake_sdp("nEw1", "actpass", 40003)).empty());
    const std::string again = inviter->link(kPage);
    CHECK(again.size() < 260);  // no game message: the id alone
    LiveGame::Opened o = LiveGame::open(again, other->me() == kLight ? "Ana" : "Ben", other_device.storage(), other_device.transport());
    REQUIRE_MESSAGE(o.ok(), o.error);
    other = std::move(*o.game);
    CHECK(other->resumed());
    REQUIRE(other->on_description(fake_sdp("nEw2", "active", 40004)).empty());
    REQUIRE(inviter->take_answer(other->link(kPage)).empty());
    p.host->on_open();
    p.guest->on_open();
    while (!p.host_device.sent->empty() || !p.friend_device.sent->empty()) {  // until all is said
      deliver(p.host_device, *p.guest);
      deliver(p.friend_device, *p.host);
    }
    CHECK(p.host->steps().size() == p.guest->steps().size());
    CHECK(p.host->steps().size() >= mover_steps);
    // Same dice: the throws so far are the same on both, and the game ends.
    for (std::size_t i = 0; i < p.host->steps().size(); ++i) CHECK(p.host->steps()[i].outcome == p.guest->steps()[i].outcome);
    REQUIRE(play(p, rng));
    CHECK(p.host->refusals().empty());
    CHECK(p.guest->refusals().empty());
  }
}

TEST_CASE("live games: both pages closed, a game kept on the device is listed and taken up from the start screen") {
  Pair p;
  connect(p, rules_named("jeu-royal"), kDark);
  std::uint64_t rng = 11;
  REQUIRE_FALSE(play(p, rng, 30));
  while (!p.host_device.sent->empty() || !p.friend_device.sent->empty()) {  // until all is said
    deliver(p.host_device, *p.guest);
    deliver(p.friend_device, *p.host);
  }
  const std::vector<Step> played = p.host->steps();
  REQUIRE(p.guest->steps().size() == played.size());
  const remote::GameId id = p.host->id();
  // Both pages closed: only the two devices' storage is left.
  p.host.reset();
  p.guest.reset();
  p.host_device.sent->clear();
  p.friend_device.sent->clear();
  for (Device* d : {&p.host_device, &p.friend_device}) {
    const std::vector<KeptLiveGame> kept = kept_live_games(d->storage());
    REQUIRE(kept.size() == 1);
    CHECK(kept[0].id == id);
    CHECK(kept[0].rules.id == rules_named("jeu-royal").id);
    CHECK(kept[0].opponent == (d == &p.host_device ? "Ben" : "Ana"));
    CHECK(kept[0].turn >= 2);
  }
  // Ben takes it up: a fresh invitation at once, for the game at the same point.
  LiveGame::Opened up = LiveGame::take_up(id, "Ben", p.friend_device.storage(), p.friend_device.transport());
  REQUIRE_MESSAGE(up.ok(), up.error);
  p.guest = std::move(*up.game);
  CHECK(p.guest->phase() == LiveGame::Phase::Offering);
  CHECK(p.guest->opponent_name() == "Ana");
  CHECK(p.guest->steps().size() == played.size());
  REQUIRE(p.guest->on_description(fake_sdp("bEn1", "actpass", 40011)).empty());
  LiveGame::Opened o = LiveGame::open(p.guest->link(kPage), "Ana", p.host_device.storage(), p.host_device.transport());
  REQUIRE_MESSAGE(o.ok(), o.error);
  p.host = std::move(*o.game);
  REQUIRE(p.host->on_description(fake_sdp("aNa1", "active", 40012)).empty());
  REQUIRE(p.guest->take_answer(p.host->link(kPage)).empty());
  p.host->on_open();
  p.guest->on_open();
  for (std::size_t i = 0; i < played.size(); ++i) CHECK(p.host->steps()[i].outcome == played[i].outcome);
  REQUIRE(play(p, rng));
  CHECK(p.host->refusals().empty());
  CHECK(p.guest->refusals().empty());
  // Over: no longer offered to continue.
  CHECK(kept_live_games(p.host_device.storage()).empty());
  CHECK(kept_live_games(p.friend_device.storage()).empty());
  // A game id nobody kept, or a kept secret that was damaged: refused with a reason.
  remote::GameId other = id;
  other[0] ^= 1;
  const LiveGame::Opened none = LiveGame::take_up(other, "Ben", p.friend_device.storage(), p.friend_device.transport());
  CHECK_FALSE(none.ok());
  CHECK(none.error.find("no secret dice") != std::string::npos);
  (*p.friend_device.kept)[live_storage_name(id, "seed")] = "not hex";
  const LiveGame::Opened bad = LiveGame::take_up(id, "Ben", p.friend_device.storage(), p.friend_device.transport());
  CHECK_FALSE(bad.ok());
  CHECK(bad.error.find("could not be read") != std::string::npos);
}

TEST_CASE("live games: forged messages are refused, reported, and change nothing") {
  Pair p;
  connect(p, rules_named("finkel"), kLight);
  std::uint64_t rng = 3;
  REQUIRE_FALSE(play(p, rng, 10));
  deliver(p.host_device, *p.guest);
  deliver(p.friend_device, *p.host);
  LiveGame& victim = p.host->my_turn() ? *p.guest : *p.host;  // the side waiting for the other's move
  LiveGame& cheat = p.host->my_turn() ? *p.host : *p.guest;
  REQUIRE(cheat.my_turn());
  const std::string before = victim.session().link_code();
  // A move out of turn: the victim's own side never moves here.
  Message m;
  m.kind = MessageKind::SignedMove;
  m.game = victim.id();
  m.from = cheat.me();
  m.number = static_cast<std::uint32_t>(victim.session().ledger().decisions());
  ActionList legal;
  legal_actions(cheat.rules(), cheat.state(), legal);
  m.choice = static_cast<std::uint32_t>(legal.size() + 3);  // no such legal action
  m.throw_outcome = static_cast<std::uint8_t>(cheat.state().throw_outcome);
  CHECK(victim.on_message(encode_message(m)).starts_with("forged move"));
  m.choice = 0;
  m.throw_outcome = static_cast<std::uint8_t>((cheat.state().throw_outcome + 1) % 5);
  CHECK(victim.on_message(encode_message(m)).starts_with("altered throw"));
  Message mine = m;
  mine.from = victim.me();
  mine.throw_outcome = static_cast<std::uint8_t>(cheat.state().throw_outcome);
  CHECK(victim.on_message(encode_message(mine)).find("your own side") != std::string::npos);
  Message reveal;
  reveal.kind = MessageKind::Reveal;
  reveal.game = victim.id();
  reveal.from = cheat.me();
  reveal.number = static_cast<std::uint32_t>(victim.session().ledger().revealed(cheat.me()) + 1);
  CHECK_FALSE(victim.on_message(encode_message(reveal)).empty());
  CHECK(victim.on_message("AQ-not-a-message").find("damaged over the connection") != std::string::npos);
  CHECK(victim.refusals().size() == 5);
  CHECK(victim.session().link_code() == before);
  // The game goes on.
  REQUIRE(play(p, rng));
}

TEST_CASE("live games: an invitation link as a QR code a phone can read") {
  Pair p;
  connect(p, rules_named("finkel"), kLight);
  const std::optional<QrMatrix> q = qr_matrix(p.host->link(kPage) + "x");
  REQUIRE(q.has_value());  // this build links qrcodegen (tools/setup.sh installs it)
  CHECK(q->size >= 21);
  CHECK((q->size - 17) % 4 == 0);   // a QR version's size
  CHECK(q->size <= 77);             // version 15 at most: modules large enough on a screen
  CHECK(q->at(0, 0));               // the finder pattern's corner
  CHECK_FALSE(q->at(7, 7));         // its separator
  MESSAGE("QR code of a " << p.host->link(kPage).size() << "-character link: " << q->size << " modules a side");
  CHECK_FALSE(qr_matrix(std::string(2000, 'a')).has_value());
}

TEST_CASE("live games: another game over the same connection, sides swapped; both asking at once gives one game") {
  const RuleSet r = rules_named("finkel");
  for (const int who_asks : {0, 1, 2}) {  // the host, the guest, both at once
    CAPTURE(who_asks);
    Pair p;
    connect(p, r, kLight);
    std::uint64_t rng = 5 + static_cast<std::uint64_t>(who_asks);
    // Not before the game is over.
    CHECK_FALSE(p.host->ask_rematch().empty());
    REQUIRE(play(p, rng));
    const GameId first = p.host->id();
    const std::size_t first_steps = p.host->steps().size();
    if (who_asks == 0 || who_asks == 2) REQUIRE(p.host->ask_rematch().empty());
    if (who_asks == 1 || who_asks == 2) REQUIRE(p.guest->ask_rematch().empty());
    if (who_asks != 2) {
      LiveGame& asker = who_asks == 0 ? *p.host : *p.guest;
      LiveGame& other = who_asks == 0 ? *p.guest : *p.host;
      CHECK(asker.rematch() == LiveGame::Rematch::Asked);
      deliver(who_asks == 0 ? p.host_device : p.friend_device, other);
      REQUIRE(other.rematch() == LiveGame::Rematch::Offered);
      CHECK(other.id() == first);  // offered, not yet played
      CHECK(other.rematch_side() == (who_asks == 0 ? kLight : kDark));  // the host played light: now the guest
      REQUIRE(other.accept_rematch().empty());
    }
    // Deliver both ways until nothing is in flight: both play the same new game, at the
    // same point (its forced first steps made on both).
    for (int i = 0; i < 100 && !(p.host_device.sent->empty() && p.friend_device.sent->empty()); ++i) {
      deliver(p.host_device, *p.guest);
      deliver(p.friend_device, *p.host);
    }
    REQUIRE(p.host_device.sent->empty());
    REQUIRE(p.friend_device.sent->empty());
    CHECK(p.host->id() != first);
    CHECK(p.host->id() == p.guest->id());
    CHECK(p.host->me() == kDark);  // sides swapped
    CHECK(p.guest->me() == kLight);
    CHECK(p.host->rematch() == LiveGame::Rematch::None);
    CHECK(p.guest->rematch() == LiveGame::Rematch::None);
    CHECK(p.host->session().ledger().decisions() == 0);  // from its start (forced steps only)
    CHECK(p.guest->steps().size() == p.host->steps().size());
    CHECK(first_steps > 3);
    CHECK_FALSE(p.host->over());
    REQUIRE(play(p, rng));
    CHECK(p.host->steps().size() == p.guest->steps().size());
    CHECK(p.host->refusals().empty());
    CHECK(p.guest->refusals().empty());
    // Both games are kept: the new one the last played, the first one over.
    CHECK(p.host_device.kept->count(live_storage_name(first, "seed")) == 1);
    CHECK(p.host_device.kept->count(live_storage_name(p.host->id(), "seed")) == 1);
    CHECK(p.friend_device.kept->count(live_storage_name(p.guest->id(), "seed")) == 1);
  }
}

TEST_CASE("live games: an offer of another game mid-game, or for other rules, is refused and changes nothing") {
  Pair p;
  connect(p, rules_named("finkel"), kLight);
  std::uint64_t rng = 17;
  REQUIRE_FALSE(play(p, rng, 6));
  const std::size_t steps = p.guest->steps().size();
  // A forged Invite for a new game, from the guest's side, while the game goes on.
  Session next = Session::invite(rules_named("finkel"), Mode::Live, kLight, Chain::fresh(), random_game_id());
  const std::vector<std::string> invite = next.take_outbox();
  REQUIRE(!invite.empty());
  CHECK_FALSE(p.guest->on_message(invite.front()).empty());
  CHECK(p.guest->rematch() == LiveGame::Rematch::None);
  CHECK(p.guest->steps().size() == steps);
  REQUIRE(play(p, rng));
  // Over: an offer for other rules is refused too; one that fits is taken.
  Session blitz = Session::invite(rules_named("blitz"), Mode::Live, p.guest->me(), Chain::fresh(), random_game_id());
  const std::string why = p.guest->on_message(blitz.take_outbox().front());
  CHECK(why.find("does not follow") != std::string::npos);
  CHECK(p.guest->rematch() == LiveGame::Rematch::None);
  REQUIRE(p.host->ask_rematch().empty());
  deliver(p.host_device, *p.guest);
  CHECK(p.guest->rematch() == LiveGame::Rematch::Offered);
}
