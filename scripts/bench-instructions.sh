#!/usr/bin/env bash
# Compares two built checkouts by instructions executed (valgrind's callgrind) on `pnpm bench`'s
# four measures as fixed work (scripts/bench-work.mjs), for every game: the "before / after in
# one run" check of a refactoring that must not slow anything down. Each figure is
# Ir(workload of `count`) - Ir(count 0), the set-up subtracted; V8 runs --single-threaded
# --predictable so that compilation does not depend on timing. Prints one line per game and
# measure with both counts and the ratio after / before.
#
#   bash scripts/bench-instructions.sh <before checkout> <after checkout> [game ...]
#
# Needs valgrind (apt-get install valgrind). About 15 minutes for five games (the two
# checkouts are measured side by side, one core each).
set -euo pipefail
before=$(cd "$1" && pwd); after=$(cd "$2" && pwd); shift 2
games=("$@")
# Default: every game with an engine, as the after checkout's tools discover them (no list here).
[ ${#games[@]} -gt 0 ] || read -r -a games <<< "$(node -e "import('$after/tools/dist/engines.js').then((m) => console.log(Object.keys(m.KERNELS).join(' ')))")"
work="$(cd "$(dirname "$0")" && pwd)/bench-work.mjs"
measures=("ts-playouts 200" "wasm-playouts 4000" "ts-mcts 400" "wasm-mcts 3000")
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
ir() { # checkout game workload count -> instructions of the whole process
  valgrind --tool=callgrind --callgrind-out-file=/dev/null \
    node --single-threaded --predictable "$work" "$@" 2>&1 | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
lane_run() { local tag=$1 root=$2; for g in "${games[@]}"; do for m in "${measures[@]}"; do
  set -- $m
  local full base; full=$(ir "$root" "$g" "$1" "$2"); base=$(ir "$root" "$g" "$1" 0)
  echo "$g $1 $2 $((full - base))" >> "$out/$tag"
done; done; }
lane_run before "$before" & lane_run after "$after" & wait
printf '%-18s %-14s %6s %16s %16s %7s\n' game measure count before after ratio
paste -d' ' "$out/before" "$out/after" | awk '{ printf "%-18s %-14s %6s %16.0f %16.0f %7.4f\n", $1, $2, $3, $4, $8, $8 / $4 }'
