"""The Timing tab draws the engine's curves: the line goes through the samples the scene carries
(docs/protocol.md, `scene`: each curve's `samples`), flat at 0 before the curve begins and at 1
after it ends, and the canvas shows the line's colour there — the page solves no Bézier and
no spring of its own."""

import pytest

from conftest import console_problems, open_page, show_tab, wait_for

CURVE_COLOR = (0x5E, 0xA0, 0xFF)  # curves.js's first colour


def expected_points(curve, end):
    n = len(curve["samples"]) - 1
    points = [[0, 0]] if curve["begin"] > 0 else []
    points += [[curve["begin"] + curve["duration"] * i / n, v] for i, v in enumerate(curve["samples"])]
    if end > curve["begin"] + curve["duration"]:
        points += [[curve["begin"] + curve["duration"], 1], [end, 1]]
    return points


def curve_pixels(driver, points):
    """For each (time, progress): the RGB of the Timing canvas's pixels within 1 px of where it is drawn."""
    return driver.execute_script("""
const canvas = document.querySelector('.curve-canvas');
const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
return arguments[0].map(([t, v]) => {
  const p = __preview.curveToCanvas(t, v), near = [];
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
    const x = Math.round(p.x + dx), y = Math.round(p.y + dy);
    if (x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) continue;
    const i = (y * canvas.width + x) * 4;
    near.push([data[i], data[i + 1], data[i + 2]]);
  }
  return near;
});""", [list(p) for p in points])


def shows_color(near, color=CURVE_COLOR, within=60):
    return any(sum(abs(a - b) for a, b in zip(pixel, color)) <= within for pixel in near)


@pytest.mark.parametrize("fragment,entry,timing", [
    ("#entry=zoom&op=present&p=0", "zoom", "spring"),
    ("#entry=flip&op=present&p=0", "flip", "bezier"),
])
def test_the_timing_tab_draws_the_scene_samples(driver, server, fragment, entry, timing):
    open_page(driver, server, fragment, {"entry": entry, "progress": 0})
    show_tab(driver, "sec-timing")
    # Drawn at the shown tab's size: the canvas keeps its default 300 px backing store while the
    # tab is hidden, and the resize observer draws it a frame after the tab shows (a busy
    # machine read the pixels in between once).
    wait_for(driver, "const c = document.querySelector('.curve-canvas'); return __preview.curvePoints.length > 0 "
                     "&& c.clientWidth > 0 && c.width === Math.round(c.clientWidth * devicePixelRatio) "
                     "&& Number.isFinite(__preview.curveToCanvas(0, 0).x)")
    scene = driver.execute_script("return __preview.scene")
    curves = scene["curves"]
    assert curves[0]["timing"] == timing
    end = max([scene["endTime"]] + [c["begin"] + c["duration"] for c in curves])
    drawn = driver.execute_script("return __preview.curvePoints")
    assert len(drawn) == len(curves)
    for curve, points in zip(curves, drawn):
        assert len(curve["samples"]) == 65
        expected = expected_points(curve, end)
        assert len(points) == len(expected)
        assert [x for p in points for x in p] == pytest.approx([x for p in expected for x in p], abs=1e-12)

    # The first curve's line is on the canvas through its samples, and not a little off them.
    curve = curves[0]
    n = len(curve["samples"]) - 1
    inner = [[curve["begin"] + curve["duration"] * i / n, curve["samples"][i]] for i in range(4, n - 3, 6)]
    assert all(shows_color(near) for near in curve_pixels(driver, inner)), "the line passes through every sample"
    off = [[t, v - 0.25] for t, v in inner]
    assert not any(shows_color(near) for near in curve_pixels(driver, off)), "nothing of the line's colour beside it"
    assert console_problems(driver) == []


def test_a_spring_that_overshoots_is_drawn_above_one(driver, server):
    """The zoom's spring overshoots (the scene says by how much); its drawn peak is the samples' peak."""
    open_page(driver, server, "#entry=zoom&op=present&p=0", {"entry": "zoom", "progress": 0})
    show_tab(driver, "sec-timing")
    wait_for(driver, "return __preview.curvePoints.length > 0")
    curve = driver.execute_script("return __preview.scene.curves[0]")
    peak = max(curve["samples"])
    assert curve["overshoot"] > 0 and peak > 1 and abs(peak - 1 - curve["overshoot"]) < 0.01
    drawn_peak = max(v for _, v in driver.execute_script("return __preview.curvePoints[0]"))
    assert drawn_peak == peak
