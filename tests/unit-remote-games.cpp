// Whole remote games (docs/remote.md): every rule set played through the protocol, live
// and by correspondence, between two simulated players making random moves; each game's
// record verifies (ur-cli verify too) and tampered copies do not; a long finished finkel
// game's link stays short enough for chat apps (at most 2,000 characters). ur-cli runs
// in-process (the CLI's library, as in unit-cli.cpp).
#include <fstream>
#include <sstream>

#include "cli/cli.hpp"
#include "remote/remote_record.hpp"
#include "unit-remote-support.hpp"
#include "source_dir.hpp"

using namespace ur;
using namespace ur::remote;
using namespace ur::test;

namespace {

// The record a device writes of its game: with both keys and every signature it holds.
std::string record_text(const Session& s) {
  const RecordText t =
      write_record(remote_record(s.ledger(), {{"light", "Ana"}, {"dark", "Ben"}}, {s.keys(), s.moves_signatures()}));
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
      std::vector<std::string> records;  // the record each device writes
      if (mode == Mode::Live) {
        LivePair p = LivePair::start(r, host_side, seed);
        REQUIRE(p.play_out(rng));
        CHECK(p.host.ledger().steps() == p.guest.ledger().steps());
        ledger = p.host.ledger();
        records = {record_text(p.host), record_text(p.guest)};
      } else {
        CorrespondencePair c = CorrespondencePair::start(r, host_side, seed);
        REQUIRE(c.play_out(rng));
        // The last link tells the other side the game is over, and it agrees.
        REQUIRE(c.other().receive(c.holder().link_code()).empty());
        CHECK(is_over(c.other().state()));
        CHECK(c.other().ledger().steps() == c.holder().ledger().steps());
        ledger = c.holder().ledger();
        records = {record_text(c.holder()), record_text(c.other())};
      }
      REQUIRE(is_over(ledger->state()));
      // The steps replay under the plain rules, and the record verifies whole.
      CHECK(replay(r, ledger->steps()).ok());
      for (const std::string& text : records) {
        const Verification v = verify_record(text);
        CHECK_MESSAGE(v.ok, v.message());
        CHECK(contains(v.summary, "OK: a " + std::string(mode_name(mode)) + " game of " + std::string(r.name)));
        if (ledger->decisions() > 0) CHECK_MESSAGE(contains(v.summary, "every choice signed by the side that made it"), v.summary);
      }
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
  const std::string text = record_text(p.host);
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
    CHECK(contains(v.error, "forged reveal: Dark's value"));
  }
  // Another game's commitment.
  {
    std::string t = text;
    const std::size_t at = t.find("light-commit ") + 13;
    t[at] = t[at] == 'a' ? 'b' : 'a';
    CHECK(contains(verify_record(t).error, "forged reveal: Light's value"));
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

TEST_CASE("remote records: a changed move, a move signed by the wrong side, or a missing signature fails with its line") {
  const RuleSet& finkel = *find_rule_set("finkel");
  LivePair p = LivePair::start(finkel, kLight, 52);
  std::uint64_t rng = 52;
  REQUIRE(p.play_out(rng));
  const Session& s = p.host;
  const Ledger& l = s.ledger();
  REQUIRE(l.decisions() > 10);
  // One choice changed to another legal one, the game still lawful by the rules and the
  // dice (the throws do not depend on the moves): only the signatures can tell.
  std::optional<std::vector<Step>> changed;
  int changed_decision = -1;
  {
    State st = new_game(finkel);
    int decision = 0;
    ActionList actions;
    for (std::size_t k = 0; k < l.steps().size() && !changed; ++k) {
      const Step& step = l.steps()[k];
      if (!step.chance) {
        legal_actions(finkel, st, actions);
        if (actions.size() > 1 && decision >= 5) {
          for (int i = 0; i < actions.size() && !changed; ++i) {
            if (actions[i] == step.action) continue;
            std::vector<Step> t = l.steps();
            t[k].action = actions[i];
            // The rest of the game must still be lawful after the change.
            if (replay(finkel, t).ok()) {
              changed = t;
              changed_decision = decision;
            }
          }
        }
        if (actions.size() > 1) ++decision;
        apply(finkel, st, step.action);
      } else {
        apply_chance(finkel, st, step.outcome);
      }
    }
  }
  REQUIRE(changed);
  const MovesProof proof{s.keys(), s.moves_signatures()};
  {
    GameRecord rec = remote_record(l, {}, proof);
    rec.steps = *changed;
    const RecordText t = write_record(rec);
    REQUIRE(t.ok());
    // Still a game the dice allow: without signatures this is what verified before.
    const Verification unsigned_v = verify_record(*write_record(GameRecord{finkel, remote_record(l).tags, *changed}).text);
    CHECK_MESSAGE(unsigned_v.ok, unsigned_v.message());
    CHECK(contains(unsigned_v.summary, "its moves are not signed"));
    const Verification v = verify_record(*t.text);
    CHECK_FALSE(v.ok);
    CHECK_MESSAGE(contains(v.error, "changed move: "), v.error);
    // The line named is the changed move's own line.
    const std::string line = std::to_string(l.decision_turn(changed_decision) + 1) + ". ";
    std::istringstream lines(*t.text);
    std::string text_line;
    for (int n = 1; std::getline(lines, text_line); ++n)
      if (n == v.line) CHECK_MESSAGE(text_line.starts_with(line), text_line << " (expected " << line << ")");
  }
  // A move signed by the wrong side: Dark's signatures left out, Light's kept (Light signed
  // every move up to its own last one, Dark's included, but Dark never signed Dark's).
  {
    MovesProof only_light = proof;
    only_light.signatures[kDark].clear();
    const Verification v = verify_record(*write_record(remote_record(l, {}, only_light)).text);
    CHECK_FALSE(v.ok);
    CHECK_MESSAGE(contains(v.error, "is Dark's, but Dark never signed it"), v.error);
    CHECK(v.line > 0);
  }
  // A signature damaged, or a key missing.
  {
    const std::string text = *write_record(remote_record(l, {}, proof)).text;
    std::string bad = text;
    const std::size_t at = bad.find("light-signed ");
    const std::size_t sig = bad.find(':', at) + 3;
    bad[sig] = bad[sig] == 'A' ? 'B' : 'A';
    CHECK(contains(verify_record(bad).error, "changed move: Light's signature"));
    std::string no_key = text;
    const std::size_t k = no_key.find("dark-key ");
    no_key.erase(k, no_key.find('\n', k) - k + 1);
    CHECK(contains(verify_record(no_key).error, "no 'dark-key' tag"));
  }
}

TEST_CASE("remote records: ur-cli verify prints OK or the first problem with its line") {
  CorrespondencePair c = CorrespondencePair::start(*find_rule_set("jeu-royal"), kLight, 61);
  std::uint64_t rng = 61;
  REQUIRE(c.play_out(rng));
  const std::string text = record_text(c.holder());
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
  // Written by `remote_link --record finkel:1` and `--record jeu-royal:2` (before signed
  // moves) and `--record finkel:2` (with them): if the way a
  // throw is derived ever changed, old records would no longer verify (and the format's
  // version would have to change). Natively and in wasm alike.
  struct Golden {
    const char* file;
    const char* summary;
  };
  for (const Golden g : {Golden{"finkel-1-live.ur.txt", "OK: a live game of finkel:1, 21 throws each derived from both sides' "
                                                         "revealed values, 21 actions legal (0 of them choices); no choices to sign; "
                                                         "result light 1-0"},
                         Golden{"jeu-royal-2-live.ur.txt", "OK: a live game of jeu-royal:2, 101 throws each derived from both "
                                                            "sides' revealed values, 101 actions legal (22 of them choices); its moves are "
                                                            "not signed (a record from before signed moves): who made each move "
                                                            "is not proven; result dark 0-4"},
                         Golden{"finkel-2-live-signed.ur.txt", "OK: a live game of finkel:2, 37 throws each derived from both "
                                                                "sides' revealed values, 37 actions legal (14 of them choices); "
                                                                "every choice signed by the side that made it; result light 2-1"}}) {
    CAPTURE(g.file);
    std::ifstream in(ur::test::source_dir() + "/tests/data/remote/" + g.file);
    REQUIRE(in);
    std::stringstream text;
    text << in.rdbuf();
    const Verification v = verify_record(text.str());
    CHECK_MESSAGE(v.ok, v.message());
    CHECK(v.summary == g.summary);
  }
}
