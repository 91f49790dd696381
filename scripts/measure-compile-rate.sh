#!/usr/bin/env bash
# Measures issue #24's compile rate: how many of a folder's app-style files compile unchanged
# against the built UIKit module. Each file goes through the same rewrite the build plugin
# applies (@objc, #selector, @IB attributes, Apple-only imports), then the whole folder is
# type-checked in one swiftc call; a file counts as compiling when no error names it.
# Usage: scripts/measure-compile-rate.sh [FOLDER] [BUILD_DIR]   (needs a prior `swift build`)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
FOLDER="${1:-$ROOT/Tests/Fixtures/CompileRate}"
BUILD="${2:-$ROOT/.build/debug}"
if [ ! -x "$BUILD/CatalogIndexer" ] || [ ! -d "$BUILD/Modules" ]; then
    echo "measure-compile-rate.sh: no built CatalogIndexer and UIKit module in $BUILD; run \`swift build\` first" >&2
    exit 2
fi
SCRATCH="$(mktemp -d)"
trap 'rm -rf "$SCRATCH"' EXIT
[ -n "${KEEP_LOG:-}" ] && trap 'cp "$SCRATCH/log" "$KEEP_LOG"; rm -rf "$SCRATCH"' EXIT
files=("$FOLDER"/*.swift)
for file in "${files[@]}"; do
    name="$(basename "$file" .swift)"
    others=()
    for other in "${files[@]}"; do [ "$other" = "$file" ] || others+=("$other"); done
    "$BUILD/CatalogIndexer" rewrite --output "$SCRATCH/$name+Linux.swift" "$file" --folder-files "${others[@]}" \
        || cp "$file" "$SCRATCH/$name+Linux.swift"
    [ -s "$SCRATCH/$name+Linux.swift" ] || cp "$file" "$SCRATCH/$name+Linux.swift"
done
swiftc -typecheck -module-name CompileRate -I "$BUILD/Modules" "$SCRATCH"/*.swift > "$SCRATCH/log" 2>&1 || true
total=0; passed=0
for file in "${files[@]}"; do
    name="$(basename "$file" .swift)"
    total=$((total + 1))
    if grep -q -e "/$name.swift:[0-9]*:[0-9]*: error" -e "/$name+Linux.swift:[0-9]*:[0-9]*: error" "$SCRATCH/log"; then
        echo "FAIL $name"
        grep -e "/$name.swift:[0-9]*:[0-9]*: error" -e "/$name+Linux.swift:[0-9]*:[0-9]*: error" "$SCRATCH/log" | sed "s|$SCRATCH/||" | sed 's/^/    /'
    else
        passed=$((passed + 1)); echo "ok   $name"
    fi
done
echo "compile rate: $passed of $total files compile unchanged"
