#!/usr/bin/env bash
# The in-server benchmark: Weir's resource adapter against WildFly's and Payara's own pools, over the
# machine's PostgreSQL, from a clean clone. See benchmarks/server/README.md.
#
#   benchmarks/server/run.sh full      3 interleaved rounds per arm at 8, 32, 128 clients; writes benchmarks/results/server/
#   benchmarks/server/run.sh smoke     1 short round per arm at 32 clients; writes benchmarks/target/server/smoke/
#   benchmarks/server/run.sh profile   JFR on WildFly under 32 clients per arm; writes benchmarks/target/server/profile/
#                                      (WEIR_BENCH_PROFILER=perf: perf's cpu-clock samples instead, which count time on a
#                                      core only, in µs per request by thread group and by code; =syscalls: the system
#                                      calls and context switches per request, counted by the kernel; =futex: the code
#                                      that makes the request threads' futex calls, with
#                                      WEIR_BENCH_WILDFLY_JAVA_OPTS=-XX:+PreserveFramePointer)
#   benchmarks/server/run.sh outage    every arm through a database restart, blackhole and backend kill, twice; writes
#                                      benchmarks/results/server/outage.md (see benchmarks/server/outage.sh)
#   benchmarks/server/run.sh outage-smoke   Weir's arm and the server's own pool on each server through one backend kill;
#                                      writes benchmarks/target/server/outage-smoke/
#   benchmarks/server/run.sh restart   every arm under steady writes and reads through a graceful restart of its server,
#                                      a redeploy of its application and (Weir's) a redeploy of Weir's RAR
#                                      (WildFly: weir, agroal, ironjacamar; Payara: weir, payara); writes
#                                      benchmarks/results/server/restart.md (see benchmarks/server/restart.sh)
#   benchmarks/server/run.sh restart-smoke   the redeploys, shorter, WildFly's weir and agroal and Payara's weir and payara;
#                                      writes benchmarks/target/server/restart-smoke/
#   benchmarks/server/run.sh soak      Weir's arm on WildFly and on Payara at once under writes and reads for at least
#                                      20 minutes, every fault injected at random pauses; fails unless no committed row is
#                                      lost, the connections stay within the pools, heap and threads stay flat and every
#                                      failure falls in a fault's window; writes benchmarks/results/server/soak.md (see
#                                      benchmarks/server/soak.sh)
#   benchmarks/server/run.sh soak-smoke   the same for two minutes, every kind of fault once; writes
#                                      benchmarks/target/server/soak-smoke/
#
# Environment: WEIR_BENCH_WILDFLY_OFFSET (700: HTTP 8780, management 10690), WEIR_BENCH_PAYARA_PORTBASE
# (26000: admin 26048, HTTP 26080), PGHOST/PGPORT/PGUSER/PGDATABASE (127.0.0.1/5432/postgres/test),
# WEIR_BENCH_SERVERS (the servers to run: wildfly, wildfly-ccm-debug (WildFly with its cached connection manager's
# debug mode on, as users turn it on to find forgotten handles), payara; the full mode runs all three, the others
# wildfly and payara), WEIR_BENCH_WORK (benchmarks/target/server: where it
# unpacks and writes; two runs at once need two), MVN_ARGS (extra Maven options, e.g. -o),
# WEIR_BENCH_REUSE_BUILD=1 (skip the build, run what the last one left); WEIR_BENCH_WILDFLY_ARMS, WEIR_BENCH_PAYARA_ARMS,
# WEIR_BENCH_ENDPOINTS, WEIR_BENCH_CLIENTS, WEIR_BENCH_ROUNDS, WEIR_BENCH_SECONDS narrow or change a run; the outage modes start their own PostgreSQL and fault proxy instead
# (WEIR_BENCH_OUTAGE_PG_PORT, WEIR_BENCH_OUTAGE_PROXY_PORT: see outage.sh); WEIR_BENCH_OUTAGE_FAULTS and
# WEIR_BENCH_OUTAGE_REPEATS choose the faults and the repeats of the outage modes (one count for every fault, or
# fault=count pairs: "restart=2 blackhole=2 terminate=5"); WEIR_BENCH_RESTART_EVENTS (restart app-redeploy
# rar-redeploy) chooses the restart modes' events, WEIR_BENCH_RESTART_ORDERS (forward reversed: the restart mode runs
# the arms in the order named, then reversed; forward runs them once), WEIR_BENCH_PAYARA_RAR_REDEPLOY=plain redeploys Payara's RAR
# under its running applications (see restart.sh); WEIR_BENCH_DB_PROCESS (postgres: the command name of the
# database's processes, whose CPU time each round measures; empty when the database runs on another machine);
# WEIR_BENCH_OUT (where the full, outage, restart and soak modes write their results; benchmarks/results/server); WEIR_BENCH_WILDFLY_JAVA_OPTS (JVM options
# added to WildFly's, e.g. a flight recording from its start); WEIR_BENCH_SOAK_SEED (the soak modes' random faults; the run prints the seed it used).
set -euo pipefail

