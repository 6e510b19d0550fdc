#include "ui/remote/correspondence.hpp"

#include <algorithm>
#include <cctype>

#include "remote/wire.hpp"
#include "ui/describe.hpp"
#include "ui/language.hpp"
#include "ui/refusal.hpp"

namespace ur {
namespace {

using remote::Chain;
using remote::Digest;
using remote::Session;

std::string_view trimmed(std::string_view t) {
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front()))) t.remove_prefix(1);
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back()))) t.remove_suffix(1);
  return t;
}

// The code alone, from an address with #g=CODE, "g=CODE" or the code.
std::string code_of(std::string_view text) {
  text = trimmed(text);
  const std::size_t hash = text.find('#');
  if (hash != std::string_view::npos) {
    std::string_view fragment = text.substr(hash + 1);
    const std::size_t g = fragment.find("g=");
    if (g == std::string_view::npos) return std::string(text);
    fragment = fragment.substr(g + 2);
    return std::string(fragment.substr(0, fragment.find('&')));
  }
  if (text.starts_with("g=")) text.remove_prefix(2);
  return std::string(text);
}


}  // namespace

std::string Correspondence::storage_name(const remote::GameId& id, std::string_view what) {
  return "link." + remote::to_hex(id) + "." + std::string(what);
}

Correspondence Correspondence::start(const RuleSet& rules, Side me, Storage storage, std::optional<Digest> seed,
                                     std::optional<remote::GameId> id) {
  const Chain chain = seed ? Chain(*seed) : Chain::fresh();
  Correspondence c(Session::invite(rules, remote::Mode::Correspondence, me, chain, id ? *id : remote::random_game_id()),
                   std::move(storage));
  c.keep();
  return c;
}

Correspondence::Opened Correspondence::open(std::string_view text, Storage storage, std::optional<Digest> seed) {
  Opened out;
  const std::string code = code_of(text);
  const remote::LinkDecode decoded = remote::decode_link(code);
  if (!decoded.ok()) {
    out.title = tr("link.not_a_link");
    out.error = refusal_text(decoded.error);
    return out;
  }
  const remote::Link& link = *decoded.link;
  if (link.setup.mode != remote::Mode::Correspondence) {
    out.title = tr("link.not_a_link");
    out.error = tr("link.live_not_link");
    return out;
  }
  const remote::GameId& id = link.setup.id;
  const std::optional<std::string> kept_seed = storage.read ? storage.read(storage_name(id, "seed")) : std::nullopt;
  if (!kept_seed) {
    const Side invited = opponent(link.setup.inviter);
    if (link.commit[invited]) {
      // Both players have joined, and neither's secret is here.
      out.title = tr("save.not_kept");
      out.error = tr("link.not_here");
      return out;
    }
    remote::SessionJoin j = Session::join(code, seed ? Chain(*seed) : Chain::fresh());
    if (!j.ok()) {
      out.title = tr("link.refused");
      out.error = refusal_text(j.error);
      return out;
    }
    Correspondence c(std::move(*j.session), std::move(storage));
    c.keep(code);
    out.game = std::move(c);
    out.joined = out.news = true;
    return out;
  }
  const auto seed_bytes = remote::from_hex(*kept_seed, 32);
  const std::optional<std::string> kept_link = storage.read(storage_name(id, "link"));
  if (!seed_bytes || !kept_link) {
    out.title = tr("save.damaged");
    out.error = tr("link.damaged");
    return out;
  }
  Digest s{};
  std::copy(seed_bytes->begin(), seed_bytes->end(), s.begin());
  remote::SessionJoin held = Session::resume(*kept_link, Chain(s));
  if (!held.ok()) {
    out.title = tr("save.damaged");
    out.error = tr("link.refused_why", {{"why", refusal_text(held.error)}});
    return out;
  }
  Correspondence c(std::move(*held.session), std::move(storage));
  if (code == *kept_link || (link.signer && *link.signer == c.me() && code == c.code())) {
    out.game = std::move(c);  // this device's own newest link: the game as kept
    return out;
  }
  if (link.signer && *link.signer == c.me()) {
    // Signed by this side: an older link this device sent (its game a part of the game
    // here), or one made elsewhere that does not follow it.
    out.title = tr("link.refused");
    const remote::LedgerBuild built = remote::ledger_of(link);
    const std::vector<std::uint32_t>& kept_choices = c.session_.ledger().choices();
    const bool older = built.ok() && built.ledger->decisions() <= c.session_.ledger().decisions() &&
                       std::equal(built.ledger->choices().begin(), built.ledger->choices().end(), kept_choices.begin());
    out.error = tr(older ? "link.older_own" : "link.own_elsewhere", {{"side", side_word(c.me())}});
    return out;
  }
  const std::optional<std::string> opened = c.storage_.read(storage_name(id, "opened"));
  if (opened && *opened == code) {
    out.game = std::move(c);  // the page reloaded with the friend's link: the game as kept
    return out;
  }
  const std::string why = c.session_.receive(code);
  if (!why.empty()) {
    out.title = tr("link.refused");
    out.error = tr("link.refused_why", {{"why", refusal_text(why)}});
    return out;
  }
  c.keep(code);
  out.game = std::move(c);
  out.news = true;
  return out;
}

