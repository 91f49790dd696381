"""Pixel checks of a UIVisualEffectView's `blur` (docs/protocol.md; web/js/layer-blur.js),
shared by the Chromium and Firefox suites: the page's own painter paints FRAME into a
200 × 200 canvas at one pixel per point (drawingchecks.PAINT_BODY), and pixels are read where
the fields decide: a blurred edge inside the layer, sharp pixels outside it and in its content
view over it, and the tint."""

from drawingchecks import BLACK, RED, WHITE, quad
import paintscript

CLEAR = [0, 0, 0, 0]

FRAME = {"time": 0, "progress": 0, "seq": 1, "layers": [
    {"id": 1, "quad": quad(0, 0, 200, 200), "opacity": 1, "size": [200, 200], "background": WHITE},
    # Behind the blurs: black on the left half, white on the right (a sharp edge at x = 100).
    {"id": 2, "quad": quad(0, 0, 100, 200), "opacity": 1, "size": [100, 200], "background": BLACK},
    # A blur of radius 8 without tint across the edge.
    {"id": 3, "quad": quad(40, 20, 120, 80), "opacity": 1, "size": [120, 80],
     "blur": {"style": "light", "radius": 8, "tint": CLEAR}},
    # Its content view's red square, drawn after the blur.
    {"id": 4, "quad": quad(110, 40, 20, 20), "opacity": 1, "size": [20, 20], "background": RED},
    # A blur of radius 4 with a half-opaque black tint.
    {"id": 5, "quad": quad(40, 120, 120, 60), "opacity": 1, "size": [120, 60],
     "blur": {"style": "dark", "radius": 4, "tint": [0, 0, 0, 0.5]}},
]}

# Point → expected grey or colour (0–255) with a tolerance. Across a step edge a Gaussian of
# σ = 8 px gives Φ(d/8) of white at distance d: 4.5 px left of the edge ≈ 0.29, right ≈ 0.71.
EXPECT = {
    "blurred edge, left": ((95, 60), (73, 73, 73), 30),
    "blurred edge, right": ((104, 60), (181, 181, 181), 30),
    "blur far from the edge stays black": ((50, 60), (0, 0, 0), 8),
    "sharp above the blur, left": ((95, 10), (0, 0, 0), 4),
    "sharp above the blur, right": ((104, 10), (255, 255, 255), 4),
    "content view over the blur is sharp": ((120, 50), (255, 0, 0), 8),
    "tint over the white backdrop": ((150, 150), (128, 128, 128), 8),
    "tint over the black backdrop": ((50, 150), (0, 0, 0), 8),
    "sharp between the blurs": ((104, 110), (255, 255, 255), 4),
}


def points():
    return paintscript.points(EXPECT)


def check(pixels):
    return paintscript.mismatches(EXPECT, pixels)


def unblurred():
    """FRAME with the blurs' radius at 0 (an effect animated to nil)."""
    return {**FRAME, "layers": [{**l, "blur": {**l["blur"], "radius": 0}} if "blur" in l else l for l in FRAME["layers"]]}


# Under perspective (issue #22): a blur on a trapezoid, tinted opaque red over white. The blur
# and its tint are clipped to the projected quad itself — the slanted sides — not to the quad's
# bounding box; the radius is uniform on screen (docs/page.md).
PERSPECTIVE_FRAME = {"time": 0, "progress": 0, "seq": 1, "layers": [
    {"id": 1, "quad": quad(0, 0, 200, 200), "opacity": 1, "size": [200, 200], "background": WHITE},
    {"id": 2, "quad": [60, 20, 140, 20, 180, 100, 20, 100], "opacity": 1, "size": [160, 80],
     "blur": {"style": "light", "radius": 3, "tint": RED}},
]}

# The left side runs from (60, 20) to (20, 100): x = 40 at y = 60; the right side from
# (140, 20) to (180, 100): x = 160 at y = 60.
PERSPECTIVE_EXPECT = {
    "inside the left side": ((46, 60), (255, 0, 0), 8),
    "outside the left side, inside the bounding box": ((34, 60), (255, 255, 255), 8),
    "inside the right side": ((154, 60), (255, 0, 0), 8),
    "outside the right side, inside the bounding box": ((166, 60), (255, 255, 255), 8),
    "near the top, inside": ((64, 25), (255, 0, 0), 8),
    "near the top, outside": ((52, 25), (255, 255, 255), 8),
}


def perspective_points():
    return [list(point) for point, _, _ in PERSPECTIVE_EXPECT.values()]


def check_perspective(pixels):
    assert not isinstance(pixels, dict), pixels
    return [f"{name} at {point}: {px[:3]}, expected {list(rgb)}"
            for (name, (point, rgb, tolerance)), px in zip(PERSPECTIVE_EXPECT.items(), pixels)
            if max(abs(px[i] - rgb[i]) for i in range(3)) > tolerance]
