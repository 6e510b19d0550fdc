// What a player reads when a link, message or code from the other player is refused.
// src/remote says why in exact English sentences (what `ur-cli verify`, the records and
// the tests read); the game shows that sentence in English and, in another language, the
// kind of problem in that language (lang/*.txt, refusal.*).
#pragma once

#include <string>
#include <string_view>

namespace ur {

enum class RefusalKind {
  Damaged,        // cut short, a wrong character, a checksum: copy it again
  Newer,          // made by a newer version of the game
  OtherGame,      // belongs to another game
  Forged,         // not signed by a player, or changed on its way
  Older,          // an older link of this very game
  NotContinuing,  // does not follow the game held here
  OutOfOrder,     // out of turn, twice, or before its time
  AlreadyJoined,  // the game has its two players already
  NotAPlayer,     // this device holds neither player's secret
  WrongKind,      // a link where a message belongs, or the reverse
  UnknownRules,   // a rule set or piece count this version does not know
  Connection,     // the connection details in a live code are incomplete
  Over,           // the game is over
  ForYourSide,    // a move or choice made for this player's side by the other
  OlderVersion,   // made by an older version of the game (the friend should reload)
  DamagedMessage, // a live message damaged on the connection (nobody copied it)
  Conflict,       // a live message at odds with what was already played: the game stops
};

// The kind of a reason src/remote gave (Damaged when it is none of the others).
RefusalKind refusal_kind(std::string_view reason);

// The reason as the player reads it in the current language: the reason itself in
// English, else its kind's sentence (no final full stop, like the reasons).
std::string refusal_text(std::string_view reason);

}  // namespace ur
