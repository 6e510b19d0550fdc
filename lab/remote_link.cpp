// Remote play's figures (docs/remote.md): how long a correspondence link gets over whole
// finkel games played through the protocol (random moves, so long games), how long the
// longest random games of every rule set are in throws and turns (what the dice chains
// must cover: a live game spends a round a throw, a correspondence game a round a turn),
// and the time to make a chain. Fixed seeds: the same figures every run.
//   remote_link [--games N] [--length-games M] [--corpus DIR] [--record RULES]
// --corpus DIR writes sample messages and links (the fuzz target's seeds) into DIR;
// --record RULES prints the record of one live game of random moves (docs/remote.md's example).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "core/game.hpp"
#include "remote/remote_record.hpp"
#include "remote/session.hpp"

using namespace ur;
using namespace ur::remote;

namespace {

Digest seed_digest(std::uint64_t seed, std::uint8_t salt) {
  std::vector<std::uint8_t> b(9);
  for (int i = 0; i < 8; ++i) b[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(seed >> (8 * i));
  b[8] = salt;
  return sha256(b);
}

int random_choice(const Session& s, std::uint64_t& rng) {
  ActionList a;
  legal_actions(s.ledger().rules(), s.state(), a);
  return static_cast<int>(random_below(rng, static_cast<std::uint32_t>(a.size())));
}

struct Played {
  Ledger ledger;
  std::vector<std::string> links;
};

// One correspondence game of random moves; nullopt if it got stuck (it never should).
std::optional<Played> correspondence_game(const RuleSet& r, std::uint64_t seed) {
  GameId id{};
  const Digest d = seed_digest(seed, 0x9D);
  std::copy(d.begin(), d.begin() + 16, id.begin());
  Session host = Session::invite(r, Mode::Correspondence, kLight, Chain(seed_digest(seed, 1)), id);
  std::vector<std::string> links = {host.link_code()};
  SessionJoin j = Session::join(links[0], Chain(seed_digest(seed, 2)));
  if (!j.ok()) return std::nullopt;
  Session guest = std::move(*j.session);
  std::uint64_t rng = seed;
  Session* holder = &guest;
  Session* other = &host;
  for (int i = 0; i < 100000; ++i) {
    while (holder->my_decision())
      if (!holder->play(random_choice(*holder, rng)).empty()) return std::nullopt;
    links.push_back(holder->link_code());
    if (is_over(holder->state())) return Played{holder->ledger(), links};
    if (!other->receive(links.back()).empty()) return std::nullopt;
    std::swap(holder, other);
  }
  return std::nullopt;
}

double percentile(std::vector<double> v, double p) {
  std::sort(v.begin(), v.end());
  return v[static_cast<std::size_t>(p * static_cast<double>(v.size() - 1))];
}

}  // namespace

int main(int argc, char** argv) {
  int games = 100, length_games = 20000;
  std::string corpus;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--games" && i + 1 < argc) games = std::atoi(argv[++i]);
    else if (a == "--length-games" && i + 1 < argc) length_games = std::atoi(argv[++i]);
    else if (a == "--corpus" && i + 1 < argc) corpus = argv[++i];
    else if (a == "--record" && i + 1 < argc) {
      const std::optional<RuleSet> r = parse_rules_notation(argv[++i]);
      if (!r) return 2;
      GameId id{};
      const Digest d = seed_digest(3, 0x9D);
      std::copy(d.begin(), d.begin() + 16, id.begin());
      Session host = Session::invite(*r, Mode::Live, kLight, Chain(seed_digest(3, 1)), id);
      SessionJoin j = Session::join(host.take_outbox()[0], Chain(seed_digest(3, 2)));
      Session guest = std::move(*j.session);
      std::uint64_t rng = 3;
      for (;;) {
        for (bool sent = true; sent;) {  // deliver both ways until nothing is left to send
          const std::vector<std::string> out_g = guest.take_outbox(), out_h = host.take_outbox();
          for (const std::string& m : out_g) host.receive(m);
          for (const std::string& m : out_h) guest.receive(m);
          sent = !out_g.empty() || !out_h.empty();
        }
        Session* mover = host.my_decision() ? &host : guest.my_decision() ? &guest : nullptr;
        if (!mover) break;
        mover->play(random_choice(*mover, rng));
      }
      const RecordText t = write_record(remote_record(host.ledger(), {{"light", "Ana"}, {"dark", "Ben"}}, {host.keys(), host.moves_signatures()}));
      std::fputs(t.ok() ? t.text->c_str() : t.error.c_str(), stdout);
      return t.ok() ? 0 : 1;
    }
    else {
      std::fprintf(stderr, "usage: remote_link [--games N] [--length-games M] [--corpus DIR] [--record RULES]\n");
      return 2;
    }
  }
  const auto t0 = std::chrono::steady_clock::now();
  const Chain probe(seed_digest(1, 1));
  const double chain_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  std::printf("making one chain of %d rounds: %.1f ms\n", kChainLength, chain_ms);

