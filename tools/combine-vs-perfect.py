#!/usr/bin/env python3
"""Adds up shards of a long `vs_perfect` match (bench/vs_perfect.cpp, run with
--from K --games N) into one line: wins, games, the 95% Wilson interval, and the
per-choice figures averaged over the shards (they are the same size).

    python3 tools/combine-vs-perfect.py king shard-*.txt
"""
import math
import re
import sys

LINE = re.compile(r"^(\S+)\s+([\d.]+)% \[.*?\] n=(\d+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)%\s+([\d.]+)%")


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    agent, files = argv[1], argv[2:]
    wins = games = 0.0
    loss = blunders = best = 0.0
    shards = 0
    for name in files:
        try:
            text = open(name, encoding="utf-8").read()
        except OSError as e:
            print(f"combine-vs-perfect: {e}", file=sys.stderr)
            return 1
        for line in text.splitlines():
            m = LINE.match(line)
            if not m or m.group(1) != agent:
                continue
            p, n = float(m.group(2)), int(m.group(3))
            wins += round(p * n / 100 * 2) / 2  # the rate is printed to 0.1%: exact for n <= 500
            games += n
            loss += float(m.group(4))
            blunders += float(m.group(6))
            best += float(m.group(7))
            shards += 1
    if shards == 0:
        print(f"combine-vs-perfect: no line for '{agent}' in the files given", file=sys.stderr)
        return 1
    z, p = 1.96, wins / games
    centre = p + z * z / (2 * games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    print(f"{agent}: {wins:g}/{games:g} = {100 * p:.1f}% [{100 * (centre - half) / scale:.1f}, "
          f"{100 * (centre + half) / scale:.1f}], loss a choice {loss / shards:.3f}, "
          f"choices losing > 1 point {blunders / shards:.2f}%, best {best / shards:.1f}% ({shards} shards)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
