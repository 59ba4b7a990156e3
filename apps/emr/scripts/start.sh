#!/usr/bin/env bash
# `npm start` of the EMR (the root `npm start` runs it beside the server): waits for the root .env
# that the server writes on its first start (API key, payload passphrase), builds the app with
# them and serves the build with `vite preview` on port 5173, proxying /api/bo to the server.
set -euo pipefail
cd "$(dirname "$0")/.."
env_file=../../.env
if [ -z "${BO_API_KEY:-}" ]; then
  for _ in $(seq 1 120); do
    if [ -f "$env_file" ] && grep -q '^BO_PAYLOAD_PASSPHRASE=' "$env_file" && grep -q '^BO_API_KEY=' "$env_file"; then break; fi
    [ "$_" = 1 ] && echo "[emr] waiting for the server to write $env_file"
    sleep 1
  done
fi
npx vite build --logLevel warn
echo "[emr] staff app: http://localhost:${EMR_PORT:-5173}/ (API proxied to ${BO_API_URL:-http://127.0.0.1:${PORT:-8080}})"
exec npx vite preview --host 0.0.0.0
