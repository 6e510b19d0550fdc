// The learned evaluation (docs/ai.md, "Learned evaluation"): the encoding of a position,
// the weight file and its refusals, the portable exp, fixed integer outputs of a fixed
// network (this file runs natively and as wasm under node: the same numbers in both is
// what makes the two builds choose the same moves), and a tiny network trained on the
// solved 2-piece finkel ranking moves the way the exact values do.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "ai/agent.hpp"
#include "ai/eval.hpp"
#include "ai/learned_eval.hpp"
#include "ai/levels.hpp"
#include "ai/search.hpp"
#include "core/dice.hpp"
#include "core/record.hpp"
#include "perfect/table.hpp"
#include "train/learned_train.hpp"
#include "unit-learned-support.hpp"
#include "source_dir.hpp"

namespace ur {
namespace {

using test_nets::finkel;
using test_nets::fixed_params;

// A jeu-royal position before light's throw: nothing on the board, these pieces waiting
// and these scores (light's, dark's).
State jeu_royal_before_throw(const RuleSet& jr, std::uint8_t light_waiting, std::uint8_t dark_waiting,
                             std::uint8_t light_score, std::uint8_t dark_score) {
  State s = new_game(jr);
  s.phase = Phase::Throw;
  s.waiting = {light_waiting, dark_waiting};
  s.score = {light_score, dark_score};
  return s;
}

// Makes a weight file's payload size and both checksums agree with its bytes again, so a
// test's edit reaches the checks behind them.
void reseal(std::vector<std::uint8_t>& b) {
  auto put = [&](std::size_t at, std::uint64_t v, int n) {
    for (int i = 0; i < n; ++i) b[at + static_cast<unsigned>(i)] = static_cast<std::uint8_t>(v >> (8 * i));
  };
  put(68, b.size() - kNetHeaderSize, 4);
  put(80, fnv1a64(b.data() + kNetHeaderSize, b.size() - kNetHeaderSize), 8);
  put(88, fnv1a64(b.data(), 88), 8);  // the header's own checksum covers the payload's
}

TEST_CASE("learned: the encoding of a finkel position") {
  const NetEncoding enc(finkel());
  // Finkel: my path indices 0-3 and 12-13 are my own squares, 4-11 the shared middle row.
  REQUIRE(enc.variables() == 4 + 14 + 6);
  CHECK(enc.cardinality(0) == 8);
  CHECK(enc.cardinality(4) == 2);   // my index 0
  CHECK(enc.cardinality(8) == 3);   // my index 4: shared
  CHECK(enc.cardinality(16) == 2);  // my index 12
  CHECK(enc.cardinality(18) == 2);  // their index 0
  CHECK(enc.name(8) == "shared square at my 4");
  CHECK(enc.my_track().size() == 16);
  CHECK(enc.their_track().size() == 16);
  //   mine:   index 1, index 5 (shared), index 13; 2 off, so 2 waiting
  //   theirs: index 0, index 6 (shared), 1 off, so 4 waiting
  const SolverPosition p{(1u << 1) | (1u << 5) | (1u << 13), (1u << 0) | (1u << 6), 2, 1};
  std::uint8_t v[kNetMaxVariables] = {};
  enc.encode(p, v);
  const std::vector<int> expect = {2, 2, 4, 1,                          // counts
                                   0, 1, 0, 0,                          // my 0-3
                                   0, 1, 2, 0, 0, 0, 0, 0,              // shared 4-11
                                   0, 1,                                // my 12-13
                                   1, 0, 0, 0, 0, 0};                   // their 0-3, 12-13
  for (int i = 0; i < enc.variables(); ++i) CHECK_MESSAGE(v[i] == expect[static_cast<unsigned>(i)], "variable ", i);
  CHECK(NetEncoding::unsupported(finkel()) == "");
  CHECK(NetEncoding::unsupported(*find_rule_set("masters")) == "");
  CHECK(NetEncoding::unsupported(*find_rule_set("murray")) == "");
  CHECK(NetEncoding::unsupported(*find_rule_set("jeu-royal")) == "");
  CHECK(NetEncoding::unsupported(*find_rule_set("ravensburger")) == "");
  CHECK(NetEncoding::unsupported(*find_rule_set("tokens")) == "");
}

TEST_CASE("learned: tokens add both token counts (capped) and the missed turns") {
  const RuleSet& tokens = *find_rule_set("tokens");
  const NetEncoding enc(tokens);
  REQUIRE(enc.has_tokens());
  const int t = enc.token_variable();
  CHECK(t == 4 + 14 + 6);  // after finkel's counts and squares (the same path)
  CHECK(enc.variables() == t + 3);
  CHECK(enc.cardinality(t) == kNetTokenCap + 1);
  CHECK(enc.cardinality(t + 2) == 4);
  CHECK(enc.name(t + 1) == "their tokens");
  State s = new_game(tokens);
  s.side = kDark;
  s.phase = Phase::Throw;
  s.tokens = {3, 15};  // light 3, dark 15: dark is to move, so "mine" is 15 (capped)
  s.miss = {true, false};
  std::uint8_t v[kNetMaxVariables] = {};
  enc.encode(s, v);
  CHECK(v[t] == kNetTokenCap);
  CHECK(v[t + 1] == 3);
  CHECK(v[t + 2] == 2);  // theirs (light's) missed turn
  CHECK(v[0] == 7);
  // The pieces are encoded as for the compact form.
  std::uint8_t w[kNetMaxVariables] = {};
  enc.encode(solver_position(s), w);
  for (int i = 0; i < t; ++i) CHECK(v[i] == w[i]);
  CHECK(layout_tuples(enc, 4).size() == layout_tuples(NetEncoding(*find_rule_set("finkel")), 4).size() + 5);
}

TEST_CASE("learned: pairs a throw apart see a piece and the square it reaches together") {
  // Jeu-royal's throws move 1, 4 or 5: windows of two see only the 1 (NetLayout::reach).
  const NetEncoding enc(*find_rule_set("jeu-royal"));
  const auto plain = layout_tuples(enc, 2);
  const auto wide = layout_tuples(enc, 2, (1u << 4) | (1u << 5));
  CHECK(layout_tuples(enc, 2, 0) == plain);  // no reach: the layout of the shipped networks
  const std::vector<int>& mine = enc.my_track();
  auto has = [&](const std::vector<std::vector<std::uint8_t>>& tuples, int a, int b) {
    return std::any_of(tuples.begin(), tuples.end(), [&](const std::vector<std::uint8_t>& t) {
      return t.size() == 2 && ((t[0] == a && t[1] == b) || (t[0] == b && t[1] == a));
    });
  };
  for (std::size_t i = 0; i + 5 < mine.size(); ++i) {
    CHECK_FALSE(has(plain, mine[i], mine[i + 4]));
    CHECK(has(wide, mine[i], mine[i + 4]));
    CHECK(has(wide, mine[i], mine[i + 5]));
  }
  CHECK(has(wide, enc.their_track()[1], enc.their_track()[6]));
  // Every plain tuple stays, each pair once, and a trainer with the wider layout makes a
  // network the game takes.
  for (const auto& t : plain) CHECK(std::count(wide.begin(), wide.end(), t) == 1);
  CHECK(wide.size() > plain.size() + mine.size());
  NetTrainer trainer(*find_rule_set("jeu-royal"), NetLayout{2, 4, 4, NetBase::None, (1u << 4) | (1u << 5)}, 1);
  std::string error;
  const auto net = LearnedEval::make(*find_rule_set("jeu-royal"), trainer.quantise(), &error);
  REQUIRE_MESSAGE(net != nullptr, error);
  CHECK(net->params().tuples.size() == wide.size());
}

TEST_CASE("learned: tokens' counts by each square (a piece about to pass a chance square costs two)") {
  const NetEncoding enc(*find_rule_set("tokens"));
  const auto plain = layout_tuples(enc, 4);
  const auto paired = layout_tuples(enc, 4, 0, true);
  const auto t = static_cast<std::uint8_t>(enc.token_variable());
  const std::vector<int>& mine = enc.my_track();
  const std::vector<int>& theirs = enc.their_track();
  auto has = [&](std::uint8_t a, int b) {
    return std::find(paired.begin(), paired.end(), std::vector<std::uint8_t>{a, static_cast<std::uint8_t>(b)}) !=
           paired.end();
  };
  for (std::size_t i = 1; i + 1 < mine.size(); ++i) CHECK(has(t, mine[i]));  // my tokens, my squares
  for (std::size_t j = 1; j + 1 < theirs.size(); ++j) CHECK(has(static_cast<std::uint8_t>(t + 1), theirs[j]));
  CHECK(paired.size() == plain.size() + (mine.size() - 2) + (theirs.size() - 2));
  CHECK(layout_tuples(NetEncoding(*find_rule_set("finkel")), 4, 0, true) ==
        layout_tuples(NetEncoding(*find_rule_set("finkel")), 4));  // no tokens, nothing to pair
}

TEST_CASE("learned: jeu-royal's scores by each square (a stack borne off scores its height)") {
  const NetEncoding enc(*find_rule_set("jeu-royal"));
  const auto plain = layout_tuples(enc, 2);
  const auto paired = layout_tuples(enc, 2, 0, false, true);
  const std::vector<int>& mine = enc.my_track();
  const std::vector<int>& theirs = enc.their_track();
  auto has = [](const std::vector<std::vector<std::uint8_t>>& tuples, int a, int b) {  // either order
    return std::any_of(tuples.begin(), tuples.end(), [&](const std::vector<std::uint8_t>& t) {
      return t.size() == 2 && ((t[0] == a && t[1] == b) || (t[0] == b && t[1] == a));
    });
  };
  CHECK(enc.name(1) == "my score");
  CHECK(enc.name(3) == "their score");
  std::size_t added = 0;  // the last square and the score (off) are a window already
  for (std::size_t i = 1; i + 1 < mine.size(); ++i) {  // my score, my squares
    CHECK(has(paired, 1, mine[i]));
    added += !has(plain, 1, mine[i]);
  }
  for (std::size_t j = 1; j + 1 < theirs.size(); ++j) {
    CHECK(has(paired, 3, theirs[j]));
    added += !has(plain, 3, theirs[j]);
  }
  CHECK(added >= mine.size() - 3);
  CHECK(paired.size() == plain.size() + added);
  for (const auto& t : plain) CHECK(std::count(paired.begin(), paired.end(), t) == 1);
  CHECK(layout_tuples(NetEncoding(*find_rule_set("finkel")), 4, 0, false, true) ==
        layout_tuples(NetEncoding(*find_rule_set("finkel")), 4));  // no stacks, nothing to pair
}

TEST_CASE("learned: a choice before the throw is valued by its best choice, a missed turn by the other side's turn") {
  // The network knows positions before a throw; at a choice before it (tokens: pay to
  // enter, or miss the turn) the evaluation plays the choice out, as the search's leaves
  // and self-play need (docs/ai.md, "Unsolved rule sets").
  const RuleSet r = find_rule_set("tokens")->with_pieces(2);
  NetTrainer trainer(r, NetLayout{3, 8, 8}, 5);
  std::string error;
  const auto net = LearnedEval::make(r, trainer.quantise(), &error);
  REQUIRE_MESSAGE(net != nullptr, error);
  State s = new_game(r);
  s.side = kLight;
  s.phase = Phase::StartTurn;
  s.tokens = {6, 5};
  ActionList legal;
  legal_actions(r, s, legal);
  REQUIRE(legal.size() == 2);  // throw, or pay four tokens to enter first
  const double pay = net->evaluate(applied(r, s, legal[0])), now = net->evaluate(applied(r, s, legal[1]));
  CHECK(pay != now);
  CHECK(net->evaluate(s) == std::max(pay, now));
  // Short of tokens, light misses this turn: the position is worth what dark's turn
  // leaves light.
  State missed = s;
  missed.tokens = {0, 5};
  missed.miss = {true, false};
  legal_actions(r, missed, legal);
  REQUIRE(legal.size() == 1);
  REQUIRE(legal[0].kind == ActionKind::MissTurn);
  const State after = applied(r, missed, legal[0]);
  REQUIRE(after.side == kDark);
  CHECK(net->evaluate(missed) == 1.0 - net->evaluate(after));
}

TEST_CASE("learned: murray's path meets squares twice: one variable a square, the index in its value") {
  const RuleSet& murray = *find_rule_set("murray");
  const NetEncoding enc(murray);
  // 4 counts; my path meets 16 squares (my row's four twice, the middle row's first seven
  // twice); their row's four are theirs alone.
  REQUIRE(enc.variables() == 4 + 16 + 4);
  CHECK(enc.my_track().size() == 29);
  CHECK(enc.their_track().size() == 29);
  const int middle = enc.my_track()[5];   // my index 4: the middle row's first square
  CHECK(enc.my_track()[23] == middle);     // my index 22 comes back to it
  CHECK(enc.cardinality(middle) == 5);     // empty, mine at 4 or 22, theirs at 4 or 22
  CHECK(enc.cardinality(enc.my_track()[12]) == 3);  // (1,7): once on each path
  //   a piece on that square at index 4 (going out) or 22 (coming back): the values differ.
  std::uint8_t a[kNetMaxVariables] = {}, b[kNetMaxVariables] = {};
  enc.encode(SolverPosition{1u << 4, 0, 0, 0}, a);
  enc.encode(SolverPosition{1u << 22, 0, 0, 0}, b);
  CHECK(a[middle] == 1);
  CHECK(b[middle] == 2);
  enc.encode(SolverPosition{0, 1u << 4, 0, 0}, a);
  enc.encode(SolverPosition{0, 1u << 22, 0, 0}, b);
  CHECK(a[middle] == 3);
  CHECK(b[middle] == 4);
  CHECK(a[0] == 7);
  CHECK(a[2] == 6);
}

TEST_CASE("learned: stacks are encoded by their top piece and make-up, slot by slot") {
  const RuleSet& jr = *find_rule_set("jeu-royal");
  const NetEncoding enc(jr);
  REQUIRE(enc.has_stacks());
  CHECK(enc.turns_variable() == -1);
  CHECK(enc.name(1) == "my score");
  CHECK(enc.cardinality(1) == 9);  // 0..8: a score of 8 wins
  // My path of 21 squares meets 21 slots ((0,0) and the middle row once going out, once
  // coming back with the other face); theirs shares the middle row's.
  CHECK(enc.my_track().size() == 23);
  const int first = enc.my_track()[1];  // my index 0: (0,0), first face
  CHECK(enc.cardinality(first) == 1 + 2 * kStackHeights);  // empty, or mine or theirs by height
  State s = new_game(jr);
  s.phase = Phase::Throw;
  s.side = kDark;
  // Dark (to move) alone on its index 0; light on its index 3 with a dark prisoner under it.
  s.stacks[jr.slot_at(kDark, 0)].push_piece(kDark, false);
  s.stacks[jr.slot_at(kLight, 3)].push_piece(kDark, false);
  s.stacks[jr.slot_at(kLight, 3)].push_piece(kLight, false);
  s.waiting = {6, 6};
  s.score = {2, 0};
  std::uint8_t v[kNetMaxVariables] = {};
  enc.encode(s, v);
  CHECK(v[0] == 6);
  CHECK(v[1] == 0);  // dark's score
  CHECK(v[3] == 2);  // light's
  CHECK(v[enc.my_track()[1]] == 1);      // mine (dark's), alone
  CHECK(v[enc.their_track()[4]] == kStackHeights + 2);  // theirs on top: two pieces high
  // A stack borne off scores every piece in it: the heights are told apart up to six.
  s.stacks[jr.slot_at(kLight, 3)].push_piece(kDark, false);
  enc.encode(s, v);
  CHECK(v[enc.their_track()[4]] == 3);  // mine on top now, three high
  for (int k = 0; k < 5; ++k) s.stacks[jr.slot_at(kLight, 3)].push_piece(kLight, false);
  enc.encode(s, v);
  CHECK(v[enc.their_track()[4]] == kStackHeights + kStackHeights);  // theirs, eight high: six or more
  // Ravensburger: the turns left, by fifties.
  const RuleSet& rv = *find_rule_set("ravensburger");
  const NetEncoding renc(rv);
  REQUIRE(renc.turns_variable() > 0);
  CHECK(renc.cardinality(renc.turns_variable()) == 11);
  State t = new_game(rv);
  t.phase = Phase::Throw;
  t.turn = 420;
  std::uint8_t w[kNetMaxVariables] = {};
  renc.encode(t, w);
  CHECK(w[renc.turns_variable()] == 1);  // 80 turns left
  CHECK(w[0] == 10);
}

TEST_CASE("learned: a network with the logistic evaluation as its base (format version 2)") {
  const RuleSet& jr = *find_rule_set("jeu-royal");
  NetTrainer trainer(jr, NetLayout{2, 4, 4, NetBase::Logistic}, 3);
  const State s = jeu_royal_before_throw(jr, 5, 6, 2, 1);
  const double z = evaluate_logit(jr, s, default_weights(jr.id));
  // Untrained, the correction is nothing: the estimate is the logistic evaluation's.
  CHECK(std::abs(trainer.predict(s) - 1 / (1 + std::exp(-z))) < 1e-6);
  NetParams p = trainer.quantise();
  CHECK(p.base == NetBase::Logistic);
  const std::vector<std::uint8_t> bytes = encode_net(p);
  CHECK(bytes[8] == 2);  // version 2: a base byte after version 1's payload
  std::string error;
  const auto net = LearnedEval::parse(jr, bytes.data(), bytes.size(), &error);
  REQUIRE_MESSAGE(net != nullptr, error);
  CHECK(net->params().base == NetBase::Logistic);
  CHECK(std::abs(net->evaluate(s) - 1 / (1 + std::exp(-z))) < 1e-3);  // quantised output near zero
  // Without the base the same weights are another evaluation.
  p.base = NetBase::None;
  const std::vector<std::uint8_t> plain = encode_net(p);
  CHECK(plain[8] == 1);
  CHECK(plain.size() + 1 == bytes.size());
  // A leaf then costs the logistic evaluation and the network: the Queen searches half
  // of king's positions, so her moves take no longer (docs/ai.md, "Speed").
  const auto plain_net = LearnedEval::parse(jr, plain.data(), plain.size(), &error);
  REQUIRE_MESSAGE(plain_net != nullptr, error);
  CHECK(oracle_level(*plain_net).node_limit == find_level("king")->node_limit);
  CHECK(oracle_level(*net).node_limit == find_level("king")->node_limit / 2);
  CHECK(oracle_level(*net).name == "oracle");
  // An unknown base is refused by name, not guessed.
  std::vector<std::uint8_t> bad = bytes;
  bad.back() = 7;
  reseal(bad);
  CHECK(LearnedEval::parse(jr, bad.data(), bad.size(), &error) == nullptr);
  CHECK(error == "network payload names an unknown base evaluation (7)");
}

TEST_CASE("learned: a network blended with the logistic evaluation (NetBase::Blend)") {
  const RuleSet& jr = *find_rule_set("jeu-royal");
  NetTrainer trainer(jr, NetLayout{2, 4, 4, NetBase::None}, 5);
  const State s = jeu_royal_before_throw(jr, 4, 6, 3, 1);
  NetParams p = trainer.quantise();
  std::string error;
  const std::vector<std::uint8_t> plain = encode_net(p);
  const auto alone = LearnedEval::parse(jr, plain.data(), plain.size(), &error);
  REQUIRE_MESSAGE(alone != nullptr, error);
  p.base = NetBase::Blend;
  p.blend = 30;
  const std::vector<std::uint8_t> bytes = encode_net(p);
  CHECK(bytes[8] == 2);
  CHECK(bytes.size() == plain.size() + 2);  // the base byte and the logistic evaluation's share
  const auto blended = LearnedEval::parse(jr, bytes.data(), bytes.size(), &error);
  REQUIRE_MESSAGE(blended != nullptr, error);
  CHECK(blended->params().base == NetBase::Blend);
  CHECK(blended->params().blend == 30);
  // Its logit is seven tenths the network's and three tenths the logistic evaluation's.
  const double q = alone->evaluate(s), net_logit = std::log(q / (1 - q));
  const double z = evaluate_logit(jr, s, default_weights(jr.id));
  REQUIRE(std::abs(net_logit - z) > 0.05);  // the two disagree, so the blend shows
  CHECK(std::abs(blended->evaluate(s) - 1 / (1 + std::exp(-(0.7 * net_logit + 0.3 * z)))) < 1e-9);
  // A leaf costs both evaluations, as a correction's does: half of king's positions.
  CHECK(oracle_level(*blended).node_limit == find_level("king")->node_limit / 2);
  // A share of nothing or of everything is no blend: refused by name.
  for (std::uint8_t share : {std::uint8_t{0}, std::uint8_t{100}}) {
    std::vector<std::uint8_t> bad = bytes;
    bad.back() = share;
    reseal(bad);
    CHECK(LearnedEval::parse(jr, bad.data(), bad.size(), &error) == nullptr);
    CHECK(error.find("share of " + std::to_string(share) + " hundredths") != std::string::npos);
  }
  // Its share's byte missing (the sizes and checksums made to agree), the file is refused.
  std::vector<std::uint8_t> cut(bytes.begin(), bytes.end() - 1);
  reseal(cut);
  CHECK(LearnedEval::parse(jr, cut.data(), cut.size(), &error) == nullptr);
  CHECK(error.find("does not match its shape") != std::string::npos);
}

TEST_CASE("learned: portable exp is exp, and the same bits everywhere") {
  for (double x : {-30.0, -5.5, -1.0, -1e-3, 0.0, 0.3, 1.0, 2.5, 10.0, 35.0}) {
    CAPTURE(x);
    CHECK(std::abs(portable_exp(x) / std::exp(x) - 1) < 4e-16);
  }
  CHECK(portable_exp(0.0) == 1.0);
  // Fixed bits, asserted in both builds (e itself comes out one unit in the last place
  // above the correctly rounded value: what matters is that every build agrees).
  CHECK(portable_exp(1.0) == 0x1.5bf0a8b14576ap+1);
  CHECK(portable_exp(-2.75) == 0x1.05d93892fa01p-4);
  CHECK(portable_sigmoid(0.4) == 0x1.32873061674b2p-1);
}

TEST_CASE("learned: weight files round-trip and bad ones are refused with a clear message") {
  const NetParams p = fixed_params();
  const std::vector<std::uint8_t> bytes = encode_net(p);
  std::string error;
  REQUIRE(LearnedEval::parse(finkel(), bytes.data(), bytes.size(), &error) != nullptr);
  NetParams back;
  REQUIRE(decode_net(bytes.data(), bytes.size(), back) == "");
  CHECK(back.lut == p.lut);
  CHECK(back.w2 == p.w2);
  CHECK(back.bias3 == p.bias3);
  CHECK(back.tuples == p.tuples);

  auto refusal = [&](std::vector<std::uint8_t> b, const RuleSet& r) {
    std::string why;
    const auto net = LearnedEval::parse(r, b.data(), b.size(), &why);
    CHECK(net == nullptr);
    return why;
  };
  std::vector<std::uint8_t> b = bytes;
  b[0] = 'X';
  CHECK(refusal(b, finkel()) == "not an Ur network file (bad magic)");
  CHECK(refusal({bytes.begin(), bytes.begin() + 40}, finkel()) == "not an Ur network file (shorter than its header)");
  b = bytes;
  b[8] = 9;
  reseal(b);
  CHECK(refusal(b, finkel()) == "unsupported network format version 9 (this build reads versions 1 and 2)");
  b = bytes;
  b[50] ^= 1;
  CHECK(refusal(b, finkel()) == "network header is corrupted (header checksum mismatch)");
  b = bytes;
  b.pop_back();
  CHECK(refusal(b, finkel()) == "network file is truncated: expected " + std::to_string(bytes.size()) +
                                    " bytes, the file has " + std::to_string(bytes.size() - 1));
  b = bytes;
  b.push_back(0);
  CHECK(refusal(b, finkel()).rfind("network file has trailing data", 0) == 0);
  b = bytes;
  b[200] ^= 0x40;
  CHECK(refusal(b, finkel()) == "network payload is corrupted (checksum mismatch)");
  CHECK(refusal(bytes, finkel().with_pieces(3)) == "the network is for finkel:7 or other rules, not finkel:3");
  CHECK(refusal(bytes, *find_rule_set("masters")) == "the network is for finkel:7 or other rules, not masters:7");
  NetParams older = p;
  older.rules_fingerprint ^= 1;  // trained when the fingerprint covered less of the rules
  CHECK(refusal(encode_net(older), finkel()) ==
        "the network is for other rules of finkel:7 (its rules fingerprint differs; lab/net_stamp tells and restamps)");
  NetParams wide = p;
  wide.accumulator = 500;
  CHECK(refusal(encode_net(wide), finkel()) == "network shape out of range: accumulator width 500");
  NetParams odd = p;
  odd.lut.pop_back();
  CHECK(refusal(encode_net(odd), finkel()).rfind("network payload does not match its shape", 0) == 0);
}

TEST_CASE("learned: fixed outputs of a fixed network (the same in the native and wasm builds)") {
  std::string error;
  const auto net = LearnedEval::make(finkel(), fixed_params(), &error);
  REQUIRE_MESSAGE(net != nullptr, error);
  const SolverPosition start{0, 0, 0, 0};
  const SolverPosition mid{(1u << 1) | (1u << 5) | (1u << 13), (1u << 0) | (1u << 6), 2, 1};
  const SolverPosition race{(1u << 10) | (1u << 12), (1u << 11) | (1u << 7) | (1u << 3), 5, 3};
  CHECK(net->output(start) == -125724106);
  CHECK(net->output(mid) == -77184780);
  CHECK(net->output(race) == -321880692);
  CHECK(net->value(mid) == 0x1.b6e4d32549534p-2);
  // A state: the value of its pieces for the side to move, 1 / 0 once the game is over.
  State s = solver_state(finkel(), mid, kDark);
  CHECK(net->evaluate(s) == net->value(mid));
  s.phase = Phase::GameOver;
  s.winner = Winner::Dark;
  CHECK(net->evaluate(s) == 1.0);
}

TEST_CASE("learned: the 32-bit lane pass gives the reference pass's outputs, bit for bit") {
  // data/nets: hidden 16, accumulators 14, 20, 24, 32; the fast pass (net_kernel.hpp)
  // splits each hidden weight in two halves and sums them in 32-bit lanes. Its outputs
  // must be the reference pass's exactly, or the searches would choose other moves (and
  // shards played before and after a change would not add up).
  const NetEncoding enc(finkel());
  auto agree = [&](const LearnedEval& net, int inputs) {
    std::uint64_t seed = 99;
    int differ = 0;
    std::set<std::int64_t> seen;
    for (int k = 0; k < inputs; ++k) {
      std::array<std::uint8_t, kNetMaxVariables> values{};
      const NetEncoding& e = net.encoding();
      for (int v = 0; v < e.variables(); ++v)
        values[static_cast<unsigned>(v)] =
            static_cast<std::uint8_t>(splitmix64(seed) % static_cast<std::uint64_t>(e.cardinality(v)));
      const std::int64_t out = net.output(values.data());
      differ += out != net.reference_output(values.data());
      seen.insert(out);
    }
    CHECK(differ == 0);
    CHECK(seen.size() > static_cast<std::size_t>(inputs) / 2);  // the inputs did reach the output
  };
  for (int acc : {14, 20, 24, 32}) {
    CAPTURE(acc);
    std::string error;
    const auto net = LearnedEval::make(finkel(), fixed_params(acc, 16), &error);
    REQUIRE_MESSAGE(net != nullptr, error);
    CHECK(net->uses_kernel());
    agree(*net, 2000);
  }
  // A weight too large for the halves' 16 bits: the reference pass, the same numbers.
  NetParams big = fixed_params(32, 16);
  big.w2[5] = 1 << 30;
  std::string error;
  const auto net = LearnedEval::make(finkel(), big, &error);
  REQUIRE_MESSAGE(net != nullptr, error);
  CHECK_FALSE(net->uses_kernel());
  // Every shipped network takes the fast pass, with the reference pass's outputs.
  int shipped = 0;
  for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(ur::test::source_dir()) / "data" / "nets")) {
    if (entry.path().extension() != ".urn") continue;
    std::string spec = entry.path().stem().string();  // "finkel-7" names finkel:7
    CAPTURE(spec);
    spec[spec.rfind('-')] = ':';
    const std::optional<RuleSet> r = parse_rules_notation(spec, &error);
    REQUIRE_MESSAGE(r.has_value(), error);
    std::ifstream f(entry.path(), std::ios::binary);
    const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    const auto file = LearnedEval::parse(*r, bytes.data(), bytes.size(), &error);
    REQUIRE_MESSAGE(file != nullptr, error);
    CHECK(file->uses_kernel());
    agree(*file, 3000);
    ++shipped;
  }
  CHECK(shipped >= 6);
}

