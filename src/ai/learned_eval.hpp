// The learned evaluation (docs/ai.md, "Learned evaluation"): a small network that
// estimates the probability that the side to move wins a position of a simple race rule
// set, trained on the exact tables (lab/train_eval) and evaluated here in integer
// arithmetic, so native and wasm builds give bit-identical values and choose the same
// moves. No I/O: the weight file's bytes are handed in and checked.
//
// The network: the position is encoded as small discrete variables (pieces waiting and
// borne off per side, and one variable per square: empty / mine / theirs); n-tuples of
// variables (windows along each side's path) index tables of accumulator vectors, which
// are summed (an "NNUE"-style sparse first layer), clipped to [0, 1], then a dense hidden
// layer with clipped activations and a linear output: the logit of the win probability.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ai/net_kernel.hpp"
#include "perfect/solver.hpp"
#include "core/game.hpp"

namespace ur {

inline constexpr char kNetMagic[8] = {'U', 'R', 'N', 'E', 'T', '\0', '\0', '\0'};
inline constexpr std::uint32_t kNetVersion = 1;          // a network alone
inline constexpr std::uint32_t kNetVersionWithBase = 2;  // version 1 + a base evaluation (NetBase)
inline constexpr std::uint32_t kNetHeaderSize = 96;
inline constexpr int kNetMaxVariables = 64;
inline constexpr int kNetMaxTupleSize = 6;
inline constexpr int kNetMaxTuples = 128;
inline constexpr std::uint32_t kNetMaxTupleEntries = 1u << 16;
inline constexpr int kNetMaxAccumulator = 64;
inline constexpr int kNetMaxHidden = 64;
inline constexpr int kNetTokenCap = 12;  // a token count above this is encoded as this
inline constexpr int kStackValues = 9;   // a stack slot's values (NetEncoding), ravensburger
inline constexpr int kStackHeights = 6;  // jeu-royal: a slot's heights told apart (6: six or more)
inline constexpr int kTurnsPerStep = 50; // ravensburger's turns left, encoded by this step
// Fixed point (format version 1): an activation of 1.0 is kNetActScale; the dense layers'
// weights are in units of 1 / kNetWeightScale; the output logit in units of
// 1 / (kNetActScale * kNetWeightScale).
inline constexpr int kNetActScale = 4096;
inline constexpr int kNetWeightShift = 16;
inline constexpr int kNetWeightScale = 1 << kNetWeightShift;
inline constexpr double kNetOutputScale = static_cast<double>(kNetActScale) * kNetWeightScale;

// The variables of a position seen by the side to move. Paths must be mirror images
// (every race rule set without stacks or tokens, murray included): "mine" is light's
// path, "theirs" dark's. Variables: 0 my pieces waiting, 1 my pieces off, 2 theirs
// waiting, 3 theirs off (each 0..pieces), then one per square, first those of my path in
// the order it meets them, then the squares only their path meets, in its order. A
// square's value: 0 empty, 1 + k my piece at my k-th path index on it, 1 + m + k their
// piece at their k-th index on it (m = my indices on it; two only where a path meets a
// square twice, as murray's does). Finkel: shared squares 0 / 1 mine / 2 theirs, private
// ones 0 / 1.
class NetEncoding {
 public:
  explicit NetEncoding(const RuleSet& r);
  // Whether the encoding covers `r` ("" if yes, else why not).
  static std::string unsupported(const RuleSet& r);

