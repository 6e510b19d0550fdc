// Reviewing a game (layout in review_screen.hpp, grades from ai/review.hpp): opened from
// the result screen or from Your games; the board shows the position after any step (the
// controller replays the steps, so the last moves are marked as in play), the panel says
// what the step was and how good, and the graph of Light's chance jumps where it is
// tapped. The review itself fills in a slice per frame while the player steps through.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "perfect/solver.hpp"
#include "ui/describe.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

namespace ur {
namespace {

// Nodes a search estimate thinks per call (a few milliseconds in a browser).
constexpr std::uint64_t kReviewSearchSlice = 3000;

std::string points(double p, bool sign) {
  char buf[32];
  std::snprintf(buf, sizeof buf, sign ? "%+.1f" : "%.1f", 100.0 * p);
  return buf;
}

}  // namespace

void App::open_review(const RuleSet& rules, const std::array<std::string, 2>& players, std::uint64_t seed,
                      std::vector<Step> steps, bool from_history) {
  auto s = std::make_unique<ReviewSession>();
  s->rules = rules;
  s->players = players;
  s->seed = seed;
  s->steps = std::move(steps);
  s->from_history = from_history;
  State st = new_game(rules);
  s->states.push_back(st);
  for (const Step& step : s->steps) {
    if (step.chance) apply_chance(rules, st, step.outcome);
    else apply(rules, st, step.action);
    s->states.push_back(st);
  }
  s->table = tables_.get(rules);
  if (s->table) s->values = std::make_unique<TableValues>(*s->table);
  else s->values = std::make_unique<SearchValues>(rules, kReviewSearchSlice);
  s->reviewer = std::make_unique<Reviewer>(rules, s->steps, *s->values);
  review_ = std::move(s);
  keeping_ = false;  // the positions of a review are not a game to continue
  screen_ = Screen::Review;
  overlay_ = Overlay::None;
  review_show(0);
}

// The controller replays the first `at` steps, so the board (pieces, pools, last moves)
// shows that position exactly as it looked in play.
void App::review_show(int at) {
  if (!review_) return;
  ReviewSession& s = *review_;
  at = std::clamp(at, 0, static_cast<int>(s.steps.size()));
  Controller::Resume r;
  for (int i = 0; i < at; ++i) {
    const Step& step = s.steps[static_cast<std::size_t>(i)];
    r.steps.push_back({step.chance, step.outcome, step.action, kLight});
  }
  // The dice as they fell, when the last step was a throw.
  if (at > 0 && s.steps[static_cast<std::size_t>(at - 1)].chance) {
    const int o = s.steps[static_cast<std::size_t>(at - 1)].outcome;
    r.dice_shown = true;
    r.shown_outcome = o;
    for (int i = 0; i < s.rules.dice_count && i < 6; ++i) r.dice[static_cast<std::size_t>(i)] = s.rules.dice == DiceKind::D6 ? (i == 0 ? o : 0) : (i < o ? 1 : 0);
  }
  game_.resume(s.rules, {"", ""}, s.seed, r, now_);
  s.at = at;
  dirty_ = true;
}

// Steps worth stopping at: after a throw or a move, not after picking up the dice.
void App::review_step(int direction) {
  if (!review_) return;
  const ReviewSession& s = *review_;
  int at = s.at;
  do {
    at += direction;
  } while (at > 0 && at < static_cast<int>(s.steps.size()) && !s.steps[static_cast<std::size_t>(at - 1)].chance &&
           s.steps[static_cast<std::size_t>(at - 1)].action.kind == ActionKind::Throw);
  review_show(at);
}

void App::review_work() {
  if (!review_ || !review_->reviewer) return;
  Reviewer& rv = *review_->reviewer;
  if (rv.review().complete || !rv.review().error.empty()) return;
  // A slice a frame: the player can step through while the grades fill in.
  const Uint64 start = SDL_GetPerformanceCounter();
  const double per_ms = static_cast<double>(SDL_GetPerformanceFrequency()) / 1000.0;
  while (!rv.work(16)) {
    if (static_cast<double>(SDL_GetPerformanceCounter() - start) / per_ms > 8.0) break;
    if (review_->values->exact() && review_->table && review_->table->status() != Lookup::Ready) break;  // waiting for entries
  }
  if (!rv.review().error.empty() && review_->table && review_->table->status() == Lookup::Missing &&
      review_->values->exact()) {
    // No table after all (not on this site, refused): estimate by search instead.
    review_->values = std::make_unique<SearchValues>(review_->rules, kReviewSearchSlice);
    review_->reviewer = std::make_unique<Reviewer>(review_->rules, review_->steps, *review_->values);
  } else if (!rv.review().error.empty() && review_->no_grades.empty()) {
    review_->no_grades = "The review stopped: " + rv.review().error + ".";
  }
  dirty_ = true;
}

ReviewView App::review_view() const {
  ReviewView v;
  if (!review_) return v;
  const ReviewSession& s = *review_;
  v.at = s.at;
  v.count = static_cast<int>(s.steps.size());
  const Review* rv = s.reviewer ? &s.reviewer->review() : nullptr;
  // Light's chance after each step, as far as the review has got.
  v.light_chance.assign(s.steps.size(), -1.0f);
  if (rv)
    for (const ReviewStep& x : rv->steps) v.light_chance[x.step] = static_cast<float>(x.light_after);
  if (s.at > 0) {
    const std::size_t i = static_cast<std::size_t>(s.at - 1);
    const State& before = s.states[i];
    const Step& step = s.steps[i];
    const std::string who = side_name(before.side);
    v.step = "Turn " + std::to_string(before.turn + 1) + " · " + who;
    const ReviewStep* x = nullptr;
    if (rv)
      for (const ReviewStep& r : rv->steps)
        if (r.step == i) x = &r;
    if (step.chance) {
      v.step += (before.phase == Phase::ThrowOff ? " throws for the start: " : " throws: ") + describe_throw(s.rules, step.outcome);
      if (x) v.step += " · luck " + points(x->luck(), true) + " points";
    } else {
      v.step += ": " + describe_action(s.rules, before, step.action).text;
      if (x && x->grade != Grade::Forced) {
        v.step += " — " + std::string(grade_name(x->grade));
        if (x->grade != Grade::Best)
          v.step += ", " + points(x->loss, false) + " points lost. Best: " + describe_action(s.rules, before, x->best).text;
      }
    }
  }
  v.chances = s.no_grades.empty();
  if (!s.no_grades.empty()) {
    v.summary = s.no_grades;
  } else if (rv && rv->complete) {
    char buf[160];
    std::snprintf(buf, sizeof buf, "Accuracy: Light %.0f%%, Dark %.0f%% · luck: Light %s, Dark %s points", rv->accuracy[0],
                  rv->accuracy[1], points(rv->luck[0], true).c_str(), points(rv->luck[1], true).c_str());
    v.summary = buf;
    if (rv->estimate) v.summary += " · estimates by search: these rules are not solved";
  } else {
    const int done = rv && !rv->steps.empty() ? static_cast<int>(100 * (rv->steps.back().step + 1) / std::max<std::size_t>(1, s.steps.size())) : 0;
    v.summary = std::string(rv && rv->estimate ? "Estimating by search (these rules are not solved)… " : "Reviewing against perfect play… ") +
                std::to_string(done) + "%";
  }
  return v;
}

ReviewLayout App::review_screen() const {
  const float px = start_text_px(layout_.width, layout_.height, pixel_ratio());
  const StartFonts fonts{&assets_.text.pick(px).metrics, &assets_.text_bold.pick(px).metrics};
  return review_layout(layout_.width, layout_.height, pixel_ratio(), review_view(), fonts);
}

void App::review_button(int id) {
  if (!review_) return;
  switch (id) {
    case kReviewStart: review_show(0); break;
    case kReviewPrev: review_step(-1); break;
    case kReviewNext: review_step(+1); break;
    case kReviewEnd: review_show(static_cast<int>(review_->steps.size())); break;
    case kReviewBack: {
      const bool history = review_->from_history;
      review_.reset();
      if (history) open_records(Screen::History);
      else screen_ = Screen::Menu;
      break;
    }
    default: break;
  }
}

bool App::review_key(SDL_Keycode k) {
  if (screen_ != Screen::Review || overlay_ != Overlay::None) return false;
  switch (k) {
    case SDLK_LEFT: review_step(-1); return true;
    case SDLK_RIGHT: review_step(+1); return true;
    case SDLK_HOME: review_button(kReviewStart); return true;
    case SDLK_END: review_button(kReviewEnd); return true;
    case SDLK_ESCAPE: case SDLK_BACKSPACE: review_button(kReviewBack); return true;
    default: return false;
  }
}

bool App::review_click(float x, float y) {
  if (screen_ != Screen::Review || !review_) return false;
  const ReviewLayout l = review_screen();
  if (!l.graph.contains(x, y)) return false;
  review_show(review_step_at(l, static_cast<int>(review_->steps.size()), x));
  return true;
}

void App::draw_review() {
  draw_table();
  draw_last_moves();
  draw_pools();
  draw_pieces();
  const ReviewLayout l = review_screen();
  const ReviewView v = review_view();
  draw_panel(l.panel, true);
  float y = l.step_text.y;
  for (const std::string& line : l.step_lines) {
    draw_text(renderer_, assets_.text_bold, line, l.step_text.x, y, l.text_px, SDL_Color{255, 226, 140, 255});
    y += l.line_h;
  }
  y = l.summary_text.y;
  for (const std::string& line : l.summary_lines) {
    draw_text(renderer_, assets_.text, line, l.summary_text.x, y, l.text_px, kIvory);
    y += l.line_h;
  }
  // The graph: Light's chance as shell rising from the bottom, Dark's as shale above it,
  // one column a pixel; the half line in gold; where the board is, a bright mark.
  const Rect& g = l.graph;
  fill_rect({g.x - 2, g.y - 2, g.w + 4, g.h + 4}, kGold);
  fill_rect(g, kShale);
  const int columns = v.chances ? std::max(1, static_cast<int>(g.w)) : 0;  // no chances: a bar to jump along
  if (!v.chances && v.count > 0) fill_rect({g.x, g.y, g.w * static_cast<float>(v.at) / static_cast<float>(v.count), g.h}, kGold);
  float last = 0.5f;
  int next_step = 0;
  for (int c = 0; c < columns; ++c) {
    const int upto = v.count > 0 ? static_cast<int>(std::lround(static_cast<double>(c) / columns * v.count)) : 0;
    for (; next_step < upto && next_step < static_cast<int>(v.light_chance.size()); ++next_step)
      if (v.light_chance[static_cast<std::size_t>(next_step)] >= 0) last = v.light_chance[static_cast<std::size_t>(next_step)];
    const float hh = g.h * last;
    fill_rect({g.x + static_cast<float>(c), g.y + g.h - hh, 1.0f, hh}, SDL_Color{232, 220, 196, 255});
  }
  if (v.chances) fill_rect({g.x, g.y + g.h / 2 - 1, g.w, 2}, SDL_Color{214, 178, 94, 160});
  const float mx = g.x + (v.count > 0 ? g.w * static_cast<float>(v.at) / static_cast<float>(v.count) : 0.0f);
  const float mw = std::max(3.0f, l.text_px * 0.18f);
  fill_rect({mx - mw / 2 - 1, g.y - 4, mw + 2, g.h + 8}, kInk);
  fill_rect({mx - mw / 2, g.y - 3, mw, g.h + 6}, kLapis);
  for (const Button& b : l.buttons) draw_button(b);
}

std::string App::review_json() const {
  const float k = 1.0f / pixel_ratio();
  const ReviewLayout l = review_screen();
  const ReviewView v = review_view();
  const Review* rv = review_ && review_->reviewer ? &review_->reviewer->review() : nullptr;
  std::ostringstream out;
  out << "{\"at\":" << v.at << ",\"count\":" << v.count << ",\"step\":\"" << json_escape(v.step) << "\",\"summary\":\""
      << json_escape(v.summary) << "\",\"complete\":" << (rv && rv->complete ? "true" : "false") << ",\"graph\":{\"x\":"
      << l.graph.x * k << ",\"y\":" << l.graph.y * k << ",\"w\":" << l.graph.w * k << ",\"h\":" << l.graph.h * k
      << "},\"textPx\":" << l.text_px * k << "}";
  return out.str();
}

}  // namespace ur
