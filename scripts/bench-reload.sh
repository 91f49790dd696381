#!/usr/bin/env bash
# Save → new frame, with `transitions serve --watch`: headless Chromium shows the crossfade
# entry at progress 0.5; the script edits the `duration` default in Catalog/Crossfade.swift of
# a scratch copy of the package (Tests/browser/livereload.py) and times, in the page's own
# clock, from the file's write to the changed frame drawn. Then it breaks the file (a syntax
# error) and times until the diagnostics overlay shows, and fixes it and times until the
# frame is back. All of it twice, each on a fresh watch server: first with
# `--watch-with-swift-build` (the baseline: `swift build` after every save), then as
# `scripts/preview` runs it (SwiftPM's plan run directly). Prints p50/p90 of each as Markdown
# (also artifacts/bench-reload.json); copy them into
# docs/performance.md, "Live reload". BENCH_EDITS (default 20) and BENCH_ERRORS (default 5)
# change the sample sizes.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export TMPDIR=$scratch ARTIFACTS=$root/artifacts
"${PYTHON:-$root/.venv/bin/python}" scripts/bench_reload.py "$@"
