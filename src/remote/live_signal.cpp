// The signalling codes of a live game (live_signal.hpp).
#include "remote/live_signal.hpp"

#include <arpa/inet.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <span>

#include "remote/byte_code.hpp"

namespace ur::remote {
namespace {

constexpr std::uint8_t kVersion = 1;
constexpr std::size_t kChecksum = kCodeChecksum;
constexpr std::size_t kMaxText = 255;
constexpr std::size_t kMaxName = 32;
enum AddressKind : std::uint8_t { kIpv4 = 0, kIpv6 = 1, kMdns = 2, kOther = 3 };
constexpr std::uint8_t kResumeFlag = 1;
constexpr std::uint8_t kDarkFlag = 2;  // the code comes from dark

std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> out;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    out.push_back(line);
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return out;
}

std::vector<std::string_view> words_of(std::string_view line) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && line[i] == ' ') ++i;
    const std::size_t start = i;
    while (i < line.size() && line[i] != ' ') ++i;
    if (i > start) out.push_back(line.substr(start, i - start));
  }
  return out;
}

bool ieq(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

// ICE's ufrag and pwd: ice-char = ALPHA / DIGIT / "+" / "/" (RFC 8839).
bool ice_chars(std::string_view s) {
  return !s.empty() && s.size() <= kMaxText && std::all_of(s.begin(), s.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '+' || c == '/';
  });
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// An mDNS name as Chromium makes them: a UUID (8-4-4-4-12 hex digits) + ".local".
std::optional<std::array<std::uint8_t, 16>> mdns_bytes(std::string_view a) {
  if (a.size() != 36 + 6 || !a.ends_with(".local")) return std::nullopt;
  std::array<std::uint8_t, 16> out{};
  std::size_t n = 0;
  for (std::size_t i = 0; i < 36; ++i) {
    if (i == 8 || i == 13 || i == 18 || i == 23) {
      if (a[i] != '-') return std::nullopt;
      continue;
    }
    const int d = hex_digit(a[i]);
    if (d < 0 || (a[i] >= 'A' && a[i] <= 'F')) return std::nullopt;  // lower case only: it is rebuilt so
    out[n / 2] = static_cast<std::uint8_t>(out[n / 2] | (d << ((n % 2) ? 0 : 4)));
    ++n;
  }
  return out;
}

std::string mdns_name(std::span<const std::uint8_t> b) {
  const std::string hex = to_hex(b);
  return hex.substr(0, 8) + "-" + hex.substr(8, 4) + "-" + hex.substr(12, 4) + "-" + hex.substr(16, 4) + "-" +
         hex.substr(20, 12) + ".local";
}

using Writer = CodeWriter;
using Reader = CodeReader;

std::string_view trimmed(std::string_view t) {
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front()))) t.remove_prefix(1);
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back()))) t.remove_suffix(1);
  return t;
}

}  // namespace

