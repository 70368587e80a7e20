# The in-server benchmark's outage modes, sourced by run.sh (which defines the servers, the arms and `bench`).
#
# The servers' pools reach a private PostgreSQL (initdb and pg_ctl from PG_BIN, on WEIR_BENCH_OUTAGE_PG_PORT)
# through a TCP fault proxy (ServerBench proxy, on WEIR_BENCH_OUTAGE_PROXY_PORT, its control port the next
# one). Each arm, under 32 clients on /read, goes through each fault in turn: a warm-up, a baseline, the
# fault, then AFTER seconds of load after the database is back (ServerBench outage; the phases are in
# OutageRun). Between two runs of an arm the server's own pool is flushed, so that no run starts with what
# an earlier fault left in it; Weir's pool is left as it is.

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
OUTAGE_PG_PORT=${WEIR_BENCH_OUTAGE_PG_PORT:-55500}
OUTAGE_PROXY_PORT=${WEIR_BENCH_OUTAGE_PROXY_PORT:-55600}
OUTAGE_CONTROL_PORT=$((OUTAGE_PROXY_PORT + 1))
OUTAGE_CLIENTS=32
OUTAGE_ENDPOINT=read
OUTAGE_WARMUP=3
OUTAGE_BASELINE=5
OUTAGE_AFTER=15
BLACKHOLE_SECONDS=5
# how long a server may take to answer an arm's endpoint for the first time
ANSWER_DEADLINE=${WEIR_BENCH_ANSWER_DEADLINE:-600}
# Agroal's background validation interval in the validated arm
AGROAL_VALIDATION_MILLIS=1000
# Weir's pool numbers on Payara come from its MXBean over Payara's JMX connector
WEIR_PAYARA_PROPERTIES=:RegisterMbeans=true
STATISTICS=true
if [ "$MODE" = outage ]; then
  WILDFLY_ARMS=${WEIR_BENCH_WILDFLY_ARMS:-weir ironjacamar ironjacamar-validated agroal agroal-validated}
  PAYARA_ARMS=${WEIR_BENCH_PAYARA_ARMS:-weir payara payara-validated}
else
  WILDFLY_ARMS=${WEIR_BENCH_WILDFLY_ARMS:-weir ironjacamar}
  PAYARA_ARMS=${WEIR_BENCH_PAYARA_ARMS:-weir payara}
fi
OUTAGE_FILE=$WORK/outage.tsv
PG_DIR=$WORK/postgres
PROXY_PID=

# as the postgres user when run as root: PostgreSQL refuses to run as root
as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

outage_database_start() {
  [ -x "$PG_BIN/initdb" ] || {
    echo "the outage modes start their own PostgreSQL from $PG_BIN, which has no initdb: install PostgreSQL 15's server (apt-get install postgresql-15) or set PG_BIN" >&2
    exit 1
  }
  rm -rf "$PG_DIR"
  mkdir -p "$PG_DIR"
  # until run.sh sets its own trap, which stops the database too
  trap outage_database_stop EXIT
  if [ "$(id -u)" = 0 ]; then chown postgres "$PG_DIR"; fi
  log "starting a private PostgreSQL on port $OUTAGE_PG_PORT"
  as_postgres "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres -A trust --no-sync > "$PG_DIR/initdb.log"
  cat >> "$PG_DIR/data/postgresql.conf" <<EOF
port = $OUTAGE_PG_PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$PG_DIR'
fsync = off
max_connections = 200
EOF
  if declare -F private_database_conf > /dev/null; then private_database_conf >> "$PG_DIR/data/postgresql.conf"; fi
  as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w start > /dev/null
  export PGHOST=127.0.0.1 PGPORT=$OUTAGE_PG_PORT PGUSER=postgres PGDATABASE=postgres
  # java itself in the background (not through bench), so that its process id is the one to stop
  java -cp "$BENCH_JAR" io.weir.benchmarks.server.ServerBench proxy listen=$OUTAGE_PROXY_PORT target=127.0.0.1:$OUTAGE_PG_PORT \
    control=$OUTAGE_CONTROL_PORT > "$WORK/proxy.out" 2>&1 &
  PROXY_PID=$!
  for _ in $(seq 1 50); do
    if grep -q proxying "$WORK/proxy.out" 2>/dev/null; then break; fi
    sleep 0.2
  done
  grep -q proxying "$WORK/proxy.out" || { echo "the fault proxy did not start; see $WORK/proxy.out" >&2; exit 1; }
  DB_HOST=127.0.0.1
  DB_PORT=$OUTAGE_PROXY_PORT
}

