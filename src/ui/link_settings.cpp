// Checking a link's settings one by one (link_settings.hpp).
#include "ui/link_settings.hpp"
#include "ui/language.hpp"

#include <set>

#include "ai/agent.hpp"
#include "core/record.hpp"
#include "core/side_names.hpp"
#include "ui/describe.hpp"
#include "ui/level_names.hpp"
#include "ui/screens.hpp"

namespace ur {
namespace {

// At most this much of a bad value is quoted back, so a long or strange link cannot
// flood the notice.
std::string quoted(const std::string& v) {
  std::string out;
  for (const char c : v.substr(0, 40)) out += (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) ? '?' : c;
  if (v.size() > 40) out += "...";
  return "'" + out + "'";
}

std::string level_names() {
  std::string out;
  for (const AgentInfo& a : computer_levels(true, true)) out += (out.empty() ? "" : ", ") + a.name;
  return out;
}

bool known_player(const std::string& v) {
  if (v == "human" || v == "perfect" || v == "oracle") return true;
  for (const AgentInfo& a : agent_catalog())
    if (a.name == v) return true;
  return false;
}

}  // namespace

LinkSettings read_link_settings(const std::vector<LinkItem>& items) {
  LinkSettings s;
  std::set<std::string> seen;
  std::optional<std::string> rules;
  std::array<std::optional<std::string>, 2> players;
  for (const auto& [key, value] : items) {
    if (key != "rules" && key != "light" && key != "dark" && key != "fast") {
      s.problems.push_back(tr("linkset.unknown", {{"key", quoted(key)}}));
      continue;
    }
    if (!seen.insert(key).second) s.problems.push_back(tr("linkset.twice", {{"key", key}}));
    if (key == "fast") {
      const std::string v = value.value_or("");
      s.fast = v.empty() || v == "1" || v == "true" || v == "yes";
      if (!s.fast && v != "0" && v != "false" && v != "no")
        s.problems.push_back(tr("linkset.fast", {{"value", quoted(v)}}));
      continue;
    }
    if (!value || value->empty()) {
      s.problems.push_back(tr("linkset.no_value", {{"key", key}, {"example", key + (key == "rules" ? "=finkel" : "=king")}}));
      if (key == "rules") rules.reset();
      else players[key == "light" ? 0 : 1].reset();
      continue;
    }
    if (key == "rules") rules = *value;
    else players[key == "light" ? 0 : 1] = *value;
  }
  if (rules) {
    std::string error;
    if (parse_rules_notation(*rules, &error)) {
      s.rules = *rules;
    } else {
      s.problems.push_back(tr("linkset.bad_rules", {{"value", quoted(*rules)}, {"why", error}}));
    }
  }
  for (int i = 0; i < 2; ++i) {
    if (!players[i]) continue;
    if (known_player(*players[i])) {
      s.players[i] = *players[i] == "human" ? "" : *players[i];
    } else {
      const std::string fallback = computer_levels()[static_cast<std::size_t>(default_opponent() - 1)].name;
      s.players[i] = fallback;
      // The parameter as written ("dark=xyz"), then the side and the level as the game names them.
      s.problems.push_back(tr("linkset.bad_player", {{"param", side_id(static_cast<Side>(i))}, {"value", quoted(*players[i])},
                                                      {"levels", level_names()}, {"side", side_word(static_cast<Side>(i))},
                                                      {"level", level_display_name(fallback)}}));
    }
  }
  // fast alone is a pace: the games started from the start screen are played quickly.
  if (s.rules.empty() && (players[0] || players[1]) && !rules)
    s.problems.push_back(tr("linkset.players_without_rules"));
  return s;
}

}  // namespace ur
