// Perfect play on the desktop (docs/desktop.md): with no table in the player's data folder
// for a solvable rule set, the set-up says how to get one, in words; where no table can
// exist (the rules are not solvable), it says nothing of it.
#include <doctest/doctest.h>

#include "ui-driver.hpp"
#include "ui/screens.hpp"

using ur::test::Json;
using ur::test::UiDriver;

TEST_CASE("the desktop set-up says how to get perfect play where a table could be solved") {
  UiDriver d;
  if (d.has_button(ur::kAllRules)) d.click(ur::kAllRules);
  d.choose_rules("finkel");
  d.click("The computer");
  // The table library answers "not here" within a few frames.
  CHECK(d.until([](const Json& s) { return s["menu"]["strength"] == "Strength · for perfect play, run “ur-cli solve finkel” once"; }, 2000));
  d.choose_rules("murray");  // not solvable: no table can exist
  CHECK(d.until([](const Json& s) { return s["menu"]["strength"] == "Strength"; }, 2000));
}
