// The game's SDL2 front end: owns the assets, the layout and the screens (start menu, game,
// result, how-to-play and keyboard help), turns mouse, touch and keys into game input, and
// draws each frame. The platform layer (src/platform/main.cpp) only creates the window and
// drives App from its native or browser main loop.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "audio/sound_settings.hpp"
#include "common/json.hpp"  // json_escape: the tests' view of the screen
#include "perfect/table_cache.hpp"
#include "ui/controller.hpp"
#include "ui/hints.hpp"
#include "ui/language.hpp"
#include "ui/history.hpp"
#include "ui/layout.hpp"
#include "ui/net_library.hpp"
#include "ui/path_guide.hpp"
#include "ui/record_io.hpp"
#include "ui/remote/sdl_remote.hpp"
#include "ui/screens/dialogs/sdl_dialogs.hpp"
#include "ui/screens/records/records_screen.hpp"
#include "ui/saved_game.hpp"
#include "ui/screens.hpp"
#include "ui/sdl_assets.hpp"
#include "ui/screens/settings/settings.hpp"
#include "ui/screens/start/start_screen.hpp"
#include "ui/shell/drag_scroll.hpp"
#include "ui/shell/frame_times.hpp"
#include "ui/shell/sdl_game_sound.hpp"
#include "ui/shell/sdl_game_voice.hpp"
#include "ui/shell/screen.hpp"
#include "ui/tour.hpp"

namespace ur {

// The local date and time, "2026-11-25 09:05" (a game kept, a record exported).
std::string local_time_text();

class GameScreen;

class App {
 public:
  // tables_from_site: perfect-play tables come from a site that lists them in
  // tables/index.txt (a browser); else they are files read directly (the desktop).
  App(SDL_Window* window, SDL_Renderer* renderer, bool tables_from_site = false);

