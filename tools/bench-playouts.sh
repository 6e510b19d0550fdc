#!/usr/bin/env bash
# The rules core's random playouts against their limit (issue 45), side by side in one run:
# `bench_playout_limit` (finkel written for finkel alone: bench/bench_playout_limit.cpp)
# and `bench_core --rules finkel`, alternating ROUNDS times, then the ratio of the medians.
#   tools/bench-playouts.sh [ROUNDS] [BUILD_DIR]   (default 3, build/native-release)
#   UR_BENCH_BEFORE=DIR  also a bench_core built elsewhere (an older commit), in the same rounds
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
rounds=${1:-3}
dir=${2:-$here/build/native-release}
[[ "$rounds" =~ ^[0-9]+$ ]] || { echo "bench-playouts.sh: ROUNDS is a number, not '$rounds'" >&2; exit 2; }
for b in bench_core bench_playout_limit; do
  [ -x "$dir/$b" ] || { echo "bench-playouts.sh: no $dir/$b (UR_TARGETS=\"bench_core bench_playout_limit\" bash tools/build.sh native-release)" >&2; exit 1; }
done
limit=() core=() before=()
for ((i = 0; i < rounds; i++)); do
  limit+=("$("$dir/bench_playout_limit" --seconds 2 | awk '{print $7}' | tr -d M)")
  core+=("$("$dir/bench_core" --rules finkel --games 500 --seconds 2 | awk '$1 == "finkel" {print $4}' | tr -d M)")
  if [ -n "${UR_BENCH_BEFORE:-}" ]; then
    before+=("$("$UR_BENCH_BEFORE/bench_core" --rules finkel --games 500 --seconds 2 | awk '$1 == "finkel" {print $4}' | tr -d M)")
  fi
done
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
ml=$(median "${limit[@]}") mc=$(median "${core[@]}")
echo "limit (finkel alone):    ${limit[*]} M throws/s, median $ml"
echo "bench_core finkel:       ${core[*]} M turns/s, median $mc"
[ ${#before[@]} -eq 0 ] || echo "bench_core before:       ${before[*]} M turns/s, median $(median "${before[@]}")"
awk -v c="$mc" -v l="$ml" 'BEGIN {printf "ratio core / limit:      %.2f\n", c / l}'
[ ${#before[@]} -eq 0 ] || awk -v c="$(median "${before[@]}")" -v l="$ml" 'BEGIN {printf "ratio before / limit:    %.2f\n", c / l}'