MODE=${1:-full}
PROFILER=${WEIR_BENCH_PROFILER:-jfr}
case "$MODE" in
  full)    CLIENTS="8 32 128"; ROUNDS=3; WARMUP=2; MEASURE=8;  SERVER_WARMUP=10 ;;
  smoke)   CLIENTS="32";       ROUNDS=1; WARMUP=1; MEASURE=3;  SERVER_WARMUP=5 ;;
  profile) CLIENTS="32";       ROUNDS=1; WARMUP=2; MEASURE=20; SERVER_WARMUP=15 ;;
  # a kill's failures are few and vary most from run to run (the transactions open at that instant), so it runs more often
  outage)  REPEATS=${WEIR_BENCH_OUTAGE_REPEATS:-restart=2 blackhole=2 terminate=5}; FAULTS=${WEIR_BENCH_OUTAGE_FAULTS:-restart blackhole terminate} ;;
  outage-smoke) REPEATS=1; FAULTS=${WEIR_BENCH_OUTAGE_FAULTS:-terminate} ;;
  restart|restart-smoke|soak|soak-smoke) ;;
  *) echo "usage: $0 [full|smoke|profile|outage|outage-smoke|restart|restart-smoke|soak|soak-smoke]" >&2; exit 2 ;;
esac
OUTAGE=; case "$MODE" in outage*) OUTAGE=yes ;; esac
RESTART=; case "$MODE" in restart*) RESTART=yes ;; esac
SOAK=; case "$MODE" in soak*) SOAK=yes ;; esac
# the outage, restart and soak modes run their own PostgreSQL (outage.sh)
PRIVATE_DB=$OUTAGE$RESTART$SOAK

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=${WEIR_BENCH_WORK:-$ROOT/benchmarks/target/server}
# where the full, outage, restart and soak modes write their pages (the smoke modes write under WORK)
RESULTS=${WEIR_BENCH_OUT:-$ROOT/benchmarks/results/server}
if [ "$MODE" = full ]; then SERVERS=${WEIR_BENCH_SERVERS:-wildfly wildfly-ccm-debug payara}; else SERVERS=${WEIR_BENCH_SERVERS:-wildfly payara}; fi
WILDFLY_OFFSET=${WEIR_BENCH_WILDFLY_OFFSET:-700}
WILDFLY_HTTP=$((8080 + WILDFLY_OFFSET))
WILDFLY_MGMT=$((9990 + WILDFLY_OFFSET))
PAYARA_PORTBASE=${WEIR_BENCH_PAYARA_PORTBASE:-26000}
PAYARA_ADMIN=$((PAYARA_PORTBASE + 48))
PAYARA_HTTP=$((PAYARA_PORTBASE + 80))
export PGHOST=${PGHOST:-127.0.0.1} PGPORT=${PGPORT:-5432} PGUSER=${PGUSER:-postgres} PGDATABASE=${PGDATABASE:-test}
# one table per run, so that runs on a shared database never meet
TABLE=weir_srvbench_$(date +%s)_$$
ROWS=10000
POOL=10
# the connection definition options of the lean arms (weir-lean, floor-lean): the cheapest per request the server offers
LEAN_OPTIONS="pool-fair=false, use-ccm=false"
# the arms of the full, smoke and profile modes (outage.sh sets the outage modes' own); wildfly_arm and payara_arm say what each is
WILDFLY_ARMS=${WEIR_BENCH_WILDFLY_ARMS:-weir weir-sized weir-noccm floor ironjacamar agroal}
PAYARA_ARMS=${WEIR_BENCH_PAYARA_ARMS:-weir weir-sized payara}
CLIENTS=${WEIR_BENCH_CLIENTS:-${CLIENTS:-}}
ROUNDS=${WEIR_BENCH_ROUNDS:-${ROUNDS:-}}
MEASURE=${WEIR_BENCH_SECONDS:-${MEASURE:-}}
ENDPOINTS=${WEIR_BENCH_ENDPOINTS:-read write}
# each round measures the CPU time of the server's JVM and of every process of this name; /proc counts it in clock ticks
DB_PROCESS=${WEIR_BENCH_DB_PROCESS-postgres}
CLOCK_TICKS=$(getconf CLK_TCK)
# WildFly's cached connection manager in debug mode records where each connection was taken and closes those a
# request leaves open; the wildfly-ccm-debug run turns it on
CCM_DEBUG=false
# the server pools' statistics (the outage modes read the pools' connection counts from them)
STATISTICS=false
START=$SECONDS
if [ -n "$PRIVATE_DB" ]; then
  # shellcheck source=outage.sh
  . "$ROOT/benchmarks/server/outage.sh"
fi
if [ -n "$RESTART" ]; then
  # shellcheck source=restart.sh
  . "$ROOT/benchmarks/server/restart.sh"
fi
if [ -n "$SOAK" ]; then
  # shellcheck source=soak.sh
  . "$ROOT/benchmarks/server/soak.sh"
fi

log() { printf '%s [%4ds] %s\n' "$(date -u +%H:%M:%S)" $((SECONDS - START)) "$*"; }
load_average() { cut -d' ' -f1-3 /proc/loadavg; }

command -v psql >/dev/null || { echo "psql not found: install the PostgreSQL client" >&2; exit 1; }

# ---------------------------------------------------------------------------------------------- build
if [ -n "${WEIR_BENCH_REUSE_BUILD:-}" ]; then
  log "reusing the last build (WEIR_BENCH_REUSE_BUILD)"
