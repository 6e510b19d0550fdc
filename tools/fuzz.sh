#!/usr/bin/env bash
# Coverage-guided fuzzing of every reader a player or a stranger can feed (docs/fuzzing.md):
# builds the fuzz preset (clang, libFuzzer, ASan + UBSan) and runs each target from its
# committed corpus (fuzz/corpus/<target>), new inputs going to build/fuzz/corpus/<target>.
# A crash or a broken property stops with the input saved in build/fuzz/findings/.
#   tools/fuzz.sh                 every target for 60 s (what CI runs)
#   tools/fuzz.sh --seconds N     every target for N seconds
#   tools/fuzz.sh --long          every target for 10^7 runs or 30 minutes, whichever is first
#   tools/fuzz.sh --seed N        libFuzzer's random seed (default 1: a run can be repeated)
#   tools/fuzz.sh fuzz_record ... only these targets
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"
seconds=60 runs=0 seed=1 only=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds)
      [ $# -ge 2 ] && [[ "$2" =~ ^[0-9]+$ ]] || { echo "fuzz.sh: --seconds needs a whole number" >&2; exit 2; }
      seconds=$2; shift ;;
    --seed)
      [ $# -ge 2 ] && [[ "$2" =~ ^[0-9]+$ ]] || { echo "fuzz.sh: --seed needs a whole number" >&2; exit 2; }
      seed=$2; shift ;;
    --long) seconds=1800 runs=10000000 ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    fuzz_*) only+=("$1") ;;
    *) echo "fuzz.sh: unknown argument '$1' (try --seconds N, --long, --seed N or a target name)" >&2; exit 2 ;;
  esac
  shift
done

bash tools/setup.sh --fuzz
targets=("${only[@]}")
if [ ${#targets[@]} -eq 0 ]; then
  for f in fuzz/fuzz_*.cpp; do targets+=("$(basename "$f" .cpp)"); done
fi
for t in "${targets[@]}"; do
  [ -f "fuzz/$t.cpp" ] || { echo "fuzz.sh: no target '$t' (fuzz/$t.cpp)" >&2; exit 2; }
done
UR_TARGETS="${targets[*]}" bash tools/build.sh fuzz

out=build/fuzz
mkdir -p "$out/findings" "$out/logs"
summary=()
failed=0
for t in "${targets[@]}"; do
  mkdir -p "$out/corpus/$t"
  args=(-seed="$seed" -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$out/findings/$t-" -timeout=10 -rss_limit_mb=2048)
  [ "$runs" -gt 0 ] && args+=(-runs="$runs")
  [ -f "fuzz/$t.dict" ] && args+=(-dict="fuzz/$t.dict")
  printf '\n== %s (%s s%s)\n' "$t" "$seconds" "$([ "$runs" -gt 0 ] && echo ", at most $runs runs")"
  log="$out/logs/$t.log"
  if ASAN_OPTIONS=detect_leaks=1 "$out/$t" "${args[@]}" "$out/corpus/$t" "fuzz/corpus/$t" >"$log" 2>&1; then
    status=ok
  else
    status=FINDING
    failed=1
    grep -E 'property failed|ERROR: AddressSanitizer|runtime error|SUMMARY|Test unit written' "$log" | head -20 || true
  fi
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n1)
  cov=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -n1)
  secs=$(sed -n 's/.*Done \([0-9]*\) runs in \([0-9]*\) second.*/\2/p' "$log" | tail -n1)
  line=$(printf '%-14s %-8s %12s runs  %5s s  %s' "$t" "$status" "${execs:-?}" "${secs:-$seconds}" "${cov:-}")
  echo "$line"
  summary+=("$line")
done
printf '\n== fuzzing summary (target, result, executions, time, coverage: edges and features)\n'
printf '%s\n' "${summary[@]}"
[ $failed = 0 ] || { echo "fuzz.sh: findings saved in $out/findings/ (reproduce: $out/TARGET FILE)" >&2; exit 1; }
