// A correspondence game by link between two simulated devices (ui/correspondence.hpp):
// each device has its own storage, and every link is carried as text and opened afresh
// from storage, as a page opened days later would. Whole games of tokens and finkel;
// reloads; forged, older, other-game and foreign links refused with storage unchanged;
// the start screen's "On this screen" / "By link" buttons at phone and desktop sizes.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "core/dice.hpp"
#include "remote/wire.hpp"
#include "ui/remote/correspondence.hpp"
#include "ui/level_names.hpp"
#include "unit-correspondence-support.hpp"
#include "ui/screens/start/start_screen.hpp"
#include "unit-font-support.hpp"
#include "unit-remote-support.hpp"
#include "unit-storage-support.hpp"

#include "unit-screen-support.hpp"

using namespace ur;

namespace {

const std::string kPage = "https://ur.example/play/";

// One device's storage: a map of names to texts.
struct Device {
  std::shared_ptr<std::map<std::string, std::string>> kept = std::make_shared<std::map<std::string, std::string>>();
  Storage storage() const { return test::map_storage(kept); }
};

RuleSet rules_named(const char* name) {
  const RuleSet* r = find_rule_set(name);
  REQUIRE(r != nullptr);
  return *r;
}

// Plays this device's turn with random choices; returns the link to send.
std::string play_turn(Correspondence& c, std::uint64_t& rng) {
  test::play_random_turn(c, rng);
  return c.link(kPage);
}

struct Played {
  Device a, b;
  std::vector<std::string> links_from_a, links_from_b;  // every link each sent, in order
  State final_a, final_b;
  int turns = 0, my_turns = 0;
};

// A whole game: A invites as `a_side`, B opens the link; then each side opens the other's
// newest link from its own storage, plays its turn and sends the next link.
Played play_game(const RuleSet& rules, Side a_side, std::uint64_t seed) {
  Played p;
  std::uint64_t rng = seed * 7919 + 1;
  Correspondence a = Correspondence::start(rules, a_side, p.a.storage(), test::digest_of(seed, 1), test::game_id_of(seed));
  CHECK(a.status().find("Waiting for your friend to open the link") != std::string::npos);
  std::string link = a.link(kPage);
  CHECK(link.starts_with(kPage + "#g="));
  p.links_from_a.push_back(link);
  Correspondence::Opened ob = Correspondence::open(link, p.b.storage(), test::digest_of(seed, 2));
  REQUIRE_MESSAGE(ob.ok(), ob.error);
  CHECK(ob.joined);
  CHECK(ob.game->me() == opponent(a_side));
  link = play_turn(*ob.game, rng);
  p.links_from_b.push_back(link);
  bool to_a = true;
  for (int guard = 0; guard < 2000; ++guard) {
    Device& d = to_a ? p.a : p.b;
    Correspondence::Opened o = Correspondence::open(link, d.storage());
    REQUIRE_MESSAGE(o.ok(), o.error);
    CHECK_FALSE(o.joined);
    // A side may have nothing to choose yet (its value was what the other needed); the
    // game may also end on opening (the throw derived from both values forces the last move).
    if (o.game->my_turn()) {
      CHECK(o.game->status().starts_with("Your turn"));
      ++p.my_turns;
    }
    link = play_turn(*o.game, rng);
    ++p.turns;
    (to_a ? p.links_from_a : p.links_from_b).push_back(link);
    if (o.game->over()) {
      // The other device opens the last link and sees the same ending.
      Device& other = to_a ? p.b : p.a;
      Correspondence::Opened last = Correspondence::open(link, other.storage());
      REQUIRE_MESSAGE(last.ok(), last.error);
      CHECK(last.game->over());
      CHECK(last.game->state() == o.game->state());
      CHECK(last.game->steps() == o.game->steps());
      CHECK(last.game->status().find("won the game") != std::string::npos);
      CHECK(o.game->status().find("won the game") != std::string::npos);
      CHECK(last.game->status() != o.game->status());  // one won, the other lost
      p.final_a = to_a ? o.game->state() : last.game->state();
      p.final_b = to_a ? last.game->state() : o.game->state();
      return p;
    }
    CHECK(o.game->status().starts_with("Waiting for your friend"));
    to_a = !to_a;
  }
  FAIL("the game did not end");
  return p;
}

}  // namespace

