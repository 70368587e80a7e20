# The in-server benchmark's restart modes, sourced by run.sh after outage.sh, whose private PostgreSQL they use
# (directly, not through its fault proxy), with the arm's application_name in every log line.
#
# Every arm of a server is deployed at once, and the server is configured once. Each arm in turn, for each event
# (WEIR_BENCH_RESTART_EVENTS: restart, app-redeploy, rar-redeploy) and in each order (RESTART_ORDERS), then gets a
# freshly started server (an unmeasured restart), so that every arm's baseline comes from a JVM that has served
# that arm alone for the same time, and runs under a steady load of writes and reads through the event
# (ServerBench restart; the phases are in RestartRun): a graceful restart of the server, a redeploy of the arm's
# application, or (Weir's arms only: the servers' own pools have no resource adapter of their own to redeploy) a
# redeploy of Weir's RAR. The other arms stay idle meanwhile; the database's log lines are counted per arm by application_name.

RESTART_CLIENTS=16
# the orders the arms run in, each arm once per order: forward, then (restart mode) reversed too, so that no arm
# always runs first or last: what an arm meets (the machine's and the private database's state) depends on its place
RESTART_ORDERS=forward
if [ "$MODE" = restart ]; then
  RESTART_WARMUP=30; RESTART_BASELINE=20; RESTART_AFTER=40
  RESTART_ORDERS=${WEIR_BENCH_RESTART_ORDERS:-forward reversed}
  WILDFLY_ARMS=${WEIR_BENCH_WILDFLY_ARMS:-weir agroal ironjacamar}
  RESTART_EVENTS=${WEIR_BENCH_RESTART_EVENTS:-restart app-redeploy rar-redeploy}
else
  RESTART_WARMUP=5; RESTART_BASELINE=8; RESTART_AFTER=20
  WILDFLY_ARMS=${WEIR_BENCH_WILDFLY_ARMS:-weir agroal}
  # the smoke's events: the redeploys, which need no second start of the server
  RESTART_EVENTS=${WEIR_BENCH_RESTART_EVENTS:-app-redeploy rar-redeploy}
fi
for event in $RESTART_EVENTS; do
  case "$event" in restart|app-redeploy|rar-redeploy) ;; *) echo "unknown restart event $event: expected restart, app-redeploy, rar-redeploy" >&2; exit 2 ;; esac
done
PAYARA_ARMS=${WEIR_BENCH_PAYARA_ARMS:-weir payara}
# how long WildFly's suspend waits for the requests in flight before the shutdown goes on
WILDFLY_SUSPEND_TIMEOUT=30
WILDFLY_STOP=":shutdown(suspend-timeout=$WILDFLY_SUSPEND_TIMEOUT)"
PAYARA_STOP="asadmin stop-domain"
# what an operator runs to roll out a new build of an application or of the RAR: WildFly's deploy --force
# replaces the deployment's content in one step (undeploy and deploy); Payara's redeploy does the same
WILDFLY_APP_REDEPLOY="deploy --force bench-<arm>.war"
PAYARA_APP_REDEPLOY="asadmin redeploy --name bench-<arm> bench-<arm>.war"
WILDFLY_RAR_REDEPLOY="deploy --force weir-rar.rar"
# WEIR_BENCH_PAYARA_RAR_REDEPLOY=plain redeploys Payara's RAR under the running applications (see redeploy_commands)
PAYARA_RAR_PLAIN=
if [ "${WEIR_BENCH_PAYARA_RAR_REDEPLOY:-}" = plain ]; then
  PAYARA_RAR_PLAIN=yes
  PAYARA_RAR_REDEPLOY="asadmin redeploy --name weir-rar weir-rar.rar (the applications left running)"
else
  PAYARA_RAR_REDEPLOY="asadmin disable bench-weir; asadmin redeploy --name weir-rar weir-rar.rar; asadmin enable bench-weir"
fi
STATISTICS=false
WEIR_PAYARA_PROPERTIES=
RESTART_FILE=$WORK/restart.tsv

