#!/usr/bin/env bash
# The browser's frame figures with the goal for a quiet machine asserted: no frame of the
# game's own work at 50 ms or more (UR_STRICT_FRAMES=1; CI's tests hold the typical frame
# and freezes only: tests/browser/harness.mjs, checkFrameWork). Plays the whole games of
# game.test.mjs, watches king against king (frames.test.mjs) and plays against perfect
# play with hints (perfect.test.mjs), and prints their figures; artifacts/frame-times.json
# and artifacts/frames-watching.json keep them. Run it with nothing else on the machine.
#   tools/bench-frames.sh            (needs build/web-release: bash tools/build.sh web-release)
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f build/web-release/site/index.html ] || { echo "bench-frames: no web build; run bash tools/build.sh web-release first" >&2; exit 2; }
UR_STRICT_FRAMES=1 bash tests/browser/run.sh game.test.mjs frames.test.mjs perfect.test.mjs 2>&1 |
  grep -E "work per frame|watched:|game's work|slow frame|^✔|^✖|AssertionError|^browser:|^failing"