// The solved 2-piece game and a tiny network trained on every position's exact value
// (12 epochs of its 12,869 positions), built once for the cases below.
struct Tiny {
  RuleSet rules = finkel().with_pieces(2);
  std::unique_ptr<Solution> solution = solve(rules, SolveOptions{});
  std::shared_ptr<const LearnedEval> net;
  std::string error;
  Tiny() {
    const PositionIndex& ix = solution->index();
    NetLayout layout;
    layout.window = 4;
    layout.accumulator = 8;
    layout.hidden = 8;
    NetTrainer trainer(rules, layout, 1);
    const std::uint64_t n = ix.size();
    for (int epoch = 0; epoch < 12; ++epoch) {
      const Permutation order(n, 7 + static_cast<std::uint64_t>(epoch));
      for (std::uint64_t i = 0; i < n; ++i) {
        const std::uint64_t rank = order(i);
        trainer.add(ix.unrank(rank), solution->value(rank));
        if (i % 32 == 31) trainer.step(0.01 * (1 - epoch / 12.0) + 0.0005);
      }
      trainer.step(0.0005);
    }
    net = LearnedEval::make(rules, trainer.quantise(), &error);
  }
  // The exact value, for the mover, of the position an action leads to.
  double exact_after(const State& s, const Action& a) const {
    const State after = applied(rules, s, a);
    if (is_over(after)) return after.winner == (s.side == kLight ? Winner::Light : Winner::Dark) ? 1.0 : 0.0;
    const double v = solution->value(solver_position(after));
    return after.side == s.side ? v : 1.0 - v;
  }
};
const Tiny& tiny() {
  static const Tiny t;
  return t;
}

