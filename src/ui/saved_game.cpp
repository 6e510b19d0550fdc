#include "ui/saved_game.hpp"

#include <algorithm>
#include <charconv>
#include <sstream>
#include <vector>

#include "core/words.hpp"
#include "ui/language.hpp"

namespace ur {
namespace {

bool to_u64(std::string_view text, std::uint64_t& out) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size();
}

bool to_int(std::string_view text, int lo, int hi, int& out) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size() && out >= lo && out <= hi;
}

// The header: the lines before "ur-save", each "key value...".
struct Header {
  int version = 0;
  std::vector<std::pair<int, std::vector<std::string_view>>> lines;  // line number, words
  std::size_t body_offset = std::string_view::npos;                  // where "ur-save" starts
  std::string error;
};

Header read_header(std::string_view text) {
  Header h;
  std::size_t pos = 0;
  int number = 0;
  while (pos < text.size()) {
    const std::size_t eol = text.find('\n', pos);
    const std::string_view line = text.substr(pos, eol == std::string_view::npos ? std::string_view::npos : eol - pos);
    ++number;
    const std::vector<std::string_view> w = split_words(line);
    if (number == 1) {
      if (w.size() != 2 || w[0] != "ur-game" || !to_int(w[1], 1, 1000000, h.version)) {
        h.error = "line 1: not a saved game (it must start with 'ur-game " + std::to_string(kSavedGameVersion) + "')";
        return h;
      }
      if (h.version > kSavedGameVersion) {
        h.error = "it was saved by a newer version of the game (save version " + std::to_string(h.version) +
                  "; this one reads version " + std::to_string(kSavedGameVersion) + ")";
        return h;
      }
    } else if (!w.empty() && w[0] == "ur-save") {
      h.body_offset = pos;
      return h;
    } else if (!w.empty() && w[0][0] != '#') {
      h.lines.push_back({number, w});
    }
    if (eol == std::string_view::npos) break;
    pos = eol + 1;
  }
  h.error = number == 0 ? "not a saved game: it is empty"
                        : "line " + std::to_string(number) + ": the save ends before its game (no 'ur-save' line)";
  return h;
}

// "revision" and "tab" of a saved text, without reading the game (0, "" if unreadable).
std::pair<std::uint64_t, std::string> owner_of(std::string_view text) {
  const Header h = read_header(text);
  std::uint64_t revision = 0;
  std::string tab;
  for (const auto& [number, w] : h.lines) {
    if (w.size() == 2 && w[0] == "revision") to_u64(w[1], revision);
    if (w.size() == 2 && w[0] == "tab") tab = w[1] == "-" ? "" : std::string(w[1]);
  }
  return {revision, tab};
}

}  // namespace

std::string write_saved_game(const SavedGame& g) {
  std::ostringstream out;
  out << "ur-game " << kSavedGameVersion << "\n";
  out << "# The game in progress, kept to be continued (docs/saves.md).\n";
  out << "revision " << g.revision << "\n";
  out << "tab " << (g.tab.empty() ? "-" : g.tab) << "\n";
  out << "seed " << g.seed << "\n";
  out << "light " << (g.players[0].empty() ? "human" : g.players[0]) << "\n";
  out << "dark " << (g.players[1].empty() ? "human" : g.players[1]) << "\n";
  out << "dice-generator " << g.dice_generator << "\n";
  if (g.dice_shown) {
    out << "dice shown " << g.shown_outcome;
    for (int f : g.dice) out << " " << f;
    out << "\n";
  } else {
    out << "dice hidden\n";
  }
  out << "hints " << (g.hints ? "on" : "off") << "\n";
  const RecordText body = write_save(g.record);
  if (!body.ok()) return {};
  out << *body.text;
  return out.str();
}

