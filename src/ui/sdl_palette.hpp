// The game's colours (shared by the screens' painting files): ivory text, gold trim and
// titles, lapis for the primary button, the brown of the panels.
#pragma once

#include <SDL.h>

namespace ur {

inline constexpr SDL_Color kIvory{240, 226, 196, 255};
inline constexpr SDL_Color kGold{214, 178, 94, 255};
inline constexpr SDL_Color kInk{52, 34, 20, 255};
inline constexpr SDL_Color kParchment{236, 222, 190, 245};
inline constexpr SDL_Color kLapis{29, 79, 145, 255};
inline constexpr SDL_Color kBrown{74, 50, 32, 240};
inline constexpr SDL_Color kMuted{150, 132, 110, 255};
inline constexpr SDL_Color kShale{46, 38, 34, 255};

}  // namespace ur
