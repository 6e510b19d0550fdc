// A weight file's header, and whether the game would take it for its rule set:
//
//   net_stamp FILE             prints family, pieces, layout and the check against the rules
//   net_stamp FILE --restamp   writes the rule set's current fingerprint into the header
//   net_stamp FILE --blend P OUT  writes to OUT the network (trained alone) blended with the
//                              logistic evaluation, which weighs P hundredths of the logit
//                              (NetBase::Blend; docs/ai.md, "Unsolved rule sets")
//
// The header names the rules a network was trained for by rules_fingerprint(). When that
// fingerprint's definition grows (it covers more of the rules), a network trained under the
// old one is refused although its rules did not change; --restamp rewrites only the
// fingerprint and the header's checksum, after checking everything else in the file
// (format, payload checksum, the encoding's variables and cardinalities). Exit status 0
// if the file loads for its rule set (after restamping), 1 if not, 2 on bad arguments.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "ai/learned_eval.hpp"
#include "perfect/table.hpp"
#include "train_util.hpp"

int main(int argc, char** argv) {
  using namespace ur;
  const bool restamp = argc == 3 && std::strcmp(argv[2], "--restamp") == 0;
  const bool blend = argc == 5 && std::strcmp(argv[2], "--blend") == 0;
  int share = 0;
  if (blend) {
    char* end = nullptr;
    const long v = std::strtol(argv[3], &end, 10);
    share = *argv[3] != '\0' && *end == '\0' && v >= 1 && v <= 99 ? static_cast<int>(v) : 0;
  }
  if (argc < 2 || (argc > 2 && !restamp && !blend) || (blend && share == 0)) {
    std::fprintf(stderr, "usage: net_stamp FILE [--restamp | --blend PERCENT(1-99) OUT]   (see lab/net_stamp.cpp)\n");
    return 2;
  }
  const std::string path = argv[1];
  std::ifstream in(path, std::ios::binary);
  const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (!in.good() && !in.eof()) {
    std::fprintf(stderr, "net_stamp: cannot read %s\n", path.c_str());
    return 1;
  }
  NetParams p;
  if (const std::string bad = decode_net(bytes.data(), bytes.size(), p); !bad.empty()) {
    std::fprintf(stderr, "net_stamp: %s: %s\n", path.c_str(), bad.c_str());
    return 1;
  }
  RuleSet rules;
  const std::string spec = p.family + ":" + std::to_string(p.pieces);
  if (const std::string bad = lab::parse_rules_arg(spec, &rules); !bad.empty()) {
    std::fprintf(stderr, "net_stamp: %s: %s\n", path.c_str(), bad.c_str());
    return 1;
  }
  const std::uint64_t now = rules_fingerprint(rules);
  std::printf("%s: %s, %zu variables, %zu tuples, accumulator %d, hidden %d, %s\n", path.c_str(), spec.c_str(),
              p.cards.size(), p.tuples.size(), p.accumulator, p.hidden,
              p.base == NetBase::Logistic ? "a correction to the logistic evaluation"
              : p.base == NetBase::Blend  ? ("blended with the logistic evaluation, its share " + std::to_string(p.blend) +
                                            " hundredths").c_str()
                                          : "alone");
  std::printf("fingerprint in the file %016llx, of the rules today %016llx%s\n",
              static_cast<unsigned long long>(p.rules_fingerprint), static_cast<unsigned long long>(now),
              p.rules_fingerprint == now ? "" : ": different");
  if ((restamp && p.rules_fingerprint != now) || blend) {
    if (blend && p.base != NetBase::None) {
      std::fprintf(stderr, "net_stamp: only a network trained alone can be blended\n");
      return 1;
    }
    if (blend) {
      p.base = NetBase::Blend;
      p.blend = static_cast<std::uint8_t>(share);
    }
    p.rules_fingerprint = now;
    const std::vector<std::uint8_t> out = encode_net(p);
    std::string why;
    if (!LearnedEval::parse(rules, out.data(), out.size(), &why)) {
      std::fprintf(stderr, "net_stamp: not written: %s\n", why.c_str());
      return 1;
    }
    const std::string target = blend ? argv[4] : path;
    std::ofstream f(target, std::ios::binary | std::ios::trunc);
    f.write(reinterpret_cast<const char*>(out.data()), static_cast<std::streamsize>(out.size()));
    if (!f) {
      std::fprintf(stderr, "net_stamp: cannot write %s\n", target.c_str());
      return 1;
    }
    std::printf("%s %s (%zu bytes)\n", blend ? "wrote" : "restamped", target.c_str(), out.size());
    return 0;
  }
  std::string why;
  if (!LearnedEval::parse(rules, bytes.data(), bytes.size(), &why)) {
    std::printf("the game refuses it: %s\n", why.c_str());
    return 1;
  }
  std::printf("the game takes it for %s\n", spec.c_str());
  return 0;
}
