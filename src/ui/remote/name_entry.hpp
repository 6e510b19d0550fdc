// The player's name: typed once in a dialog before a game online (sdl_name_entry.cpp),
// remembered, and carried to the friend in the live code (at most kNameBytes bytes of
// UTF-8). Pure C++: what a name may hold is tested without SDL.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

namespace ur {

inline constexpr std::size_t kNameBytes = 32;  // what a live code carries (remote/live_signal)

// A name as kept and shown: control characters and malformed bytes dropped, spaces at
// either end trimmed, cut after the last whole character within kNameBytes.
std::string clean_player_name(std::string_view utf8);

// At most max_chars characters of a name, the cut marked with an ellipsis ("Alexandr…"),
// never in the middle of a character.
std::string shorten_name(std::string_view utf8, std::size_t max_chars);

// The text in the name field as it is typed. `drawable` says which characters the game's
// font can show: others are refused as they are typed, so what is seen is what is sent.
class NameEntry {
 public:
  void start(std::string_view initial, std::function<bool(char32_t)> drawable = {});
  // Characters typed (a desktop's text input); those that do not fit are dropped.
  void type(std::string_view utf8);
  // The whole field at once (a browser's own input field).
  void set(std::string_view utf8);
  void erase_last();
  const std::string& text() const { return text_; }
  // The name to keep: the text cleaned; empty if nothing but spaces was typed.
  std::string name() const { return clean_player_name(text_); }

 private:
  std::string text_;
  std::function<bool(char32_t)> drawable_;
};

// The platform's field to type into (platform/text_field): a browser lays an <input> of
// the page over the field the game draws, so a phone's keyboard, accents and input methods
// work, and hands its text back every frame. Empty functions (the desktop): the game
// takes SDL's text input itself.
struct TextFieldHooks {
  // Where the field is, in CSS pixels; its text; what a screen reader calls it.
  std::function<void(float x, float y, float w, float h, const std::string& text, const std::string& label)> show;
  std::function<std::string()> text;
  std::function<int()> take_key;  // 1: Enter, 2: Escape, 0: neither since the last call
  std::function<void()> hide;
};

}  // namespace ur
