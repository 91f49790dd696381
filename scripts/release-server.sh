# Sourced by the benchmark scripts: builds the release server and starts it on a free port.
# After `start_release_server LOG`, $server is its pid and $port its port; it is stopped when
# the calling script exits. TRANSITIONS_BIN=PATH runs that binary instead of building one (an
# older commit's build, for a baseline measured in the same session).

start_release_server() {
    local log=$1 binary=${TRANSITIONS_BIN:-}
    mkdir -p artifacts
    if [ -z "$binary" ]; then
        echo "==> swift build -c release --product transitions (log: artifacts/bench-build.log)"
        swift build -c release --product transitions >artifacts/bench-build.log 2>&1 \
            || { tail -30 artifacts/bench-build.log; echo "release build failed"; exit 1; }
        binary=.build/release/transitions
    fi
    echo "==> server binary: $binary"
    local out
    out=$(mktemp)
    "$binary" serve --port 0 >"$out" 2>"$log" &
    server=$!
    trap 'kill -TERM "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -f "'"$out"'"' EXIT
    # The server prints exactly one line on stdout once it listens: Serving http://127.0.0.1:PORT/
    port=""
    for _ in $(seq 100); do
        port=$(sed -n 's|^Serving http://127\.0\.0\.1:\([0-9]*\)/$|\1|p' "$out")
        [ -n "$port" ] && break
        kill -0 "$server" 2>/dev/null || { echo "the server exited:"; cat "$log"; exit 1; }
        sleep 0.1
    done
    [ -n "$port" ] || { echo "the server did not print its URL"; exit 1; }
    echo "==> server pid $server on port $port (log: $log)"
}
