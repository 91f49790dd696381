"""The page loads cleanly, lists the catalog, and draws exactly what the server sends."""

import json
import math
import subprocess

import pytest

from conftest import (BINARY, canvas_digest, console_problems, open_page, read_pixels, save_screenshot,
                      to_canvas)
from expected import expected_color, homography, project, sample_points

TOLERANCE = 10  # per channel, 0…255: 8-bit compositing and the 256-px gradient texture


def check_frame_pixels(driver, scene, frame, device):
    """Every unambiguous sample point of the screen has the colour the frame implies."""
    viewport = scene["viewport"]
    scale = driver.execute_script("const a = __preview.toCanvas(0, 0), b = __preview.toCanvas(100, 0); return (b.x - a.x) / 100;")
    margin = 2.5 / scale  # two and a half canvas pixels from any edge, in points
    points = sample_points(viewport, device["cornerRadius"], margin)
    checks = [(p, expected_color(scene, frame, p[0], p[1], margin)) for p in points]
    checks = [(p, c) for p, c in checks if c is not None]
    pixels = read_pixels(driver, to_canvas(driver, [p for p, _ in checks]))
    bad = [(p, c, px) for (p, c), px in zip(checks, pixels) if max(abs(c[i] - px[i]) for i in range(3)) > TOLERANCE]
    assert len(checks) >= 40, f"only {len(checks)} checkable points"
    assert not bad, f"{len(bad)}/{len(checks)} points differ, e.g. " + "; ".join(
        f"at ({p[0]:.1f}, {p[1]:.1f}) expected {c} got {px[:3]}" for p, c, px in bad[:6])
    return len(checks)


def check_bezel(driver, device, colors):
    """Outside the screen, beside it: the bezel's colour."""
    outside = [(-7, device["height"] / 2), (device["width"] + 7, device["height"] / 3), (device["width"] / 2, device["height"] + 7)]
    for (x, y), px in zip(outside, read_pixels(driver, to_canvas(driver, outside))):
        assert max(abs(px[i] - colors["bezel"][i]) for i in range(3)) <= 3 and px[3] == 255, (x, y, px)


def test_page_loads_without_console_errors_and_lists_the_catalog(driver, server, catalog):
    open_page(driver, server)
    entries = driver.execute_script("""
return [...document.querySelectorAll('.entry')].map(li => ({
  id: li.dataset.entry, title: li.querySelector('.entry-title').textContent,
  summary: li.querySelector('.entry-summary').textContent,
  operations: [...li.querySelectorAll('.op-chip')].map(b => b.dataset.op),
  interactive: [...li.querySelectorAll('.op-chip.interactive')].map(b => b.dataset.op)}));""")
    assert [e["id"] for e in entries] == [e["id"] for e in catalog["entries"]]
    for shown, listed in zip(entries, catalog["entries"]):
        assert shown["title"] == listed["title"]
        assert shown["summary"] == listed["summary"]
        assert shown["operations"] == listed["operations"]
        assert shown["interactive"] == listed["interactiveOperations"]
    devices = driver.execute_script("return [...document.querySelectorAll('.device-select option')].map(o => o.value)")
    assert devices == [d["name"] for d in catalog["devices"]]
    assert driver.execute_script("return document.querySelector('.status').dataset.state") == "open"
    assert console_problems(driver) == []


def catalog_entries():
    return json.loads(subprocess.run([str(BINARY), "list", "--json"], check=True, capture_output=True, text=True).stdout)["entries"]


@pytest.mark.parametrize("entry,operation", [(e["id"], op) for e in catalog_entries() for op in e["operations"]])
def test_canvas_matches_the_frames_at_start_and_end(driver, server, catalog, entry, operation):
    device = next(d for d in catalog["devices"] if d["default"])
    digests = []
    for progress in (0, 1):
        got = open_page(driver, server, f"#entry={entry}&op={operation}&p={progress}",
                        {"entry": entry, "operation": operation, "progress": progress})
        colors = driver.execute_script("return __preview.colors")
        check_frame_pixels(driver, got["scene"], got["frame"], device)
        check_bezel(driver, device, colors)
        digests.append(canvas_digest(driver))
    assert digests[0] != digests[1], "the first and the last frame look the same"
    assert console_problems(driver) == []


