#!/usr/bin/env bash
# `npm run bench`: every workspace's benchmark. Starts a throwaway PostgreSQL (as in the tests)
# when none is given, so the BO API lines are printed on PostgreSQL as well as on the embedded
# database, and the two-API-nodes-on-one-PostgreSQL queue latency is always measured.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TEST_DATABASE_URL:-}${DATABASE_URL:-}" ]; then
  source scripts/pg-throwaway.sh
fi
node scripts/bench.mjs
