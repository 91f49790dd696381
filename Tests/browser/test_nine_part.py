"""Chromium draws `contentsCenter` (docs/protocol.md): a layer's image under the `resize`
gravity stretched in nine parts, in the plane and under perspective (ninepartchecks.py says
what and where)."""

import ninepartchecks
from conftest import console_problems, open_page


def test_contents_center_stretches_the_image_in_nine_parts(driver, server):
    open_page(driver, server)
    pixels = driver.execute_async_script(ninepartchecks.PAINT_ASYNC, *ninepartchecks.args())
    assert ninepartchecks.check(pixels) == []
    assert console_problems(driver) == []


def test_without_contents_center_the_image_stretches_whole(driver, server):
    """The same frame without the field: the blue centre is the middle third only, so the
    nine-part checks fail where they say "whole: green"."""
    open_page(driver, server)
    frame, picture, content, points = ninepartchecks.args()
    pixels = driver.execute_async_script(ninepartchecks.PAINT_ASYNC, ninepartchecks.whole(), picture, content, points)
    wrong = ninepartchecks.check(pixels)
    assert len(wrong) == 4 and all("whole: green" in w for w in wrong), wrong


def test_the_inspector_rows_show_the_contents_center(driver, server):
    open_page(driver, server)
    rows = driver.execute_async_script("""
      const [layer, done] = arguments;
      import('/js/drawing-rows.js').then((m) => done(m.drawingRows(layer)), (e) => done(String(e)));""",
                                       ninepartchecks.FRAME["layers"][1])
    assert rows == [["Contents center", ["0.333, 0.333, 0.333 × 0.333 (nine parts)", "image 30 × 30 pt"]]]
