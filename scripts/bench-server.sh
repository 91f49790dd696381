#!/usr/bin/env bash
# The preview server benchmark (docs/performance.md): builds the release server, starts it on a
# free port, runs scripts/bench_server.py against it (seek/ping round trips, then 60 fps
# streaming capacity) and stops the server. Every argument goes to bench_server.py:
#   scripts/bench-server.sh                      # full run: 1, 64, 256 clients, 10 s each
#   scripts/bench-server.sh --quick              # ~1 minute smoke run
#   scripts/bench-server.sh --clients 64 --only seek --json artifacts/bench.json
#   scripts/bench-server.sh --only seek,echo             # seek against echo p99 (C client)
#   BENCH_BASELINE=main scripts/bench-server.sh --only seek,echo --runs 3
# `--only seek,echo` (issue #21, item 8) measures seek replies against echoes of a frame-sized
# message through the same server with scripts/bench/rtt_client.c (built here with cc): 64
# preview clients scrubbing at 120 Hz and 64 echo clients at the same rate (`--clients`,
# `--hz`, `--duration`, `--warmup`, `--runs`, `--entry`, `--device`, `--echo-bytes`), and prints
# each run's p50/p99 and the median over runs of seek p99 / echo p99. BENCH_BASELINE=<git rev>
# also builds that revision's release server in a temporary worktree and measures it in the
# same run, alternating with this checkout's run by run.
# It measures one release binary against a client on the same machine: run it on a quiet
# machine, and read the load average and the "others" CPU column it prints.
#
# BENCH_NICE=-10 runs the benchmark ahead of other work on a shared machine (root only). Linux
# shares the CPU between sessions first (autogroups) and applies `nice` only inside one, so
# plain `nice` changes nothing against another session's build: the script moves into a
# session of its own and sets that session's nice value instead.
set -euo pipefail
if [ -n "${BENCH_NICE:-}" ] && [ -z "${BENCH_IN_OWN_SESSION:-}" ]; then
    exec env BENCH_IN_OWN_SESSION=1 setsid --wait "$0" "$@"
fi
if [ -n "${BENCH_NICE:-}" ]; then
    echo "$BENCH_NICE" >/proc/self/autogroup
    echo "==> benchmark session: $(cat /proc/self/autogroup)"
fi
source "$(dirname "$0")/setup.sh"
cd "$ROOT"
ensure_swift
ensure_apt pkg-config libwebsockets-dev python3-venv
ensure_venv

mkdir -p artifacts
for arg in "$@"; do
    if [ "$arg" = "seek,echo" ] || [ "$arg" = "--only=seek,echo" ]; then
        source scripts/bench-seek-echo.sh
        bench_seek_echo "$@"
        exit 0
    fi
done
echo "==> swift build -c release --product transitions (log: artifacts/bench-build.log)"
swift build -c release --product transitions >artifacts/bench-build.log 2>&1 \
    || { tail -30 artifacts/bench-build.log; echo "release build failed"; exit 1; }
log=artifacts/bench-server.log
out=$(mktemp)
.build/release/transitions serve --port 0 >"$out" 2>"$log" &
server=$!
trap 'kill -TERM "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -f "$out"' EXIT

# The server prints exactly one line on stdout once it listens: Serving http://127.0.0.1:PORT/
for _ in $(seq 100); do
    port=$(sed -n 's|^Serving http://127\.0\.0\.1:\([0-9]*\)/$|\1|p' "$out")
    [ -n "$port" ] && break
    kill -0 "$server" 2>/dev/null || { echo "the server exited:"; cat "$log"; exit 1; }
    sleep 0.1
done
[ -n "$port" ] || { echo "the server did not print its URL"; exit 1; }
echo "==> server pid $server on port $port (log: $log)"

.venv/bin/python scripts/bench_server.py --port "$port" --server-pid "$server" "$@"
