#!/usr/bin/env bash
# Browser tests run in Debian's Chromium (a test tool's own browser download never works on our
# machines). Installs it when it is missing and we may (root); otherwise says how.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's Chromium for the browser tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
exit 1
