// Remote play: the shell's services for games with a friend elsewhere (docs/ui.md), which
// outlive any screen: live play over a connection (sdl_live.hpp), play by link
// (sdl_link.hpp) and the player's name asked before a game online (sdl_name_entry.hpp).
// The shell asks them first for a button and for the person's choice in a game, and for
// their part of the tests' JSON (sdl_remote.cpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "ui/remote/sdl_link.hpp"
#include "ui/remote/sdl_live.hpp"
#include "ui/remote/sdl_name_entry.hpp"

namespace ur {

class App;

class RemotePlay {
 public:
  explicit RemotePlay(App& app) : live(app), link(app), name(app), app_(app) {}

  LivePlay live;
  LinkPlay link;
  NamePrompt name;

  // A button of a game with a friend elsewhere pressed (false: none of theirs; the name's
  // dialog answers first, name.button); the person's choice in such a game, played
  // through it (false: not such a game).
  bool button(int id) { return link.button(id) || live.button(id); }
  bool take(const Action& a) { return link.take(a) || live.take(a); }
  // Another game starts here (App::start_game).
  void game_started() {
    link.game_started();
    live.game_started();
  }
  // Who throws in the game on screen (live, by link, the person).
  ThrowBy throw_by() const;
  // The record of the live or by-link game on screen when `steps` are its steps, else none.
  std::optional<GameRecord> record_of(const RuleSet& rules, const std::vector<Step>& steps) const {
    if (auto r = live.record_of(rules, steps)) return r;
    return link.record_of(rules, steps);
  }
  void json(std::string& out) const {
    link.json(out);
    live.json(out);
  }

 private:
  App& app_;
};

}  // namespace ur
