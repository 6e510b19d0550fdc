// JSON trace lines (docs/trace.md): every decision of random games of every rule set gives
// one line of valid JSON whose position string matches the state and whose `chosen`
// index points at the action taken; strings are escaped as JSON requires.
#include <doctest/doctest.h>

#include <cctype>
#include <string>

#include "core/position.hpp"
#include "core/record.hpp"
#include "core/trace.hpp"

using namespace ur;

namespace {

// A strict recursive-descent JSON checker (objects, arrays, strings, numbers, literals).
class JsonChecker {
 public:
  explicit JsonChecker(std::string_view t) : t_(t) {}
  bool valid() {
    skip();
    if (!value()) return false;
    skip();
    return i_ == t_.size();
  }

 private:
  std::string_view t_;
  std::size_t i_ = 0;

  void skip() {
    while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\n' || t_[i_] == '\t' || t_[i_] == '\r')) ++i_;
  }
  bool lit(std::string_view w) {
    if (t_.substr(i_, w.size()) != w) return false;
    i_ += w.size();
    return true;
  }
  bool string() {
    if (!lit("\"")) return false;
    while (i_ < t_.size()) {
      const char c = t_[i_++];
      if (c == '"') return true;
      if (static_cast<unsigned char>(c) < 0x20) return false;
      if (c == '\\') {
        if (i_ >= t_.size()) return false;
        const char e = t_[i_++];
        if (e == 'u') {
          for (int k = 0; k < 4; ++k, ++i_)
            if (i_ >= t_.size() || !std::isxdigit(static_cast<unsigned char>(t_[i_]))) return false;
        } else if (std::string_view("\"\\/bfnrt").find(e) == std::string_view::npos) {
          return false;
        }
      }
    }
    return false;
  }
  bool number() {
    const std::size_t start = i_;
    if (i_ < t_.size() && t_[i_] == '-') ++i_;
    while (i_ < t_.size() && (std::isdigit(static_cast<unsigned char>(t_[i_])) || t_[i_] == '.' || t_[i_] == 'e' ||
                              t_[i_] == 'E' || t_[i_] == '+' || t_[i_] == '-'))
      ++i_;
    return i_ > start;
  }
  bool value() {
    skip();
    if (i_ >= t_.size()) return false;
    const char c = t_[i_];
    if (c == '{') {
      ++i_;
      skip();
      if (lit("}")) return true;
      do {
        skip();
        if (!string()) return false;
        skip();
        if (!lit(":") || !value()) return false;
        skip();
      } while (lit(","));
      return lit("}");
    }
    if (c == '[') {
      ++i_;
      skip();
      if (lit("]")) return true;
      do {
        if (!value()) return false;
        skip();
      } while (lit(","));
      return lit("]");
    }
    if (c == '"') return string();
    if (lit("true") || lit("false") || lit("null")) return true;
    return number();
  }
};

bool is_json(std::string_view t) { return JsonChecker(t).valid(); }

}  // namespace

TEST_CASE("trace: the checker itself tells JSON from not JSON") {
  CHECK(is_json(R"({"a":[1,2.5,-3e2],"b":{"c":null,"d":true},"e":"x\"y\\u00e9"})"));
  CHECK_FALSE(is_json(R"({"a":1,})"));
  CHECK_FALSE(is_json(R"({"a":"unterminated})"));
  CHECK_FALSE(is_json(R"({a:1})"));
  CHECK_FALSE(is_json("{\"a\":\"tab\there\"}"));
}

TEST_CASE("trace: strings are escaped") {
  CHECK(json_string("plain") == "\"plain\"");
  CHECK(json_string("say \"hi\"\\ \n\t\x01") == "\"say \\\"hi\\\"\\\\ \\n\\t\\u0001\"");
  CHECK(is_json(json_string(std::string("\x00\x1f odd \xc3\xa9", 9))));
}

TEST_CASE("trace: every decision of every rule set gives one valid JSON line") {
  for (const RuleSet& r : all_rule_sets()) {
    CAPTURE(r.name);
    std::uint64_t rng = 31 + static_cast<std::uint64_t>(r.id);
    State s = new_game(r);
    ActionList legal;
    long decision = 0;
    while (!is_over(s)) {
      if (is_chance(s)) {
        apply_chance(r, s, sample_chance(r, s, rng));
        continue;
      }
      legal_actions(r, s, legal);
      const int pick = static_cast<int>(random_below(rng, static_cast<std::uint32_t>(legal.size())));
      const std::string line = trace_json(r, s, legal, legal[pick], ++decision, "random \"quoted\"");
      CAPTURE(line);
      REQUIRE(is_json(line));
      CHECK(line.find("\"position\":" + json_string(to_position(r, s))) != std::string::npos);
      CHECK(line.find(",\"chosen\":" + std::to_string(pick) + ",") != std::string::npos);
      CHECK(line.find("\"action\":{\"notation\":" + json_string(action_notation(r, s, legal[pick]))) != std::string::npos);
      CHECK((line.find("\"stacks\":[") != std::string::npos) == r.uses_stacks());
      CHECK((line.find("\"throw\":null") != std::string::npos) == (s.phase == Phase::StartTurn));
      apply(r, s, legal[pick]);
    }
    CHECK(decision > 10);
  }
}
