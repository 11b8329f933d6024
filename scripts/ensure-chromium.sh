#!/usr/bin/env bash
# Makes sure Debian's Chromium headless shell is at /usr/bin/chromium-headless-shell for the
# browser tests (vitest browser mode, the built site's tests and the release test drive it
# through playwright; we never download a browser of our own). The headless shell is Chromium's
# own renderer without the browser's windowing layer (Debian's `chromium-headless-shell`, the
# same version as `chromium`): measured on this suite's files, about a third less CPU than
# `chromium --headless`. Installs it with apt-get when it is missing and we are root; otherwise
# says what to run and fails. CHROME_BIN points the tests at another Chromium.
set -euo pipefail

bin=/usr/bin/chromium-headless-shell
if [ -x "$bin" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "ensure-chromium: $bin is missing and we are not root." >&2
  echo "  Install Debian's Chromium headless shell once:  sudo apt-get update && sudo apt-get install -y chromium-headless-shell" >&2
  exit 1
fi
if ! command -v apt-get > /dev/null; then
  echo "ensure-chromium: $bin is missing and apt-get is not available here." >&2
  echo "  Install a Chromium and point CHROME_BIN at it, or install a headless shell at $bin." >&2
  exit 1
fi
echo "ensure-chromium: installing Debian's chromium-headless-shell (apt-get)…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium-headless-shell fonts-dejavu-core > /dev/null
if [ ! -x "$bin" ]; then
  echo "ensure-chromium: apt-get finished but $bin is still missing." >&2
  exit 1
fi
echo "ensure-chromium: $("$bin" --version 2>/dev/null || echo chromium-headless-shell installed)"
