// Two simulated devices playing live (ui/live.hpp), shared by the live suites: each has
// its own storage, its end of a fake connection and a clock the test moves; a browser's
// session description to make their codes from; helpers to connect, deliver and play.
#pragma once

#include <doctest/doctest.h>

#include <deque>
#include <map>
#include <memory>
#include <string>

#include "core/dice.hpp"
#include "remote/live_signal.hpp"
#include "remote/wire.hpp"
#include "ui/remote/live.hpp"
#include "unit-remote-support.hpp"
#include "unit-storage-support.hpp"

namespace ur::test {

// What Chromium 120 gives for a data channel after ICE gathering (trimmed of nothing).
inline const std::string kChromeOffer =
    "v=0\r\n"
    "o=- 4315707381425135633 2 IN IP4 127.0.0.1\r\n"
    "s=-\r\n"
    "t=0 0\r\n"
    "a=group:BUNDLE 0\r\n"
    "a=extmap-allow-mixed\r\n"
    "a=msid-semantic: WMS\r\n"
    "m=application 49203 UDP/DTLS/SCTP webrtc-datachannel\r\n"
    "c=IN IP4 203.0.113.7\r\n"
    "a=candidate:3884437302 1 udp 2113937151 8a1f6c2e-42b1-4b4e-9a1e-0c7f3d2e5b61.local 49203 typ host generation 0 network-cost 999\r\n"
    "a=candidate:1840965416 1 udp 2113939711 192.0.2.2 49204 typ host generation 0 network-id 1\r\n"
    "a=candidate:2153093546 1 udp 2113939711 2001:db8::1 49205 typ host generation 0 network-id 2\r\n"
    "a=candidate:842163049 1 udp 1677729535 203.0.113.7 49203 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-cost 999\r\n"
    "a=candidate:4012301553 1 tcp 1518280447 192.0.2.2 9 typ host tcptype active generation 0 network-id 1\r\n"
    "a=ice-ufrag:Xq3e\r\n"
    "a=ice-pwd:2mEO0x+JqkE/zYq9w2Yg1Kmd\r\n"
    "a=ice-options:trickle\r\n"
    "a=fingerprint:sha-256 6B:8B:5D:EA:59:04:20:23:29:C8:87:1C:CE:9F:2C:13:0F:B3:A6:E5:57:E0:47:2E:0D:53:AB:E3:5C:7E:3B:46\r\n"
    "a=setup:actpass\r\n"
    "a=mid:0\r\n"
    "a=sctp-port:5000\r\n"
    "a=max-message-size:262144\r\n";

inline std::string fake_sdp(const std::string& ufrag, const char* role, int port) {
  std::string s = kChromeOffer;
  s.replace(s.find("Xq3e"), 4, ufrag);
  s.replace(s.find("actpass"), 7, role);
  s.replace(s.find("49204"), 5, std::to_string(port));
  return s;
}

// One device: its storage, and its end of a fake connection.
struct Device {
  std::shared_ptr<std::map<std::string, std::string>> kept = std::make_shared<std::map<std::string, std::string>>();
  std::shared_ptr<std::deque<std::string>> sent = std::make_shared<std::deque<std::string>>();
  std::shared_ptr<int> asked = std::make_shared<int>(0);  // offers and answers asked for
  std::shared_ptr<std::string> remote_sdp = std::make_shared<std::string>();
  std::shared_ptr<double> clock = std::make_shared<double>(1000);  // ms, moved by the test
  std::shared_ptr<int> closed = std::make_shared<int>(0);
  Storage storage() const { return test::map_storage(kept); }
  LiveGame::Transport transport() const {
    auto s = sent;
    auto a = asked;
    auto r = remote_sdp;
    LiveGame::Transport t;
    t.make_offer = [a] { ++*a; };
    t.make_answer = [a, r](const std::string& offer) { ++*a; *r = offer; };
    t.take_answer = [r](const std::string& answer) { *r = answer; };
    t.send = [s](const std::string& m) {
      s->push_back(m);
      return true;
    };
    auto c = clock;
    auto shut = closed;
    t.close = [shut] { ++*shut; };
    t.now_ms = [c] { return *c; };
    return t;
  }
};

inline RuleSet rules_named(const char* name) {
  const RuleSet* r = find_rule_set(name);
  REQUIRE(r != nullptr);
  return *r;
}

inline const std::string kPage = "https://ur.example/play/";

// Delivers everything `from` sent to `to`; every message must be taken.
inline void deliver(Device& from, LiveGame& to) {
  while (!from.sent->empty()) {
    const std::string m = from.sent->front();
    from.sent->pop_front();
    const std::string why = to.on_message(m);
    REQUIRE_MESSAGE(why.empty(), why);
  }
}

// Host invites, friend joins from the link, host takes the answer: both connected.
struct Pair {
  Device host_device, friend_device;
  std::optional<LiveGame> host, guest;
};

inline void connect(Pair& p, const RuleSet& rules, Side host_side) {
  p.host = LiveGame::start(rules, host_side, "Ana", p.host_device.storage(), p.host_device.transport());
  CHECK(p.host->phase() == LiveGame::Phase::Offering);
  CHECK(*p.host_device.asked == 1);
  REQUIRE(p.host->on_description(fake_sdp("hOst", "actpass", 40001)).empty());
  REQUIRE(p.host->phase() == LiveGame::Phase::WaitingForAnswer);
  const std::string invitation = p.host->link(kPage);
  CHECK(invitation.starts_with(kPage + "#live="));
  CHECK(invitation.size() < 400);
  LiveGame::Opened o = LiveGame::open(invitation, "Ben", p.friend_device.storage(), p.friend_device.transport());
  REQUIRE_MESSAGE(o.ok(), o.error);
  p.guest = std::move(*o.game);
  CHECK(p.guest->opponent_name() == "Ana");
  CHECK(p.guest->me() == opponent(host_side));
  CHECK(p.friend_device.remote_sdp->find("a=ice-ufrag:hOst") != std::string::npos);
  REQUIRE(p.guest->on_description(fake_sdp("gUst", "active", 40002)).empty());
  REQUIRE(p.guest->phase() == LiveGame::Phase::AnswerReady);
  const std::string answer = p.guest->link(kPage);
  CHECK(answer.size() < 400);
  REQUIRE(p.host->take_answer(answer).empty());
  CHECK(p.host->opponent_name() == "Ben");
  CHECK(p.host_device.remote_sdp->find("a=setup:active") != std::string::npos);
  p.host->on_open();
  p.guest->on_open();
  CHECK(p.host->phase() == LiveGame::Phase::Connected);
}

// Plays random choices on whichever side is to move, delivering as it goes, for at most
// `decisions` choices; returns whether the game ended.
inline bool play(Pair& p, std::uint64_t& rng, int decisions = 100000) {
  for (int guard = 0; guard < 20000; ++guard) {
    deliver(p.host_device, *p.guest);
    deliver(p.friend_device, *p.host);
    if (p.host->over() && p.guest->over()) return true;
    LiveGame& g = p.host->my_turn() ? *p.host : *p.guest;
    if (!g.my_turn()) continue;
    if (decisions-- == 0) return false;
    ActionList legal;
    legal_actions(g.rules(), g.state(), legal);
    const std::string why = g.play(static_cast<int>(random_below(rng, static_cast<std::uint32_t>(legal.size()))));
    REQUIRE_MESSAGE(why.empty(), why);
  }
  FAIL("the game did not end");
  return false;
}

}  // namespace ur::test
