#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster from the machine's binaries, as a non-root user, and
# exports TEST_DATABASE_URL. Source this file; the cluster is stopped and removed on exit.
# Skipped (TEST_DATABASE_URL left empty) only when no PostgreSQL binaries exist at all.
pg_bin=""
for d in /usr/lib/postgresql/*/bin /usr/local/bin /usr/bin; do
  if [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ]; then pg_bin="$d"; break; fi
done
if [ -z "$pg_bin" ]; then
  echo "[pg] PostgreSQL binaries not found: the server suite runs on the embedded database only" >&2
  export TEST_DATABASE_URL=""
  return 0 2>/dev/null || exit 0
fi
pg_dir=$(mktemp -d /tmp/simrs-pg.XXXXXX)
pg_port=$(( 54000 + RANDOM % 1000 ))
as_user() { "$@"; }
if [ "$(id -u)" = "0" ]; then
  pg_user=postgres
  id -u "$pg_user" >/dev/null 2>&1 || pg_user=nobody
  chown "$pg_user" "$pg_dir"
  as_user() { runuser -u "$pg_user" -- "$@"; }
fi
as_user "$pg_bin/initdb" -D "$pg_dir/data" -A trust -U simrs -E UTF8 --locale=C.UTF-8 >"$pg_dir/initdb.log" 2>&1 \
  || as_user "$pg_bin/initdb" -D "$pg_dir/data" -A trust -U simrs -E UTF8 >"$pg_dir/initdb.log" 2>&1 \
  || { cat "$pg_dir/initdb.log" >&2; exit 1; }
as_user "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w -t 60 \
  -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null \
  || { cat "$pg_dir/server.log" >&2; exit 1; }
pg_stop() { as_user "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$pg_dir"; }
trap pg_stop EXIT
"$pg_bin/createdb" -h 127.0.0.1 -p "$pg_port" -U simrs simrs_test 2>/dev/null \
  || as_user "$pg_bin/createdb" -h 127.0.0.1 -p "$pg_port" -U simrs simrs_test
export TEST_DATABASE_URL="postgres://simrs@127.0.0.1:$pg_port/simrs_test"
echo "[pg] throwaway PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on port $pg_port"
