#!/usr/bin/env bash
# Makes sure Debian's Chromium (and fonts for stable screenshots) are present for browser tests.
if [ -x /usr/bin/chromium ]; then export CHROMIUM_PATH=/usr/bin/chromium; return 0 2>/dev/null || exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "[chromium] installing Debian chromium"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null && apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
fi
if [ -x /usr/bin/chromium ]; then export CHROMIUM_PATH=/usr/bin/chromium
else echo "[chromium] /usr/bin/chromium is missing: run as root or install Debian's chromium" >&2; exit 1; fi
