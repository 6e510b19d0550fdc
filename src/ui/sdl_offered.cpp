// A piece's alternatives on the board (the stack rule sets): when a stack can move in
// several ways, the board shows the one being considered. The part of the stack that
// would move is lifted off the rest (the split point), a trail of dots runs along the
// path to where it lands (forward, or back for a red piece going home), and the landing
// square is framed. Tapping the stack again lifts the next alternative; tapping a landing
// square chooses the alternative that lands there. The chips beside the board stay as
// the compact list.
#include <algorithm>
#include <cmath>
#include <sstream>

#include "ui/describe.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

namespace ur {

std::optional<Action> App::shown_alternative(const std::vector<Button>& buttons) const {
  if (offered_.empty()) return std::nullopt;
  int pick = offered_pick_;
  // A pointer over a chip shows that chip's alternative.
  if (!touch_)
    if (const auto id = hit_button(buttons, mouse_x_, mouse_y_); id && *id >= kChoiceBase && *id < kRuleCardBase) pick = *id - kChoiceBase;
  if (pick < 0 || pick >= static_cast<int>(offered_.size())) return std::nullopt;
  return offered_[static_cast<std::size_t>(pick)];
}

int App::stack_slot_moving(const State& st, const Action& a) const {
  if (a.kind != ActionKind::Move) return -1;
  const RuleSet& r = game_.rules();
  const SquareId sq = square_of(r, st.side, a.from);
  for (int face = 0; face < 2; ++face) {
    const int slot = r.slot_of[sq][static_cast<unsigned>(face)];
    if (slot == 0xFF || slot >= r.slot_count) continue;
    const Stack& stack = st.stacks[static_cast<unsigned>(slot)];
    if (stack.height() >= a.count && stack.top_owner() == st.side) return slot;
  }
  return -1;
}

bool App::offered_click(std::optional<BoardSquare> sq, bool pool) {
  if (offered_.empty()) return false;
  const RuleSet& r = game_.rules();
  const State& st = game_.state();
  const int square = sq ? r.board.at(sq->row, sq->col) : -1;
  const bool off = pool && square < 0;
  auto lands_here = [&](int i) {
    return alternative_landing_at(r, st, {offered_[static_cast<std::size_t>(i)]}, square, off, -1) == 0;
  };
  const int n = static_cast<int>(offered_.size());
  // The framed square plays the alternative shown.
  if (offered_pick_ >= 0 && offered_pick_ < n && lands_here(offered_pick_)) {
    take(offered_[static_cast<std::size_t>(offered_pick_)]);
    return true;
  }
  // The stack (or the pool) the alternatives start from lifts the next one. Those that
  // land where they start (a piece placed on the first rosette) come last, since a tap
  // there plays them.
  bool on_source = false;
  for (const Action& a : offered_)
    on_source |= a.kind == ActionKind::Move ? square == square_of(r, st.side, a.from) : a.kind == ActionKind::Enter && off;
  if (on_source) {
    std::vector<int> order;
    for (int pass = 0; pass < 2; ++pass)
      for (int i = 0; i < n; ++i)
        if (lands_here(i) == (pass == 1)) order.push_back(i);
    const auto at = std::find(order.begin(), order.end(), offered_pick_);
    offered_pick_ = at == order.end() || at + 1 == order.end() ? order.front() : *(at + 1);
    return true;
  }
  // Another alternative's landing square: a mouse plays it when it is the only one
  // landing there; otherwise it is shown first.
  const int landing = alternative_landing_at(r, st, offered_, square, off, -1);
  if (landing < 0) return false;
  int landing_here = 0;
  for (int i = 0; i < n; ++i) landing_here += lands_here(i) ? 1 : 0;
  if (!touch_ && landing_here == 1)
    take(offered_[static_cast<std::size_t>(landing)]);
  else
    offered_pick_ = landing;
  return true;
}

void App::draw_route(const Action& a, std::optional<Side> mover) {
  const RuleSet& r = game_.rules();
  const Side side = mover ? *mover : game_.state().side;
  double from = 0, to = 0;
  if (a.kind == ActionKind::Move) {
    from = a.from;
    to = a.to == kOff ? r.path_length : a.to;
  } else if (a.kind == ActionKind::Enter) {
    from = -1;
    to = a.to;
  } else {
    return;
  }
  const int steps = static_cast<int>(std::lround(std::abs(to - from)));
  if (steps < 2) return;  // next door: the frame says it all
  const double dir = to > from ? 1.0 : -1.0;
  // Dots between the squares, growing towards the landing square: the way it goes.
  SDL_SetTextureColorMod(assets_.highlight.get(), 255, 214, 110);
  for (int i = 1; i < steps; ++i) {
    const SDL_FPoint p = path_point(side, from + dir * i);
    const float f = static_cast<float>(i) / static_cast<float>(steps);
    const float size = layout_.cell * (0.22f + 0.16f * f);
    SDL_SetTextureAlphaMod(assets_.highlight.get(), static_cast<Uint8>(150 + 105 * f));
    const SDL_FRect dst{p.x - size / 2, p.y - size / 2, size, size};
    SDL_RenderCopyF(renderer_, assets_.highlight.get(), nullptr, &dst);
  }
  SDL_SetTextureAlphaMod(assets_.highlight.get(), 255);
  SDL_SetTextureColorMod(assets_.highlight.get(), 255, 255, 255);
}

void App::draw_stack(const Stack& stack, int height, SDL_FPoint c, float sz, int lift) {
  const int shown = std::min(height, std::max(5, std::min(lift + 1, 8)));
  const int split = height - lift;  // pieces at and above this index are lifted
  const float raise = sz * 0.36f;
  for (int k = height - shown; k < height; ++k) {
    const bool up = lift > 0 && k >= split;
    const float rise = static_cast<float>(k - (height - shown)) * sz * 0.09f + (up ? raise : 0.0f);
    if (up && k == split) {
      // The split: a glow under the lifted part, over the pieces that stay.
      SDL_SetTextureColorMod(assets_.highlight.get(), 255, 214, 110);
      const SDL_FRect glow{c.x - sz * 0.62f, c.y - rise - sz * 0.62f, sz * 1.24f, sz * 1.24f};
      SDL_RenderCopyF(renderer_, assets_.highlight.get(), nullptr, &glow);
      SDL_SetTextureColorMod(assets_.highlight.get(), 255, 255, 255);
    }
    draw_piece(c.x, c.y - rise, sz, stack.owner(k), stack.flipped(k));
  }
  // Badges: how many pieces stay (gold on ink), and how many move (ivory on lapis).
  auto badge = [&](int count, float top, SDL_Color face) {
    const float b = std::max(sz * 0.42f, 12.0f * std::max(1.0f, pixel_ratio()) / 0.7f);  // its figure at least 12 CSS px
    const Rect r{c.x + sz * 0.22f, top, b, b};
    fill_rect(r, kGold);
    fill_rect({r.x + 2, r.y + 2, r.w - 4, r.h - 4}, face);
    draw_text(renderer_, assets_.text_bold, std::to_string(count), r.cx(), r.y + b * 0.12f, b * 0.7f, kIvory, Align::kCentre);
  };
  const int below = lift > 0 ? split - (height - shown) : shown;  // pieces drawn that stay
  if (lift > 0) {
    if (split > 1) badge(split, c.y - sz * 0.55f - static_cast<float>(std::max(0, below - 1)) * sz * 0.09f, kInk);
    badge(lift, c.y - sz * 0.55f - static_cast<float>(shown - 1) * sz * 0.09f - raise, kLapis);
  } else if (height > 1) {
    badge(height, c.y - sz * 0.55f - static_cast<float>(shown - 1) * sz * 0.09f, kInk);
  }
}

std::string App::offered_json() const {
  std::ostringstream out;
  const float k = 1.0f / pixel_ratio();
  out << "{\"count\":" << offered_.size() << ",\"shown\":" << offered_pick_ << ",\"fromBoard\":"
      << (std::any_of(offered_.begin(), offered_.end(), [](const Action& a) { return a.kind == ActionKind::Move; }) ? "true" : "false");
  if (offered_pick_ >= 0 && offered_pick_ < static_cast<int>(offered_.size())) {
    const Action& a = offered_[static_cast<std::size_t>(offered_pick_)];
    const ActionEffect e = describe_action(game_.rules(), game_.state(), a);
    const SDL_FPoint at = e.lands_on >= 0 ? square_centre(e.lands_on)
                                          : pool_point(game_.state().side, game_.state().off[game_.state().side], true);
    out << ",\"lift\":" << (stack_slot_moving(game_.state(), a) >= 0 ? static_cast<int>(a.count) : 0)
        << ",\"back\":" << (a.kind == ActionKind::Move && a.to != kOff && a.to < a.from ? "true" : "false")
        << ",\"landX\":" << at.x * k << ",\"landY\":" << at.y * k;
  }
  out << "}";
  return out.str();
}

}  // namespace ur