SdpRead sdp_essentials(std::string_view sdp) {
  SdpEssentials e;
  bool fingerprint = false, role = false;
  for (const std::string_view line : lines_of(sdp)) {
    if (line.starts_with("a=ice-ufrag:")) {
      e.ufrag = std::string(line.substr(12));
    } else if (line.starts_with("a=ice-pwd:")) {
      e.pwd = std::string(line.substr(10));
    } else if (line.starts_with("a=fingerprint:")) {
      const auto w = words_of(line.substr(14));
      if (w.size() != 2 || !ieq(w[0], "sha-256")) continue;  // another hash: not ours
      const std::string_view hex = w[1];
      if (hex.size() != 32 * 3 - 1) return {std::nullopt, "its certificate fingerprint is not a SHA-256 value"};
      for (std::size_t i = 0; i < 32; ++i) {
        const int hi = hex_digit(hex[i * 3]), lo = hex_digit(hex[i * 3 + 1]);
        if (hi < 0 || lo < 0 || (i < 31 && hex[i * 3 + 2] != ':'))
          return {std::nullopt, "its certificate fingerprint is not a SHA-256 value"};
        e.fingerprint[i] = static_cast<std::uint8_t>(hi * 16 + lo);
      }
      fingerprint = true;
    } else if (line.starts_with("a=setup:")) {
      const std::string_view r = line.substr(8);
      if (r == "actpass") e.role = SdpEssentials::Role::ActPass;
      else if (r == "active") e.role = SdpEssentials::Role::Active;
      else if (r == "passive") e.role = SdpEssentials::Role::Passive;
      else return {std::nullopt, "its DTLS role is not one of actpass, active, passive"};
      role = true;
    } else if (line.starts_with("a=candidate:")) {
      // foundation component transport priority address port "typ" type ...
      const auto w = words_of(line.substr(12));
      if (w.size() < 8 || w[1] != "1" || !ieq(w[2], "udp") || w[6] != "typ") continue;
      IceCandidate c;
      if (w[7] == "host") c.type = IceCandidate::Type::Host;
      else if (w[7] == "srflx") c.type = IceCandidate::Type::Srflx;
      else if (w[7] == "prflx") c.type = IceCandidate::Type::Prflx;
      else if (w[7] == "relay") c.type = IceCandidate::Type::Relay;
      else continue;
      unsigned port = 0;
      for (const char ch : w[5]) {
        if (ch < '0' || ch > '9' || port > 65535) {
          port = 65536;
          break;
        }
        port = port * 10 + static_cast<unsigned>(ch - '0');
      }
      if (w[5].empty() || port == 0 || port > 65535 || w[4].empty() || w[4].size() > kMaxText) continue;
      c.address = std::string(w[4]);
      c.port = static_cast<std::uint16_t>(port);
      if (e.candidates.size() < kMaxCandidates &&
          std::find(e.candidates.begin(), e.candidates.end(), c) == e.candidates.end())
        e.candidates.push_back(std::move(c));
    }
  }
  if (!ice_chars(e.ufrag) || !ice_chars(e.pwd)) return {std::nullopt, "it has no ICE user name and password"};
  if (!fingerprint) return {std::nullopt, "it has no SHA-256 certificate fingerprint"};
  if (!role) return {std::nullopt, "it has no DTLS role (a=setup)"};
  if (e.candidates.empty())
    return {std::nullopt, "it has no network address to reach this device at (no UDP candidate was gathered)"};
  return {std::move(e), ""};
}

std::string sdp_text(const SdpEssentials& e) {
  std::string s =
      "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=msid-semantic: WMS\r\n"
      "m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n";
  int index = 0;
  for (const IceCandidate& c : e.candidates) {
    static constexpr const char* kNames[] = {"host", "srflx", "prflx", "relay"};
    static constexpr unsigned kTypePreference[] = {126, 100, 110, 0};
    const auto t = static_cast<std::size_t>(c.type);
    const unsigned priority = (kTypePreference[t] << 24) | ((65535u - static_cast<unsigned>(index)) << 8) | 255u;
    s += "a=candidate:" + std::to_string(index + 1) + " 1 udp " + std::to_string(priority) + " " + c.address + " " +
         std::to_string(c.port) + " typ " + kNames[t];
    if (c.type != IceCandidate::Type::Host) s += " raddr 0.0.0.0 rport 0";
    s += "\r\n";
    ++index;
  }
  s += "a=end-of-candidates\r\na=ice-ufrag:" + e.ufrag + "\r\na=ice-pwd:" + e.pwd + "\r\na=fingerprint:sha-256 ";
  for (std::size_t i = 0; i < e.fingerprint.size(); ++i) {
    char b[4];
    std::snprintf(b, sizeof b, i + 1 < e.fingerprint.size() ? "%02X:" : "%02X", e.fingerprint[i]);
    s += b;
  }
  static constexpr const char* kRoles[] = {"actpass", "active", "passive"};
  s += std::string("\r\na=setup:") + kRoles[static_cast<std::size_t>(e.role)] +
       "\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n";
  return s;
}

