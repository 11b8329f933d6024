#!/usr/bin/env bash
# Makes sure Debian's redis-server is installed for the server package's multi-process tests
# (each test starts its own throwaway redis-server on a free loopback port and stops it; nothing
# is left running). Installs it with apt-get when it is missing and we are root; otherwise says
# what to run and fails. Installing does not leave a server running where there is no systemd.
set -euo pipefail

if command -v redis-server > /dev/null; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "ensure-redis: redis-server is missing and we are not root." >&2
  echo "  Install Debian's Redis once:  sudo apt-get update && sudo apt-get install -y redis-server" >&2
  exit 1
fi
if ! command -v apt-get > /dev/null; then
  echo "ensure-redis: redis-server is missing and apt-get is not available here." >&2
  echo "  Install a redis-server (7.x) with your system's package manager." >&2
  exit 1
fi
echo "ensure-redis: installing Debian's redis-server (apt-get)…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends redis-server > /dev/null
if ! command -v redis-server > /dev/null; then
  echo "ensure-redis: apt-get finished but redis-server is still missing." >&2
  exit 1
fi
# A package install may start the system's own redis (systemd or init script): stop it, the tests
# start their own on free ports.
if command -v service > /dev/null; then service redis-server stop > /dev/null 2>&1 || true; fi
echo "ensure-redis: $(redis-server --version)"
