// Live games where a friend's page misbehaves (ui/live.hpp, docs/remote.md): a second,
// different move under a number already played stops the game on both histories' last
// agreed step instead of being dropped; so do a second, different answer and a new
// invitation to a game under way; an identical message sent again stays harmless. A
// friend who withholds its dice or move is named with the time waited, and after
// LiveGame::kStallSeconds the player may leave with the game kept, its record saying who
// stopped answering. One invitation seats one friend: a second device's answer is refused.
#include "remote/remote_record.hpp"
#include "unit-live-support.hpp"

using namespace ur;
using namespace ur::remote;
using namespace ur::test;

namespace {

// Delivers what `from` sent to `to`, keeping a copy of every message in `log`.
void deliver_logged(Device& from, LiveGame& to, std::vector<std::string>& log) {
  for (const std::string& m : *from.sent) log.push_back(m);
  deliver(from, to);
}

// Connected finkel, played until the guest has made a few choices, every message the
// guest sent kept.
struct Played {
  Pair p;
  std::vector<std::string> from_guest;
};
void play_a_while(Played& g, std::uint64_t seed) {
  connect(g.p, rules_named("finkel"), kLight);
  std::uint64_t rng = seed;
  for (int guard = 0; guard < 5000; ++guard) {
    deliver(g.p.host_device, *g.p.guest);
    deliver_logged(g.p.friend_device, *g.p.host, g.from_guest);
    const Ledger& l = g.p.host->session().ledger();
    int guest_choices = 0;
    for (int i = 0; i < l.decisions(); ++i) guest_choices += l.decider(i) == kDark;
    if (guest_choices >= 4 && g.p.host->my_turn()) return;
    LiveGame& mover = g.p.host->my_turn() ? *g.p.host : *g.p.guest;
    if (!mover.my_turn()) continue;
    ActionList legal;
    legal_actions(mover.rules(), mover.state(), legal);
    REQUIRE(mover.play(static_cast<int>(random_below(rng, static_cast<std::uint32_t>(legal.size())))).empty());
  }
  FAIL("the guest never made four choices");
}

}  // namespace

TEST_CASE("live seams: a different move under a number already played stops the game; the same one again is harmless") {
  Played g;
  play_a_while(g, 11);
  LiveGame& host = *g.p.host;
  const Ledger& l = host.session().ledger();
  const std::vector<Step> steps = l.steps();
  // Every message the guest sent, sent again (a reconnection does this): nothing changes.
  for (const std::string& m : g.from_guest) CHECK(host.on_message(m).empty());
  CHECK(host.session().ledger().steps() == steps);
  CHECK(host.stopped().empty());
  // One of the guest's moves again, with another choice and signed by the guest's own key:
  // a modified page that wants another history.
  int n = -1;
  for (int i = 0; i < l.decisions(); ++i)
    if (l.decider(i) == kDark && l.option_counts()[static_cast<std::size_t>(i)] > 1) n = i;
  REQUIRE(n >= 0);
  Message m;
  m.kind = MessageKind::SignedMove;
  m.game = host.id();
  m.from = kDark;
  m.number = static_cast<std::uint32_t>(n);
  m.choice = (l.choices()[static_cast<std::size_t>(n)] + 1) % l.option_counts()[static_cast<std::size_t>(n)];
  m.throw_outcome = static_cast<std::uint8_t>(l.decision_throw(n) < 0 ? Message::kNoThrow : l.decision_throw(n));
  const std::string why = host.on_message(encode_message(m));
  CHECK(contains(why, "Ben's page sent a different move " + std::to_string(n + 1) + " than the one played"));
  CHECK(contains(why, "the game is stopped here"));
  CHECK(host.stopped() == why);
  CHECK(host.session().ledger().steps() == steps);  // kept as far as both agreed
  CHECK(host.status().starts_with("Ben's page sent a different move"));
  // No move is taken after it, and nothing the friend sends changes it.
  ActionList legal;
  legal_actions(host.rules(), host.state(), legal);
  CHECK(host.play(0) == why);
  CHECK(host.on_message(g.from_guest.back()) == why);
  CHECK(host.session().ledger().steps() == steps);
  // The record says so, and still proves every move of the agreed game.
  const GameRecord rec = host.record();
  CHECK(contains(rec.tag("event"), "sent a different move"));
  const RecordText text = write_record(rec);
  REQUIRE(text.ok());
  const Verification v = verify_record(*text.text);
  CHECK_MESSAGE(v.ok, v.message());
  CHECK(contains(v.summary, "every choice signed by the side that made it"));
  // Kept, but not offered to be taken up: the device says why if asked.
  CHECK((*g.p.host_device.kept).count(live_storage_name(host.id(), "stopped")) == 1);
  CHECK(kept_live_games(g.p.host_device.storage()).empty());
}

