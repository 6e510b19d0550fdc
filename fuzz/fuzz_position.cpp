// The position parser (docs/position.md): never crashes; a rejected text gets a message;
// a position that parses prints back to text that parses to the same position.
#include "core/position.hpp"
#include "fuzz_support.hpp"

using namespace ur;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const PositionParse p = parse_position(fuzz::as_text(data, size));
  if (!p.ok()) {
    fuzz::require(!p.error.empty(), "a rejected position says why");
    return 0;
  }
  const std::string text = to_position(p.position->rules, p.position->state);
  const PositionParse again = parse_position(text);
  fuzz::require(again.ok(), "a position's own text parses");
  fuzz::require(again.position->state == p.position->state, "the round trip keeps the state");
  fuzz::require(to_position(again.position->rules, again.position->state) == text, "the round trip keeps the text");
  return 0;
}