  int variables() const { return count_; }
  // Tokens (the token rule set): the variables after the squares: my tokens, theirs (each
  // 0..kNetTokenCap, more counted as the cap) and the missed-turn flags (mine + 2 theirs).
  bool has_tokens() const { return token_var_ >= 0; }
  int token_variable() const { return token_var_; }
  // Stacks (jeu-royal, ravensburger): one variable per stack slot, the stack there seen by
  // the side to move (ravensburger, kStackValues: empty, or whose piece is on top and
  // whether it stands alone showing its first or second face, on its own pieces, or on the
  // other's; jeu-royal, 1 + 2 kStackHeights: empty, or whose piece is on top and the
  // stack's height — a slot there is a square and a face, and a stack borne off scores
  // every piece in it, so where the tall stacks stand decides the game); the
  // counts are waiting and, for jeu-royal, the scores, for ravensburger the pieces lost;
  // then totals (below); ravensburger's last variable is the turns left before the turn
  // limit, by 50s.
  bool has_stacks() const { return stacks_; }
  int turns_variable() const { return turns_var_; }
  // Stacks: the first of the totals that follow the slots: pieces in stacks the mover tops,
  // the same for the other side (each 0..10, more counted as 10), the mover's pieces held under the
  // other's tops, the other's held under the mover's (0..pieces); ravensburger then the
  // red tops of each side (0..pieces).
  int totals_variable() const { return totals_var_; }
  int totals() const { return totals_n_; }
  int cardinality(int v) const { return cards_[static_cast<unsigned>(v)]; }
  std::string name(int v) const;
  // values[v] for every variable (at least variables() bytes). The compact form has the
  // pieces only (tokens, if any, read as none); a State has everything.
  void encode(const SolverPosition& p, std::uint8_t* values) const;
  void encode(const State& s, std::uint8_t* values) const;
  // The variables met along each side's path, from waiting through every square to off.
  const std::vector<int>& my_track() const { return my_track_; }
  const std::vector<int>& their_track() const { return their_track_; }

 private:
  void encode_stacks(const State& s, std::uint8_t* values) const;
  void build_tracks();  // my_track_ and their_track_ from the path variables

  int pieces_ = 0, length_ = 0, count_ = 0, token_var_ = -1, turns_var_ = -1, turn_limit_ = 0;
  int totals_var_ = -1, totals_n_ = 0;
  bool stacks_ = false;
  bool score_ = false;  // jeu-royal: counts 1 and 3 are the scores
  std::array<std::int8_t, kStackSlots> slot_var_{};   // a slot's variable, light to move
  std::array<std::uint8_t, kStackSlots> mirror_slot_{};  // the same slot on the other side
  std::array<std::uint8_t, kNetMaxVariables> cards_{};
  std::array<std::int8_t, kMaxPath> my_var_{};       // my path index -> variable
  std::array<std::int8_t, kMaxPath> their_var_{};    // their path index -> variable
  std::array<std::uint8_t, kMaxPath> my_code_{};     // my path index -> the variable's value
  std::array<std::uint8_t, kMaxPath> their_code_{};
  std::vector<int> my_track_, their_track_;
};

// What the network's output is added to. None: the output logit is the estimate (format
// version 1). Logistic: the network learns a correction to the logistic evaluation's logit
// (evaluate_logit with the rule set's default weights), so it starts where the hand-fitted
// evaluation is (format version 2, one byte after the payload of version 1). Blend: a
// network trained alone, its logit averaged with the logistic evaluation's, the latter
// weighing `blend` hundredths (format version 2, the base byte, then that weight's byte).
// Two estimates that err in different places make a better one than either (jeu-royal,
// docs/ai.md "Unsolved rule sets").
enum class NetBase : std::uint8_t { None = 0, Logistic = 1, Blend = 2 };

// A network's numbers as stored (format version 1 or 2), quantised.
struct NetParams {
  std::string family;               // the rule set it evaluates ("finkel"), <= 31 bytes
  std::uint32_t pieces = 0;
  std::uint64_t rules_fingerprint = 0;  // rules_fingerprint() of that rule set
  std::vector<std::uint8_t> cards;  // cardinality of each variable (checked against the encoding)
  std::vector<std::vector<std::uint8_t>> tuples;  // variable ids, least significant first
  int accumulator = 0;              // width of the first layer
  int hidden = 0;                   // width of the hidden layer
  std::vector<std::int16_t> lut;    // every tuple's entries in order, `accumulator` each (x kNetActScale)
  std::vector<std::int32_t> bias1;  // accumulator (x kNetActScale)
  std::vector<std::int32_t> w2;     // hidden x accumulator, row-major (x kNetWeightScale)
  std::vector<std::int64_t> bias2;  // hidden (x kNetActScale * kNetWeightScale)
  std::vector<std::int32_t> w3;     // hidden (x kNetWeightScale)
  std::int64_t bias3 = 0;           // (x kNetActScale * kNetWeightScale)
  NetBase base = NetBase::None;
  std::uint8_t blend = 0;  // Blend: the logistic evaluation's share of the logit, in hundredths (1..99)

