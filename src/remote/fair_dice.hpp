// Fair dice for remote play (docs/remote.md): each side's secret SHA-256 hash chain, the
// commitment to its head, and the throws derived from both sides' values. All hashing,
// secret random bytes and text encodings come from libsodium; nothing here keeps state
// or does I/O.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.hpp"

namespace ur::remote {

using Digest = std::array<std::uint8_t, 32>;  // a SHA-256 value: commitments, chain values
using GameId = std::array<std::uint8_t, 16>;  // chosen at random by the side that invites
using PublicKey = std::array<std::uint8_t, 32>;  // Ed25519: who made a link
using Signature = std::array<std::uint8_t, 64>;

// Rounds per chain: a live game spends one round per throw, a correspondence game one per
// turn. 2^16 is far above the longest game any rule set plays (docs/remote.md gives the
// measured longest); a game that would need more stops, unfinished, with a message.
inline constexpr int kChainLength = 1 << 16;

// Makes sure libsodium is initialised (idempotent, cheap after the first call); false
// when it cannot be (no secure random source).
bool crypto_ready();

Digest sha256(std::span<const std::uint8_t> bytes);
// Secret random bytes (libsodium's randombytes_buf: getrandom natively, crypto.getRandomValues
// in a browser).
Digest random_digest();
GameId random_game_id();

std::string to_hex(std::span<const std::uint8_t> bytes);
// Exactly `size` bytes of lower- or upper-case hex, else nullopt.
std::optional<std::vector<std::uint8_t>> from_hex(std::string_view text, std::size_t size);
// Base64url without padding (RFC 4648 section 5) and back; decoding refuses anything that
// would not encode back to the same text (stray characters, non-zero trailing bits).
std::string to_base64url(std::span<const std::uint8_t> bytes);
std::optional<std::vector<std::uint8_t>> from_base64url(std::string_view text);

// Whether `signature` is `key`'s Ed25519 signature of `message` (libsodium crypto_sign).
bool signature_ok(const PublicKey& key, std::span<const std::uint8_t> message, const Signature& signature);

// One side's secret: a seed and the hash chain it starts. c_0 = seed, c_{i+1} = SHA-256(c_i),
// the commitment is c_N (N = kChainLength) and the value of round r (1..N) is c_{N-r}: each
// value hashes to the one before it (round 0 is the commitment), so revealing round r
// proves every earlier round and says nothing about later ones.
class Chain {
 public:
  explicit Chain(const Digest& seed);
  static Chain fresh() { return Chain(random_digest()); }

  const Digest& seed() const { return seed_; }  // the secret to keep between links
  const Digest& commitment() const { return commitment_; }
  // Round 1..kChainLength (0: the commitment).
  Digest value(int round) const;
  // The side's signing key, made from the same seed (SHA-256 of a label and the seed as
  // the Ed25519 seed): correspondence links are signed by the side that sends them.
  const PublicKey& public_key() const { return public_key_; }
  Signature sign(std::span<const std::uint8_t> message) const;

 private:
  static constexpr int kStride = 256;  // a checkpoint every 256 links: value() hashes < 256 times
  Digest seed_{};
  Digest commitment_{};
  std::vector<Digest> checkpoints_;  // c_0, c_256, c_512, ...
  PublicKey public_key_{};
  std::array<std::uint8_t, 64> secret_key_{};
};

// Hashes `value` `times` times.
Digest hash_times(Digest value, int times);

// The key all of one game's throws are derived from: SHA-256 over a version label, the
// rule set, the mode, the game id and both commitments.
Digest game_key(std::string_view rules_notation, std::uint8_t mode, const GameId& id, const Digest& light_commit,
                const Digest& dark_commit);

// A throw: SHA-256(key, round, index within the round, light's value, dark's value) read
// as a uniform integer in [0, denominator) by rejection sampling (exact for any
// denominator), then mapped to the outcome list's cumulative numerators. `outcomes` are
// the chance node's outcomes (chance_outcomes): every denominator must be equal.
int derive_outcome(const Digest& key, int round, int index, const Digest& light_value, const Digest& dark_value,
                   const ChanceList& outcomes);
// The uniform integer in [0, n) that derive_outcome uses (exposed for the tests).
std::uint32_t uniform_below(const Digest& seed_material, std::uint32_t n);

}  // namespace ur::remote
