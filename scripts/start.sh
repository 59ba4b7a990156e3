#!/usr/bin/env bash
# Installs everything and starts the whole product: the BO API server on the embedded database
# (created, migrated and seeded with a demo hospital on first start) and every app that exists
# (EMR, kiosk). Ctrl-C stops them all.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[deps] npm install (from the lockfile)"; npm install --no-audit --no-fund --loglevel=error
fi
pids=()
stop_all() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap stop_all EXIT INT TERM
for app in server emr kiosk; do
  dir="apps/$app"
  [ -f "$dir/package.json" ] || continue
  if node -e "process.exit(require('./$dir/package.json').scripts?.start ? 0 : 1)"; then
    echo "[start] $app"
    (cd "$dir" && exec npm run --silent start) &
    pids+=($!)
  fi
  if [ "$app" = server ]; then
    # The apps read the secrets the server writes to .env on its first start: wait for them.
    for _ in $(seq 1 120); do
      grep -q '^BO_DISPLAY_TOKEN=' .env 2>/dev/null && break
      sleep 0.5
    done
  fi
done
[ "${#pids[@]}" -gt 0 ] || { echo "nothing to start" >&2; exit 1; }
wait -n "${pids[@]}"
