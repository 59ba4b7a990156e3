#!/usr/bin/env bash
# The staff app's speed bench (bench/speed.ts): builds the EMR with the bench's bare page
# (EMR_BENCH_PAGE=1), starts the real server serving it on a throwaway embedded database with the
# demo hospital, and measures the EMR against the bare page in one Chromium. Then the same on
# PostgreSQL when one is given (BENCH_DATABASE_URL or TEST_DATABASE_URL: the root `npm run bench`
# starts a throwaway one), in a schema of its own served by a runtime role, as in production.
# Exits non-zero when a target is missed on either database.
set -euo pipefail
cd "$(dirname "$0")/../../.."
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ -z "${CHROMIUM_PATH:-}" ]; then source scripts/ensure-chromium.sh; fi
export CHROMIUM_PATH

work=$(mktemp -d /tmp/simrs-speed.XXXXXX)
pid=""
stop_server() {
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  pid=""
}
cleanup() { stop_server; rm -rf "$work"; }
trap cleanup EXIT INT TERM

free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
secret() { node -e "console.log(require('crypto').randomBytes(24).toString('base64url'))"; }

export HOST=127.0.0.1 LOG_LEVEL=warn BO_API_KEY_HEADER=x-simrs-key SERVE_APPS=1 KIOSK_PORT=off
BO_API_KEY=$(secret); BO_PAYLOAD_PASSPHRASE=$(secret); BO_DISPLAY_TOKEN=$(secret); BO_AUDIT_KEY=$(secret)
SIMRS_TOTP_KEY=$(secret)
export BO_API_KEY BO_PAYLOAD_PASSPHRASE BO_DISPLAY_TOKEN BO_AUDIT_KEY SIMRS_TOTP_KEY SIMRS_MODE=evaluation
# Generous limits: the bench signs in and reads far more often than a person.
export RATE_LIMIT_GET=1000000 RATE_LIMIT_DO=1000000

echo "[speed] building apps/emr with the bench's bare page"
(cd apps/emr && EMR_BENCH_PAGE=1 npx vite build --logLevel warn --outDir "$work/dist")
export EMR_DIST="$work/dist"

# run_on LABEL: starts the server with the current DATABASE_* settings, measures, stops it.
run_on() {
  local label=$1 port
  port=$(free_port)
  (cd apps/server && PORT=$port exec node --import tsx src/main.ts) >"$work/server.log" 2>&1 &
  pid=$!
  for _ in $(seq 1 180); do
    if grep -q "listening on" "$work/server.log" 2>/dev/null && curl -fsS -o /dev/null "http://127.0.0.1:$port/login"; then break; fi
    if ! kill -0 "$pid" 2>/dev/null; then break; fi
    sleep 1
  done
  if ! grep -q "listening on" "$work/server.log"; then
    echo "[speed] the server did not start:" >&2; cat "$work/server.log" >&2; return 1
  fi
  local status=0
  (cd apps/emr && BENCH_BASE_URL="http://127.0.0.1:$port" BENCH_LABEL="$label" node --import tsx bench/speed.ts) || status=$?
  stop_server
  return "$status"
}

status=0
DATA_DIR="$work/data" DATABASE_URL= run_on "embedded database" || status=1

pg_url="${BENCH_DATABASE_URL:-${TEST_DATABASE_URL:-}}"
if [ -n "$pg_url" ]; then
  tag=$(node -e "console.log(require('crypto').randomBytes(4).toString('hex'))")
  owner="simrs_speed_owner_$tag" runtime="simrs_speed_app_$tag" schema="speed_$tag"
  psql_run() { node -e "
    const pg = require('pg');
    const c = new pg.Client({ connectionString: process.argv[1] });
    c.connect().then(() => c.query(process.argv[2])).then(() => c.end(), (e) => { console.error(e.message); process.exit(1); });
  " "$pg_url" "$1"; }
  with_role() { node -e "
    const u = new URL(process.argv[1]); u.username = process.argv[2];
    u.searchParams.set('options', '-c search_path=' + process.argv[3] + ',public'); console.log(u.toString());
  " "$pg_url" "$1" "$2"; }
  psql_run "create role $owner login; create role $runtime login; create schema $schema authorization $owner"
  DATABASE_URL=$(with_role "$runtime" "$schema") DATABASE_OWNER_URL=$(with_role "$owner" "$schema") \
    DATA_DIR="$work/data-pg" run_on "PostgreSQL" || status=1
  psql_run "drop schema $schema cascade; drop owned by $runtime; drop owned by $owner; drop role $runtime; drop role $owner" || true
else
  echo "[speed] PostgreSQL skipped: set BENCH_DATABASE_URL, or run \`npm run bench\` at the root"
fi
exit "$status"