TEST_CASE("two devices play a whole correspondence game of tokens through links, each opened from storage") {
  const Played p = play_game(rules_named("tokens"), kLight, 15);
  CHECK(is_over(p.final_a));
  CHECK(p.final_a == p.final_b);
  CHECK(p.turns > 10);
  CHECK(p.my_turns > 10);
  // Tokens: the throw-off decides who starts; every link stays short enough for a chat.
  for (const std::string& l : p.links_from_a) CHECK(l.size() < 2000);
}

TEST_CASE("two devices play a whole correspondence game of finkel, the inviter playing dark") {
  const Played p = play_game(rules_named("finkel"), kDark, 16);
  CHECK(is_over(p.final_a));
  CHECK(p.final_a == p.final_b);
}

TEST_CASE("the seed and the newest link survive a reload; the link the page was opened with is no news") {
  Device a, b;
  std::uint64_t rng = 5;
  Correspondence ca = Correspondence::start(rules_named("finkel"), kLight, a.storage(), test::digest_of(21, 1), test::game_id_of(21));
  const remote::GameId id = test::game_id_of(21);
  CHECK(a.kept->at(Correspondence::storage_name(id, "seed")) == remote::to_hex(test::digest_of(21, 1)));
  CHECK(a.kept->at(Correspondence::storage_name(id, "link")) == ca.code());
  const std::string invitation = ca.link(kPage);
  // The inviter reloads the page with its own invitation: the game as kept.
  Correspondence::Opened again = Correspondence::open(invitation, a.storage());
  REQUIRE_MESSAGE(again.ok(), again.error);
  CHECK_FALSE(again.news);
  Correspondence::Opened jb = Correspondence::open(invitation, b.storage(), test::digest_of(21, 2));
  REQUIRE(jb.ok());
  // B reloads the invitation: still joined once, with the same secret.
  const auto b_before = *b.kept;
  Correspondence::Opened jb2 = Correspondence::open(invitation, b.storage(), test::digest_of(21, 3));
  REQUIRE_MESSAGE(jb2.ok(), jb2.error);
  CHECK_FALSE(jb2.joined);
  CHECK(*b.kept == b_before);
  const std::string from_b = play_turn(*jb.game, rng);
  // A opens B's link, plays, and reloads the page (still B's link in the address).
  Correspondence::Opened oa = Correspondence::open(from_b, a.storage());
  REQUIRE_MESSAGE(oa.ok(), oa.error);
  CHECK(oa.news);
  const std::string from_a = play_turn(*oa.game, rng);
  const std::vector<Step> played = oa.game->steps();
  Correspondence::Opened reload = Correspondence::open(from_b, a.storage());
  REQUIRE_MESSAGE(reload.ok(), reload.error);
  CHECK_FALSE(reload.news);
  CHECK(reload.game->steps() == played);  // A's own turn is kept, not lost
  CHECK(reload.game->code() == from_a.substr(from_a.find("#g=") + 3));
  CHECK_FALSE(reload.game->my_turn());
  // The code alone, pasted with spaces around it, opens the same game.
  Correspondence::Opened pasted = Correspondence::open("  " + from_a.substr(from_a.find("#g=") + 3) + "\n", a.storage());
  REQUIRE_MESSAGE(pasted.ok(), pasted.error);
  CHECK(pasted.game->steps() == played);
}

