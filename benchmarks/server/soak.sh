# The in-server benchmark's soak modes, sourced by run.sh after outage.sh, whose private PostgreSQL and fault
# proxy they use.
#
# WildFly and Payara start side by side, each with Weir's arm only, and both take a steady load of writes and
# reads at once while faults are injected one after another at random pauses from a seeded random
# (WEIR_BENCH_SOAK_SEED; the run prints the one it used): a backend kill, a database restart, a blackhole
# through the fault proxy, a reconfiguration of Weir's connection definition through the server's management,
# a leaking request and a redeploy of the application (ServerBench soak; the run is in SoakRun, the checks in
# SoakChecks). The run fails when a committed row is lost, an arm holds more connections than its pool's
# size, a server's heap or threads grew, or a client's failure falls outside every fault's window.

SOAK_CLIENTS=8
if [ "$MODE" = soak ]; then
  SOAK_WARMUP=60; SOAK_SECONDS=${WEIR_BENCH_SECONDS:-1200}; SOAK_PAUSE_MIN=10; SOAK_PAUSE_MAX=40; SOAK_ONCE=false
else
  # the smoke: every fault once (each of one server on each server), in two minutes or a little more
  SOAK_WARMUP=20; SOAK_SECONDS=${WEIR_BENCH_SECONDS:-120}; SOAK_PAUSE_MIN=2; SOAK_PAUSE_MAX=5; SOAK_ONCE=true
fi
# the load without faults after the last one, before the end's heap and thread counts: long enough for the
# worker threads a fault started to retire once idle (a redeploy on Payara starts a dozen in a cached executor,
# which keeps an idle thread 60 s), so that the thread check counts what stays, not what the last fault left busy
SOAK_TAIL=70
SOAK_SEED=${WEIR_BENCH_SOAK_SEED:-$(date +%s)}
# how long after a fault's end a failure still counts as its own: the pools replace what the fault broke, and
# a client pauses 100 ms after each failure
SOAK_GRACE=15
# leak detection short enough that a leaked connection comes back within the fault's window (the fault waits for it)
LEAK_THRESHOLD_MILLIS=10000
WILDFLY_ARMS=weir
PAYARA_ARMS=weir
STATISTICS=false
WEIR_WILDFLY_PROPERTIES="LeakDetectionThreshold=$LEAK_THRESHOLD_MILLIS"
WEIR_PAYARA_PROPERTIES=":LeakDetectionThreshold=$LEAK_THRESHOLD_MILLIS"

