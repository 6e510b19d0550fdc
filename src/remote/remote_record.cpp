// Remote records written and verified (remote_record.hpp).
#include "remote/remote_record.hpp"

#include <algorithm>
#include <charconv>
#include <optional>

namespace ur::remote {
namespace {

std::string_view trim(std::string_view t) {
  while (!t.empty() && (t.front() == ' ' || t.front() == '\t' || t.front() == '\r')) t.remove_prefix(1);
  while (!t.empty() && (t.back() == ' ' || t.back() == '\t' || t.back() == '\r')) t.remove_suffix(1);
  return t;
}

std::vector<std::string_view> words(std::string_view t) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < t.size()) {
    while (i < t.size() && (t[i] == ' ' || t[i] == '\t')) ++i;
    const std::size_t start = i;
    while (i < t.size() && t[i] != ' ' && t[i] != '\t') ++i;
    if (i > start) out.push_back(t.substr(start, i - start));
  }
  return out;
}

// Lines of the text, with the comment cut off, numbered from 1.
struct Lines {
  std::vector<std::string_view> text;
  explicit Lines(std::string_view all) {
    std::size_t start = 0;
    while (start <= all.size()) {
      std::size_t end = all.find('\n', start);
      if (end == std::string_view::npos) end = all.size();
      std::string_view l = all.substr(start, end - start);
      l = l.substr(0, l.find('#'));
      text.push_back(trim(l));
      start = end + 1;
    }
  }
  // The line whose first word is `key` (0: none).
  int find(std::string_view key) const {
    for (std::size_t i = 0; i < text.size(); ++i) {
      const std::vector<std::string_view> w = words(text[i]);
      if (!w.empty() && w[0] == key) return static_cast<int>(i) + 1;
    }
    return 0;
  }
  int turn(std::uint32_t n) const { return find(std::to_string(n) + "."); }
};

std::optional<int> parse_int(std::string_view t) {
  int v = 0;
  const auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
  if (ec != std::errc() || p != t.data() + t.size()) return std::nullopt;
  return v;
}

// "M:BASE64URL" entries, space-separated (the `SIDE-signed` tag).
std::optional<std::vector<MovesSignature>> parse_signed(std::string_view t) {
  std::vector<MovesSignature> out;
  for (const std::string_view w : words(t)) {
    const std::size_t colon = w.find(':');
    if (colon == std::string_view::npos) return std::nullopt;
    const std::optional<int> m = parse_int(w.substr(0, colon));
    const auto sig = from_base64url(w.substr(colon + 1));
    if (!m || *m < 0 || !sig || sig->size() != std::tuple_size_v<Signature>) return std::nullopt;
    MovesSignature s;
    s.moves = static_cast<std::uint32_t>(*m);
    std::copy(sig->begin(), sig->end(), s.signature.begin());
    out.push_back(s);
  }
  return out;
}

std::optional<Digest> parse_digest(std::string_view t) {
  const auto b = from_hex(t, 32);
  if (!b) return std::nullopt;
  Digest d{};
  std::copy(b->begin(), b->end(), d.begin());
  return d;
}

