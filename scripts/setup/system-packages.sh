#!/usr/bin/env bash
# Installs what npm cannot bring, when it is missing: Java (DynamoDB Local runs on it); for the tests, Debian's
# Chromium headless shell (the end-to-end tests drive /usr/bin/chromium-headless-shell; Playwright's own browser
# download does not work here) and openssl (the infra tests run docs/deploy.md's certificate steps with it); for the
# bench, Debian's Chromium (Lighthouse audits the pages in the whole browser, /usr/bin/chromium).
# Run by `npm start` (java), `npm test` (java chromium-headless-shell openssl), `npm run bench` (java chromium) and
# CI, so a fresh machine needs no manual step.
# Usage: scripts/setup/system-packages.sh java [chromium] [chromium-headless-shell] [openssl]
set -euo pipefail

packages=()
for part in "$@"; do
  case "$part" in
    java) command -v java >/dev/null 2>&1 || packages+=(openjdk-17-jre-headless) ;;
    chromium) [ -x /usr/bin/chromium ] || packages+=(chromium) ;;
    chromium-headless-shell) [ -x /usr/bin/chromium-headless-shell ] || packages+=(chromium-headless-shell) ;;
    openssl) command -v openssl >/dev/null 2>&1 || packages+=(openssl) ;;
    *) echo "system-packages.sh: unknown part '$part' (java, chromium, chromium-headless-shell, openssl)" >&2; exit 2 ;;
  esac
done
[ ${#packages[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  run=()
elif command -v sudo >/dev/null 2>&1; then
  run=(sudo)
else
  echo "Missing ${packages[*]}: install them with your package manager (apt-get install ${packages[*]}), then run again." >&2
  exit 1
fi

echo "Installing ${packages[*]} (once; Debian packages)…"
log=$(mktemp)
if ! (DEBIAN_FRONTEND=noninteractive "${run[@]}" apt-get update -qq &&
  DEBIAN_FRONTEND=noninteractive "${run[@]}" apt-get install -y -qq "${packages[@]}") >"$log" 2>&1; then
  tail -20 "$log" >&2
  echo "Could not install ${packages[*]}." >&2
  exit 1
fi
