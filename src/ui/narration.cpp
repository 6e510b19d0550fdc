#include "ui/narration.hpp"

#include "ui/describe.hpp"
#include "ui/language.hpp"

namespace ur {

std::vector<std::string> Narration::follow(const std::string& message, const std::string& prompt) {
  std::vector<std::string> out;
  if (message != message_) {
    message_ = message;
    if (!message.empty()) out.push_back(message);
  }
  // A prompt that only repeats the message (the result) is not said twice.
  if (prompt != prompt_) {
    prompt_ = prompt;
    if (!prompt.empty() && prompt != message) out.push_back(prompt);
  }
  return out;
}

void Narration::reset() {
  message_.clear();
  prompt_.clear();
}

std::string moves_to_say(const RuleSet& rules, const State& s, const ActionList& choices) {
  if (choices.size() == 0) return tr("narration.no_choice");
  std::string list;
  for (int i = 0; i < choices.size(); ++i) {
    if (i > 0) list += "; ";
    list += std::to_string(i + 1) + ". " + describe_action(rules, s, choices[i]).text;
  }
  return tr_count("narration.moves", choices.size(), {{"list", list}});
}

}  // namespace ur