TEST_CASE("learned: a tiny network trained on finkel:2 picks the exact best move at most choices") {
  const Tiny& t = tiny();
  REQUIRE_MESSAGE(t.net != nullptr, t.error);
  const RuleSet& r = t.rules;
  const PositionIndex& ix = t.solution->index();
  std::vector<std::uint64_t> all;
  for (std::uint64_t k = 0; k < ix.size(); ++k) all.push_back(k);
  auto exact = [&](std::uint64_t k) { return t.solution->value(k); };
  const NetScore learned =
      score_predictor(r, ix, all, exact, [&](const SolverPosition& p) { return t.net->value(p); }, 1e-9);
  const NetScore logistic = score_predictor(
      r, ix, all, exact,
      [&](const SolverPosition& p) {
        return evaluate_position(r, solver_state(r, p, kLight), default_weights(r.id));
      },
      1e-9);
  // Measured: the network 27,293 of 30,301 choices (90.1%), loss 0.0013 a choice; the
  // logistic evaluation (fitted for 7 pieces) 19,826 (65.4%), loss 0.012.
  MESSAGE("finkel:2, ", learned.choices, " choices: network best ", learned.best, " (mae ", learned.mean_abs_error,
          ", loss ", learned.loss, "), logistic evaluation best ", logistic.best, " (loss ", logistic.loss, ")");
  CHECK(learned.choices == logistic.choices);
  CHECK(learned.best >= learned.choices * 85 / 100);
  CHECK(learned.best > logistic.best);
  CHECK(learned.loss < logistic.loss / 4);
  CHECK(learned.mean_abs_error < 0.03);
}

