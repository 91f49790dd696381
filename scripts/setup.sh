#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian machine. Sourced by scripts/preview and
# scripts/test; safe to run again (it only installs what is missing).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# apt packages: the C library the server is built on, and (for tests) a real browser.
ensure_apt() {
    local missing=()
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "==> installing ${missing[*]}"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

ensure_swift() {
    command -v swift >/dev/null 2>&1 && return 0
    for dir in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
        [ -x "$dir/swift" ] && export PATH="$dir:$PATH" && return 0
    done
    echo "error: Swift 6 is required (https://www.swift.org/install/linux/)" >&2
    exit 1
}

# Python packages live in a venv inside the checkout, never in the system.
ensure_venv() {
    local venv="$ROOT/.venv"
    if [ ! -x "$venv/bin/python" ]; then
        echo "==> creating $venv"
        python3 -m venv "$venv"
    fi
    if ! "$venv/bin/python" -c "import pytest, websockets, selenium, xdist, kiwisolver" 2>/dev/null; then
        echo "==> installing Python test packages"
        "$venv/bin/pip" install -q --disable-pip-version-check -r "$ROOT/Tests/requirements.txt"
    fi
}
