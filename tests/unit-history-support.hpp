// A finished game as the history keeps it, for the tests of the screens that list games.
#pragma once

#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <string>

#include "core/record.hpp"
#include "ui/history.hpp"
#include "unit-game-support.hpp"

namespace ur::test {

// A whole game of `rules` played from `seed`, kept in a history and read back.
inline PastGame finished_game(const char* rules, std::array<std::string, 2> players, std::uint64_t seed) {
  const RuleSet r = *parse_rules_notation(rules);
  PastGame g;
  g.date = "2026-11-24 09:05";
  g.rules = r;
  g.players = players;
  std::uint64_t rng = seed;
  g.steps = played_steps(r, rng, 1L << 30, true);
  History h;
  REQUIRE(add_to_history(h, g));
  return h.games[0];
}

}  // namespace ur::test
