#!/usr/bin/env bash
# Deploys Weir with `mvn deploy` to a Maven repository in a folder, the only way to Weir of the consumer builds
# (examples/provisioned, examples/payara-micro): the modules named and those they need, by default the Galleon
# feature pack and the example WAR (so also pool-core and the RAR).
#
#   examples/deploy-weir.sh <folder> [modules, as for mvn -pl]
#
# The tests of these modules ran in the main build, which also installed them (the feature pack's build reads Weir's
# own POMs from ~/.m2); the deploy skips install so ~/.m2 keeps what that build installed. release-artifacts adds the
# sources and javadoc jars, so that the folder holds what a release uploads.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
repository="$1"
modules="${2:-galleon-pack,examples/weir-example-war}"
deploy_id=weir-provisioned

echo "== mvn deploy of Weir to $repository"
rm -rf "$repository"
start=$(date +%s)
mvn -B -q -f "$root/pom.xml" -P release-artifacts -pl "$modules" -am deploy -DskipTests -Dmaven.install.skip=true \
    -DaltDeploymentRepository="$deploy_id::file:$repository"
# the deploy leaves its own record of the folder repository in ~/.m2 (maven-metadata-<id>.xml): not needed there
find "$HOME/.m2/repository/io/weir" -name "maven-metadata-$deploy_id.xml*" -delete 2> /dev/null || true
echo "deployed in $(( $(date +%s) - start )) s"