outage_database_stop() {
  if [ -n "$PROXY_PID" ]; then kill "$PROXY_PID" 2>/dev/null || true; wait "$PROXY_PID" 2>/dev/null || true; PROXY_PID=; fi
  if [ -f "$PG_DIR/data/postmaster.pid" ]; then as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop > /dev/null 2>&1 || true; fi
}

# The physical connections an arm's pool says it holds (WildFly's statistics, Weir's MXBean).
pool_connections() { # server arm
  case "$1/$2" in
    wildfly/weir)
      wildfly_cli --command="/subsystem=resource-adapters/resource-adapter=weir/connection-definitions=BenchWeir/statistics=extended:read-attribute(name=TotalConnections)" ;;
    wildfly/ironjacamar|wildfly/ironjacamar-validated)
      wildfly_cli --command="/subsystem=datasources/data-source=$(wildfly_pool_name "$2")/statistics=pool:read-attribute(name=ActiveCount)" ;;
    wildfly/agroal*)
      wildfly_cli --command="/subsystem=datasources-agroal/datasource=$(wildfly_pool_name "$2"):read-attribute(name=statistics)" \
        | awk -F' => ' '/"(active|available)-count"/ { gsub(/[^0-9]/, "", $2); n += $2 } END { print n }' ;;
    payara/weir)
      bench mbean url="service:jmx:rmi:///jndi/rmi://127.0.0.1:$((PAYARA_PORTBASE + 86))/jmxrmi" user=admin \
        name=io.weir:type=Pool,name=BenchWeir attribute=TotalConnections ;;
    payara/payara*)
      # nothing: Payara's own counts drift once a flush or a fault has closed connections (numconnused below 0,
      # numconnfree above the maximum pool size), so its arms show the database's count only
      ;;
  esac | grep -o '[0-9]*' | tail -1
}

wildfly_pool_name() {
  case "$1" in
    ironjacamar) echo BenchIronJacamar ;; ironjacamar-validated) echo BenchIronJacamarValidated ;;
    agroal) echo BenchAgroal ;; agroal-validated) echo BenchAgroalValidated ;;
  esac
}

payara_pool_name() {
  case "$1" in payara) echo BenchPayaraPool ;; payara-validated) echo BenchPayaraValidatedPool ;; esac
}

# Closes every connection of a server's own pool; Weir's is left as the last fault left it.
flush_pool() { # server arm
  case "$1/$2" in
    wildfly/ironjacamar*) wildfly_cli --command="/subsystem=datasources/data-source=$(wildfly_pool_name "$2"):flush-all-connection-in-pool" ;;
    wildfly/agroal*) wildfly_cli --command="/subsystem=datasources-agroal/datasource=$(wildfly_pool_name "$2"):flush-all" ;;
    payara/payara*) payara_admin flush-connection-pool "$(payara_pool_name "$2")" ;;
  esac >> "$WORK/setup.log" 2>&1 || log "flushing $1 $2's pool failed (see $WORK/setup.log): its run starts with the pool as it is"
}

# Returns once the URL answers 200; a cold server's first request may take minutes on a busy machine, and the
# warm-up's load must not start before it (it fails when no request of its measured period succeeds).
wait_answering() { # server url
  local deadline=$((SECONDS + ANSWER_DEADLINE)) code
  while true; do
    code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 60 "$2" || true)
    if [ "$code" = 200 ]; then return 0; fi
    if [ $SECONDS -ge $deadline ]; then
      echo "$1 did not answer $2 with 200 within $ANSWER_DEADLINE s (last answer: ${code:-none}); see its log under $WORK" >&2
      exit 1
    fi
    sleep 2
  done
}

