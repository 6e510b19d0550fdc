// The learned evaluations the game can fetch (the Queen's networks, docs/ai.md): one file
// per rule set family, NAME-PIECES.urn, fetched only when a rule set that has one is
// chosen — never in the first download. The platform does the fetching (a whole-file
// fetch of nets/FILE in the browser, a file in data/nets on the desktop); this keeps the
// bookkeeping and provides each network that parses to the search. No SDL, no I/O.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/rules.hpp"

namespace ur {

class NetLibrary {
 public:
  // `files`: the networks this site or installation has (e.g. "finkel-7.urn").
  explicit NetLibrary(std::vector<std::string> files = {});

  enum class State { None, Loading, Ready, Failed };
  // The rule set's network: None if there is none to fetch, else where its fetch stands.
  State state(const RuleSet& r) const;
  // Asks for the rule set's network once (a request to take), if there is one.
  void want(const RuleSet& r);
  // Files to fetch now, each given once.
  std::vector<std::string> take_requests();
  // A fetched file: parsed against its rule set and provided to the search (Ready), or
  // refused with the reason (Failed, see error()).
  void answer(const std::string& file, const std::uint8_t* bytes, std::size_t size);
  void failed(const std::string& file, const std::string& why);
  // Why the rule set's network could not be used ("" if it could or was never asked for).
  std::string error(const RuleSet& r) const;

 private:
  struct Entry {
    State state = State::None;
    std::optional<RuleSet> rules;  // the rule set it was asked for
    std::string error;
  };
  std::map<std::string, Entry> files_;
  std::vector<std::string> requests_;
};

}  // namespace ur
