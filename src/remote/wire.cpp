// Live messages and correspondence links as bytes and base64url (wire.hpp).
#include "remote/wire.hpp"

#include <algorithm>
#include <span>

#include "remote/byte_code.hpp"

namespace ur::remote {
namespace {

constexpr std::uint8_t kLinkKind = 0x10;  // beside the message kinds, so a link is never read as a message
constexpr std::size_t kChecksum = kCodeChecksum;

using Writer = CodeWriter;
using Reader = CodeReader;

// The bytes of a code, its checksum checked and removed, or an error.
std::optional<std::vector<std::uint8_t>> unwrap(std::string_view text, const char* what, std::string& error) {
  // A link or code is copied by a player; a live message comes over the connection.
  const std::string again = std::string_view(what) == "message" ? "it came damaged over the connection" : "copy it again, whole";
  if (text.empty()) {
    error = std::string("the ") + what + " is empty";
    return std::nullopt;
  }
  std::optional<std::vector<std::uint8_t>> bytes = from_base64url(text);
  if (!bytes) {
    for (const char c : text)
      if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_')) {
        error = std::string("the ") + what + " holds a character that does not belong in it ('" + std::string(1, c) +
                "'): " + again;
        return std::nullopt;
      }
    error = std::string("the ") + what + " is cut short or damaged (its length or last character is wrong): " + again;
    return std::nullopt;
  }
  if (bytes->size() < 2 + kChecksum) {
    error = std::string("the ") + what + " is too short to be one: " + again;
    return std::nullopt;
  }
  const std::size_t body = bytes->size() - kChecksum;
  const Digest d = sha256(std::span(*bytes).first(body));
  if (!std::equal(d.begin(), d.begin() + kChecksum, bytes->begin() + static_cast<std::ptrdiff_t>(body))) {
    error = std::string("the ") + what + " is damaged (its checksum does not match): " + again;
    return std::nullopt;
  }
  bytes->resize(body);
  if ((*bytes)[0] != kWireVersion) {
    error = std::string("the ") + what + " is in format " + std::to_string((*bytes)[0]) + ", but this game reads format " +
            std::to_string(kWireVersion) + (((*bytes)[0] > kWireVersion) ? ": it comes from a newer version of the game" : "");
    return std::nullopt;
  }
  return bytes;
}

int rules_index(const RuleSet& r) {
  const std::span<const RuleSet> all = all_rule_sets();
  for (std::size_t i = 0; i < all.size(); ++i)
    if (all[i].id == r.id) return static_cast<int>(i);
  return 0;
}

bool read_rules(Reader& in, RuleSet& out) {
  std::uint8_t index = 0, pieces = 0;
  if (!in.byte(index, "the rule set") || !in.byte(pieces, "the number of pieces")) return false;
  const std::span<const RuleSet> all = all_rule_sets();
  if (index >= all.size()) return in.fail("it names rule set number " + std::to_string(index) + ", which this game does not know");
  const RuleSet& r = all[index];
  if (pieces < 1 || pieces > r.default_pieces)
    return in.fail("it asks for " + std::to_string(pieces) + " pieces a side in " + std::string(r.name) + " (1 to " +
                   std::to_string(r.default_pieces) + ")");
  out = r.with_pieces(pieces);
  return true;
}

int bits_for(std::uint32_t options) {
  int b = 0;
  while ((1u << b) < options) ++b;
  return b;
}

// The ledger's first `moves` choices in as few bits as their decisions need (a link's moves).
void pack_choices(const Ledger& ledger, int moves, std::uint32_t& bit_count, std::vector<std::uint8_t>& bits) {
  bit_count = 0;
  bits.clear();
  for (std::size_t i = 0; i < static_cast<std::size_t>(moves); ++i) {
    const int n = bits_for(ledger.option_counts()[i]);
    for (int b = 0; b < n; ++b) {
      if (bit_count % 8 == 0) bits.push_back(0);
      if ((ledger.choices()[i] >> b) & 1u) bits.back() = static_cast<std::uint8_t>(bits.back() | (1u << (bit_count % 8)));
      ++bit_count;
    }
  }
}

}  // namespace

