#!/usr/bin/env bash
# Stall rates and arrival rounds of one binary on every official course and on
# the variants in tests/data/variants, for 2–4 players, fast and strong bots:
# one line per run (course, players, bot, games, stalls, stall rate, stalls by
# reason, mean finishing round, mean arrival round). Compare two binaries:
#
#   tests/stalls.sh /work/baseline/eldorado-before > before.tsv
#   tests/stalls.sh target/release/eldorado > after.tsv
#
# FAST_GAMES and STRONG_GAMES set the games per run (default 2000 and 100).
set -euo pipefail
if [ $# -ne 1 ]; then
  echo "usage: tests/stalls.sh ELDORADO_BINARY" >&2
  exit 2
fi
bin=$(realpath "$1")
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
fast_games=${FAST_GAMES:-2000}
strong_games=${STRONG_GAMES:-100}
threads=${THREADS:-2}

printf 'course\tplayers\tbot\tgames\tstalls\trate\treasons\tmean_round\tmean_arrival\n'
for file in courses/*.json tests/data/variants/*.json; do
  id=$(basename "$file" .json)
  for players in 2 3 4; do
    for bot in fast strong; do
      games=$fast_games
      [ "$bot" = strong ] && games=$strong_games
      "$bin" simulate "$file" --games "$games" --players "$players" --bots "$bot" --seed 21 \
        --threads "$threads" --json |
        jq -r --arg id "$id" --arg bot "$bot" '
          [ $id, (.players|tostring), $bot, (.games_played|tostring), (.stalls.games|tostring),
            ((.stalls.rate*10000|round)/100|tostring) + "%",
            ([.stalls.by_reason[] | "\(.reason)=\(.games)"] | join(",") | if . == "" then "-" else . end),
            ((.finishing_round.mean // 0)*100|round/100|tostring),
            (([.bot_stats[] | .mean_arrival_round * .arrivals] | add) / ([.bot_stats[] | .arrivals] | add) * 100 | round / 100 | tostring)
          ] | @tsv'
    done
  done
done
