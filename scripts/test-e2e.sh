#!/usr/bin/env bash
# End-to-end tests of the staff app (apps/emr): builds the EMR and the kiosk, starts the real BO
# server on a throwaway embedded database (PGlite in a temp folder) serving both builds the way
# production does (EMR on the API's port, kiosk on KIOSK_PORT, with the content security policy
# and the other headers of apps/server/src/platform/static-apps.ts), checks those headers and runs
# the Playwright tests in Debian's Chromium. Any content-security-policy violation reported during
# the run fails it.
# Exits non-zero on any failure. Secrets are random per run; nothing is written to the repo.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ -z "${CHROMIUM_PATH:-}" ]; then source scripts/ensure-chromium.sh; fi
export CHROMIUM_PATH

work=$(mktemp -d /tmp/simrs-e2e.XXXXXX)
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
secret() { node -e "console.log(require('crypto').randomBytes(24).toString('base64url'))"; }

export PORT HOST=127.0.0.1 LOG_LEVEL=${E2E_LOG_LEVEL:-warn} DATA_DIR="$work/data" DATABASE_URL=
PORT=$(free_port)
EMR_PORT=$PORT
KIOSK_PORT=$(free_port)
# The EMR sends public display routes to the kiosk app (apps/emr/src/routing/kiosk.ts).
export KIOSK_PORT KIOSK_URL="http://127.0.0.1:$KIOSK_PORT"
export EMR_PORT BO_API_URL="http://127.0.0.1:$PORT" BO_API_KEY_HEADER=x-simrs-key
BO_API_KEY=$(secret); BO_PAYLOAD_PASSPHRASE=$(secret); BO_DISPLAY_TOKEN=$(secret); BO_AUDIT_KEY=$(secret)
export BO_API_KEY BO_PAYLOAD_PASSPHRASE BO_DISPLAY_TOKEN BO_AUDIT_KEY
# Evaluation mode (the demo hospital), its second-factor key given so .env is not written.
SIMRS_TOTP_KEY=$(secret); export SIMRS_MODE=evaluation SIMRS_TOTP_KEY

echo "[e2e] building apps/emr"
(cd apps/emr && npx vite build --logLevel warn --outDir "$work/dist")
echo "[e2e] building apps/kiosk"
(cd apps/kiosk && npx vite build --logLevel warn --outDir "$work/kiosk-dist")

export EMR_DIST="$work/dist" KIOSK_DIST="$work/kiosk-dist" CSP_REPORT_LOG="$work/csp.log"
echo "[e2e] server on :$PORT (API and EMR) and :$KIOSK_PORT (kiosk), embedded database in $DATA_DIR"
# Started as a plain node process (no npx/tsx wrappers) so the cleanup's kill reaches it.
(cd apps/server && exec node --import tsx src/main.ts) >"$work/server.log" 2>&1 &
pids+=($!)

for _ in $(seq 1 180); do
  if grep -q "displays and kiosks" "$work/server.log" 2>/dev/null && curl -fsS -o /dev/null "http://127.0.0.1:$PORT/login" \
    && curl -fsS -o /dev/null "$KIOSK_URL/"; then break; fi
  sleep 1
done
if ! grep -q "listening on" "$work/server.log"; then
  echo "[e2e] the server did not start:" >&2; cat "$work/server.log" >&2; exit 1
fi
bash scripts/check-app-headers.sh "http://127.0.0.1:$PORT" "$KIOSK_URL"

export E2E_BASE_URL="http://127.0.0.1:$EMR_PORT"
status=0
# Every e2e/*.e2e.ts file, one after the other (each in its own process, one server for all);
# E2E_FILES='e2e/account.e2e.ts' runs only those while working on a screen.
# shellcheck disable=SC2086
(cd apps/emr && node --import tsx --test --test-concurrency=1 ${E2E_FILES:-e2e/*.e2e.ts}) || status=$?
if [ "$status" -ne 0 ]; then
  echo "[e2e] server log (tail):" >&2; grep -v "content security policy violation" "$work/server.log" | tail -n 60 >&2; if [ -n "${E2E_KEEP_LOG:-}" ]; then cp "$work/server.log" "$E2E_KEEP_LOG"; fi
fi
bash scripts/check-csp-reports.sh "$CSP_REPORT_LOG" || status=1
exit "$status"
