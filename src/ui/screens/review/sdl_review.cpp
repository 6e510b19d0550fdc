// Reviewing a game (sdl_review.hpp; layout in review_screen.hpp, grades from ai/review.hpp):
// opened from the result screen, Your games or a record; the board shows the position after any step (the
// controller replays the steps, so the last moves are marked as in play), the panel says
// what the step was and how good, and the graph of Light's chance jumps where it is
// tapped. The review itself fills in a slice per frame while the player steps through.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "ai/review_ahead.hpp"
#include "core/record.hpp"
#include "perfect/solver.hpp"
#include "ui/describe.hpp"
#include "ui/language.hpp"
#include "ui/level_names.hpp"
#include "ui/screens/review/sdl_review.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

namespace ur {
namespace {

// Nodes a search estimate thinks per call (a few milliseconds in a browser).
constexpr std::uint64_t kReviewSearchSlice = 3000;

// A key moment in the player's language: "Light’s mistake", "Dark’s luckiest throw".
std::string key_words(const KeyMoment& k) {
  switch (k.kind) {
    case KeyMoment::Kind::Loss: return tr("review.key.loss", {{"side", side_word(k.side)}, {"grade", grade_words(k.grade)}});
    case KeyMoment::Kind::Luckiest: return tr("review.key.luckiest", {{"side", side_word(k.side)}});
    case KeyMoment::Kind::Unluckiest: return tr("review.key.unluckiest", {{"side", side_word(k.side)}});
  }
  return {};
}

std::string points(double p, bool sign) {
  return decimal_text(100.0 * p, 1, sign);
}

}  // namespace

void ReviewScreen::open(App& app, const RuleSet& rules, const std::array<std::string, 2>& players, std::uint64_t seed,
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
  // Exact values where the table is here; else estimates at once (none on this site, one
  // still being prepared or on its way), and exact ones as soon as it comes (update).
  s->table = app.tables_.get(rules);
  if (s->table && s->table->status() == Lookup::Ready) s->values = std::make_unique<TableValues>(*s->table);
  else s->values = SearchValues::strongest(rules, kReviewSearchSlice);
  app.nets_.want(rules);  // the Queen's network, where the rules have one: better estimates
  s->reviewer = std::make_unique<Reviewer>(rules, s->steps, *s->values);
  app.keeping_ = false;  // the positions of a review are not a game to continue
  app.show(ScreenKind::Review);
  app.close_overlay();
  auto* review = static_cast<ReviewScreen*>(app.stack_.top());
  review->session_ = std::move(s);
  review->show(0);
}

// The first `at` steps as the controller replays them, with the dice as they fell when
// the last step was a throw.
static Controller::Resume review_resume(const ReviewSession& s, int at) {
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
  return r;
}

// The controller replays the first `at` steps, so the board (pieces, pools, last moves)
// shows that position exactly as it looked in play.
void ReviewScreen::show(int at) {
  if (!session_) return;
  ReviewSession& s = *session_;
  at = std::clamp(at, 0, static_cast<int>(s.steps.size()));
  app_.game_.resume(s.rules, {"", ""}, s.seed, review_resume(s, at), app_.now_);
  s.at = at;
  const ReviewView v = view();
  first_row_ = review_keep_in_view(layout(), static_cast<int>(v.rows.size()), v.row, first_row_);
  app_.dirty_ = true;
}

// Steps worth stopping at: after a throw or a move, not after picking up the dice.
void ReviewScreen::step(int direction) {
  if (!session_) return;
  const ReviewSession& s = *session_;
  int at = s.at;
  do {
    at += direction;
  } while (at > 0 && at < static_cast<int>(s.steps.size()) && !s.steps[static_cast<std::size_t>(at - 1)].chance &&
           s.steps[static_cast<std::size_t>(at - 1)].action.kind == ActionKind::Throw);
  show(at);
}

void ReviewScreen::update(std::uint64_t /*now_ms*/) {
  if (!session_ || !session_->reviewer) return;
  ReviewSession& s = *session_;
  // Estimates, and a table has arrived since (published while the game went on, or its
  // index came): the review starts again with exact values.
  if (!s.values->exact()) {
    std::shared_ptr<TableCache> t = s.table ? s.table : app_.tables_.get(s.rules);
    if (t && t != s.failed && t->status() == Lookup::Ready) {
      s.table = std::move(t);
      s.values = std::make_unique<TableValues>(*s.table);
      s.reviewer = std::make_unique<Reviewer>(s.rules, s.steps, *s.values);
      s.no_grades.clear();
      app_.dirty_ = true;
      return;
    }
    // The Queen's network has come since the estimates began: they begin again with it.
    if (!static_cast<const SearchValues&>(*s.values).learned() && !s.reviewer->review().complete && find_learned_eval(s.rules)) {
      s.values = SearchValues::strongest(s.rules, kReviewSearchSlice);
      s.reviewer = std::make_unique<Reviewer>(s.rules, s.steps, *s.values);
      app_.dirty_ = true;
      return;
    }
  }
  Reviewer& rv = *s.reviewer;
  if (rv.review().complete || !rv.review().error.empty()) return;
  // A slice a frame: the player can step through while the grades fill in.
  const Uint64 start = SDL_GetPerformanceCounter();
  const double per_ms = static_cast<double>(SDL_GetPerformanceFrequency()) / 1000.0;
  const bool exact = s.values->exact();
  const std::size_t graded = rv.review().steps.size();
  std::size_t reached = review_reached(rv.review());
  while (!rv.work(16)) {
    if (static_cast<double>(SDL_GetPerformanceCounter() - start) / per_ms > 8.0) break;
    // Waiting on the table: its entries come between frames, so the slice ends here (a
    // search, though, moves on with every call).
    const std::size_t now_reached = review_reached(rv.review());
    if (exact && now_reached == reached) break;
    reached = now_reached;
  }
  if (!rv.review().error.empty() && s.table && s.values->exact()) {
    // The table cannot answer after all (none on this site, still being prepared, listed
    // but missing or broken, offline): estimates by search instead, with no error shown.
    s.failed = std::move(s.table);
    s.values = SearchValues::strongest(s.rules, kReviewSearchSlice);
    s.reviewer = std::make_unique<Reviewer>(s.rules, s.steps, *s.values);
    app_.dirty_ = true;
    return;  // rv is gone
  }
  if (!rv.review().error.empty() && s.no_grades.empty()) {
    const Review& failed = rv.review();
    s.no_grades = tr("review.stopped", {{"why", tr(failed.error_illegal ? "review.why.illegal" : "review.why.no_value",
                                                   {{"n", static_cast<int>(failed.error_step + 1)}})}}) + ".";
  } else if (exact && s.table && !rv.review().complete) {
    // The review waits on the table a round trip at a time; asking for the next steps'
    // entries too sends many turns' fetches together (ai/review_ahead.hpp).
    ask_ahead(s.rules, s.states, s.steps, review_reached(rv.review()), kReviewAhead, *s.table);
  }
  // Redrawn when the review moved on (a software renderer pays for every frame).
  if (rv.review().steps.size() != graded || rv.review().complete || !rv.review().error.empty()) app_.dirty_ = true;
}

ReviewView ReviewScreen::view() const {
  ReviewView v;
  if (!session_) return v;
  const ReviewSession& s = *session_;
  v.at = s.at;
  v.count = static_cast<int>(s.steps.size());
  const Review* rv = s.reviewer ? &s.reviewer->review() : nullptr;
  // Light's chance after each step, as far as the review has got.
  v.light_chance.assign(s.steps.size(), -1.0f);
  if (rv)
    for (const ReviewStep& x : rv->steps) v.light_chance[x.step] = static_cast<float>(x.light_after);
  // The key moments (once the review is complete), by step.
  std::vector<std::string> key_at(s.steps.size());
  std::vector<bool> unlucky_at(s.steps.size());
  if (rv && rv->complete)
    for (const KeyMoment& k : key_moments(*rv)) {
      key_at[rv->steps[k.index].step] = key_words(k);
      unlucky_at[rv->steps[k.index].step] = k.kind == KeyMoment::Kind::Unluckiest;
    }
  if (s.at > 0) {
    const std::size_t i = static_cast<std::size_t>(s.at - 1);
    const State& before = s.states[i];
    const Step& step = s.steps[i];
    const std::string turn = tr("review.turn", {{"n", static_cast<int>(before.turn) + 1}, {"who", side_word(before.side)}});
    const ReviewStep* x = nullptr;
    if (rv)
      for (const ReviewStep& r : rv->steps)
        if (r.step == i) x = &r;
    if (step.chance) {
      v.step = tr(before.phase == Phase::ThrowOff ? "review.step.throw_off" : "review.step.throw",
                  {{"turn", turn}, {"throw", describe_throw(s.rules, step.outcome)}});
      if (x) v.step = tr("review.step.luck", {{"step", v.step}, {"points", points(x->luck(), true)}});
    } else {
      v.step = tr("review.step.move", {{"turn", turn}, {"move", describe_action(s.rules, before, step.action).text}});
      if (x && x->grade != Grade::Forced) {
        v.step = tr("review.step.grade", {{"step", v.step}, {"grade", grade_words(x->grade)}});
        if (x->grade != Grade::Best)
          v.step = tr("review.step.lost", {{"step", v.step}, {"points", points(x->loss, false)},
                                           {"best", describe_action(s.rules, before, x->best).text}});
      }
    }
    if (!key_at[i].empty()) v.step = tr("review.step.key", {{"step", v.step}, {"key", key_at[i]}});
  }
  // The move list: a row a move, with the throw before it.
  std::vector<const ReviewStep*> by_step(s.steps.size(), nullptr);
  if (rv)
    for (const ReviewStep& x : rv->steps) by_step[x.step] = &x;
  std::size_t last_throw = s.steps.size();
  for (std::size_t i = 0; i < s.steps.size(); ++i) {
    const Step& step = s.steps[i];
    const State& before = s.states[i];
    if (step.chance) {
      if (before.phase == Phase::Throw) last_throw = i;
      continue;
    }
    if (before.phase != Phase::Move) continue;
    ReviewRow row;
    row.at = static_cast<int>(i + 1);
    row.text = std::to_string(before.turn + 1) + ". " + side_word(before.side) + " ";
    if (last_throw < i) {
      const std::string t = shown_notation(throw_notation(s.rules, s.states[last_throw], s.steps[last_throw].outcome));
      row.throw_from = row.text.size();
      row.throw_len = t.size();
      row.text += t + ": ";
    }
    row.text += shown_notation(action_notation(s.rules, before, step.action));
    if (const ReviewStep* x = by_step[i]; x && x->grade != Grade::Forced) {
      row.grade = grade_words(x->grade);
      row.tone = x->grade <= Grade::Excellent ? 1 : x->grade == Grade::Good ? 2 : x->grade == Grade::Inaccuracy ? 3 : 4;
    }
    row.key = key_at[i];
    row.key_at = row.at;
    if (last_throw < i && !key_at[last_throw].empty()) {  // the throw before it was a key moment
      row.key = key_at[last_throw];
      row.key_at = static_cast<int>(last_throw + 1);
      row.lucky = !unlucky_at[last_throw];
      row.unlucky = !row.lucky;
    }
    if (v.row < 0 && s.at > 0 && row.at >= s.at) v.row = static_cast<int>(v.rows.size());
    v.rows.push_back(std::move(row));
  }
  v.playable = !is_over(s.states[static_cast<std::size_t>(s.at)]);
  v.chances = s.no_grades.empty();
  // The complete review's summary (the estimate's words where it is one: solved rules whose
  // table is not here, yet, are said so, not "these rules are not solved").
  const auto accuracy_line = [](double light, double dark, double light_luck, double dark_luck) {
    return tr("review.accuracy", {{"light", decimal_text(light, 0)}, {"dark", decimal_text(dark, 0)},
                                  {"light_luck", points(light_luck, true)}, {"dark_luck", points(dark_luck, true)}});
  };
  // The longest the summary can come to: with the widest figures, in either estimate's words
  // (the table's answer may come meanwhile: "not on this site (yet)").
  const auto widest = [&] {
    const std::string line = accuracy_line(100, 100, -0.999, -0.999);
    std::string longest = line;
    for (const char* key : {"review.estimates", "review.estimates_no_table"}) {
      std::string t = tr(key, {{"summary", line}});
      if (t.size() > longest.size()) longest = std::move(t);
    }
    return longest;
  };
  if (!s.no_grades.empty()) {
    v.summary = s.no_grades;
  } else if (rv && rv->complete) {
    v.summary = accuracy_line(rv->accuracy[0], rv->accuracy[1], rv->luck[0], rv->luck[1]);
    if (rv->estimate) v.summary = tr(s.table || s.failed ? "review.estimates_no_table" : "review.estimates", {{"summary", v.summary}});
  } else {
    v.summary_room = widest();
    const int done = rv && !rv->steps.empty() ? static_cast<int>(100 * (rv->steps.back().step + 1) / std::max<std::size_t>(1, s.steps.size())) : 0;
    const char* by_search = s.table || s.failed ? "review.by_search_no_table" : "review.by_search";
    v.summary = tr("review.progress", {{"what", tr(rv && rv->estimate ? by_search : "review.against_perfect")}, {"n", done}});
  }
  return v;
}

ReviewLayout ReviewScreen::layout() const {
  const Layout& l = app_.layout_;
  const float ratio = app_.pixel_ratio();
  const float px = start_text_px(l.width, l.height, ratio);
  const StartFonts fonts{&app_.assets_.text.pick(px).metrics, &app_.assets_.text_bold.pick(px).metrics};
  return review_layout(l.width, l.height, ratio, view(), fonts, &l, first_row_);
}

// The board under the panel, moved left where the move list fits at its right.
std::optional<Layout> ReviewScreen::board_layout(int width, int height) const {
  if (!session_ || width <= 0) return std::nullopt;
  const float ratio = app_.pixel_ratio();
  const float px = start_text_px(width, height, ratio);
  const StartFonts fonts{&app_.assets_.text.pick(px).metrics, &app_.assets_.text_bold.pick(px).metrics};
  return review_board(width, height, ratio, view(), fonts, session_->rules.board);
}

bool ReviewScreen::button(int id) {
  if (id < kReviewStart || id > kTakeOverFriend) return false;
  if (!session_) return true;
  switch (id) {
    case kReviewStart: show(0); break;
    case kReviewPrev: step(-1); break;
    case kReviewNext: step(+1); break;
    case kReviewEnd: show(static_cast<int>(session_->steps.size())); break;
    case kReviewTakeOver: app_.open_overlay(OverlayKind::TakeOver); break;
    case kTakeOverComputer: take_over(true); break;
    case kTakeOverFriend: take_over(false); break;
    case kReviewBack:
      if (session_->from_history) app_.open_records(ScreenKind::History);
      else app_.show(ScreenKind::Menu);
      break;
    default: break;
  }
  return true;
}

bool ReviewScreen::key(std::int32_t k, std::uint16_t /*mod*/) {
  switch (k) {
    case SDLK_LEFT: step(-1); return true;
    case SDLK_RIGHT: step(+1); return true;
    case SDLK_HOME: button(kReviewStart); return true;
    case SDLK_k: {  // the next key moment (round to the first)
      if (!session_) return true;
      const ReviewView v = view();
      const ReviewRow* first = nullptr;
      for (const ReviewRow& row : v.rows)
        if (!row.key.empty()) {
          if (!first) first = &row;
          if (row.key_at > session_->at) {
            show(row.key_at);
            return true;
          }
        }
      if (first) show(first->key_at);
      return true;
    }
    case SDLK_END: button(kReviewEnd); return true;
    case SDLK_ESCAPE: case SDLK_BACKSPACE: button(kReviewBack); return true;
    default: app_.common_key(k); return true;  // the keys every screen with a game shares (sound, ...)
  }
}

bool ReviewScreen::pointer(const SDL_Event& e) {
  if (list_event(e) || app_.click_button(buttons(), e)) return true;
  if (e.type == SDL_MOUSEBUTTONDOWN && e.button.button == SDL_BUTTON_LEFT) graph_click(app_.mouse_x_, app_.mouse_y_);
  return true;
}

bool ReviewScreen::wheel(const SDL_Event& e) {
  list_event(e);
  return true;
}

bool ReviewScreen::list_event(const SDL_Event& e) {
  if (!session_) return false;
  const float k = app_.pixel_ratio();
  switch (e.type) {
    case SDL_MOUSEWHEEL: {
      const ReviewLayout l = layout();
      if (!l.list.contains(app_.mouse_x_, app_.mouse_y_)) return false;
      first_row_ = std::max(0, l.first_row - static_cast<int>(std::lround(e.wheel.preciseY * 3)));
      first_row_ = layout().first_row;  // clamped
      return true;
    }
    case SDL_MOUSEBUTTONDOWN: {
      if (e.button.button != SDL_BUTTON_LEFT) return false;
      const float x = static_cast<float>(e.button.x) * k, y = static_cast<float>(e.button.y) * k;
      const ReviewLayout l = layout();
      if (!l.list.contains(x, y)) return false;
      press_.press(x, y, static_cast<float>(l.first_row));
      return true;
    }
    case SDL_MOUSEMOTION: {
      if (!press_.down || !(e.motion.state & SDL_BUTTON_LMASK)) return false;
      if (const auto dy = press_.drag(app_.mouse_y_, 10.0f * k)) {
        const ReviewLayout l = layout();
        first_row_ = std::max(0, static_cast<int>(std::lround(press_.scroll - *dy / std::max(1.0f, l.row_h))));
        first_row_ = layout().first_row;
      }
      return true;
    }
    case SDL_MOUSEBUTTONUP: {
      if (e.button.button != SDL_BUTTON_LEFT || !press_.down) return false;
      if (!press_.release()) return true;  // a drag
      const ReviewLayout l = layout();
      const ReviewView v = view();
      for (std::size_t i = 0; i < l.rows.size(); ++i)
        if (l.rows[i].contains(press_.x, press_.y)) show(v.rows[static_cast<std::size_t>(l.first_row) + i].at);
      return true;
    }
    default: return false;
  }
}

std::optional<ReviewScreen::Best> ReviewScreen::best() const {
  if (!session_ || !session_->reviewer) return std::nullopt;
  const ReviewSession& s = *session_;
  const auto reviewed = [&](std::size_t i) -> const ReviewStep* {
    for (const ReviewStep& x : s.reviewer->review().steps)
      if (x.step == i) return &x;
    return nullptr;
  };
  const auto choice = [&](std::size_t i) { return i < s.steps.size() && !s.steps[i].chance && s.states[i].phase == Phase::Move; };
  const std::size_t at = static_cast<std::size_t>(s.at);
  if (at > 0 && choice(at - 1)) {  // just played: the best, when this was not it
    const ReviewStep* x = reviewed(at - 1);
    if (x && x->grade != Grade::Forced && x->grade != Grade::Best) return Best{s.states[at - 1], x->best, true};
    return std::nullopt;
  }
  if (choice(at))  // about to choose: the best there is
    if (const ReviewStep* x = reviewed(at); x && x->grade != Grade::Forced) return Best{s.states[at], x->best, false};
  return std::nullopt;
}

void ReviewScreen::draw_best(const Best& b) const {
  const Action& a = b.best;
  if (a.kind != ActionKind::Move && a.kind != ActionKind::Enter) return;
  const Side side = b.before.side;
  app_.draw_route(a, side);
  const ActionEffect e = describe_action(session_->rules, b.before, a);
  const SDL_FPoint dest = e.lands_on >= 0 ? app_.square_centre(e.lands_on) : app_.pool_point(side, b.before.off[side], true);
  app_.draw_landing_frame(dest, 1.0f);
  app_.draw_tag(dest, tr(b.played ? "review.tag.best_was" : "review.tag.best"));
}

std::string ReviewScreen::take_over_level() const {
  const std::vector<AgentInfo> levels = computer_levels(false);
  const MenuState& menu = app_.menu_;
  const int pick = menu.opponent > 0 ? menu.opponent : menu.last_level;
  return levels[static_cast<std::size_t>(std::clamp(pick - 1, 0, static_cast<int>(levels.size()) - 1))].name;
}

std::string ReviewScreen::take_over_text() const {
  if (!session_) return "";
  const State& at = session_->states[static_cast<std::size_t>(session_->at)];
  return tr("review.take_over",
            {{"me", side_word(at.side)}, {"them", side_word(opponent(at.side))}, {"level", level_display_name(take_over_level())}});
}

// Take over from the position shown: the person plays the side to move, the other side
// is the computer (the start screen's level) or a friend at this screen. The game then
// replaces the review (a position that cannot be played keeps it, with a notice).
void ReviewScreen::take_over(bool computer) {
  if (!session_) return;
  App& a = app_;
  const ReviewSession& s = *session_;
  const State& at = s.states[static_cast<std::size_t>(s.at)];
  std::array<std::string, 2> players{"", ""};
  if (computer) players[1 - at.side] = take_over_level();
  Controller::Resume r = review_resume(s, s.at);
  a.seed_ = a.seed_ * 6364136223846793005ull + a.now_ + 1442695040888963407ull;
  std::uint64_t mix = a.seed_;
  r.dice_generator = splitmix64(mix);  // fresh dice from here on
  const std::string error = a.start_game(rules_notation(s.rules), players, a.seed_, &r);
  if (!error.empty()) {
    a.close_overlay();
    a.show_notice(tr("record.position_unplayable"), {error});
  }
}

bool ReviewScreen::graph_click(float x, float y) {
  if (!session_) return false;
  const ReviewLayout l = layout();
  if (!l.graph.contains(x, y)) return false;
  show(review_step_at(l, static_cast<int>(session_->steps.size()), x));
  return true;
}

void ReviewScreen::draw() const {
  App& a = app_;
  a.draw_table();
  a.draw_last_moves();
  const std::optional<Best> best = this->best();
  if (best && !best->played) a.draw_route(best->best, best->before.side);  // under the pieces
  a.draw_pools();
  a.draw_pieces();
  a.draw_last_moves(true);  // the tags over the pieces
  if (best) draw_best(*best);
  const ReviewLayout l = layout();
  const ReviewView v = view();
  a.draw_panel(l.panel, true);
  float y = l.step_text.y;
  for (const std::string& line : l.step_lines) {
    draw_text(a.renderer_, a.assets_.text_bold, line, l.step_text.x, y, l.text_px, SDL_Color{255, 226, 140, 255});
    y += l.line_h;
  }
  y = l.summary_text.y;
  for (const std::string& line : l.summary_lines) {
    draw_text(a.renderer_, a.assets_.text, line, l.summary_text.x, y, l.text_px, kIvory);
    y += l.line_h;
  }
  // The graph: Light's chance as shell rising from the bottom, Dark's as shale above it,
  // one column a pixel; the half line in gold; where the board is, a bright mark.
  const Rect& g = l.graph;
  a.fill_rect({g.x - 2, g.y - 2, g.w + 4, g.h + 4}, kGold);
  a.fill_rect(g, kShale);
  const int columns = v.chances ? std::max(1, static_cast<int>(g.w)) : 0;  // no chances: a bar to jump along
  if (!v.chances && v.count > 0) a.fill_rect({g.x, g.y, g.w * static_cast<float>(v.at) / static_cast<float>(v.count), g.h}, kGold);
  float last = 0.5f;
  int next_step = 0;
  for (int c = 0; c < columns; ++c) {
    const int upto = v.count > 0 ? static_cast<int>(std::lround(static_cast<double>(c) / columns * v.count)) : 0;
    for (; next_step < upto && next_step < static_cast<int>(v.light_chance.size()); ++next_step)
      if (v.light_chance[static_cast<std::size_t>(next_step)] >= 0) last = v.light_chance[static_cast<std::size_t>(next_step)];
    const float hh = g.h * last;
    a.fill_rect({g.x + static_cast<float>(c), g.y + g.h - hh, 1.0f, hh}, SDL_Color{232, 220, 196, 255});
  }
  if (v.chances) a.fill_rect({g.x, g.y + g.h / 2 - 1, g.w, 2}, SDL_Color{214, 178, 94, 160});
  const float mx = g.x + (v.count > 0 ? g.w * static_cast<float>(v.at) / static_cast<float>(v.count) : 0.0f);
  const float mw = std::max(3.0f, l.text_px * 0.18f);
  a.fill_rect({mx - mw / 2 - 1, g.y - 4, mw + 2, g.h + 8}, kInk);
  a.fill_rect({mx - mw / 2, g.y - 3, mw, g.h + 6}, kLapis);
  for (const Button& b : l.buttons) a.draw_button(b);
  draw_list(l, v);
}

void ReviewScreen::draw_list(const ReviewLayout& l, const ReviewView& v) const {
  App& a = app_;
  if (l.list.h < l.row_h || l.rows.empty()) return;
  a.draw_panel({l.list.x, l.list.y, l.list.w, static_cast<float>(l.rows.size()) * l.row_h}, true);
  const float px = l.text_px, pad = px * 0.5f;
  for (std::size_t i = 0; i < l.rows.size(); ++i) {
    const ReviewRow& row = v.rows[static_cast<std::size_t>(l.first_row) + i];
    const Rect& r = l.rows[i];
    const bool current = static_cast<int>(i) + l.first_row == v.row;
    if (current) a.fill_rect({r.x + 2, r.y + 1, r.w - 4, r.h - 2}, kLapis);
    else if ((static_cast<std::size_t>(l.first_row) + i) % 2) a.fill_rect({r.x + 2, r.y + 1, r.w - 4, r.h - 2}, SDL_Color{255, 240, 210, 14});
    const float ty = l.two_lines ? r.y + (r.h - 2 * l.line_h) / 2 : r.y + (r.h - px * 1.2f) / 2;
    const BitmapFont& face = current ? a.assets_.text_bold : a.assets_.text;
    draw_text(a.renderer_, face, row.text, r.x + pad * 1.9f, ty, px, kIvory);
    if ((row.lucky || row.unlucky) && row.throw_len > 0) {  // the throw that was a key moment, in colour
      const float tx = r.x + pad * 1.9f + face.measure(row.text.substr(0, row.throw_from), px);
      const std::string t = row.text.substr(row.throw_from, row.throw_len);
      const SDL_Color c = row.lucky ? SDL_Color{150, 190, 255, 255} : SDL_Color{240, 120, 96, 255};
      a.fill_rect({tx - 2, ty, face.measure(t, px) + 4, px * 1.25f}, current ? kLapis : kShale);
      draw_text(a.renderer_, face, t, tx, ty, px, c);
    }
    static constexpr SDL_Color kTones[] = {kIvory, {150, 206, 130, 255}, kIvory, {236, 176, 84, 255}, {236, 110, 84, 255}};
    const float gy = l.two_lines ? ty + l.line_h : ty;
    if (!row.grade.empty())
      draw_text(a.renderer_, a.assets_.text_bold, row.grade, r.x + r.w - pad, gy, px, kTones[std::clamp(row.tone, 0, 4)], Align::kRight);
    if (!row.key.empty()) a.fill_rect({r.x + 4, r.y + 4, std::max(5.0f, px * 0.32f), r.h - 8}, kGold);  // a key moment
  }
  // More above or below: a gold edge says the list scrolls.
  if (l.first_row > 0) a.fill_rect({l.list.x + 2, l.list.y, l.list.w - 4, 3}, kGold);
  if (l.first_row + static_cast<int>(l.rows.size()) < static_cast<int>(v.rows.size()))
    a.fill_rect({l.list.x + 2, l.rows.back().y + l.row_h - 3, l.list.w - 4, 3}, kGold);
}

void ReviewScreen::json(std::string& out) const { out += ",\"review\":" + review_json(); }

std::string ReviewScreen::review_json() const {
  const float k = 1.0f / app_.pixel_ratio();
  const ReviewLayout l = layout();
  const ReviewView v = view();
  const Review* rv = session_ && session_->reviewer ? &session_->reviewer->review() : nullptr;
  std::ostringstream out;
  out << "{\"at\":" << v.at << ",\"count\":" << v.count << ",\"step\":\"" << json_escape(v.step) << "\",\"summary\":\""
      << json_escape(v.summary) << "\",\"complete\":" << (rv && rv->complete ? "true" : "false") << ",\"graph\":{\"x\":"
      << l.graph.x * k << ",\"y\":" << l.graph.y * k << ",\"w\":" << l.graph.w * k << ",\"h\":" << l.graph.h * k
      << "},\"textPx\":" << l.text_px * k << ",\"estimate\":" << (rv && rv->estimate ? "true" : "false")
      << ",\"rowCount\":" << v.rows.size() << ",\"row\":" << v.row << ",\"firstRow\":" << l.first_row
      << ",\"list\":{\"x\":" << l.list.x * k << ",\"y\":" << l.list.y * k << ",\"w\":" << l.list.w * k << ",\"h\":" << l.list.h * k
      << "},\"rows\":[";
  for (std::size_t i = 0; i < l.rows.size(); ++i) {
    const ReviewRow& row = v.rows[static_cast<std::size_t>(l.first_row) + i];
    const Rect& r = l.rows[i];
    out << (i ? "," : "") << "{\"at\":" << row.at << ",\"text\":\"" << json_escape(row.text) << "\",\"grade\":\""
        << json_escape(row.grade) << "\",\"key\":\"" << json_escape(row.key) << "\",\"x\":" << r.x * k << ",\"y\":" << r.y * k << ",\"w\":" << r.w * k << ",\"h\":" << r.h * k << "}";
  }
  out << "],\"best\":";
  if (const auto b = best())
    out << "{\"move\":\"" << json_escape(action_notation(session_->rules, b->before, b->best)) << "\",\"played\":"
        << (b->played ? "true" : "false") << "}";
  else
    out << "null";
  out << "}";
  return out.str();
}

}  // namespace ur
