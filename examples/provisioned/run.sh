#!/usr/bin/env bash
# The consumer builds: Weir deployed with `mvn deploy` to a repository in a folder, then this project, which knows
# Weir only from that repository, provisions WildFly from Weir's Galleon feature pack and checks it started with
# nothing but environment variables: as a server directory and as a bootable JAR (WEIR_PROVISIONED_KINDS=server: the
# server directory only). Needs the PostgreSQL of the tests (127.0.0.1:5432, user postgres, trust, database test).
#
#   examples/provisioned/run.sh                                  # the server directory and the bootable JAR
#   WEIR_PROVISIONED_KINDS=server examples/provisioned/run.sh   # the server directory only
#
# Its Maven repository is its own (WEIR_PROVISIONED_M2, by default ~/.cache/weir/provisioned-m2), kept between
# runs so that provisioning resolves from it after the first: Weir's snapshots resolved from the folder repository
# would otherwise replace the ones a developer installed in ~/.m2.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
repository="$here/target/weir-repository"
m2="${WEIR_PROVISIONED_M2:-$HOME/.cache/weir/provisioned-m2}"
kinds="${WEIR_PROVISIONED_KINDS:-server bootable-jar}"
wildfly_version=39.0.1.Final

"$root/examples/deploy-weir.sh" "$repository"

# A new build of Weir every run: none of its earlier snapshots may stay in this project's repository.
rm -rf "$m2/io/weir"
mkdir -p "$m2"

# WildFly's feature packs name a few artifacts that only the JBoss repository has (versions ending in -jbossorg-N).
# Where that repository is out of reach, they are taken from WildFly's distribution, which Maven Central has.
seed_from_distribution() {
    local missing=() dist jar name
    for jar in "org/glassfish/web/jakarta.servlet.jsp.jstl/3.0.1-jbossorg-1/jakarta.servlet.jsp.jstl-3.0.1-jbossorg-1.jar"; do
        [ -f "$m2/$jar" ] || missing+=("$jar")
    done
    [ ${#missing[@]} -eq 0 ] && return
    mvn -B -q dependency:get -Dartifact="org.wildfly:wildfly-dist:$wildfly_version:zip" -Dtransitive=false -Dmaven.repo.local="$m2"
    dist="$m2/org/wildfly/wildfly-dist/$wildfly_version/wildfly-dist-$wildfly_version.zip"
    for jar in "${missing[@]}"; do
        name="$(basename "$jar")"
        mkdir -p "$m2/$(dirname "$jar")"
        unzip -p "$dist" "$(unzip -Z1 "$dist" | grep "/$name\$" | head -n 1)" > "$m2/$jar"
        echo "taken from wildfly-dist: $name"
    done
}
seed_from_distribution

for kind in $kinds; do
    profile=()
    [ "$kind" = bootable-jar ] && profile=(-Pbootable-jar)
    echo "== provisioned WildFly ($kind): package and test"
    rm -rf "$here/target/server" "$here/target/runs"
    log="$here/target/$kind.log"
    status=0
    mvn -B -f "$here/pom.xml" "${profile[@]}" verify -Dmaven.repo.local="$m2" -Dweir.repository.url="file:$repository" \
        > "$log" 2>&1 || status=$?
    grep -E 'Overall Galleon provisioning took|start to first|Tests run:|FAIL|ERROR|BUILD' "$log" || true
    if [ "$status" -ne 0 ]; then
        echo "the $kind consumer build failed (exit $status); its output: $log" >&2
        exit "$status"
    fi
    if [ "$kind" = server ]; then
        echo "provisioned server on disk: $(du -sh "$here/target/server" | cut -f1)"
    else
        echo "bootable JAR: $(du -sh "$here/target/weir-example-bootable.jar" | cut -f1)"
    fi
done
