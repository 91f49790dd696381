"""Chromium draws a UIVisualEffectView's `blur` (docs/protocol.md) as a backdrop blur of what
was painted behind the layer, inside its bounds, then its tint; what is outside the layer and
what is painted after it (its content view) stay sharp. The page's own painter paints a frame
into a 200 × 200 canvas at one pixel per point; pixels are read where the fields decide."""

import drawingchecks
from conftest import console_problems, open_page
from drawingchecks import BLACK, RED, WHITE, quad

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


def test_backdrop_blur_blurs_what_is_behind_inside_the_layer_then_tints(driver, server):
    open_page(driver, server)
    points = [list(point) for point, _, _ in EXPECT.values()]
    pixels = driver.execute_async_script(drawingchecks.PAINT_ASYNC, FRAME, points)
    assert not isinstance(pixels, dict), pixels
    wrong = [f"{name} at {point}: {px[:3]}, expected {list(rgb)}"
             for (name, (point, rgb, tolerance)), px in zip(EXPECT.items(), pixels)
             if max(abs(px[i] - rgb[i]) for i in range(3)) > tolerance]
    assert wrong == []
    assert console_problems(driver) == []


def test_without_blur_the_edge_stays_sharp(driver, server):
    """The same frame with the blurs' radius at 0 (an effect animated to nil): nothing blurs."""
    open_page(driver, server)
    frame = {**FRAME, "layers": [{**l, "blur": {**l["blur"], "radius": 0}} if "blur" in l else l for l in FRAME["layers"]]}
    pixels = driver.execute_async_script(drawingchecks.PAINT_ASYNC, frame, [[95, 60], [104, 60]])
    assert pixels[0][:3] == [0, 0, 0] and pixels[1][:3] == [255, 255, 255]


def test_the_inspector_rows_show_the_blur(driver, server):
    open_page(driver, server)
    rows = driver.execute_async_script("""
      const [layer, done] = arguments;
      import('/js/drawing-rows.js').then((m) => done(m.drawingRows(layer)), (e) => done(String(e)));""",
                                       FRAME["layers"][4])
    assert rows == [["Blur", ["dark, radius 4 pt", "tint rgba(0, 0, 0, 0.5)"]]]
