// Helpers shared by the remote-play tests: chains from fixed seeds (deterministic tests),
// two simulated players exchanging messages or links, and a snapshot to show that a
// refused input left a game unchanged.
#pragma once

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/dice.hpp"
#include "remote/session.hpp"
#include "remote/wire.hpp"

namespace ur::test {

inline remote::Digest digest_of(std::uint64_t seed, std::uint8_t salt = 0) {
  std::vector<std::uint8_t> bytes(9);
  for (int i = 0; i < 8; ++i) bytes[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(seed >> (8 * i));
  bytes[8] = salt;
  return remote::sha256(bytes);
}
inline remote::GameId game_id_of(std::uint64_t seed) {
  const remote::Digest d = digest_of(seed, 0x9D);
  remote::GameId id{};
  std::copy(d.begin(), d.begin() + 16, id.begin());
  return id;
}

// What a player sees of a game: a refused input must leave all of it as it was.
struct Snapshot {
  State state;
  std::vector<Step> steps;
  int light_revealed = 0, dark_revealed = 0, decisions = 0;
  bool operator==(const Snapshot&) const = default;
};
inline Snapshot snapshot(const remote::Session& s) {
  const remote::Ledger& l = s.ledger();
  return {l.state(), l.steps(), l.revealed(kLight), l.revealed(kDark), l.decisions()};
}

// A live move `from` would send at ledger `at` (legal action `choice`, the throw in hand),
// signed with `chain` as Session::play signs it.
inline std::string signed_move(const remote::Ledger& at, Side from, int choice, const remote::Chain& chain) {
  remote::Message m;
  m.kind = remote::MessageKind::SignedMove;
  m.game = at.setup().id;
  m.from = from;
  m.number = static_cast<std::uint32_t>(at.decisions());
  m.choice = static_cast<std::uint32_t>(choice);
  m.throw_outcome = at.state().phase == Phase::Move ? at.state().throw_outcome : remote::Message::kNoThrow;
  remote::Ledger next = at;
  if (next.decide(from, at.decisions(), choice).empty())
    m.signature = remote::sign_moves(next, next.decisions(), chain).signature;
  return remote::encode_message(m);
}

inline bool contains(const std::string& text, std::string_view part) { return text.find(part) != std::string::npos; }

// Feeds `text` to `s`, checks that it is refused and that nothing changed (the game, its
// reveals, the keys: the link it would send, byte for byte; nothing to send), and returns why.
inline std::string refused(remote::Session& s, const std::string& text) {
  s.take_outbox();  // what it had to send before (delivered or not, it is not this input's)
  const Snapshot before = snapshot(s);
  const std::string link_before = s.link_code();
  const std::string e = s.receive(text);
  CHECK_MESSAGE(!e.empty(), "accepted: " << text);
  CHECK(snapshot(s) == before);
  CHECK(s.link_code() == link_before);
  CHECK(s.take_outbox().empty());
  return e;
}

inline int random_choice(const remote::Session& s, std::uint64_t& rng) {
  ActionList actions;
  legal_actions(s.ledger().rules(), s.state(), actions);
  return static_cast<int>(random_below(rng, static_cast<std::uint32_t>(actions.size())));
}

// Two players in a live game: `host` invited, `guest` joined from the invitation.
struct LivePair {
  remote::Session host;
  remote::Session guest;
  std::vector<std::string> sent_by_host, sent_by_guest;  // every message, in order

  static LivePair start(const RuleSet& rules, Side host_side, std::uint64_t seed) {
    remote::Session h = remote::Session::invite(rules, remote::Mode::Live, host_side, remote::Chain(digest_of(seed, 1)),
                                                game_id_of(seed));
    std::vector<std::string> invite = h.take_outbox();
    REQUIRE(invite.size() == 1);
    remote::SessionJoin j = remote::Session::join(invite[0], remote::Chain(digest_of(seed, 2)));
    REQUIRE_MESSAGE(j.ok(), j.error);
    LivePair p{std::move(h), std::move(*j.session), invite, {}};
    p.pump();
    return p;
  }
  // Delivers every message both ways until nothing is left to send.
  void pump() {
    for (int guard = 0; guard < 1000; ++guard) {
      std::vector<std::string> a = host.take_outbox(), b = guest.take_outbox();
      if (a.empty() && b.empty()) return;
      for (const std::string& m : a) {
        sent_by_host.push_back(m);
        const std::string e = guest.receive(m);
        REQUIRE_MESSAGE(e.empty(), e);
      }
      for (const std::string& m : b) {
        sent_by_guest.push_back(m);
        const std::string e = host.receive(m);
        REQUIRE_MESSAGE(e.empty(), e);
      }
    }
    FAIL("messages never stopped");
  }
  remote::Session* mover() {
    if (host.my_decision()) return &host;
    if (guest.my_decision()) return &guest;
    return nullptr;
  }
  // Plays random legal moves until the game is over; returns false if it got stuck.
  bool play_out(std::uint64_t& rng, int max_steps = 1 << 20) {
    for (int i = 0; i < max_steps; ++i) {
      pump();
      if (is_over(host.state())) return true;
      remote::Session* m = mover();
      if (!m) return false;
      const std::string e = m->play(random_choice(*m, rng));
      REQUIRE_MESSAGE(e.empty(), e);
    }
    return false;
  }
};

// Two players by correspondence: each turn's player sends the link of the whole game.
struct CorrespondencePair {
  remote::Session host;
  remote::Session guest;
  std::vector<std::string> links;  // every link sent, in order
  bool host_holds = false;         // who holds the newest game (and plays next)

  static CorrespondencePair start(const RuleSet& rules, Side host_side, std::uint64_t seed) {
    remote::Session h = remote::Session::invite(rules, remote::Mode::Correspondence, host_side,
                                                remote::Chain(digest_of(seed, 1)), game_id_of(seed));
    const std::string invite = h.link_code();
    remote::SessionJoin j = remote::Session::join(invite, remote::Chain(digest_of(seed, 2)));
    REQUIRE_MESSAGE(j.ok(), j.error);
    return {std::move(h), std::move(*j.session), {invite}, false};
  }
  remote::Session& holder() { return host_holds ? host : guest; }
  remote::Session& other() { return host_holds ? guest : host; }
  // The holder plays its moves (random), then sends the link; false when over or stuck.
  bool exchange(std::uint64_t& rng) {
    remote::Session& h = holder();
    while (h.my_decision()) {
      const std::string e = h.play(random_choice(h, rng));
      REQUIRE_MESSAGE(e.empty(), e);
    }
    if (is_over(h.state())) return false;
    const std::string link = h.link_code();
    links.push_back(link);
    const std::string e = other().receive(link);
    REQUIRE_MESSAGE(e.empty(), e);
    host_holds = !host_holds;
    return true;
  }
  bool play_out(std::uint64_t& rng, int max_links = 1 << 16) {
    for (int i = 0; i < max_links; ++i)
      if (!exchange(rng)) return is_over(holder().state());
    return false;
  }
};

}  // namespace ur::test
