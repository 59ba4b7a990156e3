#!/usr/bin/env bash
# Checks the headers of the apps as the API server serves them (apps/server/src/platform/
# static-apps.ts): usage: check-app-headers.sh EMR_ORIGIN KIOSK_ORIGIN. Exits 1 on the first miss.
set -euo pipefail
emr=$1
kiosk=$2
fail() { echo "[headers] $1" >&2; exit 1; }
headers() { curl -fsS -o /dev/null -D - "$1" | tr -d '\r' | tr 'A-Z' 'a-z'; }
expect() { # expect HEADERS-TEXT URL PATTERN...
  local text=$1 url=$2; shift 2
  for pattern in "$@"; do
    grep -qE -- "$pattern" <<<"$text" || fail "$url: no header matching /$pattern/"
  done
}
page_rules=(
  "^content-security-policy: .*default-src 'self'"
  "^content-security-policy: .*script-src 'self';"
  "^content-security-policy: .*style-src 'self' 'nonce-[a-z0-9+/=]+';"
  "^content-security-policy: .*object-src 'none'"
  "^content-security-policy: .*base-uri 'none'"
  "^content-security-policy: .*frame-ancestors 'none'"
  '^x-content-type-options: nosniff$'
  '^referrer-policy: no-referrer$'
  '^cache-control: no-cache$'
  '^content-type: text/html'
)
for url in "$emr/login" "$emr/dashboard"; do
  h=$(headers "$url")
  expect "$h" "$url" "${page_rules[@]}" '^permissions-policy: camera=\(\),'
  grep -qE '^(etag|last-modified):' <<<"$h" && fail "$url: a page with a nonce must not be revalidated"
  grep -q "unsafe" <<<"$h" && fail "$url: the policy allows something unsafe"
done
for url in "$kiosk/display-cetak" "$kiosk/scan-qr-code"; do
  h=$(headers "$url")
  expect "$h" "$url" "${page_rules[@]}" '^permissions-policy: camera=\(self\),'
done
# Two answers carry two nonces, and the page's style elements carry the header's.
a=$(curl -fsS -D - "$emr/login" | tr -d '\r')
b=$(curl -fsS -D - "$emr/login" | tr -d '\r')
na=$(grep -oiE "'nonce-[^']+'" <<<"$a" | head -1 | sed -E "s/'nonce-(.*)'/\1/")
nb=$(grep -oiE "'nonce-[^']+'" <<<"$b" | head -1 | sed -E "s/'nonce-(.*)'/\1/")
[ -n "$na" ] && [ "$na" != "$nb" ] || fail "the nonce is not new on every answer"
grep -qF "<meta property=\"csp-nonce\" nonce=\"$na\"" <<<"$a" || fail "index.html does not carry the header's nonce"
# A hashed file is cached for a year; a missing one is a 404, not the app.
asset=$(grep -oE '/assets/[^"]+\.js' <<<"$a" | head -1)
[ -n "$asset" ] || fail "no script in the EMR's index.html"
h=$(headers "$emr$asset")
expect "$h" "$asset" '^cache-control: public, max-age=31536000, immutable$' '^x-content-type-options: nosniff$'
code=$(curl -s -o /dev/null -w '%{http_code}' "$emr/assets/missing-0000.js")
[ "$code" = 404 ] || fail "a missing asset answered $code"
echo "[headers] EMR and kiosk: content security policy, nosniff, referrer, permissions and caching as expected"
