// A live game on screen (the game and what is kept: live.hpp; the connection:
// platform/live_bridge.cpp; the protocol: src/remote/, docs/remote.md). "A friend ·
// Online" on the set-up invites: a panel gives the invitation link (Copy, Share where the
// browser has it, Paste for the friend's answer); the friend's page, opened with it, gives
// the answer to send back; once connected the board is the game, each move shown on both
// screens as it is made, the status line says whose turn it is, the connection and the
// friend's name. A lost connection is told at once, with a New invitation that takes the
// same game up again.
//
// As for a game by link, the board is the ordinary game screen with both sides persons:
// every choice of the person goes through the live game (live_take), and the screen is
// then shown again from its steps, so nothing but the live game is ever on the board.
#include <SDL.h>

#include <algorithm>
#include <cctype>
#include <cmath>

#include "remote/live_signal.hpp"
#include "remote/remote_record.hpp"
#include "remote/session.hpp"
#include "ui/correspondence.hpp"
#include "ui/describe.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

namespace ur {
namespace {


}  // namespace

bool App::live_button(int id) {
  if (id == kPlay && screen() == ScreenKind::Menu && menu_.opponent == 0 && menu_.live) {
    start_live();
    return true;
  }
  if (id == kContinueLive) {
    continue_live();
    return true;
  }
  if (!live_game_) return false;
  LiveGame& g = *live_game_;
  switch (id) {
    case kThrowButton:
      if (screen() != ScreenKind::Game) return false;
      if (!g.my_turn()) {
        show_game_notice(g.status());
        return true;
      }
      if (const std::string why = g.play(Action::special(ActionKind::Throw)); !why.empty()) {
        show_game_notice(sentence(why));
        return true;
      }
      show_live_game();
      return true;
    case kCopyLiveCode: remote_link_action(LinkAction::Copy, g.link(link_hooks_.page), true); return true;
    case kShareLiveCode: remote_link_action(LinkAction::Share, g.link(link_hooks_.page), true); return true;
    case kPasteLiveCode: remote_link_action(LinkAction::Paste, "", true); return true;
    case kNewInvitation:
      g.reinvite();
      show_live_panel();
      return true;
    case kShowLivePanel: show_live_panel(); return true;
    case kPlayAgain:
      if (screen() != ScreenKind::Game || !g.over()) return false;
      play_again_live();
      return true;
    case kRematchAccept:
      close_overlay();
      if (const std::string why = g.accept_rematch(); !why.empty()) show_game_notice(sentence(why));
      else show_rematch_started();
      return true;
    case kShowLiveQr:
      live_qr_ = true;
      dirty_ = true;
      return true;
    case kLookAtBoard:
      if (screen() != ScreenKind::Game) return false;
      close_overlay();
      pending_invitation_.clear();
      return true;
    case kOpenOtherInvitation: {
      close_overlay();
      const std::string text = pending_invitation_, from = pending_invitation_from_;
      if (live_hooks_.transport.close) live_hooks_.transport.close();  // the game here is kept
      live_game_.reset();
      link_game_.reset();  // (a game by link is kept the same way)
      open_live_link(text, from);
      return true;
    }
    case kLeaveStalled:
      g.leave_stalled();
      show_live_panel();  // disconnected: the game kept, a new invitation takes it up
      return true;
    default: return false;
  }
}

void App::start_live() {
  if (!live_hooks_.available) {
    show_record_notice({tr("live.browser_only"), {tr("live.browser_only_why")}});
    return;
  }
  ask_name(NameFor::Host);
}

void App::invite_live() {
  const auto sets = all_rule_sets();
  const RuleSet& r = sets[static_cast<std::size_t>(menu_.rules)];
  const Side me = static_cast<Side>(menu_.side);
  const std::string name = prefs_.get ? prefs_.get("name") : "";
  if (live_game_ && live_hooks_.transport.close) live_hooks_.transport.close();
  live_game_ = std::make_shared<LiveGame>(LiveGame::start(r, me, name, keeper_storage_, live_hooks_.transport));
  show_live_game();
  show_live_panel();
}

void App::play_again_live() {
  LiveGame& g = *live_game_;
  if (g.phase() != LiveGame::Phase::Connected) {  // no connection: a fresh invitation, by link
    set_up_again_swapped(g.rules(), g.me());
    start_live();
    return;
  }
  const remote::GameId before = g.id();
  if (const std::string why = g.ask_rematch(); !why.empty()) {
    show_game_notice(sentence(why));
    return;
  }
  if (g.id() != before) {  // the friend had asked already: it starts now
    show_rematch_started();
    return;
  }
  const std::string rules = rule_text(g.rules(), "title");
  show_record_notice({tr("live.rematch_asked_title"),
                      {sentence(tr("live.rematch_asked", {{"who", g.opponent_shown()}, {"rules", rules},
                                                          {"side", side_word(g.rematch_side())}}))}});
}

void App::show_rematch_started() {
  close_overlay();
  show_live_game();
  refresh_live_continue();
  show_game_notice(sentence(tr("live.rematch_started", {{"who", live_game_->opponent_shown()}, {"side", side_word(live_game_->me())}})));
}

void App::refresh_live_continue() {
  menu_.continue_live_label.clear();
  live_kept_.reset();
  if (!live_hooks_.available || !keeper_storage_.read) return;
  const std::vector<KeptLiveGame> kept = kept_live_games(keeper_storage_);
  if (kept.empty()) return;
  const KeptLiveGame& k = kept.front();
  live_kept_ = k.id;
  // "Continue online with Ana": a long name is shortened to keep the label at full size
  // on a phone (unit-ui-start); the game itself says the rule set and the turn.
  const std::string who = shorten_name(k.opponent.empty() ? tr("live.your_friend") : k.opponent, 13);
  menu_.continue_live_label = tr("live.continue_with", {{"who", who}});
}

void App::continue_live() {
  if (!live_kept_) return;
  if (live_game_ && live_game_->id() == *live_kept_) {  // the game on this page: back to it
    show(ScreenKind::Game);
    if (live_game_->phase() == LiveGame::Phase::Disconnected) live_game_->reinvite();
    show_live_game();
    if (live_game_->phase() != LiveGame::Phase::Connected) show_live_panel();
    return;
  }
  const std::string name = prefs_.get ? prefs_.get("name") : "";
  if (live_game_ && live_hooks_.transport.close) live_hooks_.transport.close();
  LiveGame::Opened o = LiveGame::take_up(*live_kept_, name, keeper_storage_, live_hooks_.transport);
  if (!o.ok()) {
    refresh_live_continue();
    show_record_notice({o.title, {sentence(o.error)}});
    return;
  }
  live_game_ = std::make_shared<LiveGame>(std::move(*o.game));
  show_live_game();
  show_live_panel();
}

bool App::live_take(const Action& a) {
  if (!live_game_ || screen() != ScreenKind::Game) return false;
  offered_.clear();
  offered_pick_ = -1;
  cursor_ = -1;
  if (!live_game_->my_turn()) {
    show_game_notice(live_game_->status());
    return true;
  }
  if (const std::string why = live_game_->play(a); !why.empty()) {
    show_game_notice(sentence(why));
    return true;
  }
  show_live_game();
  return true;
}

void App::show_live_game() {
  const std::shared_ptr<LiveGame> g = live_game_;
  if (!g) return;
  // Steps added to the game shown (a move made here or by the friend, and the throws that
  // followed): shown one by one, rolling and sliding, like the computer's.
  const std::vector<Step>& steps = g->steps();
  const std::size_t shown = game_.history().size() + game_.queued_steps();
  if (screen() == ScreenKind::Game && game_.has_game() && !game_.steps_refused() && live_shown_steps_ == shown &&
      shown <= steps.size() && game_.rules().id == g->rules().id) {
    std::vector<HistoryItem> more;
    for (std::size_t i = shown; i < steps.size(); ++i) more.push_back({steps[i].chance, steps[i].outcome, steps[i].action, kLight});
    game_.play_steps(more, now_);
    live_shown_steps_ = steps.size();
    if (g->over()) refresh_live_continue();  // a game over is no longer offered
    if (!game_.steps_refused()) {
      dirty_ = true;
      return;
    }
  }
  const Controller::Resume r = resume_of(g->rules(), g->steps(), seed_);
  const OverlayKind overlay_kind = overlay();
  const std::shared_ptr<Screen> overlay_shown = stack_.overlay_ptr();  // a panel or notice open stays open
  showing_live_ = true;
  const std::string error = start_game(rules_notation(g->rules()), {"", ""}, seed_, &r);
  game_.set_remote_dice(true, now_);
  showing_live_ = false;
  stack_.open(overlay_kind, overlay_shown);
  live_game_ = g;
  keeping_ = false;  // kept by live.hpp, never as the game to Continue
  live_shown_steps_ = g->steps().size();
  refresh_live_continue();
  if (!error.empty()) show_game_notice(error);
  if (!g->storage_problem().empty()) show_game_notice(g->storage_problem());
  dirty_ = true;
}

void App::show_live_panel(const std::string& note) {
  if (!live_game_) return;
  const LiveGame& g = *live_game_;
  using LP = LiveGame::Phase;
  std::vector<std::string> lines;
  std::vector<std::pair<int, std::string>> buttons{{kLookAtBoard, tr("review.board")}};
  std::string title;
  const std::string link = g.link(link_hooks_.page);
  const std::string who = g.opponent_shown();
  // A QR code where this build has one; a phone's narrow panel keeps to the main buttons.
  const bool phone = phone_width();
  const bool qr = !phone && qr_matrix("ur").has_value();
  if (phone && (g.phase() == LP::WaitingForAnswer || g.phase() == LP::AnswerReady)) buttons.clear();
  switch (g.phase()) {
    case LP::Offering:
      title = g.resumed() ? tr("live.new_invitation") : tr("link.invite");
      lines.push_back(tr("live.phase.offering"));
      break;
    case LP::WaitingForAnswer:
      title = g.resumed() ? tr("live.new_invitation") : tr("link.invite");
      lines.push_back(tr(g.resumed() ? "live.send_invitation_again" : "live.send_invitation"));
      lines.push_back(tr("live.invitation_length", {{"n", static_cast<int>(link.size())}, {"code", short_code("#live=", g.code())}}));
      lines.push_back(tr("live.you_play", {{"side", side_word(g.me())}}));
      buttons.push_back({kPasteLiveCode, tr("live.paste_answer")});
      if (link_hooks_.share) buttons.push_back({kShareLiveCode, tr("link.share")});
      if (qr) buttons.push_back({kShowLiveQr, tr("live.qr_code")});
      buttons.push_back({kCopyLiveCode, tr("link.copy")});
      break;
    case LP::Answering:
      title = tr("live.answer_title");
      lines.push_back(tr("live.phase.answering"));
      break;
    case LP::AnswerReady:
      title = tr("live.send_answer_title");
      lines.push_back(tr(g.resumed() ? "live.send_answer_again" : "live.send_answer", {{"who", who}}));
      lines.push_back(tr("live.answer_length", {{"n", static_cast<int>(link.size())}, {"code", short_code("#live=", g.code())}}));
      lines.push_back(tr("live.you_play", {{"side", side_word(g.me())}}));
      if (link_hooks_.share) buttons.push_back({kShareLiveCode, tr("link.share")});
      if (qr) buttons.push_back({kShowLiveQr, tr("live.qr_code")});
      buttons.push_back({kCopyLiveCode, tr("live.copy_answer")});
      break;
    case LP::Connecting:
      title = tr("live.connecting_title");
      lines.push_back(tr("live.phase.connecting", {{"who", who}}));
      break;
    case LP::Connected:
      title = tr("live.connected_title");
      lines.push_back(sentence(g.connection_text()) + " " + sentence(g.status()));
      if (g.stalled()) {
        title = tr("live.stalled_title", {{"who", who}});
        title = capitalised(title);  // "Your friend …"
        lines.push_back(tr("live.stalled_line", {{"who", who}}));
        buttons.push_back({kLeaveStalled, tr("live.leave_stalled")});
      }
      break;
    case LP::Disconnected:
      title = tr("live.lost_title");
      lines.push_back(g.problem().empty() ? tr("live.lost", {{"who", who}}) : tr("live.lost_why", {{"who", who}, {"why", g.problem()}}));
      lines.push_back(tr("live.lost_kept"));
      buttons.push_back({kNewInvitation, tr("live.new_invitation_button")});
      break;
  }
  if (!g.problem().empty() && g.phase() != LP::Disconnected) lines.push_back(sentence(g.problem()));
  if (!note.empty()) lines.push_back(note);
  show_record_notice({title, lines}, std::move(buttons));
}

void App::follow_live_stall() {
  const bool stalled = live_game_ && live_game_->stalled();
  if (stalled && !live_stall_shown_ && overlay() == OverlayKind::None) show_live_panel();
  live_stall_shown_ = stalled;
}

std::optional<GameRecord> App::remote_game_record(const RuleSet& rules, const std::vector<Step>& steps) const {
  if (live_game_ && live_game_->rules().id == rules.id && live_game_->rules().pieces == rules.pieces &&
      live_game_->steps() == steps)
    return live_game_->record();
  if (link_game_ && link_game_->rules().id == rules.id && link_game_->rules().pieces == rules.pieces &&
      link_game_->steps() == steps) {
    const remote::Session& s = link_game_->session();
    return remote::remote_record(s.ledger(), {}, {s.keys(), s.moves_signatures()});
  }
  return std::nullopt;
}

ThrowBy App::throw_by() const {
  if (screen() != ScreenKind::Game) return ThrowBy::Player;
  if (live_game_) return live_game_->my_turn() || live_game_->over() ? ThrowBy::Live : ThrowBy::LiveFriendsTurn;
  if (link_game_ && !link_game_->my_turn()) return ThrowBy::FriendsLink;
  return ThrowBy::Player;
}

// Where the Throw button would be in a live game: the dice throw themselves there.
void App::draw_throw_note(const GameControls& g) {
  if (g.throw_note.empty()) return;
  const Rect& r = g.throw_rect;
  // Two lines, split at the space nearest the middle, as large as the rectangle allows.
  std::vector<std::string> lines{g.throw_note};
  const std::size_t mid = g.throw_note.size() / 2;
  std::size_t best = std::string::npos;
  for (std::size_t i = 0; i < g.throw_note.size(); ++i)
    if (g.throw_note[i] == ' ' && (best == std::string::npos || (i > mid ? i - mid : mid - i) < (best > mid ? best - mid : mid - best)))
      best = i;
  if (best != std::string::npos) lines = {g.throw_note.substr(0, best), g.throw_note.substr(best + 1)};
  float px = r.h * 0.36f;
  for (const std::string& line : lines) px = std::min(px, px * r.w / std::max(1.0f, assets_.text.measure(line, px)));
  float y = r.cy() - static_cast<float>(lines.size()) * px * 0.6f;
  for (const std::string& line : lines) {
    draw_text(renderer_, assets_.text, line, r.cx(), y, px, kIvory, Align::kCentre);
    y += px * 1.2f;
  }
}

std::optional<std::string> App::live_status() const {
  if (!live_game_ || screen() != ScreenKind::Game) return std::nullopt;
  const LiveGame& g = *live_game_;
  if (g.phase() != LiveGame::Phase::Connected || g.over()) return g.status();
  return g.status() + " · " + (g.my_turn() ? g.connection_text() : tr("live.connected_word"));
}

bool App::draw_live_qr() {
  if (!live_qr_ || overlay() != OverlayKind::Notice || !live_game_ || live_game_->code().empty()) {
    live_qr_ = false;
    return false;
  }
  const std::string link = live_game_->link(link_hooks_.page);
  if (link != live_qr_text_) {
    live_qr_text_ = link;
    live_qr_matrix_ = qr_matrix(link);
  }
  if (!live_qr_matrix_) {
    live_qr_ = false;
    return false;
  }
  const QrMatrix& m = *live_qr_matrix_;
  const float w = static_cast<float>(layout_.width), h = static_cast<float>(layout_.height);
  fill_rect({0, 0, w, h}, {0, 0, 0, 210});
  fill_rect({0, 0, w, h * 0.115f}, {28, 20, 14, 255});  // the caption's band: the header under it hidden
  const int modules = m.size + 8;  // a quiet zone of 4 modules each side
  const float cell = std::max(1.0f, std::floor(std::min(w, h * 0.84f) * 0.86f / static_cast<float>(modules)));
  const float total = cell * static_cast<float>(modules);
  const float x0 = std::floor((w - total) / 2), y0 = std::floor(h * 0.12f + (h * 0.86f - total) / 2);
  fill_rect({x0, y0, total, total}, {255, 255, 255, 255});
  for (int y = 0; y < m.size; ++y)
    for (int x = 0; x < m.size; ++x)
      if (m.at(x, y))
        fill_rect({x0 + static_cast<float>(x + 4) * cell, y0 + static_cast<float>(y + 4) * cell, cell, cell}, {0, 0, 0, 255});
  const float px = std::max(14.0f * pixel_ratio(), h * 0.03f);
  draw_message(tr(live_game_->phase() == LiveGame::Phase::AnswerReady ? "live.qr_answer" : "live.qr_invitation"),
               {0, h * 0.01f, w, h * 0.06f}, px, assets_.text_bold, {244, 232, 200, 255});
  draw_message(tr("live.qr_close"), {0, h * 0.06f, w, h * 0.05f}, px * 0.8f, assets_.text, {244, 232, 200, 255});
  return true;
}

bool App::live_qr_click() {
  if (!live_qr_) return false;
  live_qr_ = false;
  dirty_ = true;
  return true;
}

void App::live_event(int kind, const std::string& text) {
  dirty_ = true;
  if (kind == 6) {
    open_live_link(text, tr("live.from_address"));
    return;
  }
  if (!live_game_) return;
  LiveGame& g = *live_game_;
  switch (kind) {
    case 1:
      g.on_description(text);
      show_live_panel();
      return;
    case 2:
      g.on_open();
      close_overlay();
      show_live_game();
      show_game_notice(sentence(g.connection_text()) + " " + sentence(g.status()));
      return;
    case 3: {
      const remote::GameId before = g.id();
      const LiveGame::Rematch offered_before = g.rematch();
      const std::string why = g.on_message(text);
      if (!why.empty()) {
        show_record_notice({tr("live.refused_from", {{"who", g.opponent_shown()}}), {sentence(why), tr("live.unchanged")}});
        return;
      }
      if (g.id() != before) {  // another game, accepted on both
        show_rematch_started();
        return;
      }
      if (g.rematch() == LiveGame::Rematch::Offered && offered_before != LiveGame::Rematch::Offered) {
        const std::string rules = rule_text(g.rules(), "title");
        show_record_notice({tr("live.rematch_offer_title"),
                            {sentence(tr("live.rematch_offer", {{"who", g.opponent_shown()}, {"rules", rules},
                                                                {"side", side_word(g.rematch_side())}}))}},
                           {{kCloseOverlay, tr("live.rematch_not_now")}, {kRematchAccept, tr("live.rematch_play")}});
      }
      return;  // new steps are shown on the next frame (frame_work): a burst of messages, one redraw
    }
    case 4:
    case 5: {
      const LiveGame::Phase before = g.phase();
      if (kind == 5 && (before == LiveGame::Phase::Offering || before == LiveGame::Phase::Answering)) {
        show_live_panel(sentence(tr("live.not_prepared", {{"why", text}})));
        return;
      }
      g.on_closed(text);
      if (g.phase() == LiveGame::Phase::Disconnected && before != LiveGame::Phase::Disconnected) show_live_panel();
      return;
    }
    default: return;
  }
}

void App::open_live_link(const std::string& text, const std::string& from) {
  dirty_ = true;
  const remote::LiveCodeRead read = remote::decode_live_code(text);
  if (read.ok() && read.code->kind == remote::LiveCode::Kind::Answer) {
    if (!live_game_) {
      show_record_notice({tr("live.other_page"), {tr("live.other_page_why"), tr("link.came_from", {{"from", from}})}});
      return;
    }
    if (const std::string why = live_game_->take_answer(text); !why.empty()) {
      show_record_notice({tr("live.answer_refused"), {sentence(why), tr("link.came_from", {{"from", from}})}});
      return;
    }
    show_live_game();
    show_live_panel();
    return;
  }
  if (game_in_progress() && !live_game_ && !link_game_) {
    show_record_notice({tr("live.in_progress"), {tr("live.leave_first"), tr("live.nothing_changed")}});
    return;
  }
  if (!live_hooks_.available) {
    show_record_notice({tr("live.browser_only"), {tr("live.browser_only_link"), tr("link.came_from", {{"from", from}})}});
    return;
  }
  // Another game's invitation in the middle of a game with a friend: asked, not joined.
  const bool same_game = read.ok() && read.code->resume && live_game_ && read.code->game == live_game_->id();
  const bool mid_game = (live_game_ && !live_game_->over() && live_game_->stopped().empty()) ||
                        (link_game_ && !link_game_->over());
  if (read.ok() && mid_game && !same_game && pending_invitation_.empty()) {
    pending_invitation_ = text;
    pending_invitation_from_ = from;
    const std::string who = live_game_ ? live_game_->opponent_shown() : tr("live.your_friend");
    show_record_notice({tr("live.other_invitation_title"), {tr("live.other_invitation_why", {{"who", who}})}},
                       {{kOpenOtherInvitation, tr("live.open_other_invitation")}, {kLookAtBoard, tr("live.stay_in_game")}});
    return;
  }
  pending_invitation_.clear();
  // A new game: the guest says the name the host will see first. A game taken up again
  // already has it.
  if (read.ok() && !read.code->resume) {
    ask_name(NameFor::Guest, text, from);
    return;
  }
  join_live(text, from);
}

void App::join_live(const std::string& text, const std::string& from) {
  const std::string name = prefs_.get ? prefs_.get("name") : "";
  LiveGame::Opened o = LiveGame::open(text, name, keeper_storage_, live_hooks_.transport);
  if (!o.ok()) {
    std::string why = o.error;
    const std::string unchanged = " " + tr("live.nothing_changed");
    if (why.ends_with(unchanged)) why.resize(why.size() - unchanged.size());
    show_record_notice({o.title, {sentence(why), tr("link.came_from", {{"from", from}})}});
    return;
  }
  live_game_ = std::make_shared<LiveGame>(std::move(*o.game));
  show_live_game();
  show_live_panel();
}

std::string App::live_json() const {
  if (!live_game_) return "";
  const LiveGame& g = *live_game_;
  static constexpr const char* kPhases[] = {"offering", "waiting-for-answer", "answering", "answer-ready",
                                            "connecting", "connected", "disconnected"};
  std::string refusals;
  for (const std::string& r : g.refusals()) refusals += (refusals.empty() ? "\"" : ",\"") + json_escape(r) + "\"";
  return ",\"live\":{\"phase\":\"" + std::string(kPhases[static_cast<int>(g.phase())]) + "\",\"me\":\"" +
         (g.me() == kLight ? "light" : "dark") + "\",\"myTurn\":" + (g.my_turn() ? "true" : "false") +
         ",\"over\":" + (g.over() ? "true" : "false") + ",\"status\":\"" + json_escape(g.status()) +
         "\",\"opponent\":\"" + json_escape(g.opponent_name()) + "\",\"steps\":" + std::to_string(g.steps().size()) +
         ",\"decisions\":" + std::to_string(g.session().ledger().decisions()) +
         ",\"throw\":" + std::to_string(static_cast<int>(g.state().throw_outcome)) +
         ",\"link\":\"" + json_escape(g.link(link_hooks_.page)) + "\",\"refusals\":[" + refusals + "],\"problem\":\"" +
         json_escape(g.problem()) + "\",\"qr\":" +
         std::to_string(live_qr_ && live_qr_matrix_ ? live_qr_matrix_->size : 0) + ",\"rematch\":\"" +
         (g.rematch() == LiveGame::Rematch::Asked ? "asked" : g.rematch() == LiveGame::Rematch::Offered ? "offered" : "none") +
         "\",\"id\":\"" + remote::to_hex(g.id()) + "\"}";
}

}  // namespace ur
