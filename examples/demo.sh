#!/usr/bin/env bash
# Builds Weir, provisions WildFly 39 or Payara 6 from Maven Central, deploys Weir's resource adapter
# configured over an embedded H2 database (wildfly/configure-weir.cli, payara/configure-weir.asadmin)
# and the example WAR (the same archive on both servers), and keeps the server running until Ctrl-C.
# `domain` starts a WildFly managed domain instead: one server group of two servers, the adapter defined
# once in the group's profile, the RAR and the WAR deployed once to the group (wildfly/configure-domain.cli).
# Needs only a JDK 17+ and Maven.
#
#   examples/demo.sh                              # WildFly: HTTP on 8080, management on 9990
#   WEIR_DEMO_PORT_OFFSET=200 examples/demo.sh    # WildFly: HTTP on 8280, management on 10190
#   examples/demo.sh payara                       # Payara: HTTP on 8080, admin console on 4848
#   WEIR_DEMO_PORT_BASE=27000 examples/demo.sh payara  # Payara: HTTP on 27080, admin on 27048
#   examples/demo.sh domain                       # WildFly domain: HTTP on 8080 and 8180, management on 9990
#   WEIR_DEMO_PORT_OFFSET=1400 examples/demo.sh domain  # HTTP on 9480 and 9580, management on 11390
#   WEIR_DEMO_DB=postgres examples/demo.sh domain # both servers over the PostgreSQL at 127.0.0.1:5432, database
#                                                 # test, user postgres (WEIR_DEMO_PG_URL, WEIR_DEMO_PG_USER and
#                                                 # WEIR_DEMO_PG_PASSWORD override them)
set -euo pipefail

examples="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$examples")"
server_kind="${1:-wildfly}"
case "$server_kind" in
    wildfly|payara) module="$server_kind" ;;
    domain) module=wildfly ;;
    *) echo "usage: $0 [wildfly|payara|domain] (got '$server_kind')" >&2; exit 2 ;;
esac
target="$examples/$module/target"

echo "Building Weir and provisioning $module (the first run downloads the server, 150-260 MB)..."
# some Maven builds write colour codes even in batch mode and with style.color=never: strip them
mvn -B -q -Dstyle.color=never -f "$root/pom.xml" -pl "examples/$module" -am package -Pdemo -DskipTests 2>&1 \
    | sed -u 's/\x1b\[[0-9;]*m//g'

print_urls() { # http port, then the console line
    cat <<EOF_URLS

Weir is running inside $server_kind, pooling connections to an embedded H2 database.

  Notes (CRUD, container-managed transactions):
    curl -i -X POST -H 'Content-Type: text/plain' --data 'buy milk' http://localhost:$1/weir-example/api/notes
    curl http://localhost:$1/weir-example/api/notes
    curl -X PUT -H 'Content-Type: text/plain' --data 'buy oat milk' http://localhost:$1/weir-example/api/notes/1
    curl -i -X DELETE http://localhost:$1/weir-example/api/notes/1
  Weir's live numbers (its MXBean io.weir:type=Pool,name=WeirDS):
    curl http://localhost:$1/weir-example/api/pool
  $2

Press Ctrl-C to stop $server_kind.
EOF_URLS
}

wildfly() {
    local offset="${WEIR_DEMO_PORT_OFFSET:-0}"
    local http_port=$((8080 + offset)) management_port=$((9990 + offset))
    local home base server
    home="$(ls -d "$target"/wildfly-*/ | head -n 1)"
    home="${home%/}"
    base="$target/demo-server"
    cli=("$home/bin/jboss-cli.sh" --connect "--controller=localhost:$management_port")

    # every demo starts from the pristine standalone/ folder of the distribution, keeping the management
    # users added to an earlier demo's (add-user.sh -sc $base/configuration)
    local users
    users="$(mktemp -d)"
    cp "$base"/configuration/mgmt-*.properties "$users"/ 2> /dev/null || true
    rm -rf "$base"
    cp -r "$home/standalone" "$base"
    cp "$users"/mgmt-*.properties "$base/configuration/" 2> /dev/null || true
    rm -rf "$users"

    export LAUNCH_JBOSS_IN_BACKGROUND=1
    "$home/bin/standalone.sh" -Djboss.server.base.dir="$base" \
        -Djboss.socket.binding.port-offset="$offset" > "$target/demo-console.log" 2>&1 &
    server=$!
    what=WildFly shutdown=":shutdown"
    trap stop_wildfly INT TERM

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

    # -sc: the users file of the demo's own base folder, which the running server reads
    local console="Management console: http://localhost:$management_port"
    if grep -q '^[^#].*=' "$base/configuration/mgmt-users.properties"; then
        console="$console (the management users of the earlier demos are kept)"
    else
        console="$console (add a user once, later demos keep it: $home/bin/add-user.sh -sc $base/configuration)"
    fi
    print_urls "$http_port" "$console"
    wait "$server" || true
}

