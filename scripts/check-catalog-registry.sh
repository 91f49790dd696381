#!/usr/bin/env bash
# End-to-end check of the catalog registry (CatalogRegistryPlugin): a file added to Catalog/
# adds an entry to `transitions list`, and a file that breaks the rules fails the build with
# a message naming it; a folder added to Catalog/ is a folder entry, its own module in its
# own language mode, and a folder that breaks the rules fails the build naming the folder; a
# folder's files using @objc, #selector or @IBAction build from rewritten copies whose errors
# name the files themselves.
# Fixtures come from Tests/Fixtures/CatalogSample/ (files) and Tests/Fixtures/CatalogFolders/
# (folders).
#
#   bash scripts/check-catalog-registry.sh      (from the repository root; scripts/test calls it)
#
# Builds in its own scratch path, .build-registry, so .build is never disturbed; builds after
# the first are incremental. Package.swift makes a module of each folder of Catalog/, and
# SwiftPM caches its evaluation (shared with every other build of this checkout), so these
# builds never read or write that cache (--manifest-cache none), except one that checks what a
# stale cache does, with a cache of its own in .build-registry. Every file and folder it copies
# into Catalog/ is removed on exit, whatever happens. Do not run a `swift build` of this checkout at the same time: while the script
# runs, Catalog/ holds the fixtures.
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
SCRATCH="$ROOT/.build-registry"
FIXTURES="Tests/Fixtures/CatalogSample"
FOLDERS="Tests/Fixtures/CatalogFolders"
LOG="$SCRATCH/check-catalog-registry.log"
mkdir -p "$SCRATCH"

