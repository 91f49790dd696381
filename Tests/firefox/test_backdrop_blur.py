"""Firefox draws a UIVisualEffectView's `blur` as a backdrop blur of what is behind the layer,
then its tint (Tests/browser/blurchecks.py says what and where)."""

from conftest import load, open_page

drawingchecks = load("drawingchecks", "Tests/browser/drawingchecks.py")
blurchecks = load("blurchecks", "Tests/browser/blurchecks.py")


def test_backdrop_blur_blurs_what_is_behind_inside_the_layer_then_tints(browser, server):
    open_page(browser, server)
    pixels = browser.run(drawingchecks.PAINT_BODY, blurchecks.FRAME, blurchecks.points())
    assert blurchecks.check(pixels) == []
    assert browser.console_problems() == []


def test_under_perspective_the_blur_is_clipped_to_the_projected_quad(browser, server):
    open_page(browser, server)
    pixels = browser.run(drawingchecks.PAINT_BODY, blurchecks.PERSPECTIVE_FRAME, blurchecks.perspective_points())
    assert blurchecks.check_perspective(pixels) == []