else
  log "building the RAR, the load generator and the application (load average $(load_average))"
  (cd "$ROOT" && mvn -B -q ${MVN_ARGS:-} -pl rar,benchmarks -am package -DskipTests)
  (cd "$ROOT" && mvn -B -q ${MVN_ARGS:-} -f benchmarks/server/war/pom.xml package)
  (cd "$ROOT" && mvn -B -q ${MVN_ARGS:-} -f benchmarks/server/floor-rar/pom.xml package)
fi
BENCH_JAR=$ROOT/benchmarks/target/weir-benchmarks.jar
RAR=$ROOT/rar/target/weir-rar.rar
FLOOR_RAR=$ROOT/benchmarks/server/floor-rar/target/floor.rar
PARTS=$ROOT/benchmarks/server/war/target/parts
bench() { java -Djava.awt.headless=true -cp "$BENCH_JAR" io.weir.benchmarks.server.ServerBench "$@"; }
# a fault without a count stops the run here, before any server starts
if [ -n "$OUTAGE" ]; then bench outage-schedule arms=any faults="$FAULTS" repeats="$REPEATS" > /dev/null; fi

rm -rf "$WORK"
mkdir -p "$WORK/wars"
ROUNDS_FILE=$WORK/rounds.tsv
# the server's CPU time per request by group of its threads, per round (ThreadRow)
THREADS_FILE=$WORK/threads.tsv

# where the servers' pools connect: the database itself, or in the outage modes the fault proxy before it
DB_HOST=$PGHOST
DB_PORT=$PGPORT
if [ -n "$PRIVATE_DB" ]; then outage_database_start; fi
# the restart modes connect to the database directly, not through the fault proxy
if [ -n "$RESTART" ]; then DB_PORT=$OUTAGE_PG_PORT; fi
PG_URL="jdbc:postgresql://$DB_HOST:$DB_PORT/$PGDATABASE"
psql -qAtc 'select 1' >/dev/null 2>&1 || {
  echo "PostgreSQL is not reachable at $PGHOST:$PGPORT (database $PGDATABASE, user $PGUSER): start it, e.g. 'pg_ctlcluster 15 main start'" >&2
  exit 1
}

# One WAR per server and arm, from the one built: its context root, its data source mapped to jdbc/bench, the table's
# name (a folder per server: the soak modes configure both servers at once, with arms of the same names).
arm_war() { # server arm jndi-name
  bench war from="$ROOT/benchmarks/server/war/target/server-bench.war" to="$WORK/wars/$1/bench-$2.war" server="$1" arm="$2" \
    jndi="$3" table="$TABLE" rows="$ROWS"
  echo "$WORK/wars/$1/bench-$2.war"
}

# ---------------------------------------------------------------------------------------------- database
cleanup_table() { psql -qc "DROP TABLE IF EXISTS ${TABLE}_events, $TABLE" >/dev/null 2>&1 || true; }
log "creating $TABLE ($ROWS rows)"
psql -qv ON_ERROR_STOP=1 <<EOF
CREATE TABLE $TABLE (id int PRIMARY KEY, name text NOT NULL, hits bigint NOT NULL DEFAULT 0);
INSERT INTO $TABLE (id, name) SELECT i, 'row ' || i FROM generate_series(1, $ROWS) i;
CREATE TABLE ${TABLE}_events (id bigserial PRIMARY KEY, row_id int NOT NULL, at timestamptz NOT NULL DEFAULT now());
ANALYZE $TABLE;
EOF

WILDFLY_PID=
PAYARA_STARTED=
# the running server's JVM
SERVER_PID=
stop_servers() {
  if [ -n "$WILDFLY_PID" ]; then
    "$WILDFLY/bin/jboss-cli.sh" --connect --controller=127.0.0.1:$WILDFLY_MGMT --command=shutdown >/dev/null 2>&1 \
      || kill "$WILDFLY_PID" 2>/dev/null || true
    wait "$WILDFLY_PID" 2>/dev/null || true
    WILDFLY_PID=
  fi
  if [ -n "$PAYARA_STARTED" ]; then
    "$PAYARA/bin/asadmin" stop-domain --domaindir "$WORK/payara-domains" bench >/dev/null 2>&1 || true
    PAYARA_STARTED=
  fi
  # a server the restart modes started again is no child of this script
  if [ -n "$SERVER_PID" ]; then
    while kill -0 "$SERVER_PID" 2>/dev/null; do sleep 0.2; done
    SERVER_PID=
  fi
}
trap 'stop_servers; cleanup_table; if [ -n "$PRIVATE_DB" ]; then outage_database_stop; fi' EXIT
trap 'echo "run.sh failed at line $LINENO; the set-up commands said (tail of $WORK/setup.log):" >&2; tail -20 "$WORK/setup.log" >&2 2>/dev/null' ERR

# ---------------------------------------------------------------------------------------------- rounds
# The pid of the JVM whose command line holds $1: the server's own process, not the script that started it.
java_pid() {
  local pid
  for pid in $(pgrep -f -- "$1"); do
    if [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = java ]; then echo "$pid"; return 0; fi
  done
  echo "cannot find the JVM whose command line holds $1" >&2
  exit 1
}