std::string encode_live_code(const LiveCode& c) {
  Writer w;
  w.byte(kVersion);
  w.byte(static_cast<std::uint8_t>(c.kind));
  w.byte(static_cast<std::uint8_t>((c.resume ? kResumeFlag : 0) | (c.from == kDark ? kDarkFlag : 0)));
  if (c.resume) {
    w.bytes(c.game);
  } else {
    const auto m = from_base64url(c.message);
    const std::vector<std::uint8_t> bytes = m ? *m : std::vector<std::uint8_t>{};
    w.byte(static_cast<std::uint8_t>(std::min<std::size_t>(bytes.size(), kMaxText)));
    w.bytes(std::span(bytes).first(std::min<std::size_t>(bytes.size(), kMaxText)));
  }
  w.text(std::string_view(c.name).substr(0, kMaxName));
  w.byte(static_cast<std::uint8_t>(c.sdp.role));
  w.text(c.sdp.ufrag);
  w.text(c.sdp.pwd);
  w.bytes(c.sdp.fingerprint);
  const std::size_t n = std::min(c.sdp.candidates.size(), kMaxCandidates);
  w.byte(static_cast<std::uint8_t>(n));
  for (std::size_t i = 0; i < n; ++i) {
    const IceCandidate& k = c.sdp.candidates[i];
    std::array<std::uint8_t, 16> ip{};
    std::uint8_t kind = kOther;
    std::string zeroed(k.address);
    if (inet_pton(AF_INET, zeroed.c_str(), ip.data()) == 1) kind = kIpv4;
    else if (inet_pton(AF_INET6, zeroed.c_str(), ip.data()) == 1) kind = kIpv6;
    else if (const auto m = mdns_bytes(k.address)) {
      kind = kMdns;
      ip = *m;
    }
    w.byte(static_cast<std::uint8_t>(static_cast<std::uint8_t>(k.type) | (kind << 2)));
    if (kind == kIpv4) w.bytes(std::span(ip).first(4));
    else if (kind == kOther) w.text(k.address);
    else w.bytes(ip);
    w.byte(static_cast<std::uint8_t>(k.port >> 8));
    w.byte(static_cast<std::uint8_t>(k.port & 0xFF));
  }
  return w.finish();
}

bool looks_like_live_code(std::string_view text) {
  text = trimmed(text);
  return text.find("#live=") != std::string_view::npos || text.find("&live=") != std::string_view::npos ||
         text.starts_with("live=");
}

