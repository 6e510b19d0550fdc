// Perfect-play table bytes, as a file or from any host over HTTP: the 96-byte header, a
// whole table, and a site's table index. Never crashes; a header that parses encodes back
// to the same bytes; a table that loads answers every entry within [0, 1].
#include <cstring>
#include <vector>

#include "fuzz_support.hpp"
#include "perfect/table.hpp"
#include "perfect/table_index.hpp"

using namespace ur;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  TableHeader h;
  const std::string error = parse_table_header(data, size, h);
  if (error.empty()) {
    std::uint8_t bytes[kTableHeaderSize];
    fuzz::require(encode_table_header(h, bytes).empty(), "a header that parses encodes");
    fuzz::require(std::memcmp(bytes, data, kTableHeaderSize) == 0, "the header round trip keeps its bytes");
  }
  const TableLoad t = load_table_bytes(std::vector<std::uint8_t>(data, data + size), "fuzz.urt");
  if (t.ok()) {
    for (std::uint64_t rank = 0; rank < t.table->size(); ++rank) {
      const double v = t.table->entry(rank);
      fuzz::require(v >= 0.0 && v <= 1.0, "an entry is a probability");
    }
  } else {
    fuzz::require(!t.error.empty(), "a refused table says why");
  }
  TableIndex index;
  const std::string index_error = parse_table_index(fuzz::as_text(data, size), index);
  if (index_error.empty()) {
    TableIndex again;
    fuzz::require(parse_table_index(format_table_index(index), again).empty(), "an index's own text parses");
    fuzz::require(again.tables.size() == index.tables.size() && again.preparing == index.preparing,
                  "the index round trip keeps its tables");
  }
  return 0;
}
