"""Chromium draws a UIVisualEffectView's `blur` (docs/protocol.md) as a backdrop blur of what
was painted behind the layer, inside its bounds, then its tint; what is outside the layer and
what is painted after it (its content view) stay sharp (blurchecks.py says what and where)."""

import blurchecks
import drawingchecks
from conftest import console_problems, open_page


def test_backdrop_blur_blurs_what_is_behind_inside_the_layer_then_tints(driver, server):
    open_page(driver, server)
    pixels = driver.execute_async_script(drawingchecks.PAINT_ASYNC, blurchecks.FRAME, blurchecks.points())
    assert blurchecks.check(pixels) == []
    assert console_problems(driver) == []


def test_without_blur_the_edge_stays_sharp(driver, server):
    """The same frame with the blurs' radius at 0 (an effect animated to nil): nothing blurs."""
    open_page(driver, server)
    pixels = driver.execute_async_script(drawingchecks.PAINT_ASYNC, blurchecks.unblurred(), [[95, 60], [104, 60]])
    assert pixels[0][:3] == [0, 0, 0] and pixels[1][:3] == [255, 255, 255]


def test_the_inspector_rows_show_the_blur(driver, server):
    open_page(driver, server)
    rows = driver.execute_async_script("""
      const [layer, done] = arguments;
      import('/js/drawing-rows.js').then((m) => done(m.drawingRows(layer)), (e) => done(String(e)));""",
                                       blurchecks.FRAME["layers"][4])
    assert rows == [["Blur", ["dark, radius 4 pt", "tint rgba(0, 0, 0, 0.5)"]]]


def test_under_perspective_the_blur_is_clipped_to_the_projected_quad(driver, server):
    open_page(driver, server)
    pixels = driver.execute_async_script(drawingchecks.PAINT_ASYNC, blurchecks.PERSPECTIVE_FRAME, blurchecks.perspective_points())
    assert blurchecks.check_perspective(pixels) == []
