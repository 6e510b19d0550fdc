// A live game over a connection on this device (live.hpp).
#include "ui/remote/live.hpp"

#include <algorithm>
#include <cctype>

#include "remote/remote_record.hpp"
#include "remote/wire.hpp"
#include "ui/describe.hpp"
#include "ui/language.hpp"
#include "ui/remote/name_entry.hpp"
#include "ui/refusal.hpp"

namespace ur {
namespace {

using remote::Chain;
using remote::Digest;
using remote::Session;

constexpr std::size_t kRecent = 6;  // messages sent again on reconnecting (a move and reveals at most are missed)
constexpr const char* kIndexName = "live.games";  // the kept games' ids, one hex line each, the last played last
constexpr std::size_t kIndexed = 8;

std::vector<std::string> split_lines(const std::string& t) {
  std::vector<std::string> out;
  std::size_t at = 0;
  while (at < t.size()) {
    const std::size_t end = t.find('\n', at);
    if (end > at) out.push_back(t.substr(at, end == std::string::npos ? std::string::npos : end - at));
    if (end == std::string::npos) break;
    at = end + 1;
  }
  return out;
}

// A message about what was already applied. Sent again after a reconnection (the last
// few are), it is the same: nothing new, nothing changes. If it is not the same, the
// friend's page holds another history than this one: a conflict.
enum class Repeat { New, Same, Conflict };
struct RepeatOf {
  Repeat kind = Repeat::New;
  std::string what;  // a conflict: which message ("move 31", "answer", "invitation")
};
RepeatOf repeat_of(const remote::Ledger& l, Side me, std::string_view text) {
  const remote::MessageDecode d = remote::decode_message(text);
  if (!d.ok() || d.message->game != l.setup().id || d.message->from == me) return {};
  const remote::Message& m = *d.message;
  switch (m.kind) {
    case remote::MessageKind::SignedMove: {
      const int n = static_cast<int>(m.number);
      if (n >= l.decisions()) return {};
      const int thrown = m.throw_outcome == remote::Message::kNoThrow ? -1 : m.throw_outcome;
      if (l.choices()[static_cast<std::size_t>(n)] == m.choice && l.decision_throw(n) == thrown && l.decider(n) == m.from)
        return {Repeat::Same, ""};
      return {Repeat::Conflict, "move"};
    }
    case remote::MessageKind::Reveal:  // a different value for a round revealed: refused as a reused reveal
      return static_cast<int>(m.number) <= l.revealed(m.from) && l.value(m.from, static_cast<int>(m.number)) == m.digest
                 ? RepeatOf{Repeat::Same, ""}
                 : RepeatOf{};
    case remote::MessageKind::Accept:
      if (!l.commitment(m.from)) return {};
      return l.commitment(m.from) == m.digest ? RepeatOf{Repeat::Same, ""} : RepeatOf{Repeat::Conflict, "answer"};
    case remote::MessageKind::Invite:
      return l.started() ? RepeatOf{Repeat::Conflict, "invitation"} : RepeatOf{};
    default: return {};
  }
}

std::vector<std::string> index_lines(const Storage& storage) {
  return split_lines(storage.read ? storage.read(kIndexName).value_or("") : "");
}

// What a device keeps of a game: its session, from its secret and its last link.
struct KeptSession {
  std::optional<Session> session;
  std::string error;  // why not
};

KeptSession read_kept(const Storage& storage, const remote::GameId& id) {
  KeptSession out;
  const std::optional<std::string> seed = storage.read ? storage.read(live_storage_name(id, "seed")) : std::nullopt;
  const std::optional<std::string> link = storage.read ? storage.read(live_storage_name(id, "link")) : std::nullopt;
  if (!seed) {
    out.error = tr("live.no_dice");
    return out;
  }
  const auto seed_bytes = remote::from_hex(*seed, 32);
  if (!seed_bytes || !link) {
    out.error = tr("live.damaged");
    return out;
  }
  Digest s{};
  std::copy(seed_bytes->begin(), seed_bytes->end(), s.begin());
  remote::SessionJoin held = Session::resume(*link, Chain(s));
  if (!held.ok()) {
    out.error = tr("live.refused_why", {{"why", refusal_text(held.error)}});
    return out;
  }
  out.session = std::move(held.session);
  return out;
}

}  // namespace

std::vector<KeptLiveGame> kept_live_games(const Storage& storage) {
  std::vector<KeptLiveGame> out;
  const std::vector<std::string> ids = index_lines(storage);
  for (auto it = ids.rbegin(); it != ids.rend(); ++it) {
    const auto bytes = remote::from_hex(*it, 16);
    if (!bytes) continue;
    KeptLiveGame k;
    std::copy(bytes->begin(), bytes->end(), k.id.begin());
    const KeptSession held = read_kept(storage, k.id);
    if (!held.session || held.session->ledger().waiting() == remote::Waiting::Over) continue;
    if (storage.read(live_storage_name(k.id, "stopped"))) continue;  // stopped for good: nothing to take up
    k.rules = held.session->ledger().rules();
    k.opponent = clean_player_name(storage.read(live_storage_name(k.id, "friend")).value_or(""));
    k.turn = static_cast<int>(held.session->state().turn) + 1;
    out.push_back(std::move(k));
  }
  return out;
}

std::string live_storage_name(const remote::GameId& id, std::string_view what) {
  return "live." + remote::to_hex(id) + "." + std::string(what);
}

LiveGame LiveGame::start(const RuleSet& rules, Side me, std::string name, Storage storage, Transport transport,
                         std::optional<Digest> seed, std::optional<remote::GameId> id) {
  const Chain chain = seed ? Chain(*seed) : Chain::fresh();
  LiveGame g(Session::invite(rules, remote::Mode::Live, me, chain, id ? *id : remote::random_game_id()),
             clean_player_name(name), std::move(storage), std::move(transport));
  std::vector<std::string> out = g.session_.take_outbox();
  if (!out.empty()) g.first_message_ = out.front();  // the Invite: carried by the invitation
  g.inviting_ = true;
  g.keep();
  if (g.transport_.make_offer) g.transport_.make_offer();
  return g;
}

LiveGame::Opened LiveGame::open(std::string_view text, std::string name, Storage storage, Transport transport,
                                std::optional<Digest> seed) {
  Opened out;
  const remote::LiveCodeRead read = remote::decode_live_code(text);
  if (!read.ok()) {
    out.title = tr("live.not_invitation");
    out.error = refusal_text(read.error);
    return out;
  }
  const remote::LiveCode& c = *read.code;
  if (c.kind != remote::LiveCode::Kind::Invitation) {
    out.title = tr("live.answer_not_invitation");
    out.error = tr("live.answer_belongs");
    return out;
  }
  std::optional<remote::Message> invite;
  remote::GameId id = c.game;
  if (!c.resume) {
    const remote::MessageDecode m = remote::decode_message(c.message);
    if (!m.ok() || m.message->kind != remote::MessageKind::Invite || m.message->mode != remote::Mode::Live) {
      out.title = tr("live.invitation_refused");
      out.error = m.ok() ? tr("live.no_invitation") : tr("live.message_damaged", {{"why", refusal_text(m.error)}});
      return out;
    }
    invite = m.message;
    id = invite->game;
  }
  const std::optional<std::string> kept_seed = storage.read ? storage.read(live_storage_name(id, "seed")) : std::nullopt;
  if (!kept_seed) {
    if (c.resume) {
      out.title = tr("save.not_kept");
      out.error = tr("live.not_here");
      return out;
    }
    remote::SessionJoin j = Session::join(c.message, seed ? Chain(*seed) : Chain::fresh());
    if (!j.ok()) {
      out.title = tr("live.invitation_refused");
      out.error = refusal_text(j.error);
      return out;
    }
    LiveGame g(std::move(*j.session), clean_player_name(name), std::move(storage), std::move(transport));
    std::vector<std::string> o = g.session_.take_outbox();
    if (!o.empty()) g.first_message_ = o.front();  // the Accept: carried by the answer
    g.pending_.assign(o.begin() + (o.empty() ? 0 : 1), o.end());
    g.opponent_ = clean_player_name(c.name);
    g.phase_ = Phase::Answering;
    g.keep();
    if (g.transport_.make_answer) g.transport_.make_answer(remote::sdp_text(c.sdp));
    out.game = std::move(g);
    return out;
  }
  // A game kept here: taken up again where it was, with the same secret, so the same dice.
  KeptSession held = read_kept(storage, id);
  if (!held.session) {
    out.title = tr("save.damaged");
    out.error = held.error;
    return out;
  }
  if (held.session->me() == c.from) {
    out.title = tr("live.own_invitation");
    out.error = tr("live.own_invitation_why");
    return out;
  }
  LiveGame g(std::move(*held.session), clean_player_name(name), std::move(storage), std::move(transport));
  g.restore_notes();
  g.resumed_ = true;
  g.recent_ = split_lines(g.storage_.read(live_storage_name(id, "sent")).value_or(""));
  g.opponent_ = clean_player_name(c.name);
  g.pending_ = g.session_.take_outbox();
  if (!c.resume) {
    // The first invitation again (the page reloaded with it): answer with the same Accept.
    g.first_message_ = g.storage_.read(live_storage_name(id, "accept")).value_or("");
    if (g.first_message_.empty()) {
      out.title = tr("live.invitation_refused");
      out.error = tr("live.joined_other");
      return out;
    }
  }
  g.phase_ = Phase::Answering;
  if (g.transport_.make_answer) g.transport_.make_answer(remote::sdp_text(c.sdp));
  out.game = std::move(g);
  return out;
}

LiveGame::Opened LiveGame::take_up(const remote::GameId& id, std::string name, Storage storage, Transport transport) {
  Opened out;
  KeptSession held = read_kept(storage, id);
  if (!held.session) {
    out.title = tr("live.cannot_take_up");
    out.error = held.error;
    return out;
  }
  LiveGame g(std::move(*held.session), clean_player_name(name), std::move(storage), std::move(transport));
  g.restore_notes();
  g.recent_ = split_lines(g.storage_.read(live_storage_name(id, "sent")).value_or(""));
  g.opponent_ = clean_player_name(g.storage_.read(live_storage_name(id, "friend")).value_or(""));
  g.pending_ = g.session_.take_outbox();
  g.phase_ = Phase::Disconnected;
  g.reinvite();
  out.game = std::move(g);
  return out;
}

void LiveGame::reinvite() {
  if (transport_.close) transport_.close();
  inviting_ = true;
  resumed_ = true;
  first_message_.clear();  // the game has both players: the invitation takes it up by its id
  if (!session_.ledger().started()) first_message_ = storage_.read ? storage_.read(live_storage_name(id(), "invite")).value_or("") : "";
  code_.clear();
  phase_ = Phase::Offering;
  if (transport_.make_offer) transport_.make_offer();
}

std::string LiveGame::take_answer(std::string_view text) {
  const remote::LiveCodeRead read = remote::decode_live_code(text);
  if (!read.ok()) return refusal_text(read.error);
  const remote::LiveCode& c = *read.code;
  if (c.kind != remote::LiveCode::Kind::Answer)
    return tr("live.invitation_not_answer");
  if (c.from == me()) return tr("live.own_side", {{"side", side_word(me())}});
  if (phase_ != Phase::WaitingForAnswer) {
    if (phase_ == Phase::Connecting || phase_ == Phase::Connected) {
      // The same answer again: nothing new. Another device's: the invitation is taken.
      if (c.sdp == taken_sdp_ && clean_player_name(c.name) == opponent_) return "";
      return tr("live.invitation_taken", {{"who", opponent_shown()}, {"other", clean_player_name(c.name).empty() ? tr("live.your_friend") : clean_player_name(c.name)}});
    }
    return tr("live.not_waiting");
  }
  if (c.resume != first_message_.empty())
    return tr("live.other_invitation");
  if (c.resume) {
    if (c.game != id()) return tr("live.other_game");
  } else {
    const remote::MessageDecode m = remote::decode_message(c.message);
    if (!m.ok()) return tr("live.message_damaged", {{"why", refusal_text(m.error)}});
    if (m.message->kind != remote::MessageKind::Accept) return tr("live.no_acceptance");
    if (m.message->game != id()) return tr("live.other_game");
    const auto& held = session_.ledger().commitment(m.message->from);
    if (!held || *held != m.message->digest) {
      if (const std::string why = session_.receive(c.message); !why.empty()) return refusal_text(why);
    }
  }
  opponent_ = clean_player_name(c.name);
  taken_sdp_ = c.sdp;
  phase_ = Phase::Connecting;
  progressed();
  flush();
  if (transport_.take_answer) transport_.take_answer(remote::sdp_text(c.sdp));
  return "";
}

std::string LiveGame::on_description(const std::string& sdp) {
  const remote::SdpRead e = remote::sdp_essentials(sdp);
  if (!e.ok()) {
    problem_ = tr("live.not_prepared", {{"why", refusal_text(e.error)}});
    return problem_;
  }
  remote::LiveCode c;
  c.kind = inviting_ ? remote::LiveCode::Kind::Invitation : remote::LiveCode::Kind::Answer;
  c.from = me();
  c.resume = first_message_.empty();
  c.game = id();
  c.message = first_message_;
  c.name = name_;
  c.sdp = *e.sdp;
  code_ = remote::encode_live_code(c);
  phase_ = inviting_ ? Phase::WaitingForAnswer : Phase::AnswerReady;
  progressed();
  problem_.clear();
  return "";
}

void LiveGame::on_open() {
  phase_ = Phase::Connected;
  problem_.clear();
  progressed();
  if (transport_.send) {
    for (const std::string& m : recent_) transport_.send(m);  // what the friend may have missed
  }
  flush();
}

std::string LiveGame::on_message(const std::string& text) {
  if (!stopped_.empty()) return stopped_;
  const RepeatOf repeat = repeat_of(session_.ledger(), me(), text);
  if (repeat.kind == Repeat::Same) return "";
  if (repeat.kind == Repeat::Conflict) {
    const remote::Message m = *remote::decode_message(text).message;
    if (repeat.what == "move")
      stop(tr("live.conflict_move", {{"who", opponent_shown()}, {"n", std::to_string(m.number + 1)}}));
    else
      stop(tr(repeat.what == "answer" ? "live.conflict_answer" : "live.conflict_invite", {{"who", opponent_shown()}}));
    refusals_.push_back(stopped_);
    return stopped_;
  }
  if (const std::optional<std::string> r = rematch_message(text)) {
    if (!r->empty()) refusals_.push_back(*r);
    return *r;
  }
  const std::string why = session_.receive(text);
  if (why.empty()) {
    progressed();
    flush();
    return "";
  }
  refusals_.push_back(why);  // as src/remote said it (the page's debug state)
  return refusal_text(why);
}

void LiveGame::on_closed(const std::string& why) {
  if (phase_ == Phase::Connected || phase_ == Phase::Connecting) {
    phase_ = Phase::Disconnected;
    problem_ = why;
  }
}

LiveGame::Rematch LiveGame::rematch() const {
  if (!rematch_offer_.empty()) return Rematch::Offered;
  return rematch_asked_ ? Rematch::Asked : Rematch::None;
}

std::string LiveGame::ask_rematch(std::optional<Digest> seed) {
  if (!over()) return tr("live.rematch_not_over");
  if (phase_ != Phase::Connected) return tr("live.not_connected", {{"who", opponent_shown()}});
  if (!rematch_offer_.empty()) return accept_rematch(seed);  // the friend asked first: yes
  if (rematch_asked_) return "";
  const Chain chain = seed ? Chain(*seed) : Chain::fresh();
  Session next = Session::invite(rules(), remote::Mode::Live, opponent(me()), chain, remote::random_game_id());
  const std::vector<std::string> out = next.take_outbox();  // the Invite
  rematch_asked_ = std::move(next);
  for (const std::string& m : out)
    if (transport_.send) transport_.send(m);
  return "";
}

std::string LiveGame::accept_rematch(std::optional<Digest> seed) {
  if (rematch_offer_.empty()) return tr("live.rematch_none");
  if (phase_ != Phase::Connected) return tr("live.not_connected", {{"who", opponent_shown()}});
  remote::SessionJoin j = Session::join(rematch_offer_, seed ? Chain(*seed) : Chain::fresh());
  rematch_offer_.clear();
  if (!j.ok()) return refusal_text(j.error);
  switch_to(std::move(*j.session));
  flush();  // the Accept (and what follows it) to the friend, who then plays this game too
  return "";
}

std::optional<std::string> LiveGame::rematch_message(const std::string& text) {
  const remote::MessageDecode d = remote::decode_message(text);
  if (!d.ok() || d.message->game == id()) return std::nullopt;
  const remote::Message& m = *d.message;
  // Sides swap in a new game: the friend's Invite or Accept comes from the side this
  // device played.
  if (m.kind == remote::MessageKind::Invite && m.mode == remote::Mode::Live) {
    if (!over()) return tr("live.rematch_too_soon");
    if (m.rules.id != rules().id || m.from != me()) return tr("live.rematch_mismatch");
    // Both asked at once: the smaller id is the game played; ours waits for their Accept,
    // or theirs is accepted at once (this side asked too).
    if (rematch_asked_ && rematch_asked_->ledger().setup().id < m.game) return "";
    const bool asked = rematch_asked_.has_value();
    rematch_asked_.reset();
    rematch_offer_ = text;
    return asked ? accept_rematch() : "";
  }
  if (m.kind == remote::MessageKind::Accept && rematch_asked_ && m.game == rematch_asked_->ledger().setup().id) {
    if (m.from != me()) return tr("live.rematch_mismatch");
    Session next = std::move(*rematch_asked_);
    rematch_asked_.reset();
    if (std::string why = next.receive(text); !why.empty()) return refusal_text(why);
    switch_to(std::move(next));
    flush();
    return "";
  }
  return std::nullopt;
}

void LiveGame::switch_to(Session next) {
  session_ = std::move(next);
  rematch_asked_.reset();
  rematch_offer_.clear();
  resumed_ = false;
  inviting_ = false;
  first_message_.clear();
  code_.clear();
  pending_.clear();
  recent_.clear();
  refusals_.clear();
  keep();
}

std::string LiveGame::play(int choice) {
  if (!stopped_.empty()) return stopped_;
  if (phase_ != Phase::Connected) return tr("live.not_connected", {{"who", opponent_shown()}});
  const std::string why = session_.play(choice);
  if (why.empty()) {
    progressed();
    flush();
  }
  return refusal_text(why);
}

void LiveGame::progressed() {
  progress_ms_ = now();
  if (stopped_.empty()) note_.clear();  // a stall is over once the game moves on
}

void LiveGame::restore_notes() {
  if (!storage_.read) return;
  stopped_ = storage_.read(live_storage_name(id(), "stopped")).value_or("");
  note_ = storage_.read(live_storage_name(id(), "note")).value_or("");
}

void LiveGame::stop(std::string why) {
  stopped_ = std::move(why);
  note_ = stopped_;
  keep();
}

std::optional<LiveGame::Wait> LiveGame::waiting() const {
  const remote::Ledger& l = session_.ledger();
  if (phase_ != Phase::Connected || !stopped_.empty() || !transport_.now_ms) return std::nullopt;
  Wait w;
  if (l.waiting() == remote::Waiting::Reveal && l.needs_reveal(opponent(me())) && !l.needs_reveal(me())) w.dice = true;
  else if (l.waiting() != remote::Waiting::Decision || l.state().side == me()) return std::nullopt;
  w.seconds = std::max(0.0, (now() - progress_ms_) / 1000.0);
  return w;
}

bool LiveGame::stalled() const {
  const std::optional<Wait> w = waiting();
  return w && w->seconds >= kStallSeconds;
}

void LiveGame::leave_stalled() {
  const std::optional<Wait> w = waiting();
  if (w) {
    const remote::Ledger& l = session_.ledger();
    note_ = tr(w->dice ? "live.stalled_dice_note" : "live.stalled_move_note",
               {{"side", side_word(opponent(me()))}, {"who", opponent_shown()},
                {"n", std::to_string(w->dice ? l.current_round() : l.decisions() + 1)},
                {"s", std::to_string(static_cast<int>(w->seconds))}});
  }
  if (transport_.close) transport_.close();
  phase_ = Phase::Disconnected;
  problem_ = note_;
  keep();
}

GameRecord LiveGame::record() const {
  std::vector<Tag> tags;
  const std::string mine = name_.empty() ? "human" : name_, theirs = opponent_.empty() ? "human" : opponent_;
  tags.push_back({"light", me() == kLight ? mine : theirs});
  tags.push_back({"dark", me() == kDark ? mine : theirs});
  if (!note_.empty()) tags.push_back({"event", note_});
  return remote::remote_record(session_.ledger(), std::move(tags), {session_.keys(), session_.moves_signatures()});
}

std::string LiveGame::play(const Action& action) {
  ActionList legal;
  legal_actions(rules(), state(), legal);
  for (int i = 0; i < legal.size(); ++i)
    if (legal[i] == action) return play(i);
  return tr("link.not_allowed");
}

std::string LiveGame::link(std::string_view page) const {
  if (code_.empty()) return "";
  std::string p(page);
  const std::size_t hash = p.find('#');
  if (hash != std::string::npos) p.resize(hash);
  return p + "#live=" + code_;
}

std::string LiveGame::opponent_shown() const { return opponent_.empty() ? tr("live.your_friend") : opponent_; }

std::string LiveGame::connection_text() const {
  switch (phase_) {
    case Phase::Offering: return tr("live.phase.offering");
    case Phase::WaitingForAnswer: return tr("live.phase.waiting");
    case Phase::Answering: return tr("live.phase.answering");
    case Phase::AnswerReady:
      // Long unanswered: someone else may have answered this invitation first.
      if (transport_.now_ms && now() - progress_ms_ >= kStallSeconds * 1000)
        return tr("live.answer_unused", {{"who", opponent_shown()}});
      return tr("live.phase.answer_ready", {{"who", opponent_shown()}});
    case Phase::Connecting: return tr("live.phase.connecting", {{"who", opponent_shown()}});
    case Phase::Connected: return tr("live.phase.connected", {{"who", opponent_shown()}});
    case Phase::Disconnected: return tr("live.phase.disconnected", {{"who", opponent_shown()}});
  }
  return "";
}

std::string LiveGame::status() const {
  const remote::Ledger& l = session_.ledger();
  if (l.waiting() == remote::Waiting::Over) {
    const Winner w = result(rules(), state()).winner;
    if (w == Winner::None || w == Winner::Draw) return tr("link.over");
    return (w == Winner::Light) == (me() == kLight) ? tr("live.won") : capitalised(tr("live.friend_won", {{"who", opponent_shown()}}));
  }
  if (l.waiting() == remote::Waiting::ChainEnd) return tr("link.unfinished", {{"n", std::to_string(remote::kChainLength)}});
  if (!stopped_.empty()) return capitalised(stopped_);
  if (phase_ != Phase::Connected) return note_.empty() ? connection_text() : capitalised(note_);
  if (my_turn()) return tr("live.your_turn", {{"side", side_word(me())}});
  if (const std::optional<Wait> w = waiting(); w && w->seconds >= 5)
    return tr(w->dice ? "live.waiting_dice" : "live.waiting_move",
              {{"who", opponent_shown()}, {"s", std::to_string(static_cast<int>(w->seconds))}});
  if (l.waiting() == remote::Waiting::Reveal) return tr("live.throwing");
  return capitalised(tr("live.their_turn", {{"who", opponent_shown()}, {"side", side_word(opponent(me()))}}));
}

void LiveGame::flush() {
  for (std::string& m : session_.take_outbox()) pending_.push_back(std::move(m));
  if (phase_ == Phase::Connected && transport_.send) {
    for (const std::string& m : pending_) {
      transport_.send(m);
      recent_.push_back(m);
    }
    pending_.clear();
    if (recent_.size() > kRecent) recent_.erase(recent_.begin(), recent_.end() - static_cast<std::ptrdiff_t>(kRecent));
  }
  keep();
}

void LiveGame::keep() {
  storage_problem_.clear();
  if (!storage_.write) {
    storage_problem_ = tr("link.cannot_keep");
    return;
  }
  const remote::GameId& gid = id();
  bool ok = storage_.write(live_storage_name(gid, "seed"), remote::to_hex(session_.secret_seed()));
  ok = storage_.write(live_storage_name(gid, "link"), session_.link_code()) && ok;
  std::string sent;
  for (const std::string& m : recent_) sent += m + "\n";
  ok = storage_.write(live_storage_name(gid, "sent"), sent) && ok;
  if (!opponent_.empty()) ok = storage_.write(live_storage_name(gid, "friend"), opponent_) && ok;
  if (!note_.empty()) ok = storage_.write(live_storage_name(gid, "note"), note_) && ok;
  else if (storage_.remove) storage_.remove(live_storage_name(gid, "note"));
  if (!stopped_.empty()) ok = storage_.write(live_storage_name(gid, "stopped"), stopped_) && ok;
  if (!first_message_.empty() && !inviting_ && !resumed_) ok = storage_.write(live_storage_name(gid, "accept"), first_message_) && ok;
  if (!first_message_.empty() && inviting_ && !resumed_) ok = storage_.write(live_storage_name(gid, "invite"), first_message_) && ok;
  // The index of kept games: this one last (the one played last), at most kIndexed.
  const std::string hex = remote::to_hex(gid);
  std::vector<std::string> ids = index_lines(storage_);
  if (ids.empty() || ids.back() != hex) {
    std::erase(ids, hex);
    ids.push_back(hex);
    if (ids.size() > kIndexed) ids.erase(ids.begin(), ids.end() - static_cast<std::ptrdiff_t>(kIndexed));
    std::string text;
    for (const std::string& line : ids) text += line + "\n";
    ok = storage_.write(kIndexName, text) && ok;
  }
  if (!ok) storage_problem_ = tr("link.keep_failed");
}

}  // namespace ur
