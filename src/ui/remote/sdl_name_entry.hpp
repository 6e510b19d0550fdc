// The player's name before a game online (sdl_name_entry.cpp): asked in a dialog with a
// field (the remembered name in it), typed, kept in prefs "name"; then the invitation is
// made (host) or answered (guest: the link and where it came from kept meanwhile), or the
// name only kept (settings). A service of the shell: the dialog (OverlayKind::Name) asks
// it for its words, its field and its keys.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "ui/remote/name_entry.hpp"
#include "ui/screens.hpp"

namespace ur {

class App;

class NamePrompt {
 public:
  enum class For { Host, Guest, Settings };
  explicit NamePrompt(App& app) : app_(app) {}

  void set_text_field(TextFieldHooks hooks) { text_field_ = std::move(hooks); }
  void ask(For purpose, std::string link = "", std::string from = "");
  // The name typed so far, cleaned (empty: none yet).
  std::string name() const { return entry_.name(); }
  void dialog(std::string& heading, std::string& body, std::vector<std::pair<int, std::string>>& buttons) const;
  void draw_field(const DialogLayout& d) const;
  void follow();  // every frame: the page's field read, its Enter and Esc taken
  void typed(const char* utf8);  // SDL's text input (the desktop)
  bool key(std::int32_t k);
  bool button(int id);
  std::string json() const;

 private:
  void done(bool confirmed);

  App& app_;
  TextFieldHooks text_field_;
  NameEntry entry_;
  For for_ = For::Host;
  std::string link_, link_from_;  // the invitation waiting for the guest's name
};

}  // namespace ur
