// The walk-through's words follow the rule set of the game it guides (Finkel's numbers
// come from the rules, not from the text), and its marks are the squares of the person's
// own path.
#include "ui/tour.hpp"

#include <algorithm>

#include "ui/describe.hpp"
#include "ui/language.hpp"

namespace ur {

std::size_t moves_made(const Controller& c, Side side) {
  std::size_t n = 0;
  for (const HistoryItem& h : c.history())
    if (!h.chance && h.side == side && (h.action.kind == ActionKind::Move || h.action.kind == ActionKind::Enter)) ++n;
  return n;
}

void Tour::start(Side side) {
  step_ = TourStep::Welcome;
  side_ = side;
  moves_at_start_ = 0;
}

void Tour::follow(const Controller& c) {
  if (!c.has_game()) return;
  const bool my_turn = c.state().side == side_ && c.is_human(side_);
  switch (step_) {
    case TourStep::Welcome:
    case TourStep::Throw:
      // A throw that moves: on to picking a piece. A throw of nothing passes the turn, so
      // the tour keeps asking for a throw.
      if (my_turn && c.stage() == Stage::ChooseAction) {
        step_ = TourStep::Pick;
        moves_at_start_ = moves_made(c, side_);
      }
      break;
    case TourStep::Pick:
      if (moves_made(c, side_) > moves_at_start_) step_ = TourStep::Rosettes;
      break;
    default:
      break;
  }
  if (c.stage() == Stage::Over) step_ = TourStep::Done;
}

void Tour::next() {
  switch (step_) {
    case TourStep::Welcome: step_ = TourStep::Throw; break;
    case TourStep::Rosettes: step_ = TourStep::Captures; break;
    case TourStep::Captures: step_ = TourStep::BearOff; break;
    case TourStep::BearOff: step_ = TourStep::Done; break;
    default: break;
  }
}

TourView Tour::view(const Controller& c, bool path_on_board) const {
  TourView v;
  const RuleSet& r = c.rules();
  const int n = r.pieces;
  switch (step_) {
    case TourStep::Welcome:
      v.title = tr("tour.welcome.title");
      v.text = tr("tour.welcome.text", {{"side", side_word(side_)}, {"n", n}});
      v.next = tr("tour.next");
      break;
    case TourStep::Throw:
      v.title = tr("tour.throw.title");
      v.text = tr("tour.throw.text");
      break;
    case TourStep::Pick:
      v.title = tr("tour.move.title");
      v.text = tr(path_on_board ? "tour.move.path" : "tour.move.text");
      for (int i = 0; i < r.path_length; ++i) v.squares.push_back(static_cast<int>(square_of(r, side_, i)));
      break;
    case TourStep::Rosettes:
      v.title = tr("tour.rosettes.title");
      v.text = tr(r.rosettes_safe ? "tour.rosettes.safe" : "tour.rosettes.text");
      for (int i = 0; i < r.path_length; ++i)
        if ((r.rosette_indices >> i) & 1u) v.squares.push_back(static_cast<int>(square_of(r, side_, i)));
      v.next = tr("tour.next");
      break;
    case TourStep::Captures: {
      v.title = tr("tour.captures.title");
      v.text = tr(path_on_board ? "tour.captures.path" : "tour.captures.text");
      const Side them = side_ == kLight ? kDark : kLight;
      for (int i = 0; i < r.path_length; ++i) {
        const int sq = static_cast<int>(square_of(r, side_, i));
        for (int j = 0; j < r.path_length; ++j)
          if (static_cast<int>(square_of(r, them, j)) == sq) v.squares.push_back(sq);
      }
      v.next = tr("tour.next");
      break;
    }
    case TourStep::BearOff:
      v.title = tr("tour.bear_off.title");
      v.text = tr(path_on_board ? "tour.bear_off.path" : "tour.bear_off.text", {{"n", n}});
      v.squares.push_back(static_cast<int>(square_of(r, side_, r.path_length - 1)));
      v.squares.push_back(static_cast<int>(square_of(r, side_, r.path_length - 2)));
      v.off_pool = true;
      v.next = tr("tour.got_it");
      break;
    case TourStep::Done:
      break;
  }
  std::sort(v.squares.begin(), v.squares.end());
  v.squares.erase(std::unique(v.squares.begin(), v.squares.end()), v.squares.end());
  return v;
}

TourLayout tour_layout(int width, float pixel_ratio, float text_px, const TourView& v, const FontMetrics& font) {
  TourLayout t;
  const float k = std::max(1.0f, pixel_ratio);
  const float w = static_cast<float>(width);
  const float margin = std::clamp(w * 0.02f, 6.0f * k, 24.0f * k);
  const float pw = std::min(w - 2 * margin, 760.0f * k);
  const float pad = text_px * 0.8f;
  t.text_px = text_px;
  t.title_px = text_px * 1.15f;
  const float scale = text_px / static_cast<float>(font.size);
  t.line_h = static_cast<float>(font.line_height) * scale;
  t.lines = wrap_text(font, v.text, static_cast<int>((pw - 2 * pad) / scale));
  const float button_h = std::max(44.0f * k, text_px * 2.3f);
  const float x = (w - pw) / 2;
  float y = margin * 0.5f + pad;
  t.title = {x + pad, y, pw - 2 * pad, t.title_px * 1.3f};
  y += t.title.h;
  t.text_y = y;
  y += static_cast<float>(t.lines.size()) * t.line_h + pad * 0.6f;
  // Wide enough for the buttons' words in every language, so that choosing another
  // language never makes a label overflow its button.
  float widest = 0;
  for (const char* key : {"tour.skip", "tour.next", "tour.got_it"})
    for (const std::string& word : i18n::every_language(key))
      widest = std::max(widest, static_cast<float>(font.measure(word)) * scale + text_px * 1.2f);
  const float bw = std::min((pw - 2 * pad - pad) / 2, std::max(text_px * 9.0f, widest));
  t.buttons.push_back({kTourSkip, {x + pad, y, bw, button_h}, tr("tour.skip")});
  if (!v.next.empty()) t.buttons.push_back({kTourNext, {x + pw - pad - bw, y, bw, button_h}, v.next, true, true});
  y += button_h + pad;
  t.panel = {x, margin * 0.5f, pw, y - margin * 0.5f};
  return t;
}

}  // namespace ur