// ---------------------------------------------------------------- messages

std::string encode_message(const Message& m) {
  Writer w;
  w.byte(kWireVersion);
  w.byte(static_cast<std::uint8_t>(m.kind));
  w.bytes(m.game);
  w.byte(static_cast<std::uint8_t>(m.from));
  switch (m.kind) {
    case MessageKind::Invite:
      w.byte(static_cast<std::uint8_t>(rules_index(m.rules)));
      w.byte(static_cast<std::uint8_t>(m.rules.pieces));
      w.byte(static_cast<std::uint8_t>(m.mode));
      w.bytes(m.digest);
      w.bytes(m.key);
      break;
    case MessageKind::Accept:
      w.bytes(m.digest);
      w.bytes(m.key);
      break;
    case MessageKind::Move:
    case MessageKind::SignedMove:
      w.varint(m.number);
      w.varint(m.choice);
      w.byte(m.throw_outcome);
      if (m.kind == MessageKind::SignedMove) w.bytes(m.signature);
      break;
    case MessageKind::Reveal:
      w.varint(m.number);
      w.bytes(m.digest);
      break;
  }
  return w.finish();
}

MessageDecode decode_message(std::string_view text) {
  MessageDecode out;
  std::string error;
  const std::optional<std::vector<std::uint8_t>> bytes = unwrap(text, "message", error);
  if (!bytes) return {std::nullopt, error};
  Reader in(*bytes);
  Message m;
  std::uint8_t v = 0, kind = 0, from = 0;
  auto bad = [&](const std::string& why) { return MessageDecode{std::nullopt, "a damaged message: " + why}; };
  in.byte(v, "the version");
  in.byte(kind, "the kind");
  if (kind == static_cast<std::uint8_t>(MessageKind::Move))
    return {std::nullopt, "a move without its signature, from an older version of the game: your friend should reload the page"};
  if (kind < 1 || kind > 5)
    return kind == kLinkKind ? MessageDecode{std::nullopt, "this is a correspondence link, not a live message"}
                             : bad("unknown kind " + std::to_string(kind));
  m.kind = static_cast<MessageKind>(kind);
  if (!in.bytes(m.game, "the game id") || !in.byte(from, "the sender")) return bad(in.error);
  if (from > 1) return bad("the sender is " + std::to_string(from) + ", neither light (0) nor dark (1)");
  m.from = static_cast<Side>(from);
  switch (m.kind) {
    case MessageKind::Invite: {
      std::uint8_t mode = 0;
      if (!read_rules(in, m.rules) || !in.byte(mode, "the mode")) return bad(in.error);
      if (mode > 1) return bad("mode " + std::to_string(mode) + " is neither live (0) nor correspondence (1)");
      m.mode = static_cast<Mode>(mode);
      if (!in.bytes(m.digest, "the commitment") || !in.bytes(m.key, "the signing key")) return bad(in.error);
      break;
    }
    case MessageKind::Accept:
      if (!in.bytes(m.digest, "the commitment") || !in.bytes(m.key, "the signing key")) return bad(in.error);
      break;
    case MessageKind::Move:
    case MessageKind::SignedMove:
      if (!in.varint(m.number, "the move number") || !in.varint(m.choice, "the choice") ||
          !in.byte(m.throw_outcome, "the throw") || !in.bytes(m.signature, "the mover's signature"))
        return bad(in.error);
      if (m.throw_outcome > kMaxOutcomes && m.throw_outcome != Message::kNoThrow)
        return bad("the throw " + std::to_string(m.throw_outcome) + " is no throw of any dice");
      break;
    case MessageKind::Reveal:
      if (!in.varint(m.number, "the round") || !in.bytes(m.digest, "the value")) return bad(in.error);
      if (m.number < 1 || m.number > static_cast<std::uint32_t>(kChainLength))
        return bad("round " + std::to_string(m.number) + " is outside 1.." + std::to_string(kChainLength));
      break;
  }
  if (!in.at_end()) return bad(std::to_string(in.left()) + " bytes follow its end");
  out.message = m;
  return out;
}

