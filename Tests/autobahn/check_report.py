#!/usr/bin/env python3
"""Fails (exit 1) unless every Autobahn case passed or is an expected failure.

A case passes when its behavior is OK, NON-STRICT or INFORMATIONAL and its closing behavior
is OK or INFORMATIONAL. Expected failures come from Tests/autobahn/expected-failures.txt
(`CASE [RUNNER] REASON`). Also fails when a case group that should have run is missing, so
an empty or truncated report cannot pass.

usage: check_report.py INDEX_JSON EXPECTED_FAILURES RUNNER GROUP...
"""
import json
import re
import sys

PASSING = {"OK", "NON-STRICT", "INFORMATIONAL"}
PASSING_CLOSE = {"OK", "INFORMATIONAL"}
LINE = re.compile(r"^(?P<case>\d+(?:\.\d+)+)\s+(?:\[(?P<runner>[\w-]+)\]\s+)?(?P<reason>\S.*)$")


def load_expected(path, runner):
    expected = {}
    with open(path, encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            match = LINE.match(line)
            if not match:
                sys.exit(f"{path}:{number}: expected 'CASE [RUNNER] REASON', got: {line}")
            if match["runner"] in (None, runner):
                expected[match["case"]] = match["reason"]
    return expected


def case_key(case):
    return [int(part) for part in case.split(".")]


def main():
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    index_path, expected_path, runner, groups = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    with open(index_path, encoding="utf-8") as index:
        agents = json.load(index)
    if len(agents) != 1:
        sys.exit(f"{index_path}: expected results for one server, found {sorted(agents)}")
    results = next(iter(agents.values()))
    expected = load_expected(expected_path, runner)

    missing = [group for group in groups if not any(case.split(".")[0] == group for case in results)]
    unexpected, allowed, counts = [], [], {}
    for case in sorted(results, key=case_key):
        result = results[case]
        behavior, close = result["behavior"], result["behaviorClose"]
        counts[behavior] = counts.get(behavior, 0) + 1
        if behavior in PASSING and close in PASSING_CLOSE:
            continue
        line = f"{case}: behavior={behavior} close={close}"
        (allowed if case in expected else unexpected).append(line)
    stale = [case for case in expected if case in results
             and results[case]["behavior"] in PASSING and results[case]["behaviorClose"] in PASSING_CLOSE]

    summary = ", ".join(f"{count} {name}" for name, count in sorted(counts.items()))
    print(f"autobahn ({runner}): {len(results)} cases: {summary}")
    for line in allowed:
        case = line.split(":")[0]
        print(f"  expected failure {line} ({expected[case]})")
    for case in stale:
        print(f"  note: expected failure {case} passed; remove it from {expected_path}")
    for line in unexpected:
        print(f"  UNEXPECTED FAILURE {line}")
    for group in missing:
        print(f"  MISSING: no case of group {group} in the report")
    passed = len(results) - len(unexpected) - len(allowed)
    print(f"{passed} passed, {len(unexpected)} failed")
    return 1 if unexpected or missing else 0


if __name__ == "__main__":
    sys.exit(main())
