#!/usr/bin/env bash
# Runs the server suite on PGlite and, when PostgreSQL binaries exist, on a throwaway PostgreSQL
# (TEST_DATABASE_URL from scripts/pg-throwaway.sh unless the caller already set one).
#
# The two databases' runs go side by side, each in a vitest process of its own that takes one
# file at a time: a PGlite file shares nothing with a PostgreSQL one (its database is in its own
# memory), while two PostgreSQL files at once were seen to disturb each other (docs/server.md,
# "Tests and bench").
# Arguments (a file, a test name) run both projects in one process, as before.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  # shellcheck source=/dev/null
  source ../../scripts/pg-throwaway.sh
fi
if [ $# -gt 0 ] || [ -z "${TEST_DATABASE_URL:-}" ]; then
  npx vitest run "$@"
  exit 0
fi
project() {
  npx vitest run --project "$1" 2>&1 | sed -u "s/^/[$1] /"
}
project pglite &
pglite=$!
project postgres &
postgres=$!
status=0
wait "$pglite" || status=1
wait "$postgres" || status=1
exit "$status"
