"""The reload benchmark behind scripts/bench-reload.sh (see there)."""

import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "Tests/browser"))

import livereload  # noqa: E402
from conftest import make_driver, settle  # noqa: E402

CROSSFADE = "Catalog/Crossfade.swift"

# Resolves (in the page) at the first animation frame where `condition` holds, with the
# page's wall-clock time in ms: the moment the frame was on screen.
WAIT_IN_PAGE = """
const [condition, limit] = [arguments[0], arguments[1]];
const done = arguments[arguments.length - 1];
const check = new Function('p', 'return ' + condition);
const give_up = performance.now() + limit;
function tick() {
  const p = window.__preview;
  if (p && check(p)) return done(performance.timeOrigin + performance.now());
  if (performance.now() > give_up) return done(null);
  requestAnimationFrame(tick);
}
tick();
"""


def wait_in_page(driver, condition, limit_ms=600_000):
    driver.set_script_timeout(limit_ms / 1000 + 5)
    return driver.execute_async_script(WAIT_IN_PAGE, condition, limit_ms)


def percentile(values, q):
    ordered = sorted(values)
    index = max(0, min(len(ordered) - 1, round(q * (len(ordered) - 1))))
    return ordered[index]


MODES = [
    ("`swift build` every time (`--watch-with-swift-build`, the baseline)", ["--watch-with-swift-build"]),
    ("SwiftPM's plan run directly (the default)", []),
]


# What is edited: a one-file entry (Catalog/Crossfade.swift), and a folder entry's scenario
# file (Catalog/Zoom/ZoomScenario.swift, its module compiled on its own): each time the
# `duration` default, seen in the page at progress 0.5.
TARGETS = {
    "crossfade": (CROSSFADE, "#entry=crossfade&op=push&p=0.5", "default: 0.3, range", "default: {}, range", 0.3),
    "zoom": ("Catalog/Zoom/ZoomScenario.swift", "#entry=zoom&op=present&p=0.5",
             '"Zoom-in duration", default: 0.5,', '"Zoom-in duration", default: {},', 0.5),
}


def session(options, edits, errors, target="crossfade"):
    """One watch server, one page: `edits` edits of the target's duration default, then
    `errors` breaks and fixes of Catalog/Crossfade.swift. Returns the timings."""
    path, fragment, marker, replacement, current = TARGETS[target]
    server = livereload.WatchServer(options=options)
    driver = make_driver()
    results = {"edit": [], "build": [], "error": [], "recover": []}
    original = livereload.read(path)
    try:
        driver.get(f"{server.url}{fragment}")
        settle(driver, {"entry": target, "progress": 0.5})
        builds = 0
        for index in range(edits):
            value = round(0.35 + 0.05 * (index % 20), 2)
            if value == current:
                value = round(value + 1, 2)
            text = original.replace(marker, replacement.format(value))
            written = time.time() * 1000
            livereload.write(path, text)
            builds += 1
            drawn = wait_in_page(driver, f"p.liveReload.builds === {builds} && p.scene && p.scene.parameters.duration === {value}"
                                         " && Math.abs(p.frame.progress - 0.5) < 0.002 && p.drawnSeq === p.frame.seq")
            if drawn is None:
                raise SystemExit(f"edit {index}: no new frame within the limit")
            line = server.next_line(60)
            seconds = float(line.split("rebuilt in ")[1].split(" s")[0])
            results["edit"].append((drawn - written) / 1000)
            results["build"].append(seconds)
            current = value
            print(f"edit {index + 1}: {results['edit'][-1]:.2f} s (build {seconds:.2f} s) — {line.split('(')[-1].split(')')[0]}", flush=True)
            time.sleep(0.3)
        assert not errors or path == CROSSFADE, "the error series breaks Catalog/Crossfade.swift"
        good = livereload.read(CROSSFADE)
        for index in range(errors):
            written = time.time() * 1000
            livereload.write(CROSSFADE, good.replace('let title = "Cross-dissolve"', 'let title = = "Cross-dissolve"'))
            shown = wait_in_page(driver, "p.liveReload.overlay === 'build'")
            server.next_line(60)
            results["error"].append((shown - written) / 1000)
            time.sleep(0.3)
            written = time.time() * 1000
            livereload.write(CROSSFADE, good)
            builds += 1
            back = wait_in_page(driver, f"p.liveReload.builds === {builds} && p.liveReload.overlay === null"
                                        " && p.drawnSeq === p.frame.seq && Math.abs(p.frame.progress - 0.5) < 0.002")
            server.next_line(60)
            results["recover"].append((back - written) / 1000)
            print(f"error {index + 1}: shown in {results['error'][-1]:.2f} s, recovered in {results['recover'][-1]:.2f} s", flush=True)
            time.sleep(0.3)
    finally:
        driver.quit()
        server.kill()
        livereload.write(path, original)
    return results


def main():
    edits = int(os.environ.get("BENCH_EDITS", "20"))
    errors = int(os.environ.get("BENCH_ERRORS", "5"))
    livereload.sync_scratch()
    print(f"scratch build: {livereload.build_scratch():.1f} s", flush=True)
    all_results = {}
    try:
        for label, options in MODES:
            print(f"\n{label}", flush=True)
            all_results[label] = session(options, edits, errors)
        for label, options in MODES:
            folder = f"{label}, a folder entry's file (Catalog/Zoom/ZoomScenario.swift)"
            print(f"\n{folder}", flush=True)
            all_results[folder] = session(options, edits, 0, target="zoom")
    finally:
        livereload.close_scratch()
    for label, results in all_results.items():
        table(label, results)
    artifacts = Path(os.environ.get("ARTIFACTS", ROOT / "artifacts"))
    artifacts.mkdir(parents=True, exist_ok=True)
    (artifacts / "bench-reload.json").write_text(json.dumps(all_results, indent=1))


def table(label, results):
    print(f"\n{label}")
    rows = [("save → new frame drawn", "edit"), ("  of which the build", "build"),
            ("save → error shown", "error"), ("fix → frame back", "recover")]
    print("\n| what | n | p50 | p90 | min | max |\n|---|---|---|---|---|---|")
    for label, key in rows:
        values = results[key]
        if values:
            print(f"| {label} | {len(values)} | {statistics.median(values):.2f} s | {percentile(values, 0.9):.2f} s | "
                  f"{min(values):.2f} s | {max(values):.2f} s |")
    overhead = [e - b for e, b in zip(results["edit"], results["build"])]
    if overhead:
        print(f"| save → frame minus build (watch, swap, restore, draw) | {len(overhead)} | {statistics.median(overhead):.2f} s | "
              f"{percentile(overhead, 0.9):.2f} s | {min(overhead):.2f} s | {max(overhead):.2f} s |")


if __name__ == "__main__":
    main()
