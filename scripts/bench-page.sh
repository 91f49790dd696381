#!/usr/bin/env bash
# The page's draw time per frame in headless Chromium: plays the largest scene (zoom on the
# iPad, the most layers) and the perspective-heavy flip at 0.1x, collects ~200 frames of the
# renderer's own performance.now() timing around each draw, and prints median / p95 as a
# Markdown table (also artifacts/bench-page.json). Copy the figures into docs/performance.md,
# section "Page: draw time". BENCH_FRAMES changes the sample size.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
bin=${TRANSITIONS_BIN:-$root/.build/debug/transitions}
[ -x "$bin" ] || { echo "bench-page.sh: $bin is missing: run swift build" >&2; exit 1; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export TMPDIR=$scratch ARTIFACTS=$root/artifacts TRANSITIONS_BIN=$bin
"${PYTHON:-$root/.venv/bin/python}" -m pytest Tests/browser/test_bench.py -m bench -q -s -p no:cacheprovider
