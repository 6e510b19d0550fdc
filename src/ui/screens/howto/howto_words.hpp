// The words and facts the How to play pages are made of (howto.cpp, howto_mechanics.cpp):
// numbers, ordinals and lists in the player's language, and what a rule set's fields mean
// for a page (which values enter, where the paths meet, which rosette to draw).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/rules.hpp"
#include "ui/screens/howto/howto.hpp"

namespace ur::howto_words {

std::string num(int n);
std::string tokens_text(int n);
std::string coins_text(int n);
// "first", "second", ... "fifth", then "6th", "13th" (the paths are shorter than 21).
std::string ordinal(int n);
// "a, b and c" or "a, b or c", by the language's list.and / list.or.
std::string join_list(const std::vector<std::string>& items, std::string_view key);
// "1", "1 or 5", "1, 2 or 3".
std::string or_list(const std::vector<int>& values);
std::string and_list(const std::vector<std::string>& items);
// The move values a throw can give (no zero), ascending.
std::vector<int> move_values(const RuleSet& r);
double value_chance(const RuleSet& r, int v);
bool may_enter_on(const RuleSet& r, int v);
// Every value a throw can give may enter a piece.
bool enters_on_any(const RuleSet& r);
std::vector<int> entry_values(const RuleSet& r);
SquareId square(const RuleSet& r, Side side, int index);
bool on_path(const RuleSet& r, Side side, SquareId sq);
bool shared(const RuleSet& r, SquareId sq);
int index_of(const RuleSet& r, Side side, SquareId sq);
int first_shared_index(const RuleSet& r);
// Light's first rosette that both paths cross (the middle one), else the first rosette.
int shared_rosette_index(const RuleSet& r);
int rosette_squares_on_path(const RuleSet& r);
bool visits_twice(const RuleSet& r);
bool any_extra_in_table(const RuleSet& r);
bool rosettes_matter(const RuleSet& r);
// How the path runs, in rows: "4 squares along your own side, 8 along the middle row and
// 2 on your own side again".
std::string path_runs(const RuleSet& r);
HowToParagraph para(std::string text);

// The most likely of the values that pass `ok` (ties: the larger), or 0.
template <typename Ok>
int likely_value(const RuleSet& r, Ok ok) {
  int best = 0;
  double best_p = -1;
  for (const int v : move_values(r)) {
    if (!ok(v)) continue;
    const double p = value_chance(r, v);
    if (p >= best_p - 1e-12) {
      best = v;
      best_p = p;
    }
  }
  return best;
}

// The pages of the rule sets with a special mechanic (howto_mechanics.cpp).
HowToSection flip(const RuleSet& r);    // pieces that turn over on the way
HowToSection red(const RuleSet& r);     // towers' red track
HowToSection tokens(const RuleSet& r);  // a purse of tokens
HowToSection coins(const RuleSet& r);   // stakes and fines

}  // namespace ur::howto_words