  // Loads assets from dir; returns an empty string on success, else what is missing.
  std::string load(const std::string& asset_dir);
  void handle_event(const SDL_Event& event);
  // Advances the game and draws a frame if anything changed; now_ms is the time since
  // start, which drives every animation. present=false always draws and leaves the frame
  // in the back buffer (for reading its pixels).
  void frame(std::uint64_t now_ms, bool present = true);
  bool wants_quit() const { return quit_; }
  std::uint64_t frames_drawn() const { return frames_; }
  std::uint64_t frames_run() const { return iterations_; }
  const Layout& layout() const { return layout_; }
  // Output pixels per window (CSS) pixel: 2 on a typical phone or retina screen.
  float pixel_ratio() const;
  // A phone's width: under 500 CSS pixels across (shorter words, no QR code).
  bool phone_width() const { return static_cast<float>(layout_.width) / pixel_ratio() < 500; }
  // Starts a game at once (used by the command line and tests): rule set name, players
  // ("" = person, else an agent name) and seed. Returns an error text or "".
  // With `resume`: carries on a saved game from its steps instead (sdl_keep.cpp).
  std::string start_game(const std::string& rules, const std::array<std::string, 2>& players, std::uint64_t seed,
                         const Controller::Resume* resume = nullptr);
  // A message shown on the start screen (e.g. a bad setting in the page address).
  // Problems with the page address's settings (link_settings.hpp), all shown at once in
  // a notice the player closes; the screen under it is the one the link led to.
  void show_link_problems(std::vector<std::string> problems);
  // Where the game in progress is kept between visits (saved_game.hpp), and this page's
  // own name among open tabs. Reads the saved game at once: the start screen then offers
  // Continue, or says why a save could not be read.
  void set_storage(Storage storage, std::string tab);
  // Continue at once (ur --continue): false when there is no saved game to continue.
  bool continue_saved_game();
  // Small things remembered between visits ("tour.finkel" = "done"): the platform layer
  // keeps them (the browser's local storage, a file in the desktop's user data folder).
  struct PrefStore {
    std::function<std::string(const std::string& key)> get;
    std::function<void(const std::string& key, const std::string& value)> set;
  };
  void set_prefs(PrefStore prefs) { prefs_ = std::move(prefs); }
  // The screen-reader narration's voice (platform/narrate.hpp; none: not narrated).
  void set_narrator(std::function<void(const std::string&)> say) { voice_.set_narrator(std::move(say)); }
  // The page's own text field for typing a name (none: SDL's text input, the desktop).
  void set_text_field(TextFieldHooks hooks) { remote_.name.set_text_field(std::move(hooks)); }
  // The player's language (sdl_language.cpp), after set_prefs: the one remembered in the
  // prefs ("lang"), else `system` (the browser's navigator.languages, the desktop's
  // locale); `forced` (ur --lang) goes before both and is not remembered. The start
  // screen's language button then steps through the languages and remembers the choice.
  void start_language(i18n::Language system, std::optional<i18n::Language> forced = std::nullopt);
  // Told the language's code ("fr") whenever it is set (a browser: the page's lang).
  void set_language_hook(std::function<void(std::string_view code)> hook) { language_hook_ = std::move(hook); }
  // Game records handed out and taken in (platform/files.hpp, sdl_record_io.cpp):
  // export_text saves (a browser: downloads) a record under the first free name(copy) and
  // copies it; pick asks for a file (empty: no picker, the desktop), paste reads the
  // clipboard (nullopt: the text comes later through open_record_text), read_file reads
  // a file dropped on the window (empty: drops come from the page instead).
  struct RecordFiles {
    std::function<ExportOutcome(const std::function<std::string(int copy)>& name, const std::string& text)> export_text;
    std::function<void()> pick;
    std::function<std::optional<std::string>()> paste;
    std::function<bool(const std::string& path, std::string& text, std::string* error)> read_file;
  };
  void set_record_files(RecordFiles files) { record_files_ = std::move(files); }
  // The sound device (platform/sound.hpp): opened at once, or on the first click, tap
  // or key where the platform needs a gesture first (a browser); sounds played by name;
  // the switch and the volume (percent) set. The player's settings are kept in the
  // storage of set_storage (shell/sdl_game_sound.hpp).
  using SoundOut = ur::SoundOut;
  void set_sound(SoundOut out) { sound_.set_out(std::move(out)); }
  // A record to review (pasted, dropped, picked, named on the command line); from: where
  // it came from, in words. A bad record, or one that cannot be read (failed: text says
  // why), shows a notice with the line and the reason and changes nothing.
  void open_record_text(const std::string& text, const std::string& from, bool failed = false);
  // Games with a friend elsewhere (remote/, the shell's services): by link
  // (sdl_correspondence.cpp: the page's address, copying and sharing a link; a link or code
  // opened joins or resumes) and live over a connection (sdl_live.cpp: the platform's
  // connection, what happens on it, a live invitation or answer opened).
  using LinkHooks = ur::LinkHooks;
  using LiveHooks = ur::LiveHooks;
  void set_link_hooks(LinkHooks hooks) { remote_.link.set_hooks(std::move(hooks)); }
  void open_game_link(const std::string& text, const std::string& from) { remote_.link.open(text, from); }
  void set_live_hooks(LiveHooks hooks) { remote_.live.set_hooks(std::move(hooks)); }
  // kind: 1 description gathered, 2 open, 3 message, 4 closed, 5 failed, 6 a link opened.
  void live_event(int kind, const std::string& text) { remote_.live.event(kind, text); }
  void open_live_link(const std::string& text, const std::string& from) { remote_.live.open_link(text, from); }
  // Animation pace of games started from now on (tests run fast).
  void set_pace(const Pace& pace) { game_.pace() = pace; }
  // The animations as the player set them (prefs "speed" and "motion", settings.hpp), the
  // system's wish for reduced motion (a browser's prefers-reduced-motion) where the
  // player has not chosen, or reduced motion asked for at start (ur --reduced-motion).
  void set_motion(bool system_prefers_reduced, bool forced_reduced);
  bool game_over() const { return game_.stage() == Stage::Over; }
  // Time spent per frame (update + draw) since the last report: p50, p95, max, as JSON.
  std::string frame_work_report() { return frame_times_.report(); }
  // What the screen shows, for tests: layout facts, the stage and the clickable things.
  std::string debug_json() const;