# Every arm of one server, one endpoint and one client count, in turn, ROUNDS times, in the order
# `bench schedule` gives (the first arm of each round moves on by one).
measure_server() { # server http-port arm...
  local server=$1 port=$2; shift 2
  local arms=("$@") plan endpoint clients round arm
  # Twice over: the server's compilers stay busy for about its first minute of load, on code every arm shares
  # (the HTTP stack, the transaction manager, pgjdbc) as much as on each arm's own, so after one pass the arms
  # warmed first have not met the compilations the later ones set off, and the first rounds would measure the
  # compiler's threads (threads.tsv shows them as the group "C* CompilerThre").
  local pass
  for pass in 1 2; do
    log "$server: warming up every arm for ${SERVER_WARMUP}s per endpoint (pass $pass of 2)"
    for arm in "${arms[@]}"; do
      for endpoint in $ENDPOINTS; do
        bench load url=http://127.0.0.1:$port/bench-$arm/$endpoint clients=32 warmup=$SERVER_WARMUP seconds=1 \
          server=$server arm=$arm endpoint=$endpoint round=0 out="$WORK/warmup.tsv" >/dev/null
      done
    done
  done
  plan=$(bench schedule arms="${arms[*]}" endpoints="$ENDPOINTS" clients="$CLIENTS" rounds="$ROUNDS")
  while read -r endpoint clients round arm; do
    bench load url=http://127.0.0.1:$port/bench-$arm/$endpoint clients=$clients warmup=$WARMUP seconds=$MEASURE \
      server=$server arm=$arm endpoint=$endpoint round=$round out="$ROUNDS_FILE" threadsOut="$THREADS_FILE" \
      serverPid=$SERVER_PID database=$DB_PROCESS ticks=$CLOCK_TICKS < /dev/null | sed "s/^/$(date -u +%H:%M:%S) /"
  done <<< "$plan"
}

# ---------------------------------------------------------------------------------------------- WildFly
start_wildfly() {
  launch_wildfly
  wildfly_wait_running
  SERVER_PID=$(java_pid "-Djboss.home.dir=$WILDFLY")
}

# Unpacks WildFly and starts it in the background.
launch_wildfly() {
  log "unpacking WildFly"
  rm -rf "$WORK"/wildfly-*/
  unzip -q "$PARTS/wildfly.zip" -d "$WORK"
  WILDFLY=$(echo "$WORK"/wildfly-*)
  # the driver as a module, seen by the data sources and (as a global module) by Weir's RAR
  mkdir -p "$WILDFLY/modules/org/postgresql/main"
  cp "$PARTS/postgresql.jar" "$WILDFLY/modules/org/postgresql/main/"
  cat > "$WILDFLY/modules/org/postgresql/main/module.xml" <<'EOF'
<module xmlns="urn:jboss:module:1.9" name="org.postgresql">
  <resources><resource-root path="postgresql.jar"/></resources>
  <dependencies>
    <module name="java.sql"/><module name="java.naming"/><module name="java.logging"/>
    <module name="java.management"/><module name="java.security.jgss"/><module name="java.transaction.xa"/>
    <module name="jakarta.transaction.api"/>
  </dependencies>
</module>
EOF
  if [ "$MODE" = profile ]; then
    # a request's stack in WildFly runs deeper than JFR's default 64 frames; deeper stacks would lose the frames that mark a request thread
    echo 'JAVA_OPTS="$JAVA_OPTS -XX:FlightRecorderOptions:stackdepth=512"' >> "$WILDFLY/bin/standalone.conf"
  fi
  if [ -n "${WEIR_BENCH_WILDFLY_JAVA_OPTS:-}" ]; then
    echo "JAVA_OPTS=\"\$JAVA_OPTS $WEIR_BENCH_WILDFLY_JAVA_OPTS\"" >> "$WILDFLY/bin/standalone.conf"
  fi
  log "starting WildFly (port offset $WILDFLY_OFFSET; load average $(load_average))"
  "$WILDFLY/bin/standalone.sh" -Djboss.socket.binding.port-offset=$WILDFLY_OFFSET > "$WORK/wildfly.out" 2>&1 &
  WILDFLY_PID=$!
}

# a long connection timeout: on a busy machine the management interface can take seconds to answer
wildfly_cli() { "$WILDFLY/bin/jboss-cli.sh" --connect --controller=127.0.0.1:$WILDFLY_MGMT --timeout=60000 "$@"; }

# Right after a reload the server may still refuse deployments for a moment: try again before giving up.
wildfly_deploy() {
  for attempt in 1 2 3 4 5; do
    if wildfly_cli --command="deploy $1" >> "$WORK/setup.log" 2>&1; then return 0; fi
    sleep 5
  done
  echo "WildFly refused to deploy $1; see $WORK/setup.log and $WORK/wildfly.out" >&2
  exit 1
}

wildfly_wait_running() {
  for _ in $(seq 1 180); do
    if wildfly_cli --command=':read-attribute(name=server-state)' 2>/dev/null | grep -q '"result" => "running"'; then return 0; fi
    sleep 1
  done
  echo "WildFly did not start within 180 s; see $WORK/wildfly.out" >&2
  exit 1
}

