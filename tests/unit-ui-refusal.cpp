// A refused link, message or code, as the player reads it: src/remote's own sentence in
// English, the kind of problem in the player's language otherwise (src/ui/refusal.hpp).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/rules.hpp"
#include "remote/fair_dice.hpp"
#include "remote/live_signal.hpp"
#include "remote/session.hpp"
#include "remote/wire.hpp"
#include "ui/language.hpp"
#include "ui/refusal.hpp"
#include "unit-screen-support.hpp"

using namespace ur;
using namespace ur::remote;

namespace {

RuleSet finkel() {
  const RuleSet* r = find_rule_set("finkel");
  REQUIRE(r != nullptr);
  return *r;
}

GameId id_of(std::uint8_t b) {
  GameId id{};
  id.fill(b);
  return id;
}

Chain chain_of(std::uint8_t b) {
  Digest d{};
  d.fill(b);
  return Chain(d);
}

// A finkel game by link: light invited, dark joined; dark's link back.
// `n` makes each game its own: its id and both players' secrets.
struct LinkGame {
  Session light;
  std::optional<Session> dark;
  std::string invitation, answer;
  explicit LinkGame(std::uint8_t n)
      : light(Session::invite(finkel(), Mode::Correspondence, kLight, chain_of(static_cast<std::uint8_t>(10 * n + 1)), id_of(n))) {
    invitation = light.link_code();
    SessionJoin j = Session::join(invitation, chain_of(static_cast<std::uint8_t>(10 * n + 2)));
    REQUIRE(j.ok());
    dark = std::move(j.session);
    answer = dark->link_code();
  }
};

}  // namespace

TEST_CASE("refusals from the other player keep their exact reason in English") {
  const std::string reason = decode_link("nonsense!").error;
  REQUIRE_FALSE(reason.empty());
  CHECK(refusal_text(reason) == reason);
  CHECK(refusal_text("") == "");
}

TEST_CASE("refusals the other player's links and messages really give are told by kind in every other language") {
  LinkGame g(1);
  // The reasons, each produced by the remote layer from a real mistake or tampering.
  struct Case {
    std::string reason;
    RefusalKind kind;
  };
  std::vector<Case> cases;
  std::string cut = g.invitation.substr(0, g.invitation.size() / 2);
  cases.push_back({decode_link(cut).error, RefusalKind::Damaged});
  cases.push_back({decode_link("").error, RefusalKind::Damaged});
  cases.push_back({decode_live_code("live=abc").error, RefusalKind::Damaged});
  // A live message where a link belongs.
  Session live = Session::invite(finkel(), Mode::Live, kLight, chain_of(3), id_of(9));
  const std::vector<std::string> outbox = live.take_outbox();
  REQUIRE_FALSE(outbox.empty());
  cases.push_back({decode_link(outbox.front()).error, RefusalKind::WrongKind});
  cases.push_back({decode_message(g.invitation).error, RefusalKind::WrongKind});
  // The other side's link arrives twice; an answer to another game.
  REQUIRE(g.light.receive(g.answer).empty());
  LinkGame other(2);
  cases.push_back({g.light.receive(other.answer), RefusalKind::OtherGame});
  // A move when it is not this side's turn.
  if (!g.light.my_decision()) cases.push_back({g.light.play(0), RefusalKind::OutOfOrder});
  else cases.push_back({g.dark->play(0), RefusalKind::OutOfOrder});
  // The device that holds neither player's secret.
  cases.push_back({Session::resume(g.answer, chain_of(5)).error, RefusalKind::NotAPlayer});
  // A third player answering an invitation already taken.
  cases.push_back({Session::join(g.answer, chain_of(6)).error, RefusalKind::AlreadyJoined});

  for (std::size_t i = 0; i < cases.size(); ++i) {
    const Case& c = cases[i];
    CAPTURE(i);
    CAPTURE(c.reason);
    REQUIRE_FALSE(c.reason.empty());
    CHECK(refusal_kind(c.reason) == c.kind);
  }
  for (const i18n::Language l : {i18n::Language::French, i18n::Language::Hungarian, i18n::Language::Dutch}) {
    test::InLanguage in(l);
    for (const Case& c : cases) {
      CAPTURE(c.reason);
      const std::string shown = refusal_text(c.reason);
      CHECK_FALSE(shown.empty());
      CHECK(shown != c.reason);
      CHECK(shown.find("refusal.") == std::string::npos);  // a key, not a text
    }
  }
  test::InLanguage fr(i18n::Language::French);
  CHECK(refusal_text(decode_link(cut).error) == "il est abîmé ou incomplet : copiez-le de nouveau, en entier");
  CHECK(refusal_text(g.light.receive(other.answer)) == "il appartient à une autre partie");
}
