#!/usr/bin/env bash
# The README's test command: every test, on a fresh Debian machine with the
# Rust toolchain. The noticeboard's browser test (tests/integration/noticeboard_browser.rs)
# drives Debian's Chromium; it fails without it rather than skip, so this
# installs the package when it is missing (as root, or through sudo), then
# runs `cargo test` with any arguments given.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1 && [ -z "${SWISSDESK_CHROMIUM:-}" ]; then
    echo "test.sh: installing Debian's chromium for the browser test" >&2
    if [ "$(id -u)" -eq 0 ]; then SUDO=; else SUDO=sudo; fi
    $SUDO apt-get update
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends chromium
fi

exec cargo test "$@"
