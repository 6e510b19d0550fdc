// A hostile peer built on the project's own library (src/remote): a player running their
// own software against an honest one, in every rule set. It signs whatever it sends with
// its own key, so only the rules of the protocol stand in its way: every attempt must be
// refused with a sentence and leave the honest side's game exactly as it was, and the
// honest game must go on afterwards. docs/remote.md, "Who decides what", lists the
// decisions these attacks forge.
#include "unit-remote-support.hpp"

#include "remote/wire.hpp"

using namespace ur;
using namespace ur::remote;
using namespace ur::test;

namespace {

bool contains(const std::string& text, std::string_view part) { return text.find(part) != std::string::npos; }

// Feeds `text` to `s` and checks that it is refused and changes nothing; returns the reason.
std::string refused(Session& s, const std::string& text) {
  s.take_outbox();
  const Snapshot before = snapshot(s);
  const std::string link_before = s.link_code();
  const std::string e = s.receive(text);
  CHECK_MESSAGE(!e.empty(), "accepted: " << text);
  CHECK(snapshot(s) == before);
  CHECK(s.link_code() == link_before);  // byte for byte: the game, its reveals, the keys
  CHECK(s.take_outbox().empty());
  return e;
}

// The pair's chains, as CorrespondencePair / LivePair make them.
Chain host_chain(std::uint64_t seed) { return Chain(digest_of(seed, 1)); }
Chain guest_chain(std::uint64_t seed) { return Chain(digest_of(seed, 2)); }

// The link a cheating `sender` would sign: the game of `base` with `extra` applied to its
// ledger, both keys set, signed with the sender's own chain.
template <class Change>
std::optional<std::string> forged_link(const std::string& base, Side sender, const Chain& sender_chain,
                                       const Chain& receiver_chain, Change&& extra) {
  const LinkDecode d = decode_link(base);
  REQUIRE_MESSAGE(d.ok(), d.error);
  LedgerBuild built = ledger_of(*d.link);
  REQUIRE_MESSAGE(built.ok(), built.error);
  Ledger l = std::move(*built.ledger);
  if (!extra(l)) return std::nullopt;
  Link out = link_of(l);
  out.key[sender] = sender_chain.public_key();
  out.key[opponent(sender)] = receiver_chain.public_key();
  // Signed as an honest link is: the sender's signature over all the moves, the
  // receiver's latest as the honest link carried it.
  out.moves_signature[sender] = sign_moves(l, l.decisions(), sender_chain);
  out.moves_signature[opponent(sender)] = d.link->moves_signature[opponent(sender)];
  return encode_link(signed_link(std::move(out), sender, sender_chain));
}

// Gets the ledger to a decision of `side`: the side's value for the throw is filled in
// from its chain if the game waits for it (a peer that knew it could do no more).
bool to_decision_of(Ledger& l, Side side, const Chain& chain) {
  for (int guard = 0; guard < 8; ++guard) {
    if (l.waiting() == Waiting::Decision) return l.state().side == side;
    if (l.waiting() != Waiting::Reveal || !l.needs_reveal(side)) return false;
    const int due = l.due_round();
    if (!l.reveal(side, due, chain.value(due)).empty()) return false;
  }
  return false;
}

}  // namespace

TEST_CASE("hostile peer (correspondence): a link that decides for the receiver is refused, in every rule set") {
  int rule_sets_forged = 0;
  for (const RuleSet& rules : all_rule_sets()) {
    CAPTURE(rules.name);
    const std::uint64_t seed = 500 + static_cast<std::uint64_t>(rules.id);
    CorrespondencePair c = CorrespondencePair::start(rules, kLight, seed);
    const std::array<Chain, 2> chains = {host_chain(seed), guest_chain(seed)};  // 30-40 ms each: made once
    std::uint64_t rng = seed;
    int forged = 0, pre_throw = 0;
    for (int turn = 0; turn < 40; ++turn) {
      Session& h = c.holder();
      while (h.my_decision()) REQUIRE(h.play(random_choice(h, rng)).empty());
      if (is_over(h.state())) break;
      const std::string honest = h.link_code();
      Session& victim = c.other();
      const Side sender = h.me(), receiver = victim.me();
      const Chain& sender_chain = sender == c.host.me() ? chains[0] : chains[1];
      const Chain& receiver_chain = sender == c.host.me() ? chains[1] : chains[0];
      // Every legal decision the receiver could face next, made for it by the sender.
      for (int choice = 0; choice < 3; ++choice) {
        bool before_throw = false;
        const std::optional<std::string> link =
            forged_link(honest, sender, sender_chain, receiver_chain, [&](Ledger& l) {
              if (!to_decision_of(l, receiver, receiver_chain)) return false;
              ActionList actions;
              legal_actions(l.rules(), l.state(), actions);
              if (choice >= actions.size()) return false;
              before_throw = l.state().phase == Phase::StartTurn;
              return l.decide(receiver, l.decisions(), choice).empty();
            });
        if (!link) break;
        const std::string e = refused(victim, *link);
        CHECK_MESSAGE(contains(e, "a decision for your side (" + side_title(receiver) + ")"), e);
        ++forged;
        if (before_throw) ++pre_throw;
      }
      // The honest link after every refusal: the game goes on.
      c.links.push_back(honest);
      REQUIRE(victim.receive(honest).empty());
      c.host_holds = !c.host_holds;
    }
    CHECK_MESSAGE(forged > 0, "no decision of the receiver's was forged");
    if (std::string_view(rules.name) == "tokens" || std::string_view(rules.name) == "jeu-royal")
      CHECK_MESSAGE(pre_throw > 0, "no choice before the throw was forged");
    rule_sets_forged += forged > 0;
  }
  CHECK(rule_sets_forged == static_cast<int>(all_rule_sets().size()));
}