# Injects one fault of one server and returns once the server's arm answers again; run by SoakRun through
# bash -c, so everything it uses is exported.
soak_fault() { # fault server
  exec >> "$WORK/soak-faults.log" 2>&1
  echo "$(date -u +%H:%M:%S) $1 $2"
  local fault=$1 server=$2 port=$WILDFLY_HTTP size
  if [ "$server" = payara ]; then port=$PAYARA_HTTP; fi
  local url=http://127.0.0.1:$port/bench-weir
  case "$fault/$server" in
    reconfigure/*)
      # Weir's pool size (and its minimum idle, which may not exceed it) between the size and two fewer, so that the
      # pool's limit stays the size
      size=$POOL
      if [ "$(cat "$WORK/soak-size-$server" 2>/dev/null || echo $POOL)" = $POOL ]; then size=$((POOL - 2)); fi
      echo $size > "$WORK/soak-size-$server"
      if [ "$server" = wildfly ]; then
        # one CLI run: under the soak's load a CLI's JVM takes up to a minute to start
        local def=/subsystem=resource-adapters/resource-adapter=weir/connection-definitions=BenchWeir
        printf '%s\n' "$def/config-properties=MaximumPoolSize:write-attribute(name=value, value=$size)" \
          "$def/config-properties=MinimumIdle:write-attribute(name=value, value=$size)" reload > "$WORK/soak-reconfigure.cli"
        wildfly_cli --file="$WORK/soak-reconfigure.cli"
      else
        payara_admin set "resources.connector-connection-pool.BenchWeirPool.property.MaximumPoolSize=$size" \
          "resources.connector-connection-pool.BenchWeirPool.property.MinimumIdle=$size"
      fi ;;
    leak/*)
      curl -sf --max-time 60 "$url/leak"
      # the fault lasts until the leak detection has taken the connection back (a sweep is at most a second)
      sleep $((LEAK_THRESHOLD_MILLIS / 1000 + 2)) ;;
    redeploy/wildfly) wildfly_cli --command="deploy --force $WORK/wars/wildfly/bench-weir.war" ;;
    redeploy/payara) payara_admin redeploy --name bench-weir --contextroot bench-weir "$WORK/wars/payara/bench-weir.war" ;;
    *) echo "unknown fault $fault for $server" >&2; exit 2 ;;
  esac
  wait_answering "$server" "$url/read"
}

# The servers (both unless WEIR_BENCH_SERVERS names one) started and configured side by side.
soak_servers() {
  local payara_configuring=
  if runs wildfly; then launch_wildfly; fi
  if runs payara; then
    start_payara
    PAYARA_JVM=$SERVER_PID
    configure_payara &
    payara_configuring=$!
  fi
  if runs wildfly; then
    wildfly_wait_running
    WILDFLY_JVM=$(java_pid "-Djboss.home.dir=$WILDFLY")
    configure_wildfly
  fi
  if [ -n "$payara_configuring" ]; then wait "$payara_configuring"; fi
}

soak_run() {
  local out stop start
  if [ "$MODE" = soak ]; then out=$RESULTS; else out=$WORK/$MODE; fi
  local servers=() targets=()
  if runs wildfly; then
    servers+=(wildfly)
    targets+=("wildfly-url=http://127.0.0.1:$WILDFLY_HTTP/bench-weir" "wildfly-pid=$WILDFLY_JVM" "wildfly-app=$(application_name wildfly weir)")
  fi
  if runs payara; then
    servers+=(payara)
    targets+=("payara-url=http://127.0.0.1:$PAYARA_HTTP/bench-weir" "payara-pid=$PAYARA_JVM" "payara-app=$(application_name payara weir)")
  fi
  log "waiting for ${servers[*]} to answer"
  for server in "${servers[@]}"; do
    if [ "$server" = wildfly ]; then wait_answering wildfly "http://127.0.0.1:$WILDFLY_HTTP/bench-weir/read"
    else wait_answering payara "http://127.0.0.1:$PAYARA_HTTP/bench-weir/read"; fi
  done
  export -f soak_fault wildfly_cli payara_admin wait_answering
  export WILDFLY WILDFLY_MGMT WILDFLY_HTTP PAYARA PAYARA_ADMIN PAYARA_HTTP WORK POOL LEAK_THRESHOLD_MILLIS ANSWER_DEADLINE
  stop="$(declare -f as_postgres); as_postgres '$PG_BIN/pg_ctl' -D '$PG_DIR/data' -m fast -w stop"
  start="$(declare -f as_postgres); as_postgres '$PG_BIN/pg_ctl' -D '$PG_DIR/data' -l '$PG_DIR/server.log' -w start"
  log "soak (seed $SOAK_SEED): ${SOAK_WARMUP}s warm-up, then faults for at least ${SOAK_SECONDS}s (load average $(load_average))"
  bench soak servers="${servers[*]}" clients=$SOAK_CLIENTS "${targets[@]}" \
    warmup=$SOAK_WARMUP seconds=$SOAK_SECONDS pause-min=$SOAK_PAUSE_MIN pause-max=$SOAK_PAUSE_MAX once=$SOAK_ONCE tail=$SOAK_TAIL \
    blackhole=$BLACKHOLE_SECONDS grace=$SOAK_GRACE pool=$POOL seed=$SOAK_SEED \
    db="jdbc:postgresql://127.0.0.1:$OUTAGE_PG_PORT/postgres?user=postgres&ApplicationName=weir-srvbench-observer" \
    events="${TABLE}_events" stop="$stop" start="$start" control=$OUTAGE_CONTROL_PORT fault=soak_fault \
    injections="$WORK/soak-injections.tsv" dir="$out" heading="In-server soak: every fault under load ($MODE run)" \
    command="benchmarks/server/run.sh $MODE" < /dev/null | sed "s/^/$(date -u +%H:%M:%S) /"
  log "done: $out/soak.md ($((SECONDS - START)) s in all)"
}
