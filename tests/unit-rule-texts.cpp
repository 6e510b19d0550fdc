// The rule texts players read (title, hook, summary, source, notes) over every rule set:
// written for players, not for the developers who wrote the rules down from the source
// documents — no document numbers or file names, no board coordinates or square numbers,
// short enough for the start screen, and every note a sentence opening "In this version".
#include <regex>
#include <string>
#include <string_view>
#include <vector>

#include <doctest/doctest.h>

#include "core/rules.hpp"

using namespace ur;

namespace {

// Characters as a player counts them: UTF-8 continuation bytes are not characters.
std::size_t characters(std::string_view s) {
  std::size_t n = 0;
  for (const char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
  return n;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

// Sentences of a text: each ends at '.', '!' or '?' followed by a space or the end.
std::vector<std::string> sentences(std::string_view text) {
  std::vector<std::string> out;
  std::size_t begin = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if ((c == '.' || c == '!' || c == '?') && (i + 1 == text.size() || text[i + 1] == ' ')) {
      out.emplace_back(text.substr(begin, i + 1 - begin));
      begin = i + 1;
      while (begin < text.size() && text[begin] == ' ') ++begin;
      i = begin - 1;
    }
  }
  if (begin < text.size()) out.emplace_back(text.substr(begin));  // no closing full stop
  return out;
}

// Every way a field of `r` still reads like a developer's note, as "name field: problem".
std::vector<std::string> text_problems(const RuleSet& r) {
  std::vector<std::string> problems;
  const std::string who(r.name);
  auto problem = [&](std::string_view field, const std::string& what) {
    problems.push_back(who + " " + std::string(field) + ": " + what);
  };
  static const std::regex kCoordinates(R"(\(\s*\d+\s*,\s*\d+\s*\))");
  static const std::regex kSquareNumber(R"(\bsquares?\s+\d)", std::regex::icase);
  static const std::regex kNPlusOne(R"(\bn\s*\+\s*1\b)");
  const std::pair<std::string_view, std::string_view> fields[] = {
      {"title", r.title}, {"hook", r.hook}, {"origin", r.origin}, {"summary", r.summary}, {"source", r.source}, {"notes", r.notes}};
  for (const auto& [field, text] : fields) {
    const std::string t(text), l = lower(text);
    for (const char* word : {"seed", "rules.md", ".md", "[decision]"})
      if (l.find(word) != std::string::npos) problem(field, "mentions \"" + std::string(word) + "\" in \"" + t + "\"");
    std::smatch m;
    if (std::regex_search(t, m, kCoordinates)) problem(field, "a coordinate " + m.str() + " in \"" + t + "\"");
    if (std::regex_search(t, m, kSquareNumber)) problem(field, "a square number \"" + m.str() + "\" in \"" + t + "\"");
    if (std::regex_search(t, m, kNPlusOne)) problem(field, "\"" + m.str() + "\" in \"" + t + "\"");
  }
  if (r.title.empty()) problem("title", "empty");
  if (characters(r.title) > 22) problem("title", "longer than 22 characters: \"" + std::string(r.title) + "\"");
  if (r.hook.empty()) problem("hook", "empty");
  if (characters(r.hook) > 38) problem("hook", "longer than 38 characters: \"" + std::string(r.hook) + "\"");
  if (r.hook.find("…") != std::string_view::npos || r.hook.find("...") != std::string_view::npos)
    problem("hook", "an ellipsis in \"" + std::string(r.hook) + "\"");
  if (r.origin.empty()) problem("origin", "empty");
  if (characters(r.origin) > 38) problem("origin", "longer than 38 characters: \"" + std::string(r.origin) + "\"");
  if (r.summary.empty()) problem("summary", "empty");
  if (r.source.empty()) problem("source", "empty");
  for (const std::string& s : sentences(r.notes))
    if (s.rfind("In this version", 0) != 0) problem("notes", "a sentence not opening \"In this version\": \"" + s + "\"");
  return problems;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

bool has_problem(const std::vector<std::string>& problems, std::string_view start) {
  for (const std::string& p : problems)
    if (p.rfind(start, 0) == 0) return true;
  return false;
}

}  // namespace

TEST_CASE("rule texts: every rule set's title, hook, summary, source and notes are written for players") {
  REQUIRE(all_rule_sets().size() == static_cast<std::size_t>(kRuleSetCount));
  for (const RuleSet& r : all_rule_sets()) {
    CAPTURE(r.name);
    const std::vector<std::string> problems = text_problems(r);
    CHECK_MESSAGE(problems.empty(), joined(problems));
  }
}

TEST_CASE("rule texts: the check names the rule set and the field of each developer's note") {
  // The texts as they read before they were rewritten for players.
  RuleSet r = *find_rule_set("classic");
  r.title = "Classic (seed 004)";
  r.hook = "";
  r.origin = "";
  r.summary = "Square 13 = (0,6) flips the stack; a score of n+1 wins.";
  r.source = "Seed 004 (Dutch), see rules.md";
  r.notes = "[decision] Both throw, highest value starts. In this version, ties are thrown again.";
  const std::vector<std::string> problems = text_problems(r);
  INFO(joined(problems));
  CHECK(has_problem(problems, "classic title: mentions \"seed\""));
  CHECK(has_problem(problems, "classic hook: empty"));
  CHECK(has_problem(problems, "classic origin: empty"));
  CHECK(has_problem(problems, "classic summary: a coordinate (0,6)"));
  CHECK(has_problem(problems, "classic summary: a square number \"Square 1"));
  CHECK(has_problem(problems, "classic summary: \"n+1\""));
  CHECK(has_problem(problems, "classic source: mentions \"rules.md\""));
  CHECK(has_problem(problems, "classic notes: mentions \"[decision]\""));
  CHECK(has_problem(problems, "classic notes: a sentence not opening \"In this version\": \"[decision] Both"));
  CHECK_FALSE(has_problem(problems, "classic notes: a sentence not opening \"In this version\": \"In this"));

  r.title = "A title of twenty-three";
  r.hook = "A hook that runs on and on for too long";
  CHECK(has_problem(text_problems(r), "classic title: longer than 22 characters"));
  CHECK(has_problem(text_problems(r), "classic hook: longer than 38 characters"));
  r.hook = "Stacks and more…";
  CHECK(has_problem(text_problems(r), "classic hook: an ellipsis"));
  r.title = "Jeu Royal d'Ur";  // 14 characters, whatever the bytes
  CHECK_FALSE(has_problem(text_problems(r), "classic title"));
}

TEST_CASE("rule texts: notes split into sentences at full stops") {
  CHECK(sentences("In this version, a. In this version, b.") ==
        std::vector<std::string>{"In this version, a.", "In this version, b."});
  CHECK(sentences("In this version, 'highest' is by value (a 5).") ==
        std::vector<std::string>{"In this version, 'highest' is by value (a 5)."});
  CHECK(sentences("").empty());
  CHECK(sentences("No full stop") == std::vector<std::string>{"No full stop"});
}
