// JSON strings written by hand, the one way the project writes them (traces, the CLI, the
// game's debug state): the escapes JSON requires and nothing more. Plain C++, no SDL. A
// library such as nlohmann/json reads JSON in the tests; writing a string needs only this,
// and the site's weight has no room for a general serialiser.
#pragma once

#include <string>
#include <string_view>

namespace ur {

// Appends `text` as the inside of a JSON string: `"` and `\` escaped, the control
// characters U+0000..U+001F as \n, \r, \t or \u00XX; every other byte as it is, so UTF-8
// passes through unchanged.
void append_json_escaped(std::string& out, std::string_view text);

// The inside of a JSON string (no quotes): `say "hi"` gives `say \"hi\"`.
std::string json_escape(std::string_view text);

// A JSON string literal, quotes included.
std::string json_string(std::string_view text);

}  // namespace ur
