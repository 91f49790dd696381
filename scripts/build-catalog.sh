#!/usr/bin/env bash
# `swift build` of the package as ./scripts/preview needs it, recovering by itself from
# SwiftPM's stale plan (docs/adding-an-entry.md, "A new folder and SwiftPM's cache"):
#   scripts/build-catalog.sh CONFIGURATION PRODUCT
# Builds with --manifest-cache none (a fresh evaluation of Package.swift, which lists
# Catalog/'s folders). When the build stops with the stale-cache error anyway — a folder
# copied in after a bare `swift build` or `swift run` planned from a cached evaluation, which
# SwiftPM's plan (.build/CONFIGURATION.yaml) keeps — it removes that plan and builds once
# more: the pair the error asks a person for (`purge-cache` is not needed, this build never
# reads the cached evaluation). Progress lines are left out of the output.
set -uo pipefail
configuration=$1
product=$2
build_once() {
    swift build -c "$configuration" --product "$product" --manifest-cache none 2>&1 | tee "$log" | grep -vE '^\[[0-9]+/[0-9]+\]'
    return "${PIPESTATUS[0]}"
}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
build_once
status=$?
if [ "$status" -ne 0 ] && grep -qE "SwiftPM reused an evaluation of Package.swift cached|invalid custom path 'Catalog/" "$log"; then
    echo "==> SwiftPM planned this build from a stale evaluation of Package.swift: removing .build/$configuration.yaml and building again"
    rm -f ".build/$configuration.yaml"
    build_once
    status=$?
fi
exit "$status"
