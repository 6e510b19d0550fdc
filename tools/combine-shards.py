#!/usr/bin/env python3
"""Adds up the shards of long matches played in pieces (docs/measurements/):

  * `vs_perfect --agents A --from K --games N` (lab/vs_perfect.cpp): wins, games and
    the 95% Wilson interval, and the per-choice figures averaged over the shards;
  * `ladder --a A --b B --from K --games N` (lab/ladder.cpp): wins and games of A
    against B, with the interval.

    python3 tools/combine-shards.py FILE...

Prints one line per agent (vs_perfect) or pairing and rule sets (ladder). Shards of one
match that overlap are refused; gaps are reported (the next shard to play).
"""
import math
import re
import sys

PERFECT_HEAD = re.compile(r"^(\S+): every agent against perfect play, games (\d+)\.\.(\d+)")
PERFECT_LINE = re.compile(r"^(\S+)\s+([\d.]+)% \[.*?\] n=(\d+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)%\s+([\d.]+)%")
LADDER_LINE = re.compile(r"^(\S+)\s+(\S+)\s+vs (\S+)\s+[\d.]+% \[.*?\] n=(\d+)")
LADDER_SHARD = re.compile(r"^games (\d+)\.\.(\d+) of seed (\d+): (\S+) won ([\d.]+)")


def wilson(wins, games):
    z, p = 1.96, wins / games
    centre = p + z * z / (2 * games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return f"{100 * p:.1f}% [{100 * (centre - half) / scale:.1f}, {100 * (centre + half) / scale:.1f}]"


class Match:
    def __init__(self):
        self.wins = 0.0
        self.games = 0
        self.ranges = []  # (first, last, file)
        self.loss = self.blunders = self.best = 0.0  # vs_perfect: summed per shard


def parse(name, matches):
    text = open(name, encoding="utf-8").read()
    lines = text.splitlines()
    head = next((PERFECT_HEAD.match(l) for l in lines if PERFECT_HEAD.match(l)), None)
    found = False
    if head:
        first, last = int(head.group(2)), int(head.group(3))
        for line in lines:
            m = PERFECT_LINE.match(line)
            if not m:
                continue
            n = int(m.group(3))
            if n > 500:
                raise ValueError(f"{name}: shards of more than 500 games print too few digits to add up")
            match = matches.setdefault(("vs perfect", head.group(1), m.group(1)), Match())
            match.wins += round(float(m.group(2)) * n / 100 * 2) / 2  # exact for n <= 500
            match.games += n
            match.ranges.append((first, last, name))
            match.loss += float(m.group(4))
            match.blunders += float(m.group(6))
            match.best += float(m.group(7))
            found = True
    for i, line in enumerate(lines):
        m = LADDER_LINE.match(line)
        s = LADDER_SHARD.match(lines[i + 1]) if m and i + 1 < len(lines) else None
        if not s:
            continue
        key = ("ladder", m.group(1), f"{m.group(2)} vs {m.group(3)} (seed {s.group(3)})")
        match = matches.setdefault(key, Match())
        match.wins += float(s.group(5))
        match.games += int(m.group(4))
        match.ranges.append((int(s.group(1)), int(s.group(2)), name))
        found = True
    if not found:
        raise ValueError(f"{name}: no vs_perfect or ladder shard in it")


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    matches = {}
    try:
        for name in argv[1:]:
            parse(name, matches)
    except (OSError, ValueError) as e:
        print(f"combine-shards: {e}", file=sys.stderr)
        return 1
    status = 0
    for (kind, rules, who), m in sorted(matches.items()):
        ranges = sorted(m.ranges)
        covered, gaps = 0, []
        for first, last, name in ranges:
            if first < covered:
                print(f"combine-shards: {name} overlaps an earlier shard of {who} ({rules})", file=sys.stderr)
                status = 1
            elif first > covered:
                gaps.append(f"{covered}..{first - 1}")
            covered = max(covered, last + 1)
        shards = len(ranges)
        line = f"{kind:10} {rules:16} {who}: {m.wins:g}/{m.games} = {wilson(m.wins, m.games)}"
        if kind == "vs perfect":
            line += (f", loss a choice {m.loss / shards:.3f}, choices losing > 1 point "
                     f"{m.blunders / shards:.2f}%, best {m.best / shards:.1f}%")
        line += f" ({shards} shard{'s' if shards != 1 else ''}, up to game {covered - 1}"
        line += f"; missing {', '.join(gaps)})" if gaps else ")"
        print(line)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
