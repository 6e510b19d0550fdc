// Refusals from src/remote in the player's language.
#include "ui/refusal.hpp"

#include <array>
#include <iterator>

#include "i18n/i18n.hpp"
#include "ui/language.hpp"

namespace ur {
namespace {

bool has(std::string_view reason, std::string_view part) { return reason.find(part) != std::string_view::npos; }

// The phrases src/remote's reasons are made of, most telling first: a reason can hold
// several ("an early reveal … nothing is due: the game is over").
struct Clue {
  std::string_view phrase;
  RefusalKind kind;
};
constexpr std::array kClues = {
    Clue{"damaged over the connection", RefusalKind::DamagedMessage},
    Clue{"older version", RefusalKind::OlderVersion},
    Clue{"newer version", RefusalKind::Newer},
    Clue{"a different", RefusalKind::Conflict},
    Clue{"decision for your side", RefusalKind::ForYourSide},
    Clue{"signed a decision for", RefusalKind::ForYourSide},
    Clue{"another game", RefusalKind::OtherGame},
    Clue{"not this game's", RefusalKind::OtherGame},
    Clue{"forged", RefusalKind::Forged},
    Clue{"not signed", RefusalKind::Forged},
    Clue{"altered throw", RefusalKind::Forged},
    Clue{"your own side", RefusalKind::Forged},
    Clue{"an older link", RefusalKind::Older},
    Clue{"does not continue", RefusalKind::NotContinuing},
    Clue{"does not follow", RefusalKind::NotContinuing},
    Clue{"out of turn", RefusalKind::OutOfOrder},
    Clue{"not yours", RefusalKind::OutOfOrder},
    Clue{"an old message", RefusalKind::OutOfOrder},
    Clue{"early reveal", RefusalKind::OutOfOrder},
    Clue{"reused reveal", RefusalKind::OutOfOrder},
    Clue{"not due", RefusalKind::OutOfOrder},
    Clue{"before both sides", RefusalKind::OutOfOrder},
    Clue{"has not started", RefusalKind::OutOfOrder},
    Clue{"already has two players", RefusalKind::AlreadyJoined},
    Clue{"already joined", RefusalKind::AlreadyJoined},
    Clue{"already committed", RefusalKind::AlreadyJoined},
    Clue{"already under way", RefusalKind::AlreadyJoined},
    Clue{"not one of this game's players", RefusalKind::NotAPlayer},
    Clue{"not a live message", RefusalKind::WrongKind},
    Clue{"not a correspondence link", RefusalKind::WrongKind},
    Clue{"not an invitation", RefusalKind::WrongKind},
    Clue{"joined by its", RefusalKind::WrongKind},
    Clue{"not the code of a live game", RefusalKind::WrongKind},
    Clue{"holds no game", RefusalKind::WrongKind},
    Clue{"rule set number", RefusalKind::UnknownRules},
    Clue{"pieces a side", RefusalKind::UnknownRules},
    Clue{"ICE", RefusalKind::Connection},
    Clue{"DTLS", RefusalKind::Connection},
    Clue{"certificate fingerprint", RefusalKind::Connection},
    Clue{"network address to reach", RefusalKind::Connection},
    Clue{"is over", RefusalKind::Over},
    Clue{"after the end of the game", RefusalKind::Over},
    Clue{"used up", RefusalKind::Over},
};

// Each kind's sentence, in RefusalKind's order.
constexpr const char* kKeys[] = {"refusal.damaged",       "refusal.newer",        "refusal.other_game",
                                 "refusal.forged",        "refusal.older",        "refusal.not_continuing",
                                 "refusal.out_of_order",  "refusal.already_joined", "refusal.not_a_player",
                                 "refusal.wrong_kind",    "refusal.unknown_rules", "refusal.connection",
                                 "refusal.over",          "refusal.for_your_side", "refusal.older_version",
                                 "refusal.damaged_message", "refusal.conflict"};
static_assert(std::size(kKeys) == static_cast<std::size_t>(RefusalKind::Conflict) + 1);

}  // namespace

RefusalKind refusal_kind(std::string_view reason) {
  for (const Clue& c : kClues)
    if (has(reason, c.phrase)) return c.kind;
  return RefusalKind::Damaged;
}

std::string refusal_text(std::string_view reason) {
  if (reason.empty() || current_language() == i18n::Language::English) return std::string(reason);
  return tr(kKeys[static_cast<std::size_t>(refusal_kind(reason))]);
}

}  // namespace ur
