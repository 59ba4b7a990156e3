#!/usr/bin/env bash
# The one command that runs every test on a fresh machine: installs what the tests need
# (npm packages, Debian chromium, a throwaway PostgreSQL cluster) and runs them all.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
start=$(date +%s)
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[deps] npm install (from the lockfile)"; npm install --no-audit --no-fund --loglevel=error
  if command -v git >/dev/null && ! git diff --quiet -- package-lock.json 2>/dev/null; then
    echo "[deps] warning: npm install changed package-lock.json; commit the lockfile npm wrote" >&2
  fi
fi
source scripts/ensure-chromium.sh
source scripts/pg-throwaway.sh
echo "[lint] biome"; npx biome ci --colors=off --reporter=summary .
echo "[lint] layers (dependency-cruiser)"; npm run --silent lint:layers
echo "[typecheck+unit]"; npx turbo run typecheck test --concurrency=2 --output-logs=errors-only --log-order=grouped
for extra in scripts/test-browser.sh scripts/test-e2e.sh scripts/test-e2e-kiosk.sh; do
  if [ -f "$extra" ]; then bash "$extra"; fi
done
echo "[done] all tests passed in $(( $(date +%s) - start )) s"
