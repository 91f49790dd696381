"""In Firefox: the page loads cleanly, lists the catalog, and draws exactly what the server sends."""

import json
import math
import subprocess

import pytest

from conftest import (BINARY, canvas_digest, canvas_scale, expected, list_catalog, open_page, pixels_at,
                      save_screenshot)

TOLERANCE = 10  # per channel, 0…255, as in the Chromium tests


def check_frame_pixels(browser, scene, frame, device):
    """Every unambiguous sample point of the screen has the colour the frame implies."""
    margin = 2.5 / canvas_scale(browser)  # two and a half canvas pixels from any edge, in points
    points = expected.sample_points(scene["viewport"], device["cornerRadius"], margin)
    checks = [(p, expected.expected_color(scene, frame, p[0], p[1], margin)) for p in points]
    checks = [(p, c) for p, c in checks if c is not None]
    assert len(checks) >= 40, f"only {len(checks)} checkable points"
    pixels = pixels_at(browser, [p for p, _ in checks])
    bad = [(p, c, px) for (p, c), px in zip(checks, pixels) if max(abs(c[i] - px[i]) for i in range(3)) > TOLERANCE]
    assert not bad, f"{len(bad)}/{len(checks)} points differ, e.g. " + "; ".join(
        f"at ({p[0]:.1f}, {p[1]:.1f}) expected {c} got {px[:3]}" for p, c, px in bad[:6])


def check_bezel(browser, device):
    """Just outside the screen: the bezel's colour, opaque."""
    bezel = browser.run("return __preview.colors.bezel")
    outside = [(-7, device["height"] / 2), (device["width"] + 7, device["height"] / 3), (device["width"] / 2, device["height"] + 7)]
    for point, px in zip(outside, pixels_at(browser, outside)):
        assert max(abs(px[i] - bezel[i]) for i in range(3)) <= 3 and px[3] == 255, (point, px)


def test_page_loads_without_console_errors_and_lists_the_catalog(browser, server, catalog):
    open_page(browser, server)
    entries = browser.run("""
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
    devices = browser.run("return [...document.querySelectorAll('.device-select option')].map(o => o.value)")
    assert devices == [d["name"] for d in catalog["devices"]]
    assert browser.run("return document.querySelector('.status').dataset.state") == "open"
    assert browser.console_problems() == []


@pytest.mark.parametrize("entry,operation", [(e["id"], op) for e in list_catalog()["entries"] for op in e["operations"]])
def test_canvas_matches_the_frames_at_start_and_end(browser, server, device, entry, operation):
    digests = []
    for progress in (0, 1):
        got = open_page(browser, server, f"#entry={entry}&op={operation}&p={progress}",
                        {"entry": entry, "operation": operation, "progress": progress})
        check_frame_pixels(browser, got["scene"], got["frame"], device)
        check_bezel(browser, device)
        digests.append(canvas_digest(browser))
    assert digests[0] != digests[1], "the first and the last frame look the same"
    assert browser.console_problems() == []


def flip_time_at(angle_degrees):
    """The time at which the flip's from-view is turned closest to `angle_degrees` (CLI export)."""
    data = json.loads(subprocess.run([str(BINARY), "export", "flip", "--operation", "present", "--format", "json",
                                      "--fps", "240", "-o", "-"], check=True, capture_output=True, text=True).stdout)
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


def test_flip_mid_rotation_is_a_trapezoid(browser, server, device):
    time_, angle, end = flip_time_at(40)
    assert 35 < abs(angle) < 45, angle
    progress = time_ / end
    got = open_page(browser, server, f"#entry=flip&op=present&p={progress:.6f}", {"entry": "flip", "progress": round(progress, 6)})
    scene, frame = got["scene"], got["frame"]
    from_id = next(l["id"] for l in scene["layers"] if l["role"] == "from")
    layer = next(l for l in frame["layers"] if l["id"] == from_id)
    q = layer["quad"]
    left_height, right_height = abs(q[7] - q[1]), abs(q[5] - q[3])
    assert abs(left_height - right_height) > 40, (left_height, right_height)
    blue = [round(c * 255) for c in layer["background"][:3]]
    slack = 2.5 / canvas_scale(browser)
    # Along a column just inside each vertical edge, the from-view's blue spans exactly the
    # height its quad gives there: the top and bottom edges are slanted lines.
    H = expected.homography(*layer["size"], q)
    for u in (6, layer["size"][0] - 6):
        x, top = expected.project(H, u, 0)
        bottom = expected.project(H, u, layer["size"][1])[1]
        ys = [top - 30 + i * 0.5 for i in range(int((bottom - top + 60) / 0.5))]
        ys = [y for y in ys if 0 <= y <= scene["viewport"][1]]
        pixels = pixels_at(browser, [(x, y) for y in ys])
        hits = [y for y, px in zip(ys, pixels) if max(abs(px[i] - blue[i]) for i in range(3)) <= 12]
        assert hits, f"no from-view blue along x = {x:.1f}"
        if top > 0:
            assert abs(min(hits) - top) <= slack, (u, min(hits), top)
        if bottom < scene["viewport"][1]:
            assert abs(max(hits) - bottom) <= slack, (u, max(hits), bottom)
    check_frame_pixels(browser, scene, frame, device)
    save_screenshot(browser, "flip.png")
    assert browser.console_problems() == []
