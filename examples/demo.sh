#!/usr/bin/env bash
# Builds Weir, provisions WildFly 39 from Maven Central, configures Weir's resource adapter over an
# embedded H2 database with wildfly/configure-weir.cli, deploys the RAR and the example WAR, and keeps
# the server running until Ctrl-C. Needs only a JDK 17+ and Maven.
#
#   examples/demo.sh                        # HTTP on 8080, management on 9990
#   WEIR_DEMO_PORT_OFFSET=100 examples/demo.sh  # HTTP on 8180, management on 10090
set -euo pipefail

examples="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$examples")"
offset="${WEIR_DEMO_PORT_OFFSET:-0}"
http_port=$((8080 + offset))
management_port=$((9990 + offset))

echo "Building Weir and provisioning WildFly (the first run downloads WildFly, about 260 MB)..."
mvn -B -q -f "$root/pom.xml" -pl examples/wildfly -am package -Pdemo -DskipTests

target="$examples/wildfly/target"
wildfly_home="$(ls -d "$target"/wildfly-*/ | head -n 1)"
wildfly_home="${wildfly_home%/}"
base="$target/demo-server"
cli=("$wildfly_home/bin/jboss-cli.sh" --connect "--controller=localhost:$management_port")

# every demo starts from the pristine standalone/ folder of the distribution
rm -rf "$base"
cp -r "$wildfly_home/standalone" "$base"

export LAUNCH_JBOSS_IN_BACKGROUND=1
"$wildfly_home/bin/standalone.sh" -Djboss.server.base.dir="$base" \
    -Djboss.socket.binding.port-offset="$offset" > "$target/demo-console.log" 2>&1 &
server=$!

stop() {
    trap "" INT TERM
    echo
    echo "Stopping WildFly..."
    "${cli[@]}" --command=":shutdown" > /dev/null 2>&1 || kill "$server" 2> /dev/null || true
    wait "$server" 2> /dev/null || true
    echo "WildFly stopped."
    exit 0
}
trap stop INT TERM

echo "Starting WildFly (log: $base/log/server.log)..."
for _ in $(seq 1 120); do
    if ! kill -0 "$server" 2> /dev/null; then
        echo "WildFly exited during start; see $target/demo-console.log" >&2
        exit 1
    fi
    if "${cli[@]}" --command=":read-attribute(name=server-state)" 2> /dev/null | grep -q '"result" => "running"'; then
        break
    fi
    sleep 1
done

"${cli[@]}" --file="$examples/wildfly/configure-weir.cli" > /dev/null
"${cli[@]}" --command="deploy $target/deployments/weir-rar.rar" > /dev/null
"${cli[@]}" --command="deploy $target/deployments/weir-example.war" > /dev/null

cat <<EOF_URLS

Weir is running inside WildFly, pooling connections to an embedded H2 database.

  Notes (CRUD, container-managed transactions):
    curl -i -X POST -H 'Content-Type: text/plain' --data 'buy milk' http://localhost:$http_port/weir-example/api/notes
    curl http://localhost:$http_port/weir-example/api/notes
    curl -X PUT -H 'Content-Type: text/plain' --data 'buy oat milk' http://localhost:$http_port/weir-example/api/notes/1
    curl -i -X DELETE http://localhost:$http_port/weir-example/api/notes/1
  Weir's live numbers (its MXBean io.weir:type=Pool,name=WeirDS):
    curl http://localhost:$http_port/weir-example/api/pool
  Management console: http://localhost:$management_port (add a user with $wildfly_home/bin/add-user.sh)

Press Ctrl-C to stop WildFly.
EOF_URLS

wait "$server" || true
