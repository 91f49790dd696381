#!/usr/bin/env bash
# The soak benchmark (docs/performance.md): the release server under the page's real traffic
# for a while, its memory printed every 10 s with the slope. Loopback only, bounded in time.
#   scripts/soak.sh                         # 50 clients, 10 minutes
#   scripts/soak.sh --clients 20 --minutes 2
# Every argument goes to scripts/soak.py.
set -euo pipefail
source "$(dirname "$0")/setup.sh"
source "$(dirname "$0")/release-server.sh"
cd "$ROOT"
ensure_swift
ensure_apt pkg-config libwebsockets-dev python3-venv
ensure_venv
start_release_server artifacts/soak-server.log
.venv/bin/python scripts/soak.py --port "$port" --server-pid "$server" "$@"
