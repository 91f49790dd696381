#!/usr/bin/env bash
# End-to-end check of the catalog registry (CatalogRegistryPlugin): a file added to Catalog/
# adds an entry to `transitions list`, and a file that breaks the rules fails the build with
# a message naming it. Fixtures come from Tests/Fixtures/CatalogSample/.
#
#   bash scripts/check-catalog-registry.sh      (from the repository root; scripts/test calls it)
#
# Builds in its own scratch path, .build-registry, so .build is never disturbed; builds after
# the first are incremental. Every file it copies into Catalog/ is removed on exit, whatever
# happens. Do not run a `swift build` of this checkout at the same time: while the script
# runs, Catalog/ holds the fixtures.
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
SCRATCH="$ROOT/.build-registry"
FIXTURES="Tests/Fixtures/CatalogSample"
LOG="$SCRATCH/check-catalog-registry.log"
mkdir -p "$SCRATCH"

COPIED=()
cleanup() {
    for file in "${COPIED[@]}"; do rm -f "$file"; done
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

passed=0
failed=0
pass() { echo "ok    $1"; passed=$((passed + 1)); }
fail() {
    echo "FAIL  $1"
    [ -s "$LOG" ] && sed -e 's/^/      | /' "$LOG" | grep -vE '\] (Compiling|Emitting|Wrapping|Write|Linking)' | tail -n 20
    failed=$((failed + 1))
}

# Copies a fixture into Catalog/ (refusing to overwrite a real file) and remembers it.
place() {
    if [ -e "Catalog/$1" ]; then
        echo "check-catalog-registry: Catalog/$1 already exists; not overwriting it" >&2
        exit 2
    fi
    COPIED+=("Catalog/$1")
    cp "$FIXTURES/$1" "Catalog/$1"
}
unplace() { rm -f "Catalog/$1"; }

build() { swift build --scratch-path "$SCRATCH" --product transitions >"$LOG" 2>&1; }

# Whether `transitions list --json` (saved in list.json) lists an entry id.
listed() {
    if command -v python3 >/dev/null; then
        python3 -c 'import json, sys; sys.exit(0 if sys.argv[2] in [e["id"] for e in json.load(open(sys.argv[1]))["entries"]] else 1)' \
            "$SCRATCH/list.json" "$1"
    else
        grep -qF "{\"id\":\"$1\"," "$SCRATCH/list.json"
    fi
}

echo "==> catalog registry checks (scratch: .build-registry)"

# 1. A new entry file is listed.
place SampleEntry.swift
if ! build; then
    fail "a build with Catalog/SampleEntry.swift succeeds"
elif ! "$SCRATCH/debug/transitions" list --json >"$SCRATCH/list.json" 2>>"$LOG"; then
    fail "transitions list --json runs with the sample entry"
elif listed sample-fixture && listed crossfade; then
    pass "a file added to Catalog/ is listed by transitions list (sample-fixture)"
else
    fail "sample-fixture is listed by transitions list --json"
fi

# 2. A file without an entry fails the build, naming the file.
place NotAnEntry.swift
expected="Catalog/NotAnEntry.swift:1: error: NotAnEntry.swift declares no catalog entry (a type conforming to CatalogEntry)"
if build; then
    fail "a build with Catalog/NotAnEntry.swift fails"
elif grep -qF "$expected" "$LOG"; then
    pass "a file with no entry fails the build: $expected"
else
    fail "the build error names NotAnEntry.swift (expected: $expected)"
fi
unplace NotAnEntry.swift

# 3. A second file with the same id fails the build, naming both files.
place SampleEntryDuplicate.swift
expected="error: the id 'sample-fixture' is used by both SampleEntry.swift and SampleEntryDuplicate.swift"
if build; then
    fail "a build with two entries using one id fails"
elif grep -q "Catalog/SampleEntryDuplicate.swift:[0-9]*: $expected" "$LOG"; then
    pass "a duplicate id fails the build: $expected"
else
    fail "the build error names both files (expected: $expected)"
fi
unplace SampleEntryDuplicate.swift

echo "registry: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
