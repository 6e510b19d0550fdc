// A correspondence game by link on screen (the game and what is kept: correspondence.hpp;
// the protocol: src/remote/, docs/remote.md). "A friend · By link" on the set-up starts
// one; after each turn a panel gives the link to send (Copy link, Share where the browser
// has it, Paste for the answer), tells once what links can guarantee about the dice, and
// says what the game waits for. A link or code opened (the page's #g=, a paste, a drop,
// ur --open-link) joins or resumes its game; one refused shows why, and nothing changes.
//
// The board is the ordinary game screen with both sides played by persons: every choice
// of the person goes through the game by link (link_take), and the screen is then shown
// again from its steps, so nothing but the link's game is ever on the board.
#include <SDL.h>

#include <cctype>

#include "remote/session.hpp"
#include "ui/correspondence.hpp"
#include "ui/describe.hpp"
#include "ui/language.hpp"
#include "ui/sdl_app.hpp"
#include "ui/saved_game.hpp"

namespace ur {
namespace {


}  // namespace

bool App::link_button(int id) {
  if (id == kPlay && screen() == ScreenKind::Menu && menu_.opponent == 0 && menu_.by_link) {
    start_by_link();
    return true;
  }
  if (!link_game_ || screen() != ScreenKind::Game) return false;
  Correspondence& g = *link_game_;
  switch (id) {
    case kThrowButton:
      if (!g.my_turn()) {
        show_link_panel();
        return true;
      }
      if (const std::string why = g.play(Action::special(ActionKind::Throw)); !why.empty()) {
        show_game_notice(why);
        return true;
      }
      show_link_game();
      if (!g.my_turn()) show_link_panel();  // the throw ended the turn (nothing to move)
      return true;
    case kCopyGameLink: remote_link_action(LinkAction::Copy, g.link(link_hooks_.page), false); return true;
    case kShareGameLink: remote_link_action(LinkAction::Share, g.link(link_hooks_.page), false); return true;
    case kPasteGameLink: remote_link_action(LinkAction::Paste, "", false); return true;
    case kLookAtBoard: close_overlay(); return true;
    case kShowGameLink: show_link_panel(); return true;
    case kPlayAgain:  // a new game by link, sides swapped: its first link for the friend
      if (game_.stage() != Stage::Over) return false;
      set_up_again_swapped(g.rules(), g.me());
      start_by_link();
      return true;
    default: return false;
  }
}

void App::remote_link_action(LinkAction a, const std::string& link, bool live) {
  switch (a) {
    case LinkAction::Copy: {
      const bool copied = link_hooks_.copy && link_hooks_.copy(link);
      if (live) show_live_panel(tr(copied ? "live.copied" : "live.not_copied"));
      else show_link_panel(tr(copied ? "link.copied" : "link.not_copied"));
      return;
    }
    case LinkAction::Share:
      close_overlay();
      if (link_hooks_.share) link_hooks_.share(link);
      return;
    case LinkAction::Paste:
      close_overlay();
      if (!record_files_.paste) return;
      if (const auto text = record_files_.paste()) {
        if (live) open_live_link(*text, tr("record.from_clipboard"));
        else open_record_text(*text, tr("record.from_clipboard"));
      }
      return;
  }
}

void App::set_up_again_swapped(const RuleSet& rules, Side me) {
  const auto sets = all_rule_sets();
  for (std::size_t i = 0; i < sets.size(); ++i)
    if (sets[i].id == rules.id) menu_.rules = static_cast<int>(i);
  menu_.side = static_cast<int>(opponent(me));
}

void App::start_by_link() {
  const auto sets = all_rule_sets();
  const RuleSet& r = sets[static_cast<std::size_t>(menu_.rules)];
  const Side me = static_cast<Side>(menu_.side);
  link_game_ = std::make_shared<Correspondence>(Correspondence::start(r, me, keeper_storage_));
  link_guarantee_shown_ = false;
  show_link_game();
  show_link_panel();
}

bool App::link_take(const Action& a) {
  if (!link_game_ || screen() != ScreenKind::Game) return false;
  offered_.clear();
  offered_pick_ = -1;
  cursor_ = -1;
  if (!link_game_->my_turn()) {
    show_link_panel();
    return true;
  }
  if (const std::string why = link_game_->play(a); !why.empty()) {
    show_game_notice(why);
    return true;
  }
  show_link_game();
  if (!link_game_->my_turn()) show_link_panel();
  return true;
}

void App::show_link_game() {
  const std::shared_ptr<Correspondence> g = link_game_;
  const Controller::Resume r = resume_of(g->rules(), g->steps(), seed_);
  const std::string error = start_game(rules_notation(g->rules()), {"", ""}, seed_, &r);
  link_game_ = g;     // start_game forgets any game by link: this one is on screen
  keeping_ = false;   // kept by link (correspondence.hpp), never as the game to Continue
  if (!error.empty()) show_game_notice(error);
  if (!g->storage_problem().empty()) show_game_notice(g->storage_problem());
  dirty_ = true;
}

void App::show_link_panel(const std::string& note) {
  if (!link_game_) return;
  const Correspondence& g = *link_game_;
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
  lines.push_back(tr("link.length", {{"n", static_cast<int>(g.link(link_hooks_.page).size())}, {"code", short_code("#g=", code)}}));
  if (!link_guarantee_shown_) {
    lines.push_back(std::string(remote::guarantee_text(remote::Mode::Correspondence)));
    link_guarantee_shown_ = true;
  }
  if (!note.empty() && !joined) lines.push_back(note);
  const bool phone = phone_width();
  std::vector<std::pair<int, std::string>> buttons{{kLookAtBoard, tr("review.board")}};
  if (!phone || !link_hooks_.share) buttons.push_back({kPasteGameLink, tr("record.paste")});
  if (link_hooks_.share) buttons.push_back({kShareGameLink, tr("link.share")});
  buttons.push_back({kCopyGameLink, tr("link.copy")});
  show_record_notice({title, lines}, std::move(buttons));
}

void App::open_game_link(const std::string& text, const std::string& from) {
  dirty_ = true;
  if (game_in_progress() && !link_game_) {
    show_record_notice({tr("records.game_in_progress"), {tr("link.leave_first"), tr("dialog.nothing_changed")}});
    return;
  }
  Correspondence::Opened o = Correspondence::open(text, keeper_storage_);
  if (!o.ok()) {
    // "The link is damaged …." then where it came from, and that nothing changed.
    std::string why = o.error;
    const std::string unchanged = " " + tr("dialog.nothing_changed");
    if (why.ends_with(unchanged)) why.resize(why.size() - unchanged.size());
    why = capitalised(why);
    if (!why.empty() && why.back() != '.') why += '.';
    show_record_notice({o.title, {why, tr("link.came_from", {{"from", from}})}});
    return;
  }
  const bool same = link_game_ && link_game_->session().ledger().setup().id == o.game->session().ledger().setup().id;
  link_game_ = std::make_shared<Correspondence>(std::move(*o.game));
  if (!same) link_guarantee_shown_ = false;
  show_link_game();
  if (o.joined) {
    show_link_panel(tr("link.joined_as", {{"side", side_word(link_game_->me())}}));
  } else if (!link_game_->my_turn()) {
    show_link_panel();
  } else {
    std::vector<std::string> lines{link_game_->status() + (o.news ? " " + tr("link.friend_moves") : std::string())};
    if (!link_guarantee_shown_) {
      lines.push_back(std::string(remote::guarantee_text(remote::Mode::Correspondence)));
      link_guarantee_shown_ = true;
    }
    show_record_notice({tr("game.status.your_turn"), lines}, {{kCloseOverlay, tr("start.play")}});
  }
}

std::string App::link_json() const {
  if (!link_game_) return "";
  const Correspondence& g = *link_game_;
  return ",\"link\":{\"me\":\"" + std::string(g.me() == kLight ? "light" : "dark") + "\",\"myTurn\":" +
         (g.my_turn() ? "true" : "false") + ",\"over\":" + (g.over() ? "true" : "false") + ",\"status\":\"" +
         json_escape(g.status()) + "\",\"steps\":" + std::to_string(g.steps().size()) + ",\"url\":\"" +
         json_escape(g.link(link_hooks_.page)) + "\"}";
}

}  // namespace ur