# The private database's log names each line's application, which the report counts the lines by, and logs at
# DEBUG1: PostgreSQL logs a client's end without a Terminate message at that level only, unless a transaction
# was open (outage.sh adds this to its configuration).
private_database_conf() {
  echo "log_line_prefix = '$(bench pglog-prefix)'"
  echo "log_min_messages = debug1"
}

# Returns once no process has this id.
wait_gone() { # pid
  while kill -0 "$1" 2>/dev/null; do sleep 0.1; done
}

# The shell commands that stop a server gracefully (returning once its JVM is gone) and start it again: WildFly's
# start returns at once, Payara's once asadmin says the domain has started, while its applications may still be
# loading. Either is ready when the arm's application answers GET /ping, which takes no connection.
restart_commands() { # server
  local stop start
  case "$1" in
    wildfly)
      stop="'$WILDFLY/bin/jboss-cli.sh' --connect --controller=127.0.0.1:$WILDFLY_MGMT --timeout=60000 --command='$WILDFLY_STOP'"
      start="setsid '$WILDFLY/bin/standalone.sh' -Djboss.socket.binding.port-offset=$WILDFLY_OFFSET >> '$WORK/wildfly.out' 2>&1 < /dev/null &" ;;
    payara)
      stop="'$PAYARA/bin/asadmin' stop-domain --domaindir '$WORK/payara-domains' bench"
      start="'$PAYARA/bin/asadmin' start-domain --domaindir '$WORK/payara-domains' bench >> '$WORK/payara-restart.out' 2>&1 < /dev/null" ;;
  esac
  # the management connection may end in an error as the server goes down: the JVM's end is what counts
  RESTART_STOP="$stop; $(declare -f wait_gone); wait_gone $SERVER_PID"
  # Payara's next start begins its server.log afresh: keep each one
  if [ "$1" = payara ]; then RESTART_STOP+="; cp '$WORK/payara-domains/bench/logs/server.log' '$WORK/payara-server.log.'\$(date +%s)"; fi
  RESTART_START=$start
}

# The shell command of a redeploy on the running server (returning once the server says it is done), and nothing
# to start: the load goes on after it. (jboss-cli takes the path without quotes: WEIR_BENCH_WORK must have no spaces.)
# WildFly stops the deployments that use the RAR's connection definitions before the RAR and starts them again
# after it; Payara leaves them running, failing every request with "No Pool Meta Data object associated with the
# pool ... Try redeploying the application" once the RAR is back, so its operator disables them first and enables
# them after (every Weir arm's application uses the RAR).
redeploy_commands() { # server arm event
  local target name asadmin users
  if [ "$3" = app-redeploy ]; then target=$WORK/wars/$1/bench-$2.war name=bench-$2; else target=$RAR name=weir-rar; fi
  case "$1" in
    wildfly) RESTART_STOP="'$WILDFLY/bin/jboss-cli.sh' --connect --controller=127.0.0.1:$WILDFLY_MGMT --timeout=60000 --command=\"deploy --force $target\"" ;;
    payara)
      asadmin="'$PAYARA/bin/asadmin' --port $PAYARA_ADMIN"
      RESTART_STOP="$asadmin redeploy --name $name '$target'"
      if [ "$3" = rar-redeploy ] && [ -z "$PAYARA_RAR_PLAIN" ]; then
        users=$(event_arms rar-redeploy $PAYARA_ARMS | sed 's/^/bench-/')
        RESTART_STOP="$(for app in $users; do printf '%s disable %s && ' "$asadmin" "$app"; done)$RESTART_STOP"
        RESTART_STOP+="$(for app in $users; do printf ' && %s enable %s' "$asadmin" "$app"; done)"
      fi ;;
  esac
  RESTART_STOP="{ $RESTART_STOP; } >> '$WORK/redeploy.log' 2>&1"
  RESTART_START=:
}

