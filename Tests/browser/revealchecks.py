"""Pixel checks of the circular reveal's mask mid-transition, shared by the Chromium and
Firefox suites. The circular-reveal entry (Catalog/CircularReveal.swift) grows a
`CAShapeLayer` mask's circular path with a `CABasicAnimation(keyPath: "path")`; frames carry
the mask's path as its presentation value at the frame's time (docs/protocol.md, "Drawing").
The engine's frame at half of the run (`transitions render … --json`) is painted by the page's
own painter at one pixel per point, and pixels 4 points inside and outside the circle the
path describes are read: the next screen (pink) inside, the first screen (white or its grey
rows) outside."""

import json
import re
import subprocess
import paintscript

# A function body (`arguments`, `await`, `return`): paints the frame and reads the points.
PAINT_BODY = """
const [frame, width, height, points] = arguments;
const { paintLayers } = await import('/js/layer-painter.js');
const canvas = document.createElement('canvas');
canvas.width = width; canvas.height = height;
const ctx = canvas.getContext('2d', { willReadFrequently: true });
paintLayers(ctx, null, frame, { base: [1, 0, 0, 1, 0, 0] });
const data = ctx.getImageData(0, 0, width, height).data;
return points.map(([x, y]) => { const i = (y * width + x) * 4; return [data[i], data[i + 1], data[i + 2]]; });
"""

PAINT_ASYNC = paintscript.async_script(PAINT_BODY)


def render(binary, operation, progress):
    out = subprocess.run([str(binary), "render", "circular-reveal", "--operation", operation,
                          "--progress", str(progress), "--json"], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def circle(frame):
    """Centre and radius of the one masked layer's oval path (its points span the circle's
    bounding square)."""
    masked = [layer for layer in frame["layers"] if "mask" in layer]
    assert len(masked) == 1, [layer.get("role") for layer in masked]
    numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?(?:e-?\d+)?", masked[0]["mask"]["shape"]["path"])]
    xs, ys = numbers[0::2], numbers[1::2]
    return ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2), (max(xs) - min(xs)) / 2


def probes(binary, operation, margin=4):
    """(frame, width, height, {name: [x, y]}) at half of the run: up from the circle's centre
    and up-left at 45°, `margin` points either side of its edge."""
    frame = render(binary, operation, 0.5)
    (cx, cy), radius = circle(frame)
    _, start_radius = circle(render(binary, operation, 0))
    assert abs(radius - start_radius) > 50, f"{operation}: the path does not move between progress 0 and 0.5"
    width, height = round(frame["layers"][0]["size"][0]), round(frame["layers"][0]["size"][1])
    points = {}
    for name, (dx, dy) in {"up": (0, -1), "up-left": (-0.7071, -0.7071)}.items():
        for side, r in (("inside", radius - margin), ("outside", radius + margin)):
            x, y = round(cx + dx * r), round(cy + dy * r)
            assert 0 <= x < width and 0 <= y < height, (operation, name, side, x, y)
            points[f"{name} {side}"] = [x, y]
    return frame, width, height, points


def pink(px):
    return px[0] > 200 and px[1] < 120 and 60 < px[2] < 160


def check(operation, points, pixels):
    """Pink exactly at the inside probes; returns the mismatches as text."""
    assert not isinstance(pixels, dict), pixels
    return [f"{operation} {name} at {points[name]}: {px}"
            for name, px in zip(points, pixels) if pink(px) != name.endswith("inside")]


# A function body: draws an SVG (text) as an image at its own size and reads the points.
SVG_BODY = """
const [svg, points] = arguments;
const img = new Image();
img.src = 'data:image/svg+xml;base64,' + btoa(unescape(encodeURIComponent(svg)));
await img.decode();
const canvas = document.createElement('canvas');
canvas.width = img.naturalWidth; canvas.height = img.naturalHeight;
const ctx = canvas.getContext('2d', { willReadFrequently: true });
ctx.drawImage(img, 0, 0);
const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
return points.map(([x, y]) => { const i = (y * canvas.width + x) * 4; return [data[i], data[i + 1], data[i + 2]]; });
"""

SVG_ASYNC = ("const done = arguments[arguments.length - 1];"
             "(async function () {" + SVG_BODY + "}).apply(null, Array.from(arguments).slice(0, -1))"
             ".then(done, (e) => done({ error: String(e && e.stack || e) }));")

# SVGFilmstrip's layout: frames 180 px wide, 16 px apart, 36 px from the top.
FRAME_WIDTH, GAP, TOP = 180, 16, 36


def filmstrip(binary, operation, path):
    """The 3-frame SVG filmstrip (progress 0, 0.5, 1) and the probes of the middle frame in
    its pixels, 10 points either side of the edge (the frame is drawn at 180 / width)."""
    subprocess.run([str(binary), "export", "circular-reveal", "--operation", operation, "--format", "svg",
                    "--columns", "3", "-o", str(path)], check=True, capture_output=True)
    _, width, _, points = probes(binary, operation, margin=10)
    scale = FRAME_WIDTH / width
    left = GAP + (FRAME_WIDTH + GAP)
    return path.read_text(), {name: [round(left + x * scale), round(TOP + y * scale)] for name, (x, y) in points.items()}
