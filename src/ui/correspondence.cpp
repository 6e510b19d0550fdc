#include "ui/correspondence.hpp"

#include <algorithm>
#include <cctype>

#include "remote/wire.hpp"

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

std::string side_word(Side s) { return s == kLight ? "Light" : "Dark"; }

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
    out.title = "This is not a game link";
    out.error = decoded.error;
    return out;
  }
  const remote::Link& link = *decoded.link;
  if (link.setup.mode != remote::Mode::Correspondence) {
    out.title = "This is not a game link";
    out.error = "it is the link of a live game, which is played over a connection, not by links";
    return out;
  }
  const remote::GameId& id = link.setup.id;
  const std::optional<std::string> kept_seed = storage.read ? storage.read(storage_name(id, "seed")) : std::nullopt;
  if (!kept_seed) {
    const Side invited = opponent(link.setup.inviter);
    if (link.commit[invited]) {
      // Both players have joined, and neither's secret is here.
      out.title = "This game is not kept on this device";
      out.error = "This link belongs to a game played on other devices: this device holds neither player's secret "
                  "dice for it (the game was started or joined on another device or browser, or this browser's "
                  "data was cleared). Open it on the device where you play this game. Nothing was changed.";
      return out;
    }
    remote::SessionJoin j = Session::join(code, seed ? Chain(*seed) : Chain::fresh());
    if (!j.ok()) {
      out.title = "This link was refused";
      out.error = j.error;
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
    out.title = "The game kept on this device is damaged";
    out.error = "its secret dice or its newest link could not be read, so this game cannot go on here. Nothing was changed.";
    return out;
  }
  Digest s{};
  std::copy(seed_bytes->begin(), seed_bytes->end(), s.begin());
  remote::SessionJoin held = Session::resume(*kept_link, Chain(s));
  if (!held.ok()) {
    out.title = "The game kept on this device is damaged";
    out.error = held.error + ". Nothing was changed.";
    return out;
  }
  Correspondence c(std::move(*held.session), std::move(storage));
  if (code == *kept_link || (link.signer && *link.signer == c.me() && code == c.code())) {
    out.game = std::move(c);  // this device's own newest link: the game as kept
    return out;
  }
  if (link.signer && *link.signer == c.me()) {
    out.title = "This link was refused";
    out.error = "it is an older link that you sent yourself, not your friend's answer: the game here has gone on "
                "since. Nothing was changed.";
    return out;
  }
  const std::optional<std::string> opened = c.storage_.read(storage_name(id, "opened"));
  if (opened && *opened == code) {
    out.game = std::move(c);  // the page reloaded with the friend's link: the game as kept
    return out;
  }
  const std::string why = c.session_.receive(code);
  if (!why.empty()) {
    out.title = "This link was refused";
    out.error = why + ". Nothing was changed.";
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
  return why;
}

std::string Correspondence::play(const Action& action) {
  ActionList legal;
  legal_actions(rules(), state(), legal);
  for (int i = 0; i < legal.size(); ++i)
    if (legal[i] == action) return play(i);
  return "that is not one of the moves allowed now";
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
      if (w == Winner::None || w == Winner::Draw) return "The game is over: " + l.waiting_text() + ".";
      return (w == Winner::Light) == (me() == kLight) ? "You won the game." : "Your friend won the game.";
    }
    case remote::Waiting::ChainEnd: return "The game stops here, unfinished: " + l.waiting_text() + ".";
    case remote::Waiting::Commitment:
      return "Waiting for your friend to open the link and join (you play " + side_word(me()) + ").";
    default: break;
  }
  if (my_turn()) return "Your turn (" + side_word(me()) + ").";
  const std::string friend_side = "Waiting for your friend (" + side_word(opponent(me())) + ")";
  if (l.waiting() == remote::Waiting::Reveal)  // the friend's value for the next throw
    return friend_side + " to open your link: their secret dice are needed for the next throw.";
  return friend_side + " to play their turn and send you the next link (" + l.waiting_text() + ").";
}

void Correspondence::keep(const std::string& opened) {
  storage_problem_.clear();
  if (!storage_.write) {
    storage_problem_ = "this version of the game cannot keep games";
    return;
  }
  const remote::GameId& id = session_.ledger().setup().id;
  bool ok = storage_.write(storage_name(id, "seed"), remote::to_hex(session_.secret_seed()));
  ok = storage_.write(storage_name(id, "link"), code()) && ok;
  if (!opened.empty()) ok = storage_.write(storage_name(id, "opened"), opened) && ok;
  if (!ok) storage_problem_ = "the game could not be kept on this device (its storage is full or refused)";
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

std::array<int, 6> dice_faces_of(const RuleSet& rules, int outcome) {
  std::array<int, 6> d{};
  if (rules.dice == DiceKind::D6) d[0] = outcome;
  else
    for (int i = 0; i < rules.dice_count && i < 6; ++i) d[static_cast<std::size_t>(i)] = i < outcome ? 1 : 0;
  return d;
}

}  // namespace ur
