#!/usr/bin/env bash
# Runs the benchmark suite and writes JSON, results.md and PNG charts under benchmarks/target/results/.
#
#   benchmarks/run.sh [smoke|quick|full] [17|25|both|/path/to/jdk] [suite options...]
#
# smoke: 1 fork, one short iteration of everything (CI); quick: ~5 min, Weir/HikariCP/Agroal, 3 forks;
# full: about 45 minutes, every pool, 3 forks. Suite options (after the JDK): --pools weir,hikari
# --safety bare --scenarios connection-cycle-1t,... --forks N --warmups N --iterations N
# --iteration-ms MS --prof stack --out DIR. SKIP_BUILD=1 reuses benchmarks/target/weir-benchmarks.jar.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
mode="${1:-quick}"
jdk="${2:-17}"
shift $(( $# < 2 ? $# : 2 ))

jar="$here/target/weir-benchmarks.jar"
if [ "${SKIP_BUILD:-0}" != 1 ]; then
  (cd "$root" && mvn -B -q -pl benchmarks -am package -DskipTests)
fi

java_of() {
  case "$1" in
    17) echo "${JAVA17_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}/bin/java" ;;
    25) echo "${JAVA25_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/java" ;;
    *) echo "$1/bin/java" ;;
  esac
}

case "$jdk" in
  both) jdks="17 25" ;;
  *) jdks="$jdk" ;;
esac

# run a copy, so that rebuilding the module during a long run cannot change the forks' class path
run_jar="$(mktemp -d)/weir-benchmarks.jar"
cp "$jar" "$run_jar"
trap 'rm -rf "$(dirname "$run_jar")"' EXIT

echo "load before the run: $(uptime)"
for j in $jdks; do
  java="$(java_of "$j")"
  [ -x "$java" ] || { echo "no JDK $j at $java" >&2; exit 1; }
  (cd "$here" && "$java" -Djava.awt.headless=true -jar "$run_jar" "$mode" "$@")
done
