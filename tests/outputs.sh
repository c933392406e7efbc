#!/usr/bin/env bash
# Writes every output a user can get from the official courses with one binary:
# the check, the analysis (text and JSON), every export format and seeded
# simulations (text and JSON, fast and strong bots, caves, 2 players, a trace).
# Two binaries are compared by running this for each and diffing the folders:
#
#   tests/outputs.sh OLD_BINARY old/ && tests/outputs.sh target/release/eldorado new/ && diff -r old new
#
# A refactoring that changes none of the product's behaviour leaves no difference.
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: tests/outputs.sh ELDORADO_BINARY OUT_DIR" >&2
  exit 2
fi
bin=$(realpath "$1")
out=$2
here=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
out=$(realpath "$out")
cd "$here"

# The simulator's thread count never changes its figures; one thread keeps the
# run light on a busy machine.
sim() { "$bin" simulate "$@" --threads 2; }

"$bin" catalog --json > "$out/catalog.json"
for file in courses/*.json; do
  id=$(basename "$file" .json)
  d="$out/$id"
  mkdir -p "$d"
  "$bin" check "$file" > "$d/check.txt" 2>&1 || true
  "$bin" check --json "$file" > "$d/check.json" 2>&1 || true
  "$bin" analyze "$file" > "$d/analyze.txt" 2>&1 || true
  "$bin" analyze --json "$file" > "$d/analyze.json" 2>&1 || true
  for f in client-json svg sheet code; do
    "$bin" export "$file" --format "$f" > "$d/export.$f" 2>&1 || true
  done
  "$bin" export "$file" --format code --short > "$d/export.code-short" 2>&1 || true
  # The other programs' formats: the course, and what it loses (or why it is refused).
  for f in durango shlomoalon; do
    "$bin" export "$file" --format "$f" > "$d/export.$f" 2> "$d/export.$f.stderr" || true
  done
  "$bin" export "$file" --format png -o "$d/export.png" > /dev/null 2>&1 || true
  "$bin" export "$file" --format png --size 300 -o "$d/export-300.png" > /dev/null 2>&1 || true
  sim "$file" --games 400 --seed 5 --json > "$d/simulate-fast.json" 2>/dev/null || true
  # The text summary says how long the run took: the one line that may differ.
  sim "$file" --games 400 --seed 5 2>/dev/null | sed -E 's/ games in [0-9.]+ s/ games in N s/' > "$d/simulate-fast.txt" || true
  sim "$file" --games 200 --seed 9 --players 2 --caves --json > "$d/simulate-2p-caves.json" 2>/dev/null || true
  sim "$file" --games 60 --seed 3 --players 3 --bots strong,fast,random --rotate --json > "$d/simulate-mixed.json" 2>/dev/null || true
  sim "$file" --trace 12 --caves > "$d/trace.txt" 2>/dev/null || true
done
echo "wrote $(find "$out" -type f | wc -l) files to $out"
