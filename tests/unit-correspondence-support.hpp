// A friend's device in the tests of play by link: its whole turn played with random legal
// choices (unit-ui-correspondence.cpp, tests/ui/flow-link.cpp).
#pragma once

#include <doctest/doctest.h>

#include <cstdint>
#include <string>

#include "core/dice.hpp"
#include "ui/remote/correspondence.hpp"

namespace ur::test {

inline void play_random_turn(Correspondence& c, std::uint64_t& rng) {
  int guard = 0;
  while (c.my_turn()) {
    ActionList legal;
    legal_actions(c.rules(), c.state(), legal);
    const std::string why = c.play(static_cast<int>(random_below(rng, static_cast<std::uint32_t>(legal.size()))));
    REQUIRE_MESSAGE(why.empty(), why);
    REQUIRE(++guard < 1000);
  }
}

}  // namespace ur::test
