// The record and save reader (docs/notation.md): never crashes; a rejected text gets a
// message and a line within the text; a game that reads is written back (the writer
// refuses nothing the reader accepts) as a record that reads to the same steps and position.
// A remote game's record also goes through its verifier (docs/remote.md): its dice, keys
// and signatures over the moves; never a crash, and a failure says why, at a line of the text.
#include <algorithm>

#include "core/record.hpp"
#include "remote/remote_record.hpp"
#include "fuzz_support.hpp"

using namespace ur;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::as_text(data, size);
  const RecordParse r = load_game_text(text);
  if (!r.ok()) {
    fuzz::require(!r.error.empty(), "a rejected record says why");
    const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
    fuzz::require(r.line >= 0 && r.line <= lines + 1, "a rejected record's line is in the text");
    return 0;
  }
  const RecordText written = write_record(*r.record);
  fuzz::require(written.ok(), "a record that reads is written back");
  const RecordParse again = parse_record(*written.text);
  fuzz::require(again.ok(), "a record's own text reads");
  fuzz::require(again.record->steps == r.record->steps, "the round trip keeps the steps");
  fuzz::require(again.state == r.state, "the round trip reaches the same position");
  if (!r.record->tag("remote").empty()) {
    const remote::Verification v = remote::verify_record(text);
    const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
    if (!v.ok) fuzz::require(!v.error.empty() && v.line >= 0 && v.line <= lines + 1, "a refused remote record says why, at a line");
    else fuzz::require(!v.summary.empty(), "a verified record says what was checked");
  }
  return 0;
}
