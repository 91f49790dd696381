#!/usr/bin/env bash
# The page's tests in real Firefox: Debian's firefox-esr, headless, driven over WebDriver BiDi
# (its built-in remote agent; no geckodriver) by Tests/firefox/bidi.py, against
# `transitions serve` on an ephemeral port (Tests/firefox). Firefox's profile and log go to
# $TMPDIR, so the run gets a fresh one, removed afterwards.
# Artifacts: artifacts/firefox-tests.xml (JUnit) and artifacts/screenshots/firefox/.
#
# Needs: firefox-esr, fonts-dejavu-core (apt) and the Python venv (Tests/requirements.txt);
# scripts/test installs them. Environment: TRANSITIONS_BIN (default .build/debug/transitions,
# built with `swift build`), FIREFOX (default /usr/bin/firefox-esr), TEST_WORKERS (browsers at
# once, default 2; 0 runs every test in this process); extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
python=${PYTHON:-$root/.venv/bin/python}
bin=${TRANSITIONS_BIN:-$root/.build/debug/transitions}
firefox=${FIREFOX:-/usr/bin/firefox-esr}

[ -x "$bin" ] || { echo "firefox-tests.sh: $bin is missing: run swift build" >&2; exit 1; }
[ -x "$firefox" ] || { echo "firefox-tests.sh: $firefox is missing (apt-get install firefox-esr)" >&2; exit 1; }

mkdir -p artifacts/screenshots
# Tests run on several browsers at once (pytest-xdist): a test spends most of its time waiting
# for the page, so two browsers per suite, beside the other lane, take about half as long (docs/performance.md,
# "The test run"). Tests that share state across a module (one watch server) are one group.
workers=${TEST_WORKERS:-2}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export TMPDIR=$scratch ARTIFACTS=$root/artifacts TRANSITIONS_BIN=$bin FIREFOX=$firefox

"$python" -m pytest Tests/firefox -q -p no:cacheprovider --junitxml=artifacts/firefox-tests.xml \
    -n "$workers" --dist loadgroup "$@"
