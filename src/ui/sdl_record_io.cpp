// Records in and out on screen (the text and its checks in record_io.hpp; files, downloads
// and the clipboard in platform/files.hpp): Export on the review saves the game as a record
// and copies it, and says where it went; Open a game record on the start screen, Ctrl+V
// and a file dropped on the game open a record in the review. A record that cannot be read
// is reported with its line and reason, and nothing else changes.
#include <SDL.h>


#include "remote/live_signal.hpp"
#include "ui/remote/correspondence.hpp"
#include "ui/language.hpp"
#include "ui/screens/review/sdl_review.hpp"
#include "ui/sdl_app.hpp"

namespace ur {
namespace {

std::string file_name_of(const std::string& path) {
  const std::size_t slash = path.find_last_of("/\\");
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

}  // namespace

void App::show_record_notice(const NoticeWords& words, std::vector<std::pair<int, std::string>> buttons) {
  open_notice({words.title, words.lines, std::move(buttons)});
  dirty_ = true;
}

void App::record_io_button(int id) {
  switch (id) {
    case kExportRecord: export_review(); break;
    case kOpenRecord: {
      NoticeWords n{tr("record.open_title"), {}};
      // A phone's three buttons have room for a short word each.
      const std::string file = tr(phone_width() ? "record.file" : "record.open_file");
      if (record_files_.pick) n.lines.push_back(tr("record.choose_file", {{"file", file}}));
      else n.lines.push_back(tr("record.drop_desktop"));
      n.lines.push_back(tr("record.paste_note"));
      if (record_files_.pick) n.lines.push_back(tr("record.drop_note"));
      n.lines.push_back(tr("record.opens_in_review"));
      std::vector<std::pair<int, std::string>> buttons{{kCloseOverlay, tr("dialog.close")}, {kPasteRecord, tr("record.paste")}};
      if (record_files_.pick) buttons.push_back({kPickRecordFile, file});
      show_record_notice(n, std::move(buttons));
      break;
    }
    case kPickRecordFile:
      close_overlay();
      if (record_files_.pick) record_files_.pick();
      break;
    case kPasteRecord:
      close_overlay();
      if (record_files_.paste)
        if (const auto text = record_files_.paste()) open_record_text(*text, tr("record.from_clipboard"));
      break;
    default: break;
  }
}

bool App::record_io_event(const SDL_Event& e) {
  switch (e.type) {
    case SDL_DROPFILE: {
      const std::string path = e.drop.file ? e.drop.file : "";
      SDL_free(e.drop.file);
      std::string text, error;
      if (!record_files_.read_file) return true;
      if (record_files_.read_file(path, text, &error)) open_record_text(text, tr("record.from_file", {{"file", file_name_of(path)}}));
      else open_record_text(error, tr("record.from_file", {{"file", file_name_of(path)}}), true);
      return true;
    }
    case SDL_DROPTEXT: {
      const std::string text = e.drop.file ? e.drop.file : "";
      SDL_free(e.drop.file);
      open_record_text(text, tr("record.from_drop"));
      return true;
    }
    case SDL_KEYDOWN:
      if ((e.key.keysym.mod & (KMOD_CTRL | KMOD_GUI)) && e.key.keysym.sym == SDLK_v) {
        record_io_button(kPasteRecord);
        return true;
      }
      if (e.key.keysym.sym == SDLK_e && !(e.key.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)) && screen() == ScreenKind::Review &&
          overlay() == OverlayKind::None) {
        export_review();  // E on the review, as its Export button
        return true;
      }
      return false;
    default: return false;
  }
}

void App::open_record_text(const std::string& text, const std::string& from, bool failed) {
  dirty_ = true;
  if (!failed && (remote::looks_like_live_code(text) || remote::decode_live_code(text).ok())) {  // a live game's invitation or answer
    open_live_link(text, from);
    return;
  }
  if (!failed && looks_like_game_link(text)) {  // a game's link or code, not a record
    open_game_link(text, from);
    return;
  }
  if (failed) {
    OpenedRecord why;
    why.error = text.empty() ? tr("record.unreadable") : text;
    show_record_notice(open_failed_notice(why, from));
    return;
  }
  // A game being played is not left behind by a paste: it is the player's to leave first.
  if (game_in_progress()) {
    show_record_notice({tr("records.game_in_progress"), {tr("record.leave_first"), tr("dialog.nothing_changed")}});
    return;
  }
  const OpenedRecord opened = open_record(text);
  if (!opened.ok()) {
    show_record_notice(open_failed_notice(opened, from));
    return;
  }
  tour_ = Tour{};
  ReviewScreen::open(*this, opened.game->rules, opened.game->players, opened.game->seed, opened.game->steps, false);
}

void App::export_review() {
  const Screen* screen = stack_.find(ScreenKind::Review);
  const ReviewSession* review = screen ? static_cast<const ReviewScreen*>(screen)->session() : nullptr;
  if (!review) return;
  const ReviewGame game{review->rules, review->players, review->seed, review->steps};
  const std::string date = local_time_text();
  // A game with a friend on another device: its record proves the dice and who made each move.
  const std::optional<GameRecord> remote = remote_.record_of(review->rules, review->steps);
  RecordText record;
  if (remote) {
    GameRecord r = *remote;
    r.tags.insert(r.tags.begin() + std::min<std::size_t>(2, r.tags.size()), Tag{"date", date});
    record = write_record(r);
  } else {
    record = export_record(game, date);
  }
  if (!record.ok()) {
    show_record_notice({tr("record.export_failed"), {record.error}});
    return;
  }
  if (!record_files_.export_text) {
    show_record_notice({tr("record.export_failed"), {tr("record.no_files")}});
    return;
  }
  const auto name = [&](int copy) { return export_file_name(game.rules, date, copy); };
  const ExportOutcome outcome = record_files_.export_text(name, *record.text);
  show_record_notice(export_notice(outcome, name(1)));
}

}  // namespace ur
