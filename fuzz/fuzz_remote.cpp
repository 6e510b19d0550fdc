// Remote play's decoders (docs/remote.md): live messages and correspondence links, read
// as they arrive (the text) and, past the checksum, as bytes with a correct checksum (so
// the fuzzer reaches every field). Properties: what decodes encodes back to the same
// text; a link that decodes either rebuilds its game — whose link is the same code — or is
// refused; every refusal is a sentence.
#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "remote/wire.hpp"

using namespace ur;
using namespace ur::remote;

namespace {

void check(std::string_view text) {
  const MessageDecode m = decode_message(text);
  if (m.ok()) fuzz::require(encode_message(*m.message) == text, "a message that decodes encodes back to the same text");
  else fuzz::require(!m.error.empty(), "a refused message says why");

  const LinkDecode l = decode_link(text);
  if (!l.ok()) {
    fuzz::require(!l.error.empty(), "a refused link says why");
    return;
  }
  const std::size_t hash = text.find('#');
  if (hash == std::string_view::npos)
    fuzz::require(encode_link(*l.link) == text, "a link that decodes encodes back to the same code");
  const LedgerBuild b = ledger_of(*l.link);
  if (b.ok()) {
    Link again = link_of(*b.ledger);  // the ledger holds no keys or signature: carried over
    again.key = l.link->key;
    again.moves_signature = l.link->moves_signature;
    again.signer = l.link->signer;
    again.signature = l.link->signature;
    fuzz::require(encode_link(again) == encode_link(*l.link), "a game rebuilt from a link gives the same link");
  }
  else fuzz::require(!b.error.empty(), "a link whose game is refused says why");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 4096) return 0;
  check(fuzz::as_text(data, size));
  // The same bytes as a message's or link's body, with the checksum they need.
  std::vector<std::uint8_t> body(data, data + size);
  const Digest d = sha256(body);
  body.insert(body.end(), d.begin(), d.begin() + 4);
  check(to_base64url(body));
  return 0;
}