TEST_CASE("hostile peer (correspondence): tokens' \"pay to enter\" made for the receiver changes nothing") {
  const RuleSet& tokens = *find_rule_set("tokens");
  for (std::uint64_t seed = 700; seed < 740; ++seed) {
    CorrespondencePair c = CorrespondencePair::start(tokens, kLight, seed);
    const std::array<Chain, 2> chains = {host_chain(seed), guest_chain(seed)};
    std::uint64_t rng = seed;
    for (int turn = 0; turn < 30; ++turn) {
      Session& h = c.holder();
      while (h.my_decision()) REQUIRE(h.play(random_choice(h, rng)).empty());
      if (is_over(h.state())) break;
      const std::string honest = h.link_code();
      Session& victim = c.other();
      const Chain& sender_chain = h.me() == c.host.me() ? chains[0] : chains[1];
      const Chain& receiver_chain = h.me() == c.host.me() ? chains[1] : chains[0];
      const std::optional<std::string> link =
          forged_link(honest, h.me(), sender_chain, receiver_chain, [&](Ledger& l) {
            if (l.waiting() != Waiting::Decision || l.state().side != victim.me() || l.state().phase != Phase::StartTurn)
              return false;
            ActionList actions;
            legal_actions(l.rules(), l.state(), actions);
            for (int i = 0; i < actions.size(); ++i)
              if (actions[i].kind == ActionKind::PayToEnter) return l.decide(victim.me(), l.decisions(), i).empty();
            return false;
          });
      if (link) {
        const int tokens_before = victim.state().tokens[victim.me()];
        const std::string e = refused(victim, *link);
        CHECK(contains(e, "pay"));
        CHECK(victim.state().tokens[victim.me()] == tokens_before);
        // The honest link is still taken: the victim is not locked out of its own game.
        REQUIRE(victim.receive(honest).empty());
        CHECK(victim.my_decision());
        return;
      }
      REQUIRE(victim.receive(honest).empty());
      c.host_holds = !c.host_holds;
    }
  }
  FAIL("no tokens game reached a choice to pay before the throw");
}

TEST_CASE("hostile peer (correspondence): a forged link cannot be taken up with \"resume\" either") {
  const RuleSet& jeu = *find_rule_set("jeu-royal");
  for (std::uint64_t seed = 800; seed < 860; ++seed) {
    CorrespondencePair c = CorrespondencePair::start(jeu, kLight, seed);
    const std::array<Chain, 2> chains = {host_chain(seed), guest_chain(seed)};
    std::uint64_t rng = seed;
    for (int turn = 0; turn < 30; ++turn) {
      Session& h = c.holder();
      while (h.my_decision()) REQUIRE(h.play(random_choice(h, rng)).empty());
      if (is_over(h.state())) break;
      const std::string honest = h.link_code();
      Session& victim = c.other();
      const Chain& sender_chain = h.me() == c.host.me() ? chains[0] : chains[1];
      const Chain& receiver_chain = h.me() == c.host.me() ? chains[1] : chains[0];
      const std::optional<std::string> link =
          forged_link(honest, h.me(), sender_chain, receiver_chain, [&](Ledger& l) {
            if (l.waiting() != Waiting::Decision || l.state().side != victim.me() || l.state().phase != Phase::StartTurn)
              return false;
            return l.decide(victim.me(), l.decisions(), 1).empty();
          });
      if (link) {
        const SessionJoin r = Session::resume(*link, receiver_chain);
        CHECK_FALSE(r.ok());
        CHECK_MESSAGE(contains(r.error, "signed a decision for " + side_title(victim.me())), r.error);
        const SessionJoin honest_resume = Session::resume(honest, receiver_chain);
        CHECK_MESSAGE(honest_resume.ok(), honest_resume.error);
        return;
      }
      REQUIRE(victim.receive(honest).empty());
      c.host_holds = !c.host_holds;
    }
  }
  FAIL("no jeu-royal game reached a choice before the throw");
}
