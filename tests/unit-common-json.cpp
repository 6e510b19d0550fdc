// JSON strings (common/json.hpp): what a reader of the trace or of the game's debug state
// gets back is the text that was written, whatever it holds: quotes, backslashes, control
// characters (escaped, never dropped) and UTF-8 (passed through byte for byte).
#include <doctest/doctest.h>

#include <string>

#include "common/json.hpp"

using namespace ur;

TEST_CASE("json: quotes, backslashes and the short escapes") {
  CHECK(json_string("plain") == "\"plain\"");
  CHECK(json_string("") == "\"\"");
  CHECK(json_escape("say \"hi\"") == "say \\\"hi\\\"");
  CHECK(json_escape("C:\\games\\ur") == "C:\\\\games\\\\ur");
  CHECK(json_escape("one\ntwo\r\n\tthree") == "one\\ntwo\\r\\n\\tthree");
  CHECK(json_escape("a/b") == "a/b");  // a slash may stay as it is
}

TEST_CASE("json: every control character is escaped, none is dropped") {
  for (int c = 0; c < 0x20; ++c) {
    CAPTURE(c);
    const std::string one(1, static_cast<char>(c));
    const std::string e = json_escape(one);
    if (c == '\n') CHECK(e == "\\n");
    else if (c == '\r') CHECK(e == "\\r");
    else if (c == '\t') CHECK(e == "\\t");
    else {
      const char hex[] = "0123456789abcdef";
      CHECK(e == std::string("\\u00") + hex[c >> 4] + hex[c & 0xf]);
    }
  }
  CHECK(json_escape(std::string("a\0b", 3)) == "a\\u0000b");
  CHECK(json_escape("\x1f\x7f") == "\\u001f\x7f");  // DEL needs no escape in JSON
}

TEST_CASE("json: UTF-8 passes through byte for byte") {
  const std::string french = "Continuer \xc3\xa9t\xc3\xa9";          // été
  const std::string symbols = "\xe2\x82\xac \xf0\x9f\x8e\xb2";       // € and a die
  CHECK(json_escape(french) == french);
  CHECK(json_escape(symbols) == symbols);
  CHECK(json_string("\"\xc3\xa9\"") == "\"\\\"\xc3\xa9\\\"\"");
  std::string out = "{\"name\":\"";
  append_json_escaped(out, "Ur \xe2\x80\x94 \"royal\"");
  out += "\"}";
  CHECK(out == "{\"name\":\"Ur \xe2\x80\x94 \\\"royal\\\"\"}");
}
