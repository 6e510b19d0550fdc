// `ur-cli publish --out SITE/tables [--part-size BYTES] [--preparing FILE]... TABLE...`
// (docs/perfect-play.md, "Publishing tables").
#include <charconv>
#include <ostream>
#include <string_view>

#include "perfect/table_publish.hpp"
#include "cli/cli.hpp"
#include "cli/command.hpp"

namespace ur::cli {
namespace {

constexpr std::string_view kPublishHelp =
    "usage: ur-cli publish --out DIR [--part-size BYTES] [--preparing FILE]... [TABLE.urt]...\n"
    "\n"
    "Puts perfect-play tables on a static site: checks each table whole (header, size,\n"
    "checksum, rules), copies it into DIR (the site's tables/ folder, next to index.html)\n"
    "cut into parts of at most BYTES (default 99999744, under GitHub Pages' 100 MB limit;\n"
    "0 = never cut), and rewrites DIR/index.txt, the list the game reads before asking for\n"
    "any table. Tables the index already lists stay listed while their files are there;\n"
    "a table already there unchanged is not copied again. --preparing FILE lists a table\n"
    "being made (the game says 'being prepared' and looks again every 15 s).\n"
    "Nothing in DIR changes when a table is bad.\n";

int publish_usage(std::ostream& err, const std::string& msg) {
  err << "ur-cli: " << msg << "\n(try 'ur-cli publish --help')\n";
  return kExitUsage;
}

int run_publish(const std::vector<std::string>& args, std::istream&, std::ostream& out, std::ostream& err) {
  std::string dir;
  std::uint64_t part_size = kDefaultPartSize;
  std::vector<std::string> tables, preparing;
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      out << kPublishHelp;
      return kExitOk;
    }
    if (a == "--out" || a == "--part-size" || a == "--preparing") {
      if (i + 1 >= args.size()) return publish_usage(err, "option " + a + " needs a value");
      const std::string& v = args[++i];
      if (a == "--out") {
        dir = v;
      } else if (a == "--preparing") {
        preparing.push_back(v);
      } else {
        const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), part_size);
        if (v.empty() || ec != std::errc() || end != v.data() + v.size() || (part_size != 0 && (part_size < 256 || part_size % 2)))
          return publish_usage(err, "--part-size must be 0 or an even number of bytes, at least 256, got '" + v + "'");
      }
    } else if (!a.empty() && a[0] == '-') {
      return publish_usage(err, "unknown option '" + a + "'");
    } else {
      tables.push_back(a);
    }
  }
  if (dir.empty()) return publish_usage(err, "publish needs --out DIR (the site's tables/ folder)");
  const PublishReport r = publish_tables(tables, dir, part_size, preparing);
  if (!r.error.empty()) {
    err << "ur-cli: " << r.error << "\n";
    return kExitBadInput;
  }
  for (const std::string& f : r.written) out << "published " << f << "\n";
  for (const std::string& f : r.kept) out << "unchanged " << f << "\n";
  for (const std::string& f : preparing) out << "preparing " << f << "\n";
  out << "wrote " << dir << "/index.txt\n";
  return kExitOk;
}

}  // namespace

const Command kPublishCommand{"publish", "publish --out DIR TABLE...", "put tables on a static site, in parts, with an index",
                              kPublishHelp, run_publish};

}  // namespace ur::cli
