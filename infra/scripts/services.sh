#!/usr/bin/env bash
# Ensure a PostgreSQL and a Redis for the tests, and print their addresses:
#
#   eval "$(bash infra/scripts/services.sh)"      # sets DATABASE_URL and REDIS_URL
#   bash infra/scripts/services.sh status          # what would be used, without starting anything
#   bash infra/scripts/services.sh stop            # stop only what this script started
#   bash infra/scripts/services.sh extra-pg NAME   # one more PostgreSQL of our own, under $TD_SERVICES_DIR/NAME
#                                                  # (prints DATABASE_URL; `stop` stops it too)
#
# `npm test` runs its integration tests in parallel jest workers, each on a PostgreSQL cluster of
# its own (worker 1 on the one found above, the others on extra-pg clusters): commit-order
# reading waits for every transaction of the cluster, so one worker's long write would hold back
# the others' reads.
#
# Only the `export NAME='value'` lines go to stdout; every message goes to stderr.
#
# Order, for each service:
#   1. DATABASE_URL / REDIS_URL already set and answering: keep it.
#   2. The machine's own service answers (PostgreSQL 127.0.0.1:5432 as postgres on db `test`
#      with trust auth; Redis 127.0.0.1:6379): use it.
#   3. Otherwise start our own under $TD_SERVICES_DIR (installing postgresql / redis-server with
#      apt when missing, which needs root). A second call reuses what the first one started.
#
# Settings (environment):
#   TD_SERVICES_DIR     where our own services live            (default /tmp/tradedesk-services)
#   TD_PG_PORT          first port tried for our PostgreSQL    (default 55432)
#   TD_REDIS_PORT       first port tried for our Redis         (default 56379)
#   TD_PG_PROBE_URL     machine PostgreSQL probed in step 2    (default postgres://postgres@127.0.0.1:5432/test)
#   TD_REDIS_PROBE_URL  machine Redis probed in step 2         (default redis://127.0.0.1:6379)
#                       (point a probe at 127.0.0.1:1 to force step 3)
set -euo pipefail

