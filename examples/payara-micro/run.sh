#!/usr/bin/env bash
# The Payara Micro consumer build: this project, which knows Weir only from a Maven repository in a folder (written
# by `mvn deploy`), lays out Payara Micro 6 with Weir's RAR, the example WAR, the PostgreSQL driver and the post-boot
# command file, and checks that it starts with nothing but environment variables. Needs the PostgreSQL of the tests
# (127.0.0.1:5432, user postgres, trust, database test).
#
#   examples/payara-micro/run.sh
#
# Weir's repository: WEIR_REPOSITORY if set; else examples/provisioned's (its run.sh writes it) or this project's
# target/weir-repository, whichever is newer than the sources of the modules deployed; else this script deploys
# them to target/weir-repository.
# Its Maven repository is its own (WEIR_PAYARA_MICRO_M2, by default ~/.cache/weir/payara-micro-m2), kept between runs,
# so that Weir's snapshots resolved from the folder repository never replace those a developer installed in ~/.m2.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
m2="${WEIR_PAYARA_MICRO_M2:-$HOME/.cache/weir/payara-micro-m2}"

# a repository whose RAR is newer than every source of the modules deployed
fresh() {
    local rar
    rar="$(find "$1/io/weir/weir-rar" -name 'weir-rar-*.rar' 2> /dev/null | sort | tail -n 1 || true)"
    [ -n "$rar" ] && [ -z "$(find "$root/pom.xml" "$root/pool-core" "$root/rar" "$root/examples/pom.xml" \
        "$root/examples/weir-example-war" -path '*/target' -prune -o -type f -newer "$rar" -print -quit)" ]
}
repository="${WEIR_REPOSITORY:-}"
if [ -z "$repository" ]; then
    for candidate in "$root/examples/provisioned/target/weir-repository" "$here/target/weir-repository"; do
        if fresh "$candidate"; then repository="$candidate"; break; fi
    done
    if [ -n "$repository" ]; then
        echo "== Weir from $repository (newer than its sources)"
    else
        repository="$here/target/weir-repository"
        "$root/examples/deploy-weir.sh" "$repository" rar,examples/weir-example-war
    fi
fi

# A new build of Weir every run: none of its earlier snapshots may stay in this project's repository.
rm -rf "$m2/io/weir"
mkdir -p "$m2"
rm -rf "$here/target/runs"
consumer=(mvn -B -f "$here/pom.xml" -Dmaven.repo.local="$m2" -Dweir.repository.url="file:$repository")

echo "== Payara Micro: resolve and lay out target/payara-micro"
log="$here/target/package.log"
mkdir -p "$here/target"
start=$(date +%s)
status=0
"${consumer[@]}" package -DskipTests > "$log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
    tail -n 40 "$log" >&2
    echo "the Payara Micro consumer build failed (exit $status); its output: $log" >&2
    exit "$status"
fi
echo "provisioned in $(( $(date +%s) - start )) s: $(du -sh "$here/target/payara-micro" | cut -f1) in target/payara-micro"

echo "== Payara Micro: test"
log="$here/target/verify.log"
status=0
"${consumer[@]}" verify > "$log" 2>&1 || status=$?
grep -E 'start to first|Tests run:|FAIL|ERROR|BUILD' "$log" || true
if [ "$status" -ne 0 ]; then
    echo "the Payara Micro consumer build failed (exit $status); its output: $log" >&2
    exit "$status"
fi
