#!/usr/bin/env bash
# Autobahn|Testsuite against `transitions serve --echo-endpoint`: cases 1-7 and 9 (all of 9,
# ~15 s), report (HTML + JSON) in artifacts/autobahn/, then Tests/autobahn/check_report.py
# fails unless every case passed or is listed in Tests/autobahn/expected-failures.txt.
#
# Runner: autobahntestsuite 25.10.1 (`wstest -m fuzzingclient`) needs Python 2.7. Found as
# $AUTOBAHN_PYTHON2, else pyenv's 2.7.18, else python2.7 on PATH, and installed with
# `pip install --target .build/autobahn-py2`. Debian bookworm has no Python 2 (python2 and pypy
# are gone) and PyPI ships no interpreter, so without one the script falls back to kosoku
# (PyPI, Python >= 3.10), which runs Autobahn's own case files, installed into
# .build/kosoku-venv. AUTOBAHN_RUNNER=wstest|kosoku forces one. See docs/conformance.md.
#
# Environment: TRANSITIONS_BIN (default: build and use .build/debug/transitions).
#
#   bash scripts/autobahn.sh install   only installs the runner (no server, no run): scripts/test
#                                      starts it beside the build, since the install mostly waits
#                                      on the network (~14 CPU-s of ~1-2 min) and the run then
#                                      starts at once (docs/performance.md, "Third pass").
set -euo pipefail

cd "$(dirname "$0")/.."
root=$PWD
out=$root/artifacts/autobahn
groups=(1 2 3 4 5 6 7 9)
cases_json='["1.*", "2.*", "3.*", "4.*", "5.*", "6.*", "7.*", "9.*"]'
suite_version=25.10.1
kosoku_version=0.1.0

log() { echo "autobahn.sh: $*" >&2; }

find_python2() {
    if [[ -n "${AUTOBAHN_PYTHON2:-}" ]]; then echo "$AUTOBAHN_PYTHON2"; return; fi
    if command -v pyenv >/dev/null 2>&1; then
        local candidate
        candidate="$(pyenv root)/versions/2.7.18/bin/python2.7"
        if [[ -x "$candidate" ]]; then echo "$candidate"; return; fi
    fi
    command -v python2.7 || true
}

python2=$(find_python2)
runner=${AUTOBAHN_RUNNER:-$([[ -n "$python2" ]] && echo wstest || echo kosoku)}

# --- the runner -----------------------------------------------------------------------------
# One install at a time: a run started while scripts/test's early install is still going waits
# for it here, then finds the runner installed.
mkdir -p "$root/.build"
exec {install_lock}>"$root/.build/autobahn-install.lock"
flock "$install_lock"
case $runner in
wstest)
    [[ -n "$python2" ]] || { log "no Python 2.7 found for wstest (set AUTOBAHN_PYTHON2)"; exit 2; }
    suite_dir=$root/.build/autobahn-py2
    if [[ ! -f "$suite_dir/.installed-$suite_version" ]]; then
        log "installing autobahntestsuite $suite_version for $python2 into $suite_dir"
        rm -rf "$suite_dir"
        "$python2" -m pip install --quiet --disable-pip-version-check --no-warn-script-location \
            --target "$suite_dir" "autobahntestsuite==$suite_version" 2>&1 | grep -v DEPRECATION >&2 || true
        "$python2" -c "import site; site.addsitedir('$suite_dir'); import autobahntestsuite" \
            || { log "autobahntestsuite did not install"; exit 2; }
        touch "$suite_dir/.installed-$suite_version"
    fi
    ;;
kosoku)
    venv=$root/.build/kosoku-venv
    if [[ ! -x "$venv/bin/kosoku" ]]; then
        log "no Python 2.7: installing kosoku $kosoku_version (PyPI) into $venv"
        python3 -m venv "$venv"
        "$venv/bin/pip" install --quiet --disable-pip-version-check "kosoku==$kosoku_version"
    fi
    ;;
*) log "AUTOBAHN_RUNNER must be wstest or kosoku, not '$runner'"; exit 2 ;;
esac
flock -u "$install_lock"
[[ "${1:-}" == install ]] && { log "runner $runner installed"; exit 0; }

# --- the server -----------------------------------------------------------------------------
bin=${TRANSITIONS_BIN:-}
if [[ -z "$bin" ]]; then
    swift build --product transitions >&2
    bin=$root/.build/debug/transitions
fi
work=$(mktemp -d)
server_pid=
cleanup() {
    if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then
        kill -TERM "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

# The file exists before the server starts: the background child opens its redirect in its own
# time, and the first read below can come first (a fresh-clone run failed on that once).
: >"$work/stdout"
"$bin" serve --port 0 --echo-endpoint --web "$root/web" >"$work/stdout" 2>"$work/server.log" &
server_pid=$!
url=
for _ in $(seq 100); do
    url=$(sed -n 's#^Serving \(http://[^ ]*\)$#\1#p' "$work/stdout")
    [[ -n "$url" ]] && break
    kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log" >&2; log "server exited"; exit 2; }
    sleep 0.1
done
[[ -n "$url" ]] || { log "server printed no URL"; exit 2; }
ws_url="ws://${url#http://}"
ws_url="${ws_url%/}/echo"
log "runner $runner against $ws_url"

# --- the run --------------------------------------------------------------------------------
rm -rf "$out"
mkdir -p "$out"
started=$(date +%s)
case $runner in
wstest)
    cat >"$work/spec.json" <<JSON
{
  "outdir": "$out",
  "servers": [{"agent": "transitions", "url": "$ws_url"}],
  "cases": $cases_json,
  "exclude-cases": [],
  "exclude-agent-cases": {}
}
JSON
    (cd "$work" && "$python2" -c "
import site, sys
site.addsitedir('$suite_dir')
from autobahntestsuite.wstest import run
sys.argv = ['wstest', '-m', 'fuzzingclient', '-s', 'spec.json']
sys.exit(run())
") >"$out/wstest.log" 2>&1 || { tail -20 "$out/wstest.log" >&2; log "wstest failed"; exit 2; }
    ;;
kosoku)
    include=()
    for group in "${groups[@]}"; do include+=(-i "$group.*"); done
    # kosoku exits non-zero when a case fails; the checker below decides.
    "$root/.build/kosoku-venv/bin/kosoku" "$ws_url" "${include[@]}" -o "$out" >"$out/kosoku.log" 2>&1 || true
    ;;
esac
log "run took $(( $(date +%s) - started )) s; report: artifacts/autobahn/index.html"
cp "$work/server.log" "$out/server.log"

python3 "$root/Tests/autobahn/check_report.py" "$out/index.json" \
    "$root/Tests/autobahn/expected-failures.txt" "$runner" "${groups[@]}"
