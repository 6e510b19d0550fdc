// JSON trace lines (docs/trace.md). Written by hand: the format is small and fixed, and the
// core takes no dependencies; its strings are escaped by common/json.hpp.
#include "core/trace.hpp"

#include "core/position.hpp"
#include "core/record.hpp"
#include "core/side_names.hpp"

namespace ur {
namespace {

const char* phase_word(Phase p) {
  switch (p) {
    case Phase::ThrowOff: return "throwoff";
    case Phase::StartTurn: return "start";
    case Phase::Throw: return "throw";
    case Phase::Move: return "move";
    case Phase::GameOver: return "over";
  }
  return "?";
}

const char* kind_word(ActionKind k) {
  switch (k) {
    case ActionKind::Pass: return "pass";
    case ActionKind::Enter: return "enter";
    case ActionKind::Move: return "move";
    case ActionKind::Throw: return "throw";
    case ActionKind::PayToEnter: return "pay";
    case ActionKind::PlaceOnStart: return "place";
    case ActionKind::MissTurn: return "miss";
  }
  return "?";
}

std::string action_json(const RuleSet& r, const State& s, const Action& a) {
  std::string out = "{\"notation\":" + json_string(action_notation(r, s, a));
  out += ",\"kind\":\"";
  out += kind_word(a.kind);
  out += '"';
  if (a.kind == ActionKind::Enter || a.kind == ActionKind::Move) {
    out += ",\"from\":" + (a.kind == ActionKind::Enter ? std::string("null") : std::to_string(a.from));
    out += ",\"to\":" + (a.to == kOff ? std::string("\"off\"") : std::to_string(a.to));
    out += ",\"count\":" + std::to_string(a.count);
    out += std::string(",\"capture\":") + (is_capture(r, s, a) ? "true" : "false");
  }
  out += '}';
  return out;
}

// The path index of a stack on `sq` with `face` for `side`, or -1.
int index_for(const RuleSet& r, Side side, SquareId sq, int face) {
  for (const std::uint8_t i : r.index_of[side][sq]) {
    if (i == 0xFF) continue;
    if (r.stacks != StackRule::SameFace || (i >= r.flip_index ? 1 : 0) == face) return i;
  }
  return -1;
}

std::string index_or_null(int i) { return i < 0 ? "null" : std::to_string(i); }

}  // namespace

std::string position_json(const RuleSet& r, const State& s) {
  std::string out = "{\"rules\":" + json_string(rules_notation(r));
  out += ",\"turn\":" + std::to_string(s.turn);
  out += ",\"side\":\"";
  out += side_id(s.side);
  out += "\",\"phase\":\"";
  out += phase_word(s.phase);
  out += '"';
  out += std::string(",\"extra\":") + (s.extra ? "true" : "false");
  for (int side = 0; side < 2; ++side) {
    const auto u = static_cast<unsigned>(side);
    out += ",\"";
    out += side_id(static_cast<Side>(side));
    out += "\":{\"waiting\":" + std::to_string(s.waiting[u]) + ",\"off\":" + std::to_string(s.off[u]) + ",\"path\":[";
    bool first = true;
    for (int i = 0; i < r.path_length; ++i) {
      if (((s.path_bits[u] >> i) & 1u) == 0) continue;
      if (!first) out += ',';
      first = false;
      out += std::to_string(i);
    }
    out += "]}";
  }
  if (r.uses_stacks()) {
    out += ",\"stacks\":[";
    bool first = true;
    for (int slot = 0; slot < r.slot_count; ++slot) {
      const Stack st = s.stacks[static_cast<unsigned>(slot)];
      if (st.empty()) continue;
      if (!first) out += ',';
      first = false;
      const SquareId sq = r.slot_square[static_cast<unsigned>(slot)];
      const int face = r.slot_face[static_cast<unsigned>(slot)];
      std::string pieces;
      for (int k = 0; k < st.height(); ++k) {
        const char c = st.owner(k) == kLight ? 'l' : 'd';
        pieces += st.flipped(k) ? static_cast<char>(c - 'a' + 'A') : c;
      }
      out += "{\"row\":" + std::to_string(r.board.row(sq)) + ",\"col\":" + std::to_string(r.board.col(sq));
      out += ",\"pieces\":" + json_string(pieces);
      out += ",\"top\":\"";
      out += side_id(st.top_owner());
      out += '"';
      out += ",\"light_index\":" + index_or_null(index_for(r, kLight, sq, face));
      out += ",\"dark_index\":" + index_or_null(index_for(r, kDark, sq, face));
      out += '}';
    }
    out += ']';
  }
  if (r.win == WinRule::Score) out += ",\"score\":[" + std::to_string(s.score[0]) + "," + std::to_string(s.score[1]) + "]";
  if (r.tokens.enabled) {
    out += ",\"tokens\":{\"light\":" + std::to_string(s.tokens[0]) + ",\"dark\":" + std::to_string(s.tokens[1]) +
           ",\"reserve\":" + std::to_string(s.reserve) + "}";
    out += std::string(",\"miss\":[") + (s.miss[0] ? "true" : "false") + "," + (s.miss[1] ? "true" : "false") + "]";
  }
  if (r.coins.enabled)
    out += ",\"coins\":{\"light\":" + std::to_string(s.coins[0]) + ",\"dark\":" + std::to_string(s.coins[1]) +
           ",\"pot\":" + std::to_string(s.pot) + "}";
  out += '}';
  return out;
}

std::string trace_json(const RuleSet& r, const State& s, const ActionList& legal, const Action& chosen,
                       long decision, std::string_view agent) {
  std::string out = "{\"decision\":" + std::to_string(decision);
  out += ",\"turn\":" + std::to_string(s.turn + 1);
  out += ",\"side\":\"";
  out += side_id(s.side);
  out += "\",\"agent\":" + json_string(agent);
  out += ",\"position\":" + json_string(to_position(r, s));
  out += ",\"state\":" + position_json(r, s);
  if (s.phase == Phase::Move)
    out += ",\"throw\":{\"outcome\":" + std::to_string(s.throw_outcome) + ",\"value\":" +
           std::to_string(throw_value(r, s)) + "}";
  else
    out += ",\"throw\":null";
  out += ",\"legal\":[";
  int chosen_index = -1;
  for (int i = 0; i < legal.size(); ++i) {
    if (i > 0) out += ',';
    out += action_json(r, s, legal[i]);
    if (chosen_index < 0 && legal[i] == chosen) chosen_index = i;
  }
  out += "],\"chosen\":" + std::to_string(chosen_index);
  out += ",\"action\":" + action_json(r, s, chosen);
  out += '}';
  return out;
}

}  // namespace ur
