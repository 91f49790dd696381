#!/usr/bin/env bash
# The Swift tests and the live server tests under AddressSanitizer, for the engine's and the
# server's unsafe-pointer code (EvaluationPlan's tables, the encoder, the lws glue). Not part
# of ./scripts/test: an ASan build takes several minutes on this machine.
#
# Leak detection is off: Swift's weak-reference side tables are found through a tagged
# pointer LeakSanitizer cannot follow, so it reports every weakly referenced object alive at
# exit (RunLifetimeTests checks instead that runs are freed). The quarantine is off so that
# the live tests' memory bounds measure the server, not ASan's delayed frees.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${ASAN_BUILD:-.build-asan}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:quarantine_size_mb=0:thread_local_quarantine_size_kb=0}

swift build --build-tests --sanitize=address --scratch-path "$scratch"
swift test --skip-build --sanitize=address --scratch-path "$scratch"
[ -x .venv/bin/pytest ] || { echo "asan.sh: run ./scripts/test once to create .venv" >&2; exit 1; }
# One live test bounds RSS growth at 8 MB, which ASan's own allocator overhead exceeds.
TRANSITIONS_BIN=$scratch/debug/transitions .venv/bin/pytest Tests/live -q -p no:cacheprovider \
    --deselect Tests/live/test_preview_protocol.py::test_a_viewer_that_stops_reading_playback_does_not_grow_memory
echo "asan.sh: no AddressSanitizer report"
