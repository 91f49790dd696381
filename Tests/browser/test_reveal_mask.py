"""Chromium draws the circular reveal's mask where the engine's path says, mid-transition.

The circular-reveal entry (Catalog/CircularReveal.swift) grows a `CAShapeLayer` mask's
circular path with a `CABasicAnimation(keyPath: "path")`; frames carry the mask's path as its
presentation value at the frame's time (docs/protocol.md, "Drawing"). The frame at half of the
run is painted by the page's own painter at one pixel per point, and pixels just inside and
just outside the circle the path describes are read: the next screen (pink) inside, the first
screen (white or its grey rows) outside."""

import json
import re
import subprocess

from conftest import BINARY, console_problems, open_page

PAINT_ASYNC = """
const done = arguments[arguments.length - 1];
const [frame, width, height, points] = arguments;
(async function () {
  const { paintLayers } = await import('/js/layer-painter.js');
  const canvas = document.createElement('canvas');
  canvas.width = width; canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  paintLayers(ctx, null, frame, { base: [1, 0, 0, 1, 0, 0] });
  const data = ctx.getImageData(0, 0, width, height).data;
  return points.map(([x, y]) => { const i = (y * width + x) * 4; return [data[i], data[i + 1], data[i + 2]]; });
})().then(done, (e) => done({ error: String(e && e.stack || e) }));
"""


def render(operation, progress):
    out = subprocess.run([str(BINARY), "render", "circular-reveal", "--operation", operation,
                          "--progress", str(progress), "--json"], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def circle(path):
    """Centre and radius of the oval path (its points span the circle's bounding square)."""
    numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?(?:e-?\d+)?", path)]
    xs, ys = numbers[0::2], numbers[1::2]
    return ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2), (max(xs) - min(xs)) / 2


def pink(px):
    return px[0] > 200 and px[1] < 120 and px[2] > 60 and px[2] < 160


def test_reveal_mask_edge_follows_the_animated_path(driver, server):
    open_page(driver, server)
    for operation in ("present", "dismiss"):
        frame = render(operation, 0.5)
        masked = [layer for layer in frame["layers"] if "mask" in layer]
        assert len(masked) == 1, operation
        (cx, cy), radius = circle(masked[0]["mask"]["shape"]["path"])
        start = render(operation, 0)
        (_, _), start_radius = circle([l for l in start["layers"] if "mask" in l][0]["mask"]["shape"]["path"])
        assert abs(radius - start_radius) > 50, "the path does not move between progress 0 and 0.5"
        width, height = round(frame["layers"][0]["size"][0]), round(frame["layers"][0]["size"][1])
        # Up from the centre and up-left at 45°, 4 points either side of the edge.
        points = {}
        for name, (dx, dy) in {"up": (0, -1), "up-left": (-0.7071, -0.7071)}.items():
            for side, r in (("inside", radius - 4), ("outside", radius + 4)):
                x, y = round(cx + dx * r), round(cy + dy * r)
                assert 0 <= x < width and 0 <= y < height, (operation, name, side, x, y)
                points[f"{name} {side}"] = [x, y]
        pixels = driver.execute_async_script(PAINT_ASYNC, frame, width, height, list(points.values()))
        assert not isinstance(pixels, dict), pixels
        seen = dict(zip(points, pixels))
        for name, px in seen.items():
            assert pink(px) == name.endswith("inside"), f"{operation} {name} at {points[name]}: {px}"
    assert console_problems(driver) == []