  // Perfect-play tables are read piece by piece by the platform layer (HTTP range
  // requests in a browser, file reads on the desktop): the ranges to fetch now, and the
  // answers whenever they come. whole_table: the table cannot be used at all.
  std::vector<TableLibrary::Request> take_table_requests() { return tables_.take_requests(); }
  void table_answer(int id, const std::uint8_t* bytes, std::size_t size, std::uint64_t file_size);
  void table_failed(int id, const std::string& why, bool whole_table);
  // A site's table index (tables/index.txt) is read before any table: fetch it when this
  // says so, and hand back its text or why it could not be had.
  bool take_table_index_request() { return tables_.take_index_request(); }
  void table_index(std::string_view text);
  void table_index_failed(const std::string& why);
  // The Queen's networks (net_library.hpp): which files there are (set once by the
  // platform), the files to fetch now (each whole), and the answers.
  void set_nets(std::vector<std::string> files) { nets_ = NetLibrary(std::move(files)); }
  std::vector<std::string> take_net_requests() { return nets_.take_requests(); }
  void net_answer(const std::string& file, const std::uint8_t* bytes, std::size_t size);
  void net_failed(const std::string& file, const std::string& why);
  // The browser's connection (navigator.onLine and its online/offline events): offline,
  // the tables cannot be read, and the game says so; back online, they are asked again.
  void set_online(bool online);

 private:
  // Which screen is on top is answered by the stack (shell/screen.hpp), in one place:
  // screen() the top floor, overlay() the layer over it. show() puts a screen in place
  // of all (make_screen: the one registration of each kind, shell/sdl_screens.cpp),
  // open_overlay() a dialog, the help or How to play over it.
  ScreenKind screen() const { return stack_.top_kind().value_or(ScreenKind::Menu); }
  OverlayKind overlay() const { return stack_.overlay_kind(); }
  bool dialog_open() const { return is_dialog(overlay()); }
  void show(ScreenKind kind);
  void open_overlay(OverlayKind kind);
  void close_overlay() { stack_.close_overlay(); }
  std::shared_ptr<Screen> make_screen(ScreenKind kind);
  std::shared_ptr<Screen> make_overlay(OverlayKind kind);
  friend class StartScreen;
  friend class GameScreen;
  friend class RecordsScreen;
  friend class ReviewScreen;
  friend class SettingsScreen;
  friend class HowToOverlay;
  friend class HelpOverlay;
  friend class DialogOverlay;
  friend class RemotePlay;
  friend class LivePlay;
  friend class LinkPlay;
  friend class NamePrompt;
  friend class GameSound;
  friend class GameVoice;
  // A left press on one of these buttons pressed it (true), else nothing.
  bool click_button(const std::vector<Button>& buttons, const SDL_Event& e);
  // The game screen on the stack (none: no game shown), and its choosing put away (a move
  // came from elsewhere, the game is left).
  GameScreen* game_screen() const;
  void put_away_choices();
  // The keys every screen with a game on it shares: sound (S, -, +), R (How to play), L
  // (the moves said aloud). True: the key was one of them.
  bool common_key(SDL_Keycode k);
  // F1, ? (Shift+/): the help over whichever screen is shown.
  static bool is_help_key(SDL_Keycode k, Uint16 mod) {
    return k == SDLK_F1 || k == SDLK_QUESTION || (k == SDLK_SLASH && (mod & KMOD_SHIFT));
  }

  void frame_work(std::uint64_t now_ms, bool present);
  void update_layout();
  void key(SDL_Keycode k, Uint16 mod);
  void press_button(int id);
  void start_from_menu();
  std::vector<Button> current_buttons() const;
  void queen_without_network();
  HintSwitch hint_switch() const;
  void toggle_hints();
  void update_tables();
  void show_game_notice(const std::string& text);
  static constexpr std::uint64_t kGameNoticeMs = 7000;  // how long it stays (it fades out in its last second)