@pytest.mark.parametrize("entry", [e["id"] for e in catalog_entries()])
def test_mid_transition_matches_and_is_screenshotted(driver, server, catalog, entry):
    first = next(e for e in catalog["entries"] if e["id"] == entry)["operations"][0]
    progress = 0.55 if entry == "flip" else 0.5
    device = next(d for d in catalog["devices"] if d["default"])
    got = open_page(driver, server, f"#entry={entry}&op={first}&p={progress}", {"entry": entry, "progress": progress})
    check_frame_pixels(driver, got["scene"], got["frame"], device)
    save_screenshot(driver, f"{entry}.png")
    assert console_problems(driver) == []


def flip_time_at(angle_degrees):
    """The time at which the flip's from-view is turned closest to `angle_degrees` (CLI export)."""
    out = subprocess.run([str(BINARY), "export", "flip", "--operation", "present", "--format", "json", "--fps", "240", "-o", "-"],
                         check=True, capture_output=True, text=True).stdout
    data = json.loads(out)
    best = None
    for frame in data["frames"]:
        layer = next((l for l in frame["layers"] if l["role"] == "from"), None)
        if layer is None:
            continue
        m = layer["transform"]  # row vectors: m11 = cos θ, m13 = −sin θ for a turn about y
        angle = math.degrees(math.atan2(-m[2], m[0]))
        if best is None or abs(abs(angle) - angle_degrees) < abs(abs(best[1]) - angle_degrees):
            best = (frame["time"], angle)
    return best[0], best[1], data["scene"]["endTime"]


def test_flip_mid_rotation_is_a_trapezoid(driver, server, catalog):
    time_, angle, end = flip_time_at(40)
    assert 35 < abs(angle) < 45, angle
    progress = time_ / end
    got = open_page(driver, server, f"#entry=flip&op=present&p={progress:.6f}", {"entry": "flip", "progress": round(progress, 6)})
    scene, frame = got["scene"], got["frame"]
    from_id = next(l["id"] for l in scene["layers"] if l["role"] == "from")
    layer = next(l for l in frame["layers"] if l["id"] == from_id)
    q = layer["quad"]
    left_height, right_height = abs(q[7] - q[1]), abs(q[5] - q[3])
    assert abs(left_height - right_height) > 40, (left_height, right_height)
    blue = [round(c * 255) for c in layer["background"][:3]]
    # Along a column just inside each vertical edge, the from-view's blue spans exactly the
    # height its quad gives there: the top and bottom edges are slanted lines.
    H = homography(*layer["size"], q)
    for u in (6, layer["size"][0] - 6):
        x, _ = project(H, u, 0)
        top_expected = project(H, u, 0)[1]
        bottom_expected = project(H, u, layer["size"][1])[1]
        ys = [top_expected - 30 + i * 0.5 for i in range(int((bottom_expected - top_expected + 60) / 0.5))]
        ys = [y for y in ys if 0 <= y <= scene["viewport"][1]]
        pixels = read_pixels(driver, to_canvas(driver, [(x, y) for y in ys]))
        hits = [y for y, px in zip(ys, pixels) if max(abs(px[i] - blue[i]) for i in range(3)) <= 12]
        assert hits, f"no from-view blue along x = {x:.1f}"
        scale = driver.execute_script("const a = __preview.toCanvas(0, 0), b = __preview.toCanvas(100, 0); return (b.x - a.x) / 100;")
        slack = 2.5 / scale
        if top_expected > 0:
            assert abs(min(hits) - top_expected) <= slack, (u, min(hits), top_expected)
        if bottom_expected < scene["viewport"][1]:
            assert abs(max(hits) - bottom_expected) <= slack, (u, max(hits), bottom_expected)
    device = next(d for d in catalog["devices"] if d["default"])
    check_frame_pixels(driver, scene, frame, device)
    assert console_problems(driver) == []