DIR=${TD_SERVICES_DIR:-/tmp/tradedesk-services}
PG_PORT0=${TD_PG_PORT:-55432}
REDIS_PORT0=${TD_REDIS_PORT:-56379}
PG_PROBE_URL=${TD_PG_PROBE_URL:-postgres://postgres@127.0.0.1:5432/test}
REDIS_PROBE_URL=${TD_REDIS_PROBE_URL:-redis://127.0.0.1:6379}
PG_DB=test

log() { echo "[services] $*" >&2; }
die() { echo "[services] ERROR: $*" >&2; exit 1; }
is_root() { [ "$(id -u)" = 0 ]; }

# ---------------------------------------------------------------- probes
port_open() { # host port
  timeout 3 bash -c "exec 3<>/dev/tcp/$1/$2" 2>/dev/null
}

# "host port" of a URL such as scheme://user:pass@host:port/db (IPv4 or name only).
url_host_port() {
  local rest=${1#*://}
  rest=${rest%%/*}
  rest=${rest%%\?*}
  rest=${rest##*@}
  local host=${rest%%:*} port=
  [ "$host" != "$rest" ] && port=${rest##*:}
  echo "${host:-127.0.0.1} ${port:-$2}"
}

pg_answers() { # url: does it accept a query without a password prompt?
  local url=$1
  if command -v psql >/dev/null 2>&1; then
    PGCONNECT_TIMEOUT=3 timeout 10 psql "$url" -w -XtAq -c 'select 1' </dev/null 2>/dev/null | grep -qx 1
  elif command -v pg_isready >/dev/null 2>&1; then
    timeout 10 pg_isready -q -t 3 -d "$url" </dev/null
  else
    # shellcheck disable=SC2046
    port_open $(url_host_port "$url" 5432)
  fi
}

redis_answers() { # url
  local url=$1
  if command -v redis-cli >/dev/null 2>&1; then
    [ "$(timeout 5 redis-cli -u "$url" --no-auth-warning ping </dev/null 2>/dev/null)" = PONG ]
  else
    # shellcheck disable=SC2046,SC2016
    timeout 3 bash -c 'exec 3<>"/dev/tcp/$0/$1"; printf "PING\r\n" >&3; read -r -t 2 r <&3; [[ $r == +PONG* ]]' \
      $(url_host_port "$url" 6379) 2>/dev/null
  fi
}

free_port() { # first port >= $1 nobody listens on
  local p=$1
  while port_open 127.0.0.1 "$p"; do p=$((p + 1)); [ "$p" -lt $(( $1 + 100 )) ] || die "no free port near $1"; done
  echo "$p"
}

# ---------------------------------------------------------------- apt
# apt-get update at most once per call; a marker file because installs run in $(...) subshells.
APT_MARK=${TMPDIR:-/tmp}/.tradedesk-apt-updated.$$
trap 'rm -f "$APT_MARK"' EXIT
apt_install() { # packages...
  is_root || die "missing $* and not root: install them (sudo apt-get install $*), or set DATABASE_URL / REDIS_URL to running services"
  command -v apt-get >/dev/null 2>&1 || die "missing $* and no apt-get on this machine"
  if [ ! -e "$APT_MARK" ]; then
    log "apt-get update"
    DEBIAN_FRONTEND=noninteractive timeout 600 apt-get update -qq </dev/null >&2 || die "apt-get update failed"
    : >"$APT_MARK"
  fi
  log "apt-get install $*"
  DEBIAN_FRONTEND=noninteractive timeout 1200 apt-get install -y -qq --no-install-recommends \
    -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold "$@" </dev/null >&2 \
    || die "apt-get install $* failed"
}

pg_bindir() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

# ---------------------------------------------------------------- our own PostgreSQL
PG_HOME=$DIR/pg
PG_DATA=$PG_HOME/data
PG_SOCK=$PG_HOME/sock
PG_LOG=$PG_HOME/postgres.log

as_pg_owner() { # run a command as the owner of the cluster
  if is_root; then runuser -u postgres -- "$@"; else "$@"; fi
}

own_pg_url() { echo "postgres://postgres@127.0.0.1:$1/$PG_DB"; }

start_own_pg() {
  local bin port
  bin=$(pg_bindir)
  if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    apt_install postgresql
    bin=$(pg_bindir)
    [ -n "$bin" ] && [ -x "$bin/initdb" ] || die "postgresql installed but no /usr/lib/postgresql/*/bin/initdb"
  fi
  if is_root; then
    id postgres >/dev/null 2>&1 || die "user postgres missing (expected from the postgresql package)"
  fi

  # Reuse: a cluster we started before that still answers.
  if [ -f "$PG_HOME/port" ]; then
    port=$(cat "$PG_HOME/port")
    if pg_answers "$(own_pg_url "$port")"; then
      log "PostgreSQL: reusing our own on port $port ($PG_HOME)"
      echo "$port"; return
    fi
  fi

  mkdir -p "$DIR"
  chmod 755 "$DIR"
  mkdir -p "$PG_HOME" "$PG_SOCK"
  if is_root; then chown postgres:postgres "$PG_HOME" "$PG_SOCK"; fi
  chmod 700 "$PG_HOME"
  chmod 755 "$PG_SOCK"

  if [ ! -f "$PG_DATA/PG_VERSION" ]; then
    log "PostgreSQL: initdb $PG_DATA ($bin)"
    rm -rf "$PG_DATA"
    as_pg_owner "$bin/initdb" -D "$PG_DATA" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$PG_HOME/initdb.log" 2>&1 \
      || as_pg_owner "$bin/initdb" -D "$PG_DATA" -U postgres --auth=trust -E UTF8 --no-locale >"$PG_HOME/initdb.log" 2>&1 \
      || { cat "$PG_HOME/initdb.log" >&2; die "initdb failed"; }
  fi

  # A cluster left running on another port (or a stale pid file): stop it cleanly first.
  if as_pg_owner "$bin/pg_ctl" -D "$PG_DATA" status </dev/null >/dev/null 2>&1; then
    log "PostgreSQL: our cluster runs but does not answer on the recorded port; restarting"
    as_pg_owner "$bin/pg_ctl" -D "$PG_DATA" stop -s -m fast -w -t 60 </dev/null >&2 9>&- || true
  fi

  port=$(free_port "$PG_PORT0")
  log "PostgreSQL: starting our own on 127.0.0.1:$port (log $PG_LOG)"
  # 9>&- : the daemon must not inherit our lock file descriptor.
  as_pg_owner "$bin/pg_ctl" -D "$PG_DATA" -l "$PG_LOG" -s -w -t 60 \
    -o "-p $port -k $PG_SOCK -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off" \
    start </dev/null >&2 9>&- || { tail -n 30 "$PG_LOG" >&2 || true; die "PostgreSQL did not start"; }
  echo "$port" >"$PG_HOME/port"

  local i
  for i in $(seq 1 30); do
    pg_answers "postgres://postgres@127.0.0.1:$port/postgres" && break
    sleep 1
  done
  if [ "$(PGCONNECT_TIMEOUT=5 timeout 20 psql -w -XtAq -h 127.0.0.1 -p "$port" -U postgres -d postgres \
         -c "select 1 from pg_database where datname = '$PG_DB'" </dev/null)" != 1 ]; then
    log "PostgreSQL: create database $PG_DB"
    PGCONNECT_TIMEOUT=5 timeout 30 psql -w -Xq -h 127.0.0.1 -p "$port" -U postgres -d postgres \
      -c "create database $PG_DB" </dev/null >&2 || die "create database $PG_DB failed"
  fi
  pg_answers "$(own_pg_url "$port")" || die "our PostgreSQL on port $port does not answer"
  echo "$port"
}

stop_own_pg() {
  local bin; bin=$(pg_bindir)
  if [ -n "$bin" ] && [ -f "$PG_DATA/PG_VERSION" ] && [ -f "$PG_DATA/postmaster.pid" ]; then
    log "PostgreSQL: stopping our own ($PG_DATA)"
    as_pg_owner "$bin/pg_ctl" -D "$PG_DATA" stop -s -m fast -w -t 60 </dev/null >&2 9>&- || log "pg_ctl stop failed"
  fi
  rm -f "$PG_HOME/port"
}

# ---------------------------------------------------------------- our own Redis
R_HOME=$DIR/redis
R_PID=$R_HOME/redis.pid
R_LOG=$R_HOME/redis.log

start_own_redis() {
  local port
  command -v redis-server >/dev/null 2>&1 || apt_install redis-server
  command -v redis-server >/dev/null 2>&1 || die "redis-server missing after install"

  if [ -f "$R_HOME/port" ]; then
    port=$(cat "$R_HOME/port")
    if redis_answers "redis://127.0.0.1:$port"; then
      log "Redis: reusing our own on port $port ($R_HOME)"
      echo "$port"; return
    fi
  fi
  # A stale instance of ours that does not answer: stop it.
  if [ -f "$R_PID" ] && kill -0 "$(cat "$R_PID")" 2>/dev/null; then
    kill "$(cat "$R_PID")" 2>/dev/null || true
    sleep 1
  fi

  mkdir -p "$R_HOME"
  port=$(free_port "$REDIS_PORT0")
  log "Redis: starting our own on 127.0.0.1:$port (log $R_LOG)"
  redis-server --bind 127.0.0.1 --port "$port" --save '' --appendonly no --daemonize yes \
    --pidfile "$R_PID" --logfile "$R_LOG" --dir "$R_HOME" </dev/null >&2 9>&- \
    || die "redis-server did not start"
  local i
  for i in $(seq 1 30); do
    redis_answers "redis://127.0.0.1:$port" && { echo "$port" >"$R_HOME/port"; echo "$port"; return; }
    sleep 1
  done
  tail -n 30 "$R_LOG" >&2 || true
  die "our Redis on port $port does not answer"
}

stop_own_redis() {
  if [ -f "$R_PID" ]; then
    local pid; pid=$(cat "$R_PID")
    if kill -0 "$pid" 2>/dev/null; then
      log "Redis: stopping our own (pid $pid)"
      kill "$pid" 2>/dev/null || true
      local i
      for i in $(seq 1 20); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
    fi
    rm -f "$R_PID"
  fi
  rm -f "$R_HOME/port"
}

# ---------------------------------------------------------------- main
print_export() { # NAME value
  local v=${2//\'/\'\\\'\'}
  printf "export %s='%s'\n" "$1" "$v"
}

with_lock() {
  mkdir -p "$DIR" 2>/dev/null || die "cannot create $DIR"
  if command -v flock >/dev/null 2>&1; then
    exec 9>"$DIR/.lock"
    flock -w 300 9 || die "another services.sh holds $DIR/.lock for 5 minutes"
  fi
}

resolve_pg() { # mode: ensure|status
  if [ -n "${DATABASE_URL:-}" ]; then
    if pg_answers "$DATABASE_URL"; then log "PostgreSQL: keeping DATABASE_URL"; DB_URL=$DATABASE_URL; return; fi
    log "PostgreSQL: DATABASE_URL is set but does not answer; looking further"
  fi
  if pg_answers "$PG_PROBE_URL"; then log "PostgreSQL: using the machine's ($PG_PROBE_URL)"; DB_URL=$PG_PROBE_URL; return; fi
  if [ "$1" = status ]; then
    if [ -f "$PG_HOME/port" ] && pg_answers "$(own_pg_url "$(cat "$PG_HOME/port")")"; then
      DB_URL=$(own_pg_url "$(cat "$PG_HOME/port")"); log "PostgreSQL: our own answers"; return
    fi
    log "PostgreSQL: none answers"; DB_URL=; return
  fi
  local port; port=$(start_own_pg)
  DB_URL=$(own_pg_url "$port")
}

resolve_redis() {
  if [ -n "${REDIS_URL:-}" ]; then
    if redis_answers "$REDIS_URL"; then log "Redis: keeping REDIS_URL"; RD_URL=$REDIS_URL; return; fi
    log "Redis: REDIS_URL is set but does not answer; looking further"
  fi
  if redis_answers "$REDIS_PROBE_URL"; then log "Redis: using the machine's ($REDIS_PROBE_URL)"; RD_URL=$REDIS_PROBE_URL; return; fi
  if [ "$1" = status ]; then
    if [ -f "$R_HOME/port" ] && redis_answers "redis://127.0.0.1:$(cat "$R_HOME/port")"; then
      RD_URL="redis://127.0.0.1:$(cat "$R_HOME/port")"; log "Redis: our own answers"; return
    fi
    log "Redis: none answers"; RD_URL=; return
  fi
  local port; port=$(start_own_redis)
  RD_URL="redis://127.0.0.1:$port"
}

case "${1:-ensure}" in
  ensure|start|"")
    with_lock
    resolve_pg ensure
    resolve_redis ensure
    print_export DATABASE_URL "$DB_URL"
    print_export REDIS_URL "$RD_URL"
    ;;
  status)
    resolve_pg status
    resolve_redis status
    [ -n "$DB_URL" ] && print_export DATABASE_URL "$DB_URL"
    [ -n "$RD_URL" ] && print_export REDIS_URL "$RD_URL"
    [ -n "$DB_URL" ] && [ -n "$RD_URL" ]
    ;;
  extra-pg)
    name=${2:-}
    [[ $name =~ ^[A-Za-z0-9_-]+$ ]] || die "extra-pg needs a name (letters, digits, - and _)"
    with_lock
    PG_HOME=$DIR/$name PG_DATA=$DIR/$name/data PG_SOCK=$DIR/$name/sock PG_LOG=$DIR/$name/postgres.log
    # Scratch data (the tests' databases are dropped after each file): a cluster left broken by an
    # earlier run (killed with the machine, say) is wiped and made anew.
    if ! port=$(start_own_pg); then
      log "PostgreSQL: $name did not start; wiping it and starting afresh"
      rm -rf "$PG_HOME"
      port=$(start_own_pg)
    fi
    print_export DATABASE_URL "$(own_pg_url "$port")"
    ;;
  stop)
    with_lock
    stop_own_pg
    stop_own_redis
    for extra in "$DIR"/*/data/PG_VERSION; do
      [ -f "$extra" ] || continue
      home=$(dirname "$(dirname "$extra")")
      [ "$home" = "$DIR/pg" ] && continue
      PG_HOME=$home PG_DATA=$home/data
      stop_own_pg
    done
    ;;
  -h|--help|help)
    sed -n '2,30p' "$0" >&2
    ;;
  *)
    die "unknown command '$1' (ensure | status | extra-pg NAME | stop)"
    ;;
esac