LiveCodeRead decode_live_code(std::string_view text) {
  auto bad = [](std::string e) { return LiveCodeRead{std::nullopt, std::move(e)}; };
  text = trimmed(text);
  if (const std::size_t at = text.find("live="); at != std::string_view::npos &&
                                                 (at == 0 || text[at - 1] == '#' || text[at - 1] == '&')) {
    text = text.substr(at + 5);
    text = text.substr(0, text.find('&'));
  }
  if (text.empty()) return bad("the code is empty");
  const std::optional<std::vector<std::uint8_t>> raw = from_base64url(text);
  if (!raw) {
    for (const char c : text)
      if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_')
        return bad(std::string("the code holds a character that does not belong in it ('") + c + "'): copy it again, whole");
    return bad("the code is cut short or damaged (its length or last character is wrong): copy it again, whole");
  }
  std::vector<std::uint8_t> bytes = *raw;
  if (bytes.size() < 3 + kChecksum) return bad("the code is too short to be one: copy it again, whole");
  const std::size_t body = bytes.size() - kChecksum;
  const Digest d = sha256(std::span(bytes).first(body));
  if (!std::equal(d.begin(), d.begin() + kChecksum, bytes.begin() + static_cast<std::ptrdiff_t>(body)))
    return bad("the code is damaged (its checksum does not match): copy it again, whole");
  bytes.resize(body);
  if (bytes[0] != kVersion)
    return bad("the code is in format " + std::to_string(bytes[0]) + ", but this game reads format " +
               std::to_string(kVersion) + (bytes[0] > kVersion ? ": it comes from a newer version of the game" : ""));
  Reader in{std::span<const std::uint8_t>(bytes).subspan(1)};
  LiveCode c;
  std::uint8_t kind = 0, flags = 0;
  if (!in.byte(kind, "its kind") || !in.byte(flags, "its flags")) return bad("the code is cut short: " + in.error);
  if (kind != 1 && kind != 2) return bad("this is not the code of a live game (kind " + std::to_string(kind) + ")");
  if (flags & ~(kResumeFlag | kDarkFlag)) return bad("the code has flags this game does not know: it comes from a newer version of the game");
  c.kind = static_cast<LiveCode::Kind>(kind);
  c.resume = flags & kResumeFlag;
  c.from = (flags & kDarkFlag) ? kDark : kLight;
  bool ok = true;
  if (c.resume) {
    ok = in.bytes(c.game, "the game's id");
  } else {
    std::string m;
    ok = in.text(m, "the game's message");
    if (ok) c.message = to_base64url(std::span(reinterpret_cast<const std::uint8_t*>(m.data()), m.size()));
  }
  std::uint8_t role = 0, count = 0;
  ok = ok && in.text(c.name, "the player's name") && in.byte(role, "the connection's role") &&
       in.text(c.sdp.ufrag, "the connection's user name") && in.text(c.sdp.pwd, "the connection's password") &&
       in.bytes(c.sdp.fingerprint, "the certificate's fingerprint") && in.byte(count, "the number of addresses");
  if (!ok) return bad("the code is cut short: " + in.error);
  if (c.name.size() > kMaxName) return bad("the player's name in the code is longer than 32 bytes");
  if (role > 2) return bad("the code names a connection role this game does not know");
  c.sdp.role = static_cast<SdpEssentials::Role>(role);
  if (!ice_chars(c.sdp.ufrag) || !ice_chars(c.sdp.pwd)) return bad("the code's connection user name or password is damaged");
  if (count == 0 || count > kMaxCandidates)
    return bad("the code holds " + std::to_string(count) + " network addresses (1 to " + std::to_string(kMaxCandidates) + ")");
  for (std::uint8_t i = 0; i < count; ++i) {
    std::uint8_t head = 0;
    if (!in.byte(head, "an address")) return bad("the code is cut short: " + in.error);
    IceCandidate k;
    k.type = static_cast<IceCandidate::Type>(head & 3);
    const std::uint8_t akind = static_cast<std::uint8_t>(head >> 2);
    std::array<std::uint8_t, 16> ip{};
    char buf[INET6_ADDRSTRLEN] = {};
    switch (akind) {
      case kIpv4:
        if (!in.bytes(std::span(ip).first(4), "an address")) return bad("the code is cut short: " + in.error);
        inet_ntop(AF_INET, ip.data(), buf, sizeof buf);
        k.address = buf;
        break;
      case kIpv6:
        if (!in.bytes(ip, "an address")) return bad("the code is cut short: " + in.error);
        inet_ntop(AF_INET6, ip.data(), buf, sizeof buf);
        k.address = buf;
        break;
      case kMdns:
        if (!in.bytes(ip, "an address")) return bad("the code is cut short: " + in.error);
        k.address = mdns_name(ip);
        break;
      case kOther:
        if (!in.text(k.address, "an address")) return bad("the code is cut short: " + in.error);
        if (k.address.empty() || !std::all_of(k.address.begin(), k.address.end(), [](char ch) {
              return std::isalnum(static_cast<unsigned char>(ch)) || ch == '.' || ch == '-' || ch == ':';
            }))
          return bad("the code holds a network address that is not one");
        break;
      default: return bad("the code holds an address of a kind this game does not know");
    }
    std::array<std::uint8_t, 2> port{};
    if (!in.bytes(port, "a port")) return bad("the code is cut short: " + in.error);
    k.port = static_cast<std::uint16_t>((port[0] << 8) | port[1]);
    if (k.port == 0) return bad("the code holds a network port 0");
    c.sdp.candidates.push_back(std::move(k));
  }
  if (!in.at_end()) return bad("the code has bytes after its end: it is damaged, or from a newer version of the game");
  return {std::move(c), ""};
}

}  // namespace ur::remote
