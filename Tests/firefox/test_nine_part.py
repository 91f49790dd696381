"""Firefox draws `contentsCenter` in nine parts, in the plane and under perspective
(Tests/browser/ninepartchecks.py says what and where)."""

from conftest import load, open_page

load("drawingchecks", "Tests/browser/drawingchecks.py")
ninepartchecks = load("ninepartchecks", "Tests/browser/ninepartchecks.py")


def test_contents_center_stretches_the_image_in_nine_parts(browser, server):
    open_page(browser, server)
    pixels = browser.run(ninepartchecks.PAINT_BODY, *ninepartchecks.args())
    assert ninepartchecks.check(pixels) == []
    assert browser.console_problems() == []
