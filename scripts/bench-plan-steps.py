"""Where a directly run rebuild's time goes: edits the `duration` default of
Catalog/Crossfade.swift in the live-reload scratch copy (Tests/browser/scratch_package.py; run
`SCRATCH_MODE=copy scripts/bench-reload.sh` once to make it), brings its build up
to date with `swift build`, then runs the four
commands of SwiftPM's plan (.build/debug.yaml) that `serve --watch` runs for that edit, each
timed, REPEAT times (default 3); then the link again with lld instead of the plan's gold.
Prints seconds per command.

    .venv/bin/python scripts/bench-plan-steps.py        (REPEAT=5 for more rounds)
"""

import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCRATCH = Path(os.environ.get("SCRATCH_PACKAGE", str(ROOT / ".build/scratch")) + "-live-reload")
# The plan's commands for a Catalog/Crossfade.swift edit, in order (prefix, infix, suffix).
STEPS = [("Indexing ", " catalog files ", ""), ("C.TransitionCatalog-", "", ".module"),
         ("C.transitions-worker-", "", ".module"), ("C.transitions-worker-", "", ".exe")]


def plan_commands():
    text = (SCRATCH / ".build/debug.yaml").read_text().split("\ncommands:\n")[1]
    commands, name = {}, None
    for line in text.split("\n"):
        if line.startswith('  "') and line.endswith('":'):
            name = json.loads(line[2:-1])
            commands[name] = {}
        elif line.startswith("    ") and name is not None:
            key, value = line[4:].split(":", 1)
            commands[name][key] = value.strip()
    chosen = []
    for prefix, infix, suffix in STEPS:
        name = next(n for n in commands if n.startswith(prefix) and infix in n and n.endswith(suffix))
        chosen.append((name, json.loads(commands[name]["args"])))
    return chosen


def main():
    if not (SCRATCH / ".build/debug.yaml").exists():
        sys.exit(f"{SCRATCH} has no build plan: run scripts/bench-reload.sh once")
    rounds = int(os.environ.get("REPEAT", "3"))
    # What the watcher's warm-up does: the plan and its outputs made current first.
    subprocess.run(["swift", "build", "--product", "transitions-worker", "--manifest-cache", "none"],
                   cwd=SCRATCH, check=True, capture_output=True)
    source = SCRATCH / "Catalog/Crossfade.swift"
    original = source.read_text()
    times = {}
    try:
        for n in range(rounds):
            source.write_text(original.replace("default: 0.3, range", f"default: {0.35 + 0.05 * n:.2f}, range"))
            for name, args in plan_commands():
                started = time.monotonic()
                subprocess.run(args, check=True, capture_output=True)
                times.setdefault(name, []).append(time.monotonic() - started)
        link = plan_commands()[-1][1]
        for linker in ("gold (the plan's)", "lld"):
            args = link if linker.startswith("gold") else link + ["-use-ld=lld"]
            for _ in range(rounds):
                started = time.monotonic()
                subprocess.run(args, check=True, capture_output=True)
                times.setdefault(f"link with {linker}", []).append(time.monotonic() - started)
    finally:
        source.write_text(original)
        for name, args in plan_commands():  # the scratch build back to the pristine file
            subprocess.run(args, capture_output=True)
    for name, values in times.items():
        shown = name if len(name) < 70 else name[:67] + "…"
        print(f"{shown:72} median {statistics.median(values):.2f} s  ({', '.join(f'{v:.2f}' for v in values)})")


if __name__ == "__main__":
    main()
