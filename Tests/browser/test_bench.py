"""Benchmark (not a test; run by scripts/bench-page.sh): the page's draw time per frame while
playing — the renderer's own performance.now() around each draw, ~200 frames, median / p95."""

import json
import os
import statistics

import pytest

from conftest import ARTIFACTS, Server, make_driver, open_page, wait_for

CASES = [
    # (label, fragment, device scale factor)
    ("zoom present, iPad Air (most layers), 1x", "#entry=zoom&op=present&device=ipad&p=0", 1),
    ("zoom present, iPad Air (most layers), 2x", "#entry=zoom&op=present&device=ipad&p=0", 2),
    ("flip present, iPhone X (perspective), 2x", "#entry=flip&op=present&device=iphone-x&p=0", 2),
]
FRAMES = int(os.environ.get("BENCH_FRAMES", 200))


def percentile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


@pytest.mark.bench
def test_draw_time_while_playing():
    server = Server([])
    results = []
    try:
        for label, fragment, scale in CASES:
            driver = make_driver(scale=scale)
            try:
                open_page(driver, server, fragment + "&rate=0.1&loop=1")
                layers = driver.execute_script("return __preview.frame.layers.length")
                before = driver.execute_script("return __preview.drawTimes.length")
                driver.execute_script("document.querySelector('.icon-btn.play').click()")
                wait_for(driver, f"return __preview.drawTimes.length >= {before + FRAMES + 5}", timeout=120)
                times = driver.execute_script("return __preview.drawTimes")[before + 5:before + 5 + FRAMES]
                driver.execute_script("document.querySelector('.icon-btn.play').click()")
                results.append({
                    "case": label, "frames": len(times), "layers": layers,
                    "median_ms": round(statistics.median(times), 3), "p95_ms": round(percentile(times, 0.95), 3),
                    "max_ms": round(max(times), 3),
                })
            finally:
                driver.quit()
    finally:
        server.kill()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "bench-page.json").write_text(json.dumps(results, indent=2) + "\n")
    print()
    print("| case | layers | frames | median | p95 | max |")
    print("|---|---|---|---|---|---|")
    for r in results:
        print(f"| {r['case']} | {r['layers']} | {r['frames']} | {r['median_ms']:.2f} ms | {r['p95_ms']:.2f} ms | {r['max_ms']:.2f} ms |")
