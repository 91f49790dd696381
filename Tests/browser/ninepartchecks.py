"""Pixel checks of `contentsCenter` (docs/protocol.md; web/js/nine-part.js), shared by the
Chromium and Firefox suites. A 30 × 30 snapshot picture — green, with a blue 10 × 10 centre —
is the content of two layers with `contentsCenter` = its middle third and a natural size of
30 × 30 points: a 150 × 90 layer in the plane and a 150 × 70 one under perspective. Stretched
in nine parts the green edges stay 10 points wide and the blue centre fills the rest; stretched
whole (what the page drew before) the blue would be only the middle third. The page's own
painter paints the frame into a 200 × 200 canvas at one pixel per point."""

from drawingchecks import quad
import paintscript

PICTURE = {"size": [30, 30], "layers": [
    {"id": 1, "quad": quad(0, 0, 30, 30), "opacity": 1, "size": [30, 30], "background": [0, 1, 0, 1]},
    {"id": 2, "parent": 1, "quad": quad(10, 10, 10, 10), "opacity": 1, "size": [10, 10], "background": [0, 0, 1, 1]},
], "contents": []}

CENTER = {"rect": [1 / 3, 1 / 3, 1 / 3, 1 / 3], "size": [30, 30]}
TRAPEZOID = [20, 110, 170, 110, 180, 190, 10, 190]

FRAME = {"time": 0, "progress": 0, "seq": 1, "layers": [
    {"id": 10, "quad": quad(0, 0, 200, 200), "opacity": 1, "size": [200, 200], "background": [1, 1, 1, 1]},
    {"id": 11, "quad": quad(20, 10, 150, 90), "opacity": 1, "size": [150, 90], "content": True, "contentsCenter": CENTER},
    {"id": 12, "quad": TRAPEZOID, "opacity": 1, "size": [150, 70], "content": True, "contentsCenter": CENTER},
]}

CONTENT = {"kind": "snapshot", "picture": 0, "rect": [0, 0, 30, 30], "contentMode": "scaleToFill"}


def project(q, w, h, u, v):
    """Layer point (u, v) of a w × h layer through the projective map onto quad q (corners
    TL, TR, BR, BL): Heckbert's square-to-quad map."""
    x0, y0, x1, y1, x2, y2, x3, y3 = q
    sx, sy = x0 - x1 + x2 - x3, y0 - y1 + y2 - y3
    dx1, dy1, dx2, dy2 = x1 - x2, y1 - y2, x3 - x2, y3 - y2
    den = dx1 * dy2 - dy1 * dx2
    g = (sx * dy2 - sy * dx2) / den
    hh = (dx1 * sy - dy1 * sx) / den
    a, b, c = x1 - x0 + g * x1, x3 - x0 + hh * x3, x0
    d, e, f = y1 - y0 + g * y1, y3 - y0 + hh * y3, y0
    s, t = u / w, v / h
    z = g * s + hh * t + 1
    return [round((a * s + b * t + c) / z), round((d * s + e * t + f) / z)]


GREEN, BLUE = (0, 255, 0), (0, 0, 255)

# Name → (layer point of a layer, expected colour, tolerance).
EXPECT = {
    "flat: blue centre reaches 10 points in (whole: green)": ([20 + 15, 10 + 15], BLUE, 12),
    "flat: blue centre near the far corner (whole: green)": ([20 + 133, 10 + 72], BLUE, 12),
    "flat: green edge band on the left": ([20 + 4, 10 + 45], GREEN, 12),
    "flat: green edge band at the bottom": ([20 + 75, 10 + 86], GREEN, 12),
    "flat: green corner": ([20 + 146, 10 + 4], GREEN, 12),
    "perspective: blue 15 points in (whole: green)": (project(TRAPEZOID, 150, 70, 15, 15), BLUE, 16),
    "perspective: green edge band": (project(TRAPEZOID, 150, 70, 4, 35), GREEN, 16),
    "perspective: blue near the far corner (whole: green)": (project(TRAPEZOID, 150, 70, 133, 53), BLUE, 16),
}

# Paints FRAME with a scene holding the picture and the two layers' content.
PAINT_BODY = """
const [frame, picture, content, points] = arguments;
const { paintLayers } = await import('/js/layer-painter.js');
const canvas = document.createElement('canvas');
canvas.width = 200; canvas.height = 200;
const ctx = canvas.getContext('2d', { willReadFrequently: true });
const scene = { layers: frame.layers.map((l) => ({ id: l.id, role: '', parent: null, depth: 0, content: null })),
  contentById: new Map([[11, content], [12, content]]), roleById: new Map(), pictures: [picture] };
paintLayers(ctx, scene, frame, { base: [1, 0, 0, 1, 0, 0], exploded: false });
const data = ctx.getImageData(0, 0, 200, 200).data;
return points.map(([x, y]) => { const i = (y * 200 + x) * 4; return [data[i], data[i + 1], data[i + 2], data[i + 3]]; });
"""

PAINT_ASYNC = paintscript.async_script(PAINT_BODY)


def args():
    return [FRAME, PICTURE, CONTENT, paintscript.points(EXPECT)]


def check(pixels):
    return paintscript.mismatches(EXPECT, pixels)


def whole():
    """FRAME without `contentsCenter`: the picture stretched whole."""
    return {**FRAME, "layers": [{k: v for k, v in l.items() if k != "contentsCenter"} for l in FRAME["layers"]]}