  void draw_background();
  void draw_board();
  void draw_table();
  // The language (sdl_language.cpp): set, with the words made from it beforehand (the
  // Continue buttons) made again; the picker's press goes to the next one, remembered.
  void set_language(i18n::Language language);
  void choose_language(i18n::Language language);  // set and remembered
  void next_language_pressed();
  // The settings (screens/settings/): their state in the tests' JSON.
  std::string settings_json() const;
  // The guided first game (sdl_tour.cpp): its panel's layout, drawing, starting it and
  // following the game.
  TourLayout tour_panel_at(int width) const;
  TourLayout tour_panel() const { return tour_panel_at(layout_.width); }
  void draw_tour();
  void start_guided_game();
  void follow_tour();
  // The game kept between visits (sdl_keep.cpp): saved after every step, continued from
  // the start screen, forgotten when it ends.
  void keep_game();
  void continue_game();
  // Play (or the guided game) from the start screen: with a saved game in progress, first
  // the question (Continue it, Start a new game, Cancel), never a silent replacement;
  // starting anew keeps the saved game in Your games, unfinished.
  void play_pressed(int id);
  void start_over_saved();
  int pending_start_ = 0;  // the button that asked (kPlay or kGuidedGame)
  void refresh_saved_continue();  // its Continue button's words again (a new language)
  void show_notice(const std::string& title, std::vector<std::string> lines);
  void open_notice(DialogOverlay::Notice notice);  // in place of any overlay
  DialogOverlay* dialog_overlay() const { return dynamic_cast<DialogOverlay*>(stack_.overlay()); }
  SavedGame game_to_save() const;
  // The games kept and their statistics (screens/records/sdl_records.cpp).
  void load_history();
  void store_history();
  void add_finished_game();
  std::vector<PastGame> newest_games() const;
  void open_records(ScreenKind which);  // pushed over the start screen (screens/records/)
  // Records in and out (sdl_record_io.cpp): the buttons, Ctrl+V and dropped files.
  void record_io_button(int id);
  bool record_io_event(const SDL_Event& e);
  void export_review();
  void show_record_notice(const NoticeWords& words, std::vector<std::pair<int, std::string>> buttons = {});
  // The board view (shell/sdl_board.cpp), shared by the game, the review and How to
  // play: the pools and pieces (a stack drawn with its moving part lifted, the stack slot
  // an action moves from), the way a move goes, the bold frame around a landing square
  // and a small lapis tag ("best") over a point, a line of text centred in a box, and
  // where a person taps for an action (the piece's square, or the pool for entering).
  void draw_pools();
  void draw_pieces(std::optional<Action> preview = std::nullopt);
  int stack_slot_moving(const State& st, const Action& a) const;
  void draw_stack(const Stack& stack, int height, SDL_FPoint centre, float size, int lift);
  void draw_route(const Action& a, std::optional<Side> side = std::nullopt);
  void draw_landing_frame(SDL_FPoint centre, float pulse);
  void draw_tag(SDL_FPoint over, const std::string& text);
  void draw_message(const std::string& text, const Rect& box, float px, const BitmapFont& font, SDL_Color colour);
  std::optional<SDL_FPoint> action_source(const Action& a) const;
  // Each side's last move on the board (sdl_marks.cpp): the frames under the pieces, with
  // tags_only false; the tags (capture, rosette, borne off) over the pieces and the choices'
  // frames, with tags_only true, so none of those covers a tag's words.
  void draw_last_moves(bool tags_only = false);
  // The mover's path on the board while a person chooses (shell/sdl_path.cpp): the
  // setting (prefs "path"), whether it shows now, its Hide button (the first games of a
  // rule set), P, and drawing it under the pieces.
  void load_path_pref();
  void set_path_show(PathShow s);
  int finished_games_of(const RuleSet& r) const;
  bool path_by_setting() const;   // the setting (with the tour and a rule set hidden) says it shows
  bool path_wanted() const;       // that, or P's choice in this game
  bool path_showing() const;      // shown now: a person chooses on the game screen, or the tour speaks of it
  bool tour_path() const;         // the tour's steps after the first move, which keep the person's path on the board
  Side path_side() const;         // whose path is shown
  bool path_dismissable() const;  // shown as one of the first games: "Hide the path" is offered
  void hide_path();
  void toggle_path();
  void draw_path_guide();
  void draw_frame(const Rect& r, float thickness, SDL_Color c);
  // The notice and the question before leaving a game (sdl_dialog.cpp): the layout with
  // its wrapped body lines, drawing, and leaving the game by Menu, Esc or M.
  void ask_to_leave();
  bool game_in_progress() const;
  void draw_button(const Button& b, bool focused = false);
  void draw_panel(const Rect& r, bool dark = false);
  void draw_piece(float cx, float cy, float size, Side side, bool flipped, Uint8 alpha = 255);
  void fill_rect(const Rect& r, SDL_Color c);
  SDL_FPoint square_centre(int square) const;
  static SDL_FRect piece_rect(float cx, float cy, float size);  // a piece image's rectangle for its disc
  SDL_FPoint path_point(Side side, double index) const;
  SDL_FPoint pool_point(Side side, int slot, bool off) const;

