// The learned evaluation's encoding, weight file and integer inference (see
// learned_eval.hpp and docs/ai.md, "Learned evaluation").
#include "ai/learned_eval.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <map>
#include <mutex>

#include "ai/eval.hpp"
#include "ai/start_turn.hpp"
#include "core/little_endian.hpp"
#include "perfect/table.hpp"
#include "platform/install_paths.hpp"

namespace ur {
namespace {

// The network file's fields, written at their offsets in the buffer.
void put_u32(std::vector<std::uint8_t>& b, std::size_t at, std::uint32_t v) { le::put_u32(b.data() + at, v); }
void put_u64(std::vector<std::uint8_t>& b, std::size_t at, std::uint64_t v) { le::put_u64(b.data() + at, v); }
using le::get_u32;
using le::get_u64;

// Header layout (offsets in bytes).
constexpr std::size_t kOffMagic = 0, kOffVersion = 8, kOffHeaderSize = 12, kOffFamily = 16, kFamilyBytes = 32,
                      kOffPieces = 48, kOffVariables = 52, kOffTuples = 56, kOffAccumulator = 60, kOffHidden = 64,
                      kOffPayloadSize = 68, kOffFingerprint = 72, kOffPayloadCheck = 80, kOffHeaderCheck = 88;

// Appends little-endian integers to the payload.
struct Writer {
  std::vector<std::uint8_t>& b;
  void u8(std::uint8_t v) { b.push_back(v); }
  void i16(std::int16_t v) {
    const auto u = static_cast<std::uint16_t>(v);
    b.push_back(static_cast<std::uint8_t>(u));
    b.push_back(static_cast<std::uint8_t>(u >> 8));
  }
  void i32(std::int32_t v) {
    const auto u = static_cast<std::uint32_t>(v);
    for (int i = 0; i < 4; ++i) b.push_back(static_cast<std::uint8_t>(u >> (8 * i)));
  }
  void i64(std::int64_t v) {
    const auto u = static_cast<std::uint64_t>(v);
    for (int i = 0; i < 8; ++i) b.push_back(static_cast<std::uint8_t>(u >> (8 * i)));
  }
};

// Reads the payload; `ok` turns false (and stays) on reading past its end.
struct Reader {
  const std::uint8_t* p;
  std::size_t size, at = 0;
  bool ok = true;
  bool need(std::size_t n) {
    if (!ok || size - at < n) ok = false;
    return ok;
  }
  std::uint8_t u8() { return need(1) ? p[at++] : 0; }
  std::int16_t i16() {
    if (!need(2)) return 0;
    const auto u = static_cast<std::uint16_t>(p[at] | p[at + 1] << 8);
    at += 2;
    return static_cast<std::int16_t>(u);
  }
  std::int32_t i32() {
    if (!need(4)) return 0;
    const std::uint32_t u = get_u32(p + at);
    at += 4;
    return static_cast<std::int32_t>(u);
  }
  std::int64_t i64() {
    if (!need(8)) return 0;
    const std::uint64_t u = get_u64(p + at);
    at += 8;
    return static_cast<std::int64_t>(u);
  }
};

std::string label(const std::string& family, std::uint32_t pieces) { return family + ":" + std::to_string(pieces); }

}  // namespace

// ------------------------------------------------------------------ encoding

std::string NetEncoding::unsupported(const RuleSet& r) {
  if (r.uses_stacks() ? r.win == WinRule::BearOffAll : r.win != WinRule::BearOffAll)
    return "the game's end is not one this encoding knows";
  if (r.path_length < 1 || r.path_length > kMaxPath || r.path_length > 32) return "the path length is out of range";
  if (!mirror_paths(r)) return "the two paths are not mirror images";
  int squares = 0;
  for (int sq = 0; sq < kSquareIds; ++sq)
    if (r.index_of[0][static_cast<unsigned>(sq)][0] != 0xFF || r.index_of[1][static_cast<unsigned>(sq)][0] != 0xFF)
      ++squares;
  const int extra = r.tokens.enabled ? 3 : r.uses_stacks() ? 6 + (r.turn_limit > 0 ? 1 : 0) : 0;
  if (4 + (r.uses_stacks() ? r.slot_count : squares) + extra > kNetMaxVariables) return "too many squares for the encoding";
  return "";
}

NetEncoding::NetEncoding(const RuleSet& r) {
  if (!unsupported(r).empty()) return;
  pieces_ = r.pieces;
  length_ = r.path_length;
  my_var_.fill(-1);
  their_var_.fill(-1);
  for (int v = 0; v < 4; ++v) cards_[static_cast<unsigned>(v)] = static_cast<std::uint8_t>(pieces_ + 1);
  count_ = 4;
  if (r.uses_stacks()) {
    // A variable per stack slot, in the order my path meets them, then theirs; a piece's
    // slot is its square's, or for jeu-royal its square's slot for the face it shows there.
    stacks_ = true;
    score_ = r.win == WinRule::Score;
    if (score_) cards_[1] = cards_[3] = static_cast<std::uint8_t>(pieces_ + 2);  // a score past 7 wins
    slot_var_.fill(-1);
    for (int side = 0; side < 2; ++side)
      for (int i = 0; i < length_; ++i) {
        const std::uint8_t slot = r.slot_at(static_cast<Side>(side), i);
        if (slot_var_[slot] < 0) {
          slot_var_[slot] = static_cast<std::int8_t>(count_);
          cards_[static_cast<unsigned>(count_++)] =
              static_cast<std::uint8_t>(score_ ? 1 + 2 * kStackHeights : kStackValues);
        }
        (side == 0 ? my_var_ : their_var_)[static_cast<unsigned>(i)] = slot_var_[slot];
      }
    // Dark to move sees the board mirrored: its path is "mine".
    for (int slot = 0; slot < r.slot_count; ++slot)
      mirror_slot_[static_cast<unsigned>(slot)] =
          r.slot_of[r.board.mirror(r.slot_square[static_cast<unsigned>(slot)])][r.slot_face[static_cast<unsigned>(slot)]];
    // Totals: what the slots' classes do not count (heights, prisoners, red pieces).
    totals_var_ = count_;
    totals_n_ = r.stacks == StackRule::Towers ? 6 : 4;
    for (int k = 0; k < totals_n_; ++k)
      cards_[static_cast<unsigned>(count_++)] = static_cast<std::uint8_t>(k < 2 ? std::min(2 * pieces_, 10) + 1 : pieces_ + 1);
    if (r.turn_limit > 0) {
      turn_limit_ = r.turn_limit;
      turns_var_ = count_;
      cards_[static_cast<unsigned>(count_++)] = static_cast<std::uint8_t>(r.turn_limit / kTurnsPerStep + 1);
    }
    build_tracks();
    return;
  }
  // One variable per square, numbered in the order my path first meets them, then the
  // squares only theirs meets in their path order. Its value: 0 empty, 1 + k my piece
  // at my k-th index on that square, 1 + (my indices there) + k their piece at their
  // k-th index (murray's path meets some squares twice, and the index is the progress).
  std::array<std::int8_t, kSquareIds> var_of{};
  var_of.fill(-1);
  auto count_on = [&r](int side, SquareId sq) {
    return (r.index_of[static_cast<unsigned>(side)][sq][0] != 0xFF) + (r.index_of[static_cast<unsigned>(side)][sq][1] != 0xFF);
  };
  auto add_square = [&](SquareId sq) {
    if (var_of[sq] >= 0) return;
    var_of[sq] = static_cast<std::int8_t>(count_);
    cards_[static_cast<unsigned>(count_++)] = static_cast<std::uint8_t>(1 + count_on(0, sq) + count_on(1, sq));
  };
  for (int i = 0; i < length_; ++i) add_square(r.path[0][static_cast<unsigned>(i)]);
  for (int j = 0; j < length_; ++j) add_square(r.path[1][static_cast<unsigned>(j)]);
  for (int i = 0; i < length_; ++i) {
    const SquareId mine = r.path[0][static_cast<unsigned>(i)], theirs = r.path[1][static_cast<unsigned>(i)];
    my_var_[static_cast<unsigned>(i)] = var_of[mine];
    my_code_[static_cast<unsigned>(i)] = static_cast<std::uint8_t>(1 + (r.index_of[0][mine][0] == i ? 0 : 1));
    their_var_[static_cast<unsigned>(i)] = var_of[theirs];
    their_code_[static_cast<unsigned>(i)] =
        static_cast<std::uint8_t>(1 + count_on(0, theirs) + (r.index_of[1][theirs][0] == i ? 0 : 1));
  }
  if (r.tokens.enabled) {
    token_var_ = count_;
    cards_[static_cast<unsigned>(count_++)] = kNetTokenCap + 1;  // my tokens
    cards_[static_cast<unsigned>(count_++)] = kNetTokenCap + 1;  // theirs
    cards_[static_cast<unsigned>(count_++)] = 4;                 // missed turns: mine + 2 theirs
  }
  build_tracks();
}

void NetEncoding::build_tracks() {
  my_track_.push_back(0);
  for (int i = 0; i < length_; ++i) my_track_.push_back(my_var_[static_cast<unsigned>(i)]);
  my_track_.push_back(1);
  their_track_.push_back(2);
  for (int j = 0; j < length_; ++j) their_track_.push_back(their_var_[static_cast<unsigned>(j)]);
  their_track_.push_back(3);
}

std::string NetEncoding::name(int v) const {
  static const char* const kCounts[] = {"my waiting", "my off", "their waiting", "their off"};
  static const char* const kScores[] = {"my waiting", "my score", "their waiting", "their score"};
  static const char* const kTokens[] = {"my tokens", "their tokens", "missed turns"};
  if (v < 0 || v >= count_) return "?";
  if (v < 4) return (score_ ? kScores : kCounts)[v];
  if (token_var_ >= 0 && v >= token_var_) return kTokens[v - token_var_];
  if (v == turns_var_) return "turns left";
  static const char* const kTotals[] = {"my pieces on my stacks", "their pieces on their stacks", "my pieces held",
                                        "their pieces held", "my red tops", "their red tops"};
  if (totals_var_ >= 0 && v >= totals_var_ && v < totals_var_ + totals_n_) return kTotals[v - totals_var_];
  if (stacks_) {
    for (int i = 0; i < length_; ++i)
      if (my_var_[static_cast<unsigned>(i)] == v) return "stack at my " + std::to_string(i);
    for (int j = 0; j < length_; ++j)
      if (their_var_[static_cast<unsigned>(j)] == v) return "stack at their " + std::to_string(j);
  }
  for (int i = 0; i < length_; ++i)
    if (my_var_[static_cast<unsigned>(i)] == v)
      return (cards_[static_cast<unsigned>(v)] > 2 ? "shared square at my " : "my square ") + std::to_string(i);
  for (int j = 0; j < length_; ++j)
    if (their_var_[static_cast<unsigned>(j)] == v) return "their square " + std::to_string(j);
  return "?";
}

void NetEncoding::encode(const SolverPosition& p, std::uint8_t* values) const {
  std::memset(values, 0, static_cast<std::size_t>(count_));
  if (stacks_) return;  // stacks have no compact form: encode(State)
  values[0] = static_cast<std::uint8_t>(pieces_ - std::popcount(p.mine) - p.my_off);
  values[1] = static_cast<std::uint8_t>(p.my_off);
  values[2] = static_cast<std::uint8_t>(pieces_ - std::popcount(p.theirs) - p.their_off);
  values[3] = static_cast<std::uint8_t>(p.their_off);
  for (std::uint32_t b = p.mine; b != 0; b &= b - 1) {
    const auto i = static_cast<unsigned>(std::countr_zero(b));
    values[my_var_[i]] = my_code_[i];
  }
  for (std::uint32_t b = p.theirs; b != 0; b &= b - 1) {
    const auto j = static_cast<unsigned>(std::countr_zero(b));
    values[their_var_[j]] = their_code_[j];
  }
}

void NetEncoding::encode_stacks(const State& s, std::uint8_t* values) const {
  std::memset(values, 0, static_cast<std::size_t>(count_));
  const Side me = s.side, them = opponent(me);
  values[0] = s.waiting[me];
  values[2] = s.waiting[them];
  const int cap = cards_[1] - 1;
  values[1] = static_cast<std::uint8_t>(std::min<int>(score_ ? s.score[me] : s.off[me], cap));
  values[3] = static_cast<std::uint8_t>(std::min<int>(score_ ? s.score[them] : s.off[them], cap));
  std::array<int, 6> totals{};  // see totals_variable()
  for (int slot = 0; slot < kStackSlots; ++slot) {
    const Stack st = s.stacks[static_cast<unsigned>(slot)];
    if (st.empty()) continue;
    const int h = st.height();
    const Side top = st.top_owner();
    bool mixed = false;
    int mine = 0;
    for (int k = 0; k < h; ++k) {
      mixed = mixed || st.owner(k) != top;
      mine += st.owner(k) == me;
    }
    if (top == me) {
      totals[0] += h;
      totals[3] += h - mine;
    } else {
      totals[1] += h;
      totals[2] += mine;
    }
    if (st.flipped(h - 1)) ++totals[top == me ? 4 : 5];
    const int v = slot_var_[me == kLight ? static_cast<unsigned>(slot) : mirror_slot_[static_cast<unsigned>(slot)]];
    if (v < 0) continue;
    if (score_) {  // jeu-royal: the height (the slot tells the face)
      values[v] = static_cast<std::uint8_t>((top == me ? 0 : kStackHeights) + std::min(h, kStackHeights));
      continue;
    }
    // 1 alone, first face; 2 alone, second face; 3 on its own pieces; 4 on the other's.
    const int kind = h == 1 ? (st.flipped(0) ? 2 : 1) : mixed ? 4 : 3;
    values[v] = static_cast<std::uint8_t>((top == me ? 0 : 4) + kind);
  }
  for (int k = 0; k < totals_n_; ++k)
    values[totals_var_ + k] =
        static_cast<std::uint8_t>(std::min<int>(totals[static_cast<unsigned>(k)], cards_[static_cast<unsigned>(totals_var_ + k)] - 1));
  if (turns_var_ >= 0) {
    const int left = std::max(0, turn_limit_ - static_cast<int>(s.turn));
    values[turns_var_] = static_cast<std::uint8_t>(std::min(left / kTurnsPerStep, cards_[static_cast<unsigned>(turns_var_)] - 1));
  }
}

void NetEncoding::encode(const State& s, std::uint8_t* values) const {
  if (stacks_) {
    encode_stacks(s, values);
    return;
  }
  encode(solver_position(s), values);
  if (token_var_ < 0) return;
  const Side me = s.side, them = opponent(me);
  values[token_var_] = static_cast<std::uint8_t>(std::min<int>(s.tokens[me], kNetTokenCap));
  values[token_var_ + 1] = static_cast<std::uint8_t>(std::min<int>(s.tokens[them], kNetTokenCap));
  values[token_var_ + 2] = static_cast<std::uint8_t>((s.miss[me] ? 1 : 0) + (s.miss[them] ? 2 : 0));
}

// ------------------------------------------------------------------ the file

std::uint32_t NetParams::tuple_entries(std::size_t t) const {
  std::uint32_t n = 1;
  for (std::uint8_t v : tuples[t]) n *= v < cards.size() ? cards[v] : 1u;
  return n;
}

std::vector<std::uint8_t> encode_net(const NetParams& p) {
  std::vector<std::uint8_t> payload;
  Writer w{payload};
  for (std::uint8_t c : p.cards) w.u8(c);
  for (const auto& t : p.tuples) {
    w.u8(static_cast<std::uint8_t>(t.size()));
    for (std::uint8_t v : t) w.u8(v);
  }
  for (std::int16_t v : p.lut) w.i16(v);
  for (std::int32_t v : p.bias1) w.i32(v);
  for (std::int32_t v : p.w2) w.i32(v);
  for (std::int64_t v : p.bias2) w.i64(v);
  for (std::int32_t v : p.w3) w.i32(v);
  w.i64(p.bias3);
  if (p.base != NetBase::None) w.u8(static_cast<std::uint8_t>(p.base));
  if (p.base == NetBase::Blend) w.u8(p.blend);

  std::vector<std::uint8_t> out(kNetHeaderSize, 0);
  std::memcpy(out.data() + kOffMagic, kNetMagic, 8);
  put_u32(out, kOffVersion, p.base == NetBase::None ? kNetVersion : kNetVersionWithBase);
  put_u32(out, kOffHeaderSize, kNetHeaderSize);
  std::memcpy(out.data() + kOffFamily, p.family.data(), std::min(p.family.size(), kFamilyBytes - 1));
  put_u32(out, kOffPieces, p.pieces);
  put_u32(out, kOffVariables, static_cast<std::uint32_t>(p.cards.size()));
  put_u32(out, kOffTuples, static_cast<std::uint32_t>(p.tuples.size()));
  put_u32(out, kOffAccumulator, static_cast<std::uint32_t>(p.accumulator));
  put_u32(out, kOffHidden, static_cast<std::uint32_t>(p.hidden));
  put_u32(out, kOffPayloadSize, static_cast<std::uint32_t>(payload.size()));
  put_u64(out, kOffFingerprint, p.rules_fingerprint);
  put_u64(out, kOffPayloadCheck, fnv1a64(payload.data(), payload.size()));
  put_u64(out, kOffHeaderCheck, fnv1a64(out.data(), kOffHeaderCheck));
  out.insert(out.end(), payload.begin(), payload.end());
  return out;
}

std::string decode_net(const std::uint8_t* data, std::size_t size, NetParams& out) {
  if (size < kNetHeaderSize) return "not an Ur network file (shorter than its header)";
  if (std::memcmp(data + kOffMagic, kNetMagic, 8) != 0) return "not an Ur network file (bad magic)";
  const std::uint32_t version = get_u32(data + kOffVersion);
  if (version != kNetVersion && version != kNetVersionWithBase)
    return "unsupported network format version " + std::to_string(version) + " (this build reads versions " +
           std::to_string(kNetVersion) + " and " + std::to_string(kNetVersionWithBase) + ")";
  if (get_u32(data + kOffHeaderSize) != kNetHeaderSize) return "network header is corrupted (bad header size)";
  if (get_u64(data + kOffHeaderCheck) != fnv1a64(data, kOffHeaderCheck))
    return "network header is corrupted (header checksum mismatch)";
  const std::uint64_t payload = get_u32(data + kOffPayloadSize);
  if (size < kNetHeaderSize + payload)
    return "network file is truncated: expected " + std::to_string(kNetHeaderSize + payload) + " bytes, the file has " +
           std::to_string(size);
  if (size > kNetHeaderSize + payload)
    return "network file has trailing data: expected " + std::to_string(kNetHeaderSize + payload) +
           " bytes, the file has " + std::to_string(size);
  if (get_u64(data + kOffPayloadCheck) != fnv1a64(data + kNetHeaderSize, payload))
    return "network payload is corrupted (checksum mismatch)";

  NetParams p;
  const char* fam = reinterpret_cast<const char*>(data + kOffFamily);
  p.family.assign(fam, strnlen(fam, kFamilyBytes));
  p.pieces = get_u32(data + kOffPieces);
  p.rules_fingerprint = get_u64(data + kOffFingerprint);
  const std::uint32_t variables = get_u32(data + kOffVariables), tuples = get_u32(data + kOffTuples);
  const std::uint32_t acc = get_u32(data + kOffAccumulator), hidden = get_u32(data + kOffHidden);
  if (variables < 1 || variables > kNetMaxVariables)
    return "network shape out of range: " + std::to_string(variables) + " variables";
  if (tuples < 1 || tuples > kNetMaxTuples) return "network shape out of range: " + std::to_string(tuples) + " tuples";
  if (acc < 1 || acc > kNetMaxAccumulator)
    return "network shape out of range: accumulator width " + std::to_string(acc);
  if (hidden < 1 || hidden > kNetMaxHidden) return "network shape out of range: hidden width " + std::to_string(hidden);
  p.accumulator = static_cast<int>(acc);
  p.hidden = static_cast<int>(hidden);

  Reader r{data + kNetHeaderSize, static_cast<std::size_t>(payload)};
  for (std::uint32_t v = 0; v < variables; ++v) {
    p.cards.push_back(r.u8());
    if (r.ok && (p.cards.back() < 1 || p.cards.back() > 16))
      return "network shape out of range: variable " + std::to_string(v) + " has " + std::to_string(p.cards.back()) +
             " values";
  }
  std::uint64_t entries = 0;
  for (std::uint32_t t = 0; t < tuples && r.ok; ++t) {
    const std::uint8_t k = r.u8();
    if (r.ok && (k < 1 || k > kNetMaxTupleSize))
      return "network shape out of range: tuple " + std::to_string(t) + " has " + std::to_string(k) + " variables";
    std::vector<std::uint8_t> vars;
    for (int i = 0; i < k; ++i) {
      vars.push_back(r.u8());
      if (r.ok && vars.back() >= variables)
        return "network shape out of range: tuple " + std::to_string(t) + " names variable " +
               std::to_string(vars.back());
    }
    p.tuples.push_back(std::move(vars));
    const std::uint32_t n = p.tuple_entries(t);
    if (n > kNetMaxTupleEntries)
      return "network shape out of range: tuple " + std::to_string(t) + " has " + std::to_string(n) + " entries";
    entries += n;
  }
  // Everything left has a known size now: check it before allocating.
  const std::uint64_t rest = 2 * entries * acc + 4 * std::uint64_t{acc} + 4 * std::uint64_t{hidden} * acc + 8 * hidden +
                             4 * hidden + 8;
  // Version 2 adds the base byte, and a blended network its weight's byte after it.
  const std::uint64_t left = r.ok ? r.size - r.at : 0;
  const bool sized = version == kNetVersion ? left == rest : left == rest + 1 || left == rest + 2;
  if (!r.ok || !sized)
    return "network payload does not match its shape (" + std::to_string(payload) + " bytes)";
  p.lut.resize(static_cast<std::size_t>(entries * acc));
  for (auto& v : p.lut) v = r.i16();
  p.bias1.resize(acc);
  for (auto& v : p.bias1) v = r.i32();
  p.w2.resize(static_cast<std::size_t>(hidden) * acc);
  for (auto& v : p.w2) v = r.i32();
  p.bias2.resize(hidden);
  for (auto& v : p.bias2) v = r.i64();
  p.w3.resize(hidden);
  for (auto& v : p.w3) v = r.i32();
  p.bias3 = r.i64();
  if (version == kNetVersionWithBase) {
    const std::uint8_t base = r.u8();
    if (base == static_cast<std::uint8_t>(NetBase::Logistic)) {
      p.base = NetBase::Logistic;
    } else if (base == static_cast<std::uint8_t>(NetBase::Blend)) {
      p.base = NetBase::Blend;
      p.blend = r.u8();
    } else {
      return "network payload names an unknown base evaluation (" + std::to_string(base) + ")";
    }
    if (!r.ok || r.at != r.size) return "network payload does not match its shape (" + std::to_string(payload) + " bytes)";
    if (p.base == NetBase::Blend && (p.blend < 1 || p.blend > 99))
      return "network payload gives the logistic evaluation a share of " + std::to_string(p.blend) +
             " hundredths (1 to 99 expected)";
  }
  out = std::move(p);
  return "";
}

// ------------------------------------------------------------------ portable arithmetic

double portable_exp(double x) {
  if (std::isnan(x)) return x;
  if (x > 700) return std::ldexp(1.0, 1010);
  if (x < -700) return 0.0;
  // x = k ln2 + r, |r| <= ln2 / 2; ln2 split so that k * kLn2Hi is exact. Each product is
  // its own statement, so no compiler fuses a multiply-add (that would change the bits).
  constexpr double kInvLn2 = 1.44269504088896338700e+00;
  constexpr double kLn2Hi = 6.93147180369123816490e-01;
  constexpr double kLn2Lo = 1.90821492927058770002e-10;
  // floor() without the library call (|y| < 2^31, so the conversion is exact).
  const double y = x * kInvLn2 + 0.5;
  double k = static_cast<double>(static_cast<std::int64_t>(y));
  if (k > y) k -= 1;
  const double hi = k * kLn2Hi;
  const double lo = k * kLn2Lo;
  const double t = x - hi;
  const double r = t - lo;
  // Taylor series to the 13th power (error below 1e-16 for |r| <= 0.35), Horner form:
  // 1 + r/1 (1 + r/2 (1 + ... )), with the reciprocals 1/n rounded once (multiplying is
  // many times faster than dividing).
  static constexpr double kInv[14] = {0,       1.0,      1.0 / 2,  1.0 / 3,  1.0 / 4,  1.0 / 5,  1.0 / 6,
                                      1.0 / 7, 1.0 / 8,  1.0 / 9,  1.0 / 10, 1.0 / 11, 1.0 / 12, 1.0 / 13};
  double s = 1.0;
  for (int n = 13; n >= 1; --n) {
    const double rs = r * s;
    const double term = rs * kInv[n];
    s = 1.0 + term;
  }
  // s * 2^k: multiplying by a power of two built from its bits rounds exactly as ldexp
  // does while 2^k is a normal number.
  const int ki = static_cast<int>(k);
  if (ki < -1000 || ki > 1000) return std::ldexp(s, ki);
  // (memcpy, not std::bit_cast: Debian's Emscripten 3.1.6 ships a libc++ without it.)
  const std::uint64_t bits = static_cast<std::uint64_t>(ki + 1023) << 52;
  double scale = 0;
  std::memcpy(&scale, &bits, sizeof scale);
  return s * scale;
}

double portable_sigmoid(double x) {
  const double e = portable_exp(-x);
  return 1.0 / (1.0 + e);
}

// ------------------------------------------------------------------ inference

LearnedEval::LearnedEval(const RuleSet& r, NetParams params) : rules_(r), encoding_(r), params_(std::move(params)) {
  std::uint32_t offset = 0;
  for (std::size_t t = 0; t < params_.tuples.size(); ++t) {
    row_offset_.push_back(offset);
    std::array<std::uint32_t, kNetMaxTupleSize> st{};
    std::uint32_t stride = 1;
    for (std::size_t k = 0; k < params_.tuples[t].size(); ++k) {
      st[k] = stride;
      stride *= params_.cards[params_.tuples[t][k]];
    }
    strides_.push_back(st);
    offset += params_.tuple_entries(t) * static_cast<std::uint32_t>(params_.accumulator);
  }
  const auto acc = static_cast<std::size_t>(params_.accumulator), hid = static_cast<std::size_t>(params_.hidden);
  w2t_.resize(acc * hid);
  for (std::size_t j = 0; j < hid; ++j)
    for (std::size_t h = 0; h < acc; ++h) w2t_[h * hid + j] = static_cast<double>(params_.w2[j * acc + h]);
  // Every shipped network's numbers fit the 32-bit lanes of the fast pass (the same output
  // bits, docs/ai.md *Speed*); any other keeps the reference pass.
  kernel_ok_ = kernel_.build(params_);
}

std::shared_ptr<const LearnedEval> LearnedEval::make(const RuleSet& r, NetParams params, std::string* error) {
  auto fail = [&](const std::string& why) -> std::shared_ptr<const LearnedEval> {
    if (error) *error = why;
    return nullptr;
  };
  if (params.family == r.name && params.pieces == static_cast<std::uint32_t>(r.pieces) &&
      params.rules_fingerprint != rules_fingerprint(r))
    return fail("the network is for other rules of " + label(params.family, params.pieces) +
                " (its rules fingerprint differs; lab/net_stamp tells and restamps)");
  if (params.family != r.name || params.pieces != static_cast<std::uint32_t>(r.pieces))
    return fail("the network is for " + label(params.family, params.pieces) + " or other rules, not " +
                label(std::string(r.name), static_cast<std::uint32_t>(r.pieces)));
  const std::string why = NetEncoding::unsupported(r);
  if (!why.empty()) return fail("no learned evaluation for " + std::string(r.name) + ": " + why);
  const NetEncoding enc(r);
  bool same = static_cast<int>(params.cards.size()) == enc.variables();
  for (int v = 0; same && v < enc.variables(); ++v) same = params.cards[static_cast<unsigned>(v)] == enc.cardinality(v);
  if (!same) return fail("the network's variables do not match this build's encoding of " + std::string(r.name));
  // Sizes (a network built in memory has not been through decode_net).
  std::uint64_t entries = 0;
  for (std::size_t t = 0; t < params.tuples.size(); ++t) {
    if (params.tuples[t].empty() || params.tuples[t].size() > kNetMaxTupleSize) return fail("a tuple has a bad size");
    for (std::uint8_t v : params.tuples[t])
      if (v >= params.cards.size()) return fail("a tuple names an unknown variable");
    entries += params.tuple_entries(t);
  }
  const auto acc = static_cast<std::size_t>(params.accumulator), hid = static_cast<std::size_t>(params.hidden);
  if (params.tuples.empty() || params.tuples.size() > kNetMaxTuples || acc < 1 || acc > kNetMaxAccumulator ||
      hid < 1 || hid > kNetMaxHidden || params.lut.size() != entries * acc || params.bias1.size() != acc ||
      params.w2.size() != hid * acc || params.bias2.size() != hid || params.w3.size() != hid)
    return fail("the network's arrays do not match its shape");
  return std::shared_ptr<const LearnedEval>(new LearnedEval(r, std::move(params)));
}

std::shared_ptr<const LearnedEval> LearnedEval::parse(const RuleSet& r, const std::uint8_t* data, std::size_t size,
                                                      std::string* error) {
  NetParams p;
  const std::string why = decode_net(data, size, p);
  if (!why.empty()) {
    if (error) *error = why;
    return nullptr;
  }
  return make(r, std::move(p), error);
}

std::int64_t LearnedEval::output(const SolverPosition& p) const {
  std::array<std::uint8_t, kNetMaxVariables> values;
  encoding_.encode(p, values.data());
  return output(values.data());
}

std::int64_t LearnedEval::output(const std::uint8_t* values) const {
  return kernel_ok_ ? kernel_.output(values) : forward(values);
}

std::int64_t LearnedEval::reference_output(const std::uint8_t* values) const { return forward(values); }

std::int64_t LearnedEval::forward(const std::uint8_t* values) const {
  const int acc_n = params_.accumulator, hid_n = params_.hidden;
  std::array<std::int32_t, kNetMaxAccumulator> acc;
  for (int h = 0; h < acc_n; ++h) acc[static_cast<unsigned>(h)] = params_.bias1[static_cast<unsigned>(h)];
  const std::int16_t* lut = params_.lut.data();
  for (std::size_t t = 0; t < params_.tuples.size(); ++t) {
    const auto& vars = params_.tuples[t];
    const auto& st = strides_[t];
    std::uint32_t index = 0;
    for (std::size_t k = 0; k < vars.size(); ++k) index += values[vars[k]] * st[k];
    const std::int16_t* row = lut + row_offset_[t] + index * static_cast<std::uint32_t>(acc_n);
    for (int h = 0; h < acc_n; ++h) acc[static_cast<unsigned>(h)] += row[h];
  }
  // The hidden layer: |w2| < 2^31 and activations <= 2^12, so with at most 64 terms
  // every partial sum stays below 2^49: exact in doubles.
  std::array<double, kNetMaxHidden> z;
  for (int j = 0; j < hid_n; ++j) z[static_cast<unsigned>(j)] = 0;
  for (int h = 0; h < acc_n; ++h) {
    const double a = static_cast<double>(std::clamp(acc[static_cast<unsigned>(h)], 0, kNetActScale));
    if (a == 0) continue;  // a clipped unit adds nothing
    const double* w = w2t_.data() + static_cast<std::size_t>(h) * static_cast<std::size_t>(hid_n);
    for (int j = 0; j < hid_n; ++j) z[static_cast<unsigned>(j)] += w[j] * a;
  }
  std::int64_t out = params_.bias3;
  for (int j = 0; j < hid_n; ++j) {
    const std::int64_t zi = static_cast<std::int64_t>(z[static_cast<unsigned>(j)]) + params_.bias2[static_cast<unsigned>(j)];
    const std::int64_t a = std::clamp<std::int64_t>(zi >> kNetWeightShift, 0, kNetActScale);
    out += static_cast<std::int64_t>(params_.w3[static_cast<unsigned>(j)]) * a;
  }
  return out;
}

double LearnedEval::evaluate(const State& s) const {
  return value_at_turn_start(rules_, s, [this](const State& t) {
    std::array<std::uint8_t, kNetMaxVariables> values;
    encoding_.encode(t, values.data());
    return with_base(output(values.data()), t);
  });
}

double LearnedEval::value(const SolverPosition& p) const {
  if (params_.base == NetBase::None) return probability(output(p));
  return with_base(output(p), solver_state(rules_, p, kLight));
}

double LearnedEval::with_base(std::int64_t out, const State& s) const {
  if (params_.base == NetBase::None) return probability(out);
  const double net = static_cast<double>(out) / kNetOutputScale;
  const double base = evaluate_logit(rules_, s, default_weights(rules_.id));
  const double logit = params_.base == NetBase::Logistic
                           ? net + base
                           : (static_cast<double>(100 - params_.blend) * net + static_cast<double>(params_.blend) * base) / 100.0;
  return portable_sigmoid(std::clamp(logit, -20.0, 20.0));
}

// ------------------------------------------------------------------ provided networks

namespace {
struct Provided {
  std::mutex mutex;
  std::map<std::pair<std::string, std::uint64_t>, std::shared_ptr<const LearnedEval>> nets;
};
Provided& provided() {
  static Provided p;
  return p;
}
}  // namespace

void provide_learned_eval(std::shared_ptr<const LearnedEval> net) {
  if (!net) return;
  Provided& p = provided();
  const std::lock_guard<std::mutex> lock(p.mutex);
  p.nets[{net->params().family, net->params().rules_fingerprint}] = std::move(net);
}

std::shared_ptr<const LearnedEval> find_learned_eval(const RuleSet& r) {
  Provided& p = provided();
  const std::lock_guard<std::mutex> lock(p.mutex);
  const auto it = p.nets.find({std::string(r.name), rules_fingerprint(r)});
  return it == p.nets.end() ? nullptr : it->second;
}

std::string load_learned_eval_file(const RuleSet& r) {
  if (find_learned_eval(r)) return "";
  const char* dir = std::getenv("UR_NET_DIR");
  const std::optional<std::filesystem::path> shipped = install::shipped_dir();  // an installed copy's nets/
  const std::string base = dir && *dir ? dir : shipped ? install::utf8(*shipped / "nets") : "data/nets";
  const std::string path = base + "/" + learned_eval_file_name(r);
  std::ifstream f(path, std::ios::binary);
  if (!f) return "cannot open " + path;
  const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  std::string error;
  auto net = LearnedEval::parse(r, bytes.data(), bytes.size(), &error);
  if (!net) return path + ": " + error;
  provide_learned_eval(std::move(net));
  return "";
}

std::string learned_eval_file_name(const RuleSet& r) { return std::string(r.name) + "-" + std::to_string(r.pieces) + ".urn"; }

}  // namespace ur