TEST_CASE("learned: the search with the tiny network, and the oracle agent") {
  const Tiny& t = tiny();
  REQUIRE_MESSAGE(t.net != nullptr, t.error);
  const RuleSet& r = t.rules;
  // Every 23rd position, every throw with a real choice: a 2-decision search with the
  // network against the same search with the logistic evaluation.
  int choices = 0, learned_best = 0, logistic_best = 0;
  for (std::uint64_t k = 0; k < t.solution->index().size(); k += 23) {
    for (const ChanceOutcome& c : throw_outcomes(r)) {
      State s = solver_state(r, t.solution->index().unrank(k), kLight);
      s.phase = Phase::Move;
      s.throw_outcome = c.outcome;
      ActionList legal;
      legal_actions(r, s, legal);
      if (legal.size() < 2) continue;
      double best = 0, worst = 1;
      for (const Action& a : legal) {
        best = std::max(best, t.exact_after(s, a));
        worst = std::min(worst, t.exact_after(s, a));
      }
      if (best - worst < 1e-9) continue;
      ++choices;
      SearchLimits limits;
      limits.max_depth = 2;
      Search with_net(r, default_weights(r.id), 12, t.net.get());
      with_net.start(s, legal, limits);
      while (!with_net.step(1u << 20)) {
      }
      Search logistic(r, default_weights(r.id), 12);
      logistic.start(s, legal, limits);
      while (!logistic.step(1u << 20)) {
      }
      if (t.exact_after(s, legal[with_net.best_index()]) >= best - 1e-9) ++learned_best;
      if (t.exact_after(s, legal[logistic.best_index()]) >= best - 1e-9) ++logistic_best;
    }
  }
  MESSAGE("2-decision search on ", choices, " choices: best move ", learned_best, " with the network, ",
          logistic_best, " with the logistic evaluation");
  CHECK(choices > 1000);
  CHECK(learned_best > logistic_best);

  // The oracle agent exists only for a rule set whose network was provided.
  std::string error;
  CHECK(make_agent("oracle", finkel().with_pieces(3), 1, &error) == nullptr);
  CHECK(error == "agent 'oracle' needs a learned evaluation for finkel:3 (finkel-3.urn, trained by "
                 "lab/train_eval: docs/ai.md)");
  provide_learned_eval(t.net);
  CHECK(find_learned_eval(r) == t.net);
  CHECK(find_learned_eval(finkel()) == nullptr);
  auto oracle = make_agent("oracle", r, 1, &error);
  REQUIRE_MESSAGE(oracle != nullptr, error);
  State s = solver_state(r, SolverPosition{1u << 2, 1u << 6, 0, 0}, kLight);
  s.phase = Phase::Move;
  s.throw_outcome = 2;
  ActionList legal;
  legal_actions(r, s, legal);
  const Action a = oracle->choose(s, legal);
  CHECK(std::find(legal.begin(), legal.end(), a) != legal.end());
  CHECK(t.exact_after(s, a) >= 0.99 * std::max(t.exact_after(s, legal[0]), t.exact_after(s, legal[1])));
}