  SDL_Window* window_;
  SDL_Renderer* renderer_;
  Assets assets_;
  Texture table_;  // background + board, redrawn when the output size changes
  int table_w_ = 0, table_h_ = 0;
  float table_board_y_ = -1;  // where the board was drawn into it (the tour moves it down,
  float table_board_x_ = -1;  // the review's move list left)
  BoardShape table_board_ = BoardShape::Royal;  // the board drawn in the table
  Layout layout_;
  bool quit_ = false;
  std::uint64_t frames_ = 0, iterations_ = 0;
  SmallestText frame_smallest_;  // the smallest text of the last frame drawn
  std::uint64_t now_ = 0;
  std::uint64_t seed_ = 1;

  ScreenStack stack_;
  std::optional<GameKeeper> keeper_;
  Storage keeper_storage_;               // where the game and the history are kept
  History history_;                      // the finished games (as last read or written)
  int delete_target_ = -1;               // the game to delete (newest first), -1 all
  std::uint64_t game_seed_ = 0;          // the seed of the game being played
  std::size_t kept_steps_ = 0;           // the steps of the game when it was last saved
  bool keeping_ = false;                 // the game on screen is the one kept
  MenuState menu_;  // the start screen's choices (screens/start/), kept while it is not shown
  bool touch_ = false;     // the last press was a finger (select first, then play)
  Tour tour_;
  bool tour_running_ = false;  // a tour was started and is not yet remembered as done
  PrefStore prefs_;
  std::function<void(std::string_view code)> language_hook_;
  RecordFiles record_files_;
  GameSound sound_{*this};  // the device, the game's sounds, the switch and the volume
  AnimationSpeed speed_ = AnimationSpeed::Normal;
  bool reduced_motion_ = false, forced_reduced_ = false;
  RemotePlay remote_{*this};  // live play, play by link, the name asked before a game online
  GameVoice voice_{*this};  // the screen reader's narration
  float reserve_ = 0;  // the band the layout keeps free at the top (the tour's panel)
  Controller game_;
  float mouse_x_ = -1, mouse_y_ = -1;
  // Perfect-play tables: the library of every table asked for, and the current game's.
  TableLibrary tables_;
  std::shared_ptr<TableCache> game_table_;
  NetLibrary nets_;
  bool offline_ = false;         // the browser says it has no connection
  PathShow path_show_ = PathShow::First;
  std::optional<bool> path_toggled_;  // P's choice in the game on screen (a new game forgets it)
  bool hints_on_ = false;         // the player's choice, kept from game to game
  bool hint_known_ = false;       // hint_chance_ holds a value read for this game
  double hint_chance_ = 0.5;      // Light's chance to win, as last read
  int hint_best_ = -1;            // index of the best choice while a person chooses
  bool hint_estimate_ = false;    // what is shown is estimated by search, not read from a table
  HintReader hints_;              // reads them, thinking ahead while the dice roll
  bool table_notice_given_ = false;
  std::string game_notice_;       // a short message over the game (fades after a while)
  std::uint64_t game_notice_at_ = 0;
  mutable FrameTimes frame_times_;  // each frame's time, apart from presenting it
  double present_ms_ = 0;           // this frame's SDL_RenderPresent
  bool dirty_ = true;            // something changed since the last drawn frame
  std::uint64_t last_draw_ = 0;
};

}  // namespace ur
