#!/usr/bin/env bash
# The Swift tests and the live server tests under AddressSanitizer, for the engine's and the
# server's unsafe-pointer code (EvaluationPlan's tables, the encoder, the lws glue). Not part
# of ./scripts/test: an ASan build takes several minutes on this machine.
#
# Leak detection is off for the test processes: Swift's weak-reference side tables are found
# through a tagged pointer LeakSanitizer cannot follow, so it reports every weakly referenced
# object alive at exit (RunLifetimeTests and SessionLifetimeTests check lifetimes instead).
# It is on for the server: the last step drives an ASan server with the page's traffic, stops
# it with SIGTERM (every session closed) and fails on any LeakSanitizer report — it found the
# 14 MB of runs that the completion-block cycle leaked in that traffic. The quarantine is off
# so that the live tests' memory bounds measure the server, not ASan's delayed frees.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${ASAN_BUILD:-.build-asan}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:quarantine_size_mb=0:thread_local_quarantine_size_kb=0}

swift build --build-tests --sanitize=address --scratch-path "$scratch"
swift test --skip-build --sanitize=address --scratch-path "$scratch"
[ -x .venv/bin/pytest ] || { echo "asan.sh: run ./scripts/test once to create .venv" >&2; exit 1; }
# Two live tests bound RSS growth (8 and 10 MB), which ASan's own allocator overhead exceeds;
# the LeakSanitizer step below covers what the second one guards.
TRANSITIONS_BIN=$scratch/debug/transitions .venv/bin/pytest Tests/live -q -p no:cacheprovider \
    --deselect Tests/live/test_preview_protocol.py::test_a_viewer_that_stops_reading_playback_does_not_grow_memory \
    --deselect Tests/live/test_server_day.py::test_memory_returns_to_its_baseline_after_thousands_of_runs

echo "==> the server under the page's traffic, LeakSanitizer on"
out=$(mktemp) log=$(mktemp)
ASAN_OPTIONS=detect_leaks=1 "$scratch/debug/transitions" serve --port 0 >"$out" 2>"$log" &
server=$!
for _ in $(seq 100); do
    port=$(sed -n 's|^Serving http://127\.0\.0\.1:\([0-9]*\)/$|\1|p' "$out")
    [ -n "$port" ] && break
    sleep 0.1
done
[ -n "${port:-}" ] || { kill "$server"; cat "$log"; echo "asan.sh: the ASan server did not start" >&2; exit 1; }
.venv/bin/python scripts/leak-check.py "$port"
kill -TERM "$server"
status=0
wait "$server" || status=$?
if grep -q "LeakSanitizer" "$log" || [ "$status" -ne 0 ]; then
    grep -A12 -m3 "leak of" "$log" || true
    grep "SUMMARY" "$log" || true
    echo "asan.sh: the server leaked or failed (exit $status); full log: $log" >&2
    exit 1
fi
rm -f "$out" "$log"
echo "asan.sh: no AddressSanitizer or LeakSanitizer report"
