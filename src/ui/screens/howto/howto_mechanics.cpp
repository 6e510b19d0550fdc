// The How to play pages of the rule sets with a special mechanic: pieces that flip,
// the towers' red track, tokens and coins (the common pages are in howto.cpp).
#include <algorithm>

#include "ui/language.hpp"
#include "ui/screens/howto/howto_words.hpp"

namespace ur::howto_words {

HowToSection flip(const RuleSet& r) {
  HowToSection s{"flip", tr("howto.flip.heading"), {}, {}, {}};
  const int f = r.flip_index;
  s.paragraphs.push_back(para(tr("howto.flip.turns", {{"ordinal", ordinal(f + 1)}})));
  s.paragraphs.push_back(para(tr("howto.flip.join")));
  HowToDrawing& d = s.drawing;
  d.kind = HowToDrawingKind::Board;
  const int v = likely_value(r, [&](int x) { return x >= 2 && f - x + 1 >= 0 && f - x + 1 + x < r.path_length; });
  const int from = f + 1 - v;
  d.pieces.push_back({kLight, from, {{kLight, false}, {kLight, false}}, false});
  d.pieces.push_back({kLight, from + v, {{kLight, true}, {kLight, true}}, true});
  d.arrows.push_back({kLight, from, from + v, false});
  d.marks.push_back({kLight, f, tr("howto.flip.mark")});
  d.waiting = {r.pieces - 2, r.pieces};
  d.caption = tr("howto.flip.caption", {{"ordinal", ordinal(f + 1)}});
  return s;
}

HowToSection red(const RuleSet& r) {
  HowToSection s{"red", tr("howto.red.heading"), {}, {}, {}};
  const int len = r.path_length;
  s.paragraphs.push_back(para(tr("howto.red.moves")));
  s.paragraphs.push_back(para(tr("howto.red.alone")));
  HowToDrawing& d = s.drawing;
  d.kind = HowToDrawingKind::Board;
  const int at = len - 3;
  const int back = likely_value(r, [&](int x) { return at - x >= r.red_min_index && x >= 2; });
  d.pieces.push_back({kLight, at, {{kLight, true}}, false});
  d.arrows.push_back({kLight, at, at - back, false});
  d.arrows.push_back({kLight, at, len - 1, false});
  d.marks.push_back({kLight, r.red_min_index, tr("howto.red.mark.track")});
  if (at - back != r.red_min_index) d.marks.push_back({kLight, at - back, tr("howto.red.mark.back", {{"n", back}})});
  d.marks.push_back({kLight, len - 1, tr("howto.red.mark.forward", {{"n", len - 1 - at}})});
  d.waiting = {r.pieces - 1, r.pieces};
  d.caption = tr("howto.red.caption");
  return s;
}

HowToSection tokens(const RuleSet& r) {
  const TokenRules& k = r.tokens;
  HowToSection s{"tokens", tr("howto.tokens.heading"), {}, {}, {}};
  s.paragraphs.push_back(para(tr("howto.tokens.start", {{"tokens", tokens_text(k.start)}, {"reserve", k.reserve}})));
  std::vector<std::string> lines;
  auto cost = [&](std::string_view key, int n) {
    if (n > 0) lines.push_back(tr(key, {{"tokens", tokens_text(n)}}));
  };
  cost("howto.tokens.pay", k.pay_to_enter);
  cost("howto.tokens.earn", k.chance_gain);
  cost("howto.tokens.pass_over", k.pass_over_cost);
  cost("howto.tokens.captured", k.capture_fee);
  cost("howto.tokens.no_move", k.pass_cost);
  std::string t;
  for (const std::string& l : lines) t += (t.empty() ? "" : " ") + l;
  if (!t.empty()) s.paragraphs.push_back(para(t));
  s.paragraphs.push_back(para(tr("howto.tokens.unpaid")));
  if (k.settle_at_end) s.paragraphs.push_back(para(tr("howto.tokens.settle")));
  HowToDrawing& d = s.drawing;
  d.kind = HowToDrawingKind::Board;
  // One light piece passes over a rosette, another stops on one.
  int first_rosette = -1, second_rosette = -1;
  for (int i = 0; i < r.path_length; ++i)
    if (r.board.is_rosette(square(r, kLight, i))) {
      if (first_rosette < 0) first_rosette = i;
      else if (second_rosette < 0) second_rosette = i;
    }
  const int over = likely_value(r, [&](int x) { return x >= 2 && first_rosette - 1 >= 0 && first_rosette - 1 + x < second_rosette; });
  const int stop = likely_value(r, [&](int x) { return second_rosette - x > first_rosette - 1 + over; });
  d.pieces.push_back({kLight, first_rosette - 1, {}, false});
  d.arrows.push_back({kLight, first_rosette - 1, first_rosette - 1 + over, false});
  d.pieces.push_back({kLight, second_rosette - stop, {}, false});
  d.arrows.push_back({kLight, second_rosette - stop, second_rosette, false});
  d.marks.push_back({kLight, first_rosette, tr("howto.tokens.mark.pass", {{"n", k.pass_over_cost}})});
  d.marks.push_back({kLight, second_rosette, tr("howto.tokens.mark.stop", {{"n", k.chance_gain}})});
  d.waiting = {r.pieces - 2, r.pieces};
  d.caption = tr("howto.tokens.caption", {{"pay", k.pass_over_cost}, {"earn", k.chance_gain}});
  return s;
}

HowToSection coins(const RuleSet& r) {
  const CoinRules& c = r.coins;
  HowToSection s{"coins", tr("howto.coins.heading"), {}, {}, {}};
  s.paragraphs.push_back(para(tr("howto.coins.purse", {{"coins", coins_text(c.purse)}})));
  s.paragraphs.push_back(
      para(tr("howto.coins.stake", {{"stake", coins_text(c.stake)}, {"fine", coins_text(c.rosette_fine)}})));
  s.paragraphs.push_back(para(tr("howto.coins.short")));
  HowToDrawing& d = s.drawing;
  d.kind = HowToDrawingKind::Board;
  const int target = shared_rosette_index(r);
  const int v = likely_value(r, [&](int x) { return target - x >= 0 && !r.board.is_rosette(square(r, kLight, target - x)); });
  d.pieces.push_back({kLight, target - v, {}, false});
  d.pieces.push_back({kLight, target, {}, true});
  d.arrows.push_back({kLight, target - v, target, false});
  d.marks.push_back({kLight, target, tr("howto.coins.mark", {{"coins", coins_text(c.rosette_fine)}})});
  d.waiting = {r.pieces - 1, r.pieces};
  d.caption = tr("howto.coins.caption", {{"coins", coins_text(c.rosette_fine)}});
  return s;
}

}  // namespace ur::howto_words