# Every arm of one server through every fault, its repeats' number of times, in the order `bench outage-schedule`
# gives: per repeat and fault, the arms in turn, the first arm one further on for each fault and each repeat, so
# that no arm keeps its place in the order and a drift of the machine's load favours none.
outage_server() { # server http-port arm...
  local server=$1 port=$2; shift 2
  local arms=("$@") plan repeat fault arm outage
  export -f pool_connections wildfly_cli wildfly_pool_name bench
  export WILDFLY WILDFLY_MGMT PAYARA_PORTBASE BENCH_JAR
  for arm in "${arms[@]}"; do
    log "$server: waiting for bench-$arm to answer"
    wait_answering "$server" "http://127.0.0.1:$port/bench-$arm/$OUTAGE_ENDPOINT"
  done
  log "$server: warming up every arm for 40 s (load average $(load_average))"
  for arm in "${arms[@]}"; do
    # measured for 10 s, not 1: on a busy machine the first requests of a cold server take many seconds
    bench load url=http://127.0.0.1:$port/bench-$arm/$OUTAGE_ENDPOINT clients=$OUTAGE_CLIENTS warmup=30 seconds=10 \
      server=$server arm=$arm endpoint=$OUTAGE_ENDPOINT round=0 out="$WORK/warmup.tsv" >/dev/null
  done
  local stop start
  mkdir -p "$WORK/requests"
  stop="$(declare -f as_postgres); as_postgres '$PG_BIN/pg_ctl' -D '$PG_DIR/data' -m fast -w stop"
  start="$(declare -f as_postgres); as_postgres '$PG_BIN/pg_ctl' -D '$PG_DIR/data' -l '$PG_DIR/server.log' -w start"
  plan=$(bench outage-schedule arms="${arms[*]}" faults="$FAULTS" repeats="$REPEATS")
  while read -r repeat fault arm; do
    outage=0
    if [ "$fault" = blackhole ]; then outage=$BLACKHOLE_SECONDS; fi
    flush_pool "$server" "$arm" < /dev/null
    bench outage url=http://127.0.0.1:$port/bench-$arm/$OUTAGE_ENDPOINT clients=$OUTAGE_CLIENTS fault=$fault \
      server=$server arm=$arm repeat=$repeat app="$(application_name "$server" "$arm")" \
      db="jdbc:postgresql://127.0.0.1:$OUTAGE_PG_PORT/postgres?user=postgres&ApplicationName=weir-srvbench-observer" \
      stop="$stop" start="$start" control=$OUTAGE_CONTROL_PORT pool="pool_connections $server $arm" \
      warmup=$OUTAGE_WARMUP baseline=$OUTAGE_BASELINE outage=$outage after=$OUTAGE_AFTER out="$OUTAGE_FILE" \
      requests="$WORK/requests/$server-$arm-$fault-$repeat.tsv" < /dev/null \
      | sed "s/^/$(date -u +%H:%M:%S) /"
  done <<< "$plan"
}

outage_report() {
  local out
  if [ "$MODE" = outage ]; then out=$RESULTS; else out=$WORK/$MODE; fi
  cp "$OUTAGE_FILE" "$WORK/outage-$MODE.tsv"
  bench outage-report in="$OUTAGE_FILE" dir="$out" heading="In-server benchmark: database outages under load ($MODE run)" \
    command="benchmarks/server/run.sh $MODE" seconds=$((SECONDS - START)) faults="$FAULTS" repeats="$REPEATS" \
    clients=$OUTAGE_CLIENTS endpoint=$OUTAGE_ENDPOINT warmup=$OUTAGE_WARMUP baseline=$OUTAGE_BASELINE after=$OUTAGE_AFTER \
    blackhole=$BLACKHOLE_SECONDS
  log "done: $out/outage.md"
}
