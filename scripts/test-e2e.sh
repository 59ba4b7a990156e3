#!/usr/bin/env bash
# End-to-end tests of the staff app (apps/emr): builds the EMR and the kiosk, starts the real BO
# server on a throwaway embedded database (PGlite in a temp folder) serving both builds the way production does (EMR on the
# API's port, kiosk on KIOSK_PORT, with the content security policy and the other headers of
# apps/server/src/platform/static-apps.ts), checks those headers and runs the Playwright tests in
# Debian's Chromium. Any content-security-policy violation reported during the run fails it.
#
# The test files are split into E2E_SHARDS groups (default 2: this machine's cores), each run
# against a server and database of its own, the groups side by side and the files of a group one
# at a time. Every file already stands on its own (E2E_FILES runs any subset), so a group sees no
# other group's data. E2E_FILES: the files to run (default all).
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

export HOST=127.0.0.1 LOG_LEVEL=${E2E_LOG_LEVEL:-warn} DATABASE_URL= BO_API_KEY_HEADER=x-simrs-key
BO_API_KEY=$(secret); BO_PAYLOAD_PASSPHRASE=$(secret); BO_DISPLAY_TOKEN=$(secret); BO_AUDIT_KEY=$(secret)
export BO_API_KEY BO_PAYLOAD_PASSPHRASE BO_DISPLAY_TOKEN BO_AUDIT_KEY
SIMRS_TOTP_KEY=$(secret); export SIMRS_MODE=evaluation SIMRS_TOTP_KEY

# The files (paths under apps/emr), then the groups: the largest file first into the group with
# the fewest bytes so far (a file's size is a fair guess of its run time).
read -r -a files <<<"$(cd apps/emr && echo ${E2E_FILES:-e2e/*.e2e.ts})"
shards=${E2E_SHARDS:-2}
if [ "$shards" -gt "${#files[@]}" ]; then shards=${#files[@]}; fi
if [ "$shards" -lt 1 ]; then shards=1; fi
declare -a group_files group_bytes
for ((i = 0; i < shards; i++)); do group_files[i]=""; group_bytes[i]=0; done
while read -r bytes file; do
  best=0
  for ((i = 1; i < shards; i++)); do
    if [ "${group_bytes[i]}" -lt "${group_bytes[best]}" ]; then best=$i; fi
  done
  group_files[best]="${group_files[best]} $file"
  group_bytes[best]=$((group_bytes[best] + bytes))
done < <(cd apps/emr && wc -c "${files[@]}" | grep -v ' total$' | sort -rn)

# One server per group: its own database, ports and report log. The EMR is built per group: it
# is built with the kiosk app's address (where it sends the public display routes).
echo "[e2e] building apps/kiosk"
(cd apps/kiosk && npx vite build --logLevel warn --outDir "$work/kiosk-dist")
declare -a base_url kiosk_url
for ((i = 0; i < shards; i++)); do
  port=$(free_port); kiosk_port=$(free_port)
  base_url[i]="http://127.0.0.1:$port"; kiosk_url[i]="http://127.0.0.1:$kiosk_port"
  mkdir -p "$work/g$i"
  echo "[e2e] building apps/emr for group $((i + 1)) of $shards"
  (cd apps/emr && KIOSK_URL="${kiosk_url[i]}" KIOSK_PORT=$kiosk_port npx vite build --logLevel warn --outDir "$work/g$i/dist")
  (
    export PORT=$port KIOSK_PORT=$kiosk_port KIOSK_URL="${kiosk_url[i]}" DATA_DIR="$work/g$i/data"
    export EMR_DIST="$work/g$i/dist" KIOSK_DIST="$work/kiosk-dist" CSP_REPORT_LOG="$work/g$i/csp.log"
    cd apps/server && exec node --import tsx src/main.ts
  ) >"$work/g$i/server.log" 2>&1 &
  pids+=($!)
  echo "[e2e] group $((i + 1)) of $shards: server on :$port (API and EMR) and :$kiosk_port (kiosk), embedded database in $work/g$i/data;${group_files[i]}"
done
for ((i = 0; i < shards; i++)); do
  for _ in $(seq 1 180); do
    if grep -q "displays and kiosks" "$work/g$i/server.log" 2>/dev/null && curl -fsS -o /dev/null "${base_url[i]}/login" \
      && curl -fsS -o /dev/null "${kiosk_url[i]}/"; then break; fi
    sleep 1
  done
  if ! grep -q "listening on" "$work/g$i/server.log"; then
    echo "[e2e] the server of group $((i + 1)) did not start:" >&2; cat "$work/g$i/server.log" >&2; exit 1
  fi
done
bash scripts/check-app-headers.sh "${base_url[0]}" "${kiosk_url[0]}"

# The groups side by side; each one's report is printed whole when it ends.
declare -a runners
for ((i = 0; i < shards; i++)); do
  (
    export E2E_BASE_URL="${base_url[i]}" EMR_PORT="${base_url[i]##*:}" KIOSK_URL="${kiosk_url[i]}" BO_API_URL="${base_url[i]}"
    # shellcheck disable=SC2086 # the group's files, split on spaces
    cd apps/emr && exec node --import tsx --test --test-concurrency=1 ${group_files[i]}
  ) >"$work/g$i/tests.log" 2>&1 &
  runners[i]=$!
done
status=0
for ((i = 0; i < shards; i++)); do
  group_status=0
  wait "${runners[i]}" || group_status=$?
  echo "[e2e] group $((i + 1)) of $shards:"
  cat "$work/g$i/tests.log"
  if [ "$group_status" -ne 0 ]; then
    status=$group_status
    echo "[e2e] server log of group $((i + 1)) (tail):" >&2
    grep -v "content security policy violation" "$work/g$i/server.log" | tail -n 60 >&2
    if [ -n "${E2E_KEEP_LOG:-}" ]; then cp "$work/g$i/server.log" "$E2E_KEEP_LOG.$i"; fi
  fi
  touch "$work/g$i/csp.log"
  bash scripts/check-csp-reports.sh "$work/g$i/csp.log" || status=1
done
passed=$(cat "$work"/g*/tests.log | awk '/^# pass /{n += $3} END {print n + 0}')
failed=$(cat "$work"/g*/tests.log | awk '/^# fail /{n += $3} END {print n + 0}')
echo "[e2e] $passed passed, $failed failed in $shards groups"
if [ "$failed" -ne 0 ]; then status=1; fi
exit "$status"
