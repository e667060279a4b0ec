#!/usr/bin/env bash
# The cluster tests (apps/api/cluster) and `pnpm start:cluster` run Debian's PostgreSQL and nginx.
# Installs them when missing and we may (root); otherwise says how. Nothing is started here:
# scripts/cluster.mjs starts its own throwaway servers and leaves the system's services alone.
set -euo pipefail
missing=()
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  missing+=(postgresql)
fi
if [ ! -x "${NGINX_PATH:-/usr/sbin/nginx}" ]; then
  missing+=(nginx)
fi
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the cluster tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # policy-rc.d 101: the packages' own services are not started (the cluster runs its own).
  policy=/usr/sbin/policy-rc.d
  created=0
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy"
    chmod +x "$policy"
    created=1
  fi
  status=0
  apt-get install -y -qq "${missing[@]}" >/dev/null || status=$?
  if [ "$created" = "1" ]; then
    rm -f "$policy"
  fi
  exit "$status"
fi
echo "Missing for the cluster tests: ${missing[*]}. Install them (sudo apt-get install -y ${missing[*]})." >&2
exit 1
