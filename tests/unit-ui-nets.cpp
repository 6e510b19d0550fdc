// The Queen in the game: her network is fetched only for a rule set that has one, once,
// and provided when it parses (a damaged file is refused with its name and the reason);
// the level picker offers her between the King and perfect play; and a Queen whose
// network has not arrived plays as the King, taking her network from the next decision.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "ai/levels.hpp"
#include "core/game.hpp"
#include "ui/net_library.hpp"
#include "ui/screens.hpp"
#include "unit-learned-support.hpp"

namespace ur {
namespace {

using test_nets::finkel;
using test_nets::fixed_params;

std::vector<std::string> names(const std::vector<AgentInfo>& levels) {
  std::vector<std::string> out;
  for (const AgentInfo& a : levels) out.push_back(a.name);
  return out;
}

TEST_CASE("the Queen's network: fetched once where there is one, refused when damaged, then played with") {
  const RuleSet& blitz = *find_rule_set("blitz");
  NetLibrary nets({"finkel-7.urn"});
  // No network for blitz: nothing to fetch, and the Queen is not offered there.
  CHECK(nets.state(blitz) == NetLibrary::State::None);
  nets.want(blitz);
  CHECK(nets.take_requests().empty());
  // Finkel's is fetched once, however often the rule set is chosen.
  nets.want(finkel());
  nets.want(finkel());
  CHECK(nets.take_requests() == std::vector<std::string>{"finkel-7.urn"});
  CHECK(nets.take_requests().empty());
  CHECK(nets.state(finkel()) == NetLibrary::State::Loading);

  // A Queen made before her network arrives plays legal moves with king's search.
  State s = new_game(finkel());
  apply_chance(finkel(), s, 2);
  auto queen = make_oracle_agent_when_ready(finkel());
  ActionList legal;
  legal_actions(finkel(), s, legal);
  REQUIRE(legal.size() > 0);
  const Action early = queen->choose(s, legal);
  CHECK(std::find(legal.begin(), legal.end(), early) != legal.end());
  CHECK_FALSE(oracle_uses_network(*queen));

  // A damaged file: refused, named, and nothing provided.
  std::vector<std::uint8_t> bytes = encode_net(fixed_params());
  std::vector<std::uint8_t> damaged = bytes;
  damaged[damaged.size() / 2] ^= 0x55;
  NetLibrary other({"finkel-7.urn"});
  other.want(finkel());
  other.answer("finkel-7.urn", damaged.data(), damaged.size());
  CHECK(other.state(finkel()) == NetLibrary::State::Failed);
  CHECK(other.error(finkel()).find("finkel-7.urn: ") == 0);
  CHECK(other.error(finkel()).size() > std::string("finkel-7.urn: ").size());
  CHECK(find_learned_eval(finkel()) == nullptr);

  // The good file: provided, and the Queen takes it at her next decision.
  nets.answer("finkel-7.urn", bytes.data(), bytes.size());
  CHECK(nets.state(finkel()) == NetLibrary::State::Ready);
  CHECK(nets.error(finkel()).empty());
  REQUIRE(find_learned_eval(finkel()) != nullptr);
  CHECK_FALSE(oracle_uses_network(*queen));  // never in the middle of a decision
  queen->choose(s, legal);
  CHECK(oracle_uses_network(*queen));
  // An answer nobody asked for changes nothing.
  nets.answer("blitz-5.urn", bytes.data(), bytes.size());
  CHECK(nets.state(blitz) == NetLibrary::State::None);
}

TEST_CASE("the level picker: the Queen between the King and perfect play, only where offered") {
  const auto plain = names(computer_levels());
  CHECK(std::find(plain.begin(), plain.end(), "oracle") == plain.end());
  const auto all = names(computer_levels(true, true));
  REQUIRE(all.size() == plain.size() + 2);
  CHECK(all[all.size() - 3] == "king");
  CHECK(all[all.size() - 2] == "oracle");
  CHECK(all.back() == "perfect");
  const auto queen_only = names(computer_levels(false, true));
  CHECK(queen_only.back() == "oracle");
}

}  // namespace
}  // namespace ur
