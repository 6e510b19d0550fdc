// A live game on screen (the game and what is kept: live.hpp; the connection:
// platform/live_bridge.cpp; the protocol: src/remote/, docs/remote.md). "A friend ·
// Online" on the set-up invites: a panel gives the invitation link (Copy, Share where the
// browser has it, Paste for the friend's answer); the friend's page, opened with it, gives
// the answer to send back; once connected the board is the game, each move shown on both
// screens as it is made, the status line says whose turn it is, the connection and the
// friend's name. A lost connection is told at once, with a New invitation that takes the
// same game up again. The panel, the QR code and the status: sdl_live_panel.cpp.
//
// As for a game by link, the board is the ordinary game screen with both sides persons:
// every choice of the person goes through the live game (take), and the screen is then
// shown again from its steps, so nothing but the live game is ever on the board.
#include <SDL.h>

#include "remote/live_signal.hpp"
#include "ui/describe.hpp"
#include "ui/sdl_app.hpp"

namespace ur {

void LivePlay::set_hooks(LiveHooks hooks) {
  hooks_ = std::move(hooks);
  refresh_continue();
}

bool LivePlay::button(int id) {
  const MenuState& menu = app_.menu_;
  if (id == kPlay && app_.screen() == ScreenKind::Menu && menu.opponent == 0 && menu.live) {
    start();
    return true;
  }
  if (id == kContinueLive) {
    continue_kept();
    return true;
  }
  if (!game_) return false;
  LiveGame& g = *game_;
  const std::string& page = app_.remote_.link.hooks().page;
  switch (id) {
    case kThrowButton:
      if (app_.screen() != ScreenKind::Game) return false;
      if (!g.my_turn()) {
        app_.show_game_notice(g.status());
        return true;
      }
      if (const std::string why = g.play(Action::special(ActionKind::Throw)); !why.empty()) {
        app_.show_game_notice(sentence(why));
        return true;
      }
      show_game();
      return true;
    case kCopyLiveCode: app_.remote_.link.link_action(LinkPlay::LinkAction::Copy, g.link(page), true); return true;
    case kShareLiveCode: app_.remote_.link.link_action(LinkPlay::LinkAction::Share, g.link(page), true); return true;
    case kPasteLiveCode: app_.remote_.link.link_action(LinkPlay::LinkAction::Paste, "", true); return true;
    case kNewInvitation:
      g.reinvite();
      show_panel();
      return true;
    case kShowLivePanel: show_panel(); return true;
    case kPlayAgain:
      if (app_.screen() != ScreenKind::Game || !g.over()) return false;
      play_again();
      return true;
    case kRematchAccept:
      app_.close_overlay();
      if (const std::string why = g.accept_rematch(); !why.empty()) app_.show_game_notice(sentence(why));
      else show_rematch_started();
      return true;
    case kShowLiveQr:
      qr_ = true;
      app_.dirty_ = true;
      return true;
    case kLookAtBoard:
      if (app_.screen() != ScreenKind::Game) return false;
      app_.close_overlay();
      pending_invitation_.clear();
      return true;
    case kOpenOtherInvitation: {
      app_.close_overlay();
      const std::string text = pending_invitation_, from = pending_invitation_from_;
      if (hooks_.transport.close) hooks_.transport.close();  // the game here is kept
      game_.reset();
      app_.remote_.link.game_started();  // (a game by link is kept the same way)
      open_link(text, from);
      return true;
    }
    case kLeaveStalled:
      g.leave_stalled();
      show_panel();  // disconnected: the game kept, a new invitation takes it up
      return true;
    default: return false;
  }
}

void LivePlay::start() {
  if (!hooks_.available) {
    app_.show_record_notice({tr("live.browser_only"), {tr("live.browser_only_why")}});
    return;
  }
  app_.remote_.name.ask(NamePrompt::For::Host);
}

void LivePlay::invite() {
  const auto sets = all_rule_sets();
  const RuleSet& r = sets[static_cast<std::size_t>(app_.menu_.rules)];
  const Side me = static_cast<Side>(app_.menu_.side);
  const std::string name = app_.prefs_.get ? app_.prefs_.get("name") : "";
  if (game_ && hooks_.transport.close) hooks_.transport.close();
  game_ = std::make_shared<LiveGame>(LiveGame::start(r, me, name, app_.keeper_storage_, hooks_.transport));
  show_game();
  show_panel();
}

// Play again after a live game: another game over the same connection (asked, or the
// friend's offer taken), or a fresh invitation when the connection is gone; and the new
// game shown once it starts on both.
void LivePlay::play_again() {
  LiveGame& g = *game_;
  if (g.phase() != LiveGame::Phase::Connected) {  // no connection: a fresh invitation, by link
    app_.remote_.link.set_up_again_swapped(g.rules(), g.me());
    start();
    return;
  }
  const remote::GameId before = g.id();
  if (const std::string why = g.ask_rematch(); !why.empty()) {
    app_.show_game_notice(sentence(why));
    return;
  }
  if (g.id() != before) {  // the friend had asked already: it starts now
    show_rematch_started();
    return;
  }
  const std::string rules = rule_text(g.rules(), "title");
  app_.show_record_notice({tr("live.rematch_asked_title"),
                           {sentence(tr("live.rematch_asked", {{"who", g.opponent_shown()}, {"rules", rules},
                                                               {"side", side_word(g.rematch_side())}}))}});
}

void LivePlay::show_rematch_started() {
  app_.close_overlay();
  show_game();
  refresh_continue();
  app_.show_game_notice(
      sentence(tr("live.rematch_started", {{"who", game_->opponent_shown()}, {"side", side_word(game_->me())}})));
}

void LivePlay::refresh_continue() {
  app_.menu_.continue_live_label.clear();
  kept_.reset();
  if (!hooks_.available || !app_.keeper_storage_.read) return;
  const std::vector<KeptLiveGame> kept = kept_live_games(app_.keeper_storage_);
  if (kept.empty()) return;
  const KeptLiveGame& k = kept.front();
  kept_ = k.id;
  // "Continue online with Ana": a long name is shortened to keep the label at full size
  // on a phone (unit-ui-start); the game itself says the rule set and the turn.
  const std::string who = shorten_name(k.opponent.empty() ? tr("live.your_friend") : k.opponent, 13);
  app_.menu_.continue_live_label = tr("live.continue_with", {{"who", who}});
}

// The start screen's Continue: the game on this page taken up, or the one kept, with a
// fresh invitation for the friend.
void LivePlay::continue_kept() {
  if (!kept_) return;
  if (game_ && game_->id() == *kept_) {  // the game on this page: back to it
    app_.show(ScreenKind::Game);
    if (game_->phase() == LiveGame::Phase::Disconnected) game_->reinvite();
    show_game();
    if (game_->phase() != LiveGame::Phase::Connected) show_panel();
    return;
  }
  const std::string name = app_.prefs_.get ? app_.prefs_.get("name") : "";
  if (game_ && hooks_.transport.close) hooks_.transport.close();
  LiveGame::Opened o = LiveGame::take_up(*kept_, name, app_.keeper_storage_, hooks_.transport);
  if (!o.ok()) {
    refresh_continue();
    app_.show_record_notice({o.title, {sentence(o.error)}});
    return;
  }
  game_ = std::make_shared<LiveGame>(std::move(*o.game));
  show_game();
  show_panel();
}

bool LivePlay::take(const Action& a) {
  if (!game_ || app_.screen() != ScreenKind::Game) return false;
  app_.put_away_choices();
  if (!game_->my_turn()) {
    app_.show_game_notice(game_->status());
    return true;
  }
  if (const std::string why = game_->play(a); !why.empty()) {
    app_.show_game_notice(sentence(why));
    return true;
  }
  show_game();
  return true;
}

void LivePlay::game_started() {
  if (showing_ || !game_) return;
  if (hooks_.transport.close) hooks_.transport.close();
  game_.reset();
}

void LivePlay::show_game() {
  const std::shared_ptr<LiveGame> g = game_;
  if (!g) return;
  Controller& game = app_.game_;
  // Steps added to the game shown (a move made here or by the friend, and the throws that
  // followed): shown one by one, rolling and sliding, like the computer's.
  const std::vector<Step>& steps = g->steps();
  const std::size_t shown = game.history().size() + game.queued_steps();
  if (app_.screen() == ScreenKind::Game && game.has_game() && !game.steps_refused() && shown_steps_ == shown &&
      shown <= steps.size() && game.rules().id == g->rules().id) {
    std::vector<HistoryItem> more;
    for (std::size_t i = shown; i < steps.size(); ++i) more.push_back({steps[i].chance, steps[i].outcome, steps[i].action, kLight});
    game.play_steps(more, app_.now_);
    shown_steps_ = steps.size();
    if (g->over()) refresh_continue();  // a game over is no longer offered
    if (!game.steps_refused()) {
      app_.dirty_ = true;
      return;
    }
  }
  const Controller::Resume r = resume_of(g->rules(), g->steps(), app_.seed_);
  const OverlayKind overlay_kind = app_.overlay();
  const std::shared_ptr<Screen> overlay_shown = app_.stack_.overlay_ptr();  // a panel or notice open stays open
  showing_ = true;
  const std::string error = app_.start_game(rules_notation(g->rules()), {"", ""}, app_.seed_, &r);
  game.set_remote_dice(true, app_.now_);
  showing_ = false;
  app_.stack_.open(overlay_kind, overlay_shown);
  game_ = g;
  app_.keeping_ = false;  // kept by live.hpp, never as the game to Continue
  shown_steps_ = g->steps().size();
  refresh_continue();
  if (!error.empty()) app_.show_game_notice(error);
  if (!g->storage_problem().empty()) app_.show_game_notice(g->storage_problem());
  app_.dirty_ = true;
}

void LivePlay::follow() {
  if (game_ && game_->steps().size() != shown_steps_) show_game();  // the friend's moves, once a frame
  // The friend stopped answering: the panel offers to leave.
  const bool stalled = game_ && game_->stalled();
  if (stalled && !stall_shown_ && app_.overlay() == OverlayKind::None) show_panel();
  stall_shown_ = stalled;
}

void LivePlay::event(int kind, const std::string& text) {
  app_.dirty_ = true;
  if (kind == 6) {
    open_link(text, tr("live.from_address"));
    return;
  }
  if (!game_) return;
  LiveGame& g = *game_;
  switch (kind) {
    case 1:
      g.on_description(text);
      show_panel();
      return;
    case 2:
      g.on_open();
      app_.close_overlay();
      show_game();
      app_.show_game_notice(sentence(g.connection_text()) + " " + sentence(g.status()));
      return;
    case 3: {
      const remote::GameId before = g.id();
      const LiveGame::Rematch offered_before = g.rematch();
      const std::string why = g.on_message(text);
      if (!why.empty()) {
        app_.show_record_notice({tr("live.refused_from", {{"who", g.opponent_shown()}}), {sentence(why), tr("live.unchanged")}});
        return;
      }
      if (g.id() != before) {  // another game, accepted on both
        show_rematch_started();
        return;
      }
      if (g.rematch() == LiveGame::Rematch::Offered && offered_before != LiveGame::Rematch::Offered) {
        const std::string rules = rule_text(g.rules(), "title");
        app_.show_record_notice({tr("live.rematch_offer_title"),
                                 {sentence(tr("live.rematch_offer", {{"who", g.opponent_shown()}, {"rules", rules},
                                                                     {"side", side_word(g.rematch_side())}}))}},
                                {{kCloseOverlay, tr("live.rematch_not_now")}, {kRematchAccept, tr("live.rematch_play")}});
      }
      return;  // new steps are shown on the next frame (follow): a burst of messages, one redraw
    }
    case 4:
    case 5: {
      const LiveGame::Phase before = g.phase();
      if (kind == 5 && (before == LiveGame::Phase::Offering || before == LiveGame::Phase::Answering)) {
        show_panel(sentence(tr("live.not_prepared", {{"why", text}})));
        return;
      }
      g.on_closed(text);
      if (g.phase() == LiveGame::Phase::Disconnected && before != LiveGame::Phase::Disconnected) show_panel();
      return;
    }
    default: return;
  }
}

void LivePlay::open_link(const std::string& text, const std::string& from) {
  app_.dirty_ = true;
  const remote::LiveCodeRead read = remote::decode_live_code(text);
  if (read.ok() && read.code->kind == remote::LiveCode::Kind::Answer) {
    if (!game_) {
      app_.show_record_notice({tr("live.other_page"), {tr("live.other_page_why"), tr("link.came_from", {{"from", from}})}});
      return;
    }
    if (const std::string why = game_->take_answer(text); !why.empty()) {
      app_.show_record_notice({tr("live.answer_refused"), {sentence(why), tr("link.came_from", {{"from", from}})}});
      return;
    }
    show_game();
    show_panel();
    return;
  }
  const Correspondence* by_link = app_.remote_.link.game();
  if (app_.game_in_progress() && !game_ && !by_link) {
    app_.show_record_notice({tr("live.in_progress"), {tr("live.leave_first"), tr("live.nothing_changed")}});
    return;
  }
  if (!hooks_.available) {
    app_.show_record_notice({tr("live.browser_only"), {tr("live.browser_only_link"), tr("link.came_from", {{"from", from}})}});
    return;
  }
  // Another game's invitation in the middle of a game with a friend: asked, not joined.
  const bool same_game = read.ok() && read.code->resume && game_ && read.code->game == game_->id();
  const bool mid_game = (game_ && !game_->over() && game_->stopped().empty()) || (by_link && !by_link->over());
  if (read.ok() && mid_game && !same_game && pending_invitation_.empty()) {
    pending_invitation_ = text;
    pending_invitation_from_ = from;
    const std::string who = game_ ? game_->opponent_shown() : tr("live.your_friend");
    app_.show_record_notice({tr("live.other_invitation_title"), {tr("live.other_invitation_why", {{"who", who}})}},
                            {{kOpenOtherInvitation, tr("live.open_other_invitation")}, {kLookAtBoard, tr("live.stay_in_game")}});
    return;
  }
  pending_invitation_.clear();
  // A new game: the guest says the name the host will see first. A game taken up again
  // already has it.
  if (read.ok() && !read.code->resume) {
    app_.remote_.name.ask(NamePrompt::For::Guest, text, from);
    return;
  }
  join(text, from);
}

void LivePlay::join(const std::string& text, const std::string& from) {
  const std::string name = app_.prefs_.get ? app_.prefs_.get("name") : "";
  LiveGame::Opened o = LiveGame::open(text, name, app_.keeper_storage_, hooks_.transport);
  if (!o.ok()) {
    std::string why = o.error;
    const std::string unchanged = " " + tr("live.nothing_changed");
    if (why.ends_with(unchanged)) why.resize(why.size() - unchanged.size());
    app_.show_record_notice({o.title, {sentence(why), tr("link.came_from", {{"from", from}})}});
    return;
  }
  game_ = std::make_shared<LiveGame>(std::move(*o.game));
  show_game();
  show_panel();
}

ThrowBy RemotePlay::throw_by() const {
  if (app_.screen() != ScreenKind::Game) return ThrowBy::Player;
  if (const LiveGame* g = live.game()) return g->my_turn() || g->over() ? ThrowBy::Live : ThrowBy::LiveFriendsTurn;
  if (const Correspondence* g = link.game(); g && !g->my_turn()) return ThrowBy::FriendsLink;
  return ThrowBy::Player;
}

}  // namespace ur