# the standalone server or the domain: $what names it, $shutdown is its CLI shutdown operation
stop_wildfly() {
    trap "" INT TERM
    echo
    echo "Stopping $what..."
    "${cli[@]}" --command="$shutdown" > /dev/null 2>&1 || kill "$server" 2> /dev/null || true
    wait "$server" 2> /dev/null || true
    echo "${what^} stopped."
    exit 0
}

domain() {
    local offset="${WEIR_DEMO_PORT_OFFSET:-0}" database="${WEIR_DEMO_DB:-h2}"
    local management_port=$((9990 + offset)) port_one=$((8080 + offset)) port_two=$((8180 + offset))
    local home base script
    case "$database" in
        h2|postgres) ;;
        *) echo "WEIR_DEMO_DB is h2 (the default) or postgres, not '$database'" >&2; exit 2 ;;
    esac
    home="$(ls -d "$target"/wildfly-*/ | head -n 1)"
    home="${home%/}"
    base="$target/demo-domain"
    script="$target/demo-domain.cli"
    cli=("$home/bin/jboss-cli.sh" --connect "--controller=localhost:$management_port")

    # every demo starts from the pristine domain/ folder of the distribution, configured before the domain
    # starts (an embedded host controller), so that the distribution's own example servers never start
    rm -rf "$base"
    cp -r "$home/domain" "$base"
    {
        if [ "$database" = postgres ]; then
            # not available once connected to a host controller: a module is per installation, not per domain
            echo "module add --name=org.postgresql --resources=$target/deployments/postgresql.jar" \
                "--dependencies=java.sql,java.transaction.xa,java.naming,java.management,java.logging,java.security.jgss"
        fi
        echo "embed-host-controller --std-out=discard"
        for server in server-one server-two server-three; do echo "/host=primary/server-config=$server:remove"; done
        echo "/server-group=main-server-group:remove"
        echo "/server-group=other-server-group:remove"
        echo "set host=primary"
        echo "set offset_one=$offset"
        echo "set offset_two=$((offset + 100))"
        cat "$examples/wildfly/configure-domain.cli"
        sed 's|^/subsystem=|/profile=weir/subsystem=|' "$examples/wildfly/configure-weir.cli"
        if [ "$database" = postgres ]; then
            local definition=/profile=weir/subsystem=resource-adapters/resource-adapter=weir/connection-definitions=WeirDS
            local url="${WEIR_DEMO_PG_URL:-jdbc:postgresql://127.0.0.1:5432/test}"
            # each server's connections carry its name, as pg_stat_activity's application_name
            case "$url" in *\?*) url="$url&" ;; *) url="$url?" ;; esac
            echo "/profile=weir/subsystem=ee:list-add(name=global-modules, value={name=org.postgresql})"
            echo "$definition/config-properties=JdbcUrl:write-attribute(name=value, value=\"${url}ApplicationName=weir-\${jboss.server.name}\")"
            echo "$definition/config-properties=DriverClassName:write-attribute(name=value, value=org.postgresql.Driver)"
            echo "$definition/config-properties=Username:write-attribute(name=value, value=\"${WEIR_DEMO_PG_USER:-postgres}\")"
            if [ -n "${WEIR_DEMO_PG_PASSWORD:-}" ]; then
                echo "$definition/config-properties=Password:write-attribute(name=value, value=\"$WEIR_DEMO_PG_PASSWORD\")"
            else
                echo "$definition/config-properties=Password:remove"
            fi
        fi
        echo "deploy $target/deployments/weir-rar.rar --server-groups=weir-group"
        echo "deploy $target/deployments/weir-example.war --server-groups=weir-group"
        echo "stop-embedded-host-controller"
    } > "$script"
    rm -rf "$home/modules/org/postgresql"
    echo "Configuring the domain (log: $target/demo-console.log)..."
    JAVA_OPTS="-Djboss.domain.base.dir=$base" "$home/bin/jboss-cli.sh" --file="$script" > "$target/demo-console.log" 2>&1 \
        || { echo "cannot configure the domain; see $target/demo-console.log" >&2; exit 1; }

    export LAUNCH_JBOSS_IN_BACKGROUND=1
    "$home/bin/domain.sh" -Djboss.domain.base.dir="$base" -Djboss.management.http.port="$management_port" \
        >> "$target/demo-console.log" 2>&1 &
    server=$!
    what="the domain" shutdown="/host=primary:shutdown"
    trap stop_wildfly INT TERM

    echo "Starting the domain controller and two servers (logs: $base/log/, $base/servers/*/log/)..."
    for _ in $(seq 1 300); do
        if ! kill -0 "$server" 2> /dev/null; then
            echo "the domain exited during start; see $target/demo-console.log" >&2
            exit 1
        fi
        if curl -fs -o /dev/null "http://localhost:$port_one/weir-example/api/pool" \
            && curl -fs -o /dev/null "http://localhost:$port_two/weir-example/api/pool"; then
            break
        fi
        sleep 1
    done

    # the GET goes to the server whose database holds the note: the other one with a shared PostgreSQL, the same
    # one with H2, where each server has a database of its own
    local where="an embedded H2 database of its own" list_port="$port_one"
    local list_note="(weir-two's own H2 database does not have it: WEIR_DEMO_DB=postgres shares one database)"
    if [ "$database" = postgres ]; then
        where="one PostgreSQL database, which both share" list_port="$port_two"
        list_note="(weir-two lists the note weir-one stored: both pools reach the same database)"
    fi
    cat <<EOF_URLS