# The arms an event applies to: the RAR's redeploy to Weir's arms only.
event_arms() { # event arm...
  local event=$1 arm; shift
  for arm in "$@"; do
    if [ "$event" != rar-redeploy ] || [[ "$arm" == weir* ]]; then echo "$arm"; fi
  done
}

# The JVM of a server started again.
server_jvm() { # server
  if [ "$1" = wildfly ]; then java_pid "-Djboss.home.dir=$WILDFLY"; else java_pid "$WORK/payara-domains/bench"; fi
}

# The arms in the order named: forward as given, reversed last first.
in_order() { # order arm...
  local order=$1; shift
  if [ "$order" = reversed ]; then printf '%s\n' "$@" | tac; else printf '%s\n' "$@"; fi
}

# Every arm of one server in turn through each event, in each order.
restart_server() { # server http-port arm...
  local server=$1 port=$2; shift 2
  local arm event order
  mkdir -p "$WORK/requests"
  for event in $RESTART_EVENTS; do
    for order in $RESTART_ORDERS; do
      for arm in $(in_order "$order" $(event_arms "$event" "$@")); do
        restart_arm "$server" "$port" "$arm" "$event" "$order"
      done
    done
  done
}

# One arm through one event, on a freshly started server.
restart_arm() { # server http-port arm event order
  local server=$1 port=$2 arm=$3 event=$4 order=$5
  log "$server: a fresh start for $arm"
  restart_commands "$server"
  bash -c "$RESTART_STOP" >> "$WORK/setup.log" 2>&1
  bash -c "$RESTART_START"
  log "$server: waiting for bench-$arm to answer (load average $(load_average))"
  wait_answering "$server" "http://127.0.0.1:$port/bench-$arm/read"
  SERVER_PID=$(server_jvm "$server")
  if [ "$event" = restart ]; then restart_commands "$server"; else redeploy_commands "$server" "$arm" "$event"; fi
  log "$server $arm ($order): ${RESTART_WARMUP}s warm-up, ${RESTART_BASELINE}s baseline, $event, ${RESTART_AFTER}s after ready"
  bench restart write=http://127.0.0.1:$port/bench-$arm/write read=http://127.0.0.1:$port/bench-$arm/read \
    clients=$RESTART_CLIENTS server=$server arm=$arm event=$event app="$(application_name "$server" "$arm")" \
    stop="$RESTART_STOP" start="$RESTART_START" ready=http://127.0.0.1:$port/bench-$arm/ping \
    db="jdbc:postgresql://127.0.0.1:$OUTAGE_PG_PORT/postgres?user=postgres&ApplicationName=weir-srvbench-observer" \
    events="${TABLE}_events" pglog="$PG_DIR/server.log" warmup=$RESTART_WARMUP baseline=$RESTART_BASELINE after=$RESTART_AFTER \
    out="$RESTART_FILE" requests="$WORK/requests/$server-$arm-$event-$order.tsv" < /dev/null | sed "s/^/$(date -u +%H:%M:%S) /"
  SERVER_PID=$(server_jvm "$server")
}

restart_report() {
  local out
  if [ "$MODE" = restart ]; then out=$RESULTS; else out=$WORK/$MODE; fi
  cp "$RESTART_FILE" "$WORK/restart-$MODE.tsv"
  bench restart-report in="$RESTART_FILE" dir="$out" heading="In-server benchmark: a graceful server restart and redeploys under load ($MODE run)" \
    command="benchmarks/server/run.sh $MODE: $((SECONDS - START)) s in all" clients=$RESTART_CLIENTS warmup=$RESTART_WARMUP \
    baseline=$RESTART_BASELINE after=$RESTART_AFTER wildfly-stop="$WILDFLY_STOP" payara-stop="$PAYARA_STOP" \
    wildfly-app-redeploy="$WILDFLY_APP_REDEPLOY" payara-app-redeploy="$PAYARA_APP_REDEPLOY" \
    wildfly-rar-redeploy="$WILDFLY_RAR_REDEPLOY" payara-rar-redeploy="$PAYARA_RAR_REDEPLOY"
  log "done: $out/restart.md"
}
