#!/usr/bin/env bash
# Fails when the server got any content-security-policy violation report during a browser run
# (CSP_REPORT_LOG of apps/server). zod's eval probe is not one: the EMR's build sets zod jitless
# before anything parses (`zodWithoutEval` in apps/emr/vite.config.ts).
log=${1:?usage: check-csp-reports.sh FILE}
if [ -s "$log" ]; then
  echo "[csp] content security policy violations:" >&2
  head -n 20 "$log" >&2
  exit 1
fi
echo "[csp] no content security policy violation"
