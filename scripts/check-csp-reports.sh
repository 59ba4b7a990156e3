#!/usr/bin/env bash
# Fails when the server got content-security-policy violation reports during a browser run
# (CSP_REPORT_LOG of apps/server). A refused `eval` is expected: zod 4 probes `new Function('')`
# once to choose its compiled parsers and falls back to its interpreted ones when refused.
log=${1:?usage: check-csp-reports.sh FILE}
[ -f "$log" ] || exit 0
bad=$(grep -v '"blockedUri":"eval"' "$log" || true)
if [ -n "$bad" ]; then
  echo "[csp] content security policy violations:" >&2
  echo "$bad" | head -n 20 >&2
  exit 1
fi
echo "[csp] no content security policy violation ($(wc -l <"$log") refused eval probe(s) of zod)"
