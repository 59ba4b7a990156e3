#!/usr/bin/env bash
# Browser tests: every Storybook story of the design system runs as a test in Debian's Chromium
# (render, play function, axe with a11y.test 'error'), plus the screenshot comparisons against
# the committed baselines, in one Vitest run; then the same plays in the built Storybook (the one
# that is published), every story and docs page opened as a reader opens it. Exits non-zero on
# any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${CHROMIUM_PATH:-}" ]; then source scripts/ensure-chromium.sh; fi
export CHROMIUM_PATH
echo "[browser] storybook stories + screenshots in $CHROMIUM_PATH"
cd packages/design-system
npx vitest run --project storybook --project visual --reporter=dot
echo "[browser] the built storybook: every story's play and axe, every docs page"
npm run --silent test:built