// ---------------------------------------------------------------- links

namespace {

// Everything of a link before its signature.
void write_link_body(Writer& w, const Link& l) {
  w.byte(kWireVersion);
  w.byte(kLinkKind);
  w.byte(static_cast<std::uint8_t>(rules_index(l.setup.rules)));
  w.byte(static_cast<std::uint8_t>(l.setup.rules.pieces));
  const bool keys = l.key[kLight] || l.key[kDark];
  const bool signed_moves = l.moves_signature[kLight] || l.moves_signature[kDark];
  const std::uint8_t flags = static_cast<std::uint8_t>(
      (l.setup.mode == Mode::Correspondence ? 1 : 0) | (l.setup.inviter == kDark ? 2 : 0) | (l.commit[kLight] ? 4 : 0) |
      (l.commit[kDark] ? 8 : 0) | (keys ? 16 : 0) | (l.signer ? 32 : 0) | (l.signer == kDark ? 64 : 0) |
      (signed_moves ? 128 : 0));
  w.byte(flags);
  w.bytes(l.setup.id);
  for (const Side s : {kLight, kDark})
    if (l.commit[s]) {
      w.bytes(*l.commit[s]);
      if (keys) w.bytes(l.key[s] ? *l.key[s] : PublicKey{});
    }
  for (const Side s : {kLight, kDark}) {
    w.varint(l.round[s]);
    if (l.round[s] > 0) w.bytes(l.value[s]);
  }
  w.varint(l.choice_count);
  w.varint(l.bit_count);
  w.bytes(l.bits);
  if (signed_moves) {
    w.byte(static_cast<std::uint8_t>((l.moves_signature[kLight] ? 1 : 0) | (l.moves_signature[kDark] ? 2 : 0)));
    for (const Side s : {kLight, kDark})
      if (l.moves_signature[s]) {
        w.varint(l.moves_signature[s]->moves);
        w.bytes(l.moves_signature[s]->signature);
      }
  }
}

}  // namespace

std::string encode_link(const Link& l) {
  Writer w;
  write_link_body(w, l);
  if (l.signer) w.bytes(l.signature);
  return w.finish();
}

std::vector<std::uint8_t> signed_part(const Link& l) {
  Writer w;
  write_link_body(w, l);
  return w.body();
}

Link signed_link(Link link, Side side, const Chain& chain) {
  link.signer = side;
  link.signature = chain.sign(signed_part(link));
  return link;
}

bool link_signature_ok(const Link& l) {
  return l.signer && l.key[*l.signer] && signature_ok(*l.key[*l.signer], signed_part(l), l.signature);
}

