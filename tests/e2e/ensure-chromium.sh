#!/usr/bin/env bash
# Browser tests use Debian's Chromium; this installs it when missing. No browser download of any other kind.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Installing Debian's chromium (needed by the browser tests)…"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get install -y -qq chromium >/dev/null 2>&1 || {
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq chromium >/dev/null
}
/usr/bin/chromium --version
