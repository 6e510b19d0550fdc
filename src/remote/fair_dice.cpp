// SHA-256 chains, commitments and throws from both sides' values (fair_dice.hpp).
#include "remote/fair_dice.hpp"

#include <sodium.h>

#include <cstdlib>
#include <cstring>

#include "core/little_endian.hpp"

namespace ur::remote {

bool crypto_ready() {
  static const int status = sodium_init();  // 0 first time, 1 already done, -1 failure
  return status >= 0;
}

Digest sha256(std::span<const std::uint8_t> bytes) {
  Digest out{};
  crypto_ready();
  static const std::uint8_t kEmpty = 0;
  crypto_hash_sha256(out.data(), bytes.empty() ? &kEmpty : bytes.data(), bytes.size());
  return out;
}

Digest random_digest() {
  Digest out{};
  if (!crypto_ready()) std::abort();  // no secure random source: never fall back to a weak one
  randombytes_buf(out.data(), out.size());
  return out;
}

GameId random_game_id() {
  GameId out{};
  if (!crypto_ready()) std::abort();
  randombytes_buf(out.data(), out.size());
  return out;
}

std::string to_hex(std::span<const std::uint8_t> bytes) {
  std::string out(bytes.size() * 2 + 1, '\0');
  static const std::uint8_t kEmpty = 0;
  sodium_bin2hex(out.data(), out.size(), bytes.empty() ? &kEmpty : bytes.data(), bytes.size());
  out.pop_back();
  return out;
}

std::optional<std::vector<std::uint8_t>> from_hex(std::string_view text, std::size_t size) {
  if (text.size() != size * 2) return std::nullopt;
  std::vector<std::uint8_t> out(size + 1);
  std::size_t len = 0;
  const char* end = nullptr;
  if (sodium_hex2bin(out.data(), out.size(), text.data(), text.size(), nullptr, &len, &end) != 0 || len != size ||
      end != text.data() + text.size())
    return std::nullopt;
  out.resize(size);
  return out;
}

std::string to_base64url(std::span<const std::uint8_t> bytes) {
  constexpr int kVariant = sodium_base64_VARIANT_URLSAFE_NO_PADDING;
  std::string out(sodium_base64_ENCODED_LEN(bytes.size(), kVariant), '\0');
  static const std::uint8_t kEmpty = 0;
  sodium_bin2base64(out.data(), out.size(), bytes.empty() ? &kEmpty : bytes.data(), bytes.size(), kVariant);
  out.resize(std::strlen(out.c_str()));
  return out;
}

std::optional<std::vector<std::uint8_t>> from_base64url(std::string_view text) {
  constexpr int kVariant = sodium_base64_VARIANT_URLSAFE_NO_PADDING;
  std::vector<std::uint8_t> out(text.size() * 3 / 4 + 3);
  std::size_t len = 0;
  const char* end = nullptr;
  crypto_ready();
  if (sodium_base642bin(out.data(), out.size(), text.data(), text.size(), nullptr, &len, &end, kVariant) != 0 ||
      end != text.data() + text.size())
    return std::nullopt;
  out.resize(len);
  if (to_base64url(out) != text) return std::nullopt;  // only the canonical spelling
  return out;
}

Digest hash_times(Digest value, int times) {
  for (int i = 0; i < times; ++i) value = sha256(value);
  return value;
}

bool signature_ok(const PublicKey& key, std::span<const std::uint8_t> message, const Signature& signature) {
  crypto_ready();
  static const std::uint8_t kEmpty = 0;
  return crypto_sign_verify_detached(signature.data(), message.empty() ? &kEmpty : message.data(), message.size(),
                                     key.data()) == 0;
}

Signature Chain::sign(std::span<const std::uint8_t> message) const {
  Signature out{};
  static const std::uint8_t kEmpty = 0;
  crypto_sign_detached(out.data(), nullptr, message.empty() ? &kEmpty : message.data(), message.size(),
                       secret_key_.data());
  return out;
}

Chain::Chain(const Digest& seed) : seed_(seed) {
  static constexpr std::string_view kLabel = "ur-remote-v1 sign";
  std::vector<std::uint8_t> in(kLabel.begin(), kLabel.end());
  in.insert(in.end(), seed.begin(), seed.end());
  const Digest sign_seed = sha256(in);
  crypto_sign_seed_keypair(public_key_.data(), secret_key_.data(), sign_seed.data());
  checkpoints_.reserve(kChainLength / kStride + 1);
  Digest c = seed;
  for (int i = 0; i < kChainLength; ++i) {
    if (i % kStride == 0) checkpoints_.push_back(c);
    c = sha256(c);
  }
  commitment_ = c;
}

Digest Chain::value(int round) const {
  if (round <= 0) return commitment_;
  if (round > kChainLength) return Digest{};  // callers check the length first
  const int link = kChainLength - round;      // c_link
  return hash_times(checkpoints_[static_cast<std::size_t>(link / kStride)], link % kStride);
}

namespace {

void put_u32(std::vector<std::uint8_t>& out, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}

}  // namespace

Digest game_key(std::string_view rules_notation, std::uint8_t mode, const GameId& id, const Digest& light_commit,
                const Digest& dark_commit) {
  static constexpr std::string_view kLabel = "ur-remote-v1 game";
  std::vector<std::uint8_t> in(kLabel.begin(), kLabel.end());
  put_u32(in, static_cast<std::uint32_t>(rules_notation.size()));
  in.insert(in.end(), rules_notation.begin(), rules_notation.end());
  in.push_back(mode);
  in.insert(in.end(), id.begin(), id.end());
  in.insert(in.end(), light_commit.begin(), light_commit.end());
  in.insert(in.end(), dark_commit.begin(), dark_commit.end());
  return sha256(in);
}

std::uint32_t uniform_below(const Digest& seed_material, std::uint32_t n) {
  // Four 64-bit words per digest; a word is accepted below the largest multiple of n that
  // fits in 2^64, so every accepted value mod n is equally likely. When all four are
  // rejected (probability below 2^-240 for n <= 64) the digest is hashed again.
  const std::uint64_t limit = UINT64_MAX - (UINT64_MAX % n + 1) % n;  // accept x <= limit
  Digest d = seed_material;
  for (;;) {
    for (int w = 0; w < 4; ++w) {
      const std::uint64_t x = le::get_u64(d.data() + 8 * w);
      if (x <= limit) return static_cast<std::uint32_t>(x % n);
    }
    d = sha256(d);
  }
}

int derive_outcome(const Digest& key, int round, int index, const Digest& light_value, const Digest& dark_value,
                   const ChanceList& outcomes) {
  static constexpr std::string_view kLabel = "ur-remote-v1 throw";
  std::vector<std::uint8_t> in(kLabel.begin(), kLabel.end());
  in.insert(in.end(), key.begin(), key.end());
  put_u32(in, static_cast<std::uint32_t>(round));
  put_u32(in, static_cast<std::uint32_t>(index));
  in.insert(in.end(), light_value.begin(), light_value.end());
  in.insert(in.end(), dark_value.begin(), dark_value.end());
  const std::uint32_t denominator = outcomes[0].denominator;
  std::uint32_t u = uniform_below(sha256(in), denominator);
  for (const ChanceOutcome& o : outcomes) {
    if (u < o.numerator) return o.outcome;
    u -= o.numerator;
  }
  return outcomes[outcomes.size() - 1].outcome;  // unreachable when the numerators sum to the denominator
}

}  // namespace ur::remote
