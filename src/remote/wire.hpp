// The encodings of remote play (docs/remote.md): live messages and correspondence links,
// as compact versioned bytes in base64url. Decoding never throws and accepts only the
// canonical encoding, so whatever decodes encodes back to the same text; anything else is
// refused with a sentence saying what is wrong.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "remote/ledger.hpp"

namespace ur::remote {

inline constexpr std::uint8_t kWireVersion = 1;

enum class MessageKind : std::uint8_t {
  Invite = 1,  // the inviter: rules, mode, its side, its commitment and signing key
  Accept = 2,  // the invited side's commitment and signing key
  Move = 3,    // (format of before signed moves: refused, see SignedMove)
  Reveal = 4,  // a chain value: round and value
  SignedMove = 5,  // a choice: decision number, index among the legal actions, the throw
                   // seen, and the mover's signature over the game's moves up to it
};

// A side's signature over the first `moves` decisions of a game (its set-up, both
// commitments, and the choices): what proves who made each move, in links, live moves
// and records (docs/remote.md, "Signed moves").
struct MovesSignature {
  std::uint32_t moves = 0;
  Signature signature{};
  bool operator==(const MovesSignature&) const = default;
};
// The bytes such a signature covers, for the ledger's first `moves` decisions.
std::vector<std::uint8_t> moves_message(const Ledger& ledger, int moves);
MovesSignature sign_moves(const Ledger& ledger, int moves, const Chain& chain);
bool moves_signature_ok(const Ledger& ledger, const MovesSignature& s, const PublicKey& key);

// One live message. Fields a kind does not use stay at their defaults.
struct Message {
  MessageKind kind = MessageKind::Move;
  GameId game{};
  Side from = kLight;
  // Invite
  RuleSet rules{};
  Mode mode = Mode::Live;
  // Invite, Accept: the commitment; Reveal: the value
  Digest digest{};
  // Invite, Accept: the side's signing key (for the links of a game taken up later)
  PublicKey key{};
  // Move: the decision number; Reveal: the round
  std::uint32_t number = 0;
  // Move
  std::uint32_t choice = 0;
  std::uint8_t throw_outcome = kNoThrow;  // the throw the move was made with
  Signature signature{};                  // SignedMove: the mover's, over moves 1..number+1

  static constexpr std::uint8_t kNoThrow = 0xFF;
};

struct MessageDecode {
  std::optional<Message> message;
  std::string error;
  bool ok() const { return message.has_value(); }
};
std::string encode_message(const Message& m);
MessageDecode decode_message(std::string_view text);

// A correspondence link's contents: the whole game so far. Each side's latest reveal
// stands for all its earlier ones; the choices are packed in as few bits as the legal
// actions at each decision need (none where only one action is legal).
struct Link {
  Setup setup;
  std::array<std::optional<Digest>, 2> commit{};
  std::array<std::uint32_t, 2> round{};  // latest round revealed (0: none)
  std::array<Digest, 2> value{};         // its value (zero when round is 0)
  std::uint32_t choice_count = 0;
  std::uint32_t bit_count = 0;
  std::vector<std::uint8_t> bits;  // ceil(bit_count / 8) bytes, least significant bit first
  // The sides' signing keys (all or none: one for each commitment) and the signature of
  // the side that made the link, over all of the link before it.
  std::array<std::optional<PublicKey>, 2> key{};
  // Each side's latest signature over the moves (the signer's over all of them; the other
  // side's as it last sent it): who made every move, checked by the receiver.
  std::array<std::optional<MovesSignature>, 2> moves_signature{};
  std::optional<Side> signer;
  Signature signature{};
};

struct LinkDecode {
  std::optional<Link> link;
  std::string error;
  bool ok() const { return link.has_value(); }
};
// The code (base64url text); a link is `<page address>#g=<code>`.
std::string encode_link(const Link& link);
// Takes a code or a whole address holding one in its fragment (`…#g=CODE`).
LinkDecode decode_link(std::string_view text);
std::string link_address(std::string_view page, const Link& link);

// A link of the game a ledger holds (no keys, not signed: Session adds both).
Link link_of(const Ledger& ledger);
// The bytes a link's signature covers: the whole link before the signature.
std::vector<std::uint8_t> signed_part(const Link& link);
// `link` with `side`'s signature made by `chain` (the keys must be set).
Link signed_link(Link link, Side side, const Chain& chain);
// Whether the link is signed, by its signer's key, and the signature holds.
bool link_signature_ok(const Link& link);
// A ledger rebuilt from a link: every reveal checked against the commitments, every
// choice against the legal actions, and no reveal ahead of its round.
struct LedgerBuild {
  std::optional<Ledger> ledger;
  std::string error;
  bool ok() const { return ledger.has_value(); }
};
LedgerBuild ledger_of(const Link& link);

}  // namespace ur::remote