SavedGameParse read_saved_game(std::string_view text) {
  SavedGameParse res;
  const Header h = read_header(text);
  if (!h.error.empty()) {
    res.error = h.error;
    return res;
  }
  SavedGame g;
  bool have_generator = false, have_dice = false, have_players[2] = {false, false};
  for (const auto& [number, w] : h.lines) {
    auto fail = [&res, number = number](const std::string& why) {
      res.error = "line " + std::to_string(number) + ": " + why;
      return res;
    };
    const std::string_view key = w[0];
    if (key == "revision") {
      if (w.size() != 2 || !to_u64(w[1], g.revision)) return fail("the revision must be a whole number");
    } else if (key == "tab") {
      if (w.size() != 2) return fail("the tab must be one word");
      g.tab = w[1] == "-" ? "" : std::string(w[1]);
    } else if (key == "seed") {
      if (w.size() != 2 || !to_u64(w[1], g.seed)) return fail("the seed must be a whole number");
    } else if (key == "light" || key == "dark") {
      if (w.size() != 2) return fail("a player must be one word ('human' or a computer level)");
      const int side = key == "light" ? 0 : 1;
      g.players[static_cast<std::size_t>(side)] = w[1] == "human" ? "" : std::string(w[1]);
      have_players[side] = true;
    } else if (key == "dice-generator") {
      if (w.size() != 2 || !to_u64(w[1], g.dice_generator)) return fail("the dice generator must be a whole number");
      have_generator = true;
    } else if (key == "dice") {
      if (w.size() == 2 && w[1] == "hidden") {
        g.dice_shown = false;
      } else if (w.size() == 9 && w[1] == "shown") {
        if (!to_int(w[2], 0, 6, g.shown_outcome)) return fail("the throw shown must be 0 to 6");
        for (std::size_t i = 0; i < 6; ++i)
          if (!to_int(w[3 + i], 0, 6, g.dice[i])) return fail("each die shown must be 0 to 6");
        g.dice_shown = true;
      } else {
        return fail("'dice' must be 'hidden' or 'shown', the throw and six faces");
      }
      have_dice = true;
    } else if (key == "hints") {
      if (w.size() != 2 || (w[1] != "on" && w[1] != "off")) return fail("'hints' must be 'on' or 'off'");
      g.hints = w[1] == "on";
    } else {
      return fail("unknown line '" + std::string(key) + "'");
    }
  }
  if (!have_generator) res.error = "the save has no 'dice-generator' line";
  else if (!have_dice) res.error = "the save has no 'dice' line";
  else if (!have_players[0] || !have_players[1]) res.error = "the save does not say who plays light and dark";
  if (!res.error.empty()) return res;
  // The game itself: every throw and action replayed through the rules.
  const std::string_view body = text.substr(h.body_offset);
  const RecordParse rec = load_save(body);
  if (!rec.ok()) {
    // Line numbers count from the top of the whole save.
    const int before = static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(h.body_offset), '\n'));
    res.error = rec.line > 0 ? "line " + std::to_string(rec.line + before) + ": " + rec.error : rec.error;
    return res;
  }
  g.record = *rec.record;
  res.state = rec.state;
  res.game = std::move(g);
  return res;
}

GameKeeper::Found GameKeeper::find() {
  Found found;
  const std::optional<std::string> text = storage_.read(kName);
  if (!text) {
    adopt(std::nullopt);
    return found;
  }
  SavedGameParse p = read_saved_game(*text);
  if (p.ok()) {
    adopt(p.game);
    found.game = std::move(p.game);
    return found;
  }
  // Kept aside under the first free name, then (only once it is safely there) removed.
  std::string aside;
  for (int n = 1; n < 1000 && aside.empty(); ++n) {
    const std::string name = std::string(kName) + "-unreadable-" + std::to_string(n);
    if (!storage_.read(name) && storage_.write(name, *text)) aside = name;
  }
  if (!aside.empty()) {
    storage_.remove(kName);
    adopt(std::nullopt);
    found.problem = tr("save.unreadable_aside", {{"why", p.error}, {"name", aside}});
  } else {
    blocked_ = true;  // never write over it
    found.problem = tr("save.unreadable_left", {{"why", p.error}});
  }
  return found;
}

bool GameKeeper::taken_by_another_tab() {
  const std::optional<std::string> text = storage_.read(kName);
  if (!text) return false;  // nothing there (or finished elsewhere): nothing to overwrite
  const auto [revision, tab] = owner_of(*text);
  return revision != known_ || tab != known_tab_;
}

std::string GameKeeper::save(SavedGame game) {
  if (blocked_) return tr("save.not_saved");
  if (taken_by_another_tab()) {
    blocked_ = true;
    return tr("save.other_tab");
  }
  game.revision = known_ + 1;
  game.tab = tab_;
  const std::string text = write_saved_game(game);
  if (text.empty() || !storage_.write(kName, text)) return tr("save.failed");
  known_ = game.revision;
  known_tab_ = tab_;
  return {};
}

void GameKeeper::forget() {
  if (blocked_ || taken_by_another_tab()) return;
  storage_.remove(kName);
  known_ = 0;
  known_tab_.clear();
}

}  // namespace ur
