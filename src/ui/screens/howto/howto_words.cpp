// The words and facts the How to play pages are made of (howto_words.hpp).
#include "ui/screens/howto/howto_words.hpp"

#include <algorithm>
#include <bit>
#include <cmath>

#include "core/dice.hpp"
#include "ui/describe.hpp"
#include "ui/language.hpp"

namespace ur::howto_words {

std::string num(int n) { return std::to_string(n); }

std::string tokens_text(int n) { return tr_count("unit.token", n); }
std::string coins_text(int n) { return tr_count("unit.coin", n); }

// "first", "second", ... "fifth", then "6th", "13th" (the paths are shorter than 21).
std::string ordinal(int n) {
  if (n >= 1 && n <= 5) return tr("ordinal." + num(n));
  return tr("ordinal.other", {{"n", n}});
}

// "a, b and c" or "a, b or c", by the language's list.and / list.or.
std::string join_list(const std::vector<std::string>& items, std::string_view key) {
  if (items.empty()) return {};
  std::string first;
  for (std::size_t i = 0; i + 1 < items.size(); ++i) first += (i > 0 ? ", " : "") + items[i];
  return items.size() == 1 ? items.front() : tr(key, {{"first", first}, {"last", items.back()}});
}

// "1", "1 or 5", "1, 2 or 3".
std::string or_list(const std::vector<int>& values) {
  std::vector<std::string> items;
  for (const int v : values) items.push_back(num(v));
  return join_list(items, "list.or");
}

std::string and_list(const std::vector<std::string>& items) { return join_list(items, "list.and"); }

// The move values a throw can give (no zero), ascending.
std::vector<int> move_values(const RuleSet& r) {
  std::vector<int> out;
  for (int o = r.first_outcome(); o <= r.last_outcome(); ++o) {
    const int v = r.move_value(o);
    if (v > 0 && std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
  }
  std::sort(out.begin(), out.end());
  return out;
}

double value_chance(const RuleSet& r, int v) {
  double p = 0;
  for (const ChanceOutcome& c : throw_outcomes(r))
    if (r.move_value(c.outcome) == v) p += c.probability();
  return p;
}

bool may_enter_on(const RuleSet& r, int v) { return v > 0 && ((r.entry_values >> v) & 1u) != 0; }

// Every value a throw can give may enter a piece.
bool enters_on_any(const RuleSet& r) {
  for (const int v : move_values(r))
    if (!may_enter_on(r, v)) return false;
  return true;
}

std::vector<int> entry_values(const RuleSet& r) {
  std::vector<int> out;
  for (const int v : move_values(r))
    if (may_enter_on(r, v)) out.push_back(v);
  return out;
}


SquareId square(const RuleSet& r, Side side, int index) { return r.path[side][static_cast<unsigned>(index)]; }

bool on_path(const RuleSet& r, Side side, SquareId sq) { return r.index_of[side][sq][0] != 0xFF; }
bool shared(const RuleSet& r, SquareId sq) { return on_path(r, kLight, sq) && on_path(r, kDark, sq); }
int index_of(const RuleSet& r, Side side, SquareId sq) {
  const int i = r.index_of[side][sq][0];
  return i == 0xFF ? -1 : i;
}

int first_shared_index(const RuleSet& r) {
  for (int i = 0; i < r.path_length; ++i)
    if (shared(r, square(r, kLight, i))) return i;
  return 0;
}

// Light's first rosette that both paths cross (the middle one), else the first rosette.
int shared_rosette_index(const RuleSet& r) {
  int any = -1;
  for (int i = 0; i < r.path_length; ++i) {
    const SquareId sq = square(r, kLight, i);
    if (!r.board.is_rosette(sq)) continue;
    if (shared(r, sq)) return i;
    if (any < 0) any = i;
  }
  return any;
}

int rosette_squares_on_path(const RuleSet& r) {
  std::uint32_t seen = 0;
  for (int i = 0; i < r.path_length; ++i)
    if (r.board.is_rosette(square(r, kLight, i))) seen |= square_bit(square(r, kLight, i));
  return std::popcount(seen);
}

bool visits_twice(const RuleSet& r) {
  for (int i = 0; i < r.path_length; ++i)
    if (r.index_of[kLight][square(r, kLight, i)][1] != 0xFF) return true;
  return false;
}

bool any_extra_in_table(const RuleSet& r) {
  for (int o = r.first_outcome(); o <= r.last_outcome(); ++o)
    if (r.throw_table[static_cast<unsigned>(o)].extra_throw) return true;
  return false;
}

bool rosettes_matter(const RuleSet& r) {
  return r.rosettes_safe || r.extra_on_rosette || r.place_without_throw ||
         (r.tokens.enabled && (r.tokens.chance_gain > 0 || r.tokens.pass_over_cost > 0)) ||
         (r.coins.enabled && r.coins.rosette_fine > 0);
}

// How the path runs, in rows: "4 squares along your own side, 8 along the middle row and
// 2 on your own side again".
std::string path_runs(const RuleSet& r) {
  std::vector<std::pair<int, int>> runs;  // (row kind: 0 own, 1 middle, 2 opponent's, count)
  for (int i = 0; i < r.path_length; ++i) {
    const int row = r.board.row(square(r, kLight, i));
    if (!runs.empty() && runs.back().first == row) ++runs.back().second;
    else runs.push_back({row, 1});
  }
  std::vector<std::string> parts;
  std::array<bool, 3> seen{};
  for (std::size_t k = 0; k < runs.size(); ++k) {
    const auto [row, n] = runs[k];
    const std::string count = k == 0 ? tr_count("unit.square", n) : num(n);
    std::string key = row == 0 ? "howto.path.run.own" : row == 1 ? "howto.path.run.middle" : "howto.path.run.opponent";
    if (seen[static_cast<unsigned>(row)]) key += "_again";
    seen[static_cast<unsigned>(row)] = true;
    parts.push_back(tr(key, {{"count", count}}));
  }
  return and_list(parts);
}

HowToParagraph para(std::string text) { return {std::move(text), false}; }

}  // namespace ur::howto_words