COPIED=()
COPIED_FOLDERS=()
cleanup() {
    for file in "${COPIED[@]}"; do rm -f "$file"; done
    for folder in "${COPIED_FOLDERS[@]}"; do rm -rf "$folder"; done
    rm -f "$SCRATCH/manifest.db"
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

# Copies a fixture folder into Catalog/ (refusing to overwrite a real one) and remembers it.
place_folder() {
    if [ -e "Catalog/$1" ]; then
        echo "check-catalog-registry: Catalog/$1 already exists; not overwriting it" >&2
        exit 2
    fi
    COPIED_FOLDERS+=("Catalog/$1")
    cp -R "$FOLDERS/$1" "Catalog/$1"
}
unplace_folder() { rm -rf "Catalog/$1"; }

build() { swift build --manifest-cache none --scratch-path "$SCRATCH" --product transitions >"$LOG" 2>&1; }

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

# 4. Two folder entries: each its own module, so both declare ZoomAnimator and AnimationHelper
#    (as Catalog/Zoom/ and Catalog/Flip/ do); PhotoZoom/ is Swift 5 code (a non-Sendable singleton, a
#    mutable global, no `any`), CardFlip/ says Swift 6 in its .swift-language-mode. Each has
#    an #error that fires in the other language mode.
place_folder PhotoZoom
place_folder CardFlip
if ! build; then
    fail "a build with the folder entries Catalog/PhotoZoom/ and Catalog/CardFlip/ succeeds"
elif ! "$SCRATCH/debug/transitions" list --json >"$SCRATCH/list.json" 2>>"$LOG"; then
    fail "transitions list --json runs with the folder entries"
elif listed folder-photo-zoom && listed folder-card-flip && listed sample-fixture && listed flip; then
    pass "folder entries are listed next to file entries (folder-photo-zoom in Swift 5, folder-card-flip in Swift 6)"
else
    fail "folder-photo-zoom and folder-card-flip are listed by transitions list --json"
fi
if "$SCRATCH/debug/transitions" check folder-photo-zoom folder-card-flip >"$LOG" 2>&1; then
    pass "transitions check passes on the folder entries"
else
    fail "transitions check folder-photo-zoom folder-card-flip"
fi

# 5. A folder with no scenario fails the build, naming the folder.
place_folder NoScenario
expected="error: Catalog/NoScenario/ declares no scenario (a type conforming to CatalogEntry) in its 1 file"
if build; then
    fail "a build with Catalog/NoScenario/ fails"
elif grep -q "Catalog/NoScenario/ShadowHelper.swift:1: $expected" "$LOG"; then
    pass "a folder with no scenario fails the build: $expected"
else
    fail "the build error names the folder (expected: $expected)"
fi
unplace_folder NoScenario

# 6. A folder with two scenarios fails the build, naming the folder and both scenarios.
place_folder TwoScenarios
expected="error: Catalog/TwoScenarios/ declares 2 scenarios (FirstScenario in FirstScenario.swift, SecondScenario in SecondScenario.swift); a folder entry declares exactly one"
if build; then
    fail "a build with Catalog/TwoScenarios/ fails"
elif grep -q "Catalog/TwoScenarios/SecondScenario.swift:[0-9]*: $expected" "$LOG"; then
    pass "a folder with two scenarios fails the build: $expected"
else
    fail "the build error names the folder and both scenarios (expected: $expected)"
fi
unplace_folder TwoScenarios

# 7. A folder with no Swift file fails the build, naming the folder.
mkdir "Catalog/EmptyApp" && COPIED_FOLDERS+=("Catalog/EmptyApp")
echo "Not Swift." >"Catalog/EmptyApp/README.md"
expected="error: Catalog/EmptyApp/ holds no Swift file"
if build; then
    fail "a build with Catalog/EmptyApp/ (no Swift file) fails"
elif grep -qF "$expected" "$LOG"; then
    pass "a folder with no Swift file fails the build: $expected"
else
    fail "the build error names the folder (expected: $expected)"
fi
unplace_folder EmptyApp

# 8. A language mode the compiler does not have fails the build, naming the folder's file.
echo "7" >"Catalog/CardFlip/.swift-language-mode"
expected="error: Catalog/CardFlip/.swift-language-mode says '7'; write the Swift language mode"
if build; then
    fail "a build with Catalog/CardFlip/.swift-language-mode saying 7 fails"
elif grep -qF "$expected" "$LOG"; then
    pass "an unknown language mode fails the build: $expected"
else
    fail "the build error names the folder's .swift-language-mode (expected: $expected)"
fi
cp "$FOLDERS/CardFlip/.swift-language-mode" "Catalog/CardFlip/.swift-language-mode"

# 9. A folder entry whose files use Objective-C interop (@objc, @objc(name), @objcMembers,
#    @nonobjc, @IBOutlet, @IBInspectable, @IBAction): the module compiles rewritten copies of
#    those files, the files themselves stay byte for byte as they were.
#    In the same build, AppShapes/: Foundation imported beside UIKit, code under #if os(iOS) and
#    #if targetEnvironment(simulator), view as UIView!, overrides of UIKit's open members with
#    CGFloat types, Foundation's block-form Timer and RunLoop.main.add beside import Foundation,
#    an @objc protocol with optional methods, a weak delegate and a conformance in another
#    file — compiled unchanged and passing the contract check (whose round trip fails if the
#    timers do not fire on the run's run loop).
place_folder ObjCApp
place_folder AppShapes
if ! build; then
    fail "a build with the folder entries Catalog/ObjCApp/ (@objc, @IBAction …) and Catalog/AppShapes/ succeeds"
elif ! "$SCRATCH/debug/transitions" list --json >"$SCRATCH/list.json" 2>>"$LOG"; then
    fail "transitions list --json runs with Catalog/ObjCApp/"
elif ! listed folder-objc-app; then
    fail "folder-objc-app is listed by transitions list --json"
elif ! "$SCRATCH/debug/transitions" check folder-objc-app >"$LOG" 2>&1; then
    fail "transitions check folder-objc-app"
elif ! diff -r "$FOLDERS/ObjCApp" "Catalog/ObjCApp" >"$LOG" 2>&1; then
    fail "the build leaves Catalog/ObjCApp/ byte for byte as it was"
else
    pass "a folder entry using @objc and @IBAction builds from rewritten copies, its files untouched (folder-objc-app)"
fi
if ! listed folder-app-shapes; then
    fail "folder-app-shapes is listed by transitions list --json"
elif ! "$SCRATCH/debug/transitions" check folder-app-shapes >"$LOG" 2>&1; then
    fail "folder-app-shapes (Foundation beside UIKit, #if os(iOS), UIView!, open overrides, Timer, @objc optional) passes transitions check"
else
    pass "a folder of iOS-shaped app code (Foundation beside UIKit, #if os(iOS), UIView!, open overrides, Timer, @objc optional) builds unchanged and passes the contract check (folder-app-shapes)"
fi
unplace_folder AppShapes

# 10. A compile error in a rewritten file is reported at the file's own path and line.
broken="Catalog/ObjCApp/ListViewController.swift"
line=$(grep -n "check-catalog-registry: a compile error goes here" "$broken" | cut -d: -f1)
sed -i "${line}s/_ = 0/_ = undefinedNameForTheCheck/" "$broken"
expected="Catalog/ObjCApp/ListViewController.swift:$line:[0-9]*: error: cannot find 'undefinedNameForTheCheck' in scope"
if build; then
    fail "a build with a compile error in $broken fails"
elif ! grep -q "$expected" "$LOG"; then
    fail "the compile error names the original file and line (expected: $expected)"
elif grep -q '+Linux\.swift:[0-9]' "$LOG"; then
    fail "no diagnostic names the rewritten copy (ListViewController+Linux.swift)"
else
    pass "a compile error in a rewritten file names the file and its line: $expected"
fi
cp "$FOLDERS/ObjCApp/ListViewController.swift" "$broken"

# 11. #selector in its three forms, with UIPanGestureRecognizer(target:action:): the rewritten
#     copy calls the engine's Selector.method(_:).
place_folder ObjCSelectors
if ! build; then
    fail "a build with the folder entry Catalog/ObjCSelectors/ (#selector) succeeds"
elif ! "$SCRATCH/debug/transitions" list --json >"$SCRATCH/list.json" 2>>"$LOG" || ! listed folder-objc-selectors; then
    fail "folder-objc-selectors is listed by transitions list --json"
elif ! "$SCRATCH/debug/transitions" check folder-objc-selectors >"$LOG" 2>&1; then
    fail "transitions check folder-objc-selectors"
else
    pass "#selector(handlePan(_:)), #selector(self.…) and #selector(Type.…) build as the engine's Selector.method"
fi
unplace_folder ObjCSelectors

# 12. A folder whose every Swift file needs the rewrite fails the build, naming the folder.
mkdir "Catalog/AllObjC" && COPIED_FOLDERS+=("Catalog/AllObjC")
cp "$FOLDERS/ObjCApp/SlideAnimator.swift" "Catalog/AllObjC/"
expected="error: Catalog/AllObjC/: every Swift file uses (or mentions, in a comment or a string) @objc, #selector, an @IB attribute or a platform condition"
if build; then
    fail "a build with Catalog/AllObjC/ (only files using @objc) fails"
elif grep -qF "$expected" "$LOG"; then
    pass "a folder with only files using @objc fails the build: $expected"
else
    fail "the build error names the folder (expected: $expected)"
fi
unplace_folder AllObjC

stale_build() { swift build --manifest-cache local --scratch-path "$SCRATCH" --product transitions >"$LOG" 2>&1; }
rm -f "$SCRATCH/manifest.db"
# 13. A file that starts using @objc after SwiftPM cached the manifest's evaluation (which
#     compiles it as it is) fails the build, naming the file and the cure.
if ! stale_build; then
    fail "a build caching the manifest's evaluation succeeds"
else
    COPIED+=("Catalog/ObjCApp/Later.swift")
    printf 'import UIKit\n\nfinal class Later: NSObject {\n    @objc func tapped() {}\n}\n' >"Catalog/ObjCApp/Later.swift"
    expected="error: Catalog/ObjCApp/Later.swift uses @objc, #selector, an @IB attribute or a platform condition, so the build compiles a rewritten copy of it instead, but SwiftPM reused an evaluation of Package.swift cached before it did; run \`swift package purge-cache\` and build again"
    if stale_build; then
        fail "a build with a file using @objc newer than the cached manifest fails"
    elif grep -qF "$expected" "$LOG"; then
        pass "a file using @objc newer than SwiftPM's cached manifest fails the build: $expected"
    else
        fail "the build error says the cached manifest is stale (expected: $expected)"
    fi
    rm -f "Catalog/ObjCApp/Later.swift"
fi
rm -f "$SCRATCH/manifest.db"

# 14. A folder added after SwiftPM cached the manifest's evaluation is reported, not compiled
#    into the catalog: two builds sharing a cache of their own.
rm -f "$SCRATCH/manifest.db"
unplace_folder PhotoZoom
if ! stale_build; then
    fail "a build caching the manifest's evaluation succeeds"
else
    place_folder PhotoZoom
    expected="error: Catalog/PhotoZoom/ is not a module yet: SwiftPM reused an evaluation of Package.swift cached before the folder existed; run \`swift package purge-cache\` and build again"
    if stale_build; then
        fail "a build with a folder newer than the cached manifest fails"
    elif grep -qF "$expected" "$LOG"; then
        pass "a folder newer than SwiftPM's cached manifest fails the build: $expected"
    else
        fail "the build error says the cached manifest is stale (expected: $expected)"
    fi
fi
rm -f "$SCRATCH/manifest.db"

echo "registry: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
