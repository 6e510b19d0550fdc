// The settings a link carries (`?rules=…&dark=…`), split the way the page splits them:
// never crashes; what is used is valid (the rules parse, the players are known levels),
// and each problem is a sentence.
#include <string>
#include <vector>

#include "ai/agent.hpp"
#include "core/record.hpp"
#include "fuzz_support.hpp"
#include "ui/link_settings.hpp"

using namespace ur;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::as_text(data, size);
  std::vector<LinkItem> items;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('&', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view item = text.substr(start, end - start);
    const std::size_t eq = item.find('=');
    if (eq == std::string_view::npos) items.push_back({std::string(item), std::nullopt});
    else items.push_back({std::string(item.substr(0, eq)), std::string(item.substr(eq + 1))});
    start = end + 1;
  }
  const LinkSettings s = read_link_settings(items);
  if (!s.rules.empty()) fuzz::require(parse_rules_notation(s.rules).has_value(), "the rules used are real rules");
  const std::vector<AgentInfo> agents = agent_catalog();
  for (const std::string& p : s.players) {
    bool known = p.empty() || p == "perfect" || p == "oracle";
    for (const AgentInfo& a : agents) known = known || a.name == p;
    fuzz::require(known, "a player used is a person or a known level");
  }
  for (const std::string& problem : s.problems) fuzz::require(!problem.empty(), "a problem is a sentence");
  return 0;
}