  // Entries of tuple t's table (the product of its variables' cardinalities).
  std::uint32_t tuple_entries(std::size_t t) const;
};

// The weight file: a 96-byte header (magic, version, sizes, family, fingerprint,
// checksums), then the payload (docs/ai.md). Every integer little-endian.
std::vector<std::uint8_t> encode_net(const NetParams& p);
// Parses and checks a weight file: "" if good, else what is wrong with it.
std::string decode_net(const std::uint8_t* data, std::size_t size, NetParams& out);

// exp(x) from + - * / and exact scaling only, so every platform computes the same bits
// (std::exp may differ in the last place between C libraries).
double portable_exp(double x);
// 1 / (1 + exp(-x)), the same way.
double portable_sigmoid(double x);

// A checked network for one rule set, ready to evaluate.
class LearnedEval {
 public:
  // Checks the bytes (format, checksums, sizes) and that they are for `r`; on failure
  // returns nullptr with *error saying why.
  static std::shared_ptr<const LearnedEval> parse(const RuleSet& r, const std::uint8_t* data, std::size_t size,
                                                  std::string* error);
  // From parameters in memory (the trainer, tests); the same checks.
  static std::shared_ptr<const LearnedEval> make(const RuleSet& r, NetParams params, std::string* error);

  const NetParams& params() const { return params_; }
  const RuleSet& rules() const { return rules_; }
  const NetEncoding& encoding() const { return encoding_; }
  // The output logit in fixed point (units of 1 / kNetOutputScale): exact integers.
  std::int64_t output(const SolverPosition& p) const;
  // The same from the encoded variables (NetEncoding::encode).
  std::int64_t output(const std::uint8_t* values) const;
  // The reference pass (64-bit sums, no vector lanes): output() gives the same numbers
  // however it computes them (tests/unit-learned-eval.cpp compares the two).
  std::int64_t reference_output(const std::uint8_t* values) const;
  // Whether output() uses the 32-bit lane pass (net_kernel.hpp).
  bool uses_kernel() const { return kernel_ok_; }
  // Probability that the side to move wins, before its throw: strictly inside (0, 1), as
  // only the end of the game is certain (the logit is kept within +-20).
  double value(const SolverPosition& p) const;
  // The probability an output logit stands for.
  static double probability(std::int64_t output) {
    return portable_sigmoid(std::clamp(static_cast<double>(output) / kNetOutputScale, -20.0, 20.0));
  }
  // For a state of the rule set (s.side to move): exact when the game is over, else the
  // network's value of the position (the phase is taken to be before a throw), with its
  // base evaluation added where it has one. value(SolverPosition) also adds the base.
  double evaluate(const State& s) const;

 private:
  LearnedEval(const RuleSet& r, NetParams params);
  double with_base(std::int64_t output, const State& s) const;
  // The reference forward pass.
  std::int64_t forward(const std::uint8_t* values) const;
  RuleSet rules_;
  NetEncoding encoding_;
  NetParams params_;
  std::vector<std::uint32_t> row_offset_;  // first entry of each tuple in params_.lut
  // w2 transposed (accumulator x hidden) as doubles: every product and sum of the hidden
  // layer is an integer below 2^53, so doubles compute it exactly (the same bits in any
  // order, vectorised or fused), and faster than 64-bit integers.
  std::vector<double> w2t_;
  std::vector<std::array<std::uint32_t, kNetMaxTupleSize>> strides_;
  NetKernel kernel_;        // the fast pass, where the network's numbers fit its lanes
  bool kernel_ok_ = false;
};

// The networks this process has been handed, one per rule set and piece count: the
// platform layer or a tool reads the file (learned_eval_file_name) and provides it; the
// `oracle` agent finds it here. Thread-safe.
void provide_learned_eval(std::shared_ptr<const LearnedEval> net);
std::shared_ptr<const LearnedEval> find_learned_eval(const RuleSet& r);
// "finkel-7.urn": the weight file of a rule set.
std::string learned_eval_file_name(const RuleSet& r);
// Reads the rule set's weight file from $UR_NET_DIR, else data/nets (the tools and
// ur-cli, run from the project), and provides it; "" or why not. Provided already: "".
std::string load_learned_eval_file(const RuleSet& r);

}  // namespace ur
