#!/usr/bin/env bash
# The page's end-to-end tests: headless Chromium (Debian chromium + chromium-driver) driven by
# selenium against `transitions serve` on ephemeral ports (Tests/browser). Each Chromium launch
# leaves a profile folder in $TMPDIR, so the run gets a fresh one, removed afterwards.
# Artifacts: artifacts/browser-tests.xml (JUnit) and artifacts/screenshots/<entry>.png.
#
# Needs: chromium, chromium-driver, fonts-dejavu-core (apt) and the Python venv
# (Tests/requirements.txt); scripts/test installs them. Environment: TRANSITIONS_BIN (default
# .build/debug/transitions, built with `swift build`), TEST_WORKERS (browsers at once, default
# 2; 0 runs every test in this process); extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
python=${PYTHON:-$root/.venv/bin/python}
bin=${TRANSITIONS_BIN:-$root/.build/debug/transitions}

[ -x "$bin" ] || { echo "browser-tests.sh: $bin is missing: run swift build" >&2; exit 1; }
for tool in /usr/bin/chromium /usr/bin/chromedriver; do
    [ -x "$tool" ] || { echo "browser-tests.sh: $tool is missing (apt-get install chromium chromium-driver)" >&2; exit 1; }
done

mkdir -p artifacts/screenshots
# Tests run on several browsers at once (pytest-xdist): a test spends most of its time waiting
# for the page, so two browsers per suite, beside the other lane, take about half as long (docs/performance.md,
# "The test run"). Tests that share state across a module (one watch server) are one group.
workers=${TEST_WORKERS:-2}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export TMPDIR=$scratch ARTIFACTS=$root/artifacts TRANSITIONS_BIN=$bin

"$python" -m pytest Tests/browser -q -p no:cacheprovider --junitxml=artifacts/browser-tests.xml \
    -n "$workers" --dist loadgroup "$@"
echo "browser-tests.sh: screenshots in artifacts/screenshots/"
