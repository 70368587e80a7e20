#!/usr/bin/env bash
# Compares Weir with one other pool on one benchmark in interleaved rounds, for a ratio that a noisy
# machine cannot fake: each round runs Weir, the other pool twice, then Weir again (ABBA, so a drift in
# the machine's speed during the round cancels out), each a separate JMH run (2 forks unless FORKS says otherwise).
#
#   benchmarks/interleaved.sh JAVA ROUNDS OTHER_POOL SAFETY BENCHMARK [JMH parameters...]
#   e.g. benchmarks/interleaved.sh /usr/lib/jvm/temurin-25-jdk-amd64/bin/java 6 hikari safe \
#            MixedBench.mix -p poolSize=4 -p rows=100 -t 8
#
# Prints each round's four scores and its ratio, then the mean ratio with its standard deviation and
# standard error. The ratio is in Weir's favour above 1: the other pool's time over Weir's, or Weir's
# throughput over the other pool's. Runs benchmarks/target/weir-benchmarks.jar (JAR= overrides it).
# METRIC=exact (the mean; or exact:p0.50, exact:p0.99, exact:p0.999) compares ExactTimesProfiler's figure instead
# of JMH's score, for a benchmark that times its operations (ContendedBench.timedBorrowWorkReturn).
# PROFILER=io.weir.benchmarks.CpuTimeProfiler METRIC=cpu.time.norm compares the CPU time per operation instead,
# which a machine shared with other work stretches less than the wall time.
# JVM_ARGS adds options to every fork's JVM, e.g. JVM_ARGS=-XX:+UseParallelGC to compare under another collector.
# POOL (weir) is the pool of the A runs, and OTHER_JAR (the same jar) the jar of the B runs: POOL=hikari
# OTHER_JAR=before.jar JAR=after.jar with OTHER_POOL hikari compares two builds of the benchmarks on one pool.
# FORKS (2) sets the forks of each JMH run.
set -euo pipefail

if [ $# -lt 5 ] || [ "$2" -lt 1 ]; then
  sed -n '2,20p' "$0" >&2
  exit 2
fi
java="$1"; rounds="$2"; other="$3"; safety="$4"; bench="$5"
shift 5
jar="${JAR:-$(cd "$(dirname "$0")" && pwd)/target/weir-benchmarks.jar}"
other_jar="${OTHER_JAR:-$jar}"
pool="${POOL:-weir}"
metric="${METRIC:-}"
profiler=()
[ -z "$metric" ] || profiler=(-prof "${PROFILER:-io.weir.benchmarks.ExactTimesProfiler}")
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# one JMH run of one pool from one jar: prints "score mode"
score() {
  local jar="$1" pool="$2"
  shift 2 # the rest are JMH parameters; a word left over would be taken as one more benchmark pattern
  "$java" -cp "$jar" org.openjdk.jmh.Main "io.weir.benchmarks.$bench" -p pool="$pool" -p safety="$safety" "$@" \
    -f "${FORKS:-2}" -wi 1 -w 500ms -i 3 -r 1s -jvmArgsAppend "-Xms1g -Xmx1g -XX:+AlwaysPreTouch ${JVM_ARGS:-}" "${profiler[@]}" -rf csv -rff "$work/one.csv" \
    >"$work/one.log" 2>&1 || { cat "$work/one.log" >&2; exit 1; }
  # rows: "name","mode",threads,samples,score,...; the primary result is the first (SampleTime adds its
  # percentiles below it), a profiler's figures are named "benchmark:label". BENCHMARK is a pattern: end it with $
  # where it names the start of others' names (StatementBench.cycle$), or this reads the first benchmark's only
  awk -F, -v metric="$metric" '
    { gsub(/"/, "", $1); gsub(/"/, "", $2) }
    metric == "" && NR == 2 { print $5, $2; found = 1 }
    metric != "" && !found && substr($1, length($1) - length(metric)) == ":" metric { print $5, "time"; found = 1 }
    END { if (!found) { print "no " (metric == "" ? "score" : metric) " in the results" > "/dev/stderr"; exit 1 } }' "$work/one.csv"
}

for round in $(seq "$rounds"); do
  a1=$(score "$jar" "$pool" "$@"); b1=$(score "$other_jar" "$other" "$@"); b2=$(score "$other_jar" "$other" "$@"); a2=$(score "$jar" "$pool" "$@")
  echo "$a1 $b1 $b2 $a2"
done | awk -v pool="$pool" -v other="$other" '
  { a = ($1 + $7) / 2; b = ($3 + $5) / 2
    ratio = ($2 == "thrpt") ? a / b : b / a
    printf "round %d: %s %.4g %.4g, %s %.4g %.4g (%s): ratio %.3f\n", NR, pool, $1, $7, other, $3, $5, $2, ratio
    sum += ratio; squares += ratio * ratio; n++ }
  END { mean = sum / n; sd = n > 1 ? sqrt((squares - n * mean * mean) / (n - 1)) : 0
        printf "mean ratio %.3f, sd %.3f, se %.3f, %d rounds\n", mean, sd, sd / sqrt(n), n }'