TEST_CASE("forged, altered, older, other-game and foreign links are refused and nothing kept changes") {
  Device a, b, c;
  std::uint64_t rng = 9;
  const RuleSet tokens = rules_named("tokens");
  Correspondence ca = Correspondence::start(tokens, kLight, a.storage(), test::digest_of(31, 1), test::game_id_of(31));
  Correspondence::Opened jb = Correspondence::open(ca.link(kPage), b.storage(), test::digest_of(31, 2));
  REQUIRE(jb.ok());
  std::vector<std::string> from_b{play_turn(*jb.game, rng)};
  std::string link = from_b.back();
  // A few turns each way.
  for (int turn = 0; turn < 6; ++turn) {
    Correspondence::Opened oa = Correspondence::open(link, a.storage());
    REQUIRE_MESSAGE(oa.ok(), oa.error);
    link = play_turn(*oa.game, rng);
    Correspondence::Opened ob = Correspondence::open(link, b.storage());
    REQUIRE_MESSAGE(ob.ok(), ob.error);
    link = play_turn(*ob.game, rng);
    from_b.push_back(link);
  }
  Correspondence::Opened oa = Correspondence::open(link, a.storage());
  REQUIRE(oa.ok());
  const std::vector<Step> steps = oa.game->steps();
  const auto before = *a.kept;
  const std::string code = link.substr(link.find("#g=") + 3);
  auto refused = [&](const std::string& text, const std::string& words) {
    CAPTURE(text);
    const Correspondence::Opened o = Correspondence::open(text, a.storage());
    CHECK_FALSE(o.ok());
    CHECK_MESSAGE(o.error.find(words) != std::string::npos, o.error);
    CHECK(*a.kept == before);
    Correspondence::Opened now = Correspondence::open(link, a.storage());
    REQUIRE(now.ok());
    CHECK(now.game->steps() == steps);
  };
  // A character changed: the checksum catches it.
  std::string damaged = code;
  damaged[damaged.size() / 2] = damaged[damaged.size() / 2] == 'A' ? 'B' : 'A';
  refused(kPage + "#g=" + damaged, "checksum");
  // Cut short.
  refused(kPage + "#g=" + code.substr(0, code.size() - 20), "");
  // An older link of this game.
  refused(from_b[from_b.size() - 3], "an older link of this game");
  // A forged move: the last choice changed, and the link signed again with a key that is not B's.
  {
    remote::Link l = *remote::decode_link(code).link;
    REQUIRE(l.bit_count > 0);
    l.bits[(l.bit_count - 1) / 8] ^= static_cast<std::uint8_t>(1u << ((l.bit_count - 1) % 8));
    const std::string forged = remote::encode_link(l);  // B's signature no longer holds
    refused(forged, "not signed by Dark");
  }
  // A link of another game with the same id (other secrets): not this game.
  {
    Device x, y;
    Correspondence other = Correspondence::start(tokens, kLight, x.storage(), test::digest_of(77, 1), test::game_id_of(31));
    Correspondence::Opened oy = Correspondence::open(other.link(kPage), y.storage(), test::digest_of(77, 2));
    REQUIRE(oy.ok());
    refused(oy.game->link(kPage), "another game");
  }
  // A game this device holds no secret for (both players joined elsewhere).
  {
    const auto c_before = *c.kept;
    const Correspondence::Opened o = Correspondence::open(link, c.storage());
    CHECK_FALSE(o.ok());
    CHECK(o.title == "This game is not kept on this device");
    CHECK(*c.kept == c_before);
  }
  // A record or a live message is not a game link.
  CHECK_FALSE(looks_like_game_link("rules finkel:1\n1. l 1:in/1\n"));
  CHECK(looks_like_game_link(link));
  CHECK(looks_like_game_link(" " + code + " "));
  refused("https://ur.example/#rules=finkel", "no game");
  // A link of A's own that is older than the game kept: refused too.
  CHECK(Correspondence::open(link, a.storage()).ok());
}