std::string Correspondence::play(int choice) {
  const std::string why = session_.play(choice);
  if (why.empty()) keep();
  return refusal_text(why);
}

std::string Correspondence::play(const Action& action) {
  ActionList legal;
  legal_actions(rules(), state(), legal);
  for (int i = 0; i < legal.size(); ++i)
    if (legal[i] == action) return play(i);
  return tr("link.not_allowed");
}

std::string Correspondence::link(std::string_view page) const {
  std::string p(page);
  const std::size_t hash = p.find('#');
  if (hash != std::string::npos) p.resize(hash);
  return p + "#g=" + code();
}

std::string Correspondence::status() const {
  const remote::Ledger& l = session_.ledger();
  switch (l.waiting()) {
    case remote::Waiting::Over: {
      const Winner w = result(rules(), state()).winner;
      if (w == Winner::None || w == Winner::Draw) return tr("link.over");
      return tr((w == Winner::Light) == (me() == kLight) ? "link.you_won" : "link.friend_won");
    }
    case remote::Waiting::ChainEnd: return tr("link.unfinished", {{"n", std::to_string(remote::kChainLength)}});
    case remote::Waiting::Commitment: return tr("link.waiting_join", {{"side", side_word(me())}});
    default: break;
  }
  if (my_turn()) return tr("link.your_turn", {{"side", side_word(me())}});
  const std::string friend_side = side_word(opponent(me()));
  if (l.waiting() == remote::Waiting::Reveal)  // the friend's value for the next throw
    return tr("link.waiting_reveal", {{"side", friend_side}});
  return tr("link.waiting_turn", {{"side", friend_side}});
}

void Correspondence::keep(const std::string& opened) {
  storage_problem_.clear();
  if (!storage_.write) {
    storage_problem_ = tr("link.cannot_keep");
    return;
  }
  const remote::GameId& id = session_.ledger().setup().id;
  bool ok = storage_.write(storage_name(id, "seed"), remote::to_hex(session_.secret_seed()));
  ok = storage_.write(storage_name(id, "link"), code()) && ok;
  if (!opened.empty()) ok = storage_.write(storage_name(id, "opened"), opened) && ok;
  if (!ok) storage_problem_ = tr("link.keep_failed");
}

bool looks_like_game_link(std::string_view text) {
  text = trimmed(text);
  if (text.find("#g=") != std::string_view::npos || text.find("&g=") != std::string_view::npos) return true;
  if (text.starts_with("g=")) return true;
  // A code alone: one long word of base64url that decodes as a link.
  if (text.size() < 60 || text.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") !=
                              std::string_view::npos)
    return false;
  return remote::decode_link(text).ok();
}

Controller::Resume resume_of(const RuleSet& rules, const std::vector<Step>& steps, std::uint64_t dice_generator) {
  Controller::Resume r;
  int last_throw = -1;
  for (const Step& s : steps) {
    r.steps.push_back({s.chance, s.outcome, s.action, kLight});
    if (s.chance) last_throw = s.outcome;
  }
  r.dice_generator = dice_generator;
  if (last_throw >= 0) {
    if (rules.dice == DiceKind::D6) r.dice[0] = last_throw;
    else
      for (int i = 0; i < rules.dice_count && i < 6; ++i) r.dice[static_cast<std::size_t>(i)] = i < last_throw ? 1 : 0;
    r.dice_shown = true;
    r.shown_outcome = last_throw;
  }
  return r;
}

}  // namespace ur