# One Weir connection definition: name, JNDI name, application name, the server's pool attributes.
weir_definition() {
  local def=/subsystem=resource-adapters/resource-adapter=weir/connection-definitions=$1
  echo "$def:add(class-name=io.weir.rar.WeirManagedConnectionFactory, jndi-name=$2, $4, blocking-timeout-wait-millis=60000, validate-on-match=false, background-validation=false)"
  local property
  for property in PoolName=$1 "JdbcUrl=\"$PG_URL?ApplicationName=$3\"" DriverClassName=org.postgresql.Driver \
      Username=$PGUSER MaximumPoolSize=$POOL MinimumIdle=$POOL ${WEIR_WILDFLY_PROPERTIES:-}; do
    echo "$def/config-properties=${property%%=*}:add(value=${property#*=})"
  done
}

# The management commands that add one WildFly arm; its JNDI name is java:/jdbc/<arm>.
wildfly_arm() {
  case "$1" in
    ironjacamar)
      # IronJacamar's data source: WildFly's default pool, with its defaults but the size
      echo "/subsystem=datasources/data-source=BenchIronJacamar:add(jndi-name=java:/jdbc/ironjacamar, driver-name=postgresql, \
          connection-url=\"$PG_URL?ApplicationName=$(application_name wildfly ironjacamar)\", user-name=$PGUSER, \
          min-pool-size=$POOL, max-pool-size=$POOL, pool-prefill=true, pool-use-strict-min=true, statistics-enabled=$STATISTICS)" ;;
    ironjacamar-validated)
      # the same with the validation WildFly's documentation gives for PostgreSQL in production
      echo "/subsystem=datasources/data-source=BenchIronJacamarValidated:add(jndi-name=java:/jdbc/ironjacamar-validated, \
          driver-name=postgresql, connection-url=\"$PG_URL?ApplicationName=$(application_name wildfly ironjacamar-validated)\", \
          user-name=$PGUSER, min-pool-size=$POOL, max-pool-size=$POOL, pool-prefill=true, pool-use-strict-min=true, \
          statistics-enabled=$STATISTICS, validate-on-match=true, background-validation=false, \
          valid-connection-checker-class-name=org.jboss.jca.adapters.jdbc.extensions.postgres.PostgreSQLValidConnectionChecker, \
          exception-sorter-class-name=org.jboss.jca.adapters.jdbc.extensions.postgres.PostgreSQLExceptionSorter)" ;;
    agroal|agroal-validated)
      # Agroal: WildFly's direct pool, with its defaults but the size; validated: its background validation, the
      # only validation WildFly's Agroal subsystem offers
      local name=BenchAgroal validation=
      if [ "$1" = agroal-validated ]; then name=BenchAgroalValidated; validation=", background-validation=$AGROAL_VALIDATION_MILLIS"; fi
      echo "/subsystem=datasources-agroal/datasource=$name:add(jndi-name=java:/jdbc/$1, statistics-enabled=$STATISTICS, \
          connection-factory={driver=postgresql, url=\"$PG_URL?ApplicationName=$(application_name wildfly "$1")\", username=$PGUSER}, \
          connection-pool={max-size=$POOL, min-size=$POOL, initial-size=$POOL$validation})" ;;
    weir)
      # Weir, as examples/wildfly/configure-weir.cli sets it up: the server pools logical connections only
      weir_definition BenchWeir java:/jdbc/weir "$(application_name wildfly weir)" \
        "min-pool-size=0, max-pool-size=100, pool-prefill=false, pool-use-strict-min=false" ;;
    weir-noccm)
      # Weir as above, with the connection definition outside the cached connection manager (use-ccm=false)
      weir_definition BenchWeirNoCcm java:/jdbc/weir-noccm "$(application_name wildfly weir-noccm)" \
        "min-pool-size=0, max-pool-size=100, pool-prefill=false, pool-use-strict-min=false, use-ccm=false" ;;
    weir-lean)
      # Weir as above, with the connection manager's per-request options at their cheapest: the server's pool
      # unfair (pool-fair=false) and outside the cached connection manager (use-ccm=false)
      weir_definition BenchWeirLean java:/jdbc/weir-lean "$(application_name wildfly weir-lean)" \
        "min-pool-size=0, max-pool-size=100, pool-prefill=false, pool-use-strict-min=false, $LEAN_OPTIONS" ;;
    floor|floor-lean|floor-wide)
      # the floor: an adapter that only hands out one physical connection per managed connection
      # (benchmarks/server/floor-rar), with the server's pool sized as the data sources' are; what is left of a
      # request's cost is the server's connection manager and the application; floor-lean with weir-lean's options;
      # floor-wide with the server's pool as large as WildFly's request threads (its default worker: 16 per core),
      # so that no request waits for a connection at any client count: the least any resource adapter costs
      local name=BenchFloor options= size=$POOL
      if [ "$1" = floor-lean ]; then name=BenchFloorLean; options=", $LEAN_OPTIONS"; fi
      if [ "$1" = floor-wide ]; then name=BenchFloorWide; size=$(($(nproc) * 16)); fi
      local def=/subsystem=resource-adapters/resource-adapter=floor/connection-definitions=$name
      echo "$def:add(class-name=io.weir.benchmarks.floor.FloorManagedConnectionFactory, jndi-name=java:/jdbc/$1, \
          min-pool-size=$size, max-pool-size=$size, pool-prefill=true, pool-use-strict-min=true, blocking-timeout-wait-millis=60000$options)"
      echo "$def/config-properties=JdbcUrl:add(value=\"$PG_URL?ApplicationName=$(application_name wildfly "$1")\")"
      echo "$def/config-properties=Username:add(value=$PGUSER)"
      echo "$def/config-properties=DriverClassName:add(value=org.postgresql.Driver)" ;;
    weir-sized)
      # Weir with the server's logical pool sized as Weir's (min = max = 10, prefilled): requests wait in the
      # server's pool, as they do with the data source, and every managed connection keeps its physical one busy
      weir_definition BenchWeirSized java:/jdbc/weir-sized "$(application_name wildfly weir-sized)" \
        "min-pool-size=$POOL, max-pool-size=$POOL, pool-prefill=true, pool-use-strict-min=true" ;;
    *) echo "unknown WildFly arm $1" >&2; exit 2 ;;
  esac
}