TEST_CASE("the start screen: a friend on this screen or by link, both buttons fitting at phone and desktop sizes") {
  struct Screen {
    int w, h;
    float ratio;
  };
  const Screen screens[] = {{1280, 800, 1}, {1366, 768, 1}, {390, 844, 3}, {844, 390, 3}, {360, 640, 2}, {1920, 1080, 2}};
  for (const i18n::LanguageInfo& lang : i18n::all_languages())
  for (const Screen& sc : screens) {
    const test::InLanguage in(lang.id);
    CAPTURE(lang.code);
    const int w = static_cast<int>(static_cast<float>(sc.w) * sc.ratio), h = static_cast<int>(static_cast<float>(sc.h) * sc.ratio);
    CAPTURE(sc.w);
    CAPTURE(sc.h);
    const int size = kAtlasSizes[atlas_for(start_text_px(w, h, sc.ratio))];
    const StartFonts f{&test::shipped_font("text", size), &test::shipped_font("textbold", size)};
    for (const bool by_link : {false, true}) {
      MenuState m;
      m.opponent = 0;
      m.by_link = by_link;
      m.setup_page = true;
      const StartLayout s = start_layout(w, h, sc.ratio, m, computer_levels(true), f);
      const Button* here = nullptr;
      const Button* link = nullptr;
      for (const Button& b : s.buttons) {
        if (b.id == kFriendHere) here = &b;
        if (b.id == kFriendByLink) link = &b;
        CHECK(b.id != kLevelPrev);  // a friend has no level
      }
      REQUIRE(here != nullptr);
      REQUIRE(link != nullptr);
      CHECK(here->primary == !by_link);
      CHECK(link->primary == by_link);
      for (const Button* b : {here, link}) {
        CAPTURE(b->label);
        CHECK(b->rect.h >= 44.0f * sc.ratio - 0.5f);
        CHECK(b->rect.x >= s.setup.x);
        CHECK(b->rect.x + b->rect.w <= s.setup.x + s.setup.w + 0.5f);
        CHECK(hit_button(s.buttons, b->rect.cx(), b->rect.cy()) == b->id);
        // The label at the size drawn (shrunk to the button's room) is still at least 16 CSS px.
        float px = b->rect.h * 0.46f;
        const float room = b->rect.w - b->rect.h * 0.4f;
        const float width = static_cast<float>(f.bold->measure(b->label)) * px / static_cast<float>(f.bold->size);
        if (width > room) px *= room / width;
        CHECK(px / sc.ratio >= 16.0f);
        for (const Button& o : s.buttons)
          if (o.id != b->id && o.id < kRuleCardBase)
            CHECK_FALSE((b->rect.x < o.rect.x + o.rect.w && o.rect.x < b->rect.x + b->rect.w && b->rect.y < o.rect.y + o.rect.h &&
                         o.rect.y < b->rect.y + b->rect.h));
      }
      // By link, a line says how it goes, where the computer's strength would be.
      if (by_link) {
        CHECK(s.strength.lines.size() >= 1);
        CHECK(s.strength.rect.y >= link->rect.y + link->rect.h);
        for (const Button& o : s.buttons)
          if (o.id < kRuleCardBase)
            CHECK_FALSE((s.strength.rect.x < o.rect.x + o.rect.w && o.rect.x < s.strength.rect.x + s.strength.rect.w &&
                         s.strength.rect.y < o.rect.y + o.rect.h && o.rect.y < s.strength.rect.y + s.strength.rect.h));
      } else {
        CHECK(s.strength.lines.empty());
      }
      // By link, the side is chosen as against the computer; on this screen Light starts.
      bool side_buttons = false;
      for (const Button& b : s.buttons) side_buttons = side_buttons || b.id == kSideLight;
      CHECK(side_buttons == by_link);
      CHECK(s.side_note.lines.empty() == by_link);
    }
  }
  MenuState m;
  m.opponent = 0;
  apply_start_button(m, kFriendByLink, 5, true);
  CHECK(m.by_link);
  apply_start_button(m, kSideDark, 5, true);
  CHECK(m.side == 1);
  apply_start_button(m, kFriendHere, 5, true);
  CHECK_FALSE(m.by_link);
}

TEST_CASE("correspondence: a link signed by this side is called older only when it is older; one made elsewhere says so") {
  Device a, b;
  std::uint64_t rng = 41;
  const RuleSet finkel = rules_named("finkel");
  Correspondence ca = Correspondence::start(finkel, kLight, a.storage(), test::digest_of(41, 1), test::game_id_of(41));
  std::vector<std::string> from_a{ca.link(kPage)};
  Correspondence::Opened jb = Correspondence::open(from_a.back(), b.storage(), test::digest_of(41, 2));
  REQUIRE(jb.ok());
  std::string link = play_turn(*jb.game, rng);
  for (int turn = 0; turn < 4; ++turn) {
    Correspondence::Opened oa = Correspondence::open(link, a.storage());
    REQUIRE_MESSAGE(oa.ok(), oa.error);
    from_a.push_back(play_turn(*oa.game, rng));
    Correspondence::Opened ob = Correspondence::open(from_a.back(), b.storage());
    REQUIRE_MESSAGE(ob.ok(), ob.error);
    link = play_turn(*ob.game, rng);
  }
  // A's own first links: older than the game A holds.
  const auto before = *a.kept;
  Correspondence::Opened old = Correspondence::open(from_a[1], a.storage());
  CHECK_FALSE(old.ok());
  CHECK_MESSAGE(old.error.find("an older link that you sent yourself") != std::string::npos, old.error);
  // B's newest link signed again with A's key, as if A had played it on another device:
  // not older (it holds moves A's game here does not), so not called so.
  remote::Link l = *remote::decode_link(link).link;
  const remote::Link resigned = remote::signed_link(l, kLight, remote::Chain(test::digest_of(41, 1)));
  Correspondence::Opened elsewhere = Correspondence::open(kPage + "#g=" + remote::encode_link(resigned), a.storage());
  CHECK_FALSE(elsewhere.ok());
  CHECK_MESSAGE(elsewhere.error.find("signed by your side (Light) but was not made on this device") != std::string::npos,
                elsewhere.error);
  CHECK(*a.kept == before);
}
