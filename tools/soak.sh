#!/usr/bin/env bash
# The soak (docs/soak.md): 10^6 random games and 10^4 games between the search levels per
# rule set, every step audited (src/core/audit.hpp). Hours of CPU in all, so it is played
# in shards (docs/measurements/soak/plan.txt) by tools/run-shards.sh, each shard's result
# kept in docs/measurements/soak/RULES/, and can stop and resume at any moment.
#   tools/soak.sh                 play the shards without a result yet, then sum them all
#   tools/soak.sh --jobs N        N shards at a time (default 2)
#   tools/soak.sh --minutes M     start no shard after M minutes
#   tools/soak.sh --summary       only sum the results there are
#   tools/soak.sh --ui [STEPS]    the UI's soak instead: the random walks of
#                                 tests/ui/flow-walk.cpp (every screen and dialog, four
#                                 languages, desktop and phone), each STEPS long (default
#                                 5000; CI runs them short), in the ASan/UBSan build
# Exits 1 if any shard failed (a violation, printed with its position) or any is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=docs/measurements/soak
summary_only=0 pass=()
if [ "${1:-}" = --ui ]; then
  steps=${2:-5000}
  [[ "$steps" =~ ^[0-9]+$ ]] || { echo "soak.sh: --ui takes a number of steps, not '$steps'" >&2; exit 2; }
  bash tools/setup.sh
  UR_TARGETS=ui-flow-walk bash tools/build.sh native-debug
  exec env UR_WALK_STEPS="$steps" build/native-debug/ui-flow-walk
fi
while [ $# -gt 0 ]; do
  case "$1" in
    --summary) summary_only=1 ;;
    --jobs|--minutes)
      [ $# -ge 2 ] && [[ "$2" =~ ^[0-9]+$ ]] || { echo "soak.sh: $1 needs a whole number" >&2; exit 2; }
      pass+=("$1" "$2"); shift ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    *) echo "soak.sh: unknown argument '$1' (try --jobs N, --minutes M, --summary or --ui [STEPS])" >&2; exit 2 ;;
  esac
  shift
done

if [ $summary_only = 0 ]; then
  bash tools/setup.sh
  UR_TARGETS=soak bash tools/build.sh native-release
  # The shards run this copy, so a rebuild cannot change the program under a running shard.
  mkdir -p build/soak-bin
  cp build/native-release/soak build/soak-bin/soak.new && mv build/soak-bin/soak.new build/soak-bin/soak
  bash tools/run-shards.sh --plan "$dir/plan.txt" "${pass[@]}"
fi

# Sum the shards' lines ("finkel random 250,000 games 78,270,000 steps longest 544 light
# 51.4% violations 0 98.1 s") per rule set and kind.
missing=$(bash tools/run-shards.sh --plan "$dir/plan.txt" --dry-run | wc -l)
failed=$(find "$dir" -name '*.err' | wc -l)
printf '\n== soak: results in %s (%d shards missing, %d failed)\n' "$dir" "$missing" "$failed"
cat "$dir"/*/*.txt 2>/dev/null | awk '
  $2 == "random" || $2 == "levels" {
    gsub(",", "", $3); gsub(",", "", $5)
    k = $1 " " $2
    if (!(k in games)) order[n++] = k
    games[k] += $3; steps[k] += $5; secs[k] += $(NF - 1); viol[k] += $(NF - 2)
    if ($8 > longest[k]) longest[k] = $8
  }
  /VIOLATION/ { print }
  END {
    printf "%-16s %-7s %12s %15s %8s %11s %9s\n", "rule set", "kind", "games", "steps", "longest", "violations", "CPU s"
    for (i = 0; i < n; i++) {
      k = order[i]; split(k, p, " ")
      printf "%-16s %-7s %12d %15d %8d %11d %9.0f\n", p[1], p[2], games[k], steps[k], longest[k], viol[k], secs[k]
      tg += games[k]; tv += viol[k]; ts += secs[k]
    }
    printf "all: %d games, %d violations, %.1f CPU hours\n", tg, tv, ts / 3600
  }'
[ "$missing" = 0 ] && [ "$failed" = 0 ]