# The application_name an arm's connections carry, which pg_stat_activity shows.
application_name() { # server arm
  if [ "$1" = wildfly ]; then echo "weir-srvbench-$2"; else echo "weir-srvbench-payara-$2"; fi
}

configure_wildfly() {
  log "configuring the WildFly arms (cached connection manager debug=$CCM_DEBUG)"
  wildfly_cli --command='/extension=org.wildfly.extension.datasources-agroal:add' >> "$WORK/setup.log"
  cat > "$WORK/wildfly.cli" <<EOF
batch
/subsystem=ee:list-add(name=global-modules, value={name=org.postgresql})
/subsystem=datasources/jdbc-driver=postgresql:add(driver-name=postgresql, driver-module-name=org.postgresql, driver-class-name=org.postgresql.Driver)
/subsystem=datasources-agroal:add
/subsystem=datasources-agroal/driver=postgresql:add(module=org.postgresql, class=org.postgresql.Driver)

/subsystem=jca/cached-connection-manager=cached-connection-manager:write-attribute(name=debug, value=$CCM_DEBUG)
/subsystem=resource-adapters/resource-adapter=weir:add(archive=weir-rar.rar, transaction-support=LocalTransaction)
$(if [[ " $WILDFLY_ARMS " == *" floor"* ]]; then echo "/subsystem=resource-adapters/resource-adapter=floor:add(archive=floor.rar, transaction-support=LocalTransaction)"; fi)
$(for arm in $WILDFLY_ARMS; do wildfly_arm "$arm"; done)
run-batch
EOF
  wildfly_cli --file="$WORK/wildfly.cli" >> "$WORK/setup.log"
  wildfly_cli --command=reload >> "$WORK/setup.log"
  sleep 2
  wildfly_wait_running
  wildfly_deploy "$RAR"
  if [[ " $WILDFLY_ARMS " == *" floor"* ]]; then wildfly_deploy "$FLOOR_RAR"; fi
  for arm in $WILDFLY_ARMS; do
    wildfly_deploy "$(arm_war wildfly $arm java:/jdbc/$arm)"
  done
}

# ---------------------------------------------------------------------------------------------- Payara
start_payara() {
  log "unpacking Payara"
  unzip -q "$PARTS/payara.zip" -d "$WORK"
  PAYARA=$WORK/payara6
  "$PAYARA/bin/asadmin" create-domain --nopassword=true --portbase $PAYARA_PORTBASE --domaindir "$WORK/payara-domains" bench >/dev/null
  cp "$PARTS/postgresql.jar" "$WORK/payara-domains/bench/lib/"
  # Payara's request threads: as many as WildFly's default workers on this machine (16 per core), so that both
  # servers let the same number of requests reach their pools (set before the start: it needs a restart)
  sed -i "0,/<thread-pool name=\"http-thread-pool\"/s//<thread-pool name=\"http-thread-pool\" max-thread-pool-size=\"$(($(nproc) * 16))\"/" \
    "$WORK/payara-domains/bench/config/domain.xml"
  log "starting Payara (port base $PAYARA_PORTBASE; load average $(load_average))"
  "$PAYARA/bin/asadmin" start-domain --domaindir "$WORK/payara-domains" bench >/dev/null
  PAYARA_STARTED=yes
  SERVER_PID=$(java_pid "$WORK/payara-domains/bench")
}

payara_admin() { "$PAYARA/bin/asadmin" --port $PAYARA_ADMIN "$@"; }