// The signatures over the moves: each holds, and every decision is covered by its own
// side's. Returns what the summary says of them; on failure sets v.line and v.error.
std::string check_signatures(const GameRecord& r, const Lines& lines, const Ledger& ledger, Verification& v) {
  auto fail = [&](int line, std::string e) {
    v.line = line;
    v.error = std::move(e);
    return std::string();
  };
  auto line_of = [&](int decision) { return lines.turn(ledger.decision_turn(decision) + 1); };
  std::array<std::optional<PublicKey>, 2> key{};
  std::array<std::vector<MovesSignature>, 2> sigs{};
  bool any = false;
  for (const Side s : {kLight, kDark}) {
    const std::string k = r.tag(side_id(s) + "-key"), list = r.tag(side_id(s) + "-signed");
    any = any || !k.empty() || !list.empty();
    if (!k.empty()) {
      const auto b = from_hex(k, 32);
      if (!b) return fail(lines.find(side_id(s) + "-key"), side_id(s) + "-key must be 64 hex digits (an Ed25519 key)");
      key[s] = PublicKey{};
      std::copy(b->begin(), b->end(), key[s]->begin());
    }
    if (!list.empty()) {
      const auto parsed = parse_signed(list);
      if (!parsed)
        return fail(lines.find(side_id(s) + "-signed"),
                    "expected '" + side_id(s) + "-signed MOVES:SIGNATURE ...' (a number and 86 base64url characters each)");
      sigs[s] = *parsed;
    }
  }
  if (!any)
    return ledger.decisions() == 0 ? "no choices to sign"
                                   : "its moves are not signed (a record from before signed moves): who made each move is "
                                     "not proven";
  for (const Side s : {kLight, kDark})
    if (!key[s]) return fail(0, "the record has no '" + side_id(s) + "-key' tag: " + side_title(s) + "'s signatures cannot be checked");
  // Every signature, earliest first: the first that fails is nearest the change.
  struct Entry {
    Side side;
    MovesSignature sig;
  };
  std::vector<Entry> all;
  for (const Side s : {kLight, kDark})
    for (const MovesSignature& m : sigs[s]) all.push_back({s, m});
  std::stable_sort(all.begin(), all.end(), [](const Entry& a, const Entry& b) { return a.sig.moves < b.sig.moves; });
  std::array<std::uint32_t, 2> covered{};
  for (const Entry& e : all) {
    if (e.sig.moves > static_cast<std::uint32_t>(ledger.decisions()))
      return fail(lines.find(side_id(e.side) + "-signed"), side_title(e.side) + " signed " + std::to_string(e.sig.moves) +
                                                               " moves, but the record holds " +
                                                               std::to_string(ledger.decisions()));
    if (!moves_signature_ok(ledger, e.sig, *key[e.side]))
      return fail(e.sig.moves > 0 ? line_of(static_cast<int>(e.sig.moves) - 1) : lines.find(side_id(e.side) + "-signed"),
                  "changed move: " + side_title(e.side) + "'s signature over the first " + std::to_string(e.sig.moves) +
                      " moves does not hold, so a move up to this one is not the one played");
    covered[e.side] = std::max(covered[e.side], e.sig.moves);
  }
  for (int i = 0; i < ledger.decisions(); ++i) {
    const Side d = ledger.decider(i);
    if (covered[d] <= static_cast<std::uint32_t>(i))
      return fail(line_of(i), "unsigned move: " + ledger.decision_text(i) + " is " + side_title(d) + "'s, but " +
                                  side_title(d) + " never signed it" +
                                  (covered[opponent(d)] > static_cast<std::uint32_t>(i) ? " (only " + side_title(opponent(d)) + " did)"
                                                                                           : ""));
  }
  return "every choice signed by the side that made it";
}

}  // namespace

std::string Verification::message() const {
  if (ok) return summary;
  return line > 0 ? "line " + std::to_string(line) + ": " + error : error;
}

GameRecord remote_record(const Ledger& ledger, std::vector<Tag> tags, const MovesProof& proof) {
  const Setup& s = ledger.setup();
  tags.push_back({"remote", "1 " + std::string(mode_name(s.mode)) + " " + side_id(s.inviter) + " " + to_hex(s.id)});
  for (const Side side : {kLight, kDark})
    if (ledger.commitment(side)) tags.push_back({side_id(side) + "-commit", to_hex(*ledger.commitment(side))});
  for (const Side side : {kLight, kDark})
    if (ledger.commitment(side) && ledger.revealed(side) > 0)
      tags.push_back({side_id(side) + "-reveal",
                      std::to_string(ledger.revealed(side)) + " " + to_hex(ledger.value(side, ledger.revealed(side)))});
  for (const Side side : {kLight, kDark})
    if (proof.keys[side]) tags.push_back({side_id(side) + "-key", to_hex(*proof.keys[side])});
  for (const Side side : {kLight, kDark}) {
    std::string list;
    for (const MovesSignature& m : proof.signatures[side])
      list += (list.empty() ? "" : " ") + std::to_string(m.moves) + ":" + to_base64url(m.signature);
    if (!list.empty()) tags.push_back({side_id(side) + "-signed", list});
  }
  return GameRecord{ledger.rules(), std::move(tags), ledger.steps()};
}

