// The time each frame took, for the browser tests and the slow-frame log: the game's own
// work (update and drawing) apart from handing the drawing to the screen (a browser's
// WebGL, where a software GPU that falls behind can make the page wait). SDL-free.
#pragma once

#include <string>
#include <vector>

namespace ur {

class FrameTimes {
 public:
  // One frame: its whole time and the part spent presenting it, in ms; returns the
  // game's own part.
  double add(double total_ms, double present_ms);
  // The game's own ms per frame since the last report (p50, p95, max) and the longest
  // present and whole frame, as JSON ({} when no frame was run); starts afresh.
  std::string report();
  // The game's longest own frame since the last call (the tests' "workMaxMs").
  double take_work_max();

 private:
  std::vector<float> work_;
  double work_max_ = 0, present_max_ = 0, total_max_ = 0;
};

}  // namespace ur
