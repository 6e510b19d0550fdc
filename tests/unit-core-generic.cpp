// Generic checks over every rule set (OpenSpiel basic_tests style): stable names and
// texts, random games that always end with every invariant intact, conservation of
// pieces / tokens / coins checked independently of the engine, and round-trips.
#include "unit-core-support.hpp"

#include "core/audit.hpp"

using namespace ur;
using namespace ur::test;

namespace {

struct RunStats {
  long games = 0;
  long decisions = 0;
  long passes = 0;
  long longest = 0;
  std::array<long, 4> winners{};  // None, Light, Dark, Draw
};

// Plays `games` random games from fixed seeds, checking after every step.
RunStats random_games(const RuleSet& r, int games, std::uint64_t seed, int round_trip_games) {
  RunStats st;
  std::uint64_t rng = seed;
  ActionList list;
  for (int g = 0; g < games; ++g) {
    State s = new_game(r);
    long steps = 0;
    bool ok = true;
    if (const std::string broken = audit_step(r, s); !broken.empty()) {
      FAIL_CHECK("a new game: " << broken);
      ok = false;
    }
    while (!is_over(s) && ok) {
      if (++steps > 200000) {
        FAIL_CHECK("game did not end: " << to_position(r, s));
        break;
      }
      if (is_chance(s)) {
        apply_chance(r, s, sample_chance(r, s, rng));
      } else {
        legal_actions(r, s, list);
        ++st.decisions;
        if (list[0].kind == ActionKind::Pass) ++st.passes;
        apply(r, s, list[static_cast<int>(random_below(rng, static_cast<std::uint32_t>(list.size())))]);
      }
      // Checked before the next step: audit_step also checks the decision and chance
      // nodes' offers (nothing repeated, Pass alone, probabilities summing to 1).
      const std::string broken = audit_step(r, s, g < round_trip_games);
      if (!broken.empty()) {
        FAIL_CHECK(broken);
        ok = false;
      }
    }
    if (!ok) break;
    ++st.games;
    st.longest = std::max(st.longest, steps);
    ++st.winners[static_cast<unsigned>(s.winner)];
    const Result res = result(r, s);
    CHECK(res.winner == s.winner);
    if (r.win == WinRule::BearOffAll && s.winner != Winner::Draw)
      CHECK(res.score[s.winner == Winner::Light ? 0 : 1] == r.pieces);
  }
  return st;
}

}  // namespace

TEST_CASE("generic: the twelve rule sets have stable names, in rules.md order, and their texts") {
  const char* names[] = {"finkel", "masters", "blitz", "classic", "murray", "british-museum",
                         "bell", "bgg", "tokens", "jeu-royal", "ravensburger", "aseb"};
  REQUIRE(all_rule_sets().size() == 12);
  for (int i = 0; i < 12; ++i) {
    const RuleSet& r = all_rule_sets()[static_cast<std::size_t>(i)];
    CAPTURE(r.name);
    CHECK(r.name == names[i]);
    CHECK(find_rule_set(names[i]) == &r);
    CHECK(&rule_set(r.id) == &r);
    CHECK_FALSE(r.title.empty());
    CHECK(r.summary.size() > 100);
    CHECK_FALSE(r.source.empty());
    // Only finkel's and masters' published rules leave nothing to choose.
    CHECK(r.notes.empty() == (r.name == "finkel" || r.name == "masters"));
  }
  CHECK(find_rule_set("chess") == nullptr);
  // Every rule set whose rules.md section carries a [decision] states it in its notes.
  for (const char* name : {"classic", "bell", "tokens", "jeu-royal", "ravensburger"})
    CHECK(find_rule_set(name)->notes.find("In this version, ") == 0);
}

TEST_CASE("generic: with_pieces makes small variants and rejects impossible counts") {
  const RuleSet& f = *find_rule_set("finkel");
  CHECK(f.with_pieces(3).pieces == 3);
  CHECK(f.with_pieces(0).pieces == 7);
  CHECK(f.with_pieces(8).pieces == 7);
  CHECK(find_rule_set("ravensburger")->with_pieces(10).pieces == 10);
  CHECK(new_game(f.with_pieces(3)).waiting == std::array<std::uint8_t, 2>{3, 3});
}

TEST_CASE("generic: 10,000 random games per rule set end with every invariant intact") {
  for (const RuleSet& r : all_rule_sets()) {
    SUBCASE(std::string(r.name).c_str()) {
      const RunStats st = random_games(r, 10000, 0x5EED0000u + static_cast<std::uint64_t>(r.id), 100);
      CHECK(st.games == 10000);
      CHECK(st.winners[static_cast<unsigned>(Winner::Light)] > 1000);
      CHECK(st.winners[static_cast<unsigned>(Winner::Dark)] > 1000);
      CHECK(st.passes > 0);
      MESSAGE(r.name << ": " << st.decisions << " decisions, " << st.passes << " passes, longest "
                     << st.longest << " steps, draws " << st.winners[3]);
    }
  }
}

TEST_CASE("generic: small piece counts play out too") {
  for (const RuleSet& base : all_rule_sets()) {
    for (int n = 1; n <= 3; ++n) {
      const RuleSet r = base.with_pieces(n);
      CAPTURE(r.name);
      CAPTURE(n);
      CHECK(random_games(r, 300, 99u + static_cast<std::uint64_t>(n), 20).games == 300);
    }
  }
}

