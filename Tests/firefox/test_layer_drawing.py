"""Firefox draws Core Animation's shapes, masks, shadows, gradients and culled back faces
(Tests/browser/drawingchecks.py says what and where)."""

from conftest import load, open_page

drawingchecks = load("drawingchecks", "Tests/browser/drawingchecks.py")


def test_mask_edge_shadow_offset_gradient_ends_stroke_range_and_back_faces(browser, server):
    open_page(browser, server)
    pixels = browser.run(drawingchecks.PAINT_BODY, drawingchecks.FRAME, drawingchecks.points())
    assert drawingchecks.check(pixels) == []
    assert browser.console_problems() == []
