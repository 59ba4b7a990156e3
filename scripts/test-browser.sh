#!/usr/bin/env bash
# Browser tests: every Storybook story of the design system runs as a test in Debian's Chromium
# (render, play function, axe with a11y.test 'error'), plus the screenshot comparisons against
# the committed baselines, in one Vitest run. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${CHROMIUM_PATH:-}" ]; then source scripts/ensure-chromium.sh; fi
export CHROMIUM_PATH
echo "[browser] storybook stories + screenshots in $CHROMIUM_PATH"
cd packages/design-system
npx vitest run --project storybook --project visual --reporter=dot