TEST_CASE("generic: bell purses carry over a whole match and coins stay 40") {
  const RuleSet& r = *find_rule_set("bell");
  std::uint64_t rng = 5;
  State s = new_game(r);
  ActionList list;
  for (int game = 0; game < 30; ++game) {
    while (!is_over(s)) {
      if (is_chance(s)) {
        apply_chance(r, s, sample_chance(r, s, rng));
      } else {
        legal_actions(r, s, list);
        apply(r, s, list[static_cast<int>(random_below(rng, static_cast<std::uint32_t>(list.size())))]);
      }
    }
    CHECK(s.pot == 0);
    CHECK(s.coins[0] + s.coins[1] == 40);
    s = next_game(r, s);
    CHECK(s.coins[0] + s.coins[1] + s.pot == 40);
  }
}

TEST_CASE("generic: applied() leaves its input alone; equal play from equal seeds is identical") {
  for (const RuleSet& r : all_rule_sets()) {
    CAPTURE(r.name);
    std::uint64_t a = 11;
    std::uint64_t b = 11;
    State s = new_game(r);
    State t = new_game(r);
    ActionList list;
    for (int step = 0; step < 300 && !is_over(s); ++step) {
      if (is_chance(s)) {
        const int o = sample_chance(r, s, a);
        CHECK(o == sample_chance(r, t, b));
        apply_chance(r, s, o);
        apply_chance(r, t, o);
      } else {
        legal_actions(r, s, list);
        const Action act = list[static_cast<int>(random_below(a, static_cast<std::uint32_t>(list.size())))];
        random_below(b, static_cast<std::uint32_t>(list.size()));
        const State before = s;
        const State next = applied(r, s, act);
        CHECK(s == before);
        s = next;
        apply(r, t, act);
      }
      CHECK(s == t);
      CHECK(hash_state(s) == hash_state(t));
    }
  }
}

// One subcase a rule set, so that ctest runs it in shards (--subcase=NAME,...; CMakeLists.txt).
TEST_CASE("generic: 100,000 random games per rule set" * doctest::skip()) {
  for (const RuleSet& r : all_rule_sets()) {
    SUBCASE(std::string(r.name).c_str()) {
      CHECK(random_games(r, 100000, 0xB16u + static_cast<std::uint64_t>(r.id), 1000).games == 100000);
    }
  }
}
TEST_CASE("generic: audit_step names what broke in a tampered game") {
  const Position p = pos("finkel 6/5/0 6/6/0 l move:1 10");
  CHECK(audit_step(p.rules, p.state) == "");
  State extra = p.state;
  extra.waiting[kLight] += 1;  // a piece from nowhere
  CHECK(audit_step(p.rules, extra).find("finkel 7/5/0") != std::string::npos);
  CHECK_FALSE(audit_step(p.rules, extra, false).empty());
  State over = p.state;
  over.phase = Phase::GameOver;  // over, with nobody having won
  CHECK_FALSE(audit_step(p.rules, over).empty());
}

TEST_CASE("generic: is_legal agrees with legal_actions") {
  const Position p = pos("finkel 6/5/0 6/6/0 l move:1 10");
  CHECK(is_legal(p.rules, p.state, Action::move(5, 6)));
  CHECK(is_legal(p.rules, p.state, Action::enter(0)));
  CHECK_FALSE(is_legal(p.rules, p.state, Action::move(5, 7)));
  CHECK_FALSE(is_legal(p.rules, p.state, Action::pass()));
  CHECK(sizeof(State) <= 320);
}

// The moves of a rule set without stacks, read off its path one piece at a time (what
// rules.md says), against the engine's move generation by masks (issue 45).
TEST_CASE("generic: simple rule sets offer the moves their paths give, entry first, then by index") {
  for (const RuleSet& r : all_rule_sets()) {
    if (r.uses_stacks()) continue;
    CAPTURE(r.name);
    std::uint64_t rng = 0x5EED0 + static_cast<std::uint64_t>(r.id);
    ActionList list;
    long checked = 0;
    for (int g = 0; g < 300; ++g) {
      State s = new_game(r);
      while (!is_over(s)) {
        if (is_chance(s)) {
          apply_chance(r, s, sample_chance(r, s, rng));
          continue;
        }
        legal_actions(r, s, list);
        if (s.phase == Phase::Move) {
          const Side me = s.side;
          const int v = throw_value(r, s);
          const std::uint32_t blocked = s.square_bits[me] | (s.square_bits[opponent(me)] & r.safe_squares);
          auto open = [&](int t) { return (blocked & square_bit(r.path[me][static_cast<unsigned>(t)])) == 0; };
          std::vector<Action> want;
          if (v > 0 && s.waiting[me] > 0 && ((r.entry_values >> v) & 1u) && v - 1 < r.path_length && open(v - 1))
            want.push_back(Action::enter(v - 1));
          for (int i = 0; v > 0 && i < r.path_length; ++i) {
            if ((s.path_bits[me] & (1u << i)) == 0) continue;
            if (i + v == r.path_length && r.can_bear_off) want.push_back(Action::bear_off(i));
            else if (i + v < r.path_length && open(i + v)) want.push_back(Action::move(i, i + v));
          }
          if (want.empty()) want.push_back(Action::pass());
          REQUIRE(std::vector<Action>(list.begin(), list.end()) == want);
          ++checked;
        }
        apply(r, s, list[static_cast<int>(random_below(rng, static_cast<std::uint32_t>(list.size())))]);
      }
    }
    CHECK(checked > 10000);
  }
}
