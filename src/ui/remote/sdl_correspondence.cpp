// A correspondence game by link on screen (the game and what is kept: correspondence.hpp;
// the protocol: src/remote/, docs/remote.md). "A friend · By link" on the set-up starts
// one; after each turn a panel gives the link to send (Copy link, Share where the browser
// has it, Paste for the answer), tells once what links can guarantee about the dice, and
// says what the game waits for. A link or code opened (the page's #g=, a paste, a drop,
// ur --open-link) joins or resumes its game; one refused shows why, and nothing changes.
//
// The board is the ordinary game screen with both sides played by persons: every choice
// of the person goes through the game by link (take), and the screen is then shown again
// from its steps, so nothing but the link's game is ever on the board.
#include <SDL.h>

#include "core/side_names.hpp"
#include "remote/remote_record.hpp"
#include "remote/session.hpp"
#include "ui/describe.hpp"
#include "ui/language.hpp"
#include "ui/sdl_app.hpp"

namespace ur {

bool LinkPlay::button(int id) {
  if (id == kPlay && app_.screen() == ScreenKind::Menu && app_.menu_.opponent == 0 && app_.menu_.by_link) {
    start();
    return true;
  }
  if (!game_ || app_.screen() != ScreenKind::Game) return false;
  Correspondence& g = *game_;
  switch (id) {
    case kThrowButton:
      if (!g.my_turn()) {
        show_panel();
        return true;
      }
      if (const std::string why = g.play(Action::special(ActionKind::Throw)); !why.empty()) {
        app_.show_game_notice(why);
        return true;
      }
      show_game();
      if (!g.my_turn()) show_panel();  // the throw ended the turn (nothing to move)
      return true;
    case kCopyGameLink: link_action(LinkAction::Copy, g.link(hooks_.page), false); return true;
    case kShareGameLink: link_action(LinkAction::Share, g.link(hooks_.page), false); return true;
    case kPasteGameLink: link_action(LinkAction::Paste, "", false); return true;
    case kLookAtBoard: app_.close_overlay(); return true;
    case kShowGameLink: show_panel(); return true;
    case kPlayAgain:  // a new game by link, sides swapped: its first link for the friend
      if (app_.game_.stage() != Stage::Over) return false;
      set_up_again_swapped(g.rules(), g.me());
      start();
      return true;
    default: return false;
  }
}

void LinkPlay::link_action(LinkAction a, const std::string& link, bool live) {
  switch (a) {
    case LinkAction::Copy: {
      const bool copied = hooks_.copy && hooks_.copy(link);
      if (live) app_.remote_.live.show_panel(tr(copied ? "live.copied" : "live.not_copied"));
      else show_panel(tr(copied ? "link.copied" : "link.not_copied"));
      return;
    }
    case LinkAction::Share:
      app_.close_overlay();
      if (hooks_.share) hooks_.share(link);
      return;
    case LinkAction::Paste:
      app_.close_overlay();
      if (!app_.record_files_.paste) return;
      if (const auto text = app_.record_files_.paste()) {
        if (live) app_.remote_.live.open_link(*text, tr("record.from_clipboard"));
        else app_.open_record_text(*text, tr("record.from_clipboard"));
      }
      return;
  }
}

void LinkPlay::set_up_again_swapped(const RuleSet& rules, Side me) {
  const auto sets = all_rule_sets();
  for (std::size_t i = 0; i < sets.size(); ++i)
    if (sets[i].id == rules.id) app_.menu_.rules = static_cast<int>(i);
  app_.menu_.side = static_cast<int>(opponent(me));
}

void LinkPlay::start() {
  const auto sets = all_rule_sets();
  const RuleSet& r = sets[static_cast<std::size_t>(app_.menu_.rules)];
  const Side me = static_cast<Side>(app_.menu_.side);
  game_ = std::make_shared<Correspondence>(Correspondence::start(r, me, app_.keeper_storage_));
  guarantee_shown_ = false;
  show_game();
  show_panel();
}

bool LinkPlay::take(const Action& a) {
  if (!game_ || app_.screen() != ScreenKind::Game) return false;
  app_.put_away_choices();
  if (!game_->my_turn()) {
    show_panel();
    return true;
  }
  if (const std::string why = game_->play(a); !why.empty()) {
    app_.show_game_notice(why);
    return true;
  }
  show_game();
  if (!game_->my_turn()) show_panel();
  return true;
}

void LinkPlay::show_game() {
  const std::shared_ptr<Correspondence> g = game_;
  const Controller::Resume r = resume_of(g->rules(), g->steps(), app_.seed_);
  const std::string error = app_.start_game(rules_notation(g->rules()), {"", ""}, app_.seed_, &r);
  game_ = g;              // start_game forgets any game by link: this one is on screen
  app_.keeping_ = false;  // kept by link (correspondence.hpp), never as the game to Continue
  if (!error.empty()) app_.show_game_notice(error);
  if (!g->storage_problem().empty()) app_.show_game_notice(g->storage_problem());
  app_.dirty_ = true;
}

void LinkPlay::show_panel(const std::string& note) {
  if (!game_) return;
  const Correspondence& g = *game_;
  const std::string code = g.code();
  std::vector<std::string> lines;
  const bool joined = note.starts_with(tr("link.joined"));
  std::string title;
  if (g.over()) {
    title = tr("review.game_over");
    lines.push_back(g.status());
    lines.push_back(tr("link.send_last"));
  } else if (g.my_turn()) {
    title = tr("game.status.your_turn");
    lines.push_back((joined ? note + " " : std::string()) + g.status() + " " + tr("link.play_turn"));
  } else {
    title = tr(g.session().ledger().started() ? "link.send" : "link.invite");
    // First what just happened (joining), then what to do.
    lines.push_back(joined ? note + " " + tr("link.send_back_how") : tr("link.send_how"));
    lines.push_back(g.status());
  }
  lines.push_back(tr("link.length", {{"n", static_cast<int>(g.link(hooks_.page).size())}, {"code", short_code("#g=", code)}}));
  if (!guarantee_shown_) {
    lines.push_back(std::string(remote::guarantee_text(remote::Mode::Correspondence)));
    guarantee_shown_ = true;
  }
  if (!note.empty() && !joined) lines.push_back(note);
  const bool phone = app_.phone_width();
  std::vector<std::pair<int, std::string>> buttons{{kLookAtBoard, tr("review.board")}};
  if (!phone || !hooks_.share) buttons.push_back({kPasteGameLink, tr("record.paste")});
  if (hooks_.share) buttons.push_back({kShareGameLink, tr("link.share")});
  buttons.push_back({kCopyGameLink, tr("link.copy")});
  app_.show_record_notice({title, lines}, std::move(buttons));
}

void LinkPlay::open(const std::string& text, const std::string& from) {
  app_.dirty_ = true;
  if (app_.game_in_progress() && !game_) {
    app_.show_record_notice({tr("records.game_in_progress"), {tr("link.leave_first"), tr("dialog.nothing_changed")}});
    return;
  }
  Correspondence::Opened o = Correspondence::open(text, app_.keeper_storage_);
  if (!o.ok()) {
    // "The link is damaged …." then where it came from, and that nothing changed.
    std::string why = o.error;
    const std::string unchanged = " " + tr("dialog.nothing_changed");
    if (why.ends_with(unchanged)) why.resize(why.size() - unchanged.size());
    why = capitalised(why);
    if (!why.empty() && why.back() != '.') why += '.';
    app_.show_record_notice({o.title, {why, tr("link.came_from", {{"from", from}})}});
    return;
  }
  const bool same = game_ && game_->session().ledger().setup().id == o.game->session().ledger().setup().id;
  game_ = std::make_shared<Correspondence>(std::move(*o.game));
  if (!same) guarantee_shown_ = false;
  show_game();
  if (o.joined) {
    show_panel(tr("link.joined_as", {{"side", side_word(game_->me())}}));
  } else if (!game_->my_turn()) {
    show_panel();
  } else {
    std::vector<std::string> lines{game_->status() + (o.news ? " " + tr("link.friend_moves") : std::string())};
    if (!guarantee_shown_) {
      lines.push_back(std::string(remote::guarantee_text(remote::Mode::Correspondence)));
      guarantee_shown_ = true;
    }
    app_.show_record_notice({tr("game.status.your_turn"), lines}, {{kCloseOverlay, tr("start.play")}});
  }
}

std::optional<GameRecord> LinkPlay::record_of(const RuleSet& rules, const std::vector<Step>& steps) const {
  if (!game_ || game_->rules().id != rules.id || game_->rules().pieces != rules.pieces || game_->steps() != steps)
    return std::nullopt;
  const remote::Session& s = game_->session();
  return remote::remote_record(s.ledger(), {}, {s.keys(), s.moves_signatures()});
}

void LinkPlay::json(std::string& out) const {
  if (!game_) return;
  const Correspondence& g = *game_;
  out += ",\"link\":{\"me\":\"" + side_id(g.me()) + "\",\"myTurn\":" +
         (g.my_turn() ? "true" : "false") + ",\"over\":" + (g.over() ? "true" : "false") + ",\"status\":\"" +
         json_escape(g.status()) + "\",\"steps\":" + std::to_string(g.steps().size()) + ",\"url\":\"" +
         json_escape(g.link(hooks_.page)) + "\"}";
}

}  // namespace ur
