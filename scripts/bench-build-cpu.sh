#!/usr/bin/env bash
# Where a cold build's compiler time goes, and what one swift-testing `#expect` costs it
# (docs/performance.md, "Where the build's CPU goes").
#
#   bash scripts/bench-build-cpu.sh modules [--from DIR]   # cold build of a scratch clone of HEAD
#   bash scripts/bench-build-cpu.sh expect                  # one file of 600 checks, four ways
#   bash scripts/bench-build-cpu.sh checks [ROUNDS]         # the test targets, expectEqual vs #expect
#
# `modules` clones HEAD into a scratch folder, runs `swift build --build-tests` there with
# `-Xswiftc -stats-output-dir` (each compiler job writes its user and system time) and prints
# the compiler CPU seconds per module, largest first; `--from DIR` only reads a stats folder an
# earlier run left. `expect` compiles one generated file of 30 tests (600 checks) with
# `#expect(a == b)`, with the comparison taken first and `#expect(ok)`, with `expectEqual(a, b)`
# (Tests/TestExpectations' function, defined in the file) and with `precondition`, and prints
# each compile's CPU seconds (user + system of the compiler). `checks` builds a scratch clone of
# HEAD, then recompiles every test target (all their files touched) alternately as committed
# (`expectEqual`) and with each one-line `expectEqual(a, b[, comment])` written back as
# `#expect(a == b[, comment])`, ROUNDS times (default 2), printing each build's CPU seconds
# (docs/performance.md, "Cheaper checks").
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

summarize() {
    python3 - "$1" <<'PY'
import collections, glob, json, re, sys
cpu = collections.Counter()
for path in glob.glob(f"{sys.argv[1]}/*.json"):
    for key, value in json.load(open(path)).items():
        m = re.match(r"time\.swift-frontend\.([A-Za-z0-9_]+)-.*\.(user|sys)$", key)
        if m:
            cpu[m.group(1)] += value
print(f"compiler CPU, all modules: {sum(cpu.values()):.1f} s")
for module, seconds in cpu.most_common():
    print(f"{seconds:8.1f} s  {module}")
PY
}

case ${1:-} in
modules)
    if [ "${2:-}" = --from ]; then summarize "$3"; exit 0; fi
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    git clone -q "$root" "$scratch/clone"
    mkdir "$scratch/stats"
    (cd "$scratch/clone" && swift build --build-tests -Xswiftc -stats-output-dir -Xswiftc "$scratch/stats" >"$scratch/build.log" 2>&1) \
        || { tail -n 20 "$scratch/build.log"; exit 1; }
    summarize "$scratch/stats"
    ;;
expect)
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    python3 - "$scratch" <<'PY'
import sys
folder = sys.argv[1]
forms = {
    "expect": lambda a, b: [f"#expect({a} == {b})", f"#expect(abs({a}.x - {b}.x) < 1e-9)"],
    "expect-bool": lambda a, b: [f"do {{ let ok = {a} == {b}; #expect(ok) }}", f"do {{ let ok = abs({a}.x - {b}.x) < 1e-9; #expect(ok) }}"],
    "expectEqual": lambda a, b: [f"expectEqual({a}, {b})", f"#expect(abs({a}.x - {b}.x) < 1e-9)"],
    "precondition": lambda a, b: [f"precondition({a} == {b})", f"precondition(abs({a}.x - {b}.x) < 1e-9)"],
}
for name, checks in forms.items():
    lines = ["import Testing", "struct P: Equatable { var x: Double; var y: Double }"]
    if name == "expectEqual":
        lines.append("func expectEqual<T: Equatable>(_ a: T, _ b: T, _ comment: Comment? = nil, "
                     "sourceLocation: SourceLocation = #_sourceLocation) { #expect(a == b, comment, sourceLocation: sourceLocation) }")
    lines.append("@Suite struct S {")
    for test in range(30):
        lines.append(f"  @Test func t{test}() {{")
        for n in range(10):
            lines.append(f"    let p{n} = P(x: {test}, y: {n})")
            lines += ["    " + c for c in checks(f"p{n}", f"P(x: {test}, y: {n})")]
        lines.append("  }")
    lines.append("}")
    open(f"{folder}/{name}.swift", "w").write("\n".join(lines) + "\n")
PY
    python3 - "$scratch" <<'PY'
import resource, subprocess, sys
folder = sys.argv[1]
for form in ("expect", "expect-bool", "expectEqual", "precondition"):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(["swiftc", "-c", "-Onone", "-g", "-parse-as-library", "-module-name", "M" + form.replace("-", "_"),
                    f"{folder}/{form}.swift", "-o", f"{folder}/{form}.o"], check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    print(f"{form:13s} 600 checks: {cpu:.1f} CPU-s")
PY
    ;;
checks)
    rounds=${2:-2}
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    git clone -q "$root" "$scratch/clone"
    cd "$scratch/clone"
    swift build --build-tests >"$scratch/build.log" 2>&1 || { tail -n 20 "$scratch/build.log"; exit 1; }
    targets=$(ls -d Tests/*Tests)
    build() {
        find $targets -name '*.swift' -exec touch {} +
        /usr/bin/time -f "%U %S %e" -o "$scratch/time" swift build --build-tests >"$scratch/build.log" 2>&1 \
            || { tail -n 20 "$scratch/build.log"; exit 1; }
        read -r user sys wall <"$scratch/time"
        printf '%-28s %6.1f CPU-s (%s user + %s sys), %s s wall\n' "$1" "$(echo "$user + $sys" | bc)" "$user" "$sys" "$wall"
    }
    for round in $(seq "$rounds"); do
        git checkout -q -- Tests
        build "expectEqual (as committed)"
        # Back to the macro: `expectEqual(a, b[, rest])` on one line → `#expect(a == b[, rest])`.
        python3 - $(find $targets -name '*.swift') <<'PY'
import sys
def args(text, start):
    depth, i, parts, begin = 0, start, [], start
    while i < len(text):
        c = text[i]
        if c == '"':
            i += 1
            while i < len(text) and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                parts.append(text[begin:i])
                return parts, i
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(text[begin:i])
            begin = i + 1
        elif c == "\n":
            return None, i
        i += 1
    return None, i
for path in sys.argv[1:]:
    text, out, i = open(path).read(), [], 0
    while (at := text.find("expectEqual(", i)) >= 0:
        parts, end = args(text, at + len("expectEqual("))
        if parts is None or len(parts) < 2 or (at > 0 and (text[at - 1].isalnum() or text[at - 1] in "._")):
            out.append(text[i:at + len("expectEqual(")])
            i = at + len("expectEqual(")
            continue
        rest = "".join("," + p for p in parts[2:])
        out.append(text[i:at] + f"#expect({parts[0].strip()} == {parts[1].strip()}{rest})")
        i = end + 1
    out.append(text[i:])
    open(path, "w").write("".join(out))
PY
        build "#expect(a == b) (written back)"
    done
    git checkout -q -- Tests
    ;;
*)
    echo "usage: bash scripts/bench-build-cpu.sh modules [--from DIR] | expect | checks [ROUNDS]" >&2
    exit 2
    ;;
esac
