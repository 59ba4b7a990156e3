#!/usr/bin/env bash
# End-to-end tests of the public displays and kiosks (apps/kiosk): builds the kiosk and runs the
# Playwright tests in Debian's Chromium. The tests start the real BO server themselves (so one
# test can restart it) on a throwaway embedded database in a temp folder; it serves the kiosk
# build on KIOSK_PORT and the staff app (apps/emr, built too, for the cross-app queue flow: kiosk
# ticket -> EMR call -> board and announcer) on its own port, as in production, under their
# content security policy; any violation reported during the run fails it. Exits non-zero on any failure.
# KIOSK_SCREENSHOTS=1 also writes the screenshots of docs/screenshots/kiosk/.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ -z "${CHROMIUM_PATH:-}" ]; then
  if [ -x /usr/bin/chromium ]; then CHROMIUM_PATH=/usr/bin/chromium; else source scripts/ensure-chromium.sh; fi
fi
export CHROMIUM_PATH

work=$(mktemp -d /tmp/simrs-kiosk-e2e.XXXXXX)
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
secret() { node -e "console.log(require('crypto').randomBytes(24).toString('base64url'))"; }

export PORT HOST=127.0.0.1 LOG_LEVEL=warn DATA_DIR="$work/data" DATABASE_URL=
PORT=$(free_port)
KIOSK_PORT=$(free_port)
EMR_PORT=$PORT
export KIOSK_PORT EMR_PORT BO_API_URL="http://127.0.0.1:$PORT" BO_API_KEY_HEADER=x-simrs-key
BO_API_KEY=$(secret); BO_PAYLOAD_PASSPHRASE=$(secret); BO_DISPLAY_TOKEN=$(secret); BO_AUDIT_KEY=$(secret)
export BO_API_KEY BO_PAYLOAD_PASSPHRASE BO_DISPLAY_TOKEN BO_AUDIT_KEY
# Evaluation mode (the demo hospital), its second-factor key given so .env is not written.
SIMRS_TOTP_KEY=$(secret); export SIMRS_MODE=evaluation SIMRS_TOTP_KEY

echo "[kiosk-e2e] building apps/kiosk"
(cd apps/kiosk && npx vite build --logLevel warn --outDir "$work/dist")
echo "[kiosk-e2e] building apps/emr"
(cd apps/emr && npx vite build --logLevel warn --outDir "$work/emr-dist")

echo "[kiosk-e2e] kiosk on :$KIOSK_PORT, API and EMR on :$PORT (the server is started by the tests)"
export KIOSK_DIST="$work/dist" EMR_DIST="$work/emr-dist" CSP_REPORT_LOG="$work/csp.log"
export E2E_BASE_URL="http://127.0.0.1:$KIOSK_PORT" EMR_BASE_URL="http://127.0.0.1:$EMR_PORT"
# Every e2e/*.e2e.ts, one file after the other (each starts and stops the server).
status=0
(cd apps/kiosk && node --import tsx --test --test-concurrency=1 e2e/*.e2e.ts) || status=$?
bash scripts/check-csp-reports.sh "$CSP_REPORT_LOG" || status=1
exit "$status"
