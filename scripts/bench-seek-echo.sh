# Sourced by scripts/bench-server.sh for `--only seek,echo`: seek replies against echoes of a
# frame-sized message through the same server (issue #21, item 8; docs/performance.md). The
# C client (scripts/bench/rtt_client.c) is built with cc; BENCH_BASELINE=<git rev> builds that
# revision in a temporary worktree (a cold release build: minutes) and measures it alternately
# with this checkout; BENCH_BASELINE_BIN=<path> (and BENCH_BASELINE_NAME) measures an already
# built baseline instead, TRANSITIONS_BIN=<path> another current binary.

# Starts BINARY with the echo endpoint on a free port; sets $server and $port.
seek_echo_start_server() {
    local binary=$1 log=$2 out
    out=$(mktemp)
    "$binary" serve --port 0 --echo-endpoint >"$out" 2>"$log" &
    server=$!
    port=""
    for _ in $(seq 100); do
        port=$(sed -n 's|^Serving http://127\.0\.0\.1:\([0-9]*\)/$|\1|p' "$out")
        [ -n "$port" ] && break
        kill -0 "$server" 2>/dev/null || { echo "the server exited:"; cat "$log"; exit 1; }
        sleep 0.1
    done
    rm -f "$out"
    [ -n "$port" ] || { echo "the server did not print its URL"; exit 1; }
}

seek_echo_stop_server() {
    kill -TERM "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    server=""
}

# Builds the release server of revision $1 in a temporary worktree; prints the binary's path.
seek_echo_build_baseline() {
    local rev=$1 tree binary
    tree=$(mktemp -d /tmp/bench-baseline.XXXXXX)
    binary="$ROOT/artifacts/transitions-baseline"
    git worktree add --detach "$tree" "$rev" >&2
    echo "==> baseline $(git -C "$tree" rev-parse --short HEAD): swift build -c release in $tree (log: artifacts/bench-baseline-build.log)" >&2
    if ! (cd "$tree" && swift build -c release --product transitions) >artifacts/bench-baseline-build.log 2>&1; then
        tail -30 artifacts/bench-baseline-build.log >&2
        git worktree remove --force "$tree"
        echo "baseline build failed" >&2
        return 1
    fi
    cp "$tree/.build/release/transitions" "$binary"
    git worktree remove --force "$tree" >&2
    echo "$binary"
}

bench_seek_echo() {
    local clients=64 hz=120 duration=10 warmup=2 runs=3 entry=zoom device=ipad echo_bytes=0
    while [ $# -gt 0 ]; do
        case "$1" in
            --only) shift ;;
            --only=*) ;;
            --clients) clients=$2; shift ;;
            --hz | --seek-hz) hz=$2; shift ;;
            --duration) duration=$2; shift ;;
            --warmup) warmup=$2; shift ;;
            --runs) runs=$2; shift ;;
            --entry) entry=$2; shift ;;
            --device) device=$2; shift ;;
            --echo-bytes) echo_bytes=$2; shift ;;
            --quick) duration=3; warmup=1; runs=1 ;;
            *) echo "--only seek,echo: unknown option $1" >&2; exit 64 ;;
        esac
        shift
    done
    ensure_apt gcc
    local client=artifacts/rtt_client
    cc -O2 -Wall -Wextra -o "$client" scripts/bench/rtt_client.c
    local names=() binaries=()
    if [ -n "${BENCH_BASELINE_BIN:-}" ]; then
        names+=("baseline ${BENCH_BASELINE_NAME:-$BENCH_BASELINE_BIN}")
        binaries+=("$BENCH_BASELINE_BIN")
    elif [ -n "${BENCH_BASELINE:-}" ]; then
        names+=("baseline $(git rev-parse --short "$BENCH_BASELINE")")
        binaries+=("$(seek_echo_build_baseline "$BENCH_BASELINE")")
    fi
    local current=${TRANSITIONS_BIN:-}
    if [ -z "$current" ]; then
        echo "==> swift build -c release --product transitions (log: artifacts/bench-build.log)"
        swift build -c release --product transitions >artifacts/bench-build.log 2>&1 \
            || { tail -30 artifacts/bench-build.log; echo "release build failed"; exit 1; }
        current=.build/release/transitions
    fi
    names+=("this checkout $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- Sources || echo +changes)")
    binaries+=("$current")
    trap '[ -n "${server:-}" ] && seek_echo_stop_server' EXIT
    echo "==> $clients preview clients seeking $entry@$device at $hz Hz, $clients echo clients, ${duration}s (+${warmup}s warm-up) × $runs run(s); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
    local results
    results=$(mktemp)
    for run in $(seq "$runs"); do
        for index in "${!binaries[@]}"; do
            seek_echo_start_server "${binaries[$index]}" "artifacts/bench-seek-echo-server.log"
            local line
            line=$("$client" "$port" "$clients" "$hz" "$warmup" "$duration" "$entry" "$device" "$echo_bytes")
            seek_echo_stop_server
            echo "run $run  ${names[$index]}: $line  (load $(cut -d' ' -f1 /proc/loadavg))"
            echo "$index $line" >>"$results"
        done
    done
    echo "==> median over runs of seek p99 / echo p99 (lower is better; goal ≤ 1.2)"
    for index in "${!binaries[@]}"; do
        awk -v want="$index" -v name="${names[$index]}" '
            $1 == want {
                for (i = 2; i < NF; i += 2) v[$i] = $(i + 1)
                ratio[n++] = v["echo_p99_ms"] > 0 ? v["seek_p99_ms"] / v["echo_p99_ms"] : 0
                seek[n - 1] = v["seek_p99_ms"]; echo_[n - 1] = v["echo_p99_ms"]
            }
            END {
                for (i = 0; i < n; i++) for (j = i + 1; j < n; j++) {
                    if (ratio[j] < ratio[i]) { t = ratio[i]; ratio[i] = ratio[j]; ratio[j] = t }
                    if (seek[j] < seek[i]) { t = seek[i]; seek[i] = seek[j]; seek[j] = t }
                    if (echo_[j] < echo_[i]) { t = echo_[i]; echo_[i] = echo_[j]; echo_[j] = t }
                }
                m = int(n / 2)
                printf "%-32s seek p99 %.2f ms  echo p99 %.2f ms  ratio %.2f  (medians of %d)\n", name, seek[m], echo_[m], ratio[m], n
            }' "$results"
    done
    rm -f "$results"
}
