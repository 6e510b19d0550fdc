// Play by link (sdl_correspondence.cpp): a service of the shell that outlives any screen.
// It holds the correspondence game on screen (correspondence.hpp) and the page's hooks
// for copying and sharing links; the game is shown on the ordinary game screen, every
// choice of the person played through it (take) and the board then shown again from its
// steps, so nothing but the link's game is ever on the board.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "core/record.hpp"
#include "ui/remote/correspondence.hpp"

namespace ur {

class App;

// The page's address (a link is it + "#g=CODE"), copying a link and (a browser with the
// Web Share API) sharing it.
struct LinkHooks {
  std::string page;
  std::function<bool(const std::string& text)> copy;
  std::function<bool(const std::string& link)> share;  // empty: no sharing here
};

class LinkPlay {
 public:
  explicit LinkPlay(App& app) : app_(app) {}

  void set_hooks(LinkHooks hooks) { hooks_ = std::move(hooks); }
  const LinkHooks& hooks() const { return hooks_; }
  // The game by link on screen (none: a game here).
  Correspondence* game() const { return game_.get(); }
  // Its buttons (false: not one of its), the person's choice played through it.
  bool button(int id);
  bool take(const Action& a);
  // A link or code opened (the page's fragment, a paste, ur --open-link): joins or resumes.
  void open(const std::string& text, const std::string& from);
  // Another game starts here: none by link is on screen until show_game says so.
  void game_started() { game_.reset(); }
  std::optional<GameRecord> record_of(const RuleSet& rules, const std::vector<Step>& steps) const;
  void json(std::string& out) const;  // ",\"link\":{...}" (nothing without a game by link)

  // Copy, Share and Paste on a remote game's panel, the same for a game by link and a live
  // one (live): the link copied or shared, a pasted text opened as a link of that kind.
  enum class LinkAction { Copy, Share, Paste };
  void link_action(LinkAction a, const std::string& link, bool live);
  // The set-up's rule set and side set to a game's, sides swapped (Play again with a friend
  // elsewhere: the other side's turn to start from the other end).
  void set_up_again_swapped(const RuleSet& rules, Side me);

 private:
  void start();
  void show_game();
  void show_panel(const std::string& note = "");

  App& app_;
  LinkHooks hooks_;
  std::shared_ptr<Correspondence> game_;
  bool guarantee_shown_ = false;  // what links can guarantee, told once
};

}  // namespace ur