Weir is running in a WildFly managed domain: server group weir-group, servers weir-one and weir-two, each
with its own Weir pool, pooling connections to $where.

  weir-one: http://localhost:$port_one/weir-example/api/notes   (its pool: http://localhost:$port_one/weir-example/api/pool)
  weir-two: http://localhost:$port_two/weir-example/api/notes   (its pool: http://localhost:$port_two/weir-example/api/pool)

  curl -i -X POST -H 'Content-Type: text/plain' --data 'buy milk' http://localhost:$port_one/weir-example/api/notes
  curl http://localhost:$list_port/weir-example/api/notes
  $list_note
  MaximumPoolSize is \${weir.pool.max:10} in the profile: 15 on weir-one (server group), 20 on weir-two (its own).
  One server's Weir numbers through the domain controller:
    ${cli[*]} --command="/host=primary/server=weir-one/subsystem=resource-adapters/resource-adapter=weir/connection-definitions=WeirDS/statistics=extended:read-resource(include-runtime=true)"
  Management console: http://localhost:$management_port (first add a user: $home/bin/add-user.sh -dc $base/configuration)

Press Ctrl-C to stop the domain.
EOF_URLS
    wait "$server" || true
}

payara() {
    local port_base="${WEIR_DEMO_PORT_BASE:-}"
    local http_port=8080 admin_port=4848 ports=()
    if [ -n "$port_base" ]; then
        http_port=$((port_base + 80)) admin_port=$((port_base + 48)) ports=(--portbase "$port_base")
    fi
    asadmin="$target/payara6/bin/asadmin"
    domains="$target/demo-domains"

    # every demo starts from a new domain; one left running by a killed demo is stopped first
    if [ -d "$domains/weir-demo" ]; then
        "$asadmin" stop-domain --domaindir "$domains" weir-demo > /dev/null 2>&1 || true
    fi
    rm -rf "$domains"
    "$asadmin" create-domain --nopassword=true "${ports[@]}" --domaindir "$domains" weir-demo > "$target/demo-console.log" 2>&1 \
        || { echo "cannot create the Payara domain; see $target/demo-console.log" >&2; exit 1; }

    echo "Starting Payara (log: $domains/weir-demo/logs/server.log)..."
    trap stop_payara INT TERM
    "$asadmin" start-domain --domaindir "$domains" weir-demo >> "$target/demo-console.log" 2>&1 \
        || { echo "Payara did not start; see $target/demo-console.log" >&2; exit 1; }
    local admin=("$asadmin" --port "$admin_port")
    "${admin[@]}" deploy "$target/deployments/weir-rar.rar" > /dev/null
    "${admin[@]}" multimode --file "$examples/payara/configure-weir.asadmin" > /dev/null
    "${admin[@]}" deploy "$target/deployments/weir-example.war" > /dev/null

    print_urls "$http_port" "Admin console: http://localhost:$admin_port"
    # the domain runs as its own process, which writes its id to config/pid; a sleep waited for in the
    # background lets the trap run as soon as a signal arrives
    local pid
    pid="$(cat "$domains/weir-demo/config/pid")"
    while kill -0 "$pid" 2> /dev/null; do
        sleep 1 &
        wait $! || true
    done
    echo "Payara exited; see $domains/weir-demo/logs/server.log" >&2
    exit 1
}

stop_payara() {
    trap "" INT TERM
    echo
    echo "Stopping Payara..."
    "$asadmin" stop-domain --domaindir "$domains" weir-demo > /dev/null 2>&1 || true
    echo "Payara stopped."
    exit 0
}

"$server_kind"
