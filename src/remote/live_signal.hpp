// The signalling codes of a live game (docs/remote.md, "Live games"): the invitation
// carries the inviting page's WebRTC offer and the game's Invite message (or, for a game
// taken up again, its id), the answer carries the friend's WebRTC answer and its Accept.
// Only what the two browsers need of a session description is kept (the ICE user name
// and password, the DTLS certificate's SHA-256 fingerprint, the DTLS role and the UDP
// candidates, addresses as bytes); the rest is fixed for a data channel and rebuilt. No
// I/O, no WebRTC: the platform bridge (src/platform/live_bridge.cpp) talks to the browser.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/rules.hpp"
#include "remote/fair_dice.hpp"

namespace ur::remote {

// One ICE candidate, UDP, component 1.
struct IceCandidate {
  enum class Type : std::uint8_t { Host = 0, Srflx = 1, Prflx = 2, Relay = 3 };
  Type type = Type::Host;
  std::string address;  // IPv4, IPv6, or an mDNS name (a UUID + ".local")
  std::uint16_t port = 0;
  bool operator==(const IceCandidate&) const = default;
};

// What a data channel's session description needs.
struct SdpEssentials {
  enum class Role : std::uint8_t { ActPass = 0, Active = 1, Passive = 2 };
  std::string ufrag, pwd;     // a=ice-ufrag, a=ice-pwd
  Digest fingerprint{};       // a=fingerprint:sha-256
  Role role = Role::ActPass;  // a=setup
  std::vector<IceCandidate> candidates;
  bool operator==(const SdpEssentials&) const = default;
};

struct SdpRead {
  std::optional<SdpEssentials> sdp;
  std::string error;
  bool ok() const { return sdp.has_value(); }
};
// Reads a browser's session description (after ICE gathering: candidates inline).
// Candidates over TCP or for another component are dropped; at most kMaxCandidates kept.
inline constexpr std::size_t kMaxCandidates = 8;
SdpRead sdp_essentials(std::string_view sdp);
// A full session description again, for RTCPeerConnection.setRemoteDescription.
std::string sdp_text(const SdpEssentials& e);

// An invitation (the host's offer) or an answer (the friend's).
struct LiveCode {
  enum class Kind : std::uint8_t { Invitation = 1, Answer = 2 };
  Kind kind = Kind::Invitation;
  Side from = kLight;  // the side of the player who made the code
  // A new game: the game's message (Invite, Accept) as its base64url text. A game taken up
  // again (resume): its id instead, and no message.
  bool resume = false;
  GameId game{};
  std::string message;
  std::string name;  // the sender's name as the other player will see it (at most 32 bytes)
  SdpEssentials sdp;
};

struct LiveCodeRead {
  std::optional<LiveCode> code;
  std::string error;
  bool ok() const { return code.has_value(); }
};
std::string encode_live_code(const LiveCode& c);
// Takes the code alone, "live=CODE" or a whole address with #live=CODE in its fragment.
LiveCodeRead decode_live_code(std::string_view text);
// Whether a text is meant as a live code (an address with #live=, or live=…).
bool looks_like_live_code(std::string_view text);

}  // namespace ur::remote
