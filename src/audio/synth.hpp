// The game's sounds, made by our own code at run time from a fixed seed: dice, pieces and
// the board are modelled as struck resonant bodies (damped modes of shell, shale and wood,
// each contact a short filtered noise burst), the end of a game as a plucked lyre string
// (Karplus-Strong). No samples are shipped: the site holds 0 bytes of sound data. Pure
// C++ (no SDL, no I/O), shared by the game and the tests.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace ur {

enum class SoundId : std::uint8_t {
  TetraRattle,   // tetrahedral dice shaken in the hand (shell and bone clicking together)
  TetraSettle,   // ... thrown onto the board: they clatter and stop on a point
  CubeRattle,    // a cube die shaken (a deeper, more regular knocking)
  CubeSettle,    // ... thrown: it tumbles over its edges and rocks to rest
  Slide,         // a piece pushed along the board
  Land,          // a piece set down on a square
  Capture,       // a piece knocks another off the board
  Rosette,       // a piece lands on a rosette's shell plaque (a ring after the knock)
  BearOff,       // a piece dropped into the board's hollow box
  StackFlip,     // a stack turned over
  Win,           // the game won (a rising phrase on the lyre)
  Loss,          // the game lost (a falling phrase)
};
inline constexpr int kSoundCount = 12;

// A stable name for each sound ("tetra-rattle", ...), for tests and the page's debug state.
std::string_view sound_name(SoundId id);

// The sound as mono samples in [-1, 1] at `sample_rate`. `dice` (TetraRattle and
// TetraSettle) is the number of dice thrown, 1..6; the other sounds ignore it. The same
// arguments always give the same samples.
std::vector<float> synthesize(SoundId id, int sample_rate, int dice = 4);

}  // namespace ur