TEST_CASE("live seams: a second, different answer and a new invitation to a game under way stop it too") {
  for (const MessageKind kind : {MessageKind::Accept, MessageKind::Invite}) {
    Played g;
    play_a_while(g, 12);
    LiveGame& host = *g.p.host;
    const std::vector<Step> steps = host.session().ledger().steps();
    Message m;
    m.kind = kind;
    m.game = host.id();
    m.from = kDark;
    m.rules = host.rules();
    m.mode = Mode::Live;
    m.digest = digest_of(99);
    m.key = Chain(digest_of(99)).public_key();
    const std::string why = host.on_message(encode_message(m));
    CHECK_MESSAGE(contains(why, kind == MessageKind::Accept ? "sent a second, different answer" : "sent a new invitation to the game under way"), why);
    CHECK(host.stopped() == why);
    CHECK(host.session().ledger().steps() == steps);
  }
}

TEST_CASE("live seams: a friend who withholds its dice is named with the time, and the game can be left, kept") {
  Pair p;
  connect(p, rules_named("finkel"), kLight);
  std::uint64_t rng = 5;
  REQUIRE_FALSE(play(p, rng, 6));
  // Light (the host) moves; Dark's page takes the move but never sends its value.
  for (int guard = 0; guard < 100 && !p.host->my_turn(); ++guard) {
    REQUIRE_FALSE(play(p, rng, 1));
  }
  REQUIRE(p.host->my_turn());
  ActionList legal;
  legal_actions(p.host->rules(), p.host->state(), legal);
  REQUIRE(p.host->play(0).empty());
  deliver(p.host_device, *p.guest);
  p.friend_device.sent->clear();  // withheld
  LiveGame& host = *p.host;
  if (host.session().ledger().waiting() != Waiting::Reveal) {
    // The move ended Light's turn with a choice of Dark's before its throw: Dark's move is
    // what is withheld then.
    REQUIRE(host.session().ledger().waiting() == Waiting::Decision);
  }
  const bool dice = host.session().ledger().waiting() == Waiting::Reveal;
  REQUIRE(host.waiting());
  CHECK(host.waiting()->dice == dice);
  CHECK(host.status() == (dice ? "Throwing…" : "Ben's turn (Dark)"));  // the first seconds: nothing to say yet
  *p.host_device.clock += 25'000;
  CHECK(host.status() == std::string(dice ? "Waiting for Ben's dice · 25 s" : "Waiting for Ben's move · 25 s"));
  CHECK_FALSE(host.stalled());
  *p.host_device.clock += 35'000;
  CHECK(host.stalled());
  host.leave_stalled();
  CHECK(*p.host_device.closed >= 1);
  CHECK(host.phase() == LiveGame::Phase::Disconnected);
  CHECK(contains(host.status(), "Ben (Dark) stopped answering"));
  CHECK(contains(host.record().tag("event"), "Ben (Dark) stopped answering"));
  // Kept for a new invitation: listed, and taken up with the note.
  const std::vector<KeptLiveGame> kept = kept_live_games(p.host_device.storage());
  REQUIRE(kept.size() == 1);
  CHECK(kept[0].id == host.id());
  LiveGame::Opened again = LiveGame::take_up(host.id(), "Ana", p.host_device.storage(), p.host_device.transport());
  REQUIRE_MESSAGE(again.ok(), again.error);
  CHECK(again.game->session().ledger().steps() == host.session().ledger().steps());
}

TEST_CASE("live seams: one invitation seats one friend; a second device's answer is refused and the host keeps the first") {
  // Two devices open the same invitation: neither can know of the other, so both answer.
  Device third;
  Pair q;
  q.host = LiveGame::start(rules_named("blitz"), kLight, "Ana", q.host_device.storage(), q.host_device.transport());
  REQUIRE(q.host->on_description(fake_sdp("hOst", "actpass", 40001)).empty());
  const std::string invitation = q.host->link(kPage);
  LiveGame::Opened ben = LiveGame::open(invitation, "Ben", q.friend_device.storage(), q.friend_device.transport());
  LiveGame::Opened cleo = LiveGame::open(invitation, "Cleo", third.storage(), third.transport());
  REQUIRE(ben.ok());
  REQUIRE(cleo.ok());
  REQUIRE(ben.game->on_description(fake_sdp("bEn1", "active", 40002)).empty());
  REQUIRE(cleo.game->on_description(fake_sdp("cLeo", "active", 40003)).empty());
  const std::string ben_answer = ben.game->link(kPage), cleo_answer = cleo.game->link(kPage);
  REQUIRE(q.host->take_answer(ben_answer).empty());
  const std::string why = q.host->take_answer(cleo_answer);
  CHECK_MESSAGE(contains(why, "this invitation is already taken by Ben: Cleo's answer is not used"), why);
  CHECK(q.host->opponent_name() == "Ben");
  CHECK(contains(*q.host_device.remote_sdp, "bEn1"));  // the connection is still Ben's
  CHECK(q.host->take_answer(ben_answer).empty());       // Ben's again: nothing new
  // Cleo's page waits, then says what may have happened.
  CHECK(cleo.game->status() == "Waiting for Ana to open your answer");
  *third.clock += 61'000;
  CHECK(contains(cleo.game->status(), "Ana has not taken your answer yet: if someone else answered this invitation first"));
}
