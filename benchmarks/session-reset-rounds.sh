#!/usr/bin/env bash
# The cost of sessionReset=full per borrow (SessionResetBench: borrow, one prepared query, return) on the
# local PostgreSQL and MariaDB, in interleaved rounds: each round runs full, jdbc, jdbc, full (ABBA, so
# a drift of the machine's speed cancels out) per database, each a JMH run of 3 forks.
#
#   benchmarks/session-reset-rounds.sh ROUNDS        (JAVA= and JAR= override java and the jar)
#
# Prints each round's times (µs per borrow), full/jdbc and full-jdbc, then per database their medians
# over the rounds (on a shared machine a round that overlaps another heavy job is far off; the median
# is not moved by it).
set -euo pipefail
rounds="${1:?usage: benchmarks/session-reset-rounds.sh ROUNDS}"
java="${JAVA:-java}"
jar="${JAR:-$(cd "$(dirname "$0")" && pwd)/target/weir-benchmarks.jar}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# one JMH run: prints the mean time per borrow in µs
score() {
  # other JMH runs on the machine hold its lock file; runs that overlap only add noise, which the rounds even out
  "$java" -Djmh.ignoreLock=true -cp "$jar" org.openjdk.jmh.Main io.weir.benchmarks.SessionResetBench.borrowQueryReturn \
    -p database="$1" -p sessionReset="$2" -t 1 -f 3 -wi 2 -w 1s -i 3 -r 1s -rf csv -rff "$work/one.csv" \
    >"$work/one.log" 2>&1 || { cat "$work/one.log" >&2; exit 1; }
  awk -F, 'NR == 2 { print $5 }' "$work/one.csv"
}

for round in $(seq "$rounds"); do
  for db in postgres mariadb; do
    f1=$(score "$db" full); j1=$(score "$db" jdbc); j2=$(score "$db" jdbc); f2=$(score "$db" full)
    echo "$round $db $f1 $j1 $j2 $f2"
  done
done | awk '
  function median(list, k,   v, i, j, t) {
    split(list, v, " "); for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (v[j] < v[i]) { t = v[i]; v[i] = v[j]; v[j] = t }
    return k % 2 ? v[(k + 1) / 2] : (v[k / 2] + v[k / 2 + 1]) / 2 }
  { full = ($3 + $6) / 2; jdbc = ($4 + $5) / 2; ratio = full / jdbc; added = full - jdbc
    printf "round %d %-8s full %.1f %.1f, jdbc %.1f %.1f us: full/jdbc %.2f, added %.1f us\n", $1, $2, $3, $6, $4, $5, ratio, added
    fflush()
    n[$2]++; ratios[$2] = ratios[$2] " " ratio; adds[$2] = adds[$2] " " added
    fulls[$2] = fulls[$2] " " full; jdbcs[$2] = jdbcs[$2] " " jdbc }
  END { for (db in n) printf "%s: median over %d rounds: full/jdbc %.2f, added %.1f us per borrow (full %.1f us, jdbc %.1f us)\n",
          db, n[db], median(ratios[db], n[db]), median(adds[db], n[db]), median(fulls[db], n[db]), median(jdbcs[db], n[db]) }'
