// Whole remote games (docs/remote.md): every rule set played through the protocol, live
// and by correspondence, between two simulated players making random moves; each game's
// record verifies (ur-cli verify too) and tampered copies do not; a long finished finkel
// game's link stays short enough for chat apps (at most 2,000 characters). ur-cli runs
// in-process (its one source file is compiled into this test, as in unit-cli.cpp).
#include <fstream>
#include <sstream>

#include "cli/cli.cpp"  // NOLINT(bugprone-suspicious-include): see the comment above
#include "remote/remote_record.hpp"
#include "unit-remote-support.hpp"

using namespace ur;
using namespace ur::remote;
using namespace ur::test;

namespace {

bool contains(const std::string& text, std::string_view part) { return text.find(part) != std::string::npos; }

std::string record_text(const Ledger& l) {
  const RecordText t = write_record(remote_record(l, {{"light", "Ana"}, {"dark", "Ben"}}));
  REQUIRE_MESSAGE(t.ok(), t.error);
  return *t.text;
}

// Replaces the first occurrence of `from` at or after the line starting with `line_start`.
std::string replace_in_line(std::string text, std::string_view line_start, std::string_view from, std::string_view to) {
  const std::size_t line = text.find(std::string("\n") + std::string(line_start));
  REQUIRE(line != std::string::npos);
  const std::size_t at = text.find(from, line + 1);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

int run(const std::vector<std::string>& args, const std::string& input, std::string& out, std::string& err) {
  std::istringstream in(input);
  std::ostringstream o, e;
  const int code = run_cli(args, in, o, e);
  out = o.str();
  err = e.str();
  return code;
}

}  // namespace

TEST_CASE("remote games: every rule set, live and by correspondence, played through and verified") {
  for (const RuleSet& r : all_rule_sets()) {
    for (const Mode mode : {Mode::Live, Mode::Correspondence}) {
      CAPTURE(r.name);
      CAPTURE(mode_name(mode));
      const std::uint64_t seed = 100 + static_cast<std::uint64_t>(r.id) * 2 + (mode == Mode::Live ? 0 : 1);
      std::uint64_t rng = seed;
      const Side host_side = seed % 2 ? kDark : kLight;
      std::optional<Ledger> ledger;
      if (mode == Mode::Live) {
        LivePair p = LivePair::start(r, host_side, seed);
        REQUIRE(p.play_out(rng));
        CHECK(p.host.ledger().steps() == p.guest.ledger().steps());
        ledger = p.host.ledger();
      } else {
        CorrespondencePair c = CorrespondencePair::start(r, host_side, seed);
        REQUIRE(c.play_out(rng));
        // The last link tells the other side the game is over, and it agrees.
        REQUIRE(c.other().receive(c.holder().link_code()).empty());
        CHECK(is_over(c.other().state()));
        CHECK(c.other().ledger().steps() == c.holder().ledger().steps());
        ledger = c.holder().ledger();
      }
      REQUIRE(is_over(ledger->state()));
      // The steps replay under the plain rules, and the record verifies whole.
      CHECK(replay(r, ledger->steps()).ok());
      const std::string text = record_text(*ledger);
      const Verification v = verify_record(text);
      CHECK_MESSAGE(v.ok, v.message());
      CHECK(contains(v.summary, "OK: a " + std::string(mode_name(mode)) + " game of " + std::string(r.name)));
      // The link of the finished game rebuilds the same game.
      const LinkDecode l = decode_link(encode_link(link_of(*ledger)));
      REQUIRE(l.ok());
      const LedgerBuild b = ledger_of(*l.link);
      REQUIRE_MESSAGE(b.ok(), b.error);
      CHECK(b.ledger->steps() == ledger->steps());
    }
  }
}

TEST_CASE("remote records: a tampered copy does not verify, and says where") {
  LivePair p = LivePair::start(*find_rule_set("finkel"), kLight, 51);
  std::uint64_t rng = 51;
  REQUIRE(p.play_out(rng));
  const std::string text = record_text(p.host.ledger());
  REQUIRE(verify_record(text).ok);
  // One throw changed so that the game still follows the rules (the same moves stay legal):
  // only the dice can tell.
  {
    const Ledger& l = p.host.ledger();
    std::optional<std::vector<Step>> altered;
    for (std::size_t k = 0; k < l.steps().size() && !altered; ++k) {
      if (!l.steps()[k].chance) continue;
      for (int o = 0; o <= 4 && !altered; ++o) {
        if (o == l.steps()[k].outcome) continue;
        std::vector<Step> t = l.steps();
        t[k].outcome = o;
        if (replay(l.rules(), t).ok()) altered = t;
      }
    }
    REQUIRE(altered);
    GameRecord rec = remote_record(l, {{"light", "Ana"}, {"dark", "Ben"}});
    rec.steps = *altered;
    const RecordText t = write_record(rec);
    REQUIRE(t.ok());
    REQUIRE(parse_record(*t.text).ok());  // a lawful game by the rules
    const Verification v = verify_record(*t.text);
    CHECK_FALSE(v.ok);
    CHECK(v.line > 0);
    CHECK(contains(v.error, "altered throw: the record says"));
    CHECK(contains(v.error, "but the dice of both sides' values give"));
  }
  // A reveal that is not the chain's.
  {
    const std::string t = replace_in_line(text, "light-reveal", " ", " 1");  // a different round
    const Verification v = verify_record(t);
    CHECK_FALSE(v.ok);
    CHECK(contains(v.message(), "line"));
  }
  {
    std::string t = text;
    const std::size_t at = t.find("dark-reveal ");
    const std::size_t hex = t.find(' ', at + 12) + 1;
    t[hex] = t[hex] == 'a' ? 'b' : 'a';
    const Verification v = verify_record(t);
    CHECK_FALSE(v.ok);
    CHECK(contains(v.error, "forged reveal: dark's value"));
  }
  // Another game's commitment.
  {
    std::string t = text;
    const std::size_t at = t.find("light-commit ") + 13;
    t[at] = t[at] == 'a' ? 'b' : 'a';
    CHECK(contains(verify_record(t).error, "forged reveal: light's value"));
  }
  // Without the reveals the throws cannot be checked.
  {
    std::string t = text;
    const std::size_t at = t.find("dark-reveal ");
    t.erase(at, t.find('\n', at) - at + 1);
    CHECK(contains(verify_record(t).error, "a throw the reveals do not cover"));
  }
  // A plain record is not a remote game.
  CHECK(contains(verify_record("rules finkel\n1. l 2:in/2\n").error, "not a remote game"));
}

TEST_CASE("remote records: ur-cli verify prints OK or the first problem with its line") {
  CorrespondencePair c = CorrespondencePair::start(*find_rule_set("jeu-royal"), kLight, 61);
  std::uint64_t rng = 61;
  REQUIRE(c.play_out(rng));
  const std::string text = record_text(c.holder().ledger());
  std::string out, err;
  CHECK(run({"verify", "-"}, text, out, err) == kExitOk);
  CHECK(contains(out, "-: OK: a correspondence game of jeu-royal"));
  CHECK(err.empty());
  std::string bad = text;
  const std::size_t at = bad.find("light-reveal ");
  const std::size_t hex = bad.find(' ', at + 13) + 1;
  bad[hex] = bad[hex] == 'a' ? 'b' : 'a';
  CHECK(run({"verify", "-"}, bad, out, err) == kExitBadInput);
  CHECK(contains(err, "NOT VERIFIED: line "));
  CHECK(contains(err, "forged reveal"));
  CHECK(run({"verify"}, "", out, err) == kExitUsage);
  CHECK(run({"verify", "--help"}, "", out, err) == kExitOk);
  CHECK(contains(out, "usage: ur-cli verify"));
  CHECK(run({"verify", "/no/such/file.ur.txt"}, "", out, err) == kExitBadInput);
}

TEST_CASE("remote links: a long finished finkel game's link is at most 2,000 characters") {
  // Random games until one lasts 150 turns or more (random play makes long games).
  const RuleSet& finkel = *find_rule_set("finkel");
  std::size_t longest_link = 0;
  std::uint32_t turns = 0;
  for (std::uint64_t seed = 1; seed < 40 && turns < 150; ++seed) {
    CorrespondencePair c = CorrespondencePair::start(finkel, kLight, 7000 + seed);
    std::uint64_t rng = 7000 + seed;
    REQUIRE(c.play_out(rng));
    const Ledger& l = c.holder().ledger();
    if (l.state().turn < 150) continue;
    turns = l.state().turn;
    const std::string link = "https://example.org/ur/#g=" + c.holder().link_code();  // as sent: keys, signature
    REQUIRE(decode_link(link).ok());
    longest_link = link.size();
    MESSAGE("finished finkel game of " << turns << " turns, " << l.steps().size() << " steps, " << l.decisions()
                                       << " choices: link " << longest_link << " characters with a 23-character address");
  }
  REQUIRE(turns >= 150);
  CHECK(longest_link <= 2000);
}

TEST_CASE("remote records: the committed examples verify, the same on every platform") {
  // Written by `remote_link --record finkel:1` and `--record jeu-royal:2`: if the way a
  // throw is derived ever changed, old records would no longer verify (and the format's
  // version would have to change). Natively and in wasm alike.
  struct Golden {
    const char* file;
    const char* summary;
  };
  for (const Golden g : {Golden{"finkel-1-live.ur.txt", "OK: a live game of finkel:1, 21 throws each derived from both sides' "
                                                         "revealed values, 21 actions legal (0 of them choices); result light 1-0"},
                         Golden{"jeu-royal-2-live.ur.txt", "OK: a live game of jeu-royal:2, 101 throws each derived from both "
                                                            "sides' revealed values, 101 actions legal (22 of them choices); result dark 0-4"}}) {
    CAPTURE(g.file);
    std::ifstream in(std::string(UR_SOURCE_DIR) + "/tests/data/remote/" + g.file);
    REQUIRE(in);
    std::stringstream text;
    text << in.rdbuf();
    const Verification v = verify_record(text.str());
    CHECK_MESSAGE(v.ok, v.message());
    CHECK(v.summary == g.summary);
  }
}
