#!/usr/bin/env bash
# Installs everything and starts the whole product as one process: the BO API server on the
# embedded database (created, migrated and seeded with a demo hospital on first start), serving
# the staff app (EMR) on its own port and the displays and kiosks on KIOSK_PORT, as in production
# (docs/server.md, "The apps"). The apps are built once the server has written the secrets to
# .env (they are built with them). Ctrl-C stops it.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[deps] npm install (from the lockfile)"; npm install --no-audit --no-fund --loglevel=error
fi
server=""
stop_all() { [ -n "$server" ] && kill "$server" 2>/dev/null; wait 2>/dev/null || true; }
trap stop_all EXIT INT TERM

echo "[start] server"
(cd apps/server && exec npm run --silent start) &
server=$!
# The apps are built with the secrets the server writes to .env on its first start.
for _ in $(seq 1 120); do
  grep -q '^BO_DISPLAY_TOKEN=' .env 2>/dev/null && break
  kill -0 "$server" 2>/dev/null || exit 1
  sleep 0.5
done
for app in emr kiosk; do
  [ -f "apps/$app/package.json" ] || continue
  echo "[build] $app"
  (cd "apps/$app" && npx vite build --logLevel warn)
done
echo "[start] staff app (EMR): http://localhost:${PORT:-8080}/   displays and kiosks: http://localhost:${KIOSK_PORT:-5174}/"
wait "$server"
