// What a live game shows beside the board (sdl_live.cpp plays it): the panel for each
// phase of the connection (the invitation or answer to send, connecting, connected, the
// friend's stall, the connection lost), the invitation as a QR code, the status line, the
// note where the Throw button would be, the game's record and its part of the tests' JSON.
#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "core/side_names.hpp"
#include "remote/remote_record.hpp"
#include "ui/describe.hpp"
#include "ui/sdl_app.hpp"
#include "ui/sdl_palette.hpp"

namespace ur {

void LivePlay::show_panel(const std::string& note) {
  if (!game_) return;
  const LiveGame& g = *game_;
  using LP = LiveGame::Phase;
  const LinkHooks& link_hooks = app_.remote_.link.hooks();
  std::vector<std::string> lines;
  std::vector<std::pair<int, std::string>> buttons{{kLookAtBoard, tr("review.board")}};
  std::string title;
  const std::string link = g.link(link_hooks.page);
  const std::string who = g.opponent_shown();
  // A QR code where this build has one; a phone's narrow panel keeps to the main buttons.
  const bool phone = app_.phone_width();
  const bool qr = !phone && qr_matrix("ur").has_value();
  if (phone && (g.phase() == LP::WaitingForAnswer || g.phase() == LP::AnswerReady)) buttons.clear();
  switch (g.phase()) {
    case LP::Offering:
      title = g.resumed() ? tr("live.new_invitation") : tr("link.invite");
      lines.push_back(tr("live.phase.offering"));
      break;
    case LP::WaitingForAnswer:
      title = g.resumed() ? tr("live.new_invitation") : tr("link.invite");
      lines.push_back(tr(g.resumed() ? "live.send_invitation_again" : "live.send_invitation"));
      lines.push_back(tr("live.invitation_length", {{"n", static_cast<int>(link.size())}, {"code", short_code("#live=", g.code())}}));
      lines.push_back(tr("live.you_play", {{"side", side_word(g.me())}}));
      buttons.push_back({kPasteLiveCode, tr("live.paste_answer")});
      if (link_hooks.share) buttons.push_back({kShareLiveCode, tr("link.share")});
      if (qr) buttons.push_back({kShowLiveQr, tr("live.qr_code")});
      buttons.push_back({kCopyLiveCode, tr("link.copy")});
      break;
    case LP::Answering:
      title = tr("live.answer_title");
      lines.push_back(tr("live.phase.answering"));
      break;
    case LP::AnswerReady:
      title = tr("live.send_answer_title");
      lines.push_back(tr(g.resumed() ? "live.send_answer_again" : "live.send_answer", {{"who", who}}));
      lines.push_back(tr("live.answer_length", {{"n", static_cast<int>(link.size())}, {"code", short_code("#live=", g.code())}}));
      lines.push_back(tr("live.you_play", {{"side", side_word(g.me())}}));
      if (link_hooks.share) buttons.push_back({kShareLiveCode, tr("link.share")});
      if (qr) buttons.push_back({kShowLiveQr, tr("live.qr_code")});
      buttons.push_back({kCopyLiveCode, tr("live.copy_answer")});
      break;
    case LP::Connecting:
      title = tr("live.connecting_title");
      lines.push_back(tr("live.phase.connecting", {{"who", who}}));
      break;
    case LP::Connected:
      title = tr("live.connected_title");
      lines.push_back(sentence(g.connection_text()) + " " + sentence(g.status()));
      if (g.stalled()) {
        title = tr("live.stalled_title", {{"who", who}});
        title = capitalised(title);  // "Your friend …"
        lines.push_back(tr("live.stalled_line", {{"who", who}}));
        buttons.push_back({kLeaveStalled, tr("live.leave_stalled")});
      }
      break;
    case LP::Disconnected:
      title = tr("live.lost_title");
      lines.push_back(g.problem().empty() ? tr("live.lost", {{"who", who}}) : tr("live.lost_why", {{"who", who}, {"why", g.problem()}}));
      lines.push_back(tr("live.lost_kept"));
      buttons.push_back({kNewInvitation, tr("live.new_invitation_button")});
      break;
  }
  if (!g.problem().empty() && g.phase() != LP::Disconnected) lines.push_back(sentence(g.problem()));
  if (!note.empty()) lines.push_back(note);
  app_.show_record_notice({title, lines}, std::move(buttons));
}

std::optional<GameRecord> LivePlay::record_of(const RuleSet& rules, const std::vector<Step>& steps) const {
  if (game_ && game_->rules().id == rules.id && game_->rules().pieces == rules.pieces && game_->steps() == steps)
    return game_->record();
  return std::nullopt;
}

void LivePlay::draw_throw_note(const GameControls& g) const {
  if (g.throw_note.empty()) return;
  const Rect& r = g.throw_rect;
  const BitmapFont& font = app_.assets_.text;
  // Two lines, split at the space nearest the middle, as large as the rectangle allows.
  std::vector<std::string> lines{g.throw_note};
  const std::size_t mid = g.throw_note.size() / 2;
  std::size_t best = std::string::npos;
  for (std::size_t i = 0; i < g.throw_note.size(); ++i)
    if (g.throw_note[i] == ' ' && (best == std::string::npos || (i > mid ? i - mid : mid - i) < (best > mid ? best - mid : mid - best)))
      best = i;
  if (best != std::string::npos) lines = {g.throw_note.substr(0, best), g.throw_note.substr(best + 1)};
  float px = r.h * 0.36f;
  for (const std::string& line : lines) px = std::min(px, px * r.w / std::max(1.0f, font.measure(line, px)));
  float y = r.cy() - static_cast<float>(lines.size()) * px * 0.6f;
  for (const std::string& line : lines) {
    draw_text(app_.renderer_, font, line, r.cx(), y, px, kIvory, Align::kCentre);
    y += px * 1.2f;
  }
}

std::optional<std::string> LivePlay::status() const {
  if (!game_ || app_.screen() != ScreenKind::Game) return std::nullopt;
  const LiveGame& g = *game_;
  if (g.phase() != LiveGame::Phase::Connected || g.over()) return g.status();
  return g.status() + " · " + (g.my_turn() ? g.connection_text() : tr("live.connected_word"));
}

bool LivePlay::draw_qr() {
  if (!qr_ || app_.overlay() != OverlayKind::Notice || !game_ || game_->code().empty()) {
    qr_ = false;
    return false;
  }
  const std::string link = game_->link(app_.remote_.link.hooks().page);
  if (link != qr_text_) {
    qr_text_ = link;
    qr_matrix_ = qr_matrix(link);
  }
  if (!qr_matrix_) {
    qr_ = false;
    return false;
  }
  const QrMatrix& m = *qr_matrix_;
  const float w = static_cast<float>(app_.layout_.width), h = static_cast<float>(app_.layout_.height);
  app_.fill_rect({0, 0, w, h}, {0, 0, 0, 210});
  app_.fill_rect({0, 0, w, h * 0.115f}, {28, 20, 14, 255});  // the caption's band: the header under it hidden
  const int modules = m.size + 8;  // a quiet zone of 4 modules each side
  const float cell = std::max(1.0f, std::floor(std::min(w, h * 0.84f) * 0.86f / static_cast<float>(modules)));
  const float total = cell * static_cast<float>(modules);
  const float x0 = std::floor((w - total) / 2), y0 = std::floor(h * 0.12f + (h * 0.86f - total) / 2);
  app_.fill_rect({x0, y0, total, total}, {255, 255, 255, 255});
  for (int y = 0; y < m.size; ++y)
    for (int x = 0; x < m.size; ++x)
      if (m.at(x, y))
        app_.fill_rect({x0 + static_cast<float>(x + 4) * cell, y0 + static_cast<float>(y + 4) * cell, cell, cell}, {0, 0, 0, 255});
  const float px = std::max(14.0f * app_.pixel_ratio(), h * 0.03f);
  app_.draw_message(tr(game_->phase() == LiveGame::Phase::AnswerReady ? "live.qr_answer" : "live.qr_invitation"),
                    {0, h * 0.01f, w, h * 0.06f}, px, app_.assets_.text_bold, {244, 232, 200, 255});
  app_.draw_message(tr("live.qr_close"), {0, h * 0.06f, w, h * 0.05f}, px * 0.8f, app_.assets_.text, {244, 232, 200, 255});
  return true;
}

bool LivePlay::qr_click() {
  if (!qr_) return false;
  qr_ = false;
  app_.dirty_ = true;
  return true;
}

void LivePlay::json(std::string& out) const {
  if (!game_) return;
  const LiveGame& g = *game_;
  static constexpr const char* kPhases[] = {"offering", "waiting-for-answer", "answering", "answer-ready",
                                            "connecting", "connected", "disconnected"};
  std::string refusals;
  for (const std::string& r : g.refusals()) refusals += (refusals.empty() ? "\"" : ",\"") + json_escape(r) + "\"";
  out += ",\"live\":{\"phase\":\"" + std::string(kPhases[static_cast<int>(g.phase())]) + "\",\"me\":\"" +
         side_id(g.me()) + "\",\"myTurn\":" + (g.my_turn() ? "true" : "false") +
         ",\"over\":" + (g.over() ? "true" : "false") + ",\"status\":\"" + json_escape(g.status()) +
         "\",\"opponent\":\"" + json_escape(g.opponent_name()) + "\",\"steps\":" + std::to_string(g.steps().size()) +
         ",\"decisions\":" + std::to_string(g.session().ledger().decisions()) +
         ",\"throw\":" + std::to_string(static_cast<int>(g.state().throw_outcome)) + ",\"link\":\"" +
         json_escape(g.link(app_.remote_.link.hooks().page)) + "\",\"refusals\":[" + refusals + "],\"problem\":\"" +
         json_escape(g.problem()) + "\",\"qr\":" + std::to_string(qr_ && qr_matrix_ ? qr_matrix_->size : 0) +
         ",\"rematch\":\"" +
         (g.rematch() == LiveGame::Rematch::Asked ? "asked" : g.rematch() == LiveGame::Rematch::Offered ? "offered" : "none") +
         "\",\"id\":\"" + remote::to_hex(g.id()) + "\"}";
}

}  // namespace ur
