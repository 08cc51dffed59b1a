#!/usr/bin/env bash
# Times tdoku (BSD-2, see LICENSE; src/ and include/ are tdoku's own files, unchanged) and our
# backtracking solver on the same puzzle file, one thread each, one right after the other:
# the first solution of each puzzle (`brute`) and the count to two solutions (`count`).
#   examples/tdoku/compare.sh PUZZLES.txt [ROUNDS]      (one 81-character puzzle a line)
# Needs g++ (Debian's build-essential) and a release build (`cargo build --release`). Run it on a
# quiet machine; figures from different runs or machines are not comparable.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
puzzles=$1
rounds=${2:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
g++ -O3 -march=native -std=c++17 -DNDEBUG -I"$here/src" -I"$here" "$here/timer.cc" \
    "$here/src/solver_dpll_triad_simd.cc" "$here/src/util.cc" -o "$work/tdoku-timer"
"$work/tdoku-timer" "$puzzles" "$rounds"
ours="$repo/target/release/sudoku-stepper"
for kind in brute count; do
    best=""
    for _ in $(seq "$rounds"); do
        line=$("$ours" bench "$kind" "$puzzles" --threads 1)
        rate=$(sed -E 's/.* ([0-9]+) puzzles\/s.*/\1/' <<<"$line")
        if [ -z "$best" ] || [ "$rate" -gt "$best" ]; then best=$rate; fi
    done
    echo "ours $kind: best of $rounds runs: $best puzzles/s"
done