# Creates one Payara arm's pool and its resource, jdbc/<arm>.
payara_arm() {
  local weir_url="${PG_URL//:/\\:}?ApplicationName\=$(application_name payara "$1")"
  case "$1" in
    weir)
      # Weir, as examples/payara/configure-weir.asadmin sets it up: the server pools logical connections only
      payara_admin create-connector-connection-pool --raname weir-rar --connectiondefinition javax.sql.DataSource \
        --transactionsupport LocalTransaction --steadypoolsize 0 --maxpoolsize 100 --poolresize 1 --maxwait 60000 \
        --isconnectvalidatereq false --failconnection false \
        --property "PoolName=BenchWeir:JdbcUrl=$weir_url:DriverClassName=org.postgresql.Driver:Username=$PGUSER:MaximumPoolSize=$POOL:MinimumIdle=$POOL${WEIR_PAYARA_PROPERTIES:-}" \
        BenchWeirPool
      payara_admin create-connector-resource --poolname BenchWeirPool jdbc/weir ;;
    weir-sized)
      # Weir with the server's logical pool sized as Weir's (steady = max = 10)
      payara_admin create-connector-connection-pool --raname weir-rar --connectiondefinition javax.sql.DataSource \
        --transactionsupport LocalTransaction --steadypoolsize $POOL --maxpoolsize $POOL --maxwait 60000 \
        --isconnectvalidatereq false --failconnection false \
        --property "PoolName=BenchWeirSized:JdbcUrl=$weir_url:DriverClassName=org.postgresql.Driver:Username=$PGUSER:MaximumPoolSize=$POOL:MinimumIdle=$POOL" \
        BenchWeirSizedPool
      payara_admin create-connector-resource --poolname BenchWeirSizedPool jdbc/weir-sized ;;
    payara|payara-validated)
      # Payara's JDBC pool, with its defaults but the size; validated: the validation Payara's documentation
      # gives for production (PostgreSQL's own validation class, every connection checked before it is lent,
      # the whole pool closed at the first failed check)
      local name=BenchPayaraPool validation=()
      if [ "$1" = payara-validated ]; then
        name=BenchPayaraValidatedPool
        validation=(--isconnectvalidatereq true --validationmethod custom-validation
          --validationclassname org.glassfish.api.jdbc.validation.PostgresConnectionValidation --failconnection true)
      fi
      payara_admin create-jdbc-connection-pool --datasourceclassname org.postgresql.ds.PGSimpleDataSource --restype javax.sql.DataSource \
        --steadypoolsize $POOL --maxpoolsize $POOL "${validation[@]}" \
        --property "user=$PGUSER:password=unused-with-trust-authentication:serverName=$DB_HOST:portNumber=$DB_PORT:databaseName=$PGDATABASE:ApplicationName=$(application_name payara "$1")" \
        $name
      payara_admin create-jdbc-resource --connectionpoolid $name jdbc/$1 ;;
    *) echo "unknown Payara arm $1" >&2; exit 2 ;;
  esac
}

configure_payara() {
  log "configuring the Payara arms"
  payara_admin deploy "$RAR" >> "$WORK/setup.log"
  for arm in $PAYARA_ARMS; do payara_arm "$arm" >> "$WORK/setup.log"; done
  for arm in $PAYARA_ARMS; do
    payara_admin deploy --name bench-$arm --contextroot bench-$arm "$(arm_war payara $arm jdbc/$arm)" >> "$WORK/setup.log"
  done
}

# ---------------------------------------------------------------------------------------------- profile
profile_wildfly() {
  local pid=$SERVER_PID out=$WORK/profile
  mkdir -p "$out"
  : > "$out/profile.md"
  : > "$out/recorded.txt"
  # every arm warm before the first recording: the server's JIT is still compiling its shared paths
  # (EJB, transactions, JCA) when the first arm runs, and would make the first arm look slow
  log "warming up every arm for ${SERVER_WARMUP}s per endpoint"
  for arm in $WILDFLY_ARMS; do
    for endpoint in $ENDPOINTS; do
      bench load url=http://127.0.0.1:$WILDFLY_HTTP/bench-$arm/$endpoint clients=32 warmup=$SERVER_WARMUP seconds=1 \
        server=wildfly arm=$arm endpoint=$endpoint round=0 out="$WORK/warmup.tsv" >/dev/null
    done
  done
  # The recorded sequence runs twice and the first pass is thrown away: the arm recorded first in a
  # server pays for whatever the first recordings set in motion (JFR's start, the code it instruments and
  # the recompilation that follows), and runs well below what it reaches when recorded later, whichever
  # arm it is.
  local pass rounds
  for pass in rehearsal recorded; do
    rounds="$WORK/rehearsal.tsv"
    [ $pass = rehearsal ] || rounds="$ROUNDS_FILE"
    for endpoint in $ENDPOINTS; do
      for arm in $WILDFLY_ARMS; do
        bench load url=http://127.0.0.1:$WILDFLY_HTTP/bench-$arm/$endpoint clients=32 warmup=2 seconds=1 \
          server=wildfly arm=$arm endpoint=$endpoint round=0 out="$WORK/warmup.tsv" >/dev/null
        local recorder=
        if [ "$PROFILER" = perf ]; then
          perf record -e cpu-clock -F 99 -p "$pid" -o "$out/$arm-$endpoint.perf" -q >/dev/null 2>&1 &
          recorder=$!
        elif [ "$PROFILER" = futex ]; then
          perf record -e syscalls:sys_enter_futex -g -p "$pid" -o "$out/$arm-$endpoint.perf" -q >/dev/null 2>&1 &
          recorder=$!
        elif [ "$PROFILER" = syscalls ]; then
          perf stat --per-thread -x, -e "$SYSCALL_EVENTS" -p "$pid" -o "$out/$arm-$endpoint.stat" >/dev/null 2>&1 &
          recorder=$!
        else
          jcmd "$pid" JFR.start name=bench-$arm settings=profile >/dev/null
        fi
        bench load url=http://127.0.0.1:$WILDFLY_HTTP/bench-$arm/$endpoint clients=$CLIENTS warmup=0 seconds=$MEASURE \
          server=wildfly arm=$arm endpoint=$endpoint round=1 out="$rounds"
        if [ -n "$recorder" ]; then
          kill -INT "$recorder"; wait "$recorder" || true
        else
          jcmd "$pid" JFR.stop name=bench-$arm filename="$out/$arm-$endpoint.jfr" >/dev/null
        fi
        [ $pass = recorded ] || continue
        if [ -n "$recorder" ]; then
          echo "$arm $endpoint $(load_average)" >> "$out/recorded.txt"
        else
          bench frames recording="$out/$arm-$endpoint.jfr" title="WildFly, $arm, $endpoint, $CLIENTS clients, load average $(load_average)" \
            | tee -a "$out/profile.md"
        fi
      done
    done
  done
  [ "$PROFILER" != perf ] || perf_script_reports "$pid" "$out" comm,tid,period,ip,sym,dso perf-shares samples
  [ "$PROFILER" != syscalls ] || syscall_reports "$out"
  [ "$PROFILER" != futex ] || perf_script_reports "$pid" "$out" comm,tid,ip,sym,dso futex-sites chains
  log "profiles in $out/profile.md (recordings beside it)"
}