  // Finkel links over whole games.
  const RuleSet& finkel = *find_rule_set("finkel");
  std::vector<double> lengths, turns;
  std::size_t longest_turns = 0, longest_link = 0, max_link = 0;
  const std::string page = "https://example.org/ur/";
  for (int g = 0; g < games; ++g) {
    const std::optional<Played> p = correspondence_game(finkel, 5000 + static_cast<std::uint64_t>(g));
    if (!p) {
      std::fprintf(stderr, "game %d got stuck\n", g);
      return 1;
    }
    const std::size_t len = page.size() + 3 + p->links.back().size();  // as sent: keys and signature
    lengths.push_back(static_cast<double>(len));
    turns.push_back(p->ledger.state().turn);
    max_link = std::max(max_link, len);
    if (p->ledger.state().turn > longest_turns) {
      longest_turns = p->ledger.state().turn;
      longest_link = len;
    }
    if (!corpus.empty() && g < 3) {
      for (std::size_t k = 0; k < p->links.size(); k += std::max<std::size_t>(1, p->links.size() / 4)) {
        std::ofstream(corpus + "/link-finkel-" + std::to_string(g) + "-" + std::to_string(k)) << p->links[k];
      }
      std::ofstream(corpus + "/address-finkel-" + std::to_string(g)) << page << "#g=" << p->links.back();
    }
  }
  std::printf("finkel by correspondence, %d finished games of random moves (address %zu characters + the code):\n",
              games, page.size() + 3);
  std::printf("  turns p50 %.0f, p90 %.0f, max %.0f\n", percentile(turns, 0.5), percentile(turns, 0.9), percentile(turns, 1.0));
  std::printf("  finished game's link: p50 %.0f, p90 %.0f, max %zu characters; the longest game (%zu turns): %zu\n",
              percentile(lengths, 0.5), percentile(lengths, 0.9), max_link, longest_turns, longest_link);

  // Sample live messages for the corpus.
  if (!corpus.empty()) {
    GameId id{};
    Session host = Session::invite(*find_rule_set("jeu-royal"), Mode::Live, kDark, probe, id);
    std::vector<std::string> msgs = host.take_outbox();
    SessionJoin j = Session::join(msgs[0], Chain(seed_digest(1, 2)));
    Session guest = std::move(*j.session);
    std::uint64_t rng = 9;
    for (int round = 0; round < 40; ++round) {
      for (const std::string& m : guest.take_outbox()) {
        msgs.push_back(m);
        host.receive(m);
      }
      for (const std::string& m : host.take_outbox()) {
        msgs.push_back(m);
        guest.receive(m);
      }
      Session* mover = host.my_decision() ? &host : guest.my_decision() ? &guest : nullptr;
      if (!mover) break;
      mover->play(random_choice(*mover, rng));
    }
    for (std::size_t k = 0; k < msgs.size() && k < 12; ++k)
      std::ofstream(corpus + "/message-" + std::to_string(k)) << msgs[k];
  }

  // The longest random games of every rule set (plain engine, fixed seeds).
  std::printf("longest of %d random games (rounds a chain must cover: live = throws, correspondence = turns):\n",
              length_games);
  for (const RuleSet& r : all_rule_sets()) {
    std::uint64_t rng = 12345;
    int max_throws = 0, max_turns = 0;
    for (int g = 0; g < length_games; ++g) {
      State s = new_game(r);
      int throws = 0;
      ActionList a;
      while (!is_over(s)) {
        if (is_chance(s)) {
          apply_chance(r, s, sample_chance(r, s, rng));
          ++throws;
        } else {
          legal_actions(r, s, a);
          apply(r, s, a[static_cast<int>(random_below(rng, static_cast<std::uint32_t>(a.size())))]);
        }
      }
      max_throws = std::max(max_throws, throws);
      max_turns = std::max(max_turns, static_cast<int>(s.turn));
    }
    std::printf("  %-15s throws %6d  turns %6d\n", std::string(r.name).c_str(), max_throws, max_turns);
  }
  return 0;
}