LinkDecode decode_link(std::string_view text) {
  // A whole address: the code is the fragment's g= item.
  const std::size_t hash = text.find('#');
  if (hash != std::string_view::npos) {
    std::string_view fragment = text.substr(hash + 1);
    std::size_t at = std::string_view::npos;
    for (std::size_t i = 0; i + 1 < fragment.size(); ++i)
      if (fragment.compare(i, 2, "g=") == 0 && (i == 0 || fragment[i - 1] == '&')) {
        at = i + 2;
        break;
      }
    if (at == std::string_view::npos) return {std::nullopt, "the address holds no game (its part after '#' has no 'g=')"};
    fragment = fragment.substr(at);
    text = fragment.substr(0, fragment.find('&'));
  }
  std::string error;
  const std::optional<std::vector<std::uint8_t>> bytes = unwrap(text, "link", error);
  if (!bytes) return {std::nullopt, error};
  Reader in(*bytes);
  auto bad = [&](const std::string& why) { return LinkDecode{std::nullopt, "a damaged link: " + why}; };
  std::uint8_t v = 0, kind = 0, flags = 0;
  in.byte(v, "the version");
  in.byte(kind, "the kind");
  if (kind != kLinkKind)
    return kind >= 1 && kind <= 5 ? LinkDecode{std::nullopt, "this is a live message, not a correspondence link"}
                                  : bad("unknown kind " + std::to_string(kind));
  Link l;
  if (!read_rules(in, l.setup.rules) || !in.byte(flags, "the flags")) return bad(in.error);
  if ((flags & 64) && !(flags & 32)) return bad("it names a signer but holds no signature");
  const bool keys = (flags & 16) != 0;
  l.setup.mode = (flags & 1) ? Mode::Correspondence : Mode::Live;
  l.setup.inviter = (flags & 2) ? kDark : kLight;
  if (!in.bytes(l.setup.id, "the game id")) return bad(in.error);
  for (const Side s : {kLight, kDark})
    if (flags & (s == kLight ? 4 : 8)) {
      Digest d{};
      if (!in.bytes(d, "a commitment")) return bad(in.error);
      l.commit[s] = d;
      if (keys) {
        PublicKey k{};
        if (!in.bytes(k, "a signing key")) return bad(in.error);
        l.key[s] = k;
      }
    }
  if (!l.commit[l.setup.inviter]) return bad("it lacks the commitment of the side that invited");
  for (const Side s : {kLight, kDark}) {
    if (!in.varint(l.round[s], "a round")) return bad(in.error);
    if (l.round[s] > static_cast<std::uint32_t>(kChainLength))
      return bad(side_title(s) + "'s round " + std::to_string(l.round[s]) + " is beyond the chains");
    if (l.round[s] > 0) {
      if (!l.commit[s]) return bad(side_title(s) + " reveals a value without a commitment");
      if (!in.bytes(l.value[s], "a revealed value")) return bad(in.error);
    }
  }
  if (!in.varint(l.choice_count, "the number of moves") || !in.varint(l.bit_count, "the length of the moves"))
    return bad(in.error);
  if (l.bit_count > 6u * l.choice_count)
    return bad(std::to_string(l.choice_count) + " moves cannot take " + std::to_string(l.bit_count) + " bits");
  const std::size_t nbytes = (l.bit_count + 7) / 8;
  if (in.left() < nbytes)
    return bad("its moves should take " + std::to_string(nbytes) + " bytes, but " + std::to_string(in.left()) + " follow");
  l.bits.resize(nbytes);
  for (std::uint8_t& b : l.bits) in.byte(b, "the moves");
  if (nbytes > 0 && (l.bit_count % 8) != 0 && (l.bits.back() >> (l.bit_count % 8)) != 0)
    return bad("the bits after its last move are not zero");
  if (flags & 128) {
    std::uint8_t which = 0;
    if (!in.byte(which, "the moves' signatures")) return bad(in.error);
    if (which == 0 || which > 3) return bad("its moves' signatures are marked " + std::to_string(which) + " (1 to 3)");
    for (const Side s : {kLight, kDark})
      if (which & (s == kLight ? 1 : 2)) {
        if (!l.key[s]) return bad(side_title(s) + "'s moves are signed, but the link holds no key to check it");
        MovesSignature m;
        if (!in.varint(m.moves, "the number of moves signed") || !in.bytes(m.signature, "a signature of the moves"))
          return bad(in.error);
        if (m.moves > l.choice_count)
          return bad(side_title(s) + " signed " + std::to_string(m.moves) + " moves, but the link holds " +
                     std::to_string(l.choice_count));
        l.moves_signature[s] = m;
      }
  }
  if (flags & 32) {
    l.signer = (flags & 64) ? kDark : kLight;
    if (!in.bytes(l.signature, "the signature")) return bad(in.error);
  }
  if (!in.at_end()) return bad(std::to_string(in.left()) + " bytes follow its end");
  return {l, ""};
}

std::string link_address(std::string_view page, const Link& link) {
  std::string base(page.substr(0, page.find('#')));
  return base + "#g=" + encode_link(link);
}

