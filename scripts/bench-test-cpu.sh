#!/usr/bin/env bash
# What each suite of the README's test command costs in CPU, not only in wall time: the lanes
# of scripts/test share two cores, so a suite's CPU seconds say what running it beside another
# costs, and its wall time minus that is waiting (sockets, browsers, timers, builds of others).
#
#   bash scripts/bench-test-cpu.sh [SUITE…]     (after `swift build --build-tests`; as root)
#
# SUITE is any of: swift registry live autobahn chromium firefox (default: all, one after the
# other). Each runs in a cgroup of its own (cgroup v1 cpuacct), so processes a suite leaves to
# others — browsers under chromedriver, servers, worker processes, scratch builds — are counted
# too, which `time` misses once they are reparented. Prints one line per suite:
#   cpu  <suite>: <CPU seconds> s CPU over <wall seconds> s wall (exit <status>)
# Figures and their reading: docs/performance.md, "CPU per suite, and three lanes".
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD
cgroups=/sys/fs/cgroup/cpuacct
[ -w "$cgroups" ] || { echo "bench-test-cpu.sh: needs root and cgroup v1's cpuacct at $cgroups" >&2; exit 2; }
[ -x .venv/bin/pytest ] || { echo "bench-test-cpu.sh: no .venv: run ./scripts/test once (or source scripts/setup.sh; ensure_venv)" >&2; exit 2; }

command_of() {
    case $1 in
        swift) echo "swift test --skip-build" ;;
        registry) echo "bash scripts/check-catalog-registry.sh" ;;
        live) echo ".venv/bin/pytest Tests/live -q -p no:cacheprovider" ;;
        autobahn) echo "env TRANSITIONS_BIN=$root/.build/debug/transitions bash scripts/autobahn.sh" ;;
        chromium) echo "bash scripts/browser-tests.sh" ;;
        firefox) echo "bash scripts/firefox-tests.sh" ;;
        *) return 1 ;;
    esac
}

suites=("$@")
[ ${#suites[@]} -eq 0 ] && suites=(swift registry live autobahn chromium firefox)
mkdir -p artifacts
for suite in "${suites[@]}"; do
    command=$(command_of "$suite") || { echo "bench-test-cpu.sh: unknown suite '$suite' (swift registry live autobahn chromium firefox)" >&2; exit 2; }
    group=$cgroups/transitions-bench-$suite
    mkdir -p "$group"
    echo 0 >"$group/cpuacct.usage"
    began=$(date +%s.%N)
    # The subshell joins the group before it runs the suite, so everything it starts is counted.
    bash -c 'echo $$ >"$0/tasks"; exec $1' "$group" "$command" >"artifacts/bench-cpu-$suite.log" 2>&1
    status=$?
    ended=$(date +%s.%N)
    awk -v suite="$suite" -v began="$began" -v ended="$ended" -v status="$status" \
        '{ printf "cpu  %s: %.1f s CPU over %.1f s wall (exit %d)\n", suite, $1 / 1e9, ended - began, status }' \
        "$group/cpuacct.usage"
    rmdir "$group" 2>/dev/null || true
done