Verification verify_record(std::string_view text) {
  Verification v;
  const RecordParse rec = load_game_text(text);
  if (!rec.ok()) {
    v.line = rec.line;
    v.error = rec.error;
    return v;
  }
  const GameRecord& r = *rec.record;
  // A save wraps the record in two lines; the tags and turns are found by their words.
  const Lines lines(text);
  auto fail = [&](int line, std::string e) {
    v.line = line;
    v.error = std::move(e);
    return v;
  };
  const std::string remote = r.tag("remote");
  if (remote.empty())
    return fail(0, "not a remote game: it has no 'remote' tag, so there are no dice to check (ur-cli validate checks its moves)");
  const int remote_line = lines.find("remote");
  const std::vector<std::string_view> w = words(remote);
  if (w.size() != 4 || w[0] != "1")
    return fail(remote_line, w.empty() || w[0] == "1" ? "expected 'remote 1 MODE INVITER GAME-ID', e.g. 'remote 1 live light 0123…'"
                                                       : "remote format " + std::string(w[0]) + " is not known (this build reads 1)");
  Setup setup;
  setup.rules = r.rules;
  if (w[1] == "live") setup.mode = Mode::Live;
  else if (w[1] == "correspondence") setup.mode = Mode::Correspondence;
  else return fail(remote_line, "the mode must be 'live' or 'correspondence', not '" + std::string(w[1]) + "'");
  if (w[2] == "light") setup.inviter = kLight;
  else if (w[2] == "dark") setup.inviter = kDark;
  else return fail(remote_line, "the side that invited must be 'light' or 'dark', not '" + std::string(w[2]) + "'");
  const auto id = from_hex(w[3], setup.id.size());
  if (!id) return fail(remote_line, "the game id must be 32 hex digits");
  std::copy(id->begin(), id->end(), setup.id.begin());

  Ledger ledger(setup);
  for (const Side s : {kLight, kDark}) {
    const std::string key = side_id(s) + "-commit";
    const std::string value = r.tag(key);
    if (value.empty()) return fail(0, "the record has no '" + key + "' tag: " + side_title(s) + "'s dice cannot be checked");
    const auto d = parse_digest(value);
    if (!d) return fail(lines.find(key), key + " must be 64 hex digits (a SHA-256 value)");
    ledger.commit(s, *d);
  }
  for (const Side s : {kLight, kDark}) {
    const std::string key = side_id(s) + "-reveal";
    const std::string value = r.tag(key);
    if (value.empty()) continue;  // nothing revealed yet
    const std::vector<std::string_view> rv = words(value);
    const auto round = rv.size() == 2 ? parse_int(rv[0]) : std::nullopt;
    const auto d = rv.size() == 2 ? parse_digest(rv[1]) : std::nullopt;
    if (!round || !d) return fail(lines.find(key), "expected '" + key + " ROUND VALUE' (a round and 64 hex digits)");
    const std::string e = ledger.reveal(s, *round, *d, false);
    if (!e.empty()) return fail(lines.find(key), e);
  }
  // Replay: throws come from the ledger and must be the record's; moves go into it.
  std::size_t have = 0;
  State before = new_game(r.rules);
  int throws = 0;
  for (const Step& step : r.steps) {
    const int line = before.phase == Phase::ThrowOff ? lines.find("throwoff") : lines.turn(before.turn + 1);
    if (have < ledger.steps().size()) {
      const Step& derived = ledger.steps()[have];
      if (!(derived == step)) {
        if (step.chance && derived.chance)
          return fail(line, "altered throw: the record says " + throw_notation(r.rules, before, step.outcome) +
                                ", but the dice of both sides' values give " + throw_notation(r.rules, before, derived.outcome) +
                                " (round " + std::to_string(ledger.step_rounds()[have]) + ")");
        return fail(line, "the record does not follow the game the dice give here");
      }
    } else if (step.chance) {
      return fail(line, "a throw the reveals do not cover: " + ledger.waiting_text());
    } else {
      ActionList actions;
      legal_actions(r.rules, ledger.state(), actions);
      int choice = -1;
      for (int i = 0; i < actions.size(); ++i)
        if (actions[i] == step.action) choice = i;
      const std::string e = ledger.decide(ledger.state().side, ledger.decisions(), choice);
      if (!e.empty()) return fail(line, e);
    }
    if (step.chance) ++throws;
    ++have;
    if (step.chance) apply_chance(r.rules, before, step.outcome);
    else apply(r.rules, before, step.action);
  }
  if (const std::string e = ledger.check_no_early_reveal(); !e.empty())
    return fail(lines.find(ledger.revealed(kLight) > ledger.max_due_round() ? "light-reveal" : "dark-reveal"), e);
  // Who made each move.
  const std::string unsigned_note = check_signatures(r, lines, ledger, v);
  if (!v.error.empty()) return v;
  v.ok = true;
  v.summary = "OK: a " + std::string(mode_name(setup.mode)) + " game of " + rules_notation(r.rules) + ", " +
              std::to_string(throws) + " throws each derived from both sides' revealed values, " +
              std::to_string(r.steps.size() - static_cast<std::size_t>(throws)) + " actions legal (" +
              std::to_string(ledger.decisions()) + " of them choices); " + unsigned_note + "; result " +
              result_notation(r.rules, rec.state);
  return v;
}

}  // namespace ur::remote
