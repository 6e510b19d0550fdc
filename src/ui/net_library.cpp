// The Queen's networks, fetched on demand (net_library.hpp).
#include "ui/net_library.hpp"

#include <utility>

#include "ai/learned_eval.hpp"

namespace ur {

NetLibrary::NetLibrary(std::vector<std::string> files) {
  for (std::string& f : files) files_[std::move(f)] = {};
}

NetLibrary::State NetLibrary::state(const RuleSet& r) const {
  const auto it = files_.find(learned_eval_file_name(r));
  return it == files_.end() ? State::None : it->second.state;
}

void NetLibrary::want(const RuleSet& r) {
  const std::string file = learned_eval_file_name(r);
  const auto it = files_.find(file);
  if (it == files_.end() || it->second.state != State::None) return;
  it->second = {State::Loading, r, ""};
  requests_.push_back(file);
}

std::vector<std::string> NetLibrary::take_requests() { return std::exchange(requests_, {}); }

void NetLibrary::answer(const std::string& file, const std::uint8_t* bytes, std::size_t size) {
  const auto it = files_.find(file);
  if (it == files_.end() || it->second.state != State::Loading) return;
  Entry& e = it->second;
  std::string why;
  auto net = LearnedEval::parse(*e.rules, bytes, size, &why);
  if (!net) return failed(file, why.empty() ? "it does not match its rule set" : why);
  provide_learned_eval(std::move(net));
  e.state = State::Ready;
}

void NetLibrary::failed(const std::string& file, const std::string& why) {
  const auto it = files_.find(file);
  if (it == files_.end()) return;
  it->second.state = State::Failed;
  it->second.error = file + ": " + why;
}

std::string NetLibrary::error(const RuleSet& r) const {
  const auto it = files_.find(learned_eval_file_name(r));
  return it == files_.end() ? "" : it->second.error;
}

}  // namespace ur