# The system calls and context switches that the syscalls profiler counts
SYSCALL_EVENTS=raw_syscalls:sys_enter,syscalls:sys_enter_futex,syscalls:sys_enter_read,syscalls:sys_enter_write,\
syscalls:sys_enter_writev,syscalls:sys_enter_sendto,syscalls:sys_enter_recvfrom,syscalls:sys_enter_poll,\
syscalls:sys_enter_epoll_wait,syscalls:sys_enter_sched_yield,sched:sched_switch

# The recorded round's requests of an arm and endpoint
recorded_requests() { # arm endpoint
  awk -F'\t' -v a="$1" -v e="$2" -v s="$MEASURE" '$2 == a && $3 == e && $5 == 1 { r = $6 * s } END { printf "%d", r }' "$ROUNDS_FILE"
}

syscall_reports() { # out
  local out=$1 arm endpoint load
  while read -r arm endpoint load; do
    bench syscalls stat="$out/$arm-$endpoint.stat" requests="$(recorded_requests "$arm" "$endpoint")" \
      title="WildFly, $arm, $endpoint, $CLIENTS clients, load average $load" | tee -a "$out/profile.md"
  done < "$out/recorded.txt"
}

# A perf recording of each recorded arm, named with the JIT's code as the JVM holds it now (its perf map, written
# once at the end so that it names the code every recording ran), reported per request of the arm's recorded
# round by a ServerBench subcommand: perf-shares for the cpu-clock samples, futex-sites for where the request
# threads' futex calls come from
perf_script_reports() { # pid out fields subcommand suffix
  local pid=$1 out=$2 fields=$3 subcommand=$4 suffix=$5 arm endpoint load
  jcmd "$pid" Compiler.perfmap >/dev/null
  while read -r arm endpoint load; do
    perf script -i "$out/$arm-$endpoint.perf" -F "$fields" 2>/dev/null > "$out/$arm-$endpoint.$suffix"
    bench "$subcommand" script="$out/$arm-$endpoint.$suffix" requests="$(recorded_requests "$arm" "$endpoint")" \
      title="WildFly, $arm, $endpoint, $CLIENTS clients, load average $load" | tee -a "$out/profile.md"
  done < "$out/recorded.txt"
}

# ---------------------------------------------------------------------------------------------- run
runs() { [[ " $SERVERS " == *" $1 "* ]]; }
if [ -n "$SOAK" ]; then
  soak_servers
  soak_run
  exit 0
fi
if runs wildfly || [ "$MODE" = profile ]; then
  start_wildfly
  configure_wildfly
  if [ "$MODE" = profile ]; then
    profile_wildfly
    stop_servers
    log "done"
    exit 0
  fi
  if [ -n "$OUTAGE" ]; then outage_server wildfly $WILDFLY_HTTP $WILDFLY_ARMS
  elif [ -n "$RESTART" ]; then restart_server wildfly $WILDFLY_HTTP $WILDFLY_ARMS
  else measure_server wildfly $WILDFLY_HTTP $WILDFLY_ARMS; fi
  stop_servers
fi

if runs wildfly-ccm-debug && [ -z "$PRIVATE_DB" ]; then
  CCM_DEBUG=true
  start_wildfly
  configure_wildfly
  measure_server wildfly-ccm-debug $WILDFLY_HTTP $WILDFLY_ARMS
  stop_servers
  CCM_DEBUG=false
fi

if runs payara; then
  start_payara
  configure_payara
  if [ -n "$OUTAGE" ]; then outage_server payara $PAYARA_HTTP $PAYARA_ARMS
  elif [ -n "$RESTART" ]; then restart_server payara $PAYARA_HTTP $PAYARA_ARMS
  else measure_server payara $PAYARA_HTTP $PAYARA_ARMS; fi
  stop_servers
fi

if [ -n "$OUTAGE" ]; then
  outage_report
  exit 0
fi
if [ -n "$RESTART" ]; then
  restart_report
  exit 0
fi

if [ "$MODE" = full ]; then OUT=$RESULTS; else OUT=$WORK/$MODE; fi
cp "$ROUNDS_FILE" "$WORK/rounds-$MODE.tsv"
bench report in="$ROUNDS_FILE" threads="$THREADS_FILE" dir="$OUT" heading="In-server benchmark ($MODE run)" \
  command="benchmarks/server/run.sh $MODE: $ROUNDS round(s) of ${MEASURE} s per arm after ${WARMUP} s, $((SECONDS - START)) s in all"
log "done: $OUT/results.md"
