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
