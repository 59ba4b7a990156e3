#!/usr/bin/env bash
# Runs the server suite on PGlite and, when PostgreSQL binaries exist, on a throwaway PostgreSQL
# (TEST_DATABASE_URL from scripts/pg-throwaway.sh unless the caller already set one).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  # shellcheck source=/dev/null
  source ../../scripts/pg-throwaway.sh
fi
npx vitest run "$@"
