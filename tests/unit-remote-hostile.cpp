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

namespace {

// One exchange of a correspondence game at which the sender could cheat: the honest link
// it just made, who sent it and who receives it, and both sides' chains.
struct Moment {
  const std::string& honest;
  Session& victim;
  Side sender;
  const Chain& sender_chain;
  const Chain& receiver_chain;
};

// Plays correspondence games of `rules` from each seed in [from, to) with random moves and,
// after each turn, calls `at` with that moment before the honest link is delivered; stops
// (true) at the first moment `at` says it used.
template <class At>
bool at_first_moment(const RuleSet& rules, std::uint64_t from, std::uint64_t to, At&& at) {
  for (std::uint64_t seed = from; seed < to; ++seed) {
    CorrespondencePair c = CorrespondencePair::start(rules, kLight, seed);
    const std::array<Chain, 2> chains = {host_chain(seed), guest_chain(seed)};
    std::uint64_t rng = seed;
    for (int turn = 0; turn < 30; ++turn) {
      Session& h = c.holder();
      while (h.my_decision()) REQUIRE(h.play(random_choice(h, rng)).empty());
      if (is_over(h.state())) break;
      const std::string honest = h.link_code();
      const bool hosts = h.me() == c.host.me();
      if (at(Moment{honest, c.other(), h.me(), hosts ? chains[0] : chains[1], hosts ? chains[1] : chains[0]})) return true;
      REQUIRE(c.other().receive(honest).empty());
      c.host_holds = !c.host_holds;
    }
  }
  return false;
}

// The forged link of the moment with the victim's choice before the throw made for it (the
// first action of `kind`, or legal action `index`), if it has one now.
std::optional<std::string> forged_pre_throw(const Moment& m, std::optional<ActionKind> kind, int index = 0) {
  return forged_link(m.honest, m.sender, m.sender_chain, m.receiver_chain, [&](Ledger& l) {
    if (l.waiting() != Waiting::Decision || l.state().side != m.victim.me() || l.state().phase != Phase::StartTurn) return false;
    ActionList actions;
    legal_actions(l.rules(), l.state(), actions);
    for (int i = 0; i < actions.size(); ++i)
      if (kind ? actions[i].kind == *kind : i == index) return l.decide(m.victim.me(), l.decisions(), i).empty();
    return false;
  });
}

}  // namespace

TEST_CASE("hostile peer (correspondence): tokens' \"pay to enter\" made for the receiver changes nothing") {
  const bool reached = at_first_moment(*find_rule_set("tokens"), 700, 740, [](const Moment& m) {
    const std::optional<std::string> link = forged_pre_throw(m, ActionKind::PayToEnter);
    if (!link) return false;
    const int tokens_before = m.victim.state().tokens[m.victim.me()];
    CHECK(contains(refused(m.victim, *link), "pay"));
    CHECK(m.victim.state().tokens[m.victim.me()] == tokens_before);
    // The honest link is still taken: the victim is not locked out of its own game.
    REQUIRE(m.victim.receive(m.honest).empty());
    CHECK(m.victim.my_decision());
    return true;
  });
  CHECK_MESSAGE(reached, "no tokens game reached a choice to pay before the throw");
}

TEST_CASE("hostile peer (correspondence): a forged link cannot be taken up with \"resume\" either") {
  const bool reached = at_first_moment(*find_rule_set("jeu-royal"), 800, 860, [](const Moment& m) {
    const std::optional<std::string> link = forged_pre_throw(m, std::nullopt, 1);
    if (!link) return false;
    const SessionJoin r = Session::resume(*link, m.receiver_chain);
    CHECK_FALSE(r.ok());
    CHECK_MESSAGE(contains(r.error, "signed a decision for " + side_title(m.victim.me())), r.error);
    const SessionJoin honest_resume = Session::resume(m.honest, m.receiver_chain);
    CHECK_MESSAGE(honest_resume.ok(), honest_resume.error);
    return true;
  });
  CHECK_MESSAGE(reached, "no jeu-royal game reached a choice before the throw");
}
