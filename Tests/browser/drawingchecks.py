"""Pixel checks of the page's Core Animation drawing (web/js/layer-drawing.js), shared by the
Chromium and Firefox suites: a frame with a path mask (nested in a rect mask), a shadow, an
axial gradient, a stroke range and a culled back face is painted by the page's own painter
into a 200 × 200 canvas at one pixel per point, and pixels are read at points whose colour
the frame's fields decide. The fields are the ones the engine writes (docs/protocol.md,
"Drawing"; Tests/TransitionKitTests/Golden/drawing-scene.json)."""

import paintscript


def quad(x, y, w, h):
    return [x, y, x + w, y, x + w, y + h, x, y + h]


WHITE, RED, BLUE, GREEN, BLACK = [1, 1, 1, 1], [1, 0, 0, 1], [0, 0, 1, 1], [0, 1, 0, 1], [0, 0, 0, 1]

FRAME = {"time": 0, "progress": 0, "seq": 1, "layers": [
    {"id": 1, "quad": quad(0, 0, 200, 200), "opacity": 1, "size": [200, 200], "background": WHITE},
    # Left half of an 80-point square through a path mask, its top half through a nested rect mask.
    {"id": 2, "quad": quad(20, 20, 80, 80), "opacity": 1, "size": [80, 80], "background": RED,
     "mask": {"frame": [0, 0, 80, 80], "shape": {"path": "M0 0L40 0L40 80L0 80Z", "fill": BLACK},
              "mask": {"frame": [0, 0, 80, 40], "background": BLACK}}},
    # A hard shadow 10 points right and down.
    {"id": 3, "quad": quad(120, 20, 40, 40), "opacity": 1, "size": [40, 40], "background": BLUE,
     "shadow": {"color": BLACK, "opacity": 1, "radius": 0, "offset": [10, 10]}},
    # Half a 60-point line (strokeEnd 0.5).
    {"id": 4, "quad": quad(120, 85, 60, 20), "opacity": 1, "size": [60, 20],
     "shape": {"path": "M0 10L60 10", "fill": None, "stroke": GREEN, "lineWidth": 6, "strokeEnd": 0.5}},
    # Red to blue, left to right.
    {"id": 5, "quad": quad(20, 120, 160, 50), "opacity": 1, "size": [160, 50],
     "gradient": {"type": "axial", "colors": [RED, BLUE], "start": [0, 0.5], "end": [1, 0.5]}},
    # Mirrored (its back to the viewer): culled when not double-sided, drawn when it is.
    {"id": 6, "quad": [60, 178, 40, 178, 40, 196, 60, 196], "opacity": 1, "size": [20, 18], "background": GREEN,
     "doubleSided": False},
    {"id": 7, "quad": [160, 178, 140, 178, 140, 196, 160, 196], "opacity": 1, "size": [20, 18], "background": GREEN},
]}

# Point → expected colour (0–255) with a tolerance.
EXPECT = {
    "masked inside": ((30, 30), (255, 0, 0), 8),
    "mask edge, inside": ((57, 30), (255, 0, 0), 8),
    "mask edge, outside": ((63, 30), (255, 255, 255), 8),
    "nested mask cuts the bottom half": ((30, 90), (255, 255, 255), 8),
    "layer under its shadow": ((125, 25), (0, 0, 255), 8),
    "shadow right of the layer": ((166, 50), (0, 0, 0), 8),
    "shadow below the layer": ((150, 66), (0, 0, 0), 8),
    "no shadow above its offset": ((166, 25), (255, 255, 255), 8),
    "no shadow left of its offset": ((125, 66), (255, 255, 255), 8),
    "stroke range drawn": ((135, 95), (0, 255, 0), 8),
    "stroke range ends": ((170, 95), (255, 255, 255), 8),
    "gradient start colour": ((21, 145), (255, 0, 0), 10),
    "gradient end colour": ((179, 145), (0, 0, 255), 10),
    "gradient middle": ((100, 145), (128, 0, 127), 12),
    "back face culled": ((50, 187), (255, 255, 255), 8),
    "double-sided back face drawn": ((150, 187), (0, 255, 0), 8),
}

# A function body (`arguments`, `await`, `return`): paints FRAME and reads the points.
PAINT_BODY = """
const [frame, points] = arguments;
const { paintLayers } = await import('/js/layer-painter.js');
const canvas = document.createElement('canvas');
canvas.width = 200; canvas.height = 200;
const ctx = canvas.getContext('2d', { willReadFrequently: true });
paintLayers(ctx, null, frame, { base: [1, 0, 0, 1, 0, 0] });
const data = ctx.getImageData(0, 0, 200, 200).data;
return points.map(([x, y]) => { const i = (y * 200 + x) * 4; return [data[i], data[i + 1], data[i + 2], data[i + 3]]; });
"""

PAINT_ASYNC = paintscript.async_script(PAINT_BODY)


def points():
    return paintscript.points(EXPECT)


def check(pixels):
    return paintscript.mismatches(EXPECT, pixels)