Link link_of(const Ledger& ledger) {
  Link l;
  l.setup = ledger.setup();
  for (const Side s : {kLight, kDark}) {
    l.commit[s] = ledger.commitment(s);
    if (l.commit[s] && ledger.revealed(s) > 0) {
      l.round[s] = static_cast<std::uint32_t>(ledger.revealed(s));
      l.value[s] = ledger.value(s, ledger.revealed(s));
    }
  }
  l.choice_count = static_cast<std::uint32_t>(ledger.choices().size());
  pack_choices(ledger, ledger.decisions(), l.bit_count, l.bits);
  return l;
}

std::vector<std::uint8_t> moves_message(const Ledger& ledger, int moves) {
  static constexpr std::string_view kLabel = "ur-remote-v1 moves";
  Writer w;
  w.bytes(std::span(reinterpret_cast<const std::uint8_t*>(kLabel.data()), kLabel.size()));
  const Setup& s = ledger.setup();
  w.byte(static_cast<std::uint8_t>(rules_index(s.rules)));
  w.byte(static_cast<std::uint8_t>(s.rules.pieces));
  w.byte(static_cast<std::uint8_t>(s.mode));
  w.byte(static_cast<std::uint8_t>(s.inviter));
  w.bytes(s.id);
  for (const Side side : {kLight, kDark}) w.bytes(ledger.commitment(side).value_or(Digest{}));
  std::uint32_t bit_count = 0;
  std::vector<std::uint8_t> bits;
  pack_choices(ledger, moves, bit_count, bits);
  w.varint(static_cast<std::uint32_t>(moves));
  w.varint(bit_count);
  w.bytes(bits);
  return w.body();
}

MovesSignature sign_moves(const Ledger& ledger, int moves, const Chain& chain) {
  return {static_cast<std::uint32_t>(moves), chain.sign(moves_message(ledger, moves))};
}

bool moves_signature_ok(const Ledger& ledger, const MovesSignature& s, const PublicKey& key) {
  return s.moves <= static_cast<std::uint32_t>(ledger.decisions()) &&
         signature_ok(key, moves_message(ledger, static_cast<int>(s.moves)), s.signature);
}

LedgerBuild ledger_of(const Link& link) {
  Ledger ledger(link.setup);
  for (const Side s : {kLight, kDark})
    if (link.commit[s]) ledger.commit(s, *link.commit[s]);
  for (const Side s : {kLight, kDark})
    if (link.round[s] > 0) {
      const std::string e = ledger.reveal(s, static_cast<int>(link.round[s]), link.value[s], false);
      if (!e.empty()) return {std::nullopt, e};
    }
  std::uint32_t pos = 0;
  for (std::uint32_t i = 0; i < link.choice_count; ++i) {
    if (ledger.waiting() != Waiting::Decision) {
      if (ledger.waiting() == Waiting::Over) return {std::nullopt, "the link holds moves after the end of the game"};
      return {std::nullopt, "the link holds a move (" + std::to_string(i + 1) + ") where the game is " + ledger.waiting_text()};
    }
    ActionList actions;
    legal_actions(ledger.rules(), ledger.state(), actions);
    const int n = bits_for(static_cast<std::uint32_t>(actions.size()));
    if (pos + static_cast<std::uint32_t>(n) > link.bit_count)
      return {std::nullopt, "the link's moves are cut short at move " + std::to_string(i + 1)};
    std::uint32_t choice = 0;
    for (int b = 0; b < n; ++b, ++pos)
      choice |= static_cast<std::uint32_t>((link.bits[pos / 8] >> (pos % 8)) & 1u) << b;
    const std::string e = ledger.decide(ledger.state().side, static_cast<int>(i), static_cast<int>(choice));
    if (!e.empty()) return {std::nullopt, e};
  }
  if (pos != link.bit_count)
    return {std::nullopt, "the link's moves take " + std::to_string(pos) + " bits, but it holds " + std::to_string(link.bit_count)};
  if (const std::string e = ledger.check_no_early_reveal(); !e.empty()) return {std::nullopt, e};
  return {std::move(ledger), ""};
}

}  // namespace ur::remote
