#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server (Debian's postgresql, installed when
# missing), with TEST_DATABASE_URL pointing at it:  bash scripts/with-postgres.sh pnpm test:api
set -euo pipefail
PORT="${PG_TEST_PORT:-54329}"

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's PostgreSQL for the API suite…"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq postgresql >/dev/null
  else
    echo "PostgreSQL is missing: install it (sudo apt-get install -y postgresql)." >&2
    exit 1
  fi
fi
BIN=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")

DIR=$(mktemp -d /tmp/colla-pg.XXXXXX)
RUN_AS=()
if [ "$(id -u)" = "0" ]; then
  chown postgres: "$DIR"
  RUN_AS=(runuser -u postgres --)
fi
cleanup() {
  "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

"${RUN_AS[@]}" "$BIN/initdb" -D "$DIR/data" -U colla --auth=trust >/dev/null
"${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off" -l "$DIR/log" -w start >/dev/null
"${RUN_AS[@]}" "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U colla colla_test

export TEST_DATABASE_URL="postgres://colla@127.0.0.1:$PORT/colla_test"
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') at $TEST_DATABASE_URL"
"$@"
