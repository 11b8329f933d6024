#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests (vitest browser mode
# drives it through playwright; we never download a browser of our own). Installs it with
# apt-get when it is missing and we are root; otherwise says what to run and fails.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "ensure-chromium: /usr/bin/chromium is missing and we are not root." >&2
  echo "  Install Debian's Chromium once:  sudo apt-get update && sudo apt-get install -y chromium" >&2
  exit 1
fi
if ! command -v apt-get > /dev/null; then
  echo "ensure-chromium: /usr/bin/chromium is missing and apt-get is not available here." >&2
  echo "  Install a Chromium at /usr/bin/chromium with your system's package manager." >&2
  exit 1
fi
echo "ensure-chromium: installing Debian's chromium (apt-get)…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core > /dev/null
if [ ! -x /usr/bin/chromium ]; then
  echo "ensure-chromium: apt-get finished but /usr/bin/chromium is still missing." >&2
  exit 1
fi
echo "ensure-chromium: $(/usr/bin/chromium --version 2>/dev/null || echo chromium installed)"