// Every network the game ships loads for its rule set: a change to what the weight file's
// fingerprint covers once made the game refuse ravensburger's network, and the Queen
// there played as the King (lab/net_stamp restamps such a file).
TEST_CASE("learned: every shipped network is taken by the game for its rule set") {
  const std::filesystem::path dir = std::filesystem::path(ur::test::source_dir()) / "data" / "nets";
  int loaded = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() != ".urn") continue;
    std::string spec = entry.path().stem().string();  // "finkel-7" names finkel:7
    CAPTURE(spec);
    spec[spec.rfind('-')] = ':';
    std::string error;
    const std::optional<RuleSet> r = parse_rules_notation(spec, &error);
    REQUIRE_MESSAGE(r.has_value(), error);
    std::ifstream f(entry.path(), std::ios::binary);
    const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    const auto net = LearnedEval::parse(*r, bytes.data(), bytes.size(), &error);
    REQUIRE_MESSAGE(net != nullptr, error);
    // The start is roughly even for either side.
    const double v = net->evaluate(new_game(*r));
    CHECK(v > 0.3);
    CHECK(v < 0.7);
    // Masters' and murray's Queen search fewer positions than the King, so her move in a
    // browser stays within 100 ms on average (docs/ai.md, "The Queen").
    if (r->name == "masters" || r->name == "murray")
      CHECK(oracle_level(*net).node_limit < find_level("king")->node_limit);
    ++loaded;
  }
  CHECK(loaded >= 6);  // finkel, bell, blitz, masters, murray, ravensburger
}

}  // namespace
}  // namespace ur
