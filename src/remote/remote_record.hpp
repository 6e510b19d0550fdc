// Remote games as records (docs/notation.md, docs/remote.md): the ordinary record of the
// game plus the tags that let anyone check its dice — `remote` (format, mode, inviter,
// game id), both commitments and each side's latest reveal — and the verifier that
// replays a whole record, deriving every throw again from the reveals.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/record.hpp"
#include "remote/ledger.hpp"
#include "remote/wire.hpp"

namespace ur::remote {

// Who made each move: both sides' signing keys and their signatures over the moves
// (Session::keys, Session::moves_signatures).
struct MovesProof {
  std::array<std::optional<PublicKey>, 2> keys{};
  std::array<std::vector<MovesSignature>, 2> signatures{};
};

// The record of the game a ledger holds, with `tags` (players, date, ...) and the remote
// tags; with a proof, the keys and signatures too.
GameRecord remote_record(const Ledger& ledger, std::vector<Tag> tags = {}, const MovesProof& proof = {});

struct Verification {
  bool ok = false;
  int line = 0;        // the line at fault (1-based; 0: the whole text)
  std::string error;   // why it does not verify
  std::string summary; // when ok: what was checked
  std::string message() const;  // "line 12: ..." or the summary
};
// Reads a record (or a save) of a remote game and checks it whole: the rules (every move
// legal), the commitments and reveals (each reveal hashes back to its commitment), every
// throw (derived from both sides' values, never written freely), that no value was
// revealed before its round, and who made each move: every decision covered by its own
// side's signature (a record from before signed moves verifies its dice and says that its
// moves are unsigned).
Verification verify_record(std::string_view text);

}  // namespace ur::remote
