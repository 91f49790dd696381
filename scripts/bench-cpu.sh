#!/usr/bin/env bash
# The service-loop benchmark (docs/performance.md): server CPU per frame sent at 1, 10, 50, 500
# and 1,000 viewers playing at 60 fps, the poll calls per frame, and the viewer count the one
# service thread sustains. Builds the release server and the C load client
# (scripts/bench/stream_client.c), starts the server on a free port, runs scripts/bench_cpu.py.
# Loopback only; every run is bounded. Arguments go to bench_cpu.py:
#   scripts/bench-cpu.sh
#   scripts/bench-cpu.sh --viewers 50 --ramp ""          # one count, no capacity ramp
# TRANSITIONS_BIN=PATH measures that server binary instead (a baseline in the same session).
set -euo pipefail
source "$(dirname "$0")/setup.sh"
source "$(dirname "$0")/release-server.sh"
cd "$ROOT"
ensure_swift
ensure_apt pkg-config libwebsockets-dev gcc
mkdir -p artifacts
client=artifacts/stream_client
gcc -O2 -Wall -Wextra -o "$client" scripts/bench/stream_client.c
start_release_server artifacts/bench-cpu-server.log
python3 scripts/bench_cpu.py --port "$port" --server-pid "$server" --client "$client" "$@"
