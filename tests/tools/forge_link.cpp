// A cheating friend's tool, for the browser tests only (tests/browser/correspondence.test.mjs):
// takes the link a player just sent and that player's own secret seed, and adds a choice
// before the throw for the *other* side (tokens' "pay to enter", jeu-royal's "place"),
// signed with the sender's own key exactly as an honest link is. The game must refuse it.
//   forge-link LINK SEED-HEX pay|place    prints the forged link (exit 3: no such choice now)
#include <cstdio>
#include <string>

#include "remote/wire.hpp"

using namespace ur;
using namespace ur::remote;

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: forge-link LINK SEED-HEX pay|place\n");
    return 2;
  }
  const std::string address = argv[1], kind = argv[3];
  const LinkDecode d = decode_link(address);
  const auto seed = from_hex(argv[2], 32);
  if (!d.ok() || !seed || (kind != "pay" && kind != "place")) {
    std::fprintf(stderr, "forge-link: %s\n", d.ok() ? "bad seed or kind" : d.error.c_str());
    return 2;
  }
  Digest s{};
  std::copy(seed->begin(), seed->end(), s.begin());
  const Chain chain(s);
  const Link& honest = *d.link;
  const Side sender = honest.commit[kLight] == chain.commitment() ? kLight : kDark;
  const Side receiver = opponent(sender);
  LedgerBuild built = ledger_of(honest);
  if (!built.ok()) {
    std::fprintf(stderr, "forge-link: %s\n", built.error.c_str());
    return 2;
  }
  Ledger& l = *built.ledger;
  if (l.waiting() != Waiting::Decision || l.state().side != receiver) return 3;
  ActionList actions;
  legal_actions(l.rules(), l.state(), actions);
  const ActionKind want = kind == "pay" ? ActionKind::PayToEnter : ActionKind::PlaceOnStart;
  int choice = -1;
  for (int i = 0; i < actions.size(); ++i)
    if (actions[i].kind == want) choice = i;
  if (choice < 0 || !l.decide(receiver, l.decisions(), choice).empty()) return 3;
  Link forged = link_of(l);
  forged.key = honest.key;
  forged.moves_signature[sender] = sign_moves(l, l.decisions(), chain);
  forged.moves_signature[receiver] = honest.moves_signature[receiver];
  std::printf("%s\n", link_address(address, signed_link(std::move(forged), sender, chain)).c_str());
  return 0;
}
